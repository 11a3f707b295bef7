"""Cards chosen up to a counted number ("Destroy Attack Position monsters on your opponent's
field, up to [the number of face-up Spellcaster Type monsters on your field]"): a pick whose
`as_many` is read as the pick is made, compiled and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, choices, play
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread
from validator.engine.state import FACEDOWN

SPELL = 15160  # a Normal Spell: the card that plays each made-up text
WIZ = 16671  # Sevens Road Wiz: a monster with an effect
SORCERER = 15154  # Dark Sorcerer: DARK Spellcaster, Level 4, 1500/0
CAT = 15159  # Straynge Cat: EARTH Spellcaster, Level 1
ARCHER = 15157  # Spell Archer: WIND Spellcaster, Level 3
DM = 15410  # Dark Magician: DARK Spellcaster, Level 7
FANG = 15220  # Silver Fang: EARTH Beast, Level 3

DESTROY = (
    "Destroy Attack Position monsters on your opponent's field, up to [the number of face-up "
    "Spellcaster Type monsters on your field]."
)
SHUFFLE = (
    "Shuffle cards from your opponent's GY into the Deck, up to [the number of face-up "
    "Spellcaster Type monsters on your field] x 2."
)


def _game(text: str, own: list[int], opp: list[int], opp_gy: list[int] = ()):
    encoding = compiled(SPELL, text)
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, *own], [*opp, *opp_gy]))
    mine = [board.monster(s, 0, c) for c in own]
    theirs = [board.monster(s, 1, c) for c in opp]
    gy = [board.gy(s, 1, c) for c in opp_gy]
    return encoding, s, board.hand(s, 0, SPELL), mine, theirs, gy


def test_up_to_the_number_counted() -> None:
    encoding, s, spell, _, theirs, _ = _game(DESTROY, [SORCERER, CAT], [DM, FANG, ARCHER])
    assert encoding["effects"][0]["picks"] == [
        {
            "from": "opp_attack",
            "filter": {"kind": "monster"},
            "upto": True,
            "as_many": {
                "per": 1,
                "count": {
                    "counter": "cards",
                    "from": "own_faceup",
                    "filter": {"kind": "monster", "race": "Spellcaster"},
                },
            },
        }
    ]
    assert first_effect(encoding) == [{"op": "destroy", "target": {"pick": 0}}]
    play(s, f"act {spell}")
    offered = choices(s)
    assert sorted(len(c) for c in offered) == [1, 1, 1, 2, 2, 2]  # 1 or 2: two Spellcasters
    dm, fang, _ = theirs
    play(s, f"pick {dm} {fang}")
    assert dm in s.gy[1] and fang in s.gy[1] and len(s.mzone[1]) - s.mzone[1].count(-1) == 1


def test_not_activated_while_the_number_is_0_or_nothing_to_choose() -> None:
    _, s, spell, _, _, _ = _game(DESTROY, [FANG], [DM, ARCHER])
    assert activations(s, spell) == []  # no Spellcaster on your field: up to 0
    _, s, spell, _, _, _ = _game(DESTROY, [SORCERER], [])
    assert activations(s, spell) == []  # nothing to destroy
    _, s, spell, _, _, _ = _game(DESTROY, [SORCERER], [DM])
    assert activations(s, spell) == [()]


def test_a_number_times_a_factor_off_the_field() -> None:
    _, s, spell, _, _, gy = _game(SHUFFLE, [SORCERER], [], [DM, FANG, ARCHER])
    play(s, f"act {spell}")
    assert max(len(c) for c in choices(s)) == 2  # one Spellcaster x 2
    play(s, f"pick {gy[0]} {gy[1]}")
    assert s.gy[1] == [gy[2]] and gy[0] in s.deck[1] and gy[1] in s.deck[1]


def test_face_down_monsters_are_counted() -> None:
    text = (
        "Destroy face-up monsters on your opponent's field, up to [the number of face-down "
        "monsters on your field]."
    )
    encoding = compiled(SPELL, text)
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, FANG], [DM]))
    board.monster(s, 0, FANG, FACEDOWN)
    dm = board.monster(s, 1, DM)
    spell = board.hand(s, 0, SPELL)
    play(s, f"act {spell}")  # up to 1: the one monster, chosen
    assert dm in s.gy[1]


def test_near_misses_are_not_read() -> None:
    # "equal to" is not read (the official texts say "up to" for some, "exactly" for others)
    assert unread(SPELL, DESTROY.replace(", up to", ", equal to"))
    # a count before the description
    assert unread(SPELL, DESTROY.replace("Destroy Attack", "Destroy 2 Attack"))
    # a count of what the requirement may move (a card from the hand: read)
    assert not unread(WIZ, DESTROY, "Send 1 card from your hand to the GY.")
    assert unread(WIZ, DESTROY, "Send 1 face-up monster from your field to the GY.")
