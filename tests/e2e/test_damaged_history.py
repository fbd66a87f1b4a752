"""The real app on a damaged history (issues 13 and 43, the end-to-end cases).

4 KiB of garbage in its middle: it must end with a byte-identical backup, a plain message, a
fresh history that passes ``PRAGMA integrity_check`` and holds every game that could still be
read, and a History window that opens. A sound history beside the ``-wal`` of another copy of
it: every game of the file comes back.
"""

from __future__ import annotations

import random
import sqlite3
import subprocess
from pathlib import Path

from rusol_qt.storage.history import HistoryStore
from tests.e2e.test_resume_after_kill import App, pytestmark  # noqa: F401 - X display and xdotool
from tests.e2e.waiting import wait_for
from tests.storage.history_records import row_by_row, three_hundred_games
from tests.storage.test_salvage import foreign_log


def _damaged_history(path: Path) -> bytes:
    path.parent.mkdir(parents=True)
    store = HistoryStore(path)
    store.record_many(three_hundred_games())
    store.close()
    with open(path, "r+b") as file:
        file.seek(path.stat().st_size // 2)
        file.write(random.Random(13).randbytes(4096))
    return path.read_bytes()


def _windows(app: App) -> list[str]:
    found = subprocess.run(
        ["xdotool", "search", "--onlyvisible", "--pid", str(app.process.pid)],
        capture_output=True,
        text=True,
        timeout=10,
    )
    return found.stdout.split()


def _name(window: str) -> str:
    return subprocess.run(
        ["xdotool", "getwindowname", window], capture_output=True, text=True, timeout=10
    ).stdout.strip()


def _press(window: str, key: str) -> None:
    subprocess.run(["xdotool", "windowfocus", "--sync", window], check=True, timeout=10)
    subprocess.run(["xdotool", "key", key], check=True, timeout=10)


def _games(path: Path) -> list[tuple[object, ...]]:
    connection = sqlite3.connect(path)
    try:
        assert connection.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        return connection.execute(
            "SELECT id, code, score, actions FROM games ORDER BY id"
        ).fetchall()
    finally:
        connection.close()


def test_a_history_damaged_in_the_middle_is_set_aside_salvaged_told_and_shown(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "data" / "rusol-qt"
    path = folder / "history.sqlite3"
    damaged = _damaged_history(path)
    readable = [(row[0], row[1], row[7], row[11]) for row in row_by_row(path)]
    # Every game a row-by-row read still finds (in this file the middle holds index pages).
    assert readable

    app = App(tmp_path, "--game", "RU1-C-AAAAABB")
    try:
        app.wait_for("told the player: Your game history was damaged.")
        (told,) = [line for line in app.lines if "told the player:" in line]
        # A plain sentence: the count, and the backup's name; SQLite's words stay out of it.
        (backup,) = folder.glob("history-corrupt-*.sqlite3")
        assert f"{len(readable)} of 300 games were saved" in told
        assert str(backup) in told
        assert "malformed" not in told and "database" not in told
        assert backup.read_bytes() == damaged
        assert _games(path) == readable

        # The message is a box of its own over the window: answer it, then open the history.
        box = wait_for(
            lambda: [window for window in _windows(app) if window != app.window],
            app.process,
            lambda: "no message box appeared",
        )[0]
        _press(box, "Return")
        wait_for(lambda: _windows(app) == [app.window], app.process, lambda: "the box stayed open")
        app.keys("ctrl+h")
        wait_for(
            lambda: any("History & Statistics" in _name(w) for w in _windows(app)),
            app.process,
            lambda: f"no History window; the app said: {app.lines[-5:]}",
        )
        app.keys("ctrl+q")
        assert app.process.wait(timeout=20) == 0
    finally:
        app.stop()


def test_a_log_of_another_copy_beside_a_sound_history_loses_no_game(tmp_path: Path) -> None:
    # Issue 43, item 3: the player was told the history was damaged, and 0 games were saved.
    folder = tmp_path / "data" / "rusol-qt"
    folder.mkdir(parents=True)
    sound = tmp_path / "sound.sqlite3"
    store = HistoryStore(sound)
    store.record_many(three_hundred_games())
    store.close()
    path = folder / "history.sqlite3"
    log = foreign_log(path, sound)
    games = _games(sound)
    assert len(games) == 300

    app = App(tmp_path, "--game", "RU1-C-AAAAABB")
    try:
        app.wait_for("told the player: Your game history was damaged.")
        (told,) = [line for line in app.lines if "told the player:" in line]
        (backup,) = folder.glob("history-corrupt-*.sqlite3")
        assert "300 of 300 games were saved" in told and str(backup) in told
        assert backup.read_bytes() == sound.read_bytes()
        assert Path(f"{backup}-wal").read_bytes() == log
        assert _games(path) == games
        box = wait_for(
            lambda: [window for window in _windows(app) if window != app.window],
            app.process,
            lambda: "no message box appeared",
        )[0]
        _press(box, "Return")
        wait_for(lambda: _windows(app) == [app.window], app.process, lambda: "the box stayed open")
        app.keys("ctrl+q")
        assert app.process.wait(timeout=20) == 0
    finally:
        app.stop()
