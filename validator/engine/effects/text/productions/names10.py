"""Names, Tributes, equipped monsters and more words of sentences read elsewhere:

- Tributes barred for a while ("your opponent cannot Tribute that monster for a Tribute Summon",
  そのモンスターを相手はアドバンス召喚のためにリリースできない; "You cannot Tribute this face-up
  card for a Tribute Summon this turn"; "This turn, while that monster is face-up, ..."), and
  Tribute Summons forbidden ("neither player can Tribute Summon Level 7 or higher monsters").
- Names: a name a Fusion or Ritual monster has in the Extra Deck, a name becoming that of a card
  named before ("the same name as the monster Special Summoned by this effect"), cards of two
  names counted ("the number of "A" and "B" ... (with different names)").
- Monsters equipped with an Equip Spell Card (the condition `equipped`), a Union monster's
  equipped monster barring Traps during your turn, this card and the summoned monsters treated
  as 2 Tributes each.
- Joining words: "it" after a change of one monster's ATK, "but" between two traits or changes,
  "additionally" / "also", "if ..., then ...", "excavate N cards instead", "the opponent's next
  turn".
- Cards moved: a number of them among the cards sent, one shuffled into the Deck to meet the
  requirement, the original Level of the monster Special Summoned by this effect; an attacker
  "with ATK greater than your LP".

A Tribute bar binds the player it names, whoever controls the monster (`bar_tribute`): a
monster whose control passes to the other player may be Tributed by them. Like every lasting
change of a monster it ends when the monster leaves the field or is turned face-down, which is
what "while that monster is face-up" says.
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.describe import to_filter
from validator.engine.effects.text.draft import Draft, source_of
from validator.engine.effects.text.grammar import BY_NAME, Parse, build, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.battle import _change_and
from validator.engine.effects.text.productions.battle_amounts import (
    _cards,
    _cost,
    _stat_of_summoned,
)
from validator.engine.effects.text.productions.change_more import _a_card, _one_kind
from validator.engine.effects.text.productions.changes import _lasting
from validator.engine.effects.text.productions.clauses import _if
from validator.engine.effects.text.productions.costs import _only_filter, _uncounted
from validator.engine.effects.text.productions.draws import _some_sent
from validator.engine.effects.text.productions.examples import _also
from validator.engine.effects.text.productions.rules import _PLAYERS, _cannot, _restrict, _summoned
from validator.engine.effects.text.productions.statics import _add, _named, _static_condition
from validator.engine.effects.text.productions.statics3 import _kind_of_monsters, _player_rule
from validator.engine.effects.text.productions.statics5 import _two_names
from validator.engine.effects.text.productions.summoning import _monster

Steps = list[dict[str, Any]]

_BARRED = {"your opponent": "opp", "you": "own"}


for _player, _who in _BARRED.items():

    @production(
        "change",
        f"names10_bar_tribute_{_who}",
        f"{_player} cannot Tribute {{t:target}} for a Tribute Summon",
    )
    def _bar_tribute(draft: Draft, t: dict[str, Any], _w: str = _who) -> Steps:
        if "ref" not in t:
            raise NoMatch("a monster named before ('that monster', 'this face-up card')")
        return [{"op": "bar_tribute", "target": draft.target(t), "who": _w}]


@production(
    "op",
    "names10_bar_tribute_while_faceup",
    "this turn, while that monster is face-up, {c:change}",
    "this turn, while those monsters are face-up, {c:change}",
)
def _bar_while_faceup(draft: Draft, c: Parse) -> Steps:
    """The monsters chosen just before, barred this turn while they stay face-up (as every
    lasting change of a monster is)."""
    if draft.last_pick is None:
        raise NoMatch("no monsters chosen before")
    steps = build(c, draft)
    chosen = {"pick": draft.last_pick}
    if not steps or any(s["op"] != "bar_tribute" or s["target"] != chosen for s in steps):
        raise NoMatch("Tributes of the monsters chosen barred")
    return _lasting(steps, "end_of_turn")


# ------------------------------------------------------------ a number among the cards sent

production(
    "condition",
    "names10_some_among_sent",
    "{n} or more {d:desc} are among the cards sent",
)(_some_sent)


# ------------------------------------------------------------------ a name in the Extra Deck


@production(
    "summoning",
    "names10_name_in_extra",
    "this card's name becomes {name} while in the Extra Deck",
)
def _name_in_extra(draft: Draft, name: int) -> None:
    """A Fusion or Ritual monster named otherwise in the Extra Deck (エクストラデッキに存在する限り
    ...として扱う): an effect that looks for that name there finds it."""
    if not _monster(draft).extra_deck:
        raise NoMatch("a monster of the Extra Deck")
    _named(draft, name, ("extra",))


# ----------------------------------------------------------- "it": the monster changed before


@production(
    "static",
    "names10_it_additional",
    "if {c:cond}, it gains an additional {n} ATK",
    "then, if {c:cond}, it gains an additional {n} ATK",
)
def _it_additional(draft: Draft, c: Parse, n: int) -> None:
    """More ATK, while a condition holds, for the one monster the sentence before gave ATK
    ("The equipped monster gains 800 ATK. If ..., it gains an additional 800 ATK")."""
    last = draft.modifiers[-1] if draft.modifiers else None
    if last is None or last["rule"] != "atk" or "filter" in last:
        raise NoMatch("'it': no one monster gained ATK just before")
    side = last.get("side", "self")
    if side not in ("self", "equipped"):
        raise NoMatch("'it': the monsters of a side")
    holder = {} if side == "self" else {"side": side}
    _add(draft, [{"rule": "atk", "value": n, **holder}], _static_condition(build(c, draft)))


# ------------------------------------------------------------------- cards of two names counted

production(
    "counter",
    "names10_count_two_names",
    "the number of {a:name} and {b:name} {at:place}",
)(_two_names)


@production(
    "counter",
    "names10_count_different_names",
    "the number of {a:name} and {b:name} with different names {at:place}",
)
def _different_names(draft: Draft, a: int, b: int, at: dict[str, str]) -> dict[str, Any]:
    """How many of the two names are there (0, 1 or 2), however many cards bear each."""
    if at["prep"] == "from" or a == b:
        raise NoMatch("counted 'from' a place, or one name twice")
    cards = _cards({"names": [a, b]}, source_of({"names": [a, b]}, at))
    return {"counter": "distinct", "fact": "name", "from": cards["from"], "filter": cards["filter"]}


# --------------------------------------------------------------- "but": one more trait or change


@production(
    "traits",
    "names10_traits_but",
    "{a:trait}, but {b:traits}",
    "{a:trait}, but it {b:traits}",
)
def _traits_but(draft: Draft, a: Parse, b: Parse) -> list[dict[str, Any]]:
    """ "loses 1000 ATK, but can attack twice per turn" (〜ダウンするが、...): both hold, as
    with "and"."""
    return build(a, draft) + build(b, draft)


production("change", "names10_change_but", "{a:change}, but {b:change}")(_change_and)


# ------------------------------------------------------------ equipped with an Equip Spell Card


@production("condition", "names10_self_equipped", "this card is equipped with an Equip Spell Card")
def _self_equipped(draft: Draft) -> list[dict[str, Any]]:
    if draft.card.card_type != "Monster":
        raise NoMatch("a monster is equipped")
    return [{"cond": "equipped", "of": "self"}]


@production(
    "condition",
    "names10_have_equipped",
    "you have {d:desc} equipped with an Equip Spell Card on your field",
)
def _have_equipped(draft: Draft, d: dict[str, Any]) -> list[dict[str, Any]]:
    """One monster of yours of that kind with an Equip Spell Card attached (it is face-up:
    an Equip Spell Card is attached to a face-up monster only)."""
    if d.get("article") != "a" or d.get("noun") not in ("monster", "Monster"):
        raise NoMatch("'a monster' of a kind")
    if d.get("count", 1) != 1 or set(d) & {"all", "upto", "other", "plural", "face", "position"}:
        raise NoMatch("one monster of a plain kind")
    whole: dict[str, Any] = {"from": "own_faceup", "filter": to_filter(d) or {"kind": "monster"}}
    return [{"cond": "equipped", "of": {"all": whole}}]


# ------------------------------------------------------------------------ "additionally, ..."

production(
    "steps",
    "names10_additionally",
    "additionally {s:steps}",
    "additionally, {s:steps}",
    "also {s:steps}",
)(_also)


# -------------------------------------------------------------------- the name of another card


@production(
    "change",
    "names10_copy_name_of",
    "{t:target}'s name becomes the same name as {s:target}",
    "{t:target}'s name becomes the same as {s:target}",
    accepts=lambda t, s: "ref" in s,
)
def _copy_name_of(draft: Draft, t: dict[str, Any], s: dict[str, Any]) -> list[dict[str, Any]]:
    """The name of a card named before ("the monster Special Summoned by this effect"), as it
    is when this resolves (none taken if there is no such card)."""
    return [{"op": "copy_name", "target": draft.target(t), "of": draft.target(s)}]


# ------------------------------------------- this card and the summoned monsters as 2 Tributes


@production(
    "sentence",
    "names10_summoned_and_self_double_tribute",
    "if you Special Summoned by this effect, this turn, this face-up card and the monsters "
    "Special Summoned by this effect can be treated as 2 Tributes for the Tribute Summon of "
    "{d:desc} in Attack Position",
    accepts=lambda d: _one_kind(d),
)
def _summoned_and_self_double(draft: Draft, d: dict[str, Any]) -> None:
    """Each of them alone is the 2 Tributes of such a summon this turn, if the Special Summon
    was made ("moved": the monsters it put on the field)."""
    if draft.card.card_type != "Monster":
        raise NoMatch("this face-up card is a monster")
    steps = draft.after_last(frozenset({"special_summon"}))
    grant: dict[str, Any] = {
        "op": "grant",
        "target": {"and": ["self", "moved"]},
        "ability": "double_tribute",
    }
    chosen = to_filter(d) or {}
    chosen.pop("kind", None)
    if chosen:
        grant["filter"] = chosen
    grant["until"] = "end_of_turn"
    steps.append({"op": "if", "condition": [{"cond": "moved"}], "then": [grant]})


@production(
    "counter",
    "names10_original_level_of_summoned",
    "the original Level of the monster Special Summoned by this effect",
)
def _original_level_of_summoned(draft: Draft) -> dict[str, Any]:
    """The printed Level of the one monster the Special Summon just before summoned."""
    counted = _stat_of_summoned(draft, "Level")
    return {**counted, "stat": "original_level"}


# ------------------------------------------------------------- "excavate N cards instead"


@production("sentence", "names10_excavate_instead", "if {c:cond}, excavate {n} cards instead")
def _excavate_instead(draft: Draft, c: Parse, n: int) -> None:
    """The effect's one excavation, of another number of cards when the condition holds as
    the effect resolves (what follows reads the cards excavated either way)."""
    excavations = [i for i, step in enumerate(draft.effect) if step["op"] == "excavate"]
    if len(excavations) != 1:
        raise NoMatch("the effect's one excavation")
    index = excavations[0]
    usual = draft.effect[index]
    if not isinstance(usual.get("count"), int) or usual.get("who", "own") != "own":
        raise NoMatch("a number of your own cards excavated")
    condition = build(c, draft)
    instead = {**usual, "count": n}
    draft.effect[index] = {"op": "if", "condition": condition, "then": [instead], "else": [usual]}


# ------------------------------------------ a Union monster's equipped monster, during your turn


@production(
    "mod",
    "names10_union_traits_no_traps_your_turn",
    "the equipped monster {t:traits}, and during your turn, your opponent cannot activate Trap "
    "Cards when it declares an attack",
)
def _union_no_traps_your_turn(draft: Draft, t: Parse) -> list[dict[str, Any]]:
    """A Union monster's Equip Spell Card effect: it equips a monster of its controller's
    field, whose opponent activates no Trap when that monster declares an attack in its
    controller's turn."""
    if draft.kind != "equip" or draft.card.card_type != "Monster":
        raise NoMatch("a Union monster's equipped monster (one of your own)")
    no_traps = {"rule": "no_traps_on_attack", "condition": [{"cond": "turn", "whose": "own"}]}
    return [{**mod, "side": "equipped"} for mod in [*build(t, draft), no_traps]]


# ------------------------------------------------------------------ Tribute Summons forbidden

for _player in ("you", "your opponent", "neither player"):

    @production(
        "change",
        f"names10_{_PLAYERS[_player]}_no_tribute_summon",
        f"{_cannot(_player)} Tribute Summon {{d:desc}}",
    )
    def _no_tribute_summon(draft: Draft, d: dict[str, Any], _p: str = _player) -> Steps:
        """No Tribute Summon (nor Tribute Set) of such monsters, as they are in the hand."""
        return _restrict("no_tribute_summon", _p, _summoned(d))


@production("mod", "names10_both_no_tribute_summon", "neither player can Tribute Summon {d:desc}")
def _both_no_tribute_summon(draft: Draft, d: dict[str, Any]) -> list[dict[str, Any]]:
    if not d.get("plural"):
        raise NoMatch("a kind of monsters")
    return [_player_rule("no_tribute_summon", "both", _kind_of_monsters(d))]


@production(
    "op",
    "names10_while_faceup_opp_next_turn",
    "until the end of the opponent's next turn, while this card is face-up, {c:change}",
)
def _while_faceup_opp_next_turn(draft: Draft, c: Parse) -> Steps:
    """A printing's words for "until the end of your opponent's next turn, while this card is
    face-up, ...": read as those are (`rules3`, declared after this module)."""
    return BY_NAME["rules3_while_faceup_end_of_opp_next_turn"].build(draft, c)


# ------------------------------------------------------- an attacker with more ATK than your LP


@production(
    "event",
    "names10_attack_atk_above_lp",
    "{a:attacker} with ATK greater than your LP declares an attack",
)
def _attack_above_lp(draft: Draft, a: Parse) -> dict[str, Any]:
    """An opponent's monster of that kind declares an attack, its ATK then greater than your
    LP."""
    made = build(Parse("trap_attack", {"a": a}), draft)  # (`traps`, declared after this)
    atk = {"counter": "stat", "stat": "atk", "of": "subject"}
    made["condition"].append({"cond": "exceeds", "count": atk, "than": {"counter": "lp"}})
    return made


# ------------------------------------------------------------------------ "if ..., then ..."

production("steps", "names10_if_then", "if {c:cond}, then {s:steps}")(_if)


# ------------------------------------------------------ what the requirement shuffled into the Deck


@production(
    "condition",
    "names10_shuffled_for_cost",
    "you shuffled {d:desc} into the Deck to meet the requirement",
    accepts=lambda d: _a_card(d),
)
def _shuffled_for_cost(draft: Draft, d: dict[str, Any]) -> list[dict[str, Any]]:
    """Among the cards the requirement shuffled into the Deck (it moves nothing else) is one of
    that kind, read from its printed facts."""
    _cost(draft, "shuffled into the Deck", monsters=False)
    counted: dict[str, Any] = {"counter": "number", "of": "cost"}
    chosen = to_filter(d)
    if chosen:
        counted["filter"] = chosen
    return [{"cond": "count", "count": counted, "min": 1}]


# ------------------------------------------------- the only monsters on your field, face-up


@production(
    "condition",
    "names10_only_faceup_on_field",
    "the only monsters on your field are face-up {o:costs_only}",
    accepts=lambda o: _uncounted(o),
)
def _only_faceup_on_field(draft: Draft, o: dict[str, Any]) -> list[dict[str, Any]]:
    """Every monster of yours (one at least) is a face-up one of that kind: no face-down one."""
    monsters = {"kind": "monster"}
    return [
        {"cond": "only", "from": "own_monsters", "filter": monsters, "only": _only_filter(o)},
        {"cond": "has", "from": "own_facedown", "filter": monsters, "min": 0, "max": 0},
    ]
