"""Copies of a damaged history to salvage from: with and without its log, its header repaired.

The player's files are only ever read here. A salvage reads copies made in a temporary folder,
so that SQLite may apply (or ignore) a ``-wal`` and a repaired header may be written without
changing a byte of the original. See docs/player-files.md ("Damage, read-only folders and errors").
"""

from __future__ import annotations

import os
import shutil
import stat
import struct
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import NamedTuple

#: The first 16 bytes of every SQLite database file.
MAGIC = b"SQLite format 3\x00"
HEADER_SIZE = 100

#: The page sizes SQLite allows.
PAGE_SIZES = tuple(1 << shift for shift in range(9, 17))

#: The first byte of a b-tree page: interior index, interior table, leaf index, leaf table.
_BTREE_PAGE_TYPES = frozenset((2, 5, 10, 13))


def copy_keeping_mode(source: Path | str, target: Path | str) -> None:
    """Copy ``source`` to a new file ``target`` byte for byte, with ``source``'s permissions.

    The copy is made with those permissions from its first byte (never readable by others in
    between): a history the player keeps private stays private in its backup.
    """
    mode = stat.S_IMODE(os.stat(source).st_mode)
    descriptor = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, mode)
    try:
        os.fchmod(descriptor, mode)  # the umask may have taken bits away
        with open(source, "rb") as reader, open(descriptor, "wb", closefd=False) as writer:
            shutil.copyfileobj(reader, writer, 1 << 20)
    finally:
        os.close(descriptor)


def make_like(original: Path, path: Path) -> None:
    """Create the empty file ``path`` with ``original``'s permissions (SQLite then keeps them).

    SQLite gives a new database 0644 (less the umask); one it finds, even empty, keeps its
    permissions, and its ``-wal`` and ``-shm`` files take them too.
    """
    try:
        mode = stat.S_IMODE(os.stat(original).st_mode)
    except OSError:
        mode = 0o644
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, mode)
    try:
        os.fchmod(descriptor, mode)
    finally:
        os.close(descriptor)


def has_log(path: Path) -> bool:
    """Whether ``path`` has a ``-wal`` file with anything in it (an empty one holds nothing)."""
    try:
        return os.stat(f"{path}-wal").st_size > 0
    except OSError:
        return False


def header_is_sound(header: bytes) -> bool:
    """Whether the first 100 bytes of a file hold what SQLite needs to read it.

    The fields checked are those SQLite refuses a file for, or reads every page by: the magic
    string, the page size, the file format versions, the reserved bytes, the payload fractions,
    the schema format and the text encoding.
    """
    if len(header) < HEADER_SIZE or not header.startswith(MAGIC):
        return False
    (raw_size,) = struct.unpack(">H", header[16:18])
    page_size = 65536 if raw_size == 1 else raw_size
    (schema_format,) = struct.unpack(">I", header[44:48])
    (encoding,) = struct.unpack(">I", header[56:60])
    return (
        page_size in PAGE_SIZES
        and header[18] in (1, 2)
        and header[19] in (1, 2)
        and header[20] == 0
        and header[21:24] == b"\x40\x20\x20"
        and 1 <= schema_format <= 4
        and encoding == 1
    )


def _page_looks_like_btree(page: bytes) -> bool:
    """Whether ``page`` starts with a b-tree page header whose numbers fit in the page."""
    if len(page) < 12 or page[0] not in _BTREE_PAGE_TYPES:
        return False
    header = 8 if page[0] in (10, 13) else 12
    first_free, cells, content = struct.unpack(">HHH", page[1:7])
    content = 65536 if content == 0 else content
    if page[7] > 60 or content > len(page) or header + 2 * cells > content:
        return False
    if first_free and not content <= first_free < len(page):
        return False
    pointers = struct.unpack(f">{cells}H", page[header : header + 2 * cells])
    return all(content <= pointer < len(page) for pointer in pointers)


def _page_looks_used(page: bytes, pages: int) -> bool:
    """Whether ``page`` looks like a b-tree page or an overflow page of a ``pages``-page file.

    An overflow page starts with the number of the next one (0 for none), then its payload: not
    a gap of zeros, which is what the middle of a page often holds.
    """
    if _page_looks_like_btree(page):
        return True
    (following,) = struct.unpack(">I", page[:4])
    return (following == 0 or 2 <= following <= pages) and any(page[4:12])


def probe_page_size(path: Path) -> int | None:
    """The page size of the database in ``path``, found from its pages (not its header).

    Each page size that divides the file is scored by the share of its pages (after the first)
    that start like a b-tree or an overflow page. A page size twice the true one scores as well
    (its pages start where true ones do), half of it about half as well: the smallest size within
    a tenth of the best score wins. ``None`` when no page looks like one.
    """
    size = os.stat(path).st_size
    scores: dict[int, float] = {}
    with open(path, "rb") as file:
        for page_size in PAGE_SIZES:
            pages = size // page_size
            if pages < 2 or size % page_size:
                continue
            # At most 2,000 pages spread over the file: enough to tell, quick for any size.
            step = max(1, (pages - 1) // 2000)
            looked = found = 0
            for number in range(1, pages, step):
                file.seek(number * page_size)
                looked += 1
                found += _page_looks_used(file.read(page_size), pages)
            scores[page_size] = found / looked
    best = max(scores.values(), default=0.0)
    if best == 0:
        return None
    return min(size for size, score in scores.items() if score >= 0.9 * best)


def standard_header(page_size: int, pages: int, write_ahead: bool) -> bytes:
    """The header SQLite would write for a UTF-8 database of ``pages`` pages of ``page_size``.

    What it cannot know is left out: the free-list (its pages are then simply unused), the
    schema cookie (SQLite reads the schema anew), the user version (a salvage reads the
    columns there are, whatever the version).
    """
    header = bytearray(HEADER_SIZE)
    header[0:16] = MAGIC
    struct.pack_into(">H", header, 16, 1 if page_size == 65536 else page_size)
    version = 2 if write_ahead else 1
    header[18] = header[19] = version
    header[21:24] = b"\x40\x20\x20"
    struct.pack_into(">I", header, 24, 1)  # change counter
    struct.pack_into(">I", header, 28, pages)
    struct.pack_into(">I", header, 40, 1)  # schema cookie
    struct.pack_into(">I", header, 44, 4)  # schema format
    struct.pack_into(">I", header, 56, 1)  # UTF-8
    struct.pack_into(">I", header, 92, 1)  # the size at 28 is valid for change 1
    struct.pack_into(">I", header, 96, 3_045_000)
    return bytes(header)


class Source(NamedTuple):
    """One way of reading a damaged history: which copy, and how it was made."""

    path: Path
    with_log: bool
    repaired: bool


def _read_header(path: Path) -> bytes:
    with open(path, "rb") as file:
        return file.read(HEADER_SIZE)


def ways_to_read(path: Path) -> list[tuple[bool, bool]]:
    """The ways worth reading the history at ``path``: (with its log, header repaired) pairs.

    The file with its log first (a genuine log holds the latest games), then without it (a log
    that belongs to another file garbles this one), each with a repaired header as well when
    the file's own header is not sound.
    """
    logs = [True, False] if has_log(path) else [False]
    try:
        sound = header_is_sound(_read_header(path))
    except OSError:
        sound = True  # it cannot be read at all: nothing to repair
    repairs = [False] if sound else [False, True]
    return [(with_log, repaired) for repaired in repairs for with_log in logs]


@contextmanager
def copy_to_read(path: Path, folder: Path, with_log: bool, repaired: bool) -> Iterator[Source]:
    """A copy of ``path`` in ``folder`` (with its ``-wal`` or not, header repaired or not).

    The copy is removed afterwards, with any ``-wal`` and ``-shm`` SQLite made beside it.

    Raises:
        OSError: when the file cannot be read or copied.
        ValueError: when a header is to be repaired but no page size can be found.
    """
    copy = folder / f"read-{int(with_log)}{int(repaired)}.sqlite3"
    try:
        shutil.copyfile(path, copy)
        if with_log:
            shutil.copyfile(f"{path}-wal", f"{copy}-wal")
        if repaired:
            page_size = probe_page_size(copy)
            if page_size is None:
                raise ValueError(f"no page size fits the pages of {path}")
            pages = os.stat(copy).st_size // page_size
            with open(copy, "r+b") as file:
                file.write(standard_header(page_size, pages, with_log))
        yield Source(copy, with_log, repaired)
    finally:
        for suffix in ("", "-wal", "-shm", "-journal"):
            Path(f"{copy}{suffix}").unlink(missing_ok=True)
