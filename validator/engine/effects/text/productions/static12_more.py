"""Further static sentences of monsters and Equip Spells:

- "Those monsters gain an additional 500 ATK if you have ..." (それらのモンスターの攻撃力はさらに
  ５００アップする): the monsters the sentence before changes (its holder), while a condition
  holds;
- "If there are 5 or more different Types in the GYs, this card ..., then if there are 10 or
  more different Types in the GYs, this card gains an additional 3000 ATK": a change under a
  condition, and a further one while both conditions hold;
- "the number of equipped Equip Spell Cards on the field": the face-up Equip Spell Cards (an
  Equip Spell Card on the field is equipped to a monster; a Set one is not yet).
- "If the equipped monster attacks a Defense Position Level 7 or higher monster, inflict
  piercing battle damage": piercing against monsters of a kind (`against`).
- "This card gains ATK equal to [the number of Dragon Type monsters with 0 ATK/1400 DEF in
  your GY] x 500": in the GY, their original ATK and DEF.
- "You take no battle damage from battles involving your monsters with 0 ATK": their current
  ATK as the damage is calculated.
- "cannot be destroyed by the effects of your opponent's Level 8 or lower monsters": a
  protection against the effects of monsters of a kind (`against`).
- "Any damage you inflict by the effect of "A" becomes 700" (`damage_becomes`);
- "During the Main Phase, control of this card cannot be switched by card effects"
  (`fixed_control`);
- "If this card in Maximum Mode destroys a monster by battle and sends it to the GY, ...":
  what a Maximum Monster's piece does by itself then (its pieces' triggered effects apply in
  Maximum Mode, by the whole monster's battles).
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.describe import to_filter
from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import Parse, build, production, read, render
from validator.engine.effects.text.held import board_conditions
from validator.engine.effects.text.names import NoMatch, card_facts

Mods = list[dict[str, Any]]
Conds = list[dict[str, Any]]

_HOLDER_KEYS = ("side", "filter", "not_self", "position")
"""What says which monsters a change of a side's monsters changes."""


def _append(draft: Draft, mods: Mods, conds: Conds) -> None:
    """Put a monster's (or an Equip Spell's) changes in its static effect under `conds`."""
    if draft.kind not in ("continuous", "equip") or draft.condition:
        raise NoMatch("a static without a requirement")
    for mod in mods:
        draft.modifiers.append({**mod, "condition": [dict(c) for c in conds]} if conds else mod)


@production(
    "static",
    "static12_those_monsters_additional",
    "those monsters gain an additional {n} ATK if {c:cond}",
)
def _those_monsters(draft: Draft, n: int, c: Parse) -> None:
    """The monsters of a side the sentence before changes, as it says them."""
    if not draft.modifiers:
        raise NoMatch("no monsters said before")
    before = draft.modifiers[-1]
    if before.get("side") not in ("own", "opp", "both") or before.get("condition"):
        raise NoMatch("monsters of a side, changed always")
    holder = {key: before[key] for key in _HOLDER_KEYS if key in before}
    _append(draft, [{"rule": "atk", "value": n, **holder}], board_conditions(build(c, draft)))


@production(
    "condition",
    "static12_distinct_types_gy",
    "there are {n} or more different Types in the GYs",
)
def _distinct_types(draft: Draft, n: int) -> Conds:
    """The different Types of the monsters in both players' GYs."""
    counter = {
        "counter": "distinct",
        "fact": "race",
        "from": "all_gy",
        "filter": {"kind": "monster"},
    }
    return [{"cond": "count", "count": counter, "min": n}]


@production("static", "static12_if_then_if", "if {c:cond}, {m:mods}, then if {d:cond}, {k:mods}")
def _if_then_if(draft: Draft, c: Parse, m: Parse, d: Parse, k: Parse) -> None:
    """The second change is in force while both conditions hold ("then": after the first)."""
    first = board_conditions(build(c, draft))
    second = board_conditions(build(d, draft))
    _append(draft, build(m, draft), first)
    _append(draft, build(k, draft), [*first, *second])


@production(
    "counter",
    "static12_count_equipped_equips",
    "the number of equipped Equip Spell Cards on the field",
)
def _count_equipped_equips(draft: Draft) -> dict[str, Any]:
    return {
        "counter": "cards",
        "from": "all_faceup_spelltraps",
        "filter": {"kind": "spell", "subtype": "equip"},
    }


@production(
    "static",
    "static12_equipped_pierces_some",
    "if the equipped monster attacks {d:desc}, inflict piercing battle damage",
)
def _equipped_pierces_some(draft: Draft, d: dict[str, Any]) -> None:
    """Piercing on attacks of Defense Position monsters of a kind ("a Defense Position Level 7
    or higher monster"), judged as the damage is calculated."""
    if draft.kind != "equip":
        raise NoMatch("only an Equip Spell has an equipped monster")
    if d.get("noun") not in ("monster", "Monster") or d.get("position") != "Defense Position":
        raise NoMatch("a Defense Position monster")
    if d.get("count") != 1 or d.get("article") != "a" or set(d) & {"face", "other", "place"}:
        raise NoMatch("a monster, with its article")
    chosen = to_filter({k: v for k, v in d.items() if k not in ("count", "article", "position")})
    against = {k: v for k, v in (chosen or {}).items() if k != "kind"}
    if not against:
        raise NoMatch("any monster: piercing itself")
    _append(draft, [{"rule": "pierce", "side": "equipped", "against": against}], [])


@production(
    "mod",
    "static12_gains_by_gy_with_stats",
    "this card gains ATK equal to [the number of {d:desc} with {a:n} ATK/{b:n} DEF in your GY] "
    "x {n}",
    first=True,
)
def _gains_by_gy_with_stats(draft: Draft, d: dict[str, Any], a: int, b: int, n: int) -> Mods:
    """Monsters in your GY with that ATK and DEF: there, their original ATK and DEF (read so,
    the change counted by them reads no current ATK)."""
    if draft.card.card_type != "Monster":
        raise NoMatch("a monster's ATK")
    if d.get("noun") not in ("monster", "Monster") or not d.get("plural"):
        raise NoMatch("monsters")
    if set(d) & {"count", "all", "upto", "other", "place", "face", "position", "stat"}:
        raise NoMatch("monsters of a plain description")
    chosen = {**(to_filter(d) or {}), "original_atk": a, "original_def": b}
    counted = {"counter": "cards", "from": "own_gy", "filter": chosen}
    return [{"rule": "atk", "value": {"per": n, "count": counted}}]


@production(
    "mod",
    "static12_safe_battle_with_atk",
    "you take no battle damage from battles involving your monsters with {n} ATK",
    first=True,
)
def _safe_battle_with_atk(draft: Draft, n: int) -> Mods:
    """Your monsters whose current ATK is that as the damage is calculated."""
    return [{"rule": "safe_battle", "side": "own", "filter": {"atk": n}}]


@production(
    "trait",
    "static12_indestructible_opp_monsters_of_a_kind",
    "cannot be destroyed by the effects of your opponent's {d:desc}",
)
def _indestructible_opp_monsters(draft: Draft, d: dict[str, Any]) -> Mods:
    """Not by the effects of the opponent's monsters of a kind ("Level 8 or lower monsters"),
    their facts as the effect destroys (`against`)."""
    if d.get("noun") not in ("monster", "Monster") or not d.get("plural"):
        raise NoMatch("monsters of a kind")
    if set(d) & {"count", "all", "upto", "other", "place", "face", "position", "article"}:
        raise NoMatch("monsters of a plain description")
    against = {k: v for k, v in (to_filter(d) or {}).items() if k != "kind"}
    if not against:
        raise NoMatch("any monster: your opponent's monster effects")
    return [{"rule": "indestructible", "value": "opp_monster", "against": against}]


@production(
    "static",
    "static12_maximum_destroys_by_battle",
    "if this card in Maximum Mode destroys a monster by battle and sends it to the GY, {s:steps}",
)
def _maximum_destroys(draft: Draft, s: Parse) -> None:
    """What a Maximum Monster's piece does by itself as the monster in Maximum Mode destroys a
    monster by battle: read as "If this card destroys ...", in force in Maximum Mode only."""
    card = card_facts(draft.card.id)
    if card is None or not card.maximum_part:
        raise NoMatch("a piece of a Maximum Monster")
    before = len(draft.extra)
    when = "if this card destroys a monster by battle and sends it to the GY, "
    build(read("static", when + render(s, first=False)), draft)
    if len(draft.extra) != before + 1 or draft.extra[-1].get("kind") != "trigger":
        raise NoMatch("one effect that applies by itself")
    draft.extra[-1]["condition"] = [{"cond": "maximum_mode"}]


@production(
    "mod",
    "static12_damage_becomes",
    "any damage you inflict by the effect of {name} becomes {n}",
)
def _damage_becomes(draft: Draft, name: int, n: int) -> Mods:
    """The damage you inflict on your opponent by the effect of a card of that name (the
    damage of its effect, whatever the amount it says)."""
    return [{"rule": "damage_becomes", "value": n, "side": "own", "filter": {"ids": [name]}}]


@production(
    "static",
    "static12_fixed_control_main",
    "during the Main Phase, control of this card cannot be switched by card effects",
)
def _fixed_control_main(draft: Draft) -> None:
    """No card effect takes control of this monster during the Main Phase (whoever's turn);
    control taken until the End Phase goes back then all the same (by the rules)."""
    if draft.card.card_type != "Monster":
        raise NoMatch("a monster's control")
    _append(draft, [{"rule": "fixed_control"}], [{"cond": "phase", "phase": "main"}])
