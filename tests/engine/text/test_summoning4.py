"""Summoning conditions of `summoning4.py`: Union Fusion, and a monster that cannot attack
unless its effect was activated this turn."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, play, verbs
from tests.engine.text.text_support import board_playing, compiled, missing, unread
from validator.engine.actions import Action
from validator.engine.describe import describe
from validator.engine.state import ATK, DEF, SUMMONED_FUSION, SUMMONED_SPECIAL

MAGICIAN = 15150  # Sevens Road Magician: Level 7 DARK Spellcaster, 2100 ATK
SORCERER = 15154  # Dark Sorcerer: Level 4 DARK Spellcaster Normal Monster, 1500 ATK / 0 DEF
DRAGORITE = 15168  # Dragorite: Level 4 EARTH Dragon Normal Monster, 1500 ATK

EMPEROR = 20647  # a Fusion Monster of two named materials
EMPEROR_MATERIALS = (20615, 20613)

# ----------------------------------------------------------------------------- Union Fusion


def test_union_fusion_places_the_materials_on_the_bottom_of_the_deck_in_any_order() -> None:
    for text in (
        "This card can be Union Fusioned.",
        "This card can be Union Fusioned (Fusion Summon by placing the above face-up cards from "
        "your field on the bottom of the owner's Deck in any order as materials).",
    ):
        encoding = compiled(EMPEROR, "", summoning=text)
        (effect,) = [e for e in encoding["effects"] if e["kind"] == "continuous"]
        assert effect["modifiers"] == [{"rule": "contact_fusion", "value": "union"}]
    board = board_playing(encoding)
    s = board.game(cards=([*EMPEROR_MATERIALS, SORCERER], []), extra=([EMPEROR], []))
    first, second = (board.monster(s, 0, m) for m in EMPEROR_MATERIALS)
    board.monster(s, 0, SORCERER)
    emperor = s.extra[0][0]
    contacts = {v for v in verbs(s) if v.startswith("contact")}
    assert contacts == {
        f"contact {emperor} {position} {a} {b}"
        for position in (ATK, DEF)
        for a, b in ((first, second), (second, first))
    }  # either order, either position
    said = describe(s, Action("contact", (emperor, ATK, second, first)))
    assert said.startswith("Union Fusions")
    top = list(s.deck[0])
    play(s, f"contact {emperor} {ATK} {second} {first}")
    assert s.pos[emperor] == ATK and emperor in s.mzone[0]
    assert s.flags[emperor] & SUMMONED_FUSION and s.flags[emperor] & SUMMONED_SPECIAL
    assert s.deck[0] == [first, second, *top]  # second at the bottom, then first below it
    assert not s.gy[0]


def test_no_union_fusion_without_every_material_face_up() -> None:
    encoding = compiled(EMPEROR, "", summoning="This card can be Union Fusioned.")
    board = board_playing(encoding)
    s = board.game(cards=([*EMPEROR_MATERIALS], []), extra=([EMPEROR], []))
    board.monster(s, 0, EMPEROR_MATERIALS[0])
    board.hand(s, 0, EMPEROR_MATERIALS[1])
    assert not [v for v in verbs(s) if v.startswith("contact")]


def test_only_a_fusion_monster_of_known_materials_is_union_fusioned() -> None:
    assert missing(MAGICIAN, summoning="This card can be Union Fusioned.")


# ---------------------------------------------------------- no attack unless its effect was used

_UNLESS_USED = "This card cannot attack during a turn its effect was not activated."


def test_cannot_attack_during_a_turn_its_effect_was_not_activated() -> None:
    encoding = compiled(
        MAGICIAN, "Send 1 other monster from your field to the GY.", summoning=_UNLESS_USED
    )
    assert encoding["effects"][1] == {
        "kind": "continuous",
        "modifiers": [
            {
                "rule": "cannot_attack",
                "condition": [{"cond": "not", "condition": {"cond": "used_effect"}}],
            }
        ],
    }
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, SORCERER], [DRAGORITE]))
    magician = board.monster(s, 0, MAGICIAN)
    sorcerer = board.monster(s, 0, SORCERER)
    board.monster(s, 1, DRAGORITE)
    play(s, "battle")
    attacks = [v for v in verbs(s) if v.startswith(f"attack {magician}")]
    assert not attacks  # its effect not activated: it cannot attack
    assert any(v.startswith(f"attack {sorcerer}") for v in verbs(s))  # others attack as usual


def test_it_attacks_once_its_effect_was_activated() -> None:
    encoding = compiled(
        MAGICIAN, "Send 1 other monster from your field to the GY.", summoning=_UNLESS_USED
    )
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, SORCERER], [DRAGORITE]))
    magician = board.monster(s, 0, MAGICIAN)
    sorcerer = board.monster(s, 0, SORCERER)
    board.monster(s, 1, DRAGORITE)
    assert activations(s, magician)
    play(s, f"act {magician}")
    if sorcerer in s.mzone[0]:
        play(s, f"pick {sorcerer}")
    assert sorcerer in s.gy[0]
    play(s, "battle")
    assert any(v.startswith(f"attack {magician}") for v in verbs(s))


def test_only_a_monster_with_an_effect_to_activate() -> None:
    assert unread(
        MAGICIAN, "This card gains 100 ATK.", summoning=_UNLESS_USED, effect_types=("Continuous",)
    )
