"""`rushdeck regulation list|show|diff`: the dated Limit Regulation lists."""

from __future__ import annotations

import datetime as dt

import click

from validator.cli.app import emit_json, fail, handles_input_errors, json_option, main
from validator.formats import LimitList, load_regulations, parse_date
from validator.formats.diff import card_name, change_line, list_diff


def _list_on(date_text: str | None) -> tuple[dt.date, LimitList]:
    date = parse_date(date_text)
    found = load_regulations().list_on(date)
    if found is None:
        first = load_regulations().lists[0].effective_date
        fail(f"no Limit Regulation list is in force on {date} (the first is {first})")
    assert found is not None
    return date, found


@main.group()
def regulation() -> None:
    """The Limit Regulation lists (Forbidden, Limited, Semi-Limited) by date."""


@regulation.command("list")
@json_option
def list_command(as_json: bool) -> None:
    """Every list with its effective date and size."""
    lists = load_regulations().lists
    rows = [
        {
            "effective_date": item.effective_date.isoformat(),
            "forbidden": len(item.forbidden),
            "limited": len(item.limited),
            "semi_limited": len(item.semi_limited),
        }
        for item in lists
    ]
    if as_json:
        emit_json(rows)
        return
    for row in rows:
        click.echo(
            f"{row['effective_date']}  forbidden {row['forbidden']:>2}  "
            f"limited {row['limited']:>2}  semi-limited {row['semi_limited']:>2}"
        )


@regulation.command()
@click.option("--date", "date_text", help="Date to judge (YYYY-MM-DD); default today.")
@json_option
@handles_input_errors
def show(date_text: str | None, as_json: bool) -> None:
    """The list in force on a date."""
    date, found = _list_on(date_text)
    if as_json:
        emit_json(found.model_dump(mode="json"))
        return
    click.echo(f"Limit Regulation in force on {date}: list of {found.effective_date}")
    for title, ids in (
        ("Forbidden", found.forbidden),
        ("Limited", found.limited),
        ("Semi-Limited", found.semi_limited),
    ):
        click.echo(f"\n{title} ({len(ids)})")
        for name, card in sorted((card_name(i), i) for i in ids):
            click.echo(f"  {card:>7}  {name}")


@regulation.command()
@click.argument("date1")
@click.argument("date2")
@json_option
@handles_input_errors
def diff(date1: str, date2: str, as_json: bool) -> None:
    """What changed between the lists in force on DATE1 and on DATE2."""
    (_, old), (_, new) = _list_on(date1), _list_on(date2)
    changes = list_diff(old, new)
    if as_json:
        emit_json(
            {
                "from": old.effective_date.isoformat(),
                "to": new.effective_date.isoformat(),
                "changes": changes,
            }
        )
        return
    click.echo(f"{old.effective_date} -> {new.effective_date}: {len(changes)} change(s)")
    for change in changes:
        click.echo(f"  {change_line(change)}")
