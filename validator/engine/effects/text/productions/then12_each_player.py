"""Cards each player sends from their Deck, counted in the same sentence, and a later part for
a card on your field: "Each player sends 2 cards from the top of their Deck to the GY, and
inflict damage to your opponent equal to [the number of monsters sent to the GY by this
effect] x 100. Then, if a face-up Equip Spell Card is on your field, you can change ..."
(お互いのプレイヤーは自身のデッキの上からカードを２枚墓地へ送り、… その後、自分フィールドに
表側表示の装備魔法カードがある場合、…).

- "each player sends 2 cards from the top of their Deck to the GY": as "each player sends the
  top 2 cards of their Deck to the GY".
- "..., and ...": the cards sent, then what follows, which counts them (read with the sending
  as the effect's last step so far, as `positions10` reads a destruction and what follows).
- "a face-up Equip Spell Card is on your field": as "you have a face-up Equip Spell Card on
  your field".
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import BY_NAME, Parse, production
from validator.engine.effects.text.names import NoMatch

Steps = list[dict[str, Any]]

_MILL_EACH = "then12_each_player_mill"


@production(
    "op",
    _MILL_EACH,
    "each player sends {n} cards from the top of their Deck to the GY",
    accepts=lambda n: n > 1,
)
def _mill_each(draft: Draft, n: int) -> Steps:
    return BY_NAME["mill_each"].build(draft, n=n)


@production(
    "steps",
    "then12_each_player_mill_and",
    "{o:op}, and {s:steps}",
    accepts=lambda o, s: o.production in (_MILL_EACH, "mill_each", "mill_each#2"),
)
def _mill_and(draft: Draft, o: Parse, s: Parse) -> Steps:
    """The cards sent, and what follows, which may count them."""
    return BY_NAME["positions10_done_and"].build(draft, o=o, s=s)


@production("condition", "then12_each_player_is_on_your_field", "{d:desc} is on your field")
def _is_on_your_field(draft: Draft, d: dict[str, Any]) -> list[dict[str, Any]]:
    if d.get("article") != "a" or d.get("plural"):
        raise NoMatch("one card, 'a'")
    return BY_NAME["has_field"].build(draft, d=d)
