"""Words for the event's card: "that opponent's Normal Summoned monster" (相手が召喚したそのモンス
ター), the monster of the opponent's Normal Summon a Trap answers; compiled from a real card's
text and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, play, verbs
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread
from validator.engine.state import ATK, DEF, SET

PROTECTION = 17676  # Sevens Road Protection: a Normal Trap
MAGICIAN = 15150  # Sevens Road Magician
FILLER = 15154  # Dark Sorcerer: DARK Spellcaster, Level 4, 1500/0
SKULL = 15781  # Summoned Skull: DARK Fiend, Level 6, 2500/1200

REQUIREMENT = "When your opponent Normal Summons a monster."
EFFECT = (
    "This turn, all face-up DARK Attribute Spellcaster Type monsters on your field cannot be "
    'destroyed by your opponent\'s card effects. If you have "Sevens Road Magician" in your '
    "Graveyard, you can change that opponent's Normal Summoned monster to face-up Defense "
    "Position."
)


def _protection(magician_in_gy: bool):
    encoding = compiled(PROTECTION, EFFECT, requirement=REQUIREMENT)
    board = board_playing(encoding)
    s = board.game(cards=([FILLER, SKULL], [PROTECTION, MAGICIAN]))
    trap = board.spell(s, 1, PROTECTION, SET)
    board.monster(s, 1, FILLER)  # a DARK Spellcaster for the first sentence to protect
    if magician_in_gy:
        board.gy(s, 1, MAGICIAN)
    return board, s, trap


def test_that_opponents_normal_summoned_monster_is_the_summoned_one() -> None:
    encoding = compiled(PROTECTION, EFFECT, requirement=REQUIREMENT)
    assert first_effect(encoding)[1] == {
        "op": "if",
        "condition": [{"cond": "has", "from": "own_gy", "filter": {"ids": [MAGICIAN]}}],
        "then": [{"op": "may", "then": [{"op": "to_defense", "target": "subject"}]}],
    }
    board, s, trap = _protection(magician_in_gy=True)
    low = board.hand(s, 0, FILLER)
    play(s, f"summon {low}")
    skull = board.hand(s, 0, SKULL)
    play(s, "pass", f"summon {skull} {low}")  # a Tribute Summon is a Normal Summon
    assert activations(s, trap) == [()]
    play(s, f"act {trap}", "accept")
    assert s.pos[skull] == DEF


def test_the_change_is_optional_and_needs_the_magician_in_the_gy() -> None:
    board, s, trap = _protection(magician_in_gy=True)
    low = board.hand(s, 0, FILLER)
    play(s, f"summon {low}", f"act {trap}", "decline")
    assert s.pos[low] == ATK
    board, s, trap = _protection(magician_in_gy=False)
    low = board.hand(s, 0, FILLER)
    play(s, f"summon {low}", f"act {trap}")
    assert s.pos[low] == ATK and not {"accept", "decline"} & set(verbs(s))


def test_the_words_need_the_opponents_normal_summon() -> None:
    change = "Change that opponent's Normal Summoned monster to face-up Defense Position."
    assert unread(PROTECTION, change, "When your opponent Special Summons a monster.") == [
        "Change that opponent's Normal Summoned monster to face-up Defense Position"
    ]
    assert unread(PROTECTION, change, "When an opponent's monster declares an attack.")
    assert unread(PROTECTION, change, "When your opponent Normal Summons a monster.") == []
