"""One running copy per player: a second start hands its request to the running copy and ends.

Two copies sharing one game in progress (``resume.json``) can lose a game, and a second window
on the same history helps no one: a start that finds the game running asks that copy to come to
the front instead (and to deal the game code it was given), the usual desktop convention.

- The **lock** decides which copy runs, also for two started at the same instant: the one that
  takes it. It is a lock the system holds on a file for a living process (``flock`` on Unix, a
  locked byte on Windows), so it goes with the process however that ends: a copy that crashed
  or was killed leaves no stale lock, and nothing has to be written or removed to take it again
  (a full disk costs nothing). The file lies in the data folder it protects (in the private
  folder below, named for that folder, when the data folder cannot be written). A lock whose
  holder runs but never answers is taken over after :data:`HANDOVER_SECONDS`, so a lock never
  keeps the game from starting.
- The **door** (``QLocalServer``) is where the running copy takes requests. It belongs to the
  player: on Unix a socket in a folder only the player can enter (``XDG_RUNTIME_DIR``, else a
  folder of ours made 0700 in the temporary folder, else one in the data folder; each
  checked for its owner and mode, links refused), and the user at the other end is checked on
  both sides where the system tells it (``SO_PEERCRED`` on Linux, ``getpeereid`` on macOS and
  the BSDs). On Windows it is a named pipe with a name of this user's, open to this user only
  (``UserAccessOption``). Another user can thus neither take a request nor hold the start: when
  no private place can be had the game runs without hand-over, and says why in the log. The
  door opens just after the first frame, so that QtNetwork costs the start nothing. A second
  start that finds the lock taken knocks until the door answers, hands over its request, and
  ends.
"""

from __future__ import annotations

import contextlib
import enum
import logging
import os
import stat
import sys
import tempfile
import time
import zlib
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from rusol_qt.base import bindings  # noqa: F401 - guards the Qt bindings before any Qt call
from rusol_qt.storage import paths

log = logging.getLogger(__name__)

#: How long a second start waits for the running copy to take its request before it decides
#: that the lock's holder is not a working copy of the game and starts itself.
HANDOVER_SECONDS = 10.0
#: Between two knocks on a door that is not open yet (the running copy is still starting).
_KNOCK_INTERVAL = 0.05
#: A request is a few dozen bytes; more is not ours.
_MAX_REQUEST = 4096
#: A request is one object of strings: nothing in it nests.
_MAX_DEPTH = 1
#: How long a knock may take to bring its request before the door closes on it.
_READ_SECONDS = 5.0
#: A Unix socket's path must fit in 104 bytes on macOS and the BSDs (108 on Linux), and Qt binds
#: it first at a path 8 bytes longer (in a folder of its own, to set its mode before it is seen).
_MAX_SOCKET_PATH = 94
_ANSWER = b"ok\n"


@dataclass(frozen=True)
class Request:
    """What a second start asks of the running copy."""

    #: The game code given with ``--game`` (already checked by the command line), if any.
    game: str | None = None
    #: The desktop's activation token for the new start (Wayland's ``XDG_ACTIVATION_TOKEN``),
    #: which lets the running copy's window come to the front.
    activation: str = ""

    def encode(self) -> bytes:
        """One line of JSON."""
        import json  # noqa: PLC0415 - only a hand-over needs it, not the first window's start

        return json.dumps({"game": self.game, "activation": self.activation}).encode() + b"\n"

    @classmethod
    def decode(cls, line: bytes) -> Request | None:
        """The request in ``line``; ``None`` for anything that is not one.

        Too long or too deeply nested is not one either, before the JSON parser sees it (it
        would recurse once a level).
        """
        import json  # noqa: PLC0415 - see encode

        if len(line) > _MAX_REQUEST:
            return None
        try:
            text = line.decode("utf-8")
            if _depth(text) > _MAX_DEPTH:
                return None
            data = json.loads(text)
        except (ValueError, UnicodeDecodeError):
            return None
        if not isinstance(data, dict):
            return None
        game, activation = data.get("game"), data.get("activation", "")
        if (game is not None and not isinstance(game, str)) or not isinstance(activation, str):
            return None
        return cls(game, activation)


def _depth(text: str) -> int:
    """How deeply the arrays and objects of the JSON ``text`` nest (brackets in strings aside)."""
    depth = deepest = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest


@dataclass(frozen=True)
class _Places:
    """Where the door and the lock of one data folder are."""

    #: The door's name (on Unix, the socket's path); ``None`` when no private place was found.
    door: str | None
    #: The lock's file; ``None`` when there is nowhere to make one.
    lock: Path | None
    #: Why there is no door, or why the places tried before the door's were refused: for the log.
    why: str = ""


def _places(data_folder: Path) -> _Places:
    """The door and the lock for ``data_folder``."""
    folder = f"{zlib.crc32(str(data_folder.resolve()).encode()):08x}"
    name = f"rusol-qt-{folder}"
    own_lock = paths.unusable(data_folder) is None and os.access(data_folder, os.W_OK)
    if sys.platform == "win32":
        # A pipe's name is global: the user's name keeps two players apart, and the pipe is
        # opened to its user only. The temporary folder is the user's own (in the profile).
        door = f"rusol-qt-{os.environ.get('USERNAME', '')}-{folder}"
        if own_lock:
            return _Places(door, data_folder / "rusol-qt.lock")
        try:
            return _Places(door, Path(tempfile.gettempdir()) / f"{name}.lock")
        except OSError:  # it writes a file to find the folder: none on a full disk
            return _Places(door, None)
    private, why = _private_folder(name, data_folder)
    if own_lock:
        lock: Path | None = data_folder / "rusol-qt.lock"
    else:
        lock = private / f"{name}.lock" if private is not None else None
    return _Places(str(private / name) if private is not None else None, lock, why)


def _private_folder(name: str, data_folder: Path) -> tuple[Path | None, str]:
    """A folder only this user can enter, where the socket ``name`` fits, or ``None``.

    With it, why the folders tried before it were refused (empty if none was).
    """
    user = os.getuid()
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    candidates = [(Path(runtime), False)] if runtime else []
    # Not tempfile.gettempdir(), which writes a file to find it (and finds none on a full disk).
    temporary = Path(os.environ.get("TMPDIR") or "/tmp")
    candidates.append((temporary / f"rusol-qt-{user}", True))
    # Last, a folder of the player's own (its path may be too long for a socket).
    candidates.append((data_folder / "door", True))
    refused: list[str] = []
    for folder, ours in candidates:
        why = _refusal(folder, ours, user)
        if why is None and len(os.fsencode(folder / name)) > _MAX_SOCKET_PATH:
            why = "too long a path for a socket"
        if why is None:
            return folder, "; ".join(refused)
        refused.append(f"{folder}: {why}")
    return None, "; ".join(refused)


def _refusal(folder: Path, ours: bool, user: int) -> str | None:
    """Why ``folder`` is not private to ``user``; ``None`` when it is (made first if ``ours``)."""
    try:
        if ours:
            folder.parent.mkdir(parents=True, exist_ok=True)
            with contextlib.suppress(FileExistsError):
                folder.mkdir(0o700)
        found = os.lstat(folder)
        parent = os.lstat(folder.parent)
    except OSError as error:
        return error.strerror or str(error)
    if stat.S_ISLNK(found.st_mode):
        return "a symbolic link"
    if not stat.S_ISDIR(found.st_mode):
        return "not a folder"
    if found.st_uid != user:
        return f"belongs to user {found.st_uid}"
    if found.st_mode & 0o077:
        return f"open to others (mode {stat.S_IMODE(found.st_mode):o})"
    if parent.st_mode & 0o022 and not parent.st_mode & stat.S_ISVTX:
        # Anyone who may write in the parent may rename the folder away and put another there.
        return "in a folder where others may rename it"
    return None


def _peer_user(descriptor: int) -> int | None:
    """The user at the other end of the local socket ``descriptor``; ``None``: the system won't say.

    Linux tells it with ``SO_PEERCRED``, macOS and the BSDs with ``getpeereid``; Windows' named
    pipes have no such thing here (the pipe is opened to its user only).
    """
    if sys.platform == "win32" or descriptor < 0:
        return None
    if sys.platform == "linux":
        import socket  # noqa: PLC0415 - only a knock needs it
        import struct  # noqa: PLC0415

        # A duplicate, so that closing it leaves Qt's descriptor open.
        with socket.socket(fileno=os.dup(descriptor)) as peer:
            credentials = peer.getsockopt(
                socket.SOL_SOCKET, socket.SO_PEERCRED, struct.calcsize("iII")
            )
        return int(struct.unpack("iII", credentials)[1])
    import ctypes  # noqa: PLC0415 - only a knock needs it

    getpeereid = getattr(ctypes.CDLL(None), "getpeereid", None)
    if getpeereid is None:
        return None
    uid, gid = ctypes.c_uint32(), ctypes.c_uint32()
    if getpeereid(descriptor, ctypes.byref(uid), ctypes.byref(gid)) != 0:
        return None
    return int(uid.value)


class _Lock:
    """A lock the system holds on a file for this process, released when the process ends."""

    def __init__(self, descriptor: int) -> None:
        self._descriptor = descriptor

    @classmethod
    def take(cls, path: Path) -> _Lock | None:
        """The lock on ``path``; ``None`` when a living process holds it.

        Raises ``OSError`` when no lock can be made there (no permission, no such folder).
        """
        if sys.platform == "win32":
            import msvcrt  # noqa: PLC0415

            try:
                descriptor = os.open(path, os.O_RDWR | os.O_CREAT | os.O_BINARY, 0o600)
            except PermissionError:
                if path.exists():
                    return None  # an older version's lock, which keeps its file to itself
                raise
            try:
                msvcrt.locking(descriptor, msvcrt.LK_NBLCK, 1)
            except OSError:
                os.close(descriptor)
                return None
            return cls._noted(descriptor)
        import fcntl  # noqa: PLC0415

        # The file can be replaced between opening and locking it (a start taking over from a
        # holder that never answers): the lock must be on the file that is there.
        for _ in range(3):
            descriptor = os.open(path, os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW, 0o600)
            try:
                fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                os.close(descriptor)
                return None
            except OSError:
                os.close(descriptor)
                raise
            try:
                there = os.path.samestat(os.fstat(descriptor), os.stat(path))
            except FileNotFoundError:
                there = False
            if there:
                return cls._noted(descriptor)
            os.close(descriptor)
        return None

    @classmethod
    def _noted(cls, descriptor: int) -> _Lock:
        # Who holds it, for people (and in the form of QLockFile, which earlier versions
        # used: they find it stale once this process is gone). Nothing depends on it being
        # written: a full disk loses only the note.
        host = os.uname().nodename if hasattr(os, "uname") else ""
        note = f"{os.getpid()}\nrusol-qt\n{host}\n".encode()
        with contextlib.suppress(OSError):
            # Over the last note, then cut to size: emptying the file first would free its block
            # and take another (some milliseconds on a disk that discards freed blocks).
            os.lseek(descriptor, 0, os.SEEK_SET)
            os.write(descriptor, note)
            os.ftruncate(descriptor, len(note))
        return cls(descriptor)

    def release(self) -> None:
        """Give the lock back (the file stays, for the next start to lock)."""
        if sys.platform == "win32":
            import msvcrt  # noqa: PLC0415

            with contextlib.suppress(OSError):
                os.lseek(self._descriptor, 0, os.SEEK_SET)
                msvcrt.locking(self._descriptor, msvcrt.LK_UNLCK, 1)
        os.close(self._descriptor)


class RunningCopy(QObject):
    """This process is the running copy: it holds the lock and takes later starts' requests."""

    requested = Signal(object)
    """A later start asked for something (its :class:`Request`)."""

    def __init__(self, name: str | None, lock: _Lock | None) -> None:
        """Hold ``lock`` (``None``: none could be had) and open the door ``name`` on demand.

        ``name`` is ``None`` when this copy has no door (no private place for one, or one
        belongs to another copy).
        """
        super().__init__()
        self.name = name
        self._lock = lock
        self._server: QObject | None = None
        self._buffers: dict[QObject, bytes] = {}

    def listen(self) -> None:
        """Open the door (once). Called after the first frame: QtNetwork loads here."""
        if self._server is not None or self.name is None:
            return
        from PySide6.QtNetwork import QLocalServer  # noqa: PLC0415 - off the first frame's path

        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        # A socket file left by a copy that crashed: ours to remove, since we hold the lock.
        QLocalServer.removeServer(self.name)
        if not server.listen(self.name):
            log.warning("later starts cannot reach this copy: %s", server.errorString())
        server.newConnection.connect(self._accept)
        self._server = server
        log.info("taking requests at %s", self.name)

    def release(self) -> None:
        """Close the door and give the lock back (the app is ending)."""
        if self._server is not None:
            from PySide6.QtNetwork import QLocalServer  # noqa: PLC0415

            assert isinstance(self._server, QLocalServer)
            self._server.close()
            self._server.deleteLater()
            self._server = None
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    def _accept(self) -> None:
        from PySide6.QtNetwork import QLocalServer  # noqa: PLC0415

        server = self._server
        assert isinstance(server, QLocalServer)
        while (socket := server.nextPendingConnection()) is not None:
            user = _peer_user(int(socket.socketDescriptor()))
            if user is not None and user != os.getuid():
                log.warning("refused a knock from user %d", user)
                socket.abort()
                socket.deleteLater()
                continue
            self._buffers[socket] = b""
            socket.readyRead.connect(lambda socket=socket: self._read(socket))
            socket.disconnected.connect(lambda socket=socket: self._forget(socket))
            # A knock that brings nothing does not keep the door (the timer goes with it).
            QTimer.singleShot(int(1000 * _READ_SECONDS), socket, lambda s=socket: self._late(s))
            self._read(socket)

    def _late(self, socket: QObject) -> None:
        from PySide6.QtNetwork import QLocalSocket  # noqa: PLC0415

        assert isinstance(socket, QLocalSocket)
        # Still open for a request (one answered is closing already).
        if (
            socket in self._buffers
            and socket.state() is QLocalSocket.LocalSocketState.ConnectedState
        ):
            self._drop(socket)

    def _read(self, socket: QObject) -> None:
        from PySide6.QtNetwork import QLocalSocket  # noqa: PLC0415

        assert isinstance(socket, QLocalSocket)
        if socket not in self._buffers:
            return  # refused already; what it still sends is not read
        data = self._buffers[socket] + bytes(socket.read(_MAX_REQUEST + 1).data())
        if b"\n" not in data:
            if len(data) > _MAX_REQUEST:
                self._drop(socket)
            else:
                self._buffers[socket] = data
            return
        request = Request.decode(data.split(b"\n", 1)[0])
        if request is None:
            self._drop(socket)
            return
        self._buffers[socket] = b""
        socket.write(_ANSWER)
        socket.flush()
        socket.disconnectFromServer()
        log.info("a later start asked for %s", request.game or "the window")
        self.requested.emit(request)

    def _drop(self, socket: QObject) -> None:
        from PySide6.QtNetwork import QLocalSocket  # noqa: PLC0415

        assert isinstance(socket, QLocalSocket)
        log.info("dropped a knock that brought no request")
        self._forget(socket)
        socket.abort()

    def _forget(self, socket: QObject) -> None:
        if self._buffers.pop(socket, None) is not None:
            socket.deleteLater()


class _Knock(enum.Enum):
    """What came of knocking on the door."""

    TAKEN = enum.auto()  # the running copy took the request
    CLOSED = enum.auto()  # no door open there yet, or no answer in time
    NOT_OURS = enum.auto()  # another user keeps the door


def claim(request: Request, data_folder: Path | None = None) -> RunningCopy | None:
    """Become the running copy, or hand ``request`` to the one that runs.

    Returns the :class:`RunningCopy` this process now is, or ``None`` when another copy took the
    request (this process should then end). Blocks only while another copy holds the lock and
    has not opened its door yet (it is starting), at most :data:`HANDOVER_SECONDS`.
    """
    places = _places(data_folder if data_folder is not None else paths.data_dir())
    if places.door is None:
        log.warning("no private place for a door here (%s): no hand-over", places.why)
    elif places.why:
        log.warning("the door is at %s; refused before: %s", places.door, places.why)
    if places.lock is None:
        log.warning("no place for a lock here: this copy runs without one")
        return RunningCopy(places.door, None)
    deadline = time.monotonic() + HANDOVER_SECONDS
    while True:
        try:
            lock = _Lock.take(places.lock)
        except OSError as error:
            # No lock can be made here (permissions): run, as before there was one.
            log.warning("no lock at %s (%s): this copy runs without one", places.lock, error)
            return RunningCopy(places.door, None)
        if lock is not None:
            return RunningCopy(places.door, lock)
        if places.door is None:
            log.warning("another copy runs, and no door can reach it: this one runs beside it")
            return RunningCopy(None, None)
        left = deadline - time.monotonic()
        knock = _hand_over(places.door, request, left)
        if knock is _Knock.TAKEN:
            log.info("the running copy took the request; this start ends")
            return None
        if knock is _Knock.NOT_OURS:
            log.warning("the door at %s is not ours: this copy runs without hand-over", places.door)
            return RunningCopy(None, None)
        if left <= 0:
            # Its holder runs but never answers: not a working copy of the game.
            log.warning("the copy holding %s does not answer; starting anyway", places.lock)
            # A new file in its place (the holder keeps its lock on the old one), so that later
            # starts find this copy, which answers.
            with contextlib.suppress(OSError):
                places.lock.unlink()
            with contextlib.suppress(OSError):
                lock = _Lock.take(places.lock)
            return RunningCopy(places.door, lock)
        time.sleep(_KNOCK_INTERVAL)


def _hand_over(name: str, request: Request, seconds: float) -> _Knock:
    """Knock on the door ``name`` and hand ``request`` over if the door is this user's.

    :attr:`_Knock.CLOSED` at once when no door is open there; else waits up to ``seconds`` for
    the answer (the running copy may be busy drawing its first frame).
    """
    from PySide6.QtNetwork import QLocalSocket  # noqa: PLC0415 - only a second start needs it

    socket = QLocalSocket()
    socket.connectToServer(name)
    if not socket.waitForConnected(200):
        return _Knock.CLOSED
    user = _peer_user(int(socket.socketDescriptor()))
    if user is not None and user != os.getuid():
        log.warning("the door at %s is kept by user %d", name, user)
        socket.abort()
        return _Knock.NOT_OURS
    socket.write(request.encode())
    answer = b""
    deadline = time.monotonic() + max(seconds, 1.0)
    while _ANSWER not in answer and time.monotonic() < deadline:
        waited = int(1000 * (deadline - time.monotonic()))
        if not socket.waitForReadyRead(max(waited, 1)):
            break
        answer += bytes(socket.readAll().data())
    socket.abort()
    return _Knock.TAKEN if _ANSWER in answer else _Knock.CLOSED
