"""Unknown names in text lists: each distinct name is matched once, against a few names found
through an index rather than every card name, and the API reads long lists."""

from __future__ import annotations

import difflib
import random
import string

import pytest
from click.testing import CliRunner
from fastapi.testclient import TestClient

from validator.api import create_app
from validator.api.models import MAX_TEXT_LINES
from validator.cards import load_cards
from validator.cli import main
from validator.decks.text import read_text


@pytest.fixture
def compared(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every card name difflib compares a written name with, in order."""
    seen: list[str] = []
    original = difflib.SequenceMatcher.set_seq1

    def spy(self: difflib.SequenceMatcher, a: str) -> None:
        seen.append(a)
        original(self, a)

    monkeypatch.setattr(difflib.SequenceMatcher, "set_seq1", spy)
    return seen


def _typos(count: int, seed: int = 7) -> list[str]:
    """Distinct names that are no card: real names with a letter or two changed, and noise."""
    rng = random.Random(seed)
    names = [card.name for card in load_cards()]
    found: set[str] = set()
    while len(found) < count:
        if rng.random() < 0.7:
            name = list(rng.choice(names))
            for _ in range(rng.randint(1, 2)):
                name[rng.randrange(len(name))] = rng.choice(string.ascii_lowercase)
            typo = "".join(name)
        else:
            typo = "".join(rng.choices(string.ascii_lowercase + " ", k=rng.randint(6, 30)))
        if load_cards().by_name(typo) is None and typo.strip():
            found.add(typo.strip())
    return sorted(found)


def test_a_typo_repeated_on_300_lines_is_matched_once(compared: list[str]) -> None:
    deck = read_text("1 Sevens Road Magican xyz\n" * 300, load_cards())
    assert [e.suggestion for e in deck.main] == [15150] * 300
    assert len(compared) <= 20  # a handful of names for the first line, none after


def test_each_unknown_name_is_compared_with_a_few_names_only(compared: list[str]) -> None:
    typos = _typos(200, seed=11)
    read_text("\n".join(f"1 {t}" for t in typos), load_cards())
    assert 0 < len(compared) <= 16 * len(typos)  # not the 6,000 names of a scan


@pytest.mark.parametrize(
    ("written", "card"),
    [
        ("Sevens Road Magican", 15150),
        ("sevens road magicain", 15150),
        ("Blue Eyes Wihte Dragon", 15184),
        ("Dark Magican", 15410),
        ("セブンスロード・マジシャ", 15150),
        ("Sevens Road Witchh", 15178),
    ],
)
def test_a_typo_still_suggests_its_card(written: str, card: int) -> None:
    (entry,) = read_text(f"2 {written}", load_cards()).main
    assert (entry.card_id, entry.suggestion) == (None, card)


def test_noise_suggests_nothing() -> None:
    (entry,) = read_text("1 qqqqzzzzxxxx", load_cards()).main
    assert entry.suggestion is None
    assert load_cards().suggest("") == []


def test_cards_show_suggests_up_to_three_names() -> None:
    result = CliRunner().invoke(main, ["cards", "show", "Sevens Road Magican"])
    assert result.exit_code == 2
    assert "Sevens Road Magician" in result.output
    assert "Traceback" not in result.output


def test_check_of_2000_distinct_unknown_names_reports_each() -> None:
    typos = _typos(2000)
    result = CliRunner().invoke(main, ["check", "-", "--json"], input="\n".join(typos))
    assert result.exit_code == 1, result.output
    assert "Traceback" not in result.output
    assert result.stdout.count('"UNKNOWN_CARD"') == len(typos)


@pytest.fixture(scope="module")
def client() -> TestClient:
    return TestClient(create_app(), raise_server_exceptions=False)


def test_the_api_reads_a_team_of_long_lists_of_unknown_names(client: TestClient) -> None:
    typos = _typos(3000, seed=3)
    decks = [{"text": "\n".join(typos[i::3])} for i in range(3)]
    response = client.post("/v1/validate/team", json={"decks": decks, "date": "2026-11-30"})
    assert response.status_code == 200, response.text[:300]
    reports = response.json()["decks"]
    unknown = [v for r in reports for v in r["violations"] if v["code"] == "UNKNOWN_CARD"]
    assert len(unknown) == 3000


def test_the_api_still_bounds_a_text_list(client: TestClient) -> None:
    text = "1 Sevens Road Magician\n" * (MAX_TEXT_LINES + 1)
    response = client.post("/v1/validate", json={"text": text})
    assert response.status_code in (413, 422)
    assert str(MAX_TEXT_LINES) in response.text
