"""Write card_data/effect_text.json: the ids of cards whose printed text has an effect.

The engine needs to know which cards have an effect at all (a vanilla card is played exactly
with no encoding); the text itself is never bundled. Run from the repository root:

    python scripts/build_effect_index.py ../shared/data/upstream/yaml-yugi/rush.json
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from validator.engine.effects.text.source import effect_ids

OUT = Path("card_data/effect_text.json")


def main(source: str) -> None:
    with open(source, encoding="utf-8") as handle:
        ids = effect_ids(json.load(handle))
    OUT.write_text(json.dumps(ids, separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"{len(ids)} cards with an effect -> {OUT}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "../shared/data/upstream/yaml-yugi/rush.json")
