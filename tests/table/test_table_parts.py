"""The table's smaller parts: layout arithmetic, the game clock, rule messages, the win dialog."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from rusol_qt.app.session.clock import GameClock
from rusol_qt.base.words import format_time, rule_message
from rusol_qt.model.game import COLUMN_COUNT
from rusol_qt.model.rules import GROUP_LIMIT, Rule, RuleSet
from rusol_qt.table.cardart import CARD_ASPECT
from rusol_qt.table.layout import FACE_DOWN_STEP, FACE_UP_STEP, TableLayout
from tests.composed_app import FakeTime


@pytest.mark.parametrize(("width", "height"), [(720, 420), (1200, 750), (1920, 1040), (3840, 2100)])
def test_the_table_fits_the_view_and_grows_with_it(width: int, height: int) -> None:
    layout = TableLayout.for_size(width, height, CARD_ASPECT)
    right = layout.foundation_origin(0)[0] + layout.card_width
    bottom = layout.foundation_origin(3)[1] + layout.card_height
    assert right <= width and bottom <= height
    assert layout.column_origin(0)[0] >= 0
    # Centred: as much room left of the table as right of it.
    assert abs(layout.column_origin(0)[0] - (width - right)) <= 1
    assert layout.card_height == round(layout.card_width * CARD_ASPECT)
    smaller = TableLayout.for_size(width * 0.8, height * 0.8, CARD_ASPECT)
    assert smaller.card_width < layout.card_width


def test_face_down_cards_overlap_tighter_than_face_up_ones() -> None:
    layout = TableLayout.for_size(1600, 900, CARD_ASPECT)
    offsets = layout.column_offsets(11, 6)
    steps = [b - a for a, b in zip(offsets, offsets[1:], strict=False)]
    assert steps[:6] == [pytest.approx(FACE_DOWN_STEP * layout.card_width)] * 6
    assert steps[6:] == [pytest.approx(FACE_UP_STEP * layout.card_width)] * 4


@pytest.mark.parametrize("face_down", [0, 6])
def test_a_long_column_squeezes_so_no_card_leaves_the_view(face_down: int) -> None:
    layout = TableLayout.for_size(1200, 700, CARD_ASPECT)
    count = 11 + 12
    offsets = layout.column_offsets(count, face_down)
    assert layout.top + offsets[-1] + layout.card_height <= layout.height
    # Too long for one lane at the tightest steps, it folds: the first lane's steps, then.
    first_lane = [y for x, y in layout.column_places(count, face_down) if x == 0]
    steps = [b - a for a, b in zip(first_lane, first_lane[1:], strict=False)]
    assert max(steps) < FACE_UP_STEP * layout.card_width
    # Face-down steps (first) are never wider than face-up ones.
    assert all(a <= b + 1e-9 for a, b in zip(steps, steps[1:], strict=False))


def test_columns_do_not_overlap() -> None:
    layout = TableLayout.for_size(1000, 700, CARD_ASPECT)
    lefts = [layout.column_origin(c)[0] for c in range(COLUMN_COUNT)]
    assert all(b - a > layout.card_width for a, b in zip(lefts, lefts[1:], strict=False))
    assert layout.foundation_origin(0)[0] > lefts[-1] + layout.card_width


def test_the_clock_waits_for_the_first_move_pauses_and_stops(qapp: QCoreApplication) -> None:
    now = FakeTime()
    clock = GameClock(now)
    ticking: list[bool] = []
    clock.ticking_changed.connect(ticking.append)
    clock.reset(30.0)
    now.advance(0.03)
    assert clock.elapsed() == 30.0
    clock.start()
    now.advance(0.06)
    running = clock.elapsed()
    assert running == pytest.approx(30.06)
    clock.pause()
    paused = clock.elapsed()
    now.advance(0.04)
    assert clock.elapsed() == paused
    clock.resume()
    now.advance(0.04)
    assert clock.elapsed() == pytest.approx(paused + 0.04)
    clock.stop()
    stopped = clock.elapsed()
    clock.start()  # a won game's clock stays stopped
    now.advance(0.03)
    assert clock.elapsed() == stopped
    # Told each time the time starts or stops moving, and only then.
    assert ticking == [True, False, True, False]
    clock.reset()
    clock.start()
    clock.reset(5.0)  # a new deal: waiting for its first move
    assert ticking == [True, False, True, False, True, False]


@pytest.mark.parametrize(
    ("rule", "rules", "words"),
    [
        (Rule.SAME_SUIT, RuleSet.CLASSIC, "Same suit: a card goes only on a card of the same"),
        (Rule.RANK, RuleSet.CLASSIC, "Same suit: a card goes only on a card of the same"),
        (Rule.RANK, RuleSet.RELAXED, "Mixed suits: a card goes on any card exactly one rank"),
        (Rule.KING_ONLY, RuleSet.CLASSIC, "Only a King can go on an empty column"),
        (Rule.GROUP_LIMIT, RuleSet.CLASSIC, f"At most {GROUP_LIMIT} cards can move at once"),
        (Rule.NOT_LAST_CARD, RuleSet.RELAXED, "Only the last card of a column"),
        (Rule.FACE_DOWN, RuleSet.CLASSIC, "face-down card"),
        (Rule.FOUNDATION_ORDER, RuleSet.CLASSIC, "from the Ace"),
        (Rule.FOUNDATION_TO_FOUNDATION, RuleSet.CLASSIC, "back to a column"),
    ],
)
def test_each_refusing_rule_has_the_apps_wording(
    qapp: QCoreApplication, rule: Rule, rules: RuleSet, words: str
) -> None:
    message = rule_message(rule, rules)
    assert message is not None and words in message


@pytest.mark.parametrize("rule", [Rule.SAME_PILE, Rule.NO_CARD])
def test_putting_a_group_back_needs_no_words(qapp: QCoreApplication, rule: Rule) -> None:
    assert rule_message(rule, RuleSet.CLASSIC) is None


def test_every_rule_is_either_worded_or_silent(qapp: QCoreApplication) -> None:
    silent = {Rule.SAME_PILE, Rule.NO_CARD}
    for rule in Rule:
        assert (rule_message(rule, RuleSet.CLASSIC) is None) == (rule in silent), rule


@pytest.mark.parametrize(
    ("seconds", "text"),
    [(0, "0:00"), (59.9, "0:59"), (61, "1:01"), (3600, "1:00:00"), (3725, "1:02:05")],
)
def test_times_read_like_a_clock(seconds: float, text: str) -> None:
    assert format_time(seconds) == text


@pytest.mark.parametrize(
    ("seconds", "text"),
    [
        (float("nan"), "-:--"),
        (float("inf"), "9999:59:59"),
        (float("-inf"), "0:00"),
        (-12.0, "0:00"),
        (1e300, "9999:59:59"),
        (9999 * 3600 + 3599.5, "9999:59:59"),
    ],
)
def test_any_float_reads_as_a_time(seconds: float, text: str) -> None:
    assert format_time(seconds) == text
