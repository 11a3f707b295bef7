"""Field bookkeeping shared by the rules and the effects: where cards are, and moving them."""

from __future__ import annotations

from validator.engine.cards import MONSTER
from validator.engine.state import (
    ATK,
    DEF,
    DRAWN,
    FACEDOWN,
    OFF,
    OVER,
    PART,
    SET,
    State,
)


def monsters(s: State, p: int) -> list[int]:
    """The monsters p controls (a Maximum Mode monster counts once, as its centre piece)."""
    pos = s.pos
    return [m for m in s.mzone[p] if m >= 0 and pos[m] != PART]


def faceup_monsters(s: State, p: int) -> list[int]:
    pos = s.pos
    return [m for m in s.mzone[p] if m >= 0 and (pos[m] == ATK or pos[m] == DEF)]


def free_zone(zone: list[int]) -> int:
    """Index of the first empty slot, -1 when the zone is full."""
    return zone.index(-1) if -1 in zone else -1


def controller(s: State, iid: int) -> int:
    """Who controls a card; control never changes in this engine, so its owner."""
    return s.owner[iid]


def place_monster(s: State, p: int, iid: int, position: int) -> None:
    zone = s.mzone[p]
    zone[zone.index(-1)] = iid  # the first free zone (callers make sure there is one)
    s.pos[iid] = position
    s.since[iid] = s.turn
    s.flags[iid] = 0


def place_spell(s: State, p: int, iid: int, position: int) -> None:
    zone = s.szone[p]
    zone[zone.index(-1)] = iid  # the first free zone (callers make sure there is one)
    s.pos[iid] = position
    s.since[iid] = s.turn


def _clear(s: State, iid: int) -> None:
    s.pos[iid] = OFF
    s.flags[iid] = 0
    s.mod_atk[iid] = s.mod_def[iid] = s.temp_atk[iid] = s.temp_def[iid] = 0
    s.equip[iid] = -1
    s.maxc[iid] = -1


def leave_field(s: State, iid: int) -> list[int]:
    """Take a card (and, for a Maximum monster, its pieces) off the field; return what left.

    Equip Spells attached to a monster that leaves go to their owner's GY.
    """
    p = s.owner[iid]
    maxc = s.maxc
    mzone, szone = s.mzone[p], s.szone[p]
    centre = maxc[iid]
    group = [m for m in mzone if m >= 0 and maxc[m] == centre] if centre >= 0 else [iid]
    for card in group:
        # A card stands in one zone at most.
        if card in mzone:
            mzone[mzone.index(card)] = -1
        elif card in szone:
            szone[szone.index(card)] = -1
        if s.fzone[p] == card:
            s.fzone[p] = -1
        _clear(s, card)
    if s.infos[iid].kind == MONSTER:
        drop_equips(s, group)
    return group


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
                leave_field(s, card)
                s.gy[s.owner[card]].append(card)


def to_gy(s: State, iid: int) -> None:
    """A card on the field goes to its owner's GY (with its Maximum pieces and Equips)."""
    for card in leave_field(s, iid):
        s.gy[s.owner[card]].append(card)


def to_hand_from_field(s: State, iid: int) -> None:
    """Return to the hand; Fusion and Ritual monsters go back to the Extra Deck instead."""
    for card in leave_field(s, iid):
        home = s.extra if s.infos[card].extra else s.hand
        home[restore_owner(s, card)].append(card)


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
    """Turn a monster face-down: its Equips leave, it is a new face-down card."""
    s.pos[m] = FACEDOWN
    s.mod_atk[m] = s.mod_def[m] = s.temp_atk[m] = s.temp_def[m] = 0
    drop_equips(s, [m])


def set_cards(s: State, p: int) -> list[int]:
    return [c for c in s.szone[p] if c >= 0 and s.pos[c] == SET]


def draw_cards(s: State, p: int, count: int) -> bool:
    """Draw `count` cards; False (nothing drawn past the Deck) when the Deck runs out."""
    deck, hand, marks = s.deck[p], s.hand[p], s.marks
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
    return True


def draw(s: State, p: int, count: int) -> None:
    """Draw by a card effect; a player who cannot draw them all loses."""
    if not draw_cards(s, p, count):
        lose(s, p, "deck_out")


def lose(s: State, p: int, reason: str) -> None:
    """Player p loses; the game ends when one player (or none) is left."""
    if not s.alive[p] or s.phase == OVER:
        return
    if s.mode is not None and s.mode.on_lose(s, p, reason):
        return  # the mode takes the loss over (a relay hands the duel to a teammate)
    s.alive[p] = False
    left = [q for q in s.order if s.alive[q]]
    if len(left) <= 1:
        s.phase = OVER
        s.winner = left[0] if left else None
        s.reason = reason
        s.window = None
        s.attack = None


def check_lp(s: State) -> None:
    """Every player at 0 LP or less loses."""
    for p in s.order:
        if s.lp[p] <= 0:
            lose(s, p, "lp")


def opponents(s: State, p: int) -> list[int]:
    """The other players still in the game, in turn order."""
    return [q for q in s.order if q != p and s.alive[q]]


def next_player(s: State, p: int) -> int:
    """The next seat in the turn order that is still in the game."""
    order, alive = s.order, s.alive
    i = order.index(p)
    for q in order[i + 1 :]:
        if alive[q]:
            return q
    for q in order[:i]:
        if alive[q]:
            return q
    return p
