"""Long columns show every face-up card's whole index and every face-down card's back.

The positions are reached by legal play (``tests/table/long_positions.py``): the issue's two and
the longest column the docs name under each rule set. A column too long for the view keeps its
tightest steps and folds into another lane, so no index is ever cut (docs/table.md).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from rusol_qt.app.session import GameSession
from rusol_qt.app.window.main_window import MainWindow
from rusol_qt.model.cards import parse_card
from rusol_qt.model.game import COLUMN_COUNT, Game, Move
from rusol_qt.table.card import CardItem
from rusol_qt.table.cardart import CARD_ASPECT, INDEX_BOTTOM, INDEX_RANK, INDEX_SUIT, INDEX_TOP
from rusol_qt.table.layout import FACE_DOWN_STEP, FACE_UP_STEP, LANE_SHIFT, TableLayout
from tests.composed_app import (
    arranged,
    card_point,
    drag,
    names,
    pile_point,
    settle,
    show,
    window_fixture,  # noqa: F401 - the fixture "window"
)
from tests.table.long_positions import LONGEST, POSITIONS, LongColumn
from tools.long_column import long_column_game

#: Step that still shows a face-up card's whole index, rank and suit, in card widths (the card
#: art's design space is 100 units wide).
INDEX_SHOWS = INDEX_BOTTOM / 100
#: How far down a face-down card's blue starts (the back's white edge is 5 units).
BACK_STARTS = 0.05

#: The default window on a 1600 x 1000 and on a 1024 x 640 screen (85 % of it), and the
#: smallest window, which is also what a 1600 x 1000 screen at scale factor 2 gets (its 800 x 500
#: logical pixels hold no more than the minimum 720 x 500).
WINDOWS = [(1360, 850), (870, 544), (720, 500)]

# A Classic column of 37 cards: 6 face down, then groups out of order, as a long game leaves
# them, ending on 5D. 4D waits in column 2, the empty column 4 takes a King.
LONG = (
    ["2C", "3C", "4C", "5C", "6C", "7C"]
    + [f"{rank}H" for rank in "KQJT98765432"]
    + [f"{rank}S" for rank in "KQJT98765432"]
    + ["8C", "9C", "TC", "JC", "QC", "KC", "5D"]
)


def resize(window: MainWindow, qtbot: QtBot, width: int, height: int) -> None:
    """Give the window a size and wait until the table is laid out for it."""
    window.resize(width, height)
    viewport = window.view.viewport()
    qtbot.waitUntil(
        lambda: (
            (window.scene.layout.width, window.scene.layout.height)
            == (viewport.width(), viewport.height())
        )
    )


def index_rect(item: CardItem) -> QRectF:
    """Where a face-up card's corner index (rank and suit) lies, in scene coordinates."""
    unit = item.size()[0] / 100
    return QRectF(
        item.x() + INDEX_RANK.left() * unit,
        item.y() + INDEX_TOP * unit,
        (INDEX_SUIT.right() - INDEX_RANK.left()) * unit,
        (INDEX_BOTTOM - INDEX_TOP) * unit,
    )


def hidden_parts(window: MainWindow, game: Game) -> list[str]:
    """Every face-up card whose index, and every face-down card whose back, does not show.

    An index shows when it lies inside the view and no card above it (higher in the stacking
    order) overlaps it; a back shows when the card above it leaves a band of its blue.
    """
    scene = window.scene
    view = QRectF(window.view.viewport().rect())
    found = []
    for column in range(COLUMN_COUNT):
        items = [scene.cards[card] for card in game.columns[column]]
        for index, item in enumerate(items):
            name = f"{items[index].card} in column {column + 1}"
            rect = item.card_rect()
            if not view.contains(rect):
                found.append(f"{name} leaves the view")
            above = [other for other in scene.cards if other.zValue() > item.zValue()]
            if game.is_face_up(column, index):
                shows = index_rect(item)
                if any(other.card_rect().intersects(shows) for other in above):
                    found.append(f"the index of {name} is covered")
            else:
                # A band of blue a pixel high, left of where a next lane would start.
                inset = BACK_STARTS * rect.width() + 1
                blue = QRectF(
                    rect.x() + inset, rect.y() + inset, LANE_SHIFT * rect.width() - inset - 1, 1
                )
                if any(other.card_rect().intersects(blue) for other in above):
                    found.append(f"the back of {name} is covered")
    return found


@pytest.mark.parametrize(
    "position", POSITIONS, ids=lambda position: f"{position.code}-{position.length}"
)
def test_the_long_columns_are_reached_by_legal_play(position: LongColumn) -> None:
    game = position.game()
    assert len(game.columns[position.column]) == position.length
    assert game.face_down[position.column] == position.face_down
    assert max(len(column) for column in game.columns) == position.length


@pytest.mark.parametrize(("width", "height"), WINDOWS)
@pytest.mark.parametrize(
    "position", POSITIONS, ids=lambda position: f"{position.code}-{position.length}"
)
def test_every_face_up_index_and_every_back_shows_in_the_long_columns(
    session: GameSession,
    window: MainWindow,
    qtbot: QtBot,
    position: LongColumn,
    width: int,
    height: int,
) -> None:
    resize(window, qtbot, width, height)
    game = position.game()
    show(session, game)
    assert hidden_parts(window, game) == []


@pytest.mark.parametrize(("width", "height"), WINDOWS)
@pytest.mark.parametrize("face_down", [0, 6])
def test_all_52_cards_in_one_column_show_every_index(
    session: GameSession, window: MainWindow, qtbot: QtBot, width: int, height: int, face_down: int
) -> None:
    # The bound of docs/table.md: no column can hold more. Arranged, not played.
    resize(window, qtbot, width, height)
    cards = [f"{rank}{suit}" for suit in "SHDC" for rank in "A23456789TJQK"]
    column = 6 if face_down else 0
    game = arranged({column: cards})
    game.face_down[column] = face_down
    show(session, game)
    assert len(session.game.columns[column]) == 52
    assert hidden_parts(window, game) == []


@pytest.mark.parametrize(("width", "height"), [(720, 420), (1000, 600), (1360, 770), (2560, 1400)])
@pytest.mark.parametrize("face_down", [0, 6])
def test_adding_a_card_to_a_folded_column_moves_no_card_already_there(
    width: int, height: int, face_down: int
) -> None:
    layout = TableLayout.for_size(width, height, CARD_ASPECT)
    folded = False
    for count in range(face_down + 1, 52):
        before = layout.column_places(count, face_down)
        after = layout.column_places(count + 1, face_down)
        bottom = max(y for _, y in after) + layout.top + layout.card_height
        assert bottom <= height + 1e-6
        moved = max(
            abs(a[1] - b[1]) + abs(a[0] - b[0]) for a, b in zip(before, after[:count], strict=True)
        )
        if max(x for x, _ in before) > 0:
            folded = True
            # The tightest steps are kept: the new card starts a lane or ends the last one.
            assert moved == pytest.approx(0.0)
        else:
            # Squeezing shifts the cards up to make room for one more: less than a step.
            assert moved <= FACE_UP_STEP * layout.card_width + 1e-6
    assert folded
    assert max(x for x, _ in layout.column_places(52, face_down)) <= (
        2 * LANE_SHIFT * layout.card_width + 1e-6
    )


def test_a_column_that_fits_is_not_squeezed() -> None:
    layout = TableLayout.for_size(1360, 770, CARD_ASPECT)
    offsets = layout.column_offsets(12, 6)
    steps = [b - a for a, b in zip(offsets, offsets[1:], strict=False)]
    assert (
        steps
        == [pytest.approx(FACE_DOWN_STEP * layout.card_width)] * 6
        + [pytest.approx(FACE_UP_STEP * layout.card_width)] * 5
    )


def test_a_folded_column_pushes_the_columns_right_of_it_and_not_the_others() -> None:
    layout = TableLayout.for_size(870, 453, CARD_ASPECT)
    folded = layout.with_columns([(1, 0), (40, 0), (1, 0), (1, 0), (1, 0), (1, 0), (8, 6)])
    assert folded.lanes[1] > 1
    assert folded.column_origin(0) == layout.column_origin(0)
    assert folded.column_origin(1) == layout.column_origin(1)
    assert folded.column_origin(2)[0] > layout.column_origin(2)[0]
    right = folded.foundation_origin(0)[0] + folded.card_width
    assert right <= folded.width


@pytest.mark.parametrize(("width", "height"), [(720, 500), (1360, 850)])
def test_a_column_of_25_cards_shows_every_index_whole(
    session: GameSession, window: MainWindow, qtbot: QtBot, width: int, height: int
) -> None:
    # The column of docs/card-art.md's screenshots, on the table at the minimum and the
    # default window: no face-up card lies over the index of the one under it.
    resize(window, qtbot, width, height)
    game = long_column_game(face_up=19, face_down=6)
    show(session, game)
    assert hidden_parts(window, game) == []


@pytest.mark.parametrize(("width", "height"), [(720, 500), (1360, 850)])
def test_a_long_column_stays_in_the_view_and_takes_drops(
    session: GameSession, window: MainWindow, qtbot: QtBot, width: int, height: int
) -> None:
    resize(window, qtbot, width, height)
    game = arranged({0: LONG, 1: ["4D"]})
    game.face_down[0] = 6
    show(session, game)
    view_height = window.view.viewport().height()
    last = window.scene.cards[parse_card("5D")]
    assert last.y() + last.size()[1] <= view_height
    # A drop on the long column's last card lands there.
    drag(window, card_point(window, "4D"), pile_point(window, 0))
    settle(qtbot, window)
    assert names(session.game, 0)[-2:] == ["5D", "4D"]
    last = window.scene.cards[parse_card("4D")]
    assert last.y() + last.size()[1] <= view_height
    # A squeezed face-up card is still picked by its strip: KS and the 19 cards on it.
    drag(window, card_point(window, "KS", down=0.04), pile_point(window, 4))
    settle(qtbot, window)
    assert names(session.game, 4)[0] == "KS"
    assert len(names(session.game, 4)) == 20
    assert window.scene.card_at(QPointF(last.pos()) + QPointF(5, 5)) is last


def test_a_group_held_over_a_long_column_floats_where_it_would_land(
    session: GameSession, window: MainWindow, qtbot: QtBot
) -> None:
    resize(window, qtbot, 720, 500)
    game = arranged({0: LONG, 1: ["4D"]})
    game.face_down[0] = 6
    show(session, game)
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
    assert abs(held.x() - landing.x()) <= 0.13 * held.size()[0]
    assert held.y() + held.size()[1] <= window.view.viewport().height()
    QTest.keyClick(window.view, Qt.Key.Key_Space)
    settle(qtbot, window)
    assert names(session.game, 0)[-1] == "4D"


def test_the_longest_columns_named_are_the_longest_positions() -> None:
    assert {position.code[4] for position in LONGEST} == {"C", "R"}
    assert all(
        position.length >= other.length
        for position in LONGEST
        for other in POSITIONS
        if other.code[4] == position.code[4]
    )


def test_only_the_last_card_of_a_folded_column_shows_whole(
    session: GameSession, window: MainWindow, qtbot: QtBot
) -> None:
    # The last card of a lane shows its index strip like the cards above it, so the eye finds
    # the column's real last card; below that strip the felt takes the click, not the card.
    resize(window, qtbot, 870, 544)
    cards = [f"{rank}{suit}" for suit in "SHDC" for rank in "A23456789TJQK"]
    show(session, arranged({0: cards}))
    items = [window.scene.cards[card] for card in session.game.columns[0]]
    lane_ends = [a for a, b in zip(items, items[1:], strict=False) if b.x() > a.x()]
    assert len(lane_ends) == 2
    width, height = items[0].size()
    for item in lane_ends:
        assert item.visible_height() < 0.3 * width
        below = item.pos() + QPointF(width / 2, height * 0.8)
        assert window.scene.card_at(below) is None
    assert items[-1].visible_height() == height


def test_a_fold_lets_the_piles_on_its_right_glide_aside_as_the_cards_do(
    session: GameSession, window: MainWindow, qtbot: QtBot
) -> None:
    resize(window, qtbot, 870, 544)
    column = [f"{rank}{suit}" for suit in "SC" for rank in "KQJT98765"] + ["5D"]
    game = arranged({0: column[-18:], 2: ["4D"]})
    show(session, game)
    scene = window.scene
    assert scene.layout.lanes[0] == 1
    empty = scene.piles[1]  # an empty column, right of the one that folds
    before = empty.pos()
    assert session.play(Move(2, 0, 0))
    assert scene.layout.lanes[0] == 2
    assert empty.origin().x() > before.x()
    # Not there at once: it glides, and the next action completes the glide.
    assert empty.pos() != empty.origin()
    settle(qtbot, window)
    qtbot.waitUntil(lambda: empty.pos() == empty.origin(), timeout=2000)
