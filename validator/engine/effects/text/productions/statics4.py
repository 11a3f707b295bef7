"""Static effects, fourth part: cards that cannot be returned to the hand, Deck or Extra Deck
("During your opponent's turn, monsters on your field cannot be returned to the hand/Deck/Extra
Deck by card effects"), piercing said with its reminder, monsters of a name on your field, and
what a monster does by itself once it destroys a monster by battle ("If this card destroys a
monster by battle and sends it to the GY, ...": an effect of kind "trigger").
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import SLOTS, Parse, Slot, build, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.statics3 import _named_monsters

Mods = list[dict[str, Any]]

# ------------------------------------------------------------ not returned to the hand or Deck

_RETURNED = {
    "returned to the hand/Deck/Extra Deck by card effects": "effect",
    # (the Japanese text of this wording says "returned ... by effects", as the others)
    "shuffled into the hand/Deck/Extra Deck": "effect",
    "returned to the hand/Deck/Extra Deck by monster effects": "monster",
}


def _read_choice(choices: dict[str, Any]) -> Slot:
    """One of a few phrases (the first may start a sentence: "This card ...")."""

    def read(text: str) -> str:
        if text not in choices and text[:1].lower() + text[1:] in choices:
            text = text[:1].lower() + text[1:]
        if text not in choices:
            raise NoMatch(text)
        return text

    return Slot(read, str)


SLOTS["statics4_returned"] = _read_choice(_RETURNED)

_UNRETURNABLE_CARDS: dict[str, list[dict[str, Any]]] = {
    "this card": [{}],
    "monsters on your field": [{"side": "own", "reach": "monsters"}],
    "Spell/Trap Cards on your field": [{"side": "own", "reach": "spelltraps"}],
    "this card and Spell/Trap Cards on your field": [{}, {"side": "own", "reach": "spelltraps"}],
}
SLOTS["statics4_unreturnable"] = _read_choice(_UNRETURNABLE_CARDS)


@production(
    "mod", "statics4_unreturnable", "{c:statics4_unreturnable} cannot be {r:statics4_returned}"
)
def _unreturnable(draft: Draft, c: str, r: str) -> Mods:
    """The cards it names (face-down ones too: "monsters on your field") stay on the field as an
    effect would return them to the hand, Deck or Extra Deck."""
    reached = _UNRETURNABLE_CARDS[c]
    if any(not reach for reach in reached) and draft.card.card_type != "Monster":
        raise NoMatch("'this card' of a Spell")
    return [{"rule": "unreturnable", "value": _RETURNED[r], **reach} for reach in reached]


# ---------------------------------------------- once this card destroys a monster by battle

_DESTROYED_BY_SELF = {"event": "destroyed", "how": ["battle"], "by_self": True}


def _the_destroyed(value: Any) -> Any:
    """The steps with the stand-in choice (pick 0) as the destroyed monster."""
    if isinstance(value, list):
        return [_the_destroyed(v) for v in value]
    if isinstance(value, dict):
        if value == {"pick": 0}:
            return "subject_gy"
        return {k: _the_destroyed(v) for k, v in value.items()}
    return value


def _when_destroying(draft: Draft, s: Parse) -> None:
    """What this monster does by itself (no activation) as it destroys a monster by battle
    (the monster it destroyed then in the GY: a destroyed monster always goes there). "That
    monster" names the monster destroyed (the event's card)."""
    if draft.kind != "continuous" or draft.card.card_type != "Monster":
        raise NoMatch("a monster's continuous effect")
    # "That monster" reads as the latest choice: a stand-in for the destroyed monster, named
    # "subject_gy" once the steps are built.
    made = Draft(draft.card, "trigger", picks=[{"from": "opp_gy"}], last_pick=0)
    steps = _the_destroyed(build(s, made))
    if len(made.picks) != 1 or made.cost or made.extra or made.modifiers or made.choices:
        raise NoMatch("only steps without choices")
    for step in steps:
        if step.get("op") in ("may", "if"):
            raise NoMatch("an optional or conditional part")
        if step.get("target") == "subject_gy":
            raise NoMatch("'it' may be this card: only the destroyed monster's facts are read")
    draft.extra.append({"kind": "trigger", "trigger": dict(_DESTROYED_BY_SELF), "effect": steps})


@production(
    "static",
    "statics4_destroys_by_battle",
    "if this card destroys a monster by battle and sends it to the GY, {s:steps}",
)
def _destroys(draft: Draft, s: Parse) -> None:
    _when_destroying(draft, s)


# ------------------------------------------------------------------ piercing, monsters by name


@production(
    "trait",
    "statics4_pierce_explained",
    "inflicts piercing battle damage (if the ATK of the attacking monster exceeds the DEF of the "
    "attack target, inflict the difference), if it attacks a Defense Position monster",
)
def _pierce_explained(draft: Draft) -> Mods:
    """Piercing with its reminder text: the rule itself, said in full."""
    return [{"rule": "pierce"}]


@production("holder", "statics4_holder_your_named", "your {names}", first=True)
def _your_named(draft: Draft, names: list[int]) -> dict[str, Any]:
    """ "Your "A"": your face-up monsters of that name."""
    return {"side": "own", "filter": _named_monsters(names)}
