"""Goldfish: a deck played alone (against an opponent who never acts) to measure consistency.

Each hand is a game going first, played by the chosen agent for `turns` of its own turns.
At the start of each own turn (after the draw) it records what the deck has assembled.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from validator.agents import AGENTS, PassiveAgent
from validator.cards import CardDB
from validator.engine import CardTable, DeckList, Settings, actor, legal_actions, new_game, play
from validator.engine.field import monsters
from validator.engine.state import NO_EFFECT, OVER, State
from validator.playtest.runner import game_seed


def _has_all(pool: Counter[int], needed: list[int]) -> bool:
    return not Counter(needed) - pool


def _maximum_sets(deck: DeckList, table: CardTable) -> dict[int, list[int]]:
    out = {}
    for card in set(deck.main):
        info = table[card]
        if info.maximum_part == "center" and set(info.maximum_set) <= set(deck.main):
            out[card] = list(info.maximum_set)
    return out


def _fusions(deck: DeckList, table: CardTable) -> dict[int, list[int]]:
    out = {}
    fusion_spell = table.fusion_spell_id()
    for card in set(deck.extra):
        info = table[card]
        if info.subtype == "fusion" and info.fusion_materials and not info.fusion_generic:
            out[card] = [fusion_spell, *info.fusion_materials]
    return out


def goldfish(
    deck: DeckList,
    table: CardTable,
    hands: int = 1000,
    seed: int = 0,
    turns: int = 3,
    agent: str = "greedy",
    settings: Settings | None = None,
) -> dict[str, Any]:
    """Consistency figures over `hands` solo games (rates between 0 and 1)."""
    settings = settings or Settings()
    maximum_sets = _maximum_sets(deck, table)
    fusions = _fusions(deck, table)
    opening: Counter[int] = Counter()
    first_hand: Counter[int] = Counter()
    maximum_by = {c: [0] * turns for c in maximum_sets}
    fusion_by = {c: [0] * turns for c in fusions}
    tribute_possible = tribute_made = 0
    tribute_by = [0] * turns  # a Tribute Summon (or Set) was among the actions by own turn k
    monsters_turn1 = 0
    damage_by = [0] * turns
    no_effect: Counter[int] = Counter()
    for hand in range(hands):
        s = new_game([deck, deck], game_seed(seed, hand), table, settings, first=0)
        opening.update(set(s.infos[c].id for c in s.hand[0][: settings.opening_hand]))
        first_hand.update(set(s.infos[c].id for c in s.hand[0]))
        players = [AGENTS[agent](game_seed(seed, hand) + 1), PassiveAgent()]
        seen_max = {c: False for c in maximum_sets}
        seen_fusion = {c: False for c in fusions}
        could_tribute = made_tribute = False
        tribute_turn = 0  # the first own turn that offered a Tribute Summon
        own_turn = 0
        last_turn = 0
        while s.phase != OVER and s.turn <= 2 * turns:
            if s.tp == 0 and s.turn != last_turn:
                last_turn = s.turn
                own_turn = (s.turn + 1) // 2
                pool = _pool(s)
                for c, needed in maximum_sets.items():
                    seen_max[c] = seen_max[c] or _has_all(pool, needed) or _in_maximum(s, c)
                    maximum_by[c][own_turn - 1] += seen_max[c]
                for c, needed in fusions.items():
                    seen_fusion[c] = seen_fusion[c] or _has_all(pool, needed) or _on_field(s, c)
                    fusion_by[c][own_turn - 1] += seen_fusion[c]
                damage_by[own_turn - 1] += settings.starting_lp - s.lp[1]
            choices = legal_actions(s)
            who = actor(s)
            if who == 0 and not tribute_turn:
                tributes = [a for a in choices if a.verb in ("summon", "set") and len(a.args) > 1]
                if tributes:
                    tribute_turn = own_turn
                    could_tribute = own_turn <= 2
            action = players[who].choose(s, choices)  # type: ignore[index]
            if who == 0 and own_turn <= 2 and action.verb in ("summon", "set"):
                made_tribute = made_tribute or len(action.args) > 1
            play(s, action)
            if action.verb == "end" and own_turn == 1 and s.turn == 2:
                monsters_turn1 += len(monsters(s, 0))
        tribute_possible += could_tribute
        for k in range(tribute_turn - 1 if tribute_turn else turns, turns):
            tribute_by[k] += 1
        tribute_made += made_tribute
        no_effect.update({s.infos[c].id for c in range(len(s.infos)) if _no_effect(s, c)})
    db = table.db
    return {
        "hands": hands,
        "seed": seed,
        "agent": agent,
        "turns": turns,
        "opening_hand": _card_rates(opening, hands, deck, db),
        "first_turn_hand": _card_rates(first_hand, hands, deck, db),
        "maximum_set_by_turn": {
            db.get(c).name: [round(n / hands, 4) for n in by] for c, by in maximum_by.items()
        },
        "fusion_ready_by_turn": {
            db.get(c).name: [round(n / hands, 4) for n in by] for c, by in fusion_by.items()
        },
        "tribute_summon_possible_by_turn": [round(n / hands, 4) for n in tribute_by],
        "tribute_summon_possible_by_turn_2": round(tribute_possible / hands, 4),
        "tribute_summon_made_by_turn_2": round(tribute_made / hands, 4),
        "monsters_after_turn_1": round(monsters_turn1 / hands, 3),
        "damage_dealt_by_turn": [round(d / hands, 1) for d in damage_by],
        "played_without_effect": [
            {"id": c, "name": db.get(c).name, "hands": n} for c, n in sorted(no_effect.items())
        ],
    }


def _no_effect(s: State, card: int) -> bool:
    return s.owner[card] == 0 and bool(s.marks[card] & NO_EFFECT)


def _pool(s: State) -> Counter[int]:
    """Card ids in player 0's hand and on its field."""
    cards = list(s.hand[0]) + [m for m in s.mzone[0] if m >= 0]
    return Counter(s.infos[c].id for c in cards)


def _in_maximum(s: State, centre: int) -> bool:
    return any(m >= 0 and s.maxc[m] == m and s.infos[m].id == centre for m in s.mzone[0])


def _on_field(s: State, card: int) -> bool:
    return any(m >= 0 and s.infos[m].id == card for m in s.mzone[0])


def _card_rates(counts: Counter[int], hands: int, deck: DeckList, db: CardDB) -> list[dict]:
    copies = Counter(deck.main)
    return [
        {"id": c, "name": db.get(c).name, "copies": n, "rate": round(counts[c] / hands, 4)}
        for c, n in sorted(copies.items(), key=lambda kv: (-counts[kv[0]], db.get(kv[0]).name))
    ]


def goldfish_lines(report: dict[str, Any]) -> list[str]:
    """The goldfish report as text."""
    turns = report["turns"]
    lines = [
        f"{report['hands']} hands going first, {report['agent']} agent, seed {report['seed']}",
        f"Tribute Summon possible by turn 2: {report['tribute_summon_possible_by_turn_2']:.1%}"
        f" (made: {report['tribute_summon_made_by_turn_2']:.1%})",
        f"monsters on the field after turn 1: {report['monsters_after_turn_1']}",
        "damage dealt by the start of own turn "
        + ", ".join(f"{k + 1}: {d}" for k, d in enumerate(report["damage_dealt_by_turn"])),
    ]
    header = " ".join(f"turn {k + 1:>2}" for k in range(turns))
    for title, key in (
        ("Maximum set in hand", "maximum_set_by_turn"),
        ("Fusion + materials ready", "fusion_ready_by_turn"),
    ):
        if report[key]:
            lines += ["", f"{title:<44} {header}"]
            for name, rates in report[key].items():
                lines.append(f"  {name[:42]:<42} " + " ".join(f"{r:>7.1%}" for r in rates))
    if report["played_without_effect"]:
        names = ", ".join(c["name"] for c in report["played_without_effect"])
        lines += ["", f"played without their effect (not implemented): {names}"]
    lines += ["", f"{'in the opening hand (4 cards)':<44} {'rate':>7}"]
    for row in report["opening_hand"]:
        lines.append(f"  {row['name'][:42]:<42} {row['rate']:>7.1%}  ({row['copies']} copies)")
    return lines
