"""A monster's current ATK and DEF: printed (or MAXIMUM) values plus every change in force."""

from __future__ import annotations

from validator.engine.state import ATK, DEF, FACEUP, OFF, State


def _aura_bonus(s: State, m: int) -> tuple[int, int]:
    """ATK and DEF added by Equip Spells, Field Spells and continuous monster effects.

    Only the instances that carry an aura (`State.aura_cards`, usually none or a few of them
    on the field) are looked at; each one on the field is found in its zone to know whose
    side it is on. Bonuses are integers, so the order they are added in does not matter.
    """
    datk = ddef = 0
    pos = s.pos
    info = None
    for card in s.aura_cards:
        where = pos[card]
        if where == OFF:
            continue
        effect = s.infos[card].effect
        kind = effect.kind
        if kind == "equip":
            if s.equip[card] != m or where != FACEUP:
                continue
        elif kind == "continuous":
            if where != ATK and where != DEF:
                continue
        elif kind != "field":
            continue
        p = _zone_player(s, card)
        if p < 0 or (kind == "field" and s.fzone[p] != card):
            continue
        if info is None:
            info = s.infos[m]
            me = s.owner[m]
            base_atk = info.maximum_atk if s.maxc[m] == m else info.atk
        for aura in effect.auras:
            if aura.side == "self":
                applies = card == m
            else:
                applies = kind == "equip" or _on_side(aura.side, p, me)
            if applies and aura.filter(info, base_atk):
                datk += aura.atk
                ddef += aura.def_
    return datk, ddef


def _zone_player(s: State, card: int) -> int:
    """The player in whose Spell & Trap, Monster or Field Zone the card is (-1: none)."""
    for p in range(s.n):
        if card in s.szone[p] or card in s.mzone[p] or s.fzone[p] == card:
            return p
    return -1


def _on_side(side: str, source_owner: int, target_owner: int) -> bool:
    if side == "both":
        return True
    return (source_owner == target_owner) == (side == "own")


def atk_of(s: State, m: int) -> int:
    info = s.infos[m]
    base = info.maximum_atk if s.maxc[m] == m else info.atk
    return max(0, base + s.mod_atk[m] + s.temp_atk[m] + _aura_bonus(s, m)[0])


def def_of(s: State, m: int) -> int:
    return max(0, s.infos[m].def_ + s.mod_def[m] + s.temp_def[m] + _aura_bonus(s, m)[1])


def pierces(s: State, m: int) -> bool:
    """True when m inflicts piercing damage by an attached Equip Spell or its own effect."""
    own = s.infos[m].effect
    if own is not None and any(a.pierce and a.side == "self" for a in own.auras):
        return True
    for p in range(s.n):
        for card in s.szone[p]:
            if card >= 0 and s.equip[card] == m:
                effect = s.infos[card].effect
                if effect is not None and any(aura.pierce for aura in effect.auras):
                    return True
    return False
