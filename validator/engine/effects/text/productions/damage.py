"""Operations on Life Points and on battle: damage, LP gain, negating an attack."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import production

Steps = list[dict[str, Any]]


@production("op", "damage", "inflict {n} damage to your opponent")
def _damage(draft: Draft, n: int) -> Steps:
    return [{"op": "damage", "amount": n}]


@production("op", "gain_lp", "gain {n} LP")
def _gain_lp(draft: Draft, n: int) -> Steps:
    return [{"op": "gain_lp", "amount": n}]


@production("op", "negate_attack", "negate the attack")
def _negate(draft: Draft) -> Steps:
    return [{"op": "negate_attack"}]
