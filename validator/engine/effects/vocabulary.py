"""The shared vocabulary: conditions, picks and operations every encoded effect is made of.

`activations` lists the argument tuples with which a card can be activated now (one per way of
making its picks); `activate` resolves one. Requirement and effect resolve together (no chains).
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations, product
from typing import Any

from validator.engine import summons
from validator.engine.cards import MONSTER, SPELL, TRAP
from validator.engine.effects.model import HIDDEN_SOURCES, Effect, Pick
from validator.engine.effects.registry import effect_for
from validator.engine.field import (
    check_lp,
    draw,
    faceup_monsters,
    free_zone,
    leave_field,
    monsters,
    opponents,
    place_monster,
    set_facedown,
    to_gy,
    to_hand_from_field,
)
from validator.engine.state import (
    ATK,
    DEF,
    FACEDOWN,
    FACEUP,
    OFF,
    OVER,
    PIERCE,
    SET,
    SUMMONED_NS,
    SUMMONED_THIS_TURN,
    USED,
    State,
)
from validator.engine.stats import atk_of

Args = tuple[int, ...]

# ------------------------------------------------------------------------------ conditions


def _gy_monsters(s: State, p: int) -> int:
    return sum(1 for c in s.gy[p] if s.infos[c].kind == MONSTER)


CONDITIONS: dict[str, Callable[..., bool]] = {
    "deck_min": lambda s, p, card, subject, n: len(s.deck[p]) >= n,
    "hand_min": lambda s, p, card, subject, n: len(s.hand[p]) - (card in s.hand[p]) >= n,
    "lp_min": lambda s, p, card, subject, n: s.lp[p] >= n,
    "own_monsters_max": lambda s, p, card, subject, n: len(monsters(s, p)) <= n,
    "own_monsters_min": lambda s, p, card, subject, n: len(monsters(s, p)) >= n,
    "opp_monsters_min": lambda s, p, card, subject, n: any(
        len(monsters(s, q)) >= n for q in opponents(s, p)
    ),
    "gy_monsters_min": lambda s, p, card, subject, n: _gy_monsters(s, p) >= n,
    "normal_summoned": lambda s, p, card, subject: bool(s.flags[card] & SUMMONED_NS),
    "summoned": lambda s, p, card, subject: bool(s.flags[card] & SUMMONED_THIS_TURN),
    "subject_level_min": lambda s, p, card, subject, n: s.infos[subject].level >= n,
    "subject_atk_min": lambda s, p, card, subject, n: atk_of(s, subject) >= n,
    "opp_lp_max": lambda s, p, card, subject, n: any(s.lp[q] <= n for q in opponents(s, p)),
}


def conditions_hold(s: State, p: int, card: int, effect: Effect, subject: int) -> bool:
    return all(CONDITIONS[c[0]](s, p, card, subject, *c[1:]) for c in effect.cond)


# ----------------------------------------------------------------------------------- picks


def _source(s: State, p: int, card: int, pick: Pick) -> list[int]:
    src = pick.source
    if src == "own_hand":
        cards = s.hand[p]
    elif src == "own_gy":
        cards = s.gy[p]
    elif src == "own_deck":
        cards = s.deck[p]
    elif src == "opp_gy":
        cards = [c for q in opponents(s, p) for c in s.gy[q]]
    elif src == "own_faceup":
        cards = faceup_monsters(s, p)
    elif src == "own_monsters":
        cards = monsters(s, p)
    elif src == "opp_monsters":
        cards = [c for q in opponents(s, p) for c in monsters(s, q)]
    elif src == "opp_faceup":
        cards = [c for q in opponents(s, p) for c in faceup_monsters(s, q)]
    else:
        spells = [c for q in opponents(s, p) for c in (*s.szone[q], s.fzone[q]) if c >= 0]
        if src == "opp_spelltraps":
            cards = spells
        else:  # opp_field
            cards = [c for q in opponents(s, p) for c in monsters(s, q)] + spells
    infos, pos = s.infos, s.pos
    out = []
    for c in cards:
        if c == card and (pick.not_self or src in HIDDEN_SOURCES):
            continue
        info = infos[c]
        on_field = pos[c] == ATK or pos[c] == DEF
        atk = atk_of(s, c) if on_field else info.atk
        if pos[c] == FACEDOWN or pos[c] == SET or pick.filter(info, atk):
            if (pos[c] == FACEDOWN or pos[c] == SET) and not _blind_ok(pick):
                continue
            out.append(c)
    return out


def _blind_ok(pick: Pick) -> bool:
    """A face-down card can be chosen only by a pick that asks for no property of it."""
    return pick.source in ("opp_monsters", "opp_spelltraps", "opp_field", "own_monsters") and (
        pick.filter(_ANY, 0)
    )


class _Anything:
    """Stands for a face-down card when testing whether a filter asks for any fact at all."""

    kind = MONSTER
    level = 4
    def_ = 0
    attribute = race = subtype = ""
    normal = False
    id = -1


_ANY: Any = _Anything()


def _choices(s: State, p: int, card: int, pick: Pick) -> list[Args]:
    cards = _source(s, p, card, pick)
    n = min(pick.n, len(cards)) if pick.upto else pick.n
    if n <= 0 or len(cards) < n:
        return []
    if pick.source in HIDDEN_SOURCES:
        # Copies of one card are the same choice: keep one combination per multiset of ids.
        seen: dict[tuple[int, ...], Args] = {}
        for combo in combinations(cards, n):
            key = tuple(sorted(s.infos[c].id for c in combo))
            seen.setdefault(key, combo)
        return list(seen.values())
    return list(combinations(cards, n))


def pick_choices(s: State, p: int, card: int, effect: Effect) -> list[Args]:
    """Every way of making an effect's picks, flattened, no card chosen twice."""
    if not effect.picks:
        return [()]
    per_pick = [_choices(s, p, card, pick) for pick in effect.picks]
    if any(not options for options in per_pick):
        return []
    if len(per_pick) == 1:
        return per_pick[0]
    out = []
    for combo in product(*per_pick):
        flat = tuple(c for part in combo for c in part)
        if len(set(flat)) == len(flat):
            out.append(flat)
    return out


def split_picks(s: State, p: int, card: int, effect: Effect, args: Args) -> list[Args]:
    """The flattened pick arguments cut back into one tuple per pick."""
    out = []
    i = 0
    for pick in effect.picks:
        n = pick.n
        if pick.upto:
            n = min(pick.n, len(_source(s, p, card, pick)))
        out.append(args[i : i + n])
        i += n
    return out


# ------------------------------------------------------------------------------ operations


def _take(s: State, c: int) -> None:
    """Remove a card from the hand, GY or Deck that holds it (field cards use leave_field)."""
    owner = s.owner[c]
    for zone in (s.hand[owner], s.gy[owner], s.deck[owner], s.banished[owner]):
        if c in zone:
            zone.remove(c)
            return


def _move_off_field(s: State, c: int, where: str) -> None:
    if s.pos[c] != OFF:
        if where == "hand":
            to_hand_from_field(s, c)
            return
        cards = leave_field(s, c)
    else:
        _take(s, c)
        cards = [c]
    for card in cards:
        owner = s.owner[card]
        if where == "gy":
            s.gy[owner].append(card)
        elif s.infos[card].extra:
            s.extra[owner].append(card)
        elif where == "hand":
            s.hand[owner].append(card)
        elif where == "deck_bottom":
            s.deck[owner].insert(0, card)
        else:
            s.deck[owner].append(card)


def _targets(s: State, p: int, card: int, ref: Any, sel: list[Args], subject: int) -> list[int]:
    if ref == "self":
        return [card] if s.pos[card] in (ATK, DEF) else []
    if ref == "subject":
        return [subject] if subject >= 0 and s.pos[subject] in (ATK, DEF, FACEDOWN) else []
    if ref == "own_all":
        return faceup_monsters(s, p)
    if ref == "opp_all":
        return [m for q in opponents(s, p) for m in faceup_monsters(s, q)]
    return [c for c in sel[ref] if s.pos[c] in (ATK, DEF, FACEDOWN)]


def run_op(s: State, p: int, card: int, op: tuple[Any, ...], sel: list[Args], subject: int):
    name = op[0]
    if name == "draw":
        draw(s, p, op[1])
    elif name == "mill":
        deck = s.deck[p]
        for _ in range(min(op[1], len(deck))):
            s.gy[p].append(deck.pop())
    elif name == "damage":
        for q in opponents(s, p):
            s.lp[q] -= op[1]
        check_lp(s)
    elif name == "gain":
        s.lp[p] += op[1]
    elif name == "pay":
        s.lp[p] -= op[1]
        check_lp(s)
    elif name in ("destroy", "send"):
        for c in sel[op[1]]:
            if s.pos[c] != OFF:
                to_gy(s, c)
            else:
                _move_off_field(s, c, "gy")
    elif name == "destroy_all":
        side = opponents(s, p) if op[1] == "opp" else [p]
        for q in side:
            for m in monsters(s, q):
                to_gy(s, m)
    elif name in ("to_hand", "to_deck", "to_deck_bottom"):
        where = {"to_hand": "hand", "to_deck": "deck", "to_deck_bottom": "deck_bottom"}[name]
        owners = set()
        for c in sel[op[1]]:
            _move_off_field(s, c, where)
            owners.add(s.owner[c])
        if where == "deck":
            for owner in sorted(owners):
                s.rng.shuffle(s.deck[owner])
    elif name == "summon":
        position = {"atk": ATK, "def": DEF, "facedown": FACEDOWN}[op[2]]
        for c in sel[op[1]]:
            if free_zone(s.mzone[p]) < 0:
                break
            _take(s, c)
            place_monster(s, p, c, position)
            s.flags[c] |= SUMMONED_THIS_TURN
    elif name in ("atk", "def"):
        temp = s.temp_atk if name == "atk" else s.temp_def
        for m in _targets(s, p, card, op[1], sel, subject):
            temp[m] += op[2]
    elif name == "pierce":
        for m in _targets(s, p, card, op[1], sel, subject):
            s.flags[m] |= PIERCE
    elif name == "change_pos":
        for m in _targets(s, p, card, op[1], sel, subject):
            if s.pos[m] == ATK:
                s.pos[m] = DEF
            elif s.pos[m] in (DEF, FACEDOWN):
                s.pos[m] = ATK
    elif name == "facedown":
        for m in _targets(s, p, card, op[1], sel, subject):
            if s.maxc[m] < 0:
                set_facedown(s, m)
    elif name == "return":
        for c in sel[op[1]]:
            if s.pos[c] != OFF:
                to_hand_from_field(s, c)
    elif name == "destroy_subject":
        if subject >= 0 and s.pos[subject] != OFF:
            to_gy(s, subject)
    elif name == "negate_attack":
        s.attack = None
    elif name == "self_to_gy":
        if s.pos[card] != OFF:
            to_gy(s, card)
    else:
        raise ValueError(f"unknown operation {name!r}")


# --------------------------------------------------------------------------- activation


def _summon_room(s: State, p: int, effect: Effect) -> bool:
    """Special Summons need as many free Monster Zones as the monsters they bring."""
    need = sum(effect.picks[op[1]].n for op in effect.ops if op[0] == "summon")
    return need == 0 or sum(1 for m in s.mzone[p] if m < 0) >= 1


def activations(s: State, p: int, card: int) -> list[Args]:
    """How a Spell in hand or set, or a face-up monster's effect, can be activated now."""
    info = s.infos[card]
    effect = effect_for(info)
    if effect is None:
        # A Spell whose effect is not encoded can still be played; it only goes to the GY.
        return [()] if info.kind == SPELL and s.pos[card] != FACEUP else []
    kind = effect.kind
    if info.kind == MONSTER:
        if kind != "ignition" or s.flags[card] & USED:
            return []
    elif info.kind == TRAP or s.pos[card] == FACEUP:
        return []
    if kind == "fusion":
        return summons.fusion_choices(s, p)
    if kind == "ritual":
        return summons.ritual_choices(s, p, card)
    if kind == "field":
        return [()]
    if kind == "equip":
        targets = (
            faceup_monsters(s, p)
            if effect.equip_to == "own_faceup"
            else [m for q in range(s.n) for m in faceup_monsters(s, q)]
        )
        return [
            (m,)
            for m in targets
            if effect.aura is None or effect.aura.filter(s.infos[m], atk_of(s, m))
        ]
    if kind not in ("spell", "ignition") or not conditions_hold(s, p, card, effect, -1):
        return []
    if not _summon_room(s, p, effect):
        return []
    return pick_choices(s, p, card, effect)


def trap_windows(s: State, p: int, card: int, trigger: str, subject: int) -> list[Args]:
    """How a Set Trap of p can be activated at this timing (Set on an earlier turn)."""
    if s.since[card] >= s.turn:
        return []
    effect = effect_for(s.infos[card])
    if effect is None or effect.kind != "trap" or effect.trigger != trigger:
        return []
    if s.owner[subject] == p or not conditions_hold(s, p, card, effect, subject):
        return []
    return pick_choices(s, p, card, effect)


def activate(s: State, p: int, card: int, args: Args, subject: int = -1) -> None:
    """Resolve a card's activation with the chosen arguments (its picks)."""
    info = s.infos[card]
    effect = effect_for(info)
    if effect is None:
        to_gy(s, card)
        return
    kind = effect.kind
    if kind == "fusion":
        summons.fusion_summon(s, p, args)
        to_gy(s, card)
        return
    if kind == "ritual":
        summons.ritual_summon(s, p, args)
        to_gy(s, card)
        return
    if kind == "field":
        leave_field(s, card)
        old = s.fzone[p]
        if old >= 0:
            to_gy(s, old)
        s.fzone[p] = card
        s.pos[card] = FACEUP
        s.since[card] = s.turn
        return
    if kind == "equip":
        s.pos[card] = FACEUP
        s.equip[card] = args[0]
        return
    if info.kind == MONSTER:
        s.flags[card] |= USED
    sel = split_picks(s, p, card, effect, args)
    for op in effect.ops:
        if s.phase == OVER:  # a player lost part-way
            return
        run_op(s, p, card, op, sel, subject)
    if info.kind != MONSTER and s.pos[card] != OFF:
        to_gy(s, card)
