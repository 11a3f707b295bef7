"""Requirement and timing leftovers: "Activate this card if", face-up cards on either field,
named cards you have, the opponent's LP higher by an amount, "except "A"" after a send, two
costs joined by "and pay N LP", one card placed on top of the Deck; each compiled from a
made-up clause and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import offered, play, verbs
from tests.engine.conftest import Board
from tests.engine.text.text_support import board_playing, compiled, round_trip
from validator.engine.state import DEF, FACEDOWN, SET

MAGICIAN = 15150  # Sevens Road Magician: a Level 7 DARK Spellcaster (the card that plays)
WOLFANG = 15156  # Magical Beast Wolfang: Level 3 FIRE Spellcaster
CAT = 15159  # Straynge Cat: Level 1 EARTH Spellcaster
MOUNTAIN = 15228  # Mountain: a Field Spell
WILD_KITCHEN = 16706  # Wild Kitchen: a Field Spell (the one that plays)
FUSION = 16934  # Fusion: a Normal Spell
POT = 16372  # Pot of Greed: a Normal Spell
DRAW = "Draw 1 card."


# ------------------------------------------------------------- "Activate this card if"


def test_a_field_spell_is_activated_only_while_its_condition_holds(board: Board) -> None:
    text = "Activate this card if you have 2 face-up FIRE Attribute monsters on your field."
    static = (
        "While this card is face-up in the Field Zone, "
        "face-up FIRE Attribute monsters on the field gain 300 ATK."
    )
    encoding = compiled(WILD_KITCHEN, static, requirement=text)
    assert encoding["effects"][0]["condition"] == [
        {
            "cond": "has",
            "from": "own_faceup",
            "filter": {"kind": "monster", "attribute": "FIRE"},
            "min": 2,
            "max": 2,
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([WILD_KITCHEN, WOLFANG, WOLFANG, WOLFANG], []))
    kitchen = board.hand(s, 0, WILD_KITCHEN)
    board.monster(s, 0, WOLFANG)
    assert not offered(s, kitchen)  # one FIRE monster
    board.monster(s, 0, WOLFANG)
    assert offered(s, kitchen)
    board.monster(s, 0, WOLFANG)
    assert not offered(s, kitchen)  # three: not exactly two


# --------------------------------------------------------------- face-up on either field


def test_a_face_up_field_spell_on_either_field(board: Board) -> None:
    text = "A face-up Field Spell Card is on the field."
    effect = compiled(MAGICIAN, DRAW, requirement=text)["effects"][0]
    assert effect["condition"] == [
        {
            "cond": "has",
            "from": "all_faceup_spelltraps",
            "filter": {"kind": "spell", "subtype": "field"},
        }
    ]
    board = board_playing(compiled(MAGICIAN, DRAW, requirement=text))
    s = board.game(cards=([MAGICIAN], [MOUNTAIN]))
    magician = board.monster(s, 0, MAGICIAN)
    assert not offered(s, magician)
    board.field_spell(s, 1, MOUNTAIN)  # the opponent's Field Zone counts too
    assert offered(s, magician)


def test_a_named_card_face_up_on_the_field_may_be_a_spell(board: Board) -> None:
    text = '"Mountain" is face-up on the field.'
    effect = compiled(MAGICIAN, DRAW, requirement=text)["effects"][0]
    assert effect["condition"] == [
        {"cond": "has", "from": "all_faceup_cards", "filter": {"ids": [MOUNTAIN]}}
    ]
    board = board_playing(compiled(MAGICIAN, DRAW, requirement=text))
    s = board.game(cards=([MAGICIAN, MOUNTAIN], []))
    magician = board.monster(s, 0, MAGICIAN)
    assert not offered(s, magician)
    board.field_spell(s, 0, MOUNTAIN)
    assert offered(s, magician)


# ------------------------------------------------------------------- named cards you have


def test_two_named_cards_face_up_on_your_field(board: Board) -> None:
    text = '"Magical Beast Wolfang" and "Straynge Cat" face-up on your field.'
    text = "You have " + text
    board = board_playing(compiled(MAGICIAN, DRAW, requirement=text))
    s = board.game(cards=([MAGICIAN, WOLFANG, CAT], []))
    magician = board.monster(s, 0, MAGICIAN)
    board.monster(s, 0, WOLFANG)
    cat = board.monster(s, 0, CAT, FACEDOWN)
    assert not offered(s, magician)  # the Cat is face-down
    s.pos[cat] = DEF
    assert offered(s, magician)


def test_a_name_or_a_description_either_will_do(board: Board) -> None:
    text = 'You have "Straynge Cat" or a Level 3 FIRE Attribute monster face-up on your field.'
    effect = compiled(MAGICIAN, DRAW, requirement=text)["effects"][0]
    assert effect["condition"][0]["cond"] == "any"
    board = board_playing(compiled(MAGICIAN, DRAW, requirement=text))
    s = board.game(cards=([MAGICIAN, WOLFANG, CAT], []))
    magician = board.monster(s, 0, MAGICIAN)
    assert not offered(s, magician)
    board.monster(s, 0, WOLFANG)
    assert offered(s, magician)
    s = board.game(cards=([MAGICIAN, WOLFANG, CAT], []))
    magician = board.monster(s, 0, MAGICIAN)
    board.monster(s, 0, CAT)
    assert offered(s, magician)


def test_a_name_or_a_description_in_the_gy(board: Board) -> None:
    text = 'You have "Straynge Cat" or a FIRE Attribute monster with 100 DEF in your GY.'
    assert round_trip("requirement", text) == text[:-1]
    board = board_playing(compiled(MAGICIAN, DRAW, requirement=text))
    s = board.game(cards=([MAGICIAN, WOLFANG], []))
    magician = board.monster(s, 0, MAGICIAN)
    assert not offered(s, magician)
    board.gy(s, 0, WOLFANG)  # FIRE, 100 DEF
    assert offered(s, magician)


# ------------------------------------------------------------------------------------ LP


def test_the_opponents_lp_at_least_an_amount_higher(board: Board) -> None:
    text = "Your opponent's LP are at least 1000 higher than yours."
    effect = compiled(MAGICIAN, DRAW, requirement=text)["effects"][0]
    assert effect["condition"] == [{"cond": "lp_lower", "by": 1000}]
    board = board_playing(compiled(MAGICIAN, DRAW, requirement=text))
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    s.lp[0], s.lp[1] = 7001, 8000
    assert not offered(s, magician)
    s.lp[0] = 7000
    assert offered(s, magician)


# ------------------------------------------------------------------------------- costs


def test_a_card_sent_from_the_hand_except_a_name_and_lp_paid(board: Board) -> None:
    text = 'Send 1 card from your hand to the GY, except "Fusion", and pay 500 LP.'
    effect = compiled(MAGICIAN, DRAW, requirement=text)["effects"][0]
    assert effect["picks"] == [{"from": "own_hand", "filter": {"not_ids": [FUSION]}}]
    assert effect["cost"][-1] == {"op": "pay_lp", "amount": 500}
    board = board_playing(compiled(MAGICIAN, DRAW, requirement=text))
    s = board.game(cards=([MAGICIAN, FUSION, POT], []))
    magician = board.monster(s, 0, MAGICIAN)
    board.hand(s, 0, FUSION)
    assert not offered(s, magician)  # "Fusion" is the only card in the hand
    pot = board.hand(s, 0, POT)
    play(s, f"act {magician} {pot}")
    assert s.infos[s.gy[0][0]].id == POT and s.lp[0] == 7500 and len(s.hand[0]) == 2


def test_one_card_placed_on_top_of_the_deck(board: Board) -> None:
    text = 'Place 1 "Straynge Cat" from your GY on top of your Deck.'
    effect = compiled(MAGICIAN, DRAW, requirement=text)["effects"][0]
    assert effect["cost"] == [{"op": "to_deck", "target": {"pick": 0}, "place": "top"}]
    board = board_playing(compiled(MAGICIAN, DRAW, requirement=text))
    s = board.game(cards=([MAGICIAN, CAT], []))
    magician = board.monster(s, 0, MAGICIAN)
    assert not offered(s, magician)
    cat = board.gy(s, 0, CAT)
    play(s, f"act {magician} {cat}")
    assert s.hand[0] == [cat]  # placed on top, then drawn
    assert round_trip("requirement", "Place 1 Beast Type monster from your GY on top of the Deck")


# ------------------------------------------------------------------------------- look at

SPELL = 15160  # Wind Spirit's Protection: a Normal Spell (the card that plays)
TRAP_HOLE = 15913  # a Trap
LOOK_SZONE = "Look at 1 face-down card in your opponent's Spell & Trap Zone."
IF_TRAP = "Then, if that card is a Trap Card, destroy it."


def test_looking_at_a_set_card_changes_nothing_and_names_it(board: Board) -> None:
    encoding = compiled(SPELL, f"{LOOK_SZONE} {IF_TRAP}")
    effect = encoding["effects"][0]
    assert effect["picks"] == [{"from": "opp_szone_set"}]
    assert effect["effect"] == [
        {"op": "look", "target": {"pick": 0}},
        {
            "op": "if",
            "condition": [{"cond": "picked", "pick": 0, "filter": {"kind": "trap"}}],
            "then": [{"op": "destroy", "target": {"pick": 0}}],
        },
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], [POT, TRAP_HOLE]))
    spell = board.hand(s, 0, SPELL)
    assert not offered(s, spell)  # nothing face-down to look at
    pot = board.spell(s, 1, POT, SET)
    play(s, f"act {spell}")
    assert s.pos[pot] == SET and s.szone[1].count(pot) == 1  # looked at, left as it was
    s = board.game(cards=([SPELL], [TRAP_HOLE]))
    spell = board.hand(s, 0, SPELL)
    trap = board.spell(s, 1, TRAP_HOLE, SET)
    play(s, f"act {spell}")
    assert trap in s.gy[1]


def test_looking_at_all_face_down_cards_then_destroying_one(board: Board) -> None:
    text = "Look at all face-down Spell/Trap Cards on your opponent's field, and destroy 1 of them."
    encoding = compiled(SPELL, text)
    assert encoding["effects"][0]["effect"][0] == {
        "op": "look",
        "target": {"all": {"from": "opp_set"}},
    }
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], [POT, TRAP_HOLE]))
    spell = board.hand(s, 0, SPELL)
    pot = board.spell(s, 1, POT, SET)
    trap = board.spell(s, 1, TRAP_HOLE, SET)
    play(s, f"act {spell}", f"pick {trap}")
    assert trap in s.gy[1] and s.pos[pot] == SET


def test_looking_at_a_face_down_monster_and_its_printed_stats(board: Board) -> None:
    text = (
        "Look at 1 face-down card on your opponent's field, then return it to its original "
        "position. If that card is a Monster Card with 1000 or more DEF, you can also destroy it."
    )
    encoding = compiled(SPELL, text)
    board = board_playing(encoding)
    for monster, destroyed in ((CAT, True), (WOLFANG, False)):  # 1400 DEF, 100 DEF
        s = board.game(cards=([SPELL], [monster]))
        spell = board.hand(s, 0, SPELL)
        hidden = board.monster(s, 1, monster, FACEDOWN)
        play(s, f"act {spell}")
        if destroyed:
            play(s, "accept")
        assert (hidden in s.gy[1]) == destroyed
        assert round_trip("sentence", text.split(". ")[0]) == text.split(". ")[0]


# ------------------------------------------------------------------ what holds at a timing

TRAP = 16768  # Sakuretsu Armor: a Normal Trap (the card that plays)


def test_they_have_exactly_a_count_of_monsters_when_they_attack(board: Board) -> None:
    text = (
        "When an opponent's monster declares an attack while they have 2 monsters on their field."
    )
    encoding = compiled(TRAP, "Destroy the attacking monster.", requirement=text)
    assert encoding["effects"][0]["condition"] == [
        {"cond": "has", "from": "opp_monsters", "filter": {"kind": "monster"}, "min": 2, "max": 2}
    ]
    board = board_playing(encoding)
    for hidden, answered in ((False, False), (True, True)):
        s = board.game(cards=([TRAP], [WOLFANG, CAT]), tp=1)
        trap = board.spell(s, 0, TRAP, SET)
        wolfang = board.monster(s, 1, WOLFANG)
        if hidden:
            board.monster(s, 1, CAT, FACEDOWN)  # a face-down monster counts
        play(s, "battle", f"attack {wolfang}")
        assert any(v.startswith(f"act {trap}") for v in verbs(s)) == answered


def test_you_only_have_one_monster_and_cards_in_your_hand(board: Board) -> None:
    assert round_trip(
        "timing",
        "When an opponent's monster declares an attack while you only have 1 monster on your field",
    )
    text = (
        "When an opponent's monster declares an attack while you have 2 or more cards in your hand."
    )
    encoding = compiled(TRAP, "Destroy the attacking monster.", requirement=text)
    assert encoding["effects"][0]["condition"] == [{"cond": "hand_min", "count": 2}]
    board = board_playing(encoding)
    for cards, answered in ((1, False), (2, True)):
        s = board.game(cards=([TRAP, POT, POT], [WOLFANG]), tp=1)
        trap = board.spell(s, 0, TRAP, SET)
        for _ in range(cards):
            board.hand(s, 0, POT)
        wolfang = board.monster(s, 1, WOLFANG)
        play(s, "battle", f"attack {wolfang}")
        assert any(v.startswith(f"act {trap}") for v in verbs(s)) == answered


# --------------------------------------------------------------------- damage amounts


def test_damage_by_the_cards_in_their_hand(board: Board) -> None:
    text = (
        "Your opponent draws 2 cards. "
        "Then, inflict damage to your opponent equal to [the number of cards in their hand] x 100."
    )
    encoding = compiled(SPELL, text)
    assert encoding["effects"][0]["effect"][1] == {
        "op": "damage",
        "amount": {"per": 100, "count": {"counter": "opp_hand"}},
    }
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], [POT]))
    spell = board.hand(s, 0, SPELL)
    board.hand(s, 1, POT)
    play(s, f"act {spell}")
    assert len(s.hand[1]) == 3 and s.lp[1] == 7700


def test_damage_by_the_level_of_a_monster_on_their_field(board: Board) -> None:
    text = (
        "Inflict damage to your opponent equal to [the Level of 1 face-up monster on their field]"
        " x 100."
    )
    board = board_playing(compiled(SPELL, text))
    s = board.game(cards=([SPELL], [WOLFANG, MAGICIAN]))
    spell = board.hand(s, 0, SPELL)
    board.monster(s, 1, WOLFANG)
    magician = board.monster(s, 1, MAGICIAN)
    play(s, f"act {spell}", f"pick {magician}")
    assert s.lp[1] == 7300


def test_damage_equal_to_an_amount_said_before_whom(board: Board) -> None:
    text = (
        "Inflict damage equal to [the ATK of 1 face-up Level 8 or lower monster on your "
        "opponent's field] to your opponent."
    )
    board = board_playing(compiled(SPELL, text))
    s = board.game(cards=([SPELL], [WOLFANG]))
    spell = board.hand(s, 0, SPELL)
    board.monster(s, 1, WOLFANG)
    play(s, f"act {spell}")
    assert s.lp[1] == 8000 - 1100
