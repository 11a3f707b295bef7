"""Amounts read from cards already known, counts of different facts among described cards,
and the operations and conditions that take them.

- "[the total Levels of the monsters chosen] x 100", "[the number of chosen monsters]",
  "[the total ATK of the chosen monsters]" (選んだモンスターの数 / レベルの合計): the cards of
  the effect's last choice, as they are when the amount is read.
- "[the difference between the chosen monster's ATK and this card's]" (差分): the counter
  `difference`.
- "[the Level of that opponent's Normal Summoned monster] x 100", "[the ATK of the attacking
  monster]": a stat of the card of the event answered (0 once it has left the field).
- "[the number of different Attributes face-up on your field]", "[the number of DARK Attribute
  Spellcaster Type monsters with different Levels in your GY]" (レベルの異なる…の数): the counter
  `distinct` over those monsters.
- "[the total ATK of the face-up monsters on their field]": on the opponent's field.
- "[the ATK of the face-up Level 8 or lower monster with the lowest ATK on your opponent's
  field]" (攻撃力が一番低い): the counter `highest` with `lowest`.
- "if the total original Levels of the face-up monsters on your opponent's field is 30 or
  higher": the total as a condition.
- "... gains ATK equal to [...] x 300 until the end of this turn and you take the same amount
  of damage": the change, then damage to you by the same amount.
- "Choose up to 2 ..., and gain LP equal to [the total ATK of the chosen monsters]": the
  choice, then the operation that reads it.
- "all face-up monsters on their field lose ATK/DEF equal to [...]" (the opponent's field) and
  "Destroy all face-up monsters with the highest Level on your opponent's field" (an "all"
  target with `highest`: every card that ties).
- "If a Level 8 or higher monster was sent to the GY to meet the requirement": one of the
  cards the requirement sent is as described.
"""

from __future__ import annotations

import json
from typing import Any

from validator.engine.effects.text.draft import Draft, source_of, zone_filter
from validator.engine.effects.text.grammar import SLOTS, Parse, build, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.amounts10 import _total_original_levels
from validator.engine.effects.text.productions.battle_amounts import (
    _STAT_WORDS,
    _amount_change,
    _highest,
    _known,
    _plain,
    _stat,
)
from validator.engine.effects.text.productions.cond_counts import _total
from validator.engine.effects.text.productions.harm import _sent_to_meet
from validator.engine.effects.text.productions.relate_counts import _cost_picks
from validator.engine.effects.text.productions.statics2 import _reads_stats
from validator.engine.effects.text.slots import REFERENCES, one_of

Counter = dict[str, Any]
Conds = list[dict[str, Any]]
Steps = list[dict[str, Any]]

# ------------------------------------------------------------------ the cards just chosen

_CHOSEN_TOTALS = {"Levels": "level", "Level": "level", "ATK": "atk", "DEF": "def"}
SLOTS["amounts10_chosen_total"] = one_of(_CHOSEN_TOTALS)


def _chosen(draft: Draft) -> dict[str, int]:
    """The effect's last choice (of a number of cards, chosen before this clause; not the
    requirement's)."""
    if draft.last_pick is None or draft.category != "sentence":
        raise NoMatch("'the chosen monsters' names no earlier choice")
    if draft.last_pick in _cost_picks(draft):
        raise NoMatch("the cards the requirement chose")
    return {"pick": draft.last_pick}


@production(
    "counter",
    "amounts10_number_chosen",
    "the number of monsters chosen",
    "the number of chosen monsters",
)
def _number_chosen(draft: Draft) -> Counter:
    return {"counter": "number", "of": _chosen(draft)}


@production(
    "counter",
    "amounts10_total_chosen",
    "the total {s:amounts10_chosen_total} of the monsters chosen",
    "the total {s:amounts10_chosen_total} of the chosen monsters",
)
def _total_chosen(draft: Draft, s: str) -> Counter:
    return {"counter": "total", "stat": _CHOSEN_TOTALS[s], "of": _chosen(draft)}


@production(
    "counter",
    "amounts10_difference_with_this_card",
    "the difference between {w:known}'s {s:stat_word} and this card's",
)
def _difference_with_this_card(draft: Draft, w: str, s: str) -> Counter:
    """The larger of the two stats less the smaller (the counter `difference`)."""
    if draft.card.card_type != "Monster":
        raise NoMatch("this card's stat: a monster's")
    this: Counter = {"counter": "stat", "stat": _STAT_WORDS[s], "of": "self"}
    return {"counter": "difference", "count": _stat(draft, s, _known(draft, w)), "other": this}


# ------------------------------------------------------------------ the card of the event

_EVENT_CARDS = {"subject", "attack_target"}
SLOTS["amounts10_event_card"] = one_of(
    [words for words, meaning in REFERENCES.items() if meaning in _EVENT_CARDS]
)


@production(
    "counter",
    "amounts10_stat_of_event_card",
    "the {s:stat_word} of {r:amounts10_event_card}",
    "{r:amounts10_event_card}'s {s:stat_word}",
    first=True,
)
def _stat_of_event_card(draft: Draft, s: str, r: str) -> Counter:
    """A stat of the card of the event answered (`Draft.target` checks the event names it).
    Tried first: "the {stat} of {target}" reads these words too, and turns them away."""
    return {"counter": "stat", "stat": _STAT_WORDS[s], "of": draft.target({"ref": r})}


# --------------------------------------------------------------- different facts counted

_FACTS = {"Attributes": "attribute", "Types": "race", "Levels": "level"}
SLOTS["amounts10_fact"] = one_of(_FACTS)
_MONSTERS = {"kind": "monster"}


@production(
    "counter",
    "amounts10_distinct_faceup",
    "the number of different {f:amounts10_fact} face-up on your field",
)
def _distinct_faceup(draft: Draft, f: str) -> Counter:
    """The face-up monsters' facts (a monster's; a face-up Spell has none)."""
    return {"counter": "distinct", "fact": _FACTS[f], "from": "own_faceup", "filter": _MONSTERS}


@production(
    "counter",
    "amounts10_distinct_described",
    "the number of {d:desc} with different {f:amounts10_fact} {at:place}",
)
def _distinct_described(draft: Draft, d: dict[str, Any], f: str, at: dict[str, str]) -> Counter:
    _plain(d)
    if d.get("noun") != "monster" or at["prep"] == "from":
        raise NoMatch("monsters of a place")
    source = source_of(d, at)
    made: Counter = {"counter": "distinct", "fact": _FACTS[f], "from": source}
    chosen = zone_filter(d, source)
    made["filter"] = chosen or _MONSTERS
    return made


@production(
    "counter",
    "amounts10_lowest_stat",
    "the {s:stat_word} of the {d:desc} with the lowest {h:stat_word} {at:place}",
)
def _lowest(draft: Draft, s: str, d: dict[str, Any], h: str, at: dict[str, str]) -> Counter:
    """The lowest stat of the cards there (0 when there are none)."""
    return {**_highest(draft, s, d, h, at), "lowest": True}


# ------------------------------------------------------------------- totals, more words

_THEIR_FIELD = {"prep": "on", "side": "opp", "zone": "field"}
_TOTAL_WORDS = ("ATK", "DEF", "Level", "Levels")
SLOTS["amounts10_total_word"] = one_of(_TOTAL_WORDS)


@production(
    "counter",
    "amounts10_total_their_field",
    "the total {w:amounts10_total_word} of the {d:desc} on their field",
)
def _total_their_field(draft: Draft, w: str, d: dict[str, Any]) -> Counter:
    _plain(d)
    return _total(d, _THEIR_FIELD, w)


@production(
    "condition",
    "amounts10_total_original_levels_at_least",
    "the total original Levels of the {d:desc} {at:place} is {n} or higher",
)
def _total_original_levels_at_least(
    draft: Draft, d: dict[str, Any], at: dict[str, str], n: int
) -> Conds:
    return [{"cond": "count", "count": _total_original_levels(draft, d, at), "min": n}]


# ------------------------------------------------------------ every card with the highest

_EXTREME_STATS = ("ATK", "DEF", "Level")
SLOTS["amounts10_extreme_stat"] = one_of(_EXTREME_STATS)


@production(
    "op",
    "amounts10_destroy_all_highest",
    "destroy all {d:desc} with the highest {h:amounts10_extreme_stat} {at:place}",
    first=True,
)
def _destroy_all_highest(draft: Draft, d: dict[str, Any], h: str, at: dict[str, str]) -> Steps:
    """Every one of the described cards there whose stat is the highest (all that tie).
    Tried first: "destroy {d} with the highest {stat} {place}" (one of them) reads these words
    too, and turns "all" away."""
    if at["prep"] != "on" or at["zone"] != "field" or not d.get("plural"):
        raise NoMatch("the cards of a field")
    if d.get("face") != "face-up" and d.get("position") != "Attack Position":
        raise NoMatch("the facts of face-up monsters")
    desc = {**d, "all": True, "highest": h}
    return [{"op": "destroy", "target": draft.target_at(desc, source_of(desc, at))}]


# --------------------------------------------------------------------- the same amount again

_CHANGES = frozenset(
    {"gain_atk", "lose_atk", "gain_def", "lose_def", "gain_atk_def", "lose_atk_def"}
)


@production(
    "op",
    "amounts10_same_damage",
    "{o:op} and you take the same amount of damage",
    first=True,
)
def _same_damage(draft: Draft, o: Parse) -> Steps:
    """A change of ATK or DEF by an amount, then that amount as damage to you (その数値分の
    ダメージを受ける): the amount read again, so one that reads no current ATK or DEF (which
    the change itself alters). Tried first: "{op} and {op}" reads these words too."""
    steps = build(o, draft)
    if len(steps) != 1 or steps[0]["op"] not in _CHANGES or _reads_stats(steps[0]["amount"]):
        raise NoMatch("a change by an amount the change leaves as it is")
    return [*steps, {"op": "damage", "amount": steps[0]["amount"], "to": "own"}]


# ------------------------------------------------------------------ "on their field"

_THEIR_STATS = {"ATK": "atk", "DEF": "def", "ATK/DEF": "atk_def"}
SLOTS["amounts10_their_stat"] = one_of(_THEIR_STATS)


@production(
    "change",
    "amounts10_all_on_their_field_lose_equal",
    "all {d:desc} on their field lose {s:amounts10_their_stat} equal to {a:amount}",
)
def _all_on_their_field_lose(draft: Draft, d: dict[str, Any], s: str, a: Parse) -> Steps:
    """Every described monster on the opponent's field ("their": the opponent the sentence
    named before, as "[the number of ... on their field]" reads it)."""
    if set(d) & {"all", "count", "upto", "article"} or not d.get("plural"):
        raise NoMatch("monsters described without a count")
    target = {"desc": {**d, "all": True}, "place": dict(_THEIR_FIELD)}
    return _amount_change(draft, f"lose_{_THEIR_STATS[s]}", target, a)


# ------------------------------------------------------------- what the requirement sent

production(
    "condition",
    "amounts10_was_sent_to_meet",
    "{d:desc} was sent to the GY to meet the requirement",
)(_sent_to_meet)
"""A card the requirement sent is as described ("If a Level 8 or higher monster was sent to
the GY to meet the requirement"), as "you sent ... to meet the requirement" reads it."""


@production("sentence", "amounts10_choose_up_to_and_read", "choose {t:target}, and {o:op}")
def _choose_up_to_and_read(draft: Draft, t: dict[str, Any], o: Parse) -> None:
    """ "Choose up to 2 ... on your field, and gain LP equal to [the total ATK of the chosen
    monsters]": an "up to" choice, then an operation that reads the chosen cards (one that
    acts on them is `specials_choose_and`'s; one card chosen, `deck_choose_and_read`'s)."""
    if "desc" not in t or not t["desc"].get("upto") or t["desc"].get("all"):
        raise NoMatch("cards chosen up to a number")
    target = draft.target(t)
    then = build(o, draft)
    if not then or any(step.get("target") == target for step in then):
        raise NoMatch("an operation on the chosen cards")
    if json.dumps(target) not in json.dumps(then):
        raise NoMatch("what follows does not read the chosen cards")
    draft.effect += then
