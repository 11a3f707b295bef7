"""Summons: Normal and Tribute Summons, Maximum Summon, Fusion and Ritual Summons."""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations, permutations
from typing import Any

from validator.engine import lasting
from validator.engine.actions import TRIBUTE_ACTIONS, Action
from validator.engine.cards import MONSTER, CardInfo
from validator.engine.events import SET_MONSTER, SUMMON, raise_event
from validator.engine.field import (
    faceup_monsters,
    monsters,
    move_off_field,
    place_monster,
    special_summoned,
    to_gy,
)
from validator.engine.state import (
    ATK,
    DEF,
    FACEDOWN,
    OFF,
    PART,
    PLAYED,
    SUMMONED_FROM_HAND,
    SUMMONED_FUSION,
    SUMMONED_NS,
    SUMMONED_RITUAL,
    SUMMONED_SPECIAL,
    SUMMONED_THIS_TURN,
    SUMMONED_TRIBUTE,
    TRIBUTES_MET,
    State,
)

# The bits of the rules a Tribute Summon asks about in `State.present`.
_NO_TRIBUTE_SUMMON = lasting.BIT[lasting.NO_TRIBUTE_SUMMON]
_DOUBLE_TRIBUTE = lasting.BIT[lasting.DOUBLE_TRIBUTE]
LENT_TRIBUTE = lasting.BIT[lasting.LENT_TRIBUTE]
# The bits of the changes that may rename a Fusion Material (worked out once, not per call).
_RENAMING = lasting.FACT_CHANGES | lasting.BIT[lasting.MATERIAL_NAME]


def add_tribute_actions(
    s: State, card: int, info: CardInfo, own: list[int], out: list[Action]
) -> None:
    """Add to `out` the Tribute Summon (face-up Attack) and Tribute Set for every choice of
    Tributes among `own`: 1 Tribute for Level 5-6, 2 for Level 7 or more. A Maximum monster
    can be the one Tribute for Level 5-6, never one of two."""
    present = s.present
    # `kept`: the summon and the Set of each choice (1: the Set alone, the summon forbidden)
    kept = 0
    if present & _NO_TRIBUTE_SUMMON:
        if not lasting.tribute_summon_allowed(s, s.tp, card):
            return
        kept = 0 if lasting.tribute_summon_allowed(s, s.tp, card, summon=True) else 1
    if present & LENT_TRIBUTE and not kept:
        _add_lent_tributes(s, card, info, own, out)
    start = len(out)
    if info.level <= 6:  # (only Level 5 or higher monsters are Tribute Summoned)
        single = TRIBUTE_ACTIONS.single(card)
        for m in own:
            out += single[m] or TRIBUTE_ACTIONS.make(card, (m,))
    elif len(own) >= 2:  # every 2 of them not in Maximum Mode (one monster makes no pair)
        maxc = s.maxc
        eligible = own  # (a monster in Maximum Mode is rare: no new list without one)
        for m in own:
            if maxc[m] == m:
                eligible = [x for x in own if maxc[x] != x]
                break
        double = TRIBUTE_ACTIONS.double(card)
        for tributes in combinations(eligible, 2):
            out += double.get(tributes) or TRIBUTE_ACTIONS.make(card, tributes)
    if kept:  # the Sets alone (rare: kept out of the usual path, which adds both)
        out[start:] = [action for action in out[start:] if action[0] == "set"]
    elif present & _DOUBLE_TRIBUTE and info.level > 6:
        # A monster that counts as 2 Tributes for this one: its Tribute Summon in Attack
        # Position (the text of every such effect says so), with it alone.
        maxc = s.maxc
        for m in own:
            if maxc[m] < 0 and lasting.double_tribute(s, m, info):
                out.append(TRIBUTE_ACTIONS.make(card, (m,))[0])


def _add_lent_tributes(
    s: State, card: int, info: CardInfo, own: list[int], out: list[Action]
) -> None:
    """Add the Tribute Summons in Attack Position of `card` Tributing an opponent's monster
    lent for them instead of 1 monster of the player's own (`lasting.lent_tributes`): that
    monster alone for a Level 5-6 monster (a free Monster Zone of the player's needed), with
    1 monster of the player's for Level 7 or more (neither in Maximum Mode)."""
    p, maxc = s.tp, s.maxc
    for m in lasting.lent_tributes(s, p, card):
        if info.level <= 6:
            if -1 in s.mzone[p]:
                out.append(TRIBUTE_ACTIONS.make(card, (m,))[0])
        elif maxc[m] < 0:
            out += [TRIBUTE_ACTIONS.make(card, (x, m))[0] for x in own if maxc[x] < 0]


def tribute_summon(s: State, p: int, card: int, tributes: tuple[int, ...], position: int) -> None:
    """Normal Summon or Set a monster from the hand, Tributing `tributes` first."""
    info = s.infos[card]
    changed = info.procedure_atk
    if changed is not None and (position == FACEDOWN or not _by_procedure(s, card, tributes)):
        changed = None
    # Whether the Tributes are those its effect asks for, judged as they stand on the field.
    met = info.tribute_test is not None and info.tribute_test.met(s, tributes)
    gained = lasting.summon_changes(s, card, tributes) if info.summon_gains else None
    for t in tributes:
        to_gy(s, t, "tribute", p)
    s.hand[p].remove(card)
    place_monster(s, p, card, position)
    if position != FACEDOWN:  # a Set is no summon
        s.flags[card] |= SUMMONED_NS | SUMMONED_THIS_TURN | (SUMMONED_TRIBUTE if tributes else 0)
        if met:
            s.flags[card] |= TRIBUTES_MET
        if gained:
            lasting.changed_by_summon(s, card, gained)
        if changed is not None:
            lasting.add(
                s,
                lasting.card_modifier(
                    s, lasting.ORIGINAL_ATK, changed[1], card, card, lasting.PERMANENT
                ),
            )
    kind = SET_MONSTER if position == FACEDOWN else SUMMON
    if kind in s.listens:
        raise_event(s, kind, card, p, "tribute" if tributes else "normal", p, was="hand")


def _by_procedure(s: State, card: int, tributes: tuple[int, ...]) -> bool:
    """Whether this Normal Summon is the one by the card's procedure with fewer Tributes
    (`CardInfo.procedure_atk`): that many Tributes, and for one Tribute, none that stands as
    2 for it (with such a Tribute the summon is the usual Tribute Summon, the one that keeps
    the card's ATK)."""
    info = s.infos[card]
    if len(tributes) != info.procedure_atk[0]:  # type: ignore[index]
        return False
    return not tributes or not lasting.double_tribute(s, tributes[0], info)


# --------------------------------------------------------------------------------- Maximum


def _pieces(s: State, p: int, centre: int) -> tuple[int, int] | None:
    """The [L] and [R] pieces in p's hand that complete this centre piece, if both are there."""
    info = s.infos[centre]
    if info.maximum_part != "center" or len(info.maximum_set) != 3:
        return None
    infos, hand = s.infos, s.hand[p]
    found = []
    for piece_id in info.maximum_set[1:]:
        for c in hand:
            if infos[c].id == piece_id:
                found.append(c)
                break
        else:
            return None
    return found[0], found[1]


def maximum_summons(s: State, p: int) -> list[Action]:
    """`max c` for each centre piece whose set is complete in hand (needs 3 Monster Zones)."""
    if len(s.mzone[p]) < 3:
        return []
    out = []
    seen = set()
    for c in s.hand[p]:
        info = s.infos[c]
        if info.maximum_part == "center" and info.id not in seen and _pieces(s, p, c):
            seen.add(info.id)
            if lasting.special_summon_allowed(s, p, c, "maximum"):
                out.append(Action("max", (c,)))
    return out


def maximum_summon(s: State, p: int, centre: int) -> None:
    """Special Summon the three pieces as one monster in Maximum Mode, sending all monsters
    p controls to the GY first when the three zones are not free."""
    left, right = _pieces(s, p, centre)  # type: ignore[misc]
    if sum(1 for m in s.mzone[p] if m < 0) < 3:
        for m in monsters(s, p):
            to_gy(s, m, "rule", p)
    for piece, position in ((left, PART), (centre, ATK), (right, PART)):
        s.hand[p].remove(piece)
        place_monster(s, p, piece, position)
        s.maxc[piece] = centre
        s.flags[piece] |= SUMMONED_THIS_TURN | SUMMONED_SPECIAL | SUMMONED_FROM_HAND
        s.marks[piece] |= PLAYED
    special_summoned(s, p, "hand")
    raise_event(s, SUMMON, centre, p, "maximum", p, was="hand")


# ---------------------------------------------------------------------------------- Fusion


def _matching(s: State, cards: list[int], material: Any) -> list[int]:
    infos = s.infos
    return [m for m in cards if material.test(infos[m], infos[m].atk)]


def _materials_among(names: list[int], wanted: frozenset[int]) -> int:
    return sum(1 for name in names if name in wanted)


def _names(s: State, cards: list[int], renamed: bool) -> list[int]:
    """The names of these monsters: their printed ones, unless a change may rename them."""
    if renamed:
        return [lasting.material_name(s, m, lasting.facts(s, m).name_id) for m in cards]
    infos = s.infos
    return [infos[m].id for m in cards]


def material_sets(
    field: list[int], ids: list[int], needed: tuple[int, ...]
) -> list[tuple[int, ...]]:
    """Distinct sets of these face-up monsters (their current names: `ids`) that match the
    named materials."""
    if any(ids.count(want) < needed.count(want) for want in set(needed)):
        return []
    found = set()
    for combo in permutations(range(len(field)), len(needed)):
        if all(ids[i] == want for i, want in zip(combo, needed, strict=True)):
            found.add(tuple(sorted(field[i] for i in combo)))
    return sorted(found)


def doubled_sets(
    infos: Any, cards: list[int], ids: list[int], fusion: int, needed: tuple[int, ...]
) -> list[tuple[int, ...]]:
    """The sets of these cards (their current names: `ids`) matching the named materials
    `needed` of the Fusion Monster `fusion` (its card id) in which one card that can be treated
    as 2 of them for it (`CardInfo.double_material`) stands for both."""
    found = set()
    for i, c in enumerate(cards):
        double = infos[c].double_material
        if double is None or double[0] != fusion:
            continue
        rest = list(needed)
        if any(rest.count(name) < double[1].count(name) for name in double[1]):
            continue
        for name in double[1]:
            rest.remove(name)
        others, names = cards[:i] + cards[i + 1 :], ids[:i] + ids[i + 1 :]
        for chosen in material_sets(others, names, tuple(rest)):
            found.add(tuple(sorted((c, *chosen))))
    return sorted(found)


def _doubles(s: State, cards: list[int]) -> list[int]:
    """The names these cards can stand for as 2 materials (`CardInfo.double_material`)."""
    infos = s.infos
    return [n for c in cards if infos[c].double_material for n in infos[c].double_material[1]]


class Part:
    """Materials a Fusion Monster describes by their properties, as the engine matches them:
    `count` monsters (or more, with `more`), each passing `test(facts, atk)`, all of one name
    with `same_name`."""

    __slots__ = ("count", "more", "needs_atk", "same_name", "test")

    def __init__(self, spec: dict[str, Any]) -> None:
        from validator.engine.effects.filters import compile_filter  # filters need the rules

        self.count: int = spec["count"]
        self.more: bool = spec.get("more", False)
        self.same_name: bool = spec.get("same_name", False)
        test = compile_filter(spec.get("filter") or {}, "materials")
        self.test = test.test
        self.needs_atk = test.needs_atk


class Materials:
    """A Fusion Monster's materials as the engine matches them: the named ones (`named`, one id
    per copy), the described ones (`parts`), the fewest monsters they take (`least`) and
    whether a description reads the current ATK (`needs_atk`)."""

    __slots__ = ("least", "named", "needs_atk", "parts")

    def __init__(self, info: CardInfo) -> None:
        self.named = info.fusion_materials
        self.parts = tuple(Part(spec) for spec in info.fusion_described)
        self.least = len(self.named) + sum(part.count for part in self.parts)
        self.needs_atk = any(part.needs_atk for part in self.parts)


_MATERIALS: dict[int, Materials] = {}


def materials_of(info: CardInfo) -> Materials:
    """The materials of a Fusion Monster, made once per card."""
    known = _MATERIALS.get(info.id)
    if known is None:
        known = _MATERIALS[info.id] = Materials(info)
    return known


def described_sets(
    info: CardInfo,
    pool: list[int],
    names: list[int],
    facts: list[CardInfo],
    atks: list[int] | None,
    keys: list[int],
) -> list[tuple[int, ...]]:
    """Every set of cards of the pool that are the materials of this Fusion Monster: its named
    materials by their names (`names`: the current names of the pool's cards), the described
    ones by their facts and ATK (`facts`: `lasting.facts`; `atks`: the current ATK on the
    field, needed only when `materials_of(info).needs_atk`). Cards with equal `keys` are the
    same material (copies of a card in one place with nothing to tell them apart): one set
    stands for all those they make. Each set sorted, and the sets in order."""
    materials = materials_of(info)
    shape = (
        tuple(names),
        tuple(facts),
        tuple(atks) if materials.needs_atk and atks is not None else None,
        tuple(keys),
    )
    places = _described_places(materials, shape)
    return sorted(tuple(sorted(pool[i] for i in chosen)) for chosen in places)


@lru_cache(maxsize=1 << 14)
def _described_places(
    materials: Materials, shape: tuple[tuple[int, ...], tuple[CardInfo, ...], Any, Any]
) -> tuple[tuple[int, ...], ...]:
    """The sets of positions in the pool that are the materials: a pure function of the pool's
    shape (names, facts, ATK when read, keys), which games repeat: remembered."""
    names, facts, atks, keys = shape
    if atks is None:
        atks = (0,) * len(names)
    named = materials.named
    firsts: list[tuple[int, ...]] = [()]
    for name in sorted(set(named)):
        have = [i for i, n in enumerate(names) if n == name]
        need = named.count(name)
        if len(have) < need:
            return ()
        firsts = [done + more for done in firsts for more in combinations(have, need)]
    found: dict[tuple[int, ...], tuple[int, ...]] = {}
    for first in firsts:
        rest = [i for i in range(len(names)) if i not in first]
        _fill(materials.parts, 0, rest, first, (names, facts, atks, keys), found)
    return tuple(found.values())


def _fill(
    parts: tuple[Part, ...],
    k: int,
    rest: list[int],
    chosen: tuple[int, ...],
    shape: tuple[Any, Any, Any, Any],
    found: dict[tuple[int, ...], tuple[int, ...]],
) -> None:
    """Choose the cards of the described parts from the `k`th on among `rest` (positions in
    the pool), adding each whole choice to `found` under the keys of its cards."""
    names, facts, atks, keys = shape
    if k == len(parts):
        found.setdefault(tuple(sorted(keys[i] for i in chosen)), chosen)
        return
    part = parts[k]
    test = part.test
    fits = [i for i in rest if test(facts[i], atks[i])]
    if len(fits) < part.count:
        return
    tried = set()
    for size in range(part.count, len(fits) + 1) if part.more else (part.count,):
        for combo in combinations(fits, size):
            same = tuple(sorted(keys[i] for i in combo))
            if same in tried:
                continue  # the same cards as a choice already made
            tried.add(same)
            if part.same_name and len({names[i] for i in combo}) != 1:
                continue
            left = [i for i in rest if i not in combo]
            _fill(parts, k + 1, left, chosen + combo, shape, found)


def fusion_choices(s: State, p: int) -> list[tuple[int, ...]]:
    """(Fusion monster, *materials) for each Fusion Summon the Spell "Fusion" allows (the
    position, face-up Attack or Defense, is chosen as it resolves): its materials among the
    face-up monsters p controls, by their current names, facts and ATK.

    Fusion Monsters whose materials are not all known (`CardInfo.fusion_known`) are not
    offered.
    """
    infos, pos, wanted = s.infos, s.pos, s.material_ids
    field = []
    matching = 0
    for m in s.mzone[p]:
        if m >= 0 and (pos[m] == ATK or pos[m] == DEF):
            field.append(m)
            if wanted is not None:
                matching += infos[m].id in wanted
    # a lasting or static change may rename them (or name them as materials)
    renamed = s.present & _RENAMING
    if wanted is None:  # a Fusion Monster of this game describes materials by properties
        if len(field) < 2:
            return []  # (every Fusion Monster takes 2 materials or more)
    elif matching < 2 and not renamed:
        return []  # every Fusion Summon offered here uses two named materials or more
    names = _names(s, field, bool(renamed))
    if renamed and wanted is not None and _materials_among(names, wanted) < 2:
        return []
    on_field = set(names)
    restricted = s.present & lasting.SPECIAL_RULES
    out = []
    seen = set()
    facts: list[CardInfo] | None = None
    atks: list[int] | None = None
    doubles: list[int] | None = None  # the names monsters there can stand for as 2 materials
    for f in s.extra[p]:
        info = infos[f]
        if info.subtype != "fusion" or info.id in seen:
            continue
        seen.add(info.id)
        if not info.fusion_known:
            continue
        if not on_field.issuperset(info.fusion_materials):
            if doubles is None:
                doubles = _doubles(s, field)
            if not doubles or not on_field.union(doubles).issuperset(info.fusion_materials):
                continue  # a named material is missing: no need to look for sets
        if info.fusion_described and len(field) < materials_of(info).least:
            continue
        if (restricted or info.summon_only) and not lasting.special_summon_allowed(
            s, p, f, "fusion"
        ):
            continue
        if info.fusion_described:
            if facts is None:
                facts = [lasting.facts(s, m) for m in field]
            if atks is None and materials_of(info).needs_atk:
                atks = [lasting.atk_of(s, m) for m in field]
            # (each monster on the field is a material of its own: its own key)
            sets = described_sets(info, field, names, facts, atks, list(range(len(field))))
        else:
            sets = material_sets(field, names, info.fusion_materials)
            if doubles is None:
                doubles = _doubles(s, field)
            if doubles:
                sets = sorted(
                    set(sets)
                    | set(doubled_sets(infos, field, names, info.id, info.fusion_materials))
                )
        for materials in sets:
            if lasting.fusion_materials_allowed(s, p, f, materials):
                out.append((f, *materials))
    return out


def special_from_extra(
    s: State, p: int, monster: int, position: int, materials: tuple[int, ...], how: str
) -> None:
    """Fusion or Ritual Summon (`how`): the materials go to the GY, the monster comes from the
    Extra Deck."""
    gained = lasting.summon_changes(s, monster, materials)
    for m in materials:
        move_off_field(s, m, "gy", p, "material")
    s.extra[p].remove(monster)
    place_monster(s, p, monster, position)
    lasting.changed_by_summon(s, monster, gained)
    way = SUMMONED_FUSION if how == "fusion" else SUMMONED_RITUAL
    s.flags[monster] |= SUMMONED_THIS_TURN | SUMMONED_SPECIAL | way
    special_summoned(s, p, "extra", how)
    s.marks[monster] |= PLAYED
    raise_event(s, SUMMON, monster, p, how, p, was="extra")


# ---------------------------------------------------------------------------------- Ritual


def ritual_choices(s: State, p: int, spell: int, ritual: Any = None) -> list[tuple[int, ...]]:
    """(Ritual monster, *materials): monsters whose Levels total at least the Ritual
    monster's Level, using no more monsters than needed. Materials are face-up monsters on p's
    field (any monster on it with the spec's `facedown`), with `hand` also monsters in p's
    hand (or, without the spec's `field`, only them); the spec's `filter` restricts them
    (`runtime.Ritual`; None: field, face-up, any). The Ritual monsters are those whose text
    names the Spell, or those the spec's `monster` describes."""
    spell_id = s.infos[spell].id
    infos = s.infos
    from_hand = ritual is not None and ritual.hand
    material = ritual.filter if ritual is not None else None
    described = ritual.monster if ritual is not None else None
    restricted = s.present & lasting.SPECIAL_RULES
    targets = []
    seen = set()
    for r in s.extra[p]:
        info = infos[r]
        if info in seen:
            continue
        if described is None:
            if spell_id not in info.ritual_spells:
                continue
        elif info.subtype != "ritual" or not described.test(info, info.atk):
            continue
        seen.add(info)
        if not (restricted or info.summon_only) or lasting.special_summon_allowed(
            s, p, r, "ritual"
        ):
            targets.append(r)
    if not targets:
        return []
    if ritual is not None and not ritual.field:
        pool = []
    else:
        pool = monsters(s, p) if ritual is not None and ritual.facedown else faceup_monsters(s, p)
    if from_hand:
        held: dict[int, int] = {}
        for c in s.hand[p]:
            info = infos[c]
            if info.kind == MONSTER and not info.extra and held.get(info.id, 0) < 3:
                held[info.id] = held.get(info.id, 0) + 1
                pool.append(c)
    if material is not None:
        pool = _matching(s, pool, material)
    pool = lasting.ritual_materials(s, pool)
    if ritual is not None and (ritual.hand_filter or ritual.field_filter):
        pool = _matching_where(s, pool, ritual.hand_filter, ritual.field_filter)
    free = -1 in s.mzone[p]
    pos = s.pos
    changed = s.present & lasting.FACT_CHANGES
    level_of, on_field, same_as = [], [], []
    for m in pool:
        field = pos[m] != OFF
        on_field.append(field)
        level_of.append(lasting.level_of(s, m) if changed and field else infos[m].level)
        # Copies of one card in hand are the same material: a hand card stands as minus its id.
        same_as.append(m if field else -infos[m].id)
    # (Where the materials are matters only when no Monster Zone is free.)
    shape = (tuple(level_of), _first_copies(same_as), None if free else tuple(on_field))
    out = []
    for r in targets:
        for chosen in _material_choices(infos[r].level, shape):
            out.append((r, *[pool[i] for i in chosen]))
    return out


def _matching_where(s: State, cards: list[int], in_hand: Any, on_field: Any) -> list[int]:
    """The cards matching the filter of where they are (the hand or the field; None: any),
    by their current facts."""
    kept = []
    for m in cards:
        field = s.pos[m] != OFF
        test = on_field if field else in_hand
        info = lasting.facts(s, m)
        if test is None or test.test(info, lasting.atk_of(s, m) if field else info.atk):
            kept.append(m)
    return kept


def _first_copies(same_as: list[int]) -> tuple[int, ...]:
    """For each material, the position of the first that is the same card (itself, but for
    copies of a card in hand)."""
    first: dict[int, int] = {}
    return tuple([first.setdefault(same, i) for i, same in enumerate(same_as)])


@lru_cache(maxsize=1 << 16)
def _material_choices(
    need: int, shape: tuple[tuple[int, ...], tuple[int, ...], tuple[bool, ...] | None]
) -> tuple[tuple[int, ...], ...]:
    """The sets of materials (positions in the pool) for a Ritual monster of Level `need`:
    their Levels total at least `need` and dropping the lowest falls short; copies of a card
    in hand (`copies`: the position of the first copy for each) make one set; with no Monster
    Zone free (`on_field` given), one of them must stand on the field. By size, then in the
    order of the pool. A pure function of the pool's shape, which games repeat: remembered."""
    level_of, copies, on_field = shape
    levels = sorted(level_of)
    if sum(levels) < need:
        return ()
    # No minimal set has more monsters than one more than the most monsters whose Levels
    # stay below `need`.
    most = 1
    while most < len(levels) and sum(levels[:most]) < need:
        most += 1
    highest = levels[::-1]
    out = []
    seen = set()
    places = range(len(level_of))
    for size in range(1, most + 1):
        if sum(highest[:size]) < need:
            continue  # no set of this many monsters reaches the Level
        # The combinations of the positions, of their Levels and of their first copies come
        # in the same order: one step of each is one set of materials.
        for combo, lv, same in zip(
            combinations(places, size),
            combinations(level_of, size),
            combinations(copies, size),
            strict=True,
        ):
            total = sum(lv)
            if total < need or total - min(lv) >= need:
                continue
            if on_field is not None and not _any_on_field(combo, on_field):
                continue  # no Monster Zone would be free for the Ritual monster
            key = tuple(sorted(same))
            if key not in seen:
                seen.add(key)
                out.append(combo)
    return tuple(out)


def _any_on_field(combo: tuple[int, ...], on_field: tuple[bool, ...]) -> bool:
    return any(on_field[i] for i in combo)
