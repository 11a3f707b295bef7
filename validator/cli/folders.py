"""Folders the commands write files into: never one that already holds files unless --force,
and never the current folder by an empty name."""

from __future__ import annotations

from pathlib import Path

import click

from validator.errors import InputError

force_option = click.option(
    "--force",
    is_flag=True,
    help="Write into the folder even when it holds files (files of the same name are replaced).",
)


def output_folder(value: str | None, option: str, force: bool) -> Path | None:
    """The folder an option names for writing, checked before anything is written.

    Refused (InputError): an empty name, which would write into the current folder without
    saying so; and a folder that already holds files, whose files could be replaced or mixed
    with the new ones, unless `force`. A folder that does not exist yet is fine.
    """
    if value is None:
        if force:
            raise InputError(f"--force goes with {option} DIR")
        return None
    if not value.strip():
        raise InputError(f"{option} needs a folder name (give . for the current folder)")
    folder = Path(value)
    if not folder.is_dir() or force:
        return folder
    held = sum(1 for _ in folder.iterdir())
    if held:
        raise InputError(
            f"{folder} is not empty ({held} files); give --force to write into it "
            "(files of the same name are replaced)"
        )
    return folder
