"""Properties of every report, over generated decks of real cards."""

from collections import Counter

from checker_support import DB
from hypothesis import given, settings
from hypothesis import strategies as st

from validator.decks import Deck, DeckEntry
from validator.report import sort_key
from validator.services import validate_deck

IDS = sorted(card.id for card in DB)
entry = st.builds(DeckEntry, st.sampled_from(IDS), st.integers(1, 4))
section = st.lists(entry, max_size=25).map(tuple)
dates = st.dates(min_value=__import__("datetime").date(2020, 4, 4))


@settings(max_examples=150, deadline=None)
@given(section, section, section, dates)
def test_report_invariants(main, extra, side, date):
    deck = Deck(main, extra, side)
    report = validate_deck(deck, date)
    assert report.legal == (not report.violations)
    assert report.counts.main == deck.size("main") and report.counts.side == deck.size("side")
    assert report.violations == sorted(report.violations, key=sort_key)
    # each rule names an offending card once
    keys = Counter((v.code, v.section, v.card.id if v.card else None) for v in report.violations)
    assert all(n == 1 for (code, _, card), n in keys.items() if card is not None), keys
    total = deck.copies()
    for v in report.violations:
        if v.code.value in {"COPY_LIMIT", "FORBIDDEN", "LIMITED", "SEMI_LIMITED"}:
            assert v.count == total[v.card.id] > v.limit
