"""Write the small upstream sample the card-data drift test builds from.

    python scripts/sample_upstream.py [--upstream ../shared/data/upstream]

Takes the cards listed in SAMPLE from the card aggregate (yaml-yugi/rush.json) with their card
text removed, and the EDOPro database rows (babelcdb/cards-rush.cdb) of their passcodes without
text, and writes them to tests/fixtures/upstream/. The test builds those with the same code as
scripts/build_data.py and compares the result with the committed card_data/cards.json, so tests
never read the upstream folder.
"""

from __future__ import annotations

import argparse
import json
import sqlite3
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "tests/fixtures/upstream"

# konami ids (7-digit ids: Yugipedia page ids of cards without one), chosen to cover each kind
# of record the builder makes.
SAMPLE = {
    15150: "several prints",
    15151: "effect monster",
    15152: "normal monster",
    15897: "Maximum [L]",
    15898: "Maximum centre",
    15899: "Maximum [R]",
    16886: "Fusion with two named materials",
    16887: "Fusion sharing a material",
    16891: "Fusion material",
    16893: "Fusion material",
    16894: "Fusion material",
    18963: "Fusion with named and generic materials",
    18372: "its named material",
    21387: "Fusion with a named material and 1 or more described ones",
    18353: "its named material",
    21396: "Fusion with a described material of a name and Level",
    17342: "that name",
    21588: "Ritual monster",
    21597: "its Ritual Spell",
    15184: "Legend monster",
    15657: "Legend spell",
    15913: "Legend trap",
    15204: "official card sharing its name with a party spell",
    1207651: "party spell, no konami_id, cannot be used in official duels",
    1203678: "no konami_id, no passcode",
    23429: "Union monster",
    18272: "Equip spell",
    15228: "Field spell",
    15162: "Normal trap",
}
# Card text is not a fact the project keeps; the sample drops it.
PROSE = ("effect", "text", "requirement", "summoning_condition", "images")
# A passcode whose print matches no card, so the test sees it reported.
UNJOINED = [160022200]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--upstream", type=Path, default=ROOT.parent / "shared/data/upstream")
    args = parser.parse_args()
    raws = json.loads((args.upstream / "yaml-yugi/rush.json").read_text(encoding="utf-8"))
    bundled = {c["id"]: c for c in json.loads((ROOT / "card_data/cards.json").read_text())}
    sample = [
        {key: value for key, value in raw.items() if key not in PROSE}
        for raw in raws
        if (raw.get("konami_id") or raw.get("yugipedia_page_id")) in SAMPLE
    ]
    passcodes = sorted({p for i in SAMPLE for p in bundled[i]["passcodes"]} | set(UNJOINED))
    con = sqlite3.connect(f"file:{args.upstream / 'babelcdb/cards-rush.cdb'}?mode=ro", uri=True)
    marks = ",".join("?" * len(passcodes))
    rows = con.execute(
        "select d.id, d.ot, d.alias, d.type, d.atk, d.def, d.level, t.name from datas d "
        f"join texts t on d.id = t.id where d.id in ({marks}) order by d.id",
        passcodes,
    ).fetchall()
    con.close()
    columns = ["id", "ot", "alias", "type", "atk", "def", "level", "name"]
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "rush-sample.json").write_text(
        json.dumps(sample, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    (OUT / "cdb-rows.json").write_text(
        json.dumps([dict(zip(columns, row, strict=True)) for row in rows], indent=1) + "\n",
        encoding="utf-8",
    )
    print(f"{len(sample)} cards, {len(rows)} cdb rows written to {OUT}")
    return 0 if len(sample) == len(SAMPLE) else 1


if __name__ == "__main__":
    sys.exit(main())
