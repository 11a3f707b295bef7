"""Static effects: what a Continuous effect, an Equip Spell or a Field Spell changes while it is
in force (`modifiers`), and the summoning conditions that are changes of their own (a name the
card takes in the hand or GY).

A static sentence names who it changes (`holder`: this card, the equipped monster, the face-up
monsters of a side matching a description) and what they get (`trait`: ATK/DEF, piercing,
indestructibility, direct attacks, ...), possibly under a condition ("During your turn, ...",
"If you have ..., ..."). Each becomes a modifier of the card's effect.
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.describe import to_filter
from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import Parse, build, production
from validator.engine.effects.text.names import NoMatch, card_facts

Mods = list[dict[str, Any]]

STATIC_KINDS = ("continuous", "equip", "field")
"""The effect kinds whose sentences are statics (`compiler.category`)."""

STATIC_CONDITIONS = frozenset(
    {
        "has",
        "deck_min",
        "hand_min",
        "lp_min",
        "lp_max",
        "lp_lower",
        "opp_lp_min",
        "turn",
        "maximum_mode",
        "self_position",
        "count",
        "exceeds",
        "not",
        "any",
        "equipped",
        "only",
    }
)
"""The conditions a static effect may be in force under: facts of the game now, read for the
card's controller (none about an event or a choice)."""


# --------------------------------------------------------------------------- who it changes


@production("holder", "holder_self", "this card")
def _holder_self(draft: Draft) -> dict[str, Any]:
    if draft.card.card_type != "Monster":
        raise NoMatch("a Spell's static changes monsters, not itself")
    return {}


@production("holder", "holder_equipped", "the equipped monster")
def _holder_equipped(draft: Draft) -> dict[str, Any]:
    if draft.kind != "equip":
        raise NoMatch("only an Equip Spell has an equipped monster")
    return {"side": "equipped"}


def _side(desc: dict[str, Any], side: str) -> dict[str, Any]:
    """The face-up monsters of a side matching a plural description ("face-up Dragon Type
    monsters"): a static reaches exactly those (never a face-down one)."""
    if not desc.get("plural") or desc.get("noun") not in ("monster", "Monster"):
        raise NoMatch("a side's monsters")
    if desc.get("count") or desc.get("all") or desc.get("other") or desc.get("position"):
        raise NoMatch("a count, 'other' or a position")
    if desc.get("face") not in (None, "face-up"):
        raise NoMatch("face-down monsters")
    if desc.get("stat"):
        raise NoMatch("a stat a static may itself change")
    made: dict[str, Any] = {"side": side}
    chosen = to_filter(desc)
    if chosen and chosen != {"kind": "monster"}:
        chosen.pop("kind", None)
        made["filter"] = chosen
    return made


@production("holder", "holder_field", "{d:desc} on the field")
def _holder_field(draft: Draft, d: dict[str, Any]) -> dict[str, Any]:
    return _side(d, "both")


@production(
    "holder",
    "holder_own",
    "{d:desc} on your field",
    "your {d:desc}",
)
def _holder_own(draft: Draft, d: dict[str, Any]) -> dict[str, Any]:
    return _side(d, "own")


@production("holder", "holder_opp", "{d:desc} on your opponent's field")
def _holder_opp(draft: Draft, d: dict[str, Any]) -> dict[str, Any]:
    return _side(d, "opp")


def _face_up(desc: dict[str, Any]) -> dict[str, Any]:
    """A description after "Face-up" (a sentence's first word, capitalised)."""
    if "face" in desc or "count" in desc or "all" in desc or "other" in desc:
        raise NoMatch("face-up twice, or a count")
    return {**desc, "face": "face-up"}


@production("holder", "holder_field_faceup", "face-up {d:desc} on the field")
def _holder_field_faceup(draft: Draft, d: dict[str, Any]) -> dict[str, Any]:
    return _side(_face_up(d), "both")


@production("holder", "holder_own_faceup", "face-up {d:desc} on your field")
def _holder_own_faceup(draft: Draft, d: dict[str, Any]) -> dict[str, Any]:
    return _side(_face_up(d), "own")


@production("holder", "holder_opp_faceup", "face-up {d:desc} on your opponent's field")
def _holder_opp_faceup(draft: Draft, d: dict[str, Any]) -> dict[str, Any]:
    return _side(_face_up(d), "opp")


# ------------------------------------------------------------------------ what they get

_STATS = {"ATK": ("atk",), "DEF": ("def",), "ATK/DEF": ("atk", "def")}


def _stat_traits(word: str, n: int, sign: int) -> Mods:
    return [{"rule": rule, "value": sign * n} for rule in _STATS[word]]


for _word in _STATS:

    @production(
        "trait",
        f"trait_gains_{_word}",
        f"gains {{n}} {_word}",
        f"gain {{n}} {_word}",
    )
    def _gains(draft: Draft, n: int, _w: str = _word) -> Mods:
        return _stat_traits(_w, n, 1)

    @production(
        "trait",
        f"trait_loses_{_word}",
        f"loses {{n}} {_word}",
        f"lose {{n}} {_word}",
    )
    def _loses(draft: Draft, n: int, _w: str = _word) -> Mods:
        return _stat_traits(_w, n, -1)


@production(
    "trait",
    "trait_pierce",
    "inflicts piercing battle damage",
    "inflict piercing battle damage",
)
def _pierces(draft: Draft) -> Mods:
    return [{"rule": "pierce"}]


_PROTECTIONS = {
    "battle": "battle",
    "card effects": "effect",
    "your opponent's card effects": "opp_effect",
    "your opponent's Trap Card effects": "opp_trap",
}

for _by, _value in _PROTECTIONS.items():

    @production("trait", f"trait_indestructible_{_value}", f"cannot be destroyed by {_by}")
    def _indestructible(draft: Draft, _v: str = _value) -> Mods:
        return [{"rule": "indestructible", "value": _v}]


@production("trait", "trait_direct_attack", "can attack directly")
def _direct(draft: Draft) -> Mods:
    return [{"rule": "direct_attack"}]


@production("trait", "trait_no_direct_attack", "cannot attack directly")
def _no_direct(draft: Draft) -> Mods:
    return [{"rule": "cannot_attack_directly"}]


@production("trait", "trait_cannot_attack", "cannot attack")
def _no_attack(draft: Draft) -> Mods:
    return [{"rule": "cannot_attack"}]


@production("trait", "trait_attack_twice", "can attack twice per turn")
def _twice(draft: Draft) -> Mods:
    return [{"rule": "extra_attack", "value": 1}]


@production(
    "traits",
    "traits_and_it",
    "{a:trait}, and it {b:traits}",
    "{a:trait} and it {b:traits}",
    "{a:trait}, and {b:traits}",
    "{a:trait} and {b:traits}",
)
def _traits_and(draft: Draft, a: Parse, b: Parse) -> Mods:
    return build(a, draft) + build(b, draft)


@production("traits", "traits_one", "{a:trait}")
def _traits_one(draft: Draft, a: Parse) -> Mods:
    return build(a, draft)


# ------------------------------------------------------------------ whole changes, sentences


def _held(holder: dict[str, Any], traits: Mods) -> Mods:
    return [{**trait, **holder} for trait in traits]


@production("mod", "mod_holder", "{h:holder} {t:traits}")
def _holder_traits(draft: Draft, h: Parse, t: Parse) -> Mods:
    return _held(build(h, draft), build(t, draft))


@production("mod", "mod_self_name", "this card's name becomes {name}")
def _self_name(draft: Draft, name: int) -> Mods:
    if draft.card.card_type != "Monster":
        raise NoMatch("a monster's name")
    return [{"rule": "name", "value": name}]


@production(
    "mod",
    "mod_level_up",
    "{h:holder}'s Level increases by {n}",
)
def _level_up(draft: Draft, h: Parse, n: int) -> Mods:
    return _held(build(h, draft), [{"rule": "level", "value": n}])


@production(
    "mod",
    "mod_level_up_and",
    "{h:holder}'s Level increases by {n}, and it {t:traits}",
    "{h:holder}'s Level increases by {n} and it {t:traits}",
)
def _level_up_and(draft: Draft, h: Parse, n: int, t: Parse) -> Mods:
    holder = build(h, draft)
    return _held(holder, [{"rule": "level", "value": n}, *build(t, draft)])


@production(
    "mod",
    "mod_no_traps_on_attack",
    "your opponent cannot activate Trap Cards when {h:holder} declares an attack",
    "your opponent cannot activate Trap Cards when {h:holder} declare an attack",
)
def _no_traps(draft: Draft, h: Parse) -> Mods:
    holder = build(h, draft)
    if holder.get("side") == "equipped":
        raise NoMatch("the equipped monster's attacks")
    return _held(holder, [{"rule": "no_traps_on_attack"}])


@production("mods", "mods_and", "{a:mod}, and {b:mods}")
def _mods_and(draft: Draft, a: Parse, b: Parse) -> Mods:
    return build(a, draft) + build(b, draft)


@production("mods", "mods_one", "{a:mod}")
def _mods_one(draft: Draft, a: Parse) -> Mods:
    return build(a, draft)


def _add(draft: Draft, mods: Mods, condition: list[dict[str, Any]] | None = None) -> None:
    """Put modifiers in the card's static effect; a continuous effect's requirement (its
    `condition`, "Maximum Mode") holds each of them."""
    if draft.kind not in STATIC_KINDS:
        raise NoMatch(f"a static of a {draft.kind} effect")
    continuous = draft.kind == "continuous"
    if continuous and (draft.cost or draft.picks):
        raise NoMatch("a continuous effect pays nothing")
    # A continuous effect's requirement holds its changes; an Equip or Field Spell's is checked
    # and paid when the card is activated.
    held = (_static_condition(list(draft.condition)) if continuous else []) + list(condition or [])
    for mod in mods:
        if held:
            # (a holder may bring a condition of its own: "this Attack Position card")
            mod["condition"] = [dict(c) for c in held] + mod.get("condition", [])
        draft.modifiers.append(mod)


def _static_condition(conds: list[dict[str, Any]]) -> list[dict[str, Any]]:
    for cond in conds:
        if cond["cond"] not in STATIC_CONDITIONS:
            raise NoMatch(f"{cond['cond']} is not a condition a static is in force under")
    return conds


@production("static", "static_mods", "{m:mods}")
def _static(draft: Draft, m: Parse) -> None:
    _add(draft, build(m, draft))


@production(
    "static",
    "static_field_zone",
    "while this card is face-up in the Field Zone, {m:mods}",
)
def _static_field(draft: Draft, m: Parse) -> None:
    if draft.kind != "field":
        raise NoMatch("only a Field Spell is in the Field Zone")
    _add(draft, build(m, draft))


@production("static", "static_if", "if {c:cond}, {m:mods}")
def _static_if(draft: Draft, c: Parse, m: Parse) -> None:
    condition = _static_condition(build(c, draft))
    _add(draft, build(m, draft), condition)


@production("static", "static_your_turn", "during your turn, {m:mods}")
def _static_your_turn(draft: Draft, m: Parse) -> None:
    _add(draft, build(m, draft), [{"cond": "turn", "whose": "own"}])


@production("static", "static_opp_turn", "during your opponent's turn, {m:mods}")
def _static_opp_turn(draft: Draft, m: Parse) -> None:
    _add(draft, build(m, draft), [{"cond": "turn", "whose": "opp"}])


# ------------------------------------------------------------------ Equip Spells' targets


def _equip(draft: Draft, d: dict[str, Any], to: str) -> None:
    if draft.kind != "equip":
        raise NoMatch("only an Equip Spell equips")
    if d.get("count") != 1 or d.get("article") or d.get("face") != "face-up":
        raise NoMatch("an Equip Spell equips 1 face-up monster")
    if d.get("other") or d.get("position") or d.get("all") or d.get("upto"):
        raise NoMatch("an equip target with 'other' or a position")
    if "names" not in d and d.get("noun") not in ("monster", "Monster"):
        raise NoMatch("an Equip Spell equips a monster")
    # A stat ("with 1400 or less ATK") is read as the Equip Spell is activated, like every
    # fact of its target: the card stays equipped when the equip itself changes it.
    equip: dict[str, Any] = {}
    if to != "own_faceup":
        equip["to"] = to
    chosen = to_filter({k: v for k, v in d.items() if k != "face"})
    if chosen and chosen != {"kind": "monster"}:
        equip["filter"] = chosen
    if draft.equip is not None:
        raise NoMatch("equips twice")
    draft.equip = equip


for _key, _field, _whose in (("own", "your field", "own"), ("either", "either field", "all")):

    @production(
        "requirement",
        f"requirement_equip_{_key}",
        f"equip to {{d:desc}} on {_field}",
        f"equip this card to {{d:desc}} on {_field}",
    )
    def _equip_to(draft: Draft, d: dict[str, Any], _s: str = _whose) -> None:
        _equip(draft, d, f"{_s}_faceup")


# --------------------------------------------------------------------- summoning conditions


def _continuous(draft: Draft) -> Mods:
    return draft.continuous_modifiers()


_ZONES = {"the hand": ("hand",), "the GY": ("gy",), "the hand or GY": ("hand", "gy")}


def _named(draft: Draft, name: int, zones: tuple[str, ...]) -> None:
    mods = _continuous(draft)
    for zone in zones:
        if any(m.get("rule") == "name" and m.get("zone") == zone for m in mods):
            raise NoMatch(f"two names in the {zone}")
        mods.append({"rule": "name", "value": name, "zone": zone})


for _where, _zones in _ZONES.items():

    @production(
        "summoning",
        f"summoning_name_in_{'_'.join(_zones)}",
        f"this card's name becomes {{name}} while in {_where}",
    )
    def _name_in(draft: Draft, name: int, _z: tuple[str, ...] = _zones) -> None:
        _named(draft, name, _z)


@production(
    "summoning",
    "summoning_names_hand_gy",
    "this card's name becomes {a:name} while in the hand, "
    "and this card's name becomes {b:name} while in the GY",
)
def _names_hand_gy(draft: Draft, a: int, b: int) -> None:
    _named(draft, a, ("hand",))
    _named(draft, b, ("gy",))


@production(
    "summoning",
    "summoning_maximum",
    "you can Maximum Summon this card together with {l:name} and {r:name}",
)
def _maximum(draft: Draft, l: int, r: int) -> None:  # noqa: E741
    """What the card data already says (its Maximum set), which the engine plays: nothing to
    add, once the names are checked against the set."""
    card = card_facts(draft.card.id)
    if card is None or card.maximum_part != "center" or card.maximum_set != [draft.card.id, l, r]:
        raise NoMatch("not the Maximum set of the card data")


@production("requirement", "requirement_maximum_mode_static", "Maximum Mode")
def _maximum_mode(draft: Draft) -> None:
    """A continuous effect in force while this card is in Maximum Mode."""
    if draft.kind != "continuous":
        raise NoMatch("an activated effect's Maximum Mode requirement")
    draft.condition.append({"cond": "maximum_mode"})


def _summon_only(draft: Draft, how: str) -> None:
    card = card_facts(draft.card.id)
    if card is None or card.kind != "monster":
        raise NoMatch("a monster's summoning condition")
    if (how == "fusion") != (card.subtype == "fusion"):
        raise NoMatch("only a Fusion Monster must be Fusion Summoned")
    mods = _continuous(draft)
    if any(m.get("rule") == "summon_only" for m in mods):
        raise NoMatch("two summoning conditions")
    mods.append({"rule": "summon_only", "value": how})


@production(
    "summoning",
    "summoning_fusion_only",
    "must be Fusion Summoned",
    "this card must be Fusion Summoned",
)
def _fusion_only(draft: Draft) -> None:
    _summon_only(draft, "fusion")


@production(
    "summoning",
    "summoning_no_special",
    "this card cannot be Special Summoned",
    "can't be Special Summoned",
)
def _no_special(draft: Draft) -> None:
    _summon_only(draft, "normal")
