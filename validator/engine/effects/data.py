"""Structured encodings of card effects, keyed by card id (konami_id).

Each entry is authored from the card's printed text and says, in the vocabulary of
`vocabulary.py`, what the card does; the text itself is not stored. `partial: True` marks an
encoding that leaves out part of the text (reported by `rushdeck engine coverage`).
"""

from __future__ import annotations

from typing import Any

FUSION_SPELL = 16934  # the Spell "Fusion": Fusion Summon with the named materials

ENCODINGS: dict[int, dict[str, Any]] = {}
