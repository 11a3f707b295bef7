"""Field bookkeeping shared by the rules and the effects: where cards are, and moving them.

Every move that a card effect or Trap can answer raises its event (`validator.engine.events`):
leaving the field, going to the GY, a hand or a Deck, destruction, damage and draws. `by` is
the player whose action or effect caused the move (-1: the rules themselves).
"""

from __future__ import annotations

from validator.engine import lasting
from validator.engine.cards import HAND_FIELD, MONSTER, TRAP
from validator.engine.events import (
    DAMAGE,
    DESTROYED,
    DRAW,
    LEFT_FIELD,
    SENT_TO_GY,
    TO_DECK,
    TO_HAND,
    arm_trap,
    disarm_trap,
    raise_event,
)
from validator.engine.state import (
    ATK,
    DEF,
    DRAWN,
    DREW,
    DREW_IN_MAIN,
    FACEDOWN,
    FACEUP,
    FUSION_SUMMONED,
    LOST_CARD_TO_EFFECT,
    MAIN,
    OFF,
    OVER,
    PART,
    RITUAL_SUMMONED,
    SET,
    SPECIAL_FROM_EXTRA,
    SPECIAL_FROM_GY,
    SPECIAL_SUMMONED,
    TOOK_EFFECT_DAMAGE,
    State,
)

# (Loops, not comprehensions, in the functions every action calls: a comprehension makes
# the names it reads closure cells, which cost a call of these small functions more.)


def monsters(s: State, p: int) -> list[int]:
    """The monsters p controls (a Maximum Mode monster counts once, as its centre piece)."""
    pos = s.pos
    out = []
    for m in s.mzone[p]:
        if m >= 0 and pos[m] != PART:
            out.append(m)
    return out


def faceup_monsters(s: State, p: int) -> list[int]:
    pos = s.pos
    out = []
    for m in s.mzone[p]:
        if m >= 0 and (pos[m] == ATK or pos[m] == DEF):
            out.append(m)
    return out


def free_zone(zone: list[int]) -> int:
    """Index of the first empty slot, -1 when the zone is full."""
    return zone.index(-1) if -1 in zone else -1


def place_monster(s: State, p: int, iid: int, position: int) -> None:
    """Put a monster in p's first free Monster Zone; an error when there is none."""
    zone = s.mzone[p]
    try:
        zone[zone.index(-1)] = iid
    except ValueError:
        raise ValueError(f"no free Monster Zone for instance {iid}") from None
    s.pos[iid] = position
    s.since[iid] = s.turn
    s.flags[iid] = 0
    if s.owner[iid] != p:
        _come_under(s, iid, p)
    if s.infos[iid].statics:
        _statics_arrive(s, iid)


def _statics_arrive(s: State, iid: int) -> None:
    """A card with static effects came to the field: they count from now on (in the order
    the cards came, `State.statics_on`)."""
    if iid not in s.statics_on:
        s.statics_on.append(iid)
        lasting.refresh(s)


def place_spell(s: State, p: int, iid: int, position: int) -> None:
    """Put a Spell or Trap in p's first free Spell & Trap Zone; an error when there is none."""
    zone = s.szone[p]
    try:
        zone[zone.index(-1)] = iid
    except ValueError:
        raise ValueError(f"no free Spell & Trap Zone for instance {iid}") from None
    s.pos[iid] = position
    s.since[iid] = s.turn
    if s.owner[iid] != p:
        _come_under(s, iid, p)
    info = s.infos[iid]
    if info.statics:
        _statics_arrive(s, iid)
    if info.kind == TRAP and position == SET:
        arm_trap(s, iid)


def equip_monster_card(s: State, p: int, card: int, m: int) -> bool:
    """A Union monster in p's Monster Zone equips monster m as an Equip Spell Card: it moves to
    p's first free Spell & Trap Zone face-up without leaving the field, attached to m (it goes
    to the GY when m leaves the field or is turned face-down: `drop_equips`). What it did this
    turn and the effects applied to it as a monster end; the Equips attached to it go to the
    GY. False (nothing happens) when it is no monster of p's Monster Zone, m is no other
    face-up monster, or p has no free Spell & Trap Zone."""
    mzone, zone = s.mzone[p], s.szone[p]
    if card not in mzone or -1 not in zone or s.maxc[card] >= 0 or m == card:
        return False
    if s.pos[card] not in (ATK, DEF) or s.pos[m] not in (ATK, DEF):
        return False
    mzone[mzone.index(card)] = -1
    zone[zone.index(-1)] = card
    s.pos[card] = FACEUP
    s.since[card] = s.turn
    s.flags[card] = 0
    s.attacks[card] = 0
    s.equip[card] = m
    if s.lasting:
        lasting.card_gone(s, [card])
    drop_equips(s, [card])
    return True


def place_field_spell(s: State, p: int, iid: int, position: int) -> None:
    """Put a Field Spell in p's Field Zone; the one there before goes to the GY."""
    old = s.fzone[p]
    if old >= 0 and old != iid:
        to_gy(s, old, "rule")
    s.fzone[p] = iid
    s.pos[iid] = position
    s.since[iid] = s.turn
    if s.owner[iid] != p:
        _come_under(s, iid, p)
    if s.infos[iid].statics:
        _statics_arrive(s, iid)


def set_spell_trap(s: State, p: int, card: int) -> None:
    """Set a Spell or Trap (off the field) in its zone: a Field Spell in the Field Zone."""
    if s.infos[card].from_hand == HAND_FIELD:
        place_field_spell(s, p, card, SET)
    else:
        place_spell(s, p, card, SET)


def _clear(s: State, iid: int) -> None:
    info = s.infos[iid]
    if info.statics:
        s.statics_on.remove(iid)
        lasting.refresh(s)
    s.pos[iid] = OFF
    s.flags[iid] = 0
    s.attacks[iid] = 0
    s.equip[iid] = -1
    s.maxc[iid] = -1
    if info.kind == TRAP:
        disarm_trap(s, iid)


def leave_field(s: State, iid: int, where: str = "gy", by: int = -1) -> list[int]:
    """Take a card (and, for a Maximum monster, its pieces) off the field; return what left.

    Equip Spells attached to a monster that leaves go to their owner's GY. The lasting effects
    on the cards that left end; `LEFT_FIELD` is raised for each (`where` they are going, its
    player the controller). A card controlled by another seat than its owner goes back to its
    owner's piles (`State.borrowed`).
    """
    p = s.owner[iid]
    maxc = s.maxc
    mzone, szone = s.mzone[p], s.szone[p]
    centre = maxc[iid]
    group = _pieces_of(mzone, maxc, centre) if centre >= 0 else [iid]
    for card in group:
        if s.pos[card] == OFF:
            continue
        # A card stands in one zone at most.
        if card in mzone:
            mzone[mzone.index(card)] = -1
        elif card in szone:
            szone[szone.index(card)] = -1
        if s.fzone[p] == card:
            s.fzone[p] = -1
        _clear(s, card)
        if s.borrowed:
            _give_back(s, card)
        if LEFT_FIELD in s.listens:
            raise_event(s, LEFT_FIELD, card, p, where, by)
    if s.lasting:
        lasting.card_gone(s, group)
    if s.infos[iid].kind == MONSTER:
        drop_equips(s, group)
    return group


# ------------------------------------------------------------------------------- control


def _set_holder(s: State, card: int, p: int) -> None:
    owners = list(s.owner)
    owners[card] = p
    s.owner = tuple(owners)


def _come_under(s: State, card: int, p: int) -> None:
    """A card of another seat's hand, GY or Deck came to p's field: p controls it, for good
    (it goes to its owner's GY when it leaves the field)."""
    s.borrowed = (*s.borrowed, (card, s.owner[card], False))
    _set_holder(s, card, p)


def _give_back(s: State, card: int) -> None:
    """A card left the field: a borrowed one is its owner's again (`State.borrowed`)."""
    for entry in s.borrowed:
        if entry[0] == card:
            s.borrowed = tuple(e for e in s.borrowed if e[0] != card)
            _set_holder(s, card, entry[1])
            return


def owner_of(s: State, card: int) -> int:
    """The owner of a card: the seat holding it, but for a card controlled by another seat."""
    for entry in s.borrowed:
        if entry[0] == card:
            return entry[1]
    return s.owner[card]


def take_control(s: State, m: int, p: int, returns: bool) -> bool:
    """p takes control of monster m on another seat's field: it moves to p's first free
    Monster Zone without leaving the field (its flags, lasting effects and Equips stay with
    it). `returns`: control goes back to its owner in this turn's End Phase. False (nothing
    happens) when p has no free Monster Zone, already controls m, or m is in Maximum Mode."""
    q = s.owner[m]
    zone = s.mzone[p]
    if q == p or s.pos[m] == OFF or s.maxc[m] >= 0 or -1 not in zone:
        return False
    old = s.mzone[q]
    old[old.index(m)] = -1
    zone[zone.index(-1)] = m
    owner = q
    kept = []
    for entry in s.borrowed:
        if entry[0] == m:
            owner = entry[1]
        else:
            kept.append(entry)
    if owner != p:
        kept.append((m, owner, returns))
    s.borrowed = tuple(kept)
    _set_holder(s, m, p)
    if s.statics_on:
        lasting.refresh(s)  # the statics of (and on) m count for their new controller
    return True


def return_control(s: State) -> None:
    """The End Phase: each monster taken "until the End Phase" goes back to its owner's field;
    with no free Monster Zone there (or its owner out of the game), to its owner's GY."""
    for m, owner, returns in s.borrowed:
        if not returns or s.pos[m] == OFF:
            continue
        if s.alive[owner] and -1 in s.mzone[owner]:
            take_control(s, m, owner, False)
        else:
            to_gy(s, m, "rule")


END_PHASE_BIT = lasting.BIT[lasting.END_PHASE]
_KIND_NAMES = {MONSTER: "monster", TRAP: "trap"}


def end_phase_actions(s: State) -> None:
    """The End Phase: each card an effect said to move "during the End Phase" (a lasting
    `END_PHASE` on it, which ended if the card left the field) is moved now, in the order the
    effects said it: placed on the bottom of its owner's Deck, shuffled into it, sent to the GY
    or destroyed (unless it cannot be destroyed by that effect). Called only while an `END_PHASE`
    is in force (`END_PHASE_BIT`): the end of every turn asks that first."""
    for m in [m for m in s.lasting if m.rule == lasting.END_PHASE]:
        card, action = m.target, m.value
        if s.pos[card] == OFF or m not in s.lasting:
            continue  # gone from the field, or moved by an earlier one of these
        if action == "destroy":
            kind = _KIND_NAMES.get(s.infos[m.source].kind, "spell")
            if lasting.destructible(
                s, card, "effect", m.player, False, kind, m.source
            ) and not lasting.spared_once(s, card, m.player, kind):
                destroy(s, card, "effect", m.player, m.source)
        elif action == "gy":
            to_gy(s, card, "effect", m.player)
        else:
            owner = s.origin[card]
            to_deck_from_field(s, card, "bottom" if action == "deck_bottom" else "top", m.player)
            if action == "shuffle":
                s.shuffle(s.deck[owner])


def _pieces_of(mzone: list[int], maxc: list[int], centre: int) -> list[int]:
    """The pieces of a monster in Maximum Mode."""
    return [m for m in mzone if m >= 0 and maxc[m] == centre]


def drop_equips(s: State, monsters_: list[int]) -> None:
    """Send to the GY every Equip Spell attached to one of these monsters."""
    equip = s.equip
    for card in s.equip_cards:
        if equip[card] in monsters_:
            break
    else:
        return  # none of them equips these monsters (the usual case: no look at the zones)
    for p in range(s.n):
        for card in s.szone[p]:
            if card >= 0 and equip[card] in monsters_:
                to_gy(s, card, "rule")


def to_gy(s: State, iid: int, how: str = "rule", by: int = -1) -> list[int]:
    """A card on the field goes to its owner's GY (with its Maximum pieces and Equips); `how`
    is why (`events.HOW[SENT_TO_GY]`). Returns the cards that went."""
    gone = leave_field(s, iid, "gy", by)
    for card in gone:
        _into_gy(s, card, how, by)
    return gone


def _into_gy(s: State, card: int, how: str, by: int, was: str = "") -> None:
    """A card goes into its owner's GY (from wherever it was: `was`, the hand, Deck or Extra
    Deck it left, "" from the field): `SENT_TO_GY`."""
    owner = s.owner[card]
    s.gy[owner].append(card)
    if SENT_TO_GY in s.listens:
        raise_event(s, SENT_TO_GY, card, owner, how, by, was=was)


_WAS = {ATK: "attack", DEF: "defense", FACEDOWN: "facedown"}


def destroy(s: State, iid: int, how: str, by: int, other: int = -1) -> list[int]:
    """Destroy a card on the field (by "battle" or "effect"): `DESTROYED` for the monster (a
    Maximum monster once), then it goes to the GY. Returns the cards that went. The event's
    `was` is where the card stood: a monster's position, or the Spell & Trap Zone (szone) or
    the Field Zone (fzone); its `target` (`other`), for a destruction by battle, the other
    monster of the battle (the monster that destroyed it), for one by an effect, the card
    whose effect destroyed it (-1: unknown)."""
    if DESTROYED in s.listens:
        was = _WAS.get(s.pos[iid]) or ("fzone" if iid in s.fzone else "szone")
        raise_event(s, DESTROYED, iid, s.owner[iid], how, by, other, was=was)
    if how == "effect":  # this turn's history of the player whose field it was on
        s.history[s.owner[iid]] |= LOST_CARD_TO_EFFECT
    return to_gy(s, iid, "destroyed", by)


def to_hand_from_field(s: State, iid: int, by: int = -1) -> list[int]:
    """Return to the hand; Fusion and Ritual monsters go back to the Extra Deck instead."""
    gone = leave_field(s, iid, "hand", by)
    for card in gone:
        owner = restore_owner(s, card)
        if s.infos[card].extra:
            s.extra[owner].append(card)
        else:
            s.hand[owner].append(card)
            raise_event(s, TO_HAND, card, owner, "field", by)
    return gone


def to_deck_from_field(s: State, iid: int, place: str, by: int = -1) -> list[int]:
    """Return to the Deck (`place`: "top", "bottom" or "shuffle": the caller shuffles);
    Fusion and Ritual monsters go back to the Extra Deck."""
    gone = leave_field(s, iid, "deck", by)
    for card in gone:
        owner = restore_owner(s, card)
        _into_deck(s, owner, card, place)
        raise_event(s, TO_DECK, card, owner, "field", by)
    return gone


def _into_deck(s: State, owner: int, card: int, place: str) -> None:
    if s.infos[card].extra:
        s.extra[owner].append(card)
    elif place == "bottom":
        s.deck[owner].insert(0, card)
    else:
        s.deck[owner].append(card)


def take(s: State, c: int) -> str:
    """Take a card out of the hand, GY, Deck or Extra Deck holding it; return which one
    ("" when it is in none of them)."""
    owner = s.owner[c]
    for name, zone in (
        ("hand", s.hand[owner]),
        ("gy", s.gy[owner]),
        ("deck", s.deck[owner]),
        ("extra", s.extra[owner]),
    ):
        if c in zone:
            zone.remove(c)
            return name
    return ""


def move_off_field(s: State, c: int, where: str, by: int = -1, how: str = "effect") -> None:
    """Move a card from its hand, GY or Deck (or the field) to the GY, hand or Deck
    (`where`: "gy", "hand", "deck" top, "deck_bottom"); Extra Deck monsters going to a hand
    or Deck go to the Extra Deck."""
    if s.pos[c] != OFF:
        if where == "gy":
            to_gy(s, c, how, by)
        elif where == "hand":
            to_hand_from_field(s, c, by)
        else:
            to_deck_from_field(s, c, "bottom" if where == "deck_bottom" else "top", by)
        return
    came_from = take(s, c)
    if where == "gy":
        _into_gy(s, c, how, by, came_from)
        return
    owner = restore_owner(s, c)
    if where == "hand" and not s.infos[c].extra:
        s.hand[owner].append(c)
        raise_event(s, TO_HAND, c, owner, came_from, by)
    elif where == "hand":
        s.extra[owner].append(c)
    else:
        _into_deck(s, owner, c, "bottom" if where == "deck_bottom" else "top")
        raise_event(s, TO_DECK, c, owner, came_from, by)


def restore_owner(s: State, card: int) -> int:
    """A card going back to a hand or Deck goes to its original owner's (a relay's carried
    cards belong to the duelist who took them over until then); returns that owner."""
    owner = s.origin[card]
    if s.owner[card] != owner:
        owners = list(s.owner)
        owners[card] = owner
        s.owner = tuple(owners)
    return owner


def set_facedown(s: State, m: int) -> None:
    """Turn a monster face-down: its Equips leave, it is a new face-down card (the lasting
    effects on it end)."""
    s.pos[m] = FACEDOWN
    if s.lasting:
        lasting.card_gone(s, [m])
    drop_equips(s, [m])


def set_cards(s: State, p: int) -> list[int]:
    pos = s.pos
    out = []
    for c in s.szone[p]:
        if c >= 0 and pos[c] == SET:
            out.append(c)
    return out


def mill(s: State, q: int, count: int, by: int, how: str, bottom: bool = False) -> list[int]:
    """Send the top `count` cards of q's Deck (as many as it holds; its bottom ones, with
    `bottom`) to their owner's GY; return them."""
    deck = s.deck[q]
    sent = []
    for _ in range(min(count, len(deck))):
        card = deck.pop(0 if bottom else -1)
        _into_gy(s, card, how, by, "deck")
        sent.append(card)
    return sent


def draw_cards(s: State, p: int, count: int, how: str = "normal") -> bool:
    """Draw `count` cards; False (nothing drawn past the Deck) when the Deck runs out."""
    deck, hand, marks = s.deck[p], s.hand[p], s.marks
    record = DRAW in s.listens
    if count > 0 and how != "deal":  # this turn's history: a draw (by an effect in the Main Phase)
        s.history[p] |= DREW_IN_MAIN | DREW if how == "effect" and s.phase == MAIN else DREW
    for _ in range(count):
        if not deck:
            if not s.settings.rebuild_deck or not s.gy[p]:
                return False
            # Party: an empty Deck is the GY shuffled, and the draw goes on from it.
            deck.extend(s.gy[p])
            s.gy[p].clear()
            s.shuffle(deck)
        card = deck.pop()
        hand.append(card)
        marks[card] |= DRAWN
        if record:
            raise_event(s, DRAW, card, p, how)
    return True


_CAME_FROM = {"gy": SPECIAL_FROM_GY, "extra": SPECIAL_FROM_EXTRA}
_HOW = {"fusion": FUSION_SUMMONED, "ritual": RITUAL_SUMMONED}


def special_summoned(s: State, p: int, came: str, how: str = "") -> None:
    """Note in p's turn history that p Special Summoned a monster that came from `came`
    ("hand", "gy", "deck", "extra"), by a Fusion or Ritual Summon (`how`) if so."""
    s.history[p] |= SPECIAL_SUMMONED | _CAME_FROM.get(came, 0) | _HOW.get(how, 0)


def draw(s: State, p: int, count: int) -> None:
    """Draw by a card effect; a player who cannot draw them all loses."""
    if not draw_cards(s, p, count, "effect"):
        lose(s, p, "deck_out")


def damage(s: State, p: int, amount: int, how: str, by: int = -1, kind: str = "") -> None:
    """p loses `amount` LP by battle damage, effect damage (of a card of `kind` "monster",
    "spell" or "trap", when known) or a cost."""
    if amount <= 0 or (
        s.present & lasting.DAMAGE_RULES and lasting.damage_prevented(s, p, how, by, kind)
    ):
        return
    s.lp[p] -= amount
    if how == "effect":
        s.history[p] |= TOOK_EFFECT_DAMAGE
    if DAMAGE in s.listens:
        raise_event(s, DAMAGE, -1, p, how, by, amount=amount)
    check_lp(s)


def lose(s: State, p: int, reason: str) -> None:
    """Player p loses; the game ends when one player (or none) is left."""
    if not s.alive[p] or s.phase == OVER:
        return
    if s.mode is not None and s.mode.on_lose(s, p, reason):
        return  # the mode takes the loss over (a relay hands the duel to a teammate)
    s.alive[p] = False
    lasting.player_gone(s, p)
    left = alive_players(s)
    if len(left) <= 1:
        s.phase = OVER
        s.winner = left[0] if left else None
        s.reason = reason
        s.window = None
        s.attack = None
        s.resolving = None


def check_lp(s: State) -> None:
    """Every player at 0 LP or less loses."""
    for p in s.order:
        if s.lp[p] <= 0:
            lose(s, p, "lp")


def opponents(s: State, p: int) -> list[int]:
    """The other players still in the game, in turn order."""
    alive = s.alive
    out = []
    for q in s.order:
        if q != p and alive[q]:
            out.append(q)
    return out


def alive_players(s: State) -> list[int]:
    """The players still in the game, in turn order."""
    alive = s.alive
    return [q for q in s.order if alive[q]]


def next_player(s: State, p: int) -> int:
    """The next seat in the turn order that is still in the game."""
    order, alive = s.order, s.alive
    if len(order) == 2:  # a duel, the usual game: the other seat (no slices built)
        other = order[1] if order[0] == p else order[0]
        return other if alive[other] else p
    i = order.index(p)
    for q in order[i + 1 :]:
        if alive[q]:
            return q
    for q in order[:i]:
        if alive[q]:
            return q
    return p
