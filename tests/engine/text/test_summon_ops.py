"""The summon family: Ritual Spells that describe their Ritual monster or take materials from
the hand alone, Fusion Summons of a monster that mentions a card as material, of a monster whose
ATK equals its DEF, with this card and a counted monster as materials, and descriptions of
monsters that are not of a subtype ("non-Effect", "non-Fusion")."""

from __future__ import annotations

import pytest

from tests.engine.cards.card_support import activations, choices, play
from tests.engine.conftest import FILLER
from tests.engine.text.text_support import (
    board_playing,
    card_text,
    compiled,
    round_trip,
)
from validator.engine.effects.text.compiler import compile_card
from validator.engine.effects.text.describe import read_desc, to_filter
from validator.engine.effects.text.names import NoMatch
from validator.engine.state import ATK, DEF, FACEDOWN, SUMMONED_FUSION, SUMMONED_RITUAL

MAGICIAN = 15150  # Sevens Road Magician: a Level 7 DARK Spellcaster
WITCH = 15178  # Sevens Road Witch: a Level 6 Spellcaster
MASTER = 17308  # Master of the Sevens Road: a Fusion of "Sevens Road Magician" + "Witch"
DARK_MAGICIAN = 15410  # a Normal Monster some Fusion Monsters list as material
MOTH = 22647  # Perfectly Ultimate Great Moth: "Great Moth" + "Cocoon of Evolution"
POT = 16372  # Pot of Greed, a Normal Spell (its text made up here)
TANK = 16924  # Labyrinth Tank: a DARK Machine Fusion, 2400 ATK / 2400 DEF
WOLF, CANNON = 16926, 16925  # Giga-Tech Wolf and Cannon Soldier: Labyrinth Tank's materials
BLACK_MAGIC_RITUAL, BLACK_CHAOS = 21597, 21588  # a Ritual Spell and its Level 8 Ritual monster
RESIZE = 22455  # a Ritual Spell no Ritual monster names
LURKER = 22449  # a Level 7 LIGHT Zombie Ritual monster
ELIZA, TIGASATI = 23753, 23754  # Level 7 Pyro Ritual monsters (DARK, FIRE)
FERAL_IMP = 15217  # a Level 4 Fiend Normal Monster
KURIBOT = 15189  # a Level 1 Fiend Effect Monster

NOT_MORE = "(you cannot use more monsters than necessary as material)"


def _ritual_acts(s, ritual) -> set[tuple[int, frozenset[int]]]:
    return {(args[0], frozenset(args[1:])) for args in activations(s, ritual)}


# ---------------------------------------------------------------------------- Ritual Summons


def test_a_described_ritual_monster_is_summoned_by_its_description() -> None:
    text = (
        "Ritual Summon a Level 7 LIGHT Attribute Zombie Type monster by sending face-up "
        f"monsters from your field to the GY whose total Levels equal 7 or more as material "
        f"{NOT_MORE}."
    )
    encoding = compiled(RESIZE, text)
    assert encoding["effects"] == [
        {
            "kind": "ritual",
            "ritual": {
                "monster": {"level": 7, "attribute": "LIGHT", "race": "Zombie", "subtype": "ritual"}
            },
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([RESIZE, MAGICIAN, FILLER], []), extra=([LURKER, ELIZA], []))
    ritual = board.hand(s, 0, RESIZE)
    magician = board.monster(s, 0, MAGICIAN)
    board.monster(s, 0, FILLER, FACEDOWN)  # face-down: no material
    lurker = s.extra[0][0]
    assert _ritual_acts(s, ritual) == {(lurker, frozenset({magician}))}  # not the Pyro one
    play(s, f"act {ritual} {lurker} {magician}", "position 1")
    assert s.pos[lurker] == ATK and s.flags[lurker] & SUMMONED_RITUAL and magician in s.gy[0]


def test_a_described_ritual_monster_total_must_be_its_level() -> None:
    text = (
        "Ritual Summon a Level 7 LIGHT Attribute Zombie Type monster by sending face-up "
        f"monsters from your field to the GY whose total Levels equal 6 or more as material "
        f"{NOT_MORE}."
    )
    assert compile_card(card_text(RESIZE, text), {}).encoding is None


def test_a_ritual_summon_with_materials_from_the_hand_alone() -> None:
    text = (
        'Ritual Summon "Magician of Black Chaos" by sending monsters from your hand to the GY '
        f"whose total Levels equal 8 or more as material {NOT_MORE}."
    )
    encoding = compiled(BLACK_MAGIC_RITUAL, text)
    assert encoding["effects"][0]["ritual"] == {"hand": True, "field": False}
    board = board_playing(encoding)
    cards = [BLACK_MAGIC_RITUAL, FILLER, FILLER, FILLER]
    s = board.game(cards=(cards, []), extra=([BLACK_CHAOS], []))
    ritual = board.hand(s, 0, BLACK_MAGIC_RITUAL)
    board.monster(s, 0, FILLER)  # on the field: no material
    first, second = board.hand(s, 0, FILLER), board.hand(s, 0, FILLER)
    chaos = s.extra[0][0]
    (args,) = activations(s, ritual)  # one way: the two in hand (copies make one set)
    assert args[0] == chaos and set(args[1:]) == {first, second}
    play(s, f"act {ritual} {' '.join(map(str, args))}", "position 2")
    assert s.pos[chaos] == DEF and {first, second} <= set(s.gy[0])


def test_one_material_whose_level_reaches_the_ritual_monsters() -> None:
    text = (
        "Ritual Summon a Level 7 Pyro Type monster by sending 1 face-up Level 7 or higher "
        "monster from your field to the GY as material."
    )
    encoding = compiled(RESIZE, text)
    ritual_spec = encoding["effects"][0]["ritual"]
    assert ritual_spec == {
        "filter": {"level_min": 7},
        "monster": {"level": 7, "race": "Pyro", "subtype": "ritual"},
    }
    board = board_playing(encoding)
    s = board.game(cards=([RESIZE, MAGICIAN, FILLER, FILLER], []), extra=([ELIZA, LURKER], []))
    ritual = board.hand(s, 0, RESIZE)
    magician = board.monster(s, 0, MAGICIAN)
    board.monster(s, 0, FILLER)
    board.monster(s, 0, FILLER)  # two Level 4s reach 8, but are no Level 7 or higher
    eliza = s.extra[0][0]
    assert _ritual_acts(s, ritual) == {(eliza, frozenset({magician}))}
    # a material whose Level falls short of the Ritual monster's is no reading
    short = text.replace("Level 7 or higher", "Level 6 or higher")
    assert compile_card(card_text(RESIZE, short), {}).encoding is None


# ----------------------------------------------------------------------------- Fusion Summons


def test_a_fusion_of_a_monster_that_mentions_a_card_as_material() -> None:
    text = (
        'Fusion Summon a monster that mentions "Sevens Road Magician" as material by sending '
        "monsters from your hand or field to the GY as material."
    )
    assert round_trip("sentence", text) == text[:-1]
    encoding = compiled(POT, text)
    assert encoding["effects"][0]["effect"] == [
        {
            "op": "fusion_summon",
            "places": ["hand", "field"],
            "monster": {"materials_name": [MAGICIAN]},
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([POT, MAGICIAN, WITCH], []), extra=([MOTH, MASTER], []))
    pot = board.hand(s, 0, POT)
    magician, witch = board.hand(s, 0, MAGICIAN), board.monster(s, 0, WITCH)
    master = s.extra[0][1]
    play(s, f"act {pot}")
    assert choices(s) == []  # one way (the Moth mentions no Magician): the position alone
    play(s, "position 1")
    assert {magician, witch, pot} <= set(s.gy[0])
    assert s.pos[master] == ATK and s.flags[master] & SUMMONED_FUSION


def test_a_fusion_of_a_monster_that_lists_no_such_card_is_not_offered() -> None:
    text = (
        'Fusion Summon a monster that lists "Dark Magician" as material by shuffling '
        "monsters from your field or GY into the owner's Deck as material."
    )
    encoding = compiled(POT, text)
    assert encoding["effects"][0]["effect"][0]["monster"] == {"materials_name": [DARK_MAGICIAN]}
    board = board_playing(encoding)
    s = board.game(cards=([POT, MAGICIAN, WITCH], []), extra=([MASTER], []))
    pot = board.hand(s, 0, POT)
    board.monster(s, 0, MAGICIAN)
    board.gy(s, 0, WITCH)
    assert activations(s, pot) == []  # the Master's materials are there; it lists no Dark Magician
    # the same Spell naming a card the Master lists can be activated
    board = board_playing(compiled(POT, text.replace("Dark Magician", "Sevens Road Witch")))
    s = board.game(cards=([POT, MAGICIAN, WITCH], []), extra=([MASTER], []))
    pot = board.hand(s, 0, POT)
    board.monster(s, 0, MAGICIAN)
    board.gy(s, 0, WITCH)
    assert activations(s, pot) == [()]


def test_a_fusion_of_a_monster_whose_atk_equals_its_def() -> None:
    text = (
        "Fusion Summon a DARK Attribute Machine Type monster whose ATK equals its own DEF by "
        "sending monsters from your hand or field to the GY as material."
    )
    encoding = compiled(POT, text)
    assert encoding["effects"][0]["effect"][0]["monster"] == {
        "attribute": "DARK",
        "race": "Machine",
        "original_atk_is_def": True,
    }
    board = board_playing(encoding)
    s = board.game(cards=([POT, WOLF, CANNON], []), extra=([TANK], []))
    pot = board.hand(s, 0, POT)
    wolf, cannon = board.hand(s, 0, WOLF), board.hand(s, 0, CANNON)
    tank = s.extra[0][0]
    play(s, f"act {pot}", "position 2")
    assert s.pos[tank] == DEF and {wolf, cannon} <= set(s.gy[0])


def test_a_fusion_of_this_card_and_one_more_monster() -> None:
    text = (
        "Fusion Summon by shuffling this card from your field and 1 monster from your field or "
        "GY into the Deck as materials."
    )
    encoding = compiled(MAGICIAN, text)
    assert encoding["effects"][0]["effect"] == [
        {
            "op": "fusion_summon",
            "places": ["field", "gy"],
            "how": "shuffle",
            "with_self": True,
            "count": 2,
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, WITCH], []), extra=([MASTER], []))
    magician = board.monster(s, 0, MAGICIAN)
    witch = board.gy(s, 0, WITCH)
    master = s.extra[0][0]
    play(s, f"act {magician}", "position 1")
    assert s.pos[master] == ATK and magician in s.deck[0] and witch in s.deck[0]
    # a counted monster with more words would be a filter on this card too: no reading
    other = text.replace("1 monster", "1 Spellcaster Type monster")
    assert compile_card(card_text(MAGICIAN, other), {}).encoding is None


# -------------------------------------------------------------------------- non-Effect, ...


@pytest.mark.parametrize(
    ("words", "chosen"),
    [
        ("1 Fiend Type non-Effect Monster", {"effect_monster": False, "race": "Fiend"}),
        (
            "1 DARK or FIRE Attribute non-Effect Fusion Monster",
            {"subtype": "fusion", "effect_monster": False, "attribute": ["DARK", "FIRE"]},
        ),
        (
            "1 Level 9 Galaxy Type non-Fusion Monster",
            {
                "subtype": ["normal", "effect", "ritual", "maximum", "union"],
                "level": 9,
                "race": "Galaxy",
            },
        ),
        (
            "1 Level 8 non-Effect Warrior Type Ritual Monster",
            {"subtype": "ritual", "effect_monster": False, "level": 8, "race": "Warrior"},
        ),
        (
            "up to 2 non-Maximum Effect Monsters",
            {"effect_monster": True, "subtype": ["normal", "effect", "fusion", "ritual", "union"]},
        ),
    ],
)
def test_monsters_not_of_a_subtype(words: str, chosen: dict) -> None:
    assert to_filter(read_desc(words)) == {"kind": "monster", **chosen}


@pytest.mark.parametrize("words", ["1 non-Effect Effect Monster", "a non-Normal Spell Card"])
def test_words_that_are_no_subtype_left_out(words: str) -> None:
    with pytest.raises(NoMatch):
        read_desc(words)


def test_a_non_effect_monster_is_special_summoned() -> None:
    text = "Special Summon 1 Fiend Type non-Effect Monster from your GY face-up to your field."
    encoding = compiled(POT, text)
    assert encoding["effects"][0]["picks"] == [
        {"from": "own_gy", "filter": {"kind": "monster", "effect_monster": False, "race": "Fiend"}}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([POT, FERAL_IMP, KURIBOT], []))
    pot = board.hand(s, 0, POT)
    imp, kuribot = board.gy(s, 0, FERAL_IMP), board.gy(s, 0, KURIBOT)
    play(s, f"act {pot}")
    assert choices(s) == []  # the one Normal Monster (not the Effect Monster): no choice
    play(s, "position 1")
    assert s.pos[imp] == ATK and kuribot in s.gy[0]


# -------------------------------------------------------------------------- empty hands

EMPTY_HANDS = (
    "If neither player has cards in their hand, you can Special Summon 1 Fiend Type Normal "
    "Monster from your GY face-up to your field."
)


def _empty_hands_game(opponent_holds: bool, i_hold: bool):
    encoding = compiled(POT, EMPTY_HANDS)
    assert encoding["effects"][0]["effect"][0]["condition"] == [
        {"cond": "not", "condition": {"cond": "hand_min", "count": 1}},
        {"cond": "opp_hand", "max": 0},
    ]
    board = board_playing(encoding)
    s = board.game(cards=([POT, FERAL_IMP, FILLER], [FILLER]))
    pot = board.hand(s, 0, POT)
    imp = board.gy(s, 0, FERAL_IMP)
    if i_hold:
        board.hand(s, 0, FILLER)
    if opponent_holds:
        board.hand(s, 1, FILLER)
    play(s, f"act {pot}")
    return s, imp


def test_a_summon_if_neither_player_has_cards_in_their_hand() -> None:
    assert round_trip("sentence", EMPTY_HANDS) == EMPTY_HANDS[:-1]
    s, imp = _empty_hands_game(opponent_holds=False, i_hold=False)
    assert choices(s) == [(imp,)]  # you can: the Fiend, or decline
    play(s, f"pick {imp}", "position 1")
    assert s.pos[imp] == ATK
    for opponent_holds, i_hold in ((True, False), (False, True)):
        s, imp = _empty_hands_game(opponent_holds, i_hold)
        assert s.resolving is None and imp in s.gy[0]


def test_a_summon_if_you_have_no_cards_in_your_hand() -> None:
    text = EMPTY_HANDS.replace(
        "neither player has cards in their hand", "you have no cards in your hand"
    )
    encoding = compiled(POT, text)
    assert encoding["effects"][0]["effect"][0]["condition"] == [
        {"cond": "not", "condition": {"cond": "hand_min", "count": 1}}
    ]
