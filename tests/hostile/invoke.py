"""Running the CLI in-process for the hostile-input tests: exit code and both streams."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner, Result

from validator.cli import main

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"
LEGAL_TEXT = EXAMPLES / "rush" / "legal-sevens-road.txt"


def run(*args: str, input: str | bytes | None = None, code: int | None = None) -> Result:
    """Invoke `rushdeck ARGS`; with `code`, assert the exit code. Never a traceback."""
    result = CliRunner().invoke(main, list(args), input=input)
    assert "Traceback" not in result.output + result.stderr
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    if code is not None:
        assert result.exit_code == code, (result.stdout, result.stderr)
    return result
