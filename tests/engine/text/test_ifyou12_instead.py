"""The ifyou12_instead productions: more cards chosen when a condition holds (the step before
done to more cards instead, or again to further cards); each compiled from a made-up clause and
played on a board, with the condition holding and not."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, choices, play, verbs
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread
from validator.engine.lasting import facts
from validator.engine.state import FACEDOWN

MAGICIAN = 15150  # Sevens Road Magician: the monster whose (made-up) effect is played
SPELL = 15160  # a Normal Spell (its text made up here)
CAT = 15159  # Straynge Cat: EARTH Spellcaster, Level 1
WITCH = 15178  # Sevens Road Witch: DARK Spellcaster, Level 6
SKULL = 15781  # Summoned Skull: DARK Fiend, Level 6

CHANGE = "Change 1 face-up monster on your opponent's field to face-down Defense Position."
TWO = 'If you have "Summoned Skull" face-up on your field, you can choose 2 monsters instead.'


def test_two_monsters_chosen_instead_of_one() -> None:
    encoding = compiled(SPELL, f"{CHANGE} {TWO}")
    assert first_effect(encoding) == [
        {"op": "to_facedown", "target": {"pick": 0}},
        {
            "op": "if",
            "condition": [{"cond": "has", "from": "own_faceup", "filter": {"ids": [SKULL]}}],
            "then": [{"op": "may", "then": [{"op": "to_facedown", "target": {"pick": 1}}]}],
        },
    ]
    assert encoding["effects"][0]["picks"][1] == {
        "from": "opp_faceup",
        "filter": {"kind": "monster"},
    }
    for skull, two in ((True, True), (True, False), (False, False)):
        board = board_playing(encoding)
        s = board.game(cards=([SPELL, SKULL], [CAT, WITCH]))
        spell = board.hand(s, 0, SPELL)
        if skull:
            board.monster(s, 0, SKULL)
        cat, witch = board.monster(s, 1, CAT), board.monster(s, 1, WITCH)
        play(s, f"act {spell}")
        assert choices(s) == [(cat,), (witch,)]
        play(s, f"pick {cat}")
        if skull:
            assert "decline" in verbs(s) and choices(s) == [(witch,)]
            play(s, f"pick {witch}" if two else "decline")
        assert s.resolving is None
        assert s.pos[cat] == FACEDOWN and (s.pos[witch] == FACEDOWN) == two


def test_the_one_card_is_needed_to_activate_it() -> None:
    board = board_playing(compiled(SPELL, f"{CHANGE} {TWO}"))
    s = board.game(cards=([SPELL, SKULL], []))
    spell = board.hand(s, 0, SPELL)
    board.monster(s, 0, SKULL)
    assert activations(s, spell) == []  # no face-up monster of the opponent's to change


def test_up_to_more_cards_added_instead() -> None:
    encoding = compiled(
        MAGICIAN,
        "Add 1 Spellcaster Type monster from your GY to your hand. If your opponent has a "
        "face-up Fiend Type monster on their field, you can add up to 3 of those cards to your "
        "hand instead.",
    )
    assert encoding["effects"][0]["picks"][1] == {
        "from": "own_gy",
        "filter": {"kind": "monster", "race": "Spellcaster"},
        "n": 2,
        "upto": True,
    }
    for fiend, added in ((True, 3), (False, 1)):
        board = board_playing(encoding)
        s = board.game(cards=([MAGICIAN, CAT, CAT, WITCH], [SKULL, CAT]))
        magician = board.monster(s, 0, MAGICIAN)
        board.monster(s, 1, SKULL if fiend else CAT)
        gy = [board.gy(s, 0, CAT), board.gy(s, 0, CAT), board.gy(s, 0, WITCH)]
        play(s, f"act {magician}", f"pick {gy[2]}")
        if fiend:
            (both,) = [c for c in choices(s) if len(c) == 2]
            play(s, f"pick {' '.join(map(str, both))}")
        assert s.resolving is None and len(s.hand[0]) == added


def test_additional_monsters_shuffled_into_the_deck() -> None:
    encoding = compiled(
        SPELL,
        "Choose up to 2 monsters in your opponent's GY and shuffle them into the Deck. If your "
        "opponent has a face-up Fiend Type monster on their field, you can choose up to 2 "
        "additional monsters in their GY and shuffle them into the Deck.",
    )
    assert first_effect(encoding)[1]["then"] == [
        {"op": "may", "then": [{"op": "to_deck", "target": {"pick": 1}}]}
    ]
    for fiend, left in ((True, 0), (False, 2)):
        board = board_playing(encoding)
        s = board.game(cards=([SPELL], [SKULL, CAT, CAT, CAT, WITCH, WITCH]))
        spell = board.hand(s, 0, SPELL)
        board.monster(s, 1, SKULL if fiend else CAT)
        gy = [board.gy(s, 1, c) for c in (CAT, WITCH, WITCH, CAT)]
        play(s, f"act {spell}", f"pick {gy[0]} {gy[1]}")
        if fiend:
            assert all(gy[0] not in c and gy[1] not in c for c in choices(s))
            play(s, f"pick {gy[2]} {gy[3]}")
        assert s.resolving is None and len(s.gy[1]) == left


def test_near_misses_are_not_read() -> None:
    # Two monsters chosen already: "2 monsters instead" is no more.
    assert unread(
        SPELL,
        f"Change 2 face-up monsters on your opponent's field to face-down Defense Position. {TWO}",
    )
    # A requirement met one way only: which way it was met is no question.
    assert unread(
        MAGICIAN,
        'This turn, this card\'s name becomes "Straynge Cat". If you sent a card from your hand '
        "to the GY to meet the requirement, you can have this card's name become \"Summoned "
        'Skull" this turn instead.',
        "Send 1 card from your hand to the GY.",
    )
    # A condition the step before may change (the cards of its side).
    assert unread(
        MAGICIAN,
        "Add 1 Spellcaster Type monster from your GY to your hand. If you have 2 or more "
        "monsters in your GY, you can add up to 3 of those cards to your hand instead.",
    )
    # The cards were not added to the hand.
    assert unread(
        SPELL,
        'Send 1 monster from your hand to the GY. If you have "Summoned Skull" face-up on your '
        "field, you can add up to 3 of those cards to your hand instead.",
    )


def test_another_name_instead_after_the_hand_way_of_the_requirement() -> None:
    encoding = compiled(
        MAGICIAN,
        'This turn, this card\'s name becomes "Straynge Cat". If you sent a card from your hand '
        "to the GY to meet the requirement, you can have this card's name become \"Summoned "
        'Skull" this turn instead.',
        "Send 1 card from your hand or the top 2 cards of your Deck to the GY.",
    )
    usual = {"op": "change_name", "target": "self", "name": CAT, "until": "end_of_turn"}
    assert first_effect(encoding) == [
        {
            "op": "if",
            "condition": [{"cond": "picked", "pick": 0, "filter": {}}],
            "then": [{"op": "may", "then": [{**usual, "name": SKULL}], "else": [usual]}],
            "else": [usual],
        }
    ]
    for from_hand, accept, name in ((True, True, SKULL), (True, False, CAT), (False, True, CAT)):
        board = board_playing(encoding)
        s = board.game(cards=([MAGICIAN, WITCH], []))
        magician = board.monster(s, 0, MAGICIAN)
        witch = board.hand(s, 0, WITCH)
        (way,) = [w for w in activations(s, magician) if (witch in w) == from_hand]
        play(s, f"act {magician} {' '.join(map(str, way))}")
        if from_hand:
            play(s, "accept" if accept else "decline")
        assert s.resolving is None and facts(s, magician).name_id == name
        assert (witch in s.gy[0]) == from_hand
