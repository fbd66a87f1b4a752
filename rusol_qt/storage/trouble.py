"""Why the history failed, as an enum the app turns into words: no SQLite import here.

Kept apart from :mod:`rusol_qt.storage.history` so that the app's words (``base.words``) can name
every trouble without loading the database module before the first frame.
"""

from __future__ import annotations

import errno
import os
import stat
from enum import Enum
from pathlib import Path


class Trouble(Enum):
    """What went wrong with the history, for the app to say in the player's language."""

    #: The file or its folder cannot be written (permissions, a read-only disk).
    READ_ONLY = "read-only"
    #: The file cannot be opened or read at all.
    UNREADABLE = "unreadable"
    #: Written by a newer version, in a folder where it cannot be set aside.
    NEWER = "newer"
    #: Damaged, and the damage could not be set aside (the copy or the fresh file failed).
    DAMAGED = "damaged"
    #: Another copy of the app held the history longer than the busy timeout.
    BUSY = "busy"
    #: The disk is full.
    FULL = "full"
    #: Anything else the system or SQLite reported.
    FAILED = "failed"


def of_os_error(error: OSError) -> Trouble:
    """What a failed read or write of a file or folder means: read-only, full, or failed."""
    if error.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return Trouble.READ_ONLY
    if error.errno in (errno.ENOSPC, errno.EDQUOT):
        return Trouble.FULL
    return Trouble.FAILED


def in_the_way(error: OSError) -> bool:
    """Whether a folder could not be made because a file has its name (or one above it)."""
    return error.errno in (errno.EEXIST, errno.ENOTDIR)


class NotAFileError(OSError):
    """Something that is not a regular file (a folder, a named pipe, a device) has a file's name.

    Such a thing is never read (a named pipe would block the app for ever) nor written over.
    """


def not_a_file(path: Path) -> NotAFileError | None:
    """Why ``path`` cannot be one of the player's files, or ``None``: a regular file or nothing.

    Links are followed: a link to a regular file is fine.
    """
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return None
    if stat.S_ISREG(mode):
        return None
    code = errno.EISDIR if stat.S_ISDIR(mode) else errno.EINVAL
    return NotAFileError(code, f"not a regular file ({stat.filemode(mode)})", str(path))
