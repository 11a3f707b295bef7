"""Draw variants and this turn's history: drawing cards and showing them ("Draw 1 card and show
it. If it is a monster, ..."), drawing a computed number of cards ("Draw cards equal to [the
number of cards sent to the GY to meet the requirement]"), and what a player did this turn
("During a turn you have not Special Summoned a monster", "if you have not drawn a card
during this Main Phase").

A player's turn history is kept by the engine (`State.history`): Special Summons (and where
the monster came from) and draws (and whether during the Main Phase; a Rush turn has one, so
"during this Main Phase" and "during the Main Phase" are the Main Phase of this turn).
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.describe import one_card_filter, to_filter
from validator.engine.effects.text.draft import Draft, every_step
from validator.engine.effects.text.grammar import Parse, build, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.battle_amounts import _STAT_WORDS

Conds = list[dict[str, Any]]
Steps = list[dict[str, Any]]


def _not_did(what: str) -> Conds:
    return [{"cond": "not", "condition": {"cond": "did", "what": what}}]


# ------------------------------------------------------------------------ this turn's history


for _name, _from, _what in (
    ("", "", ""),
    ("_gy", " from the GY", "_from_gy"),
    ("_extra", " from the Extra Deck", "_from_extra"),
):

    @production(
        "when",
        f"draws_turn_no_special{_name}",
        f"a turn you have not Special Summoned a monster{_from}",
    )
    def _turn_no_special(draft: Draft, _w: str = _what) -> Conds:
        return _not_did(f"special_summoned{_w}")


@production(
    "condition",
    "draws_no_special_this_turn",
    "you have not Special Summoned a monster this turn",
    "you haven't Special Summoned a monster this turn",
)
def _no_special_this_turn(draft: Draft) -> Conds:
    return _not_did("special_summoned")


@production(
    "condition",
    "draws_not_drawn_main",
    "you have not drawn a card during this Main Phase",
    "you have not drawn a card during the Main Phase",
)
def _not_drawn_main(draft: Draft) -> Conds:
    return _not_did("drew_in_main_phase")


@production("condition", "draws_opp_has_drawn", "your opponent has drawn a card this turn")
def _opp_has_drawn(draft: Draft) -> Conds:
    return [{"cond": "did", "what": "drew", "who": "opp"}]


# ----------------------------------------------------------------------- drawing and showing


def _draw_shown(count: int, who: str = "own") -> Steps:
    draw: dict[str, Any] = {"op": "draw", "count": count}
    if who != "own":
        draw["who"] = who
    return [draw, {"op": "reveal", "target": "moved"}]


@production(
    "op",
    "draws_draw_one_show",
    "draw 1 card and show it",
    "draw 1 card and show it to your opponent",
)
def _draw_one_show(draft: Draft) -> Steps:
    return _draw_shown(1)


@production(
    "op",
    "draws_draw_show",
    "draw {n} cards and show them",
    "draw {n} cards and reveal them",
    accepts=lambda n: n > 1,
)
def _draw_show(draft: Draft, n: int) -> Steps:
    return _draw_shown(n)


@production("op", "draws_opp_draws_one_show", "your opponent draws 1 card and shows it")
def _opp_draws_one_show(draft: Draft) -> Steps:
    return _draw_shown(1, "opp")


def _shown(draft: Draft) -> tuple[Steps, int]:
    """The steps the effect's last draw-and-show stands in (inside the "you can" part it ends
    with), and how many cards it drew: a test of the shown cards goes right after it."""
    steps = draft.effect
    while steps and steps[-1]["op"] == "may":
        steps = steps[-1]["then"]
    if (
        len(steps) < 2
        or steps[-1] != {"op": "reveal", "target": "moved"}
        or steps[-2]["op"] != "draw"
        or not isinstance(steps[-2]["count"], int)
    ):
        raise NoMatch("no card drawn and shown just before")
    return steps, steps[-2]["count"]


def _one_card(d: dict[str, Any]) -> dict[str, Any]:
    """The filter of "a monster", "a Field Spell Card", ""A" or "B"" (one card, as it is in
    the hand: no position), which asks something of the card."""
    chosen = one_card_filter(d)
    if not chosen:
        raise NoMatch("any card at all")
    return chosen


def _if_shown(draft: Draft, condition: dict[str, Any], s: Parse) -> None:
    steps, _ = _shown(draft)
    steps.append({"op": "if", "condition": [condition], "then": draft.about_moved(s)})


@production(
    "sentence",
    "draws_if_shown_is",
    "if that card is {d:desc}, {s:steps}",
    "if it is {d:desc}, {s:steps}",
    "if it was {d:desc}, {s:steps}",
)
def _if_shown_is(draft: Draft, d: dict[str, Any], s: Parse) -> None:
    _, count = _shown(draft)
    if count != 1:
        raise NoMatch("'that card' of several shown")
    _if_shown(draft, {"cond": "moved", "filter": _one_card(d)}, s)


@production("counter", "draws_shown_stat", "the shown monster's {s:stat_word}")
def _shown_stat(draft: Draft, s: str) -> dict[str, Any]:
    _, count = _shown(draft)
    if count != 1:
        raise NoMatch("'the shown monster' of several shown")
    return {"counter": "stat", "stat": _STAT_WORDS[s], "of": "moved"}


# ---------------------------------------------------------------------- computed draws


@production("op", "draws_draw_equal", "draw cards equal to {a:amount}")
def _draw_equal(draft: Draft, a: Parse) -> Steps:
    return [{"op": "draw", "count": build(a, draft)}]


@production(
    "op",
    "draws_opp_draws_equal",
    "your opponent draws cards equal to {a:amount}",
)
def _opp_draws_equal(draft: Draft, a: Parse) -> Steps:
    return [{"op": "draw", "count": build(a, draft), "who": "opp"}]


@production("op", "draws_draw_one_then", "then draw 1 card", "draw 1 Card")
def _draw_one_then(draft: Draft) -> Steps:
    return [{"op": "draw", "count": 1}]


# ---------------------------------------------------------------- what the shown cards do


def _plural(d: dict[str, Any]) -> dict[str, Any]:
    """The filter of "Level 7 monsters" (several cards of a kind, no count of their own)."""
    if not d.get("plural") or set(d) & {"count", "all", "upto", "other", "article"}:
        raise NoMatch("a plural description")
    if d.get("face") or d.get("position") or "names" in d:
        raise NoMatch("a position, or names")
    chosen = to_filter(d)
    if not chosen:
        raise NoMatch("any cards at all")
    return chosen


@production(
    "sentence",
    "draws_if_among_gain_lp",
    "if {n} or more {d:desc} are among them, gain LP equal to [the number of those {e:desc}] "
    "x {per:n}",
)
def _if_among_gain_lp(draft: Draft, n: int, d: dict[str, Any], e: dict[str, Any], per: int) -> None:
    chosen = _plural(d)
    if d != e or n < 2:
        raise NoMatch("'those' are other cards")
    _, count = _shown(draft)
    if n > count:
        raise NoMatch("more cards than were shown")
    counted = {"counter": "number", "of": "moved", "filter": chosen}
    steps, _ = _shown(draft)
    steps.append(
        {
            "op": "if",
            "condition": [{"cond": "moved", "filter": chosen, "min": n}],
            "then": [{"op": "gain_lp", "amount": {"per": per, "count": counted}}],
        }
    )


@production("op", "draws_also_gain_lp", "you also gain {n} LP")
def _also_gain_lp(draft: Draft, n: int) -> Steps:
    return [{"op": "gain_lp", "amount": n}]


@production("op", "draws_also_negate", "also negate that attack")
def _also_negate(draft: Draft) -> Steps:
    trigger = draft.trigger or {}
    if trigger.get("event") != "attack" or trigger.get("or"):
        raise NoMatch("'that attack' names no attack answered")
    return [{"op": "negate_attack"}]


# ------------------------------------------------------- what this effect sent to the GY

# The steps that send cards to the GY and count them as "sent to the GY by this effect"
# (`Ctx.sent`); a destruction sends cards there too, uncounted: an effect that destroys is
# not read this way.
_SENDS = frozenset({"send", "mill", "self_to_gy"})


def _sent_by(draft: Draft, who: str = "") -> None:
    """The effect has sent cards to the GY before this clause (and destroys none); `who`
    own / opp: all of them from that player's Deck or hand, or chosen by that player."""
    if draft.category != "sentence":
        raise NoMatch("what an effect sent, outside its effect")
    steps = every_step(draft.effect)
    sends = [
        s
        for s in steps
        if s["op"] in _SENDS or (s["op"] == "place_excavated" and s["place"] == "gy")
    ]
    if not sends or any(s["op"] == "destroy" for s in steps):
        raise NoMatch("no cards sent to the GY by this effect, or some destroyed")
    if who == "opp" and any(s["op"] != "mill" or s.get("who") != "opp" for s in sends):
        raise NoMatch("'they' sent cards: the opponent's Deck only")
    if who == "own" and any(s.get("who", "own") != "own" for s in sends):
        raise NoMatch("'you' sent cards: your own only")


def _sent(filt: dict[str, Any] | None, least: int = 1, most: int | None = None) -> Conds:
    counter: dict[str, Any] = {"counter": "sent"}
    if filt:
        counter["filter"] = filt
    cond: dict[str, Any] = {"cond": "count", "count": counter, "min": least}
    if most is not None:
        cond["max"] = most
    return [cond]


@production(
    "condition",
    "draws_among_sent",
    "{d:desc}(s) is among the cards sent",
    "{d:desc} is among the cards sent",
    "{d:desc}(s) was among the cards sent",
    "{d:desc} was among the cards sent",
)
def _among_sent(draft: Draft, d: dict[str, Any]) -> Conds:
    _sent_by(draft)
    return _sent(_one_card(d))


production(
    "condition",
    "draws_one_sent",
    "{d:desc} was sent to the GY by this effect",
    "{d:desc} is sent to the GY by this effect",
)(_among_sent)


@production(
    "condition",
    "draws_some_sent",
    "{n} or more {d:desc} were sent to the GY by this effect",
)
def _some_sent(draft: Draft, n: int, d: dict[str, Any]) -> Conds:
    _sent_by(draft)
    return _sent(_plural(d), n)


@production(
    "condition",
    "draws_you_sent_count",
    "you sent {n} cards to the GY by this effect",
    accepts=lambda n: n > 1,
)
def _you_sent_count(draft: Draft, n: int) -> Conds:
    # ("you sent a Trap Card ...": what the last step sent, `productions/destroy.py`)
    _sent_by(draft, "own")
    return _sent(None, n, n)  # that many


@production("condition", "draws_they_sent", "they sent {d:desc} to the GY by this effect")
def _they_sent(draft: Draft, d: dict[str, Any]) -> Conds:
    _sent_by(draft, "opp")
    return _sent(_one_card(d))


@production("counter", "draws_count_sent", "the number of cards sent to the GY by this effect")
def _count_sent(draft: Draft) -> dict[str, Any]:
    _sent_by(draft)
    return {"counter": "sent"}


@production(
    "counter",
    "draws_count_sent_of",
    "the number of {d:desc} sent to the GY by this effect",
)
def _count_sent_of(draft: Draft, d: dict[str, Any]) -> dict[str, Any]:
    _sent_by(draft)
    return {"counter": "sent", "filter": _plural(d)}
