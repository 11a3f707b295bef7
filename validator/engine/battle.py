"""The Battle Phase: attack declarations and damage calculation.

Declaring an attack raises `ATTACK`; the Trap timings it opens are offered by the core
(`rules.settle`) before the attack is resolved here, unless a Trap negated it or a card left.
"""

from __future__ import annotations

from typing import NamedTuple

from validator.engine import lasting
from validator.engine.actions import ATTACK_ACTIONS, DIRECT, Action
from validator.engine.events import ATTACK, FLIP, raise_event
from validator.engine.field import damage, destroy, monsters, next_player
from validator.engine.lasting import atk_of, def_of
from validator.engine.state import ATK, ATTACKED, ATTACKED_DIRECTLY, FACEDOWN, FLIPPED, OFF, State
from validator.engine.state import DEF as DEFENSE

# The bits of the abilities an attack asks about in `State.present`.
_EXTRA_ATTACK = lasting.BIT[lasting.EXTRA_ATTACK]
_DIRECT_ATTACK = lasting.BIT[lasting.DIRECT_ATTACK]
_INDESTRUCTIBLE = lasting.BIT[lasting.INDESTRUCTIBLE]
_PIERCE = lasting.BIT[lasting.PIERCE]
_EXTRA_ATTACK_ON_MONSTERS = lasting.BIT[lasting.EXTRA_ATTACK_ON_MONSTERS]
_EXTRA_ATTACKS = _EXTRA_ATTACK | _EXTRA_ATTACK_ON_MONSTERS
_SAFE_BATTLE = lasting.BIT[lasting.SAFE_BATTLE]
_ATTACK_ALL = lasting.BIT[lasting.ATTACK_ALL]
_NO_ATTACK_DAMAGE = lasting.BIT[lasting.NO_ATTACK_DAMAGE]
_UNATTACKABLE = lasting.BIT[lasting.UNATTACKABLE]
_ONLY_ATTACK_EXTREME = lasting.BIT[lasting.ONLY_ATTACK_EXTREME]
_NO_ATTACK_ON = lasting.BIT[lasting.NO_ATTACK_ON]
_TARGET_RULES = _UNATTACKABLE | _NO_ATTACK_ON
# The abilities granting one more attack once the monster destroys a monster by battle, each
# with the extra attack it grants then.
_ON_KILL = (
    (lasting.EXTRA_ATTACK_ON_KILL, lasting.EXTRA_ATTACK),
    (lasting.EXTRA_ATTACK_ON_KILL_ON_MONSTERS, lasting.EXTRA_ATTACK_ON_MONSTERS),
)
_ON_KILLS = lasting.bits(rule for rule, _ in _ON_KILL)


class Attack(NamedTuple):
    """A declared attack waiting for damage calculation: the attacker, the attacked monster
    (-1: a direct attack) and the player attacked."""

    attacker: int
    target: int
    player: int


def can_attack(s: State, m: int) -> bool:
    """Not attacked yet this turn, or attacked with more attacks allowed (extra attacks)."""
    return attacks_left(s, m) != NO_ATTACK


NO_ATTACK, ANY_ATTACK, ON_MONSTERS = 0, 1, 2


def attacks_left(s: State, m: int) -> int:
    """Whether m may declare an attack now: `ANY_ATTACK`, `NO_ATTACK`, or `ON_MONSTERS` (an
    extra attack "on monsters": only on a monster, and none once it has attacked directly)."""
    flags = s.flags[m]
    if not flags & ATTACKED:
        return ANY_ATTACK
    present = s.present
    if not present & _EXTRA_ATTACKS:
        return NO_ATTACK
    done = s.attacks[m]
    extra = lasting.count(s, m, lasting.EXTRA_ATTACK) if present & _EXTRA_ATTACK else 0
    if done <= extra:
        return ANY_ATTACK
    if (
        present & _EXTRA_ATTACK_ON_MONSTERS
        and not flags & ATTACKED_DIRECTLY
        and done <= extra + lasting.count(s, m, lasting.EXTRA_ATTACK_ON_MONSTERS)
    ):
        return ON_MONSTERS
    return NO_ATTACK


def defender(s: State) -> int:
    """The player the turn player attacks: the next one in the turn order."""
    return next_player(s, s.tp)


def attack_actions(s: State) -> list[Action]:
    """`attack a t` for each target, or `attack a` (direct) when the defender has no monster
    (or a lasting effect lets the attacker attack directly anyway)."""
    p = s.tp
    pos, flags = s.pos, s.flags
    targets = monsters(s, defender(s))
    present = s.present
    # The monsters the opponent cannot attack stay theirs: no direct attack past them.
    open_to_attack = attackable(s, targets) if present & _TARGET_RULES else targets
    if present & _ONLY_ATTACK_EXTREME:  # "they can only attack the monster with the lowest ..."
        open_to_attack = lasting.extreme_targets(s, p, defender(s), open_to_attack)
    restricted = present & lasting.ATTACK_RULES
    out = []
    for a in s.mzone[p]:
        if a < 0 or pos[a] != ATK:
            continue
        left = attacks_left(s, a) if flags[a] & ATTACKED else ANY_ATTACK
        open_targets = open_to_attack
        if left == NO_ATTACK:
            if not present & _ATTACK_ALL:
                continue
            open_targets = _not_attacked_yet(s, a, open_to_attack)
            if not open_targets:
                continue
            left = ON_MONSTERS
        if restricted and not lasting.attack_allowed(s, a):
            continue
        if targets:
            attacks = ATTACK_ACTIONS.row(a)
            for t in open_targets:
                out.append(attacks[t] or ATTACK_ACTIONS.make(a, t))
            if (
                left == ANY_ATTACK
                and present & _DIRECT_ATTACK
                and lasting.has(s, a, lasting.DIRECT_ATTACK)
                and lasting.direct_attack_allowed(s, a)
            ):
                out.append(DIRECT[a])
        elif left == ANY_ATTACK and (
            not present & lasting.DIRECT_RULES or lasting.direct_attack_allowed(s, a)
        ):
            out.append(DIRECT[a])
    if s.mode is not None:
        s.mode.attack_actions(s, out)
    return out


def attackable(s: State, targets: list[int]) -> list[int]:
    """The monsters among these that no rule keeps from being attacked (by the turn
    player's monsters)."""
    out = [t for t in targets if not lasting.has(s, t, lasting.UNATTACKABLE)]
    if s.present & _NO_ATTACK_ON:
        out = [t for t in out if lasting.attack_target_allowed(s, s.tp, t)]
    return out


def _not_attacked_yet(s: State, a: int, targets: list[int]) -> list[int]:
    """The monsters a monster that may attack each of the opponent's monsters once (and made
    no direct attack) has not attacked yet this turn; none for any other monster."""
    if s.flags[a] & ATTACKED_DIRECTLY or not lasting.has(s, a, lasting.ATTACK_ALL):
        return []
    return [t for t in targets if not lasting.attacked_by(s, t, a)]


def declare(s: State, attacker: int, target: int, player: int = -1) -> None:
    """Attack `target`, or with target -1 attack `player` (default: the defender) directly."""
    if s.lasting:
        lasting.end_battle(s)  # an earlier battle's, its attack negated
    s.flags[attacker] |= ATTACKED if target >= 0 else ATTACKED | ATTACKED_DIRECTLY
    s.attacks[attacker] += 1
    if s.present & lasting.COUNTED_ATTACKS:
        lasting.attack_declared(s, attacker)
    if target < 0 and s.present & lasting.ONLY_DIRECT_ATTACKERS:
        lasting.direct_attack_declared(s, attacker)
    if target >= 0 and s.present & _ATTACK_ALL and lasting.has(s, attacker, lasting.ATTACK_ALL):
        lasting.add(
            s,
            lasting.card_modifier(
                s,
                lasting.ATTACKED_BY,
                1,
                target,
                attacker,
                lasting.END_OF_TURN,
                lasting.WHILE_FACEUP,
            ),
        )
    defending = player if player >= 0 else defender(s)
    s.attack = tuple.__new__(Attack, (attacker, target, defending))  # speed: no constructor call
    if ATTACK in s.listens:
        p = s.owner[attacker]
        raise_event(s, ATTACK, attacker, p, "monster" if target >= 0 else "direct", p, target)


def resolve(s: State) -> None:
    """Damage calculation for the pending attack, unless a Trap stopped it or a card left;
    then the effects lasting for that battle end."""
    _calculate(s)
    if s.lasting:
        lasting.end_battle(s)


def _calculate(s: State) -> None:
    if s.attack is None:
        return
    a, t, d = s.attack
    s.attack = None
    if s.pos[a] != ATK:
        return
    p = s.owner[a]
    if t < 0:
        allowed = not monsters(s, d) or (
            s.present & _DIRECT_ATTACK and lasting.has(s, a, lasting.DIRECT_ATTACK)
        )
        if allowed and not _spared_direct(s, a, d):
            damage(s, d, atk_of(s, a), "battle", p)
        return
    if s.pos[t] == OFF:
        return
    if s.pos[t] == FACEDOWN:
        s.pos[t] = DEFENSE
        s.flags[t] |= FLIPPED
        raise_event(s, FLIP, t, s.owner[t], "battle", p)
    attack = atk_of(s, a)
    spared = _spared(s, a, t) if s.present & _SAFE_BATTLE else ()
    if s.present & _NO_ATTACK_DAMAGE and lasting.spared_from_attack(s, s.owner[t], a):
        spared = (*spared, s.owner[t])
    if s.pos[t] == ATK:
        target_atk = atk_of(s, t)
        if attack > target_atk:
            _destroyed_by(s, a, t)
            _battle_damage(s, s.owner[t], attack - target_atk, p, spared)
        elif attack < target_atk:
            _destroy_in_battle(s, a, s.owner[t], t)
            _battle_damage(s, s.owner[a], target_atk - attack, s.owner[t], spared)
        elif attack > 0:
            # Both are destroyed at once: whether each can be is known before either is.
            both = _battle_destructible(s, a, s.owner[t], t), _battle_destructible(s, t, p, a)
            if both[0]:
                destroy(s, a, "battle", s.owner[t], t)
            if both[1] and s.pos[t] != OFF:
                destroy(s, t, "battle", p, a)
        return
    defence = def_of(s, t)
    if attack > defence:
        # (whether it pierces is judged of the target before it is destroyed)
        pierce = bool(s.present & _PIERCE) and lasting.pierces(s, a, t)
        _destroyed_by(s, a, t)
        if pierce:
            _battle_damage(s, s.owner[t], attack - defence, p, spared)
    elif attack < defence:
        _battle_damage(s, s.owner[a], defence - attack, s.owner[t], spared)


def _spared_direct(s: State, a: int, d: int) -> bool:
    """Whether player d, attacked directly by monster a, takes no battle damage from it."""
    if s.present & _SAFE_BATTLE and lasting.spares_both(s, a):
        return True
    return bool(s.present & _NO_ATTACK_DAMAGE) and lasting.spared_from_attack(s, d, a)


def _spared(s: State, a: int, t: int) -> tuple[int, ...]:
    """The players who take no battle damage from the battle of a and t (worked out at damage
    calculation, before either is destroyed)."""
    if lasting.spares_both(s, a) or lasting.spares_both(s, t):
        return (s.owner[a], s.owner[t])
    return tuple(s.owner[m] for m, o in ((a, t), (t, a)) if lasting.spares(s, m, s.owner[m], o))


def _battle_damage(s: State, player: int, amount: int, by: int, spared: tuple[int, ...]) -> None:
    """Battle damage, unless a monster of the battle spares the player."""
    if player not in spared:
        damage(s, player, amount, "battle", by)


def _battle_destructible(s: State, m: int, by: int, other: int) -> bool:
    """Whether m (in battle with `other`, of player `by`) can be destroyed by that battle."""
    if s.pos[m] == OFF:
        return False
    return not s.present & _INDESTRUCTIBLE or lasting.destructible(
        s, m, "battle", by, False, "", other
    )


def _destroy_in_battle(s: State, m: int, by: int, other: int) -> bool:
    if not _battle_destructible(s, m, by, other):
        return False
    destroy(s, m, "battle", by, other)
    return True


def _destroyed_by(s: State, attacker: int, target: int) -> None:
    """The target is destroyed by battle; an attacker promised another attack for it gets one."""
    if not _destroy_in_battle(s, target, s.owner[attacker], attacker):
        return
    if not s.present & _ON_KILLS:
        return
    for promise, extra in _ON_KILL:
        if lasting.has(s, attacker, promise):
            lasting.add(
                s, lasting.card_modifier(s, extra, 1, attacker, attacker, lasting.END_OF_TURN)
            )
            lasting.remove(s, attacker, promise)
