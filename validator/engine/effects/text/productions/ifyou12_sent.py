"""A part that applies when this effect sent some cards to the GY, said where the step just
before is not the one that sent them.

- After a Fusion Summon: "Fusion Summon by sending ... to the GY as material. If you sent "A"
  to the GY by this effect, you can also ..." (この効果で「A」を墓地へ送った場合): one of the
  materials sent was that card (`materials`).
- After other steps: "You can send 1 excavated monster to the GY. Shuffle the other cards into
  the Deck. If you sent "A" to the GY by this effect, ...": one of the cards the effect's steps
  sent is that card (the `sent` counter); "If you sent 2 or more Pyro monsters to the GY by this
  effect" (炎族モンスターが２体以上墓地へ送られた場合): at least that many of them are.
- After an optional mill: "You can send 7 cards from the top of your Deck to the GY. If you
  sent a card from the Deck to the GY, you can also ..." (デッキからカードを墓地へ送った場合):
  the mill sent a card (a Deck with cards left sends some).
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.describe import one_card_filter, to_filter
from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import Parse, build, production
from validator.engine.effects.text.names import NoMatch

Steps = list[dict[str, Any]]


def _if_sent(draft: Draft, test: dict[str, Any], s: Parse) -> None:
    draft.effect.append({"op": "if", "condition": [test], "then": build(s, draft)})


@production(
    "sentence",
    "ifyou12_sent_one",
    "if you sent {d:desc} to the GY by this effect, {s:steps}",
    "then, if you sent {d:desc} to the GY by this effect, {s:steps}",
)
def _sent_one(draft: Draft, d: dict[str, Any], s: Parse) -> None:
    """One card of the description among those sent (read after the step that sent them by
    `productions/destroy.py`)."""
    _if_sent(draft, draft.sent_test(one_card_filter(d), 1), s)


@production(
    "sentence",
    "ifyou12_sent_or_more",
    "if you sent {n} or more {d:desc} to the GY by this effect, {s:steps}",
    "then, if you sent {n} or more {d:desc} to the GY by this effect, {s:steps}",
)
def _sent_or_more(draft: Draft, n: int, d: dict[str, Any], s: Parse) -> None:
    if not d.get("plural") or set(d) & {"count", "all", "upto", "other", "face", "position"}:
        raise NoMatch("cards of a kind, off the field")
    _if_sent(draft, draft.sent_test(to_filter(d), n), s)


@production(
    "sentence",
    "ifyou12_sent_or_more_race",
    "if you sent {n} or more {r:race} monsters to the GY by this effect, {s:steps}",
    "then, if you sent {n} or more {r:race} monsters to the GY by this effect, {s:steps}",
)
def _sent_or_more_race(draft: Draft, n: int, r: str, s: Parse) -> None:
    """ "2 or more Pyro monsters" (炎族モンスター), the Type named without "Type"."""
    _if_sent(draft, draft.sent_test({"kind": "monster", "race": r}, n), s)


@production(
    "sentence",
    "ifyou12_sent_from_deck",
    "if you sent a card from the Deck to the GY, {s:steps}",
)
def _sent_from_deck(draft: Draft, s: Parse) -> None:
    """Right after sending cards from the top of your Deck (in the "you can" part of it): it
    sent some."""
    steps = draft.after_last(frozenset({"mill"}))
    if steps[-1].get("who", "own") != "own":
        raise NoMatch("cards sent from your own Deck")
    steps.append({"op": "if", "condition": [{"cond": "moved"}], "then": build(s, draft)})


@production(
    "op", "ifyou12_mill_opp", "send {n} cards from the top of your opponent's Deck to the GY"
)
def _mill_opp(draft: Draft, n: int) -> Steps:
    return [{"op": "mill", "count": n, "who": "opp"}]
