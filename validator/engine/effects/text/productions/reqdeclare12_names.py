"""Card names declared to meet a requirement, and the names monsters take from them:

- "Reveal 1 Fusion Monster in your Extra Deck, and declare 1 card name listed as material on
  that monster" (そのモンスターに素材として記されたカード名を１つ宣言する): the Fusion Monster is
  revealed on activation, one that lists a material by name, and one of those names is
  declared;
- "declare 1 card name from among "A", "B", and "C"": one of those names;
- "This turn, this card's name becomes the name declared to meet the requirement": the name
  declared (`declared_name`).

A declaration is the first step of the effect (`declare`): a card and its requirement resolve
together, with nothing played between paying the cost and resolving the effect, so the name is
declared as it would be on activation, with the revealed card known.

Productions of other modules are built by name (`Parse`), never imported: importing one would
change the order the productions are tried in.
"""

from __future__ import annotations

import re
from typing import Any

from validator.engine.effects.text.describe import read_names, render_names
from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import SLOTS, Parse, Slot, build, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.slots import one_of

Steps = list[dict[str, Any]]


def _requirement(draft: Draft) -> None:
    if draft.category != "requirement" or draft.kind not in ("ignition", "spell"):
        raise NoMatch("a declaration to meet the requirement of a card activated")
    if any(step["op"] == "declare" for step in draft.effect):
        raise NoMatch("one declaration")


# ------------------------------------------------------------ a name listed on a Fusion Monster


@production(
    "costs_pay",
    "reqdeclare12_reveal_declare_listed",
    "reveal {t:target}, and declare 1 card name listed as material on that monster",
    "reveal {t:target}, and declare 1 card name that is mentioned on that monster as material",
    "reveal {t:target}, and declare 1 monster that is mentioned on that monster as material",
)
def _reveal_and_declare(draft: Draft, t: dict[str, Any]) -> Steps:
    """One Fusion Monster of your Extra Deck revealed (one that lists a material by name: a
    name must be left to declare), then one of the names it lists declared."""
    _requirement(draft)
    steps = build(Parse("costs_reveal", {"t": t}), draft)
    target = steps[0]["target"] if len(steps) == 1 else None
    if not isinstance(target, dict) or "pick" not in target:
        raise NoMatch("one card revealed")
    pick = draft.picks[target["pick"]]
    chosen = pick.get("filter", {})
    if pick["from"] != "own_extra" or chosen.get("subtype") != "fusion" or "n" in pick:
        raise NoMatch("1 Fusion Monster of your Extra Deck")
    pick["filter"] = {**chosen, "named_materials": True}
    draft.effect.append({"op": "declare", "listed_on": target})
    return steps


# ---------------------------------------------------------------------- one of the names given


def _read_all_names(text: str) -> list[int]:
    """ "A", "B", and "C" (or "A" and "B"): every name of the list."""
    if not re.fullmatch(r'"[^"]+"(?:, "[^"]+")*,? and "[^"]+"', text):
        raise NoMatch(text)
    return read_names(text)


SLOTS["reqdeclare12_all_names"] = Slot(_read_all_names, lambda ids: render_names(ids, "and"))


@production(
    "requirement",
    "reqdeclare12_cost_and_declare_among",
    "{s:steps}, and declare 1 card name from among {n:reqdeclare12_all_names}",
)
def _cost_and_declare_among(draft: Draft, s: Parse, n: list[int]) -> None:
    """A cost paid, then one of the names declared."""
    _requirement(draft)
    if s.production in ("if", "may", "then"):
        raise NoMatch("a cost paid only in part")
    draft.cost += build(s, draft)
    draft.effect.append({"op": "declare", "names": n})


# ------------------------------------------------------------------------------ a card type


@production(
    "costs_pay", "reqdeclare12_declare_card_type", "declare a card type {k:reqdeclare12_types}"
)
def _declare_card_type(draft: Draft, k: str) -> Steps:
    """Monster, Spell, or Trap declared (nothing paid by it)."""
    _requirement(draft)
    draft.effect.append({"op": "declare", "what": "card_type"})
    return []


SLOTS["reqdeclare12_types"] = one_of(["(Monster, Spell, or Trap)"])


def _declared_card_type(draft: Draft) -> None:
    if not any(s["op"] == "declare" and s.get("what") == "card_type" for s in draft.effect):
        raise NoMatch("no card type declared")


SLOTS["reqdeclare12_one_type"] = one_of(
    ["1 card type (Monster, Spell, or Trap)", "a card type (Monster, Spell, or Trap)"]
)


@production(
    "sentence",
    "reqdeclare12_opp_declares_and_sends",
    "your opponent declares {k:reqdeclare12_one_type} and sends the top card of their Deck to "
    "the GY",
)
def _opp_declares_and_sends(draft: Draft, k: str) -> None:
    """The opponent declares a card type, then sends their top card to the GY (a later
    sentence tests it: "If it was not the declared card type, ...")."""
    if any(step["op"] == "declare" for step in draft.effect):
        raise NoMatch("one declaration")
    draft.effect.append({"op": "declare", "what": "card_type", "who": "opp"})
    draft.effect += build(Parse("mill_opp_one#2", {}), draft)


@production(
    "steps",
    "reqdeclare12_negate_and",
    "negate the attack, and {o:op}",
    accepts=lambda o: o.production == "harm_damage_opponent",
)
def _negate_and(draft: Draft, o: Parse) -> Steps:
    """The attack answered negated, then damage to the opponent."""
    trigger = draft.trigger
    if trigger is None or trigger.get("event") != "attack" or trigger.get("or"):
        raise NoMatch("'the attack' names no attack answered")
    return build(Parse("negate_attack", {}), draft) + build(o, draft)


def _excavated_back(draft: Draft) -> int:
    """The last two steps excavated a player's top cards and placed them back on top of the
    Deck as they were: the cards the last step moved are the excavated cards (how many)."""
    steps = draft.effect
    if len(steps) < 2 or steps[-2]["op"] != "excavate":
        raise NoMatch("no cards excavated and placed back just before")
    who = steps[-2].get("who", "own")
    back = {"op": "place_excavated", "place": "top", **({"who": who} if who != "own" else {})}
    if steps[-1] != back or who == "each":
        raise NoMatch("no cards excavated and placed back just before")
    return int(steps[-2]["count"])


def _one_card_shown(draft: Draft) -> None:
    """The last step (or two) showed one card of a player's Deck, the card it moved: the top
    card excavated and placed back, or sent to the GY."""
    steps = draft.effect
    if steps and steps[-1]["op"] == "mill":
        if steps[-1]["count"] != 1 or steps[-1].get("who") == "each":
            raise NoMatch("one card sent")
    elif _excavated_back(draft) != 1:
        raise NoMatch("one card excavated")


for _name, _words, _negated in (
    ("reqdeclare12_if_declared_type", "it was", False),
    ("reqdeclare12_if_not_declared_type", "it was not", True),
):

    @production("sentence", _name, f"if {_words} the declared card type, {{s:steps}}")
    def _if_declared_type(draft: Draft, s: Parse, _not: bool = _negated) -> None:
        """The one card excavated and placed back (or sent to the GY) is (or is not) of the
        card type declared."""
        _declared_card_type(draft)
        _one_card_shown(draft)
        of_it: dict[str, Any] = {"cond": "moved", "declared": True}
        # "not": a card shown, of another card type (an empty Deck showed none)
        conditions = [{"cond": "moved"}, {"cond": "not", "condition": of_it}] if _not else [of_it]
        draft.effect.append({"op": "if", "condition": conditions, "then": draft.about_moved(s)})


@production(
    "counter",
    "reqdeclare12_count_declared_type",
    "the number of cards of the declared card type among the excavated cards",
)
def _count_declared_type(draft: Draft) -> dict[str, Any]:
    """The excavated cards of the declared card type: the cards the last step placed back on
    top of the Deck as they were."""
    _declared_card_type(draft)
    _excavated_back(draft)
    return {"counter": "number", "of": "moved", "declared": True}


# ------------------------------------------------------------------- the name a monster takes


@production(
    "change",
    "reqdeclare12_name_declared",
    "{t:target}'s name becomes the name declared to meet the requirement",
    "{t:target}'s name becomes the monster's card name that was declared to meet the requirement",
    "{t:target}'s card name becomes the monster's card name that was declared to meet the "
    "requirement",
)
def _name_declared(draft: Draft, t: dict[str, Any]) -> Steps:
    """The name declared to meet the requirement becomes the monster's name."""
    if not any(step["op"] == "declare" for step in draft.effect):
        raise NoMatch("no name declared to meet the requirement")
    return [{"op": "declared_name", "target": draft.target(t)}]
