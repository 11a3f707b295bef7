"""The decks a deck is tested against (its field), each with its expected share.

A field is read as `rushdeck batch` reads decks: files, folders (searched for deck files) and
manifests (CSV or JSON), whose optional `weight` column gives a deck's share of the field.
A weights file (JSON `{"label or path": weight}` or CSV with `deck` and `weight` columns)
sets shares afterwards. Weights are relative: 2 and 1 mean two thirds and one third.
"""

from __future__ import annotations

import csv
import io
import math
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from validator import jsontext
from validator.batch import Job, collect
from validator.cards import CardDB
from validator.decks import Deck, load_deck
from validator.errors import InputError


@dataclass(frozen=True)
class FieldEntry:
    """A deck of a field under the name it is reported by, and its relative share."""

    deck: Deck
    label: str
    weight: float = 1.0
    path: str | None = None


def distinct_names(names: Sequence[str]) -> list[str]:
    """Names made unique by their place where the same name appears twice."""
    counts = Counter(names)
    return [f"{n} ({i + 1})" if counts[n] > 1 else n for i, n in enumerate(names)]


def parse_weight(value: object, where: str) -> float:
    """A weight as written (a number or its text): finite and not negative."""
    try:
        weight = float(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        raise InputError(f"{where}: the weight {value!r} is not a number") from None
    if not math.isfinite(weight) or weight < 0:
        raise InputError(f"{where}: a weight is a number 0 or more, not {value!r}")
    return weight


def _entry(job: Job, db: CardDB) -> FieldEntry:
    if job.error:
        raise InputError(job.error, source=job.path)
    deck = load_deck(job.path, db)
    label = job.player or deck.name or Path(job.path).stem
    weight = 1.0 if job.weight is None else parse_weight(job.weight, job.path)
    return FieldEntry(deck, label, weight, job.path)


def load_field(
    paths: Sequence[str], db: CardDB, weights: Mapping[str, float] | None = None
) -> list[FieldEntry]:
    """The field the paths name, labels made distinct, `weights` (by label or path) applied."""
    entries = [_entry(job, db) for job in collect(paths)]
    if not entries:
        raise InputError("the field holds no deck: give deck files, folders or a manifest")
    labels = distinct_names([entry.label for entry in entries])
    entries = [replace(e, label=label) for e, label in zip(entries, labels, strict=True)]
    return apply_weights(entries, weights or {})


def apply_weights(entries: list[FieldEntry], weights: Mapping[str, float]) -> list[FieldEntry]:
    """The entries with the weights given by label or path; a name that matches none of them is
    an error (a misspelt deck would otherwise keep its default share silently)."""
    known = {entry.label for entry in entries} | {entry.path for entry in entries if entry.path}
    unknown = sorted(set(weights) - known)
    if unknown:
        raise InputError(f"weights for decks not in the field: {', '.join(unknown)}")
    return [
        replace(entry, weight=weights.get(entry.label, weights.get(entry.path or "", entry.weight)))
        for entry in entries
    ]


def read_weights(path: str) -> dict[str, float]:
    """A weights file: a JSON object of weights, or a CSV file with `deck` and `weight`."""
    try:
        text = Path(path).read_text(encoding="utf-8-sig")
    except OSError as exc:
        raise InputError(exc.strerror or str(exc), source=path) from None
    if Path(path).suffix.lower() == ".csv":
        reader = csv.DictReader(io.StringIO(text))
        fields = {name.strip().lower() for name in reader.fieldnames or ()}
        if not {"deck", "weight"} <= fields:
            raise InputError("a CSV weights file needs 'deck' and 'weight' columns", source=path)
        rows = [{(k or "").strip().lower(): v for k, v in row.items()} for row in reader]
        pairs = [(str(row["deck"]).strip(), row["weight"]) for row in rows]
    else:
        data = jsontext.loads(text, source=path)
        if not isinstance(data, dict):
            raise InputError('a JSON weights file is an object: {"deck": weight}', source=path)
        pairs = list(data.items())
    return {name: parse_weight(value, f"{path}: {name}") for name, value in pairs}


def shares(entries: Sequence[FieldEntry]) -> list[float]:
    """Each entry's share of the field (the weights scaled to sum to 1)."""
    total = sum(entry.weight for entry in entries)
    if total <= 0:
        raise InputError("the field's weights are all 0: give at least one deck a share")
    return [entry.weight / total for entry in entries]
