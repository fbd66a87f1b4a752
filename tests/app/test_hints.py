"""The honest Hint, the full-sight solver status and winnable deals, on the real window.

The Hint must never use a face-down card: at move 0 of a Classic deal it names a move and a
chance, never a loss, even on deals the full-sight solver proves lost; "cannot be won" comes
only when every card is face up or no move is left.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from rusol_qt.app.advice.hint import REMEMBERED as HINTS_REMEMBERED
from rusol_qt.app.advice.hint import HintFeature
from rusol_qt.app.advice.solver_status import REMEMBERED, SolverStatus
from rusol_qt.app.play.winnable_deal import WinnableDealFinder
from rusol_qt.app.session import GameSession
from rusol_qt.app.startup.compose import ComposedApp
from rusol_qt.app.window.main_window import MainWindow
from rusol_qt.model.game import COLUMN_COUNT, Game, Move
from rusol_qt.model.gamecode import GameCode
from rusol_qt.model.notation import replay
from rusol_qt.model.rules import RuleSet
from rusol_qt.model.solver import (
    HonestHint,
    Solution,
    Stop,
    Verdict,
    heuristic_move,
    solve_game,
)
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
#: A lost Classic deal whose first hint names an Ace to its foundation.
LOST_ACE_FIRST = GameCode.parse("RU1-C-TDZTBWP")
#: A Classic deal whose hint takes a second or more of work (LOST_DEAL's): time to cancel it.
SLOW_HINT = LOST_DEAL
#: A Classic deal that is lost with every card turned face up, a move still left.
OPEN_LOST = GameCode.parse("RU1-C-AAAAAFW")
#: Moves of a Classic deal that leave no move at all, 20 cards still face down.
NO_MOVE_LEFT = (
    GameCode.parse("RU1-C-AAAAAAB"),
    ["AH>3", "TH>2", "8H>6", "QS>3", "6C>7", "7C>6", "8D>7", "AH>F", "2H>F", "2S>3", "3D>4"],
)
#: How long a hint may take on a busy machine (about a second on an idle one).
HINT_WAIT = 60_000
THINKING = "Looking for a good move…"


def deal(session: GameSession, code: GameCode) -> None:
    session.start(code)
    session.controller.scene.complete_animations()


def hint_of(composed: ComposedApp) -> HintFeature:
    return composed.hints.hint


def ask(composed: ComposedApp, qtbot: QtBot) -> tuple[Move | None, HonestHint]:
    """Press the Hint and wait for its answer."""
    hint = hint_of(composed)
    with qtbot.waitSignal(hint.hint_shown, timeout=HINT_WAIT) as shown:
        hint.action.trigger()
    move, answer = shown.args
    return move, answer


def said_at_once(composed: ComposedApp) -> list[tuple[Move | None, HonestHint]]:
    """Press the Hint; what it showed before the event loop turned (a kept answer)."""
    shown: list[tuple[Move | None, HonestHint]] = []
    hint = hint_of(composed)
    hint.hint_shown.connect(lambda move, answer: shown.append((move, answer)))
    hint.action.trigger()
    return shown


@pytest.mark.parametrize(
    ("code", "full_sight"),
    [
        (KNOWN_CODE, Verdict.UNWINNABLE),
        (LOST_ACE_FIRST, Verdict.UNWINNABLE),
        (LOST_DEAL, Verdict.UNWINNABLE),
        (WINNABLE, Verdict.WINNABLE),
    ],
    ids=["known-lost", "lost-ace-first", "lost-deal", "winnable"],
)
def test_the_classic_hint_at_move_0_names_a_move_and_a_chance_never_a_loss(
    session: GameSession,
    composed: ComposedApp,
    window: MainWindow,
    qtbot: QtBot,
    code: GameCode,
    full_sight: Verdict,
) -> None:
    assert solve_game(Game(code)).verdict is full_sight, "what the face-down cards decide"
    deal(session, code)
    hint = hint_of(composed)
    with qtbot.waitSignal(hint.hint_shown, timeout=HINT_WAIT) as shown:
        QTest.keyClick(window.view, Qt.Key.Key_H)
        assert window.scene.message.text == THINKING, "the table says it is thinking"
    move, answer = shown.args
    game = session.game
    assert move is not None and move == answer.move
    assert game.check(move) is None
    assert not answer.certain, "21 cards are face down: nothing is certain"
    assert answer.samples == 128
    assert answer.chance == answer.won_samples / answer.samples
    text = window.scene.message.text
    assert "cannot be won" not in text
    name = hint._move_text(game, move)
    assert "column" in name or "foundation" in name
    assert text == (
        f"Hint: {name}. Chance to win: about {round(answer.chance * 100)}%, from 128 guesses "
        "of the face-down cards."
    )
    # The group and its destination are ringed.
    scene = window.scene
    group, destination = hint.marker.rects
    assert hint.marker.isVisible()
    assert group.contains(scene.cards[game.pile(move.source)[move.start]].card_rect())
    assert group.contains(scene.cards[game.pile(move.source)[-1]].card_rect())
    assert destination == scene.piles[move.target].landing_rect()
    # Asking again is instant: the answer is kept.
    assert said_at_once(composed) == [(move, answer)]


def test_the_hint_is_in_the_game_menu(window: MainWindow) -> None:
    action = window.registry["hint"]
    assert action in window.game_menu.actions()
    assert action.shortcut().toString() == "H"
    assert action.text() == "Hin&t"
    assert "cards you can see" in action.toolTip()


def test_the_hint_depends_only_on_what_the_player_sees(
    session: GameSession, composed: ComposedApp, window: MainWindow, qtbot: QtBot
) -> None:
    deal(session, LOST_ACE_FIRST)
    first = ask(composed, qtbot)
    # The same table with the face-down cards in reverse order: the hint cannot tell.
    columns, face_down, heights = session.game.position()
    places = list(zip(columns, face_down, strict=True))
    hidden = [card for column, down in places for card in column[:down]]
    hidden.reverse()
    swapped = []
    for column, down in places:
        swapped.append((*hidden[:down], *column[down:]))
        del hidden[:down]
    position = (tuple(swapped), face_down, heights)
    assert position != session.game.position()
    show(session, Game.from_position(position, RuleSet.CLASSIC))
    assert said_at_once(composed) == [first], "the same hint, kept by what is visible"


def test_a_lost_position_with_every_card_face_up_cannot_be_won(
    session: GameSession, composed: ComposedApp, window: MainWindow, qtbot: QtBot
) -> None:
    game = Game(OPEN_LOST)
    game.face_down = [0] * COLUMN_COUNT
    show(session, game)
    game = session.game
    assert solve_game(game).verdict is Verdict.UNWINNABLE
    move, answer = ask(composed, qtbot)
    assert answer.certain and answer.chance == 0.0
    assert move is not None and game.check(move) is None
    name = hint_of(composed)._move_text(game, move)
    assert window.scene.message.text == (
        f"This game cannot be won from here. Best move left: {name}."
    )
    assert hint_of(composed).marker.isVisible()


def test_a_won_position_with_every_card_face_up_can_be_won(
    session: GameSession, composed: ComposedApp, window: MainWindow, qtbot: QtBot
) -> None:
    show(session, arranged({0: ["KC"]}, foundations=(13, 13, 13, 12)))
    move, answer = ask(composed, qtbot)
    assert answer.certain and answer.chance == 1.0
    assert move == Move(0, 0, 10)
    assert window.scene.message.text == (
        "Hint: King of clubs to its foundation. This game can be won from here."
    )


def test_with_no_move_left_the_hint_says_undo_or_start_again(
    session: GameSession, composed: ComposedApp, window: MainWindow, qtbot: QtBot
) -> None:
    code, moves = NO_MOVE_LEFT
    show(session, replay(code, moves))
    assert not session.game.legal_moves() and any(session.game.face_down)
    move, answer = ask(composed, qtbot)
    assert move is None and answer.certain and answer.chance == 0.0
    assert window.scene.message.text == "No move helps: undo, or start a new game."
    assert not hint_of(composed).marker.isVisible()


def test_hints_are_kept_apart_by_rule_set(
    session: GameSession, composed: ComposedApp, window: MainWindow, qtbot: QtBot
) -> None:
    # The same cards: hopeless-looking under Classic, a likely win under Mixed suits.
    deal(session, KNOWN_CODE)
    classic = ask(composed, qtbot)
    deal(session, KNOWN_CODE.with_rules(RuleSet.RELAXED))
    relaxed = ask(composed, qtbot)
    assert (classic[1].samples, relaxed[1].samples) == (128, 16)
    assert relaxed[1].chance > classic[1].chance
    assert window.scene.message.text.endswith("from 16 guesses of the face-down cards.")
    deal(session, KNOWN_CODE)
    assert said_at_once(composed) == [classic]


def test_kept_hints_drop_the_least_recently_used(composed: ComposedApp) -> None:
    hint = hint_of(composed)
    hint.answers.clear()
    answer = HonestHint(None, 0.0, 0, 0, True, 0.0)
    positions = [((), (), (n,)) for n in range(HINTS_REMEMBERED + 1)]
    for position in positions[:HINTS_REMEMBERED]:
        hint._remember(RuleSet.CLASSIC, position, answer)
    assert hint._recall(RuleSet.CLASSIC, positions[0]) is answer  # used: now the newest
    hint._remember(RuleSet.CLASSIC, positions[HINTS_REMEMBERED], answer)
    assert hint._recall(RuleSet.CLASSIC, positions[0]) is answer
    assert hint._recall(RuleSet.CLASSIC, positions[1]) is None


def test_the_table_never_waits_and_a_newer_position_cancels_the_hint(
    session: GameSession, composed: ComposedApp, window: MainWindow, qtbot: QtBot
) -> None:
    deal(session, SLOW_HINT)
    hint = hint_of(composed)
    shown: list[object] = []
    hint.hint_shown.connect(lambda *args: shown.append(args))
    hint.action.trigger()
    job = hint.jobs.current
    assert job is not None and job.isRunning()
    assert window.scene.message.text == THINKING
    # The event loop keeps turning while the hint thinks: five 20 ms timer ticks within 3 s
    # leave room for a loaded machine and still catch a stall of the GUI thread.
    ticks = []
    timer = QTimer(window)
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(20)
    qtbot.waitUntil(lambda: len(ticks) >= 5, timeout=3000)
    timer.stop()
    move = session.game.legal_moves()[0]
    assert session.play(move)
    assert job.wait(5000), "the hint stops soon after the position changed"
    qtbot.waitUntil(lambda: not hint.jobs.running)
    assert shown == [], "a cancelled hint says nothing"
    assert not hint.answers, "it was stopped, not finished"
    qtbot.waitUntil(lambda: not window.scene.message.isVisible())


def test_closing_while_a_hint_runs_stops_it_and_waits_for_its_thread(
    session: GameSession, composed: ComposedApp, window: MainWindow, qtbot: QtBot
) -> None:
    deal(session, SLOW_HINT)
    hint = hint_of(composed)
    hint.action.trigger()
    job = hint.jobs.current
    assert job is not None and job.isRunning()
    session.close()
    assert job.isFinished(), "closing returns only once the thread has ended"
    qtbot.waitUntil(lambda: not hint.jobs.running)
    assert not hint.answers, "it was stopped, not finished"


def test_the_solver_status_follows_the_game(
    session: GameSession, composed: ComposedApp, window: MainWindow, qtbot: QtBot
) -> None:
    status = composed.hints.solver_status
    assert not window.settings.solver_status, "off by default"
    assert not status.label.isVisible()
    assert "face-down cards" in status.label.toolTip(), "it says that it peeks"
    deal(session, WINNABLE)
    with qtbot.waitSignal(
        status.status_changed, timeout=10_000, check_params_cb=lambda v: v is not None
    ) as said:
        status.action.trigger()
    assert said.args == [SolverStatus.WINNABLE]
    assert status.label.isVisible()
    assert status.label.text() == "Solver: winnable"
    # A deal that never could be won is not winnable; it was not lost by a move.
    with qtbot.waitSignal(
        status.status_changed, timeout=10_000, check_params_cb=lambda v: v is not None
    ) as said:
        deal(session, KNOWN_CODE)
    assert said.args == [SolverStatus.NOT_WINNABLE]
    assert status.label.text() == "Solver: not winnable"
    move = heuristic_move(session.game)
    assert move is not None
    with qtbot.waitSignal(
        status.status_changed, timeout=10_000, check_params_cb=lambda v: v is not None
    ) as said:
        assert session.play(move)
    assert said.args == [SolverStatus.NOT_WINNABLE]
    # A winnable deal, then the move that loses it.
    with qtbot.waitSignal(
        status.status_changed, timeout=10_000, check_params_cb=lambda v: v is not None
    ) as said:
        deal(session, LOST_BY_A_MOVE)
    assert said.args == [SolverStatus.WINNABLE]
    with qtbot.waitSignal(
        status.status_changed, timeout=10_000, check_params_cb=lambda v: v is not None
    ) as said:
        assert session.play(LOSING_MOVE)
    assert said.args == [SolverStatus.NO_LONGER_WINNABLE]
    assert status.label.text() == "Solver: no longer winnable"
    status.action.trigger()
    assert not window.settings.solver_status
    assert not status.label.isVisible()


def test_the_status_sees_the_face_down_cards_and_the_hint_does_not(
    session: GameSession, composed: ComposedApp, window: MainWindow, qtbot: QtBot
) -> None:
    status = composed.hints.solver_status
    deal(session, LOST_ACE_FIRST)
    with qtbot.waitSignal(
        status.status_changed, timeout=10_000, check_params_cb=lambda v: v is not None
    ) as said:
        window.settings.solver_status = True
    assert said.args == [SolverStatus.NOT_WINNABLE], "it knows what lies face down"
    _, answer = ask(composed, qtbot)
    assert not answer.certain and answer.chance > 0, "the hint cannot know it"


def test_the_solver_status_says_won_after_a_win(
    session: GameSession, composed: ComposedApp, window: MainWindow, qtbot: QtBot
) -> None:
    status = composed.hints.solver_status
    window.settings.solver_status = True
    show(session, arranged({0: ["KC"]}, foundations=(13, 13, 13, 12)))
    qtbot.waitUntil(lambda: status.status is SolverStatus.WINNABLE, timeout=10_000)
    with qtbot.waitSignal(status.status_changed, timeout=10_000) as said:
        assert session.play(Move(0, 0, 10))
    assert session.game.is_won()
    assert said.args == [SolverStatus.WON]
    assert status.label.text() == "Solver: won"


def test_an_unknown_answer_is_not_kept_so_asking_again_searches_again(
    session: GameSession, composed: ComposedApp, window: MainWindow
) -> None:
    status = composed.hints.solver_status
    deal(session, KNOWN_CODE)
    game = session.game
    unknown = Solution(Verdict.UNKNOWN, (), (), 10, 0.1, Stop.TIME)
    status._remember(game.rules, game.position(), unknown)
    assert (game.rules, game.position()) not in status.answers
    lost = Solution(Verdict.UNWINNABLE, (), (), 10, 0.1)
    status._remember(game.rules, game.position(), lost)
    assert status.answers[game.rules, game.position()] is lost


def test_kept_answers_drop_the_least_recently_used(composed: ComposedApp) -> None:
    status = composed.hints.solver_status
    status.answers.clear()
    lost = Solution(Verdict.UNWINNABLE, (), (), 1, 0.0)
    positions = [((), (), (n,)) for n in range(REMEMBERED + 1)]
    for position in positions[:REMEMBERED]:
        status._remember(RuleSet.CLASSIC, position, lost)
    assert status._recall(RuleSet.CLASSIC, positions[0]) is lost  # used: now the newest
    status._remember(RuleSet.CLASSIC, positions[REMEMBERED], lost)
    assert (RuleSet.CLASSIC, positions[0]) in status.answers
    assert (RuleSet.CLASSIC, positions[1]) not in status.answers


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
