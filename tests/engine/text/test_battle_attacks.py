"""The battle productions: extra attacks (on monsters only, after destroying a monster),
piercing damage, monsters and players that cannot attack; each compiled from a made-up clause
and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import play, verbs
from tests.engine.text.text_support import (
    board_playing,
    card_text,
    compiled,
    first_effect,
    round_trip,
)
from validator.engine.effects.text.compiler import compile_card
from validator.engine.lasting import facts
from validator.engine.state import DEF

MAGICIAN = 15150  # Sevens Road Magician: a Level 7 DARK Spellcaster, 2100 ATK
FILLER = 15154  # Dark Sorcerer: Level 4 DARK Spellcaster 1500/0
CAT = 15159  # Straynge Cat: Level 1 EARTH Spellcaster 0/1400
SPELL = 15160  # a Normal Spell

COST = "Send the top card of your Deck to the GY."


def _attacks(s, m: int) -> list[str]:
    return [v for v in verbs(s) if v == f"attack {m}" or v.startswith(f"attack {m} ")]


def test_this_card_can_attack_twice() -> None:
    encoding = compiled(MAGICIAN, "This turn, this card can attack twice.", COST)
    assert first_effect(encoding) == [
        {"op": "grant", "target": "self", "ability": "extra_attack", "until": "end_of_turn"}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    play(s, f"act {magician}", "battle", f"attack {magician}", f"attack {magician}")
    assert s.lp[1] == 8000 - 2 * 2100
    assert not _attacks(s, magician)


def test_up_to_n_attacks_is_n_minus_one_more() -> None:
    encoding = compiled(MAGICIAN, "This card can make up to 3 attacks during this turn.", COST)
    assert first_effect(encoding)[0]["count"] == 2
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    play(s, f"act {magician}", "battle")
    for _ in range(3):
        play(s, f"attack {magician}")
    assert s.lp[1] == 8000 - 3 * 2100
    assert not _attacks(s, magician)


def test_attacks_on_monsters_never_follow_a_direct_attack() -> None:
    encoding = compiled(
        MAGICIAN, "This turn, this card can make up to 3 attacks on monsters.", COST
    )
    assert first_effect(encoding) == [
        {
            "op": "grant",
            "target": "self",
            "ability": "extra_attack_on_monsters",
            "count": 2,
            "until": "end_of_turn",
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [FILLER, FILLER]))
    magician = board.monster(s, 0, MAGICIAN)
    first, second = (board.monster(s, 1, FILLER) for _ in range(2))
    play(s, f"act {magician}", "battle", f"attack {magician} {first}")
    play(s, f"attack {magician} {second}")
    # the opponent has no monster left: the third attack would be direct, which it cannot be
    assert not _attacks(s, magician)
    assert s.lp[1] == 8000 - 2 * 600

    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    play(s, f"act {magician}", "battle", f"attack {magician}")
    assert s.lp[1] == 8000 - 2100
    assert not _attacks(s, magician)  # it attacked directly: no attack on monsters after it


def test_a_second_attack_after_destroying_a_monster() -> None:
    encoding = compiled(
        MAGICIAN,
        "This turn, if this card destroyed a monster by battle, it can make a second attack "
        "during that Battle Phase.",
        COST,
    )
    assert first_effect(encoding)[0]["ability"] == "extra_attack_on_kill"
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [FILLER]))
    magician = board.monster(s, 0, MAGICIAN)
    weak = board.monster(s, 1, FILLER)
    play(s, f"act {magician}", "battle", f"attack {magician} {weak}")
    play(s, f"attack {magician}")  # the second attack, direct now
    assert s.lp[1] == 8000 - 600 - 2100
    assert not _attacks(s, magician)


def test_piercing_this_turn_for_the_chosen_monster() -> None:
    encoding = compiled(
        MAGICIAN,
        "Choose 1 face-up monster on your field. If it attacks a Defense Position monster this "
        "turn, inflict piercing battle damage (if the ATK of the attacking monster exceeds the "
        "DEF of the attack target, inflict the difference).",
        COST,
    )
    assert first_effect(encoding) == [
        {"op": "grant", "target": {"pick": 0}, "ability": "pierce", "until": "end_of_turn"}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [CAT]))
    magician = board.monster(s, 0, MAGICIAN)
    cat = board.monster(s, 1, CAT, pos=DEF)
    play(s, f"act {magician}", "battle", f"attack {magician} {cat}")  # the one monster chosen
    assert s.lp[1] == 8000 - (2100 - 1400)


def test_it_after_a_change_of_this_card_is_this_card() -> None:
    encoding = compiled(
        MAGICIAN,
        "This turn, this card gains 300 ATK, and if it attacks a Defense Position monster, "
        "inflict piercing battle damage (if the ATK of the attacking monster exceeds the DEF of "
        "the attack target, inflict the difference).",
        "Send 1 card from your hand to the GY.",
    )
    # "it" is this card, not the card the requirement chose
    assert first_effect(encoding) == [
        {"op": "gain_atk", "target": "self", "amount": 300, "until": "end_of_turn"},
        {"op": "grant", "target": "self", "ability": "pierce", "until": "end_of_turn"},
    ]


def test_it_after_a_change_of_all_monsters_is_no_one() -> None:
    text = card_text(
        MAGICIAN,
        "This turn, all face-up monsters on your field gain 300 ATK, and it cannot attack "
        "directly.",
        "Send 1 card from your hand to the GY.",
    )
    assert compile_card(text, {}).missing


def test_your_low_level_monsters_cannot_attack_this_turn() -> None:
    encoding = compiled(MAGICIAN, "This turn, your Level 6 or lower monsters cannot attack.", COST)
    assert first_effect(encoding) == [
        {
            "op": "restrict",
            "rule": "no_attack_with",
            "filter": {"kind": "monster", "level_max": 6},
            "until": "end_of_turn",
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, FILLER], []))
    magician = board.monster(s, 0, MAGICIAN)
    filler = board.monster(s, 0, FILLER)
    play(s, f"act {magician}", "battle")
    assert _attacks(s, magician) and not _attacks(s, filler)


def test_this_card_cannot_attack_and_you_cannot_attack_directly() -> None:
    encoding = compiled(MAGICIAN, "This turn, this card cannot attack.", COST)
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, FILLER], []))
    magician = board.monster(s, 0, MAGICIAN)
    filler = board.monster(s, 0, FILLER)
    play(s, f"act {magician}", "battle")
    assert not _attacks(s, magician) and _attacks(s, filler)

    encoding = compiled(MAGICIAN, "You cannot attack directly this turn.", COST)
    assert first_effect(encoding) == [
        {"op": "restrict", "rule": "no_direct_attack", "until": "end_of_turn"}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    play(s, f"act {magician}", "battle")
    assert not _attacks(s, magician)


def test_a_number_of_monsters_is_not_a_kind_to_attack_with() -> None:
    # ("1 monster" is the one monster to attack with: `only_attacker`, test_modify.py)
    text = card_text(MAGICIAN, "This turn, you can only attack with 2 monsters.", COST)
    assert compile_card(text, {}).missing


def test_an_optional_choice_alone_is_not_an_optional_part() -> None:
    # (as the last sentence but one, the sentence after it is the optional part: below)
    text = card_text(
        MAGICIAN,
        "Draw 1 card. Then, you can choose 1 face-up monster on your field. This turn, that "
        "monster can attack twice. Draw 1 card.",
    )
    assert compile_card(text, {}).missing


def test_an_optional_choice_and_the_sentence_after_it_are_one_optional_part() -> None:
    encoding = compiled(
        MAGICIAN,
        "Draw 1 card. Then, you can choose 1 face-up monster on your field. This turn, that "
        "monster can attack twice.",
    )
    assert first_effect(encoding)[1] == {
        "op": "may",
        "then": [
            {
                "op": "grant",
                "target": {"pick": 0},
                "ability": "extra_attack",
                "until": "end_of_turn",
            }
        ],
    }


def test_no_traps_when_it_declares_an_attack() -> None:
    encoding = compiled(
        MAGICIAN,
        "Choose 1 face-up monster on your field. Your opponent cannot activate Trap Cards when "
        "it declares an attack this turn.",
    )
    assert first_effect(encoding) == [
        {
            "op": "grant",
            "target": {"pick": 0},
            "ability": "no_traps_on_attack",
            "until": "end_of_turn",
        }
    ]


def test_round_trips() -> None:
    for text in (
        "This turn, that monster can make up to 3 attacks on monsters",
        "Your Level 6 or lower monsters cannot attack this turn",
        "This card gains 300 ATK, until the end of this turn",
    ):
        assert round_trip("sentence", text) == text


def test_a_gain_and_an_ability_share_their_monster() -> None:
    encoding = compiled(
        MAGICIAN,
        "Choose 1 face-up monster on your field. This turn, that monster gains 200 ATK and can "
        "make up to 2 attacks on monsters.",
    )
    assert first_effect(encoding) == [
        {"op": "gain_atk", "target": {"pick": 0}, "amount": 200, "until": "end_of_turn"},
        {
            "op": "grant",
            "target": {"pick": 0},
            "ability": "extra_attack_on_monsters",
            "until": "end_of_turn",
        },
    ]


def test_your_opponent_cannot_attack_with_a_kind_of_monster() -> None:
    encoding = compiled(
        MAGICIAN, "This turn, your opponent cannot attack with Level 4 or lower monsters.", COST
    )
    assert first_effect(encoding) == [
        {
            "op": "restrict",
            "rule": "no_attack_with",
            "who": "opp",
            "filter": {"kind": "monster", "level_max": 4},
            "until": "end_of_turn",
        }
    ]


def test_during_the_opponents_next_turn_that_monster_cannot_attack() -> None:
    encoding = compiled(
        MAGICIAN,
        "Choose 1 face-up monster on your opponent's field. During your opponent's next turn, "
        "your opponent cannot attack with that monster.",
        COST,
    )
    assert first_effect(encoding) == [
        {
            "op": "grant",
            "target": {"pick": 0},
            "ability": "cannot_attack",
            "until": "end_of_opp_next_turn",
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [FILLER, FILLER]))
    magician = board.monster(s, 0, MAGICIAN)
    chosen = board.monster(s, 1, FILLER)
    play(s, f"act {magician}", "end")  # the one monster is chosen
    other = board.monster(s, 1, FILLER)
    play(s, "battle")
    assert not _attacks(s, chosen) and _attacks(s, other)


def test_the_opponents_next_turn_is_not_read_for_a_trap() -> None:
    text = card_text(
        15163,  # a Trap: it may resolve in the opponent's turn
        "Choose 1 face-up monster on your opponent's field. During your opponent's next turn, "
        "your opponent cannot attack with that monster.",
    )
    assert any(m["clause"] == 1 for m in compile_card(text, {}).missing)


def test_this_cards_name_becomes_the_chosen_monsters() -> None:
    encoding = compiled(
        MAGICIAN,
        "Choose 1 Level 8 or lower monster in your GY. This turn, this card's name becomes the "
        "same as the chosen monster.",
        "Pay 100 LP.",
    )
    assert first_effect(encoding) == [
        {"op": "copy_name", "target": "self", "of": {"pick": 0}, "until": "end_of_turn"}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, CAT], []))
    magician = board.monster(s, 0, MAGICIAN)
    board.gy(s, 0, CAT)
    play(s, f"act {magician}")
    assert facts(s, magician).name_id == CAT
    play(s, "end")
    assert facts(s, magician).name_id == MAGICIAN
