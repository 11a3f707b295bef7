"""The ops_hand family: a card of the opponent's hand chosen after looking at it ("Look at your
opponent's hand, choose 1 card, and send it to the GY"), compiled and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, choices, play
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread

SPELL = 15160  # a Normal Spell: the card that plays each made-up text
FILLER = 15154  # Dark Sorcerer: DARK Spellcaster, Level 4, 1500/0
CAT = 15159  # Straynge Cat: EARTH Spellcaster, Level 1, 0/1400
DM = 15410  # Dark Magician: DARK Spellcaster, Level 7, 2500/2100

SEND = "Look at your opponent's hand, choose 1 card, and send it to the GY."
SHUFFLE = "Look at your opponent's hand, choose 1 card, and shuffle it into the Deck."


def _game(text: str):
    encoding = compiled(SPELL, text)
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], [FILLER, CAT, DM]))
    s.deck[1][:0] = s.hand[1]  # the opponent's hand emptied (back into their Deck)
    s.hand[1].clear()
    return encoding, board, s, board.hand(s, 0, SPELL)


def test_a_card_of_the_opponents_hand_is_chosen_and_sent_to_the_gy() -> None:
    encoding, board, s, spell = _game(SEND)
    assert encoding["effects"][0]["picks"] == [{"from": "opp_hand"}]
    assert first_effect(encoding) == [{"op": "send", "target": {"pick": 0}}]
    cat, dm = board.hand(s, 1, CAT), board.hand(s, 1, DM)
    play(s, f"act {spell}")
    assert sorted(choices(s)) == sorted([(cat,), (dm,)])
    play(s, f"pick {dm}")
    assert dm in s.gy[1] and s.hand[1] == [cat]


def test_a_card_of_the_opponents_hand_is_shuffled_into_their_deck() -> None:
    encoding, board, s, spell = _game(SHUFFLE)
    assert first_effect(encoding) == [{"op": "to_deck", "target": {"pick": 0}}]
    cat = board.hand(s, 1, CAT)
    play(s, f"act {spell}")  # the one card: chosen
    assert cat in s.deck[1] and s.hand[1] == []


def test_not_activated_while_the_opponents_hand_is_empty() -> None:
    _, _, s, spell = _game(SEND)
    assert activations(s, spell) == []


def test_only_one_card_is_read() -> None:
    assert unread(SPELL, SEND.replace("1 card", "2 card"))
