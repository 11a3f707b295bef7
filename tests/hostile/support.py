"""What the hostile-input tests share: running the CLI as a user would, and what every bad
input must give (no traceback)."""

from __future__ import annotations

from click.testing import CliRunner, Result

from validator.cli import main


def run(*args: str, input: str | bytes | None = None) -> Result:
    """The CLI in process; an uncaught exception is a failed test, not a result."""
    result = CliRunner().invoke(main, list(args), input=input, catch_exceptions=False)
    assert "Traceback" not in result.output
    return result


def refused(*args: str, input: str | bytes | None = None) -> str:
    """The error message of a command that must refuse its input with exit code 2."""
    result = run(*args, input=input)
    assert result.exit_code == 2, result.output
    assert result.stderr.startswith("error: "), result.stderr
    return result.stderr
