"""Settings: defaults, bad values, a newer version's file, an unparsable file."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from rusol_qt.base.settings import Settings
from rusol_qt.model.rules import RuleSet


def test_missing_file_gives_the_defaults(tmp_path: Path) -> None:
    settings = Settings(tmp_path / "settings.ini")
    assert [settings.value(field) for field in Settings.fields()] == [
        field.default for field in Settings.fields()
    ]
    assert settings.last_rules is RuleSet.CLASSIC and settings.window_geometry == b""
    assert settings.double_click is True and settings.auto_placement is False


def test_a_change_is_kept_and_announced(tmp_path: Path, qtbot: QtBot) -> None:
    settings = Settings(tmp_path / "settings.ini")
    with qtbot.waitSignal(settings.changed) as blocker:
        settings.auto_placement = True
    assert blocker.args == ["auto_placement"]
    assert Settings(tmp_path / "settings.ini").auto_placement is True


@pytest.mark.parametrize(
    ("line", "key"),
    [
        ("double_click=perhaps", "double_click"),
        ("placement_help=", "placement_help"),
        ("language=../../etc/passwd", "language"),
        ("language=42", "language"),
        ("last_rules=expert", "last_rules"),
        ("four_colour=@ByteArray(true)", "four_colour"),
        ("last_rules=@Rect(1 2 3 4)", "last_rules"),
    ],
)
def test_unknown_values_fall_back_to_the_default(tmp_path: Path, line: str, key: str) -> None:
    path = tmp_path / "settings.ini"
    path.write_text(f"[General]\n{line}\n")
    field = getattr(Settings, key)
    assert Settings(path).value(field) == field.default


def test_known_values_are_read(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    path.write_text("[General]\ndouble_click=false\nlanguage=nb\nlast_rules=relaxed\n")
    settings = Settings(path)
    assert settings.double_click is False
    assert settings.language == "nb" and settings.last_rules is RuleSet.RELAXED


def test_newer_versions_keys_are_read_around_and_kept(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    path.write_text(
        "[General]\nfour_colour=true\nanimation_speed=fast\nlast_rules=tournament\n"
        "[Window]\ngeometry=1 2 3 4\n"
    )
    settings = Settings(path)
    assert settings.four_colour is True and settings.last_rules is RuleSet.CLASSIC
    settings.double_click = False
    text = path.read_text()
    assert "animation_speed=fast" in text and "geometry=1 2 3 4" in text
    assert "last_rules=tournament" in text  # not ours to overwrite until the player chooses
    assert "double_click=false" in text


def test_unparsable_file_is_copied_before_it_is_rewritten(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    garbage = b"\x00\xff\xfe [[[ not ini\n double_click=false\n\x00"
    path.write_bytes(garbage)
    settings = Settings(path)
    assert settings.placement_help is True
    settings.placement_help = False
    assert settings.backup is not None and settings.backup.read_bytes() == garbage
    assert Settings(path).placement_help is False


def test_an_unparsable_file_is_set_aside_as_it_is_read_and_told_once(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    garbage = b"[General]\nfour_colour=true\n[Gen\n\x00\xff"
    path.write_bytes(garbage)
    settings = Settings(path)
    # At once, before anything is changed: the app tells the player at start.
    assert settings.backup is not None and settings.backup.read_bytes() == garbage
    assert settings.four_colour is True  # what could be read is used
    again = Settings(path)
    assert again.backup is None and again.four_colour is True
    assert list(tmp_path.glob("settings-corrupt-*.ini")) == [settings.backup]


def test_says_why_changes_cannot_be_saved(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    settings = Settings(tmp_path / "settings.ini")
    assert settings.unsaved_reason() is None  # a writable folder, no file yet
    settings.four_colour = True
    assert settings.unsaved_reason() is None  # a writable file
    # A folder or file the player may not write (os.access decides: as root, chmod would not).
    read_only = {settings.path}
    monkeypatch.setattr(
        "rusol_qt.base.settings.os.access", lambda path, mode: Path(path) not in read_only
    )
    problem = settings.unsaved_reason()
    assert isinstance(problem, PermissionError) and problem.filename == str(settings.path)
    settings.path.unlink()
    read_only = {tmp_path}
    problem = settings.unsaved_reason()
    assert isinstance(problem, PermissionError) and problem.filename == str(tmp_path)


def test_the_window_geometry_is_kept_as_bytes_and_read_from_older_versions(tmp_path: Path) -> None:
    settings = Settings(tmp_path / "settings.ini")
    settings.window_geometry = b"\x01\xd9\xd0\xcb\x00geometry"
    assert Settings(tmp_path / "settings.ini").window_geometry == b"\x01\xd9\xd0\xcb\x00geometry"
    # Before 0.2 the window kept its place in window.ini beside the settings.
    older = tmp_path / "older"
    older.mkdir()
    (older / "window.ini").write_text("[General]\ngeometry=@ByteArray(placed)\n")
    assert Settings(older / "settings.ini").window_geometry == b"placed"


def test_a_typed_field_refuses_nothing_and_stores_its_own_type(tmp_path: Path) -> None:
    settings = Settings(tmp_path / "settings.ini")
    settings.last_rules = RuleSet.RELAXED
    assert "last_rules=relaxed" in settings.path.read_text()
    assert Settings(settings.path).last_rules is RuleSet.RELAXED


@pytest.mark.parametrize("kind", ["folder", "named pipe"])
def test_something_not_a_file_in_the_place_of_the_file_is_told_and_left_alone(
    tmp_path: Path, kind: str
) -> None:
    path = tmp_path / "settings.ini"
    if kind == "folder":
        path.mkdir()
    elif hasattr(os, "mkfifo"):
        os.mkfifo(path)
    else:
        pytest.skip("no named pipes among files here")
    made: list[Settings] = []
    # A named pipe must not be read: that would wait for a writer for ever.
    reader = threading.Thread(target=lambda: made.append(Settings(path)), daemon=True)
    reader.start()
    reader.join(timeout=10)
    assert not reader.is_alive(), "reading the settings blocked"
    (settings,) = made
    problem = settings.unsaved_reason()
    assert problem is not None and "not a regular file" in str(problem)
    settings.auto_placement = True  # holds for the run, in memory
    assert settings.auto_placement is True
    assert path.is_dir() if kind == "folder" else path.is_fifo()
