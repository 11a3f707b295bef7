"""Trap timings with several events and the events `traps.py` does not read yet.

"When your opponent Normal Summons a monster, or after your opponent activates a Spell Card":
each event is its own timing (docs/RULES.md section 6) and the Trap may answer any one of
them. The first event is the trigger and the others its alternatives (`or`); what must hold
then must be the same whichever event it answers (a condition of one event only, such as
"face-up" for a summon, leaves the clause unread), and "that monster" names the event's card
only when every event names it alike.

The category `timings_answer` reads one "when ..." or "after ..." of such a list.
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import Parse, build, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.traps import (
    _NORMAL,
    _SPECIAL,
    _article,
    _monster_filter,
    _pay,
    _summon,
    _trigger,
)

Event = dict[str, Any]

# ------------------------------------------------------------------------------ the events


@production(
    "event",
    "timings_normal_or_special_summon",
    "your opponent Normal Summon or Special Summons {d:one}",
)
def _normal_or_special(draft: Draft, d: dict[str, Any]) -> Event:
    return _summon(d, [])


@production(
    "event",
    "timings_normal_or_special_summon_faceup",
    "your opponent Normal Summon or Special Summons {d:one} face-up",
)
def _normal_or_special_faceup(draft: Draft, d: dict[str, Any]) -> Event:
    return _summon(d, [], faceup=True)


@production("event", "timings_player_normal_summon", "a player Normal Summons {d:one}")
def _player_normal_summon(draft: Draft, d: dict[str, Any]) -> Event:
    return _summon(d, _NORMAL, whose="any")


@production("event", "timings_player_special_summon", "a player Special Summons {d:one}")
def _player_special_summon(draft: Draft, d: dict[str, Any]) -> Event:
    return _summon(d, _SPECIAL, whose="any")


@production("event", "timings_own_draws", "you draw a card")
def _own_draws(draft: Draft) -> Event:
    return _trigger("draw", whose="own")


@production("event", "timings_own_draws_own_turn", "you draw a card during your turn")
def _own_draws_own_turn(draft: Draft) -> Event:
    made = _trigger("draw", whose="own")
    made["condition"].append({"cond": "turn", "whose": "own"})
    return made


def _set(d: dict[str, Any]) -> Event:
    """A monster Set face-down by the opponent (a Normal Set, always from the hand): its
    Level and name are hidden, so nothing of it is read but that it is a monster."""
    _article(d, True)
    if _monster_filter(d) is not None:
        raise NoMatch("what a Set monster hides")
    return _trigger("set", whose="opp")


@production(
    "event",
    "timings_opp_sets",
    "your opponent Sets {d:one}",
    "your opponent Sets {d:one} from their hand",
)
def _opp_sets(draft: Draft, d: dict[str, Any]) -> Event:
    return _set(d)


@production(
    "event",
    "timings_normal_summons_or_sets",
    "your opponent Normal Summons or Sets {d:one}",
    "your opponent Normal Summons or Sets {d:one} from their hand",
)
def _summons_or_sets(draft: Draft, d: dict[str, Any]) -> Event:
    """A Normal Summon or a Normal Set (both from the hand): two events, either answered."""
    summoned = _summon(d, _NORMAL)
    made = _set(d)
    made["trigger"]["or"] = [summoned["trigger"]]
    return made


def _targeting_hidden(draft: Draft, a: Parse, position: str) -> Event:
    """An attack on a face-down monster, or on a Defense Position one (face-up or face-down):
    the attacked monster's position when the Trap is activated, nothing else of it."""
    made = _trigger("attack", whose="opp", how=["monster"], filter=build(a, draft))
    made["condition"].append({"cond": "attack_target_position", "position": position})
    return made


for _position, _words in (("facedown", "face-down"), ("defense", "Defense Position")):

    @production(
        "event",
        f"timings_attack_targeting_{_position}",
        f"{{a:attacker}} declares an attack targeting your {_words} monster",
    )
    def _targeting_position(draft: Draft, a: Parse, _p: str = _position) -> Event:
        return _targeting_hidden(draft, a, _p)


_ORIGINS = {"the GY": ["gy"], "the hand or GY": ["hand", "gy"], "the hand": ["hand"]}


def _special_from(d: dict[str, Any], origin: str, faceup: bool) -> Event:
    made = _summon(d, _SPECIAL, faceup=faceup)
    made["trigger"]["was"] = _ORIGINS[origin]
    return made


for _origin in _ORIGINS:

    @production(
        "event",
        f"timings_special_summon_from_{_ORIGINS[_origin][-1]}{len(_ORIGINS[_origin])}",
        f"your opponent Special Summons {{d:one}} from {_origin}",
    )
    def _special_from_zone(draft: Draft, d: dict[str, Any], _origin: str = _origin) -> Event:
        return _special_from(d, _origin, faceup=False)

    @production(
        "event",
        f"timings_special_summon_from_{_ORIGINS[_origin][-1]}{len(_ORIGINS[_origin])}_faceup",
        f"your opponent Special Summons {{d:one}} from {_origin} face-up",
    )
    def _special_from_zone_faceup(draft: Draft, d: dict[str, Any], _origin: str = _origin) -> Event:
        return _special_from(d, _origin, faceup=True)


# ------------------------------------------------------------------------------ several


@production("timings_answer", "timings_when", "when {e:event}")
def _when(draft: Draft, e: Parse) -> Event:
    return build(e, draft)


@production("timings_answer", "timings_after_spell", "after your opponent activates a Spell Card")
def _after_spell(draft: Draft) -> Event:
    return _trigger("activate", whose="opp", how=["spell"])


def _either(draft: Draft, answers: list[Parse]) -> None:
    """Several events into the draft: the first the trigger, the others its alternatives."""
    if draft.trigger is not None:
        raise NoMatch("a second timing")
    made = [build(a, draft) for a in answers]
    triggers: list[dict[str, Any]] = []
    conditions = []
    for event in made:
        # "during their turn" is said of its own event: the trigger's `turn`.
        turns = [c["whose"] for c in event["condition"] if c["cond"] == "turn"]
        conditions.append([c for c in event["condition"] if c["cond"] != "turn"])
        if conditions[-1] != conditions[0]:
            raise NoMatch("a condition of one event only")
        trigger = event["trigger"]
        # An event read as two ("Normal Summons or Sets") brings its alternative along.
        these = [{k: v for k, v in trigger.items() if k != "or"}, *trigger.get("or", [])]
        if turns:
            (whose,) = turns
            these = [{**one, "turn": whose} for one in these]
        triggers += these
    draft.trigger = {**triggers[0], "or": triggers[1:]}
    draft.condition += conditions[0]
    thats = {event.get("that") for event in made}
    # ("that monster" of a summon or an attack is the card of either: named by neither)
    one_kind = len({t["event"] for t in triggers}) == 1
    draft.that = thats.pop() if len(thats) == 1 and one_kind else None


@production(
    "timing",
    "timings_either",
    "{a:timings_answer}, or {b:timings_answer}",
)
def _two(draft: Draft, a: Parse, b: Parse) -> None:
    _either(draft, [a, b])


@production(
    "timing",
    "timings_either_of_three",
    "{a:timings_answer}, {b:timings_answer}, or {c:timings_answer}",
)
def _three(draft: Draft, a: Parse, b: Parse, c: Parse) -> None:
    _either(draft, [a, b, c])


@production(
    "timing",
    "timings_either_cost",
    "{a:timings_answer}, or {b:timings_answer}, {s:steps}",
)
def _two_cost(draft: Draft, a: Parse, b: Parse, s: Parse) -> None:
    _either(draft, [a, b])
    _pay(draft, s)


@production(
    "timing",
    "timings_either_while",
    "{a:timings_answer}, or {b:timings_answer}, while {c:cond}",
)
def _two_while(draft: Draft, a: Parse, b: Parse, c: Parse) -> None:
    _either(draft, [a, b])
    draft.condition += build(c, draft)
