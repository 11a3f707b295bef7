"""What is on the board when a later part of an effect applies ("Then, if ..."): cards of two
names face-up, a total of cards of some names, another face-up Defense Position monster,
monsters in the GY whose ATK totals 0, different Attributes or Levels, monsters with the same
name, and either of two kinds of cards in the GY.

- "you have a face-up "A" and "B" on your field" (自分フィールドに表側表示の「A」と「B」がいる
  場合): one of each.
- "you have 3 "A" and/or "B" face-up on your field" (表側表示の「A」「B」が合計３体の場合): that
  many of them in all, exactly.
- "another face-up Defense Position monster is on the field" (自分または相手フィールドにこのカード
  以外の表側守備表示モンスターがいる場合).
- "you have monsters in your GY and their total ATK is 0".
- "you have 2 or more different Attributes face-up on your field", "you have 3 or more
  different Attributes in your GY" (the monsters' Attributes: a Spell or Trap has none).
- "you have 3 DARK Attribute monsters with the same name in your GY" (カード名が同じモンスター
  （闇属性）が３体いる場合), "you have 3 face-up Level 5-7 monsters with different Levels on your
  field" (レベルが異なる表側表示モンスター（レベル５～７）が３体の場合): a count said bare is that
  many, exactly (as "you have" conditions read elsewhere).
- "you have a Level 3 FIRE Attribute Cyberse Type monster or an Equip Spell Card in your GY":
  either of them.
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.describe import to_filter
from validator.engine.effects.text.draft import Draft, source_of, zone_filter
from validator.engine.effects.text.grammar import production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.requirements2 import _gy_total_atk
from validator.engine.effects.text.slots import place_at

Conds = list[dict[str, Any]]

_MONSTER = {"kind": "monster"}


@production(
    "condition", "then_board_both_faceup", "you have a face-up {a:name} and {b:name} on your field"
)
def _both_faceup(draft: Draft, a: int, b: int) -> Conds:
    if a == b:
        raise NoMatch("one name twice")
    return [{"cond": "has", "from": "own_faceup", "filter": {"ids": [x]}} for x in (a, b)]


@production(
    "condition",
    "then_board_total_faceup",
    "you have {n} {d:desc} face-up on your field",
    accepts=lambda n, d: set(d) == {"names", "andor"} and n >= 2,
)
def _total_faceup(draft: Draft, n: int, d: dict[str, Any]) -> Conds:
    """That many of the monsters of those names, in all, exactly."""
    return [
        {"cond": "has", "from": "own_faceup", "filter": {"ids": d["names"]}, "min": n, "max": n}
    ]


@production(
    "condition",
    "then_board_another_faceup_defense",
    "another face-up Defense Position monster is on the field",
)
def _another_defense(draft: Draft) -> Conds:
    if draft.kind != "ignition":
        raise NoMatch("'another' than a monster's own card")
    return [{"cond": "has", "from": "all_faceup_defense", "filter": _MONSTER, "other": True}]


@production(
    "condition",
    "then_board_gy_total_atk",
    "you have monsters in your GY and their total ATK is {atk:n}",
    accepts=lambda atk: atk == 0,
)
def _monsters_total_atk(draft: Draft, atk: int) -> Conds:
    return _gy_total_atk(draft, 1, atk)


@production(
    "condition",
    "then_board_attributes_faceup_min",
    "you have {n} or more different Attributes face-up on your field",
    accepts=lambda n: n >= 2,
)
def _attributes_faceup(draft: Draft, n: int) -> Conds:
    counted = {"counter": "distinct", "fact": "attribute", "from": "own_faceup"}
    return [{"cond": "count", "count": counted, "min": n}]


@production(
    "condition",
    "then_board_attributes_gy_min",
    "you have {n} or more different Attributes in your GY",
    accepts=lambda n: n >= 2,
)
def _attributes_gy(draft: Draft, n: int) -> Conds:
    counted = {"counter": "distinct", "fact": "attribute", "from": "own_gy", "filter": _MONSTER}
    return [{"cond": "count", "count": counted, "min": n}]


def _counted_kind(d: dict[str, Any]) -> bool:
    """ "3 DARK Attribute monsters": a bare count of monsters of a kind."""
    return (
        d.get("count", 0) >= 2
        and bool(d.get("plural"))
        and d.get("noun") in ("monster", "Monster")
        and not set(d) & {"article", "all", "upto", "andor", "other", "except", "position"}
    )


_SHARED = {"the same name": ("same", "name"), "different Levels": ("distinct", "level")}
_WHERE = {"in your GY": place_at("gy"), "on your field": place_at("field")}

for _words, (_counter, _fact) in _SHARED.items():
    for _where, _place in _WHERE.items():

        @production(
            "condition",
            f"then_board_{_counter}_{_fact}_{_place['zone']}",
            f"you have {{d:desc}} with {_words} {_where}",
            accepts=lambda d: _counted_kind(d),
        )
        def _shared(
            draft: Draft,
            d: dict[str, Any],
            _counter: str = _counter,
            _fact: str = _fact,
            _place: dict[str, str] = _place,
        ) -> Conds:
            """That many of them share the fact (the most that share one), or have that many
            different ones: exactly."""
            plain = {k: v for k, v in d.items() if k not in ("count", "plural")}
            source = source_of(plain, _place)
            counted: dict[str, Any] = {"counter": _counter, "fact": _fact, "from": source}
            chosen = zone_filter(plain, source)
            if chosen:
                counted["filter"] = chosen
            n = d["count"]
            return [{"cond": "count", "count": counted, "min": n, "max": n}]


def _one_of_kind(d: dict[str, Any]) -> bool:
    return d.get("article") is not None and not set(d) & {"face", "position", "other", "all"}


@production(
    "condition",
    "then_board_gy_either",
    "you have {a:desc} or {b:desc} in your GY",
    accepts=lambda a, b: _one_of_kind(a) and _one_of_kind(b),
)
def _gy_either(draft: Draft, a: dict[str, Any], b: dict[str, Any]) -> Conds:
    """One card of either description in your GY."""
    each = []
    for d in (a, b):
        chosen = to_filter({k: v for k, v in d.items() if k not in ("count", "article")})
        if not chosen:
            raise NoMatch("any card")
        each.append({"cond": "has", "from": "own_gy", "filter": chosen})
    return [{"cond": "any", "conditions": each}]


@production(
    "condition",
    "then_board_target_level_higher",
    "the Level of the attack target is higher than the attacking monster's",
)
def _target_level_higher(draft: Draft) -> Conds:
    """A Trap answering an attack: the attacked monster's Level is higher than the attacker's
    (攻撃を受けるモンスターのレベルが攻撃してきたモンスターより高い場合), their current Levels."""
    trigger = draft.trigger or {}
    if trigger.get("event") != "attack" or trigger.get("or"):
        raise NoMatch("no attack answered")
    level = {"counter": "stat", "stat": "level"}
    return [
        {
            "cond": "exceeds",
            "count": {**level, "of": "attack_target"},
            "than": {**level, "of": "subject"},
        }
    ]
