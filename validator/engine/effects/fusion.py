"""Fusion Summons performed by an effect ("Fusion Summon a Machine Type monster by sending
monsters from your hand or field to the GY as material").

The operation `fusion_summon` names where the materials may come from, how they go (to the GY,
or shuffled into the Deck), what every material must be, what the Fusion Monster must be and
whether this card must be one of the materials. As the step resolves its player chooses one way
(`pick MONSTER MATERIALS...`: the compiler puts a `FUSE` instruction before the step, see
`runtime.py`), then the position; with no way left the step does nothing.

The materials of a Fusion Monster are those its card names (`fusion_materials`, one per copy,
by their current names) and those it describes by their properties (`fusion_described`, by
their current facts and ATK; `summons.described_sets`); a Fusion Monster whose materials are
not known (`CardInfo.fusion_known`) is never offered (the text compiler only reads a Fusion
Summon when no such monster could be summoned by it).
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations, product
from typing import Any

from validator.engine import lasting, summons
from validator.engine.cards import MONSTER
from validator.engine.effects.declare import BOOL, ENUM, ENUMS, FILTER, INT, STRUCTS, opt
from validator.engine.effects.operations import FUSES, declare
from validator.engine.events import SUMMON, raise_event
from validator.engine.field import move_off_field, opponents, place_monster, special_summoned
from validator.engine.state import (
    ATK,
    DEF,
    FACEDOWN,
    PLAYED,
    SUMMONED_FUSION,
    SUMMONED_SPECIAL,
    SUMMONED_THIS_TURN,
    State,
)

PLACES = ("hand", "field", "faceup", "gy", "opp_faceup")
"""Where materials come from: the hand, any monster on the field, face-up ones, the GY, the
face-up monsters on the opponents' fields (sent to their owners' GYs)."""
HOW = ("gy", "shuffle", "bottom")
"""How the materials go: to the GY, shuffled into their owners' Decks, or placed on the bottom
of their owners' Decks in the order the player chooses."""

Ways = list[tuple[int, ...]]


class Pool:
    """The monsters that may be materials: the cards, their current names, facts and ATK,
    those on the player's field and those on the opponents' fields (`theirs`)."""

    __slots__ = ("atks", "cards", "facts", "keys", "names", "on_field", "theirs")

    def __init__(self) -> None:
        self.cards: list[int] = []
        self.names: list[int] = []
        self.facts: list[Any] = []
        self.atks: list[int] = []
        self.keys: list[Any] = []
        self.on_field: set[int] = set()
        self.theirs: set[int] = set()


def _pool(
    s: State, p: int, places: tuple[str, ...], test: Any, excluded: tuple[int, ...], card: int
) -> Pool:
    """The monsters that may be materials. Copies of a card in the hand or the GY with the same
    marks share a key (`summons.described_sets`); this card and those on the field have their
    own."""
    infos, pos = s.infos, s.pos
    cards: list[tuple[int, str]] = []
    pool = Pool()
    on_field = pool.on_field
    for place in places:
        if place == "hand" or place == "gy":
            for c in s.hand[p] if place == "hand" else s.gy[p]:
                if infos[c].kind == MONSTER:
                    cards.append((c, place))
        elif place == "opp_faceup":
            for q in opponents(s, p):
                for m in s.mzone[q]:
                    if m >= 0 and pos[m] in (ATK, DEF):
                        cards.append((m, place))
                        pool.theirs.add(m)
        else:
            for m in s.mzone[p]:
                if m < 0 or m in on_field:
                    continue
                where = pos[m]
                if where in (ATK, DEF) or (place == "field" and where == FACEDOWN):
                    cards.append((m, "field"))
                    on_field.add(m)
    flags, marks = s.flags, s.marks
    known: dict[Any, int] = {}
    for c, place in cards:
        if c in excluded:
            continue
        info = lasting.facts(s, c)
        atk = lasting.atk_of(s, c) if c in on_field or c in pool.theirs else info.atk
        if test is not None and not test.test(info, atk):
            continue
        pool.cards.append(c)
        pool.names.append(lasting.material_name(s, c, info.name_id))
        pool.facts.append(info)
        pool.atks.append(atk)
        alone = c in on_field or c in pool.theirs or c == card
        key = c if alone else (place, info, flags[c], marks[c])
        pool.keys.append(known.setdefault(key, len(known)))
    return pool


def ways_of(
    places: tuple[str, ...],
    material: Any,
    monster: Any,
    with_self: bool,
    count: int = 0,
    upto: bool = False,
    groups: tuple[dict[str, Any], ...] = (),
) -> Any:
    """The function listing the ways of a Fusion Summon: (Fusion Monster, *materials)."""
    if groups and material is None:
        material = _AnyGroup(groups)

    def ways(s: State, p: int, card: int, excluded: tuple[int, ...] = ()) -> Ways:
        extra = s.extra[p]
        if not extra:
            return []
        if not places:
            return _without_materials(s, p, monster, card)
        pool = _pool(s, p, places, material, excluded, card)
        cards, names, on_field = pool.cards, pool.names, pool.on_field
        if with_self and card not in cards:
            return []
        free = -1 in s.mzone[p]
        infos = s.infos
        restricted = s.present & lasting.SPECIAL_RULES
        out: Ways = []
        seen = set()
        doubles = None
        for f in extra:
            info = infos[f]
            if info.subtype != "fusion" or info.id in seen:
                continue
            seen.add(info.id)
            if not info.fusion_known:
                continue
            wanted = info.fusion_materials
            if info.fusion_described:
                least = summons.materials_of(info).least
                if least > len(cards) or (count and least > count):
                    continue
            elif count and (len(wanted) > count if upto else len(wanted) != count):
                continue  # "2 monsters": a Fusion Monster of as many materials
            if monster is not None and not monster.test(info, info.atk):
                continue
            if (restricted or info.summon_only) and not lasting.special_summon_allowed(
                s, p, f, "fusion", card
            ):
                continue
            if info.fusion_described:
                sets = summons.described_sets(info, cards, names, pool.facts, pool.atks, pool.keys)
            else:
                sets = _sets(cards, names, wanted)
                if doubles is None:  # a monster that can be treated as 2 materials
                    doubles = any(infos[c].double_material for c in cards)
                if doubles:
                    doubled = summons.doubled_sets(infos, cards, names, info.id, wanted)
                    sets = sorted(set(sets) | set(doubled))
            for materials in sets:
                if count and (len(materials) > count if upto else len(materials) != count):
                    continue
                if with_self and card not in materials:
                    continue
                if not free and not any(m in on_field for m in materials):
                    continue
                if groups and not _split(s, p, pool, groups, materials):
                    continue
                if not lasting.fusion_materials_allowed(s, p, f, materials):
                    continue
                out.append((f, *materials))
        return out

    ways.places = places  # type: ignore[attr-defined]
    return ways


def _without_materials(s: State, p: int, monster: Any, card: int) -> Ways:
    """The Fusion Monsters of p's Extra Deck (matching `monster`) Fusion Summoned without
    using materials by the effect of `card`: each alone, while a Monster Zone is free."""
    if -1 not in s.mzone[p]:
        return []
    infos = s.infos
    restricted = s.present & lasting.SPECIAL_RULES
    out: Ways = []
    seen = set()
    for f in s.extra[p]:
        info = infos[f]
        if info.subtype != "fusion" or info.id in seen:
            continue
        seen.add(info.id)
        if monster is not None and not monster.test(info, info.atk):
            continue
        if (restricted or info.summon_only) and not lasting.special_summon_allowed(
            s, p, f, "fusion", card
        ):
            continue
        out.append((f,))
    return out


class _AnyGroup:
    """The test of a material of some kind of `groups` (where it is aside): the pool's."""

    __slots__ = ("tests",)

    def __init__(self, groups: tuple[dict[str, Any], ...]) -> None:
        self.tests = tuple(group["filter"].test for group in groups)

    def test(self, info: Any, atk: int) -> bool:
        return any(test(info, atk) for test in self.tests)


def _split(
    s: State, p: int, pool: Pool, groups: tuple[dict[str, Any], ...], materials: tuple[int, ...]
) -> bool:
    """Whether the materials split into the kinds `groups` describes ("1 Level 7 Warrior Type
    monster and 1 or more Dragon Type monsters from your GY"): each material of a kind it is,
    from that kind's places, and each kind as many materials as it counts (or more)."""
    at = {c: i for i, c in enumerate(pool.cards)}
    options = []
    for m in materials:
        if m in pool.theirs:
            where = ("opp_faceup",)
        elif m in pool.on_field:
            where = ("field", "faceup") if s.pos[m] in (ATK, DEF) else ("field",)
        else:
            where = ("hand",) if m in s.hand[p] else ("gy",)
        i = at[m]
        options.append(
            [
                g
                for g, group in enumerate(groups)
                if not set(where).isdisjoint(group["places"])
                and group["filter"].test(pool.facts[i], pool.atks[i])
            ]
        )
    for kinds in product(*options):
        sizes = Counter(kinds)
        if all(
            sizes[g] == group["count"] or (group["more"] and sizes[g] > group["count"])
            for g, group in enumerate(groups)
        ):
            return True
    return False


def _materials(s: State, c: Any) -> tuple[int, ...]:
    """The materials chosen for the Fusion Summon about to be made (whose order is chosen)."""
    return tuple(c.args[1:])


def _sets(pool: list[int], names: list[int], wanted: tuple[int, ...]) -> Ways:
    """Every set of cards of the pool whose names are the wanted names, one card a copy."""
    per_name = []
    for name in sorted(set(wanted)):
        have = [c for c, n in zip(pool, names, strict=True) if n == name]
        need = wanted.count(name)
        if len(have) < need:
            return []
        per_name.append(list(combinations(have, need)))
    return [tuple(sorted(c for group in combo for c in group)) for combo in product(*per_name)]


@declare(
    "fusion_summon",
    "Fusion Summon a Fusion Monster from your Extra Deck (matching `monster`) with the "
    "materials its card names or describes, taken from `places` (hand, field, face-up "
    "monsters on the field, GY, face-up monsters on the opponent's field), each matching "
    "`material` (and, with `with_self`, this card "
    "among them); the materials are sent to the GY, shuffled into their owners' Decks or placed "
    "on their bottom in the order the player chooses (`how`). The player chooses the monster "
    "and its materials, then face-up Attack or Defense Position (`attack`: Attack only); with "
    "no way to do it, nothing happens",
    opt(
        "places",
        ENUMS,
        None,
        "where the materials come from (none: a Fusion Summon without using materials)",
        choices=PLACES,
    ),
    opt("how", ENUM, "gy", "where the materials go", choices=HOW),
    opt("material", FILTER, None, "what every material must be"),
    opt("monster", FILTER, None, "what the Fusion Monster must be"),
    opt("with_self", BOOL, False, "this card must be one of the materials"),
    opt("count", INT, 0, "how many materials (0: as many as the monster takes)", minimum=0),
    opt("upto", BOOL, False, "`count` is the most materials, not their number"),
    opt("position", ENUM, "faceup", choices=("faceup", "attack")),
    opt(
        "groups",
        STRUCTS,
        None,
        'the kinds the materials are, each of its places and count ("1 Level 7 Warrior Type '
        'monster and 1 or more Dragon Type monsters"): every material one of a kind',
        struct="fusion_group",
    ),
    example={"places": ["hand", "field"], "material": {"race": "Rock"}},
    traits=(FUSES,),
)
def _fusion_summon(
    places: Any,
    how: str,
    material: Any,
    monster: Any,
    with_self: bool,
    count: int,
    upto: bool,
    position: str,
    groups: Any,
) -> Any:
    if places is None:
        places = ()
    places = tuple(places) if isinstance(places, tuple | list) else (places,)

    def step(s: State, c: Any) -> None:
        args = c.args
        c.moved = ()
        if not args:
            return
        fusion, materials = args[0], args[1:]
        p = c.p
        owners = set()
        if how == "bottom":  # in the order chosen (`ordered`), the first placed first
            chosen = [m for m in c.order if m in materials]
            materials = (*chosen, *[m for m in materials if m not in chosen])
            c.order = ()
        gained = lasting.summon_changes(s, fusion, materials)
        for m in materials:
            if how == "gy":
                move_off_field(s, m, "gy", p, "material")
            elif how == "bottom":
                move_off_field(s, m, "deck_bottom", p, "material")
            else:
                owners.add(s.origin[m])
                move_off_field(s, m, "deck", p, "material")
        for owner in sorted(owners):
            s.shuffle(s.deck[owner])
        s.extra[p].remove(fusion)
        place_monster(s, p, fusion, ATK if position == "attack" else c.position)
        lasting.changed_by_summon(s, fusion, gained)
        s.flags[fusion] |= SUMMONED_THIS_TURN | SUMMONED_SPECIAL | SUMMONED_FUSION
        special_summoned(s, p, "extra", "fusion")
        s.marks[fusion] |= PLAYED
        raise_event(s, SUMMON, fusion, p, "fusion", p)
        c.moved = (fusion,)

    step.ways = ways_of(places, material, monster, with_self, count, upto, groups or ())  # type: ignore[attr-defined]
    step.attack_only = position == "attack"  # type: ignore[attr-defined]
    step.ordered = _materials if how == "bottom" else None  # type: ignore[attr-defined]
    return step
