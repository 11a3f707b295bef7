"""Operations: the steps of a requirement (cost) and of an effect.

Each word is declared with its parameters; its implementation receives the compiled values and
returns the step, a function of the state and the resolution (`Ctx`). Steps that move or change
cards leave them in `ctx.moved` ("those cards", "if you do"). The control words `if` and `may`
have no implementation here: the compiler turns them into jumps (`runtime.py`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from validator.engine import lasting
from validator.engine.battle import Attack
from validator.engine.cards import HAND_FIELD, MONSTER, SPELL, TRAP
from validator.engine.effects.amounts import Cards, Count, monsters_of
from validator.engine.effects.declare import (
    AMOUNT,
    BOOL,
    CARD,
    CARDS,
    CONDITIONS,
    DURATION,
    ENUM,
    FILTER,
    INT,
    STEPS,
    TARGET,
    Param,
    Vocabulary,
    opt,
)
from validator.engine.effects.filters import ATTRIBUTES, RACES, compile_filter
from validator.engine.effects.hooks import HOOKS
from validator.engine.effects.picks import decider, excavated_of, players_of
from validator.engine.events import FLIP, SUMMON, raise_event
from validator.engine.field import (
    damage,
    destroy,
    draw,
    equip_monster_card,
    free_zone,
    mill,
    move_off_field,
    opponents,
    place_monster,
    set_facedown,
    set_spell_trap,
    special_summoned,
    take,
    take_control,
    to_gy,
)
from validator.engine.lasting import Modifier
from validator.engine.state import (
    ATK,
    ATTACKED,
    ATTACKED_DIRECTLY,
    DEF,
    FACEDOWN,
    FLIPPED,
    OFF,
    OVER,
    SUMMONED_FROM,
    SUMMONED_SPECIAL,
    SUMMONED_THIS_TURN,
    State,
)

Step = Callable[[State, Any], None]

OPERATION_WORDS = Vocabulary("operation", "op")
declare = OPERATION_WORDS.declare

TARGET_PARAM = Param("target", TARGET, "the cards it acts on")
UNTIL = opt("until", DURATION, lasting.END_OF_TURN, "how long it lasts")
WHILE = opt("while", ENUM, "", "it also ends when this card stops being so", choices=lasting.WHILE)
WHO = ("own", "opp", "each")

# Traits the compiler reads: which steps move cards into a place (a pick from there waits for
# them), which change a battle position (they cannot choose a monster in Maximum Mode), and
# which Special Summon (the activation needs a free Monster Zone).
SUMMONS, POSITION_CHANGE = "summons", "position_change"
# A step whose player first chooses the position it changes monsters to (a `position`
# decision, asked only when its `offers(state, ctx)` names the positions to choose from).
CHOOSES_POSITION = "chooses_position"
TO_GY, TO_HAND, TO_DECK, FREES_SELF = "to_gy", "to_hand", "to_deck", "frees_self"
# Steps that bring cards into a hand or GY before a later pick chooses there ("draw 3, then
# send 2 cards from your hand"): such a pick need not be possible before they run.
FEEDS_HAND, FEEDS_GY = "feeds_hand", "feeds_gy"
# A step that excavates: the picks among the excavated cards wait for it; and the steps that
# place the excavated cards "in any order" (their owner chooses the order first, `ORDER`).
FEEDS_EXCAVATED, ORDERS = "feeds_excavated", "orders"
# A Fusion Summon by an effect: its step carries `ways` (the choices of monster and materials),
# made before it by a `FUSE` instruction (`fusion.py`).
FUSES = "fuses"
# A step that moves a monster to its player's field without summoning it (taking control): as
# for a Special Summon, the activation needs a free Monster Zone.
TAKES_ZONE = "takes_zone"
# A declaration: its step carries `ways(state, ctx)` (the card names or card types to declare,
# one a way) and `who` declares, declared before it by a `DECLARE` instruction (`Ctx.declared`).
DECLARES = "declares"


# ------------------------------------------------------------------------- moving cards


@declare(
    "draw",
    "draw cards",
    Param("count", AMOUNT),
    opt("who", ENUM, "own", choices=WHO),
    example={"count": 2},
    traits=(FEEDS_HAND,),
)
def _draw(count: Count, who: str) -> Step:
    def step(s: State, c: Any) -> None:
        n = count(s, c)
        for q in players_of(s, c.p, who):
            before = len(s.hand[q])
            draw(s, q, n)
            c.moved = tuple(s.hand[q][before:])

    return step


@declare(
    "draw_to",
    "draw until the hand holds `count` cards (no draw when it holds that many already); "
    "`who`: whose hand (each player's: each draws up to it)",
    Param("count", INT, minimum=1),
    opt("who", ENUM, "own", choices=WHO),
    example={"count": 5},
    traits=(FEEDS_HAND,),
)
def _draw_to(count: int, who: str) -> Step:
    def step(s: State, c: Any) -> None:
        for q in players_of(s, c.p, who):
            hand = s.hand[q]
            before = len(hand)
            if before < count:
                draw(s, q, count - before)
            c.moved = tuple(hand[before:])

    return step


@declare(
    "mill",
    "send the top cards of a Deck to the GY (`bottom`: its bottom cards)",
    Param("count", AMOUNT),
    opt("who", ENUM, "own", choices=WHO),
    opt("bottom", BOOL, False),
    example={"count": 1},
    traits=(FEEDS_GY,),
)
def _mill(count: Count, who: str, bottom: bool) -> Step:
    def step(s: State, c: Any) -> None:
        sent: list[int] = []
        for q in players_of(s, c.p, who):
            sent += mill(s, q, count(s, c), c.p, _how(c), bottom)
        c.moved = tuple(sent)
        if not c.paying:
            c.sent += c.moved

    return step


def _how(c: Any) -> str:
    return "cost" if c.paying else "effect"


def _mover(where: str) -> Callable[[Cards], Step]:
    """The step moving the target cards to the GY, a hand or a Deck (`where`, as
    `field.move_off_field` reads it; to the GY, "to meet the requirement" while paying, else
    "sent to the GY by this effect": `Ctx.sent`)."""
    to_gy = where == "gy"

    def make(target: Cards) -> Step:
        def step(s: State, c: Any) -> None:
            moved = []
            for card in target(s, c):
                if not to_gy and _kept(s, c, card):
                    continue
                move_off_field(s, card, where, c.p, _how(c))
                moved.append(card)
            c.moved = tuple(moved)
            if to_gy and not c.paying:
                c.sent += c.moved

        return step

    return make


declare(
    "send",
    "send cards to the GY (from the hand, the field or the Deck)",
    TARGET_PARAM,
    example={"target": {"pick": 0}},
    traits=(TO_GY, FEEDS_GY),
)(_mover("gy"))


_INDESTRUCTIBLE = lasting.BIT[lasting.INDESTRUCTIBLE]  # its bit in `State.present`
_UNRETURNABLE = lasting.BIT[lasting.UNRETURNABLE]
_FIXED_CONTROL = lasting.BIT[lasting.FIXED_CONTROL]
_KIND_NAMES = {MONSTER: "monster", SPELL: "spell", TRAP: "trap"}


def _kept(s: State, c: Any, card: int) -> bool:
    """Whether a card on the field stays there as an effect would return it to the hand or
    Deck (`lasting.UNRETURNABLE`; a cost returns it all the same)."""
    return (
        bool(s.present & _UNRETURNABLE)
        and s.pos[card] != OFF
        and not c.paying
        and not lasting.returnable(s, card, _KIND_NAMES[s.infos[c.card].kind])
    )


def _destroy_cards(s: State, c: Any, cards: list[int]) -> None:
    kind = _KIND_NAMES[s.infos[c.card].kind]
    moved = []
    for card in cards:
        if s.pos[card] == OFF:
            continue
        if s.present & _INDESTRUCTIBLE and not lasting.destructible(
            s, card, "effect", c.p, False, kind, c.card
        ):
            continue
        if lasting.spared_once(s, card, c.p, kind):
            continue
        destroy(s, card, "effect", c.p, c.card)
        moved.append(card)
        c.destroyed += 1
    c.moved = tuple(moved)


@declare(
    "destroy",
    "destroy cards on the field; with `filter`, only the target cards matching it by their "
    'printed facts (a face-down card\'s too: "destroy all Trap Cards among them")',
    TARGET_PARAM,
    opt("filter", FILTER, None),
    example={"target": {"pick": 0}},
    traits=(TO_GY, FEEDS_GY),
)
def _destroy(target: Cards, filt: Any) -> Step:
    if filt is None:
        return lambda s, c: _destroy_cards(s, c, target(s, c))

    def step(s: State, c: Any) -> None:
        infos = s.infos
        cards = [x for x in target(s, c) if filt.test(infos[x], infos[x].atk)]
        _destroy_cards(s, c, cards)

    return step


declare(
    "to_hand",
    "add cards to (or return them to) their owner's hand; Fusion and Ritual "
    "monsters go to the Extra Deck",
    TARGET_PARAM,
    example={"target": {"pick": 0}},
    traits=(TO_HAND, FEEDS_HAND),
)(_mover("hand"))


@declare(
    "to_deck",
    "return cards to their owner's Deck: shuffled in, on top or at the bottom; Fusion and "
    "Ritual monsters go to the Extra Deck; `order` any (on top or at the bottom): the player "
    "chooses their order, a card at a time (on top: each above the last; at the bottom: each "
    "below the last), same: the order they were chosen in",
    TARGET_PARAM,
    opt("place", ENUM, "shuffle", choices=("shuffle", "top", "bottom")),
    opt("order", ENUM, "same", choices=("same", "any")),
    example={"target": {"pick": 0}, "place": "bottom", "order": "any"},
    traits=(TO_DECK, ORDERS),
)
def _to_deck(target: Cards, place: str, order: str = "same") -> Step:
    where = "deck_bottom" if place == "bottom" else "deck"
    ordered = order == "any" and place != "shuffle"

    def step(s: State, c: Any) -> None:
        moved, owners = [], set()
        cards = target(s, c)
        if ordered:
            chosen = [x for x in c.order if x in cards]
            cards = chosen + [x for x in cards if x not in chosen]
            c.order = ()
        for card in cards:
            if _kept(s, c, card):
                continue
            owners.add(s.origin[card])
            move_off_field(s, card, where, c.p)
            moved.append(card)
        if place == "shuffle":
            for owner in sorted(owners):
                s.shuffle(s.deck[owner])
        c.moved = tuple(moved)

    return step


_POSITIONS = {"attack": ATK, "defense": DEF, "facedown": FACEDOWN}
SUMMON_CHOICES: dict[str, Callable[[State, Any], tuple[int, ...]]] = {
    "attack_facedown": lambda s, c: (ATK, FACEDOWN),
}
"""The positions a Special Summon offers the player besides face-up Attack or Defense
(`faceup`), by its `position` (a `position` decision before the summon)."""
SUMMONED_TO = ("own", "opp", "owner")


@declare(
    "special_summon",
    "Special Summon cards (to your field, unless `to` says another): in face-up Attack "
    "Position, face-up Defense Position, "
    "face-up in either (the player chooses), face-down Defense Position, or face-up Attack or "
    "face-down Defense Position (attack_facedown: the player chooses)",
    TARGET_PARAM,
    opt(
        "position",
        ENUM,
        "faceup",
        choices=("faceup", "attack", "defense", "facedown", *SUMMON_CHOICES),
    ),
    opt(
        "to",
        ENUM,
        "own",
        "whose field: yours, your opponent's (the first in turn order still in the game), "
        "or each card's owner's (a card of an opponent's GY to that opponent's field); the "
        "player summoning is you all the same; a summon to the opponent's field outside an "
        "optional part asks a free Monster Zone there on activation, one to the owner's field "
        "is an optional part only",
        choices=SUMMONED_TO,
    ),
    opt(
        "by",
        ENUM,
        "own",
        'who Special Summons: you, or your opponent (to their own field, `to` opp: "Your '
        'opponent Special Summons 1 monster from their GY"; the rules binding their summons '
        "apply, and the summon is theirs)",
        choices=("own", "opp"),
    ),
    example={"target": {"pick": 0}, "position": "attack"},
    traits=(SUMMONS,),
)
def _special_summon(target: Cards, position: str, to: str, by: str = "own") -> Step:
    chosen = position == "faceup" or position in SUMMON_CHOICES

    def step(s: State, c: Any) -> None:
        placed = c.position if chosen else _POSITIONS[position]
        summoner = decider(s, c.p, by)
        moved = []
        for card in target(s, c):
            q = _summoned_to(s, c.p, card, to)
            if q < 0 or free_zone(s.mzone[q]) < 0 or s.pos[card] != OFF:
                break
            if not lasting.special_summon_allowed(s, summoner, card, "special", c.card):
                continue
            came = take(s, card)
            place_monster(s, q, card, placed)
            s.flags[card] |= SUMMONED_THIS_TURN | SUMMONED_SPECIAL | SUMMONED_FROM.get(came, 0)
            special_summoned(s, summoner, came)
            moved.append(card)
            if SUMMON in s.listens:
                raise_event(s, SUMMON, card, q, "special", summoner, was=came)
        c.moved = tuple(moved)

    return step


def _summoned_to(s: State, p: int, card: int, to: str) -> int:
    """The player to whose field p Special Summons a card (-1: no opponent left)."""
    if to == "own":
        return p
    if to == "owner":
        return s.owner[card]  # (off the field: the player whose hand, GY or Deck holds it)
    left = opponents(s, p)
    return left[0] if left else -1


@declare(
    "take_control",
    "take control of monsters on another player's field: each moves to your first free Monster "
    "Zone without leaving the field (never a monster in Maximum Mode; none with no free zone); "
    "`until` end_phase: control goes back to its owner in this turn's End Phase (to the owner's "
    "GY when the owner's Monster Zones are full)",
    TARGET_PARAM,
    opt("until", ENUM, "ever", choices=("ever", "end_phase")),
    example={"target": {"pick": 0}, "until": "end_phase"},
    traits=(TAKES_ZONE,),
)
def _take_control(target: Cards, until: str) -> Step:
    returns = until == "end_phase"

    def step(s: State, c: Any) -> None:
        moved = []
        for m in target(s, c):
            if s.present & _FIXED_CONTROL and lasting.has(s, m, lasting.FIXED_CONTROL):
                continue  # "control of this card cannot be switched by card effects"
            if take_control(s, m, c.p, returns):
                moved.append(m)
        c.moved = tuple(moved)

    return step


@declare(
    "equip_self",
    "equip this card (a Union monster face-up in your Monster Zone) to a monster of the "
    "target as an Equip Spell Card: it moves to your first free Spell & Trap Zone without "
    "leaving the field, and its static effects on the equipped monster are in force while it "
    "stays there (nothing happens when it is not in your Monster Zone any more, the monster "
    "is no other face-up monster, or no Spell & Trap Zone is free)",
    TARGET_PARAM,
    example={"target": {"pick": 0}},
)
def _equip_self(target: Cards) -> Step:
    def step(s: State, c: Any) -> None:
        moved: tuple[int, ...] = ()
        if s.infos[c.card].as_equip is not None:
            for m in target(s, c)[:1]:
                if equip_monster_card(s, c.p, c.card, m):
                    moved = (c.card,)
        c.moved = moved

    return step


@declare(
    "set_spell_trap",
    "Set Spells/Traps to your field (a Field Spell to the Field Zone); `field` owner: each to "
    'its owner\'s field, Set by that player ("your opponent Sets it on their field")',
    TARGET_PARAM,
    opt("field", ENUM, "own", choices=("own", "owner")),
    example={"target": {"pick": 0}},
)
def _set_spell_trap(target: Cards, field: str) -> Step:
    def step(s: State, c: Any) -> None:
        moved = []
        for card in target(s, c):
            q = c.p if field == "own" else s.owner[card]
            field_spell = s.infos[card].from_hand == HAND_FIELD
            if s.pos[card] != OFF or (not field_spell and -1 not in s.szone[q]):
                continue
            if card in s.hand[q] and not lasting.hand_play_allowed(s, q, card, lasting.NO_SET):
                continue  # "you cannot Set Spell/Trap Cards from the hand"
            take(s, card)
            set_spell_trap(s, q, card)
            moved.append(card)
        c.moved = tuple(moved)

    return step


@declare(
    "reveal",
    "show cards to the opponent (the pick needs them; nothing moves)",
    TARGET_PARAM,
    example={"target": {"pick": 0}},
)
def _reveal(target: Cards) -> Step:
    def step(s: State, c: Any) -> None:
        c.moved = tuple(target(s, c))

    return step


@declare(
    "choose",
    "choose the target's cards now, as the text orders it (the pick needs them; nothing "
    "happens to them, and what the last step moved stays so): a choice a later step acts on "
    'only if a condition holds ("Choose 1 monster ..., and toss a coin 3 times. Destroy it if '
    'at least 2 of the results are heads")',
    TARGET_PARAM,
    example={"target": {"pick": 0}},
)
def _choose(target: Cards) -> Step:
    def step(s: State, c: Any) -> None:
        return None  # (the choice is made as the step is reached: `PICK` before it)

    return step


@declare(
    "look",
    "look at cards hidden from their player (an opponent's face-down cards): they stay as "
    "they are, face-down where they were. The engine keeps no record of what each player has "
    "seen (its players are shown every card), so nothing changes; the cards are those a later "
    'step names ("if that card is a Trap Card")',
    TARGET_PARAM,
    example={"target": {"pick": 0}},
)
def _look(target: Cards) -> Step:
    def step(s: State, c: Any) -> None:
        c.moved = tuple(target(s, c))

    return step


# ------------------------------------------------------------------------------ excavating


@declare(
    "excavate",
    "excavate the top (or bottom) cards of a Deck: they are shown and stay there, the source "
    "`*_excavated` of later picks, counters and conditions, until `place_excavated` places them "
    "(or the effect has resolved)",
    Param("count", AMOUNT),
    opt("who", ENUM, "own", choices=WHO),
    opt(
        "end",
        ENUM,
        "top",
        'the end of the Deck the cards are taken from ("Take the bottom 5 cards of your Deck '
        'and show them": bottom); they stay there',
        choices=("top", "bottom"),
    ),
    example={"count": 3},
    traits=(FEEDS_EXCAVATED,),
)
def _excavate(count: Count, who: str, end: str) -> Step:
    def step(s: State, c: Any) -> None:
        n = count(s, c)
        shown: list[int] = []
        for q in players_of(s, c.p, who):
            deck = s.deck[q]
            taken = min(n, len(deck))
            shown += deck[:taken] if end == "bottom" else deck[len(deck) - taken :]
        s.excavated = (*s.excavated, *shown)
        c.moved = tuple(shown)

    return step


@declare(
    "place_excavated",
    "place the excavated cards still in the Deck (those matching `filter`; of `who`'s Deck) on "
    "top of it, at the bottom, shuffled into it, or in the GY; `order` any: their owner chooses "
    "their order, a card at a time (on top: each above the last; at the bottom: each below the "
    "last), same: they keep it",
    Param("place", ENUM, choices=("top", "bottom", "shuffle", "gy")),
    opt("who", ENUM, "own", choices=WHO),
    opt("filter", FILTER, None),
    opt("order", ENUM, "same", choices=("same", "any")),
    example={"place": "bottom", "order": "any"},
    traits=(ORDERS,),
)
def _place_excavated(place: str, who: str, filt: Any, order: str) -> Step:
    def step(s: State, c: Any) -> None:
        moved: list[int] = []
        for q in players_of(s, c.p, who):
            cards = excavated_of(s, q, filt)
            if order == "any" and place in ("top", "bottom"):
                chosen = [x for x in c.order if x in cards]
                cards = chosen + [x for x in cards if x not in chosen]
            elif place == "top":
                cards.reverse()  # from the bottom up: the top card stays on top
            deck = s.deck[q]
            if place == "gy":
                for card in cards:
                    move_off_field(s, card, "gy", c.p, _how(c))
                if not c.paying:
                    c.sent += tuple(cards)
            elif place == "shuffle":
                if cards:
                    s.shuffle(deck)
            else:
                for card in cards:
                    deck.remove(card)
                    if place == "top":
                        deck.append(card)
                    else:
                        deck.insert(0, card)
            moved += cards
        c.order = ()
        c.moved = tuple(moved)
        if moved:  # placed: no longer excavated
            s.excavated = tuple(x for x in s.excavated if x not in moved)

    return step


# ------------------------------------------------------------------------------------- LP


@declare(
    "damage",
    "inflict damage",
    Param("amount", AMOUNT),
    opt("to", ENUM, "opp", choices=WHO),
    example={"amount": 800},
)
def _damage(amount: Count, to: str) -> Step:
    def step(s: State, c: Any) -> None:
        n = amount(s, c)
        for q in players_of(s, c.p, to):
            if s.phase != OVER:
                before = s.lp[q]
                dealt = n if q == c.p else lasting.effect_damage(s, c.p, c.card, n)
                damage(s, q, dealt, "effect", c.p, _KIND_NAMES[s.infos[c.card].kind])
                if s.lp[q] != before:  # "if you inflicted (took) damage by this effect"
                    if q == c.p:
                        c.taken += dealt
                    else:
                        c.dealt += dealt

    return step


@declare(
    "gain_lp",
    "gain LP",
    Param("amount", AMOUNT),
    opt("who", ENUM, "own", choices=WHO),
    example={"amount": 1000},
)
def _gain_lp(amount: Count, who: str) -> Step:
    def step(s: State, c: Any) -> None:
        n = amount(s, c)
        for q in players_of(s, c.p, who):
            s.lp[q] += n
            if q == c.p and n > 0:  # "if you gained LP by this effect"
                c.gained += n

    return step


@declare("pay_lp", "pay LP (a cost)", Param("amount", INT, minimum=1), example={"amount": 500})
def _pay_lp(amount: int) -> Step:
    return lambda s, c: damage(s, c.p, amount, "cost", c.p)


# ---------------------------------------------------------------------- ATK, DEF, Level...


def _changer(rule: str, sign: int, *more: str) -> Callable[..., Step]:
    def make(target: Cards, amount: Count, until: str, while_: str) -> Step:
        def step(s: State, c: Any) -> None:
            n = sign * amount(s, c)
            changed = monsters_of(s, target(s, c))
            for m in changed:
                for r in (rule, *more):
                    lasting.add(s, Modifier(r, n, m, c.p, c.card, until, s.turn, while_))
            c.moved = tuple(changed)

        return step

    return make


_STAT_WORDS = {
    "gain_atk": ("this many ATK more", lasting.ATK_CHANGE, 1),
    "lose_atk": ("this many ATK less", lasting.ATK_CHANGE, -1),
    "gain_def": ("this many DEF more", lasting.DEF_CHANGE, 1),
    "lose_def": ("this many DEF less", lasting.DEF_CHANGE, -1),
    "increase_level": ("this many Levels more", lasting.LEVEL_CHANGE, 1),
    "decrease_level": ("this many Levels less", lasting.LEVEL_CHANGE, -1),
}
for _name, (_doc, _rule, _sign) in _STAT_WORDS.items():
    declare(
        _name,
        f"the target monsters get {_doc}",
        TARGET_PARAM,
        Param("amount", AMOUNT),
        UNTIL,
        WHILE,
        example={"target": "self", "amount": 300},
    )(_changer(_rule, _sign))
for _name, _sign in (("gain_atk_def", 1), ("lose_atk_def", -1)):
    declare(
        _name,
        f"the target monsters {'gain' if _sign > 0 else 'lose'} this many ATK and DEF",
        TARGET_PARAM,
        Param("amount", AMOUNT),
        UNTIL,
        WHILE,
        example={"target": {"pick": 0}, "amount": 500},
    )(_changer(lasting.ATK_CHANGE, _sign, lasting.DEF_CHANGE))


def _fact_change(rule: str) -> Callable[..., Step]:
    def make(target: Cards, value: Any, until: str, while_: str) -> Step:
        def step(s: State, c: Any) -> None:
            changed = monsters_of(s, target(s, c))
            for m in changed:
                lasting.add(s, Modifier(rule, value, m, c.p, c.card, until, s.turn, while_))
            c.moved = tuple(changed)

        return step

    return make


declare(
    "change_name",
    "the target monsters' name becomes that of card `name`",
    TARGET_PARAM,
    Param("name", CARD),
    UNTIL,
    WHILE,
    example={"target": "self", "name": 15351},
)(_fact_change(lasting.NAME))


declare(
    "change_original_atk",
    "the target monsters' original ATK becomes `atk` (the changes of their ATK apply to it)",
    TARGET_PARAM,
    Param("atk", INT, minimum=0),
    UNTIL,
    WHILE,
    example={"target": {"pick": 0}, "atk": 1500},
)(_fact_change(lasting.ORIGINAL_ATK))


_COPIED_FACTS = {"name": lasting.NAME, "race": lasting.RACE, "attribute": lasting.ATTRIBUTE}
"""The facts `copy_name` copies (`fact`), by the lasting rule that changes each."""


@declare(
    "copy_name",
    "the target monsters' name (`fact` name), Type (race) or Attribute (attribute) becomes that "
    "of the (first) card of `of`, as it is when this resolves",
    TARGET_PARAM,
    Param("of", TARGET, "the card whose name, Type or Attribute they take"),
    UNTIL,
    WHILE,
    opt("fact", ENUM, "name", choices=tuple(_COPIED_FACTS)),
    example={"target": "self", "of": {"pick": 0}},
)
def _copy_name(target: Cards, of: Cards, until: str, while_: str, fact: str) -> Step:
    rule = _COPIED_FACTS[fact]

    def step(s: State, c: Any) -> None:
        named = of(s, c)
        changed = monsters_of(s, target(s, c)) if named else []
        if named:
            source = lasting.facts(s, named[0])
            value = source.name_id if rule == lasting.NAME else getattr(source, fact)
            for m in changed:
                lasting.add(s, Modifier(rule, value, m, c.p, c.card, until, s.turn, while_))
        c.moved = tuple(changed)

    return step


CARD_TYPES = (MONSTER, SPELL, TRAP)
"""The card types a player may declare (Monster, Spell, or Trap), as the engine codes them."""


@declare(
    "declare",
    "the player declares a card name: one listed as material on the card of `listed_on` (a "
    "Fusion Monster's materials named in its text), or one of `names`; or (`what` card_type) "
    "a card type, Monster, Spell, or Trap. Later steps read it (`declared_name`, the "
    "condition `moved` and the counter `number` with `declared`)",
    opt("names", CARDS, None, "the names to declare one of"),
    opt("listed_on", TARGET, None, "the card whose named materials may be declared"),
    opt("what", ENUM, "name", "what is declared", choices=("name", "card_type")),
    opt("who", ENUM, "own", "who declares: you, or your opponent", choices=("own", "opp")),
    example={"listed_on": {"pick": 0}},
    traits=(DECLARES,),
)
def _declare(names: Any, listed_on: Cards | None, what: str, who: str) -> Step:
    def ways(s: State, c: Any) -> list[tuple[int, ...]]:
        if what == "card_type":
            return [(kind,) for kind in CARD_TYPES]
        if listed_on is None:
            return [(name,) for name in names]
        listed = [m for card in listed_on(s, c) for m in s.infos[card].fusion_materials]
        return [(name,) for name in dict.fromkeys(listed)]

    def step(s: State, c: Any) -> None:
        c.moved = ()  # the `DECLARE` instruction before it declared the name

    ways.card_type = what == "card_type"  # type: ignore[attr-defined]
    step.ways = ways  # type: ignore[attr-defined]
    step.who = who  # type: ignore[attr-defined]
    return step


@declare(
    "declared_name",
    "the target monsters' name becomes the card name this effect declared (`declare`)",
    TARGET_PARAM,
    UNTIL,
    WHILE,
    example={"target": "self"},
)
def _declared_name(target: Cards, until: str, while_: str) -> Step:
    def step(s: State, c: Any) -> None:
        changed = monsters_of(s, target(s, c)) if c.declared else []
        for m in changed:
            lasting.add(
                s, Modifier(lasting.NAME, c.declared, m, c.p, c.card, until, s.turn, while_)
            )
        c.moved = tuple(changed)

    return step


declare(
    "change_race",
    "the target monsters' Type becomes `race`",
    TARGET_PARAM,
    Param("race", ENUM, choices=RACES),
    UNTIL,
    WHILE,
    example={"target": {"pick": 0}, "race": "Fiend"},
)(_fact_change(lasting.RACE))
declare(
    "change_attribute",
    "the target monsters' Attribute becomes `attribute`",
    TARGET_PARAM,
    Param("attribute", ENUM, choices=ATTRIBUTES),
    UNTIL,
    WHILE,
    example={"target": {"pick": 0}, "attribute": "DARK"},
)(_fact_change(lasting.ATTRIBUTE))


# ------------------------------------------------------------------------------- positions


def _flip(s: State, m: int, c: Any) -> None:
    s.flags[m] |= FLIPPED
    raise_event(s, FLIP, m, s.owner[m], "effect", c.p)


_NO_DEFENSE_CHANGE = lasting.BIT[lasting.NO_DEFENSE_CHANGE]


def _kept_in_attack(s: State, m: int, c: Any) -> bool:
    """Whether a monster in Attack Position stays so as an effect would change its position
    (every change from Attack Position is to Defense Position): `lasting.NO_DEFENSE_CHANGE`."""
    return (
        bool(s.present & _NO_DEFENSE_CHANGE)
        and s.pos[m] == ATK
        and not lasting.defense_change_allowed(s, m, c.p)
    )


def _positioner(change: Callable[[State, int, Any], bool]) -> Callable[[Cards], Step]:
    def make(target: Cards) -> Step:
        def step(s: State, c: Any) -> None:
            changed = []
            for m in monsters_of(s, target(s, c)):
                # Maximum Mode: Attack Position only
                if s.maxc[m] < 0 and not _kept_in_attack(s, m, c) and change(s, m, c):
                    changed.append(m)
            c.moved = tuple(changed)

        return step

    return make


def _toggle(s: State, m: int, c: Any) -> bool:
    if s.pos[m] == FACEDOWN:
        _flip(s, m, c)
    s.pos[m] = DEF if s.pos[m] == ATK else ATK
    return True


def _to_attack(s: State, m: int, c: Any) -> bool:
    if s.pos[m] == ATK:
        return False
    if s.pos[m] == FACEDOWN:
        _flip(s, m, c)
    s.pos[m] = ATK
    return True


def _to_defense(s: State, m: int, c: Any) -> bool:
    if s.pos[m] != ATK:
        return False
    s.pos[m] = DEF
    return True


def _to_facedown(s: State, m: int, c: Any) -> bool:
    if s.pos[m] == FACEDOWN:
        return False
    set_facedown(s, m)
    return True


for _name, _change, _doc in (
    (
        "change_position",
        _toggle,
        "change the battle position of monsters (a face-down one is flipped into Attack Position)",
    ),
    ("to_attack", _to_attack, "change monsters to face-up Attack Position"),
    ("to_defense", _to_defense, "change Attack Position monsters to face-up Defense Position"),
    ("to_facedown", _to_facedown, "change face-up monsters to face-down Defense Position"),
):
    declare(_name, _doc, TARGET_PARAM, example={"target": {"pick": 0}}, traits=(POSITION_CHANGE,))(
        _positioner(_change)
    )


def _to_faceup_defense(s: State, m: int, c: Any) -> bool:
    """Face-up Defense Position (a face-down monster is flipped face-up)."""
    if s.pos[m] == FACEDOWN:
        _flip(s, m, c)
        s.pos[m] = DEF
        return True
    return _to_defense(s, m, c)


_CHANGES_TO = {ATK: _to_attack, DEF: _to_faceup_defense, FACEDOWN: _to_facedown}
_EITHER = {"attack_facedown": (ATK, FACEDOWN), "defense_facedown": (DEF, FACEDOWN)}


def _either_of(positions: tuple[int, ...], s: State, m: int) -> tuple[int, ...]:
    """The positions of the two a monster can be changed to: those it is not in."""
    return tuple(p for p in positions if p != s.pos[m])


@declare(
    "change_to_either",
    "change monsters to one of two battle positions, a different one from the position each "
    "is in: attack_facedown (face-up Attack or face-down Defense Position), defense_facedown "
    "(face-up or face-down Defense Position); the player chooses when both are (a `position` "
    "decision, before the change), never for a monster in Maximum Mode",
    TARGET_PARAM,
    Param("positions", ENUM, choices=tuple(_EITHER)),
    example={"target": {"pick": 0}, "positions": "attack_facedown"},
    traits=(POSITION_CHANGE, CHOOSES_POSITION),
)
def _change_to_either(target: Cards, positions: str) -> Step:
    both = _EITHER[positions]

    def offers(s: State, c: Any) -> tuple[int, ...]:
        """The positions the player chooses between (none: no choice to make)."""
        for m in monsters_of(s, target(s, c)):
            if s.maxc[m] < 0 and len(_either_of(both, s, m)) > 1:
                return both
        return ()

    def change(s: State, m: int, c: Any) -> bool:
        left = _either_of(both, s, m)
        to = c.position if len(left) > 1 and c.position in left else left[0]
        return _CHANGES_TO[to](s, m, c)

    step = _positioner(change)(target)
    step.offers = offers  # type: ignore[attr-defined]
    return step


# ------------------------------------------------------------- abilities and restrictions

ABILITIES = {
    "pierce": lasting.PIERCE,
    "extra_attack": lasting.EXTRA_ATTACK,
    "extra_attack_on_kill": lasting.EXTRA_ATTACK_ON_KILL,
    "extra_attack_on_monsters": lasting.EXTRA_ATTACK_ON_MONSTERS,
    "direct_attack": lasting.DIRECT_ATTACK,
    "attack_all": lasting.ATTACK_ALL,
    "any_player": lasting.ANY_PLAYER,
    "double_tribute": lasting.DOUBLE_TRIBUTE,
    "no_traps_on_attack": lasting.NO_TRAPS_ON_ATTACK,
    "cannot_attack": lasting.CANNOT_ATTACK,
    "cannot_attack_directly": lasting.CANNOT_ATTACK_DIRECTLY,
    "cannot_activate": lasting.CANNOT_ACTIVATE,
    "extra_attack_on_kill_on_monsters": lasting.EXTRA_ATTACK_ON_KILL_ON_MONSTERS,
    "safe_battle": lasting.SAFE_BATTLE,
    "safe_battle_both": lasting.SAFE_BATTLE,
    "untributable": lasting.UNTRIBUTABLE,
    "no_traps_on_summon": lasting.NO_TRAPS_ON_SUMMON,
    "unattackable": lasting.UNATTACKABLE,
    "lent_tribute": lasting.LENT_TRIBUTE,
}
# The abilities whose lasting effect has a value of its own rather than the `count`.
_ABILITY_VALUES = {"safe_battle_both": "both"}


@declare(
    "grant",
    "the target monsters gain an ability or a restriction: pierce (piercing battle damage), "
    "extra_attack (`count` more attacks), extra_attack_on_kill (one more attack after it "
    "destroys a monster by battle), extra_attack_on_monsters (`count` more attacks, each on a "
    "monster, none after a direct attack), direct_attack, attack_all (each opponent's monster "
    "once), "
    "any_player (party: any opponent), double_tribute (2 Tributes for a monster matching "
    "`filter`), no_traps_on_attack (the opponent activates no Trap when it attacks), "
    "cannot_attack, cannot_attack_directly, cannot_activate (its effects cannot be activated), "
    "extra_attack_on_kill_on_monsters (one more attack, on a monster, after it destroys a "
    "monster by battle), safe_battle (its controller takes no battle damage from its battles), "
    "safe_battle_both (neither player does), untributable (not Tributed for a Tribute Summon), "
    "no_traps_on_summon (the opponent activates no Trap at the timing of its summon), "
    "unattackable (the opponent cannot attack it), lent_tribute (an opponent's monster the "
    "effect's player may Tribute instead of 1 monster of their own, for the Tribute Summon in "
    "Attack Position of a monster matching `filter`)",
    TARGET_PARAM,
    Param("ability", ENUM, choices=tuple(ABILITIES)),
    opt("count", INT, 1, minimum=1),
    opt("filter", FILTER, None),
    UNTIL,
    WHILE,
    opt(
        "attacks",
        AMOUNT,
        None,
        "for extra_attack and extra_attack_on_monsters: the number of attacks it can make in "
        "all, worked out as it resolves, instead of `count` more (1 or fewer: none more)",
    ),
    example={"target": "self", "ability": "pierce"},
)
def _grant(
    target: Cards,
    ability: str,
    count: int,
    filt: Any,
    until: str,
    while_: str,
    attacks: Count | None,
) -> Step:
    rule = ABILITIES[ability]
    fixed = _ABILITY_VALUES.get(ability, count)

    def step(s: State, c: Any) -> None:
        value = fixed if attacks is None else attacks(s, c) - 1
        more = attacks is None or value > 0  # "up to 1 attack": none more
        changed = monsters_of(s, target(s, c)) if more else []
        for m in changed:
            lasting.add(s, Modifier(rule, value, m, c.p, c.card, until, s.turn, while_, filt))
        c.moved = tuple(changed)

    return step


@declare(
    "seal",
    "the target cards on the field (Set Spell or Trap Cards, or monsters: their effects) cannot "
    "be activated: a lasting restriction of each card (one that leaves the field is a new "
    "card, free of it); `who` opp: by the opponents of the effect's player only (\"your "
    "opponent cannot activate those monsters' effects\": not by you, should you control one)",
    TARGET_PARAM,
    UNTIL,
    opt("who", ENUM, "any", choices=("any", "opp")),
    example={"target": {"pick": 0}, "until": "end_of_opp_next_turn"},
)
def _seal(target: Cards, until: str, who: str = "any") -> Step:
    value = 1 if who == "any" else lasting.OPPONENTS_ONLY

    def step(s: State, c: Any) -> None:
        sealed = tuple(x for x in target(s, c) if s.pos[x] != OFF)
        for x in sealed:
            lasting.add(s, Modifier(lasting.CANNOT_ACTIVATE, value, x, c.p, c.card, until, s.turn))
        c.moved = sealed

    return step


@declare(
    "bar_tribute",
    "the target monsters cannot be Tributed for a Tribute Summon (nor a Tribute Set) by "
    "`who`: own (the effect's player) or opp (their opponent); a lasting restriction of "
    "each monster, which binds no other player who comes to control it; `ritual`: nor used "
    "by them as material for a Ritual Summon",
    TARGET_PARAM,
    Param("who", ENUM, choices=lasting.TRIBUTE_BARS),
    UNTIL,
    opt("ritual", BOOL, False),
    example={"target": {"pick": 0}, "who": "opp", "until": "end_of_turn"},
)
def _bar_tribute(target: Cards, who: str, until: str, ritual: bool = False) -> Step:
    rules = (
        (lasting.UNTRIBUTABLE, lasting.NO_RITUAL_MATERIAL) if ritual else (lasting.UNTRIBUTABLE,)
    )

    def step(s: State, c: Any) -> None:
        barred = monsters_of(s, target(s, c))
        for m in barred:
            for rule in rules:
                lasting.add(s, Modifier(rule, who, m, c.p, c.card, until, s.turn))
        c.moved = tuple(barred)

    return step


@declare(
    "protect",
    "the target monsters cannot be destroyed: by battle, by card effects, by the effects of "
    "monsters, Spells, Traps or Spells/Traps (`lasting.PROTECTIONS`), anyone's or the "
    "opponent's (opp_...); `reach` cards: any target card on the "
    "field (a Spell/Trap Card too), not only monsters; `once`: by an effect, once only (the "
    "first time it would be destroyed so, it is not, and the protection is used up)",
    TARGET_PARAM,
    Param("from", ENUM, choices=lasting.PROTECTIONS),
    UNTIL,
    WHILE,
    opt("reach", ENUM, "monsters", choices=("monsters", "cards")),
    opt("once", BOOL, False),
    example={"target": {"pick": 0}, "from": "battle"},
)
def _protect(target: Cards, source: str, until: str, while_: str, reach: str, once: bool) -> Step:
    rule = lasting.INDESTRUCTIBLE_ONCE if once else lasting.INDESTRUCTIBLE

    def step(s: State, c: Any) -> None:
        cards = target(s, c)
        if reach == "monsters":
            changed = monsters_of(s, cards)
        else:
            changed = [x for x in cards if s.pos[x] != OFF]
        for m in changed:
            lasting.add(s, Modifier(rule, source, m, c.p, c.card, until, s.turn, while_))
        c.moved = tuple(changed)

    return step


@declare(
    "end_phase",
    "in this turn's End Phase, move the target cards (those on the field now): place each on "
    "the bottom of its owner's Deck, shuffle it into that Deck, send it to the GY or destroy "
    "it; a card that leaves the field (or is turned face-down) before is a new card, spared",
    TARGET_PARAM,
    Param("action", ENUM, choices=lasting.END_PHASE_ACTIONS),
    example={"target": "moved", "action": "deck_bottom"},
)
def _end_phase(target: Cards, action: str) -> Step:
    def step(s: State, c: Any) -> None:
        cards = tuple(x for x in target(s, c) if s.pos[x] != OFF)
        for x in cards:
            lasting.add(
                s, Modifier(lasting.END_PHASE, action, x, c.p, c.card, lasting.END_OF_TURN, s.turn)
            )
        c.moved = cards

    return step


PLAYER_RULE_WORDS = {
    "only_attack_with": lasting.ONLY_ATTACK_WITH,
    "no_attack_with": lasting.NO_ATTACK_WITH,
    "no_direct_attack": lasting.NO_DIRECT_ATTACK,
    "no_attack_on": lasting.NO_ATTACK_ON,
    "no_activation": lasting.NO_ACTIVATION,
    "no_battle_activation": lasting.NO_BATTLE_ACTIVATION,
    "only_special_summon": lasting.ONLY_SPECIAL_SUMMON,
    "no_special_summon": lasting.NO_SPECIAL_SUMMON,
    "no_tribute_summon": lasting.NO_TRIBUTE_SUMMON,
    "no_facedown_tribute": lasting.NO_FACEDOWN_TRIBUTE,
    "no_normal_summon": lasting.NO_NORMAL_SUMMON,
    "no_set": lasting.NO_SET,
    "activation_limit": lasting.ACTIVATION_LIMIT,
    "attack_limit": lasting.ATTACK_LIMIT,
    "no_traps_on_attack": lasting.NO_TRAPS_ON_ATTACK,
    "no_battle_damage": lasting.NO_BATTLE_DAMAGE,
    "no_effect_damage": lasting.NO_EFFECT_DAMAGE,
    "no_opp_effect_damage": lasting.NO_OPP_EFFECT_DAMAGE,
    "no_attack_damage": lasting.NO_ATTACK_DAMAGE,
}


_LIKE_FACTS = {"race": "race", "attribute": "attribute", "original_name": "original_ids"}
"""The facts a rule compares with a card's (`restrict`'s `like`), with the filter key of each."""


@declare(
    "restrict",
    "a rule over what players may do: only_attack_with / no_attack_with (monsters matching "
    "`filter`), no_direct_attack (by monsters matching `filter`, or any), no_attack_on (no "
    "attack declared on monsters matching `filter`; `position` attack: in Attack Position), "
    "no_activation (cards or effects matching `filter`, of "
    "`kind` spell, trap or monster), no_battle_activation (the same, during the Battle Phase), "
    "only_special_summon / no_special_summon / "
    "no_tribute_summon / no_normal_summon (a Normal or Tribute Summon; monsters matching "
    "`filter`), no_facedown_tribute (no face-down monster Tributed for a Tribute Summon, nor "
    "a Tribute Set), no_set (the Set of cards matching `filter` from the hand), activation_limit "
    "(at most `count` more activations of cards matching `filter`), attack_limit (at most "
    "`count` more attacks declared), no_traps_on_attack (when monsters matching "
    "`filter` attack), no_battle_damage / no_effect_damage (the player takes no battle / "
    "effect damage), no_opp_effect_damage (no damage from the effects of the player's "
    "opponents; with `kind`, of their cards of that kind only), no_attack_damage (no "
    "battle damage from the attacks of the opponents' "
    "monsters matching `filter`); `from`: for no_special_summon, only the Special Summons of "
    "monsters from the GY, the hand or GY, the Extra Deck, or the hand; `like`: only the cards "
    "with the same `fact` as a target card (of those matching `like_only`), as it is when the "
    'rule is made ("monsters with the same Type as that monster", "with the same original name '
    'as that Ritual Monster"; no rule without such a card); `position` attack: for '
    "no_tribute_summon, only the Tribute Summons in Attack Position (a Tribute Set is left), "
    "for no_attack_on, only the monsters in Attack Position; "
    "`maximum`: for only_attack_with, only monsters in Maximum Mode (and matching `filter`)",
    Param("rule", ENUM, choices=tuple(PLAYER_RULE_WORDS)),
    opt("who", ENUM, "own", choices=WHO),
    opt("filter", FILTER, None),
    opt("kind", ENUM, "", choices=("", "spell", "trap", "monster")),
    opt("count", INT, 1, minimum=0),
    UNTIL,
    WHILE,
    opt("from", ENUM, "", choices=("", *lasting.SPECIAL_FROM)),
    opt("like", TARGET, None),
    opt("fact", ENUM, "race", choices=tuple(_LIKE_FACTS)),
    opt("like_only", FILTER, None),
    opt("position", ENUM, "", choices=("", lasting.ATTACK_ONLY)),
    opt("maximum", BOOL, False),
    example={"rule": "only_attack_with", "filter": {"race": "Fiend"}},
)
def _restrict(
    rule: str,
    who: str,
    filt: Any,
    kind: str,
    count: int,
    until: str,
    while_: str,
    zones: str,
    like: Cards | None = None,
    fact: str = "race",
    like_only: Any = None,
    position: str = "",
    maximum: bool = False,
) -> Step:
    code = PLAYER_RULE_WORDS[rule]
    value: Any = count if code in (lasting.ACTIVATION_LIMIT, lasting.ATTACK_LIMIT) else kind
    if code == lasting.NO_SPECIAL_SUMMON:
        value = zones
    elif code in (lasting.NO_TRIBUTE_SUMMON, lasting.NO_ATTACK_ON):
        value = position
    elif code == lasting.ONLY_ATTACK_WITH and maximum:
        value = lasting.IN_MAXIMUM

    def step(s: State, c: Any) -> None:
        filt_now = filt
        if like is not None:
            filt_now = _like(s, c, filt, like, fact, like_only)
            if filt_now is None:
                return  # no card to compare with: no rule
        for q in players_of(s, c.p, who):
            left = value
            if code == lasting.ATTACK_LIMIT:
                # the attacks q's monsters on the field declared this turn count already
                left = value - sum(s.attacks[m] for m in s.mzone[q] if m >= 0)
            lasting.add(s, Modifier(code, left, -1, q, c.card, until, s.turn, while_, filt_now))

    return step


def _like(s: State, c: Any, filt: Any, like: Cards, fact: str, only: Any) -> Any:
    """The filter of the cards with the same fact as one of the target cards matching `only`
    (a face-up monster on the field by its current facts; the original name: the printed
    one), besides `filt`; None without such a card."""
    values = []
    for x in like(s, c):
        up = s.pos[x] in (ATK, DEF)
        info = lasting.facts(s, x) if up else s.infos[x]
        if only is not None and not only.test(info, lasting.atk_of(s, x) if up else info.atk):
            continue
        value = s.infos[x].id if fact == "original_name" else getattr(info, fact)
        if value not in values:
            values.append(value)
    if not values:
        return None
    spec = dict(filt.spec) if filt is not None else {}
    spec[_LIKE_FACTS[fact]] = values
    return compile_filter(spec)


@declare(
    "only_attack_extreme",
    "the opponents of the effect's player, attacking a face-up monster of that player's, can "
    "only attack one with the highest `stat` (`lowest`: the lowest) among that player's "
    'face-up monsters, as they are when the attack is declared ("if your opponent attacks a '
    'face-up monster, they can only attack the monster with the lowest Level on your field")',
    opt("stat", ENUM, "level", choices=("level", "atk")),
    opt("lowest", BOOL, False),
    UNTIL,
    example={"stat": "level", "lowest": True},
)
def _only_attack_extreme(stat: str, lowest: bool, until: str) -> Step:
    value = f"-{stat}" if lowest else stat

    def step(s: State, c: Any) -> None:
        for q in players_of(s, c.p, "opp"):
            rule = lasting.ONLY_ATTACK_EXTREME
            lasting.add(s, Modifier(rule, value, -1, q, c.card, until, s.turn))

    return step


@declare(
    "only_attacker",
    "of your monsters only one may attack: the target monster (a single card), or without a "
    "target the first to declare an attack (one that attacked this turn already, if any); "
    "none once it has left the field",
    opt("target", TARGET, None, "the one monster that may attack"),
    UNTIL,
    opt(
        "direct",
        BOOL,
        False,
        "of the direct attacks only: only one monster may attack directly (without a target "
        "the first to attack directly)",
    ),
    example={"target": "self"},
)
def _only_attacker(target: Cards | None, until: str, direct: bool) -> Step:
    rule = lasting.ONLY_DIRECT_ATTACKER if direct else lasting.ONLY_ATTACKER
    done = ATTACKED_DIRECTLY if direct else ATTACKED

    def step(s: State, c: Any) -> None:
        if target is None:
            attacked = [m for m in s.mzone[c.p] if m >= 0 and s.flags[m] & done]
            value = attacked[0] if attacked else lasting.FIRST_ATTACKER
        else:
            chosen = monsters_of(s, target(s, c))
            value = chosen[0] if chosen else lasting.NO_ATTACKER
        lasting.add(s, Modifier(rule, value, -1, c.p, c.card, until, s.turn))

    return step


# ------------------------------------------------------------------------------ battle


@declare("negate_attack", "negate the attack (no damage calculation)")
def _negate_attack() -> Step:
    def step(s: State, c: Any) -> None:
        s.attack = None

    return step


@declare(
    "redirect_attack",
    "the monster of `target` (one of the attacked player's) becomes the target of the attack "
    "answered",
    TARGET_PARAM,
    example={"target": {"pick": 0}},
)
def _redirect_attack(target: Cards) -> Step:
    def step(s: State, c: Any) -> None:
        if s.attack is None:
            return
        attacker, _, attacked = s.attack
        for m in monsters_of(s, target(s, c)):
            if s.owner[m] == attacked:
                s.attack = Attack(attacker, m, attacked)
                c.target = m
                return

    return step


@declare("end_attacks", "no monster of the turn player can attack for the rest of this turn")
def _end_attacks() -> Step:
    def step(s: State, c: Any) -> None:
        for m in s.mzone[s.tp]:
            if m >= 0:
                s.flags[m] |= ATTACKED
                s.attacks[m] = 99

    return step


# ------------------------------------------------------------------------------- others


@declare(
    "roll",
    "roll a six-sided die `times` times (the `die` counter and condition read the total)",
    opt("times", INT, 1, minimum=1),
)
def _roll(times: int) -> Step:
    def step(s: State, c: Any) -> None:
        rng = s.draw_rng()
        c.die = sum(rng.randint(1, 6) for _ in range(times))

    return step


@declare(
    "toss",
    "toss a coin `times` times (the `heads` condition reads how many came up heads; it is "
    "kept where a die's result is, an effect doing one or the other)",
    opt("times", INT, 1, minimum=1),
)
def _toss(times: int) -> Step:
    def step(s: State, c: Any) -> None:
        rng = s.draw_rng()
        c.die = sum(rng.randint(0, 1) for _ in range(times))

    return step


@declare(
    "random_hand",
    "choose `count` cards at random from a player's hand (all of them when fewer); nothing "
    "moves: the next step acts on them as its `moved` target",
    Param("count", AMOUNT),
    opt("who", ENUM, "opp", choices=("own", "opp")),
    example={"count": 1},
)
def _random_hand(count: Count, who: str) -> Step:
    def step(s: State, c: Any) -> None:
        chosen: list[int] = []
        for q in players_of(s, c.p, who):
            hand = s.hand[q]
            chosen += s.draw_rng().sample(hand, min(count(s, c), len(hand)))
        c.moved = tuple(chosen)

    return step


@declare("shuffle_deck", "shuffle your Deck")
def _shuffle_deck() -> Step:
    def step(s: State, c: Any) -> None:
        s.shuffle(s.deck[c.p])
        c.moved = ()

    return step


@declare(
    "hook",
    "a one-off behaviour written in Python, by name (`effects/hooks.py`)",
    Param("name", ENUM, choices=tuple(HOOKS)),
    example={"name": "card_destruction"},
)
def _hook(name: str) -> Step:
    return HOOKS[name]


@declare("self_to_gy", "send this card from the field to the GY", traits=(FREES_SELF, FEEDS_GY))
def _self_to_gy() -> Step:
    def step(s: State, c: Any) -> None:
        c.moved = tuple(to_gy(s, c.card, _how(c), c.p)) if s.pos[c.card] != OFF else ()
        if not c.paying:
            c.sent += c.moved

    return step


# Control words: compiled into jumps by `compile.py`, never called.
OPERATION_WORDS.add(
    "if",
    "apply `then` when every condition holds, else `else`",
    Param("condition", CONDITIONS),
    Param("then", STEPS),
    opt("else", STEPS, []),
    example={"condition": [{"cond": "lp_lower"}], "then": [{"op": "draw", "count": 1}]},
)
OPERATION_WORDS.add(
    "may",
    'an optional part ("you can ..."): the player applies `then` or declines; with `else`, '
    'one of two ways ("add it to your hand or Special Summon it"): declined, or when `then` '
    "has nothing to choose, `else` is applied (its needs are the effect's, as a step outside "
    'any optional part); `by` opp: the opponent decides ("your opponent can ..."; no `else`)',
    Param("then", STEPS),
    opt("else", STEPS, []),
    opt("by", ENUM, "own", choices=("own", "opp")),
    example={"then": [{"op": "draw", "count": 1}]},
)
CONTROL = frozenset({"if", "may"})


# The words declared in modules of their own (imported last: they use `declare`).
from validator.engine.effects import fusion as _fusion  # noqa: E402, F401
