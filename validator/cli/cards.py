"""`rushdeck cards search` and `rushdeck cards show`."""

from __future__ import annotations

import click

from validator.cards import Card, load_cards
from validator.cli.app import emit_json, fail, json_option, main
from validator.sources.text import text_lines


def card_line(card: Card) -> str:
    """One line per card for lists: id, name, kind and the key stats."""
    kind = card.kind if card.subtype is None else f"{card.subtype} {card.kind}"
    stats = ""
    if card.kind == "monster":
        stats = f"  Lv{card.level} {card.atk}/{card.def_}"
        if card.maximum_atk is not None:
            stats += f" MAXIMUM {card.maximum_atk}"
    legend = "  [LEGEND]" if card.legend else ""
    return f"{card.id:>7}  {card.name}  ({kind}){stats}{legend}"


def card_details(card: Card) -> list[str]:
    """A card as a person reads it: every fact, one per line."""
    rows = [
        ("id", card.id),
        ("name", card.name),
        ("japanese", card.name_ja),
        ("kind", card.kind),
        ("subtype", card.subtype),
        ("maximum part", card.maximum_part),
        ("level", card.level),
        ("attribute", card.attribute),
        ("type", card.race),
        ("atk", card.atk),
        ("def", card.def_),
        ("maximum atk", card.maximum_atk),
        ("legend", "yes" if card.legend else None),
        ("extra deck", "yes" if card.extra_deck else None),
        ("official", None if card.official else "no: cannot be used in official duels"),
        ("passcodes", ", ".join(map(str, card.passcodes)) or "none known"),
    ]
    db = load_cards()
    for label, ids in (
        ("fusion materials", card.fusion_materials),
        ("ritual spells", card.ritual_spells),
        ("maximum set", card.maximum_set),
    ):
        if ids:
            rows.append((label, ", ".join(_name_of(db.get(i), i) for i in ids)))
    return [f"{label:>16}: {value}" for label, value in rows if value is not None]


def _name_of(card: Card | None, card_id: int) -> str:
    return f"{card.name} ({card_id})" if card else str(card_id)


@main.group()
def cards() -> None:
    """Look up cards in the database."""


@cards.command()
@click.argument("query", default="")
@click.option("--kind", type=click.Choice(["monster", "spell", "trap"]), help="Only this kind.")
@click.option("--legend/--no-legend", default=None, help="Only Legend cards, or only others.")
@click.option("--limit", type=click.IntRange(min=1), default=50, show_default=True)
@json_option
def search(query: str, kind: str | None, legend: bool | None, limit: int, as_json: bool) -> None:
    """Cards whose English or Japanese name contains QUERY."""
    hits = load_cards().search(query, kind=kind, legend=legend)
    if as_json:
        emit_json({"total": len(hits), "cards": [c.record() for c in hits[:limit]]})
        return
    for card in hits[:limit]:
        click.echo(card_line(card))
    more = f" (showing {limit}; use --limit)" if len(hits) > limit else ""
    click.echo(f"{len(hits)} card(s){more}")


@cards.command()
@click.argument("key")
@json_option
def show(key: str, as_json: bool) -> None:
    """Show one card by konami id, EDOPro passcode or name (English or Japanese)."""
    db = load_cards()
    card = db.lookup(key)
    if card is None:
        hints = db.suggest(key)
        hint = f"; did you mean {', '.join(repr(c.name) for c in hints)}?" if hints else ""
        fail(f"no card matches {key!r}{hint}")
        return
    if as_json:
        emit_json(card.record())
        return
    # card text is never bundled; `rushdeck update --with-text` keeps it in the user's cache
    click.echo("\n".join(card_details(card) + effect_lines(card) + text_lines(card.id)))


def effect_lines(card: Card) -> list[str]:
    """How the engine plays the card: its compiled effect rendered back to English, or why it
    is not played exactly."""
    # Imported here: the engine (and its grammar) loads only for `cards show`.
    from validator.engine.cards import CardInfo
    from validator.engine.coverage import played_as

    played = played_as(CardInfo(card))
    if played["source"] == "no_effect":
        return []
    clauses = played["clauses"]
    if played["source"] in ("compiled", "overridden"):
        return [f"{'played as':>16}: {clauses[0] if clauses else ''}"] + [
            f"{'':>16}  {line}" for line in clauses[1:]
        ]
    return [f"{'played as':>16}: {played['note']}"]
