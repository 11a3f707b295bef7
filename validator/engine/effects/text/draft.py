"""The encoding a card's clauses build, one clause at a time.

Productions add to a `Draft`: conditions, picks, cost and effect steps, modifiers, the trigger.
A description with a place becomes a pick (or every matching card, for "all"); "that monster"
and "it" name the latest pick, or before any pick what the draft says they name (`that`: a
Trap's summoned monster).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from validator.engine.effects.text.describe import to_filter
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.slots import REFERENCES
from validator.engine.effects.text.source import CardText

_EVENT_REFERENCES = {
    "self": "self",
    "subject": "subject",
    "attack_target": "attack_target",
    "equipped": "equipped",
}


def field_zone(desc: dict[str, Any]) -> str:
    """The field zone a description chooses from: monsters, face-up ones, Spells/Traps, ..."""
    noun = desc.get("noun")
    face, position = desc.get("face"), desc.get("position")
    if noun in ("Spell/Trap", "Spell", "Trap"):
        if face or position:
            raise NoMatch("a face-up or face-down Spell/Trap")
        return "spelltraps"
    if noun == "card":
        if face or position:
            raise NoMatch("a face-up or face-down card")
        return "field"
    if noun is None and not face and not position:
        return "field"  # a card by name: a monster or a Spell/Trap
    zone = {
        (None, None): "monsters",
        ("face-up", None): "faceup",
        ("face-down", None): "facedown",
        (None, "Attack Position"): "attack",
        ("face-up", "Attack Position"): "attack",
        (None, "Defense Position"): "defense",
        ("face-down", "Defense Position"): "facedown",
    }.get((face, position))
    if zone is None:
        raise NoMatch(f"{face} {position}")
    return zone


def source_of(desc: dict[str, Any], place: dict[str, str]) -> str:
    """The pick source of a description at a place ("own_faceup", "opp_gy", ...)."""
    zone = place["zone"]
    if zone == "field":
        zone = field_zone(desc)
    elif desc.get("face") or desc.get("position"):
        raise NoMatch("a position off the field")
    source = f"{place['side']}_{zone}"
    return source


@dataclass
class Draft:
    """One effect of a card being built; `extra` holds further effects (statics elsewhere)."""

    card: CardText
    kind: str
    condition: list[dict[str, Any]] = field(default_factory=list)
    picks: list[dict[str, Any]] = field(default_factory=list)
    cost: list[dict[str, Any]] = field(default_factory=list)
    effect: list[dict[str, Any]] = field(default_factory=list)
    modifiers: list[dict[str, Any]] = field(default_factory=list)
    trigger: dict[str, Any] | None = None
    equip: dict[str, Any] | None = None
    extra: list[dict[str, Any]] = field(default_factory=list)
    last_pick: int | None = None
    that: Any = None  # what "that monster" names before any pick (a target of the language)

    def pick(self, source: str, desc: dict[str, Any]) -> int:
        """A new pick of the described cards from `source`; its index."""
        made: dict[str, Any] = {"from": source}
        count = desc.get("count", 1)
        if desc.get("upto"):
            made.update(n=count, upto=True)
        elif count != 1:
            made["n"] = count
        chosen = to_filter(desc)
        if chosen:
            made["filter"] = chosen
        if desc.get("other"):
            made["not_self"] = True
        self.picks.append(made)
        self.last_pick = len(self.picks) - 1
        return self.last_pick

    def target(self, target: dict[str, Any]) -> Any:
        """The language's target for a read target (making the pick it needs)."""
        if "ref" in target:
            meaning = REFERENCES[target["ref"]]
            if meaning == "that":
                if self.last_pick is not None:
                    return {"pick": self.last_pick}
                if self.that is None:
                    raise NoMatch("'that' names no earlier choice")
                return self.that
            return _EVENT_REFERENCES[meaning]
        desc, place = target["desc"], target["place"]
        source = source_of(desc, place)
        if desc.get("all"):
            whole: dict[str, Any] = {"from": source}
            chosen = to_filter(desc)
            if chosen:
                whole["filter"] = chosen
            return {"all": whole}
        return {"pick": self.pick(source, desc)}

    def encoding(self) -> dict[str, Any]:
        """The card's encoding: this effect (its empty parts left out) and the extra ones."""
        main: dict[str, Any] = {"kind": self.kind}
        for key in ("trigger", "condition", "picks", "cost", "effect", "modifiers", "equip"):
            value = getattr(self, key)
            if value:
                main[key] = value
        return {"card": self.card.id, "name": self.card.name, "effects": [main, *self.extra]}
