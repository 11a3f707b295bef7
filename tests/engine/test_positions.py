"""Positions as data: dump/load round trips taken from random games of every mode, the loaded
state playing on exactly as the original, bad positions rejected by name, a position written
by hand, the schema, and `rushdeck engine new / moves / play`."""

from __future__ import annotations

import copy
import json
import random

import jsonschema
import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st
from test_games import play_randomly

from validator.cli import main
from validator.engine import Action, legal_actions, new_game, outcome, play, step
from validator.engine.events import record_all
from validator.engine.lasting import in_force
from validator.engine.log import fingerprint
from validator.engine.position import dump, load
from validator.engine.state import MAIN, State
from validator.errors import InputError
from validator.paths import bundled
from validator.playtest.modes import format_settings, party_decks, party_settings
from validator.playtest.samples import sample_deck

RED_EYES, INFERNO_FIRE_BLAST, DARK_SORCERER = 15351, 15353, 15154
LEGENDARY_SWORD, MAGNUM_OVERLORD = 18896, 15898


def duel(table, seed: int) -> State:
    return new_game([sample_deck("sevens"), sample_deck("dragons")], seed, table, first=seed % 2)


@pytest.fixture(scope="module")
def party_game(table):
    decks = [deck for _, deck in party_decks()]
    return lambda seed: new_game(decks, seed, table, party_settings(), first=seed % 4)


@pytest.fixture(scope="module")
def relay_game(table):
    teams = [sample_deck(name) for name in ("sevens", "dragons", "sevens") * 2]
    settings_ = format_settings("wrgp")
    return lambda seed: new_game(teams, seed, table, settings_, first=(seed % 2) * 3)


def round_trip(s: State, table) -> State:
    """The state loaded from the position of `s` through JSON text, which dumps the same."""
    data = json.loads(json.dumps(dump(s)))
    assert data == dump(s), "a dumped position is plain JSON data"
    loaded = load(data, table)
    assert dump(loaded) == data
    return loaded


def comparable(s: State) -> tuple:
    """`fingerprint` and the events, with each lasting effect's filter by its JSON form: a
    loaded position compiles its filters anew, and compiled filters compare by identity."""
    facts = list(fingerprint(s))
    facts[14] = tuple(m._replace(filter=m.filter and m.filter.spec) for m in s.lasting)
    return (*facts, tuple(s.events), s.event_cursor, s.window, s.attack)


def play_on_alike(a: State, b: State, seed: int, actions: int | None = None) -> None:
    """Play the same random actions on both states: the same choices and results every time."""
    rng = random.Random(seed)
    played = 0
    while outcome(a) is None and (actions is None or played < actions):
        choices = legal_actions(a)
        assert legal_actions(b) == choices
        action = rng.choice(choices)
        play(a, action)
        play(b, action)
        assert comparable(a) == comparable(b), f"after {action}"
        played += 1
    assert outcome(a) == outcome(b)


def walk(
    s: State, seed: int, table, every: int = 6, span: int = 20, record: bool = False
) -> set[str]:
    """Play a random game, round-tripping the position after every action and playing on
    from the loaded copy every `every` actions; returns the kinds of position seen. With
    `record`, both keep every event (as `rushdeck engine play` does): more of them wait."""
    rng = random.Random(seed)
    seen: set[str] = set()
    index = 0
    if record:
        record_all(s)
    while True:
        loaded = round_trip(s, table)
        seen |= kinds(s)
        if index % every == 0:
            if record:
                record_all(loaded)
            play_on_alike(s.copy(), loaded, seed + index, span)
        if outcome(s) is not None:
            return seen
        play(s, rng.choice(legal_actions(s)))
        index += 1


def kinds(s: State) -> set[str]:
    found = {name for name in ("window", "resolving", "attack", "lasting") if getattr(s, name)}
    if s.events and s.event_cursor < len(s.events):
        found.add("unanswered events")
    if any(s.origin[c] != s.owner[c] for c in range(len(s.infos))):
        found.add("carried cards")
    if any(s.equip[c] >= 0 for c in range(len(s.infos))):
        found.add("equip")
    if any(s.maxc[c] >= 0 for c in range(len(s.infos))):
        found.add("maximum")
    if getattr(s.mode, "eliminated", None):
        found.add("eliminations")
    if s.phase != MAIN:
        found.add(f"phase {s.phase}")
    return found


# ------------------------------------------------------------------------ round trips


def test_positions_of_random_duels_round_trip_and_play_on_alike(table):
    seen: set[str] = set()
    for seed in range(12):
        seen |= walk(duel(table, seed), seed, table, record=seed < 4)
    wanted = {"window", "resolving", "attack", "lasting", "equip", "unanswered events"}
    assert wanted <= seen, f"not met: {wanted - seen}"


def test_positions_of_random_party_games_round_trip(table, party_game):
    seen: set[str] = set()
    for seed in range(3):
        seen |= walk(party_game(seed), seed, table, every=15)
    assert {"resolving", "lasting", "eliminations"} <= seen  # the party decks hold no Trap


def test_positions_of_random_relays_round_trip(table, relay_game):
    seen: set[str] = set()
    for seed in range(4):
        seen |= walk(relay_game(seed), seed, table, every=8)
    assert {"carried cards", "phase 4", "window", "attack"} <= seen  # 4: the Draw Phase choice


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 2**63 - 1), st.integers(0, 150), st.sampled_from(["duel", "party", "relay"]))
def test_any_position_plays_on_to_the_same_end(table, party_game, relay_game, seed, moves, mode):
    make = {"duel": lambda x: duel(table, x), "party": party_game, "relay": relay_game}[mode]
    s = make(seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if outcome(s) is not None:
            break
        play(s, rng.choice(legal_actions(s)))
    play_on_alike(s, round_trip(s, table), seed)


def test_a_loaded_opening_keeps_the_rng_and_the_deck_lists(table, party_game, relay_game):
    s = duel(table, 5)
    loaded = round_trip(s, table)
    assert loaded.rng.getstate() == s.rng.getstate()
    assert loaded.seed == 5 and loaded.first == 1
    for game in (s, party_game(5), relay_game(5)):
        assert round_trip(game, table).decks == game.decks


def test_the_schema_accepts_dumped_positions(table, party_game, relay_game):
    schema = json.loads(bundled("schemas", "position.schema.json").read_text("utf-8"))
    validator = jsonschema.Draft202012Validator(schema)
    for s in (duel(table, 2), party_game(2), relay_game(2)):
        play_randomly(s, 2, check=False)  # to the end, then a fresh game part-way
        validator.validate(dump(s))
    s = duel(table, 3)
    rng = random.Random(3)
    for _ in range(60):
        play(s, rng.choice(legal_actions(s)))
        validator.validate(dump(s))
    assert not validator.is_valid({"position": 1, "players": [{"hand": ["15150"]}, {}]})


# ------------------------------------------------------------------------ by hand


def scenario() -> dict:
    """Red-Eyes on the field, Inferno Fire Blast in hand: turn 3, player 1 to act.

    Bare card ids are numbered in order: seat 0's Deck 0-4, hand 5, Monster Zone 6; seat 1's
    Deck 7-11, Monster Zone 12."""
    return {
        "position": 1,
        "turn": 3,
        "players": [
            {
                "deck": [DARK_SORCERER] * 5,
                "hand": [INFERNO_FIRE_BLAST],
                "monsters": [RED_EYES, None, None],
            },
            {"deck": [DARK_SORCERER] * 5, "monsters": [DARK_SORCERER, None, None]},
        ],
    }


def test_a_position_written_by_hand_loads_and_plays(table):
    s = load(scenario(), table)
    assert [s.infos[c].id for c in s.hand[0]] == [INFERNO_FIRE_BLAST]
    assert s.hand[0] == [5] and s.mzone[0] == [6, -1, -1] and s.mzone[1] == [12, -1, -1]
    assert s.lp == [8000, 8000] and s.tp == 0 and s.turn == 3
    step(s, Action.parse("act 5"))
    assert s.lp[1] == 8000 - 2400
    (rule,) = s.lasting
    assert rule.rule == "no_attack_with" and rule.filter.spec == {"ids": [RED_EYES]}
    loaded = round_trip(s, table)
    assert dump(loaded)["lasting"][0]["filter"] == {"ids": [RED_EYES]}
    step(loaded, Action("battle"))
    assert legal_actions(loaded) == [Action("end")], "Red-Eyes cannot attack this turn"
    step(s, Action("battle"))
    play_on_alike(s, loaded, 1)


def test_hand_written_cards_mix_with_numbered_ones(table):
    data = scenario()
    data["players"][0]["monsters"] = [None, {"i": 0, "card": RED_EYES}, None]
    s = load(data, table)
    assert s.mzone[0] == [-1, 0, -1] and s.hand[0] == [6]  # bare ids come after instance 0
    assert s.since[0] == 0, "a card placed by hand has been there since before turn 1"
    assert any(a == Action("pos", (0,)) for a in legal_actions(s))


# ------------------------------------------------------------------------ bad positions


@pytest.fixture(scope="module")
def midgame(table) -> dict:
    """A position with monsters and Spells or Traps on both fields."""
    s = duel(table, 1)
    rng = random.Random(1)
    while not (all(any(c >= 0 for c in s.mzone[p]) for p in (0, 1)) and s.window is None):
        play(s, rng.choice(legal_actions(s)))
    return dump(s)


def monster_slot(data: dict) -> tuple[int, int]:
    for p, player in enumerate(data["players"]):
        for i, slot in enumerate(player["monsters"]):
            if slot is not None:
                return p, i
    raise AssertionError("no monster")


def free_slot(data: dict, zone: str) -> tuple[int, int]:
    for p, player in enumerate(data["players"]):
        if None in player[zone]:
            return p, player[zone].index(None)
    raise AssertionError(f"no free slot in {zone}")


def next_instance(data: dict) -> int:
    """The number a card added to the position takes (one more card than it holds)."""
    text = json.dumps(data["players"]) + json.dumps(data["mode"])
    return text.count('"i": ')


def _two_places(d):
    d["players"][0]["graveyard"].append(d["players"][0]["deck"][0])


def _no_place(d):
    d["players"][0]["deck"] = [c for c in d["players"][0]["deck"] if c["i"] != 0]


def _unknown_card(d):
    d["players"][0]["deck"][0]["card"] = 99999999


def _wrong_name(d):
    d["players"][0]["deck"][0]["name"] = "Blue-Eyes White Dragon"


def _four_monsters(d):
    d["players"][1]["monsters"] = [DARK_SORCERER] * 4


def _short_zone(d):
    d["players"][1]["spells_traps"] = [None, None]


def _bad_equip(d):
    p, i = free_slot(d, "spells_traps")
    d["players"][p]["spells_traps"][i] = {"i": next_instance(d), "card": LEGENDARY_SWORD}
    d["players"][p]["spells_traps"][i]["equip"] = d["players"][0]["deck"][0]["i"]


def _lonely_centre(d):
    p, i = free_slot(d, "monsters")
    centre = next_instance(d)
    d["players"][p]["monsters"][i] = {"i": centre, "card": MAGNUM_OVERLORD, "maximum": centre}


def _wrong_actor(d):
    d["to_act"] = 1 - d["to_act"]


def _unknown_flag(d):
    p, i = monster_slot(d)
    d["players"][p]["monsters"][i]["flags"] = ["tired"]


def _unknown_setting(d):
    d["settings"]["hand_limit"] = 6


def _no_such_effect(d):
    p, i = monster_slot(d)
    monster = d["players"][p]["monsters"][i]["i"]
    d["resolving"] = {"card": monster, "effect": 5, "player": 0, "waiting": "pick"}


def _bad_rng(d):
    d["rng"]["state"] = d["rng"]["state"][:40]


def _bad_filter(d):
    d["lasting"] = [
        {
            "rule": "no_attack_with",
            "value": "",
            "target": -1,
            "player": 0,
            "source": 0,
            "until": "end_of_turn",
            "turn": 1,
            "filter": {"colour": "red"},
        }
    ]


def _event_off_the_table(d):
    d["events"] = [{"event": "draw", "card": 500, "player": 0, "how": "normal"}]


def _bad_order(d):
    d["order"] = [0, 0]


def _position_off_the_field(d):
    d["players"][0]["deck"][0]["position"] = "attack"


def _mode_of_a_duel(d):
    d["mode"] = {"mode": "party"}


def _string_card_id(d):
    d["players"][0]["deck"][0]["card"] = str(d["players"][0]["deck"][0]["card"])


def _winner_while_running(d):
    d["winner"] = 0


def _spell_in_monster_zone(d):
    p, i = monster_slot(d)
    d["players"][p]["monsters"][i]["card"] = 16372  # Pot of Greed
    del d["players"][p]["monsters"][i]["name"]


def _missing_seat(d):
    d["turn_player"] = 2


def _field_card_badly_marked(d):
    d["players"][0]["field"] = {"i": 0, "card": 16930, "marks": ["seen"]}


def _cursor_past_events(d):
    d["event_cursor"] = len(d["events"]) + 1


BAD = {
    "a card in two places": (_two_places, "in two places"),
    "a card in none": (_no_place, "instance 0 is in no place"),
    "an unknown card id": (_unknown_card, "unknown card id 99999999"),
    "a name that is not the card's": (_wrong_name, "not 'Blue-Eyes White Dragon'"),
    "4 monsters in 3 zones": (_four_monsters, "players[1].monsters: 4 cards in 3 Monster Zones"),
    "a zone list too short": (_short_zone, "2 slots, but the settings give 3"),
    "an Equip on no monster": (_bad_equip, "which is no monster on the field"),
    "a Maximum centre alone": (_lonely_centre, "has 1 of its 3 pieces"),
    "the wrong player to act": (_wrong_actor, "but the position waits for seat"),
    "an unknown flag": (_unknown_flag, "flags[0]: Input should be 'attacked'"),
    "an unknown setting": (_unknown_setting, "settings.hand_limit: Extra inputs"),
    "an effect the card lacks": (_no_such_effect, "has no effect 5"),
    "a short RNG state": (_bad_rng, "rng.state: 30 bytes"),
    "an unknown filter key": (_bad_filter, "lasting[0].filter.colour: unknown filter key"),
    "an event naming no card": (_event_off_the_table, "events[0].card: there is no instance 500"),
    "a turn order with a seat twice": (_bad_order, "is not an order of the seats"),
    "a position off the field": (_position_off_the_field, "'position' is only for a card on"),
    "a party's state in a duel": (_mode_of_a_duel, "a party state for a game of mode 'duel'"),
    "a card id as text": (_string_card_id, "Input should be a valid integer"),
    "a winner while the game runs": (_winner_while_running, "for a game that is over"),
    "a Spell in a Monster Zone": (_spell_in_monster_zone, "Pot of Greed is no monster"),
    "a seat that is not there": (_missing_seat, "there is no seat 2"),
    "an event cursor too far": (_cursor_past_events, "event_cursor"),
    "an unknown mark": (_field_card_badly_marked, "players[0].field.marks[0]: Input should be"),
}


@pytest.mark.parametrize("name", sorted(BAD))
def test_bad_positions_are_input_errors_naming_the_problem(table, midgame, name):
    spoil, message = BAD[name]
    data = copy.deepcopy(midgame)
    load(copy.deepcopy(data), table)  # fine before it is spoilt
    spoil(data)
    with pytest.raises(InputError) as caught:
        load(data, table)
    assert message in str(caught.value)


@pytest.fixture(scope="module")
def waiting(table) -> dict:
    """A position whose resolution waits for a pick."""
    for seed in range(40):
        s = duel(table, seed)
        rng = random.Random(seed)
        while outcome(s) is None:
            if s.resolving is not None and s.resolving.waiting == "pick":
                return dump(s)
            play(s, rng.choice(legal_actions(s)))
    raise AssertionError("no resolution waiting for a pick")


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"waiting": "position"}, "no 'position' decision"),
        ({"pc": 99}, "resolving.pc: 99 is past the effect's"),
        ({"ways": []}, "waits to be made, with the ways it offers"),
        ({"effect": 9}, "has no effect 9"),
        ({"picks": []}, "resolving.picks: the effect makes"),
        ({"player": 5}, "resolving.player: there is no seat 5"),
        ({"moved": [4000]}, "resolving: there is no instance 4000"),
    ],
)
def test_a_resolution_must_wait_where_its_effect_can(table, waiting, change, message):
    load(copy.deepcopy(waiting), table)
    data = copy.deepcopy(waiting)
    data["resolving"].update(change)
    data.pop("to_act")
    with pytest.raises(InputError, match=message):
        load(data, table)


def test_a_lasting_effect_is_on_a_monster_on_the_field(table, midgame):
    data = copy.deepcopy(midgame)
    data["lasting"] = [
        {
            "rule": "atk",
            "value": 300,
            "target": data["players"][0]["deck"][0]["i"],
            "player": 0,
            "source": 0,
            "until": "end_of_turn",
            "turn": 1,
        }
    ]
    with pytest.raises(InputError, match=r"lasting\[0\].target: instance \d+ is no monster on"):
        load(data, table)
    p, i = monster_slot(data)
    data["lasting"][0]["target"] = data["players"][p]["monsters"][i]["i"]
    s = load(data, table)
    assert "atk" in in_force(s) and dump(s)["lasting"][0]["filter"] is None


@pytest.mark.parametrize(
    "data",
    [[], "position", {}, {"seed": 1, "decks": [], "actions": []}, {"position": 2, "players": []}],
)
def test_what_is_no_position_is_an_input_error(table, data):
    with pytest.raises(InputError, match="position"):
        load(data, table)


def test_a_whole_maximum_monster_and_an_equip_load(table):
    data = scenario()
    data["players"][0]["monsters"] = [
        {"i": 0, "card": 15897, "position": "maximum piece", "maximum": 1},
        {"i": 1, "card": MAGNUM_OVERLORD, "maximum": 1},
        {"i": 2, "card": 15899, "position": "maximum piece", "maximum": 1},
    ]
    data["players"][0]["spells_traps"] = [
        {"i": 3, "card": LEGENDARY_SWORD, "position": "face-up", "equip": 4},
        None,
        None,
    ]
    data["players"][1]["monsters"] = [{"i": 4, "card": DARK_SORCERER}, None, None]
    s = load(data, table)
    assert s.maxc[:3] == [1, 1, 1] and s.equip[3] == 4 and s.hand[0] == [10]
    play_on_alike(s, round_trip(s, table), 3)
    data["players"][0]["monsters"][0] = None
    data["players"][0]["deck"].append(15897)  # instance 0 goes; the last bare id takes 12
    with pytest.raises(InputError, match="instance 0 is in no place"):
        load(data, table)
    data["players"][0]["deck"][-1] = {"i": 0, "card": 15897}
    with pytest.raises(InputError, match="instance 1 has 2 of its 3 pieces on the field"):
        load(data, table)
    data["players"][0]["monsters"][0] = {"i": 0, "card": 15897, "position": "maximum piece"}
    data["players"][0]["deck"].pop()
    with pytest.raises(InputError, match="'maximum piece' needs the centre"):
        load(data, table)


def test_an_equip_needs_its_monster_on_the_field(table):
    data = scenario()
    data["players"][1]["monsters"][0] = None
    data["players"][0]["spells_traps"] = [
        {"i": 0, "card": LEGENDARY_SWORD, "position": "face-up", "equip": 1},
        None,
        None,
    ]
    data["players"][1]["hand"] = [{"i": 1, "card": DARK_SORCERER}]
    with pytest.raises(InputError, match="attached to instance 1, which is no monster on the"):
        load(data, table)


# -------------------------------------------------------------------------------- CLI


def run(*args: str, stdin: str | None = None):
    return CliRunner().invoke(main, list(args), input=stdin)


def test_new_moves_play_round_trip(tmp_path):
    made = run("engine", "new", "sample:sevens", "--vs", "sample:dragons", "--seed", "4")
    assert made.exit_code == 0, made.output
    opening = json.loads(made.stdout)
    assert opening["position"] == 1 and opening["to_act"] == 0 and opening["seed"] == 4
    path = tmp_path / "opening.json"
    path.write_text(made.stdout, "utf-8")

    listed = run("engine", "moves", str(path), "--json")
    assert listed.exit_code == 0, listed.output
    moves = json.loads(listed.stdout)
    assert moves["to_act"] == 0 and {"action": "end", "text": "ends the turn"} in moves["actions"]
    text = run("engine", "moves", str(path)).stdout.splitlines()
    assert [line.split("  ")[0].strip() for line in text] == [m["action"] for m in moves["actions"]]

    summon = next(m["action"] for m in moves["actions"] if m["action"].startswith("summon"))
    played = run("engine", "play", str(path), summon, "end", "--json")
    assert played.exit_code == 0, played.output
    result = json.loads(played.stdout)
    assert set(result) == {"position", "events"} and len(result["events"]) == 2
    assert result["events"][0][0]["event"] == "summon"
    assert [e["event"] for e in result["events"][1]] == ["draw"]  # the next player draws
    assert result["position"]["to_act"] == 1 and result["position"]["turn"] == 2

    again = run("engine", "moves", "-", "--json", stdin=json.dumps(result["position"]))
    assert json.loads(again.stdout)["to_act"] == 1
    shown = run("engine", "play", str(path), summon, "--out", str(tmp_path / "next.json"))
    assert shown.exit_code == 0, shown.output
    assert "is Normal Summoned by player 1" in shown.stdout
    assert "Turn 1, player 1's main phase; player 1 to act" in shown.stdout
    after = json.loads((tmp_path / "next.json").read_text("utf-8"))
    assert after["players"][0]["monsters"][0]["i"] == int(summon.split()[1])


def test_new_takes_who_goes_first():
    made = run("engine", "new", "sample:sevens", "--vs", "sample:dragons", "--first", "2")
    assert made.exit_code == 0, made.output
    assert json.loads(made.stdout)["to_act"] == 1


def test_position_commands_exit_2_on_bad_input(tmp_path):
    bad = tmp_path / "broken.json"
    bad.write_text('{"position": 1,', "utf-8")
    result = run("engine", "moves", str(bad))
    assert result.exit_code == 2 and f"{bad}:1: invalid JSON" in result.stderr
    deck = tmp_path / "deck.json"
    deck.write_text('{"main": [15150]}', "utf-8")
    result = run("engine", "moves", str(deck))
    assert result.exit_code == 2 and "not a position" in result.stderr
    wrong = tmp_path / "wrong.json"
    wrong.write_text(json.dumps({"position": 1, "players": [{"hand": [1]}, {}]}), "utf-8")
    result = run("engine", "play", str(wrong), "end")
    assert result.exit_code == 2 and "unknown card id 1" in result.stderr
    assert run("engine", "moves", str(tmp_path / "missing.json")).exit_code == 2
    assert run("engine", "new", "sample:nope", "--vs", "sample:dragons").exit_code == 2


def test_play_rejects_an_illegal_action_by_name(tmp_path):
    position = json.dumps(scenario())
    result = run("engine", "play", "-", "end", "summon 99", stdin=position)
    assert result.exit_code == 2
    assert "action 2, 'summon 99', is not legal here (turn 4" in result.stderr
    result = run("engine", "play", "-", "fly", stdin=position)
    assert result.exit_code == 2 and "not an action: 'fly'" in result.stderr


def test_a_finished_game_has_no_moves():
    over = scenario() | {"phase": "over", "winner": 1, "reason": "lp"}
    result = run("engine", "moves", "-", stdin=json.dumps(over))
    assert result.exit_code == 0 and result.stdout == ""
    assert "no legal action: the game is over: lp" in result.stderr
    listed = json.loads(run("engine", "moves", "-", "--json", stdin=json.dumps(over)).stdout)
    assert listed == {"to_act": None, "actions": []}
    over["to_act"] = 0
    assert "waits for nobody" in run("engine", "moves", "-", stdin=json.dumps(over)).stderr
