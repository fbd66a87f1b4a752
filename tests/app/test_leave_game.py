"""Leaving a game with moves for another deal asks first; Keep Playing is the safe default."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from rusol_qt.app.session import GameSession
from rusol_qt.app.window.main_window import MainWindow
from rusol_qt.dialogs.new_game import NewGameDialog
from tests.composed_app import (
    KNOWN_CODE,
    answering,
    arranged,
    commands_of,
    press_button,
    press_key,
    show,
    window_fixture,  # noqa: F401 - the fixture "window"
)

# Dialogs on the offscreen platform (a Qt limitation there, not ours).
pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

OTHER = "RU1-C-AAAAACC"


def play_a_move(session: GameSession) -> None:
    assert session.play(session.game.legal_moves()[0])
    session.controller.scene.complete_animations()


def test_restart_without_a_move_asks_nothing(session: GameSession, window: MainWindow) -> None:
    asked = answering(window.registry["restart"].trigger, press_key(Qt.Key.Key_Escape))
    assert asked == []
    assert session.game.code == KNOWN_CODE


@pytest.mark.parametrize("key", [Qt.Key.Key_Escape, Qt.Key.Key_Return])
def test_restart_after_a_move_asks_and_the_keyboard_keeps_playing(
    session: GameSession, window: MainWindow, key: Qt.Key
) -> None:
    play_a_move(session)
    game = session.game
    asked = answering(window.registry["restart"].trigger, press_key(key))
    text, default, *buttons = asked
    assert text == "Restart this deal from the beginning?"
    assert default == "&Keep Playing"
    assert sorted(buttons) == ["&Keep Playing", "&Restart"]
    assert session.game is game and game.moves == 1


def test_restart_when_the_player_agrees(session: GameSession, window: MainWindow) -> None:
    play_a_move(session)
    game = session.game
    assert answering(window.registry["restart"].trigger, press_button("&Restart"))
    assert session.game is not game
    assert session.game.code == KNOWN_CODE and session.game.moves == 0


def accept_new_game(window: MainWindow, qtbot: QtBot) -> Callable[[], None]:
    dialog = commands_of(window).choose_new_game()
    qtbot.waitExposed(dialog)
    dialog.code_field.setText(OTHER)
    assert isinstance(dialog, NewGameDialog)
    return dialog.accept


def test_a_new_game_chosen_after_a_move_asks_first(
    session: GameSession, window: MainWindow, qtbot: QtBot
) -> None:
    play_a_move(session)
    game = session.game
    asked = answering(accept_new_game(window, qtbot), press_key(Qt.Key.Key_Escape))
    assert asked[:2] == ["Leave the game in progress for a new one?", "&Keep Playing"]
    assert session.game is game
    assert answering(accept_new_game(window, qtbot), press_button("&New Game"))
    assert str(session.game.code) == OTHER


def test_a_won_game_is_left_without_a_question(
    session: GameSession, window: MainWindow, qtbot: QtBot
) -> None:
    show(session, arranged({0: ["KC"]}, foundations=(13, 13, 13, 12)))
    play_a_move(session)
    assert session.game.is_won()
    assert answering(window.registry["restart"].trigger, press_key(Qt.Key.Key_Escape)) == []
    assert session.game.moves == 0


def test_the_question_is_a_message_box_of_the_window(
    session: GameSession, window: MainWindow
) -> None:
    play_a_move(session)
    parents: list[object] = []

    def look(box: QMessageBox) -> None:
        parents.append(box.parent())
        box.reject()

    answering(window.registry["restart"].trigger, look)
    assert parents == [window]


@pytest.mark.parametrize(
    ("keeps_history", "consequence"),
    [
        (True, "The game in progress will be recorded as abandoned in the history."),
        (False, "The game in progress will be lost."),
    ],
)
def test_the_question_says_what_becomes_of_the_game(
    session: GameSession, window: MainWindow, keeps_history: bool, consequence: str
) -> None:
    session.keeps_history = keeps_history  # the history feature sets it when a history is kept
    play_a_move(session)
    said: list[str] = []

    def note_and_keep_playing(box: QMessageBox) -> None:
        said.append(box.informativeText())
        press_key(Qt.Key.Key_Escape)(box)

    answering(window.registry["restart"].trigger, note_and_keep_playing)
    assert said == [consequence]
