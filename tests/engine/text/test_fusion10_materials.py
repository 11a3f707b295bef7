"""Monsters that cannot be used as material for a Fusion Summon: static effects compiled from
made-up clauses (with real cards' ids for their facts) and played with the Spell "Fusion", a
Fusion Summon by an effect and a Contact Fusion."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, verbs
from tests.engine.conftest import Board
from tests.engine.text.test_statics4 import table_of
from tests.engine.text.text_support import compiled, round_trip
from validator.engine import lasting
from validator.engine.state import FACEDOWN

HARPIES = 21504  # Harpie Lady 1 & 2 & 3: a Fusion Monster with continuous effects
MAGICIAN = 15150  # Sevens Road Magician: a Level 7 monster
WITCH = 15178  # Sevens Road Witch: a Level 6 monster
MASTER = 17308  # Master of the Sevens Road: "Sevens Road Magician" + "Sevens Road Witch"
FUSION = 16934  # the Spell "Fusion"
SPELL = 22030  # a Normal Spell (its text made up here)
CONTINUOUS = ("Continuous",)

FACE_UP = "Face-up Level 7 monsters on your field cannot be used as material for a Fusion Summon."
ANY = (
    "During your opponent's turn, monsters on your field cannot be used as material for a "
    "Fusion Summon."
)
OPPONENT = "Your opponent cannot use monsters on your field as material for a Fusion Summon."
BY_EFFECT = "Fusion Summon by sending monsters from your hand or field to the GY as material."


def _board(text: str) -> Board:
    barring = compiled(HARPIES, text, effect_types=CONTINUOUS)
    return Board(table_of(barring, compiled(SPELL, BY_EFFECT)))


def test_face_up_monsters_of_a_kind_are_no_materials() -> None:
    (effect,) = compiled(HARPIES, FACE_UP, effect_types=CONTINUOUS)["effects"]
    assert effect["modifiers"] == [
        {"rule": "no_fusion_material", "side": "own", "filter": {"level": 7}}
    ]
    board = _board(FACE_UP)
    s = board.game(cards=([FUSION, SPELL, MAGICIAN, WITCH], []), extra=([HARPIES, MASTER], []))
    fusion, spell = board.hand(s, 0, FUSION), board.hand(s, 0, SPELL)
    magician, witch = board.monster(s, 0, MAGICIAN), board.monster(s, 0, WITCH)
    master = next(c for c in s.extra[0] if s.infos[c].id == MASTER)
    assert activations(s, fusion) == [(master, *sorted((magician, witch)))]  # no static yet
    board.monster(s, 0, HARPIES)
    assert activations(s, fusion) == []  # the face-up Level 7 Magician is no material
    assert activations(s, spell) == []
    s = board.game(cards=([SPELL, MAGICIAN, WITCH], []), extra=([HARPIES, MASTER], []))
    spell = board.hand(s, 0, SPELL)
    board.monster(s, 0, HARPIES)
    board.monster(s, 0, MAGICIAN, FACEDOWN)  # face-down: still a material
    board.hand(s, 0, WITCH)
    assert activations(s, spell) == [()]


def test_all_monsters_of_a_side_during_the_opponents_turn() -> None:
    (effect,) = compiled(HARPIES, ANY, effect_types=CONTINUOUS)["effects"]
    assert effect["modifiers"] == [
        {
            "rule": "no_fusion_material",
            "side": "own",
            "reach": "monsters",
            "condition": [{"cond": "turn", "whose": "opp"}],
        }
    ]
    board = _board(ANY)
    for tp, offered in ((0, True), (1, False)):
        s = board.game(cards=([MAGICIAN, WITCH], []), extra=([HARPIES, MASTER], []), tp=tp)
        board.monster(s, 0, HARPIES)
        magician = board.monster(s, 0, MAGICIAN, FACEDOWN)  # face-down ones too
        witch = board.hand(s, 0, WITCH)
        master = next(c for c in s.extra[0] if s.infos[c].id == MASTER)
        assert lasting.fusion_materials_allowed(s, 0, master, (magician, witch)) == offered
        assert lasting.fusion_materials_allowed(s, 0, master, (witch,))  # the hand: not on it


def test_the_opponent_alone_cannot_use_them() -> None:
    (effect,) = compiled(HARPIES, OPPONENT, effect_types=CONTINUOUS)["effects"]
    assert effect["modifiers"] == [
        {"rule": "no_fusion_material", "value": "opp", "side": "own", "reach": "monsters"}
    ]
    board = _board(OPPONENT)
    s = board.game(cards=([FUSION, MAGICIAN, WITCH], []), extra=([HARPIES, MASTER], []))
    fusion = board.hand(s, 0, FUSION)
    board.monster(s, 0, HARPIES)
    magician, witch = board.monster(s, 0, MAGICIAN), board.monster(s, 0, WITCH)
    assert activations(s, fusion)  # its controller's own Fusion Summon
    master = next(c for c in s.extra[0] if s.infos[c].id == MASTER)
    assert not lasting.fusion_materials_allowed(s, 1, master, (magician, witch))


def test_the_clauses_render_back() -> None:
    for text in (FACE_UP, ANY, OPPONENT):
        assert round_trip("static", text) == text[:-1]


def test_no_contact_fusion_with_them() -> None:
    barring = compiled(HARPIES, FACE_UP, effect_types=CONTINUOUS)
    contact = compiled(MASTER, "", summoning="This card can be Contact Fusioned.")
    board = Board(table_of(barring, contact))
    s = board.game(cards=([MAGICIAN, WITCH], []), extra=([HARPIES, MASTER], []))
    board.monster(s, 0, MAGICIAN)
    board.monster(s, 0, WITCH)
    assert any(v.startswith("contact") for v in verbs(s))
    board.monster(s, 0, HARPIES)
    assert not any(v.startswith("contact") for v in verbs(s))


def test_the_opponent_cannot_take_them_from_either_field() -> None:
    either = (
        "Fusion Summon a DARK Attribute monster by sending DARK Attribute monsters from among "
        "the face-up monsters on either field to the GY as material."
    )
    barring = compiled(HARPIES, OPPONENT, effect_types=CONTINUOUS)
    board = Board(table_of(barring, compiled(SPELL, either)))
    for guarded, offered in ((True, False), (False, True)):
        s = board.game(cards=([SPELL, MAGICIAN], [WITCH]), extra=([MASTER], [HARPIES]))
        spell = board.hand(s, 0, SPELL)
        board.monster(s, 0, MAGICIAN)
        board.monster(s, 1, WITCH)  # the opponent's Witch
        if guarded:
            board.monster(s, 1, HARPIES)
        assert bool(activations(s, spell)) == offered


FAMILIAR = 23241  # Familiar-Possessed - Wynn: "Wynn the Wind Charmer" + 1 WIND monster
WYNN = 23041  # Wynn the Wind Charmer
FAITH_BIRD = 15216  # a WIND monster
NOT_OF_ITSELF = (
    'This card cannot be used as material for the Fusion Summon of "Familiar-Possessed - Wynn".'
)


def test_no_material_of_a_named_fusion_monster() -> None:
    encoding = compiled(
        FAMILIAR,
        NOT_OF_ITSELF,
        summoning="This card can be Contact Fusioned.",
        effect_types=CONTINUOUS,
    )
    assert {"rule": "no_fusion_material", "against": {"ids": [FAMILIAR]}} in encoding["effects"][0][
        "modifiers"
    ]
    assert round_trip("static", NOT_OF_ITSELF) == NOT_OF_ITSELF[:-1]
    board = Board(table_of(encoding))
    s = board.game(cards=([WYNN, FAITH_BIRD], []), extra=([FAMILIAR, FAMILIAR], []))
    wynn = board.monster(s, 0, WYNN)
    placed = board.monster(s, 0, FAMILIAR)  # a WIND monster, but not for another of its name
    assert not [v for v in verbs(s) if v.startswith("contact")]
    bird = board.monster(s, 0, FAITH_BIRD)
    contacts = [v.split() for v in verbs(s) if v.startswith("contact")]
    assert contacts and all(set(v[3:]) == {str(wynn), str(bird)} for v in contacts)
    assert placed in s.mzone[0]


MOON = 19660  # Red-Eyes Moon Dragon: a Level 4 monster (its text made up here)
AS_MAGICIAN = (
    'If used as material for a Fusion Summon, this card\'s name becomes "Sevens Road Magician".'
)


def test_its_name_as_material_on_the_field() -> None:
    (effect,) = compiled(MOON, AS_MAGICIAN, effect_types=CONTINUOUS)["effects"]
    assert effect["modifiers"] == [{"rule": "material_name", "value": MAGICIAN}]
    assert round_trip("static", AS_MAGICIAN) == AS_MAGICIAN[:-1]
    moon = compiled(MOON, AS_MAGICIAN, effect_types=CONTINUOUS)
    board = Board(table_of(moon, compiled(SPELL, BY_EFFECT)))
    s = board.game(cards=([FUSION, MOON, WITCH], []), extra=([MASTER], []))
    fusion = board.hand(s, 0, FUSION)
    dragon, witch = board.monster(s, 0, MOON), board.monster(s, 0, WITCH)
    master = s.extra[0][0]
    assert lasting.facts(s, dragon).name_id == MOON  # its name, but as a material
    assert activations(s, fusion) == [(master, *sorted((dragon, witch)))]
    # in the hand its effect is not in force: no "Sevens Road Magician" there
    s = board.game(cards=([SPELL, MOON, WITCH], []), extra=([MASTER], []))
    spell = board.hand(s, 0, SPELL)
    board.hand(s, 0, MOON)
    board.monster(s, 0, WITCH)
    assert activations(s, spell) == []


SPELL_TRAP = "This card cannot be destroyed by your opponent's Spell/Trap Card effects."


def test_not_destroyed_by_the_opponents_spell_trap_effects() -> None:
    (effect,) = compiled(HARPIES, SPELL_TRAP, effect_types=CONTINUOUS)["effects"]
    assert effect["modifiers"] == [{"rule": "indestructible", "value": "opp_spell_trap"}]
    assert round_trip("static", SPELL_TRAP) == SPELL_TRAP[:-1]
    board = Board(table_of(compiled(HARPIES, SPELL_TRAP, effect_types=CONTINUOUS)))
    s = board.game(extra=([HARPIES], []))
    harpies = board.monster(s, 0, HARPIES)
    assert not lasting.destructible(s, harpies, "effect", 1, False, "spell")
    assert not lasting.destructible(s, harpies, "effect", 1, True)  # a Trap's
    assert lasting.destructible(s, harpies, "effect", 1, False, "monster")
    assert lasting.destructible(s, harpies, "effect", 0, False, "spell")  # its own player's
    assert lasting.destructible(s, harpies, "battle", 1, False)
