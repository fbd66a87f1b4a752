"""The running copy's lock and door, in this process (the real two-process cases: tests/e2e)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtNetwork import QLocalSocket
from pytestqt.qtbot import QtBot

from rusol_qt.app import one_copy
from rusol_qt.app.one_copy import Request

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
from rusol_qt.app import one_copy
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


def test_a_lock_left_by_a_crash_on_a_full_disk_costs_the_next_start_nothing(
    tmp_path: Path,
) -> None:
    crashed, took, _ = _claim_in_a_process(tmp_path, "disk")
    assert took
    crashed.send_signal(signal.SIGKILL)
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
