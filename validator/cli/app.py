"""The `rushdeck` click group and what every command shares: output and exit codes.

Exit codes: 0 success / legal, 1 illegal or games that failed, 2 bad input or usage.
"""

from __future__ import annotations

import functools
import importlib
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, NoReturn, TypeVar

import click

from validator import __version__, paths
from validator.errors import GameError, InputError

EXIT_OK, EXIT_ILLEGAL, EXIT_BAD_INPUT = 0, 1, 2
EXIT_FAILED = 1  # games that could not be played (GameError)

F = TypeVar("F", bound=Callable[..., Any])


class LazyGroup(click.Group):
    """A click group whose command families are imported when first used.

    `rushdeck cards show` then loads the card code only, not the checker, engine or API, which
    keeps a one-shot command quick. A lazy module registers its commands on `main` when imported,
    like an eagerly imported one.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.lazy_commands: dict[str, str] = {}  # command name -> module that defines it

    def add_lazy_commands(self, commands: dict[str, str]) -> None:
        self.lazy_commands.update(commands)

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*super().list_commands(ctx), *self.lazy_commands})

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name not in self.commands and cmd_name in self.lazy_commands:
            importlib.import_module(self.lazy_commands[cmd_name])
        return super().get_command(ctx, cmd_name)


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="rushdeck")
@click.option(
    "--data-dir",
    type=click.Path(file_okay=False, path_type=Path),
    help="User data folder that `update` fills and every command reads "
    f"(default: ${paths.DATA_DIR_ENV}, else the user's data folder).",
)
def main(data_dir: Path | None) -> None:
    """Check Yu-Gi-Oh! Rush Duel decks against the rules and lists in force on a date."""
    paths.choose_data_dir(data_dir)


json_option = click.option("--json", "as_json", is_flag=True, help="Print JSON instead of text.")


def emit_json(value: Any) -> None:
    """Print a model, or plain data, as indented JSON on stdout."""
    dump = getattr(value, "model_dump_json", None)  # a pydantic model
    if dump is not None:
        text = dump(indent=2, by_alias=True)
    else:
        text = json.dumps(value, indent=2, ensure_ascii=False, default=str)
    click.echo(text)


def exit_with_report(report: Any, as_json: bool, text: Callable[[], str]) -> NoReturn:
    """Print a legality report (JSON, or its text) and exit 0 if legal, 1 if not."""
    if as_json:
        emit_json(report)
    else:
        click.echo(text())
    raise SystemExit(EXIT_OK if report.legal else EXIT_ILLEGAL)


def fail(message: str, code: int = EXIT_BAD_INPUT) -> None:
    """Report an error on stderr and exit (2 by default: bad input)."""
    click.echo(f"error: {message}", err=True)
    sys.exit(code)


def handles_input_errors(command: F) -> F:
    """Turn InputError (DateError is one) and OS errors into a clear message and exit code 2,
    and GameError (games that failed) into one with exit code 1."""

    @functools.wraps(command)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return command(*args, **kwargs)
        except InputError as exc:
            fail(str(exc))
        except GameError as exc:
            fail(str(exc), EXIT_FAILED)
        except BrokenPipeError:
            raise  # the reader went away (`| head`): click exits quietly, this is no bad input
        except OSError as exc:
            fail(f"{exc.filename or ''}: {exc.strerror or exc}".lstrip(": "))
        return None

    return wrapper  # type: ignore[return-value]
