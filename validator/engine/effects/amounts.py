"""Counters, amounts and targets: the numbers and the cards an operation works on.

- A **counter** counts something of the game ("the number of different Attributes in your
  GY", "the Level of the chosen monster"); its implementation returns a function of the state
  and the resolution.
- An **amount** is an integer, or ``{"per": N, "count": COUNTER}`` (N times the counter).
- A **target** says which cards an operation acts on: ``"self"`` (this card; the whole
  monster for a Maximum piece), ``"subject"`` (the card of the event answered: the attacker,
  the summoned monster), ``"subject_gy"`` (the card of the event answered, once in the GY:
  the monster destroyed by battle), ``"attack_target"``, ``"moved"`` (what the last
  operation moved), ``"cost"`` (what the cost sent: "the monster sent to meet the
  requirement"), ``"sent"`` (what the effect's steps have sent to the GY so far: "the monster
  sent to the GY by this effect"),
  ``"equipped"`` (the monster this card equips), ``{"pick": k}`` (the cards of pick k),
  ``{"all": {"from": SOURCE, "filter": FILTER}}`` (every matching card at that moment) or
  ``{"and": [TARGET, ...]}`` (the cards of several targets together: "destroy 1 monster on
  your field and 1 monster on your opponent's field").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from validator.engine.effects.declare import (
    BOOL,
    COUNTER,
    ENUM,
    FILTER,
    SOURCE,
    TARGET,
    Param,
    Vocabulary,
    opt,
)
from validator.engine.effects.filters import ANY
from validator.engine.effects.picks import (
    FIELD_ZONES,
    candidates,
    compared_with,
    every_card,
    zone_of,
)
from validator.engine.effects.runtime import Pick
from validator.engine.field import opponents
from validator.engine.lasting import ORIGINAL_ATKS, atk_of, def_of, facts, printed_facts
from validator.engine.state import ATK, DEF, FACEDOWN, OFF, State

Count = Callable[[State, Any], int]
Cards = Callable[[State, Any], list[int]]

COUNTER_WORDS = Vocabulary("counter", "counter")
declare = COUNTER_WORDS.declare

FACTS = ("attribute", "race", "level", "name")
STATS = ("level", "atk", "def", "original_atk", "original_def", "original_level")


def stat(s: State, card: int, which: str) -> int:
    """A card's current Level, ATK or DEF (printed off the field), or its printed ATK/DEF or
    Level."""
    info = s.infos[card]
    if which == "original_level":
        return info.level
    if which == "original_atk":
        return facts(s, card).atk if s.present & ORIGINAL_ATKS else info.atk
    if which == "original_def":
        return info.def_
    if which == "level":
        return facts(s, card).level
    on_field = s.pos[card] in (ATK, DEF)
    if which == "atk":
        return atk_of(s, card) if on_field else info.atk
    return def_of(s, card) if on_field else info.def_


@declare(
    "cards",
    "the number of cards of a source matching `filter` (`not_self`: other than this card)",
    Param("from", SOURCE),
    opt("filter", FILTER, None),
    opt("not_self", BOOL, False),
    example={"from": "opp_spelltraps"},
)
def _cards(source: str, filt: Any, not_self: bool) -> Count:
    pick = every_card(source, filt or ANY, not_self)
    return lambda s, c: len(candidates(s, c.p, c.card, pick))


@declare(
    "cards_difference",
    "the difference between the numbers of cards matching `filter` of two sources (`from` "
    'and `versus`: "the difference between the number of monsters in both players\' GYs")',
    Param("from", SOURCE),
    Param("versus", SOURCE),
    opt("filter", FILTER, None),
    example={"from": "own_gy", "versus": "opp_gy", "filter": {"kind": "monster"}},
)
def _cards_difference(source: str, versus: str, filt: Any) -> Count:
    mine, theirs = every_card(source, filt or ANY), every_card(versus, filt or ANY)

    def count(s: State, c: Any) -> int:
        return abs(len(candidates(s, c.p, c.card, mine)) - len(candidates(s, c.p, c.card, theirs)))

    return count


@declare(
    "distinct",
    "the number of different `fact`s (Attributes, Types, Levels, names) among the cards of a "
    "source matching `filter`",
    Param("fact", ENUM, choices=FACTS),
    Param("from", SOURCE),
    opt("filter", FILTER, None),
    example={"fact": "attribute", "from": "own_gy", "filter": {"kind": "monster"}},
)
def _distinct(fact: str, source: str, filt: Any) -> Count:
    pick = every_card(source, filt or ANY)
    name = "name_id" if fact == "name" else fact
    on_field = zone_of(source) in FIELD_ZONES

    def count(s: State, c: Any) -> int:
        infos = s.infos
        values = set()
        for x in candidates(s, c.p, c.card, pick):
            info = infos[x]
            if on_field:
                info = facts(s, x)
            elif info.zone_facts is not None:  # off the field, the printed facts count
                info = printed_facts(s, x)
            values.add(getattr(info, name))
        return len(values)

    return count


@declare(
    "same",
    "the most cards of a source matching `filter` that share one `fact` (Attribute, Type, "
    'Level, name): "2 or more monsters with the same Attribute"',
    Param("fact", ENUM, choices=FACTS),
    Param("from", SOURCE),
    opt("filter", FILTER, None),
    example={"fact": "name", "from": "own_gy", "filter": {"kind": "monster", "normal": True}},
)
def _same(fact: str, source: str, filt: Any) -> Count:
    pick = every_card(source, filt or ANY)
    name = "name_id" if fact == "name" else fact
    on_field = zone_of(source) in FIELD_ZONES

    def count(s: State, c: Any) -> int:
        infos = s.infos
        counts: dict[Any, int] = {}
        for x in candidates(s, c.p, c.card, pick):
            info = infos[x]
            if on_field:
                info = facts(s, x)
            elif info.zone_facts is not None:  # off the field, the printed facts count
                info = printed_facts(s, x)
            value = getattr(info, name)
            counts[value] = counts.get(value, 0) + 1
        return max(counts.values(), default=0)

    return count


@declare(
    "cards_like",
    "the number of cards of a source matching `filter` whose `fact` (Attribute, Type, Level, "
    "name) is the (first) card of a target's `like`: \"the number of monsters with its same "
    "Type in your opponent's GY\" (0 when that target has no card)",
    Param("fact", ENUM, choices=FACTS),
    Param("from", SOURCE),
    Param("like", TARGET),
    opt("filter", FILTER, None),
    example={"fact": "race", "from": "opp_gy", "like": "subject", "filter": {"kind": "monster"}},
)
def _cards_like(fact: str, source: str, like: Cards, filt: Any) -> Count:
    pick = every_card(source, filt or ANY)
    name = "name_id" if fact == "name" else fact
    on_field = zone_of(source) in FIELD_ZONES

    def count(s: State, c: Any) -> int:
        model = like(s, c)
        if not model:
            return 0
        wanted = getattr(_facts_where(s, model[0], s.pos[model[0]] != OFF), name)
        found = candidates(s, c.p, c.card, pick)
        return sum(1 for x in found if getattr(_facts_where(s, x, on_field), name) == wanted)

    return count


def _facts_where(s: State, card: int, on_field: bool) -> Any:
    """A card's facts as they count where it is: changed on the field, printed off it."""
    if on_field:
        return facts(s, card)
    info = s.infos[card]
    return printed_facts(s, card) if info.zone_facts is not None else info


@declare(
    "highest",
    "the highest `stat` among the cards of a source matching `filter` (0 when there are none); "
    "with `lowest`, the lowest",
    Param("stat", ENUM, choices=STATS),
    Param("from", SOURCE),
    opt("filter", FILTER, None),
    opt("lowest", BOOL, False),
    example={"stat": "atk", "from": "own_gy", "filter": {"kind": "monster"}},
)
def _highest(which: str, source: str, filt: Any, lowest: bool) -> Count:
    pick = every_card(source, filt or ANY)
    extreme = min if lowest else max
    return lambda s, c: extreme(
        (stat(s, x, which) for x in candidates(s, c.p, c.card, pick)), default=0
    )


@declare(
    "stat",
    "the `stat` of the (first) card of a target, 0 when there is none",
    Param("stat", ENUM, choices=STATS),
    Param("of", TARGET),
    example={"stat": "level", "of": {"pick": 0}},
)
def _stat(which: str, of: Cards) -> Count:
    def count(s: State, c: Any) -> int:
        cards = of(s, c)
        return stat(s, cards[0], which) if cards else 0

    return count


@declare(
    "total",
    "the total `stat` of the cards of a target",
    Param("stat", ENUM, choices=STATS),
    Param("of", TARGET),
    example={"stat": "level", "of": "cost"},
)
def _total(which: str, of: Cards) -> Count:
    return lambda s, c: sum(stat(s, x, which) for x in of(s, c))


@declare(
    "number",
    "the number of cards of a target (those matching `filter`, by their printed facts: cards "
    'off the field, "the number of those Level 7 monsters" among the cards drawn)',
    Param("of", TARGET),
    opt("filter", FILTER, None),
    opt("declared", BOOL, False, "only cards of the card type this effect declared (`declare`)"),
    example={"of": "cost"},
)
def _number(of: Cards, filt: Any, declared: bool) -> Count:
    if declared:
        return lambda s, c: sum(1 for x in of(s, c) if s.infos[x].kind == c.declared)
    if filt is None:
        return lambda s, c: len(of(s, c))

    def count(s: State, c: Any) -> int:
        infos = s.infos
        return sum(1 for x in of(s, c) if filt.test(infos[x], infos[x].atk))

    return count


@declare(
    "sent",
    "the number of cards this effect has sent to the GY so far by its `send`, `mill`, "
    "`self_to_gy` and `place_excavated` steps (not its cost), those matching `filter` (by "
    "their printed facts)",
    opt("filter", FILTER, None),
    example={"filter": {"kind": "monster"}},
)
def _sent(filt: Any) -> Count:
    if filt is None:
        return lambda s, c: len(c.sent)

    def count(s: State, c: Any) -> int:
        infos = s.infos
        return sum(1 for x in c.sent if filt.test(infos[x], infos[x].atk))

    return count


@declare("destroyed", "the number of cards this effect has destroyed so far")
def _destroyed() -> Count:
    return lambda s, c: c.destroyed


@declare("moved", "the number of cards the last operation moved or changed")
def _moved() -> Count:
    return lambda s, c: len(c.moved)


@declare(
    "equips",
    'the number of cards equipped to this card ("[the number of Equip Cards equipped to this '
    'card]"; a Union monster equipped as an Equip Spell Card is one)',
)
def _equips() -> Count:
    def count(s: State, c: Any) -> int:
        me = target_self(s, c)
        equip = s.equip
        return sum(1 for x in s.equip_cards if me and equip[x] == me[0])

    return count


@declare("die", "the result of the die this effect rolled")
def _die() -> Count:
    return lambda s, c: c.die


@declare(
    "opp_hand",
    "the number of cards in an opponent's hand (the largest hand of an opponent: \"the number "
    'of cards in their hand")',
)
def _opp_hand() -> Count:
    return lambda s, c: max((len(s.hand[q]) for q in opponents(s, c.p)), default=0)


@declare("lp", "your LP (the effect's player's)")
def _lp() -> Count:
    return lambda s, c: s.lp[c.p]


@declare("lp_difference", "the difference between your LP and an opponent's (the largest)")
def _lp_difference() -> Count:
    return lambda s, c: max((abs(s.lp[c.p] - s.lp[q]) for q in opponents(s, c.p)), default=0)


@declare(
    "plus",
    'the sum of two counted quantities ("the total number of cards in both players\' hands": '
    "the cards in your hand plus those in your opponent's)",
    Param("count", COUNTER),
    Param("added", COUNTER),
    example={"count": {"counter": "cards", "from": "own_hand"}, "added": {"counter": "opp_hand"}},
)
def _plus(counter: Count, added: Count) -> Count:
    return lambda s, c: counter(s, c) + added(s, c)


@declare(
    "difference",
    'the difference between two counted quantities, the larger less the smaller ("the '
    "difference between the chosen monster's ATK and this card's\")",
    Param("count", COUNTER),
    Param("other", COUNTER),
    example={
        "count": {"counter": "stat", "stat": "atk", "of": {"pick": 0}},
        "other": {"counter": "stat", "stat": "atk", "of": "self"},
    },
)
def _difference(counter: Count, other: Count) -> Count:
    return lambda s, c: abs(counter(s, c) - other(s, c))


# ---------------------------------------------------------------------------------- targets

TARGET_WORDS = (
    "self",
    "subject",
    "subject_gy",
    "attack_target",
    "moved",
    "cost",
    "equipped",
    "sent",
)


def target_self(s: State, c: Any) -> list[int]:
    """This card on the field; a piece of a Maximum Mode monster stands for the whole monster."""
    me = s.maxc[c.card] if s.maxc[c.card] >= 0 else c.card
    return [me] if s.pos[me] != OFF else []


def _subject(s: State, c: Any) -> list[int]:
    return [c.subject] if c.subject >= 0 and s.pos[c.subject] != OFF else []


def _subject_gy(s: State, c: Any) -> list[int]:
    subject = c.subject
    return [subject] if subject >= 0 and subject in s.gy[s.owner[subject]] else []


def _attack_target(s: State, c: Any) -> list[int]:
    return [c.target] if c.target >= 0 and s.pos[c.target] != OFF else []


def _equipped(s: State, c: Any) -> list[int]:
    m = s.equip[c.card]
    return [m] if m >= 0 else []


NAMED_TARGETS: dict[str, Cards] = {
    "self": target_self,
    "subject": _subject,
    "subject_gy": _subject_gy,
    "attack_target": _attack_target,
    "moved": lambda s, c: list(c.moved),
    "cost": lambda s, c: list(c.cost_moved),
    "equipped": _equipped,
    "sent": lambda s, c: list(c.sent),
}


def picked(index: int) -> Cards:
    """The cards of pick `index` (those still where they were chosen, for field picks)."""

    def cards(s: State, c: Any) -> list[int]:
        return list(c.sel[index] or ())

    return cards


def together(parts: list[Cards]) -> Cards:
    """The cards of several targets, each card once, in the order of the targets."""

    def cards(s: State, c: Any) -> list[int]:
        out: list[int] = []
        for part in parts:
            for x in part(s, c):
                if x not in out:
                    out.append(x)
        return out

    return cards


def every(pick: Pick) -> Cards:
    """Every card matching at the moment the operation resolves."""
    return lambda s, c: candidates(s, c.p, c.card, pick)


def every_related(pick: Pick, of_pick: int, anywhere: bool = False) -> Cards:
    """Every card matching at the moment the operation resolves that compares so (the pick's
    `relate`) with this card (`of_pick` -1) or with the card pick `of_pick` chose: a face-up
    monster on the field, or with `anywhere` wherever it is (the card the cost sent to the GY,
    its printed facts)."""
    if of_pick < 0:
        return every(pick)

    def cards(s: State, c: Any) -> list[int]:
        chosen = c.sel[of_pick]
        if not chosen:
            return []
        if anywhere:
            return compared_with(s, c.p, c.card, pick, chosen[0])
        compared = replace(pick, relate=(*pick.relate[:4], chosen[0]))
        return candidates(s, c.p, c.card, compared)

    return cards


def every_but(pick: Pick, chosen: int) -> Cards:
    """Every card matching at the moment the operation resolves but those pick `chosen`
    chose ("all other Spell/Trap Cards on their field")."""

    def cards(s: State, c: Any) -> list[int]:
        left_out = c.sel[chosen] or ()
        return [x for x in candidates(s, c.p, c.card, pick) if x not in left_out]

    return cards


def monsters_of(s: State, cards: list[int]) -> list[int]:
    """The cards that are monsters on the field (face-up or face-down)."""
    pos = s.pos
    out = []
    for m in cards:
        if pos[m] in (ATK, DEF, FACEDOWN):
            out.append(m)
    return out


def constant(n: int) -> Count:
    return lambda s, c: n


def times(per: int, counter: Count) -> Count:
    return lambda s, c: per * counter(s, c)
