"""Regenerate card_data/cards.json and regulations/limits/ from the upstream data.

    python scripts/build_data.py [--upstream ../shared/data/upstream]

Reads the card aggregate (yaml-yugi/rush.json), the EDOPro database (babelcdb/cards-rush.cdb)
and the dated Limit Regulation files (limit-regulation/rush/YYYY-MM-DD.vector.json), keeps only
facts, and writes the bundled data plus card_data/join_report.txt (every passcode or card that
could not be joined, and why).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from validator.sources.build import build_data, write_data  # noqa: E402
from validator.sources.cards import read_cdb  # noqa: E402

DATED = re.compile(r"^\d{4}-\d{2}-\d{2}\.vector\.json$")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--upstream", type=Path, default=ROOT.parent / "shared/data/upstream")
    args = parser.parse_args()
    upstream: Path = args.upstream
    raws = json.loads((upstream / "yaml-yugi/rush.json").read_text(encoding="utf-8"))
    vectors = [
        json.loads(path.read_text(encoding="utf-8"))
        for path in sorted((upstream / "limit-regulation/rush").iterdir())
        if DATED.match(path.name)
    ]
    built = build_data(raws, read_cdb(upstream / "babelcdb/cards-rush.cdb"), vectors)
    missing = built.listed_without_passcode()
    if missing:
        print(f"listed cards without any passcode: {missing}", file=sys.stderr)
        return 1
    write_data(built, ROOT)
    cards, report = built.cards, built.report
    legend = sum(card.legend for card in cards)
    print(f"{len(cards)} cards ({legend} Legend), {len(built.lists)} Limit Regulation lists")
    print(
        f"{report.joined} passcodes joined, {len(report.unjoined_passcodes)} not joined, "
        f"{len(report.cards_without_passcode)} cards without a passcode "
        "(see card_data/join_report.txt)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
