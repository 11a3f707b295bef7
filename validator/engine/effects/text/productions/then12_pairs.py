"""A monster of either of two pairs of ATK and DEF: "Then, you can Special Summon 1 monster
with 1200 ATK/1500 DEF or 1400 ATK/1200 DEF from your GY to your field in face-up Defense
Position" (攻撃力１２００／守備力１５００または攻撃力１４００／守備力１２００のモンスター１体):
one card chosen among those matching either description, as "1 "A" or 1 "B" from your GY"
reads (`Draft.pick_either`)."""

from __future__ import annotations

import re
from typing import Any

from validator.engine.effects.text.describe import read_desc, render_desc
from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import BY_NAME, SLOTS, Slot, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.slots import read_place, render_place

Steps = list[dict[str, Any]]

_PAIRS = re.compile(r"(.+ with )(\d+ ATK/\d+ DEF) or (\d+ ATK/\d+ DEF) ((?:from|in) .+)")


def _read_pairs(text: str) -> dict[str, Any]:
    """ "1 monster with A ATK/B DEF or C ATK/D DEF from your GY": the two descriptions (the
    words before "with" said once) at a place."""
    match = _PAIRS.fullmatch(text)
    if match is None:
        raise NoMatch(text)
    head, first, second, place = match.groups()
    alternatives = [read_desc(head + first), read_desc(head + second)]
    if any(d.get("count") != 1 or d.get("article") for d in alternatives):
        raise NoMatch("one card of either pair")
    return {"alts": alternatives, "place": read_place(place)}


def _render_pairs(target: dict[str, Any]) -> str:
    first, second = (render_desc(d) for d in target["alts"])
    return f"{first} or {second.split(' with ', 1)[1]} {render_place(target['place'])}"


SLOTS["then12_stat_pairs"] = Slot(_read_pairs, _render_pairs)


@production(
    "op",
    "then12_pairs_summon_defense",
    "Special Summon {t:then12_stat_pairs} to your field in face-up Defense Position",
)
def _summon_defense(draft: Draft, t: dict[str, Any]) -> Steps:
    """As "Special Summon 1 "A" or 1 "B" from your GY to your field in face-up Defense
    Position"."""
    return BY_NAME["summon_defense"].build(draft, t=t)
