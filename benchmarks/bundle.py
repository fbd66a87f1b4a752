"""The Linux bundle against the installed wheel: size on disk and time to the first window.

Target (issue 6): the bundle under 100 MB unpacked. Build it first with
``python packaging/build.py``; this script then builds the wheel, installs it into a fresh
virtual environment, and starts each app ``--runs`` times on a private Xvfb screen, timing
from launch to the first visible window (polled every 10 ms with xdotool).

    python benchmarks/bundle.py [--bundle DIR] [--runs N]

Needs Xvfb and xdotool (Linux).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEAL = "RU1-C-AAAAABB"


def tree_size(folder: Path) -> int:
    """Bytes of every file below ``folder`` (symlinks counted as links, not followed)."""
    return sum(path.lstat().st_size for path in folder.rglob("*") if not path.is_dir())


def install_wheel(work: Path) -> tuple[Path, Path]:
    """Build the wheel, install it into a fresh venv; return its ``rusol-qt`` and site-packages."""
    subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--outdir", str(work / "dist"), str(ROOT)],
        check=True,
        capture_output=True,
    )
    (wheel,) = (work / "dist").glob("rusol_qt-*.whl")
    venv.create(work / "venv", with_pip=True, symlinks=True)
    python = work / "venv" / "bin" / "python"
    subprocess.run([str(python), "-m", "pip", "install", "-q", str(wheel)], check=True)
    (site,) = (work / "venv" / "lib").glob("python3*/site-packages")
    return work / "venv" / "bin" / "rusol-qt", site


def start_xvfb() -> tuple[subprocess.Popen[bytes], str]:
    """A private virtual screen on a free, randomly chosen high display number.

    High and random, because a shared machine's other programs take the low numbers and may
    clean up after them while we run.
    """
    for number in random.sample(range(400, 1000), 40):
        if Path(f"/tmp/.X{number}-lock").exists() or Path(f"/tmp/.X11-unix/X{number}").exists():
            continue
        server = subprocess.Popen(
            ["Xvfb", f":{number}", "-screen", "0", "1600x1000x24", "-nolisten", "tcp"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 10
        while server.poll() is None and time.monotonic() < deadline:
            # Ready once it answers a client, not merely once its socket exists.
            probe = subprocess.run(
                ["xdotool", "getdisplaygeometry"],
                env={**os.environ, "DISPLAY": f":{number}"},
                capture_output=True,
            )
            if probe.returncode == 0:
                return server, f":{number}"
            time.sleep(0.05)
        server.kill()
        server.wait()
    raise SystemExit("could not start Xvfb")


class NoDisplayError(Exception):
    """The app could not reach the X server (seen now and then on a busy shared machine)."""


def time_to_window(command: list[str], env: dict[str, str]) -> float:
    """Seconds from launch to the app's first visible window; the app is then killed."""
    with tempfile.TemporaryFile(mode="w+") as log:
        started = time.monotonic()
        app = subprocess.Popen([*command, "--game", DEAL], env=env, stdout=log, stderr=log)
        try:
            while time.monotonic() - started < 60:
                found = subprocess.run(
                    ["xdotool", "search", "--onlyvisible", "--pid", str(app.pid)],
                    env=env,
                    capture_output=True,
                    text=True,
                )
                if found.stdout.strip():
                    return time.monotonic() - started
                if app.poll() is not None:
                    log.seek(0)
                    said = log.read()
                    if "could not connect to display" in said:
                        raise NoDisplayError(said)
                    raise SystemExit(
                        f"{command[0]} exited with {app.returncode} before its window:\n{said}"
                    )
                time.sleep(0.01)
            raise SystemExit(f"{command[0]}: no window within 60 s")
        finally:
            app.kill()
            app.wait()


def start_times(command: list[str], env: dict[str, str], runs: int) -> tuple[list[float], int]:
    """``runs`` start-up times, and how many starts were retried for want of the X server."""
    times: list[float] = []
    retried = 0
    while len(times) < runs:
        try:
            times.append(time_to_window(command, env))
        except NoDisplayError:
            retried += 1
            if retried > runs:
                raise SystemExit("the X server keeps refusing connections") from None
    return times, retried


def main() -> int:
    """Print the sizes and start-up times of the bundle and the wheel."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--bundle", type=Path, default=ROOT / "packaging" / "out" / "dist" / "rusol-qt"
    )
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    if not (args.bundle / "rusol-qt").is_file():
        raise SystemExit(f"no bundle in {args.bundle}: run python packaging/build.py first")

    with tempfile.TemporaryDirectory(prefix="rusol-qt-bench-") as scratch:
        work = Path(scratch)
        wheel_app, site = install_wheel(work)
        server, display = start_xvfb()
        env = {
            key: value for key, value in os.environ.items() if not key.startswith(("QT_", "PYTHON"))
        }
        env.update(
            DISPLAY=display,
            QT_QPA_PLATFORM="xcb",
            XDG_CONFIG_HOME=str(work / "config"),
            XDG_DATA_HOME=str(work / "data"),
        )
        try:
            apps = {"bundle": [str(args.bundle / "rusol-qt")], "wheel": [str(wheel_app)]}
            measured = {
                name: start_times(command, env, args.runs) for name, command in apps.items()
            }
        finally:
            server.terminate()
            server.wait()

        bundle_size = tree_size(args.bundle)
        wheel_size = tree_size(site)
        print(
            f"{'':8} {'unpacked':>18} {'first start':>12} {'median start':>13}  ({args.runs} runs)"
        )
        for name, size in (("bundle", bundle_size), ("wheel", wheel_size)):
            runs, _ = measured[name]
            print(
                f"{name:8} {size / 1e6:8.1f} MB {size / 2**20:5.1f} MiB"
                f" {runs[0]:10.2f} s {statistics.median(runs):11.2f} s"
            )
        print("wheel = the fresh venv's site-packages: rusol_qt, PySide6-Essentials, shiboken6,")
        print("platformdirs, pip. Starts: launch to first visible window, on Xvfb.")
        retried = sum(count for _, count in measured.values())
        if retried:
            print(f"{retried} start(s) could not reach the X server and were run again")
        verdict = "meets" if bundle_size < 100_000_000 else "MISSES"
        print(f"bundle {verdict} the target of under 100 MB unpacked")
    return 0


if __name__ == "__main__":
    sys.exit(main())
