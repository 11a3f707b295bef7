"""`rushdeck update`: refresh cards and Limit Regulation lists from upstream.

The HTTP stack (requests-cache and its backends) is imported only when an update runs, so
that it does not slow down the start of every other command.
"""

from __future__ import annotations

import sqlite3
import sys
from typing import TYPE_CHECKING

import click

from validator.cli.app import emit_json, fail, json_option, main
from validator.formats.diff import change_line
from validator.sources.settings import (
    DEFAULT_CARDS_URL,
    DEFAULT_CDB_URL,
    DEFAULT_REGULATIONS_URL,
    DEFAULT_TIMEOUT,
    Sources,
)

if TYPE_CHECKING:
    from validator.sources.http import Fetched
    from validator.sources.update import UpdateResult


class _Progress:
    """One line on stderr, rewritten as each document arrives; only on a terminal."""

    def __init__(self) -> None:
        self.count = 0

    def __call__(self, fetched: Fetched | None, label: str) -> None:
        if fetched is None:
            self.count += 1
            note = "fetching"
        elif fetched.revalidated:
            note = "not modified"
        else:
            note = "from cache" if fetched.from_cache else f"{len(fetched.content):,} bytes"
        click.echo(f"\r\x1b[K[{self.count}] {label}: {note}", err=True, nl=False)

    def done(self) -> None:
        if self.count:
            click.echo("\r\x1b[K", err=True, nl=False)


@main.command()
@click.option(
    "--cards-url",
    envvar="RUSHDECK_CARDS_URL",
    default=DEFAULT_CARDS_URL,
    show_default=True,
    show_envvar=True,
    help="The card aggregate (YAML Yugi rush.json).",
)
@click.option(
    "--regulations-url",
    envvar="RUSHDECK_REGULATIONS_URL",
    default=DEFAULT_REGULATIONS_URL,
    show_default=True,
    show_envvar=True,
    help="Folder of the Limit Regulation *.vector.json files.",
)
@click.option(
    "--cdb-url",
    envvar="RUSHDECK_CDB_URL",
    default=DEFAULT_CDB_URL,
    show_default=True,
    show_envvar=True,
    help="The EDOPro card database, for passcodes.",
)
@click.option(
    "--no-cdb", is_flag=True, help="Skip the EDOPro database; keep the passcodes already known."
)
@click.option("--offline", is_flag=True, help="Rebuild from the download cache only.")
@click.option("--refresh", is_flag=True, help="Revalidate every cached download with upstream.")
@click.option(
    "--timeout",
    type=click.FloatRange(min=0.1),
    default=DEFAULT_TIMEOUT,
    show_default=True,
    help="Seconds to wait for a server.",
)
@click.option(
    "--with-text", is_flag=True, help="Also keep card text in the cache for `cards show`."
)
@click.option("--status", is_flag=True, help="Show which data is in use, its source and date.")
@json_option
def update(
    cards_url: str,
    regulations_url: str,
    cdb_url: str,
    no_cdb: bool,
    offline: bool,
    refresh: bool,
    timeout: float,
    with_text: bool,
    status: bool,
    as_json: bool,
) -> None:
    """Download the newest cards and Limit Regulation lists and use them from now on.

    Everything is checked before it is installed; on any failure the data in use stays as it
    was and the exit code is 2.
    """
    if status:
        _print_status(as_json)
        return
    from validator.sources.cards import UpstreamError
    from validator.sources.http import FetchError
    from validator.sources.lock import UpdateRunning
    from validator.sources.update import UpdateOptions, run_update

    options = UpdateOptions(
        sources=Sources(cards_url, regulations_url, None if no_cdb else cdb_url),
        offline=offline,
        refresh=refresh,
        with_text=with_text,
        timeout=timeout,
    )
    progress = _Progress() if sys.stderr.isatty() else None
    try:
        try:
            result = run_update(options, progress, on_wait=_note)
        finally:
            if progress:
                progress.done()  # before any message, which must start on a clean line
    except (FetchError, UpstreamError, UpdateRunning, OSError, sqlite3.Error) as exc:
        fail(f"update failed, the data in use is unchanged: {exc}")
        return
    if as_json:
        emit_json(result.summary())
        return
    _print_result(result)


def _note(message: str) -> None:
    click.echo(f"note: {message}", err=True)


def _print_result(result: UpdateResult) -> None:
    manifest, changes = result.manifest, result.changes
    click.echo(
        f"updated: {manifest['cards']} cards, {len(manifest['lists'])} Limit Regulation lists "
        f"(latest {manifest['lists'][-1]}) in {result.folder}"
    )
    click.echo(f"new cards: {len(changes.new_cards)}")
    for card in changes.new_cards:
        click.echo(f"  {card.id:>7}  {card.name}")
    if changes.removed_cards:
        click.echo(f"removed cards: {len(changes.removed_cards)}")
        for card in changes.removed_cards:
            click.echo(f"  {card.id:>7}  {card.name}")
    click.echo(f"changed cards: {len(changes.changed_cards)}")
    effects = result.effects
    click.echo(
        f"card effects: {effects['compiled']} of {effects['cards']} compiled from the text; "
        f"of the {effects['new_cards']} new cards with an effect, {effects['new_compiled']}"
    )
    for card in effects["new_missing"]:
        click.echo(f"  {card['id']:>7}  {card['name']}: not compiled: {'; '.join(card['clauses'])}")
    if not changes.list_changes:
        click.echo("Limit Regulation lists: no change")
    for item in changes.list_changes:
        against = f" (against {item['against']})" if item["against"] else ""
        click.echo(
            f"{item['status']} list {item['date']}{against}: {len(item['changes'])} change(s)"
        )
        for change in item["changes"]:
            click.echo(f"  {change_line(change)}")
    for warning in result.warnings:
        click.echo(f"warning: {warning}", err=True)
    if result.text_file:
        click.echo(f"card text kept in {result.text_file}")


def _print_status(as_json: bool) -> None:
    from validator.sources.status import data_status

    info = data_status()
    if as_json:
        emit_json(info)
        return
    if info["in_use"] == "update":
        click.echo(f"data in use: update of {info['updated_at']} in {info['folder']}")
        for label, doc in info["documents"].items():
            if not label.startswith("list "):
                modified = f", last modified {doc['last_modified']}" if doc["last_modified"] else ""
                click.echo(f"  {label}: {doc['url']}{modified}")
        click.echo(f"  passcodes: {info['passcodes']}")
        click.echo(
            f"  Limit Regulation files: {', '.join(info['list_files'])} "
            f"from {info['regulations_url']}"
        )
    else:
        click.echo(f"data in use: bundled with rushdeck {info['version']} in {info['folder']}")
        if info["set_aside"]:
            click.echo(f"  ({info['set_aside']}: run `rushdeck update`)")
    click.echo(
        f"cards: {info['cards']}; Limit Regulation lists: {info['lists']} "
        f"(latest {info['latest_list']})"
    )
    click.echo(f"user data folder: {info['user_data_dir']}")
    click.echo(f"download cache: {info['cache_dir']}")
    text = f"{info['card_text']} cards" if info["card_text"] else "not kept (update --with-text)"
    click.echo(f"card text: {text}")
