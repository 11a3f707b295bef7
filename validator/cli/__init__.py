"""The `rushdeck` command line: one module per command family, all on one click group."""

from validator.cli.app import main

# Each module registers its commands on `main` when imported.
from validator.cli import cards, convert, engine, playtest, regulation  # noqa: F401  isort: skip

__all__ = ["main"]
