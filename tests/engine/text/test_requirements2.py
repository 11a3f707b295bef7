"""Requirements, second part: conditions joined after one "you have", totals, the hand's size,
LP that differ, Types and Attributes counted, costs said in more words and Trap timings said in
more words; each compiled from a made-up clause and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, offered, play
from tests.engine.conftest import FILLER, Board
from tests.engine.text.text_support import board_playing, compiled, round_trip, table_playing
from validator.engine import actor
from validator.engine.state import (
    ATK,
    DEF,
    FACEDOWN,
    OFF,
    SET,
    SUMMONED_NS,
    SUMMONED_THIS_TURN,
)

MAGICIAN = 15150  # Sevens Road Magician: Level 7 DARK Spellcaster (the card that plays)
THE_DRAGON = 16910  # The Dragon: Level 1 LIGHT Dragon
WATTKISS = 15412  # Wattkiss: Level 2 LIGHT Psychic Normal Monster
CAT = 15159  # Straynge Cat: Level 1 EARTH Spellcaster, 0/1400
DM = 15410  # Dark Magician: Level 7 DARK Spellcaster, 2500/2100
SKULL = 15781  # Summoned Skull: Level 6 DARK Fiend
POT = 16372  # Pot of Greed: a Normal Spell
TRAP = 16768  # a Normal Trap
FUSION = 17002  # Yamiterasu: a Fusion Monster
DRAW = "Draw 1 card."


def magician_with(requirement: str) -> tuple[dict, Board]:
    encoding = compiled(MAGICIAN, DRAW, requirement=requirement)
    return encoding["effects"][0], board_playing(encoding)


# ------------------------------------------------------------------ one "you have", two things


def test_one_you_have_said_before_two_things_needs_both(board: Board) -> None:
    text = (
        "You have 10 or more cards in your Deck and another face-up Spellcaster Type monster "
        "on your field."
    )
    effect, board = magician_with(text)
    assert effect["condition"] == [
        {"cond": "deck_min", "count": 10},
        {
            "cond": "has",
            "from": "own_faceup",
            "filter": {"kind": "monster", "race": "Spellcaster"},
            "other": True,
        },
    ]
    for deck, other, wanted in ((10, True, True), (9, True, False), (10, False, False)):
        s = board.game(cards=([MAGICIAN, FILLER], []), deck_size=deck)
        magician = board.monster(s, 0, MAGICIAN)
        if other:
            board.monster(s, 0, FILLER)
        assert offered(s, magician) == wanted


def test_a_total_of_named_cards_is_exactly_that_many(board: Board) -> None:
    text = (
        'You have 10 or more cards in your Deck and a total of 2 "Dark Sorcerer" and/or '
        '"Wattkiss" face-up on your field.'
    )
    effect, board = magician_with(text)
    assert effect["condition"][1] == {
        "cond": "has",
        "from": "own_faceup",
        "filter": {"ids": [FILLER, WATTKISS]},
        "min": 2,
        "max": 2,
    }
    s = board.game(cards=([MAGICIAN, FILLER, WATTKISS, FILLER], []))
    magician = board.monster(s, 0, MAGICIAN)
    board.monster(s, 0, FILLER)
    assert not offered(s, magician)
    board.monster(s, 0, WATTKISS)
    assert offered(s, magician)


def test_your_opponent_has_one_card_and_you_have_another(board: Board) -> None:
    text = (
        "Your opponent has a face-up Level 7 or higher monster and you have 1 face-up Dragon "
        "Type monster on your field."
    )
    effect, board = magician_with(text)
    assert effect["condition"][0] == {
        "cond": "has",
        "from": "opp_faceup",
        "filter": {"kind": "monster", "level_min": 7},
    }
    s = board.game(cards=([MAGICIAN, THE_DRAGON], [FILLER, DM]))
    magician = board.monster(s, 0, MAGICIAN)
    board.monster(s, 0, THE_DRAGON)
    board.monster(s, 1, FILLER)
    assert not offered(s, magician)
    board.monster(s, 1, DM)
    assert offered(s, magician)


# ---------------------------------------------------------------------- the hand, totals


def test_cards_in_the_hand_at_most(board: Board) -> None:
    effect, board = magician_with("If you have 2 or less cards in your hand.")
    assert effect["condition"] == [
        {"cond": "has", "from": "own_hand", "min": 0, "max": 2, "other": True}
    ]
    s = board.game(cards=([MAGICIAN, FILLER, FILLER, FILLER], []))
    magician = board.monster(s, 0, MAGICIAN)
    for _ in range(2):
        board.hand(s, 0, FILLER)
    assert offered(s, magician)
    board.hand(s, 0, FILLER)
    assert not offered(s, magician)


def test_the_total_level_of_your_face_up_monsters(board: Board) -> None:
    text = "If the total Level of all face-up monsters on your field is 10 or higher."
    effect, board = magician_with(text)
    assert effect["condition"] == [
        {
            "cond": "count",
            "count": {
                "counter": "total",
                "stat": "level",
                "of": {"all": {"from": "own_faceup", "filter": {"kind": "monster"}}},
            },
            "min": 10,
        }
    ]
    s = board.game(cards=([MAGICIAN, FILLER], []))
    magician = board.monster(s, 0, MAGICIAN)
    assert not offered(s, magician)  # 7
    board.monster(s, 0, FILLER)
    assert offered(s, magician)  # 7 + 4
    text = (
        "The total Levels of the face-up monsters on your opponent's field are 5 or higher "
        "during your Main Phase that you Normal or Special Summoned this card."
    )
    effect, _ = magician_with(text)
    assert effect["condition"][0]["count"]["of"]["all"]["from"] == "opp_faceup"


def test_monsters_in_the_gy_whose_total_atk_is_0(board: Board) -> None:
    effect, board = magician_with(
        "You have 2 or more monsters in your GY and their total ATK is 0."
    )
    assert effect["condition"][1]["max"] == 0
    s = board.game(cards=([MAGICIAN, CAT, CAT, FILLER], []))
    magician = board.monster(s, 0, MAGICIAN)
    board.gy(s, 0, CAT)
    assert not offered(s, magician)  # one monster
    board.gy(s, 0, CAT)
    assert offered(s, magician)
    board.gy(s, 0, FILLER)
    assert not offered(s, magician)  # 1500 ATK among them


# ------------------------------------------------------------------------- what you have


def test_a_named_monster_in_attack_position(board: Board) -> None:
    effect, board = magician_with('If you have "Dark Sorcerer" on your field in Attack Position.')
    assert effect["condition"] == [
        {"cond": "has", "from": "own_attack", "filter": {"ids": [FILLER]}}
    ]
    s = board.game(cards=([MAGICIAN, FILLER], []))
    magician = board.monster(s, 0, MAGICIAN)
    sorcerer = board.monster(s, 0, FILLER, DEF)
    assert not offered(s, magician)
    s.pos[sorcerer] = ATK
    assert offered(s, magician)


def test_a_face_down_card_in_the_spell_and_trap_zone(board: Board) -> None:
    effect, board = magician_with("If you have a face-down card in your Spell & Trap Zone.")
    assert effect["condition"] == [{"cond": "has", "from": "own_szone_set"}]
    s = board.game(cards=([MAGICIAN, TRAP], []))
    magician = board.monster(s, 0, MAGICIAN)
    assert not offered(s, magician)
    board.spell(s, 0, TRAP, SET)
    assert offered(s, magician)


def test_a_monster_in_the_opponents_gy_and_monsters_on_the_field(board: Board) -> None:
    effect, board = magician_with("Your opponent has a monster in their GY.")
    assert effect["condition"] == [{"cond": "has", "from": "opp_gy", "filter": {"kind": "monster"}}]
    s = board.game(cards=([MAGICIAN], [POT, FILLER]))
    magician = board.monster(s, 0, MAGICIAN)
    board.gy(s, 1, POT)
    assert not offered(s, magician)
    board.gy(s, 1, FILLER)
    assert offered(s, magician)
    effect, board = magician_with("There are 2 or more monsters on the field.")
    s = board.game(cards=([MAGICIAN], [FILLER]))
    magician = board.monster(s, 0, MAGICIAN)
    assert not offered(s, magician)
    board.monster(s, 1, FILLER)
    assert offered(s, magician)


def test_exactly_so_many_attributes_face_up(board: Board) -> None:
    _, board = magician_with("You have 2 different Attributes face-up on your field.")
    s = board.game(cards=([MAGICIAN, THE_DRAGON, CAT], []))
    magician = board.monster(s, 0, MAGICIAN)
    assert not offered(s, magician)
    board.monster(s, 0, THE_DRAGON)
    assert offered(s, magician)
    board.monster(s, 0, CAT)
    assert not offered(s, magician)


def test_different_types_of_face_up_normal_monsters(board: Board) -> None:
    text = "If you have 2 or more different Types of Normal Monster(s) on your field."
    assert round_trip("requirement", text) == text[:-1]
    effect, board = magician_with(text)
    assert effect["condition"][0]["count"] == {
        "counter": "distinct",
        "fact": "race",
        "from": "own_faceup",
        "filter": {"kind": "monster", "normal": True},
    }
    s = board.game(cards=([MAGICIAN, FILLER, WATTKISS], []))
    magician = board.monster(s, 0, MAGICIAN)  # an Effect Monster: not counted
    board.monster(s, 0, FILLER)
    assert not offered(s, magician)
    board.monster(s, 0, WATTKISS)
    assert offered(s, magician)


def test_lp_that_differ(board: Board) -> None:
    _, board = magician_with("If your LP and your opponent's are different.")
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    assert not offered(s, magician)
    s.lp[1] -= 100
    assert offered(s, magician)


def test_no_other_card_in_the_hand_or_on_the_field(board: Board) -> None:
    _, board = magician_with("You have no other cards in your hand or on your field.")
    s = board.game(cards=([MAGICIAN, TRAP], []))
    magician = board.monster(s, 0, MAGICIAN)
    assert offered(s, magician)
    board.spell(s, 0, TRAP, SET)
    assert not offered(s, magician)
    s = board.game(cards=([MAGICIAN, POT], []))
    magician = board.monster(s, 0, MAGICIAN)
    board.hand(s, 0, POT)
    assert not offered(s, magician)


def test_the_turn_said_in_more_ways() -> None:
    summoned = {"cond": "summoned", "how": "any"}
    text = "During your Main Phase you Normal or Special Summoned this card."
    assert compiled(MAGICIAN, DRAW, requirement=text)["effects"][0]["condition"] == [summoned]
    text = "The turn you Normal Summoned this card, if you have 10 or more cards in your Deck."
    assert compiled(MAGICIAN, DRAW, requirement=text)["effects"][0]["condition"] == [
        {"cond": "summoned", "how": "normal"},
        {"cond": "deck_min", "count": 10},
    ]
    text = "During the turn you Normal Summoned this card, or if this card is in Maximum Mode."
    assert compiled(MAGICIAN, DRAW, requirement=text)["effects"][0]["condition"] == [
        {
            "cond": "any",
            "conditions": [{"cond": "summoned", "how": "normal"}, {"cond": "maximum_mode"}],
        }
    ]


def test_the_turn_or_maximum_mode_plays(board: Board) -> None:
    text = "During the turn you Normal Summoned this card, or if this card is in Maximum Mode."
    _, board = magician_with(text)
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    assert not offered(s, magician)
    s.flags[magician] |= SUMMONED_NS | SUMMONED_THIS_TURN
    assert offered(s, magician)


# ------------------------------------------------------------------------------- costs


def test_shuffle_into_your_deck_and_to_your_deck(board: Board) -> None:
    for words in ("into your Deck", "to your Deck"):
        text = f"Shuffle 1 Spellcaster Type monster from your GY {words}."
        effect, board = magician_with(text)
        assert effect["cost"] == [{"op": "to_deck", "target": {"pick": 0}}]
    s = board.game(cards=([MAGICIAN, FILLER], []))
    magician = board.monster(s, 0, MAGICIAN)
    sorcerer = board.gy(s, 0, FILLER)
    play(s, f"act {magician} {sorcerer}")
    assert sorcerer not in s.gy[0] and len(s.hand[0]) == 1


def test_shuffle_one_of_each_of_two_names(board: Board) -> None:
    text = 'Shuffle 1 "Dark Sorcerer" and 1 "Wattkiss" from your GY into the Deck.'
    effect, board = magician_with(text)
    assert effect["picks"] == [
        {"from": "own_gy", "filter": {"ids": [FILLER]}},
        {"from": "own_gy", "filter": {"ids": [WATTKISS]}},
    ]
    s = board.game(cards=([MAGICIAN, FILLER, WATTKISS], []))
    magician = board.monster(s, 0, MAGICIAN)
    sorcerer = board.gy(s, 0, FILLER)
    assert not offered(s, magician)
    wattkiss = board.gy(s, 0, WATTKISS)
    play(s, f"act {magician} {sorcerer} {wattkiss}")
    assert s.gy[0] == []


def test_shuffle_with_different_names(board: Board) -> None:
    text = (
        "Shuffle 2 Spellcaster Type monsters, but with different names, from your GY into the Deck."
    )
    effect, board = magician_with(text)
    assert effect["picks"][0]["distinct"] == "name"
    s = board.game(cards=([MAGICIAN, FILLER, FILLER, CAT], []))
    magician = board.monster(s, 0, MAGICIAN)
    board.gy(s, 0, FILLER)
    board.gy(s, 0, FILLER)
    assert not offered(s, magician)  # two of one name
    board.gy(s, 0, CAT)
    assert offered(s, magician)


def test_shuffle_except_a_kind_of_monster(board: Board) -> None:
    text = "Shuffle 1 monster from your GY into the Deck, except for a Dragon Type monster."
    effect, _ = magician_with(text)
    assert effect["picks"][0]["filter"] == {"kind": "monster", "not_race": "Dragon"}
    text = (
        "Shuffle 1 Spellcaster Type monster from your GY into the Deck, except monsters with 0 ATK."
    )
    effect, board = magician_with(text)
    assert effect["picks"][0]["filter"] == {
        "kind": "monster",
        "race": "Spellcaster",
        "atk_min": 1,
    }
    text = "Shuffle 1 monster from your GY into the Deck, except monsters with 1500 ATK."
    effect, board = magician_with(text)
    assert effect["picks"][0]["filter"]["any_of"] == [{"atk_min": 1501}, {"atk_max": 1499}]
    s = board.game(cards=([MAGICIAN, FILLER, CAT], []))
    magician = board.monster(s, 0, MAGICIAN)
    board.gy(s, 0, FILLER)
    assert not offered(s, magician)  # 1500 ATK
    cat = board.gy(s, 0, CAT)
    assert activations(s, magician) == [(cat,)]


def test_a_spell_activated_by_shuffling_or_placing_a_card_on_top(board: Board) -> None:
    text = "Activate this card by shuffling 2 Spellcaster Type monsters from your GY into the Deck."
    encoding = compiled(POT, "Draw 1 card.", requirement=text)
    assert encoding["effects"][0]["cost"] == [{"op": "to_deck", "target": {"pick": 0}}]
    text = (
        "Activate this card by placing 1 Spellcaster Type monster from your GY on top of your Deck."
    )
    encoding = compiled(POT, "Draw 1 card.", requirement=text)
    effect = encoding["effects"][0]
    assert effect["cost"] == [{"op": "to_deck", "target": {"pick": 0}, "place": "top"}]
    board = board_playing(encoding)
    s = board.game(cards=([POT, FILLER], []))
    field = board.hand(s, 0, POT)
    sorcerer = board.gy(s, 0, FILLER)
    assert activations(s, field) == [(sorcerer,)]
    play(s, f"act {field} {sorcerer}")
    assert sorcerer in s.hand[0]  # placed on top, then drawn


def test_return_to_the_extra_deck(board: Board) -> None:
    text = "Return 1 Fusion Monster from your GY to the Extra Deck."
    effect, board = magician_with(text)
    assert effect["cost"] == [{"op": "to_hand", "target": {"pick": 0}}]
    s = board.game(cards=([MAGICIAN], []), extra=([FUSION], []))
    magician = board.monster(s, 0, MAGICIAN)
    fusion = board.gy(s, 0, FUSION)
    play(s, f"act {magician} {fusion}")
    assert fusion in s.extra[0] and fusion not in s.hand[0]
    text = "Return this face-up card from your field to the owner's Extra Deck."
    encoding = compiled(FUSION, DRAW, requirement=text)
    assert encoding["effects"][0]["cost"] == [{"op": "to_hand", "target": "self"}]
    board = board_playing(encoding)
    s = board.game(extra=([FUSION], []))
    fusion = board.monster(s, 0, FUSION)
    play(s, f"act {fusion}")
    assert fusion in s.extra[0] and len(s.hand[0]) == 1


def test_mill_and_send_this_card(board: Board) -> None:
    text = "Send the top 2 cards of your Deck and this face-up card from your field to the GY."
    effect, board = magician_with(text)
    assert effect["cost"] == [{"op": "mill", "count": 2}, {"op": "self_to_gy"}]
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    play(s, f"act {magician}")
    assert magician in s.gy[0] and len(s.gy[0]) == 3 and len(s.hand[0]) == 1


def test_send_one_from_the_hand_and_one_from_the_field(board: Board) -> None:
    text = (
        "Send 1 card from your hand and 1 face-up Spellcaster Type monster from your field to "
        "the GY."
    )
    effect, board = magician_with(text)
    assert effect["picks"] == [
        {"from": "own_hand"},
        {"from": "own_faceup", "filter": {"kind": "monster", "race": "Spellcaster"}},
    ]
    s = board.game(cards=([MAGICIAN, POT, FILLER], []))
    magician = board.monster(s, 0, MAGICIAN)
    pot = board.hand(s, 0, POT)
    sorcerer = board.monster(s, 0, FILLER)
    assert sorted(activations(s, magician)) == sorted([(pot, magician), (pot, sorcerer)])
    play(s, f"act {magician} {pot} {sorcerer}")
    assert pot in s.gy[0] and sorcerer in s.gy[0]


def test_reveal_two_cards_of_the_hand(board: Board) -> None:
    text = "Reveal 1 LIGHT Attribute monster and 1 non-LIGHT Attribute monster in your hand."
    effect, board = magician_with(text)
    assert effect["picks"] == [
        {"from": "own_hand", "filter": {"kind": "monster", "attribute": "LIGHT"}},
        {"from": "own_hand", "filter": {"kind": "monster", "not_attribute": "LIGHT"}},
    ]
    s = board.game(cards=([MAGICIAN, THE_DRAGON, WATTKISS, FILLER], []))
    magician = board.monster(s, 0, MAGICIAN)
    board.hand(s, 0, THE_DRAGON)
    board.hand(s, 0, WATTKISS)
    assert not offered(s, magician)  # two LIGHT monsters
    sorcerer = board.hand(s, 0, FILLER)
    play(s, f"act {magician} {activations(s, magician)[0][0]} {sorcerer}")
    assert sorcerer in s.hand[0] and len(s.hand[0]) == 4


def test_a_reveal_cost_the_turn_this_card_was_summoned() -> None:
    text = "Reveal 1 Dragon Type monster in your hand the turn you Normal Summoned this card."
    effect = compiled(MAGICIAN, DRAW, requirement=text)["effects"][0]
    assert effect["condition"] == [{"cond": "summoned", "how": "normal"}]
    assert effect["cost"] == [{"op": "reveal", "target": {"pick": 0}}]


def test_show_another_card_and_place_it_at_the_bottom(board: Board) -> None:
    text = (
        "Show 1 other card from your hand or field, and place it on the bottom of the owner's Deck."
    )
    effect, board = magician_with(text)
    assert effect["picks"] == [{"from": "own_hand_field", "not_self": True}]
    s = board.game(cards=([MAGICIAN, POT], []))
    magician = board.monster(s, 0, MAGICIAN)
    assert not offered(s, magician)  # only this card
    pot = board.hand(s, 0, POT)
    play(s, f"act {magician} {pot}")
    assert s.deck[0][0] == pot


# ------------------------------------------------------------------------------ timings


def test_a_face_up_summon_to_their_field_while_you_have_a_monster(board: Board) -> None:
    text = (
        "When your opponent Normal or Special Summons a monster face-up to their field, while "
        "you have a face-up Spellcaster Type monster on your field."
    )
    encoding = compiled(TRAP, "Destroy that monster.", requirement=text)
    effect = encoding["effects"][0]
    assert effect["trigger"] == {"event": "summon", "whose": "opp"}
    assert effect["condition"][1]["from"] == "own_faceup"
    board = board_playing(encoding)
    s = board.game(cards=([FILLER], [TRAP, DM]))
    trap = board.spell(s, 1, TRAP, SET)
    board.monster(s, 1, DM)
    sorcerer = board.hand(s, 0, FILLER)
    play(s, f"summon {sorcerer}")
    assert actor(s) == 1 and activations(s, trap) == [()]
    play(s, f"act {trap}")
    assert s.pos[sorcerer] == OFF


def test_a_named_or_described_monster_destroyed_by_an_attack(board: Board) -> None:
    text = (
        'When "Summoned Skull" or a Level 7 or higher Spellcaster Type monster on your field '
        "is destroyed by an opponent's attack."
    )
    encoding = compiled(TRAP, DRAW, requirement=text)
    assert encoding["effects"][0]["trigger"]["filter"] == {
        "any_of": [{"ids": [SKULL]}, {"kind": "monster", "level_min": 7, "race": "Spellcaster"}]
    }
    board = board_playing(encoding)
    s = board.game(cards=([BEWD_OR_DM := DM], [FILLER, TRAP]))
    attacker = board.monster(s, 0, BEWD_OR_DM)
    low = board.monster(s, 1, FILLER)
    trap = board.spell(s, 1, TRAP, SET)
    play(s, "battle", f"attack {attacker} {low}")
    assert s.pos[low] == OFF and (s.window is None or activations(s, trap) == [])


def test_an_attack_on_a_named_face_up_monster(board: Board) -> None:
    text = (
        'When an opponent\'s monster declares an attack targeting your face-up "Dark Sorcerer" '
        "while their LP are at least 1000 higher than yours."
    )
    encoding = compiled(TRAP, DRAW, requirement=text)
    effect = encoding["effects"][0]
    assert effect["condition"] == [
        {"cond": "attack_target", "filter": {"kind": "monster", "ids": [FILLER]}},
        {"cond": "lp_lower", "by": 1000},
    ]
    board = board_playing(encoding)
    s = board.game(cards=([DM], [FILLER, TRAP]))
    attacker = board.monster(s, 0, DM)
    sorcerer = board.monster(s, 1, FILLER)
    trap = board.spell(s, 1, TRAP, SET)
    s.lp[1] -= 1000
    play(s, "battle", f"attack {attacker} {sorcerer}")
    assert actor(s) == 1 and activations(s, trap) == [()]


# ---------------------------------------------------------------- destroyed where it stood

DARK_HOLE = 18398  # Spell: destroy every monster on the field


def test_a_face_up_monster_destroyed_is_one_that_stood_face_up(board: Board) -> None:
    text = (
        "When a face-up Spellcaster Type monster(s) on your field is destroyed by an "
        "opponent's attack or their card effect."
    )
    encoding = compiled(TRAP, DRAW, requirement=text)
    assert encoding["effects"][0]["trigger"]["was"] == ["attack", "defense"]
    board = board_playing(encoding)
    for position, answered in ((FACEDOWN, False), (DEF, True)):
        s = board.game(cards=([DARK_HOLE], [FILLER, TRAP]))
        board.monster(s, 1, FILLER, position)
        trap = board.spell(s, 1, TRAP, SET)
        play(s, f"act {board.hand(s, 0, DARK_HOLE)}")
        assert (actor(s) == 1 and activations(s, trap) == [()]) == answered


def test_an_attack_position_monster_destroyed_by_an_attack(board: Board) -> None:
    text = (
        "When your Attack Position Spellcaster Type monster is destroyed by an opponent's attack."
    )
    encoding = compiled(TRAP, DRAW, requirement=text)
    trigger = encoding["effects"][0]["trigger"]
    assert trigger["was"] == ["attack"] and trigger["how"] == ["battle"]
    board = board_playing(encoding)
    for position, answered in ((DEF, False), (ATK, True)):
        s = board.game(cards=([DM], [FILLER, TRAP]))
        attacker = board.monster(s, 0, DM)
        target = board.monster(s, 1, FILLER, position)
        trap = board.spell(s, 1, TRAP, SET)
        play(s, "battle", f"attack {attacker} {target}")
        assert s.pos[target] == OFF
        assert (s.window is not None and activations(s, trap) == [()]) == answered


def test_a_card_in_the_spell_and_trap_zone_destroyed_by_an_opponents_effect() -> None:
    text = "When a card(s) in your Spell & Trap Zone is destroyed by an opponent's card effect."
    encoding = compiled(TRAP, DRAW, requirement=text)
    assert encoding["effects"][0]["trigger"] == {
        "event": "destroyed",
        "whose": "own",
        "by": "opp",
        "how": ["effect"],
        "was": ["szone"],
    }
    board = board_playing(encoding)
    breaker = compiled(POT, "Destroy 1 Spell/Trap Card on your opponent's field.")
    board.table._infos[POT] = table_playing(breaker)._infos[POT]
    s = board.game(cards=([POT], [TRAP, TRAP]))
    gone = board.spell(s, 1, TRAP, SET)
    trap = board.spell(s, 1, TRAP, SET)
    play(s, f"act {board.hand(s, 0, POT)}", f"pick {gone}")
    assert s.pos[gone] == OFF and actor(s) == 1 and activations(s, trap) == [()]
    # A monster destroyed by their effect is not a card of the Spell & Trap Zone.
    s = board.game(cards=([DARK_HOLE], [FILLER, TRAP]))
    board.monster(s, 1, FILLER)
    trap = board.spell(s, 1, TRAP, SET)
    play(s, f"act {board.hand(s, 0, DARK_HOLE)}")
    assert s.window is None or activations(s, trap) == []
