"""The effect language: every word's declaration accepts its example and refuses malformed uses,
naming the card and the field; the effect files name real cards and are in canonical form."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from validator.cards import load_cards
from validator.engine.effects import declare as d
from validator.engine.effects.compile import compile_card
from validator.engine.effects.declare import EncodingError, Param, Word
from validator.engine.effects.language import KIND_OF_CARD, STRUCTURES, VOCABULARIES
from validator.engine.effects.registry import (
    EFFECT_FILES,
    card_effects,
    effect_text_ids,
    encodings,
    format_file,
    load_file,
)
from validator.paths import bundled

CARD = 16372  # any card id: the compiler does not look the card up


def _uses_pick(value: Any) -> bool:
    return '"pick"' in json.dumps(value)


def encoding_with(word: Word, use: dict[str, Any]) -> dict[str, Any]:
    """A whole encoding that uses the word once (with a pick for it to name, if it names one)."""
    picks = [{"from": "own_gy"}] if _uses_pick(use) else []
    uses_pick0 = [{"op": "to_hand", "target": {"pick": 0}}] if picks else []
    if word.group == "operation":
        effect = {"kind": "spell", "picks": picks, "effect": [use]}
    elif word.group == "condition":
        effect = {"kind": "spell", "picks": picks, "condition": [use], "effect": uses_pick0}
    elif word.group == "counter":
        damage = {"op": "damage", "amount": {"count": use}}
        effect = {"kind": "spell", "picks": picks, "effect": [*uses_pick0, damage]}
    else:  # a filter key
        key, value = use["key"], use["value"]
        pick = {"from": "own_gy", "filter": {key: value}}
        effect = {
            "kind": "spell",
            "picks": [pick],
            "effect": [{"op": "to_hand", "target": {"pick": 0}}],
        }
    return {"card": CARD, "name": "Pot of Greed", "effects": [effect]}


def _filter_use(word: Word) -> dict[str, Any]:
    return {"key": word.name, "value": word.example["value"]}


ALL_WORDS = [word for vocab in VOCABULARIES for word in vocab]
WORD_IDS = [f"{w.group}:{w.name}" for w in ALL_WORDS]


def _use(word: Word) -> dict[str, Any]:
    return _filter_use(word) if word.group == "filter key" else dict(word.example)


def _compile(word: Word, use: dict[str, Any]) -> None:
    compile_card(encoding_with(word, use), "hand")


@pytest.mark.parametrize("word", ALL_WORDS, ids=WORD_IDS)
def test_every_word_accepts_its_declared_example(word):
    _compile(word, _use(word))


WRONG: dict[str, Any] = {
    d.INT: "three",
    d.BOOL: "yes",
    d.TEXT: 5,
    d.ENUM: "nonsense",
    d.ENUMS: ["nonsense"],
    d.CARD: "Dark Magician",
    d.CARDS: "Dark Magician",
    d.INTS: "three",
    d.FILTER: {"colour": "red"},
    d.FILTERS: [{"colour": "red"}],
    d.TARGET: {"cards": 1},
    d.AMOUNT: "lots",
    d.COUNTER: {"counter": "nothing"},
    d.CONDITIONS: [{"cond": "nothing"}],
    d.CONDITION: {"cond": "nothing"},
    d.STEPS: [{"op": "nothing"}],
    d.PICK: 7,
    d.SOURCE: "nowhere",
    d.DURATION: "forever",
}


def _params(word: Word) -> list[Param]:
    return [p for p in word.params if p.type in WRONG]


def _refused(word: Word, use: dict[str, Any], field: str) -> EncodingError:
    with pytest.raises(EncodingError) as caught:
        _compile(word, use)
    assert caught.value.card == CARD
    assert field in caught.value.path, (caught.value.path, field)
    return caught.value


@pytest.mark.parametrize("word", ALL_WORDS, ids=WORD_IDS)
def test_every_word_refuses_an_unknown_parameter(word):
    if word.group == "filter key":
        use = {"key": "colour", "value": "red"}
        _refused(word, use, "filter.colour")
        return
    _refused(word, {**_use(word), "colour": "red"}, "colour")


@pytest.mark.parametrize("word", ALL_WORDS, ids=WORD_IDS)
def test_every_word_refuses_a_missing_or_mistyped_parameter(word):
    use = _use(word)
    if word.group == "filter key":
        _refused(word, {**use, "value": WRONG[word.params[0].type]}, f"filter.{word.name}")
        return
    for param in word.params:
        if param.required:
            error = _refused(word, {k: v for k, v in use.items() if k != param.name}, param.name)
            assert error.detail == "missing"
    for param in _params(word):
        _refused(word, {**use, param.name: WRONG[param.type]}, param.name)


def test_a_pick_index_out_of_range_names_the_field():
    spec = {
        "card": CARD,
        "name": "Pot of Greed",
        "effects": [
            {
                "kind": "spell",
                "picks": [{"from": "own_gy"}],
                "effect": [
                    {"op": "to_hand", "target": {"pick": 0}},
                    {"op": "destroy", "target": {"pick": 3}},
                ],
            }
        ],
    }
    with pytest.raises(EncodingError, match=r"effects\[0\]\.effect\[1\]\.target\.pick"):
        compile_card(spec, "hand")


def test_an_unused_pick_and_unknown_fields_of_every_structure_are_refused():
    base = {"card": CARD, "name": "Pot of Greed", "effects": [{"kind": "spell"}]}
    with pytest.raises(EncodingError, match="no step uses"):
        compile_card(
            {**base, "effects": [{"kind": "spell", "picks": [{"from": "own_gy"}]}]}, "hand"
        )
    for struct, params in STRUCTURES.items():
        assert params, struct
    bad_effects = [
        {"kind": "spell", "colour": 1},
        {
            "kind": "spell",
            "picks": [{"from": "own_gy", "colour": 1}],
            "effect": [{"op": "to_hand", "target": {"pick": 0}}],
        },
        {"kind": "trap", "trigger": {"event": "summon", "colour": 1}},
        {"kind": "field", "modifiers": [{"rule": "atk", "value": 100, "colour": 1}]},
        {"kind": "equip", "equip": {"to": "own_faceup", "colour": 1}},
        {"kind": "ritual", "ritual": {"hand": True, "colour": 1}},
    ]
    for effect in bad_effects:
        with pytest.raises(EncodingError, match="colour"):
            compile_card({**base, "effects": [effect]}, "hand")
    with pytest.raises(EncodingError, match="colour"):
        compile_card({**base, "colour": 1}, "hand")
    with pytest.raises(EncodingError, match="trigger"):
        compile_card({**base, "effects": [{"kind": "trap"}]}, "hand")
    with pytest.raises(EncodingError, match="modifier"):
        compile_card(
            {**base, "effects": [{"kind": "field", "modifiers": [{"rule": "atk"}]}]}, "hand"
        )


def test_only_a_name_change_works_from_the_hand_or_gy():
    def continuous(modifier: dict[str, Any]) -> dict[str, Any]:
        effect = {"kind": "continuous", "modifiers": [modifier]}
        return {"card": CARD, "name": "Pot of Greed", "effects": [effect]}

    compile_card(continuous({"rule": "name", "value": 15150, "zone": "gy"}), "hand")
    with pytest.raises(EncodingError, match=r"modifiers\[0\]\.zone.*only a name change"):
        compile_card(continuous({"rule": "atk", "value": 300, "zone": "hand"}), "hand")


def test_every_encoding_names_its_card_and_fits_its_kind():
    db = load_cards()
    for card_id, (source, spec) in encodings().items():
        card = db.get(card_id)
        assert card is not None, card_id
        assert spec["name"] == card.name, (card_id, spec["name"], card.name)
        assert card_id in effect_text_ids(), f"{card.name} has no effect text to encode"
        effects = card_effects(card_id)
        assert effects is not None and effects.source == source
        for effect in effects.effects:
            assert effect.kind in KIND_OF_CARD[card.kind], (card.name, effect.kind)
            if card.kind == "spell" and card.subtype in ("equip", "field", "ritual"):
                assert effect.kind in (card.subtype, "continuous"), card.name


@pytest.mark.parametrize("source", sorted(EFFECT_FILES))
def test_effect_files_are_in_their_canonical_layout(source):
    text = bundled("card_data", "effects", EFFECT_FILES[source]).read_text(encoding="utf-8")
    assert text == format_file(load_file(source)), (
        f"{EFFECT_FILES[source]} is not in its canonical layout: python scripts/format_effects.py"
    )


def test_a_file_layout_round_trips_and_is_one_card_a_block():
    entries = copy.deepcopy(load_file("hand"))[:3]
    text = format_file(entries)
    assert json.loads(text) == sorted(entries, key=lambda e: e["card"])
    assert text.count('{"card": ') == 3


def test_the_readme_counts_the_vocabulary_as_declared():
    readme = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")
    operations, conditions, counters, filters = (len(v.words) for v in VOCABULARIES)
    said = (
        f"The vocabulary: {operations} operations, {conditions} conditions, {counters} "
        f"counters and {filters} filter keys"
    )
    assert said in " ".join(readme.split())
