"""Playtest options that cannot go together, and what a replay prints."""

from __future__ import annotations

import re
from pathlib import Path

from tests.hostile.invoke import run

NEGATIVE = re.compile(r"(?<![\w-])-\d")


def test_goldfish_with_an_opponent_is_a_usage_error() -> None:
    result = run("playtest", "sample:sevens", "--goldfish", "--vs", "sample:dragons", code=2)
    assert "--goldfish" in result.stderr and "--vs" in result.stderr
    assert result.stdout == ""


def test_a_replay_never_prints_negative_lp(tmp_path: Path) -> None:
    logs = tmp_path / "logs"
    played = ["playtest", "sample:sevens", "--vs", "sample:dragons", "--games", "2", "--seed", "1"]
    run(*played, "--save-logs", str(logs), code=0)
    lines = [
        line
        for log in sorted(logs.iterdir())
        for line in run("replay", str(log), code=0).stdout.splitlines()
    ]
    assert any(re.search(r"-> 0\]$", line) for line in lines)  # a game lost by LP, shown at 0
    assert not [line for line in lines if NEGATIVE.search(line)]


def test_the_board_never_shows_negative_lp(tmp_path: Path) -> None:
    """A 2400 ATK direct attack on 100 LP: the loser is shown at 0 LP."""
    opening = tmp_path / "opening.json"
    opening.write_text(
        '{"position": 1, "turn": 3, "players": ['
        '{"deck": [15154, 15154, 15154, 15154, 15154], "monsters": [15351, null, null]},'
        '{"lp": 100, "deck": [15154, 15154, 15154, 15154, 15154]}]}',
        encoding="utf-8",
    )
    result = run("engine", "play", str(opening), "battle", "attack 5", code=0)
    assert "player 1 wins (lp)" in result.stdout and "Player 2: LP 0," in result.stdout
    assert not NEGATIVE.search(result.stdout)
