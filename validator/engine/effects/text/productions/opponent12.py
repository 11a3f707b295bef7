"""The opponent acting in your effect: their choices, summons, Sets and draws, and the rules
that bind them.

- "Your opponent chooses 1 card on their field, and you destroy it" (their choice, your act on
  it; "1 excavated card, and you add it to your hand"), "..., and you destroy 1 other card on
  the field" (any card but the one they chose), "..., and you shuffle 1 of them into the
  owner's Deck" (one of those they chose);
- "Your opponent Special Summons 1 monster from their GY to their field in face-down Defense
  Position" (their summon, in the position the text gives), "your opponent can Special Summon
  ..." (their choice whether to);
- "Your opponent Sets 1 Spell Card from their GY to their field", "Your opponent Sets that card
  to their field", "Look at your opponent's hand. You can choose up to 3 Spell/Trap Cards from
  it. Your opponent Sets those cards to their field, and they take damage ...";
- "if your opponent has 2 or more cards in their hand, they can draw 1 card";
- what asks about them: "Your opponent has 2 or less monsters on their field and a monster in
  their GY", "if you activated this card during your turn";
- "If ..., you can choose 1 Spell/Trap Card in your opponent's GY. Your opponent Sets that
  card to their field." (the choice and what follows, one optional part);
- rules binding them: attacks with monsters like a chosen one, effects of monsters named as a
  Ritual Monster changed, chosen monsters' effects and Tributes (and Ritual materials),
  face-down Tributes, attacks on your face-up monsters narrowed to the lowest Level; statics:
  "they cannot activate monster effects", "your opponent cannot activate Legend Spell Cards".
"""

from __future__ import annotations

import re
from typing import Any

from validator.engine.effects.operations import OPERATION_WORDS, POSITION_CHANGE
from validator.engine.effects.text.describe import render_desc, to_filter
from validator.engine.effects.text.draft import Draft, field_zone
from validator.engine.effects.text.grammar import (
    SLOTS,
    Parse,
    Slot,
    build,
    production,
    read,
    render,
)
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.slots import one_of, render_target

Steps = list[dict[str, Any]]

_THEIRS = {"on their field": "field", "in their GY": "gy"}
SLOTS["opponent12_their_place"] = one_of(_THEIRS)

_FROM = {"from their hand": "hand", "from their GY": "gy"}
SLOTS["opponent12_from_their"] = one_of(_FROM)

_IN = {
    "face-up Attack Position": "attack",
    "face-up Defense Position": "defense",
    "face-down Defense Position": "facedown",
}
SLOTS["opponent12_in"] = one_of(_IN)


def _their_pick(draft: Draft, d: dict[str, Any], zone: str) -> int:
    """A pick the opponent makes among the described cards of their own hand, field or GY."""
    if set(d) & {"all", "article", "except"}:
        raise NoMatch("a count of cards they choose")
    source = f"opp_{field_zone(d) if zone == 'field' else zone}"
    k = draft.pick(source, d)
    draft.picks[k]["by"] = "opp"
    return k


# ------------------------------------------------- their choice, then what you do with it


@production(
    "op",
    "opponent12_chooses_you_destroy_other",
    "your opponent chooses {d:desc} {at:opponent12_their_place}, and you destroy {e:desc} "
    "on the field",
)
def _destroy_other(draft: Draft, d: dict[str, Any], at: str, e: dict[str, Any]) -> Steps:
    """ "Your opponent chooses 1 card on their field, and you destroy 1 other card on the
    field": the card they chose is spared; you choose any other card on the field (this card
    too: "other" is said of the card they chose)."""
    if not e.get("other") or set(e) & {"all", "article", "except"}:
        raise NoMatch("a card other than the one they chose")
    theirs = _their_pick(draft, d, _THEIRS[at])
    rest = {k: v for k, v in e.items() if k != "other"}
    k = draft.pick(f"all_{field_zone(rest)}", rest)
    draft.picks[k]["besides"] = theirs
    return [{"op": "destroy", "target": {"pick": k}}]


@production(
    "op",
    "opponent12_chooses_you_shuffle_some",
    "your opponent chooses {d:desc} {at:opponent12_their_place}, and you shuffle {m:n} of them "
    "into the owner's Deck",
)
def _shuffle_some(draft: Draft, d: dict[str, Any], at: str, m: int) -> Steps:
    """ "Your opponent chooses 2 cards on their field, and you shuffle 1 of them into the
    owner's Deck": you choose among the cards they chose."""
    if not d.get("plural") or m >= d.get("count", 1) or set(d) & {"upto", "andor"}:
        raise NoMatch("some of several cards they chose")
    theirs = _their_pick(draft, d, _THEIRS[at])
    k = draft.pick(draft.picks[theirs]["from"], {"count": m})
    draft.picks[k]["within"] = theirs
    return [{"op": "to_deck", "target": {"pick": k}}]


@production(
    "op",
    "opponent12_chooses_theirs",
    "your opponent chooses {d:desc} {at:opponent12_their_place}, and you {s:steps}",
)
def _chooses_theirs(draft: Draft, d: dict[str, Any], at: str, s: Parse) -> Steps:
    """ "Your opponent chooses 1 card on their field, and you destroy it": their choice among
    their own cards; "it" in what follows names the card they chose."""
    return _acted_on(draft, _their_pick(draft, d, _THEIRS[at]), s)


def _acted_on(draft: Draft, k: int, s: Parse) -> Steps:
    """What you do with the card(s) they chose (pick k): steps naming them ("it"), choosing
    nothing more."""
    steps = build(s, draft)
    if len(draft.picks) != k + 1 or draft.last_pick != k:
        raise NoMatch("an act on the cards they chose")
    return steps


@production(
    "op",
    "opponent12_chooses",
    "your opponent chooses {t:target}, and you {s:steps}",
)
def _chooses(draft: Draft, t: dict[str, Any], s: Parse) -> Steps:
    """ "Your opponent chooses 1 excavated card, and you add it to your hand": their choice
    among the cards of a place as you see it (your excavated cards, your GY)."""
    desc = t.get("desc")
    if desc is None or set(desc) & {"all", "article", "except"}:
        raise NoMatch("a count of cards they choose")
    k = draft.target(t)["pick"]
    draft.picks[k]["by"] = "opp"
    return _acted_on(draft, k, s)


# ------------------------------------------------------------------- their Special Summon


def _their_summon(draft: Draft, d: dict[str, Any], source: str, pos: str) -> dict[str, Any]:
    k = _their_pick(draft, d, _FROM[source])
    return {
        "op": "special_summon",
        "target": {"pick": k},
        "position": _IN[pos],
        "to": "opp",
        "by": "opp",
    }


@production(
    "op",
    "opponent12_special_summons",
    "your opponent Special Summons {d:desc} {f:opponent12_from_their} in {pos:opponent12_in} "
    "to their field",
    "your opponent Special Summons {d:desc} {f:opponent12_from_their} to their field in "
    "{pos:opponent12_in}",
)
def _special_summons(draft: Draft, d: dict[str, Any], f: str, pos: str) -> Steps:
    """ "Your opponent Special Summons 1 monster from their GY to their field in face-down
    Defense Position": their own summon (the rules binding their summons apply)."""
    return [_their_summon(draft, d, f, pos)]


@production(
    "steps",
    "opponent12_can_special_summon",
    "your opponent can Special Summon {d:desc} {f:opponent12_from_their} in {pos:opponent12_in} "
    "to their field",
    "your opponent can Special Summon {d:desc} {f:opponent12_from_their} to their field in "
    "{pos:opponent12_in}",
)
def _can_special_summon(draft: Draft, d: dict[str, Any], f: str, pos: str) -> Steps:
    """ "Then, your opponent can Special Summon 1 monster from their hand in face-up Attack
    Position to their field": they choose whether to, and which."""
    return [{"op": "may", "by": "opp", "then": [_their_summon(draft, d, f, pos)]}]


# ------------------------------------------------------------------------- their Sets


@production(
    "op",
    "opponent12_sets_from_gy",
    "your opponent Sets {d:desc} from their GY to their field",
)
def _sets_from_gy(draft: Draft, d: dict[str, Any]) -> Steps:
    """ "Your opponent Sets 1 Spell Card from their GY to their field": a card of their
    choice, Set by them on their own field."""
    if d.get("noun") not in ("Spell", "Trap", "Spell/Trap"):
        raise NoMatch("a Spell/Trap Card")
    k = _their_pick(draft, d, "gy")
    return [{"op": "set_spell_trap", "target": {"pick": k}, "field": "owner"}]


# --------------------------------------------------------------------------- their draw

_ABOUT_THEIR_HAND = frozenset(
    {"costs_opp_hand_min", "costs_opp_hand_max", "costs_opp_hand_none", "costs_opp_hand_some"}
)


def _about_their_hand(c: Parse, **_: Any) -> bool:
    """ "If your opponent has ... in their hand, they ...": "they" is the opponent."""
    return c.production == "cond_one" and c.values["a"].production in _ABOUT_THEIR_HAND


@production(
    "steps",
    "opponent12_if_they_can_draw",
    "if {c:cond}, they can draw {n} card",
    "if {c:cond}, they can draw {n} cards",
    accepts=_about_their_hand,
)
def _if_they_can_draw(draft: Draft, c: Parse, n: int) -> Steps:
    """ "Then, if your opponent has 2 or more cards in their hand, they can draw 1 card": their
    choice whether to draw."""
    draw = {"op": "draw", "count": n, "who": "opp"}
    return [
        {
            "op": "if",
            "condition": build(c, draft),
            "then": [{"op": "may", "by": "opp", "then": [draw]}],
        }
    ]


# ----------------------------------------------------------------- what asks about them


def _they_have(text: str) -> str:
    """What "your opponent has ..." says, when a condition reads it ("2 or less monsters on
    their field", "a monster in their GY")."""
    read("condition", f"your opponent has {text}")
    return text


SLOTS["opponent12_they_have"] = Slot(_they_have, str)


@production(
    "cond",
    "opponent12_has_both",
    "your opponent has {a:opponent12_they_have} and {b:opponent12_they_have}",
)
def _has_both(draft: Draft, a: str, b: str) -> list[dict[str, Any]]:
    """ "Your opponent has 2 or less monsters on their field and a monster in their GY": both
    of what they have (the words "your opponent has" said once)."""
    conditions: list[dict[str, Any]] = []
    for text in (a, b):
        conditions += build(read("condition", f"your opponent has {text}"), draft)
    return conditions


_WHOSE_TURN = {"your turn": "own", "your opponent's turn": "opp"}
SLOTS["opponent12_whose_turn"] = one_of(_WHOSE_TURN)


@production(
    "condition",
    "opponent12_activated_during",
    "you activated this card during {w:opponent12_whose_turn}",
)
def _activated_during(draft: Draft, w: str) -> list[dict[str, Any]]:
    """ "If you activated this card during your turn" (said in a Spell's or Trap's effect, which
    resolves as it is activated: the turn it is now)."""
    if draft.category != "sentence" or draft.kind not in ("spell", "trap"):
        raise NoMatch("a card's activation, said as it resolves")
    return [{"cond": "turn", "whose": _WHOSE_TURN[w]}]


# --------------------------------------------- an optional choice only if, then their Set


_NAMES_CHOSEN = re.compile(r"\b(?:that card|that monster|it)\b")


@production(
    "sentence",
    "opponent12_if_may_choose",
    "if {c:cond}, you can choose {t:target}",
    first=True,  # before the general sentence, which reads the words but builds nothing
)
def _if_may_choose(draft: Draft, c: Parse, t: dict[str, Any]) -> None:
    """ "If a Zombie Type monster(s) is among the cards sent, you can choose 1 Spell/Trap Card
    in your opponent's GY. Your opponent Sets that card to their field.": when the condition
    holds, the choice and the card's last sentence are one optional part."""
    if "ref" in t or t.get("desc", {}).get("all") or draft.trunk is not None:
        raise NoMatch("an optional choice of cards")
    words = f"If {render(c, False)}, you can choose {render_target(t)}"
    clauses = draft.card.clauses
    if len(clauses) < 2 or clauses[-2].text != words or clauses[-1].field != "effect":
        raise NoMatch("the choice is the card's last sentence but one")
    if not _NAMES_CHOSEN.search(clauses[-1].text):
        raise NoMatch("the last sentence says what happens to the chosen card")
    condition = build(c, draft)
    draft.target(t)
    branch: Steps = []
    draft.effect.append(
        {"op": "if", "condition": condition, "then": [{"op": "may", "then": branch}]}
    )
    draft.trunk, draft.effect = draft.effect, branch


# ------------------------------------- their hand looked at, a choice, their Set and damage

_LOOK = "Look at your opponent's hand"
_CHOOSE_FROM_IT = re.compile(r"You can choose .+ from it")


def _clause_index(draft: Draft, text: str) -> int:
    """The index of the effect clause with these words among the card's clauses (-1: none)."""
    for i, clause in enumerate(draft.card.clauses):
        if clause.field == "effect" and clause.text == text:
            return i
    return -1


@production("sentence", "opponent12_look_at_hand", "look at your opponent's hand", first=True)
def _look_at_hand(draft: Draft) -> None:
    """ "Look at your opponent's hand. You can choose up to 3 Spell/Trap Cards from it.": the
    looking lets the choice among their hand be made (the engine shows every card to its
    players: nothing to record); said before that choice only."""
    i = _clause_index(draft, _LOOK)
    clauses = draft.card.clauses
    if i < 0 or i + 1 >= len(clauses) or not _CHOOSE_FROM_IT.fullmatch(clauses[i + 1].text):
        raise NoMatch("a look before a choice among their hand")


@production("sentence", "opponent12_may_choose_from_hand", "you can choose {d:desc} from it")
def _may_choose_from_hand(draft: Draft, d: dict[str, Any]) -> None:
    """ "You can choose up to 3 Spell/Trap Cards from it. Your opponent Sets those cards ...":
    after looking at their hand, an optional choice among it; the card's last sentence says
    what happens to the chosen cards (the two are one optional part)."""
    words = f"You can choose {render_desc(d)} from it"
    i = _clause_index(draft, words)
    clauses = draft.card.clauses
    if i < 1 or clauses[i - 1].text != _LOOK or i + 2 != len(clauses) or draft.trunk is not None:
        raise NoMatch("a choice among their hand, the card's last sentence but one")
    if set(d) & {"all", "article", "except", "other"}:
        raise NoMatch("a count of cards to choose")
    draft.pick("opp_hand", d)
    branch: Steps = []
    draft.effect.append({"op": "may", "then": branch})
    draft.trunk, draft.effect = draft.effect, branch


@production(
    "op",
    "opponent12_sets_those_and_damage",
    "your opponent Sets those cards to their field, and they take damage equal to [the number "
    "of cards Set by this effect] x {n}",
)
def _sets_those_and_damage(draft: Draft, n: int) -> Steps:
    """ "Your opponent Sets those cards to their field, and they take damage equal to [the
    number of cards Set by this effect] x 300": the Spells/Traps you chose in their hand, Set
    by them (those the rules let them Set, with a free zone), then the damage by the count."""
    k = draft.last_pick
    if k is None or draft.picks[k]["from"] != "opp_hand":
        raise NoMatch("'those cards' names no cards chosen in their hand")
    kinds = (draft.picks[k].get("filter") or {}).get("kind")
    if kinds not in ("spell", "trap", ["spell", "trap"]):
        raise NoMatch("Spell/Trap Cards")
    counted = {"per": n, "count": {"counter": "number", "of": "moved"}}
    return [
        {"op": "set_spell_trap", "target": {"pick": k}, "field": "owner"},
        {"op": "damage", "amount": counted},
    ]


# ------------------------------------------------- a rule over their monsters like a chosen one

_FACTS = {"Type": "race", "Attribute": "attribute"}
SLOTS["opponent12_fact"] = one_of(_FACTS)


@production(
    "change",
    "opponent12_no_attack_like_that",
    "your opponent cannot attack with monsters with the same {f:opponent12_fact} as that monster",
    first=True,  # before the rule of a kind of monsters, whose description reads these words
)
def _no_attack_like_that(draft: Draft, f: str) -> Steps:
    """ "Choose 1 face-up monster on your opponent's field. This turn, your opponent cannot
    attack with monsters with the same Type as that monster": their monsters of that Type (as
    the chosen monster is now) cannot attack."""
    like = draft.target({"ref": "that monster"})
    return [
        {"op": "restrict", "rule": "no_attack_with", "who": "opp", "like": like, "fact": _FACTS[f]}
    ]


# ------------------------------------- their monsters chosen up to a count, then barred


@production(
    "op",
    "opponent12_choose_theirs_up_to",
    "choose {d:desc} on your opponent's field, up to {a:amount}",
    first=True,  # before the operation up to an amount, which reads these words and builds none
)
def _choose_theirs_up_to(draft: Draft, d: dict[str, Any], a: Parse) -> Steps:
    """ "Choose face-up Level 4 or higher Effect Monsters on your opponent's field, up to [the
    number of ... on your field]": any number of them from 1 to that many, counted as the
    choice is made (a requirement that moves no card: the count reads the same then); what
    follows names them ("those monsters")."""
    if draft.category != "sentence" or draft.cost:
        raise NoMatch("an effect's choice, with no requirement moving cards")
    if not d.get("plural") or set(d) & {"count", "all", "upto", "article", "andor", "highest"}:
        raise NoMatch("cards described without a count")
    amount = build(a, draft)
    count = amount.get("count") if isinstance(amount, dict) else None
    if not isinstance(count, dict) or count.get("counter") != "cards":
        raise NoMatch("the number of cards of a place")
    k = draft.target({"desc": d, "place": {"prep": "on", "side": "opp", "zone": "field"}})["pick"]
    draft.picks[k].update(upto=True, as_many=amount)
    return []


@production(
    "op",
    "opponent12_no_effects_nor_tribute",
    "this turn, your opponent cannot activate those monsters' effects, nor Tribute them for a "
    "Tribute Summon",
)
def _no_effects_nor_tribute(draft: Draft) -> Steps:
    """ "This turn, your opponent cannot activate those monsters' effects, nor Tribute them for
    a Tribute Summon": both restrictions of the chosen monsters bind the opponent alone."""
    those = draft.target({"ref": "those monsters"})
    return [
        {"op": "seal", "target": those, "until": "end_of_turn", "who": "opp"},
        {"op": "bar_tribute", "target": those, "who": "opp", "until": "end_of_turn"},
    ]


# -------------------------------- a Ritual Monster's position changed, then a rule like it

_CHANGES_POSITION = frozenset(
    name for name, word in OPERATION_WORDS.words.items() if POSITION_CHANGE in word.traits
)


def _after_position_change(draft: Draft) -> None:
    """Said right after the effect changed battle positions (its last step)."""
    if draft.category != "sentence" or not draft.effect:
        raise NoMatch("no battle position changed just before")
    if draft.effect[-1]["op"] not in _CHANGES_POSITION:
        raise NoMatch("no battle position changed just before")


@production(
    "condition",
    "opponent12_changed_position_of",
    "you changed the battle position of {d:desc} by this effect",
)
def _changed_position_of(draft: Draft, d: dict[str, Any]) -> list[dict[str, Any]]:
    """ "If you changed the battle position of a Ritual Monster by this effect": one of the
    monsters the change just made is one (by its current facts)."""
    _after_position_change(draft)
    if d.get("article") not in ("a", "an") or set(d) - {"article", "count", "noun", "subtype"}:
        raise NoMatch("a kind of monster")
    chosen = to_filter({k: v for k, v in d.items() if k not in ("article", "count")})
    return [{"cond": "moved", "filter": chosen}]


@production(
    "op",
    "opponent12_no_effects_like_ritual",
    "your opponent cannot activate the effects of monsters with the same original name as that "
    "Ritual Monster this turn",
)
def _no_effects_like_ritual(draft: Draft) -> Steps:
    """ "If you changed the battle position of a Ritual Monster by this effect, your opponent
    cannot activate the effects of monsters with the same original name as that Ritual Monster
    this turn": the Ritual Monsters among those the change just made name the monsters."""
    _after_position_change(draft)
    return [
        {
            "op": "restrict",
            "rule": "no_activation",
            "who": "opp",
            "kind": "monster",
            "like": "moved",
            "fact": "original_name",
            "like_only": {"kind": "monster", "subtype": "ritual"},
            "until": "end_of_turn",
        }
    ]


# ------------------------------------------------ monsters barred as their Tributes and materials


@production(
    "change",
    "opponent12_no_tribute_nor_ritual_material",
    "your opponent cannot Tribute {t:target} for a Tribute Summon, nor use them as material for "
    "a Ritual Summon",
)
def _no_tribute_nor_ritual(draft: Draft, t: dict[str, Any]) -> Steps:
    """ "This turn, your opponent cannot Tribute those monsters for a Tribute Summon, nor use
    them as material for a Ritual Summon": both bars of the monsters named before bind them."""
    if "ref" not in t:
        raise NoMatch("monsters named before ('those monsters')")
    return [{"op": "bar_tribute", "target": draft.target(t), "who": "opp", "ritual": True}]


@production(
    "change",
    "opponent12_no_facedown_tributes",
    "your opponent cannot use face-down monsters for a Tribute Summon",
)
def _no_facedown_tributes(draft: Draft) -> Steps:
    """ "This turn, your opponent cannot use face-down monsters for a Tribute Summon": whichever
    monsters are face-down when they would Tribute them (a Tribute Set too, as for any bar on
    Tributes)."""
    return [{"op": "restrict", "rule": "no_facedown_tribute", "who": "opp"}]


# ----------------------------------------- their attacks on your face-up monsters, narrowed

_EXTREMES = {
    "lowest Level": ("level", True),
    "highest Level": ("level", False),
    "lowest ATK": ("atk", True),
    "highest ATK": ("atk", False),
}
SLOTS["opponent12_extreme"] = one_of(_EXTREMES)


@production(
    "op",
    "opponent12_only_attack_extreme",
    "this turn, if your opponent attacks a face-up monster, they can only attack the monster "
    "with the {x:opponent12_extreme} on your field",
)
def _only_attack_extreme(draft: Draft, x: str) -> Steps:
    """ "This turn, if your opponent attacks a face-up monster, they can only attack the monster
    with the lowest Level on your field": of your face-up monsters, they may attack those with
    the lowest Level only (as they are when the attack is declared); face-down ones as ever."""
    stat, lowest = _EXTREMES[x]
    made: dict[str, Any] = {"op": "only_attack_extreme", "stat": stat}
    if lowest:
        made["lowest"] = True
    made["until"] = "end_of_turn"
    return [made]


# ------------------------------------------------ "If your opponent has ..., they cannot ..."

_THEY_CANNOT_ACTIVATE = ", they cannot activate monster effects"


@production("mod", "opponent12_they_no_monster_effects", "they cannot activate monster effects")
def _they_no_monster_effects(draft: Draft) -> list[dict[str, Any]]:
    """ "If your opponent has a face-up Maximum Monster on their field, they cannot activate
    monster effects": "they" is the opponent the condition names (the clause says so)."""
    said = [c.text for c in draft.card.clauses if c.text.endswith(_THEY_CANNOT_ACTIVATE)]
    if len(said) != 1 or not said[0].startswith("If your opponent "):
        raise NoMatch("'they': an opponent a condition names just before")
    return [{"rule": "no_activation", "value": "monster", "side": "opp"}]


# ------------------------------------------------------ the cards they cannot activate, a static

_ACTIVATED = {"Spell": "spell", "Trap": "trap"}


@production("mod", "opponent12_opp_no_activation", "your opponent cannot activate {d:desc}")
def _opp_no_activation(draft: Draft, d: dict[str, Any]) -> list[dict[str, Any]]:
    """ "Your opponent cannot activate Legend Spell Cards" (Trap Cards, Equip Spell Cards): the
    Spell or Trap Cards of that kind, while the static is in force."""
    kind = _ACTIVATED.get(d.get("noun", ""))
    if kind is None or not d.get("plural") or "names" in d:
        raise NoMatch("Spell or Trap Cards of a kind")
    if set(d) & {"count", "all", "other", "face", "upto", "article", "position"}:
        raise NoMatch("a count, 'other' or a face")
    chosen = to_filter(d) or {}
    chosen.pop("kind", None)
    made: dict[str, Any] = {"rule": "no_activation", "value": kind, "side": "opp"}
    if chosen:
        made["filter"] = chosen
    return [made]


@production("condition", "opponent12_you_have_cards_in_hand", "you have cards in your hand")
def _you_have_cards_in_hand(draft: Draft) -> list[dict[str, Any]]:
    """ "If you have cards in your hand": 1 or more."""
    return [{"cond": "hand_min", "count": 1}]
