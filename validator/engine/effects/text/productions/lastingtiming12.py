"""Rules over players said together or of face-up monsters: two bans joined by "or" ("you
cannot Special Summon ... from the Extra Deck or attack with ..."), the Normal Summon, Set and
Special Summon of monsters from the hand forbidden at once, the effects of face-up monsters of a
kind that a player (or neither player) cannot activate, Tribute Summons in Attack Position
forbidden, attacks by monsters in Maximum Mode only, activations of a kind of card counted, and
a rule said after an optional operation ("you can add ..., also for the rest of this turn, ...").

A monster's effect is only ever activated by a face-up monster on the field (its controller's
to activate), so "the effects of face-up Level 4 or lower monsters" are those of the Level 4 or
lower monsters, their Level read as they stand."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.describe import to_filter
from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import (
    BY_NAME,
    SLOTS,
    Parse,
    Slot,
    build,
    production,
    read,
)
from validator.engine.effects.text.names import NoMatch

Steps = list[dict[str, Any]]

_YOU_CANNOT = "you cannot "


def _read_ban(text: str) -> str:
    """What follows "you cannot" in a ban of your own ("Special Summon ... from the Extra
    Deck", "attack with Level 8 or lower monsters"): the words, when they read as one."""
    read("change", _YOU_CANNOT + text)
    return text


SLOTS["lastingtiming12_ban"] = Slot(_read_ban, str)


def _ban(draft: Draft, words: str) -> Steps:
    """The rules over you of one ban ("you cannot ..."), which must be rules over players."""
    steps = build(read("change", _YOU_CANNOT + words), draft)
    if not steps or any(step["op"] != "restrict" for step in steps):
        raise NoMatch("only rules over players")
    return steps


@production(
    "change",
    "lastingtiming12_cannot_either",
    "you cannot {a:lastingtiming12_ban} or {b:lastingtiming12_ban}",
)
def _cannot_either(draft: Draft, a: str, b: str) -> Steps:
    """Two things you cannot do ("A or B"): both are forbidden, each its own rule."""
    return _ban(draft, a) + _ban(draft, b)


def _kind_of_monsters(d: dict[str, Any]) -> dict[str, Any] | None:
    """The filter of a kind of monsters a rule names ("Level 4 or lower monsters"): no count,
    no place; None for every monster."""
    if d.get("noun") not in ("monster", "Monster") or not d.get("plural"):
        raise NoMatch("not a kind of monsters")
    if set(d) & {"count", "all", "upto", "other", "face", "position", "article", "except", "names"}:
        raise NoMatch("a number of monsters, or where they stand")
    chosen = to_filter(d) or {}
    chosen.pop("kind", None)
    return chosen or None


def _restrict(rule: str, who: str, chosen: dict[str, Any] | None, **more: Any) -> dict[str, Any]:
    made: dict[str, Any] = {"op": "restrict", "rule": rule}
    if who != "own":
        made["who"] = who
    if chosen:
        made["filter"] = chosen
    made.update(more)
    return made


@production(
    "change",
    "lastingtiming12_no_summon_set_special_from_hand",
    "you cannot Normal Summon/Set or Special Summon {d:desc} from your hand",
)
def _no_summon_set_special_from_hand(draft: Draft, d: dict[str, Any]) -> Steps:
    """No Normal (or Tribute) Summon, no Set and no Special Summon of such monsters from your
    hand; a Special Summon from elsewhere is no business of it."""
    chosen = _kind_of_monsters(d)
    return [
        _restrict("no_normal_summon", "own", chosen),
        _restrict("no_set", "own", chosen or {"kind": "monster"}),
        _restrict("no_special_summon", "own", chosen, **{"from": "hand"}),
    ]


_WHO = {"you cannot": "own", "your opponent cannot": "opp", "neither player can": "each"}

for _words, _who in _WHO.items():

    @production(
        "change",
        f"lastingtiming12_{_who}_no_effects_of_faceup",
        f"{_words} activate the effects of face-up {{d:desc}}",
    )
    def _no_effects_of_faceup(draft: Draft, d: dict[str, Any], _w: str = _who) -> Steps:
        """The effects of face-up monsters of a kind, which the player(s) cannot activate."""
        return [_restrict("no_activation", _w, _kind_of_monsters(d), kind="monster")]


for _words, _who in _WHO.items():

    @production(
        "change",
        f"lastingtiming12_{_who}_no_tribute_summon_in_attack",
        f"{_words} Tribute Summon {{d:desc}} in Attack Position",
    )
    def _no_tribute_summon_in_attack(draft: Draft, d: dict[str, Any], _w: str = _who) -> Steps:
        """No Tribute Summon of such monsters in Attack Position; their Tribute Set is no
        summon, and is left."""
        return [_restrict("no_tribute_summon", _w, _kind_of_monsters(d), position="attack")]


@production(
    "change",
    "lastingtiming12_only_attack_in_maximum",
    "you can only attack with {d:desc} in Maximum Mode",
)
def _only_attack_in_maximum(draft: Draft, d: dict[str, Any]) -> Steps:
    """Only your monsters in Maximum Mode (of a kind, if one is said) may attack."""
    return [_restrict("only_attack_with", "own", _kind_of_monsters(d), maximum=True)]


@production("change", "lastingtiming12_activation_limit_kind", "you can only activate {n} {d:desc}")
def _activation_limit_kind(draft: Draft, n: int, d: dict[str, Any]) -> Steps:
    """At most n more activations of cards of a kind ("1 Normal Spell Card"): every card of
    the kind activated from now on counts."""
    if d.get("noun") not in ("Spell", "Trap", "Spell/Trap") or set(d) - {"noun", "subtype"} - (
        {"plural"} if n > 1 else set()
    ):
        raise NoMatch("a kind of Spell or Trap Card, as many as the number says")
    return [_restrict("activation_limit", "own", to_filter(d), count=n)]


@production("op", "lastingtiming12_rest_of_this_turn", "for the rest of this turn, {c:change}")
def _rest_of_this_turn(draft: Draft, c: Parse) -> Steps:
    """The words before the change, read as "..., for the rest of this turn" is (`this_turn`)."""
    return BY_NAME["this_turn"].build(draft, c)


@production("steps", "lastingtiming12_may_also", "you can {o:op}, also {r:op}")
def _may_also(draft: Draft, o: Parse, r: Parse) -> Steps:
    """An optional operation, then ("also") a rule over players that holds whether or not it
    was done."""
    then = build(o, draft)
    rules = build(r, draft)
    if not then or not rules or any(step["op"] != "restrict" for step in rules):
        raise NoMatch("an optional operation, then rules over players")
    return [{"op": "may", "then": then}, *rules]


_CARD_KINDS = {"Monster Cards": "monster", "Spell Cards": "spell", "Trap Cards": "trap"}

for _cards, _card_kind in _CARD_KINDS.items():

    @production(
        "change",
        f"lastingtiming12_no_effect_damage_from_opp_{_card_kind}",
        f"you take no effect damage from your opponent's {_cards}",
    )
    def _no_effect_damage_from(draft: Draft, _k: str = _card_kind) -> Steps:
        """No damage from the effects of the opponent's cards of a kind (those of their other
        cards still inflict it)."""
        return [_restrict("no_opp_effect_damage", "own", None, kind=_k)]


@production("op", "lastingtiming12_once_this_turn", "once this turn, {c:change}")
def _once_this_turn(draft: Draft, c: Parse) -> Steps:
    """A protection from destruction by effects good once this turn: the first time such an
    effect would destroy the card, it is not, and the protection is used up."""
    steps = BY_NAME["this_turn"].build(draft, c)
    if not steps or any(step["op"] != "protect" or step["from"] == "battle" for step in steps):
        raise NoMatch("a protection from destruction by effects")
    for step in steps:
        step["once"] = True
    return steps
