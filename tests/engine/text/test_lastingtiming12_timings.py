"""A Trap answering a monster of yours destroyed by an opponent's attack or by the effect of
one of their Trap Cards, in the position it stood in: compiled from a made-up clause and played
on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, play
from tests.engine.text.text_support import board_playing, compiled, missing, round_trip
from validator.engine import actor
from validator.engine.state import ATK, DEF, FACEDOWN, OFF, SET

TRAP = 16181  # Earth Pressure Explosion, a Normal Trap: the card that plays the made-up text
SAKURETSU = 16768  # Sakuretsu Armor: a Trap that destroys the attacking monster
DARK_HOLE = 18398  # Spell: destroy every monster on the field
PYRO = 15610  # Stock the Noodle Ninja: FIRE Pyro, Level 4, 1000 ATK
DM = 15410  # Dark Magician: DARK Spellcaster, Level 7, 2500/2100
TIMING = (
    "When an Attack Position Pyro Type monster(s) on your field is destroyed by an opponent's "
    "attack or their Trap Card effect."
)


def _encoding() -> dict:
    return compiled(TRAP, "Draw 1 card.", requirement=TIMING)


def test_the_timing_is_an_attack_or_a_trap_card_effect_of_the_opponent() -> None:
    assert round_trip("timing", TIMING) == TIMING[:-1]
    fields = {"event": "destroyed", "whose": "own", "filter": {"kind": "monster", "race": "Pyro"}}
    assert _encoding()["effects"][0]["trigger"] == {
        **fields,
        "was": ["attack"],
        "how": ["battle"],
        "attacker": "opp",
        "or": [
            {
                **fields,
                "was": ["attack"],
                "by": "opp",
                "how": ["effect"],
                "target_filter": {"kind": "trap"},
            }
        ],
    }


def test_a_monster_destroyed_by_an_opponent_s_attack_in_attack_position(board) -> None:
    board = board_playing(_encoding())
    s = board.game(cards=([DM, DM], [TRAP, PYRO, PYRO]))
    dm, other = board.monster(s, 0, DM), board.monster(s, 0, DM)
    pyro, defending = board.monster(s, 1, PYRO), board.monster(s, 1, PYRO, DEF)
    trap = board.spell(s, 1, TRAP, SET)
    play(s, "battle", f"attack {other} {defending}")
    assert s.pos[defending] == OFF and actor(s) == 0  # in Defense Position: no timing
    play(s, f"attack {dm} {pyro}")
    assert s.pos[pyro] == OFF and actor(s) == 1 and activations(s, trap) == [()]


def test_a_monster_destroyed_by_an_opponent_s_trap_card_not_their_spell(board) -> None:
    board = board_playing(_encoding())
    s = board.game(cards=([TRAP, PYRO], [SAKURETSU]), tp=0)
    pyro, trap = board.monster(s, 0, PYRO), board.spell(s, 0, TRAP, SET)
    sakuretsu = board.spell(s, 1, SAKURETSU, SET)
    play(s, "battle", f"attack {pyro}", f"act {sakuretsu}")  # it destroys the attacking monster
    assert s.pos[pyro] == OFF and activations(s, trap) == [()]
    s = board.game(cards=([DARK_HOLE], [TRAP, PYRO]))
    pyro, trap = board.monster(s, 1, PYRO), board.spell(s, 1, TRAP, SET)
    play(s, f"act {board.hand(s, 0, DARK_HOLE)}")
    assert s.pos[pyro] == OFF and actor(s) == 0  # a Spell Card's effect: no timing


def test_a_destroyed_monster_in_a_position_the_event_does_not_tell() -> None:
    timing = TIMING.replace("Attack Position", "face-up")
    assert [m["clause"] for m in missing(TRAP, "Draw 1 card.", requirement=timing)] == [0]


# ------------------------------------------------------- a card sent from the opponent's Deck

STORM = 17213  # Temporary Storm Blockade, a Normal Trap: the card that plays the made-up text
RUNNER = 16689  # Reset Runner: its cost sends the top card of its Deck to the GY
SENT = "When a card(s) is sent from your opponent's Deck to the GY."


def test_a_card_sent_from_the_opponent_s_deck_to_the_gy(board) -> None:
    assert round_trip("timing", SENT) == SENT[:-1]
    encoding = compiled(STORM, "Draw 1 card.", requirement=SENT)
    assert encoding["effects"][0]["trigger"] == {
        "event": "sent_to_gy",
        "whose": "opp",
        "was": ["deck"],
    }
    board = board_playing(encoding)
    s = board.game(cards=([RUNNER], [STORM]))
    runner, trap = board.monster(s, 0, RUNNER), board.spell(s, 1, STORM, SET)
    play(s, f"act {runner}")  # its cost: the top card of the Deck to the GY
    assert actor(s) == 1 and activations(s, trap) == [()]


def test_cards_sent_from_the_field_or_from_your_own_deck_are_no_timing(board) -> None:
    board = board_playing(compiled(STORM, "Draw 1 card.", requirement=SENT))
    s = board.game(cards=([DARK_HOLE, DM], [STORM]))
    board.monster(s, 0, DM), board.spell(s, 1, STORM, SET)
    play(s, f"act {board.hand(s, 0, DARK_HOLE)}")  # the monster and the Spell: from the field
    assert s.gy[0] and actor(s) == 0
    s = board.game(cards=([], [STORM, RUNNER]), tp=1)
    runner, trap = board.monster(s, 1, RUNNER), board.spell(s, 1, STORM, SET)
    play(s, f"act {runner}")  # the Trap's own controller's Deck
    assert actor(s) == 1 and activations(s, trap) == []


# --------------------------------------------------- several monsters destroyed together

BRUTAL = 15211  # Brutal Retribution, a Normal Trap: the card that plays the made-up text
MAGICIAN = 15150  # Sevens Road Magician: an Effect Monster
TOGETHER = (
    "When 2 or more face-up Normal Monsters on your field are destroyed at the same time by an "
    "opponent's card effect."
)


def test_two_face_up_normal_monsters_destroyed_together_by_an_opponent_s_effect(board) -> None:
    assert round_trip("timing", TOGETHER) == TOGETHER[:-1]
    encoding = compiled(BRUTAL, "Draw 1 card.", requirement=TOGETHER)
    assert encoding["effects"][0]["trigger"] == {
        "event": "destroyed",
        "whose": "own",
        "by": "opp",
        "how": ["effect"],
        "filter": {"kind": "monster", "normal": True},
        "was": ["attack", "defense"],
        "count": 2,
    }
    board = board_playing(encoding)
    s = board.game(cards=([DARK_HOLE], [BRUTAL, DM, PYRO]))
    board.monster(s, 1, DM), board.monster(s, 1, PYRO, DEF)
    trap = board.spell(s, 1, BRUTAL, SET)
    play(s, f"act {board.hand(s, 0, DARK_HOLE)}")
    assert actor(s) == 1 and activations(s, trap) == [()]


def test_monsters_destroyed_together_that_are_not_all_as_described(board) -> None:
    board = board_playing(compiled(BRUTAL, "Draw 1 card.", requirement=TOGETHER))
    for other, position in ((MAGICIAN, ATK), (PYRO, FACEDOWN)):
        s = board.game(cards=([DARK_HOLE], [BRUTAL, DM, other]))
        board.monster(s, 1, DM), board.monster(s, 1, other, position)
        board.spell(s, 1, BRUTAL, SET)
        play(s, f"act {board.hand(s, 0, DARK_HOLE)}")
        assert actor(s) == 0  # an Effect Monster, a face-down monster: 1 as described
