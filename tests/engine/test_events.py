"""Events: the core raises one per occurrence, in the order things happen, and Traps answer them.

Each scenario records every event (`events.record_all`) and compares what one action raised
with what the rules say happened.
"""

from __future__ import annotations

from validator.engine import Action, legal_actions, step
from validator.engine.events import next_start, record_all
from validator.engine.state import ATK, DEF, FACEDOWN, OFF, SET

FILLER, DM, BEWD = 15154, 15410, 15184  # Dark Sorcerer 1500/0 Lv4, Dark Magician, Blue-Eyes
SKULL = 15781  # Summoned Skull, Level 6
POT, DARK_HOLE, REBORN, FLOWBACK = 16372, 18398, 16767, 15561
WATER = 15198  # Battle Shark Samegalon: a WATER monster
FUSION, SWORDSMAN, FLAME_MANIPULATOR, MASAKI = 16934, 16956, 16960, 16962
BLACK_MAGIC_RITUAL, MAGICIAN_OF_BLACK_CHAOS = 21597, 21588
SPARKS, TRAP_HOLE = 15227, 15913


def raised(s, text):
    """Play one action; return its events as (kind, card, player, how) tuples."""
    before = next_start(s)
    step(s, Action.parse(text))
    return [(e.kind, e.card, e.player, e.how) for e in s.events[before:]]


def kinds(events):
    return [e[0] for e in events]


def game(board, mine=(), theirs=(), extra=((), ())):
    s = board.game(cards=(list(mine), list(theirs)), extra=(list(extra[0]), list(extra[1])))
    record_all(s)
    return s


def test_a_normal_summon_and_a_set_each_raise_one_event(board):
    s = game(board, [FILLER, FILLER])
    a, b = board.hand(s, 0, FILLER), board.hand(s, 0, FILLER)
    assert raised(s, f"summon {a}") == [("summon", a, 0, "normal")]
    assert raised(s, f"set {b}") == [("set", b, 0, "normal")]


def test_a_tribute_summon_raises_the_tribute_leaving_then_the_summon(board):
    s = game(board, [SKULL])
    tribute = board.monster(s, 0, FILLER)
    skull = board.hand(s, 0, SKULL)
    assert raised(s, f"summon {skull} {tribute}") == [
        ("left_field", tribute, 0, "gy"),
        ("sent_to_gy", tribute, 0, "tribute"),
        ("summon", skull, 0, "tribute"),
    ]


def test_a_position_change_from_face_down_raises_a_flip(board):
    s = game(board)
    m = board.monster(s, 0, FILLER, FACEDOWN)
    assert raised(s, f"pos {m}") == [("flip", m, 0, "position")]
    assert s.pos[m] == ATK


def test_an_effect_draw_raises_a_draw_per_card_then_the_spell_leaves(board):
    s = game(board, [POT])
    pot = board.hand(s, 0, POT)
    events = raised(s, f"act {pot}")
    assert kinds(events) == ["activate", "draw", "draw", "left_field", "sent_to_gy"]
    assert [e[3] for e in events[1:3]] == ["effect", "effect"]
    assert events[0] == ("activate", pot, 0, "spell")


def test_each_destruction_by_an_effect_fires_once_per_monster(board):
    s = game(board, [DARK_HOLE, FILLER], [FILLER, DM])
    hole = board.hand(s, 0, DARK_HOLE)
    mine = board.monster(s, 0, FILLER)
    theirs = [board.monster(s, 1, FILLER), board.monster(s, 1, DM, DEF)]
    events = raised(s, f"act {hole}")
    destroyed = [e for e in events if e[0] == "destroyed"]
    assert sorted(e[1] for e in destroyed) == sorted([mine, *theirs])
    assert all(e[3] == "effect" for e in destroyed)
    assert [e[1] for e in events if e[0] == "sent_to_gy" and e[3] == "destroyed"] == [
        e[1] for e in destroyed
    ]


def test_a_battle_raises_attack_destruction_and_damage_in_order(board):
    s = game(board, [DM], [FILLER])
    a = board.monster(s, 0, DM)
    t = board.monster(s, 1, FILLER)
    step(s, Action("battle"))
    events = raised(s, f"attack {a} {t}")
    assert events == [
        ("attack", a, 0, "monster"),
        ("destroyed", t, 1, "battle"),
        ("left_field", t, 1, "gy"),
        ("sent_to_gy", t, 1, "destroyed"),
        ("damage", -1, 1, "battle"),
    ]
    assert s.events[-1].amount == 2500 - 1500


def test_a_special_summon_from_the_gy(board):
    s = game(board, [REBORN, BEWD])
    reborn = board.hand(s, 0, REBORN)
    dragon = board.gy(s, 0, BEWD)
    step(s, Action("act", (reborn,)))
    events = raised(s, "position 2")
    assert ("summon", dragon, 0, "special") in events
    assert kinds(events)[-2:] == ["left_field", "sent_to_gy"]  # the Spell, after it resolved


def test_returning_to_the_hand_raises_leaving_then_to_hand(board):
    s = game(board, [FLOWBACK, WATER, DM], [FILLER])
    board.monster(s, 0, DM)
    spell, cost = board.hand(s, 0, FLOWBACK), board.hand(s, 0, WATER)
    target = board.monster(s, 1, FILLER)
    events = raised(s, f"act {spell} {cost}")
    assert ("sent_to_gy", cost, 0, "cost") in events
    i = events.index(("left_field", target, 1, "hand"))
    assert events[i + 1] == ("to_hand", target, 1, "field")


def test_fusion_and_ritual_summons(board):
    s = game(board, [FUSION, FLAME_MANIPULATOR, MASAKI], extra=([SWORDSMAN], []))
    fusion = board.hand(s, 0, FUSION)
    materials = [board.monster(s, 0, FLAME_MANIPULATOR), board.monster(s, 0, MASAKI)]
    swordsman = next(c for c in s.extra[0] if s.infos[c].id == SWORDSMAN)
    action = next(a for a in legal_actions(s) if a.args[:2] == (fusion, swordsman))
    step(s, action)
    events = raised(s, "position 1")  # the summon happens once its position is chosen
    assert [e for e in events if e[0] == "sent_to_gy" and e[3] == "material"] == [
        ("sent_to_gy", m, 0, "material") for m in action.args[2:]
    ]
    assert ("summon", swordsman, 0, "fusion") in events
    assert sorted(action.args[2:]) == sorted(materials)

    s = game(board, [BLACK_MAGIC_RITUAL, DM, FILLER, FILLER], extra=([MAGICIAN_OF_BLACK_CHAOS], []))
    ritual = board.hand(s, 0, BLACK_MAGIC_RITUAL)
    board.monster(s, 0, DM)
    board.hand(s, 0, FILLER)
    chaos = s.extra[0][0]
    action = next(a for a in legal_actions(s) if a.verb == "act" and a.args[0] == ritual)
    step(s, action)
    events = raised(s, "position 2")
    assert ("summon", chaos, 0, "ritual") in events and s.pos[chaos] == DEF


def test_effect_damage_and_a_trap_answering_a_summon_once(board):
    s = game(board, [SPARKS, FILLER], [TRAP_HOLE])
    sparks = board.hand(s, 0, SPARKS)
    events = raised(s, f"act {sparks}")
    assert ("damage", -1, 1, "effect") in events and s.events[1].amount == 200
    hole = board.spell(s, 1, TRAP_HOLE, SET)
    m = board.hand(s, 0, FILLER)
    summoned = raised(s, f"summon {m}")
    assert summoned == [("summon", m, 0, "normal")]
    assert s.window is not None and s.window.event.card == m and s.window.players == (1,)
    events = raised(s, f"act {hole}")
    assert kinds(events)[0] == "activate" and ("destroyed", m, 0, "effect") in events
    assert s.window is None and kinds(events).count("destroyed") == 1


def test_a_game_records_only_what_something_could_answer(board):
    s = board.game(cards=([FILLER, FILLER], [TRAP_HOLE]))  # no triggered effect either side
    assert s.listens == frozenset()  # Trap Hole is in the Deck: nothing answers a summon
    m = board.hand(s, 0, FILLER)
    step(s, Action("summon", (m,)))
    assert s.events == []
    hole = board.spell(s, 1, TRAP_HOLE, SET)  # Set: its event is recorded from now on
    assert s.listens == {"summon"}
    second = board.hand(s, 0, FILLER)
    events = raised(s, f"summon {second}")
    assert events == [("summon", second, 0, "normal")]
    raised(s, f"act {hole}")  # it resolves and goes to the GY: nothing answers a summon again
    assert s.pos[hole] == OFF and s.listens == frozenset()
