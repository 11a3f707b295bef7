"""What the effect's last operation did, told more ways than one card of a kind: a part that
applies only when the cards just sent, destroyed, returned or placed were so many, or were of
an original fact.

- A number of cards: "Then, if you sent 4 FIRE Attribute Beast Type monsters to the GY by this
  effect, ..." (この効果でモンスター（炎属性／獣族）が４体墓地へ送られた場合): at least that many of
  the cards the operation moved are as described; "if you placed 5 cards on the bottom of your
  Deck by this effect" (この効果でカード５枚を戻した場合): that many were placed.
- An original fact: "if you destroyed a monster whose original Level is 6 by this effect"
  (この効果で元々のレベルが６のモンスターを破壊した場合), "if you returned a monster whose original
  Level is 7 by this effect" (この効果で元々のレベルが７のモンスターを戻した場合): the cards are off
  the field by then, so their printed facts are their original ones.
- One of two descriptions: "if you placed a Legend monster or "A" by this effect"
  (この効果でレジェンドモンスターまたは「A」を戻した場合).

Each is a test of the cards the operation right before moved (`moved`), inside the "you can"
part that operation stands in; "that monster" after it names those cards.
"""

from __future__ import annotations

import re
from typing import Any

from validator.engine.effects.filters import ATTRIBUTES, RACES
from validator.engine.effects.text.describe import (
    one_card_filter,
    read_desc,
    read_names,
    render_desc,
    to_filter,
)
from validator.engine.effects.text.draft import Draft, every_step
from validator.engine.effects.text.grammar import SLOTS, Parse, Slot, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.battle_amounts import _STAT_WORDS
from validator.engine.effects.text.productions.draws import _sent_by

# ----------------------------------------------------------------- what the cards were


_ORIGINAL = re.compile(r"(.+) whose original (name|Level|Attribute|Type) is (.+)")
_COUNTED = re.compile(r"(\d+) (.+)")
_ONE_KEYS = frozenset({"count", "article", "noun", "subtype", "level", "attribute", "race"})


def _original(fact: str, value: str) -> dict[str, Any]:
    """The filter of an original fact (read of a card off the field: its printed facts)."""
    if fact == "name":
        if not re.fullmatch(r'"[^"]+"', value):
            raise NoMatch(value)
        return {"ids": read_names(value)}
    if fact == "Level":
        if not re.fullmatch(r"\d{1,2}", value):
            raise NoMatch(value)
        return {"level": int(value)}
    if fact == "Attribute":
        if value not in ATTRIBUTES:
            raise NoMatch(value)
        return {"attribute": value}
    if value not in RACES:
        raise NoMatch(value)
    return {"race": value}


def _read_did(text: str) -> dict[str, Any]:
    """What the cards the last operation moved were: {"filter", "min", and the words read}."""
    original = _ORIGINAL.fullmatch(text)
    if original is not None:
        desc = read_desc(original.group(1))
        if not desc.get("article") or set(desc) - _ONE_KEYS or desc.get("noun") != "monster":
            raise NoMatch("one monster of an original fact")
        if len(desc) > 3:  # "a monster" only: the fact is the original one alone
            raise NoMatch("other facts besides the original one")
        fact, value = original.group(2), original.group(3)
        chosen = {"kind": "monster", **_original(fact, value)}
        return {"desc": desc, "fact": fact, "value": value, "filter": chosen, "min": 1}
    counted = _COUNTED.fullmatch(text)
    if counted is not None:
        desc = read_desc(text)
        n = desc.get("count", 0)
        if n < 2 or not desc.get("plural") or set(desc) & {"all", "upto", "andor", "other"}:
            raise NoMatch("a number of cards")
        if desc.get("face") or desc.get("position") or desc.get("article"):
            raise NoMatch("a number of cards off the field")
        chosen = to_filter({k: v for k, v in desc.items() if k not in ("count", "plural")})
        return {"desc": desc, "filter": chosen or None, "min": n}
    at = text.find(" or ")
    while at > 0:
        try:
            first, second = read_desc(text[:at]), read_desc(text[at + 4 :])
            one, other = one_card_filter(first), one_card_filter(second)
        except NoMatch:
            at = text.find(" or ", at + 1)
            continue
        if not one or not other:
            raise NoMatch("a card of either description")
        return {"descs": [first, second], "filter": {"any_of": [one, other]}, "min": 1}
    desc = read_desc(text)
    return {"desc": desc, "filter": one_card_filter(desc), "min": 1}


def _render_did(value: dict[str, Any]) -> str:
    if "descs" in value:
        return " or ".join(render_desc(d) for d in value["descs"])
    words = render_desc(value["desc"])
    if "fact" in value:
        return f"{words} whose original {value['fact']} is {value['value']}"
    return words


SLOTS["then_did"] = Slot(_read_did, _render_did)


def _test(w: dict[str, Any]) -> dict[str, Any]:
    made: dict[str, Any] = {"cond": "moved"}
    if w["filter"]:
        made["filter"] = w["filter"]
    if w["min"] != 1:
        made["min"] = w["min"]
    return made


def _if_did(draft: Draft, w: dict[str, Any], s: Parse, ops: frozenset[str]) -> None:
    """The part goes right after the operation it asks about."""
    steps = draft.after_last(ops)
    steps.append({"op": "if", "condition": [_test(w)], "then": draft.about_moved(s)})


def _plain_one(w: dict[str, Any]) -> bool:
    """A one-card description alone is read by the productions of `productions/destroy.py`."""
    return not ("desc" in w and "fact" not in w and w["min"] == 1)


_VERBS: dict[str, tuple[tuple[str, ...], frozenset[str]]] = {
    "sent": (("to the GY",), frozenset({"send", "mill", "self_to_gy"})),
    "destroyed": (("",), frozenset({"destroy"})),
    "returned": (("", "to the hand"), frozenset({"to_hand"})),
}


for _verb, (_wheres, _ops) in _VERBS.items():
    _templates = []
    for _where in _wheres:
        _words = f"you {_verb} {{w:then_did}}{' ' + _where if _where else ''} by this effect"
        _templates += [f"if {_words}, {{s:steps}}", f"then, if {_words}, {{s:steps}}"]

    @production(
        "sentence",
        f"then_did_{_verb}",
        *_templates,
        accepts=lambda w, s, _verb=_verb: _verb == "returned" or _plain_one(w),
    )
    def _did(draft: Draft, w: dict[str, Any], s: Parse, _ops: frozenset[str] = _ops) -> None:
        _if_did(draft, w, s, _ops)


# ---------------------------------------------------------------------- cards placed in a Deck


def _placed_ops(draft: Draft, where: str) -> frozenset[str]:
    """The last operation placed cards in a Deck (on its top or bottom when said)."""
    steps = draft.after_last(frozenset({"to_deck", "place_excavated"}))
    last = steps[-1]
    place = last.get("place")
    if where and place != where:
        raise NoMatch(f"cards placed elsewhere than the {where} of the Deck")
    if not where and place not in ("top", "bottom"):
        raise NoMatch("cards shuffled into the Deck, not placed")
    return frozenset({last["op"]})


_PLACED = {"": "", " on top of the Deck": "top", " on the bottom of your Deck": "bottom"}


for _words, _where in _PLACED.items():

    @production(
        "sentence",
        f"then_did_placed{'_' + _where if _where else ''}",
        f"if you placed {{w:then_did}}{_words} by this effect, {{s:steps}}",
        f"then, if you placed {{w:then_did}}{_words} by this effect, {{s:steps}}",
    )
    def _placed(draft: Draft, w: dict[str, Any], s: Parse, _where: str = _where) -> None:
        _if_did(draft, w, s, _placed_ops(draft, _where))


# ------------------------------------------------------------------- other words for the same


@production(
    "sentence",
    "then_did_destroyed_any",
    "if you destroyed by this effect, {s:steps}",
    "then, if you destroyed by this effect, {s:steps}",
)
def _destroyed_any(draft: Draft, s: Parse) -> None:
    """ "If you destroyed by this effect" (この効果で破壊した場合): the destruction just before
    destroyed a card."""
    _if_did(draft, {"filter": None, "min": 1}, s, frozenset({"destroy"}))


@production(
    "sentence",
    "then_did_returned_original_name",
    "if the original name of the card you returned to the hand by this effect was {a:name}, "
    "{s:steps}",
    "then, if the original name of the card you returned to the hand by this effect was "
    "{a:name}, {s:steps}",
)
def _returned_named(draft: Draft, a: int, s: Parse) -> None:
    """The card returned to the hand just before bears that name as printed (この効果で手札に
    戻したカードの元々のカード名が「A」の場合)."""
    _if_did(draft, {"filter": {"ids": [a]}, "min": 1}, s, frozenset({"to_hand"}))


# ------------------------------------------------------------ either of two among the cards sent


_EITHER = re.compile(r"(an?) (.+) or (an? )?(.+)")


def _read_either(text: str) -> dict[str, Any]:
    """ "a Fish Type monster or Spell Card" (the article said once or twice)."""
    match = _EITHER.fullmatch(text)
    if match is None:
        raise NoMatch(text)
    article, first, again, second = match.groups()
    one = read_desc(f"{article} {first}")
    other = read_desc(again + second if again else f"a {second}")
    filters = [one_card_filter(one), one_card_filter(other)]
    if not all(filters):
        raise NoMatch("a card of either description")
    return {"descs": [one, other], "again": bool(again), "filter": {"any_of": filters}}


def _render_either(value: dict[str, Any]) -> str:
    one, other = (render_desc(d) for d in value["descs"])
    if not value["again"]:
        other = other.split(" ", 1)[1]
    return f"{one} or {other}"


SLOTS["then_either"] = Slot(_read_either, _render_either)


@production(
    "condition",
    "then_did_either_among_sent",
    "{e:then_either} is among the cards sent",
    "{e:then_either} was among the cards sent",
)
def _either_among_sent(draft: Draft, e: dict[str, Any]) -> list[dict[str, Any]]:
    """One of the cards this effect sent to the GY is of either description (その中にモンスター
    （魚族）または魔法カードがあった場合)."""
    _sent_by(draft)
    counted = {"counter": "sent", "filter": e["filter"]}
    return [{"cond": "count", "count": counted, "min": 1}]


# ------------------------------------------------------------- facts of the cards sent, counted

_SENDING = frozenset({"send", "mill", "self_to_gy", "place_excavated"})


def _one_send(draft: Draft) -> dict[str, Any]:
    """The effect's one step that sends cards to the GY (it destroys none)."""
    if draft.category != "sentence":
        raise NoMatch("what the effect sent, outside its effect")
    steps = every_step(draft.effect)
    sends = [s for s in steps if s["op"] in _SENDING]
    if len(sends) != 1 or any(s["op"] == "destroy" for s in steps):
        raise NoMatch("not one step that sends cards to the GY")
    return sends[0]


@production(
    "counter",
    "then_did_stat_of_sent",
    "the {s:stat_word} of the monster sent to the GY by this effect",
)
def _stat_of_sent(draft: Draft, s: str) -> dict[str, Any]:
    """ "[the original ATK of the monster sent to the GY by this effect]" (この効果で墓地へ送った
    モンスターの元々の攻撃力): the one monster chosen and sent by a step the effect always makes
    (not inside a "you can" or "if" part: a choice not made there would be asked for here).
    The top card of your Deck sent, or a monster sent only in some case: what the effect has
    sent to the GY (the target `sent`; none sent: 0)."""
    send = _one_send(draft)
    if send["op"] == "mill" and send["count"] == 1 and send.get("who", "own") == "own":
        return {"counter": "stat", "stat": _STAT_WORDS[s], "of": "sent"}
    target = send.get("target")
    if send["op"] != "send" or not isinstance(target, dict) or "pick" not in target:
        raise NoMatch("one monster chosen and sent")
    pick = draft.picks[target["pick"]]
    if (
        pick.get("n", 1) != 1
        or pick.get("upto")
        or (pick.get("filter") or {}).get("kind") != ("monster")
    ):
        raise NoMatch("one monster chosen and sent")
    if not any(step is send for step in draft.effect):
        return {"counter": "stat", "stat": _STAT_WORDS[s], "of": "sent"}
    return {"counter": "stat", "stat": _STAT_WORDS[s], "of": target}


@production(
    "counter",
    "then_did_total_levels_sent",
    "the total Levels of the monsters sent to the GY by this effect",
)
def _total_levels_sent(draft: Draft) -> dict[str, Any]:
    """ "[the total Levels of the monsters sent to the GY by this effect]" right after the cards
    were sent (the cards the last step moved; a Spell or Trap has no Level)."""
    send = _one_send(draft)
    if not draft.effect or draft.effect[-1] is not send or send["op"] not in ("mill", "send"):
        raise NoMatch("the cards sent by the step just before")
    return {"counter": "total", "stat": "level", "of": "moved"}
