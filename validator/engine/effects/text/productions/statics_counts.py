"""Counted changes of ATK in two parts: two increases, "This card gains ATK equal to [the
number of face-up "Harpie Lady" on the field] x 300 and [the number of face-up "Harpie Lady
Sisters" on the field] x 900" (〜×３００アップする。〜×９００アップする), and two counts added
up, "This card gains ATK equal to [the total number of face-up Dragon Type monsters on your
opponent's field and in their GY] x 500" (［相手フィールドの表側表示モンスター（ドラゴン族）の数と
相手の墓地のモンスター（ドラゴン族）の数の合計］×５００: the face-up ones on the field, any in the
GY), "[the total number of face-up Fusion Monsters and face-down monsters on your field] x 500"
(［自分フィールドの表側表示のフュージョンモンスターの数と自分フィールドの裏側表示モンスターの数の
合計］): a change by each count, which add up as every change of ATK does.
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft, source_of
from validator.engine.effects.text.grammar import Parse, build, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.battle_amounts import _cards, _plain
from validator.engine.effects.text.productions.statics import _held
from validator.engine.effects.text.productions.statics2 import _counted, _reads_stats

Mods = list[dict[str, Any]]

_OPP_FIELD = {"prep": "on", "side": "opp", "zone": "field"}
_OPP_GY = {"prep": "in", "side": "opp", "zone": "gy"}
_FIELD = {"prep": "on", "side": "all", "zone": "field"}
_GYS = {"prep": "in", "side": "all", "zone": "gy"}
_OWN_FIELD = {"prep": "on", "side": "own", "zone": "field"}


def _counts(
    h: dict[str, Any], n: int, counted: list[tuple[dict[str, Any], dict[str, str]]]
) -> Mods:
    """The holder's ATK changes, one per count (the described cards at each place), each
    times n."""
    if h.get("side") not in (None, "equipped"):
        raise NoMatch("the change of one monster")
    mods = []
    for d, at in counted:
        _plain(d)
        counter = _cards(d, source_of(d, at))
        if _reads_stats(counter):
            raise NoMatch("a counted change that reads a current ATK or DEF")
        mods.append({"rule": "atk", "value": {"per": n, "count": counter}})
    return _held(h, mods)


def _off_field(d: dict[str, Any]) -> dict[str, Any]:
    """The cards of a description in a GY: "face-up" is said of those on the field."""
    return {k: v for k, v in d.items() if k != "face"}


@production(
    "mod",
    "statics_counts_opp_field_and_gy",
    "{h:holder} gains ATK equal to [the total number of {d:desc} on your opponent's field and "
    "in their GY] x {n}",
)
def _opp_field_and_gy(draft: Draft, h: Parse, d: dict[str, Any], n: int) -> Mods:
    return _counts(build(h, draft), n, [(d, _OPP_FIELD), (_off_field(d), _OPP_GY)])


@production(
    "mod",
    "statics_counts_field_and_gys",
    "{h:holder} gains ATK equal to [the total number of {d:desc} on the field and in both "
    "players' GYs] x {n}",
)
def _field_and_gys(draft: Draft, h: Parse, d: dict[str, Any], n: int) -> Mods:
    return _counts(build(h, draft), n, [(d, _FIELD), (_off_field(d), _GYS)])


@production(
    "mod",
    "statics_counts_two_on_own_field",
    "{h:holder} gains ATK equal to [the total number of {d:desc} and {e:desc} on your field] x {n}",
)
def _two_on_own_field(draft: Draft, h: Parse, d: dict[str, Any], e: dict[str, Any], n: int) -> Mods:
    """Two kinds of cards on your field that no card is both of (face-up ones and face-down
    ones), so that none is counted twice."""
    faces = {d.get("face"), e.get("face")}
    if faces != {"face-up", "face-down"}:
        raise NoMatch("two kinds no card is both of: face-up and face-down ones")
    return _counts(build(h, draft), n, [(d, _OWN_FIELD), (e, _OWN_FIELD)])


@production(
    "mod",
    "statics_counts_two_amounts",
    "{h:holder} gains ATK equal to {a:amount} and {b:amount}",
)
def _two_amounts(draft: Draft, h: Parse, a: Parse, b: Parse) -> Mods:
    """Two counted increases of the holder's ATK."""
    holder = build(h, draft)
    amounts = [_counted(draft, holder, x) for x in (a, b)]
    if any(isinstance(x, int) for x in amounts):
        raise NoMatch("two counted amounts")
    return _held(holder, [{"rule": "atk", "value": x} for x in amounts])
