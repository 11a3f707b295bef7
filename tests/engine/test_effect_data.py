"""The effect encodings are well formed and match the cards they are keyed by."""

import pytest

from validator.cards import load_cards
from validator.engine.cards import CardInfo
from validator.engine.effects.data import ENCODINGS, FUSION_SPELL
from validator.engine.effects.model import compile_effect, compile_filter
from validator.engine.effects.registry import EFFECTS, effect_for, effect_text_ids, implemented
from validator.engine.effects.vocabulary import CONDITIONS, OPS
from validator.playtest.runner import game_seed
from validator.playtest.stats import wilson

KIND_OF_CARD = {
    "monster": {"ignition", "continuous"},
    "spell": {"spell", "equip", "field", "fusion", "ritual"},
    "trap": {"trap"},
}


def _clauses(clauses):
    for clause in clauses:
        yield clause
        for part in clause:
            if isinstance(part, tuple):
                yield from _clauses([part])


@pytest.mark.parametrize("card_id", sorted(ENCODINGS))
def test_each_encoding_names_a_card_of_the_right_kind_and_known_words(card_id):
    card = load_cards().get(card_id)
    assert card is not None and card.id in effect_text_ids()
    effect = EFFECTS[card_id]
    assert effect.kind in KIND_OF_CARD[card.kind]
    if card.kind == "spell" and card.subtype in ("equip", "field"):
        assert effect.kind == card.subtype
    for op in _clauses(effect.ops):
        assert op[0] in OPS or op[0] in CONDITIONS
    for cond in effect.cond:
        assert cond[0] in CONDITIONS
    for op in effect.ops:
        if isinstance(op[1] if len(op) > 1 else None, int) and op[0] not in (
            "draw",
            "mill",
            "damage",
            "gain",
            "opp_gain",
            "pay",
            "discard_random",
            "damage_per",
        ):
            assert op[1] < len(effect.picks), f"{op} refers to a missing pick"


def test_at_least_fifty_effects_and_the_generic_ones():
    assert len(EFFECTS) >= 50
    db = load_cards()
    assert db.get(FUSION_SPELL).name == "Fusion"
    ritual = CardInfo(db.get(21597))  # Black Magic Ritual: the generic Ritual Spell
    assert effect_for(ritual).kind == "ritual" and implemented(ritual)
    vanilla = CardInfo(db.get(15154))
    assert effect_for(vanilla) is None and implemented(vanilla)
    unknown_effect = CardInfo(db.get(15194))  # Yamiruler: not encoded
    assert not implemented(unknown_effect)


def test_bad_encodings_are_refused():
    with pytest.raises(ValueError):
        compile_effect({"kind": "teleport"})
    with pytest.raises(ValueError):
        compile_effect({"kind": "spell", "picks": [{"from": "nowhere"}]})
    with pytest.raises(ValueError):
        compile_filter({"colour": "red"})


def test_wilson_interval():
    low, high = wilson(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-3) and high == pytest.approx(0.5962, abs=1e-3)
    assert wilson(0, 0) == (0.0, 0.0)
    assert wilson(10, 10)[1] == 1.0


def test_game_seeds_are_stable_and_distinct():
    seeds = [game_seed(7, i) for i in range(1000)]
    assert len(set(seeds)) == 1000
    assert game_seed(7, 3) == game_seed(7, 3) != game_seed(8, 3)
