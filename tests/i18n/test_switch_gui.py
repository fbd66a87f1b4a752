"""Changing the language in Settings changes the whole open app at once, without a restart."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from rusol_qt import i18n
from rusol_qt.model.game import Move
from rusol_qt.model.gamecode import GameCode
from rusol_qt.model.rules import Rule
from rusol_qt.storage import paths
from rusol_qt.storage.settings import Settings
from rusol_qt.table.cardart import rank_index
from rusol_qt.window import MainWindow

# Qt's offscreen platform warns that it cannot pass a shown dialog's size hints on.
pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


#: What the player reads in each language: the Game menu, the score label of the info bar,
#: the Undo menu item, and the message refusing a card on a card of another suit.
EXPECTED = {
    "en": ("&Game", "Score:", "&Undo", "Same suit: a card goes only on a card"),
    "de": ("&Spiel", "Punkte:", "&Rückgängig", "Gleiche Farbe: Eine Karte"),
    "th": ("เกม (&G)", "คะแนน:", "ย้อนกลับ (&U)", "สีเดียวกัน: วางไพ่ได้เฉพาะบนไพ่ตระกูลเดียวกัน"),
    "nb": ("&Spill", "Poeng:", "&Angre", "Samme farge: et kort kan bare legges"),
    "fr": ("&Partie", "Score\u00a0:", "&Annuler", "Même couleur\u00a0: une carte"),
    "es": ("&Partida", "Puntos:", "&Deshacer", "Mismo palo: una carta solo va"),
    "ru": ("&Игра", "Очки:", "&Отменить ход", "Одна масть: карту можно положить"),
}


@pytest.fixture
def app_window(qtbot: QtBot, tmp_path: Path) -> Iterator[tuple[MainWindow, Settings]]:
    """The main window as the app starts it (English chosen), with a game dealt."""
    paths.use_base(tmp_path)
    settings = Settings()
    settings["language"] = "en"
    i18n.follow(settings)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    window.start_game(GameCode.parse("RU1-C-AAAAABB"))
    qtbot.waitExposed(window)
    yield window, settings
    i18n.install_language("en")
    paths.use_base(None)


def refusal_text(qtbot: QtBot, window: MainWindow) -> str:
    """The message the table shows for a card dropped on a card of another suit."""
    game = window.controller.game
    move = next(
        move
        for source in range(7)
        for start in range(len(game.columns[source]))
        for target in range(7)
        if game.is_face_up(source, start)
        and game.check(move := Move(source, start, target)) is Rule.SAME_SUIT
    )
    with qtbot.waitSignal(window.controller.refused):
        window.controller.play(move)
    banner = window.scene.message
    qtbot.waitUntil(lambda: banner.isVisible() and bool(banner.text))
    return banner.text


def shown(window: MainWindow) -> tuple[str, str, str]:
    return (
        window.game_menu.title(),
        window.info_bar.score_label.text(),
        window.undo_action.text(),
    )


@pytest.mark.parametrize("code", ["de", "th", "nb", "fr", "es", "ru"])
def test_changing_the_language_setting_changes_everything_open(
    qtbot: QtBot, app_window: tuple[MainWindow, Settings], code: str
) -> None:
    window, settings = app_window
    assert shown(window) == EXPECTED["en"][:3]
    assert refusal_text(qtbot, window).startswith(EXPECTED["en"][3])

    settings["language"] = code
    qtbot.waitUntil(lambda: shown(window) == EXPECTED[code][:3])
    assert i18n.current_language() == code
    window.scene.message.hide_now()
    assert refusal_text(qtbot, window).startswith(EXPECTED[code][3])

    settings["language"] = "en"
    qtbot.waitUntil(lambda: shown(window) == EXPECTED["en"][:3])


def test_card_indices_follow_the_language(
    qtbot: QtBot, app_window: tuple[MainWindow, Settings]
) -> None:
    window, settings = app_window
    jack_of_spades = 10  # suit 0, rank 11
    english = window.art.face(jack_of_spades, 120, 1.0).toImage()
    settings["language"] = "de"
    qtbot.waitUntil(lambda: window.game_menu.title() == "&Spiel")
    assert rank_index(11) == "B"
    assert window.art.face(jack_of_spades, 120, 1.0).toImage() != english
    settings["language"] = "en"
    qtbot.waitUntil(lambda: window.game_menu.title() == "&Game")
    assert window.art.face(jack_of_spades, 120, 1.0).toImage() == english
