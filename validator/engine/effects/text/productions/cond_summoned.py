"""The monster Special Summoned by this effect, said after an optional Special Summon nested in
a condition, or followed by steps on the Deck (`specials.py` reads it right after an optional
Special Summon): "Then, if ..., you can Special Summon 1 "A" from your GY face-up to your
field. This turn, the monster Special Summoned by this effect cannot be destroyed by battle"
(このターン、この効果で特殊召喚したモンスターは戦闘では破壊されない).

The sentence changes the monster that Special Summon moved, and nothing when it did not happen
(the optional part declined, its condition not met). So its steps go into the same part, right
after the Special Summon, where "the monster Special Summoned" is the card that step moved.
Steps of the effect between the two that only deal with the Deck (the excavated cards shuffled
back, "Shuffle the other cards into the Deck") cannot touch the summoned monster, so the change
may come before them.
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import Parse, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.specials import build_about_summoned

Steps = list[dict[str, Any]]

_DECK_ONLY = frozenset({"place_excavated", "shuffle_deck"})
"""Steps that move or order only the cards of a Deck."""
_SUMMONED = (
    "the monster Special Summoned by this effect",
    "the monsters Special Summoned by this effect",
)


def _names_summoned(value: Any) -> bool:
    """Whether a parse says "the monster Special Summoned by this effect" somewhere."""
    if isinstance(value, Parse):
        return any(_names_summoned(v) for v in value.values.values())
    if isinstance(value, dict):
        return value.get("ref") in _SUMMONED
    return False


def _summon_part(steps: Steps) -> Steps | None:
    """The steps (a part of the effect, or of an optional or conditional part of it) that end
    with the effect's last Special Summon, after which only Deck steps follow; None when there
    is none."""
    at = len(steps)
    while at and steps[at - 1]["op"] in _DECK_ONLY:
        at -= 1
    if not at:
        return None
    last = steps[at - 1]
    if last["op"] == "special_summon":
        return steps if at == len(steps) else None
    if last["op"] in ("if", "may") and not last.get("else"):
        # (Deck steps after the part: the change goes in at the Special Summon all the same.)
        return _summon_part(last["then"])
    return None


@production(
    "sentence",
    "cond_summoned_in_part",
    "{s:steps}",
    accepts=lambda s: _names_summoned(s),
)
def _summoned_in_part(draft: Draft, s: Parse) -> None:
    if draft.effect and draft.effect[-1]["op"] == "special_summon":
        raise NoMatch("right after the Special Summon: read as it is")
    part = _summon_part(draft.effect)
    if part is None or part is draft.effect:
        raise NoMatch("no optional or conditional Special Summon before")
    build_about_summoned(s, draft, part)
