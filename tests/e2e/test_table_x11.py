"""The real app in a real X window: xdotool plays, the pixels and the app's log tell what happened.

pytest-xvfb provides the X display. The app starts on a known deal (``--game``), so the test
computes where every card lies from the window size with the app's own layout arithmetic. It
waits for what it needs: a line in the log, the table's picture standing still.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

from rusol_qt.model.game import Game, Move
from rusol_qt.model.gamecode import GameCode
from rusol_qt.table.cardart import CARD_ASPECT
from rusol_qt.table.layout import TableLayout
from tests.e2e.waiting import wait_for

CODE = "RU1-C-AAAAABB"
TOOLS = ("Xvfb", "xdotool", "import")

#: How long the table's picture must stay the same to count as still: longer than any pause
#: between two frames of a running animation.
STILL = 0.5

pytestmark = pytest.mark.skipif(
    any(shutil.which(tool) is None for tool in TOOLS),
    reason="needs Xvfb, xdotool and ImageMagick (apt-get install xvfb xdotool imagemagick)",
)


def xdotool(*args: str) -> str:
    done = subprocess.run(["xdotool", *args], capture_output=True, text=True, timeout=30)
    assert done.returncode == 0, done.stderr
    return done.stdout


class App:
    """The running app: its window, its log, and the table layout inside the window."""

    def __init__(self, process: subprocess.Popen[bytes], log: Path, window: str) -> None:
        self.process = process
        self.log = log
        self.window = window
        geometry = dict(
            line.split("=", 1) for line in xdotool("getwindowgeometry", "--shell", window).split()
        )
        self.width, self.height = int(geometry["WIDTH"]), int(geometry["HEIGHT"])
        # The deal flies in: the cards lie where the layout says once the table stands still.
        self.top = 0
        self.still_table()
        self.layout = TableLayout.for_size(self.width, self.height - self.top, CARD_ASPECT)

    def still_table(self, timeout: float = 15.0) -> QImage:
        """A screenshot once the table (the felt and the cards) stopped changing.

        Screenshots are taken one after the other until the table looked the same in all of
        them for :data:`STILL` seconds. The info bar above it is left out: its clock runs.
        """
        last: list[QImage] = []  # the table in the last screenshot
        since = [time.monotonic()]  # when the table last changed

        def still() -> QImage | None:
            shot = self.screenshot()
            top = felt_top(shot)
            if top is None:  # the window has not shown its table yet
                last.clear()
                return None
            self.top = top
            table = shot.copy(0, top, shot.width(), shot.height() - top)
            now = time.monotonic()
            if not last or table != last[0]:
                last[:] = [table]
                since[0] = now
                return None
            return shot if now - since[0] >= STILL else None

        return wait_for(
            still, self.process, lambda: "the table never stood still:\n" + self.log_text(), timeout
        )

    def log_text(self) -> str:
        return self.log.read_text()

    def screenshot(self) -> QImage:
        done = subprocess.run(
            ["import", "-window", self.window, "png:-"], capture_output=True, timeout=30
        )
        assert done.returncode == 0, done.stderr
        image = QImage()
        image.loadFromData(done.stdout, "PNG")
        assert not image.isNull()
        return image

    def card(self, game: Game, column: int, index: int) -> tuple[int, int]:
        """A point on the visible top strip of a card, in window coordinates."""
        x, y = self.layout.column_origin(column)
        offsets = self.layout.column_offsets(len(game.columns[column]), game.face_down[column])
        return (
            round(x + self.layout.card_width / 2),
            round(self.top + y + offsets[index] + self.layout.card_width * 0.1),
        )

    def below_column(self, game: Game, column: int, extra: float) -> tuple[int, int]:
        """A point ``extra`` card heights below the bottom of a column's last card."""
        x, y = self.layout.column_origin(column)
        offsets = self.layout.column_offsets(len(game.columns[column]), game.face_down[column])
        bottom = self.top + y + offsets[-1] + self.layout.card_height
        below = bottom + extra * self.layout.card_height
        return round(x + self.layout.card_width / 2), round(below)

    def wait_for_log(self, text: str, timeout: float = 10.0) -> None:
        wait_for(
            lambda: text in self.log_text(),
            self.process,
            lambda: f"{text!r} not in the log:\n{self.log_text()}",
            timeout,
        )

    def drag(self, start: tuple[int, int], end: tuple[int, int]) -> None:
        """Press at ``start``, move in steps as a hand would, release at ``end``.

        Every step waits until the pointer is there (``--sync``) before the next one.
        """
        w = self.window
        xdotool("mousemove", "--window", w, "--sync", *map(str, start), "mousedown", "1")
        for step in range(1, 9):
            x = start[0] + (end[0] - start[0]) * step // 8
            y = start[1] + (end[1] - start[1]) * step // 8
            xdotool("mousemove", "--window", w, "--sync", str(x), str(y))
        xdotool("mouseup", "1")


def is_felt(colour: QColor) -> bool:
    return colour.green() > colour.red() + 30 and colour.green() > colour.blue() + 20


def felt_top(shot: QImage) -> int | None:
    """The first row of the table's felt down the middle of the window, if there is felt."""
    middle = shot.width() // 2
    return next((y for y in range(shot.height()) if is_felt(shot.pixelColor(middle, y))), None)


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    if not os.environ.get("DISPLAY"):
        pytest.skip("pytest-xvfb provided no X display")
    log = tmp_path / "app.log"
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="xcb",
        RUSOL_QT_LOG="info",
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_STATE_HOME=str(tmp_path / "state"),
    )
    with log.open("w") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "rusol_qt", "--game", CODE], stdout=out, stderr=out, env=env
        )
    try:
        # Waits until the app's window is mapped; App then waits for the dealt table.
        window = xdotool("search", "--sync", "--onlyvisible", "--pid", str(process.pid))
        window = window.split()[0]
        yield App(process, log, window)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait(10)


def test_play_with_the_mouse_and_the_keyboard_in_a_real_window(app: App) -> None:
    game = Game(GameCode.parse(CODE))
    before = app.screenshot()
    # Column 7 ends on JS: below it, only felt.
    x7, y7 = app.below_column(game, 6, 0.5)
    assert is_felt(before.pixelColor(x7, y7))
    # Column 4's bottom part (10S and the cards on it) is there.
    x4, y4 = app.below_column(game, 3, -0.3)
    assert not is_felt(before.pixelColor(x4, y4))

    # Drag 10S with the four cards on top of it onto JS.
    app.drag(app.card(game, 3, 3), app.card(game, 6, len(game.columns[6]) - 1))
    app.wait_for_log("played TS>7")
    after = app.still_table()  # the group has landed
    assert not is_felt(after.pixelColor(x7, y7)), "the group did not arrive on column 7"
    assert is_felt(after.pixelColor(x4, y4)), "the group did not leave column 4"

    # Double-click AC: the only place for it is 2C, now the last card of column 7.
    game.play(Move(3, 3, 6))
    x, y = app.card(game, 2, 5)
    xdotool("mousemove", "--window", app.window, str(x), str(y), "click", "--repeat", "2", "1")
    app.wait_for_log("played AC>7")

    # Undo with the platform's shortcut, then quit with it: the app exits cleanly.
    xdotool("windowfocus", "--sync", app.window)
    xdotool("key", "--clearmodifiers", "ctrl+z")
    app.wait_for_log("undo, score 5")
    xdotool("key", "--clearmodifiers", "ctrl+q")
    assert app.process.wait(15) == 0, app.log.read_text()
