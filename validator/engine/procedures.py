"""Summoning procedures: the ways a card's own text lets the rules summon it, each a legal
action of the Main Phase (docs/RULES.md).

- Special Summon from the hand (`special c position`): a monster whose text says "you can
  Special Summon this card from your hand face-up to your field" while its condition holds
  (`lasting.HAND_SPECIAL`): face-up Attack or Defense Position (only Defense when it says so).
- Normal Summon without Tributing (`summon c`): a Level 5 or higher monster whose text lets it
  be Normal Summoned without Tributes while its condition holds (`lasting.NO_TRIBUTE`); a
  Normal Summon in face-up Attack Position, never a Set.
- Tribute Summon with one Tribute (`summon c t`): a Level 7 or higher monster whose text
  lets it be Tribute Summoned in Attack Position by Tributing 1 monster of a description
  (`lasting.ONE_TRIBUTE`); never a Set.
- Contact Fusion (`contact f position m...`): a Fusion Monster that "can be Contact Fusioned"
  (`lasting.CONTACT_FUSION`) is Fusion Summoned from the Extra Deck by shuffling its named
  materials, face-up monsters on the field, into their owners' Decks.

A card with a procedure from the hand is marked `PROCEDURE_MONSTER` (`CardInfo.from_hand`), a
game with a Contact Fusion monster `State.contacts`: the listing of legal actions asks nothing
more of other cards.
"""

from __future__ import annotations

from validator.engine import lasting, summons
from validator.engine.actions import SUMMON, SUMMON_OR_SET, TRIBUTE_ACTIONS, Action
from validator.engine.events import SUMMON as SUMMONED
from validator.engine.events import raise_event
from validator.engine.field import move_off_field, place_monster, special_summoned
from validator.engine.state import (
    ATK,
    DEF,
    PLAYED,
    SUMMONED_FUSION,
    SUMMONED_SPECIAL,
    SUMMONED_THIS_TURN,
    State,
)


def add_hand_actions(
    s: State, p: int, card: int, own: list[int], free: bool, out: list[Action]
) -> None:
    """Add to `out` the summons of a monster in hand with procedures of its own: the usual
    ones, then each procedure whose condition holds."""
    info = s.infos[card]
    low = info.level <= 4
    if low:
        if free:
            out += SUMMON_OR_SET[card]
    elif own:
        summons.add_tribute_actions(s, card, info, own, out)
    for procedure in info.procedures:
        cond = procedure.cond
        if cond is not None and not cond(s, p, card):
            continue
        rule = procedure.rule
        if rule == lasting.NO_TRIBUTE:
            if not low and free and SUMMON[card] not in out:
                out.append(SUMMON[card])
        elif rule == lasting.ONE_TRIBUTE:
            if own and lasting.tribute_summon_allowed(s, p, card):
                _add_one_tribute(s, card, procedure, own, out)
        elif free and lasting.special_summon_allowed(s, p, card):
            for position in (DEF,) if procedure.value == "defense" else (ATK, DEF):
                action = Action("special", (card, position))
                if action not in out:
                    out.append(action)


def _add_one_tribute(
    s: State, card: int, procedure: lasting.Static, own: list[int], out: list[Action]
) -> None:
    """`summon card t` for each monster t that can be the one Tribute (its current facts)."""
    filt, pos = procedure.filter, s.pos
    single = TRIBUTE_ACTIONS.single(card)
    for m in own:
        if procedure.value == "faceup" and pos[m] != ATK and pos[m] != DEF:
            continue
        if filt is not None and not filt.test(
            lasting.facts(s, m), lasting.atk_of(s, m) if filt.needs_atk else 0
        ):
            continue
        summon = (single[m] or TRIBUTE_ACTIONS.make(card, (m,)))[0]
        if summon not in out:
            out.append(summon)


def special_from_hand(s: State, p: int, card: int, position: int) -> None:
    """Special Summon a monster from the hand by its own procedure."""
    s.hand[p].remove(card)
    place_monster(s, p, card, position)
    s.flags[card] |= SUMMONED_THIS_TURN | SUMMONED_SPECIAL
    special_summoned(s, p, "hand")
    raise_event(s, SUMMONED, card, p, "special", p)


def contact_fusions(s: State, p: int) -> list[Action]:
    """`contact f position m...` for each Contact Fusion p can make: its materials face-up on
    p's field (by their current names, facts and ATK), in face-up Attack or Defense
    Position."""
    infos = s.infos
    choices = []
    seen = set()
    for f in s.extra[p]:
        info = infos[f]
        if not info.contact or info.id in seen:
            continue
        seen.add(info.id)
        if lasting.special_summon_allowed(s, p, f, "fusion"):
            choices.append(f)
    if not choices:
        return []
    field = [m for m in s.mzone[p] if m >= 0 and s.pos[m] in (ATK, DEF)]
    facts = [lasting.facts(s, m) for m in field]
    names = [info.name_id for info in facts]
    out = []
    for f in choices:
        info = infos[f]
        if info.fusion_described:
            atks = [lasting.atk_of(s, m) for m in field]
            keys = list(range(len(field)))  # each monster a material of its own
            sets = summons.described_sets(info, field, names, facts, atks, keys)
        else:
            sets = summons.material_sets(field, names, info.fusion_materials)
        for materials in sets:
            for position in (ATK, DEF):
                out.append(Action("contact", (f, position, *materials)))
    return out


def contact_fusion(
    s: State, p: int, monster: int, position: int, materials: tuple[int, ...]
) -> None:
    """Fusion Summon by shuffling the materials into their owners' Decks."""
    owners = set()
    for m in materials:
        owners.add(s.origin[m])
        move_off_field(s, m, "deck", p, "material")
    for owner in sorted(owners):
        s.shuffle(s.deck[owner])
    s.extra[p].remove(monster)
    place_monster(s, p, monster, position)
    s.flags[monster] |= SUMMONED_THIS_TURN | SUMMONED_SPECIAL | SUMMONED_FUSION
    special_summoned(s, p, "extra")
    s.marks[monster] |= PLAYED
    raise_event(s, SUMMONED, monster, p, "fusion", p)
