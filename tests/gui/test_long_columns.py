"""Long columns squeeze to stay on the table at every window size, and still take drops."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from rusol_qt.app.window import MainWindow
from rusol_qt.model.cards import parse_card
from rusol_qt.table.cardart import CARD_ASPECT, INDEX_BOTTOM
from rusol_qt.table.layout import FACE_DOWN_STEP, FACE_UP_STEP, TableLayout
from tests.gui.table_fixtures import (
    arranged,
    card_point,
    drag,
    names,
    pile_point,
    settle,
    show,
    window_fixture,  # noqa: F401 - the fixture "window"
)
from tools.long_column import long_column_game

#: Step that still shows a face-up card's whole index, rank and suit, in card widths (the card
#: art's design space is 100 units wide).
INDEX_SHOWS = INDEX_BOTTOM / 100

# A Classic column of 37 cards: 6 face down, then groups out of order, as a long game leaves
# them, ending on 5D. 4D waits in column 2, the empty column 4 takes a King.
LONG = (
    ["2C", "3C", "4C", "5C", "6C", "7C"]
    + [f"{rank}H" for rank in "KQJT98765432"]
    + [f"{rank}S" for rank in "KQJT98765432"]
    + ["8C", "9C", "TC", "JC", "QC", "KC", "5D"]
)


def steps_of(layout: TableLayout, count: int, face_down: int) -> list[float]:
    offsets = layout.column_offsets(count, face_down)
    return [b - a for a, b in zip(offsets, offsets[1:], strict=False)]


@pytest.mark.parametrize(("width", "height"), [(720, 420), (1000, 600), (1360, 770), (2560, 1400)])
@pytest.mark.parametrize("count", [11, 20, 26, 33, 40, 52])
def test_any_column_ends_with_its_last_card_whole_on_the_table(
    width: int, height: int, count: int
) -> None:
    layout = TableLayout.for_size(width, height, CARD_ASPECT)
    face_down = min(6, count - 1)
    offsets = layout.column_offsets(count, face_down)
    assert layout.top + offsets[-1] + layout.card_height <= height + 1e-6
    steps = steps_of(layout, count, face_down)
    assert all(step > 0 for step in steps)
    down, up = steps[:face_down], steps[face_down:]
    # Face-down cards squeeze first and tightest.
    assert max(down) <= min(up) + 1e-9
    if down[0] < FACE_DOWN_STEP * layout.card_width - 1e-9:
        assert up[0] <= FACE_UP_STEP * layout.card_width + 1e-9


def test_face_up_cards_keep_their_index_showing_while_the_face_down_ones_can_give_way() -> None:
    # At the default window a 22-card column (6 down) keeps every index readable.
    layout = TableLayout.for_size(1360, 770, CARD_ASPECT)
    steps = steps_of(layout, 22, 6)
    assert min(steps[6:]) >= INDEX_SHOWS * layout.card_width
    assert max(steps[:6]) < FACE_DOWN_STEP * layout.card_width
    # A column that fits is not squeezed at all.
    assert steps_of(layout, 12, 6)[6:] == [pytest.approx(FACE_UP_STEP * layout.card_width)] * 5


@pytest.mark.parametrize(("width", "height"), [(720, 500), (1360, 850)])
def test_a_column_of_25_cards_shows_every_index_whole(
    window: MainWindow, qtbot: QtBot, width: int, height: int
) -> None:
    # The column of docs/card-art.md's screenshots, on the table at the minimum and the
    # default window: no face-up card lies over the index of the one under it.
    window.resize(width, height)
    viewport = window.view.viewport()
    qtbot.waitUntil(
        lambda: (
            (window.scene.layout.width, window.scene.layout.height)
            == (viewport.width(), viewport.height())
        )
    )
    game = long_column_game(face_up=19, face_down=6)
    show(window, game)
    column = [window.scene.cards[card] for card in game.columns[6]]
    assert len(column) == 25
    steps = [below.y() - above.y() for above, below in zip(column[6:], column[7:], strict=False)]
    assert min(steps) >= INDEX_SHOWS * window.scene.layout.card_width
    last = column[-1]
    assert last.y() + last.size()[1] <= viewport.height()


@pytest.mark.parametrize(("width", "height"), [(720, 500), (1360, 850)])
def test_a_long_column_stays_in_the_view_and_takes_drops(
    window: MainWindow, qtbot: QtBot, width: int, height: int
) -> None:
    window.resize(width, height)
    game = arranged({0: LONG, 1: ["4D"]})
    game.face_down[0] = 6
    show(window, game)
    view_height = window.view.viewport().height()
    last = window.scene.cards[parse_card("5D")]
    assert last.y() + last.size()[1] <= view_height
    # A drop on the squeezed column's last card lands there.
    drag(window, card_point(window, "4D"), pile_point(window, 0))
    settle(qtbot, window)
    assert names(window.session.game, 0)[-2:] == ["5D", "4D"]
    last = window.scene.cards[parse_card("4D")]
    assert last.y() + last.size()[1] <= view_height
    # A squeezed face-up card is still picked by its strip: KS and the 19 cards on it.
    drag(window, card_point(window, "KS", down=0.04), pile_point(window, 4))
    settle(qtbot, window)
    assert names(window.session.game, 4)[0] == "KS"
    assert len(names(window.session.game, 4)) == 20
    assert window.scene.card_at(QPointF(last.pos()) + QPointF(5, 5)) is last


def test_a_group_held_over_a_long_column_floats_where_it_would_land(
    window: MainWindow, qtbot: QtBot
) -> None:
    window.resize(720, 500)
    game = arranged({0: LONG, 1: ["4D"]})
    game.face_down[0] = 6
    show(window, game)
    scene = window.scene
    for _ in range(12):
        if scene.focus[0] == 1:
            break
        QTest.keyClick(window.view, Qt.Key.Key_Right)
    QTest.keyClick(window.view, Qt.Key.Key_Space)
    assert scene.lifted == (1, 0)
    QTest.keyClick(window.view, Qt.Key.Key_Left)
    scene.complete_animations()
    held = scene.cards[parse_card("4D")]
    landing = scene.piles[0].card_positions(len(LONG) + 1, 6)[-1]
    # Up and left of its landing spot by the float, and whole within the view.
    assert abs(held.y() - landing.y()) <= 0.13 * held.size()[0]
    assert held.y() + held.size()[1] <= window.view.viewport().height()
    QTest.keyClick(window.view, Qt.Key.Key_Space)
    settle(qtbot, window)
    assert names(window.session.game, 0)[-1] == "4D"
