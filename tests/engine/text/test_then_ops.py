"""The then_ops productions: cards on "their field", cards sent from the top of the Deck, an
additional gain, LP the opponent gains equal to an amount, and a card in the opponent's Spell &
Trap Zone; each compiled from a made-up clause and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import play
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread
from validator.engine.lasting import atk_of
from validator.engine.state import FACEDOWN, SET

SPELL = 15160  # a Normal Spell: the card that plays each made-up text
MAGICIAN = 15150  # Sevens Road Magician: a Level 7 DARK Spellcaster, 2100 ATK
FILLER = 15154  # Dark Sorcerer: DARK Spellcaster, Level 4, 1500/0
CAT = 15159  # Straynge Cat: EARTH Spellcaster, Level 1, 0/1400
SKULL = 15781  # Summoned Skull: DARK Fiend, Level 6, 2500/1200
BLAST = 15353  # Inferno Fire Blast: a Spell
MOUNTAIN = 15228  # a Field Spell


def test_cards_on_their_field_are_the_opponents() -> None:
    encoding = compiled(
        SPELL,
        "Draw 1 card. Then, if your opponent has no cards in their hand, you can return 1 "
        "face-up monster from their field to the owner's hand.",
    )
    assert encoding["effects"][0]["picks"] == [
        {"from": "opp_faceup", "filter": {"kind": "monster"}}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, CAT], [SKULL]))
    spell = board.hand(s, 0, SPELL)
    board.monster(s, 0, CAT)
    skull = board.monster(s, 1, SKULL)
    play(s, f"act {spell}", f"pick {skull}")
    assert s.resolving is None and s.hand[1] == [skull]
    encoding = compiled(
        SPELL,
        "Draw 1 card. Then, if your opponent has no face-up monsters on their field, you can "
        "shuffle 1 face-down card from their field into the owner's Deck.",
    )
    assert encoding["effects"][0]["picks"] == [{"from": "opp_hidden"}]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], [SKULL]))
    spell = board.hand(s, 0, SPELL)
    skull = board.monster(s, 1, SKULL, pos=FACEDOWN)
    play(s, f"act {spell}", f"pick {skull}")
    assert s.resolving is None and skull in s.deck[1]
    # "from their field" where a monster is changed "on" a field: not read.
    assert unread(
        SPELL,
        "Draw 1 card. Then, you can change 1 face-up monster from their field to face-down "
        "Defense Position.",
    )


def test_a_card_in_their_spell_and_trap_zone_and_a_monster_on_their_field_turned_face_down() -> (
    None
):
    encoding = compiled(
        SPELL,
        "Draw 1 card. Then, if your opponent has a card in their Spell & Trap Zone, you can "
        "change 1 face-up monster on their field to face-down Defense Position.",
    )
    assert first_effect(encoding)[1]["condition"] == [{"cond": "has", "from": "opp_szone"}]
    for spell_trap, turned in ((BLAST, True), (MOUNTAIN, False)):
        board = board_playing(encoding)
        s = board.game(cards=([SPELL], [SKULL, spell_trap]))
        spell = board.hand(s, 0, SPELL)
        skull = board.monster(s, 1, SKULL)
        if spell_trap == MOUNTAIN:
            board.field_spell(s, 1, MOUNTAIN)  # the Field Zone is no Spell & Trap Zone
        else:
            board.spell(s, 1, spell_trap, SET)
        play(s, f"act {spell}")
        if turned:
            play(s, f"pick {skull}")
        assert s.resolving is None and (s.pos[skull] == FACEDOWN) == turned


def test_cards_sent_from_the_top_of_the_deck() -> None:
    encoding = compiled(SPELL, "Send 2 cards from the top of your Deck to the GY.")
    assert first_effect(encoding) == [{"op": "mill", "count": 2}]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], []))
    spell = board.hand(s, 0, SPELL)
    top = s.deck[0][-2:]
    play(s, f"act {spell}")
    assert sorted(s.gy[0]) == sorted([*top, spell])


def test_an_additional_gain_and_lp_the_opponent_gains() -> None:
    encoding = compiled(
        SPELL,
        "Make 1 face-up monster on your field gain 400 ATK until the end of this turn. Then, you "
        "can make that monster gain an additional 600 ATK until the end of this turn.",
    )
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, FILLER], []))
    spell, filler = board.hand(s, 0, SPELL), board.monster(s, 0, FILLER)
    play(s, f"act {spell}", "accept")
    assert atk_of(s, filler) == 2500
    encoding = compiled(
        SPELL,
        "1 face-up monster on your field cannot be destroyed by battle this turn. Then, your "
        "opponent gains LP equal to [that monster's ATK].",
    )
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, SKULL], []))
    spell = board.hand(s, 0, SPELL)
    board.monster(s, 0, SKULL)
    play(s, f"act {spell}")
    assert s.resolving is None and s.lp == [8000, 10500]
    # An additional gain of monsters not named before: not read.
    assert unread(
        SPELL,
        "Draw 1 card. Then, you can make 1 face-up monster on your field gain an additional 600 "
        "ATK until the end of this turn.",
    )
