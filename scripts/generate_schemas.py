"""Regenerate schemas/*.schema.json from the pydantic models and the effect language:

python scripts/generate_schemas.py
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from validator.schemas import SCHEMA_NAMES, schema_text  # noqa: E402


def main() -> int:
    folder = ROOT / "schemas"
    folder.mkdir(exist_ok=True)
    for name in SCHEMA_NAMES:
        (folder / f"{name}.schema.json").write_text(schema_text(name), encoding="utf-8")
    print(f"wrote {len(SCHEMA_NAMES)} schemas to {folder}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
