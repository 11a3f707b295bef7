"""The summonmove family: Special Summons and moves in more shapes: cards moved during the End
Phase; each compiled from made-up clauses and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import choices, play, verbs
from tests.engine.conftest import FILLER, Board
from tests.engine.text.text_support import compiled, round_trip, table_playing
from validator.engine.field import place_monster, to_hand_from_field
from validator.engine.state import ATK, DEF, OFF

MAGICIAN = 15150  # Sevens Road Magician: the monster whose (made-up) effect is played
RED_EYES = 15351  # Red-Eyes Black Dragon: a Level 7 DARK Dragon Normal Monster, 2400 ATK
BLAST = 15353  # Inferno Fire Blast: a Spell
PEAKS = 16163  # Peaks of Blisstopia: a Field Spell


# ------------------------------------------------------------------- during the End Phase

BUT_END_PHASE = (
    "Special Summon 1 Level 7 Dragon Type monster from your GY face-up to your field, but "
    "place it on the bottom of the owner's Deck during the End Phase."
)


def test_end_phase_moves_read_back() -> None:
    for text in (
        "Shuffle this card into the owner's Deck during the End Phase of this turn",
        "Send this card to the GY during the End Phase",
        "Special Summon 1 Level 7 monster from your GY face-up to your field, but place it on "
        "the bottom of the owner's Deck during the End Phase",
    ):
        assert round_trip("op", text) == text


def _summoning_until_end_phase():
    encoding = compiled(MAGICIAN, BUT_END_PHASE)
    board = Board(table_playing(encoding))
    s = board.game(cards=([MAGICIAN, RED_EYES, BLAST], []))
    magician = board.monster(s, 0, MAGICIAN)
    red_eyes = board.gy(s, 0, RED_EYES)
    return encoding, s, magician, red_eyes


def test_the_summoned_monster_goes_to_the_bottom_of_the_deck_in_the_end_phase() -> None:
    encoding, s, magician, red_eyes = _summoning_until_end_phase()
    assert encoding["effects"][0]["effect"] == [
        {"op": "special_summon", "target": {"pick": 0}, "position": "faceup"},
        {"op": "end_phase", "target": "moved", "action": "deck_bottom"},
    ]
    play(s, f"act {magician}", f"position {DEF}")
    assert red_eyes in s.mzone[0]
    play(s, "end")
    assert s.pos[red_eyes] == OFF and s.deck[0][0] == red_eyes  # the bottom of the Deck
    assert magician in s.mzone[0]  # only the summoned monster goes


def test_a_monster_that_left_the_field_before_the_end_phase_is_a_new_card() -> None:
    _, s, magician, red_eyes = _summoning_until_end_phase()
    play(s, f"act {magician}", f"position {ATK}")
    to_hand_from_field(s, red_eyes)
    s.hand[0].remove(red_eyes)
    place_monster(s, 0, red_eyes, ATK)  # back on the field by other means: a new card
    play(s, "end")
    assert red_eyes in s.mzone[0]  # the End Phase move was for the monster that left


def test_this_card_shuffled_into_the_deck_in_the_end_phase() -> None:
    encoding = compiled(
        MAGICIAN,
        "This card gains 300 ATK until the end of this turn. Shuffle this card into the "
        "owner's Deck during the End Phase of this turn.",
    )
    assert encoding["effects"][0]["effect"][-1] == {
        "op": "end_phase",
        "target": "self",
        "action": "shuffle",
    }
    board = Board(table_playing(encoding))
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    play(s, f"act {magician}")
    assert magician in s.mzone[0]
    play(s, "end")
    assert s.pos[magician] == OFF and magician in s.deck[0]


# ---------------------------------------------------------------- among the cards sent


def _on_top(s, p, *card_ids):
    """Put cards of these ids on top of p's Deck, the first one on top; their instances."""
    placed = []
    for card_id in card_ids:
        c = next(c for c in s.deck[p] if s.infos[c].id == card_id)
        s.deck[p].remove(c)
        placed.append(c)
    s.deck[p].extend(reversed(placed))
    return placed


def test_special_summon_among_the_cards_sent_read_back() -> None:
    for text in (
        'Special Summon 1 "Red-Eyes Black Dragon" sent to the GY by this effect face-up to '
        "your field",
        "Special Summon 1 Level 7 monster among the cards sent face-up to your field",
        "Special Summon face-up to your field 1 Level 7 monster from among the cards sent",
        'Add 1 "Inferno Fire Blast" from the cards sent to the GY by this effect to your hand',
    ):
        assert round_trip("op", text) == text


def test_special_summon_a_monster_this_effect_sent_to_the_gy() -> None:
    encoding = compiled(
        MAGICIAN,
        "Send the top 2 cards of your Deck to the GY. Then, you can Special Summon 1 Level 7 "
        "monster among the cards sent face-up to your field.",
    )
    effect = encoding["effects"][0]
    assert effect["picks"] == [
        {"from": "own_gy", "filter": {"kind": "monster", "level": 7}, "among": "sent"}
    ]
    assert effect["effect"][1] == {
        "op": "may",
        "then": [{"op": "special_summon", "target": {"pick": 0}, "position": "faceup"}],
    }
    board = Board(table_playing(encoding))
    s = board.game(cards=([MAGICIAN, RED_EYES, RED_EYES], []))
    magician = board.monster(s, 0, MAGICIAN)
    board.gy(s, 0, RED_EYES)  # in the GY before: not sent by this effect
    sent, _ = _on_top(s, 0, RED_EYES, FILLER)
    play(s, f"act {magician}")
    assert choices(s) == [(sent,)]
    play(s, f"pick {sent}", f"position {ATK}")
    assert sent in s.mzone[0] and s.pos[sent] == ATK


def test_add_a_card_from_the_cards_sent_by_this_effect() -> None:
    encoding = compiled(
        MAGICIAN,
        'Send the top 2 cards of your Deck to the GY. You can also add 1 "Inferno Fire '
        'Blast" from the cards sent to the GY by this effect to your hand.',
    )
    assert encoding["effects"][0]["picks"] == [
        {"from": "own_gy", "filter": {"ids": [BLAST]}, "among": "sent"}
    ]
    board = Board(table_playing(encoding))
    s = board.game(cards=([MAGICIAN, BLAST], []))
    magician = board.monster(s, 0, MAGICIAN)
    blast, _ = _on_top(s, 0, BLAST, FILLER)
    play(s, f"act {magician}")
    assert "decline" in verbs(s)
    play(s, f"pick {blast}")
    assert s.hand[0] == [blast]


# ------------------------------------------------------------------ "the GY", "also ..."


def test_if_among_the_cards_sent_also_add_from_the_gy() -> None:
    for text in (
        "If a Dragon Type monster(s) is among the cards sent, add 1 Dragon Type monster from "
        "the GY to your hand.",
        "If a Dragon Type monster(s) is among the cards sent, also add 1 Dragon Type monster "
        "from your GY to your hand.",
    ):
        encoding = compiled(MAGICIAN, "Send the top 2 cards of your Deck to the GY. " + text)
        effect = encoding["effects"][0]
        assert effect["picks"] == [
            {"from": "own_gy", "filter": {"kind": "monster", "race": "Dragon"}}
        ]
        assert effect["effect"][1]["then"] == [{"op": "to_hand", "target": {"pick": 0}}]
        for top, added in (((RED_EYES, FILLER), True), ((FILLER, FILLER), False)):
            board = Board(table_playing(encoding))
            s = board.game(cards=([MAGICIAN, RED_EYES], []))
            magician = board.monster(s, 0, MAGICIAN)
            _on_top(s, 0, *top)
            play(s, f"act {magician}")
            assert [s.infos[c].id for c in s.hand[0]] == ([RED_EYES] if added else [])


# ------------------------------------------------------------ what the effect added, drew


def _added(encoding, gy):
    board = Board(table_playing(encoding))
    s = board.game(cards=([MAGICIAN, *gy], []))
    magician = board.monster(s, 0, MAGICIAN)
    return s, magician, [board.gy(s, 0, card_id) for card_id in gy]


def test_if_you_added_a_card_by_name_also_send_this_card() -> None:
    encoding = compiled(
        MAGICIAN,
        'Add 1 "Red-Eyes Black Dragon" or "Inferno Fire Blast" from your GY to your hand. If you '
        'added "Inferno Fire Blast" by this effect, also send this card from your field to the '
        "GY.",
    )
    assert encoding["effects"][0]["effect"][1] == {
        "op": "if",
        "condition": [{"cond": "moved", "filter": {"ids": [BLAST]}}],
        "then": [{"op": "self_to_gy"}],
    }
    for chosen, gone in ((RED_EYES, False), (BLAST, True)):
        s, magician, cards = _added(encoding, [RED_EYES, BLAST])
        play(s, f"act {magician}", f"pick {cards[[RED_EYES, BLAST].index(chosen)]}")
        assert (magician in s.gy[0]) == gone


def test_if_you_added_two_cards_to_your_hand() -> None:
    encoding = compiled(
        MAGICIAN,
        'Add 1 "Red-Eyes Black Dragon" and/or "Inferno Fire Blast" from your GY to your hand. '
        "If you added 2 cards to your hand by this effect, send this card from your field to "
        "the GY.",
    )
    assert encoding["effects"][0]["effect"][1]["condition"] == [{"cond": "moved", "min": 2}]
    for both in (False, True):
        s, magician, (red_eyes, blast) = _added(encoding, [RED_EYES, BLAST])
        play(s, f"act {magician}", f"pick {red_eyes} {blast}" if both else f"pick {red_eyes}")
        assert (magician in s.gy[0]) == both


def test_if_you_added_a_name_you_can_also_add() -> None:
    encoding = compiled(
        MAGICIAN,
        'Add 1 Level 7 monster from your GY to your hand. If you added "Red-Eyes Black Dragon", '
        'you can also add 1 "Inferno Fire Blast" from your GY to your hand.',
    )
    s, magician, (red_eyes, blast) = _added(encoding, [RED_EYES, BLAST])
    play(s, f"act {magician}")  # the one Level 7 monster: added at once
    assert s.hand[0] == [red_eyes] and "decline" in verbs(s)
    play(s, f"pick {blast}")
    assert sorted(s.hand[0]) == sorted([red_eyes, blast])


def test_if_you_draw_by_this_effect_you_can_also_set() -> None:
    encoding = compiled(
        MAGICIAN,
        'Draw 1 card. If you draw by this effect, you can also Set 1 "Inferno Fire Blast" from '
        "your GY to your Spell & Trap Zone.",
    )
    assert encoding["effects"][0]["effect"][1]["condition"] == [{"cond": "moved"}]
    s, magician, (blast,) = _added(encoding, [BLAST])
    play(s, f"act {magician}")
    assert len(s.hand[0]) == 1 and "decline" in verbs(s)
    play(s, f"pick {blast}")
    assert blast in s.szone[0]


# --------------------------------------------------------------------------- conditions


def test_there_is_no_face_up_field_spell_on_your_field() -> None:
    encoding = compiled(
        MAGICIAN,
        "This card gains 200 ATK until the end of this turn. If there is no face-up Field Spell "
        "Card on your field, you can also add 1 Level 7 monster from your GY to your hand.",
    )
    assert encoding["effects"][0]["effect"][1]["condition"] == [
        {
            "cond": "not",
            "condition": {
                "cond": "has",
                "from": "own_faceup_spelltraps",
                "filter": {"kind": "spell", "subtype": "field"},
            },
        }
    ]
    s, magician, (red_eyes,) = _added(encoding, [RED_EYES])
    play(s, f"act {magician}", f"pick {red_eyes}")
    assert s.hand[0] == [red_eyes]


def test_with_a_face_up_field_spell_nothing_is_added() -> None:
    encoding = compiled(
        MAGICIAN,
        "This card gains 200 ATK until the end of this turn. If there is no face-up Field Spell "
        "Card on your field, you can also add 1 Level 7 monster from your GY to your hand.",
    )
    board = Board(table_playing(encoding))
    s = board.game(cards=([MAGICIAN, RED_EYES, PEAKS], []))
    magician = board.monster(s, 0, MAGICIAN)
    board.gy(s, 0, RED_EYES)
    board.field_spell(s, 0, PEAKS)
    play(s, f"act {magician}")
    assert s.hand[0] == [] and "decline" not in verbs(s)


# ------------------------------------------------------------ all of your cards, in any order


def test_place_all_of_a_name_from_your_gy_on_the_bottom_in_any_order() -> None:
    encoding = compiled(
        MAGICIAN,
        'Draw 1 card. Then, you can place all "Red-Eyes Black Dragon" from your GY on the '
        "bottom of your Deck in any order. If you do, draw 2 additional cards.",
    )
    may = encoding["effects"][0]["effect"][1]
    assert may["then"][0] == {
        "op": "to_deck",
        "target": {"all": {"from": "own_gy", "filter": {"ids": [RED_EYES]}}},
        "place": "bottom",
        "order": "any",
    }
    board = Board(table_playing(encoding))
    s = board.game(cards=([MAGICIAN, RED_EYES, RED_EYES, BLAST], []))
    magician = board.monster(s, 0, MAGICIAN)
    first, second = board.gy(s, 0, RED_EYES), board.gy(s, 0, RED_EYES)
    board.gy(s, 0, BLAST)
    play(s, f"act {magician}", "accept")  # copies of one card: no order to choose
    assert sorted(s.deck[0][:2]) == sorted([first, second])  # at the bottom
    assert len(s.hand[0]) == 3 and [s.infos[c].id for c in s.gy[0]] == [BLAST]
