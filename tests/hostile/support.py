"""What every refused input must give: exit code 2 and one `error:` message on stderr."""

from __future__ import annotations

from tests.hostile.invoke import run


def refused(*args: str, input: str | bytes | None = None) -> str:
    """The error message of `rushdeck ARGS`, which must refuse its input with exit code 2."""
    result = run(*args, input=input, code=2)
    assert result.stderr.startswith("error: "), result.stderr
    return result.stderr
