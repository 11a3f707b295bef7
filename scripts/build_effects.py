"""Compile the card text of the upstream aggregate into effect encodings.

    python scripts/build_effects.py --upstream ../shared/data/upstream            # write
    python scripts/build_effects.py --upstream ../shared/data/upstream --dry-run  # report only
    python scripts/build_effects.py --upstream DIR --dry-run --top 40 --category timing

Writes, in card_data/effects/: compiled.json (the encodings of every card whose clauses all
compiled), clauses.json (each compiled card's clause parses, which render it back to English)
and missing.json (each clause no production reads, as a template with names and numbers
abstracted). The card text itself is read, compiled and dropped; it is never written.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from validator.engine.effects.text.build import compile_pool
from validator.engine.effects.text.store import COMPILED_FILES, write_effects
from validator.paths import bundled


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--upstream", default="../shared/data/upstream", type=Path)
    parser.add_argument("--dry-run", action="store_true", help="report, write nothing")
    parser.add_argument("--top", type=int, default=25, help="missing templates to list")
    parser.add_argument("--category", default="", help="list only this category's templates")
    parser.add_argument(
        "--one-short", action="store_true", help="list the templates of cards one clause short"
    )
    args = parser.parse_args()
    source = args.upstream / "yaml-yugi" / "rush.json"
    try:
        records = json.loads(source.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        print(f"cannot read {source}: {error}", file=sys.stderr)
        return 2
    pool = compile_pool(records)
    cards = len(pool.results)
    compiled = len(pool.encodings)
    print(f"{compiled} of {cards} effect cards compiled ({compiled / cards:.1%})")
    for row in pool.top_missing(args.top, args.category, args.one_short):
        print(f"{row['count']:5} {row['category']:<12} {row['template']}  (e.g. {row['example']})")
    if args.dry_run:
        return 0
    folder = bundled("card_data", "effects")
    write_effects(pool, folder)
    print(f"wrote {', '.join(COMPILED_FILES)} in {folder}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
