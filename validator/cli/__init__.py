"""The `rushdeck` command line: one module per command family, all on one click group."""

from validator.cli.app import main

# Command name -> the module that registers it on `main`; imported when the command is used.
main.add_lazy_commands(
    {
        "batch": "validator.cli.batch",
        "cards": "validator.cli.cards",
        "check": "validator.cli.check",
        "compare": "validator.cli.gauntlet",
        "convert": "validator.cli.convert",
        "engine": "validator.cli.engine",
        "gauntlet": "validator.cli.gauntlet",
        "party": "validator.cli.party",
        "playtest": "validator.cli.playtest",
        "regulation": "validator.cli.regulation",
        "replay": "validator.cli.playtest",
        "serve": "validator.cli.serve",
        "team": "validator.cli.team",
        "update": "validator.cli.update",
    }
)

__all__ = ["main"]
