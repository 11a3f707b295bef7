"""Regulations as data: which list and which rules are in force on a date."""

from __future__ import annotations

import datetime as dt

import pytest

from validator.errors import InputError
from validator.formats import DateError, FormatDefinition, Regulations, load_regulations, parse_date

D = dt.date.fromisoformat
QUARTERS = [f"{year}-{month:02d}-01" for year in range(2023, 2027) for month in (1, 4, 7, 10)]
VANITYS_FIEND = 18688


@pytest.fixture(scope="module")
def regs() -> Regulations:
    return load_regulations()


def test_sixteen_quarterly_lists(regs):
    assert [item.effective_date.isoformat() for item in regs.lists] == QUARTERS


@pytest.mark.parametrize(
    ("date", "effective"),
    [
        ("2023-01-01", "2023-01-01"),
        ("2023-03-31", "2023-01-01"),
        ("2023-04-01", "2023-04-01"),
        ("2025-04-26", "2025-04-01"),
        ("2026-09-30", "2026-07-01"),
        ("2026-10-01", "2026-10-01"),
        ("2026-11-30", "2026-10-01"),
        ("2099-01-01", "2026-10-01"),
    ],
)
def test_list_in_force_is_the_latest_on_or_before_the_date(regs, date, effective):
    assert regs.list_on(D(date)).effective_date == D(effective)


@pytest.mark.parametrize("date", ["2022-12-31", "2020-04-04", "1999-01-01"])
def test_no_list_before_2023(regs, date):
    assert regs.list_on(D(date)) is None


def test_list_dated_matches_effective_dates_only(regs):
    assert regs.list_dated(D("2024-07-01")).effective_date == D("2024-07-01")
    assert regs.list_dated(D("2024-07-02")) is None
    assert regs.list_dated(D("2030-01-01")) is None


def test_limits_map_sections_to_copies(regs):
    current = regs.list_dated(D("2026-10-01"))
    limits = current.limits()
    assert limits[VANITYS_FIEND] == 0  # a Forbidden Legend card
    assert {limits[i] for i in current.limited} == {1}
    assert {limits[i] for i in current.semi_limited} == {2}
    assert len(limits) == len(current.forbidden) + len(current.limited) + len(current.semi_limited)


def test_lists_do_not_repeat_a_card(regs):
    for item in regs.lists:
        ids = item.forbidden + item.limited + item.semi_limited
        assert len(ids) == len(set(ids)), item.effective_date


@pytest.mark.parametrize(
    ("date", "scope"),
    [("2020-04-04", "total"), ("2022-12-31", "total"), ("2023-01-01", "per_kind")],
)
def test_legend_rule_by_date(regs, date, scope):
    legend = regs.format("rush").rules_on(D(date)).legend
    assert (legend.scope, legend.limit, legend.sections) == (scope, 1, ["main", "extra"])


@pytest.mark.parametrize(
    ("date", "subtypes"),
    [("2025-04-25", ["fusion"]), ("2025-04-26", ["fusion", "ritual"]), ("2026-11-30", None)],
)
def test_extra_deck_subtypes_by_date(regs, date, subtypes):
    rules = regs.format("rush").rules_on(D(date))
    assert rules.extra_deck_subtypes == (subtypes or ["fusion", "ritual"])


def test_rush_base_rules(regs):
    rules = regs.format("rush").rules_on(D("2026-11-30"))
    assert (rules.main_deck.min, rules.main_deck.max) == (40, 60)
    assert (rules.extra_deck.max, rules.side_deck.max, rules.copies) == (15, 15, 3)
    assert rules.limit_regulation and rules.official_cards_only


def test_wrgp_inherits_rush_and_adds_the_team(regs):
    wrgp = regs.format("wrgp")
    assert [d.name for d in wrgp.chain] == ["rush", "wrgp"]
    rules = wrgp.rules_on(D("2025-05-01"))
    assert rules.team.size == 3 and rules.main_deck.min == 40
    assert rules.extra_deck_subtypes == ["fusion", "ritual"]
    assert "speed_world" in rules.play


def test_party_stands_alone(regs):
    rules = regs.format("party").rules_on(D("2026-11-30"))
    assert rules.party.players == 4 and rules.official_cards_only is False
    assert rules.legend is None


@pytest.mark.parametrize("name", ["rush", "wrgp", "party"])
def test_error_before_the_format_existed(regs, name):
    fmt = regs.format(name)
    assert fmt.since == D("2020-04-04")
    fmt.rules_on(D("2020-04-04"))
    with pytest.raises(DateError, match="2020-04-03 is before"):
        fmt.rules_on(D("2020-04-03"))


def test_unknown_format(regs):
    with pytest.raises(KeyError, match=r"unknown format 'speed'.*party, rush, wrgp"):
        regs.format("speed")


def test_missing_or_circular_parent():
    a = FormatDefinition(name="a", title="A", extends="b")
    b = FormatDefinition(name="b", title="B", extends="a")
    with pytest.raises(ValueError, match="circular"):
        Regulations([], [a, b])
    with pytest.raises(ValueError, match="missing"):
        Regulations([], [a])


def test_parse_date():
    assert parse_date("2025-04-26") == D("2025-04-26")
    assert parse_date(" 2025-04-26\n") == D("2025-04-26")
    assert parse_date(D("2024-01-01")) == D("2024-01-01")
    assert parse_date(None) == dt.date.today()
    for bad in ("2025-13-01", "yesterday", "", "26/04/2025"):
        with pytest.raises(DateError, match="expected YYYY-MM-DD"):
            parse_date(bad)


def test_a_date_error_is_bad_input():
    assert issubclass(DateError, InputError)
