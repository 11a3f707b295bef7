"""Static productions, fourth part: cards that cannot be returned to the hand or Deck, piercing
said with its reminder, monsters of a name, and what a monster does by itself once it destroys a
monster by battle; each compiled from a made-up clause and played on a board."""

from __future__ import annotations

from typing import Any

from tests.engine.cards.card_support import play
from tests.engine.conftest import Board
from tests.engine.text.text_support import _DB, check_encoding, compiled
from validator.engine import CardTable
from validator.engine.cards import CardInfo
from validator.engine.effects.registry import attach_effects
from validator.engine.state import BATTLE, DEF, FACEDOWN, SET

MAGICIAN = 15150  # Sevens Road Magician: Level 7 DARK Spellcaster, 2100 ATK / 1500 DEF
SORCERER = 15154  # Dark Sorcerer: Level 4 DARK Spellcaster Normal Monster, 1500 ATK / 0 DEF
SPELL = 15160  # a Normal Spell
TRAP = 15165  # a Normal Trap
CONTINUOUS = ("Continuous",)
OPP_TURN = [{"cond": "turn", "whose": "opp"}]


def table_of(*encodings: dict[str, Any]) -> CardTable:
    """A card table in which each encoding's card plays that encoding."""
    table = CardTable(_DB)
    for encoding in encodings:
        info = CardInfo(_DB.get(encoding["card"]))
        attach_effects(info, check_encoding(encoding, "compiled"))
        table._infos[encoding["card"]] = info
    return table


# ------------------------------------------------------------ not returned to the hand or Deck

BOUNCE = "Return 1 card on your opponent's field to the hand."


def _bounced(protection: dict[str, Any], setup: str, mine: bool = False) -> tuple[Any, int]:
    """The opponent (player 1) returns my card `setup` names to my hand in their turn (or, with
    `mine`, I return it in mine): the state, and the card."""
    text = "Return 1 card on your field to the hand." if mine else BOUNCE
    p = 0 if mine else 1
    board = Board(table_of(protection, compiled(SPELL, text)))
    s = board.game(cards=([MAGICIAN, SORCERER, TRAP, SPELL], [SPELL]), tp=p)
    board.monster(s, 0, MAGICIAN)
    target = {
        "facedown": lambda: board.monster(s, 0, SORCERER, FACEDOWN),
        "set": lambda: board.spell(s, 0, TRAP, SET),
    }[setup]()
    play(s, f"act {board.hand(s, p, SPELL)}", f"pick {target}")
    return s, target


def test_monsters_on_your_field_stay_during_the_opponents_turn() -> None:
    encoding = compiled(
        MAGICIAN,
        "During your opponent's turn, monsters on your field cannot be returned to the "
        "hand/Deck/Extra Deck by card effects.",
        effect_types=CONTINUOUS,
    )
    assert encoding["effects"][0]["modifiers"] == [
        {
            "rule": "unreturnable",
            "value": "effect",
            "side": "own",
            "reach": "monsters",
            "condition": OPP_TURN,
        }
    ]
    s, facedown = _bounced(encoding, "facedown")
    assert s.pos[facedown] == FACEDOWN  # a face-down monster too
    s, facedown = _bounced(encoding, "facedown", mine=True)
    assert facedown in s.hand[0]  # in my turn it goes


def test_spell_trap_cards_stay_and_this_card_with_them() -> None:
    encoding = compiled(
        MAGICIAN,
        "During your opponent's turn, this card and Spell/Trap Cards on your field cannot be "
        "returned to the hand/Deck/Extra Deck by card effects.",
        effect_types=CONTINUOUS,
    )
    assert [m.get("reach") for m in encoding["effects"][0]["modifiers"]] == [None, "spelltraps"]
    s, trap = _bounced(encoding, "set")
    assert s.pos[trap] == SET
    other = compiled(
        MAGICIAN,
        "During your opponent's turn, Spell/Trap Cards on your field cannot be shuffled into "
        "the hand/Deck/Extra Deck.",
        effect_types=CONTINUOUS,
    )
    assert other["effects"][0]["modifiers"][0]["reach"] == "spelltraps"


def test_only_monster_effects_cannot_return_this_card() -> None:
    encoding = compiled(
        MAGICIAN,
        "This card cannot be returned to the hand/Deck/Extra Deck by monster effects.",
        effect_types=CONTINUOUS,
    )
    assert encoding["effects"][0]["modifiers"] == [{"rule": "unreturnable", "value": "monster"}]
    board = Board(table_of(encoding, compiled(SPELL, BOUNCE)))
    s = board.game(cards=([MAGICIAN], [SPELL]), tp=1)
    magician = board.monster(s, 0, MAGICIAN)
    play(s, f"act {board.hand(s, 1, SPELL)}")  # (the one card there: chosen at once)
    assert magician in s.hand[0]  # a Spell's effect returns it


# ---------------------------------------------- once this card destroys a monster by battle

DRAGORITE = 15168  # Dragorite: Level 4 EARTH Dragon Normal Monster, 1500 ATK / 0 DEF
SCOOTER = 15782  # Scoop Scooter: Level 1 EARTH Machine Normal Monster, 0 ATK / 200 DEF
DESTROYS = "If this card destroys a monster by battle and sends it to the GY, "


def _battle(s: Any, attacker: int, target: int) -> None:
    s.tp = s.owner[attacker]
    if s.phase != BATTLE:
        play(s, "battle")
    play(s, f"attack {attacker} {target}")
    while s.attack is not None or s.window is not None:
        play(s, "pass")


def test_damage_equal_to_the_original_atk_of_the_monster_it_destroyed() -> None:
    encoding = compiled(
        MAGICIAN,
        DESTROYS + "inflict damage to your opponent equal to [that monster's original ATK].",
        effect_types=CONTINUOUS,
    )
    assert encoding["effects"][1] == {
        "kind": "trigger",
        "trigger": {"event": "destroyed", "how": ["battle"], "by_self": True},
        "effect": [
            {
                "op": "damage",
                "amount": {
                    "per": 1,
                    "count": {"counter": "stat", "stat": "original_atk", "of": "subject_gy"},
                },
            }
        ],
    }
    board = Board(table_of(encoding))
    s = board.game(cards=([MAGICIAN, DRAGORITE], [SORCERER, SCOOTER]))
    magician, dragorite = board.monster(s, 0, MAGICIAN), board.monster(s, 0, DRAGORITE)
    sorcerer, scooter = board.monster(s, 1, SORCERER), board.monster(s, 1, SCOOTER)
    _battle(s, magician, sorcerer)
    assert sorcerer in s.gy[1] and s.lp[1] == 8000 - 600 - 1500
    _battle(s, dragorite, scooter)  # another of my monsters destroys one: nothing more
    assert scooter in s.gy[1] and s.lp[1] == 8000 - 600 - 1500 - 1500


def test_nothing_when_it_is_destroyed_or_both_are() -> None:
    encoding = compiled(MAGICIAN, DESTROYS + "gain 600 LP.", effect_types=CONTINUOUS)
    board = Board(table_of(encoding))
    s = board.game(cards=([MAGICIAN, SORCERER], [MAGICIAN, DRAGORITE]))
    mine = board.monster(s, 0, MAGICIAN)
    theirs, dragorite = board.monster(s, 1, MAGICIAN), board.monster(s, 1, DRAGORITE)
    _battle(s, mine, theirs)  # both destroyed: mine is no longer on the field
    assert mine in s.gy[0] and s.lp[0] == 8000
    sorcerer = board.monster(s, 0, SORCERER)
    _battle(s, dragorite, sorcerer)  # their monsters destroying mine: no LP for me
    assert s.lp[0] == 8000


def test_the_opponent_draws_as_it_destroys_a_monster() -> None:
    encoding = compiled(MAGICIAN, DESTROYS + "your opponent draws 1 card.", effect_types=CONTINUOUS)
    board = Board(table_of(encoding))
    s = board.game(cards=([MAGICIAN], [SORCERER]))
    magician, sorcerer = board.monster(s, 0, MAGICIAN), board.monster(s, 1, SORCERER)
    _battle(s, magician, sorcerer)
    assert len(s.hand[1]) == 1 and len(s.hand[0]) == 0


# ------------------------------------------------------------------ piercing, monsters by name


def test_piercing_said_with_its_reminder() -> None:
    encoding = compiled(
        MAGICIAN,
        "This card inflicts piercing battle damage (if the ATK of the attacking monster exceeds "
        "the DEF of the attack target, inflict the difference), if it attacks a Defense "
        "Position monster.",
        effect_types=CONTINUOUS,
    )
    assert encoding["effects"][0]["modifiers"] == [{"rule": "pierce"}]
    board = Board(table_of(encoding))
    s = board.game(cards=([MAGICIAN], [SCOOTER]))
    magician, scooter = board.monster(s, 0, MAGICIAN), board.monster(s, 1, SCOOTER, DEF)
    _battle(s, magician, scooter)
    assert s.lp[1] == 8000 - (2100 - 200)


def test_your_monsters_of_a_name_pierce() -> None:
    encoding = compiled(
        MAGICIAN, 'Your "Dark Sorcerer" inflicts piercing battle damage.', effect_types=CONTINUOUS
    )
    assert encoding["effects"][0]["modifiers"] == [
        {"rule": "pierce", "side": "own", "filter": {"ids": [SORCERER]}}
    ]
    board = Board(table_of(encoding))
    s = board.game(cards=([MAGICIAN, SORCERER, DRAGORITE], [SCOOTER, SCOOTER]))
    board.monster(s, 0, MAGICIAN)
    sorcerer, dragorite = board.monster(s, 0, SORCERER), board.monster(s, 0, DRAGORITE)
    first, second = board.monster(s, 1, SCOOTER, DEF), board.monster(s, 1, SCOOTER, DEF)
    _battle(s, sorcerer, first)
    assert s.lp[1] == 8000 - (1500 - 200)
    _battle(s, dragorite, second)  # another name: no piercing
    assert s.lp[1] == 8000 - (1500 - 200)
