"""No text bypasses translation: the whole app in the pseudo-locale shows no plain English."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.exceptions import TimeoutError as WaitedInVain
from pytestqt.qtbot import QtBot

from rusol_qt.app.advice.hints import Hints
from rusol_qt.app.history.analysis_bar import AnalysisBar
from rusol_qt.app.startup.compose import compose
from rusol_qt.base import i18n
from rusol_qt.base.catalogues import PSEUDO
from rusol_qt.base.settings import Settings
from rusol_qt.dialogs.licences import LicencesDialog
from rusol_qt.dialogs.win import WinDialog
from rusol_qt.model.game import Move
from rusol_qt.model.gamecode import GameCode
from rusol_qt.model.notation import replay
from rusol_qt.model.rules import Rule
from rusol_qt.model.solver import Ending
from rusol_qt.storage import paths
from rusol_qt.storage.history import GameRecord, HistoryStore
from tests.composed_app import commands_of
from tests.i18n.visible import close_windows, opened_windows, texts, untransformed
from tests.model.lost_games import WINNABLE, first_detour, winning_line
from tools import linguist

# Qt's offscreen platform cannot pass a shown dialog's size hints on, nor raise a window.
pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "does not support raise")

CODE = GameCode.parse("RU1-C-AAAAABB")


class PseudoApp:
    """The app as run.py puts it together, in the pseudo-locale, with one game in its history."""

    def __init__(self, qtbot: QtBot, folder: Path) -> None:
        i18n.install_language(PSEUDO)
        composed = compose(Settings())
        self.window = composed.window
        self.session = composed.session
        qtbot.addWidget(self.window)
        self.window.resize(1000, 700)
        self.window.show()
        qtbot.waitExposed(self.window)
        self.store = HistoryStore(folder / "history.sqlite3")
        self.book = composed.keep_history(self.store, folder / "resume.json")
        self.book.start(CODE)
        # One game played and abandoned, so the history, its chart and replay have something.
        for _ in range(2):
            self.session.play(self.session.game.legal_moves()[0])
        self.session.start(CODE)
        self.window.scene.complete_animations()


@pytest.fixture
def app(qtbot: QtBot, tmp_path: Path) -> Iterator[PseudoApp]:
    paths.use_base(tmp_path)
    made = PseudoApp(qtbot, tmp_path)
    yield made
    close_windows()
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
    """The harness's premise: the pseudo catalogue holds every text of the .ts files."""
    i18n.install_language(PSEUDO)
    try:
        catalogue = linguist.read_ts(linguist.TS_DIR / "rusol_qt_de.ts")
        for message in catalogue.messages:
            count = 2 if message.numerus else -1
            translated = QApplication.translate(
                message.context, message.source, message.comment or None, count
            )
            assert not untransformed(translated), (message.context, message.source)
    finally:
        i18n.install_language("en")


def test_the_harness_catches_plain_english(qtbot: QtBot, app: PseudoApp) -> None:
    app.window.statusBar().showMessage("Plain English")
    app.window.info_bar.score_label.setText("Score:")
    qtbot.waitUntil(app.window.statusBar().isVisible)
    found = texts(app.window)
    assert ("QLabel ''", "Score:") in found
    assert any(untransformed(text) == ["Plain", "English"] for _where, text in found)


def test_main_window_menus_info_bar_and_table(app: PseudoApp) -> None:
    found = texts(app.window)
    where = {w for w, _text in found}
    assert any(w.startswith("action") for w in where), "the menus were not read"
    assert any(w.startswith("TableView") for w in where), "the table was not read"
    assert_all_transformed(found)


def test_rejection_message(qtbot: QtBot, app: PseudoApp) -> None:
    game = app.session.game
    # A face-up card dropped where the suit and rank rule refuses it: a message is due.
    move = next(
        move
        for source in range(7)
        for start in range(len(game.columns[source]))
        for target in range(7)
        if game.is_face_up(source, start)
        and game.check(move := Move(source, start, target)) in (Rule.SAME_SUIT, Rule.RANK)
    )
    with qtbot.waitSignal(app.session.controller.refused):
        app.session.play(move)
    banner = app.window.scene.message
    qtbot.waitUntil(lambda: banner.isVisible() and bool(banner.text))
    assert_all_transformed([("rejection message", banner.text), *texts(app.window)])


@pytest.mark.parametrize(
    "action",
    ["new_game", "settings", "rules", "keyboard", "about", "history"],
)
def test_every_dialog(qtbot: QtBot, app: PseudoApp, action: str) -> None:
    trigger = app.window.registry[action].trigger
    assert_all_transformed(opened_windows(qtbot, trigger, texts))


@pytest.mark.parametrize("restart", [True, False])
def test_the_leave_game_question(qtbot: QtBot, app: PseudoApp, restart: bool) -> None:
    session = app.session
    session.play(session.game.legal_moves()[0])
    ask = app.window.registry["restart"].trigger if restart else session.may_leave
    assert_all_transformed(opened_windows(qtbot, ask, texts))


def test_licences(qtbot: QtBot, app: PseudoApp) -> None:
    dialog = LicencesDialog(app.window)
    qtbot.addWidget(dialog)
    dialog.show()
    legal = dialog.text.toPlainText()
    assert "Permission is hereby granted" in legal
    # Licence texts are legal texts, shown as they are in every language; all else is ours.
    assert_all_transformed([(where, text) for where, text in texts(dialog) if text != legal])


def test_win_dialog(qtbot: QtBot, app: PseudoApp) -> None:
    dialog = WinDialog(625, 321.0, 142, app.window)
    qtbot.addWidget(dialog)
    dialog.show()
    assert_all_transformed(texts(dialog))


def test_replay(qtbot: QtBot, app: PseudoApp) -> None:
    (record,) = app.store.games()
    app.book.show_replay(record)
    qtbot.waitUntil(app.book.replay.bar.isVisible)
    app.book.replay.forward()
    assert_all_transformed(texts(app.window))
    # Where the game was lost: the story and every cell of the strip once analysed, the story of
    # each ending, and that of a game lost by a move (its link names the move).
    line = winning_line()
    at, move = first_detour(line, 5)
    lost = replay(WINNABLE, [*line[:at], move, "U", "R"])
    game_id = app.store.record(GameRecord.of(lost, started=1_764_511_200.0, seconds=60.0))
    for shown in (record, app.store.game(game_id)):
        assert shown is not None
        app.book.show_replay(shown)
        bar = app.book.replay.analysis_bar

        def analysed(bar: AnalysisBar = bar) -> bool:
            return bar.analysis is not None and bar.analysis.complete

        qtbot.waitUntil(analysed, timeout=120_000)
        analysis = bar.analysis
        assert analysis is not None
        found = texts(app.window)
        found += [("a cell of the strip", bar.strip.describe(i)) for i in range(bar.strip.count)]
        for ending in Ending:
            bar.show_analysis(replace(analysis, ending=ending, complete=False))
            found.append((f"the story of {ending}", bar.story.text()))
        bar.show_failure()
        found.append(("the story of a game that cannot be analysed", bar.story.text()))
        assert_all_transformed(found)


def test_notice_of_a_damaged_history(qtbot: QtBot, tmp_path: Path) -> None:
    paths.use_base(tmp_path)
    try:
        (tmp_path / "history.sqlite3").write_bytes(b"not a database")
        i18n.install_language(PSEUDO)
        composed = compose(Settings())
        window = composed.window
        qtbot.addWidget(window)
        window.show()
        book = composed.keep_history(
            HistoryStore(tmp_path / "history.sqlite3"), tmp_path / "r.json"
        )
        found = opened_windows(qtbot, lambda: book.start(CODE), texts)
        assert any(where.startswith("QMessageBox") for where, _text in found)
        assert_all_transformed(found)
    finally:
        close_windows()
        i18n.install_language("en")
        paths.use_base(None)


def test_message_boxes_are_found(qtbot: QtBot, app: PseudoApp) -> None:
    """opened_windows sees a window opened with open(), as the notices are."""
    box = QMessageBox(QMessageBox.Icon.Information, "Title", "Plain text", parent=app.window)
    found = opened_windows(qtbot, box.open, texts)
    assert ("QMessageBox ''", "Title") in found


def test_switching_at_runtime_leaves_no_english_behind(qtbot: QtBot, tmp_path: Path) -> None:
    """Every open window retranslates: start in English, open everything, then switch."""
    paths.use_base(tmp_path)
    try:
        i18n.install_language("en")
        composed = compose(Settings())
        window = composed.window
        qtbot.addWidget(window)
        window.show()
        store = HistoryStore(tmp_path / "history.sqlite3")
        book = composed.keep_history(store, tmp_path / "resume.json")
        book.start(CODE)
        composed.session.play(composed.session.game.legal_moves()[0])
        composed.session.start(CODE)
        settings_dialog = commands_of(window).show_settings()
        history = book.show_history()
        (record,) = store.games()
        book.show_replay(record)
        history = book.show_history()
        assert history is not None
        qtbot.waitExposed(history)

        i18n.install_language(PSEUDO)
        qtbot.waitUntil(lambda: not untransformed(window.game_menu.title()))

        def found() -> list[tuple[str, str]]:
            return [*texts(window), *texts(settings_dialog), *texts(history)]

        # Every window retranslates on the language change event, some a pass later; what is
        # still plain after that is named below.
        with contextlib.suppress(WaitedInVain):
            qtbot.waitUntil(lambda: not any(untransformed(t) for _, t in found()), timeout=2000)
        assert_all_transformed(found())
    finally:
        close_windows()
        i18n.install_language("en")
        paths.use_base(None)


def test_hint_and_solver_status(qtbot: QtBot, app: PseudoApp) -> None:
    hints = app.window.findChild(Hints)
    assert hints is not None
    banner = app.window.scene.message
    with qtbot.waitSignal(hints.hint.hint_shown, timeout=60_000):
        hints.hint.action.trigger()
    qtbot.waitUntil(lambda: banner.isVisible() and bool(banner.text))
    hints.solver_status.action.setChecked(True)
    assert_all_transformed([("hint", banner.text), *texts(app.window)])


@pytest.mark.parametrize("button", ["reset_button", "export_button"])
def test_dialogs_of_the_history_window(qtbot: QtBot, app: PseudoApp, button: str) -> None:
    history = app.book.show_history()
    qtbot.waitExposed(history)
    assert_all_transformed(opened_windows(qtbot, getattr(history, button).click, texts))
