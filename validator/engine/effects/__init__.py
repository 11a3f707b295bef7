"""Card effects: a typed language (`language.py`), encodings as data files compiled on first use
(`registry.py`), and their activation and resolution (`resolve.py`)."""

from validator.engine.effects.registry import effects_for, exact, implemented
from validator.engine.effects.resolve import (
    activate,
    activations,
    decide,
    decisions,
    effect_choices,
    run_triggered,
    trap_choices,
)

__all__ = [
    "activate",
    "activations",
    "decide",
    "decisions",
    "effect_choices",
    "effects_for",
    "exact",
    "implemented",
    "run_triggered",
    "trap_choices",
]
