"""The running copy's lock and door, in this process (the real two-process cases: tests/e2e)."""

from __future__ import annotations

import logging
import os
import shutil
import stat
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtNetwork import QLocalSocket
from pytestqt.qtbot import QtBot

from rusol_qt.app.startup import single_instance as one_copy
from rusol_qt.app.startup.single_instance import Request
from tests.second_user import PYTHON, as_other_user, other_user, shared_folder

ROOT = Path(__file__).resolve().parents[2]

_HOLDER = """
import sys
from PySide6.QtCore import QLockFile
lock = QLockFile(sys.argv[1])
lock.setStaleLockTime(0)
assert lock.tryLock(0)
print("holding", flush=True)
sys.stdin.read()  # hangs, holding the lock, until the test ends it
"""


@pytest.fixture
def places(monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A short folder standing for the system's: ``tmp`` (temporary), with the game's ``data``.

    No ``XDG_RUNTIME_DIR``, as on macOS or a Linux without a login manager. Short, since the
    door's path must fit in a Unix socket's (``tmp_path`` can be too long for that).
    """
    home = Path(tempfile.mkdtemp(prefix="rq-", dir="/tmp"))
    try:
        (home / "tmp").mkdir(mode=0o1777)
        (home / "tmp").chmod(0o1777)
        (home / "data").mkdir()
        monkeypatch.delenv("XDG_RUNTIME_DIR", raising=False)
        monkeypatch.setenv("TMPDIR", str(home / "tmp"))
        yield home
    finally:
        shutil.rmtree(home, ignore_errors=True)


def test_a_holder_that_never_answers_is_taken_over_in_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A live process holds the lock (as the versions that used QLockFile did) and opens no
    # door: hung, or not a copy of the game at all.
    holder = subprocess.Popen(
        [sys.executable, "-c", _HOLDER, str(tmp_path / "rusol-qt.lock")],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline() == "holding\n"
        monkeypatch.setattr(one_copy, "HANDOVER_SECONDS", 0.5)
        running = one_copy.claim(Request(), tmp_path)
        assert running is not None  # it starts after all, holding the lock now
        assert running._lock is not None
        # A third start finds this copy's lock taken.
        assert one_copy._Lock.take(tmp_path / "rusol-qt.lock") is None
        running.release()
    finally:
        holder.kill()
        holder.communicate()


_CLAIM = """
import resource, sys, time
from pathlib import Path
if sys.argv[2] == "full":
    # As on a full disk: no file can grow (it fails at once, as ENOSPC does).
    resource.setrlimit(resource.RLIMIT_FSIZE, (0, 0))
from rusol_qt.app.startup import single_instance as one_copy
start = time.monotonic()
running = one_copy.claim(one_copy.Request(), Path(sys.argv[1]))
print(running is not None and running._lock is not None, time.monotonic() - start, flush=True)
sys.stdin.read()  # runs, holding what it took, until the test ends it
"""


def _claim_in_a_process(folder: Path, disk: str) -> tuple[subprocess.Popen[str], bool, float]:
    """A process that claims ``folder``; whether it took the lock, and how long that took."""
    process = subprocess.Popen(
        [sys.executable, "-c", _CLAIM, str(folder), disk],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert process.stdout is not None
    took, seconds = process.stdout.readline().split()
    return process, took == "True", float(seconds)


@pytest.mark.skipif(
    sys.platform == "win32", reason="the full disk is made with RLIMIT_FSIZE: POSIX only"
)
def test_a_lock_left_by_a_crash_on_a_full_disk_costs_the_next_start_nothing(
    tmp_path: Path,
) -> None:
    crashed, took, _ = _claim_in_a_process(tmp_path, "disk")
    assert took
    crashed.kill()  # SIGKILL: a crash, nothing tidied up
    crashed.communicate()
    assert (tmp_path / "rusol-qt.lock").exists()  # left behind
    again, took, seconds = _claim_in_a_process(tmp_path, "full")
    try:
        # The lock is the next start's at once, though nothing can be written.
        assert took
        assert seconds < 1.0
    finally:
        again.kill()
        again.communicate()


def test_the_door_takes_a_request_and_ignores_anything_else(qtbot: QtBot, tmp_path: Path) -> None:
    running = one_copy.claim(Request(), tmp_path)
    assert running is not None
    seen: list[Request] = []
    running.requested.connect(seen.append)
    running.listen()
    try:
        for garbage in (b"not json\n", b'{"game": 3}\n', b"x" * 5000):
            _knock_and_wait_for_the_door_to_close(qtbot, running.name, garbage)
        assert seen == []
        good = QLocalSocket()
        assert running.name is not None
        good.connectToServer(running.name)
        assert good.waitForConnected(2000)
        good.write(Request("RU1-C-AAAAABB", "token").encode())
        good.flush()
        qtbot.waitUntil(lambda: bool(seen))
        assert seen == [Request("RU1-C-AAAAABB", "token")]
        answer = bytearray()

        def answered() -> bool:
            answer.extend(bytes(good.readAll().data()))
            return bytes(answer) == b"ok\n"

        qtbot.waitUntil(answered)
    finally:
        running.release()


def _knock_and_wait_for_the_door_to_close(qtbot: QtBot, door: str | None, message: bytes) -> None:
    assert door is not None
    knock = QLocalSocket()
    knock.connectToServer(door)
    assert knock.waitForConnected(2000)
    knock.write(message)
    knock.flush()
    qtbot.waitUntil(lambda: knock.state() is QLocalSocket.LocalSocketState.UnconnectedState)
    assert bytes(knock.readAll().data()) == b""  # no answer


@pytest.mark.parametrize(
    "message",
    [
        b"[" * 2000 + b"\n",
        b'{"game": ' + b"[" * 2000 + b"]" * 2000 + b"}\n",
        Request("RU1-C-AAAAABB", "x" * 5000).encode(),
    ],
    ids=["deep", "deep-in-a-request", "long"],
)
def test_a_deep_or_long_message_is_refused_and_its_connection_closed(
    qtbot: QtBot, tmp_path: Path, message: bytes
) -> None:
    running = one_copy.claim(Request(), tmp_path)
    assert running is not None
    seen: list[Request] = []
    running.requested.connect(seen.append)
    running.listen()
    try:
        _knock_and_wait_for_the_door_to_close(qtbot, running.name, message)
        assert seen == []
    finally:
        running.release()


def test_a_knock_that_brings_nothing_is_closed_in_time(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(one_copy, "_READ_SECONDS", 0.2)
    running = one_copy.claim(Request(), tmp_path)
    assert running is not None
    running.listen()
    try:
        for message in (b"", b'{"game": '):  # nothing, or half a request
            _knock_and_wait_for_the_door_to_close(qtbot, running.name, message)
    finally:
        running.release()


@pytest.mark.parametrize(
    "line",
    [
        b"",
        b"null",
        b"[]",
        b'{"game": 1}',
        b'{"activation": 2}',
        b"\xff\xfe",
        b'{"game": "RU1"',
        b"[" * 2000,
        b'{"game": [["RU1"]]}',
        b'{"game": "' + b"A" * 5000 + b'"}',
    ],
)
def test_what_is_not_a_request_is_refused(line: bytes) -> None:
    assert Request.decode(line) is None


def test_a_request_goes_through_its_encoding() -> None:
    for request in (
        Request(),
        Request("RU1-R-ABCDEFG"),
        Request(None, "a token"),
        Request(None, '[[{"\\'),  # brackets in a string nest nothing
    ):
        assert Request.decode(request.encode().rstrip(b"\n")) == request


@pytest.mark.skipif(sys.platform == "win32", reason="a named pipe on Windows, in no folder")
def test_the_door_is_in_a_folder_only_the_player_can_enter(places: Path) -> None:
    running = one_copy.claim(Request(), places / "data")
    assert running is not None and running.name is not None
    door = Path(running.name)
    assert door.parent == places / "tmp" / f"rusol-qt-{os.getuid()}"
    found = os.lstat(door.parent)
    assert stat.S_ISDIR(found.st_mode) and stat.S_IMODE(found.st_mode) == 0o700
    assert found.st_uid == os.getuid()
    running.release()


def _squat_with_a_link(folder: Path) -> None:
    (folder.parent / "elsewhere").mkdir(mode=0o700)
    folder.symlink_to(folder.parent / "elsewhere")


def _squat_with_an_open_folder(folder: Path) -> None:
    folder.mkdir()
    folder.chmod(0o777)


def _squat_with_a_file(folder: Path) -> None:
    folder.touch()


@pytest.mark.skipif(sys.platform == "win32", reason="a named pipe on Windows, in no folder")
@pytest.mark.parametrize(
    "squat", [_squat_with_a_link, _squat_with_an_open_folder, _squat_with_a_file]
)
def test_a_door_folder_not_private_is_refused_for_the_next_place(
    places: Path, squat: object, caplog: pytest.LogCaptureFixture
) -> None:
    temporary = places / "tmp" / f"rusol-qt-{os.getuid()}"
    assert callable(squat)
    squat(temporary)
    with caplog.at_level(logging.WARNING):
        running = one_copy.claim(Request(), places / "data")
    assert running is not None and running.name is not None
    assert Path(running.name).parent == places / "data" / "door"
    assert str(temporary) in caplog.text  # says why it was not there
    running.release()


@pytest.mark.skipif(sys.platform == "win32", reason="a named pipe on Windows, in no folder")
def test_another_users_folder_is_refused(places: Path) -> None:
    uid = other_user()
    temporary = places / "tmp" / f"rusol-qt-{os.getuid()}"
    temporary.mkdir(mode=0o700)
    os.chown(temporary, uid, -1)
    running = one_copy.claim(Request(), places / "data")
    assert running is not None and running.name is not None
    assert Path(running.name).parent == places / "data" / "door"
    running.release()


@pytest.mark.skipif(sys.platform == "win32", reason="a named pipe on Windows, in no folder")
def test_with_no_private_place_the_game_runs_at_once_without_hand_over(
    places: Path, caplog: pytest.LogCaptureFixture
) -> None:
    _squat_with_an_open_folder(places / "tmp" / f"rusol-qt-{os.getuid()}")
    _squat_with_a_file(places / "data" / "door")
    first = one_copy.claim(Request(), places / "data")
    assert first is not None and first.name is None and first._lock is not None
    try:
        with caplog.at_level(logging.WARNING):
            start = time.monotonic()
            second = one_copy.claim(Request("RU1-C-AAAAABB"), places / "data")
            seconds = time.monotonic() - start
        # Not handed over (to no one), and no wait for a door that cannot be.
        assert second is not None and second.name is None and second._lock is None
        assert seconds < 1.0
        assert "no private place for a door" in caplog.text
    finally:
        first.release()


_KNOCK = """
import socket, sys
with socket.socket(socket.AF_UNIX) as door:
    door.settimeout(30)
    door.connect(sys.argv[1])
    answer = b""
    try:
        door.sendall(b'{"game": "RU1-C-AAAAABB", "activation": ""}\\n')
        while chunk := door.recv(100):
            answer += chunk
    except (BrokenPipeError, ConnectionResetError):
        pass  # closed by the other end before it read all: closed all the same
print(repr(answer), flush=True)
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="SO_PEERCRED: Linux")
def test_the_door_refuses_another_user_who_reaches_it(qtbot: QtBot, places: Path) -> None:
    uid = other_user()
    running = one_copy.claim(Request(), places / "data")
    assert running is not None and running.name is not None
    seen: list[Request] = []
    running.requested.connect(seen.append)
    running.listen()
    try:
        # As if the folder were not private after all: the other user reaches the door.
        door = Path(running.name)
        for folder in (places, places / "tmp", door.parent):
            folder.chmod(0o755 | (folder.stat().st_mode & stat.S_ISVTX))
        door.chmod(0o777)
        knock = subprocess.Popen(
            as_other_user(uid, PYTHON, "-I", "-c", _KNOCK, str(door)),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            cwd="/",
        )
        qtbot.waitUntil(lambda: knock.poll() is not None, timeout=30000)
        out, err = knock.communicate()
        assert knock.returncode == 0, err
        assert out == "b''\n"  # closed without an answer
        assert seen == []
    finally:
        running.release()


_KEEPER = """
import socket, sys
with socket.socket(socket.AF_UNIX) as door:
    door.bind(sys.argv[1])
    door.listen()
    print("ready", flush=True)
    while True:
        knock, _ = door.accept()
        with knock:
            knock.settimeout(5)
            try:
                got = knock.recv(4096)
            except OSError:
                got = b""
            if got:
                print("got", got, flush=True)
            knock.sendall(b"ok\\n")
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="SO_PEERCRED: Linux")
def test_a_door_kept_by_another_user_gets_no_request(places: Path) -> None:
    uid = other_user()
    first = one_copy.claim(Request(), places / "data")
    assert first is not None and first.name is not None
    with shared_folder() as shared:
        keeper = subprocess.Popen(
            as_other_user(uid, PYTHON, "-I", "-c", _KEEPER, str(shared / "door")),
            stdout=subprocess.PIPE,
            text=True,
            cwd="/",
        )
        try:
            assert keeper.stdout is not None and keeper.stdout.readline() == "ready\n"
            # As if the other user had got into the private folder: its socket at our door.
            os.rename(shared / "door", first.name)
            second = one_copy.claim(Request("RU1-C-AAAAABB"), places / "data")
            assert second is not None and second.name is None and second._lock is None
        finally:
            keeper.kill()
            out, _ = keeper.communicate()
            first.release()
    assert "got" not in out
