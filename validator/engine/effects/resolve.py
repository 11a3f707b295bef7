"""Activating and resolving effects.

Activation (`activate`): the card's requirement is paid at once, with the choices the cost
makes given in the action (`act CARD [OPTION] COST-PICKS...`), then the effect runs. Choices
the effect itself makes are made as it resolves, in the order of the text: each is a decision
of the activating player (`pick ...`, `decline`, `accept`, `position 1|2`, `declare NAME`),
offered only when more than one way is left. An effect is only offered for activation when its
mandatory choices can be made: nothing is paid for an effect that would do nothing.

`effect_choices` lists the ways to activate a Spell, an ignition effect or (at its timing,
`trap_choices`) a Trap; `decisions` the choices of a resolution waiting in `State.resolving`,
and `decide` plays one.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import product
from typing import Any

from validator.engine import lasting, summons
from validator.engine.actions import Action, make_action
from validator.engine.cards import MONSTER, SPELL, TRAP
from validator.engine.effects import picks as pick_choices
from validator.engine.effects.picks import find, has_at_least, related, with_subject, zone_of
from validator.engine.effects.runtime import (
    DECLARE,
    FUSE,
    GOTO,
    IF,
    MAY,
    OP,
    ORDER,
    PICK,
    POSITION,
    Ctx,
    Effect,
    OpponentDecides,
    Pick,
    Probe,
    Program,
    Trigger,
)
from validator.engine.events import ACTIVATE, Event, raise_event
from validator.engine.field import (
    opponents,
    place_field_spell,
    to_gy,
)
from validator.engine.lasting import ACTIVATION_RULES, atk_of, facts
from validator.engine.state import ATK, DEF, FACEUP, OFF, OVER, PART, USED, State

Args = tuple[int, ...]

DECLINE = Action("decline")
ACCEPT = Action("accept")
POSITIONS = (Action("position", (ATK,)), Action("position", (DEF,)))

_KIND_NAMES = {MONSTER: "monster", SPELL: "spell", TRAP: "trap"}
_PROBE = Probe(-1, -1)
"""The one probe the activation checks give their conditions (reset before each use: a
condition never checks another activation, so it is never in use twice)."""

# The bits of the rules an activation asks about in `State.present`.
_ACTIVATION_LIMIT = lasting.BIT[lasting.ACTIVATION_LIMIT]
_NO_TRAPS_ON_ATTACK = lasting.BIT[lasting.NO_TRAPS_ON_ATTACK]
_NO_TRAPS_ON_SUMMON = lasting.BIT[lasting.NO_TRAPS_ON_SUMMON]

GONE_AFTER = frozenset({"spell", "trap", "fusion", "ritual"})
"""The effects whose card goes to the GY once they resolve."""


# ----------------------------------------------------------------------------- activation


def activations(s: State, p: int, card: int) -> list[Args]:
    """How a Spell in hand, on a party stand or Set, or a face-up monster's effect, can be
    activated now."""
    info = s.infos[card]
    effect = info.effect
    if effect is None:
        # A Spell whose effect is not encoded can still be played; it only goes to the GY.
        return [()] if info.kind == SPELL and s.pos[card] != FACEUP else []
    if info.kind == MONSTER:
        if effect.kind != "ignition" or s.flags[card] & USED:
            return []
    elif info.kind == TRAP or s.pos[card] == FACEUP:
        return []
    return effect_choices(s, p, card, effect)


def effect_choices(s: State, p: int, card: int, effect: Effect) -> list[Args]:
    """How an encoded effect can be activated, once it is known to be usable at all: a Spell
    in hand or Set, or the ignition effect of a face-up monster not used this turn."""
    if s.present & ACTIVATION_RULES and not lasting.activation_allowed(
        s, p, card, _KIND_NAMES[s.infos[card].kind]
    ):
        return []
    kind = effect.kind
    if kind == "spell" or kind == "ignition" or kind == "field":
        return _choices(s, p, card, effect)
    if kind == "fusion":
        return summons.fusion_choices(s, p)
    if kind == "ritual":
        return summons.ritual_choices(s, p, card, effect.ritual)
    if kind == "equip":
        return _equip_choices(s, p, card, effect)
    return []


def _choices(
    s: State, p: int, card: int, effect: Effect, subject: int = -1, target: int = -1
) -> list[Args]:
    """The ways to activate an effect now (its card, and the event's card and target for a
    Trap or a triggered effect): the action arguments after the card."""
    needs = effect.cond or effect.deck_need or effect.lp_need  # (no call when nothing to check)
    if needs and not _may_activate(s, p, card, effect, subject, target):
        return []
    if effect.plain:
        return [()]
    if effect.alts:
        return _alternative_choices(s, p, card, effect, subject, target)
    if len(effect.options) > 1:
        return _multi_choices(s, p, card, effect)
    for pick, least in effect.counted[0]:
        if not has_at_least(s, p, card, with_subject(pick, subject), least):
            return []
    found = _found(s, p, card, effect, 0) if effect.needed[0] else {}
    if found is None:
        return []
    sure = not found and not effect.uncertain[0]  # nothing the cost could leave missing
    cost_picks = effect.cost_picks
    if not cost_picks:  # nothing paid by choice
        return [()] if sure or _possible(s, p, card, effect, 0, found, ()) else []
    if len(cost_picks) == 1:  # the usual cost: one pick, its ways are the choices
        k = cost_picks[0]
        pick = effect.picks[k]
        ways = pick_choices.options(s, p, card, pick)
        if not sure:
            # (Loops, not comprehensions, here and below: a comprehension reading this
            # function's names would make every one of them a closure cell.)
            possible = []
            for w in ways:
                if _possible(s, p, card, effect, 0, found, ((k, w),)):
                    possible.append(w)
            ways = possible
        return [(len(w), *w) for w in ways] if pick.upto else ways
    costs = _cost_choices(s, p, card, effect)
    if sure:
        return [args for _, args in costs]
    out = []
    for chosen, args in costs:
        if _possible(s, p, card, effect, 0, found, chosen):
            out.append(args)
    return out


def _may_activate(
    s: State, p: int, card: int, effect: Effect, subject: int = -1, target: int = -1
) -> bool:
    """Whether the Deck and LP hold what the effect needs and its condition holds."""
    deck_need, lp_need = effect.deck_need, effect.lp_need
    if (deck_need and len(s.deck[p]) < deck_need) or (lp_need and s.lp[p] < lp_need):
        return False  # docs/RULES.md 6: the Deck must hold what is drawn, the LP what is paid
    if effect.cond:
        probe = _PROBE
        probe.p, probe.card, probe.subject, probe.target = p, card, subject, target
        for test in effect.cond:
            if not test(s, probe):
                return False
    return True


def _alternative_choices(
    s: State, p: int, card: int, effect: Effect, subject: int, target: int
) -> list[Args]:
    """A requirement of alternatives ("A, or B"): each way it can be met now (its index),
    with each way to pay it."""
    out = []
    for way, alternative in enumerate(effect.alts):
        for args in _choices(s, p, card, alternative, subject, target):
            out.append((way, *args))
    return out


def _multi_choices(s: State, p: int, card: int, effect: Effect) -> list[Args]:
    """A Multi-Choice effect's ways: each option it can resolve now, with each way to pay."""
    needs = []
    for option, counted in enumerate(effect.counted):
        if all(has_at_least(s, p, card, pick, least) for pick, least in counted):
            found = _found(s, p, card, effect, option)
            if found is not None:
                needs.append((option, found))
    if not needs:
        return []
    costs = _cost_choices(s, p, card, effect)
    return [
        (option, *args)
        for option, found in needs
        for chosen, args in costs
        if _possible(s, p, card, effect, option, found, chosen)
    ]


def _found(s: State, p: int, card: int, effect: Effect, option: int) -> dict[int, list[int]] | None:
    """The cards each mandatory pick of an option that a cost pick may change could take now
    (`Effect.needed`; the others are only counted, `Effect.counted`); None when one is short
    of cards that no cost can add to."""
    found = {}
    for k in effect.needed[option]:
        pick = effect.picks[k]
        cards = pick_choices.candidates(s, p, card, pick)
        if len(cards) < pick.least and not effect.fed[k]:
            return None
        found[k] = cards
    return found


Chosen = tuple[tuple[int, Args], ...]  # (pick index, the cards it chose) for each cost pick


def _cost_choices(s: State, p: int, card: int, effect: Effect) -> list[tuple[Chosen, Args]]:
    """Every way of making the picks of the cost: the cards each pick chose, and the action's
    arguments (an "up to" pick gives its count first). No card is chosen twice."""
    if not effect.cost_picks:
        return [((), ())]
    per_pick = []
    # The last picks are the telling ones (the first is usually a card any hand can pay):
    # look at them first and spare the rest when one has no way at all.
    for k in reversed(effect.cost_picks):
        pick = effect.picks[k]
        ways = pick_choices.options(s, p, card, pick)
        if not ways:
            return []
        per_pick.append([((k, w), (len(w), *w) if pick.upto else w) for w in ways])
    per_pick.reverse()
    if len(per_pick) == 1:
        return [((chosen,), args) for chosen, args in per_pick[0]]
    out = []
    for combo in product(*per_pick):
        cards = [c for (_, chosen), _ in combo for c in chosen]
        if len(set(cards)) == len(cards):
            out.append(
                (tuple(chosen for chosen, _ in combo), tuple(a for _, args in combo for a in args))
            )
    return out


def _possible(
    s: State,
    p: int,
    card: int,
    effect: Effect,
    option: int,
    found: dict[int, list[int]],
    chosen: Chosen,
) -> bool:
    """Whether the effect's mandatory picks (`found`: their cards now) can be made once the
    cost has moved the chosen cards (those it sends to the pick's own zone count for it), and a
    monster it Special Summons finds a free Monster Zone (a card it Sets, a Spell & Trap
    Zone)."""
    cards: list[int] = []
    for _, picked in chosen:
        cards += picked
    for k, candidates in found.items():
        pick = effect.picks[k]
        have = len(candidates)
        if cards:
            for c in cards:
                if c in candidates:
                    have -= 1
            if effect.fed[k]:
                zone, test, infos = zone_of(pick.source), pick.filter.test, s.infos
                for k2, picked in chosen:
                    dest = effect.cost_dest[k2]
                    if dest and dest in zone:
                        for c in picked:
                            if test(infos[c], infos[c].atk) and (
                                not pick.relate or related(s, p, card, [c], pick)
                            ):
                                have += 1
        if pick.level_at_most is not None:  # a bound read from the cost's cards
            bound = pick.level_at_most(s, _Paid(p, card, tuple(cards)))
            have = sum(1 for c in candidates if c not in cards and facts(s, c).level <= bound)
        if pick.per_cost and (have < len(cards) or not _zones_for(s, p, pick, cards)):
            return False  # as many as the cost chose: "equal to [the number of cards sent]"
        if have < pick.least:
            return False
    for every, k in effect.by_cost[option]:
        if not _compares_with_cost(s, p, card, every, k, chosen):
            return False  # "all ... with the same Level as the monster sent": none of them
    for ways in effect.fuses[option]:
        if not ways(s, p, card, tuple(cards)):
            return False  # no Fusion Summon left once the cost has moved its cards
    if effect.sets[option] and not _zone_to_set(s, p, card):
        return False
    if effect.summons_opp[option]:  # a summon to the opponent's field (the first one left)
        left = opponents(s, p)
        if not left or -1 not in s.mzone[left[0]]:
            return False
    if effect.summons[option] and -1 not in s.mzone[p]:
        frees = effect.frees_self and s.pos[card] != OFF and s.infos[card].kind == MONSTER
        if not frees:  # unless the cost sends one of this player's monsters away
            return _any_in(cards, s.mzone[p])
    return True


class _Paid(Probe):
    """What an amount read from the cost sees, checking a way of paying it: the cards it
    would move (`cost_moved`)."""

    __slots__ = ("cost_moved",)

    def __init__(self, p: int, card: int, cost_moved: tuple[int, ...]) -> None:
        super().__init__(p, card)
        self.cost_moved = cost_moved


def _compares_with_cost(s: State, p: int, card: int, every: Pick, k: int, chosen: Chosen) -> bool:
    """Whether an "all" target compared with the card cost pick k chose has a card (the cost
    moves it to the GY: its printed facts count, as they do where it is now)."""
    for k2, picked in chosen:
        if k2 == k and picked:
            return bool(pick_choices.compared_with(s, p, card, every, picked[0]))
    return True


def _zones_for(s: State, p: int, pick: Pick, cards: list[int]) -> bool:
    """A pick that Special Summons as many monsters as the cost chose finds a free Monster Zone
    for each (those the cost takes from the field free theirs)."""
    if not pick.summoned:
        return True
    zone = s.mzone[p]
    return zone.count(-1) + sum(1 for c in cards if c in zone) >= len(cards)


def _zone_to_set(s: State, p: int, card: int) -> bool:
    """A Spell & Trap Zone stays free for a card the effect Sets (a Spell or Trap activated from
    the hand takes one itself first)."""
    free = s.szone[p].count(-1)
    if s.infos[card].kind != MONSTER and card in s.hand[p]:
        free -= 1
    return free > 0


def _any_in(cards: list[int], zone: list[int]) -> bool:
    return any(c in zone for c in cards)


def _equip_targets(s: State, p: int, effect: Effect) -> list[Args]:
    """The face-up monsters an Equip Spell can equip (p's own, or every player's)."""
    equip = effect.equip
    assert equip is not None
    return [(m,) for m in find(s, p, -1, equip)]


def _equip_choices(s: State, p: int, card: int, effect: Effect) -> list[Args]:
    """The ways to activate an Equip Spell: the monster it equips, then the cards its cost
    takes (never that monster), when its requirement's condition holds."""
    targets = _equip_targets(s, p, effect)
    if not targets or not (effect.cond or effect.cost):
        return targets
    if not _may_activate(s, p, card, effect):
        return []
    if not effect.cost_picks:
        return targets
    out = []
    for chosen, args in _cost_choices(s, p, card, effect):
        taken = [c for _, cards in chosen for c in cards]
        for target in targets:
            if target[0] not in taken:
                out.append((*target, *args))
    return out


def trap_choices(s: State, p: int, card: int, event: Event) -> list[Args]:
    """How a Set Trap of p can be activated at the timing of `event` (Set on an earlier turn)."""
    if s.since[card] >= s.turn:
        return []
    effect = s.infos[card].effect
    if effect is None or effect.kind != "trap" or not matches(s, p, effect.trigger, event):
        return []
    present = s.present
    if present & ACTIVATION_RULES and not lasting.activation_allowed(s, p, card, "trap"):
        return []
    if (
        present & _NO_TRAPS_ON_ATTACK
        and event.kind == "attack"
        and not lasting.traps_allowed_on_attack(s, event.card)
    ):
        return []
    if (
        present & _NO_TRAPS_ON_SUMMON
        and event.kind == "summon"
        and not lasting.traps_allowed_on_summon(s, p, event.card)
    ):
        return []
    return _choices(s, p, card, effect, event.card, event.target)


def matches(s: State, p: int, trigger: Trigger | None, event: Event) -> bool:
    """Whether an event is one the trigger answers (or one of its alternatives), seen from
    player p."""
    if trigger is None:
        return False
    if trigger.event == event.kind and _matches(s, p, trigger, event):
        return True
    if trigger.alts:
        return any(alt.event == event.kind and _matches(s, p, alt, event) for alt in trigger.alts)
    return False


def _matches(s: State, p: int, trigger: Trigger, event: Event) -> bool:
    return _answers(s, p, trigger, event) and (
        trigger.count == 1 or _raised(s, p, trigger, event) >= trigger.count
    )


def _answers(s: State, p: int, trigger: Trigger, event: Event) -> bool:
    """Whether an event is of the kind the trigger answers, its count aside."""
    if trigger.how and event.how not in trigger.how:
        return False
    whose = trigger.whose
    if whose != "any" and (event.player == p) != (whose == "own"):
        return False
    by = trigger.by
    if by != "any" and (event.by < 0 or (event.by == p) != (by == "own")):
        return False
    attacker = trigger.attacker
    if attacker != "any" and event.how == "battle" and (s.tp == p) != (attacker == "own"):
        return False  # a battle of the turn player's attack: whose it is
    if trigger.filter is not None and not _card_matches(s, trigger.filter, event.card):
        return False
    if trigger.target_filter is not None and (
        event.target < 0 or not _card_matches(s, trigger.target_filter, event.target)
    ):
        return False
    turn = trigger.turn
    if turn != "any" and (s.tp == p) != (turn == "own"):
        return False
    return not trigger.was or event.was in trigger.was


def _raised(s: State, p: int, trigger: Trigger, event: Event) -> int:
    """How many events the trigger answers happened at the same time as this one: in the
    action so far, to the same player, with the same second card (for a destruction by an
    effect, by the effect of the same card)."""
    return sum(
        1
        for e in s.events
        if e.kind == event.kind
        and e.player == event.player
        and e.target == event.target
        and _answers(s, p, trigger, e)
    )


def _card_matches(s: State, test: Any, card: int) -> bool:
    if card < 0:
        return False
    if s.pos[card] in (ATK, DEF):
        return bool(test.test(facts(s, card), atk_of(s, card)))
    info = s.infos[card]
    return bool(test.test(info, info.atk))


# ------------------------------------------------------------------------------ resolving


def activate(s: State, p: int, card: int, args: Args, subject: int = -1, target: int = -1) -> None:
    """Activate a card or effect with the action's arguments: pay the cost, then resolve (the
    resolution may stop at a decision: `State.resolving`)."""
    info = s.infos[card]
    effect = info.effect
    if ACTIVATE in s.listens:
        raise_event(s, ACTIVATE, card, p, _KIND_NAMES[info.kind], p)
    s.activated[p] = (*s.activated[p], card)
    if s.present & _ACTIVATION_LIMIT:
        lasting.activated(s, p, card)
    if effect is None:
        if s.pos[card] != OFF:
            to_gy(s, card, "rule", p)
        return
    kind = effect.kind
    if kind == "fusion" or kind == "ritual":
        ctx = Ctx(p, card, effect)
        ctx.args = args  # the monster and its materials: summoned after the position is chosen
        resume(s, ctx)
        return
    if kind == "field" or kind == "equip":
        if effect.cost:  # the requirement is paid as the card is activated
            ctx = Ctx(p, card, effect)
            if effect.cost_picks:
                _give_cost_picks(effect, ctx, args[1:] if kind == "equip" else args)
            pay(s, ctx)
        if kind == "field":
            place_field_spell(s, p, card, FACEUP)
        else:
            s.pos[card] = FACEUP
            s.equip[card] = args[0]
        return
    if info.kind == MONSTER:
        s.flags[card] |= USED
    elif s.pos[card] != OFF:
        s.pos[card] = FACEUP  # a Spell or Trap resolving stands face-up
    options = len(effect.options)
    option = args[0] if options > 1 else 0
    ctx = Ctx(p, card, effect, option, subject, target)
    if effect.alts:  # the way the requirement is met, then its cost's choices
        paid = effect.alts[args[0]]
        if paid.cost_picks:
            _give_cost_picks(paid, ctx, args[1:])
        if paid.cost:
            pay(s, ctx, paid.cost)
    else:
        if effect.cost_picks:
            _give_cost_picks(effect, ctx, args[1:] if options > 1 else args)
        if effect.cost:
            pay(s, ctx)
    resume(s, ctx)


def _give_cost_picks(effect: Effect, ctx: Ctx, args: Args) -> None:
    i = 0
    for k in effect.cost_picks:
        pick = effect.picks[k]
        n = pick.n
        if pick.upto:
            n = args[i]
            i += 1
        ctx.sel[k] = tuple(args[i : i + n])
        i += n


def pay(s: State, ctx: Ctx, cost: Program | None = None) -> None:
    """Run the cost (every choice of it is already made): the effect's, or `cost` (the way
    chosen of a requirement of alternatives)."""
    ctx.paying = True
    moved: list[int] = []
    for code, a, _ in ctx.effect.cost if cost is None else cost:
        if s.phase == OVER:
            break
        if code == OP:
            ctx.moved = ()
            a(s, ctx)
            moved.extend(ctx.moved)
    ctx.paying = False
    ctx.cost_moved = tuple(moved)
    ctx.moved = ()


def resume(s: State, ctx: Ctx) -> None:
    """Run the effect from where it stands until it waits for a decision or ends."""
    program = ctx.program
    while ctx.pc < len(program):
        if s.phase == OVER:
            break
        code, a, b = program[ctx.pc]
        if code == OP:
            ctx.pc += 1
            a(s, ctx)
        elif code == PICK:
            if ctx.sel[a] is not None:
                ctx.pc += 1
                continue
            ways = _pick_ways(s, ctx, a)
            if len(ways) > 1:
                ctx.ways = ways
                by = ctx.effect.picks[a].by
                if by != "own":  # "Your opponent chooses ...": their decision
                    ctx.chooser = pick_choices.decider(s, ctx.p, by)
                _wait(s, ctx, "pick")
                return
            ctx.sel[a] = ways[0] if ways else ()
            ctx.pc += 1
        elif code == MAY:
            if b is True and -1 not in s.mzone[ctx.p]:
                ctx.pc = a  # a summon with no free Monster Zone: the other way (`else`)
                continue
            q = -1
            if isinstance(b, OpponentDecides):  # "your opponent can ...": their decision
                q = pick_choices.decider(s, ctx.p, "opp")
                if q < 0 or (b.zone and -1 not in s.mzone[q]):
                    ctx.pc = a  # no opponent, or no free Monster Zone for their summon
                    continue
            follow = _may_pick(ctx)
            if follow >= 0:
                ctx.ways = _pick_ways(s, ctx, follow)
                if not ctx.ways:
                    ctx.pc = a  # nothing to choose: the optional part cannot be applied
                    continue
            elif _may_fuse(ctx):
                ctx.ways = program[ctx.pc + 1][1](s, ctx.p, ctx.card)
                if not ctx.ways:
                    ctx.pc = a  # no Fusion Summon to choose: the optional part cannot apply
                    continue
            ctx.chooser = q
            _wait(s, ctx, "may")
            return
        elif code == FUSE:
            ways = a(s, ctx.p, ctx.card)
            if len(ways) > 1:
                ctx.ways = ways
                _wait(s, ctx, "fuse")
                return
            if ways:
                ctx.args = ways[0]
                ctx.pc += 1
            else:
                ctx.pc = b  # no Fusion Summon: the step does nothing
        elif code == IF:
            ctx.pc = ctx.pc + 1 if _holds(s, ctx, a) else b
        elif code == GOTO:
            ctx.pc = a
        elif code == POSITION:
            if a is not None and not a(s, ctx):
                ctx.pc += 1  # a change with one position to go to: no choice
                continue
            _wait(s, ctx, "position")
            return
        elif code == ORDER:
            if _order_next(s, ctx, a):
                _wait(s, ctx, "order")
                return
            ctx.pc += 1
        elif code == DECLARE:
            ways = a(s, ctx)
            if len(ways) > 1:
                ctx.ways = ways
                if b == "opp":  # "your opponent declares": a duel's one opponent
                    ctx.chooser = opponents(s, ctx.p)[0]
                _wait(s, ctx, "declare")
                return
            ctx.declared = ways[0][0] if ways else 0
            ctx.pc += 1
    _finish(s, ctx)


def _order_next(s: State, ctx: Ctx, spec: tuple[str, Any]) -> bool:
    """Set up the next choice of an order ("in any order"): the player of `who` in turn whose
    excavated cards (matching the filter) are not all ordered yet, and one way per card name
    left (copies of one card are one choice); a player left with one name has no choice.
    False once every card is ordered."""
    who, filt = spec
    if who is None:  # the cards of a target (`to_deck`), ordered by the player
        left = [c for c in filt(s, ctx) if c not in ctx.order]
        ways = pick_choices.one_of_each(s, left)
        if len(ways) > 1:
            ctx.chooser = -1
            ctx.ways = ways
            return True
        ctx.order += tuple(left)
        return False
    for q in pick_choices.players_of(s, ctx.p, who):
        left = [c for c in pick_choices.excavated_of(s, q, filt) if c not in ctx.order]
        ways = pick_choices.one_of_each(s, left)
        if len(ways) > 1:
            ctx.chooser = q
            ctx.ways = ways
            return True
        ctx.order += tuple(left)
    return False


def _holds(s: State, ctx: Ctx, tests: tuple[Any, ...]) -> bool:
    return all(test(s, ctx) for test in tests)


def _wait(s: State, ctx: Ctx, what: str) -> None:
    ctx.waiting = what
    s.resolving = ctx


def _finish(s: State, ctx: Ctx) -> None:
    s.resolving = None
    s.excavated = ()
    ctx.waiting = ""
    card = ctx.card
    if s.infos[card].kind != MONSTER and s.pos[card] != OFF and ctx.effect.kind in GONE_AFTER:
        to_gy(s, card, "rule", ctx.p)


def _may_pick(ctx: Ctx) -> int:
    """The pick that starts the optional part at ctx.pc, if one does and it is not made yet."""
    program = ctx.program
    nxt = ctx.pc + 1
    if nxt < len(program) and program[nxt][0] == PICK and ctx.sel[program[nxt][1]] is None:
        return program[nxt][1]
    return -1


def _may_fuse(ctx: Ctx) -> bool:
    """Whether the optional part at ctx.pc starts with a Fusion Summon's choice."""
    program = ctx.program
    nxt = ctx.pc + 1
    return nxt < len(program) and program[nxt][0] == FUSE


def _pick_ways(s: State, ctx: Ctx, k: int) -> list[Args]:
    """The ways of making pick k now; a card another pick of the effect chose is not chosen
    again while it is where it was chosen (the cards the cost chose, and those moved since, may
    be chosen where they are now), but by a pick among that pick's cards (`Pick.within`)."""
    costs = ctx.effect.cost_picks
    pick = ctx.effect.picks[k]
    taken: list[int] = []
    for i, chosen in enumerate(ctx.sel):
        if chosen and i not in costs and i != pick.within:
            zone = ctx.effect.picks[i].zone  # a card moved since is chosen where it is now
            taken += [x for x in chosen if pick_choices.still_there(s, x, zone)]
    only = None
    if pick.varies:
        if pick.among == "materials":  # those of the Fusion Summon made before
            only = ctx.args[1:]
        elif pick.among:
            only = {"sent": ctx.sent, "cost": ctx.cost_moved, "moved": ctx.moved}[pick.among]
        if pick.within >= 0:  # "1 of them": among the cards an earlier pick chose
            only = list(ctx.sel[pick.within] or ())
        pick = with_subject(pick, ctx.subject)  # "with ATK ... that monster" (the event's)
        if pick.as_many is not None:  # "up to [the number of ...]": counted now
            n = pick.as_many(s, ctx)
            pick = replace(pick, n=n) if pick.upto else replace(pick, n=n, least=n)
        if pick.level_at_most is not None:  # "with a Level equal to or lower than [...]"
            most = pick.level_at_most(s, ctx)
            found = pick_choices.candidates(s, ctx.p, ctx.card, pick)
            only = [x for x in found if facts(s, x).level <= most and (only is None or x in only)]
        if pick.ref is not None and pick.relate[3] >= 0:  # "... than that monster's Level"
            chosen = ctx.sel[pick.relate[3]]
            if not chosen:
                return []
            pick = replace(pick, relate=(*pick.relate[:4], chosen[0]))
        if pick.guides >= 0:  # only a card that leaves the later pick comparing with it a card
            ways = pick_choices.options(s, ctx.p, ctx.card, pick, tuple(taken), only)
            later = ctx.effect.picks[pick.guides]
            kept = []
            for way in ways:
                compared = replace(later, relate=(*later.relate[:4], way[0]))
                found = pick_choices.candidates(s, ctx.p, ctx.card, compared)
                if len(_without_taken(found, (*taken, way[0]))) >= later.least:
                    kept.append(way)
            return kept
    return pick_choices.options(s, ctx.p, ctx.card, pick, tuple(taken), only)


def _without_taken(cards: list[int], taken: tuple[int, ...]) -> list[int]:
    return [c for c in cards if c not in taken]


def decisions(s: State) -> list[Action]:
    """The choices of the resolution waiting for its player."""
    ctx = s.resolving
    assert ctx is not None
    if ctx.waiting == "position":
        offers = ctx.program[ctx.pc][1]
        if offers is not None:  # a change to one of two positions (`change_to_either`)
            return [Action("position", (to,)) for to in offers(s, ctx)]
        return list(POSITIONS)
    if ctx.waiting == "pick" or ctx.waiting == "order" or ctx.waiting == "fuse":
        return [make_action(Action, ("pick", ways)) for ways in ctx.ways]
    if ctx.waiting == "declare":
        return [make_action(Action, ("declare", way)) for way in ctx.ways]
    if _may_pick(ctx) < 0 and not _may_fuse(ctx):
        return [DECLINE, ACCEPT]
    return [DECLINE, *(make_action(Action, ("pick", w)) for w in ctx.ways)]


def decide(s: State, action: Action) -> None:
    """Play a decision of the waiting resolution and resume it."""
    ctx = s.resolving
    assert ctx is not None
    verb, args = action
    if ctx.waiting == "position":
        ctx.position = args[0]
        ctx.pc += 1
    elif ctx.waiting == "pick":
        ctx.sel[ctx.program[ctx.pc][1]] = args
        ctx.pc += 1
    elif ctx.waiting == "fuse":
        ctx.args = args
        ctx.pc += 1
    elif ctx.waiting == "declare":
        ctx.declared = args[0]
        ctx.chooser = -1
        ctx.pc += 1
    elif ctx.waiting == "order":
        ctx.order += args  # the next card placed; the order goes on at the same step
    elif verb == "decline":
        ctx.pc = ctx.program[ctx.pc][1]
    elif verb == "pick" and _may_fuse(ctx):
        ctx.args = args  # the Fusion Summon accepted with its monster and materials
        ctx.pc += 2
    elif verb == "pick":
        ctx.sel[_may_pick(ctx)] = args
        ctx.pc += 2
    else:
        ctx.pc += 1
    ctx.waiting = ""
    ctx.chooser = -1  # (the next decision says whose it is)
    ctx.ways = ()
    s.resolving = None
    resume(s, ctx)


_TRIGGERING = frozenset({ATK, DEF, PART})
"""The positions of the monsters whose triggered effects apply: face-up, or a piece of a monster
in Maximum Mode."""


def _whole(s: State, card: int) -> int:
    """The monster a card is: the whole monster in Maximum Mode for one of its pieces."""
    return s.maxc[card] if s.maxc[card] >= 0 else card


def run_triggered(s: State, event: Event) -> None:
    """Apply the triggered effects that answer an event (cards face-up on the field, the
    pieces of a monster in Maximum Mode included: "If this card in Maximum Mode ...")."""
    infos = s.infos
    for p in range(s.n):
        for card in s.mzone[p]:
            if card < 0 or s.pos[card] not in _TRIGGERING:
                continue
            for effect in infos[card].triggered:
                trigger = effect.trigger
                if trigger is not None and trigger.by_self and event.target != _whole(s, card):
                    continue  # another monster destroyed it
                if matches(s, p, trigger, event) and _choices(
                    s, p, card, effect, event.card, event.target
                ):
                    ctx = Ctx(p, card, effect, 0, event.card, event.target)
                    resume(s, ctx)
                    if s.resolving is not None:
                        return
