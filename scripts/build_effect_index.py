"""Write card_data/effect_text.json (the ids of cards whose printed text has an effect) and
card_data/dice.json (the ids of cards with an effect that requires a die roll).

The engine needs to know which cards have an effect at all (a vanilla card is played exactly
with no encoding), and which roll a die ("a monster with an effect that requires a die roll");
the text itself is never bundled. Run from the repository root:

    python scripts/build_effect_index.py ../shared/data/upstream/yaml-yugi/rush.json
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from validator.engine.effects.text.source import dice_ids, effect_ids

OUT = Path("card_data/effect_text.json")
DICE = Path("card_data/dice.json")


def main(source: str) -> None:
    with open(source, encoding="utf-8") as handle:
        records = json.load(handle)
    ids = effect_ids(records)
    OUT.write_text(json.dumps(ids, separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"{len(ids)} cards with an effect -> {OUT}")
    dice = dice_ids(records)
    DICE.write_text(json.dumps(dice, separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"{len(dice)} cards with an effect that requires a die roll -> {DICE}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "../shared/data/upstream/yaml-yugi/rush.json")
