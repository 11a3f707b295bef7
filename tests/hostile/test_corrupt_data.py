"""A damaged installed update: detected by the checksums written at install, set aside for the
bundled data with a warning naming the folder, and repaired by the next `rushdeck update`."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tests.hostile.update_support import (  # noqa: F401  (fixtures are found by name)
    http_server,
    isolated,
    rushdeck,
    server,
    upstream,
)
from validator import paths


def truncate(path: Path) -> None:
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])


REAL_CARD_DATA = paths.bundled("card_data")


@pytest.fixture
def installed(request: pytest.FixtureRequest) -> Path:
    """An update installed from upstream (v2: a card and two lists the bundle lacks), over a
    test bundle holding every file `cards show` reads."""
    request.getfixturevalue("upstream")
    for name in ("effect_text.json", "dice.json"):
        shutil.copy(REAL_CARD_DATA / name, paths.bundled_root() / "card_data" / name)
    result = rushdeck("update")
    assert result.exit_code == 0, result.output
    update = paths.current_update()
    assert update is not None
    return update


def test_the_manifest_holds_a_checksum_of_every_installed_file(installed):
    manifest = json.loads((installed / paths.MANIFEST_FILE).read_text(encoding="utf-8"))
    checksums = manifest["checksums"]
    assert "card_data/cards.json" in checksums
    assert "regulations/limits/2023-07-01.json" in checksums
    files = {
        p.relative_to(installed).as_posix()
        for p in installed.rglob("*")
        if p.is_file() and p.name != paths.MANIFEST_FILE
    }
    assert set(checksums) == files
    assert all(value.startswith("sha256:") for value in checksums.values())


@pytest.mark.parametrize(
    "damaged", ["card_data/cards.json", "regulations/limits/2023-04-01.json"], ids=str
)
def test_a_truncated_file_falls_back_to_the_bundle_with_a_warning(installed, damaged):
    truncate(installed / damaged)
    paths.forget_resolution()

    shown = rushdeck("cards", "show", "Test Mage")
    listed = rushdeck("regulation", "list", "--json")

    for result in (shown, listed):
        assert result.exit_code == 0, result.output
        assert "Traceback" not in result.output
        (warning,) = [line for line in result.output.splitlines() if line.startswith("warning:")]
        assert str(installed) in warning and damaged in warning
        assert "bundled data" in warning and "rushdeck update" in warning
    assert "Test Newcomer" not in rushdeck("cards", "search", "test").output  # v1: the bundle
    assert paths.data_root() == paths.bundled_root()


def test_status_names_the_damage(installed):
    truncate(installed / "card_data" / "cards.json")
    paths.forget_resolution()

    status = json.loads(rushdeck("update", "--status", "--json").stdout)
    text = rushdeck("update", "--status").output

    assert status["in_use"] == "bundled"
    assert "card_data/cards.json" in status["set_aside"]
    assert "damaged" in text and "run `rushdeck update`" in text


def test_a_missing_or_unreadable_manifest_entry_is_damage_too(installed):
    (installed / "card_data" / "dice.json").unlink()
    paths.forget_resolution()
    result = rushdeck("regulation", "list")
    assert result.exit_code == 0
    assert "card_data/dice.json is missing" in result.output
    (installed / paths.MANIFEST_FILE).write_text("{", encoding="utf-8")
    paths.forget_resolution()
    result = rushdeck("regulation", "list")
    assert result.exit_code == 0 and "manifest.json" in result.output


def test_update_repairs_a_damaged_update(installed):
    truncate(installed / "card_data" / "cards.json")
    paths.forget_resolution()

    repaired = rushdeck("update")

    assert repaired.exit_code == 0, repaired.output
    paths.forget_resolution()
    assert paths.data_root() == paths.current_update() != installed
    after = rushdeck("cards", "show", "Test Newcomer")
    assert after.exit_code == 0 and "warning" not in after.output


def test_an_update_installed_without_checksums_is_still_used(installed):
    manifest_file = installed / paths.MANIFEST_FILE
    manifest = json.loads(manifest_file.read_text(encoding="utf-8"))
    del manifest["checksums"]
    manifest_file.write_text(json.dumps(manifest), encoding="utf-8")
    paths.forget_resolution()
    result = rushdeck("cards", "show", "Test Newcomer")
    assert result.exit_code == 0 and "warning" not in result.output


def test_damage_after_a_verified_use_is_still_found(installed):
    assert rushdeck("cards", "show", "Test Newcomer").exit_code == 0  # verified, noted in cache
    assert list((paths.user_cache_dir() / "verified").iterdir())
    truncate(installed / "regulations" / "limits" / "2023-07-01.json")
    paths.forget_resolution()

    result = rushdeck("regulation", "list")

    assert result.exit_code == 0
    assert "regulations/limits/2023-07-01.json does not match its checksum" in result.output
