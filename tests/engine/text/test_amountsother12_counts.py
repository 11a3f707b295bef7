"""Cards counted by a fact they share with the card a clause changes ("The attacking monster
loses ATK equal to [the number of monsters with its same Type in your opponent's GY] x 100"):
the counter `cards_like`, compiled and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import play
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread
from validator.engine.lasting import atk_of
from validator.engine.state import SET

TRAP = 23077  # a Normal Trap
SPELL = 15160  # a Normal Spell
DM = 15410  # Dark Magician: Spellcaster, 2500 ATK
SORCERER = 15154  # Dark Sorcerer: Spellcaster
ARCHER = 15157  # Spell Archer: Spellcaster
FANG = 15220  # Silver Fang: Beast

BIND = (
    "The attacking monster loses ATK equal to [the number of monsters with its same Type in "
    "your opponent's GY] x 100 until the end of this turn."
)
ATTACKED = "When an opponent's monster declares an attack."


def _attack(attacker: int, gy: list[int]):
    """The opponent's monster attacks; the Trap answers; the ATK of the attacker then."""
    encoding = compiled(TRAP, BIND, ATTACKED)
    board = board_playing(encoding)
    s = board.game(cards=([attacker, *gy], [TRAP, ARCHER]))
    monster = board.monster(s, 0, attacker)
    for card_id in gy:
        board.gy(s, 0, card_id)
    trap = board.spell(s, 1, TRAP, SET)
    board.monster(s, 1, ARCHER)
    play(s, "battle", f"attack {monster} {s.mzone[1][0]}", f"act {trap}")
    return encoding, s, monster


def test_the_number_of_monsters_with_its_type() -> None:
    encoding, s, dm = _attack(DM, [SORCERER, ARCHER, FANG, SPELL])
    assert first_effect(encoding)[0]["amount"] == {
        "per": 100,
        "count": {
            "counter": "cards_like",
            "fact": "race",
            "from": "opp_gy",
            "like": "subject",
            "filter": {"kind": "monster"},
        },
    }
    assert atk_of(s, dm) == 2500 - 2 * 100  # two Spellcasters, not the Beast or the Spell


def test_none_of_its_type() -> None:
    _, s, fang = _attack(FANG, [SORCERER, SPELL])
    assert atk_of(s, fang) == 1200  # no Beast in the GY: 0


def test_near_misses_are_not_read() -> None:
    # no one card the clause is about
    text = (
        "Inflict damage to your opponent equal to [the number of monsters with its same Type in "
        "your opponent's GY] x 100."
    )
    assert unread(TRAP, text, ATTACKED)
    # a count of its own
    assert unread(
        TRAP, BIND.replace("the number of monsters", "the number of 2 monsters"), ATTACKED
    )
