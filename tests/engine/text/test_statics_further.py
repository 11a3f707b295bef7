"""A further change under a further condition in one sentence ("If A, X, then if B, Y": Y
while both hold), and the opponent's Sets a static forbids; compiled from made-up clauses and
played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import verbs
from tests.engine.conftest import FILLER
from tests.engine.text.text_support import board_playing, compiled, round_trip, unread
from validator.engine.lasting import destructible
from validator.engine.state import DEF

MAGICIAN = 15150  # Sevens Road Magician: a Level 7 monster
SPELL = 15160  # a Normal Spell
CONTINUOUS = ("Continuous",)
NO_SETS = (
    "If you have no monsters in your GY, your opponent cannot Set monsters from their hand, "
    "then if this card is in Attack Position, they cannot Set Spell/Trap Cards from their hand."
)


def _sets(s, p: int) -> set[str]:
    return {v for v in verbs(s) if v.startswith("set ")}


def test_the_further_rule_needs_both_conditions() -> None:
    assert round_trip("static", NO_SETS) == NO_SETS[:-1]
    encoding = compiled(MAGICIAN, NO_SETS, effect_types=CONTINUOUS)
    first, further = encoding["effects"][0]["modifiers"]
    assert first["rule"] == further["rule"] == "no_set"
    assert first["side"] == further["side"] == "opp"
    assert further["condition"][: len(first["condition"])] == first["condition"]
    board = board_playing(encoding)
    for gy_monster, position, monster_set, spell_set in (
        (False, 1, False, False),  # both conditions: neither
        (False, DEF, False, True),  # the first only: Spells/Traps may be Set
        (True, 1, True, True),  # not the first: the further rule is off too
    ):
        s = board.game(cards=([MAGICIAN, FILLER], [FILLER, SPELL]), tp=1)
        board.monster(s, 0, MAGICIAN, position)
        if gy_monster:
            board.gy(s, 0, FILLER)
        monster, spell = board.hand(s, 1, FILLER), board.hand(s, 1, SPELL)
        sets = _sets(s, 1)
        assert (f"set {monster}" in sets) == monster_set
        assert (f"set {spell}" in sets) == spell_set


def test_it_after_a_condition_about_this_card() -> None:
    text = (
        "If you have no monsters in your GY, your opponent cannot Set monsters from their hand, "
        "then if this card is in Attack Position, it cannot be destroyed by your opponent's "
        "card effects."
    )
    board = board_playing(compiled(MAGICIAN, text, effect_types=CONTINUOUS))
    for gy_monster, position, spared in ((False, 1, True), (False, DEF, False), (True, 1, False)):
        s = board.game(cards=([MAGICIAN, FILLER], []))
        magician = board.monster(s, 0, MAGICIAN, position)
        if gy_monster:
            board.gy(s, 0, FILLER)
        assert destructible(s, magician, "effect", 1, False, "spell") != spared
    # "it" after a condition about no card, or "they" after no rule over the opponent
    assert unread(
        MAGICIAN,
        "If you have no monsters in your GY, your opponent cannot Set monsters from their hand, "
        "then if you have no cards in your hand, it cannot be destroyed by card effects.",
        effect_types=CONTINUOUS,
    )
    assert unread(
        MAGICIAN,
        "If you have no monsters in your GY, this card cannot be destroyed by card effects, then "
        "if this card is in Attack Position, they cannot Set Spell/Trap Cards from their hand.",
        effect_types=CONTINUOUS,
    )


def test_then_if_during_your_opponents_turn() -> None:
    text = (
        "Then, if you have 2 or more monsters in your GY, during your opponent's turn, this card "
        "cannot be destroyed by your opponent's card effects."
    )
    assert round_trip("static", text) == text[:-1]
    board = board_playing(compiled(MAGICIAN, text, effect_types=CONTINUOUS))
    for in_gy, tp, spared in ((2, 1, True), (2, 0, False), (1, 1, False)):
        s = board.game(cards=([MAGICIAN, FILLER, FILLER], []), tp=tp)
        magician = board.monster(s, 0, MAGICIAN)
        for _ in range(in_gy):
            board.gy(s, 0, FILLER)
        assert destructible(s, magician, "effect", 1, False, "spell") != spared
