"""No label clips in any language: every text fits its widget, even at the window's minimum size."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtWidgets import (
    QLabel,
    QWidget,
)
from pytestqt.qtbot import QtBot

from rusol_qt.app.startup.compose import compose
from rusol_qt.base import i18n
from rusol_qt.base.settings import Settings
from rusol_qt.dialogs.history import HistoryWindow
from rusol_qt.dialogs.licences import LicencesDialog
from rusol_qt.dialogs.new_game import NewGameDialog
from rusol_qt.dialogs.settings import SettingsDialog
from rusol_qt.dialogs.win import WinDialog
from rusol_qt.model.game import Game
from rusol_qt.model.gamecode import GameCode
from rusol_qt.storage import paths
from rusol_qt.storage.history import GameRecord, HistoryStore
from tests.app.test_replay import overflowing
from tests.i18n.visible import clipped, opened_windows
from tools import linguist

# Qt's offscreen platform warns that it cannot pass a shown dialog's size hints on.
pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "does not support raise")

LANGUAGES = ["de", "fr", "es", "ru", "nb", "th"]


@pytest.fixture
def settings(qapp: object, tmp_path: Path) -> Iterator[Settings]:
    paths.use_base(tmp_path)
    yield Settings()
    i18n.install_language("en")
    paths.use_base(None)


def test_the_check_sees_a_clipped_label(qtbot: QtBot) -> None:
    window = QWidget()
    label = QLabel("A rather long text that cannot fit", window)
    qtbot.addWidget(window)
    window.show()
    label.resize(40, label.sizeHint().height())
    assert clipped(window)


@pytest.mark.parametrize("code", LANGUAGES)
def test_main_window_at_its_smallest(qtbot: QtBot, settings: Settings, code: str) -> None:
    i18n.install_language(code)
    composed = compose(settings)
    window = composed.window
    qtbot.addWidget(window)
    window.show()
    composed.session.start(GameCode.parse("RU1-C-AAAAABB"))
    window.resize(window.minimumSize())
    qtbot.waitExposed(window)
    # Layouts settle on posted events: wait until nothing is clipped (a timeout fails the test).
    qtbot.waitUntil(lambda: not clipped(window), timeout=2000)


@pytest.mark.parametrize("code", ["en", *LANGUAGES])
def test_replay_bar_at_the_smallest_window(
    qtbot: QtBot, settings: Settings, tmp_path: Path, code: str
) -> None:
    i18n.install_language(code)
    composed = compose(settings)
    window = composed.window
    qtbot.addWidget(window)
    window.show()
    store = HistoryStore(tmp_path / "history.sqlite3")
    book = composed.keep_history(store, tmp_path / "resume.json")
    deal = GameCode.parse("RU1-C-AAAAABB")
    book.start(deal)
    composed.session.play(composed.session.game.legal_moves()[0])
    composed.session.start(deal)
    (record,) = store.games()
    # A long game: "Action 1000 of 1000" takes the most room the position ever needs.
    book.show_replay(replace(record, actions=record.actions * 1000))
    bar = book.replay.bar
    window.resize(window.minimumSize())
    qtbot.waitExposed(window)

    def fits() -> None:
        problems = clipped(window) + overflowing(bar)
        assert not problems, problems

    qtbot.waitUntil(fits, timeout=2000)
    assert bar.width() <= window.width()


@pytest.mark.parametrize("code", LANGUAGES)
def test_dialogs(qtbot: QtBot, settings: Settings, tmp_path: Path, code: str) -> None:
    i18n.install_language(code)
    store = HistoryStore(tmp_path / "history.sqlite3")
    game = Game(GameCode.parse("RU1-C-AAAAABB"))
    game.play(game.legal_moves()[0])
    store.record(GameRecord.of(game, started=1_764_511_200.0, seconds=300.0))
    dialogs = [
        NewGameDialog(settings),
        SettingsDialog(settings),
        HistoryWindow(store),
        WinDialog(625, 5025.0, 1024),
        LicencesDialog(),
    ]
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        assert not clipped(dialog), type(dialog).__name__


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("action", ["rules", "keyboard", "about"])
def test_message_boxes(qtbot: QtBot, settings: Settings, code: str, action: str) -> None:
    i18n.install_language(code)
    window = compose(settings).window
    qtbot.addWidget(window)
    window.show()
    assert not opened_windows(qtbot, window.registry[action].trigger, clipped)


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("action", ["restart_action", "new_game"])
def test_the_leave_game_question(qtbot: QtBot, settings: Settings, code: str, action: str) -> None:
    i18n.install_language(code)
    composed = compose(settings)
    window = composed.window
    qtbot.addWidget(window)
    window.show()
    composed.session.start(GameCode.parse("RU1-C-AAAAABB"))
    game = composed.session.game
    assert composed.session.play(game.legal_moves()[0])
    ask = (
        window.registry["restart"].trigger
        if action == "restart_action"
        else composed.session.may_leave
    )
    assert not opened_windows(qtbot, ask, clipped)


def test_the_longest_language_is_among_those_checked() -> None:
    """The languages above include the one whose texts are longest overall."""
    lengths = {
        linguist.language_of(path): sum(
            len(form or "") for m in linguist.read_ts(path).messages for form in m.translations
        )
        for path in linguist.ts_files(linguist.TS_DIR)
    }
    assert max(lengths, key=lengths.__getitem__) in LANGUAGES
