"""The rules, one module per family; each has a NAME and yields Violations.

Deck rules read a `Tally` (the deck counted once) and a `RuleContext` (the format's values on
the date); `team` and `party` read several decks; `declared` warns of what a deck file says of
itself (a header's stated size).
"""

from validator.rules import copies, declared, legend, pool, regulation, section, size
from validator.rules.context import RuleContext, build_context, card_facts
from validator.rules.tally import Tally, tally

DECK_RULES = (size, section, pool, copies, regulation, legend)

__all__ = [
    "DECK_RULES",
    "RuleContext",
    "Tally",
    "build_context",
    "card_facts",
    "declared",
    "tally",
]
