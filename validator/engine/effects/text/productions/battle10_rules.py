"""Rules over a player for a while about damage ("your opponent takes no effect damage", "you
take no effect damage from your opponent"); conditions: on the cards of both fields ("no
Spell/Trap Cards are on the field"), on the monster the effect chose ("the monster's Level is
10"), on the draw just before ("if you drew by this effect")."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.describe import to_filter
from validator.engine.effects.text.draft import Draft, zone_filter
from validator.engine.effects.text.grammar import Parse, build, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.battle_amounts import _plain as _plain_count
from validator.engine.effects.text.productions.destroy import _in_steps
from validator.engine.effects.text.productions.requirements import _has, _plural
from validator.engine.effects.text.productions.summons import _if_done
from validator.engine.effects.text.productions.then_that import _is
from validator.engine.effects.text.slots import place_at

Steps = list[dict[str, Any]]
Conds = list[dict[str, Any]]


@production("change", "battle10_opp_no_effect_damage", "your opponent takes no effect damage")
def _opp_no_effect_damage(draft: Draft) -> Steps:
    return [{"op": "restrict", "rule": "no_effect_damage", "who": "opp"}]


@production(
    "change", "battle10_no_opp_effect_damage", "you take no effect damage from your opponent"
)
def _no_opp_effect_damage(draft: Draft) -> Steps:
    return [{"op": "restrict", "rule": "no_opp_effect_damage"}]


@production(
    "change",
    "battle10_no_battle_and_opp_effect_damage",
    "you take no battle damage, and take no effect damage from your opponent",
)
def _no_battle_and_opp_effect_damage(draft: Draft) -> Steps:
    return [
        {"op": "restrict", "rule": "no_battle_damage"},
        {"op": "restrict", "rule": "no_opp_effect_damage"},
    ]


@production(
    "condition",
    "battle10_none_on_field",
    "no {d:desc} are on the field",
    accepts=lambda d: _plural(d),
)
def _none_on_field(draft: Draft, d: dict[str, Any]) -> Conds:
    """None on either field."""
    return [{"cond": "not", "condition": _has(d, place_at("field", "all"))}]


@production("condition", "battle10_the_monsters_level", "the monster's Level is {n}")
def _the_monsters_level(draft: Draft, n: int) -> Conds:
    """The Level of the monster the effect chose ("Choose 1 face-up monster on your field.
    ... If the monster's Level is 10, ...")."""
    return _is(draft, {"kind": "monster", "level": n})


@production(
    "sentence",
    "battle10_if_drew",
    "if you drew by this effect, {s:steps}",
    "then, if you drew by this effect, {s:steps}",
)
def _if_drew(draft: Draft, s: Parse) -> None:
    """What follows the draw just before, only when it drew ("Then, you can draw 1 card. If
    you drew by this effect, ...")."""
    _if_done(draft, s, frozenset({"draw"}), {"cond": "moved"})


@production("condition", "battle10_that_attribute", "that monster is {attribute} Attribute")
def _that_attribute(draft: Draft, attribute: str) -> Conds:
    return _is(draft, {"kind": "monster", "attribute": attribute})


@production("sentence", "battle10_if_chosen", "if chosen, {s:steps}")
def _if_chosen(draft: Draft, s: Parse) -> None:
    """ "Then, you can choose 1 ... If chosen, ...": the part done only when a card is chosen,
    right after the optional choice (`specials_may_choose`)."""
    if draft.trunk is None or draft.effect:
        raise NoMatch("'if chosen' right after an optional choice")
    draft.effect += build(s, draft)


for _name, (_who, _where, _place) in (
    ("battle10_more_than_field", ("you have", "on your field", place_at("field"))),
    (
        "battle10_opp_more_than_field",
        ("your opponent has", "on their field", place_at("field", "opp")),
    ),
    ("battle10_more_than_gy", ("you have", "in your GY", place_at("gy"))),
    ("battle10_opp_more_than_gy", ("your opponent has", "in their GY", place_at("gy", "opp"))),
):

    @production(
        "condition",
        _name,
        f"{_who} more than {{n}} {{d:desc}} {_where}",
        accepts=lambda n, d: _plural(d),
    )
    def _more_than(draft: Draft, n: int, d: dict[str, Any], _p: dict = _place) -> Conds:
        """ "More than 8": 9 or more."""
        return [_has(d, _p, n + 1)]


@production(
    "change",
    "battle10_no_attack_damage",
    "you take no battle damage from your opponent's {d:desc}' attacks",
    accepts=lambda d: _plural(d),
)
def _no_attack_damage(draft: Draft, d: dict[str, Any]) -> Steps:
    """No battle damage to you from the attacks of the opponent's monsters of a kind (their
    attacks on you or your monsters; your own attacks are not theirs)."""
    made: dict[str, Any] = {"op": "restrict", "rule": "no_attack_damage"}
    chosen = to_filter(d)
    if chosen and chosen != {"kind": "monster"}:
        made["filter"] = chosen
    return [made]


@production(
    "counter",
    "battle10_difference_both_gys",
    "the difference between the number of {d:desc} in both players' GYs",
)
def _difference_both_gys(draft: Draft, d: dict[str, Any]) -> dict[str, Any]:
    """How many more such cards one GY holds than the other."""
    _plain_count(d)
    made: dict[str, Any] = {"counter": "cards_difference", "from": "own_gy", "versus": "opp_gy"}
    chosen = zone_filter(d, "own_gy")
    if chosen:
        made["filter"] = chosen
    return made


@production("counter", "battle10_total_levels_chosen", "the total Levels of the chosen monsters")
def _total_levels_chosen(draft: Draft) -> dict[str, Any]:
    """The Levels of the monsters the effect chose last ("Choose up to 3 monsters in your GY
    ... This card gains ATK equal to [the total Levels of the chosen monsters] x 100")."""
    if draft.last_pick is None or _in_steps(draft.cost, {"pick": draft.last_pick}):
        raise NoMatch("no monsters chosen by the effect")
    return {"counter": "total", "stat": "level", "of": {"pick": draft.last_pick}}


@production(
    "sentence",
    "battle10_shuffled_exactly",
    "if you shuffled exactly {n} {d:desc} into the Deck by this effect, {s:steps}",
    accepts=lambda n, d, s: (n == 1) != bool(d.get("plural")) and "count" not in d,
)
def _shuffled_exactly(draft: Draft, n: int, d: dict[str, Any], s: Parse) -> None:
    """What follows the shuffle just before only when it shuffled that many cards of a kind,
    no more."""
    moved: dict[str, Any] = {"cond": "moved"}
    chosen = to_filter(d)
    if chosen:
        moved["filter"] = chosen
    more = {**moved, "min": n + 1}
    if n != 1:
        moved["min"] = n
    steps = draft.after_last(frozenset({"to_deck"}))
    then = draft.about_moved(s)
    steps.append(
        {"op": "if", "condition": [moved, {"cond": "not", "condition": more}], "then": then}
    )


@production(
    "condition",
    "battle10_opp_no_effect_damage_taken",
    "your opponent has not taken any effect damage this turn",
)
def _opp_no_effect_damage_taken(draft: Draft) -> Conds:
    return [
        {"cond": "not", "condition": {"cond": "did", "what": "took_effect_damage", "who": "opp"}}
    ]
