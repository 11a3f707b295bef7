"""The `rushdeck` command line: one module per command family, all on one click group."""

from validator.cli.app import main

# Each module registers its commands on `main` when imported.
from validator.cli import (  # noqa: F401  isort: skip
    batch,
    cards,
    check,
    convert,
    engine,
    party,
    playtest,
    regulation,
    serve,
    team,
)

__all__ = ["main"]
