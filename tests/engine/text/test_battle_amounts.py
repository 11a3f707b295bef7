"""Computed amounts: "[the number of ...] x N", "[its Level] x N", "[the ATK of the monster with
the highest ATK ...]", what the requirement sent and what the effect destroyed; each compiled
from a made-up clause and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import play
from tests.engine.text.text_support import (
    board_playing,
    card_text,
    compiled,
    first_effect,
    round_trip,
)
from validator.engine.effects.text.compiler import compile_card
from validator.engine.lasting import atk_of

MAGICIAN = 15150  # Sevens Road Magician: a Level 7 DARK Spellcaster, 2100 ATK
FILLER = 15154  # Dark Sorcerer: Level 4 DARK Spellcaster 1500/0
WOLFANG = 15156  # Magical Beast Wolfang: Level 3 FIRE Spellcaster 1100/100
ARCHER = 15157  # Spell Archer: Level 3 WIND Spellcaster 1000/400
FIRE_GUARDIAN = 15166  # Level 6 FIRE Dragon 2100/400
SPELL = 15160  # a Normal Spell

COST = "Send the top card of your Deck to the GY."


def test_different_attributes_count_the_monsters_in_the_gy() -> None:
    encoding = compiled(
        MAGICIAN,
        "This card gains ATK equal to [the number of different Attributes in your GY] x 300, "
        "until the end of this turn.",
        "Pay 100 LP.",
    )
    assert first_effect(encoding) == [
        {
            "op": "gain_atk",
            "target": "self",
            "amount": {
                "per": 300,
                "count": {
                    "counter": "distinct",
                    "fact": "attribute",
                    "from": "own_gy",
                    "filter": {"kind": "monster"},
                },
            },
            "until": "end_of_turn",
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, FILLER, WOLFANG, ARCHER, SPELL], []))
    magician = board.monster(s, 0, MAGICIAN)
    for card in (FILLER, WOLFANG, ARCHER, SPELL):  # DARK, FIRE, WIND and a Spell
        board.gy(s, 0, card)
    play(s, f"act {magician}")
    assert atk_of(s, magician) == 2100 + 3 * 300
    play(s, "end")
    assert atk_of(s, magician) == 2100


def test_all_monsters_gain_per_monster_on_the_opponents_field() -> None:
    encoding = compiled(
        MAGICIAN,
        "All face-up monsters on your field gain ATK equal to [the number of monsters on your "
        "opponent's field] x 100 until the end of this turn.",
        COST,
    )
    step = first_effect(encoding)[0]
    assert step["target"] == {"all": {"from": "own_faceup", "filter": {"kind": "monster"}}}
    assert step["amount"]["count"] == {
        "counter": "cards",
        "from": "opp_monsters",
        "filter": {"kind": "monster"},
    }
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, FILLER], [FILLER, FILLER]))
    magician = board.monster(s, 0, MAGICIAN)
    filler = board.monster(s, 0, FILLER)
    board.monster(s, 1, FILLER)
    board.monster(s, 1, FILLER)
    play(s, f"act {magician}")
    assert atk_of(s, magician) == 2300 and atk_of(s, filler) == 1700


def test_its_level_is_the_level_of_the_chosen_monster() -> None:
    encoding = compiled(
        MAGICIAN,
        "1 face-up monster on your opponent's field loses ATK equal to [its Level] x 200 until "
        "the end of this turn.",
        COST,
    )
    assert first_effect(encoding)[0]["amount"] == {
        "per": 200,
        "count": {"counter": "stat", "stat": "level", "of": {"pick": 0}},
    }
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [FIRE_GUARDIAN]))
    magician = board.monster(s, 0, MAGICIAN)
    guardian = board.monster(s, 1, FIRE_GUARDIAN)
    play(s, f"act {magician}")
    assert atk_of(s, guardian) == 2100 - 6 * 200


def test_the_monsters_destroyed_by_this_effect() -> None:
    encoding = compiled(
        MAGICIAN,
        "Destroy all face-up monsters with 1500 or less ATK on your opponent's field. Then, this "
        "card gains ATK equal to [the number of monsters destroyed by this effect] x 300 until "
        "the end of this turn.",
        COST,
    )
    assert first_effect(encoding)[1]["amount"] == {"per": 300, "count": {"counter": "destroyed"}}
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [FILLER, FILLER, FIRE_GUARDIAN]))
    magician = board.monster(s, 0, MAGICIAN)
    for card in (FILLER, FILLER, FIRE_GUARDIAN):
        board.monster(s, 1, card)
    play(s, f"act {magician}")
    assert atk_of(s, magician) == 2100 + 2 * 300


def test_monsters_destroyed_needs_an_effect_that_destroys_only_monsters() -> None:
    text = card_text(
        MAGICIAN,
        "Destroy 1 card on your opponent's field. Then, this card gains ATK equal to [the number "
        "of monsters destroyed by this effect] x 300 until the end of this turn.",
        COST,
    )
    assert compile_card(text, {}).missing


def test_the_cards_sent_to_meet_the_requirement() -> None:
    encoding = compiled(
        MAGICIAN,
        "This card gains ATK equal to [the number of cards sent to the GY to meet the "
        "requirement] x 600 until the end of this turn.",
        "Send up to 2 cards from your hand to the GY.",
    )
    assert first_effect(encoding)[0]["amount"] == {
        "per": 600,
        "count": {"counter": "number", "of": "cost"},
    }
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, FILLER, SPELL], []))
    magician = board.monster(s, 0, MAGICIAN)
    filler, spell = board.hand(s, 0, FILLER), board.hand(s, 0, SPELL)
    play(s, f"act {magician} 2 {filler} {spell}")
    assert atk_of(s, magician) == 2100 + 2 * 600


def test_the_requirement_must_only_send_what_is_counted() -> None:
    gains = (
        "This card gains ATK equal to [the number of monsters sent to the GY to meet the "
        "requirement] x 600 until the end of this turn."
    )
    # cards, not only monsters: the monsters among them are counted
    encoding = compiled(MAGICIAN, gains, "Send up to 2 cards from your hand to the GY.")
    assert first_effect(encoding)[0]["amount"]["count"] == {
        "counter": "number",
        "of": "cost",
        "filter": {"kind": "monster"},
    }
    text = card_text(MAGICIAN, gains, "Shuffle 2 monsters from your GY into the Deck.")
    assert compile_card(text, {}).missing  # no card sent to the GY


def test_the_highest_atk_in_your_gy() -> None:
    encoding = compiled(
        MAGICIAN,
        "1 face-up monster on your opponent's field loses ATK equal to [the ATK of the monster "
        "with the highest ATK in your GY] until the end of this turn.",
        COST,
    )
    assert first_effect(encoding)[0]["amount"] == {
        "per": 1,
        "count": {
            "counter": "highest",
            "stat": "atk",
            "from": "own_gy",
            "filter": {"kind": "monster"},
        },
    }
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, FILLER, WOLFANG], [FIRE_GUARDIAN]))
    magician = board.monster(s, 0, MAGICIAN)
    guardian = board.monster(s, 1, FIRE_GUARDIAN)
    board.gy(s, 0, FILLER)
    board.gy(s, 0, WOLFANG)
    play(s, f"act {magician}")
    assert atk_of(s, guardian) == 2100 - 1500


def test_damage_and_lp_equal_to_a_count() -> None:
    encoding = compiled(
        MAGICIAN,
        "Inflict damage to your opponent equal to [the number of cards on their field] x 400. "
        "Gain LP equal to [the original ATK of the face-up monster with the highest original ATK "
        "on your opponent's field].",
        COST,
    )
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [FILLER, FIRE_GUARDIAN]))
    magician = board.monster(s, 0, MAGICIAN)
    board.monster(s, 1, FILLER)
    board.monster(s, 1, FIRE_GUARDIAN)
    play(s, f"act {magician}")
    assert s.lp[1] == 8000 - 800
    assert s.lp[0] == 8000 + 2100


def test_amount_round_trips() -> None:
    for text in (
        "This card gains ATK equal to [the number of different Attributes in both players' GYs] "
        "x 300 until the end of this turn",
        "Make 1 face-up monster on your field gain ATK equal to [its original DEF] until the end "
        "of this turn",
        "Inflict damage to your opponent equal to [the number of face-up Level 7 or higher "
        "monsters on the field] x 100",
    ):
        assert round_trip("sentence", text) == text
