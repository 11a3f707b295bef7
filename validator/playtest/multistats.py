"""Statistics of party games and relay matches, tallied game by game (flat memory).

Party: wins per deck and per seat with 95% intervals, average turns, eliminations (suffered,
caused, and the average turn of a deck's elimination). Relay: each team's win rate with its 95%
interval, per duelist the matches won while in play and the opposing duelists defeated, how many
duelists the winning team used, and the Speed World effects each team used.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from validator.engine.modes.relay import EFFECTS
from validator.playtest.runner import GameRecord, Matchup
from validator.playtest.stats import wilson


def _rate(part: int, whole: int) -> float:
    return round(part / whole, 4) if whole else 0.0


def _interval(wins: int, games: int) -> list[float]:
    low, high = wilson(wins, games)
    return [round(low, 4), round(high, 4)]


class _Common:
    def __init__(self, matchup: Matchup) -> None:
        self.matchup = matchup
        self.games = self.draws = self.turns = 0
        self.endings: Counter[str] = Counter()

    def add(self, r: GameRecord) -> None:
        self.games += 1
        self.turns += r.turns
        self.endings[r.reason] += 1
        self.draws += r.winner is None

    def head(self) -> dict[str, Any]:
        return {
            "mode": self.matchup.settings.mode,
            "games": self.games,
            "seed": self.matchup.seed,
            "draws": self.draws,
            "average_turns": round(self.turns / self.games, 3) if self.games else 0.0,
            "endings": dict(sorted(self.endings.items())),
        }


class PartyTally(_Common):
    def __init__(self, matchup: Matchup) -> None:
        super().__init__(matchup)
        n = len(matchup.decks)
        self.wins = [0] * n
        self.seat_wins = [0] * n
        self.eliminated = [0] * n
        self.caused = [0] * n
        self.out_turns = [0] * n

    def add(self, r: GameRecord) -> None:
        super().add(r)
        if r.winner is not None:
            self.wins[r.winner] += 1
            self.seat_wins[r.detail["winner_position"]] += 1
        for deck, turn, by in r.detail["eliminated"]:
            self.eliminated[deck] += 1
            self.out_turns[deck] += turn
            if by >= 0:
                self.caused[by] += 1

    @staticmethod
    def lines(report: dict[str, Any]) -> list[str]:
        lines = []
        for d in report["decks"]:
            low, high = d["win_rate_95"]
            turn = d["average_elimination_turn"]
            lines.append(
                f"{d['name']} ({d['agent']}): {d['wins']} wins, {d['win_rate']:.1%} "
                f"(95% {low:.1%}-{high:.1%}); eliminated {d['eliminated']} times"
                + (f" (average turn {turn})" if turn is not None else "")
                + f", eliminated {d['eliminations_caused']} players"
            )
        lines.append(
            "wins by seat in turn order (1 plays first): "
            + ", ".join(f"{s['seat']}: {s['win_rate']:.1%}" for s in report["seats"])
        )
        return lines

    def report(self) -> dict[str, Any]:
        m, games = self.matchup, self.games
        out = self.head()
        out["decks"] = [
            {
                "name": m.names[d],
                "agent": m.agents[d],
                "wins": self.wins[d],
                "win_rate": _rate(self.wins[d], games),
                "win_rate_95": _interval(self.wins[d], games),
                "eliminated": self.eliminated[d],
                "eliminations_caused": self.caused[d],
                "average_elimination_turn": (
                    round(self.out_turns[d] / self.eliminated[d], 2) if self.eliminated[d] else None
                ),
            }
            for d in range(len(m.decks))
        ]
        out["seats"] = [  # in turn order: seat 1 plays first
            {
                "seat": seat + 1,
                "wins": wins,
                "win_rate": _rate(wins, games),
                "win_rate_95": _interval(wins, games),
            }
            for seat, wins in enumerate(self.seat_wins)
        ]
        return out


class RelayTally(_Common):
    def __init__(self, matchup: Matchup) -> None:
        super().__init__(matchup)
        self.size = matchup.settings.team_size
        n = len(matchup.decks)
        self.team_wins = [0, 0]
        self.won_in_play = [0] * n
        self.defeated = [0] * n
        self.lost = [0] * n
        self.used_duelists = [Counter(), Counter()]
        self.speed = [[0] * len(EFFECTS) for _ in range(2)]

    def add(self, r: GameRecord) -> None:
        super().add(r)
        detail = r.detail
        for deck, _turn, _reason, by in detail["losses"]:
            self.lost[deck] += 1
            self.defeated[by] += 1
        for team in (0, 1):
            for i, n in enumerate(detail["speed_world"][team]):
                self.speed[team][i] += n
        if r.winner is not None:
            team = r.winner // self.size
            self.team_wins[team] += 1
            in_play = detail["in_play"][team]
            self.won_in_play[in_play] += 1
            self.used_duelists[team][in_play % self.size + 1] += 1

    @staticmethod
    def lines(report: dict[str, Any]) -> list[str]:
        lines = []
        for team in report["teams"]:
            low, high = team["win_rate_95"]
            lines.append(
                f"team {team['team']} ({team['agent']}): {team['wins']} wins, "
                f"{team['win_rate']:.1%} (95% {low:.1%}-{high:.1%})"
            )
            for d in team["duelists"]:
                lines.append(
                    f"  {d['order']}. {d['name']}: won {d['wins_in_play']} in play, "
                    f"defeated {d['opponents_defeated']}, lost {d['losses']}"
                )
            used = ", ".join(f"{k}: {v}" for k, v in team["duelists_used_in_wins"].items())
            speed = ", ".join(f"{k} {v}" for k, v in team["speed_world"].items())
            lines.append(f"  duelists used in its wins: {used}; Speed World: {speed}")
        return lines

    def report(self) -> dict[str, Any]:
        m, games, size = self.matchup, self.games, self.size
        out = self.head()
        out["teams"] = []
        for team in (0, 1):
            seats = range(team * size, (team + 1) * size)
            wins = self.team_wins[team]
            out["teams"].append(
                {
                    "team": "AB"[team],
                    "agent": m.agents[team * size],
                    "wins": wins,
                    "win_rate": _rate(wins, games),
                    "win_rate_95": _interval(wins, games),
                    "duelists": [
                        {
                            "order": d - team * size + 1,
                            "name": m.names[d],
                            "wins_in_play": self.won_in_play[d],
                            "opponents_defeated": self.defeated[d],
                            "losses": self.lost[d],
                        }
                        for d in seats
                    ],
                    "duelists_used_in_wins": {
                        str(k): self.used_duelists[team][k] for k in range(1, size + 1)
                    },
                    "speed_world": {name: self.speed[team][i] for i, name in enumerate(EFFECTS)},
                }
            )
        return out


TALLIES: dict[str, type[PartyTally] | type[RelayTally]] = {"party": PartyTally, "relay": RelayTally}
"""The statistics of each multiplayer mode, by `Settings.mode` name."""


def tally_for(matchup: Matchup) -> PartyTally | RelayTally:
    return TALLIES[matchup.settings.mode](matchup)


def summarize_multi(matchup: Matchup, records) -> dict[str, Any]:
    tally = tally_for(matchup)
    for record in records:
        tally.add(record)
    return tally.report()


def _head_lines(report: dict[str, Any]) -> list[str]:
    endings = ", ".join(f"{k}: {v}" for k, v in report["endings"].items())
    return [
        f"{report['mode']}: {report['games']} games, seed {report['seed']}, "
        f"average {report['average_turns']} turns",
        f"endings: {endings}; draws: {report['draws']}",
        "",
    ]


def multi_lines(report: dict[str, Any]) -> list[str]:
    """A party or relay report as text for people."""
    return _head_lines(report) + TALLIES[report["mode"]].lines(report)
