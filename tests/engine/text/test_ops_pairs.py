"""The ops_pairs family: one operation on the cards of two targets together ("Destroy 2 ... on
your field and 1 ... on your opponent's field"), each compiled from a clause and played on a
board; and two targets that may hold the same card left unread."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, play
from tests.engine.text.test_traps import attack, trap_of, trap_set
from tests.engine.text.text_support import board_playing, compiled, first_effect, round_trip, unread
from validator.engine.lasting import atk_of
from validator.engine.state import ATK, DEF, FACEDOWN, OFF

SPELL = 15160  # a Normal Spell: the card that plays each made-up text
FILLER = 15154  # Dark Sorcerer: DARK Spellcaster, Level 4, 1500/0
CAT = 15159  # Straynge Cat: EARTH Spellcaster, Level 1, 0/1400
DM = 15410  # Dark Magician: DARK Spellcaster, Level 7, 2500/2100
BEWD = 15184  # Blue-Eyes White Dragon: LIGHT Dragon, Level 8, 3000/2500

ALL = [FILLER, CAT, DM, BEWD]

DESTROY = (
    "Destroy 2 face-up Level 4 or lower monsters on your field and 1 face-up Level 7 or lower "
    "monster on your opponent's field."
)


def test_destroy_two_of_yours_and_one_of_theirs_together() -> None:
    assert round_trip("sentence", DESTROY) == DESTROY[:-1]
    encoding = compiled(SPELL, DESTROY)
    assert first_effect(encoding) == [
        {"op": "destroy", "target": {"and": [{"pick": 0}, {"pick": 1}]}}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, FILLER, *ALL], ALL))
    spell = board.hand(s, 0, SPELL)
    a, b, c = (board.monster(s, 0, x) for x in (FILLER, CAT, FILLER))
    dm, dragon = board.monster(s, 1, DM), board.monster(s, 1, BEWD)
    play(s, f"act {spell}", f"pick {a} {b}")  # then Dark Magician, the one Level 7 or lower
    assert all(s.pos[m] == OFF for m in (a, b, dm)) and s.pos[dragon] == ATK == s.pos[c]


def test_destroy_is_not_activated_without_both() -> None:
    board = board_playing(compiled(SPELL, DESTROY))
    s = board.game(cards=([SPELL, *ALL], ALL))
    spell = board.hand(s, 0, SPELL)
    board.monster(s, 0, FILLER), board.monster(s, 0, CAT), board.monster(s, 1, BEWD)
    assert activations(s, spell) == []


def test_make_both_lose_atk_until_the_end_of_this_turn() -> None:
    text = (
        "Make 1 face-up Spellcaster Type monster on your field and 1 face-up Level 8 or lower "
        "monster on your opponent's field lose 1000 ATK until the end of this turn."
    )
    encoding = compiled(SPELL, text)
    assert first_effect(encoding)[0]["target"] == {"and": [{"pick": 0}, {"pick": 1}]}
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, *ALL], ALL))
    spell = board.hand(s, 0, SPELL)
    mine, dragon = board.monster(s, 0, DM), board.monster(s, 1, BEWD)
    play(s, f"act {spell}")  # each pick has one card
    assert atk_of(s, mine) == 1500 and atk_of(s, dragon) == 2000


def test_change_both_to_face_up_defense_position() -> None:
    text = (
        "Change 1 Attack Position Spellcaster Type monster on your field and 1 Attack Position "
        "monster on your opponent's field to face-up Defense Position."
    )
    encoding = compiled(SPELL, text)
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, *ALL], ALL))
    spell = board.hand(s, 0, SPELL)
    mine, dragon = board.monster(s, 0, DM), board.monster(s, 1, BEWD)
    play(s, f"act {spell}")  # each pick has one card
    assert s.pos[mine] == DEF and s.pos[dragon] == DEF


def test_shuffle_both_into_the_owners_decks() -> None:
    text = (
        "Shuffle 1 face-up Level 7 monster on your field and 1 Level 7 or 8 face-up monster on "
        "your opponent's field into the owner's Deck."
    )
    encoding = compiled(SPELL, text)
    assert first_effect(encoding)[0]["op"] == "to_deck"
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, *ALL], ALL))
    spell = board.hand(s, 0, SPELL)
    mine, dragon = board.monster(s, 0, DM), board.monster(s, 1, BEWD)
    play(s, f"act {spell}")  # each pick has one card
    assert mine in s.deck[0] and dragon in s.deck[1]


def test_that_summoned_monster_and_one_of_yours() -> None:
    encoding = trap_of(
        "Change that Normal Summoned monster and 1 Attack Position Spellcaster Type monster on "
        "your field to face-up Defense Position.",
        "When your opponent Normal Summons a Level 4 or lower monster.",
    )
    assert encoding["effects"][0]["effect"] == [
        {"op": "to_defense", "target": {"and": ["subject", {"pick": 0}]}}
    ]
    board, s, trap = trap_set(encoding, [FILLER], [DM])
    mine = board.monster(s, 1, DM)
    summoned = board.hand(s, 0, FILLER)
    play(s, f"summon {summoned}", f"act {trap}")
    assert s.pos[summoned] == DEF and s.pos[mine] == DEF


def test_the_attack_target_and_the_attacking_monster_return_to_the_hand() -> None:
    encoding = trap_of(
        "Return the attack target and the attacking monster to the owner's hand.",
        "When an opponent's monster declares an attack targeting your Attack Position monster.",
    )
    board, s, trap = trap_set(encoding, [DM], [FILLER])
    attacker, target = board.monster(s, 0, DM), board.monster(s, 1, FILLER)
    attack(s, attacker, target)
    play(s, f"act {trap}")
    assert attacker in s.hand[0] and target in s.hand[1]


def test_targets_that_may_hold_the_same_card_are_not_read() -> None:
    assert unread(SPELL, "Destroy 1 monster on your field and 1 face-up monster on your field.")
    assert unread(SPELL, "Destroy 1 monster on the field and 1 monster on your opponent's field.")
    text = "Destroy 1 face-down monster on your field and 1 monster on your opponent's field."
    assert unread(SPELL, text) == []
    board = board_playing(compiled(SPELL, text))
    s = board.game(cards=([SPELL, *ALL], ALL))
    spell = board.hand(s, 0, SPELL)
    mine, theirs = board.monster(s, 0, CAT, pos=FACEDOWN), board.monster(s, 1, BEWD)
    play(s, f"act {spell}")
    assert s.pos[mine] == OFF and s.pos[theirs] == OFF
