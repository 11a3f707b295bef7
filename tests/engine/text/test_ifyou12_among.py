"""The ifyou12_among productions: cards among those the effect sent ("a monster(s) with 0 ATK"),
cards added from among the excavated ones without the word "excavated", and up to one card of
each of two descriptions; each compiled from a made-up clause and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import choices, on_top, play, verbs
from tests.engine.text.text_support import (
    activated_with_top,
    board_playing,
    compiled,
    first_effect,
    unread,
)
from validator.engine.state import FACEDOWN, State

MAGICIAN = 15150  # Sevens Road Magician: the monster whose (made-up) effect is played
SPELL = 15160  # a Normal Spell (its text made up here)
CAT = 15159  # Straynge Cat: EARTH Spellcaster, 0 ATK
SKULL = 15781  # Summoned Skull: DARK Fiend, Level 6, 2500 ATK
WITCH = 15178  # Sevens Road Witch: DARK Spellcaster, Level 6
BLAST = 15353  # Inferno Fire Blast: a Normal Spell
UMI = 15820  # Umi: a Field Spell
XIPHOS = 18272  # Galactica Xiphos: an Equip Spell

PLACE = "Place the other cards on the bottom of your Deck in any order."


def _finish(s: State) -> None:
    """Answer what the resolution still asks (the order of the cards placed)."""
    while s.resolving is not None:
        play(s, verbs(s)[0])


def test_a_monster_of_a_kind_among_the_cards_sent() -> None:
    encoding = compiled(
        MAGICIAN,
        "Send the top 2 cards of your Deck to the GY. If a monster(s) with 0 ATK is among the "
        "cards sent, you can draw 1 card.",
    )
    sent = {"counter": "sent", "filter": {"kind": "monster", "atk": 0}}
    assert first_effect(encoding)[1]["condition"] == [{"cond": "count", "count": sent, "min": 1}]
    for top, drawn in (((SKULL, CAT), 1), ((SKULL, BLAST), 0)):
        s = activated_with_top(encoding, [MAGICIAN, SKULL, CAT, BLAST], top)
        if drawn:
            play(s, "accept")
        assert s.resolving is None and len(s.hand[0]) == drawn


def _excavating(text: str) -> tuple[State, dict[int, int]]:
    """The text played after "Excavate the top 3 cards of your Deck." with the Skull, the Cat
    and Inferno Fire Blast on top, up to the choice of the cards added."""
    encoding = compiled(MAGICIAN, f"Excavate the top 3 cards of your Deck. {text} {PLACE}")
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, SKULL, CAT, BLAST], []))
    magician = board.monster(s, 0, MAGICIAN)
    top = dict(zip((SKULL, CAT, BLAST), on_top(s, 0, SKULL, CAT, BLAST), strict=True))
    play(s, f"act {magician}")
    return s, top


def test_a_card_added_from_among_the_excavated_cards() -> None:
    text = "You can add 1 Fiend Type monster to your hand."
    encoding = compiled(MAGICIAN, f"Excavate the top 3 cards of your Deck. {text} {PLACE}")
    assert encoding["effects"][0]["picks"] == [
        {"from": "own_excavated", "filter": {"kind": "monster", "race": "Fiend"}}
    ]
    s, top = _excavating(text)
    assert choices(s) == [(top[SKULL],)]
    play(s, f"pick {top[SKULL]}")
    _finish(s)
    assert s.hand[0] == [top[SKULL]] and top[CAT] in s.deck[0][:2]


def test_one_card_of_each_of_two_descriptions_excavated() -> None:
    for text in (
        'You can add 1 Fiend Type monster and/or 1 "Inferno Fire Blast" to your hand.',
        'You can add up to 1 each "Inferno Fire Blast" and a Fiend Type monster to your hand.',
    ):
        encoding = compiled(MAGICIAN, f"Excavate the top 3 cards of your Deck. {text} {PLACE}")
        pick = encoding["effects"][0]["picks"][0]
        assert pick["one_each"] and pick["n"] == 2 and pick["upto"]
        s, top = _excavating(text)
        assert {frozenset(c) for c in choices(s)} == {
            frozenset({top[SKULL]}),
            frozenset({top[BLAST]}),
            frozenset({top[SKULL], top[BLAST]}),
        }
        (both,) = [c for c in choices(s) if len(c) == 2]
        play(s, f"pick {' '.join(map(str, both))}")
        _finish(s)
        assert set(s.hand[0]) == {top[SKULL], top[BLAST]}


def test_up_to_one_card_of_each_description_from_the_gy() -> None:
    encoding = compiled(
        MAGICIAN,
        "Add up to 1 Field Spell Card and Equip Spell Card each from your GY to your hand.",
    )
    assert encoding["effects"][0]["picks"] == [
        {
            "from": "own_gy",
            "n": 2,
            "upto": True,
            "one_each": True,
            "filter": {
                "any_of": [
                    {"kind": "spell", "subtype": "field"},
                    {"kind": "spell", "subtype": "equip"},
                ]
            },
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, UMI, UMI, XIPHOS], []))
    magician = board.monster(s, 0, MAGICIAN)
    umi, other_umi, xiphos = board.gy(s, 0, UMI), board.gy(s, 0, UMI), board.gy(s, 0, XIPHOS)
    play(s, f"act {magician}")
    assert (umi, other_umi) not in choices(s) and (other_umi, umi) not in choices(s)
    (both,) = [c for c in choices(s) if set(c) == {umi, xiphos}]
    play(s, f"pick {' '.join(map(str, both))}")
    assert s.resolving is None and set(s.hand[0]) == {umi, xiphos}


def test_near_misses_are_not_read() -> None:
    # Nothing excavated: no cards to add from.
    assert unread(MAGICIAN, "Draw 1 card. You can add 1 Fiend Type monster to your hand.")
    # The excavated cards placed already.
    assert unread(
        MAGICIAN,
        "Excavate the top 3 cards of your Deck. Place the excavated cards on the bottom of your "
        "Deck in any order. You can add 1 Fiend Type monster to your hand.",
    )
    # "(s)" among the cards sent, but the effect sent none.
    assert unread(
        MAGICIAN, "Draw 1 card. If a monster(s) with 0 ATK is among the cards sent, draw 1 card."
    )


def test_a_card_added_from_the_excavated_cards_or_the_gy() -> None:
    text = (
        'Excavate the top 3 cards of your Deck. You can add 1 "Inferno Fire Blast" from among '
        "the excavated cards or your GY to your hand. Place the other excavated cards on the "
        "bottom of your Deck in any order."
    )
    encoding = compiled(MAGICIAN, text)
    assert encoding["effects"][0]["picks"] == [
        {"from": "own_excavated_gy", "filter": {"ids": [BLAST]}}
    ]
    for from_gy in (True, False):
        board = board_playing(encoding)
        s = board.game(cards=([MAGICIAN, SKULL, CAT, BLAST, BLAST], []))
        magician = board.monster(s, 0, MAGICIAN)
        in_gy = board.gy(s, 0, BLAST)
        _, _, shown = on_top(s, 0, SKULL, CAT, BLAST)
        play(s, f"act {magician}")
        assert sorted(choices(s)) == sorted([(in_gy,), (shown,)])
        play(s, f"pick {in_gy if from_gy else shown}")
        _finish(s)
        assert s.hand[0] == [in_gy if from_gy else shown]
        assert (shown in s.deck[0][:3]) == from_gy and s.gy[0] == ([] if from_gy else [in_gy])


def test_a_monster_summoned_from_the_excavated_cards_or_the_gy() -> None:
    encoding = compiled(
        MAGICIAN,
        "Excavate the top 3 cards of your Deck. You can Special Summon 1 Level 1 monster from "
        f"among the excavated cards or your GY face-up to your field. {PLACE}",
    )
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, SKULL, CAT, BLAST], []))
    magician = board.monster(s, 0, MAGICIAN)
    cat = board.gy(s, 0, CAT)
    on_top(s, 0, SKULL, BLAST)
    play(s, f"act {magician}", f"pick {cat}")
    _finish(s)
    assert cat in s.mzone[0] and s.gy[0] == []


def test_any_number_of_the_monsters_drawn_summoned() -> None:
    encoding = compiled(
        MAGICIAN,
        "Draw 3 cards and reveal them. If a Level 6 monster(s) is among them, you can Special "
        "Summon any number of those Level 6 monster(s) to your field in face-down Defense "
        "Position.",
    )
    assert encoding["effects"][0]["picks"] == [
        {
            "from": "own_hand",
            "n": 3,
            "upto": True,
            "filter": {"kind": "monster", "level": 6},
            "among": "moved",
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, SKULL, SKULL, WITCH, CAT], []))
    magician = board.monster(s, 0, MAGICIAN)
    kept = board.hand(s, 0, SKULL)  # in the hand before: not drawn
    skull, witch, _ = on_top(s, 0, SKULL, WITCH, CAT)
    play(s, f"act {magician}")
    assert {frozenset(c) for c in choices(s)} == {
        frozenset({skull}),
        frozenset({witch}),
        frozenset({skull, witch}),
    }
    (both,) = [c for c in choices(s) if len(c) == 2]
    play(s, f"pick {' '.join(map(str, both))}")
    assert s.resolving is None
    assert s.pos[skull] == FACEDOWN and s.pos[witch] == FACEDOWN and kept in s.hand[0]
    # No Level 6 monster drawn: nothing to summon.
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, SKULL, CAT, BLAST, BLAST], []))
    magician = board.monster(s, 0, MAGICIAN)
    board.hand(s, 0, SKULL)
    on_top(s, 0, CAT, BLAST, BLAST)
    play(s, f"act {magician}")
    assert s.resolving is None and len(s.hand[0]) == 4


def test_cards_added_from_the_bottom_of_the_deck_shown() -> None:
    encoding = compiled(
        SPELL,
        'Take the bottom 3 cards of your Deck and show them. You can add up to 2 "Summoned '
        'Skull" and/or "Straynge Cat" from among the shown cards to your hand. Shuffle the other '
        "cards into the Deck.",
    )
    assert first_effect(encoding)[0] == {"op": "excavate", "count": 3, "end": "bottom"}
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, SKULL, SKULL, CAT, BLAST], []))
    spell = board.hand(s, 0, SPELL)
    top = on_top(s, 0, SKULL)  # on top: not shown
    bottom = [board.take(s, 0, card) for card in (SKULL, CAT, BLAST)]
    s.deck[0][:0] = bottom
    play(s, f"act {spell}")
    assert {frozenset(c) for c in choices(s)} == {
        frozenset({bottom[0]}),
        frozenset({bottom[1]}),
        frozenset(bottom[:2]),
    }
    (both,) = [c for c in choices(s) if len(c) == 2]
    play(s, f"pick {' '.join(map(str, both))}")
    assert s.resolving is None and set(s.hand[0]) == set(bottom[:2])
    assert top[0] in s.deck[0] and bottom[2] in s.deck[0]
