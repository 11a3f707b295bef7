"""What the production tests share: compile a few clauses of text for a card, and play that
card with what they compiled to.

A test names a real card (for its facts: kind, Level, ATK), gives the text to compile, and
checks the encoding or plays it on a board (`tests/engine/conftest.py`) with `table_playing`.
"""

from __future__ import annotations

from typing import Any

from tests.engine.cards.card_support import on_top, play
from tests.engine.conftest import Board
from validator.cards import load_cards
from validator.engine import CardTable, State
from validator.engine.cards import CardInfo
from validator.engine.effects.compile import compile_card as check_encoding
from validator.engine.effects.registry import attach_effects
from validator.engine.effects.text.compiler import compile_card
from validator.engine.effects.text.grammar import read, render
from validator.engine.effects.text.source import CardText, Clause, grouped_sentences, normalise

_DB = load_cards()


def card_text(
    card_id: int,
    effect: str,
    requirement: str = "",
    summoning: str = "",
    effect_types: tuple[str, ...] = (),
) -> CardText:
    """A card's text as the compiler reads it, for a real card with made-up text."""
    card = _DB.get(card_id)
    assert card is not None, card_id
    clauses: list[Clause] = []
    for field, text in (
        ("summoning_condition", summoning),
        ("requirement", requirement),
        ("effect", effect),
    ):
        for group, sentence in grouped_sentences(text):
            clauses.append(Clause(len(clauses), field, sentence, group))
    kind = {"monster": "Monster", "spell": "Spell", "trap": "Trap"}[card.kind]
    prop = "" if card.kind == "monster" else (card.subtype or "normal").capitalize()
    return CardText(card.id, card.name, kind, prop, effect_types, tuple(clauses))


def compiled(card_id: int, effect: str, requirement: str = "", **more: Any) -> dict[str, Any]:
    """The encoding the text compiles to (checked by the effect language); fails the test
    with the clauses no production reads."""
    result = compile_card(card_text(card_id, effect, requirement, **more), {})
    assert not result.missing, result.missing
    assert result.encoding is not None
    check_encoding(result.encoding, "compiled")
    return result.encoding


def missing(
    card_id: int, effect: str = "", requirement: str = "", **more: Any
) -> list[dict[str, Any]]:
    """The clauses of a card's made-up text that no production reads."""
    return compile_card(card_text(card_id, effect, requirement, **more), {}).missing


def unread(card_id: int, effect: str, requirement: str = "", **more: Any) -> list[str]:
    """The templates of the clauses no production reads."""
    return [m["template"] for m in missing(card_id, effect, requirement, **more)]


def first_effect(encoding: dict[str, Any]) -> list[dict[str, Any]]:
    """The steps of the encoding's first effect."""
    return encoding["effects"][0]["effect"]


def round_trip(category: str, text: str) -> str:
    """A clause read by a category and rendered back (to compare with the text)."""
    return render(read(category, normalise(text)))


def table_playing(encoding: dict[str, Any]) -> CardTable:
    """A card table in which the encoding's card plays that encoding."""
    table = CardTable(_DB)
    card = _DB.get(encoding["card"])
    info = CardInfo(card)
    attach_effects(info, check_encoding(encoding, "compiled"))
    table._infos[card.id] = info
    return table


def board_playing(encoding: dict[str, Any]) -> Board:
    """A board whose card table plays the encoding's card with that encoding."""
    return Board(table_playing(encoding))


def activated_with_top(encoding: dict[str, Any], deck: list[int], top: tuple[int, ...]) -> State:
    """A game where the encoding's card, a monster among player 0's `deck`, stands on the
    field with the cards `top` on top of the Deck, and has just activated its effect."""
    board = board_playing(encoding)
    s = board.game(cards=(deck, []))
    monster = board.monster(s, 0, encoding["card"])
    on_top(s, 0, *top)
    play(s, f"act {monster}")
    return s
