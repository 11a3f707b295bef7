"""Lasting effects: changes and rules with a source, a target and an expiry, and every read of
a card's current facts that must consult them.

Two kinds of change are in force at any time:

- **Lasting effects** (`Modifier`, kept in `State.lasting`): made when an effect resolves
  ("this card gains 300 ATK until the end of this turn", "you can only attack with Fiend Type
  monsters this turn"). A modifier targets one card (`target` >= 0) or binds a player
  (`target` == -1, a rule over what that player may do). It lasts `until` the end of this turn,
  the end of the opponent's next turn, the end of the battle of the attack declared ("by that
  battle"), or permanently, and `while` its source stays face-up,
  in Maximum Mode or equipped, if it says so. A card that leaves the field (or is turned
  face-down) is a new card: the lasting effects on it end.
- **Static effects** (`Static`, part of a card's effect): in force while their card is where
  they say (face-up on the field, equipped, in the Field Zone; "while in the hand or GY" for
  name changes) and their condition holds: Field Spells, Equip Spells, continuous monster
  effects. They are worked out on each read from the instances on the field that carry one
  (`State.statics_on`, kept by `field.place_*` and `field.leave_field`).

Every read of ATK, DEF, Level, name, Type and Attribute (`atk_of`, `def_of`, `facts`) and every
check of an attack, an activation or a summon (`attack_allowed`, `activation_allowed`,
`special_summon_allowed`, ...) goes through this module. With nothing lasting and no static
effect in a game, each read is the printed value at the cost of two empty-list tests.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, NamedTuple

from validator.engine.cards import CardInfo
from validator.engine.state import ATK, BATTLE, DEF, FACEDOWN, FACEUP, OFF, PART, SET, State

ON_FIELD = frozenset({ATK, DEF, FACEUP, PART})  # face-up on the field (a static works there)
FACE_UP_MONSTER = frozenset({ATK, DEF})

# --------------------------------------------------------------------------- the rules

# Changes of a card's facts (value: an amount to add, or the new fact).
ATK_CHANGE, DEF_CHANGE, LEVEL_CHANGE = "atk", "def", "level"
NAME, RACE, ATTRIBUTE = "name", "race", "attribute"
ORIGINAL_ATK = "original_atk"  # the original ATK becomes `value` (the latest change counts)
# Not a change an effect makes: the bit of a Union monster's static effects (`registry.py`),
# in force while one is on the field; a Monster Card of it standing in a Spell & Trap Zone
# is an Equip Spell Card there (`CardInfo.as_equip`, read by `facts`).
EQUIP_CARD = "equip_card"
FACT_RULES = frozenset({LEVEL_CHANGE, NAME, RACE, ATTRIBUTE, ORIGINAL_ATK, EQUIP_CARD})

# What a monster can do, or cannot have done to it (value: 1, or a count for extra attacks).
PIERCE = "pierce"  # inflicts piercing battle damage
EXTRA_ATTACK = "extra_attack"  # may attack `value` more times this Battle Phase
EXTRA_ATTACK_ON_KILL = "extra_attack_on_kill"  # one more attack once it destroys by battle
EXTRA_ATTACK_ON_MONSTERS = "extra_attack_on_monsters"  # `value` more attacks, on monsters only
# one more attack, on a monster, once it destroys a monster by battle
EXTRA_ATTACK_ON_KILL_ON_MONSTERS = "extra_attack_on_kill_on_monsters"
DIRECT_ATTACK = "direct_attack"  # may attack directly although the opponent has monsters
ATTACK_ALL = "attack_all"  # may attack each of the opponent's monsters once
ATTACKED_BY = "attacked_by"  # attacked this turn by `source`, a monster with `ATTACK_ALL` (which
# may not attack it again; a card back on the field is a new card, free to be attacked)
ANY_PLAYER = "any_player"  # (party) may attack any opponent, not only the next player
DOUBLE_TRIBUTE = "double_tribute"  # counts as 2 Tributes for a monster matching `filter`
CANNOT_ATTACK = "cannot_attack"
CANNOT_ATTACK_DIRECTLY = "cannot_attack_directly"
INDESTRUCTIBLE = "indestructible"  # value: "battle", "effect", "opp_effect" or "opp_trap"
INDESTRUCTIBLE_ONCE = "indestructible_once"  # the same by an effect, used up once it spares it
CANNOT_ACTIVATE = "cannot_activate"  # its effects cannot be activated (value OPPONENTS_ONLY,
# lasting: by the opponents of the player whose effect made it only)
OPPONENTS_ONLY = "opp"
SAFE_BATTLE = "safe_battle"  # its controller takes no battle damage from its battles (value
# "both": neither player does, a direct attack of it included)
UNRETURNABLE = "unreturnable"  # not returned to the hand/Deck/Extra Deck by card effects
# (value: "effect", any card's, or "monster", monster effects')
UNATTACKABLE = "unattackable"  # the opponent cannot attack it
LENT_TRIBUTE = "lent_tribute"  # an opponent's monster the effect's player may Tribute for the
# Tribute Summon in Attack Position of a monster matching `filter`, instead of 1 of their own
UNTRIBUTABLE = "untributable"  # not Tributed for a Tribute Summon, nor a Tribute Set (value
# "attack": not for a Tribute Summon in Attack Position only; a Tribute Set may take it)
NO_FUSION_MATERIAL = "no_fusion_material"  # not used as material for a Fusion Summon (value
# "opp": by the opponent of the controller of the static effect only). With `against` (the
# Fusion Monsters it names), a fact of this card wherever it is, kept on the card's record
# (`CardInfo.no_material_for`), not among the rules in force.
TRIBUTE_BARS = ("own", "opp")  # a lasting UNTRIBUTABLE's value: the player it binds, seen
# from the player whose effect made it (`_binds`)
NO_RITUAL_MATERIAL = "no_ritual_material"  # lasting: not used as material for a Ritual
# Summon by the player it binds (value: `TRIBUTE_BARS`, as UNTRIBUTABLE's)
MATERIAL_NAME = "material_name"  # used as material for a Fusion Summon, its name is `value`
# (a card id) instead of its current name
END_PHASE = "end_phase"  # in this turn's End Phase, `value` (`END_PHASE_ACTIONS`) is done to
# it by the effect of `source` of `player` ("but place it on the bottom of the owner's Deck
# during the End Phase"); like every lasting effect on a card, it ends if the card leaves
END_PHASE_ACTIONS = ("deck_bottom", "shuffle", "gy", "destroy")
FIXED_CONTROL = "fixed_control"  # its control is not switched by card effects
NO_DEFENSE_CHANGE = "no_defense_change"  # in Attack Position, not changed to (face-up or
# face-down) Defense Position by the opponent's card effects

# Rules over a player (target -1): what that player may do.
ONLY_ATTACK_WITH = "only_attack_with"  # only monsters matching `filter` may attack
IN_MAXIMUM = "maximum"  # an ONLY_ATTACK_WITH's value: only monsters in Maximum Mode may attack
NO_ATTACK_WITH = "no_attack_with"  # monsters matching `filter` cannot attack
NO_DIRECT_ATTACK = "no_direct_attack"  # no direct attacks (by monsters matching `filter`)
# no attack declared on the monsters matching `filter` (value "attack": in Attack Position)
NO_ATTACK_ON = "no_attack_on"
ONLY_ATTACKER = "only_attacker"  # only monster `value` may attack (FIRST_ATTACKER, NO_ATTACKER)
# only monster `value` may attack directly (FIRST_ATTACKER: the first to attack directly)
ONLY_DIRECT_ATTACKER = "only_direct_attacker"
NO_ACTIVATION = "no_activation"  # cannot activate cards/effects matching `filter` (value: kind)
NO_BATTLE_ACTIVATION = "no_battle_activation"  # the same, during the Battle Phase only
ONLY_SPECIAL_SUMMON = "only_special_summon"  # may Special Summon only monsters matching filter
NO_SPECIAL_SUMMON = "no_special_summon"  # cannot Special Summon monsters matching `filter`
NO_TRIBUTE_SUMMON = "no_tribute_summon"  # cannot Tribute Summon monsters matching `filter`
ATTACK_ONLY = "attack"  # a NO_TRIBUTE_SUMMON or NO_ATTACK_ON value: in Attack Position only
NO_NORMAL_SUMMON = "no_normal_summon"  # cannot Normal (or Tribute) Summon monsters matching it
NO_FACEDOWN_TRIBUTE = "no_facedown_tribute"  # cannot Tribute face-down monsters for a Tribute
# Summon (nor a Tribute Set)
ONLY_ATTACK_EXTREME = "only_attack_extreme"  # attacking a face-up monster of the owner of
# `source`, only one with the highest `value` stat of theirs ("-level": the lowest Level)
NO_SET = "no_set"  # cannot Set cards matching `filter` from the hand (monsters, Spells, Traps)
ACTIVATION_LIMIT = "activation_limit"  # at most `value` more activations of matching cards
ATTACK_LIMIT = "attack_limit"  # at most `value` more attacks declared (by any monster)
NO_TRAPS_ON_ATTACK = "no_traps_on_attack"  # the opponent activates no Trap on these attacks
# the opponent activates no Trap at the timing of its summon (a static of a side: of the
# summons of its monsters matching `filter`, face-up)
NO_TRAPS_ON_SUMMON = "no_traps_on_summon"
NO_BATTLE_DAMAGE = "no_battle_damage"  # the player takes no battle damage
NO_EFFECT_DAMAGE = "no_effect_damage"  # the player takes no damage from effects
NO_OPP_EFFECT_DAMAGE = "no_opp_effect_damage"  # the player takes no damage from opponents' effects
# the player takes no battle damage from the attacks of opponents' monsters matching `filter`
NO_ATTACK_DAMAGE = "no_attack_damage"
# the player's normal draw fills the hand to `value`[1] cards instead of `value`[0] (the draw
# until the rules say: "if you would draw until you have 5 cards ..., instead draw until ...")
DRAW_UNTIL = "draw_until"
# the player may Normal Summon monsters matching `filter` (Level 5 or higher, by their printed
# facts in the hand) with `value` fewer Tributes than their Level asks, in Attack Position
FEWER_TRIBUTES = "fewer_tributes"
# the damage the player inflicts on an opponent by the effect of a card matching `filter` (by
# its printed facts) becomes `value` ("Any damage you inflict by the effect of "A" becomes 700")
DAMAGE_BECOMES = "damage_becomes"

# A summoning condition: how a card may be Special Summoned at all, wherever it is (value:
# "normal", never Special Summoned; "fusion", only by a Fusion Summon; "effect", only by the
# effect of a card matching `filter`, `CardInfo.summon_by`). Kept on the card's record
# (`CardInfo.summon_only`), not among the rules in force.
SUMMON_ONLY = "summon_only"
SUMMON_ONLY_VALUES = ("normal", "fusion", "effect")
# A material fact: for the Fusion Summon of the monster its `filter` names, this card can be
# treated as 2 materials, the two names of its `value` (wherever it is used as material). Kept
# on the card's record (`CardInfo.double_material`), not among the rules in force.
DOUBLE_MATERIAL = "double_material"

# Summoning procedures: other ways the rules let this card be summoned, each a legal action of
# its own (`procedures.py`). Kept on the card's record (`CardInfo.procedures`,
# `CardInfo.contact`), not among the rules in force.
CONTACT_FUSION = "contact_fusion"  # Fusion Summoned by shuffling its materials into the Deck
# (value "union": a Union Fusion, placing them on the bottom of the Deck in the order chosen)
HAND_SPECIAL = "hand_special"  # Special Summoned from the hand face-up (value "defense": in
# face-up Defense Position only) while the modifier's condition holds, paying its `cost` if any
NO_TRIBUTE = "no_tribute"  # Normal Summoned without Tributing while its condition holds
ONE_TRIBUTE = "one_tribute"  # Tribute Summoned in Attack Position by Tributing 1 monster
# matching the modifier's `filter` (value "faceup": a face-up one), while its condition holds
MANY_TRIBUTES = "many_tributes"  # Tribute Summoned in Attack Position by Tributing `value`
# monsters (more than its Level asks) matching the modifier's `filter`, while its condition holds
# Normal Summoned by its procedure with fewer Tributes (the card's `NO_TRIBUTE` or
# `ONE_TRIBUTE`), its original ATK becomes `value` while it stays face-up on the field.
PROCEDURE_ATK = "procedure_atk"
PROCEDURES = frozenset(
    {CONTACT_FUSION, HAND_SPECIAL, NO_TRIBUTE, ONE_TRIBUTE, MANY_TRIBUTES, PROCEDURE_ATK}
)
# A fact the card has in the hand or GY (like a name there, `CardInfo.zone_facts`).
LEGEND = "legend"  # treated as a Legend Card
# ATK a monster gains by what its summon used: the monsters Tributed for its Tribute Summon
# (Attack Position), or the materials of its Fusion Summon (a Fusion Monster). Worked out as
# it is summoned, from those monsters matching the modifier's `filter` as they stood then, and
# kept as a lasting change of it (ending when it leaves the field or is turned face-down).
# Its value (`SummonAtk`): `per` times their total original ATK or original Level (`of`), or
# `per` once when there are `min` of them at least. Kept on the card's record
# (`CardInfo.summon_gains`), not among the rules in force.
SUMMON_ATK = "summon_atk"
SUMMON_ATK_OF = ("atk", "level")
# A rule a monster has by what its summon used (`SummonGrant`): when at least `min` of those
# monsters match the modifier's `filter`, a lasting change of it, as `SUMMON_ATK` ("This card
# that was Fusion Summoned using 3 or more monsters as material cannot be destroyed by card
# effects"): `INDESTRUCTIBLE` (its value) or `EXTRA_ATTACK` (its value, the attacks more).
SUMMON_GRANT = "summon_grant"
SUMMON_GRANTS = (INDESTRUCTIBLE, EXTRA_ATTACK)


class SummonAtk(NamedTuple):
    """A compiled `SUMMON_ATK`: `per` times the total `of` ("atk", "level") of the monsters
    used matching `filter`, or with `min`, `per` when at least that many of them match."""

    per: int
    of: str = ""
    min: int = 0
    filter: Any = None


class SummonGrant(NamedTuple):
    """A compiled `SUMMON_GRANT`: the lasting change (`rule`, `value`) of the monster when at
    least `min` of the monsters its summon used match `filter`."""

    rule: str
    value: Any
    min: int
    filter: Any = None


CARD_RULES = frozenset(
    {
        ATK_CHANGE,
        DEF_CHANGE,
        LEVEL_CHANGE,
        NAME,
        RACE,
        ATTRIBUTE,
        ORIGINAL_ATK,
        EQUIP_CARD,
        PIERCE,
        EXTRA_ATTACK,
        EXTRA_ATTACK_ON_KILL,
        EXTRA_ATTACK_ON_MONSTERS,
        EXTRA_ATTACK_ON_KILL_ON_MONSTERS,
        DIRECT_ATTACK,
        ATTACK_ALL,
        ATTACKED_BY,
        ANY_PLAYER,
        DOUBLE_TRIBUTE,
        CANNOT_ATTACK,
        CANNOT_ATTACK_DIRECTLY,
        INDESTRUCTIBLE,
        CANNOT_ACTIVATE,
        NO_TRAPS_ON_ATTACK,
        SAFE_BATTLE,
        UNRETURNABLE,
        UNTRIBUTABLE,
        NO_FUSION_MATERIAL,
        NO_RITUAL_MATERIAL,
        MATERIAL_NAME,
        END_PHASE,
        NO_DEFENSE_CHANGE,
        NO_TRAPS_ON_SUMMON,
        UNATTACKABLE,
        LENT_TRIBUTE,
        INDESTRUCTIBLE_ONCE,
        FIXED_CONTROL,
    }
)
PLAYER_RULES = frozenset(
    {
        ONLY_ATTACK_WITH,
        NO_ATTACK_WITH,
        NO_DIRECT_ATTACK,
        NO_ATTACK_ON,
        ONLY_ATTACKER,
        ONLY_DIRECT_ATTACKER,
        NO_ACTIVATION,
        NO_BATTLE_ACTIVATION,
        ONLY_SPECIAL_SUMMON,
        NO_SPECIAL_SUMMON,
        NO_TRIBUTE_SUMMON,
        NO_NORMAL_SUMMON,
        NO_FACEDOWN_TRIBUTE,
        ONLY_ATTACK_EXTREME,
        NO_SET,
        ACTIVATION_LIMIT,
        ATTACK_LIMIT,
        NO_TRAPS_ON_ATTACK,
        NO_BATTLE_DAMAGE,
        NO_EFFECT_DAMAGE,
        NO_OPP_EFFECT_DAMAGE,
        NO_ATTACK_DAMAGE,
        DRAW_UNTIL,
        FEWER_TRIBUTES,
        DAMAGE_BECOMES,
    }
)
RULES = CARD_RULES | PLAYER_RULES

BIT = {rule: 1 << i for i, rule in enumerate(sorted(RULES))}
"""Each rule's bit in `State.present`, the rules in force as one number: whether any of a
few rules is in force is one `&` (every read of ATK and every activation check asks)."""


def bits(rules: Iterable[str]) -> int:
    """These rules' bits together."""
    out = 0
    for rule in rules:
        out |= BIT[rule]
    return out


# The rules each check reads: when none of them is in force, the check passes at once.
ATTACK_RULES = bits({CANNOT_ATTACK, ONLY_ATTACK_WITH, NO_ATTACK_WITH, ONLY_ATTACKER, ATTACK_LIMIT})
ONLY_ATTACKERS = bits({ONLY_ATTACKER, ONLY_DIRECT_ATTACKER})
ONLY_DIRECT_ATTACKERS = BIT[ONLY_DIRECT_ATTACKER]
COUNTED_ATTACKS = bits({ONLY_ATTACKER, ATTACK_LIMIT})  # the rules an attack declared changes
FIRST_ATTACKER, NO_ATTACKER = -1, -2
"""The values of an `ONLY_ATTACKER` rule not yet bound to a monster (the first monster of the
player to declare an attack becomes it) or bound to one that left the field (none may)."""
DIRECT_RULES = bits({CANNOT_ATTACK_DIRECTLY, NO_DIRECT_ATTACK, ONLY_DIRECT_ATTACKER})
ACTIVATION_RULES = bits({NO_ACTIVATION, NO_BATTLE_ACTIVATION, ACTIVATION_LIMIT, CANNOT_ACTIVATE})
SPECIAL_RULES = bits({ONLY_SPECIAL_SUMMON, NO_SPECIAL_SUMMON})
DAMAGE_RULES = bits({NO_BATTLE_DAMAGE, NO_EFFECT_DAMAGE, NO_OPP_EFFECT_DAMAGE})
HAND_RULES = bits({NO_NORMAL_SUMMON, NO_SET, UNTRIBUTABLE, NO_FACEDOWN_TRIBUTE})
FACT_CHANGES = bits(FACT_RULES)
ORIGINAL_ATKS = BIT[ORIGINAL_ATK]
ATK_CHANGES, DEF_CHANGES = BIT[ATK_CHANGE] | ORIGINAL_ATKS, BIT[DEF_CHANGE]

# How long a lasting effect lasts, and while what.
END_OF_TURN = "end_of_turn"
END_OF_OPP_NEXT_TURN = "end_of_opp_next_turn"
PERMANENT = "permanent"
END_OF_BATTLE = "end_of_battle"  # the battle of the attack declared: "by that battle"
# a change of a card: the end of the next turn of the player whose effect made it (made in the
# opponent's turn, the turn after; in their own, the one after the opponent's)
END_OF_OWN_NEXT_TURN = "end_of_own_next_turn"
END_OF_MAIN_PHASE = "end_of_main_phase"  # "during this Main Phase only": until it ends
UNTIL = (
    END_OF_TURN,
    END_OF_OPP_NEXT_TURN,
    PERMANENT,
    END_OF_BATTLE,
    END_OF_OWN_NEXT_TURN,
    END_OF_MAIN_PHASE,
)
WHILE_FACEUP, WHILE_MAXIMUM, WHILE_EQUIPPED = "faceup", "maximum", "equipped"
WHILE = ("", WHILE_FACEUP, WHILE_MAXIMUM, WHILE_EQUIPPED)


class Modifier(NamedTuple):
    """One lasting effect. `player`: for a change of a card, the player whose effect made it
    (the end of that player's opponent's next turn ends it); for a rule, the player it binds.
    `filter` (a compiled card filter, its spec kept for positions) narrows a player rule or a
    Double Tribute to the monsters it names."""

    rule: str
    value: Any
    target: int
    player: int
    source: int
    until: str
    turn: int
    while_: str = ""
    filter: Any = None


@dataclass(frozen=True, slots=True)  # (not a NamedTuple: its fields are read on hot paths)
class Static:
    """A change a card makes while it is in `zone` ("field", "hand", "gy") and `cond` holds.

    `side`: whose monsters it changes, seen from the card's controller: "self" (the card
    alone), "equipped" (the monster an Equip Spell is attached to), "own", "opp", "both",
    "turn" (the turn player's, whoever that is); for
    a player rule, whose rule it is ("own", "opp", "both"). `cond(s, controller, card)`.
    For `INDESTRUCTIBLE` (and `SAFE_BATTLE`): `against`, the monsters whose battles it protects
    from (a compiled filter of the other monster of the battle; for `PIERCE`, the monsters its
    attacks pierce); for `INDESTRUCTIBLE` only:
    `reach`, the cards of the side it protects besides face-up monsters (`REACHES`). For
    `HAND_SPECIAL` only: `cost`, what the summon costs (`procedures.ProcedureCost`), or None.
    `position`: for a change of a side's monsters, only those in that battle position
    ("Attack Position ... monsters on your field gain 400 ATK"). `not_self`: a side's
    monsters but this card ("your other monsters"). `equipped`: a side's monsters equipped with
    an Equip Spell Card only. `filter` reads a monster's current ATK (but for a change of ATK
    or DEF, which reads none).
    """

    rule: str
    value: Any
    side: str = "self"
    filter: Any = None
    cond: Callable[[State, int, int], bool] | None = None
    zone: str = "field"
    against: Any = None
    reach: str = ""
    cost: Any = None
    position: int = 0  # only the monsters in this battle position (ATK, DEF; 0: either)
    not_self: bool = False  # a side's monsters but this card ("your other monsters")
    equipped: bool = False  # only a side's monsters equipped with an Equip Spell Card


REACHES = ("spelltraps", "set", "faceup_cards", "cards", "monsters")
"""The cards of a side an indestructibility (or an unreturnability) reaches (`Static.reach`):
its Spell/Trap Cards (face-up or Set, the Field Spell included), its Set Spell/Trap Cards, its
face-up cards (monsters and Spells/Traps), all its cards (face-down monsters too), or its
monsters (face-up or face-down)."""
_REACHED_POSITIONS = {
    "spelltraps": frozenset({SET, FACEUP}),
    "set": frozenset({SET}),
    "faceup_cards": frozenset({ATK, DEF, FACEUP}),
    "cards": frozenset({ATK, DEF, FACEDOWN, SET, FACEUP}),
    "monsters": frozenset({ATK, DEF, FACEDOWN}),
}


# ----------------------------------------------------------------------- making them


def refresh(s: State) -> None:
    """Note which rules are in force (`State.present`, their `BIT`s): called after every
    change of `State.lasting` or `State.statics_on`, so that a read asks one number whether
    anything can change its answer."""
    present = 0
    for m in s.lasting:
        present |= BIT[m.rule]
    infos = s.infos
    for card in s.statics_on:
        present |= infos[card].static_bits
    s.present = present


def in_force(s: State) -> frozenset[str]:
    """The rules in force, by name."""
    return frozenset(rule for rule, bit in BIT.items() if s.present & bit)


def add(s: State, modifier: Modifier) -> None:
    """Put a lasting effect in force."""
    s.lasting.append(modifier)
    s.present |= BIT[modifier.rule]


def _keep(s: State, kept: list[Modifier]) -> None:
    if len(kept) != len(s.lasting):
        s.lasting = kept
        refresh(s)


def remove(s: State, target: int, rule: str) -> None:
    """End the lasting effects of `rule` on a card (a one-time ability used up)."""
    _keep(s, [m for m in s.lasting if not (m.target == target and m.rule == rule)])


def card_modifier(
    s: State, rule: str, value: Any, target: int, source: int, until: str, while_: str = ""
) -> Modifier:
    """A lasting change of one card, made by `source` on this turn."""
    return Modifier(rule, value, target, controller(s, target), source, until, s.turn, while_)


def controller(s: State, card: int) -> int:
    """Who controls a card: control never changes hands here, so its owner."""
    return s.owner[card]


# --------------------------------------------------------------------------- expiry


def end_turn(s: State, side_of: Callable[[int], int]) -> None:
    """At the end of a turn: this turn's effects end, and effects made before this turn that
    last until the end of the opponent's next turn end when that opponent's turn ends (until
    the end of their maker's next turn: when that player's turn ends)."""
    if not s.lasting:
        return
    turn, tp_side = s.turn, side_of(s.tp)
    kept = []
    for m in s.lasting:
        if m.until == END_OF_TURN or m.until == END_OF_BATTLE or m.until == END_OF_MAIN_PHASE:
            continue
        if m.until == END_OF_OPP_NEXT_TURN and m.turn < turn and side_of(m.player) != tp_side:
            continue
        if m.until == END_OF_OWN_NEXT_TURN and m.turn < turn and side_of(m.player) == tp_side:
            continue
        kept.append(m)
    _keep(s, kept)


def end_main_phase(s: State) -> None:
    """The Main Phase is over (the Battle Phase begins; the End Phase ends them with the
    turn's): the effects lasting "during this Main Phase only" end."""
    if s.lasting and any(m.until == END_OF_MAIN_PHASE for m in s.lasting):
        _keep(s, [m for m in s.lasting if m.until != END_OF_MAIN_PHASE])


def end_battle(s: State) -> None:
    """A battle is over (its damage calculation done, or another attack declared after it was
    negated): the effects lasting for that battle end."""
    if s.lasting and any(m.until == END_OF_BATTLE for m in s.lasting):
        _keep(s, [m for m in s.lasting if m.until != END_OF_BATTLE])


def card_gone(s: State, cards: list[int]) -> None:
    """These cards left the field or were turned face-down: the lasting effects on them end,
    and so do those that last while one of them stays face-up, in Maximum Mode or equipped."""
    if s.lasting:
        _keep(s, _not_on(s.lasting, cards))
        if s.present & ONLY_ATTACKERS:
            # the one monster that may attack is gone: a card back on the field is a new card
            s.lasting = [
                m._replace(value=NO_ATTACKER)
                if m.rule in (ONLY_ATTACKER, ONLY_DIRECT_ATTACKER) and m.value in cards
                else m
                for m in s.lasting
            ]


def attack_declared(s: State, attacker: int) -> None:
    """A monster declared an attack: it is the one monster its controller may attack with
    under the rules waiting for a first attacker, and one of the attacks a limit allows."""
    p = controller(s, attacker)
    for i, mod in enumerate(s.lasting):
        if mod.player != p or mod.target >= 0:
            continue
        if mod.rule == ONLY_ATTACKER and mod.value == FIRST_ATTACKER:
            s.lasting[i] = mod._replace(value=attacker)
        elif mod.rule == ATTACK_LIMIT:
            s.lasting[i] = mod._replace(value=mod.value - 1)  # one attack fewer left


def direct_attack_declared(s: State, attacker: int) -> None:
    """A monster declared a direct attack: it is the one monster its controller may attack
    directly with under the rules waiting for a first such attacker."""
    p = controller(s, attacker)
    for i, mod in enumerate(s.lasting):
        if mod.rule == ONLY_DIRECT_ATTACKER and mod.player == p and mod.value == FIRST_ATTACKER:
            s.lasting[i] = mod._replace(value=attacker)


def _not_on(modifiers: list[Modifier], cards: list[int]) -> list[Modifier]:
    """The lasting effects neither on these cards nor kept by them."""
    return [m for m in modifiers if m.target not in cards and not (m.while_ and m.source in cards)]


def player_gone(s: State, p: int) -> None:
    """A player is out of the game: the rules that bound them end."""
    if s.lasting:
        _keep(s, [m for m in s.lasting if not (m.target < 0 and m.player == p)])


# ----------------------------------------------------------------------------- reads


def _static_on(s: State, card: int, static: Static) -> bool:
    """Whether a card's static effect on the field is in force now (the card face-up there,
    then its condition). Statics that work from the hand or GY are name changes, which the
    card records carry (`CardInfo.zone_facts`)."""
    if s.pos[card] not in ON_FIELD:
        return False
    return static.cond is None or static.cond(s, controller(s, card), card)


_STAT_RULES = frozenset({ATK_CHANGE, DEF_CHANGE, ORIGINAL_ATK})
"""The changes of ATK and DEF: a static making one reads no monster's current ATK."""
_EITHER_SIDE = frozenset({"both", "turn"})
"""The sides of a static that are not seen from its card's controller."""


def _static_reaches(s: State, card: int, static: Static, m: int) -> bool:
    """Whether a static effect of `card` (in force) changes monster m (a monster on the
    field). Its filter reads m's current Level, name, Type and Attribute, but for a static
    changing one of those (which reads m's printed facts: no change depends on another)."""
    side = static.side
    if side == "self":
        if m != card and s.maxc[card] != m:
            return False
    elif side == "equipped":
        if s.equip[card] != m:
            return False
    elif side == "turn" and controller(s, m) != s.tp:
        return False  # the turn player's monsters ("on the turn player's field")
    elif s.pos[m] not in FACE_UP_MONSTER or (
        side not in _EITHER_SIDE and (controller(s, card) == controller(s, m)) != (side == "own")
    ):
        return False  # a change of monsters on a side: face-up ones, on that side
    elif static.position and s.pos[m] != static.position:
        return False  # only those in that battle position
    elif static.not_self and (m == card or s.maxc[card] == m):
        return False
    elif static.equipped and not any(s.equip[x] == m for x in s.equip_cards):
        return False  # "... monsters equipped with an Equip Spell Card"
    if static.filter is None:
        return True
    info = s.infos[m]
    if s.present & FACT_CHANGES and static.rule not in FACT_RULES:
        info = facts(s, m)
    if static.filter.needs_atk and static.rule not in _STAT_RULES:
        # its current ATK ("your monsters with 0 ATK"): never of a change of ATK or DEF
        return static.filter.test(info, atk_of(s, m))
    return static.filter.test(info, info.atk)


def _in_force(s: State, rule: str) -> list[tuple[int, Static]]:
    """The static effects of `rule` in force now, with their cards. A card lists the rules
    of its statics (`CardInfo.static_rules`), so cards without one are passed over at once."""
    infos = s.infos
    found = []
    for card in s.statics_on:
        info = infos[card]
        if rule in info.static_rules:
            for static in info.statics:
                if static.rule == rule and _static_on(s, card, static):
                    found.append((card, static))
    return found


def _value(s: State, card: int, static: Static) -> Any:
    """A static effect's value; a counted amount is counted now."""
    value = static.value
    return value(s, controller(s, card), card) if callable(value) else value


def _total(s: State, m: int, rule: str) -> int:
    """The sum of the lasting and static changes of `rule` (ATK, DEF, Level) on monster m.
    (Read for every attack and every ATK a filter asks about: one pass, no lists.)"""
    total = 0
    for mod in s.lasting:
        if mod.target == m and mod.rule == rule:
            total += mod.value
    infos = s.infos
    for card in s.statics_on:
        info = infos[card]
        if rule in info.static_rules:
            for static in info.statics:
                if (
                    static.rule == rule
                    and _static_on(s, card, static)
                    and _static_reaches(s, card, static, m)
                ):
                    value = static.value
                    total += value(s, controller(s, card), card) if callable(value) else value
    return total


def atk_of(s: State, m: int) -> int:
    """A monster's current ATK: printed (or MAXIMUM ATK in Maximum Mode) plus every change."""
    info = s.infos[m]
    base = info.maximum_atk if s.maxc[m] == m else info.atk
    if s.present & ATK_CHANGES:
        if s.present & ORIGINAL_ATKS:
            base = _original_atk(s, m, base)
        base += _total(s, m, ATK_CHANGE)
    return base if base > 0 else 0


def original_atk_of(s: State, m: int) -> int:
    """A monster's original ATK on the field: printed (MAXIMUM ATK in Maximum Mode), or the
    latest change of it in force."""
    info = s.infos[m]
    base = info.maximum_atk if s.maxc[m] == m else info.atk
    return _original_atk(s, m, base) if s.present & ORIGINAL_ATKS else base


def _original_atk(s: State, m: int, base: int) -> int:
    """A monster's original ATK: the latest change of it in force, or `base`."""
    for mod in s.lasting:
        if mod.target == m and mod.rule == ORIGINAL_ATK:
            base = mod.value
    return base


def def_of(s: State, m: int) -> int:
    base = s.infos[m].def_
    if s.present & DEF_CHANGES:
        base += _total(s, m, DEF_CHANGE)
    return base if base > 0 else 0


def printed_facts(s: State, c: int) -> CardInfo:
    """A card's facts before lasting changes on the field (a zone's name change included)."""
    info = s.infos[c]
    zones = info.zone_facts
    if zones is not None and s.pos[c] == OFF:
        if c in s.hand[s.owner[c]]:
            return zones.get("hand", info)
        if c in s.gy[s.owner[c]]:
            return zones.get("gy", info)
        if c in s.extra[s.owner[c]]:
            return zones.get("extra", info)
    return info


def facts(s: State, c: int) -> CardInfo:
    """A card's current facts: Level, name, Type and Attribute with every change in force
    (for a card off the field or face-down, its printed facts)."""
    info = s.infos[c]
    if info.zone_facts is not None:
        info = printed_facts(s, c)
    where = s.pos[c]
    if where in (OFF, FACEDOWN, SET) or not s.present & FACT_CHANGES:
        return info
    if where == FACEUP and info.as_equip is not None:
        return info.as_equip  # a Union monster equipped: an Equip Spell Card
    changes = []
    for mod in s.lasting:
        if mod.target == c and mod.rule in FACT_RULES:
            changes.append((mod.rule, mod.value))
    infos = s.infos
    for card in s.statics_on:
        if infos[card].static_rules & FACT_RULES:
            for static in infos[card].statics:
                if (
                    static.rule in FACT_RULES
                    and _static_on(s, card, static)
                    and _static_reaches(s, card, static, c)
                ):
                    changes.append((static.rule, _value(s, card, static)))
    if not changes:
        return info
    level = info.level
    name_id, race, attribute, atk = info.name_id, info.race, info.attribute, info.atk
    for rule, value in changes:
        if rule == LEVEL_CHANGE:
            level += value
        elif rule == NAME:
            name_id = value
        elif rule == RACE:
            race = value
        elif rule == ORIGINAL_ATK:
            atk = value
        else:
            attribute = value
    return info.changed(
        level=max(1, level), name_id=name_id, race=race, attribute=attribute, atk=atk
    )


def level_of(s: State, m: int) -> int:
    return facts(s, m).level


def has(s: State, m: int, rule: str) -> bool:
    """Whether monster m has a lasting or static ability (`PIERCE`, `DIRECT_ATTACK`, ...)."""
    if not s.present & BIT[rule]:
        return False
    for mod in s.lasting:
        if mod.target == m and mod.rule == rule:
            return True
    return _reached(s, m, rule)


def pierces(s: State, m: int, target: int) -> bool:
    """Whether monster m inflicts piercing battle damage attacking monster `target` (in Defense
    Position): by a lasting or static `PIERCE`, a static with `against` only when the target
    matches it ("if the equipped monster attacks a Level 7 or higher monster")."""
    if not s.present & BIT[PIERCE]:
        return False
    if any(mod.target == m and mod.rule == PIERCE for mod in s.lasting):
        return True
    return any(
        (static.against is None or _matches(s, static.against, target))
        and _static_reaches(s, card, static, m)
        for card, static in _in_force(s, PIERCE)
    )


def _reached(s: State, m: int, rule: str) -> bool:
    """Whether a static effect of `rule` in force changes monster m."""
    return any(_static_reaches(s, card, static, m) for card, static in _in_force(s, rule))


def count(s: State, m: int, rule: str) -> int:
    """The total `value` of an ability counted in numbers (`EXTRA_ATTACK`)."""
    if not s.present & BIT[rule]:
        return 0
    return _total(s, m, rule)


def _player_rules(s: State, p: int, rule: str) -> list[Any]:
    """The filters of the player rules `rule` binding p (None: a rule over every card)."""
    return [filt for filt, _ in _player_rule_values(s, p, rule)]


def attack_target_allowed(s: State, p: int, t: int) -> bool:
    """Whether p may declare an attack on monster t: no `NO_ATTACK_ON` rule binding p names it
    (by its current facts and ATK, and its position when the rule says one)."""
    for filt, value in _player_rule_values(s, p, NO_ATTACK_ON):
        if value == ATTACK_ONLY and s.pos[t] != ATK:
            continue
        if filt is None or filt.test(facts(s, t), atk_of(s, t)):
            return False
    return True


def _player_rule_values(s: State, p: int, rule: str) -> list[tuple[Any, Any]]:
    """The filters and values of the player rules `rule` binding p."""
    found = []
    for mod in s.lasting:
        if mod.target < 0 and mod.rule == rule and mod.player == p:
            found.append((mod.filter, mod.value))
    for card, static in _in_force(s, rule):
        side = static.side
        if side == "self" or side == "equipped":
            continue  # a rule of one monster (`NO_TRAPS_ON_ATTACK`), not of a player
        if side == "both" or (controller(s, card) == p) == (side == "own"):
            found.append((static.filter, static.value))
    return found


_DAMAGE_RULE = {"battle": NO_BATTLE_DAMAGE, "effect": NO_EFFECT_DAMAGE}


def damage_prevented(s: State, p: int, how: str, by: int = -1, kind: str = "") -> bool:
    """Whether a rule in force spares player p damage of this kind ("battle", "effect") that
    player `by` inflicts (the effect damage of an opponent's effects: `NO_OPP_EFFECT_DAMAGE`,
    of a value "monster", "spell" or "trap": of the effects of such cards only, `kind` the
    kind of the card whose effect inflicts it)."""
    rule = _DAMAGE_RULE.get(how)
    if rule is None:
        return False
    if s.present & BIT[rule] and _player_rules(s, p, rule):
        return True
    return (
        rule == NO_EFFECT_DAMAGE
        and 0 <= by != p
        and bool(s.present & BIT[NO_OPP_EFFECT_DAMAGE])
        and any(
            not value or value == kind
            for _, value in _player_rule_values(s, p, NO_OPP_EFFECT_DAMAGE)
        )
    )


def summon_changes(s: State, card: int, used: Iterable[int]) -> list[tuple[str, Any]]:
    """The lasting changes (rule, value) monster `card` gets by being summoned with these
    monsters (its Tributes or materials, not yet moved: their facts as they stand), by its
    `SUMMON_ATK` and `SUMMON_GRANT` facts (none for most cards)."""
    infos = s.infos
    gains = infos[card].summon_gains
    if not gains:
        return []
    changes: list[tuple[str, Any]] = []
    atk = 0
    for gain in gains:
        matching = [m for m in used if _matches(s, gain.filter, m)]
        if isinstance(gain, SummonGrant):
            if len(matching) >= gain.min:
                changes.append((gain.rule, gain.value))
        elif gain.min:
            atk += gain.per if len(matching) >= gain.min else 0
        elif gain.of == "atk":
            atk += gain.per * sum(facts(s, m).atk for m in matching)
        else:
            atk += gain.per * sum(infos[m].printed_level for m in matching)
    if atk:
        changes.append((ATK_CHANGE, atk))
    return changes


def changed_by_summon(s: State, card: int, changes: Iterable[tuple[str, Any]]) -> None:
    """Monster `card` was just summoned: the changes it gets by what it used
    (`summon_changes`) last while it stays face-up on the field."""
    for rule, value in changes:
        add(s, card_modifier(s, rule, value, card, card, PERMANENT))


def fewer_tributes(s: State, p: int, card: int) -> int:
    """How many fewer Tributes than its Level asks player p may Normal Summon this monster of
    their hand with (its printed facts): the most a `FEWER_TRIBUTES` rule binding p allows."""
    if not s.present & BIT[FEWER_TRIBUTES]:
        return 0
    info = s.infos[card]
    return max(
        (
            value
            for filt, value in _player_rule_values(s, p, FEWER_TRIBUTES)
            if filt is None or filt.test(info, info.atk)
        ),
        default=0,
    )


def effect_damage(s: State, p: int, source: int, amount: int) -> int:
    """The damage player p inflicts on an opponent by the effect of card `source`: `amount`,
    or what a `DAMAGE_BECOMES` rule binding p makes it for that card."""
    if not s.present & BIT[DAMAGE_BECOMES]:
        return amount
    info = s.infos[source]
    for filt, value in _player_rule_values(s, p, DAMAGE_BECOMES):
        if filt is None or filt.test(info, info.atk):
            return value
    return amount


def draw_until(s: State, p: int, until: int) -> int:
    """How many cards player p's normal draw fills the hand to: `until` (the rules' number), or
    what a `DRAW_UNTIL` rule of p in force for that number makes it."""
    if not s.present & BIT[DRAW_UNTIL]:
        return until
    for _, (would, instead) in _player_rule_values(s, p, DRAW_UNTIL):
        if would == until:
            return instead
    return until


def spared_from_attack(s: State, p: int, attacker: int) -> bool:
    """Whether player p takes no battle damage from the attack of this monster of an opponent
    (a rule `NO_ATTACK_DAMAGE` of p whose filter it matches)."""
    return any(_matches(s, f, attacker) for f in _player_rules(s, p, NO_ATTACK_DAMAGE))


def spares(s: State, m: int, p: int, other: int = -1) -> bool:
    """Whether player p takes no battle damage from the battle of monster m with monster
    `other` (p controls m, and m has `SAFE_BATTLE`: a static with `against` only in battles
    with a monster matching it)."""
    if controller(s, m) != p or not s.present & BIT[SAFE_BATTLE]:
        return False
    if any(mod.target == m and mod.rule == SAFE_BATTLE for mod in s.lasting):
        return True
    return any(
        (static.against is None or (other >= 0 and _matches(s, static.against, other)))
        and _static_reaches(s, card, static, m)
        for card, static in _in_force(s, SAFE_BATTLE)
    )


def spares_both(s: State, m: int) -> bool:
    """Whether no player takes battle damage from the battles of monster m (a lasting or
    static `SAFE_BATTLE` of value "both" on it; asked while `SAFE_BATTLE` is in force)."""
    if any(
        mod.target == m and mod.rule == SAFE_BATTLE and mod.value == "both" for mod in s.lasting
    ):
        return True
    return any(
        static.value == "both" and _static_reaches(s, card, static, m)
        for card, static in _in_force(s, SAFE_BATTLE)
    )


def attacked_by(s: State, target: int, attacker: int) -> bool:
    """Whether `attacker` (a monster that may attack each of the opponent's monsters once)
    attacked monster `target` this turn."""
    return any(
        mod.target == target and mod.rule == ATTACKED_BY and mod.source == attacker
        for mod in s.lasting
    )


def _matches(s: State, filt: Any, card: int) -> bool:
    return filt is None or filt.test(facts(s, card), atk_of(s, card) if filt.needs_atk else 0)


def attack_allowed(s: State, attacker: int) -> bool:
    """Whether lasting and static rules let this monster declare an attack at all."""
    if not s.present & ATTACK_RULES:
        return True
    if has(s, attacker, CANNOT_ATTACK):
        return False
    p = controller(s, attacker)
    if s.present & COUNTED_ATTACKS:
        for mod in s.lasting:
            if mod.rule == ATTACK_LIMIT and mod.player == p and mod.value <= 0:
                return False  # no attack left to declare
            if (
                mod.rule == ONLY_ATTACKER
                and mod.player == p
                and mod.value != attacker
                and mod.value != FIRST_ATTACKER
            ):
                return False
    for filt, value in _player_rule_values(s, p, ONLY_ATTACK_WITH):
        if not _matches(s, filt, attacker) or (value == IN_MAXIMUM and s.maxc[attacker] < 0):
            return False
    return all(not _matches(s, f, attacker) for f in _player_rules(s, p, NO_ATTACK_WITH))


def extreme_targets(s: State, p: int, q: int, targets: list[int]) -> list[int]:
    """The attack targets of p's monsters on q's field the `ONLY_ATTACK_EXTREME` rules binding
    p leave: a face-up one only with the highest (or lowest) stat among q's face-up monsters;
    a face-down one as before."""
    for mod in s.lasting:
        if mod.rule != ONLY_ATTACK_EXTREME or mod.player != p or s.owner[mod.source] != q:
            continue
        lowest = mod.value.startswith("-")
        stat = mod.value.lstrip("-")
        faceup = [m for m in s.mzone[q] if m >= 0 and s.pos[m] in (ATK, DEF)]
        if not faceup:
            continue

        def value(m: int, stat: str = stat) -> int:
            return facts(s, m).level if stat == "level" else atk_of(s, m)

        top = (min if lowest else max)(value(m) for m in faceup)
        targets = [t for t in targets if s.pos[t] not in (ATK, DEF) or value(t) == top]
    return targets


def direct_attack_allowed(s: State, attacker: int) -> bool:
    if not s.present & DIRECT_RULES:
        return True
    if has(s, attacker, CANNOT_ATTACK_DIRECTLY):
        return False
    p = controller(s, attacker)
    if s.present & ONLY_DIRECT_ATTACKERS and any(
        mod.rule == ONLY_DIRECT_ATTACKER
        and mod.player == p
        and mod.value not in (attacker, FIRST_ATTACKER)
        for mod in s.lasting
    ):
        return False
    rules = _player_rules(s, p, NO_DIRECT_ATTACK)
    return not any(_matches(s, f, attacker) for f in rules)  # (a filter: those monsters only)


def activation_allowed(s: State, p: int, card: int, kind: str) -> bool:
    """Whether p may activate this card (kind "spell", "trap") or monster effect ("monster")."""
    if not s.present & ACTIVATION_RULES:
        return True
    battle = s.phase == BATTLE
    for mod in s.lasting:
        if mod.target >= 0:
            if mod.target == card and mod.rule == CANNOT_ACTIVATE:
                if mod.value == OPPONENTS_ONLY and mod.player == p:
                    continue  # binds the opponents of its effect's player only
                return False
            continue
        if mod.player != p:
            continue
        rule = mod.rule
        if rule == NO_ACTIVATION or (rule == NO_BATTLE_ACTIVATION and battle):
            if (not mod.value or mod.value == kind) and _matches(s, mod.filter, card):
                return False
        elif rule == ACTIVATION_LIMIT and mod.value <= 0 and _matches(s, mod.filter, card):
            return False
    if s.statics_on:
        if _reached(s, card, CANNOT_ACTIVATE):
            return False
        for rule in (NO_ACTIVATION, NO_BATTLE_ACTIVATION) if battle else (NO_ACTIVATION,):
            for source, static in _in_force(s, rule):
                if static.value and static.value != kind:
                    continue
                side = static.side
                bound = side == "both" or (controller(s, source) == p) == (side == "own")
                if bound and _matches(s, static.filter, card):
                    return False
    return True


def activated(s: State, p: int, card: int) -> None:
    """Count an activation against the activation limits binding p."""
    if not s.present & BIT[ACTIVATION_LIMIT]:
        return
    for i, mod in enumerate(s.lasting):
        if mod.rule == ACTIVATION_LIMIT and mod.player == p and _matches(s, mod.filter, card):
            s.lasting[i] = mod._replace(value=mod.value - 1)


SPECIAL_FROM = {
    "gy": ("gy",),
    "hand_gy": ("hand", "gy"),
    "extra": ("extra",),
    "hand": ("hand",),
}
"""The zones a `NO_SPECIAL_SUMMON` rule may be narrowed to (its `value`: only the Special
Summons of monsters from there; none: from anywhere)."""


def _zone_off_field(s: State, card: int) -> str:
    """Where a card off the field is: "hand", "gy", "extra" (or "" for the Deck, the field)."""
    owner = s.owner[card]
    for zone, cards in (("hand", s.hand), ("gy", s.gy), ("extra", s.extra)):
        if card in cards[owner]:
            return zone
    return ""


def special_summon_allowed(s: State, p: int, card: int, how: str = "special", by: int = -1) -> bool:
    """Whether p may Special Summon this monster now (its printed facts are what counts, and
    the zone it is summoned from, where it still is), by an effect (`how` "special") or by a
    Fusion, Ritual or Maximum Summon ("fusion", ...); `by`: the card whose effect summons it
    (-1: none, or not known)."""
    only = s.infos[card].summon_only
    if only and only != how and (only != "effect" or not _summoned_by(s, card, by)):
        return False  # its summoning condition
    if not s.present & SPECIAL_RULES:
        return True
    info, atk = s.infos[card], s.infos[card].atk
    for filt in _player_rules(s, p, ONLY_SPECIAL_SUMMON):
        if filt is not None and not filt.test(info, atk):
            return False
    zone = None
    for filt, value in _player_rule_values(s, p, NO_SPECIAL_SUMMON):
        if filt is None or filt.test(info, atk):
            if not value:
                return False
            if zone is None:
                zone = _zone_off_field(s, card)
            if zone in SPECIAL_FROM[value]:
                return False
    return True


def _summoned_by(s: State, card: int, by: int) -> bool:
    """Whether the effect of card `by` is one this card's summoning condition lets summon it
    ("Must be Special Summoned by the effect of "A" or a Trap Card")."""
    if by < 0:
        return False
    source = facts(s, by)
    return bool(s.infos[card].summon_by.test(source, source.atk))


def tribute_summon_allowed(s: State, p: int, card: int, summon: bool = False) -> bool:
    """Whether p may Tribute Summon (or Tribute Set) this monster; `summon`: asked of its
    Tribute Summon in Attack Position, which a rule of value `ATTACK_ONLY` forbids too (a
    Tribute Set is no summon: that rule leaves it)."""
    if not s.present & BIT[NO_TRIBUTE_SUMMON]:
        return True
    info = s.infos[card]
    return all(
        (f is not None and not f.test(info, info.atk)) or (value == ATTACK_ONLY and not summon)
        for f, value in _player_rule_values(s, p, NO_TRIBUTE_SUMMON)
    )


def hand_play_allowed(s: State, p: int, card: int, rule: str) -> bool:
    """Whether p may Normal Summon (`rule` NO_NORMAL_SUMMON) or Set (NO_SET) this card from
    the hand (its printed facts are what counts)."""
    if not s.present & BIT[rule]:
        return True
    info = s.infos[card]
    return all(f is not None and not f.test(info, info.atk) for f in _player_rules(s, p, rule))


def allowed_from_hand(s: State, p: int, actions: list[Any]) -> list[Any]:
    """The Main Phase actions without the Normal Summons and Sets the rules in force forbid,
    and those Tributing a monster that cannot be Tributed for them (asked only while one of
    `HAND_RULES` is)."""
    kept = []
    untributable = s.present & BIT[UNTRIBUTABLE]
    facedown_barred = bool(s.present & BIT[NO_FACEDOWN_TRIBUTE]) and bool(
        _player_rules(s, p, NO_FACEDOWN_TRIBUTE)
    )
    for action in actions:
        verb = action[0]
        if verb == "summon":
            rule = NO_NORMAL_SUMMON
        elif verb == "set":
            rule = NO_SET
        else:
            kept.append(action)
            continue
        args = action[1]
        if not hand_play_allowed(s, p, args[0], rule):
            continue
        if untributable and len(args) > 1 and not _tributable(s, args[1:], verb == "summon"):
            continue
        if facedown_barred and any(s.pos[t] == FACEDOWN for t in args[1:]):
            continue  # "your opponent cannot use face-down monsters for a Tribute Summon"
        kept.append(action)
    return kept


def _tributable(s: State, tributes: tuple[int, ...], summon: bool) -> bool:
    """Whether these monsters can be Tributed for a Tribute Summon in Attack Position
    (`summon`) or a Tribute Set (`UNTRIBUTABLE`: value "attack" forbids the summon only)."""
    for mod in s.lasting:
        barred = summon or mod.value != "attack"
        if mod.rule == UNTRIBUTABLE and mod.target in tributes and barred and _binds(s, mod):
            return False
    for card, static in _in_force(s, UNTRIBUTABLE):
        if summon or static.value != "attack":
            for t in tributes:
                if _static_reaches(s, card, static, t):
                    return False
    return True


def ritual_materials(s: State, cards: list[int]) -> list[int]:
    """The cards a lasting `NO_RITUAL_MATERIAL` binding their controller leaves as materials
    for a Ritual Summon."""
    if not s.present & BIT[NO_RITUAL_MATERIAL]:
        return cards
    barred = {mod.target for mod in s.lasting if mod.rule == NO_RITUAL_MATERIAL and _binds(s, mod)}
    return [c for c in cards if c not in barred]


def _binds(s: State, mod: Modifier) -> bool:
    """Whether a lasting bar on Tributing a monster binds its controller now: one said of a
    player (`TRIBUTE_BARS`: "own", the player whose effect made it, or "opp", their
    opponent) binds that player only, whoever controls the monster later."""
    if mod.value not in TRIBUTE_BARS:
        return True
    return (controller(s, mod.target) == mod.player) == (mod.value == "own")


def traps_allowed_on_summon(s: State, p: int, monster: int) -> bool:
    """Whether player p may activate Traps at the timing of the summon of this monster."""
    return controller(s, monster) == p or not has(s, monster, NO_TRAPS_ON_SUMMON)


def traps_allowed_on_attack(s: State, attacker: int) -> bool:
    """Whether the opponent may activate Traps when this monster declares an attack."""
    if not s.present & BIT[NO_TRAPS_ON_ATTACK]:
        return True
    if has(s, attacker, NO_TRAPS_ON_ATTACK):
        return False
    return not any(
        _matches(s, f, attacker)
        for f in _player_rules(s, controller(s, attacker), NO_TRAPS_ON_ATTACK)
    )


PROTECTIONS = (
    "battle",
    "effect",
    "opp_effect",
    "monster",
    "spell",
    "trap",
    "spell_trap",
    "opp_monster",
    "opp_spell",
    "opp_trap",
    "opp_spell_trap",
)
"""What an indestructible monster cannot be destroyed by: battle, card effects, the effects of
monsters, Spells, Traps or Spells/Traps (anyone's), and those of the opponent ("opp_...")."""
_EFFECT_PROTECTIONS = {
    (kind, opp): ("effect", kind, *(("spell_trap",) if kind != "monster" else ()))
    + (("opp_effect", f"opp_{kind}") if opp else ())
    + (("opp_spell_trap",) if opp and kind != "monster" else ())
    for kind in ("monster", "spell", "trap")
    for opp in (False, True)
}


def destructible(
    s: State, m: int, how: str, by: int, by_trap: bool, kind: str = "", other: int = -1
) -> bool:
    """Whether card m can be destroyed by battle (`how` "battle", with monster `other`) or by
    an effect of player `by` (of a card of `kind` "monster", "spell" or "trap"; `by_trap`: of
    a Trap; `other`, when known, the card whose effect it is)."""
    if not s.present & BIT[INDESTRUCTIBLE]:
        return True
    if how == "battle":
        protections: tuple[str, ...] = ("battle",)
    else:
        protections = _effect_protections(s, m, by, "trap" if by_trap else kind)
    for mod in s.lasting:
        if mod.target == m and mod.rule == INDESTRUCTIBLE and mod.value in protections:
            return False
    for card, static in _in_force(s, INDESTRUCTIBLE):
        if static.value not in protections:
            continue
        if static.against is not None and (other < 0 or not _matches(s, static.against, other)):
            continue  # it protects only from the battles (or effects) of monsters of a kind
        if static.reach:
            if _reaches_card(s, card, static, m):
                return False
        elif _static_reaches(s, card, static, m):
            return False
    return True


def _effect_protections(s: State, m: int, by: int, kind: str) -> tuple[str, ...]:
    """The protections that keep card m from destruction by an effect of player `by` (of a
    card of `kind`, "" when unknown)."""
    opp = by >= 0 and by != controller(s, m)
    if kind:
        return _EFFECT_PROTECTIONS[(kind, opp)]
    return ("effect", "opp_effect") if opp else ("effect",)


def spared_once(s: State, m: int, by: int, kind: str) -> bool:
    """Whether a protection good once (`INDESTRUCTIBLE_ONCE`) spares card m from destruction
    by an effect of player `by` (of a card of `kind`) now: it is used up doing so."""
    if not s.present & BIT[INDESTRUCTIBLE_ONCE]:
        return False
    protections = _effect_protections(s, m, by, kind)
    if not any(
        mod.target == m and mod.rule == INDESTRUCTIBLE_ONCE and mod.value in protections
        for mod in s.lasting
    ):
        return False
    remove(s, m, INDESTRUCTIBLE_ONCE)
    return True


def returnable(s: State, m: int, kind: str) -> bool:
    """Whether card m on the field can be returned to the hand, Deck or Extra Deck by an
    effect of a card of `kind` ("monster", "spell", "trap")."""
    if not s.present & BIT[UNRETURNABLE]:
        return True
    for card, static in _in_force(s, UNRETURNABLE):
        if static.value == "monster" and kind != "monster":
            continue
        if static.reach:
            if _reaches_card(s, card, static, m):
                return False
        elif _static_reaches(s, card, static, m):
            return False
    return True


def material_name(s: State, m: int, name: int) -> int:
    """The name monster m has as a material of a Fusion Summon: `name` (its current one), or
    the name a `MATERIAL_NAME` static of its own in force gives it."""
    if not s.present & BIT[MATERIAL_NAME]:
        return name
    for card, static in _in_force(s, MATERIAL_NAME):
        if _static_reaches(s, card, static, m):
            return static.value
    return name


def fusion_materials_allowed(s: State, p: int, fusion: int, materials: tuple[int, ...]) -> bool:
    """Whether player p may use these monsters as the materials of the Fusion Summon of
    `fusion`: none is a monster that cannot be a material of that Fusion Monster
    (`CardInfo.no_material_for`), and no `NO_FUSION_MATERIAL` static in force that binds p
    reaches one of them (on the field)."""
    infos = s.infos
    summoned = infos[fusion]
    for m in materials:
        barred = infos[m].no_material_for
        if barred is not None and barred.test(summoned, summoned.atk):
            return False
    if not s.present & BIT[NO_FUSION_MATERIAL]:
        return True
    for card, static in _in_force(s, NO_FUSION_MATERIAL):
        if static.value == "opp" and controller(s, card) == p:
            continue
        reaches = _reaches_card if static.reach else _static_reaches
        if any(reaches(s, card, static, m) for m in materials):
            return False
    return True


def defense_change_allowed(s: State, m: int, by: int) -> bool:
    """Whether an effect of player `by` can change monster m from Attack Position to Defense
    Position (`NO_DEFENSE_CHANGE` stops the opponent's effects only)."""
    if not s.present & BIT[NO_DEFENSE_CHANGE] or by == controller(s, m):
        return True
    for mod in s.lasting:
        if mod.target == m and mod.rule == NO_DEFENSE_CHANGE:
            return False
    return not any(
        _static_reaches(s, card, static, m) for card, static in _in_force(s, NO_DEFENSE_CHANGE)
    )


def _reaches_card(s: State, card: int, static: Static, m: int) -> bool:
    """Whether an indestructibility reaching a side's cards (`Static.reach`) reaches card m:
    m on that side, in a position it names."""
    side = static.side
    if side != "both" and (controller(s, card) == controller(s, m)) != (side == "own"):
        return False
    if static.not_self and (m == card or s.maxc[card] == m):
        return False  # "other monsters on your field"
    return s.pos[m] in _REACHED_POSITIONS[static.reach]


def lent_tributes(s: State, p: int, summoned: int) -> list[int]:
    """The monsters of p's opponents that p may Tribute for the Tribute Summon in Attack
    Position of `summoned` (a monster in p's hand) instead of 1 monster of p's own: those a
    lasting effect of p's lent for the summon of such a monster (`LENT_TRIBUTE`)."""
    info, own = s.infos[summoned], s.mzone[p]
    lent = (
        mod.target
        for mod in s.lasting
        if mod.rule == LENT_TRIBUTE
        and mod.player == p
        and mod.target not in own
        and (mod.filter is None or mod.filter.test(info, info.atk))
    )
    return list(dict.fromkeys(lent))


def double_tribute(s: State, m: int, summoned: CardInfo) -> bool:
    """Whether m can stand as 2 Tributes for the Tribute Summon of `summoned`: by a lasting
    effect on it, or by a static effect of its own or of an Equip Spell equipped to it (whose
    `filter` says what the summoned monster must be)."""
    if not s.present & BIT[DOUBLE_TRIBUTE]:
        return False
    if any(
        mod.target == m
        and mod.rule == DOUBLE_TRIBUTE
        and (mod.filter is None or mod.filter.test(summoned, summoned.atk))
        for mod in s.lasting
    ):
        return True
    for card, static in _in_force(s, DOUBLE_TRIBUTE):
        if (m == card if static.side == "self" else s.equip[card] == m) and (
            static.filter is None or static.filter.test(summoned, summoned.atk)
        ):
            return True
    return False
