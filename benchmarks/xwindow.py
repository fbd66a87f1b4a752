"""The benchmarks' X display: a private Xvfb, and the moment a program's window appears on it.

Needs ``xvfb`` and ``x11-utils`` (``xev``, ``xprop``, ``xdpyinfo``).
"""

from __future__ import annotations

import os
import random
import re
import select
import subprocess
import time
from pathlib import Path


class EndedError(RuntimeError):
    """The program ended before its window was mapped."""


def start_xvfb(size: str = "1920x1080") -> tuple[subprocess.Popen[bytes], str]:
    """A private virtual screen of ``size`` on a free, randomly chosen high display number.

    High and random, because a shared machine's other programs take the low numbers and may
    clean up after them while we run. Returns the server and its ``DISPLAY``; terminate it (not
    kill: Xvfb removes its lock file on SIGTERM).
    """
    for number in random.sample(range(400, 1000), 40):
        if Path(f"/tmp/.X{number}-lock").exists() or Path(f"/tmp/.X11-unix/X{number}").exists():
            continue
        server = subprocess.Popen(
            ["Xvfb", f":{number}", "-noreset", "-screen", "0", f"{size}x24", "-nolisten", "tcp"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 10
        while server.poll() is None and time.monotonic() < deadline:
            # Ready once it answers a client, not merely once its socket exists.
            probe = subprocess.run(
                ["xdpyinfo"], env={**os.environ, "DISPLAY": f":{number}"}, capture_output=True
            )
            if probe.returncode == 0:
                return server, f":{number}"
            time.sleep(0.05)
        server.kill()
        server.wait()
    raise SystemExit("could not start Xvfb")


def _descends(pid: int | None, ancestor: int) -> bool:
    """Whether process ``pid`` is ``ancestor`` or was started by it (a launcher's child)."""
    while pid is not None and pid > 1:
        if pid == ancestor:
            return True
        try:
            stat = Path(f"/proc/{pid}/stat").read_text()
        except OSError:
            return False
        pid = int(stat.rpartition(")")[2].split()[1])  # the parent, after the command's name
    return False


#: One MapNotify as ``xev`` prints it for a child of the root window: its id and whether it is an
#: override-redirect window (a menu, a tooltip), which is never the program's main window.
_MAP_NOTIFY = re.compile(
    r"MapNotify event,[^\n]*\n\s*event 0x[0-9a-f]+, window (0x[0-9a-f]+), override (YES|NO)"
)


class MapWatcher:
    """Tells the moment a program's window is mapped, from the X server's own events.

    One long-lived ``xev`` listens to the root window's MapNotify events. No polling program
    is started again and again beside the program being measured (on 2 cores those starts
    competed with it for the CPU, and they came every few milliseconds at best), so the moment
    is the server's, within a millisecond. A mapped window counts only if it is the program's
    own (its ``_NET_WM_PID`` is the program or a process it started), so other clients of a real
    display cannot end the wait.
    """

    def __init__(self, env: dict[str, str]) -> None:
        """Start listening on the display in ``env``."""
        self._env = env
        self._xev = subprocess.Popen(
            ["xev", "-root", "-event", "substructure"],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )
        assert self._xev.stdout is not None
        self._fd = self._xev.stdout.fileno()
        self._pending = ""
        time.sleep(0.5)  # xev has connected and selected the events
        self.drain()

    def drain(self) -> None:
        """Forget the events so far (the windows of the previous program)."""
        while select.select([self._fd], [], [], 0)[0]:
            self._read()
        self._pending = ""

    def _read(self) -> None:
        chunk = os.read(self._fd, 65536)
        if not chunk:
            raise RuntimeError("xev stopped")
        self._pending += chunk.decode(errors="replace")

    def wait_for_map(self, process: subprocess.Popen[bytes], timeout: float = 30) -> float:
        """Wait until a window of ``process`` is mapped; give the moment (``perf_counter``)."""
        deadline = time.perf_counter() + timeout
        while True:
            if process.poll() is not None:
                said = process.stderr.read().decode() if process.stderr else ""
                raise EndedError(f"{process.args!r} ended with {process.returncode}: {said}")
            if time.perf_counter() > deadline:
                raise RuntimeError(f"no window within {timeout} s")
            if not select.select([self._fd], [], [], 0.05)[0]:
                continue
            self._read()
            moment = time.perf_counter()
            # Whole MapNotify events only; the rest of a half-read one waits for its end.
            consumed = 0
            for event in _MAP_NOTIFY.finditer(self._pending):
                consumed = event.end()
                window, override = event.groups()
                if override == "NO" and _descends(self._pid_of(window), process.pid):
                    self._pending = self._pending[consumed:]
                    return moment
            self._pending = self._pending[consumed:]

    def _pid_of(self, window: str) -> int | None:
        shown = subprocess.run(
            ["xprop", "-id", window, "_NET_WM_PID"],
            env=self._env,
            capture_output=True,
            text=True,
            check=False,
        )
        found = re.search(r"= (\d+)", shown.stdout)
        return int(found.group(1)) if found else None

    def close(self) -> None:
        """Stop listening."""
        self._xev.kill()
        self._xev.wait()
