"""The `names10` productions: Tributes barred or forbidden, names (in the Extra Deck, of another
card, two names counted), monsters equipped with an Equip Spell Card, and the joining words read
there ("but", "also", "if ..., then ...", "instead"); each compiled from a made-up clause and
played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import on_top, play, verbs
from tests.engine.conftest import FILLER
from tests.engine.text.text_support import (
    board_playing,
    compiled,
    first_effect,
    missing,
    round_trip,
    table_playing,
    unread,
)
from validator.engine import lasting
from validator.engine.field import destroy, take_control
from validator.engine.lasting import facts
from validator.engine.state import ATK, DEF, FACEDOWN, SET

MAGICIAN = 15150  # Sevens Road Magician: a Level 7 DARK Spellcaster, an ignition effect
HYDRO = 15153  # Hydro Magician: a Level 5 Spellcaster Normal Monster
STUMBLING = 20669  # Stumbling Rock: a Normal Trap
COST = "Send the top card of your Deck to the GY."


# ------------------------------------------------------------------------ Tributes barred


def test_the_opponent_cannot_tribute_the_chosen_monster() -> None:
    text = (
        "Choose 1 face-up monster on your opponent's field. Until the end of your opponent's "
        "next turn, your opponent cannot Tribute that monster for a Tribute Summon."
    )
    encoding = compiled(MAGICIAN, text, COST)
    assert first_effect(encoding) == [
        {
            "op": "bar_tribute",
            "target": {"pick": 0},
            "who": "opp",
            "until": "end_of_opp_next_turn",
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [FILLER, FILLER, HYDRO]))
    magician = board.monster(s, 0, MAGICIAN)
    chosen = board.monster(s, 1, FILLER)
    hydro = board.hand(s, 1, HYDRO)
    play(s, f"act {magician}", "end")  # the one monster is chosen
    other = board.monster(s, 1, FILLER)
    actions = verbs(s)
    assert f"summon {hydro} {chosen}" not in actions and f"set {hydro} {chosen}" not in actions
    assert f"summon {hydro} {other}" in actions  # a monster not chosen


def test_you_cannot_tribute_this_card_this_turn() -> None:
    text = "You cannot Tribute this face-up card for a Tribute Summon this turn."
    encoding = compiled(MAGICIAN, text, COST)
    assert first_effect(encoding) == [
        {"op": "bar_tribute", "target": "self", "who": "own", "until": "end_of_turn"}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, HYDRO], []))
    magician = board.monster(s, 0, MAGICIAN)
    hydro = board.hand(s, 0, HYDRO)
    assert f"summon {hydro} {magician}" in verbs(s)
    play(s, f"act {magician}")
    assert f"summon {hydro} {magician}" not in verbs(s)
    play(s, "end", "end")  # the next turn of its controller: the bar is over
    assert f"summon {hydro} {magician}" in verbs(s)


def test_while_those_monsters_are_face_up_and_a_change_of_control() -> None:
    text = (
        "Change up to 3 Attack Position monsters on your opponent's field to face-up Defense "
        "Position. This turn, while those monsters are face-up, your opponent cannot Tribute "
        "those monsters for a Tribute Summon."
    )
    sentence = text.split(". ")[1][:-1]
    assert round_trip("sentence", sentence) == sentence
    one = "This turn, while that monster is face-up, your opponent cannot Tribute that monster"
    assert round_trip("sentence", one + " for a Tribute Summon").startswith(one)
    encoding = compiled(STUMBLING, text, "When your opponent Normal Summons a monster.")
    assert first_effect(encoding)[1] == {
        "op": "bar_tribute",
        "target": {"pick": 0},
        "who": "opp",
        "until": "end_of_turn",
    }
    board = board_playing(encoding)
    s = board.game(cards=([FILLER, FILLER, FILLER, HYDRO], [STUMBLING]))
    trap = board.spell(s, 1, STUMBLING, SET)
    barred, free = board.monster(s, 0, FILLER), board.monster(s, 0, FILLER)
    summoned, hydro = board.hand(s, 0, FILLER), board.hand(s, 0, HYDRO)
    play(s, f"summon {summoned}", f"act {trap}", f"pick {barred} {summoned}")
    assert s.pos[barred] == DEF and s.pos[free] == ATK
    actions = verbs(s)
    assert f"summon {hydro} {barred}" not in actions and f"set {hydro} {summoned}" not in actions
    assert f"summon {hydro} {free}" in actions
    # the bar is the opponent's: a monster whose control passed to the trap's player is not
    take_control(s, barred, 1, True)
    assert lasting.allowed_from_hand(s, 1, [("summon", (hydro, barred))])
    assert not lasting.allowed_from_hand(s, 0, [("summon", (hydro, summoned))])


# ------------------------------------------------------------ a number among the cards sent

SPELL_CARD = 15160  # a Normal Spell


def test_two_or_more_monsters_among_the_cards_sent() -> None:
    text = (
        "Send the top 3 cards of your Deck to the GY. Then, if 2 or more monsters are among the "
        "cards sent, draw 1 card."
    )
    encoding = compiled(MAGICIAN, text, "Pay 100 LP.")
    assert first_effect(encoding)[1]["condition"] == [
        {"cond": "count", "count": {"counter": "sent", "filter": {"kind": "monster"}}, "min": 2}
    ]
    for top, drawn in (((FILLER, SPELL_CARD, FILLER), 1), ((FILLER, SPELL_CARD, SPELL_CARD), 0)):
        board = board_playing(encoding)
        s = board.game(cards=([MAGICIAN, SPELL_CARD, SPELL_CARD], []))
        magician = board.monster(s, 0, MAGICIAN)
        on_top(s, 0, *top)
        hand = len(s.hand[0])
        play(s, f"act {magician}")
        assert len(s.hand[0]) == hand + drawn


# ------------------------------------------------------------------ a name in the Extra Deck

YXZ = 23435  # YXZ-Cannon Dragon: a Fusion Monster
XYZ = 23434  # XYZ-Dragon Cannon: the name it has in the Extra Deck
NAMED = 'This card\'s name becomes "XYZ-Dragon Cannon" while in the Extra Deck.'


def test_a_name_in_the_extra_deck_is_found_there_only() -> None:
    assert round_trip("summoning", NAMED) == NAMED[:-1]
    encoding = compiled(YXZ, "", summoning=NAMED)
    assert encoding["effects"][-1]["modifiers"] == [{"rule": "name", "value": XYZ, "zone": "extra"}]
    sender = compiled(SPELL_CARD, 'Send 1 "XYZ-Dragon Cannon" from your Extra Deck to the GY.')
    board = board_playing(sender)
    board.table._infos[YXZ] = table_playing(encoding)._infos[YXZ]
    s = board.game(cards=([SPELL_CARD], []), extra=([YXZ], []))
    spell, (yxz,) = board.hand(s, 0, SPELL_CARD), s.extra[0]
    assert facts(s, yxz).name_id == XYZ
    play(s, f"act {spell}")
    assert yxz in s.gy[0] and facts(s, yxz).name_id == YXZ  # its own name in the GY
    # a Main Deck monster has no Extra Deck name
    assert missing(MAGICIAN, summoning=NAMED)


# ----------------------------------------------------------- "it": the monster changed before

SPEAR = 23743  # The Sacred Spear of Arthenée: a Fairy Type Union monster
SOITSU = 18894  # Soitsu: a Fairy, 0 ATK
EQUIP = (
    "Equip this card to 1 face-up Fairy Type monster on your field as an Equip Spell Card with "
    "the following effect. ●The equipped monster gains 800 ATK. "
)


def test_it_gains_an_additional_amount_while_a_condition_holds() -> None:
    text = EQUIP + 'If you have "Soitsu" in your GY, it gains an additional 500 ATK.'
    encoding = compiled(SPEAR, text)
    assert encoding["effects"][1]["modifiers"][1] == {
        "rule": "atk",
        "value": 500,
        "side": "equipped",
        "condition": [{"cond": "has", "from": "own_gy", "filter": {"ids": [SOITSU]}}],
    }
    board = board_playing(encoding)
    s = board.game(cards=([SPEAR, SOITSU, SOITSU], []))
    spear, soitsu = board.monster(s, 0, SPEAR), board.monster(s, 0, SOITSU)
    play(s, f"act {spear}")
    assert lasting.atk_of(s, soitsu) == 800  # no "Soitsu" in the GY
    board.gy(s, 0, SOITSU)
    assert lasting.atk_of(s, soitsu) == 1300
    # "it" after a change of a side's monsters names no one monster
    more = ' If you have "Soitsu" in your GY, it gains an additional 500 ATK.'
    continuous = ("Continuous",)
    assert unread(MAGICIAN, "This card gains 800 ATK." + more, effect_types=continuous) == []
    assert unread(
        MAGICIAN, "Face-up monsters on your field gain 800 ATK." + more, effect_types=continuous
    ) == ['If you have "NAME" in your GY, it gains an additional N ATK']


# ------------------------------------------------------- "that monster": the attacking monster

SWARM = 21013  # Skeletal Swarm: a Normal Trap
SERVANT = 15225  # Skull Servant
ATTACKS = "When an opponent's monster declares an attack."


def test_that_monster_after_an_attack_is_the_attacker() -> None:
    text = (
        'That monster loses ATK equal to [the number of "Skull Servant" in your GY] x 1000 '
        "until the end of this turn."
    )
    encoding = compiled(SWARM, text, ATTACKS)
    count = {"counter": "cards", "from": "own_gy", "filter": {"ids": [SERVANT]}}
    assert first_effect(encoding) == [
        {
            "op": "lose_atk",
            "target": "subject",
            "amount": {"per": 1000, "count": count},
            "until": "end_of_turn",
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [SWARM, SERVANT, SERVANT]))
    trap = board.spell(s, 1, SWARM, SET)
    magician = board.monster(s, 0, MAGICIAN)
    board.gy(s, 1, SERVANT)
    board.gy(s, 1, SERVANT)
    play(s, "battle", f"attack {magician}", f"act {trap}")
    assert lasting.atk_of(s, magician) == 100 and s.lp[1] == 7900  # 2100 - 2 x 1000
    # with no earlier choice to name, "that monster" of a cost is still no card chosen by it
    assert unread(SWARM, "Destroy that monster.", "When your opponent draws a card.")


# ------------------------------------------------------------------- cards of two names counted

CAT = 15159  # Straynge Cat
TWO = '"Straynge Cat" and "Dark Sorcerer"'


def test_cards_of_two_names_counted_each_and_by_name() -> None:
    every = f"Inflict damage to your opponent equal to [the number of {TWO} in your GY] x 100."
    names = f"Draw cards equal to [the number of {TWO} with different names in your GY]."
    assert first_effect(compiled(MAGICIAN, every, COST))[0]["amount"]["count"] == {
        "counter": "cards",
        "from": "own_gy",
        "filter": {"ids": [CAT, FILLER]},
    }
    assert first_effect(compiled(MAGICIAN, names, COST))[0]["count"]["count"] == {
        "counter": "distinct",
        "fact": "name",
        "from": "own_gy",
        "filter": {"ids": [CAT, FILLER]},
    }
    for gy, damage, drawn in (((CAT, CAT), 200, 1), ((CAT, CAT, FILLER), 300, 2), ((), 0, 0)):
        for text in (every, names):
            board = board_playing(compiled(MAGICIAN, text, "Pay 100 LP."))
            s = board.game(cards=([MAGICIAN, CAT, CAT, FILLER], []))
            magician = board.monster(s, 0, MAGICIAN)
            for card_id in gy:
                board.gy(s, 0, card_id)
            hand = len(s.hand[0])
            play(s, f"act {magician}")
            assert s.lp[1] == 8000 - (damage if text == every else 0)
            assert len(s.hand[0]) == hand + (drawn if text == names else 0)


# --------------------------------------------------------------- "but": one more trait or change


def test_a_trait_but_another() -> None:
    text = (
        "Equip this card to 1 face-up Fairy Type monster on your field as an Equip Spell Card "
        "with the following effect. ●The equipped monster gains 500 ATK, but can attack twice "
        "per turn."
    )
    encoding = compiled(SPEAR, text)
    assert encoding["effects"][1]["modifiers"] == [
        {"rule": "atk", "value": 500, "side": "equipped"},
        {"rule": "extra_attack", "value": 1, "side": "equipped"},
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPEAR, SOITSU], []))
    spear, soitsu = board.monster(s, 0, SPEAR), board.monster(s, 0, SOITSU)
    assert lasting.count(s, soitsu, lasting.EXTRA_ATTACK) == 0
    play(s, f"act {spear}")
    assert lasting.atk_of(s, soitsu) == 500
    assert lasting.count(s, soitsu, lasting.EXTRA_ATTACK) == 1


def test_a_change_but_another_of_it() -> None:
    text = "This turn, this card gains 500 ATK, but it cannot attack directly."
    assert round_trip("sentence", text) == text[:-1]
    encoding = compiled(MAGICIAN, text, COST)
    assert first_effect(encoding)[1] == {
        "op": "grant",
        "target": "self",
        "ability": "cannot_attack_directly",
        "until": "end_of_turn",
    }
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    play(s, "battle")
    assert f"attack {magician}" in verbs(s)  # a direct attack, the effect not activated
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    play(s, f"act {magician}", "battle")
    assert lasting.atk_of(s, magician) == 2600 and f"attack {magician}" not in verbs(s)


# ------------------------------------------------------------ equipped with an Equip Spell Card

ANY_EQUIP = (
    "Equip this card to 1 face-up monster on your field as an Equip Spell Card with the "
    "following effect. ●The equipped monster gains 100 ATK."
)


def _with_spear(encoding: dict) -> tuple:
    """A board playing the encoding and a Union monster (The Sacred Spear of Arthenée) that
    equips any face-up monster of yours; a game with both face-up on player 0's field."""
    board = board_playing(encoding)
    board.table._infos[SPEAR] = table_playing(compiled(SPEAR, ANY_EQUIP))._infos[SPEAR]
    s = board.game(cards=([encoding["card"], SPEAR, FILLER], []))
    return board, s, board.monster(s, 0, encoding["card"]), board.monster(s, 0, SPEAR)


def test_a_monster_of_yours_equipped_with_an_equip_spell_card() -> None:
    text = (
        "If you have a monster equipped with an Equip Spell Card on your field, this card gains "
        "700 ATK."
    )
    encoding = compiled(MAGICIAN, text, effect_types=("Continuous",))
    assert encoding["effects"][0]["modifiers"][0]["condition"] == [
        {"cond": "equipped", "of": {"all": {"from": "own_faceup", "filter": {"kind": "monster"}}}}
    ]
    _, s, magician, spear = _with_spear(encoding)
    assert lasting.atk_of(s, magician) == 2100  # a Union monster, not equipped yet
    play(s, f"act {spear}")  # the one other face-up monster
    assert lasting.atk_of(s, magician) == 2900  # 100 of the Spear, 700 of its own effect


def test_it_after_this_card_is_equipped_is_this_card() -> None:
    text = (
        "Special Summon 1 Level 4 monster from your GY face-up to your field. Then, if this card "
        "is equipped with an Equip Spell Card, it gains 500 ATK until the end of this turn."
    )
    encoding = compiled(MAGICIAN, text, "Pay 100 LP.")
    assert first_effect(encoding)[1] == {
        "op": "if",
        "condition": [{"cond": "equipped", "of": "self"}],
        "then": [{"op": "gain_atk", "target": "self", "amount": 500, "until": "end_of_turn"}],
    }
    for equipped in (True, False):
        board, s, magician, spear = _with_spear(encoding)
        board.gy(s, 0, FILLER)
        if equipped:
            play(s, f"act {spear}")  # the one other face-up monster
        play(s, f"act {magician}", "position 1")  # the summoned monster in Attack Position
        assert lasting.atk_of(s, magician) == (2700 if equipped else 2100)


# ------------------------------------------------------------------------ "additionally, ..."

DARK_MAGICIAN = 15410  # a Level 7 DARK Spellcaster Normal Monster


def test_additionally_this_turn() -> None:
    text = (
        "Increase this card's Level by 1 until the end of this turn. If you sent a Zombie Type "
        "monster to the GY to meet the requirement, additionally this turn, this face-up card "
        "can be treated as 2 Tributes for the Tribute Summon of a Spellcaster Type monster in "
        "Attack Position."
    )
    encoding = compiled(MAGICIAN, text, COST)
    assert first_effect(encoding)[1]["then"] == [
        {
            "op": "grant",
            "target": "self",
            "ability": "double_tribute",
            "filter": {"race": "Spellcaster"},
            "until": "end_of_turn",
        }
    ]
    for top, doubled in ((SERVANT, True), (FILLER, False)):
        board = board_playing(encoding)
        s = board.game(cards=([MAGICIAN, DARK_MAGICIAN, SERVANT], []))
        magician, dark = board.monster(s, 0, MAGICIAN), board.hand(s, 0, DARK_MAGICIAN)
        on_top(s, 0, top)
        play(s, f"act {magician}")
        assert (f"summon {dark} {magician}" in verbs(s)) == doubled


# -------------------------------------------------------------------- the name of another card


def test_this_cards_name_becomes_that_of_the_summoned_monster() -> None:
    text = (
        "Special Summon 1 Normal Monster from your GY face-up to your field. Then, this turn, "
        "this card's name becomes the same name as the monster Special Summoned by this effect."
    )
    encoding = compiled(MAGICIAN, text, "Pay 100 LP.")
    assert first_effect(encoding)[1] == {
        "op": "copy_name",
        "target": "self",
        "of": "moved",
        "until": "end_of_turn",
    }
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, HYDRO], []))
    magician = board.monster(s, 0, MAGICIAN)
    board.gy(s, 0, HYDRO)
    play(s, f"act {magician}", "position 1")
    assert facts(s, magician).name_id == HYDRO
    play(s, "end")
    assert facts(s, magician).name_id == MAGICIAN  # this turn only


# ------------------------------------------- this card and the summoned monsters as 2 Tributes

FURTUNATE = 19551  # Furtunate Cat: a Level 4 Spellcaster
BOTH_DOUBLE = (
    'Gain 100 LP. Then, you can Special Summon 1 "Straynge Cat" from your GY face-up to your '
    "field. If you Special Summoned by this effect, this turn, this face-up card and the "
    "monsters Special Summoned by this effect can be treated as 2 Tributes for the Tribute "
    "Summon of a Spellcaster Type monster in Attack Position."
)


def test_this_card_and_the_summoned_monsters_as_two_tributes_each() -> None:
    encoding = compiled(FURTUNATE, BOTH_DOUBLE, "Pay 100 LP.")
    assert first_effect(encoding)[1]["then"][1] == {
        "op": "if",
        "condition": [{"cond": "moved"}],
        "then": [
            {
                "op": "grant",
                "target": {"and": ["self", "moved"]},
                "ability": "double_tribute",
                "filter": {"race": "Spellcaster"},
                "until": "end_of_turn",
            }
        ],
    }
    for summoned in (True, False):
        board = board_playing(encoding)
        s = board.game(cards=([FURTUNATE, CAT, DARK_MAGICIAN], []))
        furtunate, cat = board.monster(s, 0, FURTUNATE), board.gy(s, 0, CAT)
        dark = board.hand(s, 0, DARK_MAGICIAN)
        play(s, f"act {furtunate}")
        if summoned:
            play(s, f"pick {cat}", "position 1")
        else:
            play(s, "decline")
        actions = verbs(s)
        assert (f"summon {dark} {furtunate}" in actions) == summoned
        assert (f"summon {dark} {cat}" in actions) == summoned


def test_the_original_level_of_the_summoned_monster() -> None:
    text = (
        "Special Summon 1 monster from your GY face-up to your field. Then, gain LP equal to "
        "[the original Level of the monster Special Summoned by this effect] x 100."
    )
    encoding = compiled(SPELL_CARD, text)
    assert first_effect(encoding)[1] == {
        "op": "gain_lp",
        "amount": {
            "per": 100,
            "count": {"counter": "stat", "stat": "original_level", "of": "moved"},
        },
    }
    for summoned, gained in ((MAGICIAN, 700), (CAT, 100)):  # Level 7, Level 1
        board = board_playing(encoding)
        s = board.game(cards=([SPELL_CARD, summoned], []))
        spell = board.hand(s, 0, SPELL_CARD)
        board.gy(s, 0, summoned)
        play(s, f"act {spell}", "position 1")
        assert s.lp[0] == 8000 + gained


# ------------------------------------------------------------- "excavate N cards instead"


def test_more_cards_excavated_instead_while_a_condition_holds() -> None:
    text = (
        "Excavate the top 3 cards of your Deck. You can add 1 excavated Spell Card to your hand. "
        "Place the other cards on the bottom of your Deck in any order. If you have "
        '"Straynge Cat" in your GY, excavate 5 cards instead.'
    )
    encoding = compiled(MAGICIAN, text, "Pay 100 LP.")
    assert first_effect(encoding)[0] == {
        "op": "if",
        "condition": [{"cond": "has", "from": "own_gy", "filter": {"ids": [CAT]}}],
        "then": [{"op": "excavate", "count": 5}],
        "else": [{"op": "excavate", "count": 3}],
    }
    for cat_in_gy in (True, False):
        board = board_playing(encoding)
        s = board.game(cards=([MAGICIAN, CAT, SPELL_CARD], []))
        magician = board.monster(s, 0, MAGICIAN)
        if cat_in_gy:
            board.gy(s, 0, CAT)
        *_, spell = on_top(s, 0, FILLER, FILLER, FILLER, FILLER, SPELL_CARD)  # the 5th card
        play(s, f"act {magician}")
        assert (f"pick {spell}" in verbs(s)) == cat_in_gy
    # an excavation of the opponent's cards is no "excavate N cards instead" of yours
    assert unread(
        MAGICIAN,
        "Your opponent excavates the top 3 cards of their Deck. Your opponent places the "
        'excavated cards on the bottom of their Deck in any order. If you have "Straynge Cat" '
        "in your GY, excavate 5 cards instead.",
        "Pay 100 LP.",
    )


# ------------------------------------------ a Union monster's equipped monster, during your turn


RUSH_HORN = 18273  # an Equip Spell


def test_no_traps_when_the_equipped_monster_attacks_during_your_turn() -> None:
    text = EQUIP.replace(
        "gains 800 ATK. ",
        "gains 500 ATK, and during your turn, your opponent cannot activate Trap Cards when it "
        "declares an attack.",
    )
    encoding = compiled(SPEAR, text)
    assert encoding["effects"][1]["modifiers"] == [
        {"rule": "atk", "value": 500, "side": "equipped"},
        {
            "rule": "no_traps_on_attack",
            "condition": [{"cond": "turn", "whose": "own"}],
            "side": "equipped",
        },
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPEAR, SOITSU], []))
    spear, soitsu = board.monster(s, 0, SPEAR), board.monster(s, 0, SOITSU)
    assert lasting.traps_allowed_on_attack(s, soitsu)
    play(s, f"act {spear}")
    assert not lasting.traps_allowed_on_attack(s, soitsu)
    s.tp = 1  # the opponent's turn: the rule holds during its controller's turn only
    assert lasting.traps_allowed_on_attack(s, soitsu)
    # an Equip Spell may equip an opponent's monster: "your opponent" is then no one of it
    assert unread(
        RUSH_HORN,
        "The equipped monster gains 500 ATK, and during your turn, your opponent cannot "
        "activate Trap Cards when it declares an attack.",
    )


# ------------------------------------------------------------------ Tribute Summons forbidden

PRISON = 16351  # Prison Island - Cell Block 5 & 6: a Field Spell


def test_neither_player_tribute_summons_while_this_card_is_face_up() -> None:
    text = (
        "Until the end of the opponent's next turn, while this card is face-up, neither player "
        "can Tribute Summon Level 7 or higher monsters."
    )
    encoding = compiled(MAGICIAN, text, "Pay 100 LP.")
    assert first_effect(encoding) == [
        {
            "op": "restrict",
            "rule": "no_tribute_summon",
            "who": "each",
            "filter": {"level_min": 7},
            "while": "faceup",
            "until": "end_of_opp_next_turn",
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, FILLER, FILLER, DARK_MAGICIAN, HYDRO], []))
    magician = board.monster(s, 0, MAGICIAN)
    a, b = board.monster(s, 0, FILLER), board.monster(s, 0, FILLER)
    dark, hydro = board.hand(s, 0, DARK_MAGICIAN), board.hand(s, 0, HYDRO)
    play(s, f"act {magician}")
    actions = verbs(s)
    assert f"summon {dark} {a} {b}" not in actions and f"set {dark} {a} {b}" not in actions
    assert f"summon {hydro} {a}" in actions  # a Level 5 monster
    destroy(s, magician, "effect", 1)
    assert f"summon {dark} {a} {b}" in verbs(s)  # no longer face-up: the rule is over


def test_a_field_spell_forbids_tribute_summons_of_some_levels() -> None:
    text = (
        "While this card is face-up in the Field Zone, neither player can Tribute Summon Level "
        "5 or 6 monsters."
    )
    encoding = compiled(PRISON, text)
    assert encoding["effects"][0]["modifiers"] == [
        {"rule": "no_tribute_summon", "side": "both", "filter": {"level": [5, 6]}}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([PRISON, FILLER, FILLER, DARK_MAGICIAN, HYDRO], []))
    board.field_spell(s, 0, PRISON)
    a, b = board.monster(s, 0, FILLER), board.monster(s, 0, FILLER)
    dark, hydro = board.hand(s, 0, DARK_MAGICIAN), board.hand(s, 0, HYDRO)
    actions = verbs(s)
    assert f"summon {hydro} {a}" not in actions
    assert f"summon {dark} {a} {b}" in actions  # a Level 7 monster


# ------------------------------------------------------- an attacker with more ATK than your LP

THUNDERBEETLE = 15929  # Thunderbeetle Boost: a Normal Trap


def test_an_attacker_with_more_atk_than_your_lp() -> None:
    timing = "When an opponent's monster with ATK greater than your LP declares an attack."
    encoding = compiled(THUNDERBEETLE, "Gain 1000 LP.", timing)
    assert encoding["effects"][0]["condition"] == [
        {
            "cond": "exceeds",
            "count": {"counter": "stat", "stat": "atk", "of": "subject"},
            "than": {"counter": "lp"},
        }
    ]
    for lp, offered in ((2000, True), (2100, False)):  # the attacker has 2100 ATK
        board = board_playing(encoding)
        s = board.game(cards=([MAGICIAN], [THUNDERBEETLE]))
        trap = board.spell(s, 1, THUNDERBEETLE, SET)
        magician = board.monster(s, 0, MAGICIAN)
        s.lp[1] = lp
        play(s, "battle", f"attack {magician}")
        assert (f"act {trap}" in verbs(s)) == offered


# ------------------------------------------------------------------------ "if ..., then ..."


def test_if_then() -> None:
    text = (
        "Special Summon 1 Level 4 monster from your GY face-up to your field. If you have "
        '"Straynge Cat" in your GY, then the monster Special Summoned by this effect gains 800 '
        "ATK until the end of this turn."
    )
    encoding = compiled(MAGICIAN, text, "Pay 100 LP.")
    assert first_effect(encoding)[1] == {
        "op": "if",
        "condition": [{"cond": "has", "from": "own_gy", "filter": {"ids": [CAT]}}],
        "then": [{"op": "gain_atk", "target": "moved", "amount": 800, "until": "end_of_turn"}],
    }
    for cat_in_gy, atk in ((True, 2300), (False, 1500)):
        board = board_playing(encoding)
        s = board.game(cards=([MAGICIAN, FILLER, CAT], []))
        magician, summoned = board.monster(s, 0, MAGICIAN), board.gy(s, 0, FILLER)
        if cat_in_gy:
            board.gy(s, 0, CAT)
        play(s, f"act {magician}", "position 1")
        assert lasting.atk_of(s, summoned) == atk


# ------------------------------------------------------ what the requirement shuffled into the Deck


def test_a_card_shuffled_into_the_deck_to_meet_the_requirement() -> None:
    text = (
        'Draw 1 card. If you shuffled "Straynge Cat" into the Deck to meet the requirement, also '
        "this card gains 500 ATK until the end of this turn."
    )
    encoding = compiled(MAGICIAN, text, "Shuffle 1 monster from your GY into the Deck.")
    assert first_effect(encoding)[1]["condition"] == [
        {
            "cond": "count",
            "count": {"counter": "number", "of": "cost", "filter": {"ids": [CAT]}},
            "min": 1,
        }
    ]
    for shuffled, atk in ((CAT, 2600), (FILLER, 2100)):
        board = board_playing(encoding)
        s = board.game(cards=([MAGICIAN, shuffled], []))
        magician = board.monster(s, 0, MAGICIAN)
        cost = board.gy(s, 0, shuffled)
        play(s, f"act {magician} {cost}")
        assert lasting.atk_of(s, magician) == atk
    # a requirement that sends cards to the GY shuffles none into the Deck
    assert unread(MAGICIAN, text, "Send 1 card from your hand to the GY.")


# ------------------------------------------------- the only monsters on your field, face-up

GEAR_FORCE = 21010  # Boot-Up Order - Gear Force: a Normal Trap


def test_the_only_monsters_on_your_field_are_face_up_ones_of_a_kind() -> None:
    timing = (
        "When an opponent's monster declares an attack while the only monsters on your field "
        "are face-up Level 4 or higher Spellcaster Type monsters."
    )
    encoding = compiled(GEAR_FORCE, "Destroy the attacking monster.", timing)
    assert encoding["effects"][0]["condition"] == [
        {
            "cond": "only",
            "from": "own_monsters",
            "filter": {"kind": "monster"},
            "only": {"level_min": 4, "race": "Spellcaster"},
        },
        {"cond": "has", "from": "own_facedown", "filter": {"kind": "monster"}, "min": 0, "max": 0},
    ]
    for others, offered in (((), True), ((FILLER, FACEDOWN), False), ((CAT, ATK), False)):
        board = board_playing(encoding)
        s = board.game(cards=([FILLER], [GEAR_FORCE, MAGICIAN, FILLER, CAT]))
        trap = board.spell(s, 1, GEAR_FORCE, SET)
        magician = board.monster(s, 1, MAGICIAN)
        if others:
            board.monster(s, 1, *others)  # a face-down monster, or a Level 1 one
        attacker = board.monster(s, 0, FILLER)
        play(s, "battle", f"attack {attacker} {magician}")
        assert (f"act {trap}" in verbs(s)) == offered
