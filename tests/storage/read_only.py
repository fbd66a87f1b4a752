"""Runs code in a child process that cannot write a folder, even when the tests run as root."""

from __future__ import annotations

import contextlib
import os
import shutil
import stat
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

#: Prepended to the child's code: root ignores permissions, so a child of root first imports
#: everything it needs (the interpreter's own files may lie in a folder only root can read)
#: and then becomes the unprivileged user "nobody".
_DROP_ROOT = """
import os, sys, json, sqlite3, pathlib, logging
import rusol_qt.storage.history, rusol_qt.storage.resume, rusol_qt.model.notation
{prepare}
if os.geteuid() == 0:
    os.setgroups([])
    os.setgid(65534)
    os.setuid(65534)
"""

ROOT = Path(__file__).resolve().parents[2]


@contextlib.contextmanager
def shared_folder() -> Iterator[Path]:
    """A fresh folder that "nobody" can enter (pytest's own are private to the user)."""
    if sys.platform == "win32":
        pytest.skip(
            "no read-only folder to try on Windows: its read-only attribute does not stop "
            "writes into a folder, and there is no unprivileged user to drop to"
        )
    folder = Path(tempfile.mkdtemp(prefix="rusol-read-only-"))
    folder.chmod(0o755)
    try:
        yield folder
    finally:
        for path in [folder, *folder.rglob("*")]:
            with contextlib.suppress(OSError):
                path.chmod(path.stat().st_mode | stat.S_IWUSR | stat.S_IXUSR)
        shutil.rmtree(folder, ignore_errors=True)


def make_read_only(folder: Path) -> None:
    """Take the write permission from ``folder`` and every file in it."""
    for path in folder.iterdir():
        path.chmod(0o444)
    folder.chmod(0o555)


def run_without_write_access(
    code: str, *arguments: str, prepare: str = ""
) -> subprocess.CompletedProcess[str]:
    """``code`` run by an unprivileged process with ``arguments`` in ``sys.argv[1:]``.

    ``prepare`` runs first, still privileged: imports, a ``QApplication`` (Qt loads its plugins
    from the interpreter's folders).
    """
    return subprocess.run(
        [sys.executable, "-c", _DROP_ROOT.format(prepare=prepare) + code, *arguments],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
        env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"},
    )
