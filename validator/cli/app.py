"""The `rushdeck` click group and what every command shares: output and exit codes.

Exit codes: 0 success / legal, 1 illegal, 2 bad input or usage.
"""

from __future__ import annotations

import functools
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import click
from pydantic import BaseModel

from validator import __version__, paths
from validator.errors import InputError
from validator.formats import DateError

EXIT_OK, EXIT_ILLEGAL, EXIT_BAD_INPUT = 0, 1, 2

F = TypeVar("F", bound=Callable[..., Any])


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
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
    if isinstance(value, BaseModel):
        text = value.model_dump_json(indent=2, by_alias=True)
    else:
        text = json.dumps(value, indent=2, ensure_ascii=False, default=str)
    click.echo(text)


def fail(message: str) -> None:
    """Report bad input on stderr and exit 2."""
    click.echo(f"error: {message}", err=True)
    sys.exit(EXIT_BAD_INPUT)


def handles_input_errors(command: F) -> F:
    """Turn InputError, DateError and unknown names into a clear message and exit code 2."""

    @functools.wraps(command)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return command(*args, **kwargs)
        except (InputError, DateError) as exc:
            fail(str(exc))
        except OSError as exc:
            fail(f"{exc.filename or ''}: {exc.strerror or exc}".lstrip(": "))
        return None

    return wrapper  # type: ignore[return-value]
