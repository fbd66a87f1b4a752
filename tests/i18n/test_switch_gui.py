"""Changing the language in Settings changes the whole open app at once, without a restart."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.exceptions import TimeoutError as WaitedInVain
from pytestqt.qtbot import QtBot

from rusol_qt.app.history.feature import HistoryFeature
from rusol_qt.app.startup.compose import ComposedApp, compose
from rusol_qt.app.window.main_window import MainWindow
from rusol_qt.base import i18n
from rusol_qt.base.settings import Settings
from rusol_qt.base.words import rank_index
from rusol_qt.model.game import Move
from rusol_qt.model.gamecode import GameCode
from rusol_qt.model.rules import Rule
from rusol_qt.storage import paths
from rusol_qt.storage.history import HistoryStore
from tests.composed_app import commands_of
from tests.i18n.visible import clipped, close_windows

# Qt's offscreen platform cannot pass a shown dialog's size hints on, nor raise a window.
pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "does not support raise")


#: What the player reads in each language: the Game menu, the score label of the info bar,
#: the Undo menu item, the Settings dialog's title and Close button, the History window's title,
#: and the message refusing a card on a card of another suit.
EXPECTED = {
    "en": (
        "&Game",
        "Score:",
        "&Undo",
        "Settings",
        "Close",
        "History & Statistics",
        "Same suit: a card goes only on a card",
    ),
    "de": (
        "&Spiel",
        "Punkte:",
        "&Rückgängig",
        "Einstellungen",
        "Schließen",
        "Verlauf & Statistik",
        "Gleiche Farbe: Eine Karte",
    ),
    "th": (
        "เกม (&G)",
        "คะแนน:",
        "ย้อนกลับ (&U)",
        "การตั้งค่า",
        "ปิด",
        "ประวัติและสถิติ",
        "สีเดียวกัน: วางไพ่ได้เฉพาะบนไพ่ตระกูลเดียวกัน",
    ),
    "nb": (
        "&Spill",
        "Poeng:",
        "&Angre",
        "Innstillinger",
        "Lukk",
        "Historikk og statistikk",
        "Samme farge: et kort kan bare legges",
    ),
    "fr": (
        "&Partie",
        "Score\u00a0:",
        "&Annuler",
        "Paramètres",
        "Fermer",
        "Historique et statistiques",
        "Même couleur\u00a0: une carte",
    ),
    "es": (
        "&Partida",
        "Puntos:",
        "&Deshacer",
        "Configuración",
        "Cerrar",
        "Historial y estadísticas",
        "Mismo palo: una carta solo va",
    ),
    "ru": (
        "&Игра",
        "Очки:",
        "&Отменить ход",
        "Настройки",
        "Закрыть",
        "История и статистика",
        "В масть: карту можно положить",
    ),
}


@pytest.fixture
def app_window(qtbot: QtBot, tmp_path: Path) -> Iterator[tuple[ComposedApp, Settings]]:
    """The app as it starts (English chosen), with a game dealt."""
    paths.use_base(tmp_path)
    settings = Settings()
    settings.language = "en"
    i18n.follow(settings)
    composed = compose(settings)
    window = composed.window
    qtbot.addWidget(window)
    window.show()
    composed.session.start(GameCode.parse("RU1-C-AAAAABB"))
    qtbot.waitExposed(window)
    yield composed, settings
    close_windows()
    i18n.install_language("en")
    paths.use_base(None)


def refusal_text(qtbot: QtBot, composed: ComposedApp) -> str:
    """The message the table shows for a card dropped on a card of another suit."""
    session = composed.session
    game = session.game
    move = next(
        move
        for source in range(7)
        for start in range(len(game.columns[source]))
        for target in range(7)
        if game.is_face_up(source, start)
        and game.check(move := Move(source, start, target)) is Rule.SAME_SUIT
    )
    with qtbot.waitSignal(session.controller.refused):
        session.play(move)
    banner = composed.window.scene.message
    qtbot.waitUntil(lambda: banner.isVisible() and bool(banner.text))
    return banner.text


class OpenApp:
    """The main window with its history, the Settings dialog and the History window open."""

    def __init__(self, window: MainWindow, settings: Settings, book: HistoryFeature) -> None:
        self.window, self.settings, self.book = window, settings, book
        self.dialog = commands_of(window).show_settings()
        history = book.show_history()
        assert history is not None
        self.history = history

    def shown(self) -> tuple[str, ...]:
        buttons = self.dialog.findChild(QDialogButtonBox)
        assert buttons is not None
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        return (
            self.window.game_menu.title(),
            self.window.info_bar.score_label.text(),
            self.window.registry["undo"].text(),
            self.dialog.windowTitle(),
            close.text().replace("&", ""),
            self.history.windowTitle(),
        )

    def choose(self, code: str) -> None:
        """Pick a language in the Settings dialog, as the player does."""
        box = self.dialog.language_box
        box.setCurrentIndex(box.findData(code))


@pytest.mark.parametrize("code", ["de", "th", "nb", "fr", "es", "ru"])
def test_choosing_a_language_in_settings_changes_everything_open(
    qtbot: QtBot, app_window: tuple[ComposedApp, Settings], tmp_path: Path, code: str
) -> None:
    composed, settings = app_window
    window = composed.window
    book = composed.keep_history(HistoryStore(tmp_path / "history.sqlite3"), tmp_path / "r.json")
    app = OpenApp(window, settings, book)
    assert app.shown() == EXPECTED["en"][:-1]
    assert refusal_text(qtbot, composed).startswith(EXPECTED["en"][-1])

    app.choose(code)
    assert settings.language == code
    qtbot.waitUntil(lambda: app.shown() == EXPECTED[code][:-1])
    # The open windows make room for the longer words (their layouts follow in a later event
    # loop pass): nothing is cut off once they have.
    opened = (window, app.dialog, app.history)
    with contextlib.suppress(WaitedInVain):  # what is still cut off is named below
        qtbot.waitUntil(lambda: not any(clipped(each) for each in opened), timeout=2000)
    for open_window in opened:
        assert not clipped(open_window), type(open_window).__name__
    assert i18n.current_language() == code
    window.scene.message.hide_now()
    assert refusal_text(qtbot, composed).startswith(EXPECTED[code][-1])

    app.choose("en")
    qtbot.waitUntil(lambda: app.shown() == EXPECTED["en"][:-1])


def test_card_indices_follow_the_language(
    qtbot: QtBot, app_window: tuple[ComposedApp, Settings]
) -> None:
    composed, settings = app_window
    window = composed.window
    jack_of_spades = 10  # suit 0, rank 11
    english = window.art.face(jack_of_spades, 120, 1.0).toImage()
    settings.language = "de"
    qtbot.waitUntil(lambda: window.game_menu.title() == "&Spiel")
    assert rank_index(11) == "B"
    assert window.art.face(jack_of_spades, 120, 1.0).toImage() != english
    settings.language = "en"
    qtbot.waitUntil(lambda: window.game_menu.title() == "&Game")
    assert window.art.face(jack_of_spades, 120, 1.0).toImage() == english
