"""A second real user on this machine (``nobody``), for tests of what another player can do.

Only root can act as another user: the tests that need one skip elsewhere, saying why.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

if sys.platform != "win32":
    import pwd  # the user database: POSIX only, and other_user() skips everywhere but Linux

#: The only interpreter the other user is sure to reach (the tests' venv may lie in a private
#: folder); what it runs needs nothing but the standard library.
PYTHON = "/usr/bin/python3"


def other_user() -> int:
    """The user id of ``nobody``; skips the test where the test cannot act as that user."""
    if not sys.platform.startswith("linux"):
        pytest.skip("a second real user is tried on Linux only (setpriv)")
    if os.geteuid() != 0:
        pytest.skip("only root can act as a second real user (nobody)")
    if shutil.which("setpriv") is None or not Path(PYTHON).exists():
        pytest.skip(f"needs setpriv and {PYTHON} to act as a second real user")
    try:
        return pwd.getpwnam("nobody").pw_uid
    except KeyError:
        pytest.skip("no user nobody on this machine")


def unnamed_user(*taken: int) -> int:
    """A user id no one has (no name in the user database), other than ``taken``.

    The kernel knows no difference: a process run as it is a user of its own, neither root nor
    ``nobody``, as a player is. Call :func:`other_user` first (it skips where this cannot be).
    """
    for uid in range(64000, 65000):
        if uid in taken:
            continue
        try:
            pwd.getpwuid(uid)
        except KeyError:
            return uid
    pytest.skip("no free user id between 64000 and 65000")


def as_other_user(uid: int, *command: str) -> list[str]:
    """``command`` run as the user ``uid``, with no group and no privilege of ours."""
    try:
        group = pwd.getpwuid(uid).pw_gid
    except KeyError:  # a user with no name: a group of the same number
        group = uid
    return [
        "setpriv",
        f"--reuid={uid}",
        f"--regid={group}",
        "--clear-groups",
        "--inh-caps=-all",
        "--",
        *command,
    ]


@contextmanager
def shared_folder() -> Iterator[Path]:
    """A folder every user may write in, as ``/tmp`` (sticky), removed afterwards.

    The tests' own ``tmp_path`` lies in a folder only root may enter.
    """
    folder = Path(tempfile.mkdtemp(prefix="rusol-qt-shared-", dir="/tmp"))
    try:
        folder.chmod(0o1777)
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)
