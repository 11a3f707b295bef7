"""Special Summons forbidden from some zones only: "neither player can Special Summon Level 7
monsters from the GY" (a card's static rule), "This turn, neither player can Special Summon
Level 7 or 8 monsters from the GY", "You cannot Special Summon non-LIGHT Attribute monsters from
the Extra Deck until the end of this turn" (a rule an effect puts in force).

The rule is `no_special_summon` narrowed to the zones the monsters come from (its `from` /
`value`): a monster Special Summoned from the hand or Deck is no business of a rule about the
GY. Whether it is forbidden is read where the monster is as it is summoned.
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import production
from validator.engine.effects.text.productions.rules import _PLAYERS, _cannot, _restrict, _summoned
from validator.engine.effects.text.productions.statics3 import _kind_of_monsters, _player_rule

_FROM = {" from the GY": "gy", " from the hand or GY": "hand_gy", " from the Extra Deck": "extra"}
"""The zones a ban names, as the text writes them, and the rule's `from` for each."""


for _words, _zones in _FROM.items():

    @production(
        "mod",
        f"other10_no_special_summon_from_{_zones}",
        f"neither player can Special Summon {{d:desc}}{_words}",
    )
    def _static_ban(draft: Draft, d: dict[str, Any], _z: str = _zones) -> list[dict[str, Any]]:
        made = _player_rule("no_special_summon", "both", _kind_of_monsters(d))
        made["value"] = _z
        return [made]

    for _player in _PLAYERS:

        @production(
            "change",
            f"other10_{_PLAYERS[_player]}_no_special_summon_from_{_zones}",
            f"{_cannot(_player)} Special Summon {{d:desc}}{_words}",
        )
        def _ban(
            draft: Draft, d: dict[str, Any], _p: str = _player, _z: str = _zones
        ) -> list[dict[str, Any]]:
            return _restrict("no_special_summon", _p, _summoned(d), **{"from": _z})
