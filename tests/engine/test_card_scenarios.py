"""Every hand-written encoding has a scenario test of its own (Pokemon Showdown keeps one per
move); compiled encodings are tested per production instead (`tests/engine/text/`).

The scenario tests live in `tests/engine/cards/`, each marked `card(ID, ...)` (as a decorator
or as the marks of a parametrized case); this reads the marks from the source, so it holds
however the suite is selected.
"""

from __future__ import annotations

import ast
from pathlib import Path

from validator.engine.effects.registry import encodings

CARDS = Path(__file__).parent / "cards"


def _constants(tree: ast.Module) -> dict[str, int]:
    """The module's integer constants (`DM = 15410`, `A, B = 1, 2`)."""
    found: dict[str, int] = {}
    for node in tree.body:
        if not isinstance(node, ast.Assign):
            continue
        for target in node.targets:
            names = target.elts if isinstance(target, ast.Tuple) else [target]
            values = node.value.elts if isinstance(node.value, ast.Tuple) else [node.value]
            for name, value in zip(names, values, strict=False):
                constant = isinstance(value, ast.Constant) and isinstance(value.value, int)
                if isinstance(name, ast.Name) and constant:
                    found[name.id] = value.value
    return found


def marked_cards() -> dict[int, list[str]]:
    """Card id -> the scenario test files that mark it."""
    found: dict[int, list[str]] = {}
    for path in sorted(CARDS.glob("test_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        constants = _constants(tree)
        for node in ast.walk(tree):
            is_mark = (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "card"
            )
            if not is_mark:
                continue
            for arg in node.args:
                card = constants[arg.id] if isinstance(arg, ast.Name) else ast.literal_eval(arg)
                found.setdefault(card, []).append(path.name)
    return found


def _hand_written() -> set[int]:
    return {card for card, (source, _) in encodings().items() if source == "hand"}


def test_every_hand_written_card_has_a_scenario_test():
    missing = sorted(_hand_written() - set(marked_cards()))
    assert not missing, f"encoded cards without a scenario test: {missing}"


def test_scenario_marks_name_encoded_cards():
    unknown = sorted(set(marked_cards()) - set(encodings()))
    assert not unknown, f"scenario tests marked with cards that have no encoding: {unknown}"
