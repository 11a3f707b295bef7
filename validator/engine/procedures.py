"""Summoning procedures: the ways a card's own text lets the rules summon it, each a legal
action of the Main Phase (docs/RULES.md).

- Special Summon from the hand (`special c position x...`): a monster whose text says "you
  can Special Summon this card from your hand face-up to your field" while its condition holds
  (`lasting.HAND_SPECIAL`): face-up Attack or Defense Position (only Defense when it says so),
  paying its cost first, if any ("by sending 1 other card from your hand to the GY"): the cards
  x it moves, LP it pays.
- Normal Summon without Tributing (`summon c`): a Level 5 or higher monster whose text lets it
  be Normal Summoned without Tributes while its condition holds (`lasting.NO_TRIBUTE`); a
  Normal Summon in face-up Attack Position, never a Set.
- Tribute Summon with one Tribute (`summon c t`): a Level 7 or higher monster whose text
  lets it be Tribute Summoned in Attack Position by Tributing 1 monster of a description
  (`lasting.ONE_TRIBUTE`); never a Set.
- Tribute Summon with more Tributes (`summon c t t t`): a monster whose text lets it be
  Tribute Summoned in Attack Position by Tributing 3 monsters of a description
  (`lasting.MANY_TRIBUTES`, their number its value), none of them in Maximum Mode (a monster
  in Maximum Mode is only ever the one Tribute of a Level 5 or 6 monster); never a Set.
- Contact Fusion (`contact f position m...`): a Fusion Monster that "can be Contact Fusioned"
  (`lasting.CONTACT_FUSION`) is Fusion Summoned from the Extra Deck by shuffling its named
  materials, face-up monsters on the field, into their owners' Decks; one that "can be Union
  Fusioned" (value "union") by placing them on the bottom of their owners' Decks in the order
  m... (each below the last).

A card with a procedure from the hand is marked `PROCEDURE_MONSTER` (`CardInfo.from_hand`), a
game with a Contact Fusion monster `State.contacts`: the listing of legal actions asks nothing
more of other cards.
"""

from __future__ import annotations

from itertools import combinations, permutations

from validator.engine import lasting, summons
from validator.engine.actions import SUMMON, SUMMON_OR_SET, TRIBUTE_ACTIONS, Action
from validator.engine.effects.picks import options
from validator.engine.events import SUMMON as SUMMONED
from validator.engine.events import raise_event
from validator.engine.field import damage, move_off_field, place_monster, special_summoned
from validator.engine.state import (
    ATK,
    DEF,
    OVER,
    PLAYED,
    SUMMONED_FROM_HAND,
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
    elif own or s.present & summons.LENT_TRIBUTE:
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
            if own and lasting.tribute_summon_allowed(s, p, card, summon=True):
                _add_one_tribute(s, card, procedure, own, out)
        elif rule == lasting.MANY_TRIBUTES:
            if own and lasting.tribute_summon_allowed(s, p, card, summon=True):
                _add_many_tributes(s, card, procedure, own, out)
        elif procedure.cost is not None:
            if lasting.special_summon_allowed(s, p, card):
                _add_paid_special(s, p, card, procedure, free, out)
        elif free and lasting.special_summon_allowed(s, p, card):
            for position in (DEF,) if procedure.value == "defense" else (ATK, DEF):
                action = Action("special", (card, position))
                if action not in out:
                    out.append(action)


def add_fewer_tributes(
    s: State, p: int, card: int, own: list[int], free: bool, out: list[Action]
) -> None:
    """Add to `out` the Normal Summons of a Level 5 or higher monster in hand with fewer
    Tributes, as a rule in force lets p (`lasting.FEWER_TRIBUTES`): without Tributing (`summon
    c`), or with 1 Tribute (`summon c t`); a Normal Summon in Attack Position, never a Set."""
    info = s.infos[card]
    fewer = lasting.fewer_tributes(s, p, card) if info.level > 4 else 0
    if not fewer:
        return
    if (1 if info.level <= 6 else 2) <= fewer:
        if free and SUMMON[card] not in out:
            out.append(SUMMON[card])
    elif own and lasting.tribute_summon_allowed(s, p, card):
        single = TRIBUTE_ACTIONS.single(card)
        for m in own:
            summon = (single[m] or TRIBUTE_ACTIONS.make(card, (m,)))[0]
            if summon not in out:
                out.append(summon)


def _add_paid_special(
    s: State, p: int, card: int, procedure: lasting.Static, free: bool, out: list[Action]
) -> None:
    """`special card position x...` for each way of paying the procedure's cost: the cards
    x it moves (to the bottom of the Deck: in that order, each below the last). Monsters it
    sends from the field free their zones; otherwise a free Monster Zone is needed."""
    cost = procedure.cost
    if cost.lp and s.lp[p] < cost.lp:
        return
    positions = (DEF,) if procedure.value == "defense" else (ATK, DEF)
    pick = cost.pick
    if pick is None:
        choices: list[tuple[int, ...]] = [()] if free else []
    elif not free and pick.zone not in _FREEING:
        return
    else:
        choices = options(s, p, card, pick)
        if cost.to == "deck_bottom" and pick.n > 1:
            choices = [order for chosen in choices for order in permutations(chosen)]
    for chosen in choices:
        for position in positions:
            action = Action("special", (card, position, *chosen))
            if action not in out:
                out.append(action)


_FREEING = frozenset({"monsters", "faceup"})
"""The zones of a cost's cards that are Monster Zones: sending them frees a zone."""


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


def _add_many_tributes(
    s: State, card: int, procedure: lasting.Static, own: list[int], out: list[Action]
) -> None:
    """`summon card t...` for each choice of `procedure.value` Tributes (their current facts
    matching its filter), none in Maximum Mode."""
    filt, maxc = procedure.filter, s.maxc
    eligible = [
        m
        for m in own
        if maxc[m] < 0
        and (
            filt is None
            or filt.test(lasting.facts(s, m), lasting.atk_of(s, m) if filt.needs_atk else 0)
        )
    ]
    for tributes in combinations(eligible, procedure.value):
        out.append(TRIBUTE_ACTIONS.make(card, tributes)[0])


def special_from_hand(
    s: State, p: int, card: int, position: int, paid: tuple[int, ...] = ()
) -> None:
    """Special Summon a monster from the hand by its own procedure, paying its cost first:
    its LP, and the cards `paid` moved where it says."""
    cost = next((c.cost for c in s.infos[card].procedures if c.rule == lasting.HAND_SPECIAL), None)
    if cost is not None:
        if cost.lp:
            damage(s, p, cost.lp, "cost", p)
            if s.phase == OVER:
                return
        for c in paid:
            move_off_field(s, c, cost.to, p, "cost")
    s.hand[p].remove(card)
    place_monster(s, p, card, position)
    s.flags[card] |= SUMMONED_THIS_TURN | SUMMONED_SPECIAL | SUMMONED_FROM_HAND
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
    names = [
        lasting.material_name(s, m, info.name_id) for m, info in zip(field, facts, strict=True)
    ]
    out = []
    for f in choices:
        info = infos[f]
        if info.fusion_described:
            atks = [lasting.atk_of(s, m) for m in field]
            keys = list(range(len(field)))  # each monster a material of its own
            sets = summons.described_sets(info, field, names, facts, atks, keys)
        else:
            sets = summons.material_sets(field, names, info.fusion_materials)
            if any(infos[m].double_material for m in field):
                doubled = summons.doubled_sets(infos, field, names, info.id, info.fusion_materials)
                sets = sorted(set(sets) | set(doubled))
        if info.contact == "union":  # to the bottom of the Deck, in the order chosen
            sets = [order for materials in sets for order in permutations(materials)]
        for materials in sets:
            if not lasting.fusion_materials_allowed(s, p, f, materials):
                continue
            for position in (ATK, DEF):
                out.append(Action("contact", (f, position, *materials)))
    return out


def contact_fusion(
    s: State, p: int, monster: int, position: int, materials: tuple[int, ...]
) -> None:
    """Fusion Summon by shuffling the materials into their owners' Decks (a Union Fusion: by
    placing them on the bottom of their owners' Decks, in this order, each below the last)."""
    gained = lasting.summon_changes(s, monster, materials)
    if s.infos[monster].contact == "union":
        for m in materials:
            move_off_field(s, m, "deck_bottom", p, "material")
    else:
        owners = set()
        for m in materials:
            owners.add(s.origin[m])
            move_off_field(s, m, "deck", p, "material")
        for owner in sorted(owners):
            s.shuffle(s.deck[owner])
    s.extra[p].remove(monster)
    place_monster(s, p, monster, position)
    lasting.changed_by_summon(s, monster, gained)
    s.flags[monster] |= SUMMONED_THIS_TURN | SUMMONED_SPECIAL | SUMMONED_FUSION
    special_summoned(s, p, "extra", "fusion")
    s.marks[monster] |= PLAYED
    raise_event(s, SUMMONED, monster, p, "fusion", p)
