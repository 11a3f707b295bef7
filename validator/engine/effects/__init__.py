"""Card effects as data plus a shared vocabulary of operations, keyed by card id."""

from validator.engine.effects.registry import effect_for, exact, implemented
from validator.engine.effects.vocabulary import (
    activate,
    activations,
    effect_choices,
    trap_windows,
)

__all__ = [
    "activate",
    "activations",
    "effect_choices",
    "effect_for",
    "exact",
    "implemented",
    "trap_windows",
]
