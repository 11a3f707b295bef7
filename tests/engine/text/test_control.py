"""The control family: "Take control of 1 ... monster on your opponent's field" (for good, or
until the End Phase), Special Summons from the opponent's GY to your field, and what control
means for the rules: who attacks with the monster, whose GY it goes to, the End Phase return,
relay hand-overs, party eliminations and positions."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, choices, play
from tests.engine.conftest import FILLER, Board
from tests.engine.test_games import check_invariants
from tests.engine.text.text_support import (
    board_playing,
    compiled,
    missing,
    table_playing,
)
from validator.engine import DeckList, new_game
from validator.engine.field import (
    lose,
    monsters,
    owner_of,
    place_monster,
    take_control,
    to_gy,
    to_hand_from_field,
)
from validator.engine.position import dump, load
from validator.engine.state import ATK, FACEDOWN, MAIN, SET, Settings, State
from validator.playtest.modes import party_settings

MAGICIAN = 15150  # Sevens Road Magician: a Level 7 Effect Monster (the card the text is for)
DM = 15410  # Dark Magician: a Level 7 Normal Monster, 2500 ATK
SKULL = 15781  # Summoned Skull: a Level 6 Normal Monster, 2500 ATK
REBORN = 16767  # Monster Reborn, a Normal Spell

TAKE = (
    "Take control of 1 face-up Level 8 or lower monster on your opponent's field, except a "
    "Maximum Monster."
)
UNTIL_END_PHASE = (
    "Take control of 1 face-up Level 8 or lower monster on your opponent's field that is not "
    "in Maximum Mode until the End Phase (when control of that monster is returned, if there "
    "is no Monster Zone to return to, send it to the GY)."
)


def _taking(text=TAKE):
    """The magician's effect taking control; a board with it face-up on player 0's field."""
    encoding = compiled(MAGICIAN, text)
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [DM, SKULL, SKULL]))
    return encoding, board, s, board.monster(s, 0, MAGICIAN)


def test_take_control_picks_a_monster_of_the_opponents_field_and_moves_it() -> None:
    encoding, board, s, magician = _taking()
    effect = encoding["effects"][0]
    assert effect["picks"] == [
        {
            "from": "opp_faceup",
            "filter": {
                "kind": "monster",
                "level_max": 8,
                "subtype": ["normal", "effect", "fusion", "ritual", "union"],
            },
        }
    ]
    assert effect["effect"] == [{"op": "take_control", "target": {"pick": 0}}]
    dm, skull = board.monster(s, 1, DM), board.monster(s, 1, SKULL)
    board.monster(s, 1, FILLER, pos=FACEDOWN)  # face-down: not a choice
    play(s, f"act {magician}")
    assert sorted(choices(s)) == sorted([(dm,), (skull,)])
    play(s, f"pick {dm}")
    assert monsters(s, 0) == [magician, dm] and monsters(s, 1) == [skull, s.mzone[1][2]]
    assert s.owner[dm] == 0 and owner_of(s, dm) == 1 and s.borrowed == ((dm, 1, False),)
    check_invariants(s)
    # It is the new controller's to attack with (on the field since an earlier turn).
    play(s, "battle", f"attack {dm} {skull}")
    assert dm in s.gy[1] and skull in s.gy[1]  # both destroyed, each to its owner's GY
    assert s.borrowed == () and s.owner[dm] == 1
    check_invariants(s)


def test_take_control_for_good_stays_after_the_end_phase() -> None:
    _, board, s, magician = _taking()
    dm = board.monster(s, 1, DM)
    play(s, f"act {magician}", "end")  # the only choice: taken at once
    assert monsters(s, 0) == [magician, dm]
    play(s, "end")
    assert monsters(s, 0) == [magician, dm] and s.borrowed == ((dm, 1, False),)


def test_take_control_needs_a_free_monster_zone_and_a_monster_to_take() -> None:
    _, board, s, magician = _taking()
    assert activations(s, magician) == []  # nothing on the opponent's field
    board.monster(s, 1, DM)
    assert activations(s, magician) == [()]
    board.monster(s, 0, FILLER)
    board.monster(s, 0, FILLER)
    assert activations(s, magician) == []  # no free Monster Zone


def test_control_until_the_end_phase_goes_back_to_the_owner() -> None:
    encoding, board, s, magician = _taking(UNTIL_END_PHASE)
    assert encoding["effects"][0]["effect"] == [
        {"op": "take_control", "target": {"pick": 0}, "until": "end_phase"}
    ]
    dm = board.monster(s, 1, DM)
    play(s, f"act {magician}")
    assert monsters(s, 0) == [magician, dm] and s.borrowed == ((dm, 1, True),)
    position = dump(s)
    assert position["players"][0]["monsters"][1]["owner"] == 1
    assert position["players"][0]["monsters"][1]["returns"] is True
    assert dump(load(position, table_playing(encoding))) == position
    play(s, "end")
    assert monsters(s, 1) == [dm] and s.owner[dm] == 1 and s.borrowed == ()
    check_invariants(s)


def test_control_returning_to_a_full_field_sends_the_monster_to_its_owners_gy() -> None:
    _, board, s, magician = _taking(UNTIL_END_PHASE)
    dm = board.monster(s, 1, DM)
    play(s, f"act {magician}")
    for card in (SKULL, SKULL, FILLER):  # the owner's Monster Zones fill up meanwhile
        board.monster(s, 1, card)
    play(s, "end")
    assert dm in s.gy[1] and s.pos[dm] == 0 and s.borrowed == ()
    check_invariants(s)


def test_a_taken_monster_leaving_the_field_goes_to_its_owners_hand_or_gy(table) -> None:
    board = Board(table)
    s = board.game(cards=([], [DM, SKULL]))
    dm, skull = board.monster(s, 1, DM), board.monster(s, 1, SKULL)
    assert take_control(s, dm, 0, False) and take_control(s, skull, 0, True)
    assert not take_control(s, dm, 0, False)  # already player 0's
    to_hand_from_field(s, dm)
    to_gy(s, skull)
    assert s.hand[1] == [dm] and s.gy[1] == [skull] and s.borrowed == ()
    check_invariants(s)


def test_taking_back_your_own_monster_ends_the_borrowing(table) -> None:
    board = Board(table)
    s = board.game(cards=([], [DM]))
    dm = board.monster(s, 1, DM)
    take_control(s, dm, 0, True)
    take_control(s, dm, 1, False)
    assert monsters(s, 1) == [dm] and s.borrowed == ()


def test_special_summon_from_the_opponents_gy_is_under_your_control() -> None:
    encoding = compiled(REBORN, "Special Summon 1 monster from either GY face-up to your field.")
    assert encoding["effects"][0]["picks"] == [{"from": "all_gy", "filter": {"kind": "monster"}}]
    board = board_playing(encoding)
    s = board.game(cards=([REBORN], [DM]))
    spell = board.hand(s, 0, REBORN)
    dm = board.gy(s, 1, DM)
    play(s, f"act {spell}", f"position {ATK}")
    assert monsters(s, 0) == [dm] and s.borrowed == ((dm, 1, False),)
    check_invariants(s)


def _four_seats(table, settings: Settings, turn: int) -> State:
    """A game of four seats, each Deck of filler and one Dark Magician; seat 0's Main Phase."""
    decks = [DeckList((FILLER,) * 30 + (DM,)) for _ in range(4)]
    s = new_game(decks, 1, table, settings, 0)
    s.turn, s.tp, s.phase = turn, 0, MAIN
    return s


def _dark_magician(s: State, seat: int) -> int:
    """The Dark Magician of this seat's Deck, placed on its field in Attack Position."""
    dm = next(c for c in s.deck[seat] if s.infos[c].id == DM)
    s.deck[seat].remove(dm)
    place_monster(s, seat, dm, ATK)
    return dm


def test_a_relay_hand_over_keeps_the_owners_of_controlled_cards(table) -> None:
    s = _four_seats(table, Settings(mode="relay", team_size=2), turn=3)
    theirs = _dark_magician(s, 2)  # seat 2: team B's 1st
    mine = _dark_magician(s, 0)
    take_control(s, theirs, 0, False)  # seat 0 controls seat 2's monster
    take_control(s, mine, 2, False)  # seat 2 controls seat 0's monster
    s.mode._hand_over(s, 0)  # seat 1 takes over seat 0's field
    assert theirs in s.mzone[1] and s.owner[theirs] == 1
    assert sorted(s.borrowed) == sorted([(theirs, 2, False), (mine, 1, False)])
    check_invariants(s)


def test_a_party_player_eliminated_sends_the_monsters_it_took_to_their_owners_gy(table) -> None:
    s = _four_seats(table, party_settings(), turn=9)
    dm = _dark_magician(s, 2)
    take_control(s, dm, 1, True)
    lose(s, 1, "lp")
    assert dm in s.gy[2] and s.borrowed == ()
    check_invariants(s)


def test_control_returning_to_an_eliminated_owner_sends_the_monster_to_the_gy(table) -> None:
    s = _four_seats(table, party_settings(), turn=9)
    dm = _dark_magician(s, 2)
    take_control(s, dm, 0, True)
    lose(s, 2, "lp")  # the owner is out; the monster stays with its controller
    assert dm in s.mzone[0]
    play(s, "end")
    assert dm in s.gy[2] and s.borrowed == ()
    check_invariants(s)


SOUL_FLIP = 23077  # a Normal Trap


def test_take_control_of_the_monster_an_earlier_step_turned_face_down() -> None:
    encoding = compiled(
        SOUL_FLIP,
        "Change that monster to face-down Defense Position. Then, you can take control of "
        "that face-down Defense Position monster.",
        "When your opponent Normal Summons a monster.",
    )
    steps = encoding["effects"][0]["effect"]
    assert steps == [
        {"op": "to_facedown", "target": "subject"},
        {"op": "may", "then": [{"op": "take_control", "target": "subject"}]},
    ]
    board = board_playing(encoding)
    s = board.game(cards=([FILLER], [SOUL_FLIP]))
    trap = board.spell(s, 1, SOUL_FLIP, SET)
    summoned = board.hand(s, 0, FILLER)
    play(s, f"summon {summoned}", f"act {trap}", "accept")
    assert s.mzone[1][0] == summoned and s.pos[summoned] == FACEDOWN
    assert s.borrowed == ((summoned, 0, False),)
    check_invariants(s)


def test_that_face_down_monster_needs_an_earlier_step_turning_it_face_down() -> None:
    unread = missing(
        SOUL_FLIP,
        "Then, you can take control of that face-down Defense Position monster.",
        "When your opponent Normal Summons a monster.",
    )
    assert [m["clause"] for m in unread] == [1]
