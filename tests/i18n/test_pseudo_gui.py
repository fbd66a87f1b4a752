"""No text bypasses translation: the whole app in the pseudo-locale shows no plain English."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from rusol_qt import i18n, linguist
from rusol_qt.model.game import Move
from rusol_qt.model.gamecode import GameCode
from rusol_qt.model.rules import Rule
from rusol_qt.storage import paths
from rusol_qt.storage.settings import Settings
from rusol_qt.window import MainWindow
from tests.i18n.visible import opened_windows, texts, untransformed

# Qt's offscreen platform warns that it cannot pass a shown dialog's size hints on.
pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


#: A Classic deal whose first column can be tried on an empty column: always refused.
CODE = GameCode.parse("RU1-C-AAAAABB")


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    """The main window in the pseudo-locale, with a game dealt."""
    paths.use_base(tmp_path)
    i18n.install_language(linguist.PSEUDO)
    settings = Settings()
    main = MainWindow(settings)
    qtbot.addWidget(main)
    main.show()
    main.start_game(CODE)
    qtbot.waitExposed(main)
    yield main
    i18n.install_language("en")
    paths.use_base(None)


def assert_all_transformed(found: list[tuple[str, str]]) -> None:
    assert found, "nothing to read: the harness looks in the wrong place"
    plain = [
        f"{where}: {text!r} ({' '.join(words)})"
        for where, text in found
        if (words := untransformed(text))
    ]
    assert not plain, "texts that bypass translation:\n" + "\n".join(plain)


def test_the_pseudo_locale_covers_every_text(qapp: object) -> None:
    """The harness's premise: the pseudo catalogue holds every text of every .ts file."""
    i18n.install_language(linguist.PSEUDO)
    try:
        catalogue = linguist.read_ts(linguist.TS_DIR / "rusol_qt_de.ts")
        for message in catalogue.messages:
            if not message.numerus:
                translated = QApplication.translate(message.context, message.source)
                assert not untransformed(translated), (message.context, message.source)
    finally:
        i18n.install_language("en")


def test_harness_sees_plain_english(qtbot: QtBot, window: MainWindow) -> None:
    """The check can fail: a text set without tr() is caught."""
    window.statusBar().showMessage("Plain English")
    window.info_bar.score_label.setText("Score:")
    qtbot.waitUntil(window.statusBar().isVisible)
    found = texts(window)
    assert ("QLabel ''", "Score:") in found
    assert any(untransformed(text) == ["Plain", "English"] for _where, text in found)


def test_main_window_menus_and_info_bar(window: MainWindow) -> None:
    found = texts(window)
    where = {w for w, _text in found}
    assert any(w.startswith("action") for w in where), "the menus were not read"
    assert_all_transformed(found)


def test_rejection_message(qtbot: QtBot, window: MainWindow) -> None:
    game = window.controller.game
    # A face-up card dropped where the suit and rank rule refuses it: a message is due.
    move = next(
        move
        for source in range(7)
        for start in range(len(game.columns[source]))
        for target in range(7)
        if game.is_face_up(source, start)
        and game.check(move := Move(source, start, target)) in (Rule.SAME_SUIT, Rule.RANK)
    )
    with qtbot.waitSignal(window.controller.refused):
        window.controller.play(move)
    banner = window.scene.message
    qtbot.waitUntil(lambda: banner.isVisible() and bool(banner.text))
    assert_all_transformed([("rejection message", banner.text), *texts(window)])


@pytest.mark.parametrize(
    "action",
    ["rules_action", "about_action"],
)
def test_every_dialog(qtbot: QtBot, window: MainWindow, action: str) -> None:
    found = opened_windows(qtbot, getattr(window, action).trigger, texts)
    assert_all_transformed(found)
