"""The fusion family: Fusion Summons performed by an effect sentence, compiled from a clause and
played (the Fusion Monster and its materials chosen as the effect resolves)."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, choices, play, verbs
from tests.engine.conftest import FILLER
from tests.engine.text.text_support import (
    board_playing,
    card_text,
    compiled,
    round_trip,
)
from validator.engine.effects.text.compiler import compile_card
from validator.engine.state import ATK, DEF, FACEDOWN, SUMMONED_FUSION

MAGICIAN = 15150  # Sevens Road Magician: a Level 7 DARK Spellcaster
WITCH = 15178  # Sevens Road Witch: a Level 6 Spellcaster
MASTER = 17308  # Master of the Sevens Road: a Fusion of "Sevens Road Magician" + "Witch"
MOTH = 22647  # Perfectly Ultimate Great Moth: "Great Moth" + "Cocoon of Evolution"
POT = 16372  # Pot of Greed, a Normal Spell (its text made up here)

SEND = (
    'Fusion Summon "Master of the Sevens Road" by sending monsters from your hand or field '
    "to the GY as material."
)
SHUFFLE = (
    'Fusion Summon "Master of the Sevens Road" by shuffling Spellcaster Type monsters from '
    "your field or GY into the owner's Deck as material, including this card."
)


def test_a_named_fusion_by_sending_from_hand_or_field() -> None:
    encoding = compiled(POT, SEND)
    assert encoding["effects"][0]["effect"] == [
        {"op": "fusion_summon", "places": ["hand", "field"], "monster": {"ids": [MASTER]}}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([POT, MAGICIAN, WITCH], []), extra=([MASTER], []))
    pot = board.hand(s, 0, POT)
    magician = board.monster(s, 0, MAGICIAN, FACEDOWN)  # face-down: still a material
    witch = board.hand(s, 0, WITCH)
    master = s.extra[0][0]
    play(s, f"act {pot}")
    assert verbs(s) == ["position 1", "position 2"]  # one way: only the position is chosen
    play(s, "position 2")
    assert s.pos[master] == DEF and s.flags[master] & SUMMONED_FUSION
    assert magician in s.gy[0] and witch in s.gy[0] and pot in s.gy[0]


def test_no_fusion_to_make_no_activation() -> None:
    board = board_playing(compiled(POT, SEND))
    s = board.game(cards=([POT, MAGICIAN], []), extra=([MASTER], []))
    pot = board.hand(s, 0, POT)
    board.hand(s, 0, MAGICIAN)  # the Witch is missing
    assert activations(s, pot) == []


def test_shuffled_materials_from_field_or_gy_including_this_card() -> None:
    encoding = compiled(MAGICIAN, "Draw 1 card. Then, you can " + SHUFFLE)
    step = encoding["effects"][0]["effect"][1]["then"][0]
    assert step == {
        "op": "fusion_summon",
        "places": ["field", "gy"],
        "how": "shuffle",
        "material": {"race": "Spellcaster"},
        "monster": {"ids": [MASTER]},
        "with_self": True,
    }
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, WITCH, WITCH], []), extra=([MASTER], []))
    magician = board.monster(s, 0, MAGICIAN)
    w1, w2 = board.gy(s, 0, WITCH), board.monster(s, 0, WITCH)
    master = s.extra[0][0]
    play(s, f"act {magician}")
    # The optional Fusion Summon offered with the decline: one way per Witch.
    assert sorted(choices(s)) == sorted([(master, magician, w1), (master, magician, w2)])
    play(s, f"pick {master} {magician} {w1}")
    play(s, "position 1")
    assert s.pos[master] == ATK
    assert magician in s.deck[0] and w1 in s.deck[0] and w2 in s.mzone[0]


def test_the_material_filter_and_declining() -> None:
    text = (
        'Draw 1 card. Then, you can Fusion Summon "Master of the Sevens Road" by sending '
        "LIGHT Attribute monsters from your hand or field to the GY as material."
    )
    board = board_playing(compiled(MAGICIAN, text))
    s = board.game(cards=([MAGICIAN, WITCH], []), extra=([MASTER], []))
    magician = board.monster(s, 0, MAGICIAN)
    board.hand(s, 0, WITCH)
    play(s, f"act {magician}")
    assert s.resolving is None  # DARK materials: nothing to accept
    assert s.extra[0] and magician in s.mzone[0]


def test_a_fusion_clause_is_read_only_when_every_such_monster_has_known_materials(
    monkeypatch,
) -> None:
    # Every materials text of the card data is read (named or described by properties).
    text = "Fusion Summon by sending monsters from your hand or field to the GY as material."
    assert not compile_card(card_text(POT, text), {}).missing
    # A Fusion Monster whose materials text was not read would not be offered: not read.
    from validator.cards import load_cards
    from validator.engine.effects.text.productions import fusion

    unread = load_cards().get(MASTER).model_copy(update={"fusion_generic_materials": True})
    monkeypatch.setattr(fusion, "_fusion_monsters", lambda: (unread,))
    assert compile_card(card_text(POT, text), {}).missing
    named = (
        'Fusion Summon "Perfectly Ultimate Great Moth" by sending monsters from your hand or '
        "field to the GY as material."
    )
    assert not compile_card(card_text(POT, named), {}).missing


def test_the_clauses_render_back() -> None:
    for text in (SEND, SHUFFLE):
        assert round_trip("sentence", text) == text.rstrip(".")
    assert FILLER and MOTH


def test_a_count_of_materials_keeps_the_fusions_of_as_many() -> None:
    text = (
        'Fusion Summon "Master of the Sevens Road" by sending {} monsters from your hand or '
        "field to the GY as material."
    )
    for count, offered in ((2, True), (3, False)):
        encoding = compiled(POT, text.format(count))
        assert encoding["effects"][0]["effect"][0]["count"] == count
        board = board_playing(encoding)
        s = board.game(cards=([POT, MAGICIAN, WITCH], []), extra=([MASTER], []))
        pot = board.hand(s, 0, POT)
        board.hand(s, 0, MAGICIAN)
        board.monster(s, 0, WITCH)
        assert bool(activations(s, pot)) == offered
