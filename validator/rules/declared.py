"""Warnings about what a deck file says of itself: a header's stated size against its cards.

"Main Deck (40)" over 11 cards breaks no rule (the cards listed are what is judged), but the
list was probably cut short or pasted twice, so the report says so.
"""

from __future__ import annotations

from validator.decks.model import Deck, DeclaredSize, SectionName
from validator.report import Code, Violation, violation
from validator.rules.context import SECTION_INDEX, SECTION_TITLES

NAME = "header"


def _cards(count: int) -> str:
    return f"{count} card{'s' * (count != 1)}"


def _message(section: SectionName, headers: list[DeclaredSize], said: int, listed: int) -> str:
    title = SECTION_TITLES[SECTION_INDEX[section]]
    lines = ", ".join(str(header.line) for header in headers)
    if len(headers) == 1:
        stated = f"the {title} header (line {lines}) says {_cards(said)}"
    else:
        stated = f"the {title} headers (lines {lines}) say {_cards(said)} in all"
    return f"{stated}; {listed} {'is' if listed == 1 else 'are'} listed"


def warnings(deck: Deck) -> list[Violation]:
    """A HEADER_COUNT warning per section whose headers state another size than it has."""
    found: list[Violation] = []
    for section in dict.fromkeys(header.section for header in deck.declared):
        headers = [header for header in deck.declared if header.section == section]
        said, listed = sum(header.count for header in headers), deck.size(section)
        if said != listed:
            message = _message(section, headers, said, listed)
            found.append(
                violation(
                    Code.HEADER_COUNT, message, NAME, section=section, count=listed, limit=said
                )
            )
    return found
