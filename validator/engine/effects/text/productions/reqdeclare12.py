"""Requirements that are met with one more word of their own:

- a Field Spell activated by sending cards from the Deck while a condition holds ("Activate
  this card by sending the top 2 cards of your Deck to the GY while you have a face-up
  Dinosaur Type monster on your field");
- a cost paid with a monster of an Attribute or of a Type ("Send 1 FIRE Attribute or Pyro Type
  monster from your hand to the GY", 炎属性か炎族のモンスター１体): one monster matching either;
- "During your Main Phase that a card on your field was destroyed by a card effect": this
  turn's history;
- cards of two of your places placed on the bottom of the Deck together, in the order chosen
  ("Place 1 card from your hand and 1 ... monster from your GY on the bottom of the Deck in any
  order");
- the summoning condition "Must be Special Summoned by the effect of "A" or "B"" (or "of "A" or
  a Trap Card");
- "A face-up monster whose current ATK is different from its original ATK is on the field";
- cards shuffled into the Deck "including" one of a kind;
- "you cannot declare an attack on Attack Position monsters with 1200 or less ATK".

Productions of other modules are built by name (`Parse`), never imported: importing one would
change the order the productions are tried in.
"""

from __future__ import annotations

import re
from typing import Any

from validator.engine.effects.filters import ATTRIBUTES, RACES
from validator.engine.effects.text.describe import to_filter
from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import SLOTS, Parse, Slot, build, production
from validator.engine.effects.text.names import NoMatch, card_facts

Steps = list[dict[str, Any]]

# ------------------------------------------------------------ activated while a condition holds


@production(
    "requirement",
    "reqdeclare12_activate_by_milling_while",
    "activate this card by sending the top {n} cards of your Deck to the GY while {c:condition}",
)
def _activate_by_milling_while(draft: Draft, n: int, c: Parse) -> None:
    """The cost of "Activate this card by sending ..." (`statics2`), paid only while the
    condition holds (checked on activation)."""
    build(Parse("statics2_activate_by_milling", {"n": n}), draft)
    draft.condition += build(c, draft)


# ---------------------------------------------------------- a monster of an Attribute or a Type

_ATTR = "|".join(ATTRIBUTES)
_RACE = "|".join(sorted(RACES, key=len, reverse=True))
_ATTRIBUTE_OR_TYPE = re.compile(rf"(\d+) ({_ATTR}) Attribute or ({_RACE}) Type (monsters?)")


def _read_attribute_or_type(text: str) -> dict[str, Any]:
    """ "1 FIRE Attribute or Pyro Type monster": a count of monsters each of the Attribute or
    of the Type (or both)."""
    match = _ATTRIBUTE_OR_TYPE.fullmatch(text)
    if match is None:
        raise NoMatch(text)
    count, attribute, race, noun = match.groups()
    if (noun == "monsters") != (int(count) > 1):
        raise NoMatch(text)
    return {"count": int(count), "attribute": attribute, "race": race}


def _render_attribute_or_type(value: dict[str, Any]) -> str:
    noun = "monsters" if value["count"] > 1 else "monster"
    return f"{value['count']} {value['attribute']} Attribute or {value['race']} Type {noun}"


SLOTS["reqdeclare12_attribute_or_type"] = Slot(_read_attribute_or_type, _render_attribute_or_type)


@production(
    "op",
    "reqdeclare12_send_attribute_or_type",
    "send {d:reqdeclare12_attribute_or_type} from your hand to the GY",
)
def _send_attribute_or_type(draft: Draft, d: dict[str, Any]) -> Steps:
    """Monsters from your hand, each of the Attribute or of the Type, sent to the GY."""
    either = [{"attribute": d["attribute"]}, {"race": d["race"]}]
    made: dict[str, Any] = {"from": "own_hand", "filter": {"kind": "monster", "any_of": either}}
    if d["count"] != 1:
        made["n"] = d["count"]
    draft.picks.append(made)
    draft.last_pick = len(draft.picks) - 1
    return [{"op": "send", "target": {"pick": draft.last_pick}}]


# ------------------------------------------------------------------------ this turn's history


@production(
    "when",
    "reqdeclare12_card_destroyed_by_effect",
    "your Main Phase that a card on your field was destroyed by a card effect",
)
def _card_destroyed_by_effect(draft: Draft) -> list[dict[str, Any]]:
    """A card on your field (a monster or a Spell/Trap) was destroyed by a card effect this
    turn: a turn has one Main Phase, which comes before the Battle Phase."""
    return [{"cond": "did", "what": "card_destroyed_by_effect"}]


# ------------------------------------------------------ cards of two places, in the order chosen

_BOTTOM = "on the bottom of the Deck in any order"


@production(
    "costs_pay",
    "reqdeclare12_place_two_places_any_order",
    f"place {{a:target}} and {{b:target}} {_BOTTOM}",
)
def _place_two_places(draft: Draft, a: dict[str, Any], b: dict[str, Any]) -> Steps:
    """One card of each description, from two of your places (never the same card), placed on
    the bottom of the Deck in the order the player chooses."""
    places = [t.get("place", {}) for t in (a, b)]
    if any(p.get("side") != "own" or p.get("prep") != "from" for p in places):
        raise NoMatch("cards from your own places")
    zones = {p["zone"] for p in places}
    if len(zones) != 2 or not zones <= {"hand", "gy", "field"}:
        raise NoMatch("two places apart")
    targets = [draft.target(t) for t in (a, b)]
    if not all(isinstance(t, dict) and "pick" in t for t in targets):
        raise NoMatch("cards chosen")
    return [{"op": "to_deck", "target": {"and": targets}, "place": "bottom", "order": "any"}]


# ------------------------------------------------------ Special Summoned by a card's effect only


def _summon_by(draft: Draft, by: dict[str, Any]) -> None:
    """The summoning condition "Must be Special Summoned by the effect of ...": no other
    Special Summon (no Fusion Summon by "Fusion", no Maximum Summon), from wherever it is."""
    card = card_facts(draft.card.id)
    if card is None or card.kind != "monster":
        raise NoMatch("a monster's summoning condition")
    for name in by.get("ids", []):
        named = card_facts(name)
        # the Summons of "Fusion" and of Ritual Spells are no operation of an effect
        if named is None or named.name == "Fusion" or named.subtype == "ritual":
            raise NoMatch("a card whose effect summons by an operation")
    mods = draft.continuous_modifiers()
    if any(m.get("rule") == "summon_only" for m in mods):
        raise NoMatch("two summoning conditions")
    mods.append({"rule": "summon_only", "value": "effect", "filter": by})


@production(
    "summoning",
    "reqdeclare12_summon_by_effect_of",
    "must be Special Summoned by the effect of {n:names}",
)
def _summon_by_names(draft: Draft, n: list[int]) -> None:
    _summon_by(draft, {"ids": n})


@production(
    "summoning",
    "reqdeclare12_summon_by_effect_of_or_trap",
    "must be Special Summoned by the effect of {n:name} or a Trap Card",
)
def _summon_by_name_or_trap(draft: Draft, n: int) -> None:
    _summon_by(draft, {"any_of": [{"ids": [n]}, {"kind": "trap"}]})


# ------------------------------------------------------------------ a monster's ATK changed


@production(
    "condition",
    "reqdeclare12_atk_changed",
    "a face-up monster whose current ATK is different from its original ATK is on the field",
)
def _atk_changed(draft: Draft) -> list[dict[str, Any]]:
    """Any face-up monster of either field whose ATK was changed (and is not back to its
    original ATK)."""
    return [{"cond": "atk_changed"}]


@production(
    "when",
    "reqdeclare12_special_from_hand_or_gy",
    "your Main Phase that you Special Summoned this card from your hand or the GY",
)
def _special_from_hand_or_gy(draft: Draft) -> list[dict[str, Any]]:
    """This turn (a turn has one Main Phase), this card was Special Summoned from your hand
    or your GY."""
    return [{"cond": "summoned", "how": "special", "came": ["hand", "gy"]}]


# ---------------------------------------------------------------- cards including one of a kind


@production(
    "op",
    "reqdeclare12_shuffle_including",
    "shuffle {d:desc} from your GY into the Deck, including {i:desc}",
)
def _shuffle_including(draft: Draft, d: dict[str, Any], i: dict[str, Any]) -> Steps:
    """ "Shuffle up to 3 monsters from your GY into the Deck, including a Sea Serpent Type
    Maximum Monster" (…を含む): the cards chosen, one of them also of that kind."""
    count = d.get("count", 0)
    if count < 2 or set(d) & {"article", "all", "other", "andor", "same", "relate"}:
        raise NoMatch("several cards")
    if i.get("article") is None or set(i) & {"all", "upto", "other", "plural"}:
        raise NoMatch("one card of a kind")
    kind = to_filter({k: v for k, v in d.items() if k not in ("count", "upto")}) or {}
    one = to_filter({k: v for k, v in i.items() if k not in ("count", "article")}) or {}
    if any(kind.get(key, value) != value for key, value in one.items()):
        raise NoMatch("a kind the cards cannot be")
    made = {
        "from": "own_gy",
        "n": count,
        "upto": True,
        "filter": {"any_of": [{**kind, **one}, *[kind] * (count - 1)]},
        "one_each": True,
        "including": True,
    }
    if not d.get("upto"):
        made["min"] = count
    draft.picks.append(made)
    draft.last_pick = len(draft.picks) - 1
    return [{"op": "to_deck", "target": {"pick": draft.last_pick}}]


# --------------------------------------------------------------- monsters you cannot attack


@production(
    "change",
    "reqdeclare12_no_attack_on",
    "you cannot declare an attack on {d:desc}",
    accepts=lambda d: bool(d.get("plural")) and not set(d) & {"count", "all", "other", "names"},
)
def _no_attack_on(draft: Draft, d: dict[str, Any]) -> Steps:
    """ "You cannot declare an attack on Attack Position monsters with 1200 or less ATK": the
    opponent's monsters of that kind (as they are when an attack is declared) are not
    attacked; they stay on the field, so no direct attack is made past them either."""
    if d.get("face") or d.get("position") not in (None, "Attack Position"):
        raise NoMatch("monsters of a face or a Defense Position")
    plain = {k: v for k, v in d.items() if k not in ("position", "plural")}
    made: dict[str, Any] = {"op": "restrict", "rule": "no_attack_on"}
    chosen = to_filter(plain)
    if chosen and chosen != {"kind": "monster"}:
        made["filter"] = chosen
    if d.get("position"):
        made["position"] = "attack"
    return [made]
