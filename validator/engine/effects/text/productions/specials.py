"""Special Summons, adds, Sets and placements in the words of other printings: the order of
"face-up", the place and the field in a Special Summon ("from your hand to your field
face-up", "from your GY, face-up to your field", "in face-up Attack Position to your field"),
a restriction on the summoned monster after "but" ("but it cannot attack this turn"), a card
chosen and then acted on ("Choose 1 ... in your GY and Special Summon it ..."), cards placed on
top of a Deck, and the cards of a milled Deck top ("If a ... monster(s) is among the cards
sent, ...").
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft, source_of
from validator.engine.effects.text.grammar import Parse, build, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.slots import render_target

Steps = list[dict[str, Any]]


# ----------------------------------------------------------------------------- Special Summon


_SUMMONS = {
    "faceup": (
        "Special Summon {d:desc} {at:place} to your field face-up",
        "Special Summon {d:desc} {at:place}, face-up to your field",
        "Special Summon {d:desc} {at:place} to your field, face-up",
    ),
    "attack": ("Special Summon {d:desc} {at:place} in face-up Attack Position to your field",),
    "defense": ("Special Summon {d:desc} {at:place} on your field in face-up Defense Position",),
}
"""The wordings of a Special Summon from a place of your own, by the position it summons in."""

for _position, _wordings in _SUMMONS.items():

    @production("op", f"specials_summon_{_position}", *_wordings)
    def _summon_in(
        draft: Draft, d: dict[str, Any], at: dict[str, str], _p: str = _position
    ) -> Steps:
        return draft.own_special_summon(d, at, _p)


_HAND_OR_GY = {"prep": "from", "side": "own", "zone": "hand_gy"}
"""Where "from your hand or your GY" summons from: the hand and the GY."""


@production(
    "op",
    "specials_summon_hand_or_your_gy",
    "Special Summon {d:desc} from your hand or your GY face-up to your field",
)
def _summon_hand_or_your_gy(draft: Draft, d: dict[str, Any]) -> Steps:
    return draft.own_special_summon(d, _HAND_OR_GY, "faceup")


@production(
    "op",
    "specials_summon_hand_or_gy_attack",
    "Special Summon {d:desc} from your hand or GY in face-up Attack Position to your field",
)
def _summon_hand_or_gy_attack(draft: Draft, d: dict[str, Any]) -> Steps:
    return draft.own_special_summon(d, _HAND_OR_GY, "attack")


@production("op", "specials_summon_but", "{o:op}, but {c:op}")
def _summon_but(draft: Draft, o: Parse, c: Parse) -> Steps:
    """A Special Summon and what holds for the summoned monster ("..., but it cannot attack
    this turn"): "it" is the card the Special Summon put on the field (none if it could not)."""
    first = build(o, draft)
    if len(first) != 1 or first[0]["op"] != "special_summon":
        raise NoMatch("'but' after a Special Summon")
    last_pick, that, subject = draft.last_pick, draft.that, draft.subject
    draft.last_pick, draft.that, draft.subject = None, "moved", None
    try:
        then = build(c, draft)
    finally:
        draft.that, draft.subject = that, subject
        if draft.last_pick is None:
            draft.last_pick = last_pick
    if not then or any(step.get("target") != "moved" for step in then):
        raise NoMatch("'but' says what holds for the summoned monster")
    return first + then


# ------------------------------------------------------------------- a card chosen, then acted on


def _chosen(draft: Draft, t: dict[str, Any], o: Parse) -> Steps:
    if "ref" in t or t.get("desc", {}).get("all"):
        raise NoMatch("choose needs cards to choose")
    target = draft.target(t)
    then = build(o, draft)
    if not then or any(step.get("target") != target for step in then):
        raise NoMatch("what follows acts on the chosen cards")
    return then


@production(
    "steps",
    "specials_choose_and",
    "choose {t:target} and {o:op}",
    "choose {t:target}, and {o:op}",
    "select {t:target} and {o:op}",
)
def _choose_and(draft: Draft, t: dict[str, Any], o: Parse) -> Steps:
    """ "Choose 1 ... in your GY and Special Summon it face-up to your field": the choice is
    the pick the operation acts on ("it", "them")."""
    return _chosen(draft, t, o)


# ------------------------------------------------------------------------ on top of a Deck


@production(
    "op",
    "specials_to_deck_top",
    "place {t:target} on top of the Deck",
    "place {t:target} on the top of the Deck",
    "place {t:target} on top of the owner's Deck",
    "place {t:target} on the top of the owner's Deck",
)
def _to_deck_top(draft: Draft, t: dict[str, Any]) -> Steps:
    """One card on top of its owner's Deck (several would need their order chosen)."""
    return _one_on_top(draft, t)


for _whose, _side in (("your", "own"), ("their", "opp")):

    @production(
        "op",
        f"specials_to_{_whose}_deck_top",
        f"place {{t:target}} on top of {_whose} Deck",
        f"place {{t:target}} on the top of {_whose} Deck",
    )
    def _to_whose_deck_top(draft: Draft, t: dict[str, Any], _s: str = _side) -> Steps:
        """ "your Deck" of a card of your own, "their Deck" of an opponent's card."""
        if "ref" in t or t["place"]["side"] != _s:
            raise NoMatch(f"a Deck of the side {_s}")
        return _one_on_top(draft, t)


def _one_on_top(draft: Draft, t: dict[str, Any]) -> Steps:
    desc = t.get("desc") if "alts" not in t else None
    if desc is not None and (
        desc.get("all") or desc.get("upto") or desc.get("count", 1) != 1 or desc.get("andor")
    ):
        raise NoMatch("one card on top of the Deck")
    return [{"op": "to_deck", "target": draft.target(t), "place": "top"}]


_SELF_FROM_FIELD = ("this card from your field", "this face-up card from your field")


for _words in _SELF_FROM_FIELD:
    _key = "face_up_" if "face-up" in _words else ""

    @production(
        "op",
        f"specials_self_to_deck_top_{_key}",
        f"place {_words} on top of the owner's Deck",
        f"place {_words} on top of your Deck",
    )
    def _self_top(draft: Draft) -> Steps:
        return [{"op": "to_deck", "target": "self", "place": "top"}]

    @production(
        "op",
        f"specials_self_to_deck_bottom_{_key}",
        f"place {_words} on the bottom of the owner's Deck",
        f"place {_words} on the bottom of your Deck",
    )
    def _self_bottom(draft: Draft) -> Steps:
        return [{"op": "to_deck", "target": "self", "place": "bottom"}]


@production(
    "op",
    "specials_to_deck_bottom_their",
    "place {t:target} on the bottom of their Deck",
)
def _to_deck_bottom_their(draft: Draft, t: dict[str, Any]) -> Steps:
    place = t.get("place", {})
    if "ref" in t or place.get("side") != "opp":
        raise NoMatch("'their Deck' of an opponent's card")
    return [{"op": "to_deck", "target": draft.target(t), "place": "bottom"}]


_FIELD_OF_EITHER = {"prep": "from", "side": "all", "zone": "field"}


@production(
    "op",
    "specials_field_to_deck_top",
    "place {d:desc} from the field on top of the owner's Deck",
)
def _field_to_deck_top(draft: Draft, d: dict[str, Any]) -> Steps:
    return _one_on_top(draft, {"desc": d, "place": _FIELD_OF_EITHER})


# ---------------------------------------------------------------- among the excavated cards

_EXCAVATED = {"prep": "", "side": "own", "zone": "excavated"}


@production(
    "op",
    "specials_add_from_excavated",
    "add {d:desc} from among the excavated cards to your hand",
)
def _add_from_excavated(draft: Draft, d: dict[str, Any]) -> Steps:
    if d.get("all") or d.get("face") or d.get("position") or d.get("other"):
        raise NoMatch("a count of excavated cards")
    target = draft.target_at(d, source_of(d, {**_EXCAVATED, "zone": "excavated"}))
    return [{"op": "to_hand", "target": target}]


@production(
    "op",
    "specials_summon_facedown",
    "Special Summon {t:target} to your field in face-down Defense Position",
)
def _summon_facedown(draft: Draft, t: dict[str, Any]) -> Steps:
    """ "Special Summon up to 2 excavated Level 4 monsters to your field in face-down Defense
    Position" (a place of your own: the effect language refuses an opponent's cards)."""
    if "ref" in t or t["place"]["side"] != "own":
        raise NoMatch("cards of your own")
    return [{"op": "special_summon", "target": draft.target(t), "position": "facedown"}]


# --------------------------------------------------------------------- an optional choice


@production(
    "sentence",
    "specials_may_choose",
    "then, you can choose {t:target}",
    "you can choose {t:target}",
    first=True,  # before the general sentence, which reads the words but builds nothing
)
def _may_choose(draft: Draft, t: dict[str, Any]) -> None:
    """ "Then, you can choose 1 face-up monster on your field. This turn, that monster ...":
    the card's last sentence says what happens to the chosen card, and happens only if one
    is chosen (the two are one optional part)."""
    if "ref" in t or t.get("desc", {}).get("all") or draft.trunk is not None:
        raise NoMatch("an optional choice of cards")
    if not _penultimate(draft, render_target(t)):
        raise NoMatch("the choice is the card's last sentence but one")
    draft.target(t)
    branch: Steps = []
    draft.effect.append({"op": "may", "then": branch})
    draft.trunk, draft.effect = draft.effect, branch


def _penultimate(draft: Draft, chosen: str) -> bool:
    """Whether the clause choosing these words is the card's last but one (the draft is built
    a clause at a time, in order: the clause read now is the one with these words)."""
    clauses = draft.card.clauses
    words = {f"Then, you can choose {chosen}", f"You can choose {chosen}"}
    mine = [c for c in clauses if c.field == "effect" and c.text in words]
    return len(clauses) >= 2 and mine == [clauses[-2]] and clauses[-1].field == "effect"


# ------------------------------------------------------ after an optional Special Summon


def _on_moved(steps: Steps) -> bool:
    """Whether every operation of these steps (within "if" and "you can" parts) acts on the
    cards the last operation moved."""
    for step in steps:
        if step["op"] in ("if", "may"):
            if not step["then"] or not _on_moved(step["then"]):
                return False
        elif step.get("target") != "moved":
            return False
    return bool(steps)


_SUMMONED = "the monster Special Summoned by this effect"


def _says_summoned(parse: Parse) -> bool:
    """Whether a parse names the monster Special Summoned by this effect."""
    for value in parse.values.values():
        if isinstance(value, Parse) and _says_summoned(value):
            return True
        if isinstance(value, dict) and value.get("ref") == _SUMMONED:
            return True
    return False


@production(
    "sentence",
    "specials_summoned",
    "{s:steps}",
    accepts=lambda s: _says_summoned(s),
    first=True,  # before the general sentence: the same steps, inside an optional part
)
def _summoned_after_may(draft: Draft, s: Parse) -> None:
    """ "Then, you can Special Summon ... The monster Special Summoned by this effect gains
    500 ATK ...": a sentence about the monster an optional Special Summon put on the field is
    part of that optional part (it happens only if the monster was summoned). After a Special
    Summon that is not optional, the sentence is a step of the effect, as any sentence."""
    branch = draft.effect[-1]["then"] if draft.effect and draft.effect[-1]["op"] == "may" else []
    if not branch or branch[-1]["op"] != "special_summon":
        draft.effect += build(s, draft)
        return
    build_about_summoned(s, draft, branch)


def build_about_summoned(s: Parse, draft: Draft, part: Steps) -> None:
    """Build a sentence about the monster a Special Summon put on the field into `part`, the
    steps that summon ended (read as the effect so far), refusing one about anything else."""
    effect = draft.effect
    draft.effect = part
    try:
        steps = build(s, draft)
    finally:
        draft.effect = effect
    if not _on_moved(steps):
        raise NoMatch("a sentence about the summoned monster alone")
    part.extend(steps)


@production(
    "battle_ability",
    "specials_inflicts_piercing_reminder",
    "inflicts piercing battle damage (if the ATK of the attacking monster exceeds the DEF of "
    "the attack target, inflict the difference)",
)
def _piercing_reminder(draft: Draft) -> tuple[str, int]:
    return ("pierce", 1)
