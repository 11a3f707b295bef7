"""A monster's current ATK and DEF: printed (or MAXIMUM) values plus every change in force."""

from __future__ import annotations

from validator.engine.effects.registry import effect_for
from validator.engine.field import faceup_spells
from validator.engine.state import ATK, DEF, PART, State


def _aura_bonus(s: State, m: int) -> tuple[int, int]:
    """ATK and DEF added by Equip Spells, Field Spells and continuous monster effects."""
    datk = ddef = 0
    info = s.infos[m]
    me = s.owner[m]
    base_atk = (s.maxc[m] == m and info.maximum_atk) or info.atk
    for card in faceup_spells(s):
        effect = effect_for(s.infos[card])
        if effect is None or effect.aura is None:
            continue
        aura = effect.aura
        if effect.kind == "equip":
            if s.equip[card] != m:
                continue
        elif not _on_side(aura.side, s.owner[card], me) or not aura.filter(info, base_atk):
            continue
        datk += aura.atk
        ddef += aura.def_
    for p in range(s.n):
        for source in s.mzone[p]:
            if source < 0 or not (
                s.pos[source] == ATK or s.pos[source] == DEF or (s.pos[source] == PART)
            ):
                continue
            effect = effect_for(s.infos[source])
            if effect is None or effect.kind != "continuous" or effect.aura is None:
                continue
            aura = effect.aura
            if _on_side(aura.side, p, me) and aura.filter(info, base_atk):
                datk += aura.atk
                ddef += aura.def_
    return datk, ddef


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
    """True when an Equip Spell attached to m gives it piercing battle damage."""
    for p in range(s.n):
        for card in s.szone[p]:
            if card >= 0 and s.equip[card] == m:
                effect = effect_for(s.infos[card])
                if effect is not None and effect.aura is not None and effect.aura.pierce:
                    return True
    return False
