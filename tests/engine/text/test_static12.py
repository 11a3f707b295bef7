"""Static productions (the static12 modules): Equip and Field Spell statics said of the equipped
monster, of named monsters or of the turn player's monsters; protections of your other monsters
and against monsters of a kind; the normal draw to more cards; ATK and traits a monster has by
the monsters its summon used; fewer Tributes for both players; piercing against monsters of a
kind; a Maximum piece's effect by battle. Each compiled from a made-up clause and played on a
board, where it applies and where it must not."""

from __future__ import annotations

from typing import Any

from tests.engine.cards.card_support import play, verbs
from tests.engine.conftest import Board
from tests.engine.text.test_statics4 import _battle, table_of
from tests.engine.text.text_support import board_playing, compiled
from validator.engine import lasting
from validator.engine.field import take_control
from validator.engine.lasting import atk_of
from validator.engine.state import ATK, DEF, FACEDOWN, SET, State

MAGICIAN = 15150  # Sevens Road Magician: Level 7 DARK Spellcaster, 2100 ATK / 1500 DEF
SORCERER = 15154  # Dark Sorcerer: Level 4 DARK Spellcaster Normal Monster, 1500 ATK / 0 DEF
GAIA = 18298  # Gaia the Dragon Champion: a non-Effect Fusion Monster (Dragon), 2600 ATK
RUSH_HORN = 18273  # an Equip Spell
MOUNTAIN = 15228  # a Field Spell
TRAP = 15165  # a Normal Trap
CONTINUOUS = ("Continuous",)
EQUIP = "Equip to 1 face-up monster on your field."
YOURS = {"cond": "controls", "of": "equipped"}


def _equipped(encoding: dict[str, Any], monster: int, *more: int) -> tuple[Board, State, int]:
    """A game with the Equip Spell equipped to `monster` on my field (the opponent has a
    monster too); `more` cards left in my Deck."""
    board = board_playing(encoding)
    s = board.game(cards=([RUSH_HORN, monster, *more], [SORCERER]))
    mine = board.monster(s, 0, monster)
    board.monster(s, 1, SORCERER)
    play(s, f"act {board.hand(s, 0, RUSH_HORN)} {mine}")
    return board, s, mine


# ---------------------------------------------------- while the equipped monster is yours


def test_spell_traps_stay_while_the_equipped_monster_is_on_your_field() -> None:
    encoding = compiled(
        RUSH_HORN,
        "While the equipped monster is face-up on your field, Spell/Trap Cards on your field "
        "cannot be destroyed by your opponent's card effects.",
        requirement=EQUIP,
    )
    assert encoding["effects"][0]["modifiers"] == [
        {
            "rule": "indestructible",
            "value": "opp_effect",
            "side": "own",
            "reach": "spelltraps",
            "condition": [YOURS],
        }
    ]
    board, s, sorcerer = _equipped(encoding, SORCERER, TRAP)
    trap = board.spell(s, 0, TRAP, SET)
    assert not lasting.destructible(s, trap, "effect", 1, False)
    assert lasting.destructible(s, trap, "effect", 0, False)  # my own effects may
    assert take_control(s, sorcerer, 1, True)  # the equipped monster is theirs now
    assert lasting.destructible(s, trap, "effect", 1, False)


def test_during_the_opponents_turn_the_equipped_monster_stays_on_the_field() -> None:
    encoding = compiled(
        RUSH_HORN,
        "During your opponent's turn, while the equipped monster is face-up on your field, it "
        "cannot be returned to the hand/Deck/Extra Deck by card effects.",
        requirement=EQUIP,
    )
    assert encoding["effects"][0]["modifiers"] == [
        {
            "rule": "unreturnable",
            "value": "effect",
            "side": "equipped",
            "condition": [{"cond": "turn", "whose": "opp"}, YOURS],
        }
    ]
    _, s, sorcerer = _equipped(encoding, SORCERER)
    assert lasting.returnable(s, sorcerer, "spell")  # my turn
    s.tp = 1
    assert not lasting.returnable(s, sorcerer, "spell")
    assert take_control(s, sorcerer, 1, True)
    assert lasting.returnable(s, sorcerer, "spell")  # no longer on my field


def test_while_the_equipped_monster_is_on_your_field_it_pierces() -> None:
    encoding = compiled(
        RUSH_HORN,
        "While the equipped monster is face-up on your field, it inflicts piercing battle damage.",
        requirement=EQUIP,
    )
    assert encoding["effects"][0]["modifiers"] == [
        {"rule": "pierce", "side": "equipped", "condition": [YOURS]}
    ]
    _, s, sorcerer = _equipped(encoding, SORCERER)
    assert lasting.has(s, sorcerer, lasting.PIERCE)
    assert take_control(s, sorcerer, 1, True)
    assert not lasting.has(s, sorcerer, lasting.PIERCE)


# ------------------------------------------------------ the equipped monster of a kind


def test_also_if_it_is_a_kind_of_monster_it_gains_more() -> None:
    encoding = compiled(
        RUSH_HORN,
        "The equipped monster gains 300 ATK. Also, if it is a non-Effect Fusion Monster, it "
        "gains an additional 700 ATK and cannot be destroyed by your opponent's card effects.",
        requirement=EQUIP,
    )
    kind = {"subtype": "fusion", "effect_monster": False}
    assert encoding["effects"][0]["modifiers"] == [
        {"rule": "atk", "value": 300, "side": "equipped"},
        {"rule": "atk", "value": 700, "side": "equipped", "filter": kind},
        {
            "rule": "indestructible",
            "value": "opp_effect",
            "side": "equipped",
            "filter": kind,
        },
    ]
    _, s, gaia = _equipped(encoding, GAIA)
    assert atk_of(s, gaia) == 2600 + 1000
    assert not lasting.destructible(s, gaia, "effect", 1, False)
    _, s, magician = _equipped(encoding, MAGICIAN)  # an Effect Monster
    assert atk_of(s, magician) == 2100 + 300
    assert lasting.destructible(s, magician, "effect", 1, False)


# ---------------------------------------------------------- monsters named by a Field Spell


def test_a_field_spells_named_monsters_pierce_on_either_field() -> None:
    encoding = compiled(
        MOUNTAIN,
        "While this card is face-up in the Field Zone, face-up Dragon Type monsters on the "
        'field gain 100 ATK, and "Gaia the Dragon Champion" and "Dark Sorcerer" inflict '
        "piercing battle damage.",
    )
    assert encoding["effects"][0]["modifiers"][1:] == [
        {"rule": "pierce", "side": "both", "filter": {"ids": [GAIA, SORCERER]}}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MOUNTAIN, MAGICIAN], [GAIA, SORCERER]))
    board.field_spell(s, 0, MOUNTAIN)
    magician = board.monster(s, 0, MAGICIAN)
    gaia, sorcerer = board.monster(s, 1, GAIA), board.monster(s, 1, SORCERER)
    assert lasting.has(s, gaia, lasting.PIERCE) and lasting.has(s, sorcerer, lasting.PIERCE)
    assert not lasting.has(s, magician, lasting.PIERCE)
    assert atk_of(s, gaia) == 2700


# --------------------------------------------------------------- your other monsters


def test_other_monsters_face_down_too_stay_while_you_have_cards_in_hand() -> None:
    encoding = compiled(
        MAGICIAN,
        "If you have cards in your hand, other monsters on your field cannot be destroyed by "
        "your opponent's card effects.",
        effect_types=CONTINUOUS,
    )
    assert encoding["effects"][0]["modifiers"] == [
        {
            "rule": "indestructible",
            "value": "opp_effect",
            "side": "own",
            "reach": "monsters",
            "not_self": True,
            "condition": [{"cond": "hand_min", "count": 1}],
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, SORCERER, TRAP], []))
    magician = board.monster(s, 0, MAGICIAN)
    facedown = board.monster(s, 0, SORCERER, FACEDOWN)
    assert lasting.destructible(s, facedown, "effect", 1, False)  # no card in my hand
    board.hand(s, 0, TRAP)
    assert not lasting.destructible(s, facedown, "effect", 1, False)
    assert lasting.destructible(s, magician, "effect", 1, False)  # never this card
    assert lasting.destructible(s, facedown, "effect", 0, False)  # my own effects may


# ------------------------------------------------------------------------ the normal draw

DRAW_MORE = (
    "During your Draw Phase, if you would draw until you have 5 cards for your normal draw, "
    "instead draw until you have 6 cards."
)


def _drawn_at_my_turn(encoding: dict[str, Any], in_hand: int, theirs: int = 0) -> int:
    """The cards in my hand after my next Draw Phase, this card on my field with `in_hand`
    cards in my hand and `theirs` monsters on the opponent's field."""
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [SORCERER] * theirs), tp=1)
    board.monster(s, 0, MAGICIAN)
    for _ in range(theirs):
        board.monster(s, 1, SORCERER)
    for _ in range(in_hand):
        s.hand[0].append(s.deck[0].pop())
    play(s, "end")
    assert s.tp == 0
    return len(s.hand[0])


def test_the_normal_draw_fills_the_hand_to_more_cards() -> None:
    encoding = compiled(MAGICIAN, DRAW_MORE, effect_types=CONTINUOUS)
    assert encoding["effects"][0]["modifiers"] == [
        {"rule": "draw_until", "value": [5, 6], "side": "own"}
    ]
    assert _drawn_at_my_turn(encoding, 2) == 6
    assert _drawn_at_my_turn(encoding, 6) == 7  # already 6: 1 card, as the rules say
    plain = compiled(MAGICIAN, "This card gains 100 ATK.", effect_types=CONTINUOUS)
    assert _drawn_at_my_turn(plain, 2) == 5


def test_the_normal_draw_fills_the_hand_to_more_cards_while_a_condition_holds() -> None:
    encoding = compiled(
        MAGICIAN,
        "During your Draw Phase, if you would draw until you have 5 cards for your normal draw "
        "while your opponent has 2 monsters on their field, instead draw until you have 6 cards.",
        effect_types=CONTINUOUS,
    )
    assert encoding["effects"][0]["modifiers"][0]["condition"] == [
        {"cond": "has", "from": "opp_monsters", "filter": {"kind": "monster"}, "min": 2, "max": 2}
    ]
    assert _drawn_at_my_turn(encoding, 2, theirs=2) == 6
    assert _drawn_at_my_turn(encoding, 2, theirs=1) == 5


# ------------------------------------------------------------ ATK by the monsters Tributed

MAJU = 18684  # Maju Garzett: a Level 7 monster (2 Tributes), 0 ATK
GREAT_MAJU = 18696  # Great Maju Garzett: a Level 6 monster (1 Tribute), 0 ATK
GOD_MAJU = 20340  # God Maju Garzett: a Level 8 monster (2 Tributes), 0 ATK
DEALER = 15155  # Mystic Dealer: a Level 3 Effect Monster, 1000 ATK
NINJA = 15197  # Tang the Noodle Ninja: a Level 3 FIRE Pyro Normal Monster, 800 ATK
TRIBUTED = "Tributed when Tribute Summoning this card in Attack Position]"


def _tribute_summoned(
    encoding: dict[str, Any], tributes: list[int], how: str = "summon"
) -> tuple[State, int]:
    """The card of the encoding Normal Summoned (or Set) from my hand by Tributing these
    monsters of my field."""
    board = board_playing(encoding)
    s = board.game(cards=([encoding["card"], *tributes], []))
    placed = [board.monster(s, 0, t) for t in tributes]
    card = board.hand(s, 0, encoding["card"])
    play(s, f"{how} {card} {' '.join(map(str, placed))}")
    return s, card


def test_this_card_gains_the_total_original_atk_of_its_tributes() -> None:
    encoding = compiled(
        MAJU,
        f"This card gains ATK equal to [the total original ATK of the 2 monsters {TRIBUTED}.",
        effect_types=CONTINUOUS,
    )
    assert encoding["effects"][0]["modifiers"] == [
        {"rule": "summon_atk", "value": {"per": 1, "of": "atk"}}
    ]
    s, maju = _tribute_summoned(encoding, [MAGICIAN, SORCERER])
    assert atk_of(s, maju) == 2100 + 1500
    s, maju = _tribute_summoned(encoding, [MAGICIAN, SORCERER], how="set")
    assert s.pos[maju] == FACEDOWN and not s.lasting  # a Set is no Tribute Summon


def test_this_card_gains_twice_the_original_atk_of_its_one_tribute() -> None:
    encoding = compiled(
        GREAT_MAJU,
        "This card gains ATK equal to [the original ATK of 1 monster that was Tributed to "
        "Tribute Summon this card in Attack Position] x 2.",
        effect_types=CONTINUOUS,
    )
    assert encoding["effects"][0]["modifiers"] == [
        {"rule": "summon_atk", "value": {"per": 2, "of": "atk"}}
    ]
    s, maju = _tribute_summoned(encoding, [SORCERER])
    assert atk_of(s, maju) == 3000
    lasting.card_gone(s, [maju])  # turned face-down: a new card, Tributed for nothing
    assert atk_of(s, maju) == 0


def test_the_atk_rises_by_the_original_level_of_a_tribute_of_a_kind() -> None:
    encoding = compiled(
        GREAT_MAJU,
        "The ATK of this card is increased by [the original Level of 1 FIRE Attribute Pyro, "
        f"Aqua, or Thunder Type monster {TRIBUTED} x 400.",
        effect_types=CONTINUOUS,
    )
    assert encoding["effects"][0]["modifiers"] == [
        {
            "rule": "summon_atk",
            "value": {"per": 400, "of": "level"},
            "filter": {"attribute": "FIRE", "race": ["Pyro", "Aqua", "Thunder"]},
        }
    ]
    s, maju = _tribute_summoned(encoding, [NINJA])
    assert atk_of(s, maju) == 3 * 400
    s, maju = _tribute_summoned(encoding, [SORCERER])  # a DARK Spellcaster: nothing
    assert atk_of(s, maju) == 0


def test_tributes_of_a_kind_and_a_number_of_tributes() -> None:
    encoding = compiled(
        GOD_MAJU,
        f"This card gains ATK equal to [the total original ATK of the Effect Monsters {TRIBUTED}."
        " This card that was Normal Summoned by Tributing 3 monsters gains 800 ATK.",
        summoning="You can Tribute Summon this card in Attack Position by Tributing 3 Effect "
        "Monsters.",
        effect_types=CONTINUOUS,
    )
    assert encoding["effects"][0]["modifiers"][1:] == [
        {
            "rule": "summon_atk",
            "value": {"per": 1, "of": "atk"},
            "filter": {"effect_monster": True},
        },
        {"rule": "summon_atk", "value": {"per": 800, "min": 3}},
    ]
    s, maju = _tribute_summoned(encoding, [DEALER, SORCERER])  # 2 Tributes, 1 Effect Monster
    assert atk_of(s, maju) == 1000
    s, maju = _tribute_summoned(encoding, [DEALER, DEALER, MAGICIAN])
    assert atk_of(s, maju) == 1000 + 1000 + 2100 + 800


# ------------------------------------------------------------------ further changes

SAMURAI = 15655  # Masaki the Legendary Samurai: a Level 4 EARTH Warrior, 1500 ATK
BLADER = 16307  # Buster Blader: a Level 7 EARTH Warrior, 2600 ATK
IMP = 15217  # Feral Imp: a Level 4 Fiend Normal Monster, 1300 ATK
SKULL = 15225  # Skull Servant: a Level 1 Zombie Normal Monster


def test_those_monsters_gain_more_while_a_condition_holds() -> None:
    encoding = compiled(
        MAGICIAN,
        "Other face-up EARTH Attribute Warrior Type monsters on your field gain 500 ATK. Those "
        "monsters gain an additional 500 ATK if you have a face-up Warrior Type monster with "
        "2600 or more original ATK on your field.",
        effect_types=CONTINUOUS,
    )
    first, second = encoding["effects"][0]["modifiers"]
    assert {k: v for k, v in second.items() if k != "condition"} == first
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, SAMURAI, BLADER], []))
    board.monster(s, 0, MAGICIAN)
    samurai = board.monster(s, 0, SAMURAI)
    assert atk_of(s, samurai) == 2000
    blader = board.monster(s, 0, BLADER)
    assert (atk_of(s, samurai), atk_of(s, blader)) == (2500, 3600)


def test_a_change_then_a_further_one_while_both_conditions_hold() -> None:
    encoding = compiled(
        MAGICIAN,
        "If there are 2 or more different Types in the GYs, this card cannot be destroyed by "
        "your opponent's card effects, then if there are 3 or more different Types in the GYs, "
        "this card gains an additional 3000 ATK.",
        effect_types=CONTINUOUS,
    )
    protection, gain = encoding["effects"][0]["modifiers"]
    assert [c["min"] for c in protection["condition"]] == [2]
    assert [c["min"] for c in gain["condition"]] == [2, 3]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, SORCERER, IMP], [SKULL]))
    magician = board.monster(s, 0, MAGICIAN)
    board.gy(s, 0, SORCERER)
    assert lasting.destructible(s, magician, "effect", 1, False) and atk_of(s, magician) == 2100
    board.gy(s, 1, SKULL)  # a Spellcaster and a Zombie
    assert not lasting.destructible(s, magician, "effect", 1, False)
    assert atk_of(s, magician) == 2100
    board.gy(s, 0, IMP)
    assert atk_of(s, magician) == 5100


def test_the_equipped_monster_gains_by_the_equip_spells_equipped() -> None:
    encoding = compiled(
        RUSH_HORN,
        "The equipped monster gains ATK equal to [the number of equipped Equip Spell Cards on "
        "the field] x 1000, and it cannot be destroyed by your opponent's Trap Card effects.",
        requirement=EQUIP,
    )
    gain, protection = encoding["effects"][0]["modifiers"]
    assert gain["value"]["count"] == {
        "counter": "cards",
        "from": "all_faceup_spelltraps",
        "filter": {"kind": "spell", "subtype": "equip"},
    }
    assert protection == {"rule": "indestructible", "value": "opp_trap", "side": "equipped"}
    board, s, sorcerer = _equipped(encoding, SORCERER, RUSH_HORN)
    assert atk_of(s, sorcerer) == 1500 + 1000
    board.spell(s, 0, RUSH_HORN, SET)  # a Set Equip Spell equips nothing
    assert atk_of(s, sorcerer) == 2500


# ------------------------------------------------------------ ATK by the materials used

MASTER = 17308  # Master of the Sevens Road: "Sevens Road Magician" + "Sevens Road Witch"
WITCH = 15178  # Sevens Road Witch: a Level 6 DARK Spellcaster
FUSION_SPELL = 22030  # Miracle Secret Arts, a Normal Spell (its text made up here)


def _fusion_summoned(encoding: dict[str, Any]) -> tuple[State, int, int]:
    """The Fusion Monster of the encoding Fusion Summoned with the Magician from my hand and
    the Witch from my field: the state, the monster and its materials' total original ATK."""
    fusion = compiled(
        FUSION_SPELL,
        "Fusion Summon by sending 1 Level 7 Spellcaster Type monster and 1 Level 6 Spellcaster "
        "Type monster from your hand and/or field to the GY as materials.",
    )
    board = Board(table_of(encoding, fusion))
    s = board.game(cards=([FUSION_SPELL, MAGICIAN, WITCH], []), extra=([MASTER], []))
    spell = board.hand(s, 0, FUSION_SPELL)
    magician, witch = board.hand(s, 0, MAGICIAN), board.monster(s, 0, WITCH)
    master = s.extra[0][0]
    play(s, f"act {spell}", "position 1")
    assert magician in s.gy[0] and witch in s.gy[0]
    return s, master, s.infos[magician].atk + s.infos[witch].atk


def test_a_fusion_monster_gains_the_total_original_atk_of_its_materials() -> None:
    encoding = compiled(
        MASTER,
        "This card gains ATK equal to [the total original ATK of the monsters used as material "
        "when Fusion Summoning this card].",
        effect_types=CONTINUOUS,
    )
    assert encoding["effects"][0]["modifiers"] == [
        {"rule": "summon_atk", "value": {"per": 1, "of": "atk"}}
    ]
    s, master, materials = _fusion_summoned(encoding)
    base = s.infos[master].atk
    assert atk_of(s, master) == base + materials
    lasting.card_gone(s, [master])  # turned face-down: a new card
    assert atk_of(s, master) == base


# --------------------------------------------------------- fewer Tributes for both players

HYDRO = 15153  # Hydro Magician: a Level 5 Spellcaster Normal Monster, 1700 ATK / 1500 DEF
ONE_TRIBUTE = (
    "While this card is face-up in the Field Zone, both players can Tribute Summon Level 7 or "
    "higher Spellcaster Type monsters in Attack Position with only 1 Tribute."
)


def test_both_players_tribute_summon_with_only_1_tribute() -> None:
    encoding = compiled(MOUNTAIN, ONE_TRIBUTE)
    assert encoding["effects"][0]["modifiers"] == [
        {
            "rule": "fewer_tributes",
            "value": 1,
            "side": "both",
            "filter": {"level_min": 7, "race": "Spellcaster"},
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MOUNTAIN, MAGICIAN, BLADER, SORCERER], [MAGICIAN, SORCERER]), tp=1)
    board.field_spell(s, 0, MOUNTAIN)
    theirs, tribute = board.hand(s, 1, MAGICIAN), board.monster(s, 1, SORCERER)
    assert f"summon {theirs} {tribute}" in verbs(s)  # the opponent too
    s.tp = 0
    magician, blader = board.hand(s, 0, MAGICIAN), board.hand(s, 0, BLADER)
    sorcerer = board.monster(s, 0, SORCERER)
    actions = verbs(s)
    assert f"summon {magician} {sorcerer}" in actions
    assert f"set {magician} {sorcerer}" not in actions  # never a Set
    assert f"summon {blader} {sorcerer}" not in actions  # a Warrior
    play(s, f"summon {magician} {sorcerer}")
    assert s.pos[magician] == ATK and sorcerer in s.gy[0]


def test_both_players_normal_summon_without_tributing() -> None:
    encoding = compiled(
        MOUNTAIN,
        "While this card is face-up in the Field Zone, both players can Normal Summon Level 5 "
        "Spellcaster Type monsters with 1500 DEF without Tributing.",
    )
    assert encoding["effects"][0]["modifiers"][0]["filter"] == {
        "level": 5,
        "race": "Spellcaster",
        "def": 1500,
    }
    board = board_playing(encoding)
    s = board.game(cards=([MOUNTAIN, HYDRO], []))
    hydro = board.hand(s, 0, HYDRO)
    assert f"summon {hydro}" not in verbs(s)  # no Field Spell yet
    board.field_spell(s, 0, MOUNTAIN)
    assert f"summon {hydro}" in verbs(s) and f"set {hydro}" not in verbs(s)
    play(s, f"summon {hydro}")
    assert s.pos[hydro] == ATK


# ------------------------------------------------------------- the turn player's monsters


def test_the_turn_players_monsters_gain_atk_turn_by_turn() -> None:
    encoding = compiled(
        MOUNTAIN,
        "While this card is face-up in the Field Zone, face-up Spellcaster Type monsters with "
        "1500 original DEF on the turn player's field gain 1000 ATK.",
    )
    assert encoding["effects"][0]["modifiers"] == [
        {
            "rule": "atk",
            "value": 1000,
            "side": "turn",
            "filter": {"race": "Spellcaster", "original_def": 1500},
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MOUNTAIN, MAGICIAN, SORCERER], [MAGICIAN]))
    board.field_spell(s, 0, MOUNTAIN)
    mine, sorcerer = board.monster(s, 0, MAGICIAN), board.monster(s, 0, SORCERER)
    theirs = board.monster(s, 1, MAGICIAN)
    assert (atk_of(s, mine), atk_of(s, theirs), atk_of(s, sorcerer)) == (3100, 2100, 1500)
    s.tp = 1
    assert (atk_of(s, mine), atk_of(s, theirs)) == (2100, 3100)


# ------------------------------------------------------- piercing against monsters of a kind


def test_the_equipped_monster_pierces_only_monsters_of_a_kind() -> None:
    encoding = compiled(
        RUSH_HORN,
        "If the equipped monster attacks a Defense Position Level 7 or higher monster, inflict "
        "piercing battle damage.",
        requirement=EQUIP,
    )
    assert encoding["effects"][0]["modifiers"] == [
        {"rule": "pierce", "side": "equipped", "against": {"level_min": 7}}
    ]
    for defender, damage in ((MAGICIAN, 2600 - 1500), (SORCERER, 0)):
        board = board_playing(encoding)
        s = board.game(cards=([RUSH_HORN, BLADER], [defender]))
        blader = board.monster(s, 0, BLADER)
        target = board.monster(s, 1, defender, DEF)
        play(s, f"act {board.hand(s, 0, RUSH_HORN)} {blader}")
        lp = s.lp[1]
        _battle(s, blader, target)
        assert target in s.gy[1] and lp - s.lp[1] == damage


def test_a_fusion_monster_stays_by_the_number_of_its_materials() -> None:
    encoding = compiled(
        MASTER,
        "This card that was Fusion Summoned using 2 or more monsters as material cannot be "
        "destroyed by card effects.",
        effect_types=CONTINUOUS,
    )
    grant = {"min": 2, "rule": "indestructible", "value": "effect"}
    assert encoding["effects"][0]["modifiers"] == [{"rule": "summon_grant", "value": grant}]
    s, master, _ = _fusion_summoned(encoding)
    assert not lasting.destructible(s, master, "effect", 1, False)
    assert lasting.destructible(s, master, "battle", 1, False)


def test_a_fusion_monster_attacks_twice_by_materials_of_a_kind() -> None:
    text = (
        "If this card was Fusion Summoned using {} or more monsters whose original Levels are 7 "
        "as material, it can attack twice per turn."
    )
    encoding = compiled(MASTER, text.format(1), effect_types=CONTINUOUS)
    assert encoding["effects"][0]["modifiers"] == [
        {
            "rule": "summon_grant",
            "value": {"min": 1, "rule": "extra_attack", "value": 1},
            "filter": {"original_level": 7},
        }
    ]
    s, master, _ = _fusion_summoned(encoding)
    assert lasting.count(s, master, lasting.EXTRA_ATTACK) == 1
    s, master, _ = _fusion_summoned(compiled(MASTER, text.format(2), effect_types=CONTINUOUS))
    assert lasting.count(s, master, lasting.EXTRA_ATTACK) == 0  # the Witch is Level 6


# ------------------------------------------------- this Defense Position card, two names


def test_this_defense_position_card_and_two_named_monsters() -> None:
    encoding = compiled(
        MAGICIAN,
        "This card cannot attack, and this Defense Position card cannot be destroyed by battle. "
        'Face-up "Masaki the Legendary Samurai" and "Buster Blader" on your field gain 700 ATK, '
        "and they inflict piercing battle damage.",
        effect_types=CONTINUOUS,
    )
    named = {"side": "own", "filter": {"ids": [SAMURAI, BLADER]}}
    assert encoding["effects"][0]["modifiers"] == [
        {"rule": "cannot_attack"},
        {
            "rule": "indestructible",
            "value": "battle",
            "condition": [{"cond": "self_position", "position": "defense"}],
        },
        {"rule": "atk", "value": 700, **named},
        {"rule": "pierce", **named},
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, SAMURAI, SORCERER], []))
    magician = board.monster(s, 0, MAGICIAN)
    samurai, sorcerer = board.monster(s, 0, SAMURAI), board.monster(s, 0, SORCERER)
    assert lasting.destructible(s, magician, "battle", 1, False)  # in Attack Position
    s.pos[magician] = DEF
    assert not lasting.destructible(s, magician, "battle", 1, False)
    assert atk_of(s, samurai) == 2200 and lasting.has(s, samurai, lasting.PIERCE)
    assert atk_of(s, sorcerer) == 1500 and not lasting.has(s, sorcerer, lasting.PIERCE)


# --------------------------------------------------------------- ATK equal to DEF, a name


OJISAN = 15791  # Ojisan: a Level 5 WATER Fish Normal Monster, 1600 ATK / 1600 DEF
GALACTICA = 17488  # Galactica Oblivion: a Level 7 LIGHT Galaxy Normal Monster, 2500 / 2500


def test_both_players_normal_summon_monsters_with_atk_equal_to_def_for_1_less_tribute() -> None:
    encoding = compiled(
        MOUNTAIN,
        "While this card is face-up in the Field Zone, both players can Normal Summon Normal "
        "Monsters whose ATK equals their own DEF for 1 less Tribute.",
    )
    assert encoding["effects"][0]["modifiers"][0]["filter"] == {
        "normal": True,
        "original_atk_is_def": True,
    }
    board = board_playing(encoding)
    s = board.game(cards=([MOUNTAIN, OJISAN, GALACTICA, HYDRO, SORCERER], []))
    board.field_spell(s, 0, MOUNTAIN)
    ojisan, galactica = board.hand(s, 0, OJISAN), board.hand(s, 0, GALACTICA)
    hydro, sorcerer = board.hand(s, 0, HYDRO), board.monster(s, 0, SORCERER)
    actions = verbs(s)
    assert f"summon {ojisan}" in actions  # Level 5: none
    assert f"summon {galactica} {sorcerer}" in actions  # Level 7: 1
    assert f"summon {hydro}" not in actions  # 1700 ATK, 1500 DEF


def test_a_further_gain_of_an_equipped_monster_of_a_name_or_a_kind() -> None:
    encoding = compiled(
        RUSH_HORN,
        'Then, if the equipped monster is "Dark Sorcerer" or a Legend monster whose original '
        "Level is 4 or lower, it gains additional ATK equal to [its original ATK].",
        requirement=EQUIP,
    )
    assert encoding["effects"][0]["modifiers"] == [
        {
            "rule": "atk",
            "value": {
                "per": 1,
                "count": {"counter": "stat", "stat": "original_atk", "of": "equipped"},
            },
            "side": "equipped",
            "filter": {"any_of": [{"ids": [SORCERER]}, {"legend": True, "original_level_max": 4}]},
        }
    ]
    _, s, sorcerer = _equipped(encoding, SORCERER)
    assert atk_of(s, sorcerer) == 3000
    _, s, samurai = _equipped(encoding, SAMURAI)  # neither that name nor a Legend
    assert atk_of(s, samurai) == 1500


def test_atk_by_the_monsters_with_an_atk_and_a_def_in_your_gy() -> None:
    encoding = compiled(
        MAGICIAN,
        "This card gains ATK equal to [the number of Spellcaster Type monsters with 1500 ATK/0 "
        "DEF in your GY] x 500.",
        effect_types=CONTINUOUS,
    )
    assert encoding["effects"][0]["modifiers"][0]["value"]["count"]["filter"] == {
        "kind": "monster",
        "race": "Spellcaster",
        "original_atk": 1500,
        "original_def": 0,
    }
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, SORCERER, HYDRO], []))
    magician = board.monster(s, 0, MAGICIAN)
    board.gy(s, 0, HYDRO)
    assert atk_of(s, magician) == 2100
    board.gy(s, 0, SORCERER)
    assert atk_of(s, magician) == 2600


SCOOTER = 15782  # Scoop Scooter: a Level 1 EARTH Machine Normal Monster, 0 ATK / 200 DEF


def test_no_battle_damage_from_battles_of_your_monsters_with_an_atk() -> None:
    encoding = compiled(
        MAGICIAN,
        "You take no battle damage from battles involving your monsters with 0 ATK.",
        effect_types=CONTINUOUS,
    )
    assert encoding["effects"][0]["modifiers"] == [
        {"rule": "safe_battle", "side": "own", "filter": {"atk": 0}}
    ]
    for mine, damage in ((SCOOTER, 0), (IMP, 1700 - 1300)):
        board = board_playing(encoding)
        s = board.game(cards=([MAGICIAN, mine], [HYDRO]))
        board.monster(s, 0, MAGICIAN, DEF)
        target = board.monster(s, 0, mine)
        hydro = board.monster(s, 1, HYDRO)
        lp = s.lp[0]
        _battle(s, hydro, target)
        assert target in s.gy[0] and lp - s.lp[0] == damage


# ------------------------------------------- the equipped monster's position, this Equip Spell


def test_the_equipped_monster_in_attack_position_and_this_card_stay() -> None:
    encoding = compiled(
        RUSH_HORN,
        "While the equipped monster is in Attack Position, it cannot be destroyed by battle. If "
        "either player has a card in their Field Zone, the equipped monster and this card cannot "
        "be destroyed by card effects.",
        requirement=EQUIP,
    )
    field_zone = [{"cond": "field_zone", "side": "all"}]
    assert encoding["effects"][0]["modifiers"] == [
        {
            "rule": "indestructible",
            "value": "battle",
            "side": "equipped",
            "condition": [{"cond": "in_position", "of": "equipped", "position": "attack"}],
        },
        {"rule": "indestructible", "value": "effect", "side": "equipped", "condition": field_zone},
        {"rule": "indestructible", "value": "effect", "condition": field_zone},
    ]
    board, s, sorcerer = _equipped(encoding, SORCERER, MOUNTAIN)
    horn = s.szone[0][0]
    assert not lasting.destructible(s, sorcerer, "battle", 1, False)
    assert lasting.destructible(s, horn, "effect", 1, False)  # no Field Spell yet
    board.field_spell(s, 0, MOUNTAIN)
    assert not lasting.destructible(s, horn, "effect", 1, False)
    assert not lasting.destructible(s, sorcerer, "effect", 1, False)
    s.pos[sorcerer] = DEF
    assert lasting.destructible(s, sorcerer, "battle", 1, False)


# -------------------------------------------------- not by the effects of monsters of a kind


def test_not_destroyed_by_the_effects_of_the_opponents_monsters_of_a_kind() -> None:
    encoding = compiled(
        MAGICIAN,
        "This card cannot be destroyed by the effects of your opponent's Level 4 or lower "
        "monsters.",
        effect_types=CONTINUOUS,
    )
    assert encoding["effects"][0]["modifiers"] == [
        {"rule": "indestructible", "value": "opp_monster", "against": {"level_max": 4}}
    ]
    destroyer = compiled(DEALER, "Destroy 1 monster on your opponent's field.")
    board = Board(table_of(encoding, destroyer))
    s = board.game(cards=([MAGICIAN], [DEALER]), tp=1)
    magician = board.monster(s, 0, MAGICIAN)
    dealer = board.monster(s, 1, DEALER)
    play(s, f"act {dealer}")
    assert s.pos[magician] == ATK  # a Level 3 monster's effect
    assert lasting.destructible(s, magician, "effect", 1, False, "monster", magician)  # Level 7
    assert not lasting.destructible(s, magician, "effect", 1, False, "monster", dealer)
    assert lasting.destructible(s, magician, "effect", 1, False, "spell", dealer)


def test_the_turn_players_monsters_of_names_and_of_a_kind_gain_atk() -> None:
    encoding = compiled(
        MOUNTAIN,
        'While this card is face-up in the Field Zone, face-up "Dark Sorcerer", "Hydro '
        "Magician\", and Level 7 Spellcaster Type monsters on the turn player's field gain "
        "1000 ATK.",
    )
    assert encoding["effects"][0]["modifiers"][0]["filter"] == {
        "any_of": [{"ids": [SORCERER, HYDRO]}, {"level": 7, "race": "Spellcaster"}]
    }
    board = board_playing(encoding)
    s = board.game(cards=([MOUNTAIN, SORCERER, MAGICIAN, SAMURAI], [HYDRO]))
    board.field_spell(s, 0, MOUNTAIN)
    sorcerer, magician = board.monster(s, 0, SORCERER), board.monster(s, 0, MAGICIAN)
    samurai, hydro = board.monster(s, 0, SAMURAI), board.monster(s, 1, HYDRO)
    assert [atk_of(s, m) for m in (sorcerer, magician, samurai, hydro)] == [
        2500,
        3100,
        1500,
        1700,
    ]
    s.tp = 1
    assert [atk_of(s, m) for m in (sorcerer, hydro)] == [1500, 2700]


# ------------------------------------------------ a piece's effect in Maximum Mode, by battle

CENTRE, LEFT, RIGHT = 15898, 15897, 15899  # Supreme Machine Magnum Overlord: MAXIMUM ATK 3500


def test_a_piece_in_maximum_mode_inflicts_damage_as_the_monster_destroys() -> None:
    encoding = compiled(
        LEFT,
        "If this card in Maximum Mode destroys a monster by battle and sends it to the GY, "
        "inflict 2400 damage to your opponent.",
        effect_types=CONTINUOUS,
    )
    assert encoding["effects"][1:] == [
        {
            "kind": "trigger",
            "trigger": {"event": "destroyed", "how": ["battle"], "by_self": True},
            "effect": [{"op": "damage", "amount": 2400}],
            "condition": [{"cond": "maximum_mode"}],
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([CENTRE, LEFT, RIGHT], [SCOOTER]))
    centre, _, _ = (board.hand(s, 0, x) for x in (CENTRE, LEFT, RIGHT))
    play(s, f"max {centre}")
    scooter = board.monster(s, 1, SCOOTER)
    _battle(s, centre, scooter)
    assert scooter in s.gy[1] and s.lp[1] == 8000 - 3500 - 2400
    # the piece alone, not in Maximum Mode: nothing more
    s = board.game(cards=([LEFT], [SCOOTER]))
    left, scooter = board.monster(s, 0, LEFT), board.monster(s, 1, SCOOTER)
    _battle(s, left, scooter)
    assert scooter in s.gy[1] and s.lp[1] == 8000 - 800


# ------------------------------------------------- your monsters equipped with an Equip Spell


def test_your_monsters_equipped_with_an_equip_spell_pierce() -> None:
    encoding = compiled(
        MAGICIAN,
        "Your Spellcaster Type monsters equipped with an Equip Spell Card inflict piercing "
        "battle damage.",
        effect_types=CONTINUOUS,
    )
    assert encoding["effects"][0]["modifiers"] == [
        {"rule": "pierce", "side": "own", "filter": {"race": "Spellcaster"}, "equipped": True}
    ]
    horn = compiled(RUSH_HORN, "The equipped monster gains 100 ATK.", requirement=EQUIP)
    board = Board(table_of(encoding, horn))
    s = board.game(cards=([MAGICIAN, SORCERER, HYDRO, RUSH_HORN], []))
    board.monster(s, 0, MAGICIAN)
    sorcerer, hydro = board.monster(s, 0, SORCERER), board.monster(s, 0, HYDRO)
    assert not lasting.has(s, sorcerer, lasting.PIERCE)
    play(s, f"act {board.hand(s, 0, RUSH_HORN)} {sorcerer}")
    assert lasting.has(s, sorcerer, lasting.PIERCE)
    assert not lasting.has(s, hydro, lasting.PIERCE)


# ------------------------------------------------------- the damage of a named card's effect

SPARKS = 15227  # Sparks, a Normal Spell (its text made up here)
OTHER_SPELL = 15160  # Wind Spirit's Protection, a Normal Spell (its text made up here)
SPELL_TAKE = 16767  # Monster Reborn, a Normal Spell (its text made up here)


def test_the_damage_you_inflict_by_a_named_cards_effect_becomes_an_amount() -> None:
    encoding = compiled(
        MAGICIAN,
        'Any damage you inflict by the effect of "Sparks" becomes 700.',
        effect_types=CONTINUOUS,
    )
    assert encoding["effects"][0]["modifiers"] == [
        {"rule": "damage_becomes", "value": 700, "side": "own", "filter": {"ids": [SPARKS]}}
    ]
    burn = "Inflict 200 damage to your opponent."
    for spell, damage in ((SPARKS, 700), (OTHER_SPELL, 200)):
        board = Board(table_of(encoding, compiled(spell, burn)))
        s = board.game(cards=([MAGICIAN, spell], []))
        board.monster(s, 0, MAGICIAN)
        play(s, f"act {board.hand(s, 0, spell)}")
        assert s.lp[1] == 8000 - damage
    board = Board(table_of(compiled(SPARKS, burn)))  # without this card
    s = board.game(cards=([SPARKS], []))
    play(s, f"act {board.hand(s, 0, SPARKS)}")
    assert s.lp[1] == 8000 - 200


# ------------------------------------------------------------------- control kept


def test_control_of_this_card_is_not_switched_during_the_main_phase() -> None:
    encoding = compiled(
        MAGICIAN,
        "During the Main Phase, control of this card cannot be switched by card effects.",
        effect_types=CONTINUOUS,
    )
    assert encoding["effects"][0]["modifiers"] == [
        {"rule": "fixed_control", "condition": [{"cond": "phase", "phase": "main"}]}
    ]
    take = compiled(SPELL_TAKE, "Take control of 1 face-up monster on your opponent's field.")
    plain = compiled(MAGICIAN, "This card gains 100 ATK.", effect_types=CONTINUOUS)
    for kept, taken in ((encoding, False), (plain, True)):
        board = Board(table_of(kept, take))
        s = board.game(cards=([MAGICIAN], [SPELL_TAKE]), tp=1)
        magician = board.monster(s, 0, MAGICIAN)
        play(s, f"act {board.hand(s, 1, SPELL_TAKE)}")
        assert (s.owner[magician] == 1) == taken
