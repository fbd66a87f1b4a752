"""Windows that fit the screen: every window within a small screen's available area, controls in
sight; the Settings dialog grows and shrinks with its texts, wider rather than too tall."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot

from rusol_qt.base import i18n
from rusol_qt.base.fitting import FRAME, fit_to_screen, fitted_size
from rusol_qt.base.settings import Settings
from rusol_qt.dialogs.settings import WIDTH, SettingsDialog
from tests.i18n.visible import clipped
from tools import linguist

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


@pytest.fixture(scope="module", autouse=True)
def compiled_translations() -> None:
    linguist.build(linguist.TS_DIR, linguist.PACKAGE_QM_DIR)


@pytest.fixture
def settings(qapp: object, tmp_path: Path) -> Iterator[Settings]:
    yield Settings(tmp_path / "settings.ini")
    i18n.install_language("en")


def probe(tmp_path: Path, width: int, height: int, language: str) -> list[str]:
    """What ``tests/app/screen_probe.py`` finds on an offscreen screen of this size."""
    config = tmp_path / f"screen-{width}x{height}.json"
    screen = {"name": "small", "x": 0, "y": 0, "width": width, "height": height}
    screen |= {"logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}
    config.write_text(json.dumps({"screens": [screen]}))
    # Named from its own folder: Qt splits the platform's arguments at every ":", a drive's too.
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config.name}")
    env["PYTHONPATH"] = str(ROOT)
    done = subprocess.run(
        [sys.executable, "-m", "tests.app.screen_probe", language],
        cwd=config.parent,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    problems = done.stdout.splitlines()
    assert done.returncode == (1 if problems else 0), done.stderr
    return problems


@pytest.mark.slow
@pytest.mark.parametrize("language", ["en", "th", "ru", "fr"])
@pytest.mark.parametrize(("width", "height"), [(1024, 640), (1366, 768)])
def test_every_window_fits_a_small_screen(
    tmp_path: Path, width: int, height: int, language: str
) -> None:
    assert probe(tmp_path, width, height, language) == []


@pytest.mark.slow
def test_the_probe_sees_a_window_larger_than_the_screen(tmp_path: Path) -> None:
    # An 800 x 500 screen is below what the app supports (its minimum is 720 x 500 plus a
    # frame): the probe must say so.
    problems = probe(tmp_path, 800, 500, "en")
    assert any("main window" in problem for problem in problems)


def test_fitted_sizes_keep_the_frame_inside_the_room() -> None:
    room = QRect(0, 0, 1024, 640)
    assert fitted_size(QSize(1200, 760), room) == QSize(1024 - FRAME.width(), 640 - FRAME.height())
    assert fitted_size(QSize(400, 300), room) == QSize(400, 300)


def test_a_window_gets_no_larger_than_the_room(qtbot: QtBot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    window.setMinimumSize(900, 700)
    size = fit_to_screen(window, QSize(1200, 760), QRect(0, 0, 1024, 640))
    assert size == QSize(1024 - FRAME.width(), 640 - FRAME.height())
    assert window.size() == size and window.minimumHeight() <= size.height()


def test_settings_shrink_back_after_a_longer_language(qtbot: QtBot, settings: Settings) -> None:
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    english = dialog.size()
    settings.language = "th"
    i18n.install_language("th")
    qtbot.waitUntil(lambda: dialog.height() > english.height())
    assert not clipped(dialog)
    settings.language = "en"
    i18n.install_language("en")
    qtbot.waitUntil(lambda: dialog.size() == english)
    assert not clipped(dialog)


def test_settings_grow_wider_rather_than_taller_than_a_low_screen(
    qtbot: QtBot, settings: Settings
) -> None:
    i18n.install_language("th")
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    tall = dialog.height()
    room = QRect(0, 0, 1024, tall - 20 + FRAME.height())
    dialog.fit_texts(room)
    assert dialog.width() > WIDTH
    assert dialog.height() + FRAME.height() <= room.height()
    dialog.show()
    qtbot.waitExposed(dialog)
    for label in dialog.findChildren(QLabel):
        if label.wordWrap() and label.isVisible():
            assert label.height() >= label.heightForWidth(label.width()), label.text()
