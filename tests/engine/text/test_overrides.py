"""Per-clause overrides: an irregular clause gets its encoding from `overrides.json`, the rest
of the card still compiles from its text."""

from __future__ import annotations

import json

import jsonschema

from tests.engine.cards.card_support import choices, on_top, play
from tests.engine.conftest import FILLER
from tests.engine.text.text_support import card_text
from validator.cards import load_cards
from validator.engine.effects.text.build import load_overrides
from validator.engine.effects.text.compiler import compile_card
from validator.engine.lasting import atk_of, facts
from validator.paths import bundled
from validator.schemas import schema_for

MAGICIAN = 15150


def test_an_override_takes_the_place_of_its_clause_with_its_picks_renumbered() -> None:
    text = card_text(
        MAGICIAN,
        "Juggle 3 cards while singing.",
        requirement="Send 1 card from your hand to the Graveyard.",
    )
    override = {
        "picks": [{"from": "own_gy", "filter": {"kind": "monster"}}],
        "effect": [{"op": "to_hand", "target": {"pick": 0}}],
    }
    result = compile_card(text, {(MAGICIAN, 1): override})
    assert not result.missing and result.overridden == 1
    effect = result.encoding["effects"][0]
    assert effect["picks"] == [
        {"from": "own_hand"},
        {"from": "own_gy", "filter": {"kind": "monster"}},
    ]
    assert effect["effect"] == [{"op": "to_hand", "target": {"pick": 1}}]
    assert result.clauses[1] == {"n": 1, "override": True}
    assert compile_card(text, {}).missing  # without the override, the clause is missing


def test_the_overrides_file_fits_its_schema_and_names_its_cards() -> None:
    path = bundled("card_data", "effects", "overrides.json")
    entries = json.loads(path.read_text(encoding="utf-8"))
    jsonschema.validate(entries, schema_for("effect-overrides"))
    db = load_cards()
    for entry in entries:
        assert db.get(entry["card"]).name == entry["name"]
    assert len(load_overrides()) == len(entries)


# The bundled overrides where the English says other than the Japanese, played as installed.
HOT_FAIRY = 19290  # Hot the Combustible Fairy: Level 3 FIRE Pyro
TANG, STOCK = 15197, 15610  # Pyro Normal Monsters
KAPPA_DIVE = 17875  # Pandemonium Kappa Dive Wet: Level 3 WATER Aqua
MAX_RAIDER, GAIA, RED_EYES = 15199, 15328, 15351  # Level 7 Normal Monsters (Red-Eyes a Dragon)
DARK_HOLE, POT_OF_GREED = 18398, 16372  # Normal Spells


def test_hot_the_combustible_fairy_draws_without_being_asked(board) -> None:
    """The Japanese draw is mandatory ("さらに自分は１枚ドローする"), where the English says
    "you can also draw"."""
    s = board.game(cards=([HOT_FAIRY, TANG, STOCK], []))
    fairy = board.hand(s, 0, HOT_FAIRY)
    board.monster(s, 0, FILLER)  # a Spellcaster: two Types face-up once the Fairy is summoned
    milled = on_top(s, 0, TANG, STOCK)
    play(s, f"summon {fairy}", f"act {fairy}")
    assert s.resolving is None  # no accept or decline offered
    assert set(milled) <= set(s.gy[0]) and len(s.hand[0]) == 1


def test_pandemonium_kappa_dive_wet_shuffles_up_to_the_spells_counted(board) -> None:
    """The Japanese chooses up to [the number of Spells in the opponent's GY] ("まで選んで"),
    where the English says equal to."""
    s = board.game(cards=([KAPPA_DIVE], [MAX_RAIDER, GAIA, RED_EYES, DARK_HOLE, POT_OF_GREED]))
    kappa = board.hand(s, 0, KAPPA_DIVE)
    monsters = [board.gy(s, 1, card) for card in (MAX_RAIDER, GAIA, RED_EYES)]
    for spell in (DARK_HOLE, POT_OF_GREED):
        board.gy(s, 1, spell)
    play(s, f"summon {kappa}", f"act {kappa}")
    assert sorted(len(c) for c in choices(s)) == [1, 1, 1, 2, 2, 2]  # up to 2 of the 3
    play(s, f"pick {monsters[0]}")
    assert monsters[0] in s.deck[1] and monsters[1] in s.gy[1] and monsters[2] in s.gy[1]


SHIFT_BOMB = 15453  # Attribute Shift Bomb: a Normal Spell
DARK_MAGICIAN, BLUE_EYES, FAITH_BIRD = 15410, 15184, 15216  # DARK, LIGHT, WIND monsters


def test_attribute_shift_bomb_changes_the_attributes_until_the_end_of_the_turn(board) -> None:
    """The Japanese change lasts until the end of the turn ("ターン終了時まで"), which the English
    leaves out; the monsters take the Attribute of the monster revealed."""
    s = board.game(cards=([SHIFT_BOMB, DARK_MAGICIAN], [BLUE_EYES, FAITH_BIRD]))
    bomb, revealed = board.hand(s, 0, SHIFT_BOMB), board.hand(s, 0, DARK_MAGICIAN)
    blue_eyes, bird = board.monster(s, 1, BLUE_EYES), board.monster(s, 1, FAITH_BIRD)
    play(s, f"act {bomb} {revealed}")
    assert sorted(len(c) for c in choices(s)) == [1, 1, 2]  # up to 3: one, the other, or both
    play(s, f"pick {blue_eyes}")
    assert revealed in s.hand[0]  # revealed, not sent
    assert facts(s, blue_eyes).attribute == "DARK" and facts(s, bird).attribute == "WIND"
    play(s, "end")
    assert facts(s, blue_eyes).attribute == "LIGHT"


RED_BOOT = 17946  # Red-Boot Boost Dragon: Level 7 Dragon, 2400 ATK


def test_red_boot_boost_dragon_gains_atk_until_the_end_of_the_turn(board) -> None:
    """The Japanese ATK gain lasts until the end of the turn ("ターン終了時まで"), which the
    English leaves out (misprinting the amount too): 100 damage and 100 ATK per Dragon chosen."""
    s = board.game(cards=([RED_BOOT, BLUE_EYES, RED_EYES, FILLER], []))
    dragon = board.monster(s, 0, RED_BOOT)
    printed = atk_of(s, dragon)
    dragons = [board.gy(s, 0, BLUE_EYES), board.gy(s, 0, RED_EYES)]
    board.gy(s, 0, FILLER)  # a Spellcaster: not chosen
    lp = s.lp[1]
    play(s, f"act {dragon}")
    assert sorted(len(c) for c in choices(s)) == [1, 1, 2]  # up to 7 of the 2 Dragons
    play(s, f"pick {dragons[0]} {dragons[1]}")
    assert s.lp[1] == lp - 200 and atk_of(s, dragon) == printed + 200
    assert all(d in s.deck[0] for d in dragons)
    play(s, "end")
    assert atk_of(s, dragon) == printed
