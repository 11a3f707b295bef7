"""Summoning procedures and zone facts of summoning conditions: Contact Fusion, a Special
Summon from the hand under a condition or by revealing a card, a Normal Summon without
Tributing, and a Legend Card in the hand or GY; each compiled from a made-up clause and played
on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import play, verbs
from tests.engine.text.text_support import board_playing, compiled, missing
from validator.engine.lasting import printed_facts
from validator.engine.state import (
    ATK,
    DEF,
    FACEDOWN,
    SUMMONED_FUSION,
    SUMMONED_NS,
    SUMMONED_SPECIAL,
)

MAGICIAN = 15150  # Sevens Road Magician: Level 7 DARK Spellcaster, 2100 ATK
SORCERER = 15154  # Dark Sorcerer: Level 4 DARK Spellcaster Normal Monster
DRAGORITE = 15168  # Dragorite: Level 4 EARTH Dragon Normal Monster
EMPEROR = 20647  # a Fusion Monster of two named materials
EMPEROR_MATERIALS = (20615, 20613)


def _procedure(encoding: dict) -> dict:
    (effect,) = [e for e in encoding["effects"] if e["kind"] == "continuous"]
    (mod,) = effect["modifiers"]
    return mod


# ----------------------------------------------------------------------------- Contact Fusion


def test_contact_fusion_shuffles_the_named_materials_into_the_deck() -> None:
    for text in (
        "This card can be Contact Fusioned.",
        "This card can be Contact Fusioned (Fusion Summon by shuffling the above face-up "
        "monsters from your field into the owner's Deck as materials).",
    ):
        encoding = compiled(EMPEROR, "", summoning=text)
        assert _procedure(encoding) == {"rule": "contact_fusion"}
    board = board_playing(encoding)
    s = board.game(cards=([*EMPEROR_MATERIALS, SORCERER], []), extra=([EMPEROR], []))
    first, second = (board.monster(s, 0, m) for m in EMPEROR_MATERIALS)
    board.monster(s, 0, SORCERER)
    emperor = s.extra[0][0]
    low, high = sorted((first, second))
    assert f"contact {emperor} {ATK} {low} {high}" in verbs(s)
    assert f"contact {emperor} {DEF} {low} {high}" in verbs(s)
    deck = len(s.deck[0])
    play(s, f"contact {emperor} {DEF} {low} {high}")
    assert s.pos[emperor] == DEF and emperor in s.mzone[0]
    assert s.flags[emperor] & SUMMONED_FUSION and s.flags[emperor] & SUMMONED_SPECIAL
    assert first in s.deck[0] and second in s.deck[0] and len(s.deck[0]) == deck + 2
    assert not s.gy[0]


def test_no_contact_fusion_without_every_named_material_face_up() -> None:
    encoding = compiled(EMPEROR, "", summoning="This card can be Contact Fusioned.")
    board = board_playing(encoding)
    s = board.game(cards=([*EMPEROR_MATERIALS], []), extra=([EMPEROR], []))
    board.monster(s, 0, EMPEROR_MATERIALS[0])
    board.hand(s, 0, EMPEROR_MATERIALS[1])
    assert not [v for v in verbs(s) if v.startswith("contact")]


def test_only_a_fusion_monster_of_named_materials_is_contact_fusioned() -> None:
    assert missing(MAGICIAN, summoning="This card can be Contact Fusioned.")


# ------------------------------------------------------------- Special Summon from the hand


def test_special_summon_from_the_hand_while_the_condition_holds() -> None:
    encoding = compiled(
        MAGICIAN,
        "",
        summoning="If you have no monsters on your field, you can Special Summon this card "
        "from your hand face-up to your field.",
    )
    assert _procedure(encoding) == {
        "rule": "hand_special",
        "zone": "hand",
        "condition": [{"cond": "not", "condition": {"cond": "has", "from": "own_monsters"}}],
    }
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, MAGICIAN, SORCERER], []))
    magician = board.hand(s, 0, MAGICIAN)
    assert f"special {magician} {ATK}" in verbs(s)
    assert f"special {magician} {DEF}" in verbs(s)
    play(s, f"special {magician} {ATK}")
    assert s.pos[magician] == ATK and s.flags[magician] & SUMMONED_SPECIAL
    other = board.hand(s, 0, MAGICIAN)
    assert not [v for v in verbs(s) if v.startswith(f"special {other}")]  # a monster now


def test_special_summon_from_the_hand_in_defense_position_only() -> None:
    encoding = compiled(
        MAGICIAN,
        "",
        summoning="If you have a face-up Dragon Type monster on your field, you can Special "
        "Summon this card from your hand to your field in face-up Defense Position.",
    )
    assert _procedure(encoding)["value"] == "defense"
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, DRAGORITE], []))
    magician = board.hand(s, 0, MAGICIAN)
    assert not [v for v in verbs(s) if v.startswith("special")]
    board.monster(s, 0, DRAGORITE)
    assert [v for v in verbs(s) if v.startswith("special")] == [f"special {magician} {DEF}"]
    play(s, f"special {magician} {DEF}")
    assert s.pos[magician] == DEF


def test_special_summon_from_the_hand_by_revealing_a_card() -> None:
    encoding = compiled(
        MAGICIAN,
        "",
        summoning="You can Special Summon this card from your hand face-up to your field by "
        "revealing 1 Level 4 monster in your hand.",
    )
    assert _procedure(encoding)["condition"] == [
        {
            "cond": "has",
            "from": "own_hand",
            "other": True,
            "filter": {"kind": "monster", "level": 4},
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, SORCERER], []))
    magician = board.hand(s, 0, MAGICIAN)
    assert not [v for v in verbs(s) if v.startswith("special")]
    sorcerer = board.hand(s, 0, SORCERER)
    play(s, f"special {magician} {ATK}")
    assert s.pos[magician] == ATK and sorcerer in s.hand[0]  # revealed, not moved


def test_a_revealed_card_that_could_be_this_card_is_not_read() -> None:
    text = (
        "You can Special Summon this card from your hand face-up to your field by revealing "
        "1 Level 7 monster in your hand."
    )
    assert missing(MAGICIAN, summoning=text)
    assert not missing(MAGICIAN, summoning=text.replace("1 Level 7", "1 other Level 7"))


# ---------------------------------------------------------------- Normal Summon, no Tribute


def test_normal_summon_without_tributing_while_the_condition_holds() -> None:
    encoding = compiled(
        MAGICIAN,
        "",
        summoning="If you have a face-up Dragon Type monster on your field, you can Normal "
        "Summon this card without Tributing.",
    )
    assert _procedure(encoding)["rule"] == "no_tribute"
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, DRAGORITE, SORCERER], []))
    magician = board.hand(s, 0, MAGICIAN)
    board.monster(s, 0, SORCERER)
    assert f"summon {magician}" not in verbs(s)
    board.monster(s, 0, DRAGORITE)
    assert f"summon {magician}" in verbs(s)
    assert f"set {magician}" not in verbs(s)  # a Normal Summon, never a Set
    play(s, f"summon {magician}")
    assert s.pos[magician] == ATK and s.flags[magician] & SUMMONED_NS
    assert len(s.gy[0]) == 0


def test_only_a_level_5_or_higher_monster_is_summoned_without_tributing() -> None:
    assert missing(SORCERER, summoning="You can Normal Summon this card without Tributing.")


# ------------------------------------------------------------------------------ Legend Cards


def test_a_card_treated_as_a_legend_card_in_the_hand_and_gy() -> None:
    encoding = compiled(
        SORCERER, "", summoning="This card is treated as a Legend Card while in the hand or GY."
    )
    effect = encoding["effects"][0]
    assert effect["modifiers"] == [
        {"rule": "legend", "zone": "hand"},
        {"rule": "legend", "zone": "gy"},
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SORCERER, SORCERER, SORCERER], []))
    in_hand, in_gy = board.hand(s, 0, SORCERER), board.gy(s, 0, SORCERER)
    on_field = board.monster(s, 0, SORCERER)
    assert printed_facts(s, in_hand).legend and printed_facts(s, in_gy).legend
    assert not printed_facts(s, on_field).legend
    assert not s.infos[in_hand].legend


# ---------------------------------------------------------------- Tribute Summon, 1 Tribute


def test_tribute_summon_by_tributing_one_described_monster() -> None:
    encoding = compiled(
        MAGICIAN,
        "",
        summoning="You can Tribute Summon this card in Attack Position by Tributing 1 face-up "
        "Dragon Type monster.",
    )
    assert _procedure(encoding) == {
        "rule": "one_tribute",
        "zone": "hand",
        "value": "faceup",
        "filter": {"kind": "monster", "race": "Dragon"},
    }
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, DRAGORITE, SORCERER, DRAGORITE], []))
    magician = board.hand(s, 0, MAGICIAN)
    dragon = board.monster(s, 0, DRAGORITE)
    sorcerer = board.monster(s, 0, SORCERER)
    board.monster(s, 0, DRAGORITE, pos=FACEDOWN)  # a face-down Dragon: no single Tribute
    singles = [v for v in verbs(s) if v.startswith(f"summon {magician} ") and v.count(" ") == 2]
    assert singles == [f"summon {magician} {dragon}"]  # not the face-down Dragon, nor a Spellcaster
    assert f"summon {magician} {dragon} {sorcerer}" in verbs(s)  # two Tributes, as ever
    assert f"set {magician} {dragon}" not in verbs(s)
    play(s, f"summon {magician} {dragon}")
    assert s.pos[magician] == ATK and dragon in s.gy[0] and sorcerer in s.mzone[0]


def test_only_a_level_7_or_higher_monster_is_summoned_with_one_tribute() -> None:
    text = "You can Tribute Summon this card in Attack Position by Tributing 1 monster."
    assert missing(SORCERER, summoning=text)
    assert not missing(MAGICIAN, summoning=text)
