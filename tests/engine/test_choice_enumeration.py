"""The enumerations behind the choices the engine offers, against plain reference definitions:
ways of taking copies of cards (`picks._multisets`) and Ritual material sets
(`summons._material_choices`). Their order is part of the games: an agent picks by position."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from hypothesis import given
from hypothesis import strategies as st

from validator.engine.effects.picks import _multisets
from validator.engine.summons import _material_choices


def _reference_multisets(groups: list[list[int]], n: int) -> Iterator[tuple[int, ...]]:
    """Every way of taking n cards from groups of copies: for the first group, from the most
    copies it can give down to none (its first copies first), then the rest the same way."""
    if n == 0:
        yield ()
        return
    if not groups:
        return
    first, rest = groups[0], groups[1:]
    for take in range(min(n, len(first)), -1, -1):
        for tail in _reference_multisets(rest, n - take):
            yield (*first[:take], *tail)


@st.composite
def copy_groups(draw: st.DrawFn) -> list[list[int]]:
    sizes = draw(st.lists(st.integers(1, 3), max_size=6))
    groups, card = [], 0
    for size in sizes:
        groups.append(list(range(card, card + size)))
        card += size
    return groups


@given(copy_groups(), st.integers(0, 5))
def test_ways_of_taking_copies_are_each_multiset_once_in_order(groups, n):
    ways = _multisets(groups, n)
    assert ways == list(_reference_multisets(groups, n))
    assert len(set(ways)) == len(ways)


def _reference_materials(
    need: int, levels: tuple[int, ...], copies: tuple[int, ...], on_field: tuple[bool, ...] | None
) -> list[tuple[int, ...]]:
    """Every set of positions whose Levels reach `need` and stop reaching it without the
    lowest, with a monster on the field when `on_field` is given, one set per choice of
    cards (copies alike), by size then in order."""
    out, seen = [], set()
    for size in range(1, len(levels) + 1):
        for combo in combinations(range(len(levels)), size):
            chosen = [levels[i] for i in combo]
            if sum(chosen) < need or sum(chosen) - min(chosen) >= need:
                continue
            if on_field is not None and not any(on_field[i] for i in combo):
                continue
            key = tuple(sorted(copies[i] for i in combo))
            if key not in seen:
                seen.add(key)
                out.append(combo)
    return out


@st.composite
def ritual_pools(draw: st.DrawFn) -> tuple[tuple[int, ...], tuple[int, ...], tuple[bool, ...]]:
    levels = draw(st.lists(st.integers(1, 12), max_size=7))
    copies = []
    for i in range(len(levels)):  # a material is itself, or a copy of an earlier one
        earlier = [j for j in range(i) if copies[j] == j and levels[j] == levels[i]]
        copies.append(draw(st.sampled_from([i, *earlier])))
    on_field = draw(st.lists(st.booleans(), min_size=len(levels), max_size=len(levels)))
    return tuple(levels), tuple(copies), tuple(on_field)


@given(st.integers(1, 12), ritual_pools(), st.booleans())
def test_ritual_material_sets_are_the_minimal_ones_once_in_order(need, pool, free):
    levels, copies, on_field = pool
    where = None if free else on_field
    found = _material_choices(need, (levels, copies, where))
    assert list(found) == _reference_materials(need, levels, copies, where)
