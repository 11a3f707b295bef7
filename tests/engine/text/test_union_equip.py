"""The union_equip productions: a Union monster equips itself to a monster as an Equip Spell
Card with the effect its "●" sentences give; played on a board (the card moves to a Spell & Trap
Zone, is a Spell Card there, changes the equipped monster, goes to the GY with it), and
written and loaded back as a position."""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.cards.card_support import activations, choices, play
from tests.engine.conftest import Board
from tests.engine.text.text_support import board_playing, compiled, unread
from validator.engine import lasting
from validator.engine.cards import MONSTER, SPELL
from validator.engine.effects.filters import compile_filter
from validator.engine.field import destroy
from validator.engine.position import dump, load
from validator.engine.state import FACEUP, OFF, State

SPEAR = 23743  # The Sacred Spear of Arthenée: a Fairy Type Union monster
WALKER = 23742  # Powerful Machine Clockwork Walker: a WIND Warrior Type Union monster
FLUTE = 16128  # Flutomahawk the Music Princess: a WIND Warrior, Level 4, 1500 ATK
SOITSU = 18894  # Soitsu: a Fairy, 0 ATK

SPEAR_TEXT = (
    "Equip this card to 1 face-up Fairy Type monster on your field as an Equip Spell Card with "
    "the following effect. ●The equipped monster gains 800 ATK, and it inflicts piercing "
    "battle damage."
)
WALKER_TEXT = (
    "Equip this card to 1 face-up WIND Attribute Warrior Type monster on your field as an "
    "Equip Spell Card with the following effect. Then, you can destroy 1 Spell/Trap Card on "
    "your opponent's field. ●The equipped monster gains 300 ATK."
)


def _spear() -> tuple[Board, State, int, int]:
    board = board_playing(compiled(SPEAR, SPEAR_TEXT))
    s = board.game(cards=([SPEAR, SOITSU], [FLUTE]))
    spear = board.monster(s, 0, SPEAR)
    soitsu = board.monster(s, 0, SOITSU)
    board.monster(s, 1, FLUTE)
    return board, s, spear, soitsu


def test_the_encoding() -> None:
    encoding = compiled(SPEAR, SPEAR_TEXT)
    assert encoding["effects"] == [
        {
            "kind": "ignition",
            "picks": [
                {
                    "from": "own_faceup",
                    "filter": {"kind": "monster", "race": "Fairy"},
                    "not_self": True,
                }
            ],
            "effect": [{"op": "equip_self", "target": {"pick": 0}}],
        },
        {
            "kind": "continuous",
            "modifiers": [
                {"rule": "atk", "value": 800, "side": "equipped"},
                {"rule": "pierce", "side": "equipped"},
            ],
        },
    ]


def test_a_union_monster_equips_itself_as_an_equip_spell_card() -> None:
    _, s, spear, soitsu = _spear()
    assert lasting.atk_of(s, soitsu) == 0  # the "●" effect does nothing while it is a monster
    assert activations(s, spear) == [()]
    play(s, f"act {spear}")  # the one other face-up Fairy Type monster (never itself)
    assert spear not in s.mzone[0] and spear in s.szone[0]
    assert s.pos[spear] == FACEUP and s.equip[spear] == soitsu
    assert lasting.atk_of(s, soitsu) == 800 and lasting.has(s, soitsu, lasting.PIERCE)
    facts = lasting.facts(s, spear)
    assert facts.kind == SPELL and facts.subtype == "equip" and facts.printed_kind == MONSTER
    spell_card = compile_filter({"kind": "spell", "subtype": "equip"})
    monster_card = compile_filter({"monster_card": True})
    assert spell_card.test(facts, 0) and monster_card.test(facts, 0)
    assert not compile_filter({"kind": "monster"}).test(facts, 0)
    # the equipped monster leaves the field: the Equip Spell Card goes to the GY with it
    destroy(s, soitsu, "effect", 1)
    assert s.pos[spear] == OFF and spear in s.gy[0] and s.equip[spear] == -1
    assert lasting.facts(s, spear).kind == MONSTER  # a monster again in the GY


def test_no_activation_without_another_monster_to_equip() -> None:
    board = board_playing(compiled(SPEAR, SPEAR_TEXT))
    s = board.game(cards=([SPEAR, FLUTE], []))
    spear = board.monster(s, 0, SPEAR)
    board.monster(s, 0, FLUTE)
    assert activations(s, spear) == []  # no other face-up Fairy Type monster


def test_no_activation_with_the_spell_trap_zones_full() -> None:
    _, s, spear, _ = _spear()
    s.szone[0] = [s.deck[0].pop() for _ in range(3)]  # (filler in every zone)
    for c in s.szone[0]:
        s.pos[c] = FACEUP
    assert activations(s, spear) == []


def test_an_equipped_union_monster_is_a_spell_trap_card_to_destroy() -> None:
    board = board_playing(compiled(WALKER, WALKER_TEXT))
    s = board.game(cards=([WALKER, FLUTE], [WALKER, FLUTE]))
    theirs, their_flute = board.monster(s, 1, WALKER), board.monster(s, 1, FLUTE)
    s.tp = 1
    play(s, f"act {theirs}")  # (nothing on the other field to destroy)
    assert s.resolving is None
    assert s.equip[theirs] == their_flute and lasting.atk_of(s, their_flute) == 1800
    s.tp = 0
    walker, flute = board.monster(s, 0, WALKER), board.monster(s, 0, FLUTE)
    play(s, f"act {walker}")
    assert choices(s) == [(theirs,)]  # then the opponent's Spell/Trap Card to destroy
    play(s, f"pick {theirs}")
    assert theirs in s.gy[1] and lasting.atk_of(s, their_flute) == 1500
    assert lasting.atk_of(s, flute) == 1800


def test_a_position_with_an_equipped_union_monster_loads_back() -> None:
    board, s, spear, soitsu = _spear()
    play(s, f"act {spear}")
    data: dict[str, Any] = dump(s)
    again = load(data, board.table)
    assert again.szone == s.szone and again.equip[spear] == soitsu
    assert lasting.atk_of(again, soitsu) == 800
    assert lasting.facts(again, spear).kind == SPELL
    # a monster in a Spell & Trap Zone without a monster to equip is no position
    for entry in data["players"][0]["spells_traps"]:
        if entry is not None:
            entry.pop("equip")
    with pytest.raises(Exception, match="is a monster"):
        load(data, board.table)


def test_near_misses_stay_unread() -> None:
    # not on your field, and a "●" rule of a side (in force while the card is a monster too)
    assert unread(
        SPEAR,
        "Equip this card to 1 face-up Fairy Type monster on your opponent's field as an Equip "
        "Spell Card with the following effect. ●The equipped monster gains 800 ATK.",
    ) == [
        "Equip this card to N face-up Fairy Type monster on your opponent's field as an Equip "
        "Spell Card with the following effect"
    ]
    assert unread(
        SPEAR,
        "Equip this card to 1 face-up Fairy Type monster on your field as an Equip Spell Card "
        "with the following effect. ●Your opponent cannot activate Trap Cards.",
    ) == ["Your opponent cannot activate Trap Cards"]
