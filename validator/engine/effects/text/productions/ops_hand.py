"""A card of the opponent's hand chosen after looking at it.

"Look at your opponent's hand, choose 1 card, and send it to the GY" (相手の手札を確認し、その中
からカード１枚を選んで墓地へ送る), "... and shuffle it into the Deck" (デッキに戻す): the player
sees the opponent's hand (the engine shows every card to its players: nothing to record) and
chooses the card among them as the effect resolves (the source `opp_hand`); the card goes to
its owner's GY, or into its owner's Deck, which is shuffled. With no card in the opponent's
hand, the effect cannot be activated (its choice cannot be made).
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import production
from validator.engine.effects.text.names import NoMatch

Steps = list[dict[str, Any]]

_LOOK = "look at your opponent's hand, choose {n} card, and "


def _chosen(draft: Draft, n: int) -> dict[str, Any]:
    if n != 1:
        raise NoMatch("1 card")
    if draft.category != "sentence":
        raise NoMatch("an effect's step")
    draft.picks.append({"from": "opp_hand"})
    draft.last_pick = len(draft.picks) - 1
    return {"pick": draft.last_pick}


@production("op", "ops_hand_look_send", _LOOK + "send it to the GY")
def _look_send(draft: Draft, n: int) -> Steps:
    return [{"op": "send", "target": _chosen(draft, n)}]


@production("op", "ops_hand_look_shuffle", _LOOK + "shuffle it into the Deck")
def _look_shuffle(draft: Draft, n: int) -> Steps:
    return [{"op": "to_deck", "target": _chosen(draft, n)}]
