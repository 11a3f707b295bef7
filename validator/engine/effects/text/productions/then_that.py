"""What the card chosen earlier in the effect is: a part that applies only when it is of a Level,
a kind, a name or an original stat, or is this card.

- "Then, if that monster is Level 9, ..." (選んだモンスターがレベル９の場合), "if that monster is a
  Maximum Monster" (選んだモンスターがマキシマムモンスターの場合): the monster chosen, as it is now
  (a face-up monster by its current facts).
- "if that monster's original DEF is 2000 or less" (そのモンスターの元々の守備力が２０００以下の
  場合): a face-down monster looked at is read by its printed facts.
- "if it was "A"" and "if you chose "A" by this effect" (この効果で「A」を選んだ場合): the card
  chosen bears that name; "if you chose this card by this effect" (この効果でこのカードを選んだ
  場合): the card chosen is this card.
- "if that card is a Level 5 or higher monster" after the top card of a Deck was excavated
  (そのカードがモンスター（レベル５以上）だった場合): the card excavated.
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.describe import to_filter
from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import BY_NAME, Parse, build, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.destroy import _in_steps

Conds = list[dict[str, Any]]


def _chosen(draft: Draft) -> int:
    """The pick "that monster" names: the effect's last, one card, not a card of the cost."""
    if draft.category != "sentence" or draft.last_pick is None:
        raise NoMatch("'that monster' names no card chosen")
    pick = draft.picks[draft.last_pick]
    if pick.get("n", 1) != 1 or pick.get("upto"):
        raise NoMatch("'that monster' of several cards")
    if _in_steps(draft.cost, {"pick": draft.last_pick}):
        raise NoMatch("'that monster' names a card of the requirement")
    return draft.last_pick


def _is(draft: Draft, chosen: dict[str, Any]) -> Conds:
    return [{"cond": "pick_is", "pick": _chosen(draft), "filter": chosen}]


@production("condition", "then_that_level", "that monster is Level {n}")
def _level(draft: Draft, n: int) -> Conds:
    return _is(draft, {"kind": "monster", "level": n})


def _a_kind(d: dict[str, Any]) -> bool:
    return d.get("article") is not None and not set(d) & {"face", "position", "plural", "other"}


@production("condition", "then_that_kind", "that monster is {d:desc}", accepts=_a_kind)
def _kind(draft: Draft, d: dict[str, Any]) -> Conds:
    chosen = to_filter({k: v for k, v in d.items() if k not in ("count", "article")})
    if not chosen or set(chosen) == {"kind"}:
        raise NoMatch("a monster is a monster")
    return _is(draft, chosen)


_BOUNDS = {"or less": "max", "or more": "min"}
_ORIGINAL = {"ATK": "original_atk", "DEF": "original_def"}

for _stat, _key in _ORIGINAL.items():
    for _words, _bound in _BOUNDS.items():

        @production(
            "condition",
            f"then_that_original_{_key}_{_bound}",
            f"that monster's original {_stat} is {{n}} {_words}",
        )
        def _original(draft: Draft, n: int, _key: str = _key, _bound: str = _bound) -> Conds:
            return _is(draft, {"kind": "monster", f"{_key}_{_bound}": n})


@production(
    "condition",
    "then_that_name",
    "it was {a:name}",
    "that card was {a:name}",
    "you chose {a:name} by this effect",
)
def _name(draft: Draft, a: int) -> Conds:
    return _is(draft, {"ids": [a]})


@production("condition", "then_that_self", "you chose this card by this effect")
def _self(draft: Draft) -> Conds:
    if draft.kind in ("spell", "trap"):
        raise NoMatch("a Spell or Trap chooses no monster that is itself")
    return [{"cond": "picked_self", "pick": _chosen(draft)}]


def _a_card(d: dict[str, Any], s: Parse) -> bool:
    return d.get("article") is not None and not d.get("face") and not d.get("position")


@production(
    "sentence",
    "then_that_excavated",
    "if that card is {d:desc}, {s:steps}",
    "then, if that card is {d:desc}, {s:steps}",
    accepts=_a_card,
)
def _excavated(draft: Draft, d: dict[str, Any], s: Parse) -> None:
    """The one card the effect's last step excavated (no card chosen since); a sentence of its
    own, as "that card is ..." names a card chosen everywhere else."""
    if draft.last_pick is not None or not draft.effect:
        raise NoMatch("'that card' names a card chosen")
    last = draft.effect[-1]
    if last["op"] != "excavate" or last.get("count") != 1:
        raise NoMatch("no one card excavated just before")
    chosen = to_filter({k: v for k, v in d.items() if k not in ("count", "article")})
    if not chosen:
        raise NoMatch("a card is a card")
    test = {"cond": "moved", "filter": chosen}
    subject, draft.subject = draft.subject, "moved"  # "[its Level]": the card excavated
    try:
        steps = build(s, draft)
    finally:
        draft.subject = subject
    draft.effect.append({"op": "if", "condition": [test], "then": steps})


# ------------------------------------------------------------------- "it" after "this card is"


@production(
    "sentence",
    "then_that_this_card_is",
    "if {c:cond}, {s:steps}",
    "then, if {c:cond}, {s:steps}",
    accepts=lambda c, s: _about_this_card(c),
    first=True,  # before the general "if": there "it" would name a card chosen before
)
def _this_card_is(draft: Draft, c: Parse, s: Parse) -> None:
    """ "Then, if this card is in Maximum Mode, this turn, it gains 1000 ATK, and ..."
    (このカードがマキシマムモードの場合、さらにこのターン、このカードは...): "it" is this card,
    the card the condition is about (not a card chosen before). Tried first: the sentence
    "if {cond}, {steps}" reads these words too, "it" naming the last card chosen."""
    test = build(c, draft)
    subject = draft.subject
    draft.subject = "self"
    try:
        then = build(s, draft)
    finally:
        draft.subject = subject
    draft.effect.append({"op": "if", "condition": test, "then": then})


_ABOUT_THIS_CARD = frozenset({"harm_activated_during"})
"""Conditions about this card that do not start "this card is" ("you activated this effect
during the turn you Normal Summoned this card")."""


def _about_this_card(c: Parse) -> bool:
    """A condition about this card alone ("this card is in Maximum Mode")."""
    if c.production != "cond_one":
        return False
    inner = c.values["a"]
    if inner.production.split("#")[0] in _ABOUT_THIS_CARD:
        return True
    return BY_NAME[inner.production].template.startswith("this card is ")
