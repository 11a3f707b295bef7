"""`rushdeck update` as a service: fetch, check, build, compare, install.

Nothing is written to the data folder until every document has been downloaded, checked and
built; a failure at any step raises FetchError or UpstreamError (or OSError) and leaves the data
in use as it was.
"""

from __future__ import annotations

import datetime as dt
import json
import tempfile
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from validator import __version__, paths
from validator.cards import Card, CardDB, load_cards
from validator.engine.effects.text.build import PoolBuild, compile_pool
from validator.engine.effects.text.source import dice_ids, effect_ids
from validator.engine.effects.text.store import write_effects
from validator.formats import LimitList, load_regulations
from validator.formats.diff import list_diff
from validator.sources.build import BuiltData, build_data, write_data
from validator.sources.cards import CdbRow, UpstreamError, read_cdb
from validator.sources.http import Fetcher, Progress
from validator.sources.install import install_update
from validator.sources.lock import update_lock
from validator.sources.settings import DEFAULT_RETRIES, DEFAULT_TIMEOUT, Sources
from validator.sources.text import card_texts, save_card_texts
from validator.sources.upstream import Upstream, fetch_upstream

MANIFEST_FORMAT = 1
HTTP_CACHE_FILE = "http_cache.sqlite"
# A new aggregate with fewer cards than this share of the data in use is taken for a broken
# upstream file, not for a real change: the card pool only grows.
MIN_KEPT_SHARE = 0.9


@dataclass(frozen=True)
class UpdateOptions:
    sources: Sources = field(default_factory=Sources)
    offline: bool = False
    refresh: bool = False
    with_text: bool = False
    timeout: float = DEFAULT_TIMEOUT
    retries: int = DEFAULT_RETRIES


@dataclass
class Changes:
    """What an update changes against the data in use before it."""

    new_cards: list[Card] = field(default_factory=list)
    removed_cards: list[Card] = field(default_factory=list)
    changed_cards: list[Card] = field(default_factory=list)
    list_changes: list[dict[str, Any]] = field(default_factory=list)


@dataclass
class UpdateResult:
    """What an update installed, what changed, and what deserves a warning."""

    folder: Path
    manifest: dict[str, Any]
    changes: Changes
    warnings: list[str]
    text_file: Path | None = None
    effects: dict[str, Any] = field(default_factory=dict)
    unreachable: dict[str, str] = field(default_factory=dict)  # label -> why; cache used

    def summary(self) -> dict[str, Any]:
        """The JSON form of the result."""
        return {
            "installed": str(self.folder),
            "cards": self.manifest["cards"],
            "lists": self.manifest["lists"],
            "new_cards": [_brief(c) for c in self.changes.new_cards],
            "removed_cards": [_brief(c) for c in self.changes.removed_cards],
            "changed_cards": [_brief(c) for c in self.changes.changed_cards],
            "list_changes": self.changes.list_changes,
            "warnings": self.warnings,
            "card_text": str(self.text_file) if self.text_file else None,
            "effects": self.effects,
            "unreachable": self.unreachable,
        }


def _brief(card: Card) -> dict[str, Any]:
    return {"id": card.id, "name": card.name}


def run_update(
    options: UpdateOptions,
    progress: Progress | None = None,
    on_wait: Callable[[str], None] | None = None,
) -> UpdateResult:
    """Fetch and check upstream, build with the bundle's builders, install, describe changes.

    One update runs at a time per data folder: a second one waits for the first (telling
    `on_wait`), then raises UpdateRunning if it has not finished (see `validator.sources.lock`).
    """
    with update_lock(paths.user_data_dir(), on_wait):
        paths.forget_resolution()  # an update that finished meanwhile changed the data in use
        return _update(options, progress)


def _update(options: UpdateOptions, progress: Progress | None) -> UpdateResult:
    old_cards, old_lists = load_cards(), load_regulations().lists
    cache_file = paths.user_cache_dir() / HTTP_CACHE_FILE
    with Fetcher(
        cache_file,
        offline=options.offline,
        refresh=options.refresh,
        timeout=options.timeout,
        retries=options.retries,
        progress=progress,
    ) as fetcher:
        upstream = fetch_upstream(fetcher, options.sources)
        unreachable = dict(fetcher.unreachable)
    check_card_count(len(old_cards), len(upstream.cards))
    rows = _cdb_rows(upstream.cdb) if upstream.cdb is not None else rows_from_cards(old_cards)
    try:
        built = build_data(upstream.cards, rows, upstream.dated_vectors())
    except ValidationError as exc:
        raise UpstreamError(f"card aggregate: a card does not fit the card model: {exc}") from None
    new_db = CardDB(built.cards)
    lists = merge_lists(old_lists, built.lists, new_db)
    built = BuiltData(built.cards, lists, built.report)
    changes = describe(old_cards, old_lists, new_db, lists)
    missing = built.listed_without_passcode()
    warnings = [f"listed cards without an EDOPro passcode: {missing}"] if missing else []
    if unreachable:
        warnings.insert(0, unreachable_warning(unreachable))
    # The text is compiled in memory and dropped; only what the cards do is written.
    effects = compile_pool(upstream.cards, db=new_db)
    ids = effect_ids(upstream.cards)
    dice = dice_ids(upstream.cards)
    # Text goes to the cache first: if that fails, nothing has been installed yet.
    text_file = save_card_texts(card_texts(upstream.cards)) if options.with_text else None
    manifest = _manifest(options, upstream, built)

    folder = install_update(
        paths.user_data_dir(), lambda root: write_update(built, effects, ids, root, dice), manifest
    )
    summary = effects_summary(effects, {card.id for card in changes.new_cards})
    return UpdateResult(folder, manifest, changes, warnings, text_file, summary, unreachable)


def unreachable_warning(unreachable: dict[str, str]) -> str:
    """One sentence for every document upstream did not serve: the sources, and why."""
    lists = sum(1 for label in unreachable if label.startswith("list "))
    sources = [f"the {label}" for label in unreachable if not label.startswith("list ")]
    if lists:
        files = f"{lists} Limit Regulation file{'s' if lists > 1 else ''}"
        sources.insert(1 if "the card aggregate" in sources else 0, files)
    named = ", ".join(sources[:-1]) + " and " + sources[-1] if len(sources) > 1 else sources[0]
    reasons = "; ".join(dict.fromkeys(unreachable.values()))  # each distinct reason once
    return f"upstream could not be reached for {named}: {reasons}; the cached copies were used"


def write_update(
    built: BuiltData, effects: PoolBuild, ids: list[int], root: Path, dice: list[int]
) -> None:
    """An update's files under its root: cards, lists, and the effects compiled from the text
    (with the ids of the cards that have an effect, and of those that roll a die)."""
    write_data(built, root)
    write_effects(effects, root / "card_data" / "effects")
    (root / "card_data" / "effect_text.json").write_text(json.dumps(ids) + "\n", "utf-8")
    (root / "card_data" / "dice.json").write_text(json.dumps(dice) + "\n", "utf-8")


def effects_summary(pool: PoolBuild, new_ids: set[int]) -> dict[str, Any]:
    """How many effect cards compiled, and of the new cards which did and which clauses not."""
    new = [r for r in pool.results if r.card.id in new_ids]
    return {
        "cards": len(pool.results),
        "compiled": len(pool.encodings),
        "new_cards": len(new),
        "new_compiled": sum(1 for r in new if r.encoding is not None),
        "new_missing": [
            {
                "id": r.card.id,
                "name": r.card.name,
                "clauses": [m["template"] for m in r.missing],
            }
            for r in new
            if r.encoding is None
        ],
    }


def _cdb_rows(content: bytes) -> list[CdbRow]:
    """The rows of a downloaded EDOPro database (SQLite needs a file to open)."""
    with tempfile.TemporaryDirectory(prefix="rushdeck-cdb-") as folder:
        path = Path(folder) / "cards-rush.cdb"
        path.write_bytes(content)
        try:
            rows = read_cdb(path)
        except UpstreamError:
            raise UpstreamError(
                "EDOPro card database: the download is not a readable card database"
            ) from None
    if not rows:
        raise UpstreamError("EDOPro card database: it holds no Rush Duel cards")
    return rows


def rows_from_cards(cards: Iterable[Card]) -> list[CdbRow]:
    """Passcodes known in the data in use, as cdb rows: kept when no cdb is downloaded.

    They join the new cards by the same rules as a downloaded database (name first, then
    stats), so a card renamed upstream keeps its passcodes too.
    """
    return [
        CdbRow(p, 0, card.kind, card.atk or 0, card.def_ or 0, card.level or 0, card.name)
        for card in cards
        for p in card.passcodes
    ]


def merge_lists(old: list[LimitList], new: list[LimitList], cards: CardDB) -> list[LimitList]:
    """The lists in use, each replaced by the upstream list of the same date, plus new ones.

    A list upstream no longer serves is kept: history is never lost. Every card of every kept
    list must still be in the new card database.
    """
    by_date = {item.effective_date: item for item in old}
    by_date.update({item.effective_date: item for item in new})
    for item in by_date.values():
        unknown = sorted(i for i in item.limits() if i not in cards)
        if unknown:
            raise UpstreamError(
                f"list {item.effective_date}: card(s) {unknown[:10]} are not in the new "
                "card database"
            )
    return [by_date[d] for d in sorted(by_date)]


def check_card_count(before: int, after: int) -> None:
    if after < before * MIN_KEPT_SHARE:
        raise UpstreamError(
            f"card aggregate: only {after} cards where the data in use has {before}; "
            "refusing an upstream file that looks incomplete"
        )


def describe(
    old_cards: CardDB, old_lists: list[LimitList], new_cards: CardDB, new_lists: list[LimitList]
) -> Changes:
    """New, removed and changed cards; new and changed lists with the `regulation diff` diff."""
    result = Changes()
    for card in new_cards:
        before = old_cards.get(card.id)
        if before is None:
            result.new_cards.append(card)
        elif before != card:
            result.changed_cards.append(card)
    result.removed_cards = [c for c in old_cards if c.id not in new_cards]
    old_by_date = {item.effective_date: item for item in old_lists}
    previous: LimitList | None = None
    for item in new_lists:
        before = old_by_date.get(item.effective_date)
        if before is None:
            against = previous or LimitList(effective_date=item.effective_date)
            result.list_changes.append(
                _list_change(item, "new", previous, list_diff(against, item, new_cards))
            )
        elif before != item:
            result.list_changes.append(
                _list_change(item, "changed", before, list_diff(before, item, new_cards))
            )
        previous = item
    return result


def _list_change(
    item: LimitList, status: str, against: LimitList | None, changes: list[dict]
) -> dict[str, Any]:
    return {
        "date": item.effective_date.isoformat(),
        "status": status,
        "against": against.effective_date.isoformat() if against else None,
        "changes": changes,
    }


def _manifest(options: UpdateOptions, upstream: Upstream, built: BuiltData) -> dict[str, Any]:
    sources = options.sources
    return {
        "format": MANIFEST_FORMAT,
        "updated_at": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
        "rushdeck_version": __version__,
        "cards": len(built.cards),
        "lists": [item.effective_date.isoformat() for item in built.lists],
        "passcodes": "EDOPro card database" if sources.cdb_url else "kept from the data in use",
        "regulations_url": sources.regulations_url,
        "list_files": sorted(upstream.vectors),
        "documents": {label: f.origin() for label, f in upstream.fetched.items()},
    }
