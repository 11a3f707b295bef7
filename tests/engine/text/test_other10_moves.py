"""Moves of an effect read like a requirement's, compiled from made-up clauses and played on a
board."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, choices, on_top, play
from tests.engine.conftest import FILLER, Board
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread
from validator.engine.lasting import atk_of, level_of
from validator.engine.state import OFF, SET

FAMILIAR = 22643  # Sparkhearts Familiar: a monster with an ignition effect (its text made up)
DRAGORITE = 15168  # Dragorite: a Level 4 Normal Monster


def test_an_effect_sends_other_cards_from_the_hand_and_or_field(board: Board) -> None:
    encoding = compiled(FAMILIAR, "Send 2 other cards from your hand and/or field to the GY.")
    assert encoding["effects"][0]["picks"] == [{"from": "own_hand_field", "n": 2, "not_self": True}]
    assert first_effect(encoding) == [{"op": "send", "target": {"pick": 0}}]
    board = board_playing(encoding)
    s = board.game(cards=([FAMILIAR, FILLER, DRAGORITE], []))
    familiar = board.monster(s, 0, FAMILIAR)
    in_hand, on_field = board.hand(s, 0, FILLER), board.monster(s, 0, DRAGORITE)
    play(s, f"act {familiar}")  # the one way: both other cards
    assert in_hand in s.gy[0] and on_field in s.gy[0] and familiar not in s.gy[0]
    # one other card only: not enough
    s = board.game(cards=([FAMILIAR, FILLER], []))
    familiar = board.monster(s, 0, FAMILIAR)
    board.hand(s, 0, FILLER)
    assert activations(s, familiar) == []


LEGENDARY = 18685  # Legendary Magician: a monster with an ignition effect (its text made up)
SPELL = 15160  # a Normal Spell
MAGICIAN = 15150  # Sevens Road Magician: a Level 7 monster

EXCAVATE = "Excavate 3 cards from the top of your Deck and show them."
REST = "Shuffle the rest of the cards into the Deck."


def test_a_monster_among_the_excavated_cards_is_sent_to_the_gy(board: Board) -> None:
    encoding = compiled(
        LEGENDARY, f"{EXCAVATE} You can send 1 monster among them to the GY. {REST}"
    )
    assert encoding["effects"][0]["picks"] == [
        {"from": "own_excavated", "filter": {"kind": "monster"}}
    ]
    assert first_effect(encoding)[1] == {
        "op": "may",
        "then": [{"op": "send", "target": {"pick": 0}}],
    }
    board = board_playing(encoding)
    s = board.game(cards=([LEGENDARY, MAGICIAN, SPELL, SPELL], []))
    legendary = board.monster(s, 0, LEGENDARY)
    magician, _, _ = on_top(s, 0, MAGICIAN, SPELL, SPELL)
    play(s, f"act {legendary}", f"pick {magician}")
    assert s.gy[0] == [magician] and len(s.deck[0]) == 32  # (30 filler, the 2 Spells)
    # declined: nothing is sent
    s = board.game(cards=([LEGENDARY, MAGICIAN, SPELL, SPELL], []))
    legendary = board.monster(s, 0, LEGENDARY)
    on_top(s, 0, MAGICIAN, SPELL, SPELL)
    play(s, f"act {legendary}", "decline")
    assert s.gy[0] == []


def test_among_them_names_cards_excavated_just_before() -> None:
    assert unread(LEGENDARY, "Draw 1 card. You can send 1 monster among them to the GY.")


LEO = 18401  # Jointech Leo: a monster with an ignition effect (its text made up)
TRAP = 16768  # a Normal Trap


def test_your_opponent_sets_the_card_chosen_in_their_gy_on_their_field(board: Board) -> None:
    encoding = compiled(
        LEO,
        "Choose 1 Spell/Trap Card in your opponent's GY. Your opponent Sets it on their field.",
    )
    assert first_effect(encoding) == [
        {"op": "set_spell_trap", "target": {"pick": 0}, "field": "owner"}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([LEO], [TRAP, MAGICIAN]))
    leo = board.monster(s, 0, LEO)
    trap = board.gy(s, 1, TRAP)
    board.gy(s, 1, MAGICIAN)  # no Spell/Trap Card
    play(s, f"act {leo}")
    assert trap in s.szone[1] and s.pos[trap] == SET and trap not in s.szone[0]
    # nothing to choose: no activation
    s = board.game(cards=([LEO], [MAGICIAN]))
    leo = board.monster(s, 0, LEO)
    board.gy(s, 1, MAGICIAN)
    assert activations(s, leo) == []


def test_it_is_a_card_chosen_in_the_opponents_gy() -> None:
    assert unread(LEO, "Choose 1 Spell/Trap Card in your GY. Your opponent Sets it on their field.")


def test_choose_monsters_with_the_same_level_as_each_other(board: Board) -> None:
    encoding = compiled(
        SPELL,
        "Choose 2 face-up monsters on your field with the same Level as each other. Those "
        "monsters gain 500 ATK until the end of this turn.",
    )
    assert encoding["effects"][0]["picks"] == [
        {"from": "own_faceup", "n": 2, "same": "level", "filter": {"kind": "monster"}}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, FILLER, DRAGORITE, MAGICIAN], []))
    filler, dragorite = board.monster(s, 0, FILLER), board.monster(s, 0, DRAGORITE)
    magician = board.monster(s, 0, MAGICIAN)
    play(s, f"act {board.hand(s, 0, SPELL)}")  # the one way: the two Level 4 monsters
    assert [atk_of(s, m) for m in (filler, dragorite, magician)] == [2000, 2000, 2100]
    # no two monsters of one Level: no activation
    s = board.game(cards=([SPELL, FILLER, MAGICIAN], []))
    spell = board.hand(s, 0, SPELL)
    board.monster(s, 0, FILLER), board.monster(s, 0, MAGICIAN)
    assert activations(s, spell) == []


TUBARDICHE = 19114  # Tubardiche the Music Princess: an ignition effect (its text made up)
JAGUAR = 17846  # Headhunters' Jaguar: an ignition effect (its text made up)
BEWD = 15184  # Blue-Eyes White Dragon: a Level 8 LIGHT Dragon Normal Monster


def test_one_card_of_each_description_is_added_from_the_gy(board: Board) -> None:
    encoding = compiled(
        TUBARDICHE,
        "Add 1 Level 7 or higher monster and 1 Level 4 Normal Monster from your GY to your hand.",
    )
    assert encoding["effects"][0]["picks"][0]["one_each"] is True
    board = board_playing(encoding)
    s = board.game(cards=([TUBARDICHE, MAGICIAN, DRAGORITE], []))
    tubardiche = board.monster(s, 0, TUBARDICHE)
    magician, dragorite = board.gy(s, 0, MAGICIAN), board.gy(s, 0, DRAGORITE)
    play(s, f"act {tubardiche}")  # the one way: one of each
    assert {magician, dragorite} <= set(s.hand[0])
    # a Level 7 monster only: no card of the other description, no activation
    s = board.game(cards=([TUBARDICHE, MAGICIAN, BEWD], []))
    tubardiche = board.monster(s, 0, TUBARDICHE)
    board.gy(s, 0, MAGICIAN), board.gy(s, 0, BEWD)  # two high Levels, no Level 4
    assert activations(s, tubardiche) == []


def test_monsters_of_the_opponents_gy_including_a_normal_monster(board: Board) -> None:
    encoding = compiled(
        JAGUAR,
        "Shuffle 2 monsters from your opponent's GY into the Deck, including a Normal Monster.",
    )
    assert encoding["effects"][0]["picks"][0]["from"] == "opp_gy"
    board = board_playing(encoding)
    s = board.game(cards=([JAGUAR], [MAGICIAN, DRAGORITE]))
    jaguar = board.monster(s, 0, JAGUAR)
    magician, dragorite = board.gy(s, 1, MAGICIAN), board.gy(s, 1, DRAGORITE)
    play(s, f"act {jaguar}")
    assert {magician, dragorite} <= set(s.deck[1]) and s.gy[1] == []
    # two Effect Monsters: no Normal Monster among them, no activation
    s = board.game(cards=([JAGUAR], [MAGICIAN, TUBARDICHE]))
    jaguar = board.monster(s, 0, JAGUAR)
    board.gy(s, 1, MAGICIAN), board.gy(s, 1, TUBARDICHE)
    assert activations(s, jaguar) == []


TROOPER = 20902  # Card Trooper: an ignition effect (its text made up)
SPIRIT = 20976  # Dancing Lightning Bringer Spirit: an ignition effect (its text made up)


def test_this_card_sent_to_the_gy_and_a_draw_if_it_was(board: Board) -> None:
    encoding = compiled(
        TROOPER,
        "Draw 1 card. Then, you can send this card on your field to the GY. If you sent it to "
        "the GY by this effect, also draw 1 card.",
    )
    assert first_effect(encoding)[1] == {
        "op": "may",
        "then": [
            {"op": "self_to_gy"},
            {"op": "if", "condition": [{"cond": "moved"}], "then": [{"op": "draw", "count": 1}]},
        ],
    }
    board = board_playing(encoding)
    s = board.game(cards=([TROOPER], []))
    trooper = board.monster(s, 0, TROOPER)
    play(s, f"act {trooper}", "accept")
    assert trooper in s.gy[0] and len(s.hand[0]) == 2
    s = board.game(cards=([TROOPER], []))
    trooper = board.monster(s, 0, TROOPER)
    play(s, f"act {trooper}", "decline")
    assert s.pos[trooper] != OFF and len(s.hand[0]) == 1


def test_a_card_from_each_players_gy_is_shuffled_into_its_owners_deck(board: Board) -> None:
    encoding = compiled(SPIRIT, "Shuffle 1 card from each player's GY into the owner's Deck.")
    assert encoding["effects"][0]["picks"] == [{"from": "own_gy"}, {"from": "opp_gy"}]
    board = board_playing(encoding)
    s = board.game(cards=([SPIRIT, MAGICIAN], [DRAGORITE]))
    spirit = board.monster(s, 0, SPIRIT)
    ours, theirs = board.gy(s, 0, MAGICIAN), board.gy(s, 1, DRAGORITE)
    play(s, f"act {spirit}")
    assert ours in s.deck[0] and theirs in s.deck[1]
    # the opponent's GY is empty: no activation
    s = board.game(cards=([SPIRIT, MAGICIAN], []))
    spirit = board.monster(s, 0, SPIRIT)
    board.gy(s, 0, MAGICIAN)
    assert activations(s, spirit) == []


def test_add_a_named_card_or_a_card_of_a_kind(board: Board) -> None:
    encoding = compiled(
        SPELL,
        'Add 1 "Sevens Road Magician" or a Level 4 Normal Monster from your GY to your hand.',
    )
    assert encoding["effects"][0]["picks"] == [
        {
            "from": "own_gy",
            "filter": {
                "any_of": [{"ids": [MAGICIAN]}, {"kind": "monster", "normal": True, "level": 4}]
            },
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, MAGICIAN, DRAGORITE, BEWD], []))
    spell = board.hand(s, 0, SPELL)
    magician, dragorite = board.gy(s, 0, MAGICIAN), board.gy(s, 0, DRAGORITE)
    board.gy(s, 0, BEWD)  # a Level 8 Normal Monster: neither
    play(s, f"act {spell}")
    assert sorted(choices(s)) == sorted([(magician,), (dragorite,)])
    play(s, f"pick {dragorite}")
    assert s.hand[0] == [dragorite]


def test_two_monsters_chosen_are_those_monsters(board: Board) -> None:
    encoding = compiled(
        SPELL,
        "Choose 1 face-up monster on your field and 1 face-up monster on your opponent's field. "
        "Increase those monsters' Levels by 2 and they gain 500 ATK until the end of this turn.",
    )
    both = {"and": [{"pick": 0}, {"pick": 1}]}
    assert [step["target"] for step in first_effect(encoding)] == [both, both]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, FILLER], [DRAGORITE, MAGICIAN]))
    ours = board.monster(s, 0, FILLER)
    theirs, other = board.monster(s, 1, DRAGORITE), board.monster(s, 1, MAGICIAN)
    play(s, f"act {board.hand(s, 0, SPELL)}", f"pick {theirs}")
    assert [level_of(s, m) for m in (ours, theirs, other)] == [6, 6, 7]
    assert [atk_of(s, m) for m in (ours, theirs, other)] == [2000, 2000, 2100]


def test_two_monsters_of_the_same_level_are_destroyed(board: Board) -> None:
    encoding = compiled(
        SPELL,
        "Choose 1 face-up monster on your field and 1 face-up monster on your opponent's field "
        "with the same Level as that monster. Destroy those monsters.",
    )
    assert encoding["effects"][0]["picks"][1]["relate"] == {
        "fact": "level",
        "rel": "same",
        "of_pick": 0,
    }
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, FILLER, MAGICIAN], [DRAGORITE]))
    filler, magician = board.monster(s, 0, FILLER), board.monster(s, 0, MAGICIAN)
    dragorite = board.monster(s, 1, DRAGORITE)
    play(s, f"act {board.hand(s, 0, SPELL)}")  # the Level 4 ones: the one way
    assert s.pos[filler] == s.pos[dragorite] == OFF and s.pos[magician] != OFF
