"""The real app quits without losing anything: on a full disk, on Ctrl+C and on SIGTERM.

Issue 43, items 1 and 6, as real processes: the app under Xvfb in its own user folders, its log
read as it comes (``RUSOL_QT_LOG=info``), its files read after it ended.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import sqlite3
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.e2e.test_resume_after_kill import App
from tests.e2e.test_resume_after_kill import pytestmark as needs_x
from tests.e2e.waiting import wait_for

pytestmark = needs_x
CODE = "RU1-C-AAAAABB"


def play_4d_to_6(app: App) -> None:
    """Column 4 ends TS 4D 6C KD 2C: pick up 4D and drop it on 5D, two columns right."""
    app.wait_for(f"game {CODE} started")
    app.keys("Right", "Right", "Right", "Up", "Up", "Up", "space", "Right", "Right", "space")
    app.wait_for("played 4D>6")


def resume_off(home: Path) -> None:
    folder = home / "config" / "rusol-qt"
    folder.mkdir(parents=True)
    (folder / "settings.ini").write_text("[General]\nresume_game=false\n")


def ended(app: App, timeout: float = 20.0) -> int:
    try:
        return app.process.wait(timeout)
    finally:
        app.stop()


def recorded(data: Path) -> list[tuple[str, str, int]]:
    with contextlib.closing(sqlite3.connect(data / "history.sqlite3")) as history:
        return history.execute("SELECT code, result, moves FROM games").fetchall()


def lock_is_free(path: Path) -> bool:
    """Whether the single-copy lock (a system lock on the file, which stays) can be taken now."""
    import fcntl  # POSIX only, and this module is collected everywhere

    with open(path, "a+b") as file:
        try:
            fcntl.flock(file.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        fcntl.flock(file.fileno(), fcntl.LOCK_UN)
    return True


def holds_the_move(data: Path) -> bool:
    try:
        return bool(json.loads((data / "resume.json").read_text())["game"]["actions"])
    except (OSError, ValueError):
        return False


def saved_elapsed(data: Path) -> float:
    return float(json.loads((data / "resume.json").read_text())["elapsed"])


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    """``tmp_path/data``: a 200 KiB file system of its own (root only), to fill up."""
    data = tmp_path / "data"
    data.mkdir()
    if os.geteuid() != 0:
        pytest.skip("mounting a small file system to fill needs root")
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=200k", "tmpfs", str(data)], capture_output=True
    )
    if mounted.returncode != 0:
        pytest.skip(f"no tmpfs can be mounted here: {mounted.stderr!r}")
    try:
        yield data
    finally:
        subprocess.run(["umount", "-l", str(data)], check=False)


def fill(folder: Path) -> Path:
    """Fill the file system of ``folder`` to the last byte; the file that did it."""
    filler = folder / "filler"
    descriptor = os.open(filler, os.O_WRONLY | os.O_CREAT, 0o600)
    try:
        for size in (65536, 4096, 512, 1):
            with contextlib.suppress(OSError):
                while os.write(descriptor, b"\0" * size):
                    pass
    finally:
        os.close(descriptor)
    return filler


def test_a_game_left_on_a_full_disk_is_recorded_at_the_next_start(
    tmp_path: Path, small_disk: Path
) -> None:
    resume_off(tmp_path)
    data = small_disk / "rusol-qt"
    first = App(tmp_path, "--game", CODE)
    try:
        play_4d_to_6(first)
        filler = fill(small_disk)
        first.keys("ctrl+q")
        assert ended(first) == 0
    finally:
        first.stop()
    log = "\n".join(first.lines)
    assert "the game could not be recorded" in log
    (waiting,) = data.glob("unrecorded-resume-left-*.json")
    assert json.loads(waiting.read_text())["game"]["actions"] == ["4D>6"]

    filler.unlink()  # room again
    second = App(tmp_path)
    try:
        second.wait_for(f"recorded {CODE}, left at quit")
        second.wait_for("left when Russian Solitaire last closed could not be recorded then")
    finally:
        second.stop()
    assert recorded(data) == [(CODE, "abandoned", 1)]
    assert not list(data.glob("unrecorded-*"))


@pytest.mark.parametrize(
    ("signum", "name"), [(signal.SIGTERM, "SIGTERM"), (signal.SIGINT, "Ctrl+C")]
)
def test_a_signal_quits_as_quit_does_keeping_the_time(
    tmp_path: Path, signum: int, name: str
) -> None:
    data = tmp_path / "data" / "rusol-qt"
    app = App(tmp_path, "--game", CODE)
    try:
        play_4d_to_6(app)
        # Saved right after the move, with the clock at that move.
        wait_for(lambda: holds_the_move(data), app.process, lambda: "the move was never saved")
        at_the_move = saved_elapsed(data)
        app.process.send_signal(signum)
        status = ended(app)
    finally:
        app.stop()
    assert status == 128 + signum, f"{name}: {app.lines}"
    assert not any("Traceback" in line for line in app.lines), app.lines
    # The thinking time since the move was kept, as at any quit; the lock was given back.
    assert saved_elapsed(data) > at_the_move
    assert lock_is_free(data / "rusol-qt.lock")


def test_sigterm_with_resume_off_records_the_game(tmp_path: Path) -> None:
    resume_off(tmp_path)
    app = App(tmp_path, "--game", CODE)
    try:
        play_4d_to_6(app)
        app.process.terminate()
        assert ended(app) == 128 + signal.SIGTERM
    finally:
        app.stop()
    data = tmp_path / "data" / "rusol-qt"
    assert recorded(data) == [(CODE, "abandoned", 1)]
    assert not (data / "resume.json").exists()
