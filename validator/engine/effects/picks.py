"""Picks: where an effect chooses cards from (its sources), and every way of choosing.

A source is a side and a zone: `own_`, `opp_` or `all_` (every player still in) and `hand`,
`gy`, `deck`, `extra`, `hand_gy`, `hand_field` (the hand and the field: monsters and
Spells/Traps), `excavated` (the cards the effect excavated, while they are
still in their Deck), `excavated_gy` (those and the GY), `monsters` (face-up or not; a
Maximum Mode monster once),
`faceup`, `attack`, `defense` (face-up or face-down), `faceup_defense` (face-up Defense Position
alone), `facedown`, `spelltraps` (the Spell & Trap
Zones and the Field Zone), `set` (the Set Spells/Traps there), `szone` (the Spell & Trap Zones
alone, without the Field Zone), `szone_set` (the Set cards in those), `hidden` (every face-down
card: face-down monsters and Set Spells/Traps), `faceup_spelltraps` (the face-up Spells/Traps
of both those zones), `faceup_cards` (every face-up card: monsters and Spells/Traps) or `field`
(monsters and Spells/Traps). A
Maximum Mode monster counts as one card, its centre piece.
"""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from itertools import combinations
from typing import Any

from validator.engine.effects.runtime import OF_SUBJECT, Pick, Probe
from validator.engine.field import alive_players, opponents
from validator.engine.lasting import (
    FACT_CHANGES,
    ORIGINAL_ATKS,
    SPECIAL_RULES,
    atk_of,
    def_of,
    facts,
    printed_facts,
    special_summon_allowed,
)
from validator.engine.state import ATK, DEF, FACEDOWN, FACEUP, OFF, SET, State

SIDES = ("own", "opp", "all")
ZONES = (
    "hand",
    "gy",
    "deck",
    "extra",
    "hand_gy",
    "hand_field",
    "excavated",
    "excavated_gy",
    "monsters",
    "faceup",
    "attack",
    "defense",
    "faceup_defense",
    "facedown",
    "spelltraps",
    "set",
    "szone",
    "szone_set",
    "hidden",
    "faceup_spelltraps",
    "faceup_cards",
    "field",
)
SOURCES = tuple(
    f"{side}_{zone}"
    for side in SIDES
    for zone in ZONES
    if side == "own"
    or zone not in ("hand", "deck", "extra", "hand_gy", "hand_field", "excavated_gy")
    or (side, zone) == ("opp", "hand")
)
"""Every source; the opponent's Deck and Extra Deck are not chosen from, and their hand only
after looking at it (`opp_hand`: "Look at your opponent's hand, choose 1 card")."""

_MONSTERS = frozenset({ATK, DEF, FACEDOWN})  # a Maximum Mode monster: its centre alone
_SPELLS = frozenset({FACEUP, SET})
SHOWN_POSITIONS = {
    "monsters": _MONSTERS,
    "faceup": frozenset({ATK, DEF}),
    "attack": frozenset({ATK}),
    "defense": frozenset({DEF, FACEDOWN}),
    "faceup_defense": frozenset({DEF}),
    "facedown": frozenset({FACEDOWN}),
    "spelltraps": _SPELLS,
    "set": frozenset({SET}),
    "szone": _SPELLS,
    "szone_set": frozenset({SET}),
    "hidden": frozenset({FACEDOWN, SET}),
    "faceup_spelltraps": frozenset({FACEUP}),
    "faceup_cards": frozenset({ATK, DEF, FACEUP}),
    "field": _MONSTERS | _SPELLS,
}
"""The positions of the cards each field zone holds."""
FIELD_ZONES = frozenset(SHOWN_POSITIONS)
# The hand and the field: the hand read as off the field, the field as the zone "field".
HAND_FIELD = "hand_field"
SHOWN_POSITIONS[HAND_FIELD] = SHOWN_POSITIONS["field"]
HIDDEN = frozenset({FACEDOWN, SET})  # the positions of cards whose facts are not shown
# The field zones that hold Spells and Traps; those that hold monsters too; those without the
# Field Zone (the Spell & Trap Zones alone). The hand and field reads its field part as "field".
SPELL_ZONES = frozenset(
    {
        "spelltraps",
        "set",
        "szone",
        "szone_set",
        "hidden",
        "faceup_spelltraps",
        "faceup_cards",
        "field",
        HAND_FIELD,
    }
)
MIXED_ZONES = frozenset({"hidden", "faceup_cards", "field", HAND_FIELD})
SZONE_ONLY = frozenset({"szone", "szone_set"})

HAND_SOURCES = frozenset({"own_hand", "own_hand_gy", "own_hand_field"})

# Sources whose cards are interchangeable copies: a choice among them is made by card id.
COPIES = frozenset(
    {
        "own_hand",
        "own_gy",
        "own_deck",
        "own_extra",
        "opp_hand",
        "opp_gy",
        "own_excavated",
        "opp_excavated",
    }
)

# Sources that hold face-down cards, which a pick asking for no fact of the card may choose.
BLIND = frozenset(
    f"{side}_{zone}"
    for side in SIDES
    for zone in ("monsters", "defense", "facedown", *SPELL_ZONES)
    if side == "own" or zone != HAND_FIELD
)

Args = tuple[int, ...]


SPLIT = {source: tuple(map(sys.intern, source.split("_", 1))) for source in SOURCES}
"""Each source's side and zone."""


def zone_of(source: str) -> str:
    return SPLIT[source][1]


_PLACES = {
    "hand": {"hand"},
    "gy": {"gy"},
    "hand_gy": {"hand", "gy"},
    "hand_field": {"hand", "field"},
    "deck": {"deck"},
    "excavated": {"deck"},
    "excavated_gy": {"deck", "gy"},
}
_SIDES = {"own": {"own"}, "opp": {"opp"}, "all": {"own", "opp"}}


def overlap(a: str, b: str) -> bool:
    """Whether two sources can hold the same card (a side and a place in common)."""
    (side_a, zone_a), (side_b, zone_b) = SPLIT[a], SPLIT[b]
    places_a = _PLACES.get(zone_a, {zone_a} if zone_a == "extra" else {"field"})
    places_b = _PLACES.get(zone_b, {zone_b} if zone_b == "extra" else {"field"})
    return bool(places_a & places_b) and bool(_SIDES[side_a] & _SIDES[side_b])


_OFF_FIELD: dict[str, Callable[[State], list[list[int]]]] = {
    "hand": lambda s: s.hand,
    "gy": lambda s: s.gy,
    "deck": lambda s: s.deck,
    "extra": lambda s: s.extra,
}
"""Each place off the field: every player's cards there."""


def still_there(s: State, card: int, zone: str) -> bool:
    """Whether a card chosen from a zone is still in a place of it (a card that has moved since,
    from the GY or the excavated cards to the hand, is a card anew there)."""
    places = _PLACES.get(zone, {zone} if zone == "extra" else {"field"})
    if s.pos[card] != OFF:
        return "field" in places
    owner = s.owner[card]
    return any(place != "field" and card in _OFF_FIELD[place](s)[owner] for place in places)


def players_of(s: State, p: int, side: str) -> list[int]:
    """The players a side means, seen from p: "own" (p), "opp" (p's opponents still in the
    game), "all" (every player still in), in turn order."""
    if side == "own":
        return [p]
    if side == "opp":
        return opponents(s, p)
    return s.order if all(s.alive) else alive_players(s)


def decider(s: State, p: int, by: str) -> int:
    """The player who makes a choice of p's effect: p ("own"), or ("opp") p's first opponent
    in turn order still in the game (-1: none left)."""
    if by == "own":
        return p
    left = opponents(s, p)
    return left[0] if left else -1


def _attack(s: State, q: int) -> list[int]:
    pos = s.pos
    return [m for m in s.mzone[q] if m >= 0 and pos[m] == ATK]


def _defense(s: State, q: int) -> list[int]:
    pos = s.pos
    return [m for m in s.mzone[q] if m >= 0 and (pos[m] == DEF or pos[m] == FACEDOWN)]


def _facedown(s: State, q: int) -> list[int]:
    pos = s.pos
    return [m for m in s.mzone[q] if m >= 0 and pos[m] == FACEDOWN]


def _spelltraps(s: State, q: int) -> list[int]:
    spells = [c for c in s.szone[q] if c >= 0]
    if s.fzone[q] >= 0:
        spells.append(s.fzone[q])
    return spells


def excavated(s: State, q: int) -> list[int]:
    """The cards of q's Deck the effect resolving excavated (bottom first, as the Deck)."""
    shown = s.excavated
    return [c for c in s.deck[q] if c in shown] if shown else []


def excavated_of(s: State, q: int, filt: Any) -> list[int]:
    """The excavated cards still in q's Deck matching a filter (None: any), from the top
    down."""
    shown, infos = s.excavated, s.infos
    out = []
    for card in reversed(s.deck[q]):
        if card in shown and (filt is None or filt.test(infos[card], infos[card].atk)):
            out.append(card)
    return out


def one_of_each(s: State, cards: list[int]) -> list[Args]:
    """One card among these, one choice per card name (copies are interchangeable)."""
    return _singles(s, cards)


ZONE_CARDS: dict[str, Callable[[State, int], list[int]]] = {
    "hand": lambda s, q: s.hand[q],
    "gy": lambda s, q: s.gy[q],
    "deck": lambda s, q: s.deck[q],
    "extra": lambda s, q: s.extra[q],
    "hand_gy": lambda s, q: s.hand[q] + s.gy[q],
    "hand_field": lambda s, q: s.hand[q],  # and the field (`_find_hand_field`)
    "excavated": excavated,
    "excavated_gy": lambda s, q: excavated(s, q) + s.gy[q],
}
"""Each zone off the field of one player, before any filter (the lists of the hand, GY and
Decks themselves: never changed by a reader). The field zones are walked in place
(`_find_on_field`)."""


def source_cards(s: State, p: int, side: str, zone: str) -> list[int]:
    """Every card of a source off the field (a side and a zone), seen from player p, before
    any filter."""
    cards_of = ZONE_CARDS[zone]
    if side == "own":
        return cards_of(s, p)
    out: list[int] = []
    for q in players_of(s, p, side):
        out += cards_of(s, q)
    return out


def candidates(s: State, p: int, card: int, pick: Pick) -> list[int]:
    """The cards the pick may choose now, seen from player p, for `card`'s effect (a pick a
    Special Summon takes from: only the monsters the rules in force let p Special Summon)."""
    cards = find(s, p, card, pick)
    if pick.plain:
        return cards
    if pick.relate:
        cards = related(s, p, card, cards, pick)
    if pick.highest:
        cards = _highest(s, cards, pick.highest)
    if pick.summoned and (s.present & SPECIAL_RULES or _limited(s, cards)):
        cards = _summonable(s, decider(s, p, pick.by), cards, card)  # (theirs: their own)
    return cards


def _limited(s: State, cards: list[int]) -> bool:
    """Whether one of these cards has a summoning condition (`CardInfo.summon_only`)."""
    infos = s.infos
    for c in cards:  # noqa: SIM110 (a loop: a generator per call costs more on a hot path)
        if infos[c].summon_only:
            return True
    return False


def _summonable(s: State, p: int, cards: list[int], by: int) -> list[int]:
    """The cards p may Special Summon by the effect of card `by`."""
    return [c for c in cards if special_summon_allowed(s, p, c, "special", by)]


def _without(cards: list[int], left_out: Any) -> list[int]:
    """The cards but one (an int) or those of a collection. (A helper: a comprehension in a
    hot function would make the names it reads closure cells for the whole function.)"""
    if isinstance(left_out, int):
        return [c for c in cards if c != left_out]
    return [c for c in cards if c not in left_out]


def _highest(s: State, cards: list[int], which: str) -> list[int]:
    """The cards with the highest current ATK, DEF or Level among these (the lowest, for a
    stat after "-")."""
    lowest = which.startswith("-")
    which = which.lstrip("-")

    def value(c: int) -> int:
        if which == "level":
            return facts(s, c).level
        return (atk_of if which == "atk" else def_of)(s, c)

    if not cards:
        return cards
    top = (min if lowest else max)(value(c) for c in cards)
    return [c for c in cards if value(c) == top]


RELATIONS = {
    "same": lambda mine, theirs: mine == theirs,
    "lower": lambda mine, theirs: mine < theirs,
    "higher": lambda mine, theirs: mine > theirs,
    "at_most": lambda mine, theirs: mine <= theirs,
}
"""How a card's fact compares with this card's: "with the same ATK as this card", "with a
lower Level than this card's Level", "with higher ATK than this card", "with an equal or lower
Level"."""
RELATED_FACTS = ("atk", "def", "original_atk", "level", "race", "attribute", "name")


def fact_of(s: State, c: int, fact: str) -> Any:
    """A card's current ATK, DEF, original ATK or Level (printed off the field), Type,
    Attribute or name."""
    if fact == "race" or fact == "attribute" or fact == "level":
        return getattr(facts(s, c), fact)
    if fact == "name":
        return facts(s, c).name_id
    info = s.infos[c]
    if fact == "original_atk":
        return facts(s, c).atk if s.present & ORIGINAL_ATKS else info.atk
    if s.pos[c] not in (ATK, DEF):
        return info.atk if fact == "atk" else info.def_
    return atk_of(s, c) if fact == "atk" else def_of(s, c)


def related(s: State, p: int, card: int, cards: list[int], pick: Pick) -> list[int]:
    """The cards whose fact compares so with the other card's (this card, or the card an
    earlier pick chose), read now: this card among them, as the text reads ("with a lower
    original ATK than this card" may be this card's own); none while the other card is not a
    face-up monster on the field (no fact of it to compare with). Before that pick is made
    (checking an activation), the cards that compare so with one of the cards it may choose;
    so too for any card of a source (`ref` a pick of every card there, never made)."""
    fact, relation, of_fact, of_pick, other = pick.relate
    test = RELATIONS[relation]
    if of_pick == OF_SUBJECT:  # the card of the event (`with_subject`: -1 before it is known)
        if other < 0:
            return []
    elif pick.ref is None:
        other = card
    elif other < 0:  # (any card of a source: "with the same Type as a Normal Monster in your GY")
        values = {fact_of(s, c, of_fact) for c in candidates(s, p, card, pick.ref)}
        return [c for c in cards if any(test(fact_of(s, c, fact), v) for v in values)]
    if s.pos[other] not in (ATK, DEF):
        return []
    theirs = fact_of(s, other, of_fact)
    return [c for c in cards if test(fact_of(s, c, fact), theirs)]


def with_subject(pick: Pick, subject: int) -> Pick:
    """The pick comparing its cards with the card of the event answered, that card known."""
    if pick.relate and pick.relate[3] == OF_SUBJECT:
        return replace(pick, relate=(*pick.relate[:4], subject))
    return pick


def compared_with(s: State, p: int, card: int, pick: Pick, other: int) -> list[int]:
    """The cards of a pick (its `relate` set aside) whose fact compares so with `other`'s,
    wherever that card is (off the field: its printed facts)."""
    fact, relation, of_fact = pick.relate[:3]
    test, theirs = RELATIONS[relation], fact_of(s, other, of_fact)
    found = candidates(s, p, card, replace(pick, relate=(), ref=None))
    return [c for c in found if test(fact_of(s, c, fact), theirs)]


def has_at_least(s: State, p: int, card: int, pick: Pick, n: int) -> bool:
    """Whether the pick has n cards to choose from now (and, for one "up to" an amount, the
    amount is n or more). Counting stops at n when the pick's own tests say which cards it
    has: not for the highest ones, nor for a Special Summon's while a rule restricts summons."""
    if pick.same:  # n of them alike
        return _most_alike(s, candidates(s, p, card, pick), pick.same) >= n
    if pick.distinct:  # n of them unalike ("2 to 7 monsters with different names")
        return len(set(_facts_of(s, candidates(s, p, card, pick), pick.distinct))) >= n
    if pick.each:  # one card of each description: n cards of one description are not enough
        return any(len(way) >= n for way in options(s, p, card, pick))
    if pick.plain or (pick.direct and not s.present & SPECIAL_RULES):
        zone = pick.zone
        if zone in FIELD_ZONES:
            found = _find_on_field(s, p, card, pick, n)
        elif zone == HAND_FIELD:
            found = _find_hand_field(s, p, card, pick, n)
        else:
            found = _find_off_field(s, p, card, pick, n)
        if not (pick.summoned and _limited(s, found)):
            return len(found) >= n
    if pick.as_many is not None and not pick.per_cost and pick.as_many(s, Probe(p, card)) < n:
        return False  # "up to [the number of ...]": that many must be n or more too
    found = candidates(s, p, card, pick)
    if pick.total_level_max and len(found) >= n:  # the n lowest Levels within the bound
        return sum(sorted(fact_of(s, c, "level") for c in found)[:n]) <= pick.total_level_max
    return len(found) >= n


def find(s: State, p: int, card: int, pick: Pick, limit: int = 0) -> list[int]:
    """The cards of a pick's source its own tests let it choose, seen from player p for
    `card`'s effect: the first `limit` of them (0: every one). (Plain functions reading the
    pick, not a closure made per pick: a call site that meets many functions is slower.)"""
    zone = pick.zone
    if zone in FIELD_ZONES:
        return _find_on_field(s, p, card, pick, limit)
    if zone == HAND_FIELD:
        return _find_hand_field(s, p, card, pick, limit)
    return _find_off_field(s, p, card, pick, limit)


def finder(pick: Pick) -> Callable[[State, int, int, Pick, int], list[int]]:
    """The function `find` calls for this pick (for a caller that asks the same pick often)."""
    if pick.zone == HAND_FIELD:
        return _find_hand_field
    return _find_on_field if pick.zone in FIELD_ZONES else _find_off_field


def _find_hand_field(s: State, p: int, card: int, pick: Pick, limit: int) -> list[int]:
    """Over the hand (as off the field), then the field (monsters and Spells/Traps)."""
    out = _find_off_field(s, p, card, pick, limit)
    if limit and len(out) >= limit:
        return out
    return out + _find_on_field(s, p, card, pick, limit - len(out) if limit else 0)


def _find_off_field(s: State, p: int, card: int, pick: Pick, limit: int) -> list[int]:
    """Over hands, GYs and Decks: the cards' printed facts count (a zone's name change
    included). The card whose effect it is counts where it is (a monster sent to the GY by its
    own cost may be chosen there), but not while it is in the hand being activated, nor with
    `not_self`."""
    side, zone, filt = pick.side, pick.zone, pick.filter
    from_hand = pick.source in HAND_SOURCES and s.pos[card] == OFF
    skip = card if pick.not_self or from_hand else -1
    if filt.anything:
        cards = ZONE_CARDS[zone](s, p) if side == "own" else source_cards(s, p, side, zone)
        out = _without(cards, skip) if skip in cards else cards
        return out[:limit] if limit else out[:]  # a copy: never the zone's own list
    cards_of, answers, infos = ZONE_CARDS[zone], filt.answers, s.infos
    out = []
    # Each player's zone is walked as it is (no list of the source's cards is built first).
    for q in (p,) if side == "own" else players_of(s, p, side):
        for c in cards_of(s, q):
            if c == skip:
                continue
            info = infos[c]
            if info.zone_facts is not None:
                info = printed_facts(s, c)
            if answers[info] if answers is not None else filt.test(info, info.atk):
                out.append(c)
                if len(out) == limit:
                    return out
    return out


def _find_on_field(s: State, p: int, card: int, pick: Pick, limit: int) -> list[int]:
    """Over the field: the zones are walked as they are (no list of the source's cards is
    built first), the cards' current facts count, and a face-down card only for a `blind`
    pick."""
    zone, filt, side = pick.zone, pick.filter, pick.side
    shown = SHOWN_POSITIONS[zone]
    skip = card if pick.not_self else -1
    no_maximum, blind, maximum_mode = pick.no_maximum, pick.blind, pick.maximum_mode
    anything, answers = filt.anything, filt.answers
    pos, infos = s.pos, s.infos
    changes = s.present & FACT_CHANGES
    out = []
    for q in (p,) if side == "own" else players_of(s, p, side):
        if zone not in SPELL_ZONES:
            slots = s.mzone[q]
        elif zone in MIXED_ZONES:
            slots = [*s.mzone[q], *s.szone[q], s.fzone[q]]
        elif zone in SZONE_ONLY:
            slots = s.szone[q]
        else:
            slots = [*s.szone[q], s.fzone[q]]
        for c in slots:
            if c < 0:
                continue
            where = pos[c]
            if where not in shown or c == skip or (no_maximum and s.maxc[c] >= 0):
                continue
            if maximum_mode and s.maxc[c] < 0:  # only a monster in Maximum Mode
                continue
            if where in HIDDEN:
                if not blind or (pick.facedown_opp and q == p):
                    continue
            elif not anything:
                info = facts(s, c) if changes else infos[c]
                if answers is None:  # a filter of the current ATK
                    if not filt.test(info, atk_of(s, c) if where != FACEUP else info.atk):
                        continue
                elif not answers[info]:
                    continue
            out.append(c)
            if len(out) == limit:
                return out
    return out


def _facts_of(s: State, cards: Any, fact: str) -> list[Any]:
    """Each card's fact ("name", "attribute", "race", "level"), as it is now."""
    return [getattr(facts(s, c), "name_id" if fact == "name" else fact) for c in cards]


def _distinct_ok(s: State, cards: Args, fact: str) -> bool:
    values = _facts_of(s, cards, fact)
    return len(set(values)) == len(values)


def _most_alike(s: State, cards: list[int], fact: str) -> int:
    """The most of these cards that share one value of a fact."""
    counts = Counter(_facts_of(s, cards, fact))
    return max(counts.values(), default=0)


def options(
    s: State, p: int, card: int, pick: Pick, exclude: Args = (), only: Args | None = None
) -> list[Args]:
    """Every way of making the pick now (leaving out the cards in `exclude`; with `only`,
    among those cards alone): one per choice of cards, copies of one card in a hand, GY or
    Deck counting as one choice; "up to n" picks offer every count from their least to n."""
    if pick.total_level_max:  # the ways of the pick without the bound, within it
        unbound = options(s, p, card, replace(pick, total_level_max=0), exclude, only)
        return _within_total(s, pick.total_level_max, unbound)
    cards = candidates(s, p, card, pick)
    if exclude:
        cards = _without(cards, exclude)
    if only is not None:
        cards = _within(cards, only)
    copies = pick.source in COPIES
    if pick.n == 1 and not pick.upto:
        return _singles(s, cards) if copies else [(c,) for c in cards]
    top = min(pick.n, len(cards))
    sizes = range(pick.least, top + 1) if pick.upto else ([pick.n] if len(cards) >= pick.n else [])
    out: list[Args] = []
    for size in sizes:
        if size == 0:
            out.append(())
        elif copies:
            groups: dict[int, list[int]] = {}
            for c in cards:
                groups.setdefault(s.infos[c].id, []).append(c)
            out.extend(_multisets(list(groups.values()), size))
        else:
            out.extend(combinations(cards, size))
    if pick.each:
        out = _one_each(s, out, pick.each, pick.including)
    if pick.same:
        out = [choice for choice in out if len(set(_facts_of(s, choice, pick.same))) <= 1]
    return _distinct_only(s, out, pick.distinct) if pick.distinct else out


def _within_total(s: State, most: int, choices: list[Args]) -> list[Args]:
    """The choices whose cards' Levels total at most `most` ("whose total Levels equal 10 or
    less")."""
    return [way for way in choices if sum(fact_of(s, c, "level") for c in way) <= most]


def _within(cards: list[int], only: Args) -> list[int]:
    return [c for c in cards if c in only]


def _one_each(
    s: State, choices: list[Args], tests: tuple[Any, ...], including: bool = False
) -> list[Args]:
    """The choices whose cards match different filters of `tests`, one card each ("1 A
    and/or 1 B": a card matching both may stand for either); `including`: one card the
    first filter."""
    return [choice for choice in choices if _matched(s, choice, tests, including)]


def _matched(s: State, cards: Args, tests: tuple[Any, ...], including: bool = False) -> bool:
    infos = s.infos
    fits = []
    for c in cards:
        info = facts(s, c) if s.pos[c] != OFF else infos[c]
        if s.pos[c] == OFF and info.zone_facts is not None:
            info = printed_facts(s, c)
        atk = atk_of(s, c) if s.pos[c] in (ATK, DEF) else info.atk
        fits.append([i for i, test in enumerate(tests) if test.test(info, atk)])
    if including:  # a card takes the first filter, the others the rest
        return any(
            0 in fit and _assign(fits[:k] + fits[k + 1 :], 0, frozenset({0}))
            for k, fit in enumerate(fits)
        )
    return _assign(fits, 0, frozenset())


def _assign(fits: list[list[int]], k: int, used: frozenset[int]) -> bool:
    """Whether cards k, k+1, ... can each take a different filter of those they fit."""
    if k == len(fits):
        return True
    return any(i not in used and _assign(fits, k + 1, used | {i}) for i in fits[k])


def _distinct_only(s: State, choices: list[Args], fact: str) -> list[Args]:
    """The choices whose cards differ in a fact ("name", "attribute", ...)."""
    return [choice for choice in choices if _distinct_ok(s, choice, fact)]


def _singles(s: State, cards: list[int]) -> list[Args]:
    """One card among copies: one choice per card id (its first copy)."""
    infos = s.infos
    seen = set()
    out = []
    for c in cards:
        info = infos[c]
        if info not in seen:  # one CardInfo per card id
            seen.add(info)
            out.append((c,))
    return out


def _multisets(groups: list[list[int]], n: int) -> list[Args]:
    """Every way of taking n cards from groups of interchangeable copies: by the first group
    that gives a card, then by how many it gives (most first), its first copies first."""
    if n == 0:
        return [()]
    if n <= 2:  # the usual counts ("discard 2 cards"), without the recursion
        firsts = [group[0] for group in groups]
        if n == 1:
            return [(c,) for c in firsts]
        pairs: list[Args] = []
        for i, group in enumerate(groups):
            first = group[0]
            if len(group) > 1:
                pairs.append((first, group[1]))
            for other in firsts[i + 1 :]:
                pairs.append((first, other))
        return pairs
    out: list[Args] = []
    for i, group in enumerate(groups):
        rest = groups[i + 1 :]
        for take in range(min(n, len(group)), 0, -1):
            head = tuple(group[:take])
            for tail in _multisets(rest, n - take):
                out.append(head + tail)
    return out


class _Anything:
    """Stands for a face-down card when testing whether a filter asks for any fact at all."""

    kind = 0
    level = 4
    def_ = 0
    atk = 0
    attribute = race = subtype = ""
    normal = legend = False
    id = name_id = -1


_ANY: Any = _Anything()


def every_card(source: str, filt: Any, not_self: bool = False, highest: str = "") -> Pick:
    """A pick of every card of a source matching a filter (for counts, conditions and "all"
    targets): face-down cards count when the filter asks nothing a face-down card hides.
    `highest`: only those with the highest of a stat (the lowest, after "-"), as a pick's."""
    blind = source in BLIND and asks_nothing(filt) and not highest
    return Pick(source, 1, filt, not_self=not_self, blind=blind, highest=highest)


def asks_nothing(filt: Any) -> bool:
    """Whether a filter accepts a card whatever its facts (so a face-down card may be chosen)."""
    try:
        return bool(filt.test(_ANY, 0))
    except (AttributeError, TypeError):
        return False
