"""The deck_statics productions: a static effect in force "while you have ..." (Dice Key
Caramail), compiled from the card's text and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, play
from tests.engine.conftest import Board
from tests.engine.text.test_statics4 import table_of
from tests.engine.text.text_support import compiled, round_trip, unread
from validator.engine.state import SET

CARAMAIL = 19962  # Dice Key Caramail
ARCHANGEL = 19960  # Dice Archangel: Level 7, an effect that requires a die roll
MAGICIAN = 15150  # Sevens Road Magician: Level 7, no die roll
TRAP = 16768  # a Normal Trap, played with a made-up text
CONTINUOUS = ("Continuous",)

CARAMAIL_TEXT = (
    "While you have a face-up Level 7 or higher monster with an effect that requires a die roll "
    "on your field, your opponent cannot activate Trap Cards during the Battle Phase."
)


def _attacked(level_seven: int):
    caramail = compiled(CARAMAIL, CARAMAIL_TEXT, effect_types=CONTINUOUS)
    trap = compiled(
        TRAP, "Destroy the attacking monster.", "When an opponent's monster declares an attack."
    )
    board = Board(table_of(caramail, trap))
    s = board.game(cards=([CARAMAIL, level_seven], [TRAP]))
    board.monster(s, 0, CARAMAIL)
    attacker = board.monster(s, 0, level_seven)
    set_trap = board.spell(s, 1, TRAP, SET)
    play(s, "battle", f"attack {attacker}")
    return s, set_trap


def test_while_you_have_a_monster_your_opponent_cannot_activate_traps_in_battle() -> None:
    encoding = compiled(CARAMAIL, CARAMAIL_TEXT, effect_types=CONTINUOUS)
    assert encoding["effects"][0]["modifiers"] == [
        {
            "rule": "no_battle_activation",
            "value": "trap",
            "side": "opp",
            "condition": [
                {
                    "cond": "has",
                    "from": "own_faceup",
                    "filter": {"kind": "monster", "level_min": 7, "dice": True},
                }
            ],
        }
    ]
    assert round_trip("static", CARAMAIL_TEXT) == CARAMAIL_TEXT[:-1]
    s, trap = _attacked(ARCHANGEL)
    assert activations(s, trap) == []
    s, trap = _attacked(MAGICIAN)  # no monster with a die roll: the Trap answers the attack
    assert activations(s, trap) == [()]


def test_while_reads_only_what_a_player_has() -> None:
    assert unread(
        CARAMAIL,
        "While this card is face-up, your opponent cannot activate Trap Cards during the Battle "
        "Phase.",
        effect_types=CONTINUOUS,
    )
