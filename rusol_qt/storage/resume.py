"""The game in progress, saved after every move so that a crash or a quit never loses it.

The file holds the engine's saved form of the game (``notation.dump_game``: code and every action,
undo and redo included) with the playing time and the wall-clock start. It is replaced atomically:
written to a temporary file, flushed and synced to disk, then renamed over the old one, so a
``kill -9`` at any instant leaves either the previous move's file or the new one. A file that
cannot be read, or one a newer version wrote, is moved aside and never stops the app.
"""

from __future__ import annotations

import contextlib
import errno
import json
import math
import os
import re
import stat
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any

from rusol_qt.model.game import Game
from rusol_qt.model.notation import SAVE_VERSION, NotationError, dump_game, load_game
from rusol_qt.storage import paths
from rusol_qt.storage.trouble import NotAFileError, not_a_file

FILE_NAME = "resume.json"
FORMAT = "rusol-qt game in progress"
VERSION = 1


class Problem(Enum):
    """Why a saved game in progress could not be resumed."""

    CORRUPT = "corrupt"
    NEWER = "newer"
    #: The system does not let the app read the file (its permissions): it is left as it is.
    UNREADABLE = "unreadable"
    #: Something that is not a file stands in its place (a folder, a named pipe, a device).
    NOT_A_FILE = "not-a-file"


@dataclass(frozen=True, slots=True)
class Resumed:
    """A game in progress as it was saved: the game, its playing time and its start."""

    game: Game
    elapsed: float
    started: float
    #: When the game was left, for a game kept to be recorded later (see :func:`keep_unrecorded`).
    ended: float | None = None


@dataclass(frozen=True, slots=True)
class SetAside:
    """A saved game that could not be resumed, and where it was moved.

    ``backup`` is ``None`` when the file could not be moved (a read-only folder) or was not
    (a file the app may not read, which may be sound): it is then left where it was, untouched,
    and ``detail`` gives the system's reason, for a "Details" section.
    """

    problem: Problem
    backup: Path | None
    detail: str = ""


def default_path() -> Path:
    """``resume.json`` in the user data folder."""
    return paths.data_dir() / FILE_NAME


def save(
    game: Game,
    elapsed: float,
    started: float,
    path: Path | None = None,
    ended: float | None = None,
) -> None:
    """Replace the saved game in progress with ``game``, crash-safely.

    ``ended`` is given for a game that was left and waits to be recorded.

    Raises:
        OSError: when the file cannot be written (the previous one is then left as it was).
    """
    target = path if path is not None else default_path()
    data: dict[str, object] = {
        "format": FORMAT,
        "version": VERSION,
        "game": dump_game(game),
        "elapsed": elapsed,
        "started": started,
    }
    if ended is not None:
        data["ended"] = ended
    temporary = target.with_name(f"{target.name}.{os.getpid()}.tmp")
    try:
        with open(temporary, "w", encoding="utf-8") as file:
            json.dump(data, file, separators=(",", ":"))
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(OSError):
            temporary.unlink()
        raise
    _sync_folder(target.parent)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable; not every platform can open a folder, which is fine."""
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)


#: The largest file read as a game in progress. A long game with every undo and redo is some
#: tens of kilobytes; anything near this is not ours, and reading it whole could exhaust memory.
MAX_BYTES = 2 * 1024 * 1024
#: The longest playing time believed (a year of play): more is a damaged file, not a game.
MAX_ELAPSED = 365 * 24 * 3600.0
#: The latest start believed, in Unix seconds (the year 5138): more is a damaged file.
MAX_STARTED = 1e11


def load(path: Path | None = None) -> Resumed | SetAside | None:
    """The saved game in progress; ``None`` when there is none.

    A file that cannot be resumed is moved aside to a dated backup and described by a
    :class:`SetAside`, so the app can tell the player and start afresh. Whatever the file holds,
    this never raises: it is the player's file and may be damaged or hostile. Reading needs no
    write access: a sound file in a read-only folder is resumed as anywhere else.
    """
    source = path if path is not None else default_path()
    try:
        data = _read(source)
    except FileNotFoundError:
        return None
    except PermissionError as error:
        # Not damage: the game may be sound, and becomes readable with the permission again.
        return SetAside(Problem.UNREADABLE, None, str(error))
    except NotAFileError as error:
        return _set_aside(source, Problem.NOT_A_FILE, str(error))
    except _UnreadableError:
        return _set_aside(source, Problem.CORRUPT)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return _set_aside(source, Problem.CORRUPT)
    version = data.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
        return _set_aside(source, Problem.NEWER)
    elapsed = _number(data.get("elapsed"), 0.0, MAX_ELAPSED)
    started = _number(data.get("started"), 0.0, MAX_STARTED)
    if type(version) is not int or version != VERSION or elapsed is None or started is None:
        return _set_aside(source, Problem.CORRUPT)
    saved_game = data.get("game")
    game_version = saved_game.get("version") if isinstance(saved_game, dict) else None
    if isinstance(game_version, int) and game_version > SAVE_VERSION:
        return _set_aside(source, Problem.NEWER)
    ended = None
    if "ended" in data:
        ended = _number(data.get("ended"), 0.0, MAX_STARTED)
        if ended is None:
            return _set_aside(source, Problem.CORRUPT)
    try:
        game = load_game(saved_game)
    except (NotationError, ValueError, TypeError, RecursionError, MemoryError):
        return _set_aside(source, Problem.CORRUPT)
    return Resumed(game, elapsed, started, ended)


class _UnreadableError(Exception):
    """The file is there but is no JSON we can read."""


def _read(source: Path) -> Any:
    """The JSON in ``source``, read with every way a damaged file can fail turned into one.

    Raises:
        FileNotFoundError: when there is no file.
        NotAFileError: when a folder, a named pipe, a socket or a device has its name: opened
            without waiting (a named pipe would otherwise block until someone writes into it)
            and not read.
        _UnreadableError: when it is too large, not UTF-8, not JSON, nested too deep, or holds
            ``NaN`` or ``Infinity`` (not JSON, though Python's reader takes them).
    """
    try:
        raw = _read_regular_file(source, MAX_BYTES + 1)
    except (FileNotFoundError, PermissionError, NotAFileError):
        raise
    except OSError as error:
        raise _UnreadableError(str(error)) from error
    if len(raw) > MAX_BYTES:
        raise _UnreadableError("too large")
    try:
        return json.loads(raw.decode("utf-8"), parse_constant=_no_constant)
    except (ValueError, RecursionError, MemoryError) as error:
        # ValueError covers JSONDecodeError, UnicodeDecodeError and the constants refused;
        # RecursionError a deeply nested array, which Python's reader cannot stop by itself.
        raise _UnreadableError(type(error).__name__) from error


def _read_regular_file(source: Path, limit: int) -> bytes:
    """Up to ``limit`` bytes of ``source``, which must be a regular file.

    Raises:
        NotAFileError: when it is not one (nothing is read from it then).
        OSError: when it cannot be opened or read.
    """
    # O_NONBLOCK: opening a named pipe for reading would wait for a writer, for ever. It means
    # nothing for a regular file; Windows has neither flag nor named pipes among files.
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        descriptor = os.open(source, flags)
    except (IsADirectoryError, PermissionError):
        # Windows refuses to open a folder with EACCES.
        refused = not_a_file(source)
        if refused is not None:
            raise refused from None
        raise
    try:
        mode = os.fstat(descriptor).st_mode
    except BaseException:
        os.close(descriptor)
        raise
    if not stat.S_ISREG(mode):
        os.close(descriptor)
        raise NotAFileError(
            errno.EINVAL, f"not a regular file ({stat.filemode(mode)})", str(source)
        )
    with os.fdopen(descriptor, "rb") as file:
        return file.read(limit)


def _no_constant(name: str) -> float:
    raise ValueError(f"{name} is not a number JSON allows")


def _number(value: object, lowest: float, highest: float) -> float | None:
    """``value`` as a float when it is a finite number from ``lowest`` to ``highest``."""
    if not isinstance(value, int | float) or isinstance(value, bool):
        return None
    try:
        number = float(value)
    except OverflowError:  # an integer of a thousand digits
        return None
    if not math.isfinite(number) or not lowest <= number <= highest:
        return None
    return number


def _set_aside(source: Path, problem: Problem, detail: str = "") -> SetAside:
    backup = paths.backup_path(source, problem.value)
    try:
        source.replace(backup)
    except OSError as error:
        # It cannot even be moved: at least never read it again. In a read-only folder it
        # cannot be removed either and stays as it is; no backup exists to name. Something
        # that is not a file is not ours to remove.
        if problem is not Problem.NOT_A_FILE:
            with contextlib.suppress(OSError):
                source.unlink()
        return SetAside(problem, None, "; ".join(filter(None, (detail, str(error)))))
    return SetAside(problem, backup, detail)


def clear(path: Path | None = None) -> None:
    """Forget the game in progress (it was won, or recorded as abandoned)."""
    with contextlib.suppress(FileNotFoundError):
        (path if path is not None else default_path()).unlink()


# -- games waiting to be recorded ------------------------------------------------------------------

#: A game left at quit that the history could not take: ``unrecorded-resume-left-<date>.json``
#: beside ``resume.json``, in the same format, with the time it was left (``ended``). Only such a
#: name is read back: one of them set aside as damaged (``…-corrupt-<date>.json``) is not.
UNRECORDED_PREFIX = "unrecorded-"


def _unrecorded_name(path: Path) -> re.Pattern[str]:
    """The names :func:`keep_unrecorded` gives the games left beside ``path``."""
    stem, suffix = re.escape(path.stem), re.escape(path.suffix)
    return re.compile(rf"{UNRECORDED_PREFIX}{stem}-left-\d{{4}}-\d\d-\d\d-\d{{6}}(-\d+)?{suffix}")


def keep_unrecorded(
    path: Path,
    game: Game,
    elapsed: float,
    started: float,
    ended: float,
    *,
    earlier_save: bool,
) -> tuple[Path, bool]:
    """Keep ``game``, which the history could not take, to be recorded at a later start.

    It is saved as ``unrecorded-<name>-left-<date>.json`` beside ``path`` (``resume.json``), in the
    same form with the time it was left (``ended``), where the next game in progress cannot
    write over it. When that cannot be written (the disk is full) and ``path`` holds the game as
    saved after an earlier move (``earlier_save``), ``path`` is renamed so instead: a rename
    needs no room on the disk.

    Returns:
        The file now holding the game, and whether it holds the game as it stands (``False``:
        as it was at its last save, without ``ended``).

    Raises:
        OSError: when the game can be kept neither way (the reason the first way failed).
    """
    kept = paths.backup_path(path.with_name(f"{UNRECORDED_PREFIX}{path.name}"), "left")
    try:
        save(game, elapsed, started, kept, ended=ended)
    except OSError as error:
        failure = error
    else:
        return kept, True
    if not earlier_save:
        raise failure
    try:
        os.replace(path, kept)
    except OSError:
        raise failure from None
    _sync_folder(path.parent)
    return kept, False


def unrecorded(path: Path) -> list[Path]:
    """The games :func:`keep_unrecorded` kept beside ``path`` (``resume.json``), oldest first."""
    name = _unrecorded_name(path)
    try:
        found = [
            each for each in path.parent.iterdir() if name.fullmatch(each.name) and each.is_file()
        ]
    except OSError:
        return []
    return sorted(found)
