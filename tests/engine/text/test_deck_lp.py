"""The deck_lp productions: what an effect's own damage and LP gain did ("If you do, ..." after
the damage, "if you inflicted [N or more] damage ... by this effect", "if you gained LP by this
effect"); compiled from real cards' text and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import play, verbs
from tests.engine.conftest import Board
from tests.engine.text.test_statics4 import table_of
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread
from validator.engine.state import OFF, SET

ICHIKA = 20956  # Dice Key Ichika
BACHIKA = 20957  # Dice Key Bachika
ARCHANGEL = 19960  # Dice Archangel: a Level 7 monster with an effect that requires a die roll
FILLER = 15154  # Dark Sorcerer: Level 4 DARK Spellcaster Normal Monster
SKULL = 15781  # Summoned Skull
FALCON = 17061  # Mach Mega Falcon: a Fusion Monster
STATUE = 20148  # Oriental Statue
TIGER = 17714  # Oriental Tiger
MAGICIAN = 15150  # Sevens Road Magician
SPELL = 15160  # a Normal Spell
CAT = 15159  # Straynge Cat: Level 1, 0 ATK

ICHIKA_REQUIREMENT = (
    'If you have 10 or more cards in your Deck and "Dice Key Bachika" face-up on your field, '
    "shuffle your Deck."
)
ICHIKA_EFFECT = (
    "Send the top card of your Deck to the Graveyard. Then, if you sent a Level 7 monster with "
    "an effect that requires a die roll to the Graveyard by this effect, inflict 700 damage to "
    "your opponent. If you do, you can destroy up to 7 cards on the field."
)


def _ichika(board: Board, top: int, guard: bool = False):
    """Ichika and Bachika face-up, a Deck of 12 copies of `top`, two monsters and a Set card
    on the opponent's field (and, with `guard`, their Sevens Road Magician)."""
    theirs = [SKULL, SKULL, SPELL, MAGICIAN] + [FILLER] * 20
    s = board.game(cards=([ICHIKA, BACHIKA] + [top] * 12, theirs), deck_size=0)
    ichika = board.monster(s, 0, ICHIKA)
    board.monster(s, 0, BACHIKA)
    cards = [board.monster(s, 1, SKULL), board.monster(s, 1, SKULL), board.spell(s, 1, SPELL, SET)]
    if guard:
        board.monster(s, 1, MAGICIAN)
    return s, ichika, cards


def test_if_you_do_after_the_damage_destroys_up_to_7_cards_on_the_field() -> None:
    encoding = compiled(ICHIKA, ICHIKA_EFFECT, ICHIKA_REQUIREMENT)
    effect = encoding["effects"][0]
    assert effect["picks"] == [{"from": "all_field", "n": 7, "upto": True}]
    assert first_effect(encoding)[1]["then"] == [
        {"op": "damage", "amount": 700},
        {
            "op": "if",
            "condition": [{"cond": "dealt"}],
            "then": [{"op": "may", "then": [{"op": "destroy", "target": {"pick": 0}}]}],
        },
    ]
    board = board_playing(encoding)
    s, ichika, theirs = _ichika(board, ARCHANGEL)
    play(s, f"act {ichika}")
    assert s.lp[1] == 7300
    assert f"pick {ichika}" in verbs(s)  # the cards of both fields, this card too
    play(s, f"pick {' '.join(map(str, theirs))}")
    assert all(s.pos[c] == OFF for c in theirs) and s.pos[ichika] != OFF
    s, ichika, theirs = _ichika(board, ARCHANGEL)
    play(s, f"act {ichika}", "decline")  # "you can"
    assert s.lp[1] == 7300 and all(s.pos[c] != OFF for c in theirs)


def test_no_destruction_without_the_damage() -> None:
    encoding = compiled(ICHIKA, ICHIKA_EFFECT, ICHIKA_REQUIREMENT)
    board = board_playing(encoding)
    s, ichika, _ = _ichika(board, FILLER)  # no Level 7 monster sent: no damage
    play(s, f"act {ichika}")
    assert s.lp[1] == 8000 and "decline" not in verbs(s)
    # the damage prevented by a rule of the opponent's: not inflicted, so nothing more
    guard = compiled(
        MAGICIAN, "You take no effect damage from your opponent.", effect_types=("Continuous",)
    )
    s, ichika, _ = _ichika(Board(table_of(encoding, guard)), ARCHANGEL, guard=True)
    play(s, f"act {ichika}")
    assert s.lp[1] == 8000 and "decline" not in verbs(s)


def test_if_you_gained_lp_by_this_effect() -> None:
    encoding = compiled(
        FALCON,
        "Gain 500 LP. If you gained LP by this effect, also inflict 500 damage to your opponent.",
    )
    assert first_effect(encoding) == [
        {"op": "gain_lp", "amount": 500},
        {
            "op": "if",
            "condition": [{"cond": "gained_lp"}],
            "then": [{"op": "damage", "amount": 500}],
        },
    ]
    board = board_playing(encoding)
    s = board.game(extra=([FALCON], []))
    falcon = board.monster(s, 0, FALCON)
    play(s, f"act {falcon}")
    assert s.lp == [8500, 7500]


def test_if_you_inflicted_n_or_more_damage_by_this_effect() -> None:
    encoding = compiled(
        STATUE,
        "Inflict damage to your opponent equal to [the number of Spell Cards in their "
        "Graveyard] x 100. Then, if you inflicted 1000 or more damage by this effect, you can "
        'add up to 2 "Oriental Tiger" and/or "Yokai Tiger Orient Strike" from your Graveyard '
        "to your hand.",
    )
    assert first_effect(encoding)[1]["condition"] == [{"cond": "dealt", "min": 1000}]
    board = board_playing(encoding)
    for spells, offered in ((10, True), (9, False)):
        s = board.game(cards=([STATUE, TIGER], [SPELL] * spells))
        statue = board.monster(s, 0, STATUE)
        tiger = board.gy(s, 0, TIGER)
        for _ in range(spells):
            board.gy(s, 1, SPELL)
        play(s, f"act {statue}")
        assert s.lp[1] == 8000 - 100 * spells
        assert (f"pick {tiger}" in verbs(s)) is offered


def test_said_only_after_such_a_step() -> None:
    assert unread(MAGICIAN, "If you inflicted damage to your opponent by this effect, draw 1 card.")
    assert unread(MAGICIAN, "Draw 1 card. If you gained LP by this effect, draw 1 card.")
    assert unread(MAGICIAN, "You take 500 damage. If you do, draw 1 card.")
    assert unread(
        MAGICIAN,
        "Inflict 300 damage to your opponent. Then, inflict 300 damage to your opponent. If you "
        "do, draw 1 card.",
    )  # the condition counts the damage of the whole effect
    assert not unread(MAGICIAN, "Inflict 300 damage to your opponent. If you do, draw 1 card.")


BUBBLEBURST = 17695  # Bubbleburst Shock!: a Normal Spell
BUBBLEBURST_EFFECT = (
    "Take damage equal to [the total ATK of the face-up Level 8 or lower monsters on your "
    "opponent's field]. Then, if you took damage by this effect, destroy all face-up Level 8 or "
    "lower monsters on your opponent's field."
)


def test_if_you_took_damage_by_this_effect() -> None:
    encoding = compiled(BUBBLEBURST, BUBBLEBURST_EFFECT)
    assert first_effect(encoding)[1]["condition"] == [{"cond": "dealt", "to": "own"}]
    board = board_playing(encoding)
    s = board.game(cards=([BUBBLEBURST], [SKULL, CAT]))
    skull = board.monster(s, 1, SKULL)
    play(s, f"act {board.hand(s, 0, BUBBLEBURST)}")
    assert s.lp[0] == 8000 - 2500 and s.pos[skull] == OFF
    s = board.game(cards=([BUBBLEBURST], [CAT]))
    straynge = board.monster(s, 1, CAT)
    play(s, f"act {board.hand(s, 0, BUBBLEBURST)}")  # 0 ATK: no damage taken
    assert s.lp[0] == 8000 and s.pos[straynge] != OFF
    assert unread(MAGICIAN, "Draw 1 card. If you took damage by this effect, draw 1 card.")
