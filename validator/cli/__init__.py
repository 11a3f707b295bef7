"""The `rushdeck` command line: one module per command family, all on one click group."""

from validator.cli.app import main

# Command name -> the module that registers it on `main`; imported when the command is used.
main.add_lazy_commands(
    {
        "cards": "validator.cli.cards",
        "convert": "validator.cli.convert",
        "regulation": "validator.cli.regulation",
    }
)

__all__ = ["main"]
