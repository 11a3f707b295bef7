"""Static effects in force while the player holds some cards: "While you have a face-up Level 7
or higher monster with an effect that requires a die roll on your field, your opponent cannot
activate Trap Cards during the Battle Phase" (自分フィールドに...がいる限り、相手はお互いの
バトルフェイズ中に罠カードを発動できない).

"While ..." (限り, as long as) of a continuous effect holds its changes exactly as "If ..." does
(`static_if`): each is in force while the condition holds. Only conditions on what a player has
are read so ("you have ...", "your opponent has ..."): the words of this card's own state
("while this card is face-up in the Field Zone") have productions of their own.
"""

from __future__ import annotations

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import Parse, build, production, render
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.statics import _add, _static_condition


def _what_a_player_has(c: Parse) -> bool:
    return render(c, first=False).startswith(("you have ", "your opponent has "))


@production(
    "static",
    "deck_statics_while_has",
    "while {c:cond}, {m:mods}",
    accepts=lambda c, **_: _what_a_player_has(c),
)
def _while_has(draft: Draft, c: Parse, m: Parse) -> None:
    condition = _static_condition(build(c, draft))
    if not condition:
        raise NoMatch("a condition")
    _add(draft, build(m, draft), condition)
