"""Static effects, fifth part: no effect damage from the opponent ("You take no effect damage
from your opponent": the damage of an opponent's effects, not of your own), and changes in force
during a phase ("During the Battle Phase, ...", "During your opponent's Main Phase, ...": the
phase of the turn, whoever's turn it is unless said), counted losses ("... lose ATK equal to
[the number of ...] x 100": a modifier with `lose`), a name taken with traits, and counts of
different names and of different facts among the face-up monsters, "you have 1 or 3 face-up
monsters on your field", attacks "per turn" of a monster that a static grants, and cards of
a kind the opponent cannot activate but for those of a name, and "the total number of "A" and
"B" in your GY".
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.describe import to_filter
from validator.engine.effects.text.draft import Draft, source_of, zone_filter
from validator.engine.effects.text.grammar import Parse, build, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.battle_amounts import _cards, _plain
from validator.engine.effects.text.productions.statics import _add, _held, _static_condition
from validator.engine.effects.text.productions.statics2 import _counted

Mods = list[dict[str, Any]]

# ----------------------------------------------------------------- no effect damage from them


@production("mod", "statics5_no_opp_effect_damage", "you take no effect damage from your opponent")
def _no_opp_effect_damage(draft: Draft) -> Mods:
    """You lose no LP to the damage an opponent's effect inflicts (your own effects' damage to
    you, and costs, still count)."""
    return [{"rule": "no_opp_effect_damage", "side": "own"}]


# ------------------------------------------------------------------------------ during a phase

_PHASES: dict[str, list[dict[str, Any]]] = {
    "the Battle Phase": [{"cond": "phase", "phase": "battle"}],
    "your Battle Phase": [{"cond": "turn", "whose": "own"}, {"cond": "phase", "phase": "battle"}],
    "your opponent's Battle Phase": [
        {"cond": "turn", "whose": "opp"},
        {"cond": "phase", "phase": "battle"},
    ],
    "the Main Phase": [{"cond": "phase", "phase": "main"}],
    "your Main Phase": [{"cond": "turn", "whose": "own"}, {"cond": "phase", "phase": "main"}],
    "your opponent's Main Phase": [
        {"cond": "turn", "whose": "opp"},
        {"cond": "phase", "phase": "main"},
    ],
}


_PROTECTIONS = frozenset({"indestructible", "unreturnable"})


def _phase_mods(mods: Mods) -> Mods:
    """Changes a phase can hold. The engine plays the End Phase's moves (destroying or
    returning cards "during the End Phase") with the turn's last phase still current, so a
    protection held by a phase would wrongly guard them."""
    if any(mod.get("rule") in _PROTECTIONS for mod in mods):
        raise NoMatch("a protection during a phase (the End Phase reads as the phase before it)")
    return mods


def _during(phase: str) -> list[dict[str, Any]]:
    return [dict(cond) for cond in _PHASES[phase]]


for _words in _PHASES:
    _key = _words.replace("'", "").replace(" ", "_").lower()

    @production("static", f"statics5_during_{_key}", f"during {_words}, {{m:mods}}")
    def _in_phase(draft: Draft, m: Parse, _w: str = _words) -> None:
        _add(draft, _phase_mods(build(m, draft)), _during(_w))

    @production(
        "static", f"statics5_during_{_key}_if", f"during {_words}, if {{c:cond}}, {{m:mods}}"
    )
    def _in_phase_if(draft: Draft, c: Parse, m: Parse, _w: str = _words) -> None:
        condition = _static_condition(build(c, draft))
        _add(draft, _phase_mods(build(m, draft)), _during(_w) + condition)


# ------------------------------------------------------------------------------ counted losses

_STATS = {"ATK": ("atk",), "DEF": ("def",), "ATK/DEF": ("atk", "def")}

for _word, _rules in _STATS.items():

    @production(
        "mod",
        f"statics5_loses_{_word}_equal",
        f"{{h:holder}} loses {_word} equal to {{a:amount}}",
        f"{{h:holder}} lose {_word} equal to {{a:amount}}",
    )
    def _loses_equal(draft: Draft, h: Parse, a: Parse, _r: tuple[str, ...] = _rules) -> Mods:
        """The holder loses the counted amount, counted as its ATK or DEF is read."""
        holder = build(h, draft)
        amount = _counted(draft, holder, a)
        if isinstance(amount, int):
            raise NoMatch("a counted amount")
        return _held(holder, [{"rule": rule, "value": amount, "lose": True} for rule in _r])


# ------------------------------------------------------------------------- a name, and traits


@production("mod", "statics5_name_and_traits", "this card's name becomes {name} and it {t:traits}")
def _name_and_traits(draft: Draft, name: int, t: Parse) -> Mods:
    if draft.card.card_type != "Monster":
        raise NoMatch("a monster's name")
    return [{"rule": "name", "value": name}, *build(t, draft)]


# ------------------------------------------------------------------ counts of different facts


@production(
    "counter",
    "statics5_count_different_names",
    "the number of {d:desc} with different names {at:place}",
)
def _different_names(draft: Draft, d: dict[str, Any], at: dict[str, str]) -> dict[str, Any]:
    """The number of different names among the cards described there (cards of one name
    count once)."""
    _plain(d)
    if at["prep"] == "from" or "names" in d:
        raise NoMatch("counted 'from' a place, or cards of given names")
    counted = _cards(d, source_of(d, at))
    return {
        "counter": "distinct",
        "fact": "name",
        **{k: v for k, v in counted.items() if k != "counter"},
    }


_FACTS = {"Attributes": "attribute", "Types": "race", "Levels": "level"}

for _fact_word, _fact in _FACTS.items():

    @production(
        "counter",
        f"statics5_count_distinct_{_fact}_faceup",
        f"the number of different {_fact_word} face-up on the field",
    )
    def _distinct_faceup(draft: Draft, _f: str = _fact) -> dict[str, Any]:
        """Different facts among the face-up monsters of both fields."""
        return {
            "counter": "distinct",
            "fact": _f,
            "from": "all_faceup",
            "filter": {"kind": "monster"},
        }


# ---------------------------------------------------------------- a few cards of a kind, or more


@production("condition", "statics5_has_either", "you have {a:n} or {b:n} {d:desc} on your field")
def _has_either(draft: Draft, a: int, b: int, d: dict[str, Any]) -> list[dict[str, Any]]:
    """Exactly `a` or exactly `b` such cards on your field ("1 or 3 face-up monsters")."""
    if not 1 <= a < b:
        raise NoMatch("two counts, the smaller first")
    if not d.get("plural") or d.get("count") or d.get("all") or d.get("upto") or d.get("other"):
        raise NoMatch("a plural description without a count")
    source = source_of(d, {"prep": "on", "side": "own", "zone": "field"})
    chosen = zone_filter(d, source)
    held = []
    for n in (a, b):
        made: dict[str, Any] = {"cond": "has", "from": source}
        if chosen:
            made["filter"] = chosen
        held.append({**made, "min": n, "max": n})
    return [{"cond": "any", "conditions": held}]


@production(
    "condition",
    "statics5_has_one_of_two",
    "you have a face-up {a:desc} or {b:desc} on your field",
)
def _has_one_of_two(draft: Draft, a: dict[str, Any], b: dict[str, Any]) -> list[dict[str, Any]]:
    """A face-up monster of one kind or of another on your field ("a face-up Warrior Type
    Normal Monster or Warrior Type Fusion Monster")."""
    held = []
    for d in (a, b):
        if d.get("plural") or set(d) & {"count", "article", "all", "upto", "other", "face"}:
            raise NoMatch("one monster of a kind, said bare")
        if d.get("noun") not in ("monster", "Monster") or "names" in d:
            raise NoMatch("a monster of a kind")
        faceup = {**d, "face": "face-up"}
        source = source_of(faceup, {"prep": "on", "side": "own", "zone": "field"})
        made: dict[str, Any] = {"cond": "has", "from": source}
        chosen = zone_filter(faceup, source)
        if chosen:
            made["filter"] = chosen
        held.append(made)
    return [{"cond": "any", "conditions": held}]


# --------------------------------------------------------------------------- attacks per turn


@production(
    "trait",
    "statics5_attacks_on_monsters",
    "can make up to {n} attacks on monsters per turn",
    "can make up to {n} attacks on monsters each turn",
)
def _attacks_on_monsters(draft: Draft, n: int) -> Mods:
    """Up to n attacks in its Battle Phase, those past the first on monsters only."""
    if n < 2:
        raise NoMatch("up to 1 attack")
    return [{"rule": "extra_attack_on_monsters", "value": n - 1}]


@production("trait", "statics5_attacks_up_to", "can make up to {n} attacks per turn")
def _attacks_up_to(draft: Draft, n: int) -> Mods:
    if n < 2:
        raise NoMatch("up to 1 attack")
    return [{"rule": "extra_attack", "value": n - 1}]


# ------------------------------------------------------------- no activation, but for a name

_ACTIVATED_KINDS = {"Spell": "spell", "Trap": "trap"}


@production(
    "mod",
    "statics5_opp_no_activation_except",
    "your opponent cannot activate {d:desc}, except {names}",
)
def _no_activation_except(draft: Draft, d: dict[str, Any], names: list[int]) -> Mods:
    """The opponent activates no Spell (or Trap) Card of that kind unless it has one of the
    names."""
    kind = _ACTIVATED_KINDS.get(d.get("noun", ""))
    if kind is None or not d.get("plural") or "names" in d:
        raise NoMatch("Spell or Trap Cards of a kind")
    if d.get("count") or d.get("all") or d.get("other") or d.get("face") or d.get("upto"):
        raise NoMatch("a count, 'other' or a face")
    chosen = to_filter(d) or {}
    chosen.pop("kind", None)
    chosen["none_of"] = [{"ids": names}]
    return [{"rule": "no_activation", "value": kind, "side": "opp", "filter": chosen}]


# ------------------------------------------------------------------- cards of two names counted


@production(
    "counter", "statics5_count_two_names", "the total number of {a:name} and {b:name} {at:place}"
)
def _two_names(draft: Draft, a: int, b: int, at: dict[str, str]) -> dict[str, Any]:
    """The cards there of either name, each counted once."""
    if at["prep"] == "from" or a == b:
        raise NoMatch("counted 'from' a place, or one name twice")
    return _cards({"names": [a, b]}, source_of({"names": [a, b]}, at))
