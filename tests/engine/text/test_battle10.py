"""Attacks and battle damage of one monster for a while: a second attack on a monster, attacks
on each of the opponent's monsters once, battles in which you or neither player take battle
damage; each compiled from a made-up clause and played on a board."""

from __future__ import annotations

import pytest

from tests.engine.cards.card_support import activations, play, verbs
from tests.engine.conftest import Board
from tests.engine.text.test_chance import _fix
from tests.engine.text.test_traps import TRAP as ANSWERING
from tests.engine.text.test_traps import trap_of, trap_set
from tests.engine.text.text_support import (
    board_playing,
    compiled,
    first_effect,
    round_trip,
    table_playing,
    unread,
)
from validator.engine.effects.compile import compile_card as check_encoding
from validator.engine.effects.declare import EncodingError
from validator.engine.field import damage
from validator.engine.lasting import atk_of
from validator.engine.state import DEF, SET, State

MAGICIAN = 15150  # Sevens Road Magician: a Level 7 DARK Spellcaster, 2100 ATK
FILLER = 15154  # Dark Sorcerer: Level 4 DARK Spellcaster 1500/0
BEWD = 15184  # Blue-Eyes White Dragon: LIGHT Dragon, Level 8, 3000/2500
TRAP = 15163  # a Normal Trap
SPELL = 15160  # a Normal Spell
CAT = 15159  # Straynge Cat: Level 1 EARTH Spellcaster 0/1400
DRAGORITE = 15168  # Dragorite: Level 4 EARTH Dragon Normal Monster, 1500 ATK / 0 DEF

COST = "Send the top card of your Deck to the GY."
ANSWER = "Destroy that monster."
ON_SUMMON = "When your opponent Normal or Special Summons a monster."


def _attacks(s: State, m: int) -> list[str]:
    return [v for v in verbs(s) if v == f"attack {m}" or v.startswith(f"attack {m} ")]


def _battle(s: State, *attacks: str) -> None:
    """Declare each attack and let it reach damage calculation."""
    for attack in attacks:
        play(s, attack)
        while s.attack is not None or s.window is not None:
            play(s, "pass")


def test_a_second_attack_on_a_monster_after_attacking_a_monster() -> None:
    text = (
        "This turn, if this card attacked a monster, it can make a second attack on a monster "
        "during that Battle Phase."
    )
    assert round_trip("op", text) == text[:-1]
    encoding = compiled(MAGICIAN, text, COST)
    assert first_effect(encoding) == [
        {
            "op": "grant",
            "target": "self",
            "ability": "extra_attack_on_monsters",
            "until": "end_of_turn",
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [BEWD, FILLER]))
    magician = board.monster(s, 0, MAGICIAN)
    wall = board.monster(s, 1, BEWD, pos=DEF)
    weak = board.monster(s, 1, FILLER)
    play(s, f"act {magician}", "battle")
    _battle(s, f"attack {magician} {wall}")  # not destroyed: a second attack all the same
    assert _attacks(s, magician) == [f"attack {magician} {wall}", f"attack {magician} {weak}"]
    _battle(s, f"attack {magician} {weak}")
    assert not _attacks(s, magician)
    # a direct attack first: no second attack
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    play(s, f"act {magician}", "battle")
    _battle(s, f"attack {magician}")
    assert not _attacks(s, magician)


def test_also_a_second_attack_lasts_this_turn() -> None:
    encoding = compiled(
        MAGICIAN,
        "This card gains 100 ATK until the end of this turn. Also, if this card attacked a "
        "monster, it can make a second attack on a monster during that Battle Phase.",
        COST,
    )
    assert first_effect(encoding)[-1]["until"] == "end_of_turn"


def test_a_second_attack_on_a_monster_after_destroying_one() -> None:
    encoding = compiled(
        MAGICIAN,
        "This turn, if this card destroyed a monster by battle, it can make a second attack on "
        "a monster during that Battle Phase.",
        COST,
    )
    assert first_effect(encoding) == [
        {
            "op": "grant",
            "target": "self",
            "ability": "extra_attack_on_kill_on_monsters",
            "until": "end_of_turn",
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [FILLER, FILLER]))
    magician = board.monster(s, 0, MAGICIAN)
    first, second = (board.monster(s, 1, FILLER) for _ in range(2))
    play(s, f"act {magician}", "battle")
    _battle(s, f"attack {magician} {first}")
    assert _attacks(s, magician) == [f"attack {magician} {second}"]
    _battle(s, f"attack {magician} {second}")
    # no monster left: the second attack was the last, and none is direct
    assert not _attacks(s, magician)
    assert s.lp[1] == 8000 - 2 * 600
    # the monster attacked is not destroyed: no second attack
    s = board.game(cards=([MAGICIAN], [BEWD, FILLER]))
    magician = board.monster(s, 0, MAGICIAN)
    wall = board.monster(s, 1, BEWD, pos=DEF)
    board.monster(s, 1, FILLER)
    play(s, f"act {magician}", "battle")
    _battle(s, f"attack {magician} {wall}")
    assert not _attacks(s, magician)


def test_attacks_on_each_of_the_opponents_monsters_once() -> None:
    text = "This turn, this card can attack all opponent's monsters once each."
    encoding = compiled(MAGICIAN, text, COST)
    assert first_effect(encoding) == [
        {"op": "grant", "target": "self", "ability": "attack_all", "until": "end_of_turn"}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [BEWD, FILLER, FILLER]))
    magician = board.monster(s, 0, MAGICIAN)
    wall = board.monster(s, 1, BEWD, pos=DEF)
    first, second = (board.monster(s, 1, FILLER) for _ in range(2))
    play(s, f"act {magician}", "battle")
    _battle(s, f"attack {magician} {wall}")  # it survives, and is not attacked again
    assert _attacks(s, magician) == [f"attack {magician} {first}", f"attack {magician} {second}"]
    _battle(s, f"attack {magician} {first}", f"attack {magician} {second}")
    assert not _attacks(s, magician)
    assert s.lp[0] == 8000 - 400 and s.lp[1] == 8000 - 2 * 600
    # no monster to attack: one direct attack
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    play(s, f"act {magician}", "battle")
    _battle(s, f"attack {magician}")
    assert not _attacks(s, magician)
    # without the effect, one attack
    s = board.game(cards=([MAGICIAN], [FILLER, FILLER]))
    magician = board.monster(s, 0, MAGICIAN)
    first = board.monster(s, 1, FILLER)
    play(s, "battle")
    _battle(s, f"attack {magician} {first}")
    assert not _attacks(s, magician)


def test_cannot_attack_directly_but_can_attack_all_and_pierces() -> None:
    text = (
        "This turn, this card cannot attack directly, but can attack all opponent's monsters "
        "once each, and it inflicts piercing battle damage."
    )
    encoding = compiled(MAGICIAN, text, COST)
    assert [step["ability"] for step in first_effect(encoding)] == [
        "cannot_attack_directly",
        "attack_all",
        "pierce",
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [FILLER, FILLER]))
    magician = board.monster(s, 0, MAGICIAN)
    first = board.monster(s, 1, FILLER, pos=DEF)
    second = board.monster(s, 1, FILLER)
    play(s, f"act {magician}", "battle")
    _battle(s, f"attack {magician} {first}", f"attack {magician} {second}")
    assert s.lp[1] == 8000 - 2100 - 600  # piercing the 0 DEF, then the 1500 ATK
    assert not _attacks(s, magician)
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    play(s, f"act {magician}", "battle")
    assert not _attacks(s, magician)


def test_neither_player_takes_battle_damage_until_the_opponents_next_turn_ends() -> None:
    text = (
        "Neither player takes battle damage from battles involving this card until the end of "
        "your opponent's next turn."
    )
    encoding = compiled(MAGICIAN, text, COST)
    assert first_effect(encoding) == [
        {
            "op": "grant",
            "target": "self",
            "ability": "safe_battle_both",
            "until": "end_of_opp_next_turn",
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, FILLER], [BEWD, FILLER]))
    magician = board.monster(s, 0, MAGICIAN)
    mine = board.monster(s, 0, FILLER)
    blue_eyes = board.monster(s, 1, BEWD)
    weak = board.monster(s, 1, FILLER)
    play(s, f"act {magician}", "battle")
    _battle(s, f"attack {magician} {weak}")
    assert weak in s.gy[1] and s.lp[1] == 8000  # the opponent takes none
    _battle(s, f"attack {mine} {blue_eyes}")
    assert s.lp[0] == 8000 - 1500  # the battles of other monsters deal their damage
    play(s, "end")
    play(s, "battle")  # the opponent's turn: attacked, its controller takes none either
    _battle(s, f"attack {blue_eyes} {magician}")
    assert magician in s.gy[0] and s.lp[0] == 8000 - 1500


def test_you_take_no_battle_damage_from_battles_involving_it_this_turn() -> None:
    text = (
        "This turn, this card cannot be destroyed by battle, and you take no battle damage "
        "from battles involving it."
    )
    encoding = compiled(MAGICIAN, text, COST)
    assert first_effect(encoding)[1] == {
        "op": "grant",
        "target": "self",
        "ability": "safe_battle",
        "until": "end_of_turn",
    }
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, FILLER], [BEWD, FILLER]))
    magician = board.monster(s, 0, MAGICIAN)
    board.monster(s, 0, FILLER)
    blue_eyes = board.monster(s, 1, BEWD)
    play(s, f"act {magician}", "battle")
    _battle(s, f"attack {magician} {blue_eyes}")
    assert s.lp[0] == 8000 and magician in s.mzone[0]
    # the opponent still takes battle damage from its battles
    s = board.game(cards=([MAGICIAN], [FILLER]))
    magician = board.monster(s, 0, MAGICIAN)
    weak = board.monster(s, 1, FILLER)
    play(s, f"act {magician}", "battle")
    _battle(s, f"attack {magician} {weak}")
    assert s.lp[1] == 8000 - 600


def test_gains_atk_and_also_inflicts_piercing_damage_explained() -> None:
    encoding = compiled(
        MAGICIAN,
        "This turn, this card gains 600 ATK, and also inflicts piercing battle damage (if the "
        "ATK of the attacking monster exceeds the DEF of the attack target, inflict the "
        "difference).",
        COST,
    )
    assert first_effect(encoding) == [
        {"op": "gain_atk", "target": "self", "amount": 600, "until": "end_of_turn"},
        {"op": "grant", "target": "self", "ability": "pierce", "until": "end_of_turn"},
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [FILLER]))
    magician = board.monster(s, 0, MAGICIAN)
    weak = board.monster(s, 1, FILLER, pos=DEF)
    play(s, f"act {magician}", "battle")
    _battle(s, f"attack {magician} {weak}")
    assert s.lp[1] == 8000 - 2700
    # without the effect, no damage through the Defense Position monster
    s = board.game(cards=([MAGICIAN], [FILLER]))
    magician = board.monster(s, 0, MAGICIAN)
    weak = board.monster(s, 1, FILLER, pos=DEF)
    play(s, "battle")
    _battle(s, f"attack {magician} {weak}")
    assert s.lp[1] == 8000


def test_two_changes_each_with_its_duration() -> None:
    text = (
        "All face-up monsters on your field gain 500 ATK until the end of this turn, and this "
        "card can make up to 2 attacks on monsters this turn."
    )
    encoding = compiled(MAGICIAN, text, COST)
    assert first_effect(encoding) == [
        {
            "op": "gain_atk",
            "target": {"all": {"from": "own_faceup", "filter": {"kind": "monster"}}},
            "amount": 500,
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
    s = board.game(cards=([MAGICIAN, FILLER], [FILLER, FILLER]))
    magician = board.monster(s, 0, MAGICIAN)
    mine = board.monster(s, 0, FILLER)
    first, second = (board.monster(s, 1, FILLER) for _ in range(2))
    play(s, f"act {magician}", "battle")
    _battle(s, f"attack {magician} {first}", f"attack {magician} {second}")
    assert s.lp[1] == 8000 - 2 * 1100
    assert not _attacks(s, magician) and _attacks(s, mine) == [f"attack {mine}"]


def test_if_no_spell_trap_cards_are_on_the_field() -> None:
    encoding = compiled(
        MAGICIAN,
        "If no Spell/Trap Cards are on the field, this card can make up to 2 attacks on "
        "monsters this turn.",
        COST,
    )
    assert first_effect(encoding)[0]["condition"] == [
        {"cond": "not", "condition": {"cond": "has", "from": "all_spelltraps"}}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [FILLER, FILLER]))
    magician = board.monster(s, 0, MAGICIAN)
    first = board.monster(s, 1, FILLER)
    board.monster(s, 1, FILLER)
    play(s, f"act {magician}", "battle")
    _battle(s, f"attack {magician} {first}")
    assert _attacks(s, magician)
    # a Set card on the opponent's field: no second attack
    s = board.game(cards=([MAGICIAN], [FILLER, FILLER, TRAP]))
    magician = board.monster(s, 0, MAGICIAN)
    first = board.monster(s, 1, FILLER)
    board.monster(s, 1, FILLER)
    board.spell(s, 1, TRAP, SET)
    play(s, f"act {magician}", "battle")
    _battle(s, f"attack {magician} {first}")
    assert not _attacks(s, magician)


def test_no_battle_damage_and_no_effect_damage_from_the_opponent() -> None:
    text = "This turn, you take no battle damage, and take no effect damage from your opponent."
    encoding = compiled(MAGICIAN, text, COST)
    assert first_effect(encoding) == [
        {"op": "restrict", "rule": "no_battle_damage", "until": "end_of_turn"},
        {"op": "restrict", "rule": "no_opp_effect_damage", "until": "end_of_turn"},
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    play(s, f"act {magician}")
    damage(s, 0, 500, "effect", 1)  # the opponent's effect: none
    damage(s, 0, 300, "effect", 0)  # your own effect's damage: taken
    damage(s, 0, 700, "battle", 1)
    damage(s, 1, 200, "effect", 0)  # the rule is yours alone
    assert s.lp == [8000 - 300, 8000 - 200]


def test_your_opponent_takes_no_effect_damage() -> None:
    encoding = compiled(
        MAGICIAN,
        "This turn, your Level 8 or lower monsters cannot attack, and your opponent takes no "
        "effect damage.",
        COST,
    )
    assert first_effect(encoding)[1] == {
        "op": "restrict",
        "rule": "no_effect_damage",
        "who": "opp",
        "until": "end_of_turn",
    }
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    play(s, f"act {magician}")
    damage(s, 1, 500, "effect", 0)
    damage(s, 0, 300, "effect", 1)
    assert s.lp == [8000 - 300, 8000]
    play(s, "battle")
    assert not _attacks(s, magician)


def test_if_you_drew_by_this_effect_a_rule_follows_the_draw() -> None:
    encoding = compiled(
        MAGICIAN,
        "Then, you can draw 1 card. If you drew by this effect, your Level 7 or lower monsters "
        "cannot attack this turn.",
        COST,
    )
    assert first_effect(encoding) == [
        {
            "op": "may",
            "then": [
                {"op": "draw", "count": 1},
                {
                    "op": "if",
                    "condition": [{"cond": "moved"}],
                    "then": [
                        {
                            "op": "restrict",
                            "rule": "no_attack_with",
                            "filter": {"kind": "monster", "level_max": 7},
                            "until": "end_of_turn",
                        }
                    ],
                },
            ],
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    play(s, f"act {magician}", "accept", "battle")
    assert len(s.hand[0]) == 1 and not _attacks(s, magician)
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    play(s, f"act {magician}", "decline", "battle")
    assert not s.hand[0] and _attacks(s, magician)


def test_if_the_chosen_monsters_level_is_n() -> None:
    encoding = compiled(
        SPELL,
        "Choose 1 face-up monster on your field. This turn, it gains 400 ATK. If the monster's "
        "Level is 7, inflict 1000 damage to your opponent.",
    )
    assert first_effect(encoding)[-1] == {
        "op": "if",
        "condition": [{"cond": "pick_is", "pick": 0, "filter": {"kind": "monster", "level": 7}}],
        "then": [{"op": "damage", "amount": 1000}],
    }
    board = board_playing(encoding)
    for chosen, lp in ((MAGICIAN, 8000 - 1000), (FILLER, 8000)):
        s = board.game(cards=([chosen, SPELL], []))
        board.monster(s, 0, chosen)
        spell = board.hand(s, 0, SPELL)
        play(s, f"act {spell}")
        assert s.lp[1] == lp


def test_that_monster_cannot_attack_or_be_tributed_this_turn() -> None:
    encoding = compiled(
        SPELL,
        "Take control of 1 face-up Level 8 or lower monster on your opponent's field that is "
        "not in Maximum Mode until the End Phase (when control of that monster is returned, if "
        "there is no Monster Zone to return to, send it to the GY). This turn, that monster "
        "cannot attack or be Tributed for a Tribute Summon.",
    )
    assert first_effect(encoding)[1:] == [
        {"op": "grant", "target": {"pick": 0}, "ability": "cannot_attack", "until": "end_of_turn"},
        {"op": "grant", "target": {"pick": 0}, "ability": "untributable", "until": "end_of_turn"},
    ]
    board = board_playing(encoding)
    s = board.game(cards=([FILLER, FILLER, SPELL, MAGICIAN], [FILLER]))
    mine, other = board.monster(s, 0, FILLER), board.monster(s, 0, FILLER)
    taken = board.monster(s, 1, FILLER)
    spell = board.hand(s, 0, SPELL)
    summoned = board.hand(s, 0, MAGICIAN)
    play(s, f"act {spell}")
    assert taken in s.mzone[0]
    summons = [v for v in verbs(s) if v.startswith(f"summon {summoned} ")]
    assert summons == [f"summon {summoned} {mine} {other}"]  # never with the monster taken
    play(s, "battle")
    assert not _attacks(s, taken) and _attacks(s, mine)


def test_if_that_monster_is_of_an_attribute() -> None:
    encoding = compiled(
        MAGICIAN,
        "Choose 1 face-up monster on your field. This turn, that monster cannot be destroyed "
        "by your opponent's Trap Card effects. If that monster is DARK Attribute, you can also "
        "draw 1 card.",
        COST,
    )
    assert first_effect(encoding)[-1] == {
        "op": "if",
        "condition": [
            {"cond": "pick_is", "pick": 0, "filter": {"kind": "monster", "attribute": "DARK"}}
        ],
        "then": [{"op": "may", "then": [{"op": "draw", "count": 1}]}],
    }
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)  # DARK: the draw is offered
    play(s, f"act {magician}", "accept")
    assert len(s.hand[0]) == 1
    s = board.game(cards=([MAGICIAN, BEWD], []))
    magician = board.monster(s, 0, MAGICIAN)
    blue_eyes = board.monster(s, 0, BEWD)  # LIGHT: no draw
    play(s, f"act {magician}", f"pick {blue_eyes}")
    assert not s.hand[0] and s.window is None


def test_if_chosen_the_opponent_cannot_attack_with_it_during_their_next_turn() -> None:
    encoding = compiled(
        MAGICIAN,
        "This card gains 100 ATK until the end of this turn. Then, you can choose 1 face-up "
        "monster on your opponent's field. If chosen, your opponent cannot attack with that "
        "monster during their next turn.",
        COST,
    )
    assert first_effect(encoding)[1] == {
        "op": "may",
        "then": [
            {
                "op": "grant",
                "target": {"pick": 0},
                "ability": "cannot_attack",
                "until": "end_of_opp_next_turn",
            }
        ],
    }
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [FILLER, FILLER]))
    magician = board.monster(s, 0, MAGICIAN)
    chosen = board.monster(s, 1, FILLER)
    other = board.monster(s, 1, FILLER)
    play(s, f"act {magician}", f"pick {chosen}")
    play(s, "end", "battle")
    assert not _attacks(s, chosen) and _attacks(s, other)


def test_the_attacking_monster_loses_a_number_written_with_separators() -> None:
    text = "The attacking monster loses 1,000,000 ATK until the end of this turn."
    assert round_trip("op", text) == text[:-1]
    encoding = trap_of(text, "When an opponent's monster declares an attack.")
    assert first_effect(encoding) == [
        {"op": "lose_atk", "target": "subject", "amount": 1000000, "until": "end_of_turn"}
    ]
    board, s, trap = trap_set(encoding, [BEWD], [FILLER])
    blue_eyes = board.monster(s, 0, BEWD)
    mine = board.monster(s, 1, FILLER)
    play(s, "battle", f"attack {blue_eyes} {mine}", f"act {trap}")
    while s.attack is not None or s.window is not None:
        play(s, "pass")
    assert blue_eyes in s.gy[0] and s.lp[0] == 8000 - 1500  # at 0 ATK
    assert unread(MAGICIAN, "This card loses 1,00 ATK until the end of this turn.", COST)


def test_more_than_n_monsters_in_their_gy() -> None:
    encoding = compiled(
        MAGICIAN,
        "If your opponent has more than 2 monsters in their GY, this card cannot be destroyed "
        "by your opponent's Trap Card effects this turn.",
        COST,
    )
    assert first_effect(encoding)[0]["condition"] == [
        {"cond": "has", "from": "opp_gy", "filter": {"kind": "monster"}, "min": 3}
    ]
    board = board_playing(encoding)
    for count, protected in ((2, False), (3, True)):
        s = board.game(cards=([MAGICIAN], [FILLER] * count))
        magician = board.monster(s, 0, MAGICIAN)
        for _ in range(count):
            board.gy(s, 1, FILLER)
        play(s, f"act {magician}")
        assert bool(s.lasting) == protected


def test_this_turn_also_a_change_after_a_condition() -> None:
    encoding = compiled(
        MAGICIAN,
        "Inflict 800 damage to your opponent. If your opponent has a face-up Level 4 monster on "
        "their field, this turn, also all face-up Level 4 monsters on your opponent's field "
        "lose 800 ATK and this card gains 800 ATK.",
        COST,
    )
    assert first_effect(encoding)[1]["then"] == [
        {
            "op": "lose_atk",
            "target": {"all": {"from": "opp_faceup", "filter": {"kind": "monster", "level": 4}}},
            "amount": 800,
            "until": "end_of_turn",
        },
        {"op": "gain_atk", "target": "self", "amount": 800, "until": "end_of_turn"},
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [FILLER, BEWD]))
    magician = board.monster(s, 0, MAGICIAN)
    weak, blue_eyes = board.monster(s, 1, FILLER), board.monster(s, 1, BEWD)
    play(s, f"act {magician}")
    assert (atk_of(s, magician), atk_of(s, weak), atk_of(s, blue_eyes)) == (2900, 700, 3000)
    s = board.game(cards=([MAGICIAN], [BEWD]))
    magician = board.monster(s, 0, MAGICIAN)
    board.monster(s, 1, BEWD)
    play(s, f"act {magician}")
    assert atk_of(s, magician) == 2100 and s.lp[1] == 8000 - 800


def test_if_you_do_a_change_for_this_turn_and_a_draw() -> None:
    encoding = compiled(
        MAGICIAN,
        "Then, you can shuffle all monsters from your opponent's GY into the Deck. If you do, "
        "this card gains 1200 ATK until the end of this turn, and you draw 1 card.",
        COST,
    )
    assert first_effect(encoding)[0]["then"][1]["then"] == [
        {"op": "gain_atk", "target": "self", "amount": 1200, "until": "end_of_turn"},
        {"op": "draw", "count": 1},
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [FILLER]))
    magician = board.monster(s, 0, MAGICIAN)
    board.gy(s, 1, FILLER)
    play(s, f"act {magician}", "accept")
    assert atk_of(s, magician) == 3300 and len(s.hand[0]) == 1
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    play(s, f"act {magician}", "accept")  # nothing shuffled: nothing more
    assert atk_of(s, magician) == 2100 and not s.hand[0]


def test_that_monster_on_your_field_gains_atk() -> None:
    encoding = trap_of(
        "Change the battle position of 1 face-up Spellcaster Type monster on your field "
        "(Attack Position becomes face-up Defense Position, Defense Position becomes face-up "
        "Attack Position). If you do, that monster on your field gains 1500 ATK until the end "
        "of this turn.",
        "When your opponent Normal Summons a monster.",
    )
    assert first_effect(encoding)[1] == {
        "op": "if",
        "condition": [{"cond": "moved"}],
        "then": [{"op": "gain_atk", "target": {"pick": 0}, "amount": 1500, "until": "end_of_turn"}],
    }
    board, s, trap = trap_set(encoding, [FILLER], [MAGICIAN])
    summoned = board.hand(s, 0, FILLER)
    mine = board.monster(s, 1, MAGICIAN)
    play(s, f"summon {summoned}", f"act {trap}")
    assert s.pos[mine] == DEF and atk_of(s, mine) == 3600
    assert unread(
        MAGICIAN,
        "Choose 1 face-up monster on your opponent's field. That monster on your "
        "field gains 100 ATK until the end of this turn.",
        COST,
    )


def test_your_named_monsters_whose_original_level_is_n() -> None:
    encoding = compiled(
        MAGICIAN,
        'Your "Dark Sorcerer" whose original Level is 4 can attack directly.',
        effect_types=("Continuous",),
    )
    assert encoding["effects"][0]["modifiers"] == [
        {
            "rule": "direct_attack",
            "side": "own",
            "filter": {"ids": [FILLER], "original_level": 4},
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, FILLER], [BEWD]))
    magician, sorcerer = board.monster(s, 0, MAGICIAN), board.monster(s, 0, FILLER)
    board.monster(s, 1, BEWD)
    play(s, "battle")
    assert f"attack {sorcerer}" in _attacks(s, sorcerer)
    assert f"attack {magician}" not in _attacks(s, magician)


def _with_trap(encoding: dict, trap_text: str) -> Board:
    """A board whose card table plays the encoding's card and a Trap (`ANSWERING`) answering
    summons."""
    table = table_playing(encoding)
    trap = trap_of(trap_text, ON_SUMMON)
    table._infos[trap["card"]] = table_playing(trap)._infos[trap["card"]]
    return Board(table)


def test_no_traps_at_the_timing_of_your_summons_of_a_kind() -> None:
    text = (
        "When you Normal or Special Summon a Spellcaster Type monster face-up, your opponent "
        "cannot activate Trap Cards."
    )
    encoding = compiled(MAGICIAN, text, effect_types=("Continuous",))
    assert encoding["effects"][0]["modifiers"] == [
        {"rule": "no_traps_on_summon", "side": "own", "filter": {"race": "Spellcaster"}}
    ]
    board = _with_trap(encoding, ANSWER)
    s = board.game(cards=([MAGICIAN, FILLER, DRAGORITE], [ANSWERING]))
    board.monster(s, 0, MAGICIAN)
    trap = board.spell(s, 1, ANSWERING, SET)
    sorcerer = board.hand(s, 0, FILLER)
    play(s, f"summon {sorcerer}")
    assert s.window is None  # a Spellcaster: no Trap answers
    dragon = board.hand(s, 0, DRAGORITE)
    play(s, f"summon {dragon}")
    assert activations(s, trap) == [()]
    play(s, f"act {trap}")
    assert dragon in s.gy[0]


def test_no_traps_at_the_timing_of_the_summon_by_this_effect() -> None:
    encoding = compiled(
        MAGICIAN,
        "Special Summon 1 Level 4 monster from your GY face-up to your field. When a monster "
        "is Special Summoned by this effect, your opponent cannot activate Trap Cards.",
        COST,
    )
    assert first_effect(encoding)[1] == {
        "op": "grant",
        "target": "moved",
        "ability": "no_traps_on_summon",
        "until": "end_of_turn",
    }
    board = _with_trap(encoding, ANSWER)
    s = board.game(cards=([MAGICIAN, FILLER, DRAGORITE], [ANSWERING]))
    magician = board.monster(s, 0, MAGICIAN)
    board.gy(s, 0, FILLER)
    trap = board.spell(s, 1, ANSWERING, SET)
    play(s, f"act {magician}", "position 1")
    assert s.window is None and len(s.gy[0]) == 1  # summoned: no Trap answers
    dragon = board.hand(s, 0, DRAGORITE)
    play(s, f"summon {dragon}")  # another summon: the Trap answers it
    assert activations(s, trap) == [()]
    # without the sentence, the Trap answers the Special Summon
    plain = compiled(
        MAGICIAN, "Special Summon 1 Level 4 monster from your GY face-up to your field.", COST
    )
    board = _with_trap(plain, ANSWER)
    s = board.game(cards=([MAGICIAN, FILLER], [ANSWERING]))
    magician = board.monster(s, 0, MAGICIAN)
    board.gy(s, 0, FILLER)
    trap = board.spell(s, 1, ANSWERING, SET)
    play(s, f"act {magician}", "position 1")
    assert activations(s, trap) == [()]


def test_no_battle_damage_from_the_attacks_of_the_opponents_low_level_monsters() -> None:
    text = (
        "Then, you take no battle damage from your opponent's Level 4 or lower monsters' "
        "attacks this turn."
    )
    encoding = trap_of(f"Draw 1 card. {text}", "When an opponent's monster declares an attack.")
    assert first_effect(encoding)[1] == {
        "op": "restrict",
        "rule": "no_attack_damage",
        "filter": {"kind": "monster", "level_max": 4},
        "until": "end_of_turn",
    }
    board, s, trap = trap_set(encoding, [FILLER, BEWD], [CAT])
    sorcerer, blue_eyes = board.monster(s, 0, FILLER), board.monster(s, 0, BEWD)
    cat = board.monster(s, 1, CAT)
    play(s, "battle", f"attack {sorcerer} {cat}", f"act {trap}")
    while s.attack is not None or s.window is not None:
        play(s, "pass")
    assert cat in s.gy[1] and s.lp[1] == 8000  # a Level 4 attacker: no damage
    _battle(s, f"attack {blue_eyes}")
    assert s.lp[1] == 8000 - 3000  # a Level 8 attacker: its damage


def test_attacks_up_to_the_result_of_a_die() -> None:
    encoding = compiled(
        MAGICIAN,
        "Roll a six-sided die. This turn, this card can attack a number of times, up to "
        "[the result].",
        COST,
    )
    assert first_effect(encoding)[1] == {
        "op": "grant",
        "target": "self",
        "ability": "extra_attack",
        "attacks": {"per": 1, "count": {"counter": "die"}},
        "until": "end_of_turn",
    }
    board = board_playing(encoding)
    for result in (3, 1):
        s = board.game(cards=([MAGICIAN], []))
        magician = board.monster(s, 0, MAGICIAN)
        _fix(s, result)
        play(s, f"act {magician}", "battle")
        for _ in range(result):
            _battle(s, f"attack {magician}")
        assert s.lp[1] == 8000 - result * 2100 and not _attacks(s, magician)


def test_attacks_are_counted_for_extra_attacks_only() -> None:
    encoding = compiled(MAGICIAN, "Roll a six-sided die. This turn, this card can attack twice.")
    first_effect(encoding)[1].update(ability="pierce", attacks=2)
    with pytest.raises(EncodingError, match="attacks"):
        check_encoding(encoding, "made-up")


def test_atk_equal_to_the_difference_between_the_gys() -> None:
    encoding = compiled(
        MAGICIAN,
        "This card gains ATK equal to [the difference between the number of monsters in both "
        "players' GYs] x 100 until the end of this turn.",
        COST,
    )
    assert first_effect(encoding)[0]["amount"] == {
        "per": 100,
        "count": {
            "counter": "cards_difference",
            "from": "own_gy",
            "versus": "opp_gy",
            "filter": {"kind": "monster"},
        },
    }
    board = board_playing(encoding)
    # the cost sends a monster from the top of the Deck to your GY first
    for mine, theirs, atk in ((0, 3, 2100 + 200), (3, 1, 2100 + 300), (0, 1, 2100)):
        s = board.game(cards=([MAGICIAN, *[FILLER] * mine], [SPELL, *[FILLER] * theirs]))
        magician = board.monster(s, 0, MAGICIAN)
        for p, count in ((0, mine), (1, theirs)):
            for _ in range(count):
                board.gy(s, p, FILLER)
        board.gy(s, 1, SPELL)  # not a monster: not counted
        play(s, f"act {magician}")
        assert atk_of(s, magician) == atk


def test_only_one_monster_may_attack_directly() -> None:
    encoding = compiled(MAGICIAN, "This turn, you can only attack directly with 1 monster.", COST)
    assert first_effect(encoding) == [
        {"op": "only_attacker", "direct": True, "until": "end_of_turn"}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, FILLER], []))
    magician, sorcerer = board.monster(s, 0, MAGICIAN), board.monster(s, 0, FILLER)
    play(s, f"act {magician}", "battle")
    assert _attacks(s, sorcerer) == [f"attack {sorcerer}"]
    _battle(s, f"attack {magician}")
    assert not _attacks(s, sorcerer) and s.lp[1] == 8000 - 2100


def test_total_levels_of_the_chosen_and_exactly_one_shuffled() -> None:
    encoding = compiled(
        MAGICIAN,
        "Choose up to 3 monsters in your GY with the same Type as this card. This card gains "
        "ATK equal to [the total Levels of the chosen monsters] x 100 until the end of this "
        "turn. Then, shuffle those monsters into the Deck. If you shuffled exactly 1 monster "
        "into the Deck by this effect, this card inflicts piercing battle damage this turn.",
    )
    effect = first_effect(encoding)
    assert effect[0]["amount"]["count"] == {"counter": "total", "stat": "level", "of": {"pick": 0}}
    assert effect[2]["condition"] == [
        {"cond": "moved", "filter": {"kind": "monster"}},
        {"cond": "not", "condition": {"cond": "moved", "filter": {"kind": "monster"}, "min": 2}},
    ]
    board = board_playing(encoding)
    for chosen, atk, pierces in (("both", 2100 + 500, False), ("cat", 2100 + 100, True)):
        s = board.game(cards=([MAGICIAN, FILLER, CAT], []))
        magician = board.monster(s, 0, MAGICIAN)
        sorcerer, cat = board.gy(s, 0, FILLER), board.gy(s, 0, CAT)
        picked = f"{sorcerer} {cat}" if chosen == "both" else f"{cat}"
        play(s, f"act {magician}", f"pick {picked}")
        assert atk_of(s, magician) == atk and cat not in s.gy[0]
        assert any(m.rule == "pierce" for m in s.lasting) == pierces


def test_if_your_opponent_has_not_taken_any_effect_damage_this_turn() -> None:
    encoding = compiled(
        MAGICIAN,
        "If your opponent has not taken any effect damage this turn, inflict 700 damage to "
        "your opponent.",
        COST,
    )
    assert first_effect(encoding)[0]["condition"] == [
        {"cond": "not", "condition": {"cond": "did", "what": "took_effect_damage", "who": "opp"}}
    ]
    board = board_playing(encoding)
    for how, lp in (("battle", 8000 - 100 - 700), ("effect", 8000 - 100)):
        s = board.game(cards=([MAGICIAN], []))
        magician = board.monster(s, 0, MAGICIAN)
        damage(s, 1, 100, how, 0)  # battle damage is no effect damage
        play(s, f"act {magician}")
        assert s.lp[1] == lp


def test_your_monster_gains_that_opponents_monsters_atk() -> None:
    choose = (
        'Choose 1 face-up "Dark Sorcerer" on your field and 1 face-up monster with 100 or more '
        "ATK on your opponent's field."
    )
    gains = (
        "This turn, your monster gains ATK equal to [that opponent's monster's ATK], and it "
        "inflicts piercing battle damage."
    )
    encoding = compiled(SPELL, f"{choose} {gains}")
    assert first_effect(encoding) == [
        {
            "op": "gain_atk",
            "target": {"pick": 0},
            "amount": {"per": 1, "count": {"counter": "stat", "stat": "atk", "of": {"pick": 1}}},
            "until": "end_of_turn",
        },
        {"op": "grant", "target": {"pick": 0}, "ability": "pierce", "until": "end_of_turn"},
    ]
    board = board_playing(encoding)
    s = board.game(cards=([FILLER, SPELL], [BEWD, CAT]))
    sorcerer = board.monster(s, 0, FILLER)
    blue_eyes = board.monster(s, 1, BEWD)
    cat = board.monster(s, 1, CAT, pos=DEF)
    spell = board.hand(s, 0, SPELL)
    play(s, f"act {spell}")  # the one monster with 100 or more ATK: chosen
    assert atk_of(s, sorcerer) == 1500 + 3000 and atk_of(s, blue_eyes) == 3000
    play(s, "battle")
    _battle(s, f"attack {sorcerer} {cat}")
    assert s.lp[1] == 8000 - (4500 - 1400)
    # two monsters of your own: "your monster" names neither
    assert unread(
        SPELL,
        f"Choose 1 face-up monster on your field and 1 face-up monster on your field. {gains}",
    )
