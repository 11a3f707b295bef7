"""Cards counted by a fact they share with the card a clause is about: "The attacking monster
loses ATK equal to [the number of monsters with its same Type in your opponent's GY] x 100"
(［相手の墓地のそのモンスターと同じ種族のモンスターの数］×１００).

"Its" is the one card the clause changes (the attacking monster); its fact is read as the
effect resolves (as it is on the field), the counted cards' where they are (printed in a GY).
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.describe import SAME_FACTS
from validator.engine.effects.text.draft import Draft, source_of, zone_filter
from validator.engine.effects.text.grammar import SLOTS, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.slots import one_of

Counter = dict[str, Any]

SLOTS["amountsother12_fact"] = one_of(SAME_FACTS)


@production(
    "counter",
    "amountsother12_count_like_its",
    "the number of {d:desc} with its same {f:amountsother12_fact} {at:place}",
)
def _count_like_its(draft: Draft, d: dict[str, Any], f: str, at: dict[str, str]) -> Counter:
    if draft.subject is None:
        raise NoMatch("'its' names no card of this clause")
    if set(d) & {"count", "all", "upto", "other"} or not d.get("plural") or at["prep"] == "from":
        raise NoMatch("cards described as a whole, in a place")
    source = source_of(d, at)
    counted: Counter = {
        "counter": "cards_like",
        "fact": SAME_FACTS[f],
        "from": source,
        "like": draft.subject,
    }
    chosen = zone_filter(d, source)
    if chosen:
        counted["filter"] = chosen
    return counted
