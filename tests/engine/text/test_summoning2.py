"""More summoning conditions: the original ATK of a summon by a procedure with fewer Tributes,
"for 1 less Tribute", and the facts of the game those procedures ask; each compiled from a
made-up clause and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import play, verbs
from tests.engine.text.test_summoning import missing
from tests.engine.text.text_support import board_playing, compiled
from validator.engine.field import to_gy
from validator.engine.lasting import atk_of, printed_facts
from validator.engine.state import ATK, DEF, FACEDOWN

MAGICIAN = 15150  # Sevens Road Magician: Level 7 DARK Spellcaster, 2100 ATK
SORCERER = 15154  # Dark Sorcerer: Level 4 DARK Spellcaster Normal Monster
DRAGORITE = 15168  # Dragorite: Level 4 EARTH Dragon Normal Monster
HYDRO = 15153  # Hydro Magician: Level 5 Normal Monster
TRAP = 16768  # a Normal Trap


def _mods(encoding: dict) -> list[dict]:
    (effect,) = [e for e in encoding["effects"] if e["kind"] == "continuous"]
    return effect["modifiers"]


def _specials(s: object) -> list[str]:
    return [v for v in verbs(s) if v.startswith("special")]


# ------------------------------------------------- the original ATK of a summon by procedure


def test_summoned_without_tributing_its_original_atk_becomes_the_amount() -> None:
    encoding = compiled(
        MAGICIAN,
        "",
        summoning="You can Normal Summon this card without Tributing. "
        "If you do, its original ATK becomes 1000.",
    )
    assert _mods(encoding) == [
        {"rule": "no_tribute", "zone": "hand"},
        {"rule": "procedure_atk", "value": 1000, "zone": "hand"},
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, MAGICIAN, SORCERER, SORCERER], []))
    first = board.hand(s, 0, MAGICIAN)
    play(s, f"summon {first}")
    assert s.pos[first] == ATK and atk_of(s, first) == 1000
    # Tribute Summoned the usual way, it keeps its ATK
    s = board.game(cards=([MAGICIAN, SORCERER, SORCERER], []))
    magician = board.hand(s, 0, MAGICIAN)
    low, high = sorted(board.monster(s, 0, SORCERER) for _ in range(2))
    play(s, f"summon {magician} {low} {high}")
    assert atk_of(s, magician) == 2100


def test_tribute_summoned_by_one_tribute_its_original_atk_becomes_the_amount() -> None:
    encoding = compiled(
        MAGICIAN,
        "",
        summoning="You can Tribute Summon this card in Attack Position by Tributing 1 monster. "
        "If you do, its original ATK becomes 1800.",
    )
    assert _mods(encoding)[-1] == {"rule": "procedure_atk", "value": 1800, "zone": "hand"}
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, SORCERER, SORCERER], []))
    magician = board.hand(s, 0, MAGICIAN)
    tribute = board.monster(s, 0, SORCERER)
    assert f"set {magician} {tribute}" not in verbs(s)
    play(s, f"summon {magician} {tribute}")
    assert atk_of(s, magician) == 1800 and tribute in s.gy[0]
    to_gy(s, magician, "tribute", 0)  # the change lasts while it is on the field
    assert not s.lasting


def test_the_original_atk_goes_only_with_a_procedure_of_fewer_tributes() -> None:
    assert missing(MAGICIAN, summoning="If you do, its original ATK becomes 1000.")
    assert missing(
        MAGICIAN,
        summoning="If you have no monsters on your field, you can Special Summon this card "
        "from your hand face-up to your field. If you do, its original ATK becomes 1000.",
    )


# ------------------------------------------------------------------------ 1 less Tribute


def test_a_level_7_monster_for_1_less_tribute_needs_one_tribute() -> None:
    encoding = compiled(
        MAGICIAN,
        "",
        summoning='If you have "Dragorite" face-up on your field, you can Normal Summon this '
        "card for 1 less Tribute.",
    )
    (mod,) = _mods(encoding)
    assert mod["rule"] == "one_tribute" and "filter" not in mod
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, SORCERER, DRAGORITE], []))
    magician = board.hand(s, 0, MAGICIAN)
    sorcerer = board.monster(s, 0, SORCERER)
    assert f"summon {magician} {sorcerer}" not in verbs(s)
    dragorite = board.monster(s, 0, DRAGORITE)
    assert f"summon {magician} {sorcerer}" in verbs(s)
    assert f"set {magician} {sorcerer}" not in verbs(s)
    play(s, f"summon {magician} {dragorite}")
    assert s.pos[magician] == ATK


def test_a_level_5_monster_for_1_less_tribute_needs_none() -> None:
    encoding = compiled(
        HYDRO,
        "",
        summoning="If you have a face-up Dragon Type monster on your field, you can Normal "
        "Summon this card for 1 less Tribute.",
    )
    assert _mods(encoding)[0]["rule"] == "no_tribute"
    assert missing(
        SORCERER,
        summoning="If you have no monsters on your field, you can Normal Summon "
        "this card for 1 less Tribute.",
    )


# ------------------------------------------------------------------- facts of the game


def test_special_summon_if_only_your_opponent_controls_a_monster() -> None:
    encoding = compiled(
        MAGICIAN,
        "",
        summoning="If only your opponent controls a monster, you can Special Summon this card "
        "from your hand face-up to your field.",
    )
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, SORCERER], [SORCERER]))
    magician = board.hand(s, 0, MAGICIAN)
    assert f"special {magician} {ATK}" not in verbs(s)  # nobody has a monster
    board.monster(s, 1, SORCERER, FACEDOWN)
    assert f"special {magician} {ATK}" in verbs(s)  # a face-down one counts
    board.monster(s, 0, SORCERER)
    assert f"special {magician} {ATK}" not in verbs(s)


def test_normal_summon_it_without_tributing_if_it_is_the_only_card_in_your_hand() -> None:
    encoding = compiled(
        MAGICIAN,
        "",
        summoning="If this is the only card in your hand, you can Normal Summon it without "
        "Tributing.",
    )
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, SORCERER], []))
    magician = board.hand(s, 0, MAGICIAN)
    sorcerer = board.hand(s, 0, SORCERER)
    assert f"summon {magician}" not in verbs(s)
    play(s, f"summon {sorcerer}")
    assert f"summon {magician}" in verbs(s)


def test_special_summon_if_a_player_has_a_trap_in_their_gy() -> None:
    encoding = compiled(
        MAGICIAN,
        "",
        summoning="If a player has a Trap Card in their GY, you can Special Summon this card "
        "from your hand to your field in face-up Defense Position.",
    )
    assert _mods(encoding)[0]["condition"] == [
        {"cond": "has", "from": "all_gy", "filter": {"kind": "trap"}}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [TRAP]))
    magician = board.hand(s, 0, MAGICIAN)
    assert f"special {magician} {DEF}" not in verbs(s)
    board.gy(s, 1, TRAP)
    assert f"special {magician} {DEF}" in verbs(s)


def test_special_summon_with_exactly_so_many_monsters_except_a_name() -> None:
    encoding = compiled(
        MAGICIAN,
        "",
        summoning='If you have 2 face-up DARK Attribute monsters on your field, except "Dark '
        'Sorcerer", you can Special Summon this card from your hand face-up to your field.',
    )
    assert _mods(encoding)[0]["condition"] == [
        {
            "cond": "has",
            "from": "own_faceup",
            "filter": {"kind": "monster", "attribute": "DARK", "not_ids": [SORCERER]},
            "min": 2,
            "max": 2,
        }
    ]
    encoding = compiled(
        MAGICIAN,
        "",
        summoning='If you have 1 face-up DARK Attribute monster on your field, except "Dark '
        'Sorcerer", you can Special Summon this card from your hand face-up to your field.',
    )
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, MAGICIAN, SORCERER], []))
    board.hand(s, 0, MAGICIAN)
    board.monster(s, 0, SORCERER)  # not counted
    assert not _specials(s)
    board.monster(s, 0, MAGICIAN)
    assert _specials(s)
    s = board.game(cards=([MAGICIAN, MAGICIAN, MAGICIAN], []))
    board.hand(s, 0, MAGICIAN)
    board.monster(s, 0, MAGICIAN)
    board.monster(s, 0, MAGICIAN)
    assert not _specials(s)  # 2: not exactly 1


# ---------------------------------------------------------------------- names in the hand/GY


def test_the_name_changes_in_the_hand_and_in_the_gy() -> None:
    encoding = compiled(
        SORCERER,
        "",
        summoning='This card\'s name becomes "Dragorite" while in the hand or in the GY.',
    )
    assert _mods(encoding) == [
        {"rule": "name", "value": DRAGORITE, "zone": "hand"},
        {"rule": "name", "value": DRAGORITE, "zone": "gy"},
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SORCERER, SORCERER, SORCERER], []))
    in_hand, in_gy = board.hand(s, 0, SORCERER), board.gy(s, 0, SORCERER)
    on_field = board.monster(s, 0, SORCERER)
    assert printed_facts(s, in_hand).name_id == DRAGORITE
    assert printed_facts(s, in_gy).name_id == DRAGORITE
    assert printed_facts(s, on_field).name_id == SORCERER
