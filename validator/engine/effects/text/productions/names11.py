"""A Ritual Spell's part that asks what its materials were: "Ritual Summon "A" by sending ...
as material. Then, if you sent a monster whose original name is "B" to the GY by this effect,
you can ..." (この効果で元々のカード名が「B」のモンスターを墓地へ送った場合、さらに...).

The Ritual Summon is the Spell's own step (its materials are `Ctx.args`), not an operation of
the effect's program, so the test is of those materials (`materials`), read as printed: they
are in the GY by then.
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import Parse, build, production
from validator.engine.effects.text.names import NoMatch

_SENT_NAMED = "you sent a monster whose original name is {a:name} to the GY by this effect"


@production(
    "sentence",
    "names11_ritual_sent_named",
    f"if {_SENT_NAMED}, {{s:steps}}",
    f"then, if {_SENT_NAMED}, {{s:steps}}",
)
def _ritual_sent_named(draft: Draft, a: int, s: Parse) -> None:
    """Right after the Ritual Summon a Ritual Spell's first sentence reads (nothing else done
    before it): one of the materials sent was a monster printed with that name."""
    if draft.kind != "ritual" or draft.ritual is None or draft.effect:
        raise NoMatch("right after a Ritual Spell's summon")
    condition = {"cond": "materials", "filter": {"kind": "monster", "ids": [a]}}
    draft.effect.append({"op": "if", "condition": [condition], "then": build(s, draft)})


@production("trait", "names11_trait_attack_all", "can attack all opponent's monsters once each")
def _attack_all(draft: Draft) -> list[dict[str, Any]]:
    """A monster's lasting trait ("●The equipped monster can attack all opponent's monsters
    once each", 装備モンスターは相手モンスター全てに１回ずつ攻撃できる): each of the opponent's
    monsters once, and no direct attack by it in that Battle Phase (`attack_all`)."""
    return [{"rule": "attack_all"}]
