"""A stat of the one card the effect has just put into the Deck: "Place 1 monster from your
opponent's GY on the bottom of the Deck, and this card gains ATK equal to [the Level of the
monster placed by this effect] x 200 until the end of this turn" (相手の墓地のモンスター１体を
選んでデッキの下に戻し、このカードの攻撃力はターン終了時まで、［この効果で戻したモンスターの
レベル］×２００アップする).

The monster placed is the card the step just before moved (`moved`): one chosen monster, put
into a Deck from a GY or a hand, where its stats are the printed ones. "..., and ..." reads
what follows with that step as the effect's last so far.
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.picks import zone_of
from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import BY_NAME, Parse, production
from validator.engine.effects.text.names import NoMatch

Steps = list[dict[str, Any]]

_STATS = {"Level": "level", "ATK": "atk", "DEF": "def"}
_OFF_THE_FIELD = frozenset({"gy", "hand"})


def _says(parse: Any, name: str) -> bool:
    """Whether a parse reads a production of this name somewhere within it."""
    if not isinstance(parse, Parse):
        return False
    return parse.production == name or any(_says(v, name) for v in parse.values.values())


for _words, _stat in _STATS.items():

    @production(
        "counter",
        f"amountsother12_{_stat}_placed",
        f"the {_words} of the monster placed by this effect",
    )
    def _stat_placed(draft: Draft, _stat: str = _stat) -> dict[str, Any]:
        """The printed stat of the one monster the step just before put into a Deck."""
        last = draft.effect[-1] if draft.effect else {}
        target = last.get("target")
        if last.get("op") != "to_deck" or not isinstance(target, dict) or "pick" not in target:
            raise NoMatch("one chosen card put into the Deck just before")
        pick = draft.picks[target["pick"]]
        if pick.get("n", 1) != 1 or pick.get("upto") or zone_of(pick["from"]) not in _OFF_THE_FIELD:
            raise NoMatch("one monster, from a GY or a hand")
        if (pick.get("filter") or {}).get("kind") != "monster":
            raise NoMatch("a monster")
        return {"counter": "stat", "stat": _stat, "of": "moved"}


def _counts_placed(o: Parse, s: Parse) -> bool:
    return any(_says(s, f"amountsother12_{stat}_placed") for stat in _STATS.values())


@production("steps", "amountsother12_placed_and", "{o:op}, and {s:steps}", accepts=_counts_placed)
def _placed_and(draft: Draft, o: Parse, s: Parse) -> Steps:
    """A move into the Deck, and what follows it, read with the move as the effect's last
    step so far (as a destruction and what follows it are read)."""
    return BY_NAME["positions10_done_and"].build(draft, o=o, s=s)
