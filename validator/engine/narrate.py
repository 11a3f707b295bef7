"""Events and boards told in words, for people reading a position (`rushdeck engine play`).

Everything is shown, hands and face-down cards included: a position is the whole game, not
one player's view of it (`rules.view` is that). Seats are told as "player 1", "player 2", ...
"""

from __future__ import annotations

from validator.engine.cards import MONSTER
from validator.engine.events import (
    ACTIVATE,
    ATTACK,
    DAMAGE,
    DESTROYED,
    DRAW,
    FLIP,
    LEFT_FIELD,
    SENT_TO_GY,
    SET_MONSTER,
    SUMMON,
    TO_DECK,
    TO_HAND,
    Event,
)
from validator.engine.lasting import atk_of, def_of
from validator.engine.rules import actor
from validator.engine.state import ATK, DEF, PHASE_NAMES, POSITION_NAMES, State

SUMMON_WORDS = {
    "normal": "Normal Summoned",
    "tribute": "Tribute Summoned",
    "special": "Special Summoned",
    "fusion": "Fusion Summoned",
    "ritual": "Ritual Summoned",
    "maximum": "Maximum Summoned",
}


def player(p: int) -> str:
    return f"player {p + 1}"


def shown_lp(lp: int) -> int:
    """LP as the game shows them: never below 0.

    The state keeps what the arithmetic gave (2400 damage on 100 LP leaves -2300) and a player
    at 0 or less has lost; a person reading the game sees 0, as on a duel disk.
    """
    return max(lp, 0)


def _card(s: State, c: int) -> str:
    return f"{s.infos[c].name} ({c})" if 0 <= c < len(s.infos) else "?"


def _by(event: Event) -> str:
    return f" by {player(event.by)}" if event.by >= 0 else ""


def event_line(s: State, event: Event) -> str:
    """One event as a sentence (card names with their instance numbers)."""
    kind, how = event.kind, event.how
    card = _card(s, event.card)
    if kind == SUMMON:
        return f"{card} is {SUMMON_WORDS.get(how, how + ' Summoned')}{_by(event)}"
    if kind == SET_MONSTER:
        return f"{card} is Set face-down ({how}){_by(event)}"
    if kind == FLIP:
        return f"{card} is flipped face-up ({how})"
    if kind == DESTROYED:
        return f"{card} is destroyed by {'battle' if how == 'battle' else 'an effect'}"
    if kind == SENT_TO_GY:
        return f"{card} is sent to the GY ({how})"
    if kind == LEFT_FIELD:
        return f"{card} leaves the field (to the {how})"
    if kind == TO_HAND:
        return f"{card} is added to {player(event.player)}'s hand (from the {how})"
    if kind == TO_DECK:
        return f"{card} returns to {player(event.player)}'s Deck (from the {how})"
    if kind == ACTIVATE:
        return f"{player(event.player)} activates {card}"
    if kind == ATTACK:
        if event.target >= 0:
            return f"{card} attacks {_card(s, event.target)}"
        return f"{card} attacks directly"
    if kind == DAMAGE:
        return f"{player(event.player)} loses {event.amount} LP ({how})"
    if kind == DRAW:
        return f"{player(event.player)} draws {card}"
    return f"{kind} {card} ({how})"


def _slot(s: State, c: int) -> str:
    if c < 0:
        return "-"
    text = f"{_card(s, c)} {POSITION_NAMES[s.pos[c]]}"
    if s.infos[c].kind == MONSTER and s.pos[c] in (ATK, DEF):
        text += f" {atk_of(s, c)}/{def_of(s, c)}"
    return text


def board_lines(s: State) -> list[str]:
    """The turn, who acts, and each seat's LP, piles and zones."""
    acting = actor(s)
    if acting is None:
        winner = "a draw" if s.winner is None else f"{player(s.winner)} wins"
        head = f"Game over after turn {s.turn}: {winner} ({s.reason})"
    else:
        head = (
            f"Turn {s.turn}, {player(s.tp)}'s {PHASE_NAMES[s.phase]} phase; {player(acting)} to act"
        )
    lines = [head]
    for p in range(s.n):
        state = "" if s.alive[p] else ", out"
        lines.append(
            f"{player(p).capitalize()}: LP {shown_lp(s.lp[p])}, deck {len(s.deck[p])}, "
            f"extra {len(s.extra[p])}, GY {len(s.gy[p])}{state}"
        )
        lines.append("  hand: " + (", ".join(_card(s, c) for c in s.hand[p]) or "-"))
        lines.append("  monsters: " + " | ".join(_slot(s, c) for c in s.mzone[p]))
        lines.append("  spells/traps: " + " | ".join(_slot(s, c) for c in s.szone[p]))
        if s.fzone[p] >= 0:
            lines.append("  field: " + _slot(s, s.fzone[p]))
    return lines
