"""The refusal banner never covers the last card or the foundation the player was aiming at."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF
from pytestqt.qtbot import QtBot

from rusol_qt.app.session import GameSession
from rusol_qt.app.window.main_window import MainWindow
from rusol_qt.model.cards import parse_card
from rusol_qt.table.overlays import TEXT_FLAGS, MessageBanner, banner_place
from tests.composed_app import (
    arranged,
    card_point,
    drag,
    pile_point,
    settle,
    show,
    window_fixture,  # noqa: F401 - the fixture "window"
)
from tests.table.test_long_columns import LONG


def banner_rect(window: MainWindow) -> QRectF:
    banner = window.scene.message
    assert banner.isVisible() and banner.text
    return banner.mapRectToScene(banner.boundingRect())


@pytest.mark.parametrize(("width", "height"), [(720, 500), (1000, 640), (1360, 850)])
def test_a_refused_drop_on_a_long_column_leaves_its_last_card_in_sight(
    session: GameSession, qtbot: QtBot, window: MainWindow, width: int, height: int
) -> None:
    window.resize(width, height)
    game = arranged({0: LONG, 3: LONG[:6] + ["3D"]})
    game.face_down[0] = 6
    show(session, game)
    aimed = window.scene.piles[0].landing_rect()
    # Where the banner would go on its own: the bottom centre, over the long column's end.
    home = window.scene.sceneRect()
    drag(window, card_point(window, "3D"), pile_point(window, 0))
    settle(qtbot, window)
    assert session.game.columns[0][-1] == parse_card("5D")  # refused
    rect = banner_rect(window)
    assert not rect.intersects(aimed), (rect, aimed)
    assert home.contains(rect)


def test_a_refused_drop_on_a_foundation_leaves_the_foundation_in_sight(
    session: GameSession, qtbot: QtBot, window: MainWindow
) -> None:
    window.resize(720, 500)
    game = arranged({2: ["5C"]})
    show(session, game)
    drag(window, card_point(window, "5C"), pile_point(window, 10))
    settle(qtbot, window)
    assert session.game.columns[2] == [parse_card("5C")]
    rect = banner_rect(window)
    assert not rect.intersects(window.scene.piles[10].landing_rect())


def test_the_banner_stays_at_the_bottom_centre_when_nothing_is_in_the_way() -> None:
    scene = QRectF(0, 0, 1000, 600)
    size = QRectF(0, 0, 400, 40)
    home = banner_place(size, scene, 20)
    assert home is not None
    assert home.y() == 600 - 40 - 20 and home.x() == 300
    far = QRectF(10, 10, 60, 90)
    assert banner_place(size, scene, 20, [far]) == home


def test_the_banner_moves_off_what_it_would_cover() -> None:
    scene = QRectF(0, 0, 1000, 600)
    size = QRectF(0, 0, 400, 40)
    under = QRectF(450, 480, 80, 110)  # where the banner would sit
    place = banner_place(size, scene, 20, [under])
    assert place is not None
    moved = QRectF(place, size.size())
    assert not moved.intersects(under) and scene.contains(moved)
    # The nearest free place: just above the card, still centred.
    assert place.x() == 300 and moved.bottom() <= under.top()


def test_the_banner_finds_no_place_where_every_row_is_blocked() -> None:
    scene = QRectF(0, 0, 1000, 600)
    size = QRectF(0, 0, 400, 40)
    wall = [QRectF(0, y, 1000, 30) for y in range(0, 600, 60)]
    assert banner_place(size, scene, 20, wall) is None


def test_a_long_message_takes_more_lines_to_fit_between_cards(qtbot: QtBot) -> None:
    # Only a narrow gap is free of cards: the banner wraps its text to pass between them.
    scene = QRectF(0, 0, 1000, 600)
    cards = [QRectF(0, 0, 380, 600), QRectF(620, 0, 380, 600)]
    banner = MessageBanner()
    text = "Same suit: a card goes only on a card of the same family, one rank higher. " * 2
    banner.show_text(text, scene, 100, avoid=cards)
    rect = banner.mapRectToScene(banner.boundingRect())
    assert scene.contains(rect)
    assert not any(rect.intersects(card) for card in cards), rect


@pytest.mark.parametrize("width", [870, 1360])
def test_the_text_wraps_as_measured_inside_the_padding(qtbot: QtBot, width: int) -> None:
    # Set in the banner's whole width, the lines reflowed longer than measured and ran into
    # its edges; set in the measured width, they wrap as measured.
    scene = QRectF(0, 0, width, width * 0.6)
    banner = MessageBanner()
    text = (
        "This game cannot be won from here. Best possible from here: 51 cards on the "
        "foundations (score 615, each card and each turned card counted once). Next move: "
        "Queen of diamonds back to column 7."
    )
    banner.show_text(text, scene, width / 12.6)
    inner = banner.text_rect()
    outline = banner.boundingRect()
    assert inner.left() > outline.left() + 4 and inner.right() < outline.right() - 4
    metrics = QFontMetricsF(banner.font())
    drawn = metrics.boundingRect(inner, TEXT_FLAGS, text)
    measured = metrics.boundingRect(QRectF(0, 0, inner.width() - 2, 1000), TEXT_FLAGS, text)
    assert drawn.height() == pytest.approx(measured.height())
    assert drawn.height() < outline.height()
