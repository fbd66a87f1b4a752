"""The survey's progress line: on a terminal only, rewritten in place, throttled, then wiped."""

from __future__ import annotations

import io
import os
import select
import struct
import subprocess
import sys

import pytest

from rusol_qt.cli.progress import INTERVAL, ProgressLine, time_left_text
from tests.cli.command_line import run


class Screen(io.StringIO):
    """A stream that says it is a terminal."""

    def isatty(self) -> bool:
        return True


class Clock:
    """Time that moves only when a test says so."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def writes(screen: Screen) -> list[str]:
    """What each write of the line said, the padding taken off."""
    return [part.rstrip() for part in screen.getvalue().split("\r") if part.strip()]


def test_the_line_is_only_for_a_terminal():
    assert ProgressLine.on_terminal(None, 10) is None
    assert ProgressLine.on_terminal(io.StringIO(), 10) is None
    screen = Screen()
    assert ProgressLine.on_terminal(screen, 10) is not None
    assert screen.getvalue() == "\rsurvey: 0 of 10 deals"


def test_the_line_counts_and_estimates_the_time_left():
    screen, clock = Screen(), Clock()
    line = ProgressLine(screen, 10, clock=clock, width=200)
    for winnable in (True, False, False, True):
        clock.now += 0.5
        line.deal(winnable)
    assert writes(screen)[-1] == "survey: 4 of 10 deals, about 3 s left, 50.0% winnable"


def test_the_honest_line_counts_the_honest_wins():
    screen, clock = Screen(), Clock()
    line = ProgressLine(screen, 500, honest=True, clock=clock, width=200)
    clock.now += 60
    line.deal(True, won=True)
    clock.now += 60
    line.deal(True, won=False)
    clock.now += 60
    line.deal(False)
    assert writes(screen)[-1] == (
        "survey: 3 of 500 deals, about 8 h 17 min left, 66.7% winnable, honest wins 1 of 2 (50%)"
    )


def test_the_line_is_written_at_most_every_interval():
    screen, clock = Screen(), Clock()
    line = ProgressLine(screen, 1000, clock=clock, width=200)
    for _ in range(150):
        clock.now += INTERVAL / 100
        line.deal(True)
    # 150 deals in one and a half intervals: the first line and one more.
    assert len(writes(screen)) == 2 and line.done == 150


def test_the_line_fits_the_terminal_and_is_wiped():
    screen, clock = Screen(), Clock()
    line = ProgressLine(screen, 10, clock=clock, width=30)
    clock.now += 1
    line.deal(True)
    assert all(len(part) <= 29 for part in screen.getvalue().split("\r"))
    line.clear()
    assert screen.getvalue().endswith("\r" + " " * 29 + "\r")


def test_a_shorter_line_wipes_what_is_left_of_a_longer_one():
    screen, clock = Screen(), Clock()
    line = ProgressLine(screen, 10, clock=clock, width=200)
    clock.now += 1
    line.deal(True)  # "survey: 1 of 10 deals, about 9 s left, 100.0% winnable"
    clock.now += 1
    line.deal(False)  # "survey: 2 of 10 deals, about 8 s left, 50.0% winnable": one shorter
    last = screen.getvalue().split("\r")[-1]
    assert last == "survey: 2 of 10 deals, about 8 s left, 50.0% winnable "


@pytest.mark.parametrize(
    ("seconds", "text"),
    [
        (0.2, "about 0 s left"),
        (42.4, "about 42 s left"),
        (59.4, "about 59 s left"),
        (61, "about 1 min left"),
        (3599, "about 1 h 0 min left"),
        (3600 * 2 + 5 * 60, "about 2 h 5 min left"),
    ],
)
def test_time_left_in_words(seconds, text):
    assert time_left_text(seconds) == text


def on_a_terminal(*args: str, columns: int) -> tuple[str, str, int]:
    """``python -m rusol_qt ARGS`` with its standard error on a terminal ``columns`` wide.

    Returns what the terminal showed, the standard output (a pipe) and the exit status.
    """
    import fcntl
    import pty
    import termios

    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, columns, 0, 0))
    child = subprocess.Popen(
        [sys.executable, "-m", "rusol_qt", *args],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=slave,
    )
    os.close(slave)
    shown = b""
    try:
        while True:
            ready, _, _ = select.select([master], [], [], 120)
            assert ready, "the survey said nothing for two minutes"
            try:
                chunk = os.read(master, 4096)
            except OSError:  # the child closed the terminal: it has ended
                break
            if not chunk:
                break
            shown += chunk
    finally:
        os.close(master)
    output, _ = child.communicate(timeout=60)
    return shown.decode(), output.decode(), child.returncode


@pytest.mark.skipif(sys.platform == "win32", reason="a pseudo-terminal is POSIX")
def test_a_person_at_a_terminal_sees_the_progress_and_the_report_stays_clean():
    shown, output, status = on_a_terminal(
        "--survey", "40", "--seed", "1", "--seconds", "5", columns=16
    )
    assert status == 0
    # Cut to the terminal's 16 columns, less one: it never wraps.
    assert shown.startswith("\rsurvey: 0 of 40\r")
    lines = shown.split("\r")
    assert all(len(line) <= 15 for line in lines)
    assert shown.endswith("\r" + " " * max(len(line) for line in lines) + "\r")
    assert output.startswith("rules: classic   deals: 40   budget: 5 s per deal\n")
    assert "\r" not in output and "survey:" not in output


def test_piped_output_has_no_progress():
    result = run("--survey", "40", "--seed", "1", "--seconds", "5")
    assert result.returncode == 0
    assert result.stderr == "" and "\r" not in result.stdout
    assert result.stdout.startswith("rules: classic   deals: 40")
