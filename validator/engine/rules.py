"""The rules core: legal actions, applying one, turn flow, outcome and each player's view.

`step(state, action)` changes the state in place (the fast path the playtest runner uses);
`apply(state, action)` is the pure form that returns a new state. Nothing else changes a game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from validator.engine import battle, lasting, procedures, summons
from validator.engine.actions import (
    ACT,
    BATTLE,
    END,
    PASS,
    POS,
    SET_CARD,
    SUMMON_OR_SET,
    Action,
    grow_caches,
    make_action,
)
from validator.engine.cards import (
    HAND_FIELD,
    HAND_SPELL,
    HAND_TRAP,
    LOW_MONSTER,
    MONSTER,
    PROCEDURE_MONSTER,
    SPELL,
    TRIBUTE_MONSTER,
    CardInfo,
    CardTable,
)
from validator.engine.effects import (
    activate,
    decide,
    decisions,
    effect_choices,
    run_triggered,
    trap_choices,
)
from validator.engine.events import FLIP, Event, Window, raise_event
from validator.engine.field import (
    END_PHASE_BIT,
    check_lp,
    draw_cards,
    end_phase_actions,
    lose,
    next_player,
    return_control,
    set_cards,
    set_spell_trap,
)
from validator.engine.lasting import ACTIVATION_RULES, atk_of, controller, def_of
from validator.engine.lasting import HAND_RULES as _HAND_RULES
from validator.engine.modes import make_mode
from validator.engine.state import (
    ATK,
    CHANGED,
    DEF,
    DRAW,
    FACEDOWN,
    FACEUP,
    FLIPPED,
    MAIN,
    NO_EFFECT,
    OVER,
    PART,
    PHASE_NAMES,
    PLAYED,
    POSITION_NAMES,
    SET,
    USED,
    DeckList,
    Settings,
    State,
    empty_state,
)
from validator.engine.state import (
    BATTLE as BATTLE_PHASE,
)

_FEWER_TRIBUTES = lasting.BIT[lasting.FEWER_TRIBUTES]
_DRAW_UNTIL = lasting.BIT[lasting.DRAW_UNTIL]


class Outcome(NamedTuple):
    """How a finished game ended: the winner's seat (None for a draw) and why."""

    winner: int | None
    reason: str


def new_game(
    decks: Sequence[DeckList],
    seed: int,
    table: CardTable,
    settings: Settings | None = None,
    first: int = 0,
) -> State:
    """A game ready for the first player's Main Phase: decks shuffled, hands drawn, turn 1 drawn.

    `first` is the seat that plays first; the turn order goes round the seats from there.
    """
    settings = settings or Settings()
    s = empty_state(decks, table, seed, settings, first, settings.spell_deck)
    grow_caches(len(s.infos))
    s.mode = make_mode(s)
    for p in range(s.n):
        s.shuffle(s.deck[p])
    if s.mode is not None:
        s.mode.setup(s)
    for p in s.order:
        if s.alive[p] and not draw_cards(s, p, s.settings.opening_hand, "deal"):
            lose(s, p, "deck_out")
    if s.mode is not None:
        s.mode.dealt(s)
    if s.phase != OVER:
        _start_turn(s, first if s.alive[first] else next_player(s, first))
    return s


# ----------------------------------------------------------------------------- turn flow


def _start_turn(s: State, p: int) -> None:
    s.turn += 1
    s.tp = p
    s.phase = MAIN
    s.actions_this_turn = 0
    if s.turn > s.settings.max_turns:
        s.phase = OVER
        s.winner = None
        s.reason = "turn_limit"
        return
    if s.mode is not None and s.mode.before_draw(s, p):
        s.phase = DRAW  # the mode offers a choice before the draw (`draw` continues)
        return
    _draw_phase(s, p)


def _draw_phase(s: State, p: int) -> None:
    hand_size = len(s.hand[p])
    until = s.settings.draw_until
    if s.present & _DRAW_UNTIL:  # "... draws until they have N cards in hand"
        until = lasting.draw_until(s, p, until)
    if not draw_cards(s, p, until - hand_size if hand_size < until else 1):
        lose(s, p, "deck_out")
        if s.phase != OVER:  # with more players, the game goes on with the next one
            _end_turn(s)
        return
    if s.mode is not None:
        s.mode.drawn(s, p)


def _end_turn(s: State) -> None:
    if s.borrowed:
        return_control(s)  # monsters taken "until the End Phase" go back first
    if s.present & END_PHASE_BIT:
        end_phase_actions(s)  # cards an effect moves "during the End Phase"
    # This turn's flags end. Only monsters on the field carry them (a card gets them there and
    # loses them when it leaves), so only the Monster Zones are cleared.
    flags, attacks = s.flags, s.attacks
    for zone in s.mzone:
        for m in zone:
            if m >= 0:
                flags[m] = attacks[m] = 0
    s.activated = [()] * len(s.activated)
    s.history = [0] * len(s.history)
    if s.lasting:
        lasting.end_turn(s, s.mode.side if s.mode is not None else _own_side)
    following = s.mode.next_turn(s) if s.mode is not None else None
    if s.phase != OVER:
        _start_turn(s, next_player(s, s.tp) if following is None else following)


def _own_side(p: int) -> int:
    """In a duel or a party every player is a side of their own."""
    return p


# ------------------------------------------------------------------------- legal actions


def actor(s: State) -> int | None:
    """The seat whose choice the game waits for; None when it is over."""
    if s.phase == OVER:
        return None
    if s.resolving is not None:
        ctx = s.resolving
        return ctx.p if ctx.chooser < 0 else ctx.chooser
    if s.window is not None:
        return s.window.players[0]
    return s.tp


def legal_actions(s: State) -> list[Action]:
    """Every legal choice of the player to act, in a stable order."""
    phase = s.phase
    if phase == OVER:
        return []
    if s.resolving is not None:
        return decisions(s)
    if s.window is not None:
        return _window_actions(s)
    if phase == DRAW:
        return s.mode.draw_actions(s)  # type: ignore[union-attr]
    if s.actions_this_turn >= s.settings.max_actions_per_turn:
        return [END]
    if phase == MAIN:
        return _main_actions(s)
    out = battle.attack_actions(s)  # the Battle Phase
    out.append(END)
    return out


def _window_actions(s: State) -> list[Action]:
    event, players = s.window  # type: ignore[misc]
    p = players[0]
    out = [PASS]
    for card in set_cards(s, p):
        for args in trap_choices(s, p, card, event):
            out.append(make_action(Action, ("act", (card, *args))))
    return out


def _main_actions(s: State) -> list[Action]:
    """Main Phase choices. The hot path of every game: plain loops, no helper generators.

    Copies of one card in hand are the same choice, so each card id is offered once.
    """
    p = s.tp
    out: list[Action] = []
    append = out.append
    infos, pos = s.infos, s.pos
    flags, since, turn, maxc = s.flags, s.since, s.turn, s.maxc
    zone = s.mzone[p]
    # One walk of the Monster Zones: the monsters p controls (`field.monsters`), their
    # position changes and the monsters (or Maximum pieces) with an effect to activate.
    own = []
    changes = []
    ignitions = []
    for m in zone:
        if m < 0:
            continue
        where = pos[m]
        if infos[m].ignition and where != FACEDOWN and not flags[m] & USED:
            ignitions.append(m)
        if where == PART:
            continue
        own.append(m)
        if since[m] < turn and not flags[m] & CHANGED and maxc[m] != m:
            changes.append(POS[m])
    free_m = -1 in zone
    free_s = -1 in s.szone[p]
    field_zone = s.fzone[p]
    seen: set[CardInfo] = set()
    centres = False
    # The Spell "Fusion"'s choices: the same for every copy, worked out once (and none without
    # two monsters for materials).
    fusions = None if len(own) >= 2 else []
    for h in s.hand[p]:
        info = infos[h]
        if info in seen:
            continue
        seen.add(info)
        play_as = info.from_hand
        if play_as == LOW_MONSTER:
            if free_m:
                out += SUMMON_OR_SET[h]
            centres = centres or info.centre
        elif play_as == TRIBUTE_MONSTER:
            if own or s.present & summons.LENT_TRIBUTE:
                summons.add_tribute_actions(s, h, info, own, out)
            if s.present & _FEWER_TRIBUTES:  # "both players can Normal Summon ... without"
                procedures.add_fewer_tributes(s, p, h, own, free_m, out)
            centres = centres or info.centre
        elif play_as == HAND_SPELL:
            if free_s:
                fusions = _add_spell_actions(s, p, h, info, fusions, out)
                append(SET_CARD[h])
        elif play_as == HAND_TRAP:
            if free_s:
                append(SET_CARD[h])
        # The rarer ones last (an Extra Deck monster is not played from the hand).
        elif play_as == PROCEDURE_MONSTER:
            procedures.add_hand_actions(s, p, h, own, free_m, out)
            if s.present & _FEWER_TRIBUTES:
                procedures.add_fewer_tributes(s, p, h, own, free_m, out)
            centres = centres or info.centre
        elif play_as == HAND_FIELD:  # to the Field Zone, whatever the Spell & Trap Zones hold
            fusions = _add_spell_actions(s, p, h, info, fusions, out)
            append(SET_CARD[h])
    if s.present & _HAND_RULES:  # "you cannot Normal Summon/Set ... this turn"
        out[:] = lasting.allowed_from_hand(s, p, out)
    out += changes
    seen.clear()  # Set copies of one Spell are the same choice too
    for card in s.szone[p]:
        if card < 0 or pos[card] != SET:
            continue
        info = infos[card]
        if info.kind != SPELL or info in seen:
            continue
        seen.add(info)
        fusions = _add_spell_actions(s, p, card, info, fusions, out)
    if field_zone >= 0 and pos[field_zone] == SET:
        fusions = _add_spell_actions(s, p, field_zone, infos[field_zone], fusions, out)
    for m in ignitions:
        for args in effect_choices(s, p, m, infos[m].effect):
            append(make_action(Action, ("act", (m, *args))) if args else ACT[m])
    if centres:
        out.extend(summons.maximum_summons(s, p))
    if s.contacts and own:
        out.extend(procedures.contact_fusions(s, p))
    if s.mode is not None:
        s.mode.main_actions(s, p, out)
    if s.settings.first_player_battles or turn > 1:
        append(BATTLE)
    append(END)
    return out


def _add_spell_actions(
    s: State, p: int, card: int, info: CardInfo, fusions: list | None, out: list[Action]
) -> list | None:
    """Add `act card ...` for each way of activating a Spell in hand or Set. `fusions` is the
    Spell "Fusion"'s choices when already worked out (the same for every copy): they are
    returned, worked out if this card needed them."""
    effect = info.effect
    if effect is None:
        out.append(ACT[card])  # not encoded: it can still be played, to no effect
        return fusions
    if effect.plain and not s.present & ACTIVATION_RULES:
        # Nothing to choose and nothing that could forbid it but the Deck and LP it needs.
        if len(s.deck[p]) >= effect.deck_need and s.lp[p] >= effect.lp_need:
            out.append(ACT[card])
        return fusions
    if effect.kind == "fusion":
        if fusions is None:
            fusions = summons.fusion_choices(s, p)
        choices = fusions
    else:
        choices = effect_choices(s, p, card, effect)
    for args in choices:
        out.append(make_action(Action, ("act", (card, *args))) if args else ACT[card])
    return fusions


# ----------------------------------------------------------------------------- applying


def apply(s: State, action: Action) -> State:
    """The state after `action`, leaving `s` unchanged."""
    new = s.copy()
    step(new, action)
    return new


class IllegalAction(ValueError):
    """An action that is not among the legal actions of the state."""


def step(s: State, action: Action) -> None:
    """Play `action` in place. Raises IllegalAction for an action that is not legal."""
    if action not in legal_actions(s):
        raise IllegalAction(f"illegal action {action} (turn {s.turn}, {PHASE_NAMES[s.phase]})")
    play(s, action)


def play(s: State, action: Action) -> None:
    """Play an action known to be legal (the runner's path: it picks from `legal_actions`)."""
    s.actions_this_turn += 1
    events = s.events
    if events and s.event_cursor >= len(events):
        events.clear()  # every event of the earlier actions has been answered
        s.event_cursor = 0
    verb, args = action
    if s.resolving is not None:
        decide(s, action)
    elif s.mode is not None and s.mode.play(s, action):
        pass  # a mode's own action (a stand Spell, Speed World, baton touch, ...)
    elif s.phase == DRAW:
        s.phase = MAIN
        _draw_phase(s, s.tp)
    elif s.window is not None:
        _play_window(s, verb, args)
    elif verb == "end":  # the verbs in the order of how often a game plays them
        _end_turn(s)
    elif verb == "set" or verb == "summon":
        _summon_or_set(s, verb, args)
    elif verb == "battle":
        s.phase = BATTLE_PHASE
        lasting.end_main_phase(s)
    elif verb == "attack":
        battle.declare(s, args[0], args[1] if len(args) > 1 else -1)
    elif verb == "pos":
        _change_position(s, args[0])
    elif verb == "act":
        _mark_played(s, args[0])
        _activate_card(s, s.tp, args)
    elif verb == "max":
        summons.maximum_summon(s, s.tp, args[0])
    elif verb == "special":
        _mark_played(s, args[0])
        procedures.special_from_hand(s, s.tp, args[0], args[1], args[2:])
    elif verb == "contact":
        _mark_played(s, args[0])
        procedures.contact_fusion(s, s.tp, args[0], args[1], args[2:])
    if s.attack is not None or (events and s.event_cursor < len(events)):
        settle(s)
    lp = s.lp  # anyone at 0 LP loses
    if s.mode is None and s.n == 2:  # a duel (the seats read directly: `min` is a slower call)
        if lp[0] <= 0 or lp[1] <= 0:
            check_lp(s)
        return
    if min(lp) <= 0:
        check_lp(s)
    # The turn player lost but the game goes on (more than two players: a loss in a duel
    # ends it), or a mode ends the turn (a relay loss runs to the End Phase): the turn ends.
    if _turn_must_end(s):
        s.window = s.attack = s.resolving = None
        s.events.clear()
        s.event_cursor = 0
        _end_turn(s)


def _turn_must_end(s: State) -> bool:
    return s.phase != OVER and (
        not s.alive[s.tp] or (s.mode is not None and s.mode.turn_must_end(s))
    )


def settle(s: State) -> None:
    """Answer what the actions so far raised: triggered effects apply and a Trap timing opens
    for each event in turn (one Trap per timing, the non-turn players first); once every event
    is answered, a declared attack goes to damage calculation (which raises more)."""
    events = s.events
    while s.phase != OVER and s.resolving is None and s.window is None:
        cursor = s.event_cursor
        if cursor < len(events):
            event = events[cursor]
            s.event_cursor = cursor + 1
            kind = event.kind
            if kind in s.triggers:
                run_triggered(s, event)
            traps = s.armed.get(kind)
            if traps:
                _open_window(s, event, traps)
        elif s.attack is not None:
            battle.resolve(s)
        else:
            return


def _open_window(s: State, event: Event, traps: tuple[int, ...]) -> None:
    """A Trap timing for the event, offered to the players holding a Trap that answers it
    (`traps`: the Traps Set for its kind, `State.armed`): the non-turn players in turn order,
    then the turn player."""
    pos, owner = s.pos, s.owner
    answering = set()
    for card in traps:
        if pos[card] == SET and owner[card] not in answering:  # (one may have resolved)
            p = owner[card]
            if trap_choices(s, p, card, event):
                answering.add(p)
    if not answering:
        return
    s.window = Window(event, _answering_order(s, answering))


def _answering_order(s: State, answering: set[int]) -> tuple[int, ...]:
    """The players answering a Trap timing in the order they are asked: the non-turn players
    in turn order, then the turn player."""
    tp = s.tp
    players = [q for q in s.order if q != tp and q in answering]
    if tp in answering:
        players.append(tp)
    return tuple(players)


def _mark_played(s: State, card: int) -> None:
    s.marks[card] |= PLAYED if s.infos[card].implemented else PLAYED | NO_EFFECT


def _activate_card(s: State, p: int, args: tuple[int, ...]) -> None:
    """Activate a Spell from the hand or the field, or a monster's effect."""
    card = args[0]
    info = s.infos[card]
    if info.kind != MONSTER and s.pos[card] != SET and s.pos[card] != FACEUP:
        s.hand[p].remove(card)
        set_spell_trap(s, p, card)  # (it resolves face-up from there)
    activate(s, p, card, args[1:])


def _summon_or_set(s: State, verb: str, args: tuple[int, ...]) -> None:
    p = s.tp
    card = args[0]
    info = s.infos[card]
    _mark_played(s, card)
    if info.kind != MONSTER:
        s.hand[p].remove(card)
        set_spell_trap(s, p, card)  # a Set Field Spell stands in the Field Zone
        return
    summons.tribute_summon(s, p, card, args[1:], ATK if verb == "summon" else FACEDOWN)


def _change_position(s: State, m: int) -> None:
    s.flags[m] |= CHANGED
    if s.pos[m] == FACEDOWN:
        s.flags[m] |= FLIPPED
        s.pos[m] = ATK
        raise_event(s, FLIP, m, s.owner[m], "position", s.owner[m])
        return
    s.pos[m] = DEF if s.pos[m] == ATK else ATK


def _play_window(s: State, verb: str, args: tuple[int, ...]) -> None:
    event, players = s.window  # type: ignore[misc]
    if verb == "pass":
        rest = players[1:]
        s.window = Window(event, rest) if rest else None
    else:
        s.window = None
        _mark_played(s, args[0])
        activate(s, players[0], args[0], args[1:], event.card, event.target)


# ----------------------------------------------------------------------------- results


def outcome(s: State) -> Outcome | None:
    """None while the game runs; then the winner's seat (None: a draw) and the reason."""
    if s.phase != OVER:
        return None
    return Outcome(s.winner, s.reason)


def view(s: State, player: int) -> dict[str, Any]:
    """What `player` may see: own hand, every face-up card, counts of hidden cards."""

    def card(c: int, visible: bool) -> dict[str, Any] | None:
        if c < 0:
            return None
        shown = visible or s.pos[c] in (ATK, DEF, FACEUP) or controller(s, c) == player
        out: dict[str, Any] = {"instance": c, "position": POSITION_NAMES[s.pos[c]]}
        if shown:
            info = s.infos[c]
            out.update(card=info.id, name=info.name)
            if info.kind == MONSTER and s.pos[c] in (ATK, DEF):
                out.update(atk=atk_of(s, c), def_=def_of(s, c))
        return out

    players = []
    for p in range(s.n):
        players.append(
            {
                "seat": p,
                "lp": s.lp[p],
                "alive": s.alive[p],
                "deck": len(s.deck[p]),
                "extra": len(s.extra[p]),
                "hand": [s.infos[c].id for c in s.hand[p]] if p == player else len(s.hand[p]),
                "graveyard": [s.infos[c].id for c in s.gy[p]],
                "monsters": [card(c, False) for c in s.mzone[p]],
                "spells_traps": [card(c, False) for c in s.szone[p]],
                "field": card(s.fzone[p], True),
            }
        )
    acting = actor(s)
    out = {
        "turn": s.turn,
        "turn_player": s.tp,
        "phase": PHASE_NAMES[s.phase],
        "to_act": acting,
        "players": players,
        "legal_actions": [str(a) for a in legal_actions(s)] if acting == player else [],
    }
    if s.mode is not None:
        s.mode.view(s, player, out)
    return out
