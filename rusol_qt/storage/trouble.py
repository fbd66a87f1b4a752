"""Why the history failed, as an enum the app turns into words: no SQLite import here.

Kept apart from :mod:`rusol_qt.storage.history` so that the app's words (``base.words``) can name
every trouble without loading the database module before the first frame.
"""

from __future__ import annotations

import errno
from enum import Enum


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
