"""Chance and one-offs: dice and coins and what their results decide, random cards from a hand,
shuffling the Deck.

"Roll a six-sided die" keeps its result (`die`), read by "[the result]" and "if the result is 3
or lower"; "Apply the appropriate effect based on the result" starts the results' branches, one
per "●" ("●1 or 2: ...", "●3-6: ...", "●Other: ..."): each is an `if` on the die, and the
sentences after it up to the next "●" are its own. "until the end of this turn" after "based on
the result" is how long every change of every branch lasts. "Toss a coin" keeps the number of
heads, read by "Heads: ..." and "Tails: ..." (a sentence each) and "if the result is 2 heads".

"Send 1 random card from your opponent's hand to the GY" chooses the cards at random
(`random_hand`) and moves them (the `moved` target); as an effect's first sentence it needs the
opponent to hold that many cards.
"""

from __future__ import annotations

import copy
import re
from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import SLOTS, Parse, Slot, build, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.changes import LASTING

Steps = list[dict[str, Any]]

_CHANCE = ("roll", "toss")


def _last_chance(steps: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The last roll or toss among these steps (those of `if` and `may` included)."""
    found = None
    for step in steps:
        if step.get("op") in _CHANCE:
            found = step
        for key in ("then", "else"):
            inner = step.get(key)
            if isinstance(inner, list):
                found = _last_chance(inner) or found
    return found


def _rolled(draft: Draft, op: str) -> int:
    """How many times the effect rolled (`op` "roll") or tossed ("toss") last; NoMatch when
    its last chance step is not that one."""
    steps = draft.trunk if draft.trunk is not None else draft.effect
    last = _last_chance(steps) if steps else None
    if last is None or last["op"] != op:
        raise NoMatch(f"no {op} before")
    return last.get("times", 1)


def _chance_step(op: str, times: int) -> Steps:
    return [{"op": op, **({"times": times} if times != 1 else {})}]


# --------------------------------------------------------------------------------- rolling


@production("op", "chance_roll", "roll a six-sided die")
def _roll(draft: Draft) -> Steps:
    return _chance_step("roll", 1)


@production("op", "chance_roll_twice", "roll a six-sided die twice")
def _roll_twice(draft: Draft) -> Steps:
    return _chance_step("roll", 2)


@production("op", "chance_toss", "toss a coin")
def _toss(draft: Draft) -> Steps:
    return _chance_step("toss", 1)


@production("op", "chance_toss_twice", "toss a coin twice")
def _toss_twice(draft: Draft) -> Steps:
    return _chance_step("toss", 2)


@production("op", "chance_toss_times", "toss a coin {n} times", accepts=lambda n: n > 2)
def _toss_times(draft: Draft, n: int) -> Steps:
    return _chance_step("toss", n)


@production("counter", "chance_result", "the result")
def _result(draft: Draft) -> dict[str, Any]:
    if _rolled(draft, "roll") != 1:
        raise NoMatch("the total of several dice")
    return {"counter": "die"}


@production("counter", "chance_total_result", "the total result")
def _total_result(draft: Draft) -> dict[str, Any]:
    if _rolled(draft, "roll") == 1:
        raise NoMatch("a total of one die")
    return {"counter": "die"}


# ------------------------------------------------------------------------------ conditions


def _die(draft: Draft, values: list[int]) -> list[dict[str, Any]]:
    times = _rolled(draft, "roll")
    values = [v for v in values if times <= v <= 6 * times]
    if not values:
        raise NoMatch("no result of the dice")
    return [{"cond": "die", "values": values}]


@production("condition", "chance_result_or_lower", "the result is {n} or lower")
def _or_lower(draft: Draft, n: int) -> list[dict[str, Any]]:
    return _die(draft, list(range(1, n + 1)))


@production("condition", "chance_result_or_higher", "the result is {n} or higher")
def _or_higher(draft: Draft, n: int) -> list[dict[str, Any]]:
    return _die(draft, list(range(n, 13)))


@production("condition", "chance_result_heads", "the result is {n} heads")
def _n_heads(draft: Draft, n: int) -> list[dict[str, Any]]:
    if not 1 <= n <= _rolled(draft, "toss"):
        raise NoMatch("more heads than coins")
    return [{"cond": "heads", "values": [n]}]


@production("condition", "chance_heads_at_least", "at least {n} of the results are heads")
def _heads_at_least(draft: Draft, n: int) -> list[dict[str, Any]]:
    times = _rolled(draft, "toss")
    if not 1 <= n <= times:
        raise NoMatch("more heads than coins")
    return [{"cond": "heads", "values": list(range(n, times + 1))}]


@production("condition", "chance_result_is", "the result is {n}")
def _result_is(draft: Draft, n: int) -> list[dict[str, Any]]:
    return _die(draft, [n])


@production("condition", "chance_result_either", "the result is {a:n} or {b:n}")
def _result_either(draft: Draft, a: int, b: int) -> list[dict[str, Any]]:
    if a >= b:
        raise NoMatch("results out of order")
    return _die(draft, [a, b])


@production("condition", "chance_other_than", "you roll a number other than {n}")
def _other_than(draft: Draft, n: int) -> list[dict[str, Any]]:
    if _rolled(draft, "roll") != 1 or not 1 <= n <= 6:
        raise NoMatch("a number other than one die's")
    return _die(draft, [v for v in range(1, 7) if v != n])


def _chance_condition(**values: Any) -> bool:
    return values["c"].production.startswith("chance_")


@production("steps", "chance_may_if", "you can {s:steps} if {c:cond}", accepts=_chance_condition)
def _may_if(draft: Draft, s: Parse, c: Parse) -> Steps:
    condition = build(c, draft)
    then = build(s, draft)
    return [{"op": "if", "condition": condition, "then": [{"op": "may", "then": then}]}]


@production("steps", "chance_if_after", "{o:op} if {c:cond}", accepts=_chance_condition)
def _if_after(draft: Draft, o: Parse, c: Parse) -> Steps:
    condition = build(c, draft)
    return [{"op": "if", "condition": condition, "then": build(o, draft)}]


@production(
    "cond", "chance_cond", "{a:condition}", accepts=lambda a: a.production.startswith("chance_")
)
def _cond(draft: Draft, a: Parse) -> list[dict[str, Any]]:
    return build(a, draft)


# -------------------------------------------------------------------------- coin results


@production("sentence", "chance_heads", "Heads: {s:steps}")
def _heads(draft: Draft, s: Parse) -> None:
    _coin_branch(draft, s, 1)


@production("sentence", "chance_tails", "Tails: {s:steps}")
def _tails(draft: Draft, s: Parse) -> None:
    _coin_branch(draft, s, 0)


def _coin_branch(draft: Draft, s: Parse, heads: int) -> None:
    if _rolled(draft, "toss") != 1 or draft.trunk is not None:
        raise NoMatch("heads or tails of one coin")
    condition = [{"cond": "heads", "values": [heads]}]
    draft.coin_result = True
    try:
        then = build(s, draft)
    finally:
        draft.coin_result = False
    draft.effect.append({"op": "if", "condition": condition, "then": then})


# ---------------------------------------------------------------------------- die results


class _ThisTurn(list):  # type: ignore[type-arg]
    """A branch's steps when "until the end of this turn" covers every branch: each change
    added to it lasts until the end of this turn (a change naming its own duration is not
    read)."""

    def __iadd__(self, steps: Any) -> Any:  # type: ignore[override]
        self.extend(steps)
        return self

    def extend(self, steps: Any) -> None:  # type: ignore[override]
        steps = list(steps)
        _this_turn(steps)
        super().extend(steps)

    def append(self, step: Any) -> None:  # type: ignore[override]
        self.extend([step])

    def __deepcopy__(self, memo: dict[int, Any]) -> _ThisTurn:
        """A copy holding copies of the steps as they are (already made to last this turn)."""
        made = _ThisTurn()
        memo[id(self)] = made
        list.extend(made, copy.deepcopy(list(self), memo))
        return made


def _this_turn(steps: list[dict[str, Any]]) -> None:
    for step in steps:
        if step.get("op") in LASTING:
            if step.get("until") != "permanent":
                raise NoMatch("a change with a duration of its own inside the results")
            step["until"] = "end_of_turn"
        for key in ("then", "else"):
            if isinstance(step.get(key), list):
                _this_turn(step[key])


@production(
    "sentence",
    "chance_apply",
    "Apply the appropriate effect based on the result",
    "Apply the appropriate effect based on the total result",
)
def _apply(draft: Draft) -> None:
    _start_branches(draft, False)


@production(
    "sentence",
    "chance_apply_this_turn",
    "Apply the appropriate effect based on the result until the end of this turn",
)
def _apply_this_turn(draft: Draft) -> None:
    _start_branches(draft, True)


def _start_branches(draft: Draft, this_turn: bool) -> None:
    _rolled(draft, "roll")
    if draft.trunk is not None:
        raise NoMatch("results inside results")
    draft.trunk = draft.effect
    draft.effect = _ThisTurn() if this_turn else []  # nothing before the first "●"


_FACES = re.compile(r"(\d{1,2})(?:-(\d{1,2}))?")


def _read_faces(text: str) -> Any:
    """ "1", "1 or 2", "2, 3, or 12", "1-3" (from 1 to 3) or "Other" (none of the others)."""
    if text == "Other":
        return "other"
    range_ = re.fullmatch(r"(\d{1,2})-(\d{1,2})", text)
    if range_:
        low, high = int(range_.group(1)), int(range_.group(2))
        if low >= high:
            raise NoMatch(text)
        return {"from": low, "to": high}
    if re.fullmatch(r"\d{1,2}", text):
        return [int(text)]
    pair = re.fullmatch(r"(\d{1,2}) or (\d{1,2})", text)
    if pair:
        values = [int(pair.group(1)), int(pair.group(2))]
    else:
        many = re.fullmatch(r"((?:\d{1,2}, )+)or (\d{1,2})", text)
        if many is None:
            raise NoMatch(text)
        values = [int(v) for v in many.group(1).split(", ") if v] + [int(many.group(2))]
        if len(values) < 3:
            raise NoMatch(text)
    if values != sorted(set(values)):
        raise NoMatch(text)
    return values


def _render_faces(faces: Any) -> str:
    if faces == "other":
        return "Other"
    if isinstance(faces, dict):
        return f"{faces['from']}-{faces['to']}"
    if len(faces) == 1:
        return str(faces[0])
    if len(faces) == 2:
        return f"{faces[0]} or {faces[1]}"
    return ", ".join(str(v) for v in faces[:-1]) + f", or {faces[-1]}"


SLOTS["chance_faces"] = Slot(_read_faces, _render_faces)


@production("sentence", "chance_branch", "{r:chance_faces}: {s:steps}")
def _branch(draft: Draft, r: Any, s: Parse) -> None:
    trunk = draft.trunk
    if trunk is None:
        raise NoMatch("a result with no roll before")
    times = _rolled(draft, "roll")
    possible = list(range(times, 6 * times + 1))
    taken = {
        v
        for step in trunk
        if step.get("op") == "if" and step["condition"][0].get("cond") == "die"
        for v in step["condition"][0]["values"]
    }
    if r == "other":
        values = [v for v in possible if v not in taken]
    elif isinstance(r, dict):
        values = list(range(r["from"], r["to"] + 1))
    else:
        values = list(r)
    if not values or not set(values) <= set(possible) or set(values) & taken:
        raise NoMatch("results no die shows, or twice")
    then = type(draft.effect)()  # the same kind of list: "until the end of this turn" or not
    then += build(s, draft)
    trunk.append({"op": "if", "condition": [{"cond": "die", "values": values}], "then": then})
    draft.effect = then
    draft.last_pick = None


# ------------------------------------------------------------------------ random cards


def _random_count(n: int, plural: bool) -> None:
    if (n == 1) == plural or n < 1:
        raise NoMatch("a count and a noun that disagree")


for _plural, _noun in ((False, "card"), (True, "cards")):

    @production(
        "op",
        f"chance_random_gy{'_many' if _plural else ''}",
        f"send {{n}} random {_noun} from your opponent's hand to the GY",
        f"send {{n}} random {_noun} from their hand to the GY",
    )
    def _random_gy(draft: Draft, n: int, _many: bool = _plural) -> Steps:
        _random_count(n, _many)
        return [{"op": "random_hand", "count": n}, {"op": "send", "target": "moved"}]

    @production(
        "op",
        f"chance_random_shuffle{'_many' if _plural else ''}",
        f"shuffle {{n}} random {_noun} from your opponent's hand into the Deck",
    )
    def _random_shuffle(draft: Draft, n: int, _many: bool = _plural) -> Steps:
        _random_count(n, _many)
        return [{"op": "random_hand", "count": n}, {"op": "to_deck", "target": "moved"}]

    @production(
        "op",
        f"chance_random_bottom{'_many' if _plural else ''}",
        f"place {{n}} random {_noun} from the opponent's hand on the bottom of their Deck",
    )
    def _random_bottom(draft: Draft, n: int, _many: bool = _plural) -> Steps:
        _random_count(n, _many)
        return [
            {"op": "random_hand", "count": n},
            {"op": "to_deck", "target": "moved", "place": "bottom"},
        ]


@production(
    "sentence",
    "chance_random_first",
    "{o:op}",
    accepts=lambda o: o.production.startswith("chance_random_"),
)
def _random_first(draft: Draft, o: Parse) -> None:
    """An effect that starts by taking random cards from the opponent's hand is activated only
    while they hold that many."""
    steps = build(o, draft)
    if draft.effect or draft.trunk is not None:
        raise NoMatch("random cards after other steps")
    draft.condition.append({"cond": "opp_hand_min", "count": steps[0]["count"]})
    draft.effect += steps


# ------------------------------------------------------------------------------ one-offs


@production("op", "chance_shuffle_deck", "shuffle your Deck")
def _shuffle_deck(draft: Draft) -> Steps:
    return [{"op": "shuffle_deck"}]


@production("op", "chance_take_damage", "take {n} damage")
def _take_damage(draft: Draft, n: int) -> Steps:
    return [{"op": "damage", "amount": n, "to": "own"}]


def _instead(draft: Draft, op: str, t: dict[str, Any], a: Parse, b: Parse, c: Parse) -> None:
    """ "gain ATK/DEF equal to A, or B instead if COND": B when the condition holds, else A.
    Read as a whole sentence: either way the change is made, so an effect changing all the
    monsters of a place is activated only while there is one (as for any mandatory step)."""
    target = draft.target(t)
    if not (isinstance(target, dict) and "all" in target):
        raise NoMatch("the monsters of a place")
    condition = build(c, draft)
    usual, instead = build(a, draft), build(b, draft)
    change = {"op": op, "target": target, "until": "end_of_turn"}
    draft.condition.append({"cond": "has", **target["all"]})
    draft.effect.append(
        {
            "op": "if",
            "condition": condition,
            "then": [{**change, "amount": instead}],
            "else": [{**change, "amount": usual}],
        }
    )


for _way in ("gain", "lose"):

    @production(
        "sentence",
        f"chance_{_way}_instead",
        f"until the end of this turn, {{t:target}} {_way} ATK/DEF equal to {{a:amount}}, "
        f"or {{b:amount}} instead if {{c:cond}}",
    )
    def _way_instead(
        draft: Draft, t: dict[str, Any], a: Parse, b: Parse, c: Parse, _op: str = f"{_way}_atk_def"
    ) -> None:
        _instead(draft, _op, t, a, b, c)
