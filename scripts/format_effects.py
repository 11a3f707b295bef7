"""Check the effect files and write them in their canonical layout.

    python scripts/format_effects.py            # check, then rewrite card_data/effects/*.json
    python scripts/format_effects.py --check    # only say which file is not in its layout

Every encoding is compiled first: one that does not compile is reported with its card id and
field (exit 1) and no file is written. The layout is `registry.format_file`: a card a block,
sorted by card id, each pick, step and modifier on a line of its own, which the tests require.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from validator.engine.effects.compile import compile_card
from validator.engine.effects.declare import EncodingError
from validator.engine.effects.registry import EFFECT_FILES, format_file, load_file
from validator.paths import bundled


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if unformatted")
    args = parser.parse_args()
    texts = {}
    for source, name in EFFECT_FILES.items():
        entries = load_file(source)
        for entry in entries:
            try:
                compile_card(entry, source)
            except EncodingError as error:
                print(f"{name}: {error}", file=sys.stderr)
                return 1
        texts[name] = format_file(entries)
    unformatted = []
    for name, text in texts.items():
        path = bundled("card_data", "effects", name)
        if path.read_text(encoding="utf-8") != text:
            unformatted.append(name)
            if not args.check:
                path.write_text(text, encoding="utf-8")
    verb = "not in the canonical layout" if args.check else "rewritten"
    for name in unformatted:
        print(f"{name}: {verb}")
    return 1 if args.check and unformatted else 0


if __name__ == "__main__":
    sys.exit(main())
