"""The then_that productions: a part that applies when the card chosen earlier is of a Level,
a kind, a name or an original stat, or is this card, and when the card just excavated is of a
kind; each compiled from a made-up clause and played on a board (the chosen monster read as
it is now)."""

from __future__ import annotations

from tests.engine.cards.card_support import on_top, play
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread
from validator.engine import lasting
from validator.engine.state import FACEDOWN, OFF

SPELL = 15160  # a Normal Spell: the card that plays each made-up text
MAGICIAN = 15150  # Sevens Road Magician: a Level 7 DARK Spellcaster, 2100 ATK
FILLER = 15154  # Dark Sorcerer: DARK Spellcaster, Level 4, 1500/0
CAT = 15159  # Straynge Cat: EARTH Spellcaster, Level 1, 0/1400
SKULL = 15781  # Summoned Skull: DARK Fiend, Level 6, 2500/1200
BEWD = 15184  # Blue-Eyes White Dragon: LIGHT Dragon, Level 8, 3000/2500
BLAST = 15353  # Inferno Fire Blast: a Spell

LEVEL_7 = (
    "Make 1 face-up monster on your field gain 100 ATK until the end of this turn. Then, if "
    "that monster is Level 7, it cannot be destroyed by battle this turn."
)


def _protected(board, s, monster) -> bool:  # type: ignore[no-untyped-def]
    return any(m.target == monster and m.rule == lasting.INDESTRUCTIBLE for m in s.lasting)


def test_that_monster_is_of_a_level_as_it_is_now() -> None:
    encoding = compiled(SPELL, LEVEL_7)
    assert first_effect(encoding)[1]["condition"] == [
        {"cond": "pick_is", "pick": 0, "filter": {"kind": "monster", "level": 7}}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, MAGICIAN], []))
    spell, magician = board.hand(s, 0, SPELL), board.monster(s, 0, MAGICIAN)
    play(s, f"act {spell}")
    assert s.resolving is None and _protected(board, s, magician)
    # A Level 4 monster whose Level was raised to 7 is Level 7 now.
    s = board.game(cards=([SPELL, FILLER], []))
    spell, filler = board.hand(s, 0, SPELL), board.monster(s, 0, FILLER)
    lasting.add(s, lasting.card_modifier(s, lasting.LEVEL_CHANGE, 3, filler, filler, "turn"))
    play(s, f"act {spell}")
    assert s.resolving is None and _protected(board, s, filler)
    s = board.game(cards=([SPELL, FILLER], []))
    spell, filler = board.hand(s, 0, SPELL), board.monster(s, 0, FILLER)
    play(s, f"act {spell}")
    assert s.resolving is None and not _protected(board, s, filler)


def test_that_monster_is_of_a_kind_and_of_an_original_def() -> None:
    encoding = compiled(
        SPELL,
        "Make 1 face-up monster on your field gain 100 ATK until the end of this turn. Then, if "
        "that monster is a Fiend Type monster, it cannot be destroyed by battle this turn.",
    )
    assert first_effect(encoding)[1]["condition"] == [
        {"cond": "pick_is", "pick": 0, "filter": {"kind": "monster", "race": "Fiend"}}
    ]
    encoding = compiled(
        SPELL,
        "Look at 1 face-down monster on your opponent's field. Then, if that monster's original "
        "DEF is 1400 or less, destroy it.",
    )
    assert first_effect(encoding)[1]["condition"] == [
        {"cond": "pick_is", "pick": 0, "filter": {"kind": "monster", "original_def_max": 1400}}
    ]
    board = board_playing(encoding)
    for hidden, destroyed in ((CAT, True), (BEWD, False)):
        s = board.game(cards=([SPELL], [hidden]))
        spell = board.hand(s, 0, SPELL)
        monster = board.monster(s, 1, hidden, pos=FACEDOWN)
        play(s, f"act {spell}")
        assert s.resolving is None and (s.pos[monster] == OFF) == destroyed


def test_the_card_chosen_bears_a_name_or_is_this_card() -> None:
    encoding = compiled(
        SPELL,
        'Add 1 monster from your GY to your hand. Then, if it was "Summoned Skull", you can '
        "draw 1 card.",
    )
    assert first_effect(encoding)[1]["condition"] == [
        {"cond": "pick_is", "pick": 0, "filter": {"ids": [SKULL]}}
    ]
    board = board_playing(encoding)
    for added, held in ((SKULL, 2), (CAT, 1)):
        s = board.game(cards=([SPELL, added], []))
        spell = board.hand(s, 0, SPELL)
        card = board.gy(s, 0, added)
        play(s, f"act {spell}")
        if held == 2:
            play(s, "accept")
        assert s.resolving is None and card in s.hand[0] and len(s.hand[0]) == held
    encoding = compiled(
        MAGICIAN,
        "Choose 1 face-up monster on the field, and it loses 600 ATK until the end of this turn. "
        "Then, if you chose this card by this effect, it can attack directly this turn.",
    )
    assert first_effect(encoding)[1]["condition"] == [{"cond": "picked_self", "pick": 0}]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [CAT]))
    magician, cat = board.monster(s, 0, MAGICIAN), board.monster(s, 1, CAT)
    play(s, f"act {magician}", f"pick {magician}")
    assert any(m.rule == lasting.DIRECT_ATTACK for m in s.lasting)
    s = board.game(cards=([MAGICIAN], [CAT]))
    magician, cat = board.monster(s, 0, MAGICIAN), board.monster(s, 1, CAT)
    play(s, f"act {magician}", f"pick {cat}")
    assert not any(m.rule == lasting.DIRECT_ATTACK for m in s.lasting)
    # A Spell chooses no monster that is itself.
    assert unread(
        SPELL,
        "Choose 1 face-up monster on the field, and it loses 600 ATK until the end of this turn. "
        "Then, if you chose this card by this effect, it can attack directly this turn.",
    )


def test_the_card_just_excavated_is_of_a_kind() -> None:
    encoding = compiled(
        MAGICIAN,
        "Your opponent excavates the top card of their Deck. Then, if that card is a Level 5 or "
        "higher monster, you can draw 1 card. Your opponent places the excavated card on the top "
        "of their Deck.",
    )
    assert first_effect(encoding)[1]["condition"] == [
        {"cond": "moved", "filter": {"kind": "monster", "level_min": 5}}
    ]
    board = board_playing(encoding)
    for top, drawn in ((SKULL, 1), (FILLER, 0), (BLAST, 0)):
        s = board.game(cards=([MAGICIAN], [SKULL, FILLER, BLAST]))
        magician = board.monster(s, 0, MAGICIAN)
        (card,) = on_top(s, 1, top)
        play(s, f"act {magician}")
        if drawn:
            play(s, "accept")
        assert s.resolving is None and len(s.hand[0]) == drawn and s.deck[1][-1] == card
    # Without an excavation just before, "that card" names nothing here.
    assert unread(
        MAGICIAN,
        "Draw 1 card. Then, if that card is a Level 5 or higher monster, you can draw 1 card.",
    )


def test_it_after_a_condition_about_this_card_is_this_card() -> None:
    encoding = compiled(
        MAGICIAN,
        "This card gains 100 ATK until the end of this turn. Then, if this card is in Maximum "
        "Mode, this turn, it gains 1000 ATK, and cannot be destroyed by card effects.",
        "Send 1 card from your hand to the GY.",
    )
    assert first_effect(encoding)[1] == {
        "op": "if",
        "condition": [{"cond": "maximum_mode"}],
        "then": [
            {"op": "gain_atk", "target": "self", "amount": 1000, "until": "end_of_turn"},
            {"op": "protect", "target": "self", "from": "effect", "until": "end_of_turn"},
        ],
    }
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, FILLER], []))
    magician, filler = board.monster(s, 0, MAGICIAN), board.hand(s, 0, FILLER)
    play(s, f"act {magician} {filler}")
    assert s.resolving is None and not _protected(board, s, magician)  # not in Maximum Mode
    assert s.lasting and all(m.target == magician for m in s.lasting)


def test_all_other_cards_of_a_place_a_card_was_chosen_from() -> None:
    """ "Other" there means other than the chosen card, not this card: all but the chosen card
    (played in test_amountsother12_relate.py), never "all but this card" (which would destroy
    the chosen card too)."""
    text = (
        "Choose 1 Spell/Trap Card on your opponent's field. Destroy all other Spell/Trap Cards "
        "on your opponent's field."
    )
    assert first_effect(compiled(15160, text)) == [
        {"op": "destroy", "target": {"all": {"from": "opp_spelltraps", "except": {"pick": 0}}}}
    ]
    assert not unread(15160, "Destroy all other Spell/Trap Cards on your opponent's field.")
