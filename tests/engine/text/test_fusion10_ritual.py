"""What a Ritual Spell may not take as material from one place ("You cannot use Effect
Monsters in the hand as material by this effect", "... a monster on your field ..., except
"A""): compiled from made-up clauses and played."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, play
from tests.engine.text.text_support import board_playing, compiled, round_trip, unread
from validator.engine.state import ATK

BLACK_MAGIC_RITUAL, BLACK_CHAOS = 21597, 21588  # a Ritual Spell and its Level 8 Ritual monster
MAGICIAN = 15150  # Sevens Road Magician: a Level 7 Effect Monster
KURIBOT = 15189  # a Level 1 Effect Monster
FERAL_IMP = 15217  # a Level 4 Normal Monster
POT = 16372  # Pot of Greed, a Normal Spell

RITUAL = (
    'Ritual Summon "Magician of Black Chaos" by sending monsters from your hand or field to the '
    "GY whose total Levels equal 8 or more as material (you cannot use more monsters than "
    "necessary as material)."
)
NO_EFFECT_IN_HAND = "You cannot use Effect Monsters in the hand as material by this effect."
ONLY_MAGICIAN_ON_FIELD = (
    "You cannot use a monster on your field as material by this effect, except "
    '"Sevens Road Magician".'
)


def _board(encoding, placed: dict[int, str]):
    """A game where the Ritual Spell is in the hand with Magician, Kuribot (where `placed`
    says: the hand or the field) and two Feral Imps in the hand: the game, the Spell, the
    monsters placed and the Imps."""
    board = board_playing(encoding)
    cards = [BLACK_MAGIC_RITUAL, MAGICIAN, KURIBOT, FERAL_IMP, FERAL_IMP]
    s = board.game(cards=(cards, []), extra=([BLACK_CHAOS], []))
    ritual = board.hand(s, 0, BLACK_MAGIC_RITUAL)
    put = {"hand": board.hand, "field": board.monster}
    named = {card: put[where](s, 0, card) for card, where in placed.items()}
    imps = (board.hand(s, 0, FERAL_IMP), board.hand(s, 0, FERAL_IMP))
    return s, ritual, named, imps


def _ways(s, ritual) -> set[frozenset[int]]:
    return {frozenset(args[1:]) for args in activations(s, ritual)}


def test_no_effect_monsters_from_the_hand() -> None:
    encoding = compiled(BLACK_MAGIC_RITUAL, f"{RITUAL} {NO_EFFECT_IN_HAND}")
    assert encoding["effects"][0]["ritual"]["hand_filter"] == {"effect_monster": False}
    placed = {MAGICIAN: "hand", KURIBOT: "field"}
    s, ritual, _, imps = _board(encoding, placed)
    assert _ways(s, ritual) == {frozenset(imps)}  # the Level 7 Effect Monster in hand is none
    chaos = s.extra[0][0]
    play(s, f"act {ritual} {chaos} {imps[0]} {imps[1]}", "position 1")
    assert s.pos[chaos] == ATK and set(imps) <= set(s.gy[0])
    # without the sentence, the Magician in the hand and Kuribot on the field are a way too
    s, ritual, named, _ = _board(compiled(BLACK_MAGIC_RITUAL, RITUAL), placed)
    assert frozenset(named.values()) in _ways(s, ritual)


def test_only_monsters_of_a_name_from_the_field() -> None:
    encoding = compiled(BLACK_MAGIC_RITUAL, f"{RITUAL} {ONLY_MAGICIAN_ON_FIELD}")
    assert encoding["effects"][0]["ritual"]["field_filter"] == {"ids": [MAGICIAN]}
    s, ritual, named, imps = _board(encoding, {MAGICIAN: "field", KURIBOT: "field"})
    magician, kuribot = named[MAGICIAN], named[KURIBOT]
    ways = _ways(s, ritual)
    assert frozenset({magician, imps[0]}) in ways
    assert all(kuribot not in way for way in ways)  # Kuribot on the field is none
    s, ritual, named, _ = _board(
        compiled(BLACK_MAGIC_RITUAL, RITUAL), {MAGICIAN: "field", KURIBOT: "field"}
    )
    assert frozenset(named.values()) in _ways(s, ritual)  # without the sentence: a way


def test_the_sentences_follow_a_ritual_summon_only() -> None:
    assert unread(POT, f"Draw 1 card. {NO_EFFECT_IN_HAND}")
    legend = "You cannot use non-Legend monsters in the hand as material by this effect."
    encoding = compiled(BLACK_MAGIC_RITUAL, f"{RITUAL} {legend}")
    assert encoding["effects"][0]["ritual"]["hand_filter"] == {"legend": True}
    hand_only = RITUAL.replace("your hand or field", "your field")
    assert unread(BLACK_MAGIC_RITUAL, f"{hand_only} {NO_EFFECT_IN_HAND}")
    for text in (NO_EFFECT_IN_HAND, ONLY_MAGICIAN_ON_FIELD):
        assert round_trip("sentence", text) == text[:-1]
