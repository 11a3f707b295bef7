"""Computed amounts: "[the number of monsters on your opponent's field] x 300", "[its Level]
x 100", "[that monster's original ATK]", and the changes and LP operations that take them.

An `amount` is a bracketed `counter` (the language's counters, `amounts.py`), times a number or
alone. A counter reads cards now ("the number of ...", "the highest ATK ..."), a card already
known ("the Level of that monster", "its original ATK": the cards of the clause it is in) or
what the effect did ("the number of monsters destroyed by this effect").
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.describe import to_filter
from validator.engine.effects.text.draft import Draft, every_step, source_of, zone_filter
from validator.engine.effects.text.grammar import SLOTS, Parse, build, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.slots import one_of

Counter = dict[str, Any]
Steps = list[dict[str, Any]]

_MONSTERS = {"kind": "monster"}
_MONSTER_ZONES = frozenset({"monsters", "faceup", "attack", "defense", "facedown"})


# ----------------------------------------------------------------------------- amounts


@production("amount", "amount_times", "[{c:counter}] x {n}")
def _times(draft: Draft, c: Parse, n: int) -> dict[str, Any]:
    return {"per": n, "count": build(c, draft)}


@production("amount", "amount_counted", "[{c:counter}]")
def _counted(draft: Draft, c: Parse) -> dict[str, Any]:
    return {"per": 1, "count": build(c, draft)}


# ------------------------------------------------------------------- counting cards now


def _plain(desc: dict[str, Any]) -> None:
    """A description counted as a whole: no count, "all" or "up to" of its own."""
    if "count" in desc or desc.get("all") or desc.get("upto") or desc.get("other"):
        raise NoMatch("a counted description with a count")
    if "names" not in desc and not desc.get("plural"):
        raise NoMatch("a counted noun in the singular")


def _cards(desc: dict[str, Any], source: str) -> Counter:
    made: Counter = {"counter": "cards", "from": source}
    chosen = zone_filter(desc, source)
    if chosen:
        made["filter"] = chosen
    return made


@production("counter", "count_cards", "the number of {d:desc} {at:place}")
def _count(draft: Draft, d: dict[str, Any], at: dict[str, str]) -> Counter:
    _plain(d)
    if at["prep"] == "from":
        raise NoMatch("counted 'from' a place")
    return _cards(d, source_of(d, at))


@production("counter", "count_cards_both", "the number of {d:desc} on the field")
def _count_both(draft: Draft, d: dict[str, Any]) -> Counter:
    _plain(d)
    return _cards(d, source_of(d, {"prep": "on", "side": "all", "zone": "field"}))


@production(
    "counter",
    "count_cards_both_gy",
    "the number of {d:desc} in both players' GYs",
    "the number of {d:desc} in both players' GY",
)
def _count_both_gy(draft: Draft, d: dict[str, Any]) -> Counter:
    _plain(d)
    return _cards(d, source_of(d, {"prep": "in", "side": "all", "zone": "gy"}))


@production("counter", "count_cards_their_field", "the number of {d:desc} on their field")
def _count_theirs(draft: Draft, d: dict[str, Any]) -> Counter:
    _plain(d)
    return _cards(d, source_of(d, {"prep": "on", "side": "opp", "zone": "field"}))


_FACTS = {"Attributes": "attribute", "Types": "race", "Levels": "level"}

for _fact_word, _fact in _FACTS.items():

    @production(
        "counter",
        f"count_distinct_{_fact}",
        f"the number of different {_fact_word} {{at:place}}",
    )
    def _distinct(draft: Draft, at: dict[str, str], _fact: str = _fact) -> Counter:
        # Attributes, Types and Levels are monsters' facts: the monsters there are counted.
        if at["prep"] == "from":
            raise NoMatch("counted 'from' a place")
        source = source_of({"noun": "monster", "plural": True}, at)
        return {"counter": "distinct", "fact": _fact, "from": source, "filter": _MONSTERS}

    @production(
        "counter",
        f"count_distinct_{_fact}_both_gy",
        f"the number of different {_fact_word} in both players' GYs",
        f"the number of different {_fact_word} in both players' GY",
    )
    def _distinct_both(draft: Draft, _fact: str = _fact) -> Counter:
        return {"counter": "distinct", "fact": _fact, "from": "all_gy", "filter": _MONSTERS}


# ----------------------------------------------------------------- what the effect did


def _monsters_only(draft: Draft, target: Any) -> bool:
    """Whether a language target can only be monsters on the field."""
    if target in ("self", "subject", "attack_target", "equipped"):
        return True
    if isinstance(target, dict) and "pick" in target:
        source = draft.picks[target["pick"]]
    elif isinstance(target, dict) and "all" in target:
        source = target["all"]
    else:
        return False
    zone = source["from"].split("_", 1)[1]
    return zone in _MONSTER_ZONES or (
        zone == "field" and (source.get("filter") or {}).get("kind") == "monster"
    )


@production(
    "counter",
    "count_destroyed_monsters",
    "the number of monsters destroyed by this effect",
)
def _destroyed_monsters(draft: Draft) -> Counter:
    destroys = [s for s in every_step(draft.effect) if s["op"] == "destroy"]
    if not destroys or not all(_monsters_only(draft, s["target"]) for s in destroys):
        raise NoMatch("this effect destroys no monsters, or other cards too")
    return {"counter": "destroyed"}


@production("counter", "count_destroyed", "the number of cards destroyed by this effect")
def _destroyed(draft: Draft) -> Counter:
    if not any(s["op"] == "destroy" for s in every_step(draft.effect)):
        raise NoMatch("this effect destroys nothing")
    return {"counter": "destroyed"}


def _monster_cards(draft: Draft, target: Any) -> bool:
    """Whether a language target can only be monsters (on the field, or chosen as monsters)."""
    if _monsters_only(draft, target):
        return True
    if isinstance(target, dict) and "pick" in target:
        kind = (draft.picks[target["pick"]].get("filter") or {}).get("kind")
        return kind == "monster"
    return False


_COST_MOVES = {
    "sent to the GY": ("send", "mill"),
    "shuffled into the Deck": ("to_deck",),
    "revealed": ("reveal",),
}


def _cost(draft: Draft, how: str, monsters: bool) -> None:
    """The requirement only moves cards `how` (only monsters, with `monsters`): what it moved
    is what the clause counts."""
    ops = _COST_MOVES[how]
    if not draft.cost or any(
        step["op"] not in ops
        or (monsters and (step["op"] == "mill" or not _monster_cards(draft, step["target"])))
        for step in draft.cost
    ):
        raise NoMatch(f"the requirement does more than the cards {how}")


for _how in _COST_MOVES:

    @production(
        "counter",
        f"count_cost_cards_{_COST_MOVES[_how][0]}",
        f"the number of cards {_how} to meet the requirement",
    )
    def _cost_cards(draft: Draft, _how: str = _how) -> Counter:
        _cost(draft, _how, monsters=False)
        return {"counter": "number", "of": "cost"}

    @production(
        "counter",
        f"count_cost_monsters_{_COST_MOVES[_how][0]}",
        f"the number of monsters {_how} to meet the requirement",
    )
    def _cost_monsters(draft: Draft, _how: str = _how) -> Counter:
        try:
            _cost(draft, _how, monsters=True)
        except NoMatch:  # other cards too ("send up to 3 cards"): the monsters among them
            _cost(draft, _how, monsters=False)
            return {"counter": "number", "of": "cost", "filter": dict(_MONSTERS)}
        return {"counter": "number", "of": "cost"}


@production(
    "counter",
    "total_cost_levels",
    "the total Levels of the monsters sent to the GY to meet the requirement",
    "the total Level of the monsters sent to the GY to meet the requirement",
)
def _cost_levels(draft: Draft) -> Counter:
    _cost(draft, "sent to the GY", monsters=True)
    return {"counter": "total", "stat": "level", "of": "cost"}


# ---------------------------------------------------------------- facts of known cards

_STAT_WORDS = {
    "Level": "level",
    "ATK": "atk",
    "DEF": "def",
    "original ATK": "original_atk",
    "original DEF": "original_def",
    "original Level": "original_level",
}
SLOTS["stat_word"] = one_of(_STAT_WORDS)

_KNOWN = {
    "that monster": "that",
    "the chosen monster": "that",
    "this card": "self",
    "the attacking monster": "subject",
    "the attack target": "attack_target",
}
SLOTS["known"] = one_of(_KNOWN)


def _known(draft: Draft, known: str) -> Any:
    meaning = _KNOWN[known]
    if meaning == "that":
        if draft.last_pick is None:
            if draft.that == "moved":  # the cards just moved ("if you sent a monster ...")
                return draft.that
            raise NoMatch("'that monster' names no earlier choice")
        return {"pick": draft.last_pick}
    return meaning


def _single(draft: Draft, target: Any) -> Any:
    """A target of one card: a reference, or a pick of exactly 1 card."""
    if isinstance(target, dict) and "all" in target:
        raise NoMatch("the stat of all cards")
    if isinstance(target, dict) and "pick" in target:
        pick = draft.picks[target["pick"]]
        if pick.get("n", 1) != 1 or pick.get("upto"):
            raise NoMatch("the stat of several cards")
    return target


def _stat(draft: Draft, stat: str, of: Any) -> Counter:
    return {"counter": "stat", "stat": _STAT_WORDS[stat], "of": _single(draft, of)}


@production(
    "counter", "stat_of_known", "{w:known}'s {s:stat_word}", "the {s:stat_word} of {w:known}"
)
def _stat_known(draft: Draft, w: str, s: str) -> Counter:
    return _stat(draft, s, _known(draft, w))


@production("counter", "stat_its", "its {s:stat_word}")
def _stat_its(draft: Draft, s: str) -> Counter:
    if draft.subject is None:
        raise NoMatch("'its' names no card of this clause")
    return _stat(draft, s, draft.subject)


@production("counter", "stat_of_target", "the {s:stat_word} of {t:target}")
def _stat_target(draft: Draft, s: str, t: dict[str, Any]) -> Counter:
    if "ref" in t and t["ref"] != _SUMMONED_ONE:
        raise NoMatch("a reference is read as known")
    if "ref" in t:
        return _stat_of_summoned(draft, s)
    return _stat(draft, s, draft.target(t))


_SUMMONED_ONE = "the monster Special Summoned by this effect"


def _stat_of_summoned(draft: Draft, s: str) -> Counter:
    """A stat of the one monster the Special Summon just before summoned (`moved`)."""
    moved = draft.summoned_just_now()
    target = draft.effect[-1].get("target") if draft.effect else None
    if not (isinstance(target, dict) and "pick" in target):
        raise NoMatch("the Special Summon of a chosen monster")
    pick = draft.picks[target["pick"]]
    if pick.get("n", 1) != 1 or pick.get("upto"):
        raise NoMatch("one monster summoned")
    return {"counter": "stat", "stat": _STAT_WORDS[s], "of": moved}


@production(
    "counter",
    "highest_stat",
    "the {s:stat_word} of the {d:desc} with the highest {h:stat_word} {at:place}",
)
def _highest(draft: Draft, s: str, d: dict[str, Any], h: str, at: dict[str, str]) -> Counter:
    if s != h or "count" in d or d.get("all") or d.get("plural") or at["prep"] == "from":
        raise NoMatch("not the highest stat of the cards there")
    made: Counter = {"counter": "highest", "stat": _STAT_WORDS[s], "from": source_of(d, at)}
    chosen = to_filter(d)
    if chosen:
        made["filter"] = chosen
    return made


@production("counter", "lp_difference", "the difference between your LP and your opponent's")
def _lp_difference(draft: Draft) -> Counter:
    return {"counter": "lp_difference"}


# ------------------------------------------------------------- what takes an amount


def _about(draft: Draft, t: dict[str, Any]) -> Any:
    """The language target of a read target, noted as the subject "its" names while the
    amount is built (a single card only)."""
    target = draft.target(t)
    single = not (isinstance(target, dict) and "all" in target)
    if single and isinstance(target, dict):
        pick = draft.picks[target["pick"]]
        single = pick.get("n", 1) == 1 and not pick.get("upto")
    draft.subject = target if single else None
    return target


def _amount_change(draft: Draft, op: str, t: dict[str, Any], a: Parse) -> Steps:
    target = _about(draft, t)
    try:
        amount = build(a, draft)
    finally:
        draft.subject = None
    return [{"op": op, "target": target, "amount": amount}]


_STATS = {"ATK": "atk", "DEF": "def", "ATK/DEF": "atk_def"}

for _stat_word, _key in _STATS.items():
    for _way, _verbs in (("gain", ("gains", "gain")), ("lose", ("loses", "lose"))):

        @production(
            "change",
            f"{_way}_{_key}_equal",
            f"{{t:target}} {_verbs[0]} {_stat_word} equal to {{a:amount}}",
            f"{{t:target}} {_verbs[1]} {_stat_word} equal to {{a:amount}}",
            f"make {{t:target}} {_verbs[1]} {_stat_word} equal to {{a:amount}}",
        )
        def _equal(draft: Draft, t: dict[str, Any], a: Parse, _op: str = f"{_way}_{_key}") -> Steps:
            return _amount_change(draft, _op, t, a)


@production("op", "damage_equal", "inflict damage to your opponent equal to {a:amount}")
def _damage(draft: Draft, a: Parse) -> Steps:
    return [{"op": "damage", "amount": build(a, draft)}]


@production("op", "gain_lp_equal", "gain LP equal to {a:amount}")
def _gain_lp(draft: Draft, a: Parse) -> Steps:
    return [{"op": "gain_lp", "amount": build(a, draft)}]
