"""The `then12_upto` productions: an optional part choosing cards up to the number of cards of
a name the effect shuffled, or of cards so described its requirement sent to the GY; each
compiled from a made-up clause and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import choices, on_top, play
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread
from validator.engine.state import FACEDOWN, SET

SPELL = 15160  # a Normal Spell: the card that plays each made-up text
TRAP = 16768  # a Normal Trap
DRAGIAS = 18585  # The Dragias: a Normal Monster
SORCERER = 15154  # Dark Sorcerer: a DARK Spellcaster Normal Monster, 1500 ATK
MAGICIAN = 15150  # Sevens Road Magician: a DARK Spellcaster, 2100 ATK
BEWD = 15184  # Blue-Eyes White Dragon: a LIGHT Dragon, 3000 ATK

SHUFFLED = (
    "Shuffle up to 3 Normal Monsters from your GY into the Deck. Then, you can destroy "
    'Spell/Trap Cards on your opponent\'s field, up to [the number of "The Dragias" shuffled by '
    "this effect]."
)


def test_up_to_the_cards_of_a_name_shuffled() -> None:
    encoding = compiled(SPELL, SHUFFLED)
    assert encoding["effects"][0]["picks"][1] == {
        "from": "opp_spelltraps",
        "upto": True,
        "as_many": {
            "per": 1,
            "count": {"counter": "number", "of": "moved", "filter": {"ids": [DRAGIAS]}},
        },
    }
    assert first_effect(encoding)[1] == {
        "op": "may",
        "then": [{"op": "destroy", "target": {"pick": 1}}],
    }
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, DRAGIAS, DRAGIAS, SORCERER], [TRAP, TRAP, TRAP]))
    spell = board.hand(s, 0, SPELL)
    shuffled = [board.gy(s, 0, c) for c in (DRAGIAS, DRAGIAS, SORCERER)]
    traps = [board.spell(s, 1, TRAP, SET) for _ in range(3)]
    play(s, f"act {spell}", "pick " + " ".join(map(str, shuffled)))
    assert max(len(way) for way in choices(s)) == 2  # two "The Dragias": up to 2 cards
    play(s, f"pick {traps[0]} {traps[1]}")
    assert traps[0] in s.gy[1] and traps[1] in s.gy[1] and s.pos[traps[2]] == SET


def test_no_card_of_that_name_shuffled_destroys_nothing() -> None:
    board = board_playing(compiled(SPELL, SHUFFLED))
    s = board.game(cards=([SPELL, SORCERER], [TRAP]))
    spell = board.hand(s, 0, SPELL)
    sorcerer = board.gy(s, 0, SORCERER)
    trap = board.spell(s, 1, TRAP, SET)
    play(s, f"act {spell}")
    if s.resolving is not None:  # (the one Normal Monster may be chosen by itself)
        play(s, f"pick {sorcerer}")
    assert s.resolving is None and sorcerer in s.deck[0] and s.pos[trap] == SET


REQUIREMENT_SENT = (
    "Draw 1 card. Then, you can destroy cards on your opponent's field up to [the number of "
    "DARK Attribute monsters with 1600 or more ATK sent to the GY to meet the requirement]."
)


def test_up_to_the_cards_so_described_the_requirement_sent() -> None:
    encoding = compiled(MAGICIAN, REQUIREMENT_SENT, "Send the top 3 cards of your Deck to the GY.")
    assert encoding["effects"][0]["picks"][0]["as_many"]["count"] == {
        "counter": "number",
        "of": "cost",
        "filter": {"kind": "monster", "attribute": "DARK", "atk_min": 1600},
    }
    board = board_playing(encoding)
    for top, most in (((MAGICIAN, MAGICIAN, BEWD), 2), ((SORCERER, BEWD, SORCERER), 0)):
        s = board.game(cards=([MAGICIAN, *top], [TRAP, TRAP, TRAP]))
        magician = board.monster(s, 0, MAGICIAN)
        traps = [board.spell(s, 1, TRAP, SET) for _ in range(3)]
        on_top(s, 0, *top)
        play(s, f"act {magician}")
        if most:
            assert max(len(way) for way in choices(s)) == most
            play(s, f"pick {traps[0]} {traps[1]}")
        assert s.resolving is None and len(s.hand[0]) == 1
        assert sum(t in s.gy[1] for t in traps) == most


def test_a_mandatory_choice_up_to_what_the_effect_moved_is_not_read() -> None:
    assert unread(
        SPELL,
        "Shuffle up to 3 Normal Monsters from your GY into the Deck. Then, destroy Spell/Trap "
        'Cards on your opponent\'s field, up to [the number of "The Dragias" shuffled by this '
        "effect].",
    )


SENT_OF_TWO_KINDS = (
    "Send the top 3 cards of your Deck to the GY. Then, you can change face-up monsters on your "
    "opponent's field to face-down Defense Position, up to [the total number of Dragon Type "
    "Normal Monsters and Spellcaster Type Normal Monsters sent to the GY by this effect]."
)


def test_up_to_the_cards_of_either_kind_the_effect_sent() -> None:
    encoding = compiled(SPELL, SENT_OF_TWO_KINDS)
    assert encoding["effects"][0]["picks"][0]["as_many"]["count"] == {
        "counter": "sent",
        "filter": {
            "any_of": [
                {"kind": "monster", "normal": True, "race": "Dragon"},
                {"kind": "monster", "normal": True, "race": "Spellcaster"},
            ]
        },
    }
    board = board_playing(encoding)
    for top, most in (((BEWD, SORCERER, MAGICIAN), 2), ((MAGICIAN, SPELL, SPELL), 0)):
        s = board.game(cards=([SPELL, *top], [SORCERER, SORCERER, SORCERER]))
        spell = board.hand(s, 0, SPELL)
        theirs = [board.monster(s, 1, SORCERER) for _ in range(3)]
        on_top(s, 0, *top)
        play(s, f"act {spell}")
        if most:
            assert max(len(way) for way in choices(s)) == most
            play(s, f"pick {theirs[0]} {theirs[1]}")
        assert s.resolving is None
        assert sum(s.pos[m] == FACEDOWN for m in theirs) == most


def test_face_down_up_to_a_number_of_a_place() -> None:
    encoding = compiled(
        SPELL,
        "Change face-up monsters on your opponent's field to face-down Defense Position, up to "
        "[the number of face-up Spellcaster Type monsters on your field].",
    )
    assert first_effect(encoding) == [{"op": "to_facedown", "target": {"pick": 0}}]
    board = board_playing(encoding)
    for spellcasters in (2, 1):
        s = board.game(cards=([SPELL, SORCERER, SORCERER], [BEWD, BEWD, BEWD]))
        spell = board.hand(s, 0, SPELL)
        for _ in range(spellcasters):
            board.monster(s, 0, SORCERER)
        dragons = [board.monster(s, 1, BEWD) for _ in range(3)]
        play(s, f"act {spell}")
        assert max(len(way) for way in choices(s)) == spellcasters
        play(s, "pick " + " ".join(map(str, dragons[:spellcasters])))
        assert sum(s.pos[d] == FACEDOWN for d in dragons) == spellcasters
