"""The game session on its own: no window, a table scene and its controller, and a fake clock.

The session is the one owner of the game: every deal, move, undo, win and replay is its work,
and the table only asks (a move request) and shows what it is told. These tests drive it
directly, and through the table's requests, and read its signals.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from rusol_qt.app.session import GameClock, GameSession, SessionState
from rusol_qt.base.settings import Settings
from rusol_qt.model.cards import parse_card
from rusol_qt.model.game import Change, Game, Move, foundation_of
from rusol_qt.model.gamecode import GameCode
from rusol_qt.model.notation import move_text
from rusol_qt.model.rules import Rule
from rusol_qt.storage import paths
from rusol_qt.storage.resume import Resumed
from rusol_qt.table.cardart import CardArt
from rusol_qt.table.controller import TableController, TableOptions
from rusol_qt.table.scene import TableScene
from tests.composed_app import KNOWN_CODE, FakeTime, arranged

OTHER = GameCode.parse("RU1-C-AAAAACC")


@pytest.fixture(name="fake_time")
def fake_time_fixture() -> FakeTime:
    return FakeTime()


@pytest.fixture(name="session")
def session_fixture(tmp_path: Path, fake_time: FakeTime) -> Iterator[GameSession]:
    """A session on a scene that no window shows, playing the known deal."""
    paths.use_base(tmp_path)
    scene = TableScene(CardArt())
    scene.set_view_size(1200, 800, 1.0)
    controller = TableController(scene, TableOptions())
    session = GameSession(controller, Settings(), GameClock(fake_time))
    session.start(KNOWN_CODE)
    scene.complete_animations()
    yield session
    session.deleteLater()
    controller.deleteLater()
    scene.deleteLater()
    paths.use_base(None)


def first_move(session: GameSession) -> Move:
    return session.game.legal_moves()[0]


def refused_move(game: Game) -> Move:
    """A move between columns that the rules refuse."""
    return next(
        move
        for source in range(7)
        for start in range(len(game.columns[source]))
        for target in range(7)
        if game.is_face_up(source, start)
        and game.check(move := Move(source, start, target)) is not None
        and target != source
    )


def one_move_from_the_win() -> Game:
    return arranged({0: ["KC"]}, foundations=(13, 13, 13, 12))


# -- starting ----------------------------------------------------------------------------------


def test_a_start_puts_the_deal_in_play_and_on_the_table(session: GameSession, qtbot: QtBot) -> None:
    with (
        qtbot.waitSignal(session.game_started) as started,
        qtbot.waitSignal(session.position_changed),
    ):
        session.start(OTHER)
    game = started.args[0]
    assert game.code == OTHER and game.moves == 0
    assert session.game is game and session.game_in_play is game
    assert session.controller.game is game, "the table shows the game in play"
    assert session.state is SessionState.PLAYING and session.controller.interactive


def test_leaving_a_game_tells_its_time(session: GameSession, fake_time: FakeTime) -> None:
    assert session.play(first_move(session))
    fake_time.advance(30)
    left: list[tuple[Game, float]] = []
    session.leaving.connect(lambda game, seconds: left.append((game, seconds)))
    old = session.game
    session.start(OTHER)
    ((game, seconds),) = left
    assert game is old and seconds == pytest.approx(30.0)


@pytest.mark.parametrize(
    ("saved", "code", "expected"),
    [
        (True, None, "saved"),
        (True, OTHER, "code"),
        (False, OTHER, "code"),
        (False, None, "new"),
    ],
)
def test_the_first_game_of_a_run(
    session: GameSession, saved: bool, code: GameCode | None, expected: str
) -> None:
    kept = Game(GameCode.parse("RU1-R-ABCDEFG"))
    kept.play(kept.legal_moves()[0])
    resumed = Resumed(kept, elapsed=12.0, started=1000.0) if saved else None
    left: list[Game] = []
    session.leaving.connect(lambda game, _seconds: left.append(game))
    session.begin(code, resumed)
    if expected == "saved":
        assert session.game is kept and session.elapsed() == pytest.approx(12.0)
        assert session.started == 1000.0
    elif expected == "code":
        assert session.game.code == code and session.game.moves == 0
        # A saved game that a code overrides was put in play first: it is left (and recorded).
        assert (kept in left) is saved
    else:
        assert session.game.moves == 0 and session.game.code != KNOWN_CODE


# -- playing -----------------------------------------------------------------------------------


def test_a_legal_move_is_played_told_and_starts_the_clock(
    session: GameSession, qtbot: QtBot
) -> None:
    move = first_move(session)
    assert not session.clock.is_ticking()
    with qtbot.waitSignal(session.changed) as changed:
        assert session.play(move)
    assert isinstance(changed.args[0], Change)
    assert session.game.moves == 1
    assert session.clock.is_ticking()


def test_a_refused_move_changes_nothing_and_the_table_names_the_rule(
    session: GameSession, qtbot: QtBot
) -> None:
    game = session.game
    before = game.position()
    move = refused_move(game)
    with (
        qtbot.assertNotEmitted(session.changed, wait=0),
        qtbot.waitSignal(session.controller.refused) as refused,
    ):
        assert not session.play(move)
    assert isinstance(refused.args[0], Rule)
    assert game.position() == before and game.moves == 0


def test_the_tables_requests_come_to_the_session(session: GameSession, qtbot: QtBot) -> None:
    asked: list[Move] = []
    real = session.play

    def play(move: Move) -> bool:
        asked.append(move)
        return real(move)

    session.controller.requests.play = play  # type: ignore[method-assign]
    game = arranged({0: ["5S", "AH"]})
    session.start(game.code, game)
    # A click on the last card of a column asks to send it to its foundation.
    ace = parse_card("AH")
    with qtbot.waitSignal(session.changed):
        session.controller.scene.clicked.emit(0, 1)
    assert asked == [Move(0, 1, foundation_of(ace // 13))]
    assert game.foundations[ace // 13] == 1 and game.columns[0] == [parse_card("5S")]


def test_undo_and_redo_go_through_the_session(session: GameSession, qtbot: QtBot) -> None:
    start = session.game.position()
    assert session.play(first_move(session))
    moved = session.game.position()
    with qtbot.waitSignal(session.changed) as undone:
        session.undo()
    assert undone.args[0].undone and session.game.position() == start
    with qtbot.waitSignal(session.changed):
        session.redo()
    assert session.game.position() == moved


def test_the_win_is_told_once_and_ends_play(session: GameSession, qtbot: QtBot) -> None:
    session.start(KNOWN_CODE, one_move_from_the_win())
    won: list[None] = []
    session.won.connect(lambda: won.append(None))
    with qtbot.waitSignal(session.state_changed) as state:
        assert session.play(Move(0, 0, foundation_of(parse_card("KC") // 13)))
    assert state.args == [SessionState.WON] and won == [None]
    assert not session.clock.is_ticking()
    assert not session.controller.interactive, "a won game takes no more input"
    moves = session.game.moves
    session.undo()
    assert session.game.moves == moves and session.game.is_won(), "no undo after the win"
    with qtbot.waitSignal(session.celebration_finished, timeout=10_000):
        pass


def test_leaving_asks_only_for_a_game_with_moves_that_is_not_won(session: GameSession) -> None:
    asked: list[bool] = []

    def ask(restart: bool, requested: GameCode | None) -> bool:
        asked.append(restart)
        return False

    session.ask_to_leave = ask
    assert session.leave_for(OTHER), "no move yet: no question"
    assert session.play(first_move(session))
    assert not session.leave_for(KNOWN_CODE) and asked == [False]
    assert session.game.code == OTHER, "kept playing"
    session.restart()
    assert asked == [False, True] and session.game.moves == 1


# -- replaying ---------------------------------------------------------------------------------


def test_a_replay_borrows_the_table_and_gives_the_game_back(
    session: GameSession, fake_time: FakeTime, qtbot: QtBot
) -> None:
    assert session.play(first_move(session))
    fake_time.advance(20)
    in_play = session.game
    position = in_play.position()
    recorded = Game(OTHER)
    with qtbot.waitSignal(session.state_changed) as state:
        session.show_replayed(recorded, seconds=95.0)
    assert state.args == [SessionState.REPLAYING]
    assert session.game is recorded and session.game_in_play is in_play
    assert session.shown_time() == 95.0 and session.elapsed() == pytest.approx(20.0)
    assert not session.controller.interactive
    assert not session.play(first_move(session)), "a replay is read-only"
    action = move_text(recorded, recorded.legal_moves()[0])
    with qtbot.waitSignal(session.position_changed):
        assert session.replay_action(action)
    assert recorded.actions == [action], "the replayed game moved, not the game in play"
    fake_time.advance(500)
    with qtbot.waitSignal(session.state_changed) as back:
        session.end_replay()
    assert back.args == [SessionState.PLAYING]
    assert session.game is in_play and in_play.position() == position
    assert session.elapsed() == pytest.approx(20.0), "the clock held while replaying"
    assert session.controller.interactive
