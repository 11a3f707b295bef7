"""Party tables: each deck one of the fixed decks, none twice, and the format's Spell Deck."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache

from validator.cards import CardDB
from validator.decks.party import PartySet, load_party_set
from validator.formats.model import PartyRules
from validator.report import Code, Violation, violation
from validator.rules.context import RuleContext, card_facts
from validator.rules.tally import Tally, tally

NAME = "party"

Signature = tuple[frozenset[tuple[int, int]], ...]


def signature(t: Tally) -> Signature | None:
    """What makes two decks equal: copies of each card per section (None with unknown cards)."""
    if t.unknown:
        return None
    return tuple(frozenset(section.items()) for section in t.sections)


@dataclass(frozen=True, slots=True)
class PartyValues:
    names: tuple[str, ...]
    tallies: tuple[Tally, ...]
    index: dict[Signature, int]  # fixed deck signature -> its position
    spell_deck: Tally
    stand_in: bool


@cache
def party_values(rules: PartyRules, db: CardDB) -> PartyValues:
    party: PartySet = load_party_set(rules, db)
    known = card_facts(db).cards
    tallies = tuple(tally(deck, known) for deck in party.decks)
    index = {signature(t): n for n, t in enumerate(tallies)}
    return PartyValues(
        names=tuple(deck.name or f"fixed deck {n}" for n, deck in enumerate(party.decks, 1)),
        tallies=tallies,
        index=index,  # type: ignore[arg-type]
        spell_deck=tally(party.spell_deck, known),
        stand_in=party.stand_in,
    )


def _difference(have: Tally, want: Tally, ctx: RuleContext) -> tuple[int, str]:
    """How far a deck is from another: (cards to change, a short description)."""
    missing: list[str] = []
    extra: list[str] = []
    total_missing = total_extra = 0
    for card_id in want.total.keys() | have.total.keys():
        delta = have.total.get(card_id, 0) - want.total.get(card_id, 0)
        if delta:
            name = ctx.facts.ref(card_id).name
            (extra if delta > 0 else missing).append(f"{abs(delta)} {name}")
            total_extra += max(delta, 0)
            total_missing += max(-delta, 0)
    unknown = sum(item.count for item in have.unknown)
    parts = []
    if missing:
        parts.append(f"missing {', '.join(sorted(missing)[:3])}{'...' * (len(missing) > 3)}")
    if extra:
        parts.append(f"not in it {', '.join(sorted(extra)[:3])}{'...' * (len(extra) > 3)}")
    if unknown:
        parts.append(f"{unknown} unknown card{'s' * (unknown != 1)}")
    sections = have.sizes[1] + have.sizes[2]
    if not parts and sections:
        parts.append("its cards must all be in the Main Deck")
    return total_missing + total_extra + unknown + sections, "; ".join(parts)


def match_deck(t: Tally, ctx: RuleContext, values: PartyValues) -> tuple[int | None, list]:
    """The fixed deck this deck equals (or None) and the deck's own violations."""
    found = values.index.get(signature(t))  # type: ignore[arg-type]
    if found is not None:
        return found, []
    distance, closest = min(
        (_difference(t, fixed, ctx)[0], n) for n, fixed in enumerate(values.tallies)
    )
    why = _difference(t, values.tallies[closest], ctx)[1]
    return None, [
        violation(
            Code.PARTY_DECK_NOT_FIXED,
            f"the deck is none of the fixed decks; closest is {values.names[closest]!r} ({why})",
            NAME,
            count=distance,
            limit=0,
        )
    ]


def _listing(numbers: list[int]) -> str:
    head = ", ".join(map(str, numbers[:-1]))
    return f"{head} and {numbers[-1]}"


def check_table(
    matches: list[int | None], spell: Tally | None, ctx: RuleContext, values: PartyValues
) -> Iterator[Violation]:
    players = ctx.rules.party.players  # type: ignore[union-attr]
    if len(matches) != players:
        yield violation(
            Code.PARTY_PLAYERS,
            f"the table has {len(matches)} deck{'s' * (len(matches) != 1)}; "
            f"a party table has {players} players",
            NAME,
            count=len(matches),
            limit=players,
        )
    for fixed, name in enumerate(values.names):
        users = [n for n, found in enumerate(matches, start=1) if found == fixed]
        if len(users) > 1:
            yield violation(
                Code.PARTY_DECK_REPEATED,
                f"decks {_listing(users)} {'both' if len(users) == 2 else 'all'} use {name!r}; "
                "each fixed deck is used once",
                NAME,
                count=len(users),
                limit=1,
            )
    if spell is not None and signature(spell) != signature(values.spell_deck):
        distance, why = _difference(spell, values.spell_deck, ctx)
        yield violation(
            Code.PARTY_SPELL_DECK,
            f"the Spell Deck is not the format's Spell Deck ({why})",
            NAME,
            count=distance,
            limit=0,
        )
