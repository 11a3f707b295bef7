"""Trap timings with several events ("When ..., or after ...": each event its own timing, the
Trap answering any one of them) and the events `traps.py` leaves to `timings.py`, each compiled
from a made-up clause and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, play
from tests.engine.text.test_traps import (
    BEWD,
    CAT,
    DM,
    FILLER,
    SKULL,
    TRAP,
    attack,
    trap_of,
    trap_set,
)
from tests.engine.text.text_support import missing, round_trip
from validator.engine import actor
from validator.engine.effects.resolve import matches
from validator.engine.events import Event
from validator.engine.lasting import atk_of
from validator.engine.state import DEF, FACEDOWN, OFF

POT = 16372  # Pot of Greed, a Normal Spell: draw 2 cards
REBORN = 16767  # Monster Reborn, a Normal Spell: Special Summon a monster from your GY


# ------------------------------------------------------------------------------ several


def test_a_summon_or_a_spell_opens_a_timing_for_either() -> None:
    encoding = trap_of(
        "Gain 300 LP.",
        "When your opponent Normal Summons a Level 5 or higher monster, or after your "
        "opponent activates a Spell Card.",
    )
    effect = encoding["effects"][0]
    assert effect["trigger"] == {
        "event": "summon",
        "whose": "opp",
        "how": ["normal", "tribute"],
        "filter": {"level_min": 5},
        "or": [{"event": "activate", "whose": "opp", "how": ["spell"]}],
    }
    board, s, trap = trap_set(encoding, [FILLER, SKULL, POT])
    low = board.hand(s, 0, FILLER)
    play(s, f"summon {low}")
    assert s.window is None  # a Level 4 monster: neither event
    skull = board.hand(s, 0, SKULL)
    play(s, f"summon {skull} {low}")
    assert actor(s) == 1 and activations(s, trap) == [()]
    play(s, "pass")
    pot = board.hand(s, 0, POT)
    play(s, f"act {pot}")
    assert actor(s) == 1 and activations(s, trap) == [()]
    play(s, f"act {trap}")
    assert s.lp[1] == 8300 and trap in s.gy[1]


def test_a_cost_after_several_events_and_three_events_render_back() -> None:
    encoding = trap_of(
        "Draw 1 card.",
        "When your opponent Normal or Special Summons a monster, or when an opponent's "
        "monster declares an attack, send 1 card from your hand to the GY.",
    )
    effect = encoding["effects"][0]
    assert effect["trigger"] == {
        "event": "summon",
        "whose": "opp",
        "or": [{"event": "attack", "whose": "opp"}],
    }
    assert effect["cost"] == [{"op": "send", "target": {"pick": 0}}]
    board, s, trap = trap_set(encoding, [DM], [CAT])
    a = board.monster(s, 0, DM)
    sent = board.hand(s, 1, CAT)
    attack(s, a)
    assert actor(s) == 1 and activations(s, trap) == [(sent,)]
    play(s, f"act {trap} {sent}")
    assert sent in s.gy[1] and len(s.hand[1]) == 1
    for text in (
        "When your opponent draws a card, when your opponent Normal Summons a monster, or when "
        "an opponent's monster declares an attack",
        "When your opponent draws a card during their turn, or when your opponent Normal or "
        "Special Summons a monster during their turn, while you have 2 or more monsters in "
        "your GY",
    ):
        assert round_trip("timing", text) == text


def test_whose_turn_is_said_of_each_event_on_its_own() -> None:
    encoding = trap_of(
        "Draw 1 card.",
        "When a player Normal Summons a monster, or when you draw a card during your turn.",
    )
    effect = encoding["effects"][0]
    assert effect["trigger"] == {
        "event": "summon",
        "whose": "any",
        "how": ["normal", "tribute"],
        "or": [{"event": "draw", "whose": "own", "turn": "own"}],
    }
    assert "condition" not in effect  # the summon is answered in either player's turn
    board, s, trap = trap_set(encoding, [FILLER])
    low = board.hand(s, 0, FILLER)
    play(s, f"summon {low}")  # the opponent's summon, in the opponent's turn
    assert actor(s) == 1 and activations(s, trap) == [()]
    # A draw of the Trap's player: only in their own turn.
    drawn = s.deck[1][-1]
    mine = Event("draw", drawn, 1, "effect", 1)
    info = s.infos[trap]
    assert not matches(s, 1, info.effect.trigger, mine)
    s.tp = 1
    assert matches(s, 1, info.effect.trigger, mine)


def test_a_draw_in_their_turn_or_a_destruction_by_their_effect() -> None:
    encoding = trap_of(
        "Gain 300 LP.",
        "When your opponent draws a card during their turn, or when a monster(s) on your "
        "field is destroyed by an opponent's card effect.",
    )
    trigger = encoding["effects"][0]["trigger"]
    assert trigger == {
        "event": "draw",
        "whose": "opp",
        "turn": "opp",
        "or": [
            {
                "event": "destroyed",
                "whose": "own",
                "by": "opp",
                "how": ["effect"],
                "filter": {"kind": "monster"},
            }
        ],
    }
    board, s, trap = trap_set(encoding, [POT])
    pot = board.hand(s, 0, POT)
    play(s, f"act {pot}")  # the opponent draws 2 in their turn: a timing for each draw
    assert actor(s) == 1 and activations(s, trap) == [()]
    play(s, f"act {trap}")
    assert s.lp[1] == 8300


def test_a_normal_summon_or_a_set_from_the_hand() -> None:
    encoding = trap_of(
        "Gain 300 LP.", "When your opponent Normal Summons or Sets a monster from their hand."
    )
    effect = encoding["effects"][0]
    assert effect["trigger"] == {
        "event": "set",
        "whose": "opp",
        "or": [{"event": "summon", "whose": "opp", "how": ["normal", "tribute"]}],
    }
    board, s, trap = trap_set(encoding, [FILLER, CAT])
    hidden = board.hand(s, 0, FILLER)
    play(s, f"set {hidden}")
    assert s.pos[hidden] == FACEDOWN and actor(s) == 1 and activations(s, trap) == [()]
    play(s, "pass")
    cat = board.hand(s, 0, CAT)
    play(s, f"summon {cat}")
    assert actor(s) == 1 and activations(s, trap) == [()]
    for text in (
        "When your opponent Sets a monster from their hand",
        "When your opponent Normal Summons or Sets a monster",
    ):
        assert round_trip("timing", text) == text
    # What a Set monster hides is never read.
    assert missing(TRAP, "Gain 300 LP.", "When your opponent Sets a Level 4 monster.")


def test_the_event_card_of_several_kinds_of_event_is_not_read() -> None:
    timing = (
        "When your opponent Normal Summons a monster, or when an opponent's monster declares an "
        "attack."
    )
    assert missing(TRAP, "Destroy the attacking monster.", timing)
    assert missing(TRAP, "Destroy that monster.", timing)
    # A condition said of one event only ("face-up" of a summon) is left unread.
    assert missing(
        TRAP,
        "Gain 300 LP.",
        "When your opponent Normal or Special Summons a monster face-up, or after your "
        "opponent activates a Spell Card.",
    )


# ------------------------------------------------------------------------------ one event


def test_a_player_normal_summons_and_a_misspelt_normal_or_special_summon() -> None:
    encoding = trap_of(
        "Destroy that Normal Summoned monster.", "When a player Normal Summons a monster."
    )
    effect = encoding["effects"][0]
    assert effect["trigger"] == {"event": "summon", "whose": "any", "how": ["normal", "tribute"]}
    assert effect["effect"] == [{"op": "destroy", "target": "subject"}]
    board, s, trap = trap_set(encoding, [FILLER], owner=0)
    mine = board.hand(s, 0, FILLER)
    play(s, f"summon {mine}")  # the Trap's own player summons
    assert actor(s) == 0 and activations(s, trap) == [()]
    play(s, f"act {trap}")
    assert s.pos[mine] == OFF
    encoding = trap_of(
        "Gain 300 LP.",
        "When your opponent Normal Summon or Special Summons a Level 7 or higher monster face-up.",
    )
    effect = encoding["effects"][0]
    assert effect["trigger"] == {"event": "summon", "whose": "opp", "filter": {"level_min": 7}}
    assert effect["condition"] == [{"cond": "subject", "filter": {"kind": "monster"}}]
    board, s, trap = trap_set(encoding, [BEWD, FILLER, CAT])
    a, b = board.monster(s, 0, FILLER), board.monster(s, 0, CAT)
    bewd = board.hand(s, 0, BEWD)
    play(s, f"summon {bewd} {a} {b}")
    assert activations(s, trap) == [()]


def test_an_attack_targeting_a_face_down_or_a_defense_position_monster() -> None:
    encoding = trap_of(
        "The attacking monster loses 2000 ATK until the end of this turn.",
        "When an opponent's monster declares an attack targeting your face-down monster.",
    )
    effect = encoding["effects"][0]
    assert effect["trigger"] == {"event": "attack", "whose": "opp", "how": ["monster"]}
    assert effect["condition"] == [{"cond": "attack_target_position", "position": "facedown"}]
    board, s, trap = trap_set(encoding, [DM, DM], [FILLER, CAT])
    a, b = board.monster(s, 0, DM), board.monster(s, 0, DM)
    shown = board.monster(s, 1, FILLER, DEF)
    hidden = board.monster(s, 1, CAT, FACEDOWN)
    attack(s, a, shown)
    assert s.window is None and s.pos[shown] == OFF
    play(s, f"attack {b} {hidden}")
    assert actor(s) == 1 and activations(s, trap) == [()]
    play(s, f"act {trap}")
    assert atk_of(s, b) == 500 and s.pos[hidden] == DEF  # flipped: 1400 DEF, not destroyed
    assert s.lp[0] == 8000 - 900
    encoding = trap_of(
        "Negate the attack.",
        "When an opponent's monster declares an attack targeting your Defense Position monster.",
    )
    effect = encoding["effects"][0]
    assert effect["condition"] == [{"cond": "attack_target_position", "position": "defense"}]
    board, s, trap = trap_set(encoding, [DM, DM, DM], [FILLER, CAT, CAT])
    a, b, c = (board.monster(s, 0, DM) for _ in range(3))
    up, guard, hidden = (
        board.monster(s, 1, FILLER),
        board.monster(s, 1, CAT, DEF),
        board.monster(s, 1, CAT, FACEDOWN),
    )
    attack(s, a, up)
    assert s.window is None and s.pos[up] == OFF  # in Attack Position
    play(s, f"attack {b} {guard}")
    assert activations(s, trap) == [()]
    play(s, "pass")
    play(s, f"attack {c} {hidden}")
    assert activations(s, trap) == [()]


def test_a_special_summon_from_the_gy_is_told_by_where_the_monster_came_from() -> None:
    encoding = trap_of(
        "Destroy that monster.",
        "When your opponent Special Summons a monster(s) from the GY face-up.",
    )
    effect = encoding["effects"][0]
    assert effect["trigger"] == {
        "event": "summon",
        "whose": "opp",
        "how": ["special", "fusion", "ritual", "maximum"],
        "was": ["gy"],
    }
    assert effect["condition"] == [{"cond": "subject", "filter": {"kind": "monster"}}]
    assert effect["effect"] == [{"op": "destroy", "target": "subject"}]
    board, s, trap = trap_set(encoding, [REBORN, DM])
    dead = board.gy(s, 0, DM)
    reborn = board.hand(s, 0, REBORN)
    play(s, f"act {reborn}", "position 1")  # the only monster in the GY, face-up
    assert s.pos[dead] != OFF and actor(s) == 1 and activations(s, trap) == [()]
    play(s, f"act {trap}")
    assert dead in s.gy[0]
    # Summoned from the hand (or the Extra Deck): no timing.
    from_hand = Event("summon", dead, 0, "special", 0, was="hand")
    assert not matches(s, 1, s.infos[trap].effect.trigger, from_hand)
    for text in (
        "When your opponent Special Summons a monster from the hand or GY",
        "When your opponent Special Summons a Level 5 or higher monster from the hand",
    ):
        assert round_trip("timing", text) == text
