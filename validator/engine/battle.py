"""The Battle Phase: attack declarations, Trap windows and damage calculation."""

from __future__ import annotations

from validator.engine.actions import DIRECT, Action, make_action
from validator.engine.effects import trap_windows
from validator.engine.field import check_lp, monsters, next_player, to_gy
from validator.engine.state import (
    ATK,
    ATTACKED,
    ATTACKED_TWICE,
    DEF,
    FACEDOWN,
    OFF,
    PIERCE,
    SECOND,
    SECOND_ON_KILL,
    SET,
    State,
)
from validator.engine.stats import atk_of, def_of, pierces


def can_attack(flags: int) -> bool:
    """Not attacked yet this turn, or attacked once with a second attack allowed."""
    if not flags & ATTACKED:
        return True
    return bool(flags & SECOND) and not flags & ATTACKED_TWICE


def defender(s: State) -> int:
    """The player the turn player attacks: the next one in the turn order."""
    return next_player(s, s.tp)


def attack_actions(s: State) -> list[Action]:
    """`attack a t` for each target, or `attack a` (direct) when the defender has no monster."""
    p = s.tp
    pos, flags = s.pos, s.flags
    targets = monsters(s, defender(s))
    out = []
    for a in s.mzone[p]:
        if a < 0 or pos[a] != ATK or not can_attack(flags[a]):
            continue
        if targets:
            for t in targets:
                out.append(make_action(Action, ("attack", (a, t))))
        else:
            out.append(DIRECT[a])
    if s.mode is not None:
        s.mode.attack_actions(s, out)
    return out


def open_window(s: State, trigger: str, subject: int) -> None:
    """Offer a Trap timing: the non-turn players first, in turn order, then the turn player.

    Only players holding a Trap that can answer this timing are asked; one Trap per timing.
    """
    tp, alive = s.tp, s.alive
    # A player's Traps never answer that player's own card (`trap_windows`): its owner, usually
    # the turn player, is not asked.
    owner = s.owner[subject]
    players = []
    for q in s.order:
        if q != tp and q != owner and alive[q] and _answers(s, q, trigger, subject):
            players.append(q)
    if tp != owner and _answers(s, tp, trigger, subject):
        players.append(tp)
    if players:
        s.window = (trigger, subject, tuple(players))


def _answers(s: State, q: int, trigger: str, subject: int) -> bool:
    """Whether q holds a Set Trap that can be activated at this timing."""
    infos, pos = s.infos, s.pos
    for card in s.szone[q]:
        if card < 0 or pos[card] != SET:
            continue
        effect = infos[card].effect
        if (
            effect is not None
            and effect.trigger == trigger
            and trap_windows(s, q, card, trigger, subject)
        ):
            return True
    return False


def declare(s: State, attacker: int, target: int, player: int = -1) -> None:
    """Attack `target`, or with target -1 attack `player` (default: the defender) directly."""
    s.flags[attacker] |= ATTACKED_TWICE if s.flags[attacker] & ATTACKED else ATTACKED
    s.attack = (attacker, target, player if player >= 0 else defender(s))
    open_window(s, "opp_attack", attacker)
    if s.window is None:
        resolve(s)


def damage(s: State, player: int, amount: int) -> None:
    s.lp[player] -= amount
    check_lp(s)


def resolve(s: State) -> None:
    """Damage calculation for the pending attack, unless a Trap stopped it or a card left."""
    if s.attack is None:
        return
    a, t, d = s.attack
    s.attack = None
    if s.pos[a] != ATK:
        return
    if t < 0:
        if not monsters(s, d):
            damage(s, d, atk_of(s, a))
        return
    if s.pos[t] == OFF:
        return
    if s.pos[t] == FACEDOWN:
        s.pos[t] = DEF
    attack = atk_of(s, a)
    if s.pos[t] == ATK:
        target_atk = atk_of(s, t)
        if attack > target_atk:
            _destroyed_by(s, a, t)
            damage(s, s.owner[t], attack - target_atk)
        elif attack < target_atk:
            to_gy(s, a)
            damage(s, s.owner[a], target_atk - attack)
        elif attack > 0:
            to_gy(s, a)
            to_gy(s, t)
        return
    defence = def_of(s, t)
    if attack > defence:
        _destroyed_by(s, a, t)
        if s.flags[a] & PIERCE or pierces(s, a):
            damage(s, s.owner[t], attack - defence)
    elif attack < defence:
        damage(s, s.owner[a], defence - attack)


def _destroyed_by(s: State, attacker: int, target: int) -> None:
    """The target is destroyed by battle; an attacker promised a second attack for it gets one."""
    to_gy(s, target)
    if s.flags[attacker] & SECOND_ON_KILL:
        s.flags[attacker] |= SECOND
