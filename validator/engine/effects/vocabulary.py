"""The shared vocabulary: conditions, picks and operations every encoded effect is made of.

`activations` lists the argument tuples with which a card can be activated now (one per way of
making its picks); `activate` resolves one. Requirement and effect resolve together (no chains).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from itertools import chain, combinations, product
from typing import Any

from validator.engine import summons
from validator.engine.cards import MONSTER, SPELL, TRAP
from validator.engine.effects.model import HIDDEN_SOURCES, Effect, Pick
from validator.engine.field import (
    check_lp,
    draw,
    faceup_monsters,
    free_zone,
    leave_field,
    monsters,
    opponents,
    place_monster,
    place_spell,
    restore_owner,
    set_facedown,
    to_gy,
    to_hand_from_field,
)
from validator.engine.state import (
    ANY_PLAYER,
    ATK,
    ATTACKS_DONE,
    DEF,
    FACEDOWN,
    FACEUP,
    OFF,
    OVER,
    PIERCE,
    SECOND,
    SECOND_ON_KILL,
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


def _faceup_match(s: State, p: int, filt: Any, exclude: int = -1) -> bool:
    return any(m != exclude and filt(s.infos[m], atk_of(s, m)) for m in faceup_monsters(s, p))


CONDITIONS: dict[str, Callable[..., bool]] = {
    "deck_min": lambda s, p, card, subject, n: len(s.deck[p]) >= n,
    "lp_min": lambda s, p, card, subject, n: s.lp[p] >= n,
    "lp_max": lambda s, p, card, subject, n: s.lp[p] <= n,
    "own_monsters_max": lambda s, p, card, subject, n: len(monsters(s, p)) <= n,
    "opp_monsters_min": lambda s, p, card, subject, n: any(
        len(monsters(s, q)) >= n for q in opponents(s, p)
    ),
    "gy_monsters_max": lambda s, p, card, subject, n: _gy_monsters(s, p) <= n,
    "gy_has": lambda s, p, card, subject, f: any(f(s.infos[c], s.infos[c].atk) for c in s.gy[p]),
    "control": lambda s, p, card, subject, f: _faceup_match(s, p, f),
    "control_other": lambda s, p, card, subject, f: _faceup_match(s, p, f, card),
    "control_count": lambda s, p, card, subject, f, n: (
        sum(1 for m in faceup_monsters(s, p) if f(s.infos[m], atk_of(s, m))) >= n
    ),
    "opp_control": lambda s, p, card, subject, f: any(
        _faceup_match(s, q, f) for q in opponents(s, p)
    ),
    "gy_count_min": lambda s, p, card, subject, f, n: (
        sum(1 for c in s.gy[p] if f(s.infos[c], s.infos[c].atk)) >= n
    ),
    "self_attack": lambda s, p, card, subject: s.pos[card] == ATK,
    "field_spell": lambda s, p, card, subject: any(c >= 0 for c in s.fzone),
    "normal_summoned": lambda s, p, card, subject: bool(s.flags[card] & SUMMONED_NS),
    "summoned": lambda s, p, card, subject: bool(s.flags[card] & SUMMONED_THIS_TURN),
    "spell_trap_zone_free": lambda s, p, card, subject: -1 in s.szone[p],
    "subject_level_min": lambda s, p, card, subject, n: s.infos[subject].level >= n,
    "subject_level_max": lambda s, p, card, subject, n: s.infos[subject].level <= n,
    "subject_atk_min": lambda s, p, card, subject, n: atk_of(s, subject) >= n,
    "subject_alone": lambda s, p, card, subject: monsters(s, s.owner[subject]) == [subject],
    "maximum_mode": lambda s, p, card, subject: s.maxc[card] >= 0,
    "lp_lower": lambda s, p, card, subject: any(s.lp[p] < s.lp[q] for q in opponents(s, p)),
}


def _holds(s: State, p: int, card: int, subject: int, cond: tuple[Any, ...]) -> bool:
    return CONDITIONS[cond[0]](s, p, card, subject, *cond[1:])


def conditions_hold(s: State, p: int, card: int, effect: Effect, subject: int) -> bool:
    # A plain loop rather than all() over a generator: this runs for every activation listed.
    for cond in effect.cond:  # noqa: SIM110
        if not CONDITIONS[cond[0]](s, p, card, subject, *cond[1:]):
            return False
    return True


# ----------------------------------------------------------------------------------- picks


def _hidden_cards(s: State, p: int, src: str) -> list[int]:
    """The cards of a hand, GY or Deck source (`HIDDEN_SOURCES`), before any filter."""
    if src == "own_hand":
        return s.hand[p]
    if src == "own_gy":
        return s.gy[p]
    if src == "own_deck":
        return s.deck[p]
    return [c for q in opponents(s, p) for c in s.gy[q]]  # opp_gy


def _printed_match(s: State, card: int, pick: Pick, cards: list[int]) -> list[int]:
    """The cards (other than `card`) off the field that match the pick's filter."""
    infos, test = s.infos, pick.filter
    known = test.printed  # type: ignore[attr-defined]
    out = []
    for c in cards:
        if c == card:
            continue
        info = infos[c]
        ok = known.get(info)
        if ok is None:
            ok = known[info] = test(info, info.atk)
        if ok:
            out.append(c)
    return out


def _source(s: State, p: int, card: int, pick: Pick) -> list[int]:
    src = pick.source
    if src in HIDDEN_SOURCES:
        # Cards in a hand, GY or Deck are never face-down and have their printed ATK.
        return _printed_match(s, card, pick, _hidden_cards(s, p, src))
    if src == "own_hand_gy":
        cards = s.hand[p] + s.gy[p]
    elif src == "own_faceup":
        cards = faceup_monsters(s, p)
    elif src == "own_monsters":
        cards = monsters(s, p)
    elif src == "opp_monsters":
        cards = [c for q in opponents(s, p) for c in monsters(s, q)]
    elif src == "opp_faceup":
        cards = [c for q in opponents(s, p) for c in faceup_monsters(s, q)]
    elif src == "all_faceup":
        cards = [c for q in range(s.n) if s.alive[q] for c in faceup_monsters(s, q)]
    elif src == "own_attack":
        cards = [c for c in monsters(s, p) if s.pos[c] == ATK]
    elif src == "opp_attack":
        cards = [c for q in opponents(s, p) for c in monsters(s, q) if s.pos[c] == ATK]
    elif src == "opp_defense":
        cards = [c for q in opponents(s, p) for c in monsters(s, q) if s.pos[c] in (DEF, FACEDOWN)]
    elif src == "all_defense":
        cards = [
            c for q in s.order if s.alive[q] for c in monsters(s, q) if s.pos[c] in (DEF, FACEDOWN)
        ]
    else:
        spells = []
        for q in opponents(s, p):
            spells += s.szone[q]
            spells.append(s.fzone[q])
        spells = [c for c in spells if c >= 0]
        if src == "opp_spelltraps":
            cards = spells
        else:  # opp_field
            cards = [c for q in opponents(s, p) for c in monsters(s, q)] + spells
    infos, pos = s.infos, s.pos
    test = pick.filter
    blind = pick.blind
    out = []
    for c in cards:
        if c == card and pick.not_self:
            continue
        if pos[c] == FACEDOWN or pos[c] == SET:
            if blind:
                out.append(c)
            continue
        info = infos[c]
        on_field = pos[c] == ATK or pos[c] == DEF
        if test(info, atk_of(s, c) if on_field and test.needs_atk else info.atk):
            out.append(c)
    return out


def _choices(s: State, p: int, card: int, pick: Pick) -> list[Args]:
    if pick.n == 1 and not pick.upto and pick.source in HIDDEN_SOURCES:
        return _one_by_id(s, p, card, pick)
    cards = _source(s, p, card, pick)
    n = min(pick.n, len(cards)) if pick.upto else pick.n
    if n == 0 and pick.least == 0:
        return [()]
    if n <= 0 or len(cards) < n:
        return []
    if pick.source in HIDDEN_SOURCES:
        # Copies of one card are the same choice: one combination per multiset of card ids.
        if n == 1:
            first: dict[int, int] = {}
            for c in cards:
                first.setdefault(s.infos[c].id, c)
            return [(c,) for c in first.values()]
        groups: dict[int, list[int]] = {}
        for c in cards:
            groups.setdefault(s.infos[c].id, []).append(c)
        return list(_multisets(list(groups.values()), n))
    return list(combinations(cards, n))


def _one_by_id(s: State, p: int, card: int, pick: Pick) -> list[Args]:
    """One matching card from a hand, GY or Deck: one choice per card id (its first copy)."""
    infos = s.infos
    seen = set()
    out = []
    for c in _printed_match(s, card, pick, _hidden_cards(s, p, pick.source)):
        info = infos[c]
        if info not in seen:  # one CardInfo per card id
            seen.add(info)
            out.append((c,))
    return out


def _multisets(groups: list[list[int]], n: int) -> Iterator[Args]:
    """Every way of taking n cards from groups of interchangeable copies (first copies first)."""
    if n == 0:
        yield ()
        return
    if not groups:
        return
    first, rest = groups[0], groups[1:]
    for take in range(min(n, len(first)), -1, -1):
        for tail in _multisets(rest, n - take):
            yield (*first[:take], *tail)


def pick_choices(s: State, p: int, card: int, effect: Effect) -> list[Args]:
    """Every way of making an effect's picks, flattened, no card chosen twice."""
    picks = effect.picks
    if not picks:
        return [()]
    # Any pick without options means no way at all. The last picks are the telling ones (the
    # first is usually a cost any card pays), so they are looked at first and spare the rest.
    per_pick: list[list[Args]] = [[]] * len(picks)
    for i in range(len(picks) - 1, -1, -1):
        options = _choices(s, p, card, picks[i])
        if not options:
            return []
        per_pick[i] = options
    if len(per_pick) == 1:
        return per_pick[0]
    out = []
    if len(per_pick) == 2:
        first, second = per_pick
        for a in first:
            for b in second:
                flat = a + b
                if len(set(flat)) == len(flat):
                    out.append(flat)
        return out
    for combo in product(*per_pick):
        flat = tuple(chain.from_iterable(combo))
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
        owner = s.owner[card] if where == "gy" else restore_owner(s, card)
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


class Ctx:
    """One resolution: who activated which card, the picks, the event's subject, and counts."""

    __slots__ = ("card", "destroyed", "die", "p", "position", "sel", "subject")

    def __init__(
        self, p: int, card: int, sel: list[Args], subject: int, position: int = ATK
    ) -> None:
        self.p, self.card, self.sel, self.subject = p, card, sel, subject
        self.position = position  # the position chosen on activation ("chosen" summons)
        self.destroyed = 0
        self.die = 0


def _targets(s: State, c: Ctx, ref: Any) -> list[int]:
    """The monsters an operation acts on: "self", "subject", "own_all", "opp_all" or a pick."""
    if ref == "self":
        # A piece of a Maximum Mode monster means the whole monster: its centre.
        me = s.maxc[c.card] if s.maxc[c.card] >= 0 else c.card
        return [me] if s.pos[me] in (ATK, DEF) else []
    if ref == "subject":
        subject = c.subject
        return [subject] if subject >= 0 and s.pos[subject] in (ATK, DEF, FACEDOWN) else []
    if ref == "own_all":
        return faceup_monsters(s, c.p)
    if ref == "opp_all":
        return [m for q in opponents(s, c.p) for m in faceup_monsters(s, q)]
    return [m for m in c.sel[ref] if s.pos[m] in (ATK, DEF, FACEDOWN)]


COUNTERS: dict[str, Callable[[State, Ctx], int]] = {
    "gy_attributes": lambda s, c: len(
        {s.infos[x].attribute for x in s.gy[c.p] if s.infos[x].kind == MONSTER}
    ),
    "opp_monsters": lambda s, c: sum(len(monsters(s, q)) for q in opponents(s, c.p)),
    "destroyed": lambda s, c: c.destroyed,
    "die": lambda s, c: c.die,
    "lp_difference": lambda s, c: max(abs(s.lp[c.p] - s.lp[q]) for q in opponents(s, c.p)),
    "pick_level": lambda s, c: s.infos[c.sel[0][0]].level if c.sel and c.sel[0] else 0,
    "subject_level": lambda s, c: s.infos[c.subject].level if c.subject >= 0 else 0,
    "opp_field_cards": lambda s, c: sum(
        len(monsters(s, q)) + sum(1 for x in (*s.szone[q], s.fzone[q]) if x >= 0)
        for q in opponents(s, c.p)
    ),
    "opp_spelltraps": lambda s, c: sum(
        sum(1 for x in (*s.szone[q], s.fzone[q]) if x >= 0) for q in opponents(s, c.p)
    ),
    "gy_max_atk": lambda s, c: max(
        (s.infos[x].atk for x in s.gy[c.p] if s.infos[x].kind == MONSTER), default=0
    ),
    "own_high_level": lambda s, c: sum(1 for m in faceup_monsters(s, c.p) if s.infos[m].level >= 7),
}


def _protected(s: State, c: Ctx, card: int) -> bool:
    """True when a Maximum Mode monster's pieces keep it from the opponent's Trap effects."""
    centre = s.maxc[card]
    if centre < 0 or s.infos[c.card].kind != TRAP or s.owner[c.card] == s.owner[card]:
        return False
    for piece in s.mzone[s.owner[card]]:
        if piece >= 0 and s.maxc[piece] == centre:
            effect = s.infos[piece].effect
            if effect is not None and effect.protect == "opp_trap":
                return True
    return False


def _destroy(s: State, c: Ctx, cards: list[int]) -> None:
    for card in cards:
        if s.pos[card] != OFF and not _protected(s, c, card):
            to_gy(s, card)
            c.destroyed += 1


def _op_destroy_all(s: State, c: Ctx, side: str, what: str, filt: Any = None) -> None:
    players = [c.p] if side == "own" else opponents(s, c.p)
    if side == "both":
        players = [c.p, *players]
    chosen = []
    for q in players:
        if what == "spelltraps":
            chosen.extend(x for x in (*s.szone[q], s.fzone[q]) if x >= 0 and x != c.card)
            continue
        for m in monsters(s, q):
            if what == "attack_position" and s.pos[m] != ATK:
                continue
            if what == "faceup" and s.pos[m] == FACEDOWN:
                continue
            if filt is None or (s.pos[m] != FACEDOWN and filt(s.infos[m], atk_of(s, m))):
                chosen.append(m)
    _destroy(s, c, chosen)


def _op_destroy_highest(s: State, c: Ctx, what: str) -> None:
    candidates = [
        m
        for q in opponents(s, c.p)
        for m in monsters(s, q)
        if what != "attack_position" or s.pos[m] == ATK
    ]
    if candidates:
        best = max(atk_of(s, m) for m in candidates)
        # Several monsters tied for the highest ATK: the first on the field is destroyed.
        _destroy(s, c, [next(m for m in candidates if atk_of(s, m) == best)])


def _op_mill(s: State, c: Ctx, n: int) -> None:
    deck = s.deck[c.p]
    for _ in range(min(n, len(deck))):
        s.gy[c.p].append(deck.pop())


def _op_damage(s: State, c: Ctx, n: int) -> None:
    for q in opponents(s, c.p):
        s.lp[q] -= n
    check_lp(s)


def _op_damage_per(s: State, c: Ctx, per: int, counter: str) -> None:
    _op_damage(s, c, per * COUNTERS[counter](s, c))


def _op_damage_subject_atk(s: State, c: Ctx) -> None:
    if c.subject >= 0 and s.pos[c.subject] != OFF:
        _op_damage(s, c, atk_of(s, c.subject))


def _op_pay(s: State, c: Ctx, n: int) -> None:
    s.lp[c.p] -= n
    check_lp(s)


def _op_opp_gain(s: State, c: Ctx, n: int) -> None:
    for q in opponents(s, c.p):
        s.lp[q] += n


def _op_gain(s: State, c: Ctx, n: int) -> None:
    s.lp[c.p] += n


def _op_send(s: State, c: Ctx, k: int) -> None:
    for card in c.sel[k]:
        if s.pos[card] != OFF:
            to_gy(s, card)
        else:
            _move_off_field(s, card, "gy")


def _mover(where: str) -> Callable[[State, Ctx, int], None]:
    def op(s: State, c: Ctx, k: int) -> None:
        owners = set()
        for card in c.sel[k]:
            owners.add(s.owner[card])
            _move_off_field(s, card, where)
        if where == "deck":
            for owner in sorted(owners):
                s.shuffle(s.deck[owner])

    return op


_PLACED = {"atk": ATK, "def": DEF, "facedown": FACEDOWN}


def _op_summon(s: State, c: Ctx, k: int, position: str) -> None:
    placed = c.position if position == "chosen" else _PLACED[position]
    for card in c.sel[k]:
        if free_zone(s.mzone[c.p]) < 0 or s.pos[card] != OFF:
            break
        _take(s, card)
        place_monster(s, c.p, card, placed)
        s.flags[card] |= SUMMONED_THIS_TURN


def _stat_op(temp: str) -> Callable[..., None]:
    def op(s: State, c: Ctx, ref: Any, amount: int) -> None:
        values = getattr(s, temp)
        for m in _targets(s, c, ref):
            values[m] += amount

    return op


def _op_second_attack(s: State, c: Ctx, ref: Any, on_kill: bool = False) -> None:
    for m in _targets(s, c, ref):
        s.flags[m] |= SECOND_ON_KILL if on_kill else SECOND


def _op_pierce(s: State, c: Ctx, ref: Any) -> None:
    for m in _targets(s, c, ref):
        s.flags[m] |= PIERCE


def _op_any_player(s: State, c: Ctx, ref: Any) -> None:
    """The monster may attack any opponent this turn, not only the next player."""
    for m in _targets(s, c, ref):
        s.flags[m] |= ANY_PLAYER


def _op_to_attack(s: State, c: Ctx, ref: Any) -> None:
    """A Defense Position monster (face-down ones are flipped) to face-up Attack Position."""
    for m in _targets(s, c, ref):
        if s.pos[m] == DEF or s.pos[m] == FACEDOWN:
            s.pos[m] = ATK


def _op_renew_hands(s: State, c: Ctx, filt: Any) -> None:
    """Each player sends the matching cards of their hand to the GY, then every player draws
    as many as they sent (from the activating player round the turn order)."""
    i = s.order.index(c.p)
    players = [q for q in s.order[i:] + s.order[:i] if s.alive[q]]
    sent = []
    for q in players:
        cards = [x for x in s.hand[q] if filt(s.infos[x], s.infos[x].atk)]
        for x in cards:
            s.hand[q].remove(x)
        s.gy[q].extend(cards)
        sent.append(len(cards))
    for q, n in zip(players, sent, strict=True):
        if n and s.phase != OVER:
            draw(s, q, n)


def _op_change_pos(s: State, c: Ctx, ref: Any) -> None:
    for m in _targets(s, c, ref):
        if s.maxc[m] >= 0:
            continue  # a Maximum Mode monster stays in Attack Position
        s.pos[m] = DEF if s.pos[m] == ATK else ATK


def _op_facedown(s: State, c: Ctx, ref: Any) -> None:
    for m in _targets(s, c, ref):
        if s.maxc[m] < 0:
            set_facedown(s, m)


def _op_destroy_subject(s: State, c: Ctx) -> None:
    if c.subject >= 0:
        _destroy(s, c, [c.subject])


def _op_negate_attack(s: State, c: Ctx) -> None:
    s.attack = None


def _op_end_attacks(s: State, c: Ctx) -> None:
    """No more attacks this turn: every monster of the turn player counts as having attacked."""
    for m in s.mzone[s.tp]:
        if m >= 0:
            s.flags[m] |= ATTACKS_DONE


def _op_self_to_gy(s: State, c: Ctx) -> None:
    if s.pos[c.card] != OFF:
        to_gy(s, c.card)


def _op_return_self(s: State, c: Ctx) -> None:
    if s.pos[c.card] != OFF:
        to_hand_from_field(s, c.card)


def _op_discard_random(s: State, c: Ctx, n: int) -> None:
    hand = s.hand[c.p]
    for _ in range(min(n, len(hand))):
        card = hand.pop(s.draw_rng().randrange(len(hand)))
        s.gy[c.p].append(card)


def _op_return(s: State, c: Ctx, k: int) -> None:
    """Return picked cards on the field to their owner's hand (Extra Deck monsters go back)."""
    for card in c.sel[k]:
        if s.pos[card] != OFF:
            to_hand_from_field(s, card)


def _op_set_spell(s: State, c: Ctx, k: int) -> None:
    """Set picked Spells/Traps from the GY to the Spell & Trap Zone (as far as there is room)."""
    for card in c.sel[k]:
        if -1 not in s.szone[c.p]:
            break
        _take(s, card)
        place_spell(s, c.p, card, SET)


def _op_roll(s: State, c: Ctx) -> None:
    """Roll a six-sided die with the game's RNG; the "die" counter reads the result."""
    c.die = s.draw_rng().randint(1, 6)


def _stat_per(temp: str) -> Callable[..., None]:
    def op(s: State, c: Ctx, ref: Any, per: int, counter: str) -> None:
        values = getattr(s, temp)
        amount = per * COUNTERS[counter](s, c)
        for m in _targets(s, c, ref):
            values[m] += amount

    return op


def _op_if(s: State, c: Ctx, cond: tuple[Any, ...], then: tuple[Any, ...]) -> None:
    if _holds(s, c.p, c.card, c.subject, cond):
        OPS[then[0]](s, c, *then[1:])


OPS: dict[str, Callable[..., None]] = {
    "draw": lambda s, c, n: draw(s, c.p, n),
    "mill": _op_mill,
    "damage": _op_damage,
    "damage_per": _op_damage_per,
    "damage_subject_atk": _op_damage_subject_atk,
    "gain": _op_gain,
    "opp_gain": _op_opp_gain,
    "pay": _op_pay,
    "send": _op_send,
    "destroy": lambda s, c, k: _destroy(s, c, list(c.sel[k])),
    "destroy_all": _op_destroy_all,
    "destroy_highest": _op_destroy_highest,
    "destroy_subject": _op_destroy_subject,
    "to_hand": _mover("hand"),
    "to_deck": _mover("deck"),
    "to_deck_bottom": _mover("deck_bottom"),
    "summon": _op_summon,
    "atk": _stat_op("temp_atk"),
    "def": _stat_op("temp_def"),
    "atk_per": _stat_per("temp_atk"),
    "def_per": _stat_per("temp_def"),
    "roll": _op_roll,
    "pierce": _op_pierce,
    "second_attack": _op_second_attack,
    "change_pos": _op_change_pos,
    "to_attack": _op_to_attack,
    "any_player": _op_any_player,
    "renew_hands": _op_renew_hands,
    "facedown": _op_facedown,
    "negate_attack": _op_negate_attack,
    "end_attacks": _op_end_attacks,
    "self_to_gy": _op_self_to_gy,
    "return_self": _op_return_self,
    "discard_random": _op_discard_random,
    "set_spell": _op_set_spell,
    "return": _op_return,
    "if": _op_if,
}
"""The operation vocabulary: name -> function(state, resolution, *arguments)."""


# --------------------------------------------------------------------------- activation


LEAVING = frozenset({"send", "destroy", "to_deck", "to_deck_bottom", "return"})


def _makes_room(s: State, p: int, card: int, effect: Effect, args: Args) -> bool:
    """With every Monster Zone taken, a Special Summon needs a monster of p to leave first:
    the card itself, or one of p's monsters that the effect sends away."""
    if any(op[0] == "self_to_gy" for op in effect.ops):
        return True
    sel = split_picks(s, p, card, effect, args)
    return any(
        s.owner[c] == p and s.pos[c] in (ATK, DEF, FACEDOWN)
        for op in effect.ops
        if op[0] in LEAVING
        for c in sel[op[1]]
    )


def activations(s: State, p: int, card: int) -> list[Args]:
    """How a Spell in hand or set, or a face-up monster's effect, can be activated now."""
    info = s.infos[card]
    effect = info.effect
    if effect is None:
        # A Spell whose effect is not encoded can still be played; it only goes to the GY.
        return [()] if info.kind == SPELL and s.pos[card] != FACEUP else []
    kind = effect.kind
    if info.kind == MONSTER:
        if kind != "ignition" or s.flags[card] & USED:
            return []
    elif info.kind == TRAP or s.pos[card] == FACEUP:
        return []
    return effect_choices(s, p, card, effect)


def effect_choices(s: State, p: int, card: int, effect: Effect) -> list[Args]:
    """How an encoded effect can be activated, once it is known to be usable at all: a Spell
    in hand or Set, or the ignition effect of a face-up monster not used this turn."""
    kind = effect.kind
    if kind == "fusion":
        return summons.fusion_choices(s, p)
    if kind == "ritual":
        return summons.ritual_choices(s, p, card, effect.materials_from_hand, effect.target)
    if kind == "field":
        return [()]
    if kind == "equip":
        return _equip_targets(s, p, effect)
    if kind != "spell" and kind != "ignition":
        return []
    if effect.cond and not conditions_hold(s, p, card, effect, -1):
        return []
    choices = pick_choices(s, p, card, effect)
    if not choices:
        return choices
    choices = _with_room(s, p, card, effect, choices)
    if effect.positions:
        return [(*args, position) for args in choices for position in (ATK, DEF)]
    return choices


def _equip_targets(s: State, p: int, effect: Effect) -> list[Args]:
    """The face-up monsters an Equip Spell can equip (p's own, or every player's)."""
    infos, target = s.infos, effect.target
    out = []
    for q in (p,) if effect.equip_to == "own_faceup" else range(s.n):
        for m in faceup_monsters(s, q):
            if target is None or target(infos[m], atk_of(s, m) if target.needs_atk else 0):
                out.append((m,))
    return out


def _with_room(s: State, p: int, card: int, effect: Effect, choices: list[Args]) -> list[Args]:
    """The choices that leave room for the monsters the effect Special Summons."""
    if not effect.summons or -1 in s.mzone[p]:
        return choices
    return [args for args in choices if _makes_room(s, p, card, effect, args)]


def trap_windows(s: State, p: int, card: int, trigger: str, subject: int) -> list[Args]:
    """How a Set Trap of p can be activated at this timing (Set on an earlier turn)."""
    if s.since[card] >= s.turn:
        return []
    effect = s.infos[card].effect
    if effect is None or effect.kind != "trap" or effect.trigger != trigger:
        return []
    if s.owner[subject] == p or not conditions_hold(s, p, card, effect, subject):
        return []
    return _with_room(s, p, card, effect, pick_choices(s, p, card, effect))


def activate(s: State, p: int, card: int, args: Args, subject: int = -1) -> None:
    """Resolve a card's activation with the chosen arguments (its picks)."""
    info = s.infos[card]
    effect = info.effect
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
    position = ATK
    if effect.positions:
        args, position = args[:-1], args[-1]
    ctx = Ctx(p, card, split_picks(s, p, card, effect, args), subject, position)
    for op in effect.ops:
        if s.phase == OVER:  # a player lost part-way
            return
        OPS[op[0]](s, ctx, *op[1:])
    if info.kind != MONSTER and s.pos[card] != OFF:
        to_gy(s, card)
