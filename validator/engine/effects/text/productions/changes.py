"""Operations that change monsters for a while: ATK/DEF, Level, name, Type, Attribute,
abilities; and the durations around them ("until the end of this turn", "This turn, ...").

A change without a duration lasts as long as the monster stays face-up (`permanent`)."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.describe import to_filter
from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import Parse, build, production
from validator.engine.effects.text.names import NoMatch

Steps = list[dict[str, Any]]

NUMBER_CHANGES = frozenset(
    {
        "gain_atk",
        "lose_atk",
        "gain_def",
        "lose_def",
        "gain_atk_def",
        "lose_atk_def",
        "increase_level",
        "decrease_level",
    }
)
"""The operations that change a monster's ATK, DEF or Level."""

LASTING = NUMBER_CHANGES | frozenset(
    {
        "change_name",
        "copy_name",
        "declared_name",
        "change_race",
        "change_attribute",
        "change_original_atk",
        "grant",
        "protect",
        "restrict",
        "only_attacker",
        "bar_tribute",
    }
)


def _lasting(steps: Steps, until: str) -> Steps:
    for step in steps:
        if step["op"] in LASTING:
            step["until"] = until
        elif step["op"] in ("if", "may"):
            _lasting(step["then"], until)
    return steps


@production(
    "op",
    "this_turn",
    "{c:change} until the end of this turn",
    "this turn, {c:change}",
)
def _this_turn(draft: Draft, c: Parse) -> Steps:
    return _lasting(build(c, draft), "end_of_turn")


@production("op", "next_turn", "{c:change} until the end of your opponent's next turn")
def _next_turn(draft: Draft, c: Parse) -> Steps:
    return _lasting(build(c, draft), "end_of_opp_next_turn")


@production("op", "permanent", "{c:change}")
def _permanent(draft: Draft, c: Parse) -> Steps:
    return _lasting(build(c, draft), "permanent")


_STATS = {"ATK": "atk", "DEF": "def", "ATK/DEF": "atk_def"}


def _stat(draft: Draft, t: dict[str, Any], n: int, stat: str, way: str) -> Steps:
    return [{"op": f"{way}_{_STATS[stat]}", "target": draft.target(t), "amount": n}]


for _stat_word in _STATS:

    @production(
        "change",
        f"gain_{_STATS[_stat_word]}",
        f"{{t:target}} gains {{n}} {_stat_word}",
        f"{{t:target}} gain {{n}} {_stat_word}",
        f"make {{t:target}} gain {{n}} {_stat_word}",
    )
    def _gain(draft: Draft, t: dict[str, Any], n: int, _word: str = _stat_word) -> Steps:
        return _stat(draft, t, n, _word, "gain")

    @production(
        "change",
        f"lose_{_STATS[_stat_word]}",
        f"{{t:target}} loses {{n}} {_stat_word}",
        f"{{t:target}} lose {{n}} {_stat_word}",
        f"make {{t:target}} lose {{n}} {_stat_word}",
    )
    def _lose(draft: Draft, t: dict[str, Any], n: int, _word: str = _stat_word) -> Steps:
        return _stat(draft, t, n, _word, "lose")


@production("change", "increase_level", "increase {t:target}'s Level by {n}")
def _increase(draft: Draft, t: dict[str, Any], n: int) -> Steps:
    return [{"op": "increase_level", "target": draft.target(t), "amount": n}]


@production("change", "decrease_level", "decrease {t:target}'s Level by {n}")
def _decrease(draft: Draft, t: dict[str, Any], n: int) -> Steps:
    return [{"op": "decrease_level", "target": draft.target(t), "amount": n}]


@production("change", "change_name", "{t:target}'s name becomes {name}")
def _name(draft: Draft, t: dict[str, Any], name: int) -> Steps:
    return [{"op": "change_name", "target": draft.target(t), "name": name}]


@production("change", "change_race", "{t:target} becomes {race} Type")
def _race(draft: Draft, t: dict[str, Any], race: str) -> Steps:
    return [{"op": "change_race", "target": draft.target(t), "race": race}]


@production("change", "change_attribute", "{t:target} becomes {attribute} Attribute")
def _attribute(draft: Draft, t: dict[str, Any], attribute: str) -> Steps:
    return [{"op": "change_attribute", "target": draft.target(t), "attribute": attribute}]


@production("change", "direct_attack", "{t:target} can attack directly")
def _direct(draft: Draft, t: dict[str, Any]) -> Steps:
    return [{"op": "grant", "target": draft.target(t), "ability": "direct_attack"}]


@production(
    "change",
    "pierce",
    "{t:target} inflicts piercing battle damage",
    "{t:target} inflicts piercing damage",
)
def _pierce(draft: Draft, t: dict[str, Any]) -> Steps:
    return [{"op": "grant", "target": draft.target(t), "ability": "pierce"}]


@production("change", "no_activation", "you cannot activate the effect of {names}")
def _no_activation(draft: Draft, names: list[int]) -> Steps:
    return [{"op": "restrict", "rule": "no_activation", "filter": {"ids": names}}]


def _a_kind(d: dict[str, Any]) -> bool:
    """A description of a kind of monster, not of a number of them."""
    return "count" not in d and not d.get("all")


@production("change", "only_attack_with", "you can only attack with {d:desc}", accepts=_a_kind)
def _only_attack(draft: Draft, d: dict[str, Any]) -> Steps:
    if "count" in d or d.get("all"):
        raise NoMatch("a number of monsters is no kind of monster")
    return [{"op": "restrict", "rule": "only_attack_with", "filter": to_filter(d)}]


@production("change", "no_attack_with", "you cannot attack with {d:desc}")
def _no_attack(draft: Draft, d: dict[str, Any]) -> Steps:
    if "count" in d or d.get("all"):
        raise NoMatch("a number of monsters is no kind of monster")
    return [{"op": "restrict", "rule": "no_attack_with", "filter": to_filter(d)}]
