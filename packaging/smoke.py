"""Start a built bundle on the system it was built for, as players and scripts start it.

``python packaging/smoke.py packaging/out`` (after ``packaging/build.py``; CI and the release run
it on each system before anything is published):

- ``--version`` and ``--print-deal`` with the output redirected to a file;
- a two-process survey (``--jobs 2``), whose figures must match the installed package's;
- the game window on the system's own windowing (Linux: X11, run it under ``xvfb-run``), a
  second start handed over to it, then closed as the system closes it: SIGTERM on Linux and
  macOS (the app quits as Quit does, status 143), WM_CLOSE on Windows (status 0).

``--installer SETUP.exe`` (Windows) installs the game silently for the current user, installs it
again over a stale plug-in (an upgrade must remove it), runs the same checks on the installed
copy and uninstalls it. Standard library only: it runs before anything else is installed.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEAL = "RU1-C-AAAAABB"
SURVEY = ["--survey", "12", "--seconds", "5", "--seed", "46", "--json"]
FIGURES = ("deals", "winnable", "unwinnable", "undecided")


class SmokeError(Exception):
    """A check failed: the bundle is not fit to publish."""


def executable(out: Path) -> Path:
    """The bundle's executable inside ``out`` (build.py's output folder) on this system."""
    if sys.platform == "darwin":
        return out / "dist" / "rusol-qt.app" / "Contents" / "MacOS" / "rusol-qt"
    if sys.platform == "win32":
        return out / "dist" / "rusol-qt" / "rusol-qt.exe"
    return out / "dist" / "rusol-qt" / "rusol-qt"


def player_env(home: Path) -> dict[str, str]:
    """The environment of a player with nothing saved yet: every data folder under ``home``."""
    env = {key: value for key, value in os.environ.items() if not key.startswith("QT_")}
    env.update(
        HOME=str(home),
        # platformdirs asks Windows' shell for these folders, unless these name others.
        WIN_PD_OVERRIDE_APPDATA=str(home / "AppData" / "Roaming"),
        WIN_PD_OVERRIDE_LOCAL_APPDATA=str(home / "AppData" / "Local"),
        # Linux, and macOS too with the pinned platformdirs.
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_DATA_HOME=str(home / "data"),
        XDG_STATE_HOME=str(home / "state"),
        XDG_CACHE_HOME=str(home / "cache"),
    )
    return env


def run_to_file(command: list[str], env: dict[str, str], folder: Path, timeout: float) -> str:
    """Run ``command`` with its output redirected to a file, as a script would; return the text."""
    output = folder / "output.txt"
    errors = folder / "errors.txt"
    with output.open("wb") as out_file, errors.open("wb") as err_file:
        try:
            status = subprocess.run(
                command, stdout=out_file, stderr=err_file, env=env, timeout=timeout
            ).returncode
        except subprocess.TimeoutExpired:
            raise SmokeError(f"{command[1:]} did not end within {timeout:.0f} s") from None
    said = errors.read_text(encoding="utf-8", errors="replace")
    if status != 0:
        raise SmokeError(f"{command[1:]} ended with status {status}: {said[-2000:]}")
    return output.read_text(encoding="utf-8")


def expected(arguments: list[str]) -> str:
    """What the installed package (``python -m rusol_qt``) prints for the same tool."""
    return subprocess.run(
        [sys.executable, "-m", "rusol_qt", *arguments],
        capture_output=True,
        text=True,
        encoding="utf-8",
        check=True,
        timeout=300,
    ).stdout


def check_tools(program: Path, work: Path) -> None:
    """``--version``, ``--print-deal`` and a two-process survey, output redirected."""
    env = player_env(work / "home")
    version = re.search(
        r'^__version__ = "([^"]+)"',
        (ROOT / "rusol_qt" / "__init__.py").read_text(encoding="utf-8"),
        re.M,
    )
    assert version is not None
    said = run_to_file([str(program), "--version"], env, work, 60).strip()
    if said != f"rusol-qt {version.group(1)}":
        raise SmokeError(f"--version said {said!r}")
    print(f"smoke: --version: {said}", flush=True)

    deal = run_to_file([str(program), "--print-deal", DEAL], env, work, 60)
    if deal != expected(["--print-deal", DEAL]):
        raise SmokeError(f"--print-deal {DEAL} printed another deal:\n{deal}")
    print(f"smoke: --print-deal: {len(deal.splitlines())} lines, as the package prints", flush=True)

    started = time.monotonic()
    got = json.loads(run_to_file([str(program), *SURVEY, "--jobs", "2"], env, work, 180))
    want = json.loads(expected([*SURVEY, "--jobs", "1"]))
    if {key: got[key] for key in FIGURES} != {key: want[key] for key in FIGURES}:
        raise SmokeError(f"the two-process survey says {got}, one process says {want}")
    seconds = time.monotonic() - started
    print(f"smoke: --survey --jobs 2: {got['winnable']} of {got['deals']} ({seconds:.1f} s)")


def _wait_for(test: Callable[[], bool], seconds: float, what: str) -> None:
    deadline = time.monotonic() + seconds
    while not test():
        if time.monotonic() > deadline:
            raise SmokeError(f"no {what} within {seconds:.0f} s")
        time.sleep(0.1)


def _close_windows_of(pid: int) -> int:
    """Windows: post WM_CLOSE to the process's visible top-level windows; return how many."""
    import ctypes  # noqa: PLC0415 - Windows only
    from ctypes import wintypes  # noqa: PLC0415

    user32 = ctypes.windll.user32  # type: ignore[attr-defined]
    # Window handles are pointers: without argtypes ctypes would pass them as 32-bit ints.
    user32.GetWindowThreadProcessId.argtypes = [wintypes.HWND, ctypes.POINTER(wintypes.DWORD)]
    user32.IsWindowVisible.argtypes = [wintypes.HWND]
    user32.PostMessageW.argtypes = [wintypes.HWND, wintypes.UINT, wintypes.WPARAM, wintypes.LPARAM]
    found: list[int] = []

    @ctypes.WINFUNCTYPE(wintypes.BOOL, wintypes.HWND, wintypes.LPARAM)  # type: ignore[attr-defined]
    def each(window: int, _parameter: int) -> bool:
        owner = wintypes.DWORD()
        user32.GetWindowThreadProcessId(window, ctypes.byref(owner))
        if owner.value == pid and user32.IsWindowVisible(window):
            found.append(window)
        return True

    user32.EnumWindows(each, 0)
    for window in found:
        user32.PostMessageW(window, 0x0010, 0, 0)  # WM_CLOSE
    return len(found)


def check_window(program: Path, work: Path) -> None:
    """Open the game window, hand a second start over to it, and close it as the system does."""
    home = work / "window-home"
    env = player_env(home)
    env["RUSOL_QT_LOG"] = "info"
    log = work / "window.log"
    with log.open("wb") as log_file:
        first = subprocess.Popen(
            [str(program), "--game", DEAL], stdout=log_file, stderr=subprocess.STDOUT, env=env
        )

    def text() -> str:
        return log.read_text(encoding="utf-8", errors="replace")

    try:
        _wait_for(
            lambda: "taking requests at" in text() or first.poll() is not None,
            90,
            "window taking requests",
        )
        if first.poll() is not None:
            raise SmokeError(f"the game ended at once ({first.returncode}): {text()[-2000:]}")
        print("smoke: the window is up and takes requests", flush=True)
        second = subprocess.run(
            [str(program), "--game", DEAL], env=env, capture_output=True, text=True, timeout=60
        )
        if second.returncode != 0 or "the running copy took the request" not in second.stderr:
            raise SmokeError(f"a second start was not handed over: {second.stderr[-2000:]}")
        _wait_for(lambda: "a later start asked for" in text(), 30, "hand-over in the first")
        print("smoke: a second start was handed over to it", flush=True)
        if sys.platform == "win32":
            _wait_for(lambda: _close_windows_of(first.pid) > 0, 30, "window to close")
            wanted = 0
        else:
            first.send_signal(signal.SIGTERM)
            wanted = 128 + signal.SIGTERM
        status = first.wait(timeout=60)
        if status != wanted:
            raise SmokeError(
                f"closed, the game ended with {status}, not {wanted}: {text()[-2000:]}"
            )
        print(f"smoke: closed, it ended with status {status}", flush=True)
    finally:
        if first.poll() is None:
            first.kill()
            first.wait()


def check_bundle(program: Path) -> None:
    """Every check on one executable."""
    if not program.is_file():
        raise SmokeError(f"no bundle at {program}")
    with tempfile.TemporaryDirectory(prefix="rusol-qt-smoke-") as folder:
        work = Path(folder)
        check_tools(program, work)
        check_window(program, work)


def check_installer(setup: Path) -> None:
    """Windows: install silently (twice, the second over a stale plug-in), start, uninstall."""
    with tempfile.TemporaryDirectory(prefix="rusol-qt-install-") as folder:
        target = Path(folder) / "rusol-qt"
        install = [
            # For this user only: the script's default (PrivilegesRequired=lowest).
            str(setup), "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART",
            f"/DIR={target}", f"/LOG={Path(folder) / 'setup.log'}",
        ]  # fmt: skip
        subprocess.run(install, check=True, timeout=600)
        program = target / "rusol-qt.exe"
        if not program.is_file() or not (target / "licenses" / "index.json").is_file():
            raise SmokeError(f"the installer left no game or no licences in {target}")
        stale = target / "_internal" / "PySide6" / "plugins" / "imageformats" / "qstale.dll"
        stale.write_bytes(b"MZ left by an older version")
        subprocess.run(install, check=True, timeout=600)
        if stale.exists():
            raise SmokeError("an upgrade left an old plug-in behind, which Qt would load")
        print(f"smoke: installed in {target}, and again over an older copy", flush=True)
        check_bundle(program)
        uninstaller = target / "unins000.exe"
        subprocess.run(
            [str(uninstaller), "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART"],
            check=True,
            timeout=600,
        )
        # The uninstaller runs on from a copy of itself in the temporary folder.
        _wait_for(lambda: not program.exists(), 300, "uninstall")
        print("smoke: uninstalled", flush=True)


def main(argv: list[str] | None = None) -> int:
    """Run the checks; return 0 when the bundle passed them all."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, nargs="?", help="build.py's output folder")
    parser.add_argument("--executable", type=Path, help="the bundle's executable itself")
    parser.add_argument("--installer", type=Path, help="Windows: the setup .exe to try")
    args = parser.parse_args(argv)
    try:
        if args.installer is not None:
            check_installer(args.installer)
        elif args.executable is not None:
            check_bundle(args.executable)
        elif args.out is not None:
            check_bundle(executable(args.out.resolve()))
        else:
            parser.error("give build.py's output folder, --executable or --installer")
    except SmokeError as error:
        print(f"smoke: FAILED: {error}", file=sys.stderr, flush=True)
        return 1
    print("smoke: passed", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
