"""The composed app for the tests of the table, the dialogs and the application.

Fixtures: ``composed`` (the app as ``compose`` builds it, on a known deal), its ``session`` and
``window``, and the ``fake_time`` its game clock reads; helpers for real mouse input.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from rusol_qt.app.play.commands import GameCommands
from rusol_qt.app.session import GameClock, GameSession
from rusol_qt.app.startup.compose import ComposedApp, compose
from rusol_qt.app.window.main_window import MainWindow
from rusol_qt.base.settings import Settings
from rusol_qt.model.cards import card_name, parse_card
from rusol_qt.model.game import COLUMN_COUNT, Game
from rusol_qt.model.gamecode import GameCode
from rusol_qt.model.rules import RuleSet
from rusol_qt.storage import paths

#: A deal whose first moves the tests know (``python -m rusol_qt --print-deal RU1-C-AAAAABB``):
#: 10S (column 4) with the four cards on it goes on JS (column 7); 4D on 5D; AC on 2C.
KNOWN_CODE = GameCode.parse("RU1-C-AAAAABB")


class FakeTime:
    """A time source for the game clock that moves only when a test moves it."""

    def __init__(self) -> None:
        self.seconds = 1000.0

    def __call__(self) -> float:
        return self.seconds

    def advance(self, seconds: float) -> None:
        self.seconds += seconds


@pytest.fixture(name="fake_time")
def fake_time_fixture() -> FakeTime:
    """The time source of the game clock in :func:`composed_fixture`: it moves when a test says."""
    return FakeTime()


@pytest.fixture(name="composed")
def composed_fixture(qtbot: QtBot, tmp_path: Path, fake_time: FakeTime) -> Iterator[ComposedApp]:
    """The app with its main window at 1200 x 800 on the known deal, dealt and settled.

    Its game clock reads ``fake_time``: a test advances the time instead of waiting for it.
    """
    paths.use_base(tmp_path)
    composed = compose(Settings(), clock=GameClock(fake_time))
    win = composed.window
    qtbot.addWidget(win)
    win.resize(1200, 800)
    win.show()
    qtbot.waitExposed(win)
    composed.session.start(KNOWN_CODE)
    win.scene.complete_animations()
    yield composed
    paths.use_base(None)


@pytest.fixture(name="window")
def window_fixture(composed: ComposedApp) -> MainWindow:
    """The main window of :func:`composed_fixture`."""
    return composed.window


@pytest.fixture(name="session")
def session_fixture(composed: ComposedApp) -> GameSession:
    """The game session of :func:`composed_fixture`: the tests play through it."""
    return composed.session


def commands_of(window: MainWindow) -> GameCommands:
    """The game commands composed with ``window``."""
    commands = window.findChild(GameCommands)
    assert isinstance(commands, GameCommands)
    return commands


def arranged(
    columns: Mapping[int, Sequence[str]],
    foundations: Sequence[int] = (0, 0, 0, 0),
    rules: RuleSet = RuleSet.CLASSIC,
) -> Game:
    """A game in a chosen position: the given columns face up, ``foundations`` heights, and every
    other card face down at the bottom of column 7 (under its given cards, if any).
    """
    game = Game(KNOWN_CODE.with_rules(rules))
    placed = {parse_card(name) for cards in columns.values() for name in cards}
    home = {suit * 13 + rank for suit in range(4) for rank in range(foundations[suit])}
    rest = [card for card in range(52) if card not in placed and card not in home]
    game.columns = [[parse_card(name) for name in columns.get(c, ())] for c in range(COLUMN_COUNT)]
    game.columns[6] = rest + game.columns[6]
    # A column never ends on a face-down card: with nothing given for column 7, its top is up.
    hidden = len(rest) if columns.get(6) else max(0, len(rest) - 1)
    game.face_down = [0] * (COLUMN_COUNT - 1) + [hidden]
    game.foundations = list(foundations)
    return game


def show(session: GameSession, game: Game) -> None:
    """Put ``game`` on the table, without the deal animation."""
    session.start(game.code, game)
    session.controller.scene.complete_animations()


def settle(qtbot: QtBot, window: MainWindow) -> None:
    """Let every animation finish the way the player sees it: in time (at most two seconds)."""
    qtbot.waitUntil(lambda: not window.scene.is_animating(), timeout=2000)


def card_point(window: MainWindow, name: str, down: float = 0.1) -> QPoint:
    """A point on the visible top strip of a card, in viewport coordinates."""
    item = window.scene.cards[parse_card(name)]
    width, height = item.size()
    return window.view.mapFromScene(item.pos() + QPointF(width / 2, height * down))


def glow(window: MainWindow, pile: int) -> float:
    """How far ``pile``'s highlight has faded in, from 0 to 1.

    Read through Qt's property system, as its fade animation writes it (for mypy the attribute
    ``highlightedness`` is the class's ``Property``, not a number).
    """
    value: float = window.scene.piles[pile].property("highlightedness")
    return value


def pile_point(window: MainWindow, pile: int) -> QPoint:
    """The middle of the spot where a group would land on ``pile``."""
    rect = window.scene.piles[pile].landing_rect()
    return window.view.mapFromScene(rect.center())


def drag(window: MainWindow, start: QPoint, end: QPoint, steps: int = 8) -> None:
    """Press at ``start``, move in steps as a hand would, release at ``end``."""
    viewport = window.view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, steps + 1):
        point = start + (end - start) * (step / steps)
        QTest.mouseMove(viewport, point)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def click(window: MainWindow, point: QPoint) -> None:
    """One click of the left button."""
    QTest.mouseClick(
        window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point
    )


def double_click(window: MainWindow, point: QPoint) -> None:
    """A double-click as Qt 6 delivers it: press, release, press, double-click, release.

    (``QTest.mouseDClick`` alone sends only the double-click event.)
    """
    viewport = window.view.viewport()
    left, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    QTest.mousePress(viewport, left, none, point)
    QTest.mouseRelease(viewport, left, none, point)
    QTest.mousePress(viewport, left, none, point)
    QTest.mouseDClick(viewport, left, none, point)
    QTest.mouseRelease(viewport, left, none, point)


def names(game: Game, pile: int) -> list[str]:
    """The cards of a pile by name, bottom first."""
    return [card_name(card) for card in game.pile(pile)]


def answering(trigger: Callable[[], object], answer: Callable[[QMessageBox], object]) -> list[str]:
    """Run ``trigger``; if it asks a question, ``answer`` it (a key, a button click).

    Returns what the question showed: its text, the default button's text, then every button's
    text; an empty list when nothing was asked. A modal box's ``exec()`` returns only once it
    is answered, so the box is looked for from a timer running inside its event loop.
    """
    seen: list[str] = []

    def look() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and not seen:
            default = box.defaultButton()
            seen.extend([box.text(), default.text() if default else ""])
            seen.extend(button.text() for button in box.buttons())
            answer(box)

    timer = QTimer()
    timer.setInterval(20)
    timer.timeout.connect(look)
    timer.start()
    try:
        trigger()
    finally:
        timer.stop()
    return seen


def press_button(text: str) -> Callable[[QMessageBox], None]:
    """An answer that clicks the button labelled ``text``."""

    def click_it(box: QMessageBox) -> None:
        (button,) = [button for button in box.buttons() if button.text() == text]
        button.click()

    return click_it


def press_key(key: Qt.Key) -> Callable[[QMessageBox], None]:
    """An answer that presses ``key`` in the box."""
    return lambda box: QTest.keyClick(box, key)
