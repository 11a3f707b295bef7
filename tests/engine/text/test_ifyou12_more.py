"""The ifyou12_more productions and the excavated cards counted once placed back: each compiled
from a made-up clause and played on a board, where it applies and where it must not."""

from __future__ import annotations

from tests.engine.cards.card_support import choices, on_top, play, verbs
from tests.engine.text.text_support import (
    activated_with_top,
    board_playing,
    compiled,
    first_effect,
    unread,
)
from validator.engine.lasting import atk_of, facts
from validator.engine.state import SET, State

MAGICIAN = 15150  # Sevens Road Magician: the monster whose (made-up) effect is played
SPELL = 15160  # a Normal Spell (its text made up here)
CAT = 15159  # Straynge Cat: EARTH Spellcaster, Level 1
WITCH = 15178  # Sevens Road Witch: DARK Spellcaster, Level 6
SKULL = 15781  # Summoned Skull: DARK Fiend, 2500 ATK
BLAST = 15353  # Inferno Fire Blast: a Spell


def test_a_monster_changed_to_an_attribute_for_the_turn() -> None:
    encoding = compiled(
        MAGICIAN,
        "You can change 1 face-up monster on your opponent's field to LIGHT Attribute until the "
        "end of this turn.",
    )
    assert first_effect(encoding)[0]["then"] == [
        {
            "op": "change_attribute",
            "target": {"pick": 0},
            "attribute": "LIGHT",
            "until": "end_of_turn",
        }
    ]
    for accept, attribute in ((True, "LIGHT"), (False, "DARK")):
        board = board_playing(encoding)
        s = board.game(cards=([MAGICIAN], [SKULL]))
        magician, skull = board.monster(s, 0, MAGICIAN), board.monster(s, 1, SKULL)
        play(s, f"act {magician}", f"pick {skull}" if accept else "decline")
        assert s.resolving is None and facts(s, skull).attribute == attribute


def _newsflash(top: tuple[int, ...]) -> tuple[State, int]:
    encoding = compiled(
        MAGICIAN,
        "Your opponent excavates the top 3 cards of their Deck. Your opponent places the "
        "excavated cards on the top of their Deck in any order. You can make all face-up "
        "monsters on your opponent's field lose ATK equal to [the number of excavated monsters] "
        "x 500 until the end of this turn.",
    )
    assert first_effect(encoding)[-1]["then"][0]["amount"] == {
        "per": 500,
        "count": {"counter": "number", "of": "moved", "filter": {"kind": "monster"}},
    }
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [SKULL, SKULL, CAT, BLAST, BLAST]))
    magician, skull = board.monster(s, 0, MAGICIAN), board.monster(s, 1, SKULL)
    placed = on_top(s, 1, *top)
    play(s, f"act {magician}")
    while "accept" not in verbs(s):  # the opponent orders the cards placed
        play(s, verbs(s)[0])
    play(s, "accept")
    assert s.resolving is None and set(s.deck[1][-3:]) == set(placed)
    return s, skull


def test_the_excavated_monsters_counted_once_placed_back() -> None:
    s, skull = _newsflash((SKULL, CAT, BLAST))
    assert atk_of(s, skull) == 2500 - 2 * 500
    s, skull = _newsflash((BLAST, CAT, BLAST))
    assert atk_of(s, skull) == 2500 - 500


def test_drawn_to_a_hand_size_and_shown_then_a_monster_in_hand() -> None:
    encoding = compiled(
        MAGICIAN,
        "Draw until you have 3 cards in your hand and reveal your hand. If you have a monster in "
        "your hand, also gain LP equal to [the number of monsters in your hand] x 200.",
    )
    assert first_effect(encoding)[0] == {"op": "draw_to", "count": 3}
    assert first_effect(encoding)[1]["condition"] == [
        {"cond": "has", "from": "own_hand", "filter": {"kind": "monster"}}
    ]
    for top, lp in (((CAT, SKULL, BLAST), 8400), ((BLAST, BLAST, BLAST), 8000)):
        s = activated_with_top(encoding, [MAGICIAN, CAT, SKULL, BLAST, BLAST, BLAST], top)
        assert s.resolving is None and len(s.hand[0]) == 3 and s.lp[0] == lp


def test_all_excavated_cards_of_either_kind_sent() -> None:
    encoding = compiled(
        MAGICIAN,
        "Excavate the top 3 cards of your Deck. Send all excavated Fiend Type monsters and Spell "
        "Cards to the GY. Shuffle the other cards into the Deck. If you sent 3 cards to the GY "
        "by this effect, draw 1 card.",
    )
    either = {"any_of": [{"kind": "monster", "race": "Fiend"}, {"kind": "spell"}]}
    assert first_effect(encoding)[1] == {
        "op": "send",
        "target": {"all": {"from": "own_excavated", "filter": either}},
    }
    for top, sent, drawn in (((SKULL, BLAST, SKULL), 3, 1), ((SKULL, CAT, BLAST), 2, 0)):
        s = activated_with_top(encoding, [MAGICIAN, SKULL, SKULL, CAT, BLAST], top)
        assert s.resolving is None and len(s.gy[0]) == sent and len(s.hand[0]) == drawn


def test_one_excavated_card_of_either_description_sent() -> None:
    encoding = compiled(
        MAGICIAN,
        "Excavate the top 3 cards of your Deck. You can send either 1 Fiend Type monster or 1 "
        '"Inferno Fire Blast" from among the cards to the GY. Place the other cards on the '
        "bottom of your Deck in any order.",
    )
    assert encoding["effects"][0]["picks"] == [
        {
            "from": "own_excavated",
            "filter": {"any_of": [{"kind": "monster", "race": "Fiend"}, {"ids": [BLAST]}]},
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, SKULL, CAT, BLAST], []))
    magician = board.monster(s, 0, MAGICIAN)
    skull, _, blast = on_top(s, 0, SKULL, CAT, BLAST)
    play(s, f"act {magician}")
    assert sorted(verbs(s)) == sorted(["decline", f"pick {skull}", f"pick {blast}"])
    play(s, f"pick {blast}")
    while s.resolving is not None:  # the order of the other cards
        play(s, verbs(s)[0])
    assert s.gy[0] == [blast]


def test_a_description_with_commas_special_summoned() -> None:
    encoding = compiled(
        MAGICIAN,
        "Special Summon 1 Level 6 or higher, DARK Attribute, Spellcaster Type monster from your "
        "hand, face-up to your field.",
    )
    assert encoding["effects"][0]["picks"] == [
        {
            "from": "own_hand",
            "filter": {
                "kind": "monster",
                "level_min": 6,
                "attribute": "DARK",
                "race": "Spellcaster",
            },
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, WITCH, CAT], []))
    magician = board.monster(s, 0, MAGICIAN)
    witch, cat = board.hand(s, 0, WITCH), board.hand(s, 0, CAT)
    play(s, f"act {magician}")
    if s.resolving is not None:
        play(s, verbs(s)[0])  # its position
    assert s.resolving is None and witch in s.mzone[0] and s.hand[0] == [cat]


def test_near_misses_are_not_read() -> None:
    # A Spell in the hand could be the card itself: only monsters are read.
    assert unread(MAGICIAN, "If you have a Spell Card in your hand, draw 1 card.")
    # Nothing excavated just before.
    assert unread(
        MAGICIAN, "Draw 1 card. Send all excavated Fiend Type monsters and Spell Cards to the GY."
    )


def test_copies_of_a_name_added_up_to_a_count() -> None:
    encoding = compiled(
        MAGICIAN,
        "Your opponent excavates the top 3 cards of their Deck and places them on top of their "
        'Deck in the same order. You can add "Inferno Fire Blast" from your GY to your hand, up '
        "to [the number of excavated monsters].",
    )
    assert encoding["effects"][0]["picks"] == [
        {
            "from": "own_gy",
            "filter": {"ids": [BLAST]},
            "upto": True,
            "as_many": {
                "per": 1,
                "count": {"counter": "number", "of": "moved", "filter": {"kind": "monster"}},
            },
        }
    ]
    for top, most in (((SKULL, CAT, BLAST), 2), ((BLAST, BLAST, BLAST), 0)):
        board = board_playing(encoding)
        s = board.game(cards=([MAGICIAN, BLAST, BLAST, BLAST], [SKULL, CAT, BLAST, BLAST, BLAST]))
        magician = board.monster(s, 0, MAGICIAN)
        gy = [board.gy(s, 0, BLAST) for _ in range(3)]
        on_top(s, 1, *top)
        play(s, f"act {magician}")
        if most:
            assert max(len(c) for c in choices(s)) == most
            (two,) = [c for c in choices(s) if len(c) == 2]
            play(s, f"pick {' '.join(map(str, two))}")
        assert s.resolving is None and len(s.hand[0]) == most and len(s.gy[0]) == 3 - most
        assert set(s.hand[0]) <= set(gy)


def test_a_card_looked_at_destroyed_when_its_name_is_in_the_gy() -> None:
    encoding = compiled(
        MAGICIAN,
        "Look at 1 face-down Spell/Trap Card on your opponent's field. If a card with the same "
        "name is in your opponent's GY, you can destroy that card on your opponent's field.",
    )
    assert first_effect(encoding)[1] == {
        "op": "if",
        "condition": [{"cond": "name_in", "pick": 0, "from": "opp_gy"}],
        "then": [{"op": "may", "then": [{"op": "destroy", "target": {"pick": 0}}]}],
    }
    for in_gy in (BLAST, CAT):
        board = board_playing(encoding)
        s = board.game(cards=([MAGICIAN], [BLAST, BLAST, CAT]))
        magician = board.monster(s, 0, MAGICIAN)
        set_card = board.spell(s, 1, BLAST, SET)
        board.gy(s, 1, in_gy)
        play(s, f"act {magician}")
        if in_gy == BLAST:
            play(s, "accept")
        assert s.resolving is None and (set_card in s.gy[1]) == (in_gy == BLAST)


def test_both_hands_discarded_whole() -> None:
    encoding = compiled(
        SPELL,
        "Both players discard as many cards as possible from their hands. You can make 1 face-up "
        "monster on your field gain ATK equal to [the number of cards sent to the GY by this "
        "effect] x 300 until the end of this turn.",
    )
    assert first_effect(encoding)[1] == {
        "op": "if",
        "condition": [{"cond": "has", "from": "opp_hand"}],
        "then": [{"op": "send", "target": {"all": {"from": "opp_hand"}}}],
    }
    for own, theirs in (([CAT, BLAST], [SKULL]), ([], [])):
        board = board_playing(encoding)
        s = board.game(cards=([SPELL, MAGICIAN, *own], theirs))
        spell = board.hand(s, 0, SPELL)
        magician = board.monster(s, 0, MAGICIAN)
        for card in own:
            board.hand(s, 0, card)
        for card in theirs:
            board.hand(s, 1, card)
        play(s, f"act {spell}", f"pick {magician}")
        assert s.resolving is None and s.hand == [[], []]
        assert atk_of(s, magician) == 2100 + 300 * (len(own) + len(theirs))
