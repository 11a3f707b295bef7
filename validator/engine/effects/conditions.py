"""Conditions: what must hold for an effect to be activated (the "If ..." of a requirement), for
a Trap to answer its timing, for part of an effect to apply ("Then, if ..."), or for a static
change to be in force ("During your turn, ...").

Each word is declared with its parameters; its implementation receives the compiled parameter
values and returns the test, a function of the state and the resolution (`Ctx`: who, which card,
the event's card and target, the picks, what the last operation moved, the die).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from validator.engine.effects.declare import (
    BOOL,
    CONDITION,
    CONDITIONS,
    COUNTER,
    ENUM,
    ENUMS,
    FILTER,
    INT,
    INTS,
    PICK,
    SOURCE,
    TARGET,
    Param,
    Vocabulary,
    opt,
)
from validator.engine.effects.filters import ANY
from validator.engine.effects.picks import FIELD_ZONES, decider, every_card, finder, zone_of
from validator.engine.field import monsters, opponents
from validator.engine.lasting import atk_of, facts, original_atk_of, printed_facts
from validator.engine.state import (
    ATK,
    BATTLE,
    DEF,
    FACEDOWN,
    FLIPPED,
    HISTORY_NAMES,
    MAIN,
    SUMMONED_FROM,
    SUMMONED_FUSION,
    SUMMONED_NS,
    SUMMONED_RITUAL,
    SUMMONED_SPECIAL,
    SUMMONED_THIS_TURN,
    SUMMONED_TRIBUTE,
    TRIBUTES_MET,
    USED,
    State,
)

Test = Callable[[State, Any], bool]

CONDITION_WORDS = Vocabulary("condition", "cond")
declare = CONDITION_WORDS.declare


@declare(
    "deck_min",
    "you have at least `count` cards in your Deck",
    Param("count", INT, minimum=1),
    example={"count": 1},
)
def _deck_min(count: int) -> Test:
    return lambda s, c: len(s.deck[c.p]) >= count


@declare(
    "field_zone",
    "a card, face-up or Set, is in the Field Zone of `side`: yours (own), an opponent's (opp), "
    "or any player's (all)",
    opt("side", ENUM, "own", choices=("own", "opp", "all")),
    example={"side": "all"},
)
def _field_zone(side: str) -> Test:
    if side == "own":
        return lambda s, c: s.fzone[c.p] >= 0
    if side == "opp":
        return lambda s, c: any(s.fzone[q] >= 0 for q in opponents(s, c.p))
    return lambda s, c: s.fzone[c.p] >= 0 or any(s.fzone[q] >= 0 for q in opponents(s, c.p))


@declare(
    "hand_min",
    "you have at least `count` cards in your hand (other than this card)",
    Param("count", INT, minimum=1),
    example={"count": 2},
)
def _hand_min(count: int) -> Test:
    return lambda s, c: sum(1 for x in s.hand[c.p] if x != c.card) >= count


@declare(
    "opp_hand",
    "an opponent has at least `min` (and at most `max`, when given) cards in their hand",
    opt("min", INT, 0, minimum=0),
    opt("max", INT, None, minimum=0),
    example={"max": 2},
)
def _opp_hand(least: int, most: int | None) -> Test:
    if most is None:
        return lambda s, c: any(len(s.hand[q]) >= least for q in opponents(s, c.p))
    return lambda s, c: any(least <= len(s.hand[q]) <= most for q in opponents(s, c.p))


@declare(
    "lp_min",
    "your LP are `amount` or more",
    Param("amount", INT, minimum=0),
    example={"amount": 1000},
)
def _lp_min(amount: int) -> Test:
    return lambda s, c: s.lp[c.p] >= amount


@declare(
    "lp_max",
    "your LP are `amount` or less",
    Param("amount", INT, minimum=0),
    example={"amount": 2000},
)
def _lp_max(amount: int) -> Test:
    return lambda s, c: s.lp[c.p] <= amount


@declare(
    "opp_lp_min",
    "an opponent's LP are `amount` or more",
    Param("amount", INT, minimum=0),
    example={"amount": 4000},
)
def _opp_lp_min(amount: int) -> Test:
    return lambda s, c: any(s.lp[q] >= amount for q in opponents(s, c.p))


@declare(
    "lp_lower",
    "your LP are lower than an opponent's (by at least `by`, when given: \"their LP are at "
    'least 1000 higher than yours"; by 0: lower or equal)',
    opt("by", INT, 1, minimum=0),
)
def _lp_lower(by: int) -> Test:
    return lambda s, c: any(s.lp[q] - s.lp[c.p] >= by for q in opponents(s, c.p))


@declare(
    "has",
    "the source holds at least `min` (and at most `max`, when given) cards matching `filter`; "
    "`other`: not counting this card",
    Param("from", SOURCE),
    opt("filter", FILTER, None),
    opt("min", INT, 1, minimum=0),
    opt("max", INT, None, minimum=0),
    opt("other", BOOL, False),
    example={"from": "own_faceup", "filter": {"race": "Spellcaster", "level_min": 7}},
)
def _has(source: str, filt: Any, least: int, most: int | None, other: bool) -> Test:
    pick = every_card(source, filt or ANY, other)
    find = finder(pick)
    if most is None:
        return lambda s, c: len(find(s, c.p, c.card, pick, least)) >= least
    # "at most": count one past the most to know
    return lambda s, c: least <= len(find(s, c.p, c.card, pick, most + 1)) <= most


@declare(
    "only",
    "the source holds at least one card matching `filter`, and every one of them matches "
    '`only` too ("the only monsters in your GY are Dragon Type monsters")',
    Param("from", SOURCE),
    Param("only", FILTER),
    opt("filter", FILTER, None),
    example={"from": "own_gy", "filter": {"kind": "monster"}, "only": {"race": "Dragon"}},
)
def _only(source: str, only: Any, filt: Any) -> Test:
    pick = every_card(source, filt or ANY)
    find = finder(pick)
    on_field = zone_of(source) in FIELD_ZONES

    def test(s: State, c: Any) -> bool:
        cards = find(s, c.p, c.card, pick, 0)
        if not cards:
            return False
        for x in cards:
            if on_field:
                info, atk = facts(s, x), atk_of(s, x)
            else:  # off the field, the printed facts count
                info = printed_facts(s, x)
                atk = info.atk
            if not only.test(info, atk):
                return False
        return True

    return test


@declare(
    "self_position",
    "this card is face-up in this position",
    Param("position", ENUM, choices=("attack", "defense")),
    example={"position": "attack"},
)
def _self_position(position: str) -> Test:
    wanted = ATK if position == "attack" else DEF
    return lambda s, c: s.pos[c.card] == wanted


SUMMON_WAYS = {
    "normal": SUMMONED_NS,
    "any": SUMMONED_THIS_TURN,
    "special": SUMMONED_SPECIAL,
    "fusion": SUMMONED_FUSION,
    "ritual": SUMMONED_RITUAL,
    "tribute": SUMMONED_TRIBUTE,
}


@declare(
    "summoned",
    "this card was summoned this turn: by a Normal or Tribute Summon (`how` normal), a Tribute "
    "Summon (tribute), a Special Summon (special: Fusion, Ritual and Maximum Summons too), a "
    "Fusion Summon (fusion), a Ritual Summon (ritual), or any way (a Set is no summon); "
    "`came`: Special Summoned from one of these places (hand, gy)",
    opt("how", ENUM, "any", choices=tuple(SUMMON_WAYS)),
    opt("came", ENUMS, None, "the places it was Special Summoned from", choices=("hand", "gy")),
    example={"how": "normal"},
)
def _summoned(how: str, came: Any) -> Test:
    flag = SUMMON_WAYS[how]
    if came is None:
        return lambda s, c: bool(s.flags[c.card] & flag)
    places = 0
    for place in came if isinstance(came, tuple | list) else (came,):
        places |= SUMMONED_FROM[place]
    return lambda s, c: bool(s.flags[c.card] & flag) and bool(s.flags[c.card] & places)


class TributeTest:
    """The condition `tributed`: this card was Normal Summoned this turn by Tributing at least
    `count` monsters matching `filter` (face-down ones, with `facedown`). Whether its Tributes
    were such is judged as it is summoned, by their facts on the field then
    (`summons.tribute_summon` asks `met`, `CardInfo.tribute_test`), and noted as its flag
    `TRIBUTES_MET`, which the test reads."""

    __slots__ = ("count", "facedown", "filter")

    def __init__(self, filt: Any, count: int, facedown: bool) -> None:
        self.filter, self.count, self.facedown = filt, count, facedown

    def __call__(self, s: State, c: Any) -> bool:
        return bool(s.flags[c.card] & TRIBUTES_MET)

    def met(self, s: State, tributes: tuple[int, ...]) -> bool:
        """Whether these Tributes (still on the field) are those it asks for."""
        filt, found = self.filter, 0
        for t in tributes:
            if self.facedown and s.pos[t] != FACEDOWN:
                continue
            if filt is None or filt.test(facts(s, t), atk_of(s, t) if filt.needs_atk else 0):
                found += 1
        return found >= self.count


@declare(
    "tributed",
    "this card was Normal Summoned this turn by Tributing at least `count` monsters matching "
    "`filter` (face-down ones, with `facedown`), their facts as they were Tributed; read among "
    "the conditions of a card's effect (its requirement) or of an `if` of its steps, one such "
    "condition a card at most",
    opt("filter", FILTER, None),
    opt("count", INT, 1, minimum=1),
    opt("facedown", BOOL, False),
    example={"filter": {"level_min": 5}},
)
def _tributed(filt: Any, count: int, facedown: bool) -> Test:
    return TributeTest(filt, count, facedown)


@declare("flipped", "this card was flipped face-up this turn")
def _flipped() -> Test:
    return lambda s, c: bool(s.flags[c.card] & FLIPPED)


@declare("used_effect", "this monster's effect was activated this turn (while on the field)")
def _used_effect() -> Test:
    return lambda s, c: bool(s.flags[c.card] & USED)


@declare(
    "activated",
    "you have activated a card or effect this turn (a card matching `filter`, by its printed "
    'facts: "a Spell Card", "the effect of NAME")',
    opt("filter", FILTER, None),
    example={"filter": {"ids": [19444]}},
)
def _activated(filt: Any) -> Test:
    def test(s: State, c: Any) -> bool:
        infos = s.infos
        return any(filt is None or filt.test(infos[x], infos[x].atk) for x in s.activated[c.p])

    return test


HISTORY = {name: bit for bit, name in HISTORY_NAMES.items()}


@declare(
    "did",
    "a player has done this this turn (`who` own: you; opp: an opponent): special_summoned "
    "(Special Summoned a monster), special_summoned_from_gy, special_summoned_from_extra (one "
    "that came from the GY, the Extra Deck), drew (drew a card), drew_in_main_phase (drew a "
    "card during the Main Phase), fusion_summoned, ritual_summoned (Fusion or Ritual Summoned a "
    "monster, in any way), took_effect_damage (lost LP to effect damage), "
    "card_destroyed_by_effect (a card on their field was destroyed by a card effect)",
    Param("what", ENUM, choices=tuple(HISTORY)),
    opt("who", ENUM, "own", choices=("own", "opp")),
    example={"what": "special_summoned"},
)
def _did(what: str, who: str) -> Test:
    bit = HISTORY[what]
    if who == "own":
        return lambda s, c: bool(s.history[c.p] & bit)
    return lambda s, c: any(s.history[q] & bit for q in opponents(s, c.p))


@declare(
    "atk_changed",
    "a face-up monster on the field (either side) has a current ATK different from its "
    "original ATK",
)
def _atk_changed() -> Test:
    def test(s: State, c: Any) -> bool:
        pos = s.pos
        for zone in s.mzone:
            for m in zone:  # (Maximum pieces stand as PART: the monster is its centre)
                if m >= 0 and pos[m] in (ATK, DEF) and atk_of(s, m) != original_atk_of(s, m):
                    return True
        return False

    return test


@declare("maximum_mode", "this card is part of a monster in Maximum Mode")
def _maximum_mode() -> Test:
    return lambda s, c: s.maxc[c.card] >= 0


@declare(
    "in_maximum_mode",
    'a card of the target is part of a monster in Maximum Mode ("the attack target is in '
    'Maximum Mode"; every monster of a source: "you have a monster in Maximum Mode")',
    Param("of", TARGET),
    example={"of": "attack_target"},
)
def _in_maximum_mode(of: Any) -> Test:
    return lambda s, c: any(s.maxc[x] >= 0 for x in of(s, c))


def equipped_with_equip_spell(s: State, m: int) -> bool:
    """Whether an Equip Spell Card is attached to monster m (a Union monster equipped as one
    included: `State.equip_cards` are the cards that may be)."""
    equip = s.equip
    return any(equip[x] == m for x in s.equip_cards)


@declare(
    "equipped",
    'a card of the target is a monster equipped with an Equip Spell Card ("this card is '
    'equipped with an Equip Spell Card"; every monster of a source: "you have a monster '
    'equipped with an Equip Spell Card on your field")',
    Param("of", TARGET),
    example={"of": "self"},
)
def _equipped(of: Any) -> Test:
    return lambda s, c: any(equipped_with_equip_spell(s, x) for x in of(s, c))


@declare(
    "controls",
    'you control every card of the target, and it has one at least ("while the equipped '
    'monster is face-up on your field": a monster whose control was taken is not yours)',
    Param("of", TARGET),
    example={"of": "equipped"},
)
def _controls(of: Any) -> Test:
    def test(s: State, c: Any) -> bool:
        cards = of(s, c)
        return bool(cards) and all(s.owner[x] == c.p for x in cards)

    return test


@declare(
    "in_position",
    "every card of the target is a monster in this battle position (face-up), and it has one "
    '("while the equipped monster is in Attack Position")',
    Param("of", TARGET),
    Param("position", ENUM, choices=("attack", "defense")),
    example={"of": "equipped", "position": "attack"},
)
def _in_position(of: Any, position: str) -> Test:
    wanted = ATK if position == "attack" else DEF

    def test(s: State, c: Any) -> bool:
        cards = of(s, c)
        return bool(cards) and all(s.pos[x] == wanted for x in cards)

    return test


@declare(
    "subject",
    "the card of the event answered matches `filter` (a monster: face-up, in `position` when "
    "given)",
    Param("filter", FILTER),
    opt("position", ENUM, "", choices=("", "attack", "defense")),
    example={"filter": {"level_min": 5}},
)
def _subject(filt: Any, position: str) -> Test:
    wanted = {"attack": ATK, "defense": DEF}.get(position)

    def test(s: State, c: Any) -> bool:
        m = c.subject
        if m < 0 or s.pos[m] == FACEDOWN or (wanted is not None and s.pos[m] != wanted):
            return False
        return bool(filt.test(facts(s, m), atk_of(s, m)))

    return test


@declare("subject_alone", "the card of the event is the only monster its controller has")
def _subject_alone() -> Test:
    return lambda s, c: c.subject >= 0 and monsters(s, s.owner[c.subject]) == [c.subject]


@declare(
    "attack_target",
    "the attacked monster is face-up (in `position`, when given) and matches `filter` (false "
    "for a direct attack)",
    Param("filter", FILTER),
    opt("position", ENUM, "", choices=("", "attack", "defense")),
    example={"filter": {"atk": 0}, "position": "attack"},
)
def _attack_target(filt: Any, position: str) -> Test:
    wanted = {"attack": ATK, "defense": DEF}.get(position)

    def test(s: State, c: Any) -> bool:
        m = c.target
        if m < 0:
            return False
        pos = s.pos[m]
        if pos == FACEDOWN or (wanted is not None and pos != wanted):
            return False
        return bool(filt.test(facts(s, m), atk_of(s, m)))

    return test


@declare(
    "attack_target_position",
    "the attacked monster is face-down (`position` facedown) or in Defense Position, face-up or "
    "face-down (defense): what a face-down monster shows (false for a direct attack)",
    Param("position", ENUM, choices=("facedown", "defense")),
    example={"position": "facedown"},
)
def _attack_target_position(position: str) -> Test:
    wanted = (FACEDOWN,) if position == "facedown" else (FACEDOWN, DEF)
    return lambda s, c: c.target >= 0 and s.pos[c.target] in wanted


@declare("direct_attack", "the attack answered is a direct attack")
def _direct_attack() -> Test:
    return lambda s, c: c.target < 0


@declare(
    "spell_trap_zone_free",
    "you have a free Spell & Trap Zone (`who` opp: your opponent, the first in turn order still "
    "in the game, has one)",
    opt("who", ENUM, "own", choices=("own", "opp")),
)
def _zone_free(who: str = "own") -> Test:
    if who == "opp":
        return lambda s, c: _opponent_has_free(s.szone, decider(s, c.p, "opp"))
    return lambda s, c: -1 in s.szone[c.p]


@declare(
    "monster_zone_free",
    "you have a free Monster Zone (`who` opp: your opponent, the first in turn order still in "
    "the game, has one)",
    opt("who", ENUM, "own", choices=("own", "opp")),
)
def _monster_zone_free(who: str = "own") -> Test:
    if who == "opp":
        return lambda s, c: _opponent_has_free(s.mzone, decider(s, c.p, "opp"))
    return lambda s, c: -1 in s.mzone[c.p]


def _opponent_has_free(zones: list[list[int]], q: int) -> bool:
    """Whether opponent q (-1: none left) has a free zone of these."""
    return q >= 0 and -1 in zones[q]


@declare(
    "die",
    "the die this effect rolled shows one of `values`",
    Param("values", INTS, minimum=1),
    example={"values": [1, 2]},
)
def _die(values: Any) -> Test:
    wanted = frozenset(values if isinstance(values, (list, tuple)) else [values])
    return lambda s, c: c.die in wanted


@declare(
    "heads",
    "the coins this effect tossed came up heads a number of times among `values`",
    Param("values", INTS, minimum=0),
    example={"values": [1]},
)
def _heads(values: Any) -> Test:
    wanted = frozenset(values if isinstance(values, (list, tuple)) else [values])
    return lambda s, c: c.die in wanted


@declare(
    "opp_hand_min",
    "an opponent has at least `count` cards in their hand",
    Param("count", INT, minimum=1),
    example={"count": 1},
)
def _opp_hand_min(count: int) -> Test:
    return lambda s, c: any(len(s.hand[q]) >= count for q in opponents(s, c.p))


@declare(
    "picked",
    "a card chosen by pick `pick` (for one made on activation: the card sent to meet the "
    "requirement) matches `filter`",
    Param("pick", PICK),
    Param("filter", FILTER),
    example={"pick": 0, "filter": {"level": 7}},
)
def _picked(index: int, filt: Any) -> Test:
    def test(s: State, c: Any) -> bool:
        chosen = (c.sel[index] if index < len(c.sel) else None) or ()
        return any(filt.test(s.infos[x], s.infos[x].atk) for x in chosen)

    return test


@declare(
    "pick_is",
    "a card chosen by pick `pick` matches `filter` as it is now: a face-up monster on the field "
    'by its current facts and ATK, any other card by its printed facts ("if that monster is '
    'Level 9", "if you chose "A" by this effect")',
    Param("pick", PICK),
    Param("filter", FILTER),
    example={"pick": 0, "filter": {"level": 9}},
)
def _pick_is(index: int, filt: Any) -> Test:
    def test(s: State, c: Any) -> bool:
        chosen = (c.sel[index] if index < len(c.sel) else None) or ()
        for x in chosen:
            up = s.pos[x] in (ATK, DEF)
            if filt.test(facts(s, x), atk_of(s, x) if up else s.infos[x].atk):
                return True
        return False

    return test


@declare(
    "name_in",
    "a card of the source bears the name of a card pick `pick` chose, their current names "
    '("if a card with the same name is in your opponent\'s GY" after looking at a Set card)',
    Param("pick", PICK),
    Param("from", SOURCE),
    example={"pick": 0, "from": "opp_gy"},
)
def _name_in(index: int, source: str) -> Test:
    pick = every_card(source, ANY)
    find = finder(pick)

    def test(s: State, c: Any) -> bool:
        chosen = (c.sel[index] if index < len(c.sel) else None) or ()
        names = {facts(s, x).name_id for x in chosen}
        return any(facts(s, y).name_id in names for y in find(s, c.p, c.card, pick, 0))

    return test


@declare(
    "picked_self",
    "pick `pick` chose this card (the whole monster, for a piece in Maximum Mode)",
    Param("pick", PICK),
    example={"pick": 0},
)
def _picked_self(index: int) -> Test:
    def test(s: State, c: Any) -> bool:
        chosen = (c.sel[index] if index < len(c.sel) else None) or ()
        me = s.maxc[c.card] if s.maxc[c.card] >= 0 else c.card
        return me in chosen or c.card in chosen

    return test


@declare(
    "moved",
    'at least `min` of the cards the last operation moved or changed match `filter` ("if it '
    'is a monster", "if you do"); a face-up monster on the field by its current facts',
    opt("filter", FILTER, None),
    opt("min", INT, 1, minimum=1),
    opt("declared", BOOL, False, "cards of the card type this effect declared (`declare`)"),
    example={"filter": {"kind": "monster"}},
)
def _moved(filt: Any, least: int, declared: bool) -> Test:
    def test(s: State, c: Any) -> bool:
        moved = c.moved
        if declared:
            moved = [x for x in moved if s.infos[x].kind == c.declared]
        if filt is None:
            return len(moved) >= least
        return sum(1 for x in moved if _moved_matches(s, filt, x)) >= least

    return test


def _moved_matches(s: State, filt: Any, x: int) -> bool:
    """A card an operation moved or changed, by its printed facts; a face-up monster on the
    field (one whose position was changed) by its current facts and ATK."""
    if s.pos[x] in (ATK, DEF):
        return bool(filt.test(facts(s, x), atk_of(s, x)))
    return bool(filt.test(s.infos[x], s.infos[x].atk))


@declare(
    "materials",
    "at least `min` of the materials of this effect's Fusion or Ritual Summon match `filter`, by "
    'their printed facts ("if you sent a monster whose original name is "A" to the GY by '
    'this effect" after a Ritual Summon)',
    opt("filter", FILTER, None),
    opt("min", INT, 1, minimum=1),
    example={"filter": {"kind": "monster"}},
)
def _materials(filt: Any, least: int) -> Test:
    def test(s: State, c: Any) -> bool:
        used = c.args[1:] if c.args else ()
        if filt is None:
            return len(used) >= least
        return sum(1 for x in used if filt.test(s.infos[x], s.infos[x].atk)) >= least

    return test


@declare(
    "dealt",
    "the effect damage this effect has inflicted on opponents (`to` opp) or on you (own) so far "
    'totals at least `min` ("if you inflicted damage to your opponent by this effect", "if you '
    'do" after damage, "if you took damage by this effect")',
    opt("min", INT, 1, minimum=1),
    opt("to", ENUM, "opp", choices=("opp", "own")),
    example={"min": 1000},
)
def _dealt(least: int, to: str) -> Test:
    if to == "own":
        return lambda s, c: c.taken >= least
    return lambda s, c: c.dealt >= least


@declare(
    "gained_lp",
    'this effect has made you gain at least `min` LP so far ("if you gained LP by this effect")',
    opt("min", INT, 1, minimum=1),
    example={"min": 1},
)
def _gained_lp(least: int) -> Test:
    return lambda s, c: c.gained >= least


@declare(
    "turn",
    "it is your turn (`whose` own) or an opponent's (opp)",
    Param("whose", ENUM, choices=("own", "opp")),
    example={"whose": "own"},
)
def _turn(whose: str) -> Test:
    mine = whose == "own"
    return lambda s, c: (s.tp == c.p) == mine


_PHASES = {"main": MAIN, "battle": BATTLE}


@declare(
    "phase",
    "it is the Main Phase (`phase` main) or the Battle Phase (battle) of the turn, whoever's",
    Param("phase", ENUM, choices=tuple(_PHASES)),
    example={"phase": "battle"},
)
def _phase(phase: str) -> Test:
    wanted = _PHASES[phase]
    return lambda s, c: s.phase == wanted


@declare(
    "second_players_first_turn",
    "this turn is the first turn of the player going second (the game's second turn)",
    example={},
)
def _second_players_first_turn() -> Test:
    return lambda s, c: s.turn == 2


@declare(
    "main_phase",
    "it is the Main Phase of any player's turn, not the Battle Phase (the turn's normal draw is "
    "made as the turn starts, in the Main Phase's state: a draw event's `how` tells it apart)",
    example={},
)
def _main_phase() -> Test:
    return lambda s, c: s.phase == MAIN


@declare(
    "count",
    "a counted quantity is at least `min` (and at most `max`, when given)",
    Param("count", COUNTER),
    opt("min", INT, 0, minimum=0),
    opt("max", INT, None, minimum=0),
    example={
        "count": {"counter": "cards", "from": "own_gy", "filter": {"kind": "monster"}},
        "min": 3,
    },
)
def _count(counter: Any, least: int, most: int | None) -> Test:
    def test(s: State, c: Any) -> bool:
        n = counter(s, c)
        return n >= least and (most is None or n <= most)

    return test


@declare(
    "exceeds",
    "a counted quantity is greater than another (`than`)",
    Param("count", COUNTER),
    Param("than", COUNTER),
    example={
        "count": {"counter": "cards", "from": "opp_monsters"},
        "than": {"counter": "cards", "from": "own_monsters"},
    },
)
def _exceeds(counter: Any, than: Any) -> Test:
    return lambda s, c: counter(s, c) > than(s, c)


@declare(
    "not",
    "the condition does not hold",
    Param("condition", CONDITION),
    example={"condition": {"cond": "lp_lower"}},
)
def _not(test: Test) -> Test:
    return lambda s, c: not test(s, c)


@declare(
    "any",
    "at least one of the conditions holds",
    Param("conditions", CONDITIONS),
    example={"conditions": [{"cond": "lp_lower"}, {"cond": "deck_min", "count": 10}]},
)
def _any(tests: tuple[Test, ...]) -> Test:
    return lambda s, c: any(test(s, c) for test in tests)
