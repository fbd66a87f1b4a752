"""The Hint action, the solver status and winnable deals, on the real window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from rusol_qt.app.advice.hints import REMEMBERED, SolverStatus
from rusol_qt.app.play.winnable_deal import WinnableDealFinder
from rusol_qt.app.session import GameSession
from rusol_qt.app.startup.compose import ComposedApp
from rusol_qt.app.window.main_window import MainWindow
from rusol_qt.model.game import Game, Move
from rusol_qt.model.gamecode import GameCode
from rusol_qt.model.rules import RuleSet
from rusol_qt.model.solver import Solution, Stop, Verdict, heuristic_move, solve_game
from tests.composed_app import (
    KNOWN_CODE,
    arranged,
    show,
    window_fixture,  # noqa: F401 - the fixture "window"
)

WINNABLE = GameCode.parse("RU1-C-AARMEFO")
#: A winnable Classic deal that this first move loses (7 of clubs onto the 8 of clubs).
LOST_BY_A_MOVE = GameCode.parse("RU1-C-YHXIYQJ")
LOSING_MOVE = Move(4, 8, 6)
#: A lost Classic deal on which perfect play still brings 14 cards home, in 39 moves.
LOST_DEAL = GameCode.parse("RU1-C-LCEWRGB")
#: A Relaxed deal the solver needs many seconds for.
SLOW = GameCode.parse("RU1-R-BYCCKZE")


def deal(window: MainWindow, code: GameCode) -> None:
    window.session.start(code)
    window.scene.complete_animations()


def test_key_h_rings_the_first_move_of_a_winning_line(
    session: GameSession, composed: ComposedApp, window: MainWindow, qtbot: QtBot
) -> None:
    deal(window, WINNABLE)
    line = solve_game(Game(WINNABLE)).moves
    with qtbot.waitSignal(composed.hints.hint_shown, timeout=10_000) as shown:
        QTest.keyClick(window.view, Qt.Key.Key_H)
    move, verdict = shown.args
    assert verdict is Verdict.WINNABLE
    assert move == line[0]
    game = session.game
    scene = window.scene
    card = game.pile(move.source)[move.start]
    group, destination = composed.hints.marker.rects
    assert composed.hints.marker.isVisible()
    assert group.contains(scene.cards[card].card_rect())
    assert group.contains(scene.cards[game.pile(move.source)[-1]].card_rect())
    assert destination == scene.piles[move.target].landing_rect()
    assert scene.message.text.startswith("Hint: ")
    assert "column" in scene.message.text or "foundation" in scene.message.text
    # The hinted move played, the next hint comes at once from the same line.
    assert session.play(move)
    with qtbot.waitSignal(composed.hints.hint_shown, timeout=1000) as shown:
        window.registry["hint"].trigger()
    assert shown.args[0] == line[1]


def test_the_hint_is_in_the_game_menu(window: MainWindow) -> None:
    action = window.registry["hint"]
    assert action in window.game_menu.actions()
    assert action.shortcut().toString() == "H"
    assert action.text() == "Hin&t"


def test_a_lost_deal_is_said_plainly_with_the_best_line_left(
    session: GameSession, composed: ComposedApp, window: MainWindow, qtbot: QtBot
) -> None:
    deal(window, KNOWN_CODE)
    best = solve_game(Game(KNOWN_CODE)).best
    assert best is not None and best.proven and best.moves
    with qtbot.waitSignal(composed.hints.hint_shown, timeout=10_000) as shown:
        window.registry["hint"].trigger()
    move, verdict = shown.args
    assert verdict is Verdict.UNWINNABLE
    assert move == best.moves[0], "the first move of the best line left, not a guess"
    assert session.game.check(move) is None
    assert window.scene.message.text == (
        f"This deal cannot be won. Best possible from here: {best.foundation_cards} cards on "
        f"the foundations (score {best.score}, each card and each turned card counted once). "
        f"Next move: {composed.hints._move_text(session.game, move)}."
    )
    # After a move the deal still never could be won: no move lost it.
    assert session.play(move)
    with qtbot.waitSignal(composed.hints.hint_shown, timeout=10_000) as shown:
        window.registry["hint"].trigger()
    assert shown.args[1] is Verdict.UNWINNABLE
    assert window.scene.message.text.startswith("This deal cannot be won. Best possible")


def test_a_game_lost_by_a_move_is_no_longer_winnable(
    session: GameSession, composed: ComposedApp, window: MainWindow, qtbot: QtBot
) -> None:
    deal(window, LOST_BY_A_MOVE)
    assert session.play(LOSING_MOVE)
    with qtbot.waitSignal(composed.hints.hint_shown, timeout=10_000) as shown:
        window.registry["hint"].trigger()
    assert shown.args[1] is Verdict.UNWINNABLE
    assert window.scene.message.text.startswith(
        "This game can no longer be won. Best possible from here: "
    )


def test_following_the_hints_on_a_lost_deal_reaches_the_best_promised(
    session: GameSession, composed: ComposedApp, window: MainWindow, qtbot: QtBot
) -> None:
    deal(window, LOST_DEAL)
    game = session.game
    promised = None
    for _ in range(200):
        with qtbot.waitSignal(composed.hints.hint_shown, timeout=10_000) as shown:
            window.registry["hint"].trigger()
        move, verdict = shown.args
        assert verdict is Verdict.UNWINNABLE
        if promised is None:
            answer = composed.hints.answers[game.rules, Game(LOST_DEAL).position()]
            assert answer.best is not None
            promised = answer.best.foundation_cards
            assert f"from here: {promised} cards on the foundations" in window.scene.message.text
        if move is None:
            break
        assert session.play(move)
        window.scene.complete_animations()
    assert promised is not None and promised >= 10
    assert window.scene.message.text.endswith("No move helps: undo, or start a new game.")
    assert sum(session.game.foundations) == promised


def test_an_unknown_answer_is_not_kept_so_asking_again_searches_again(
    session: GameSession, composed: ComposedApp, window: MainWindow
) -> None:
    deal(window, KNOWN_CODE)
    game = session.game
    unknown = Solution(Verdict.UNKNOWN, (), (), 10, 0.1, Stop.TIME)
    composed.hints._remember(game.rules, game.position(), unknown)
    assert (game.rules, game.position()) not in composed.hints.answers
    lost = Solution(Verdict.UNWINNABLE, (), (), 10, 0.1)
    composed.hints._remember(game.rules, game.position(), lost)
    assert composed.hints.answers[game.rules, game.position()] is lost


def test_a_long_search_never_freezes_the_table_and_a_new_game_cancels_it(
    composed: ComposedApp, window: MainWindow, qtbot: QtBot
) -> None:
    deal(window, SLOW)
    window.registry["hint"].trigger()
    job = composed.hints._job
    assert job is not None and job.isRunning()
    # The event loop keeps turning while the solver thinks. Before the search let the GUI
    # thread have the interpreter sooner, each 50 ms wait took over a second; five 20 ms timer
    # ticks within 3 s leave room for a loaded machine and still catch such a stall.
    ticks = []
    timer = QTimer(window)
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(20)
    qtbot.waitUntil(lambda: len(ticks) >= 5, timeout=3000)
    timer.stop()
    assert job.isRunning()
    assert window.scene.message.text == "Looking for a winning line…"
    deal(window, KNOWN_CODE)
    assert job.wait(2000), "the search stops soon after the position changed"


def test_the_solver_status_follows_the_game(
    session: GameSession, composed: ComposedApp, window: MainWindow, qtbot: QtBot
) -> None:
    hints = composed.hints
    assert not window.settings.solver_status, "off by default"
    assert not hints.status_label.isVisible()
    deal(window, WINNABLE)
    with qtbot.waitSignal(
        hints.status_changed, timeout=10_000, check_params_cb=lambda v: v is not None
    ) as status:
        hints.solver_status_action.trigger()
    assert status.args == [SolverStatus.WINNABLE]
    assert hints.status_label.isVisible()
    assert hints.status_label.text() == "Solver: winnable"
    # A deal that never could be won is not winnable; it was not lost by a move.
    with qtbot.waitSignal(
        hints.status_changed, timeout=10_000, check_params_cb=lambda v: v is not None
    ) as status:
        deal(window, KNOWN_CODE)
    assert status.args == [SolverStatus.NOT_WINNABLE]
    assert hints.status_label.text() == "Solver: not winnable"
    move = heuristic_move(session.game)
    assert move is not None
    with qtbot.waitSignal(
        hints.status_changed, timeout=10_000, check_params_cb=lambda v: v is not None
    ) as status:
        assert session.play(move)
    assert status.args == [SolverStatus.NOT_WINNABLE]
    # A winnable deal, then the move that loses it.
    with qtbot.waitSignal(
        hints.status_changed, timeout=10_000, check_params_cb=lambda v: v is not None
    ) as status:
        deal(window, LOST_BY_A_MOVE)
    assert status.args == [SolverStatus.WINNABLE]
    with qtbot.waitSignal(
        hints.status_changed, timeout=10_000, check_params_cb=lambda v: v is not None
    ) as status:
        assert session.play(LOSING_MOVE)
    assert status.args == [SolverStatus.NO_LONGER_WINNABLE]
    assert hints.status_label.text() == "Solver: no longer winnable"
    hints.solver_status_action.trigger()
    assert not window.settings.solver_status
    assert not hints.status_label.isVisible()


def test_the_solver_status_says_won_after_a_win(
    session: GameSession, composed: ComposedApp, window: MainWindow, qtbot: QtBot
) -> None:
    hints = composed.hints
    window.settings.solver_status = True
    show(session, arranged({0: ["KC"]}, foundations=(13, 13, 13, 12)))
    qtbot.waitUntil(lambda: hints.status is SolverStatus.WINNABLE, timeout=10_000)
    with qtbot.waitSignal(hints.status_changed, timeout=10_000) as status:
        assert session.play(Move(0, 0, 10))
    assert session.game.is_won()
    assert status.args == [SolverStatus.WON]
    assert hints.status_label.text() == "Solver: won"


def test_the_winnable_deal_finder_finds_a_winnable_deal(qtbot: QtBot) -> None:
    finder = WinnableDealFinder(RuleSet.CLASSIC)
    with qtbot.waitSignal(finder.found, timeout=60_000) as found:
        finder.start()
    assert finder.wait(5000)
    code = found.args[0]
    assert code.rules is RuleSet.CLASSIC
    assert solve_game(Game(code)).verdict is Verdict.WINNABLE


def test_the_winnable_deal_finder_can_be_cancelled(qtbot: QtBot) -> None:
    finder = WinnableDealFinder(RuleSet.CLASSIC)
    finder.start()
    finder.cancel()
    assert finder.wait(3000)


# Dialogs on the offscreen platform (a Qt limitation there, not ours).
@pytest.mark.qt_log_ignore("does not support propagateSizeHints")
def test_new_game_with_only_winnable_deals_deals_a_winnable_game(
    session: GameSession, composed: ComposedApp, window: MainWindow, qtbot: QtBot
) -> None:
    dialog = composed.commands.choose_new_game()
    qtbot.waitExposed(dialog)
    assert not dialog.winnable_only.isChecked(), "off by default"
    dialog.code_field.setText("RU1-C-AAAAABB")
    assert not dialog.winnable_only.isEnabled(), "a typed code names its deal"
    dialog.code_field.clear()
    assert dialog.winnable_only.isEnabled()
    dialog.winnable_only.setChecked(True)
    with qtbot.waitSignal(session.game_started, timeout=60_000):
        dialog.accept()
    game = session.game
    assert game.code != KNOWN_CODE and game.rules is RuleSet.CLASSIC
    assert solve_game(game).verdict is Verdict.WINNABLE
    assert window.settings.winnable_only, "the choice is remembered"


def test_answers_are_kept_apart_by_rule_set(
    composed: ComposedApp, window: MainWindow, qtbot: QtBot
) -> None:
    # The same cards: lost under Classic, winnable under Mixed suits.
    for code, expected in (
        (KNOWN_CODE, Verdict.UNWINNABLE),
        (KNOWN_CODE.with_rules(RuleSet.RELAXED), Verdict.WINNABLE),
        (KNOWN_CODE, Verdict.UNWINNABLE),
    ):
        deal(window, code)
        with qtbot.waitSignal(composed.hints.hint_shown, timeout=10_000) as shown:
            window.registry["hint"].trigger()
        assert shown.args[1] is expected


def test_kept_answers_drop_the_least_recently_used(
    composed: ComposedApp, window: MainWindow
) -> None:
    hints = composed.hints
    hints.answers.clear()
    lost = Solution(Verdict.UNWINNABLE, (), (), 1, 0.0)
    positions = [((), (), (n,)) for n in range(REMEMBERED + 1)]
    for position in positions[:REMEMBERED]:
        hints._remember(RuleSet.CLASSIC, position, lost)
    assert hints._recall(RuleSet.CLASSIC, positions[0]) is lost  # used: now the newest
    hints._remember(RuleSet.CLASSIC, positions[REMEMBERED], lost)
    assert (RuleSet.CLASSIC, positions[0]) in hints.answers
    assert (RuleSet.CLASSIC, positions[1]) not in hints.answers
