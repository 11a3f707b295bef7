"""The `positions10_battle` productions: piercing battle damage on an attack on a Defense
Position monster, said of the monster just chosen, of this card under a condition, and after a
gain of ATK that lasts while the monster stays face-up; each compiled from a made-up clause and
played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import play, verbs
from tests.engine.text.text_support import board_playing, compiled, first_effect, missing
from validator.engine.lasting import atk_of
from validator.engine.state import ATK, DEF

MAGICIAN = 15150  # Sevens Road Magician: Level 7 DARK Spellcaster 2100/1500
CAT = 15159  # Straynge Cat: Level 1 EARTH Spellcaster 0/1400
SPELL = 15160  # a Normal Spell
FILLER = 15154  # Dark Sorcerer: Level 4 DARK Spellcaster 1500/0

COST = "Send the top card of your Deck to the GY."


def test_the_monster_just_chosen_pierces_this_turn() -> None:
    text = (
        "Choose 1 face-up Spellcaster Type monster on your field. If this monster attacks a "
        "Defense Position monster this turn, inflict piercing battle damage."
    )
    encoding = compiled(SPELL, text)
    assert first_effect(encoding) == [
        {"op": "grant", "target": {"pick": 0}, "ability": "pierce", "until": "end_of_turn"}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, MAGICIAN, FILLER], [CAT]))
    spell = board.hand(s, 0, SPELL)
    magician, sorcerer = board.monster(s, 0, MAGICIAN), board.monster(s, 0, FILLER)
    cat = board.monster(s, 1, CAT, DEF)
    play(s, f"act {spell}", f"pick {sorcerer}", "battle", f"attack {magician} {cat}")
    assert s.lp[1] == 8000  # the monster not chosen: no piercing damage
    s = board.game(cards=([SPELL, MAGICIAN], [CAT]))
    spell, magician = board.hand(s, 0, SPELL), board.monster(s, 0, MAGICIAN)
    cat = board.monster(s, 1, CAT, DEF)
    play(s, f"act {spell}", "battle", f"attack {magician} {cat}")
    assert s.lp[1] == 8000 - (2100 - 1400)


def test_this_monster_is_one_chosen_before() -> None:
    text = (
        "If this monster attacks a Defense Position monster this turn, inflict piercing battle "
        "damage."
    )
    assert missing(MAGICIAN, text, COST)


def test_this_card_also_pierces_under_a_condition() -> None:
    text = (
        "If your opponent has no cards in their hand, this card also inflicts piercing battle "
        "damage (if the ATK of the attacking monster exceeds the DEF of the attack target, "
        "inflict the difference) if it attacks a Defense Position monster this turn."
    )
    encoding = compiled(MAGICIAN, text, COST)
    assert first_effect(encoding) == [
        {
            "op": "if",
            "condition": [{"cond": "opp_hand", "max": 0}],
            "then": [
                {"op": "grant", "target": "self", "ability": "pierce", "until": "end_of_turn"}
            ],
        }
    ]
    for in_hand, lp in ((0, 8000 - 700), (1, 8000)):
        board = board_playing(encoding)
        s = board.game(cards=([MAGICIAN], [CAT, FILLER]))
        magician = board.monster(s, 0, MAGICIAN)
        cat = board.monster(s, 1, CAT, DEF)
        if in_hand:
            board.hand(s, 1, FILLER)
        play(s, f"act {magician}", "battle", f"attack {magician} {cat}")
        assert s.lp[1] == lp


def test_a_gain_and_piercing_while_the_monster_stays_face_up() -> None:
    text = (
        'As long as it stays face up, 1 "Sevens Road Magician" on your field gains 500 ATK, and '
        "if it attacks a Defense Position monster, inflict piercing battle damage."
    )
    encoding = compiled(SPELL, text)
    assert first_effect(encoding) == [
        {"op": "gain_atk", "target": {"pick": 0}, "amount": 500, "until": "permanent"},
        {"op": "grant", "target": {"pick": 0}, "ability": "pierce", "until": "permanent"},
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, MAGICIAN], [CAT]))
    spell, magician = board.hand(s, 0, SPELL), board.monster(s, 0, MAGICIAN)
    cat = board.monster(s, 1, CAT, DEF)
    play(s, f"act {spell}")
    assert atk_of(s, magician) == 2600
    play(s, "battle", f"attack {magician} {cat}")
    assert s.lp[1] == 8000 - (2600 - 1400)


def test_a_monster_summoned_cannot_attack_while_it_is_face_up() -> None:
    text = (
        "Special Summon 1 Normal Monster from your GY to your field in face-up Defense Position, "
        "but it cannot attack while it is face-up."
    )
    encoding = compiled(SPELL, text)
    assert first_effect(encoding) == [
        {"op": "special_summon", "target": {"pick": 0}, "position": "defense"},
        {"op": "grant", "target": "moved", "ability": "cannot_attack", "until": "permanent"},
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, FILLER, FILLER], []))
    spell, summoned = board.hand(s, 0, SPELL), board.gy(s, 0, FILLER)
    other = board.monster(s, 0, FILLER)
    play(s, f"act {spell}")
    s.pos[summoned] = ATK  # (in Attack Position, as after a change of its position)
    play(s, "battle")
    assert f"attack {other}" in verbs(s) and f"attack {summoned}" not in verbs(s)
