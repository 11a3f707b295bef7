"""The harmchange2 family: the excavated cards counted ("[the number of excavated monsters]",
"[the total Levels of the excavated monsters]"), a counted quantity against a number, and cards
among the excavated ones; each compiled from a made-up clause and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import play
from tests.engine.conftest import Board
from tests.engine.text.text_support import compiled, table_playing, unread
from validator.engine.state import SET

SPELL = 15160  # a Normal Spell: the card that plays each made-up text
TRAP = 16768  # a Normal Trap
FILLER = 15154  # Dark Sorcerer: DARK Spellcaster, Level 4, 1500/0 (the boards' Decks)
BEWD = 15184  # Blue-Eyes White Dragon: LIGHT Dragon, Level 8, 3000/2500

EXCAVATE = "Excavate the top 3 cards of your Deck. "
SHUFFLE = " Shuffle the excavated cards into the Deck."


def _effect(encoding: dict) -> list:
    return encoding["effects"][0]["effect"]


def _board(encoding: dict, trap_on_top: bool):
    """A board whose player 0 holds the Spell, with a Trap on top of their Deck or not (the
    Deck is otherwise Level 4 monsters), and Blue-Eyes and a Set Trap on the opponent's
    field."""
    board = Board(table_playing(encoding))
    s = board.game(cards=([SPELL, TRAP], [BEWD, TRAP]))
    spell = board.hand(s, 0, SPELL)
    trap = board.take(s, 0, TRAP)
    s.deck[0].append(trap) if trap_on_top else s.deck[0].insert(0, trap)
    dragon, their_trap = board.monster(s, 1, BEWD), board.spell(s, 1, TRAP, SET)
    return s, spell, dragon, their_trap


def test_damage_from_the_total_levels_of_the_excavated_monsters() -> None:
    text = (
        EXCAVATE + "Inflict damage to your opponent equal to [the total Levels of the excavated "
        "monsters] x 100." + SHUFFLE
    )
    encoding = compiled(SPELL, text)
    assert _effect(encoding)[1]["amount"] == {
        "per": 100,
        "count": {
            "counter": "total",
            "stat": "level",
            "of": {"all": {"from": "own_excavated", "filter": {"kind": "monster"}}},
        },
    }
    s, spell, _, _ = _board(encoding, trap_on_top=True)
    play(s, f"act {spell}")
    assert s.lp[1] == s.settings.starting_lp - 800  # two Level 4 monsters and a Trap


def test_the_number_of_excavated_monsters_of_the_opponent() -> None:
    text = (
        "Your opponent excavates the top 3 cards of their Deck. Inflict damage to your opponent "
        "equal to [the number of excavated monsters] x 300. Your opponent places the excavated "
        "cards on the top of their Deck in any order."
    )
    encoding = compiled(SPELL, text)
    assert _effect(encoding)[1]["amount"]["count"] == {
        "counter": "cards",
        "from": "opp_excavated",
        "filter": {"kind": "monster"},
    }
    board = Board(table_playing(encoding))
    s = board.game(cards=([SPELL], []))
    spell = board.hand(s, 0, SPELL)
    play(s, f"act {spell}")
    assert s.lp[1] == s.settings.starting_lp - 900


def test_excavated_cards_counted_once_placed_back_are_those_placed() -> None:
    text = (
        EXCAVATE + "Place the excavated cards on the bottom of your Deck in any order. Inflict "
        "damage to your opponent equal to [the number of excavated monsters] x 300."
    )
    assert _effect(compiled(SPELL, text))[-1]["amount"]["count"] == {
        "counter": "number",
        "of": "moved",
        "filter": {"kind": "monster"},
    }
    # Some of them taken before the others were placed: not counted.
    text = (
        EXCAVATE + "You can add 1 excavated monster to your hand. Place the other cards on the "
        "bottom of your Deck in any order. Inflict damage to your opponent equal to [the number "
        "of excavated monsters] x 300."
    )
    assert unread(SPELL, text) == [
        "Inflict damage to your opponent equal to [the number of excavated monsters] x N"
    ]


def test_a_counted_quantity_of_a_number_or_higher() -> None:
    text = (
        EXCAVATE + "If [the total Levels of the excavated monsters] is 11 or higher, destroy 1 "
        "monster on your opponent's field." + SHUFFLE
    )
    encoding = compiled(SPELL, text)
    assert _effect(encoding)[1]["condition"][0]["min"] == 11
    s, spell, dragon, _ = _board(encoding, trap_on_top=False)
    play(s, f"act {spell}")
    assert dragon in s.gy[1]  # three Level 4 monsters: 12
    s, spell, dragon, _ = _board(encoding, trap_on_top=True)
    play(s, f"act {spell}")
    assert dragon not in s.gy[1]  # 8


def test_a_spell_or_trap_among_the_excavated_cards() -> None:
    text = (
        EXCAVATE + "If a Spell/Trap Card(s) is among the excavated cards, destroy all Spell/Trap "
        "Cards on your opponent's field." + SHUFFLE
    )
    encoding = compiled(SPELL, text)
    assert _effect(encoding)[1]["condition"] == [
        {
            "cond": "count",
            "count": {
                "counter": "cards",
                "from": "own_excavated",
                "filter": {"kind": ["spell", "trap"]},
            },
            "min": 1,
        }
    ]
    s, spell, _, their_trap = _board(encoding, trap_on_top=True)
    play(s, f"act {spell}")
    assert their_trap in s.gy[1]
    s, spell, _, their_trap = _board(encoding, trap_on_top=False)
    play(s, f"act {spell}")
    assert their_trap not in s.gy[1]


def test_some_monsters_among_the_excavated_cards() -> None:
    text = (
        EXCAVATE + "If 3 or more monsters are among the excavated cards, destroy 1 monster on "
        "your opponent's field." + SHUFFLE
    )
    encoding = compiled(SPELL, text)
    assert _effect(encoding)[1]["condition"][0]["min"] == 3
    s, spell, dragon, _ = _board(encoding, trap_on_top=False)
    play(s, f"act {spell}")
    assert dragon in s.gy[1]
    s, spell, dragon, _ = _board(encoding, trap_on_top=True)
    play(s, f"act {spell}")
    assert dragon not in s.gy[1]


def test_that_monster_destroyed_during_the_end_phase() -> None:
    text = (
        "Make 1 face-up monster on your field gain 1000 ATK until the end of this turn. Destroy "
        "that monster during the End Phase of this turn."
    )
    encoding = compiled(SPELL, text)
    assert _effect(encoding)[1] == {"op": "end_phase", "target": {"pick": 0}, "action": "destroy"}
    board = Board(table_playing(encoding))
    s = board.game(cards=([SPELL, BEWD], []))
    spell, dragon = board.hand(s, 0, SPELL), board.monster(s, 0, BEWD)
    play(s, f"act {spell}")
    assert dragon not in s.gy[0]
    play(s, "end")
    assert dragon in s.gy[0]


def test_the_monsters_special_summoned_destroyed_during_the_end_phase() -> None:
    text = (
        "Special Summon 1 Level 4 or lower monster from your GY face-up to your field. Destroy "
        "the monsters Special Summoned by this effect during the End Phase of this turn."
    )
    encoding = compiled(SPELL, text)
    assert _effect(encoding)[1] == {"op": "end_phase", "target": "moved", "action": "destroy"}
    board = Board(table_playing(encoding))
    s = board.game(cards=([SPELL], []))
    spell, sorcerer = board.hand(s, 0, SPELL), board.gy(s, 0, FILLER)
    play(s, f"act {spell}", "position 1")  # face-up Attack Position
    assert sorcerer in s.mzone[0]
    play(s, "end")
    assert sorcerer in s.gy[0]


def test_this_card_destroyed_during_the_end_phase_is_read() -> None:
    assert unread(BEWD, "Destroy this card during the End Phase of this turn.") == []
    assert unread(SPELL, "Destroy 1 monster on your field during the End Phase of this turn.")
