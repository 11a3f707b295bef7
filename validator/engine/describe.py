"""Actions and games told in words, for replays a player can read."""

from __future__ import annotations

from validator.cards.db import load_cards
from validator.engine.actions import Action
from validator.engine.cards import MONSTER, SPELL, TRAP
from validator.engine.state import ATK, DEF, FACEDOWN, State


def _name(s: State, c: int) -> str:
    return s.infos[c].name


_KIND_WORDS = {MONSTER: "Monster", SPELL: "Spell", TRAP: "Trap"}
"""The card types a player declares, in the words of the card text."""

_POSITION_NAMES = {
    ATK: "face-up Attack Position",
    DEF: "face-up Defense Position",
    FACEDOWN: "face-down Defense Position",
}


def _of_two(s: State) -> bool:
    """Whether the position decision waiting is one of two positions the effect names (a
    change of position, a summon in face-up Attack or face-down Defense Position), not face-up
    Attack or Defense Position for a summon."""
    ctx = s.resolving
    return ctx is not None and ctx.program[ctx.pc][1] is not None


def describe(s: State, action: Action) -> str:
    """What the player to act does with `action`, in the state before it is played."""
    verb, args = action
    if verb == "end":
        return "ends the turn"
    if verb == "battle":
        return "enters the Battle Phase"
    if verb == "pass":
        return "does not activate a Trap"
    if verb == "direct":
        return f"attacks player {args[1] + 1} directly with {_name(s, args[0])}"
    if verb == "draw":
        return "draws"
    if verb == "baton":
        return "hands over to the next teammate (baton touch)"
    if verb == "pick":
        return "chooses " + (", ".join(_name(s, c) for c in args) or "nothing")
    if verb == "declare":
        ctx = s.resolving
        if ctx is not None and getattr(ctx.program[ctx.pc][1], "card_type", False):
            return f"declares {_KIND_WORDS[args[0]]}"
        card = load_cards().get(args[0])
        return f'declares "{card.name}"' if card is not None else f"declares card {args[0]}"
    if verb == "decline":
        return "does not apply the optional part"
    if verb == "accept":
        return "applies the optional part"
    if verb == "position":
        if _of_two(s):
            return "chooses " + _POSITION_NAMES[args[0]]
        return "summons it in " + ("Attack" if args[0] == ATK else "Defense") + " Position"
    if verb == "speed":
        text = f"removes {args[0]} Speed Counters for Speed World's effect"
        if len(args) > 1:
            text += ", destroying " + ", ".join(_name(s, c) for c in args[1:])
        return text
    if verb == "pos":
        return f"changes the battle position of {_name(s, args[0])}"
    if verb == "max":
        return f"Maximum Summons {_name(s, args[0])}"
    if verb == "special":
        where = "Attack" if args[1] == ATK else "Defense"
        text = f"Special Summons {_name(s, args[0])} from the hand in {where} Position"
        if len(args) > 2:
            text += " by moving " + " and ".join(_name(s, c) for c in args[2:])
        return text
    if verb == "contact":
        where = "Attack" if args[1] == ATK else "Defense"
        materials = " and ".join(_name(s, m) for m in args[2:])
        how = "Union Fusions" if s.infos[args[0]].contact == "union" else "Contact Fusions"
        return f"{how} {_name(s, args[0])} in {where} Position using {materials}"
    if verb in ("summon", "set"):
        card = args[0]
        if s.infos[card].kind != MONSTER:
            return f"sets {_name(s, card)}"
        how = "Normal Summons" if verb == "summon" else "sets"
        text = f"{how} {_name(s, card)}"
        if len(args) > 1:
            text = ("Tribute Summons " if verb == "summon" else "Tribute Sets ") + _name(s, card)
            text += " by Tributing " + " and ".join(_name(s, t) for t in args[1:])
        return text
    if verb == "attack":
        attacker = _name(s, args[0])
        return (
            f"attacks {_name(s, args[1])} with {attacker}"
            if len(args) > 1
            else (f"attacks directly with {attacker}")
        )
    card = args[0]
    text = f"activates {_name(s, card)}"
    effect = s.infos[card].effect
    if effect is not None and effect.kind in ("fusion", "ritual") and len(args) > 2:
        materials = " and ".join(_name(s, m) for m in args[2:])
        return f"{text}: summons {_name(s, args[1])} using {materials}"
    picked = args[1:]
    if effect is not None and len(effect.options) > 1 and picked:
        text += f" (effect {picked[0] + 1})"
        picked = picked[1:]
    elif effect is not None and effect.alts and picked:
        text += f" (requirement {picked[0] + 1})"
        picked = picked[1:]
    picked = tuple(c for c in picked if 0 <= c < len(s.infos))
    if picked:
        text += " choosing " + ", ".join(_name(s, c) for c in picked)
    return text
