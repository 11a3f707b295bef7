"""What the rules need, computed once: per-card facts and each format's values on a date.

The hot path (one deck) only touches the plain ints, sets and dicts held here; the pydantic
`Rules` and `LimitList` are read once per (format, date) when the context is built.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from functools import cache

from validator.cards import CardDB
from validator.cards.model import Card
from validator.formats import Format, LimitList, Regulations, Rules
from validator.report import CardRef, construct

SECTION_INDEX = {"main": 0, "extra": 1, "side": 2}
SECTION_TITLES = ("Main Deck", "Extra Deck", "Side Deck")
SECTION_KEYS = ("main", "extra", "side")


@dataclass(frozen=True, slots=True)
class CardFacts:
    """The card facts the rules read, keyed by card id."""

    cards: dict[int, Card]
    refs: dict[int, CardRef]
    legend_kind: dict[int, str]  # Legend card id -> its kind (monster, spell, trap)
    unofficial: frozenset[int]
    by_subtype: dict[str, frozenset[int]]  # monster subtype -> monster ids

    def ref(self, card_id: int) -> CardRef:
        return self.refs[card_id]

    def describe(self, card_id: int) -> str:
        """'Ritual monster', 'Normal Spell', 'Trap': what a card is, for messages."""
        card = self.cards[card_id]
        if card.kind == "trap":
            return "Trap"
        if card.kind == "spell":
            return f"{(card.subtype or 'normal').title()} Spell"
        return f"{(card.subtype or 'effect').title()} monster"


@cache
def card_facts(db: CardDB) -> CardFacts:
    """The facts of every card in a database, built once per database."""
    cards = {card.id: card for card in db}
    by_subtype: dict[str, set[int]] = {}
    for card in cards.values():
        if card.kind == "monster" and card.subtype:
            by_subtype.setdefault(card.subtype, set()).add(card.id)
    return CardFacts(
        cards=cards,
        refs={cid: construct(CardRef, id=cid, name=card.name) for cid, card in cards.items()},
        legend_kind={cid: card.kind for cid, card in cards.items() if card.legend},
        unofficial=frozenset(cid for cid, card in cards.items() if not card.official),
        by_subtype={subtype: frozenset(ids) for subtype, ids in by_subtype.items()},
    )


@dataclass(frozen=True, slots=True)
class LegendValues:
    per_kind: bool
    limit: int
    sections: tuple[int, ...]  # section indexes counted


@dataclass(frozen=True, slots=True)
class RuleContext:
    """One format's rule values on one date, flattened for the hot path."""

    format: str
    date: dt.date
    rules: Rules
    db: CardDB
    facts: CardFacts
    limit_list: LimitList | None
    sizes: tuple[tuple[int, int] | None, ...]  # (min, max) per section, None: not checked
    copies: int | None
    limits: dict[int, int]  # card id -> copies allowed by the list (empty without a list)
    extra_subtypes: tuple[str, ...] | None  # None: sections are not checked
    extra_ids: frozenset[int]  # monsters that belong in the Extra Deck on this date
    legend: LegendValues | None
    official_only: bool

    @property
    def regulation(self) -> dt.date | None:
        return self.limit_list.effective_date if self.limit_list else None


def build_context(fmt: Format, date: dt.date, regulations: Regulations, db: CardDB) -> RuleContext:
    """Every value the rules read for `fmt` on `date` (DateError before the format existed)."""
    rules = fmt.rules_on(date)
    facts = card_facts(db)
    limit_list = regulations.list_on(date) if rules.limit_regulation else None
    sizes = tuple(
        (size.min, size.max) if size is not None else None
        for size in (rules.main_deck, rules.extra_deck, rules.side_deck)
    )
    subtypes = tuple(rules.extra_deck_subtypes) if rules.extra_deck_subtypes is not None else None
    extra_ids = frozenset().union(*(facts.by_subtype.get(s, ()) for s in subtypes or ()))
    legend = None
    if rules.legend is not None:
        legend = LegendValues(
            per_kind=rules.legend.scope == "per_kind",
            limit=rules.legend.limit,
            sections=tuple(SECTION_INDEX[name] for name in rules.legend.sections),
        )
    return RuleContext(
        format=fmt.name,
        date=date,
        rules=rules,
        db=db,
        facts=facts,
        limit_list=limit_list,
        sizes=sizes,
        copies=rules.copies,
        limits=limit_list.limits() if limit_list else {},
        extra_subtypes=subtypes,
        extra_ids=extra_ids,
        legend=legend,
        official_only=bool(rules.official_cards_only),
    )
