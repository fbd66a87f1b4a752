"""A pytest plugin that makes Python look like Windows or macOS, to run the suite's guards here.

Loaded with ``-p tests.portability`` and ``RUSOL_FAKE_PLATFORM=win32`` (or ``darwin``) in a
fresh interpreter, before any conftest or test module is imported, it sets ``sys.platform`` and
takes away what that platform's Python lacks: on Windows ``os.getuid``, ``os.geteuid``,
``os.mkfifo``, the POSIX-only signals and the modules ``pwd``, ``grp``, ``fcntl``, ``resource``
and ``termios``, whose import then raises ImportError. macOS keeps all of them.

What this shows, and what it does not: that every test module imports and collects on those
platforms, and that what cannot exist there skips with its reason instead of erroring, because
those guards read ``sys.platform`` or the missing names. It is still Linux underneath: paths
stay POSIX (``os.name`` and ``os.sep`` are not faked, or nothing would open a file), Qt still
runs its Linux plugins, nothing here calls a Windows or macOS API, and the Pythons the tests
start are not faked at all (so a guard around code only a child runs is seen by its skip reason
alone, which tests/test_portability.py looks for). Whether the tests that
do run pass there (fonts, key names, file locking, process kills) only a real run on those
platforms can show: the CI workflow's Windows and macOS jobs.
"""

from __future__ import annotations

import importlib
import io
import os
import signal
import subprocess
import sys
import sysconfig
import types

import pytest

#: The environment variable that names the platform to fake.
FAKE = "RUSOL_FAKE_PLATFORM"
#: The environment variable that names, space-separated, the node ids' beginnings to run.
RUN = "RUSOL_FAKE_RUN"

#: What Windows' Python has no module for.
WINDOWS_MISSING_MODULES = ("pwd", "grp", "fcntl", "resource", "termios")
#: What Windows' ``os`` lacks, of what the tests might reach for.
WINDOWS_MISSING_OS = (
    "getuid", "geteuid", "getgid", "getegid", "setuid", "seteuid", "mkfifo", "fork", "killpg",
    "setsid", "getpgid", "sync", "statvfs", "uname", "chown", "lchown", "getpwnam",
)  # fmt: skip
#: What Windows' ``signal`` lacks (it has SIGINT, SIGTERM, SIGABRT, SIGFPE, SIGILL, SIGSEGV).
WINDOWS_MISSING_SIGNALS = (
    "SIGKILL", "SIGHUP", "SIGQUIT", "SIGSTOP", "SIGCONT", "SIGUSR1", "SIGUSR2", "SIGALRM",
    "SIGCHLD", "SIGPIPE", "SIGTSTP",
)  # fmt: skip

#: Modules that choose their platform's parts when imported (see ``fake``): the standard
#: library's, and PySide6, whose Windows wheel adds its DLL folder.
PLATFORM_BUILT_MODULES = (
    "asyncio", "ctypes.util", "getpass", "mimetypes", "multiprocessing", "platform",
    "urllib.request", "uuid", "webbrowser", "PySide6",
)  # fmt: skip


def fake(platform: str) -> None:
    """Make this interpreter look like ``platform`` ("win32" or "darwin") to code run after."""
    if platform not in ("win32", "darwin"):
        raise ValueError(f"{FAKE} must be win32 or darwin, not {platform!r}")
    # The standard library and PySide6 pick their platform's parts at import (sysconfig its build
    # data, urllib macOS's proxy reader, asyncio Windows' event loops, PySide6 its DLL folder):
    # those on the real platform are its own builds, these cannot be, so they are set up while
    # sys.platform still tells the truth.
    sysconfig.get_config_vars()
    for name in PLATFORM_BUILT_MODULES:
        importlib.import_module(name)
    sys.platform = platform
    if platform != "win32":
        return
    # pytest asks whether its output is a Windows console: it is not, here.
    io._WindowsConsoleIO = type("_WindowsConsoleIO", (), {})  # type: ignore[attr-defined]
    for name in WINDOWS_MISSING_MODULES:
        # None in sys.modules makes ``import name`` raise ImportError; what imported it already
        # (the standard library, pytest) keeps its reference.
        sys.modules[name] = None  # type: ignore[assignment]
    for name in WINDOWS_MISSING_OS:
        if hasattr(os, name):
            delattr(os, name)
    # subprocess is still Linux's underneath (Popen.kill sends SIGKILL): it keeps the signals.
    subprocess.signal = types.SimpleNamespace(**vars(signal))  # type: ignore[attr-defined]
    for name in WINDOWS_MISSING_SIGNALS:
        if hasattr(signal, name):
            delattr(signal, name)  # signal.Signals keeps its members: an enum's are fixed


if os.environ.get(FAKE):
    fake(os.environ[FAKE])


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Run only the tests under the prefixes ``RUSOL_FAKE_RUN`` names, when it names any.

    Every module is still imported and collected, so one that cannot load on the faked
    platform is an error even when none of its tests is run.
    """
    prefixes = tuple(os.environ.get(RUN, "").split())
    if not prefixes:
        return
    kept = [item for item in items if item.nodeid.startswith(prefixes)]
    config.hook.pytest_deselected(items=[item for item in items if item not in kept])
    items[:] = kept
