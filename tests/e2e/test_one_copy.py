"""One running copy per player: starting the game twice leaves one process and one window.

Real processes on the test session's X display, in both orders of timing: a second start
after the first is up, and two starts at the same instant. Also: the request (``--game``)
reaches the running copy, which asks before leaving a game with moves; a lock left by a copy
that was killed never keeps the game from starting; another user (a real one) who takes the
door's place first gets no request and holds no start.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import zlib
from pathlib import Path

import pytest

from tests.e2e.test_resume_after_kill import (  # noqa: F401 - X display, xdotool
    ROOT,
    App,
    pytestmark,
)
from tests.e2e.waiting import wait_for
from tests.second_user import PYTHON, as_other_user, other_user, shared_folder, unnamed_user

FIRST = "RU1-C-AAAAABB"
SECOND = "RU1-R-ABCDEFG"


def _windows(pid: int) -> list[str]:
    found = subprocess.run(
        ["xdotool", "search", "--onlyvisible", "--pid", str(pid)],
        capture_output=True,
        text=True,
        timeout=10,
    )
    return found.stdout.split()


def _ended(app: App, timeout: float = 30) -> int:
    return app.process.wait(timeout=timeout)


def _answer(app: App, key: str) -> None:
    """Answer the question the running copy asks (a window of its own) with ``key``."""
    question = wait_for(
        lambda: [w for w in _windows(app.process.pid) if w != app.window],
        app.process,
        lambda: f"no question; the app said: {app.lines[-5:]}",
    )[0]
    subprocess.run(["xdotool", "windowfocus", "--sync", question], check=True, timeout=10)
    subprocess.run(["xdotool", "key", key], check=True, timeout=10)
    wait_for(
        lambda: _windows(app.process.pid) == [app.window],
        app.process,
        lambda: "the question stayed open",
    )


def test_a_second_start_hands_its_game_to_the_running_copy_and_ends(tmp_path: Path) -> None:
    first = App(tmp_path, "--game", FIRST)
    later: list[App] = []

    def start_again(*arguments: str) -> None:
        later.append(App(tmp_path, *arguments, window=False))
        assert _ended(later[-1]) == 0, later[-1].lines
        assert _windows(later[-1].process.pid) == []

    try:
        first.wait_for(f"game {FIRST} started")
        first.wait_for("taking requests at")
        # A game with a move: the running copy asks before leaving it for the code it is sent.
        first.keys("Right", "Right", "Right", "Up", "Up", "Up", "space", "Right", "Right", "space")
        first.wait_for("played 4D>6")
        start_again("--game", SECOND)
        _answer(first, "Return")  # Keep Playing, the default
        assert not [line for line in first.lines if f"game {SECOND} started" in line]
        start_again("--game", SECOND)
        _answer(first, "alt+n")  # New Game
        first.wait_for(f"game {SECOND} started")
        # A start without a code only brings the window forward.
        start_again()
        assert _windows(first.process.pid) == [first.window]
        assert len([line for line in first.lines if "a later start asked" in line]) == 3
        first.keys("ctrl+q")
        assert first.process.wait(timeout=20) == 0
        # Nothing Qt would complain of at the end (the door closed before the app).
        assert not [line for line in first.lines if "QSocketNotifier" in line], first.lines
    finally:
        for app in (first, *later):
            app.stop()


def test_two_starts_at_the_same_instant_leave_one_copy_and_one_window(tmp_path: Path) -> None:
    one = App(tmp_path, "--game", FIRST, window=False)
    other = App(tmp_path, "--game", SECOND, window=False)
    apps = [one, other]
    try:
        # One of them hands its request over and ends; the other shows the window.
        ended = wait_for(
            lambda: [app for app in apps if app.process.poll() is not None],
            one.process if other.process.poll() is None else other.process,
            lambda: "neither start ended",
            timeout=30,
        )
        (gone,) = ended
        (running,) = [app for app in apps if app is not gone]
        assert gone.process.returncode == 0, gone.lines
        window = wait_for(
            lambda: _windows(running.process.pid),
            running.process,
            lambda: f"no window; it said: {running.lines[-5:]}",
            timeout=30,
        )
        assert len(window) == 1
        # Both requests were dealt by the one copy, whichever came first.
        for code in (FIRST, SECOND):
            running.wait_for(f"game {code} started")
        assert running.process.poll() is None
    finally:
        for app in apps:
            app.stop()


def test_a_lock_left_by_a_killed_copy_never_keeps_the_game_from_starting(
    tmp_path: Path,
) -> None:
    first = App(tmp_path, "--game", FIRST)
    try:
        first.wait_for("taking requests at")
        os.kill(first.process.pid, signal.SIGKILL)
        first.process.wait(timeout=10)
    finally:
        first.stop()
    assert (tmp_path / "data" / "rusol-qt" / "rusol-qt.lock").exists()  # left behind
    again = App(tmp_path, "--game", SECOND)
    try:
        again.wait_for(f"game {SECOND} started")
        again.wait_for("taking requests at")
        assert _windows(again.process.pid) == [again.window]
    finally:
        again.stop()


#: Another user's squat on the places where the door of the player's data folder is looked for
#: (the door's name is not secret: the player's user id and a checksum of the folder's path).
#: "bind": listens there and answers as a running copy would; "touch": leaves a file there.
_SQUATTER = """
import os, selectors, socket, sys
how, folder, *doors = sys.argv[1:]
os.mkdir(folder)
os.chmod(folder, 0o777)
listening = []
for door in doors:
    if how == "touch":
        open(door, "w").close()
        continue
    listener = socket.socket(socket.AF_UNIX)
    listener.bind(door)
    os.chmod(door, 0o777)
    listener.listen()
    listening.append(listener)
print("ready", flush=True)
watch = selectors.DefaultSelector()
for listener in listening:
    watch.register(listener, selectors.EVENT_READ)
while listening:
    for key, _ in watch.select():
        knock, _ = key.fileobj.accept()
        with knock:
            knock.settimeout(5)
            try:
                print("got", knock.recv(4096), flush=True)
                knock.sendall(b"ok\\n")
            except OSError:
                pass
"""


class PlayerApp(App):
    """The app as the player ``uid`` runs it, with its folders in ``home`` (the player's own).

    Not root, who may remove anyone's file from the temporary folder: a player may not.
    """

    def __init__(self, uid: int, home: Path, temporary: Path, *arguments: str) -> None:
        env = {key: value for key, value in os.environ.items() if key != "XDG_RUNTIME_DIR"}
        env.update(
            QT_QPA_PLATFORM="xcb",
            HOME=str(home),
            XDG_CONFIG_HOME=str(home / "config"),
            XDG_DATA_HOME=str(home / "data"),
            XDG_STATE_HOME=str(home / "state"),
            TMPDIR=str(temporary),
            RUSOL_QT_LOG="info",
            PYTHONPATH=str(ROOT),
        )
        self.process = subprocess.Popen(
            as_other_user(uid, sys.executable, "-m", "rusol_qt", *arguments),
            cwd=ROOT,
            env=env,
            stderr=subprocess.PIPE,
            text=True,
        )
        self.lines: list[str] = []
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        self.window = ""


@pytest.mark.parametrize("how", ["bind", "touch"])
def test_another_user_who_takes_the_doors_place_first_gets_nothing_and_holds_nothing(
    how: str,
) -> None:
    squatter_uid = other_user()
    player = unnamed_user(squatter_uid)
    probe = subprocess.run(
        as_other_user(player, sys.executable, "-c", "import PySide6.QtWidgets"),
        capture_output=True,
        cwd="/",
        timeout=60,
    )
    if probe.returncode != 0:
        pytest.skip(f"another user cannot run this Python: {probe.stderr[-200:]!r}")
    home = Path(tempfile.mkdtemp(prefix="rq-", dir="/tmp"))
    os.chown(home, player, player)
    data = home / "data" / "rusol-qt"
    name = f"{zlib.crc32(str(data.resolve()).encode()):08x}"
    with shared_folder() as shared:
        # The player's system: a temporary folder shared with others, no XDG_RUNTIME_DIR.
        ours = shared / f"rusol-qt-{player}"
        # Where the door was (QLocalServer's name in the temporary folder) and where a folder
        # of the player's would be made for it in the temporary folder.
        doors = [shared / f"rusol-qt-{player}-{name}", ours / f"rusol-qt-{name}"]
        squatter = subprocess.Popen(
            as_other_user(squatter_uid, PYTHON, "-I", "-c", _SQUATTER, how, str(ours))
            + [str(door) for door in doors],
            stdout=subprocess.PIPE,
            text=True,
            cwd="/",
        )
        first: App | None = None
        later: App | None = None
        try:
            assert squatter.stdout is not None and squatter.stdout.readline() == "ready\n"
            first = PlayerApp(player, home, shared, "--game", FIRST)
            first.wait_for(f"game {FIRST} started")
            first.wait_for("taking requests at")
            first.window = wait_for(
                lambda: _windows(first.process.pid), first.process, lambda: "no window"
            )[0]
            later = PlayerApp(player, home, shared, "--game", SECOND)
            # The later start hands over to the player's running copy, at once.
            assert _ended(later) == 0, later.lines
            first.wait_for(f"game {SECOND} started")
            assert not [line for line in later.lines if "does not answer" in line], later.lines
            assert _windows(first.process.pid) == [first.window]
            # The running copy says where its door is not, and why.
            said = [line for line in first.lines if f"belongs to user {squatter_uid}" in line]
            assert said, first.lines
        finally:
            for app in (first, later):
                if app is not None:
                    app.stop()
            squatter.kill()
            squat, _ = squatter.communicate()
            shutil.rmtree(home, ignore_errors=True)
    assert "got" not in squat
