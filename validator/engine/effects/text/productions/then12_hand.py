"""Cards of the hand sent after a draw, and a ban on battle damage said with "also": "Draw 3
cards. Then, send 1 or more cards from your hand to the GY. If you have no monsters on your
field, you also take no battle damage from your opponent's Level 8 or lower monsters' attacks
this turn" (自分はデッキから３枚ドローする。その後、自分の手札を１枚以上選んで墓地へ送る。
自分フィールドにモンスターが存在しない場合、さらにこのターン、…).

- "send 1 or more cards from your hand to the GY": as "send any number of cards from your hand
  to the GY" (one or more, up to as many as there are when they are chosen).
- "you also take no battle damage from ...": as "you take no battle damage from ...", besides
  what the effect did before.
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import BY_NAME, production

Steps = list[dict[str, Any]]


@production("op", "then12_hand_send_one_or_more", "send 1 or more {d:desc} {at:place} to the GY")
def _send_one_or_more(draft: Draft, d: dict[str, Any], at: dict[str, str]) -> Steps:
    return BY_NAME["amounts10_any_number_send"].build(draft, d=d, at=at)


@production(
    "change",
    "then12_hand_also_no_attack_damage",
    "you also take no battle damage from your opponent's {d:desc}' attacks",
)
def _also_no_attack_damage(draft: Draft, d: dict[str, Any]) -> Steps:
    return BY_NAME["battle10_no_attack_damage"].build(draft, d=d)
