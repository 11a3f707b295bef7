"""Cards chosen up to a counted number: "Destroy Attack Position monsters on your opponent's
field, up to [the number of face-up Galaxy Type Normal Monsters on your field]" (相手フィールドの
攻撃表示モンスターを［自分フィールドの表側表示の通常モンスター（ギャラクシー族）の数］まで選んで
破壊する), "Shuffle monsters from your opponent's GY into the Deck, up to [the number of
Spell/Trap Cards on your opponent's field]", "Destroy Spell/Trap Cards on your opponent's field
up to [the number of ...]", "... up to [the number of ...] x 2".

One operation on cards described without a count (a plural), chosen "up to" an amount read as
the pick is made (the pick's `as_many`): any number from 1 to that many. The effect is
activated only while the amount is 1 or more and there is a card to choose (as for "up to 2").
The amount counts cards of a place ("the number of ... on your field") that the requirement
does not move, so that it reads the same on activation as it does on resolution. "Equal to
[the number of ...]" is not read: the official text says "up to" (まで) for some of those cards
and "exactly" (だけ) for others.
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.picks import FIELD_ZONES, overlap, zone_of
from validator.engine.effects.text.draft import UP_TO_MOVES, Draft, countless
from validator.engine.effects.text.grammar import Parse, build, production
from validator.engine.effects.text.names import NoMatch

Steps = list[dict[str, Any]]


def _counted_place(draft: Draft, amount: dict[str, Any]) -> None:
    """The amount counts the cards of a place the requirement leaves as they are."""
    count = amount.get("count")
    if not isinstance(count, dict) or count.get("counter") != "cards":
        raise NoMatch("the number of cards of a place")
    source = count["from"]
    if draft.cost:
        if zone_of(source) not in FIELD_ZONES:
            raise NoMatch("a count off the field, with a requirement that may move cards there")
        for pick in draft.picks:
            if overlap(pick["from"], source):
                raise NoMatch("a count of the cards the requirement chooses from")


def _as_many(draft: Draft, o: Parse, a: Parse) -> Steps:
    if draft.category != "sentence":
        raise NoMatch("an effect's step")
    before = len(draft.picks)
    steps = draft.moves_new_choice(o, UP_TO_MOVES)
    amount = build(a, draft)
    _counted_place(draft, amount)
    pick = draft.picks[before]
    for k, other in enumerate(draft.picks[:before]):
        if overlap(other["from"], pick["from"]) and k in _cost_picks(draft):
            raise NoMatch("cards the requirement may choose too")
    pick.update(upto=True, as_many=amount)
    return steps


def _cost_picks(draft: Draft) -> set[int]:
    return {
        step["target"]["pick"]
        for step in draft.cost
        if isinstance(step.get("target"), dict) and "pick" in step["target"]
    }


@production(
    "op",
    "relate_counts_up_to",
    "{o:op}, up to {a:amount}",
    "{o:op} up to {a:amount}",
    accepts=lambda o, a: countless(o),
)
def _up_to(draft: Draft, o: Parse, a: Parse) -> Steps:
    """The operation's cards chosen up to the amount, counted as the pick is made."""
    return _as_many(draft, o, a)
