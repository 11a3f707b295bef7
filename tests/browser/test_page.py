"""The page in a real browser: deck checks (with links), cards, regulation, playtests, replays."""

from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import quote

import pytest
from click.testing import CliRunner

from validator.cards import load_cards
from validator.cli import main
from validator.engine import CardTable
from validator.engine.log import GameLog, replay
from validator.engine.narrate import shown_lp
from validator.formats import load_regulations

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
DATE = "2026-11-30"
ILLEGAL = sorted((EXAMPLES / "rush").glob("illegal-*"))


def expected_codes(*args: str) -> list[str]:
    result = CliRunner().invoke(main, [*args, "--date", DATE, "--json"])
    report = json.loads(result.stdout)
    return sorted({v["code"] for v in report["violations"]})


def check(page, text: str, date: str = DATE, answer: str = "#check-result .verdict") -> None:
    page.fill("#check-decks textarea", text)
    page.fill("#check-date", date)
    page.click("#check-form button[type=submit]")
    page.wait_for_selector(answer)


def shown_codes(page, scope: str = "#check-result .report > div > .violations") -> list[str]:
    return sorted(set(page.locator(f"{scope} code.code").all_inner_texts()))


def test_a_legal_deck_is_legal_and_the_link_reproduces_the_check(page) -> None:
    check(page, (EXAMPLES / "rush" / "legal-sevens-road.txt").read_text("utf-8"))
    assert page.inner_text(".verdict-word") == "Legal"
    assert "rush, 2026-11-30, Limit Regulation 2026-10-01" in page.inner_text(".meta")
    assert page.inner_text(".counts").split() == [
        "Main",
        "Deck",
        "40",
        "Extra",
        "Deck",
        "6",
        "Side",
        "Deck",
        "3",
    ]
    assert "ydke=ydke" in page.url and "date=2026-11-30" in page.url
    link = page.url
    page.goto("about:blank")
    page.goto(link)
    page.wait_for_selector("#check-result .verdict")
    assert page.inner_text(".verdict-word") == "Legal"
    assert page.input_value("#check-decks textarea").startswith("ydke://")


@pytest.mark.parametrize("path", ILLEGAL, ids=lambda p: p.name)
def test_each_illegal_example_shows_its_violation_codes(page, path: Path) -> None:
    check(page, path.read_text("utf-8"))
    assert page.inner_text(".verdict-word") == "Illegal"
    codes = expected_codes("check", str(path))
    assert shown_codes(page) == codes
    marked = page.locator(".deck-list .problem")  # the cards, or a section for its size
    assert marked.count() >= 1
    assert set(marked.locator("code.code").all_inner_texts()) <= set(codes)


def test_a_ydke_fragment_link_checks_the_deck(page) -> None:
    ydke = (EXAMPLES / "rush" / "legal-sevens-road.ydke").read_text("utf-8").strip()
    page.goto(f"/#check?ydke={ydke}&date=2025-01-01")
    page.wait_for_selector("#check-result .verdict")
    assert "rush, 2025-01-01, Limit Regulation 2025-01-01" in page.inner_text(".meta")
    assert page.inner_text(".verdict-word") == "Legal"
    quoted = f"/#check?ydke={quote(ydke, safe='')}&date=2026-11-30&format=rush"
    page.goto(quoted)
    page.locator(".meta", has_text="2026-11-30").wait_for()
    assert page.inner_text(".verdict-word") == "Legal"


def test_team_and_party_modes(page) -> None:
    page.check("input[name=mode][value=team]")
    decks = sorted((EXAMPLES / "wrgp" / "illegal-team").glob("*.txt"))
    boxes = page.locator("#check-decks textarea")
    assert boxes.count() == 3
    for i, deck in enumerate(decks):
        boxes.nth(i).fill(deck.read_text("utf-8"))
    page.fill("#check-date", DATE)
    page.click("#check-form button[type=submit]")
    page.wait_for_selector("#check-result .verdict")
    assert page.inner_text(".verdict-word") == "Illegal"
    team = expected_codes("team", *map(str, decks))
    assert shown_codes(page) == team
    assert "mode=team" in page.url and page.url.count("ydke=") == 3

    page.check("input[name=mode][value=party]")
    tables = sorted((EXAMPLES / "party" / "legal-table").glob("stand-in-deck-*.json"))
    boxes = page.locator("#check-decks textarea")
    assert boxes.count() == 4
    for i, deck in enumerate(tables):
        boxes.nth(i).fill(deck.read_text("utf-8"))
    page.click("#check-form button[type=submit]")
    page.locator(".member").nth(3).wait_for()  # four decks: the party's report
    assert page.inner_text(".verdict-word") == "Legal"


def test_errors_from_the_api_are_sentences(page) -> None:
    check(page, "3 Sevens Road Magician\n0 Fusion", answer="#check-error p")
    text = page.inner_text("#check-error")
    assert text.startswith("Text:2:") and text.endswith(".")
    page.fill("#check-decks textarea", "")
    page.click("#check-form button[type=submit]")
    assert page.inner_text("#check-error") == "The deck is empty: paste a deck or drop a file."


def test_search_a_card_by_its_japanese_name(page) -> None:
    page.click("nav a[data-view=cards]")
    page.fill("#cards-q", "セブンスロード・マジシャン")
    page.press("#cards-q", "Enter")
    first = page.locator(".card-result").first
    first.wait_for()
    assert first.inner_text() == "Sevens Road Magician"
    first.click()
    page.wait_for_selector("#card-detail h3")
    detail = page.inner_text("#card-detail")
    assert "セブンスロード・マジシャン" in detail and "Spellcaster" in detail
    assert "Its hand-written encoding." in detail
    rows = page.locator("#card-detail table tbody tr")
    assert rows.count() == len(load_regulations().lists)
    page.goto("/#cards?id=15151")
    page.wait_for_selector("#card-detail .clauses li")
    assert "Send 1 card from your hand to the GY." in page.inner_text("#card-detail .clauses")


def test_regulation_on_a_date_and_diff(page) -> None:
    page.goto("/#regulation?date=2026-11-30")
    page.wait_for_selector("#reg-result h3")
    assert "the list of 2026-10-01" in page.inner_text("#reg-result h3")
    assert "Vanity's Fiend" in page.inner_text("#reg-result")
    page.fill("#diff-from", "2026-04-01")
    page.fill("#diff-to", "2026-07-01")
    page.click("#diff-form button")
    page.wait_for_selector("#reg-result table")
    assert "9 changes" in page.inner_text("#reg-result h3")
    first = page.locator("#reg-result tbody tr").first.inner_text()
    assert first.split("\t") == ["Beginning Skullrise", "Unlimited", "Limited"]


def test_a_50_game_playtest_shows_progress_charts_and_tables(page) -> None:
    page.click("nav a[data-view=playtest]")
    page.fill("#pt-form input[name=games]", "50")
    page.fill("#pt-form input[name=seed]", "4")
    page.click("#pt-form button[type=submit]")
    page.wait_for_selector("#pt-result figure svg")
    page.locator("#pt-progress", has_text="Done: 50 games played").wait_for()
    assert page.get_attribute("#pt-progress progress", "value") == "50"
    chart = page.locator("#pt-result figure svg").first
    assert chart.locator("title").first.text_content().startswith("Win rate of each deck")
    labels = chart.locator("text.axis-title").all_text_contents()
    assert labels == ["Deck", "Win rate"]
    assert chart.locator("line.whisker").count() == 6  # an interval and its two ends, per deck
    rates = page.locator("#pt-result table").first.locator("tbody tr")
    assert rates.count() == 2
    wins = [int(rates.nth(i).locator("td").nth(1).inner_text()) for i in range(2)]
    assert sum(wins) <= 50
    cards = page.locator("table.sortable").first
    drawn = cards.locator("button.sort").nth(3)
    assert drawn.inner_text() == "Drawn"
    column = cards.locator("tbody tr td:nth-child(4)")
    drawn.click()  # a figure sorts biggest first, then the other way
    values = [float(v.rstrip("%")) for v in column.all_inner_texts()]
    assert values == sorted(values, reverse=True) and len(values) > 10
    assert cards.locator("th").nth(3).get_attribute("aria-sort") == "descending"
    drawn.click()
    assert [float(v.rstrip("%")) for v in column.all_inner_texts()] == sorted(values)
    page.click("#gf-run")
    page.wait_for_selector("#gf-result svg")
    assert page.locator("#gf-result svg polyline").count() >= 3
    assert "Tribute Summon possible" in page.inner_text("#gf-result table")


def test_open_a_saved_log_and_step_to_the_end(page, tmp_path: Path) -> None:
    args = ["playtest", "sample:sevens", "--vs", "sample:dragons", "--games", "1", "--seed", "9"]
    assert CliRunner().invoke(main, [*args, "--save-logs", str(tmp_path)]).exit_code == 0
    saved = tmp_path / "game-00000.json"
    log = GameLog.read(saved)
    final = replay(log, CardTable(load_cards()))
    page.click("nav a[data-view=replay]")
    page.set_input_files("#replay-file", str(saved))
    page.wait_for_selector("#board .player")
    assert "action 0 of" in page.inner_text("#replay-status")
    assert page.locator(".lp").all_inner_texts() == ["LP 8000", "LP 8000"]
    page.locator("button", has_text="Action ›").click()
    assert "action 1 of" in page.inner_text("#replay-status")
    page.keyboard.press("ArrowRight")
    assert "action 2 of" in page.inner_text("#replay-status")
    page.locator("button", has_text="End »").click()
    status = page.inner_text("#replay-status")
    assert f"action {len(log.actions)} of {len(log.actions)}" in status
    assert "wins" in status
    shown = {
        int(el.get_attribute("data-seat")): el.inner_text() for el in page.locator(".lp").all()
    }
    assert shown == {seat: f"LP {shown_lp(lp)}" for seat, lp in enumerate(final.lp)}


def test_readable_at_375_px(page) -> None:
    page.set_viewport_size({"width": 375, "height": 800})
    check(page, (EXAMPLES / "rush" / "illegal-regulation.txt").read_text("utf-8"))
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 375
    page.goto("/#regulation?from=2026-04-01&to=2026-07-01")
    page.wait_for_selector("#reg-result table")
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    # a section opened from the menu takes the focus; Tab goes on to its first field
    assert page.evaluate("document.activeElement.id") == "reg-title"
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.id") == "reg-date"
