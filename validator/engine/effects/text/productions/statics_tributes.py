"""Tributes: a Tribute Summon by Tributing 3 monsters ("You can Tribute Summon this card in
Attack Position by Tributing 3 monsters"), and the turn this card was Normal Summoned by
Tributing monsters of a kind: "During the turn you
Normal Summoned this card by Tributing a Level 5 or higher monster" (モンスター（レベル５以上）を
リリースしてこのカードを召喚したターン), "... by Tributing 2 Level 7 or higher Fiend Type
monsters", "... by Tributing "Jointech Ace"", "... by Tributing a face-down monster"
(裏側表示モンスターをリリースして).

The Tributes are judged as they stand on the field when they are Tributed (their Level, Type,
name and face then): at least that many of them must be such monsters (a Level 8 monster
Tributing a Level 5 and a Level 4 monster was summoned "by Tributing a Level 5 or higher
monster"). A Set is no summon. The engine notes it as the monster is summoned (the condition
`tributed`); a card asks it once at most.
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.describe import to_filter
from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.summoning import _monster, _procedure
from validator.engine.effects.text.tributes import tributed

Conds = list[dict[str, Any]]
Mods = list[dict[str, Any]]


def _tributed(draft: Draft, d: dict[str, Any]) -> Conds:
    """The condition `tributed` for the monsters described ("a Level 5 or higher monster",
    "2 Level 7 or higher Fiend Type monsters", a name, "a face-down monster")."""
    if draft.card.card_type != "Monster" or draft.category != "requirement":
        raise NoMatch("a monster's requirement (the engine reads the effect's own conditions)")
    made = tributed(d)
    if any(c.get("cond") == "tributed" for c in draft.condition):
        raise NoMatch("one Tribute condition a card")
    return [made]


@production(
    "when",
    "statics_when_tributed",
    "the turn you Normal Summoned this card by Tributing {d:desc}",
)
def _when_tributed(draft: Draft, d: dict[str, Any]) -> Conds:
    return _tributed(draft, d)


@production(
    "condition",
    "statics_during_tributed",
    "during the turn you Normal Summoned this card by Tributing {d:desc}",
)
def _during_tributed(draft: Draft, d: dict[str, Any]) -> Conds:
    return _tributed(draft, d)


# ------------------------------------------------------------- Tribute Summon with 3 Tributes


@production(
    "summoning",
    "statics_many_tributes",
    "you can Tribute Summon this card in Attack Position by Tributing {d:desc}",
)
def _many_tributes(draft: Draft, d: dict[str, Any]) -> None:
    """A Level 7 or higher monster (2 Tributes by its Level) Tribute Summoned in Attack Position
    by Tributing 3 monsters (of a kind): このカードはモンスター３体をリリースして攻撃表示でアドバン
    ス召喚できる. Never a Set; no monster in Maximum Mode is one of them."""
    card = _monster(draft)
    if card.extra_deck or (card.level or 0) < 7:
        raise NoMatch("a Level 7 or higher monster")
    count = d.get("count")
    if not isinstance(count, int) or count < 3 or d.get("article") or not d.get("plural"):
        raise NoMatch("3 or more Tributes")
    if set(d) & {"all", "upto", "other", "face", "position", "names", "same"}:
        raise NoMatch("Tributes of a plain description")
    if d.get("noun") not in ("monster", "Monster"):
        raise NoMatch("Tributes are monsters")
    mod: dict[str, Any] = {"rule": "many_tributes", "value": count, "zone": "hand"}
    chosen = {k: v for k, v in (to_filter(d) or {}).items() if k != "kind"}
    if chosen:
        mod["filter"] = chosen
    _procedure(draft, mod)


def _procedure_mods(draft: Draft) -> Mods:
    """The modifiers of the card's continuous effect, if it has one yet."""
    if draft.kind == "continuous":
        return draft.modifiers
    return [m for e in draft.extra if e.get("kind") == "continuous" for m in e["modifiers"]]


@production(
    "when", "statics_when_above_way", "the turn you Normal Summoned this card the above way"
)
def _when_above_way(draft: Draft) -> Conds:
    """The turn this card was Tribute Summoned by its procedure with 3 Tributes (上記の方法で
    このカードを召喚したターン): Tributing that many such monsters, which no other summon of it
    does."""
    if draft.category != "requirement":
        raise NoMatch("a requirement (the engine reads the effect's own conditions)")
    ways = [m for m in _procedure_mods(draft) if m.get("rule") == "many_tributes"]
    if len(ways) != 1 or any(c.get("cond") == "tributed" for c in draft.condition):
        raise NoMatch("one procedure with 3 Tributes said above")
    made: dict[str, Any] = {"cond": "tributed", "count": ways[0]["value"]}
    if "filter" in ways[0]:
        made["filter"] = ways[0]["filter"]
    return [made]


# ------------------------------------------------------------------- cannot be Tributed


@production("trait", "statics_untributable", "cannot be Tributed for a Tribute Summon")
def _untributable(draft: Draft) -> Mods:
    """Not a Tribute for a Tribute Summon (アドバンス召喚のためにはリリースできない), nor for a
    Tribute Set: the text saying "in Attack Position" when a Set may take it."""
    return [{"rule": "untributable"}]


@production(
    "trait",
    "statics_untributable_attack",
    "cannot be Tributed for the Tribute Summon of a monster in Attack Position",
)
def _untributable_attack(draft: Draft) -> Mods:
    """Not a Tribute for a Tribute Summon in Attack Position (モンスターを攻撃表示でアドバンス召喚
    するためにはリリースできない); a Tribute Set may take it."""
    return [{"rule": "untributable", "value": "attack"}]


@production(
    "mod",
    "statics_untributable_with_name",
    "this card and face-up {name} on your field cannot be Tributed for a Tribute Summon",
)
def _untributable_with_name(draft: Draft, name: int) -> Mods:
    """This card, and the face-up monsters of that name on your field."""
    if draft.card.card_type != "Monster":
        raise NoMatch("a monster's own Tribute")
    return [
        {"rule": "untributable"},
        {"rule": "untributable", "side": "own", "filter": {"ids": [name]}},
    ]
