"""Reliability: faults and bad input tried many times, and what survived (issue 43).

    python benchmarks/reliability.py [--trials N] [--large GAMES] [--only SECTION ...]

Sections (all by default):

- ``kill9``: a process plays random moves and saves the game after each, as the app does, and is
  killed with SIGKILL at a random moment; counted: the saves it reported that are on disk.
- ``salvage``: a 300-game history damaged four ways (4 KiB of garbage in the middle, the
  100-byte header, the ``-wal`` of another copy beside it, and for ``--large`` games 12 KiB in
  the middle); counted: the games kept of those a row-by-row read still finds, and the time.
- ``quit`` (needs an X display, xdotool and root for a small tmpfs): the real app quits on a
  full disk with *Resume* off, and on SIGTERM and Ctrl+C; counted: games recorded at the next
  start, exit statuses, time kept.
- ``cli``: bad command lines and closed or full output; counted: tracebacks (there must be
  none) and the exit statuses.

Every figure is printed with the trials it came from; nothing is asserted (the tests do that).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import logging
import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from history import made_up_games  # noqa: E402

from rusol_qt.storage.history import HistoryStore  # noqa: E402
from tests.storage.test_resume import WRITER  # noqa: E402


def kill9(trials: int) -> None:
    from rusol_qt.storage import resume  # noqa: PLC0415

    reported = survived = unreadable = 0
    with tempfile.TemporaryDirectory() as folder:
        for trial in range(trials):
            path = Path(folder) / f"resume-{trial}.json"
            rng = random.Random(trial)
            with subprocess.Popen(
                [sys.executable, "-c", WRITER, str(path), str(1000 + trial)],
                cwd=ROOT,
                stdout=subprocess.PIPE,
                text=True,
            ) as writer:
                assert writer.stdout is not None
                saved = 0
                deadline = time.monotonic() + rng.uniform(0.2, 0.8)
                while time.monotonic() < deadline:
                    line = writer.stdout.readline()
                    if not line:
                        break
                    saved = int(line)
                os.kill(writer.pid, signal.SIGKILL)
                for line in writer.stdout:
                    saved = int(line)
            back = resume.load(path)
            reported += saved
            if not isinstance(back, resume.Resumed):
                unreadable += 1
                continue
            survived += min(saved, len(back.game.actions))
    print(
        f"kill -9 while saving: {trials} trials, {survived:,} of {reported:,} reported saves "
        f"on disk, {unreadable} files that did not load"
    )


def _history(path: Path, games: int) -> None:
    store = HistoryStore(path)
    store.record_many(made_up_games(games))
    store.close()


def _readable(path: Path) -> int:
    """How many games a row-by-row read of the damaged file still finds (the reference)."""
    source = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro&immutable=1", uri=True)
    found = 0
    try:
        (highest,) = source.execute("SELECT max(id) FROM games").fetchone() or (None,)
    except sqlite3.DatabaseError:
        highest = None
    for game_id in range(1, (highest or 0) + 1):
        try:
            found += source.execute("SELECT 1 FROM games WHERE id = ?", (game_id,)).fetchone() == (
                1,
            )
        except sqlite3.DatabaseError:
            continue
    source.close()
    return found


def _salvaged(path: Path) -> tuple[int, float]:
    began = time.perf_counter()
    store = HistoryStore(path)
    store.check()
    seconds = time.perf_counter() - began
    kept = store.recovered.kept if store.recovered is not None else store.count()
    store.close()
    return kept, seconds


def salvage(trials: int, large: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        sound = Path(folder) / "sound.sqlite3"
        _history(sound, 300)
        kept_all = readable_all = 0
        for trial in range(trials):
            path = Path(folder) / f"middle-{trial}" / "history.sqlite3"
            path.parent.mkdir()
            shutil.copyfile(sound, path)
            with open(path, "r+b") as file:
                size = path.stat().st_size
                file.seek(random.Random(trial).randrange(size // 4, 3 * size // 4))
                file.write(random.Random(trial).randbytes(4096))
            readable_all += min(300, _readable(path))
            kept_all += _salvaged(path)[0]
        print(
            f"300 games, 4 KiB of garbage in the middle: {trials} trials, {kept_all:,} games kept "
            f"of {readable_all:,} a row-by-row read finds ({300 * trials:,} recorded)"
        )
        kept_all = 0
        for trial in range(trials):
            path = Path(folder) / f"header-{trial}" / "history.sqlite3"
            path.parent.mkdir()
            shutil.copyfile(sound, path)
            with open(path, "r+b") as file:
                file.write(random.Random(trial).randbytes(100))
            kept_all += _salvaged(path)[0]
        print(
            f"300 games, the 100-byte header garbled: {trials} trials, {kept_all:,} of "
            f"{300 * trials:,} games kept"
        )
        path = Path(folder) / "foreign" / "history.sqlite3"
        path.parent.mkdir()
        shutil.copyfile(sound, path)
        other = path.with_name("other.sqlite3")
        shutil.copyfile(sound, other)
        with contextlib.closing(sqlite3.connect(other)) as compact:
            compact.execute("VACUUM")
        store = HistoryStore(other)
        store.record_many(made_up_games(1, seed=99))
        log = Path(f"{other}-wal").read_bytes()
        store.close()
        other.unlink()
        Path(f"{path}-wal").write_bytes(log)
        print(f"300 games beside the -wal of another copy: {_salvaged(path)[0]} of 300 kept")
        if large:
            path = Path(folder) / "large" / "history.sqlite3"
            path.parent.mkdir()
            began = time.perf_counter()
            _history(path, large)
            made = time.perf_counter() - began
            with open(path, "r+b") as file:
                file.seek(path.stat().st_size // 2)
                file.write(random.Random(12).randbytes(12 * 1024))
            readable = _readable(path)
            kept, seconds = _salvaged(path)
            print(
                f"{large:,} games, 12 KiB of garbage in the middle: {kept:,} kept of {readable:,} "
                f"a row-by-row read finds, salvaged in {seconds:.1f} s (made in {made:.0f} s)"
            )


class _App:
    """The real app under the X display of this process, in user folders below ``home``."""

    def __init__(self, home: Path, *arguments: str) -> None:
        env = dict(os.environ, QT_QPA_PLATFORM="xcb", RUSOL_QT_LOG="info", PYTHONPATH=str(ROOT))
        env |= {f"XDG_{kind}_HOME": str(home / kind.lower()) for kind in ("CONFIG", "DATA")}
        self.process = subprocess.Popen(
            [sys.executable, "-m", "rusol_qt", *arguments],
            cwd=ROOT,
            env=env,
            stderr=subprocess.PIPE,
            text=True,
        )
        self.log = ""
        found = subprocess.run(
            ["xdotool", "search", "--sync", "--onlyvisible", "--pid", str(self.process.pid)],
            capture_output=True,
            text=True,
            timeout=30,
        )
        self.window = found.stdout.split()[0]

    def keys(self, *keys: str) -> None:
        subprocess.run(["xdotool", "windowfocus", "--sync", self.window], check=True, timeout=10)
        for key in keys:
            subprocess.run(["xdotool", "key", key], check=True, timeout=10)

    def until(self, condition: object, timeout: float = 15.0) -> bool:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if callable(condition) and condition():
                return True
            time.sleep(0.05)
        return False

    def end(self, timeout: float = 20.0) -> int:
        try:
            status = self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            self.process.kill()
            status = self.process.wait()
        assert self.process.stderr is not None
        self.log = self.process.stderr.read()
        return status


_CODE = "RU1-C-AAAAABB"
_PLAY_4D_TO_6 = ("Right", "Right", "Right", "Up", "Up", "Up", "space", "Right", "Right", "space")


def _moved(data: Path) -> bool:
    with contextlib.suppress(OSError, ValueError, KeyError):
        return bool(json.loads((data / "resume.json").read_text())["game"]["actions"])
    return False


def _recorded(data: Path) -> list[tuple[str, str]]:
    with contextlib.closing(sqlite3.connect(data / "history.sqlite3")) as history:
        return history.execute("SELECT code, result FROM games").fetchall()


def quit_trials(trials: int) -> None:
    if not os.environ.get("DISPLAY") or shutil.which("xdotool") is None:
        print("quit: skipped (needs an X display and xdotool; run under xvfb-run)")
        return
    statuses: Counter[str] = Counter()
    kept_time = full_disk_kept = 0
    for _ in range(trials):
        for signum in (signal.SIGTERM, signal.SIGINT):
            with tempfile.TemporaryDirectory() as home:
                data = Path(home) / "data" / "rusol-qt"
                app = _App(Path(home), "--game", _CODE)
                app.keys(*_PLAY_4D_TO_6)
                app.until(lambda data=data: _moved(data))
                before = json.loads((data / "resume.json").read_text())["elapsed"]
                app.process.send_signal(signum)
                status = app.end()
                statuses[f"{signal.Signals(signum).name} -> {status}"] += 1
                after = json.loads((data / "resume.json").read_text())["elapsed"]
                kept_time += after > before and "Traceback" not in app.log
    print(f"signals: {trials} trials each; statuses {dict(statuses)}; time kept in {kept_time}")
    if os.geteuid() != 0:
        print("quit on a full disk: skipped (mounting a small tmpfs needs root)")
        return
    for _ in range(trials):
        with tempfile.TemporaryDirectory() as home:
            data_home = Path(home) / "data"
            data_home.mkdir()
            config = Path(home) / "config" / "rusol-qt"
            config.mkdir(parents=True)
            (config / "settings.ini").write_text("[General]\nresume_game=false\n")
            subprocess.run(
                ["mount", "-t", "tmpfs", "-o", "size=200k", "tmpfs", str(data_home)], check=True
            )
            try:
                data = data_home / "rusol-qt"
                app = _App(Path(home), "--game", _CODE)
                app.keys(*_PLAY_4D_TO_6)
                app.until(lambda data=data: _moved(data))
                filler = data_home / "filler"
                descriptor = os.open(filler, os.O_WRONLY | os.O_CREAT)
                for size in (65536, 4096, 512, 1):
                    with contextlib.suppress(OSError):
                        while os.write(descriptor, b"\0" * size):
                            pass
                os.close(descriptor)
                app.keys("ctrl+q")
                app.end()
                filler.unlink()
                again = _App(Path(home))
                again.until(lambda data=data: not list(data.glob("unrecorded-*")), 20)
                again.process.terminate()
                again.end()
                full_disk_kept += _recorded(data) == [(_CODE, "abandoned")]
            finally:
                subprocess.run(["umount", "-l", str(data_home)], check=False)
    print(
        f"quit on a full disk, Resume off: {trials} trials, the game recorded at the next start "
        f"in {full_disk_kept}"
    )


_BAD = [
    ["--game"],
    ["--game", ""],
    ["--game", "RU1-X-AAAAAAA"],
    ["--game", "RU9-C-AAAAAAA"],
    ["--game", "ru1-c-aaaaab"],
    ["--print-deal", "nonsense"],
    ["--print-deal", "RU1-C-AAAAABB", "--solve", "RU1-C-AAAAABB"],
    ["--solve", "RU1-C-AAAAABB", "--after", "ZZ>9"],
    ["--solve", "RU1-C-AAAAABB", "--after", "4D>6,4D>6"],
    ["--solve", "RU1-C-AAAAABB", "--seconds", "nan"],
    ["--solve", "RU1-C-AAAAABB", "--seconds", "-1"],
    ["--solve", "RU1-C-AAAAABB", "--rules", "classic"],
    ["--survey", "0"],
    ["--survey", "-5"],
    ["--survey", "8031810176"],
    ["--survey", "1e3"],
    ["--survey", "10", "--jobs", "0"],
    ["--survey", "10", "--jobs", "9999"],
    ["--survey", "10", "--rules", ""],
    ["--survey", "10", "--rules", " "],
    ["--survey", "10", "--rules", "expert"],
    ["--survey", "10", "--seed", "x"],
    ["--json"],
    ["--seconds", "5"],
    ["--print-d", "RU1-C-AAAAABB"],
    ["-platform"],
    ["--nonsense"],
    ["extra"],
]


def cli() -> None:
    statuses: Counter[int] = Counter()
    tracebacks = []
    runs: list[tuple[list[str], str | None]] = [(words, None) for words in _BAD]
    for words in (["--print-deal", _CODE], ["--print-deal", _CODE, "--json"], ["--version"]):
        runs += [(words, ">&-"), (words, ">/dev/full")]
    runs += [(["--survey", "3", "--seconds", "1"], ">&-"), (["--survey", "3"], ">/dev/full")]
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    with tempfile.TemporaryDirectory() as home:
        env |= {"XDG_CONFIG_HOME": home, "XDG_DATA_HOME": home}
        for words, redirect in runs:
            command = " ".join([sys.executable, "-m", "rusol_qt", *(f"'{word}'" for word in words)])
            done = subprocess.run(
                f"{command} {redirect or ''}",
                shell=True,
                cwd=ROOT,
                env=env,
                capture_output=True,
                text=True,
                timeout=120,
            )
            statuses[done.returncode] += 1
            if "Traceback" in done.stderr:
                tracebacks.append(" ".join(words) + (f" {redirect}" if redirect else ""))
    print(
        f"command lines: {len(runs)} bad ones or with closed/full output (the game window "
        f"without a display among them); statuses {dict(sorted(statuses.items()))}; "
        f"tracebacks: {len(tracebacks)} {tracebacks or ''}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--trials", type=int, default=10)
    parser.add_argument("--large", type=int, default=100_000, help="0 leaves the large one out")
    parser.add_argument("--only", nargs="*", choices=["kill9", "salvage", "quit", "cli"])
    args = parser.parse_args()
    logging.disable(logging.WARNING)  # the store's own warnings about the damage it meets
    sections = set(args.only or ["kill9", "salvage", "quit", "cli"])
    print(f"# {time.strftime('%Y-%m-%d %H:%M')} on {os.cpu_count()} cores, load {os.getloadavg()}")
    if "kill9" in sections:
        kill9(4 * args.trials)
    if "salvage" in sections:
        salvage(args.trials, args.large)
    if "quit" in sections:
        quit_trials(args.trials)
    if "cli" in sections:
        cli()


if __name__ == "__main__":
    main()
