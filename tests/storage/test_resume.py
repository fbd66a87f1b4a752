"""The game in progress: saved after every move, back after a crash, never a crash itself."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import pytest

from rusol_qt.model.game import Game
from rusol_qt.model.gamecode import GameCode
from rusol_qt.model.notation import SAVE_VERSION, dump_game
from rusol_qt.storage import resume
from rusol_qt.storage.resume import Problem, Resumed, SetAside
from tests.storage.read_only import make_read_only, run_without_write_access, shared_folder


def played_game() -> Game:
    game = Game(GameCode.parse("RU1-C-AAAAABB"))
    for _ in range(3):
        game.play(game.legal_moves()[0])
    game.undo()
    return game


def test_saved_game_comes_back_with_time_score_moves_and_undo(tmp_path: Path) -> None:
    path = tmp_path / "resume.json"
    game = played_game()
    resume.save(game, elapsed=83.25, started=1234.5, path=path)
    back = resume.load(path)
    assert isinstance(back, Resumed)
    assert (back.elapsed, back.started) == (83.25, 1234.5)
    assert back.game.position() == game.position()
    assert (back.game.score, back.game.moves, back.game.undos) == (game.score, 3, 1)
    assert back.game.actions == game.actions
    assert back.game.can_redo and back.game.can_undo
    back.game.redo()  # the undo history came back too
    assert back.game.moves == 3


def test_no_file_means_no_game(tmp_path: Path) -> None:
    assert resume.load(tmp_path / "resume.json") is None


def test_clear_forgets_the_game(tmp_path: Path) -> None:
    path = tmp_path / "resume.json"
    resume.save(played_game(), 1.0, 2.0, path)
    resume.clear(path)
    resume.clear(path)  # twice is fine
    assert resume.load(path) is None


@pytest.mark.parametrize(
    "content",
    [
        b"{not json",
        b"\xff\xfe\x00garbage",
        b"[]",
        b'{"format": "something else"}',
        b'{"format": "rusol-qt game in progress", "version": 1, "elapsed": "x", "started": 0}',
        b'{"format": "rusol-qt game in progress", "version": 1, "elapsed": 1, "started": 0,'
        b' "game": {"format": "rusol-qt game", "version": 1, "code": "RU1-C-AAAAABB",'
        b' "actions": ["KS>F"]}}',
        b"",
    ],
)
def test_unreadable_file_is_set_aside(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "resume.json"
    path.write_bytes(content)
    outcome = resume.load(path)
    assert isinstance(outcome, SetAside) and outcome.problem is Problem.CORRUPT
    assert outcome.backup is not None
    assert outcome.backup.read_bytes() == content
    assert not path.exists()
    assert resume.load(path) is None


def saved_text(**fields: str) -> bytes:
    """A saved game whose fields are replaced by the JSON texts given."""
    path_data = {
        "format": '"rusol-qt game in progress"',
        "version": "1",
        "elapsed": "12.5",
        "started": "1700000000",
        "game": json.dumps(dump_game(played_game())),
    }
    path_data.update(fields)
    return ("{" + ",".join(f'"{key}":{value}' for key, value in path_data.items()) + "}").encode()


def test_saved_text_is_a_readable_game(tmp_path: Path) -> None:
    path = tmp_path / "resume.json"
    path.write_bytes(saved_text())
    assert isinstance(resume.load(path), Resumed)


@pytest.mark.parametrize(
    "content",
    [
        b"[" * 100_000 + b"]" * 100_000,  # RecursionError in the JSON reader
        b'{"format": "rusol-qt game in progress", "game": ' + b"[" * 50_000 + b"]" * 50_000 + b"}",
        saved_text(elapsed="Infinity"),
        saved_text(elapsed="-Infinity"),
        saved_text(elapsed="NaN"),
        saved_text(elapsed="-1"),
        saved_text(elapsed="1e300"),
        saved_text(elapsed="1" * 400),  # an integer too large for a float
        saved_text(elapsed="1" * 5000),  # more digits than Python converts
        saved_text(elapsed="true"),
        saved_text(started="NaN"),
        saved_text(started="-5"),
        saved_text(started="1e200"),
        saved_text(version="true"),
        saved_text(version="1.0"),
        saved_text(game='{"format": "rusol-qt game", "version": 1, "code": 7, "actions": []}'),
        saved_text(game='{"format": "rusol-qt game", "version": 1, "code": "RU1-C-AAAAABB"}'),
        b"\xef\xbb\xbf" + saved_text(),  # a byte order mark is not JSON
        b" " * (resume.MAX_BYTES + 1) + saved_text(),  # too large to be ours
    ],
    ids=lambda content: content[:30].decode("latin-1") + f"…{len(content)}",
)
def test_damaged_or_hostile_file_is_set_aside_never_raised(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "resume.json"
    path.write_bytes(content)
    outcome = resume.load(path)
    assert isinstance(outcome, SetAside) and outcome.problem is Problem.CORRUPT
    assert outcome.backup is not None
    assert outcome.backup.read_bytes() == content
    assert not path.exists()


@pytest.mark.parametrize("where", ["file", "game"])
def test_file_of_a_newer_version_is_set_aside_as_newer(tmp_path: Path, where: str) -> None:
    path = tmp_path / "resume.json"
    resume.save(played_game(), 1.0, 2.0, path)
    data = json.loads(path.read_text())
    if where == "file":
        data["version"] = resume.VERSION + 1
    else:
        data["game"]["version"] = SAVE_VERSION + 1
    path.write_text(json.dumps(data))
    outcome = resume.load(path)
    assert isinstance(outcome, SetAside) and outcome.problem is Problem.NEWER


#: A process that plays random moves and saves the game after each, printing each save (also
#: benchmarks/reliability.py's kill -9 trials).
WRITER = textwrap.dedent(
    """
    import random, sys
    from pathlib import Path
    from rusol_qt.model.game import Game
    from rusol_qt.model.gamecode import GameCode
    from rusol_qt.storage import resume
    path = Path(sys.argv[1])
    chooser = random.Random(int(sys.argv[2]))
    game = Game(GameCode(int(sys.argv[2])))
    while True:
        moves = game.legal_moves()
        if moves and chooser.random() < 0.8:
            game.play(chooser.choice(moves))
        elif game.can_undo:
            game.undo()
        else:
            game.play(moves[0])
        resume.save(game, float(len(game.actions)), 1.0, path)
        print(len(game.actions), flush=True)
    """
)


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_kill_9_while_saving_loses_at_most_the_move_being_made(tmp_path: Path, seed: int) -> None:
    path = tmp_path / "resume.json"
    root = str(Path(__file__).resolve().parents[2])
    with subprocess.Popen(
        [sys.executable, "-c", WRITER, str(path), str(seed)],
        cwd=root,
        stdout=subprocess.PIPE,
        text=True,
    ) as writer:
        assert writer.stdout is not None
        # Killed after a number of saves that differs by seed, once the game has 20 moves.
        reports = saved = 0
        while reports < 25 * seed or saved < 20:
            line = writer.stdout.readline()
            assert line, "the writer stopped on its own"
            reports += 1
            saved = int(line)
        # SIGKILL on POSIX, TerminateProcess on Windows: no chance to finish the save.
        writer.kill()
        # Saves reported after the last line read were finished before the kill too.
        for line in writer.stdout:
            saved = int(line)
    back = resume.load(path)
    assert isinstance(back, Resumed), back
    # Every save the writer reported is on disk; at most the one in flight is missing.
    assert len(back.game.actions) in (saved, saved + 1)
    assert back.elapsed == len(back.game.actions)
    assert dump_game(back.game)["actions"] == back.game.actions
    assert not list(tmp_path.glob("*-corrupt-*"))


@pytest.mark.parametrize(
    ("content", "mode", "problem"),
    [
        (b"{not json", 0o444, "corrupt"),
        (None, 0o000, "unreadable"),
    ],
)
def test_a_game_that_cannot_be_resumed_in_a_read_only_folder_is_left_as_it_is(
    content: bytes | None, mode: int, problem: str
) -> None:
    with shared_folder() as folder:
        path = folder / "resume.json"
        if content is None:  # a sound game the app may not read
            resume.save(played_game(), elapsed=1.0, started=2.0, path=path)
        else:
            path.write_bytes(content)
        before = path.read_bytes()
        make_read_only(folder)
        path.chmod(mode)
        code = (
            "from rusol_qt.storage import resume\n"
            "saved = resume.load(pathlib.Path(sys.argv[1]))\n"
            "print(json.dumps([saved.problem.value, saved.backup, bool(saved.detail)]))\n"
        )
        result = run_without_write_access(code, str(path))
        assert result.returncode == 0, result.stderr
        assert json.loads(result.stdout) == [problem, None, True]
        path.chmod(0o644)
        assert [p.name for p in folder.iterdir()] == ["resume.json"]
        assert path.read_bytes() == before


def load_within_a_deadline(path: Path) -> Resumed | SetAside | None:
    """``resume.load(path)`` in a thread that must end: a blocked read fails the test."""
    found: list[Resumed | SetAside | None] = []
    reader = threading.Thread(target=lambda: found.append(resume.load(path)), daemon=True)
    reader.start()
    reader.join(timeout=10)
    assert not reader.is_alive(), "reading the saved game blocked"
    return found[0]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes among files here")
def test_a_named_pipe_in_the_place_of_the_file_is_set_aside_without_blocking(
    tmp_path: Path,
) -> None:
    path = tmp_path / "resume.json"
    os.mkfifo(path)
    found = load_within_a_deadline(path)
    assert isinstance(found, SetAside) and found.problem is Problem.NOT_A_FILE
    assert found.backup is not None and found.backup.is_fifo() and not path.exists()
    assert "not a regular file" in found.detail


def test_a_folder_in_the_place_of_the_file_is_set_aside_as_it_is(tmp_path: Path) -> None:
    path = tmp_path / "resume.json"
    path.mkdir()
    (path / "inside").write_text("the player's")
    found = load_within_a_deadline(path)
    assert isinstance(found, SetAside) and found.problem is Problem.NOT_A_FILE
    assert found.backup is not None and (found.backup / "inside").read_text() == "the player's"


def test_a_game_kept_unrecorded_is_found_and_loads_with_its_end(tmp_path: Path) -> None:
    path = tmp_path / "resume.json"
    game = played_game()
    kept, whole = resume.keep_unrecorded(path, game, 12.5, 1000.0, 2000.0, earlier_save=False)
    assert whole and resume.unrecorded(path) == [kept]
    back = resume.load(kept)
    assert isinstance(back, Resumed)
    assert (back.elapsed, back.started, back.ended) == (12.5, 1000.0, 2000.0)
    assert back.game.actions == game.actions
    # A damaged one set aside beside it is not taken for a game to record.
    kept.write_text("{")
    assert isinstance(resume.load(kept), SetAside)
    assert resume.unrecorded(path) == []


def test_on_a_full_disk_the_earlier_save_is_kept_by_a_rename(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "resume.json"
    game = played_game()
    resume.save(game, 5.0, 1000.0, path)

    def full(*_: object, **__: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(resume, "save", full)
    with pytest.raises(OSError, match="No space"):
        resume.keep_unrecorded(path, game, 9.0, 1000.0, 2000.0, earlier_save=False)
    kept, whole = resume.keep_unrecorded(path, game, 9.0, 1000.0, 2000.0, earlier_save=True)
    assert not whole and not path.exists()
    back = resume.load(kept)
    assert isinstance(back, Resumed) and back.elapsed == 5.0 and back.ended is None
