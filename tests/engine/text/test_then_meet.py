"""The then_meet productions: a part that applies when the cards the requirement shuffled into
or placed in the Deck were of a kind, so many, or of so many Types; and a change with an ability
of the same card. Each compiled from a made-up clause and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import play
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread
from validator.engine import lasting
from validator.engine.state import SET, State

SPELL = 15160  # a Normal Spell: the card that plays each made-up text
MAGICIAN = 15150  # Sevens Road Magician: a Level 7 DARK Spellcaster
FILLER = 15154  # Dark Sorcerer: DARK Spellcaster, Level 4
CAT = 15159  # Straynge Cat: EARTH Spellcaster, Level 1
SKULL = 15781  # Summoned Skull: DARK Fiend, Level 6
BEWD = 15184  # Blue-Eyes White Dragon: LIGHT Dragon, Level 8
MOUNTAIN = 15228  # a Field Spell
BLAST = 15353  # Inferno Fire Blast: a Spell

SHUFFLE_UP_TO_3 = "Shuffle up to 3 monsters from your GY into the Deck."


def test_so_many_monsters_shuffled_when_no_more_can_be() -> None:
    encoding = compiled(
        SPELL,
        "Draw 1 card. Then, if you shuffled 3 monsters to meet the requirement, you can draw 1 "
        "card.",
        SHUFFLE_UP_TO_3,
    )
    assert first_effect(encoding)[1]["condition"] == [
        {
            "cond": "count",
            "count": {"counter": "number", "of": "cost", "filter": {"kind": "monster"}},
            "min": 3,
        }
    ]
    board = board_playing(encoding)
    for shuffled, drawn in ((3, 2), (2, 1)):
        s = board.game(cards=([SPELL, FILLER, CAT, SKULL], []))
        spell = board.hand(s, 0, SPELL)
        gy = [board.gy(s, 0, c) for c in (FILLER, CAT, SKULL)]
        play(s, f"act {spell} {shuffled} " + " ".join(str(c) for c in gy[:shuffled]))
        if drawn == 2:
            play(s, "accept")
        assert s.resolving is None and len(s.hand[0]) == drawn
    # "2 monsters" of a requirement that may shuffle 3: at least 2, or exactly 2? Not read.
    assert unread(
        SPELL,
        "Draw 1 card. Then, if you shuffled 2 monsters to meet the requirement, draw 1 card.",
        SHUFFLE_UP_TO_3,
    )


def test_a_card_placed_on_top_of_the_deck_to_meet_the_requirement() -> None:
    encoding = compiled(
        SPELL,
        'Draw 1 card. Then, if you placed "Summoned Skull" on top of the Deck to meet the '
        "requirement, draw 1 card.",
        "Place 1 monster from your GY on top of the Deck.",
    )
    assert first_effect(encoding)[1]["condition"] == [
        {
            "cond": "count",
            "count": {"counter": "number", "of": "cost", "filter": {"ids": [SKULL]}},
            "min": 1,
        }
    ]
    board = board_playing(encoding)
    for placed, drawn in ((SKULL, 2), (CAT, 1)):
        s = board.game(cards=([SPELL, placed], []))
        spell = board.hand(s, 0, SPELL)
        card = board.gy(s, 0, placed)
        play(s, f"act {spell} {card}")
        assert s.resolving is None and len(s.hand[0]) == drawn and card in s.hand[0]
    # Cards shuffled are not "placed on top", nor are cards sent "shuffled".
    assert unread(
        SPELL,
        'Draw 1 card. Then, if you placed "Summoned Skull" on top of the Deck to meet the '
        "requirement, draw 1 card.",
        "Shuffle 1 monster from your GY into the Deck.",
    )
    assert unread(
        SPELL,
        "Draw 1 card. Then, if you shuffled a Fiend Type monster to meet the requirement, draw "
        "1 card.",
        "Send 1 monster from your hand to the GY.",
    )


def test_so_many_or_more_placed_on_the_bottom_and_a_kind_placed() -> None:
    encoding = compiled(
        SPELL,
        "Draw 1 card. Then, if you placed 2 or more Fiend Type monsters on the bottom of the Deck "
        "to meet the requirement, draw 1 card.",
        "Place all monsters from your GY on the bottom of the Deck in any order.",
    )
    counted = {"counter": "number", "of": "cost", "filter": {"kind": "monster", "race": "Fiend"}}
    assert first_effect(encoding)[1]["condition"] == [{"cond": "count", "count": counted, "min": 2}]
    encoding = compiled(
        SPELL,
        "Draw 1 card. Then, if you placed a Fiend Type monster to meet the requirement, draw 1 "
        "card.",
        "Place 1 monster from your GY on the bottom of the Deck.",
    )
    board = board_playing(encoding)
    for placed, drawn in ((SKULL, 2), (CAT, 1)):
        s = board.game(cards=([SPELL, placed], []))
        spell = board.hand(s, 0, SPELL)
        card = board.gy(s, 0, placed)
        play(s, f"act {spell} {card}")
        assert s.resolving is None and len(s.hand[0]) == drawn and s.deck[0][0] == card


def _types(*shuffled: int) -> State:
    encoding = compiled(
        SPELL,
        "Draw 1 card. Then, if you shuffled 2 different Types to meet the requirement, you can "
        "draw 1 card.",
        "Shuffle 2 Dragon and/or Fiend Type monsters from your GY into the Deck.",
    )
    assert first_effect(encoding)[1]["condition"] == [
        {
            "cond": "count",
            "count": {"counter": "number", "of": "cost", "filter": {"race": r}},
            "min": 1,
        }
        for r in ("Dragon", "Fiend")
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, *shuffled], []))
    spell = board.hand(s, 0, SPELL)
    gy = [board.gy(s, 0, c) for c in shuffled]
    play(s, f"act {spell} " + " ".join(str(c) for c in gy))
    return s


def test_two_different_types_shuffled() -> None:
    s = _types(BEWD, SKULL)
    play(s, "accept")
    assert s.resolving is None and len(s.hand[0]) == 2
    s = _types(SKULL, SKULL)
    assert s.resolving is None and len(s.hand[0]) == 1
    # A requirement of any Type: which two Types is not said.
    assert unread(
        SPELL,
        "Draw 1 card. Then, if you shuffled 2 different Types to meet the requirement, draw 1 "
        "card.",
        "Shuffle 2 monsters from your GY into the Deck.",
    )


def test_a_protection_and_an_ability_of_the_same_card() -> None:
    encoding = compiled(
        MAGICIAN,
        "This turn, this card cannot be destroyed by battle, and can attack twice.",
    )
    assert first_effect(encoding) == [
        {"op": "protect", "target": "self", "from": "battle", "until": "end_of_turn"},
        {"op": "grant", "target": "self", "ability": "extra_attack", "until": "end_of_turn"},
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    play(s, f"act {magician}")
    assert s.resolving is None
    rules = sorted(m.rule for m in s.lasting if m.target == magician)
    assert rules == sorted([lasting.EXTRA_ATTACK, lasting.INDESTRUCTIBLE])


def test_a_card_sent_among_cards_returned_otherwise() -> None:
    requirement = (
        "Send 1 Spell/Trap Card from your field to the GY, and shuffle 1 Fiend Type monster from "
        "your GY into the Deck."
    )
    text = (
        'Draw 1 card. Then, if you sent "Inferno Fire Blast" to the GY to meet the requirement, '
        "you can draw 1 card."
    )
    encoding = compiled(MAGICIAN, text, requirement)
    counted = {"counter": "number", "of": "cost", "filter": {"ids": [BLAST]}}
    assert first_effect(encoding)[1]["condition"] == [{"cond": "count", "count": counted, "min": 1}]
    for sent, drawn in ((BLAST, 2), (MOUNTAIN, 1)):
        board = board_playing(encoding)
        s = board.game(cards=([MAGICIAN, SKULL, sent], []))
        magician = board.monster(s, 0, MAGICIAN)
        if sent == MOUNTAIN:
            card = board.field_spell(s, 0, MOUNTAIN)
        else:
            card = board.spell(s, 0, sent, SET)
        skull = board.gy(s, 0, SKULL)
        play(s, f"act {magician} {card} {skull}")
        if drawn == 2:
            play(s, "accept")
        assert s.resolving is None and card in s.gy[0] and len(s.hand[0]) == drawn
    # A name the cards shuffled could bear: not read.
    assert unread(
        MAGICIAN,
        'Draw 1 card. Then, if you sent "Summoned Skull" to the GY to meet the requirement, you '
        "can draw 1 card.",
        "Send 1 card from your hand to the GY, and shuffle 1 Fiend Type monster from your GY "
        "into the Deck.",
    )
