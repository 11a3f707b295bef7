"""`rushdeck replay` of a game log edited by hand: every problem named, exit 2, no traceback,
and no setting large enough to make the engine allocate without bound."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from tests.hostile.invoke import run
from tests.hostile.support import refused
from validator.cards import load_cards
from validator.engine import CardTable, DeckList, legal_actions, new_game, outcome, play
from validator.engine.log import GameLog
from validator.schemas import schema_for

Edit = Callable[[dict[str, Any]], None]


@pytest.fixture(scope="module")
def game() -> dict[str, Any]:
    """The log of a short, whole game: each player ends every turn until one decks out."""
    decks = [DeckList((15154,) * 40), DeckList((15154,) * 40)]
    s = new_game(decks, 5, CardTable(load_cards()))
    actions = []
    while outcome(s) is None:
        moves = legal_actions(s)
        action = next((a for a in moves if str(a) == "end"), moves[0])
        actions.append(str(action))
        play(s, action)
    log = GameLog(seed=5, decks=decks, actions=actions, winner=s.winner, reason=s.reason)
    return json.loads(json.dumps(log.to_json()))


def write(tmp_path: Path, data: Any) -> Path:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data))
    return path


def edited(game: dict[str, Any], edit: Edit) -> dict[str, Any]:
    data = json.loads(json.dumps(game))
    edit(data)
    return data


def test_the_unedited_log_replays(game, tmp_path):
    result = run("replay", str(write(tmp_path, game)))
    assert result.exit_code == 0 and "wins (the opponent could not draw)" in result.stdout


def test_a_log_as_written_matches_the_published_schema(game):
    jsonschema.Draft202012Validator(schema_for("game-log")).validate(game)


CASES: dict[str, tuple[Edit, str]] = {
    "actions after the end": (
        lambda d: d["actions"].extend(["end", "end"]),
        "comes after the end of the game",
    ),
    "a seat that does not play first": (lambda d: d.update(first=5), "first: there is no seat 5"),
    "first as text": (lambda d: d.update(first="1"), "first: Input should be a valid integer"),
    "settings not an object": (lambda d: d.update(settings=5), "settings: Input should be"),
    "settings a list": (lambda d: d.update(settings=[1, 2]), "settings: Input should be"),
    "an unknown setting": (
        lambda d: d["settings"].update(hand_limit=6),
        "settings.hand_limit: Extra inputs are not permitted",
    ),
    "a null action": (lambda d: d["actions"].insert(0, None), "actions[0]: Input should be"),
    "a number as action": (lambda d: d["actions"].insert(3, 5), "actions[3]: Input should be"),
    "an instance out of range": (
        lambda d: d["actions"].__setitem__(0, "summon 99999"),
        "action 1: illegal action summon 99999 (turn 1",
    ),
    "a negative instance": (
        lambda d: d["actions"].__setitem__(0, "summon -3"),
        "action 1: illegal action summon -3 (turn 1",
    ),
    "not an action": (lambda d: d["actions"].__setitem__(2, "fly away"), "action 3: not an"),
    "negative LP": (
        lambda d: d["settings"].update(starting_lp=-5),
        "settings.starting_lp: Input should be greater than or equal to 1",
    ),
    "a billion Monster Zones": (
        lambda d: d["settings"].update(monster_zones=10**9),
        "settings.monster_zones: Input should be less than or equal to 10",
    ),
    "a billion cards in hand": (
        lambda d: d["settings"].update(opening_hand=10**9),
        "settings.opening_hand: Input should be less than or equal to 60",
    ),
    "a Speed World of a billion counters": (
        lambda d: d["settings"].update(speed_world={"max_counters": 10**9}),
        "settings.speed_world.max_counters: Input should be less than or equal to 1000",
    ),
    "no turns": (
        lambda d: d["settings"].update(max_turns=-1),
        "settings.max_turns: Input should be greater than or equal to 1",
    ),
    "a deck that is null": (lambda d: d["decks"].__setitem__(0, None), "decks[0]: Input should be"),
    "a card id as text": (
        lambda d: d["decks"][0]["main"].__setitem__(0, "abc"),
        "decks[0].main[0]: Input should be a valid integer",
    ),
    "one deck": (lambda d: d.update(decks=d["decks"][:1]), "decks: List should have at least 2"),
    "more names than decks": (
        lambda d: d.update(names=["a", "b", "c"]),
        "names: 3 names for 2 decks",
    ),
    "names not a list": (lambda d: d.update(names=5), "names: Input should be a valid list"),
    "a seed as text": (lambda d: d.update(seed="abc"), "seed: Input should be a valid integer"),
    "a winner as text": (lambda d: d.update(winner="x"), "winner: Input should be a valid integer"),
    "an unknown field": (lambda d: d.update(turn=3), "turn: Extra inputs are not permitted"),
    "no version": (lambda d: d.pop("version"), "version: Field required"),
}


@pytest.mark.parametrize("edit, problem", CASES.values(), ids=CASES.keys())
def test_an_edited_log_is_refused_naming_the_problem(game, tmp_path, edit, problem):
    path = write(tmp_path, edited(game, edit))
    message = refused("replay", str(path))
    assert message.startswith(f"error: {path}: ")
    assert problem in message


@pytest.mark.parametrize(
    "data, problem",
    [([1, 2], "not a game log: a game log is a JSON object"), ("{", "invalid JSON")],
)
def test_a_file_that_is_no_log_is_refused(tmp_path, data, problem):
    path = tmp_path / "game.json"
    path.write_text(data if isinstance(data, str) else json.dumps(data))
    assert problem in refused("replay", str(path))


def test_a_log_too_deep_to_read_is_refused(tmp_path):
    path = tmp_path / "game.json"
    path.write_text('{"version": 1, "decks": ' + "[" * 5000 + "]" * 5000 + "}")
    assert f"{path}:1: invalid JSON: arrays and objects nested" in refused("replay", str(path))


def test_a_log_that_is_not_utf8_is_refused(tmp_path):
    path = tmp_path / "game.json"
    path.write_bytes(b'{"version": 1, "seed": "\xff"}')
    assert f"{path}: not UTF-8 text" in refused("replay", str(path))
