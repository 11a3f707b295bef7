"""The `rushdeck` command line: one module per command family, all on one click group."""

from validator.cli.app import main

# Command name -> the module that registers it on `main`; imported when the command is used.
main.add_lazy_commands(
    {
        "batch": "validator.cli.batch",
        "cards": "validator.cli.cards",
        "check": "validator.cli.check",
        "convert": "validator.cli.convert",
        "engine": "validator.cli.engine",
        "party": "validator.cli.party",
        "playtest": "validator.cli.playtest",
        "regulation": "validator.cli.regulation",
        "replay": "validator.cli.playtest",
        "team": "validator.cli.team",
    }
)

__all__ = ["main"]
