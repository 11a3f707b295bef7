"""The `change_more` productions: a monster treated as 2 Tributes, monsters on both fields,
battle positions of several monsters, several changes of the same monsters ("they", "their"),
the monster a Fusion or Ritual Summon put on the field, and what the requirement sent; each
compiled from a made-up clause and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import play, verbs
from tests.engine.conftest import FILLER
from tests.engine.text.text_support import (
    board_playing,
    compiled,
    first_effect,
    missing,
    round_trip,
)
from validator.engine.lasting import activation_allowed, atk_of, def_of, facts
from validator.engine.state import ATK, DEF, FACEDOWN

MAGICIAN = 15150  # Sevens Road Magician: Level 7 DARK Spellcaster 2100/1500, an ignition effect
CAT = 15159  # Straynge Cat: Level 1 EARTH Spellcaster 0/1400
SPELL = 15160  # a Normal Spell: the card that plays each made-up text
BLUE_EYES = 15184  # Blue-Eyes White Dragon: a Level 8 LIGHT Dragon
DARK_MAGICIAN = 15410  # a Level 7 DARK Spellcaster Normal Monster, 2500 ATK
BLACK_MAGIC_RITUAL, BLACK_CHAOS = 21597, 21588  # a Ritual Spell and its Level 8 Ritual monster
POT = 16372  # Pot of Greed, a Normal Spell (its text made up here)
MASTER = 17308  # Master of the Sevens Road: a Fusion of "Sevens Road Magician" + "Witch"
WITCH = 15178  # Sevens Road Witch

COST = "Send the top card of your Deck to the GY."


# ------------------------------------------------------------------------- 2 Tributes

TRIBUTES = (
    "This turn, this face-up card can be treated as 2 Tributes for the Tribute Summon of a "
    "Spellcaster Type monster in Attack Position."
)


def test_this_card_as_two_tributes_for_a_kind_of_monster() -> None:
    encoding = compiled(FILLER, TRIBUTES, COST)
    assert first_effect(encoding) == [
        {
            "op": "grant",
            "target": "self",
            "ability": "double_tribute",
            "filter": {"race": "Spellcaster"},
            "until": "end_of_turn",
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([DARK_MAGICIAN, BLUE_EYES], []))
    sorcerer = board.monster(s, 0, FILLER)
    dm, blue_eyes = board.hand(s, 0, DARK_MAGICIAN), board.hand(s, 0, BLUE_EYES)
    assert f"summon {dm} {sorcerer}" not in verbs(s)  # one monster is one Tribute
    play(s, f"act {sorcerer}")
    assert f"summon {dm} {sorcerer}" in verbs(s)
    assert f"summon {blue_eyes} {sorcerer}" not in verbs(s)  # a Dragon: not that kind
    play(s, f"summon {dm} {sorcerer}")
    assert s.pos[dm] == ATK and sorcerer in s.gy[0]


def test_two_tributes_for_a_named_monster_and_for_the_summoned_monster() -> None:
    text = (
        "This turn, this face-up card can be treated as 2 Tributes for the Tribute Summon of "
        '"Dark Magician" in Attack Position.'
    )
    assert round_trip("sentence", text) == text[:-1]
    assert first_effect(compiled(FILLER, text, COST))[0]["filter"] == {"ids": [DARK_MAGICIAN]}
    text = (
        "Special Summon 1 Level 4 monster from your GY face-up to your field. This turn, the "
        "monster Special Summoned by this effect can be treated as 2 Tributes for the Tribute "
        "Summon of a Level 7 or 8 DARK Attribute monster in Attack Position."
    )
    step = first_effect(compiled(SPELL, text))[1]
    assert step["target"] == "moved" and step["filter"] == {"level": [7, 8], "attribute": "DARK"}
    # a number of monsters is no kind of monster to summon
    assert missing(
        FILLER,
        "This turn, this face-up card can be treated as 2 Tributes for the Tribute Summon of 2 "
        "Spellcaster Type monsters in Attack Position.",
        COST,
    )


# -------------------------------------------------------------------- both fields


def test_a_monster_on_the_field_is_one_of_either_player() -> None:
    text = "Make 1 face-up monster on the field gain 600 ATK until the end of this turn"
    assert round_trip("sentence", text) == text
    encoding = compiled(SPELL, text)
    assert encoding["effects"][0]["picks"] == [
        {"from": "all_faceup", "filter": {"kind": "monster"}}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, CAT], [MAGICIAN]))
    spell = board.hand(s, 0, SPELL)
    cat, magician = board.monster(s, 0, CAT), board.monster(s, 1, MAGICIAN)
    play(s, f"act {spell}")
    assert sorted(a for a in verbs(s) if a.startswith("pick")) == sorted(
        [f"pick {cat}", f"pick {magician}"]
    )
    play(s, f"pick {magician}")
    assert atk_of(s, magician) == 2700 and atk_of(s, cat) == 0


def test_either_side_of_the_field_reads_alike() -> None:
    text = "Change 1 face-up monster on either side of the field to face-down Defense Position"
    assert round_trip("sentence", text) == text
    encoding = compiled(SPELL, text)
    assert encoding["effects"][0]["picks"][0]["from"] == "all_faceup"
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, CAT], []))
    spell, cat = board.hand(s, 0, SPELL), board.monster(s, 0, CAT)
    play(s, f"act {spell}")
    assert s.pos[cat] == FACEDOWN


# ---------------------------------------------------------------------------- positions


def test_the_battle_positions_of_all_monsters_change() -> None:
    text = (
        "Change the battle positions of all monsters on your opponent's field (Attack Position "
        "becomes face-up Defense Position, Defense Position becomes face-up Attack Position)."
    )
    encoding = compiled(SPELL, text)
    assert first_effect(encoding) == [
        {
            "op": "change_position",
            "target": {"all": {"from": "opp_monsters", "filter": {"kind": "monster"}}},
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], [MAGICIAN, CAT, DARK_MAGICIAN]))
    spell = board.hand(s, 0, SPELL)
    magician = board.monster(s, 1, MAGICIAN)
    cat = board.monster(s, 1, CAT, DEF)
    down = board.monster(s, 1, DARK_MAGICIAN, FACEDOWN)
    play(s, f"act {spell}")
    assert (s.pos[magician], s.pos[cat], s.pos[down]) == (DEF, ATK, ATK)


def test_one_monster_is_not_the_battle_positions_of_monsters() -> None:
    assert missing(SPELL, "Change the battle positions of 1 monster on your opponent's field.")
    assert round_trip(
        "sentence", "Change the battle positions of up to 3 monsters on your opponent's field"
    )


def test_this_cards_battle_position_changes() -> None:
    encoding = compiled(MAGICIAN, "Change this card's battle position.", COST)
    assert first_effect(encoding) == [{"op": "change_position", "target": "self"}]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    play(s, f"act {magician}")
    assert s.pos[magician] == DEF


def test_to_attack_position_is_face_up() -> None:
    text = "Change 1 Defense Position monster on your opponent's field to Attack Position."
    encoding = compiled(SPELL, text)
    assert first_effect(encoding) == [{"op": "to_attack", "target": {"pick": 0}}]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], [CAT]))
    spell, cat = board.hand(s, 0, SPELL), board.monster(s, 1, CAT, FACEDOWN)
    play(s, f"act {spell}")
    assert s.pos[cat] == ATK


# -------------------------------------------------------------- the same monsters changed

CHOOSE = "Choose up to 2 face-up Spellcaster Type monsters on your field."


def test_they_gain_atk_and_they_inflict_piercing_damage() -> None:
    text = CHOOSE + " This turn, those monsters gain 900 ATK, and they inflict piercing battle"
    text += " damage."
    encoding = compiled(SPELL, text)
    assert first_effect(encoding) == [
        {"op": "gain_atk", "target": {"pick": 0}, "amount": 900, "until": "end_of_turn"},
        {"op": "grant", "target": {"pick": 0}, "ability": "pierce", "until": "end_of_turn"},
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, MAGICIAN], [CAT]))
    spell, magician = board.hand(s, 0, SPELL), board.monster(s, 0, MAGICIAN)
    cat = board.monster(s, 1, CAT, DEF)
    play(s, f"act {spell}", "battle", f"attack {magician} {cat}")  # the one choice: made
    assert s.lp[1] == 8000 - (3000 - 1400)


def test_choose_and_they_change() -> None:
    text = (
        "Choose up to 2 face-up Spellcaster Type monsters on your field, and they gain 500 "
        "ATK/DEF until the end of this turn."
    )
    encoding = compiled(SPELL, text)
    assert first_effect(encoding) == [
        {"op": "gain_atk_def", "target": {"pick": 0}, "amount": 500, "until": "end_of_turn"}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, MAGICIAN, CAT], []))
    spell = board.hand(s, 0, SPELL)
    magician, cat = board.monster(s, 0, MAGICIAN), board.monster(s, 0, CAT)
    play(s, f"act {spell}", f"pick {magician} {cat}")
    assert (atk_of(s, magician), def_of(s, cat)) == (2600, 1900)


def test_three_changes_and_their_levels() -> None:
    text = (
        CHOOSE + " This turn, those monsters gain 500 ATK, their Levels are reduced by 1, and "
        "they inflict piercing battle damage."
    )
    encoding = compiled(SPELL, text)
    assert [step["op"] for step in first_effect(encoding)] == [
        "gain_atk",
        "decrease_level",
        "grant",
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, MAGICIAN], []))
    spell, magician = board.hand(s, 0, SPELL), board.monster(s, 0, MAGICIAN)
    play(s, f"act {spell}")
    assert facts(s, magician).level == 6 and atk_of(s, magician) == 2600
    play(s, "end")
    assert facts(s, magician).level == 7
    # "their" names the monsters changed before it, never all the monsters of a place
    assert missing(
        SPELL,
        "This turn, all face-up monsters on your field gain 500 ATK, their Levels are reduced "
        "by 1, and they inflict piercing battle damage.",
    )


def test_but_you_cannot_activate_their_effects() -> None:
    text = CHOOSE + " This turn, those monsters gain 400 ATK, but you cannot activate their"
    text += " effects."
    encoding = compiled(SPELL, text)
    assert first_effect(encoding)[1] == {
        "op": "grant",
        "target": {"pick": 0},
        "ability": "cannot_activate",
        "until": "end_of_turn",
    }
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, MAGICIAN], []))
    spell, magician = board.hand(s, 0, SPELL), board.monster(s, 0, MAGICIAN)
    assert activation_allowed(s, 0, magician, "monster")
    play(s, f"act {spell}")
    assert atk_of(s, magician) == 2500 and not activation_allowed(s, 0, magician, "monster")
    # the opponent's monsters are not yours to activate
    assert missing(
        SPELL,
        "Choose 1 face-up monster on your opponent's field. This turn, that monster gains 400 "
        "ATK, but you cannot activate their effects.",
    )


# ------------------------------------------------------- the monster summoned by this effect


def test_the_ritual_summoned_monster_gains_atk() -> None:
    text = (
        'Ritual Summon "Magician of Black Chaos" by sending monsters from your hand or field to '
        "the GY whose total Levels equal 8 or more as material (you cannot use more monsters "
        "than necessary as material). The monster Special Summoned by this effect gains 2000 "
        "ATK until the end of this turn."
    )
    encoding = compiled(BLACK_MAGIC_RITUAL, text)
    assert first_effect(encoding) == [
        {"op": "gain_atk", "target": "moved", "amount": 2000, "until": "end_of_turn"}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([BLACK_MAGIC_RITUAL, FILLER, FILLER], []), extra=([BLACK_CHAOS], []))
    ritual = board.hand(s, 0, BLACK_MAGIC_RITUAL)
    one, two = board.monster(s, 0, FILLER), board.monster(s, 0, FILLER)
    chaos = s.extra[0][0]
    play(s, f"act {ritual} {chaos} {one} {two}", "position 1")
    assert atk_of(s, chaos) == s.infos[chaos].atk + 2000


def test_the_fusion_summoned_monster_gains_atk_if() -> None:
    text = (
        'Fusion Summon "Master of the Sevens Road" by sending monsters from your hand or field '
        'to the GY as material. If you have "Straynge Cat" in your GY, the monster Special '
        "Summoned by this effect gains 600 ATK until the end of this turn."
    )
    encoding = compiled(POT, text)
    assert first_effect(encoding)[1]["then"] == [
        {"op": "gain_atk", "target": "moved", "amount": 600, "until": "end_of_turn"}
    ]
    board = board_playing(encoding)

    def fused_atk(cat_in_gy: bool) -> int:
        s = board.game(cards=([POT, MAGICIAN, WITCH, CAT], []), extra=([MASTER], []))
        pot = board.hand(s, 0, POT)
        board.monster(s, 0, MAGICIAN), board.hand(s, 0, WITCH)
        if cat_in_gy:
            board.gy(s, 0, CAT)
        master = s.extra[0][0]
        play(s, f"act {pot}", "position 1")
        return atk_of(s, master)

    # (the Fusion Monster's own static counts its GY: compared with and without the Cat)
    assert fused_atk(True) == fused_atk(False) + 600


def test_no_summon_before_is_no_monster_summoned_by_this_effect() -> None:
    assert missing(SPELL, "The monster Special Summoned by this effect gains 600 ATK.")


# ------------------------------------------------------------ what the requirement sent


def test_if_you_sent_a_kind_of_monster_to_meet_the_requirement() -> None:
    text = (
        "This card gains 500 ATK until the end of this turn. If you sent a Level 7 or higher "
        "Spellcaster Type monster to the GY to meet the requirement, this card can attack twice "
        "this turn."
    )
    requirement = "Send 1 monster from your hand to the GY."
    encoding = compiled(MAGICIAN, text, requirement)
    assert first_effect(encoding)[1]["condition"] == [
        {
            "cond": "count",
            "count": {
                "counter": "number",
                "of": "cost",
                "filter": {"kind": "monster", "level_min": 7, "race": "Spellcaster"},
            },
            "min": 1,
        }
    ]
    board = board_playing(encoding)
    for sent, twice in ((DARK_MAGICIAN, True), (CAT, False)):
        s = board.game(cards=([MAGICIAN, sent], []))
        magician, card = board.monster(s, 0, MAGICIAN), board.hand(s, 0, sent)
        play(s, f"act {magician} {card}", "battle", f"attack {magician}")
        assert (f"attack {magician}" in verbs(s)) is twice
    # a requirement that sends nothing to the GY
    assert missing(MAGICIAN, text, "Pay 500 LP.")


# ----------------------------------------------------------- durations first, "and", "but"


def test_until_the_end_of_the_opponents_next_turn_said_first() -> None:
    text = (
        "Until the end of your opponent's next turn, this card gains 700 ATK, and cannot be "
        "destroyed by your opponent's card effects."
    )
    encoding = compiled(MAGICIAN, text, COST)
    assert first_effect(encoding) == [
        {"op": "gain_atk", "target": "self", "amount": 700, "until": "end_of_opp_next_turn"},
        {"op": "protect", "target": "self", "from": "opp_effect", "until": "end_of_opp_next_turn"},
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    play(s, f"act {magician}", "end")
    assert atk_of(s, magician) == 2800  # the opponent's turn
    play(s, "end")
    assert atk_of(s, magician) == 2100
    said_after = "This card gains 700 ATK, until the end of your opponent's next turn."
    assert first_effect(compiled(MAGICIAN, said_after, COST))[0]["until"] == "end_of_opp_next_turn"


def test_until_the_end_of_this_turn_said_first_and_it() -> None:
    text = (
        "Until the end of this turn, this card gains ATK equal to [the number of monsters in "
        "your GY] x 200, and it inflicts piercing battle damage."
    )
    steps = first_effect(compiled(MAGICIAN, text, COST))
    assert [(s["op"], s["until"]) for s in steps] == [
        ("gain_atk", "end_of_turn"),
        ("grant", "end_of_turn"),
    ]


def test_a_name_and_it_gains_atk() -> None:
    text = 'This turn, this card\'s name becomes "Dark Magician" and it gains 500 ATK.'
    encoding = compiled(MAGICIAN, text, COST)
    assert first_effect(encoding) == [
        {"op": "change_name", "target": "self", "name": DARK_MAGICIAN, "until": "end_of_turn"},
        {"op": "gain_atk", "target": "self", "amount": 500, "until": "end_of_turn"},
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    play(s, f"act {magician}")
    assert facts(s, magician).name_id == DARK_MAGICIAN and atk_of(s, magician) == 2600


def test_that_monsters_level_is_increased() -> None:
    text = (
        "Choose 1 face-up monster on your field. This turn, that monster's Level is increased "
        "by 3, and it inflicts piercing battle damage."
    )
    encoding = compiled(SPELL, text)
    assert first_effect(encoding)[0] == {
        "op": "increase_level",
        "target": {"pick": 0},
        "amount": 3,
        "until": "end_of_turn",
    }
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, CAT], []))
    spell, cat = board.hand(s, 0, SPELL), board.monster(s, 0, CAT)
    play(s, f"act {spell}")
    assert facts(s, cat).level == 4


def test_cannot_attack_directly_but_can_attack_monsters_twice() -> None:
    text = "This turn, this card cannot attack directly, but can make up to 2 attacks on monsters."
    encoding = compiled(MAGICIAN, text, COST)
    assert first_effect(encoding) == [
        {
            "op": "grant",
            "target": "self",
            "ability": "cannot_attack_directly",
            "until": "end_of_turn",
        },
        {
            "op": "grant",
            "target": "self",
            "ability": "extra_attack_on_monsters",
            "until": "end_of_turn",
        },
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [CAT, CAT]))
    magician = board.monster(s, 0, MAGICIAN)
    one, two = board.monster(s, 1, CAT), board.monster(s, 1, CAT)
    play(s, f"act {magician}", "battle", f"attack {magician} {one}")
    play(s, f"attack {magician} {two}")
    assert one in s.gy[1] and two in s.gy[1]


def test_the_summoned_monster_gains_pierces_and_is_protected() -> None:
    text = (
        "Special Summon 1 Level 7 monster from your hand face-up to your field. This turn, the "
        "monster Special Summoned by this effect gains 500 ATK, it inflicts piercing battle "
        "damage, and cannot be destroyed by your opponent's Trap Card effects."
    )
    steps = first_effect(compiled(SPELL, text))
    assert steps[1:] == [
        {"op": "gain_atk", "target": "moved", "amount": 500, "until": "end_of_turn"},
        {"op": "grant", "target": "moved", "ability": "pierce", "until": "end_of_turn"},
        {"op": "protect", "target": "moved", "from": "opp_trap", "until": "end_of_turn"},
    ]
    board = board_playing(compiled(SPELL, text))
    s = board.game(cards=([SPELL, MAGICIAN], [CAT]))
    spell, magician = board.hand(s, 0, SPELL), board.hand(s, 0, MAGICIAN)
    cat = board.monster(s, 1, CAT, DEF)
    play(s, f"act {spell}", "position 1", "battle", f"attack {magician} {cat}")
    assert s.lp[1] == 8000 - (2600 - 1400)


# ------------------------------------------------------------------------ "also" changes


def test_an_additional_gain_adds_up() -> None:
    text = (
        "Make 1 face-up monster on your field gain 500 ATK until the end of this turn. If you "
        'have "Straynge Cat" in your GY, that monster gains an additional 1000 ATK until the '
        "end of this turn."
    )
    encoding = compiled(SPELL, text)
    assert first_effect(encoding)[1]["then"] == [
        {"op": "gain_atk", "target": {"pick": 0}, "amount": 1000, "until": "end_of_turn"}
    ]
    board = board_playing(encoding)
    for in_gy, atk in ((True, 3600), (False, 2600)):
        s = board.game(cards=([SPELL, MAGICIAN, CAT], []))
        spell, magician = board.hand(s, 0, SPELL), board.monster(s, 0, MAGICIAN)
        if in_gy:
            board.gy(s, 0, CAT)
        play(s, f"act {spell}")
        assert atk_of(s, magician) == atk
    also = "This card gains 100 ATK. Then, this card also gains 1400 ATK until the end of this"
    also += " turn."
    assert [s["amount"] for s in first_effect(compiled(MAGICIAN, also, COST))] == [100, 1400]


def test_also_loses_additional_atk_equal_to_an_amount() -> None:
    text = (
        "Make 1 face-up monster on your opponent's field lose 400 ATK until the end of this "
        "turn. Then, the chosen monster also loses additional ATK equal to [the number of "
        "Spellcaster Type monsters in your GY] x 100 until the end of this turn."
    )
    encoding = compiled(SPELL, text)
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, CAT, CAT], [MAGICIAN]))
    spell, magician = board.hand(s, 0, SPELL), board.monster(s, 1, MAGICIAN)
    board.gy(s, 0, CAT), board.gy(s, 0, CAT)
    play(s, f"act {spell}")
    assert atk_of(s, magician) == 2100 - 400 - 200


def test_if_you_added_a_named_card_by_this_effect() -> None:
    text = (
        'Add 1 "Straynge Cat" or 1 "Dark Magician" from your GY to your hand. If you added '
        '"Straynge Cat" by this effect, you can make 1 face-up monster on your opponent\'s field '
        "lose 1800 ATK until the end of this turn."
    )
    encoding = compiled(MAGICIAN, text, COST)
    assert first_effect(encoding)[1]["condition"] == [{"cond": "moved", "filter": {"ids": [CAT]}}]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, CAT], [DARK_MAGICIAN]))
    magician, cat = board.monster(s, 0, MAGICIAN), board.gy(s, 0, CAT)
    dm = board.monster(s, 1, DARK_MAGICIAN)
    play(s, f"act {magician}", f"pick {dm}")  # the Cat was added: the loss may follow
    assert cat in s.hand[0] and atk_of(s, dm) == 700


# ----------------------------------------------------------------------- counted cards


def test_the_number_of_other_monsters_leaves_this_card_out() -> None:
    text = (
        "This card gains ATK equal to [the number of other face-up Spellcaster Type monsters "
        "on your field] x 400 until the end of this turn."
    )
    encoding = compiled(MAGICIAN, text, COST)
    assert first_effect(encoding)[0]["amount"]["count"] == {
        "counter": "cards",
        "from": "own_faceup",
        "filter": {"kind": "monster", "race": "Spellcaster"},
        "not_self": True,
    }
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, CAT], [CAT]))
    magician = board.monster(s, 0, MAGICIAN)
    board.monster(s, 0, CAT), board.monster(s, 1, CAT)
    play(s, f"act {magician}")
    assert atk_of(s, magician) == 2100 + 400  # the Cat on this field, not the Magician itself
