"""The headless command line, which never imports Qt."""

import json
import os
import re
import subprocess
import sys
import types
from pathlib import Path

import pytest

from rusol_qt.cli import EXIT_CLOSED_PIPE, display_problem, main, usable_processors
from tests.cli.command_line import run
from tests.e2e.waiting import wait_for


def test_print_deal_json(capsys):
    assert main(["--print-deal", " ru1-r-aaaaabb ", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["code"] == "RU1-R-AAAAABB" and data["rules"] == "relaxed"
    assert [len(c) for c in data["columns"]] == [1, 6, 7, 8, 9, 10, 11]
    assert data["columns"][1][0] == {"card": "6S", "face_up": False}
    assert data["columns"][1][1] == {"card": "4H", "face_up": True}
    assert sum(not cell["face_up"] for column in data["columns"] for cell in column) == 21


def test_print_deal_text(capsys):
    assert main(["--print-deal", "RU1-C-AAAAABB"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("RU1-C-AAAAABB")
    assert out[2] == "2: [6S] 4H 7S TD JC 8D"


@pytest.mark.parametrize(
    ("code", "reason"),
    [("RU1-C-AAAA", "7 letters"), ("XX", "starts with RU"), ("RU1-Q-AAAAAAA", "rule letter")],
)
def test_bad_code_exits_2_with_the_reason(code, reason):
    result = run("--print-deal", code)
    assert result.returncode == 2
    assert reason in result.stderr and result.stdout == ""


def test_unknown_options_beside_a_tool_are_refused():
    result = run("--print-deal", "RU1-C-AAAAAAA", "--bogus")
    assert result.returncode == 2
    assert "unrecognized arguments: --bogus" in result.stderr and result.stdout == ""


def test_the_model_and_the_command_line_never_import_qt():
    probe = (
        "import sys, runpy; sys.argv = ['rusol_qt', '--print-deal', 'RU1-C-AAAAAAA']\n"
        "import rusol_qt.model.game, rusol_qt.model.notation, rusol_qt.cli\n"
        "try:\n    runpy.run_module('rusol_qt', run_name='__main__')\n"
        "except SystemExit:\n    pass\n"
        "assert not [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=False, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert "8C" in result.stdout


def test_no_module_of_the_model_imports_qt():
    root = Path(__file__).parents[2] / "rusol_qt" / "model"
    sources = list(root.glob("*.py"))
    assert len(sources) >= 5
    for source in sources:
        assert not re.search(
            r"^\s*(from|import)\s+(PySide6|shiboken6)", source.read_text(), re.MULTILINE
        ), source


class FakeWindow:
    """Stands in for rusol_qt.app.startup.main: records the arguments the game window would get."""

    def __init__(self) -> None:
        self.calls: list[list[str]] = []

    def run(self, argv: list[str]) -> int:
        self.calls.append(list(argv))
        return 0


@pytest.fixture
def window(monkeypatch):
    fake = FakeWindow()
    module = types.ModuleType("rusol_qt.app.startup.main")
    module.run = fake.run  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "rusol_qt.app.startup.main", module)
    return fake


@pytest.mark.parametrize(
    "args",
    [
        ["--print-dael", "RU1-C-AAAAAAA"],
        ["stray"],
        ["--game", "RU1-C-AAAAAAA", "extra"],
        ["-stylefoo"],
        ["--json"],
        ["--seconds", "3"],
        ["--print-deal", "RU1-C-AAAAAAA", "-platform", "offscreen"],
        ["--solve", "RU1-C-AAAAAAA", "--game", "RU1-C-AAAAAAA"],
    ],
)
def test_a_mistyped_option_or_stray_argument_is_refused_without_a_window(window, capsys, args):
    with pytest.raises(SystemExit) as exit_:
        main(args)
    assert exit_.value.code == 2
    assert window.calls == []
    error = capsys.readouterr().err
    assert error.startswith("usage: rusol-qt") and "error:" in error


def test_qt_options_and_the_game_code_reach_the_window(window):
    assert (
        main(
            [
                "-platform",
                "offscreen",
                "--style=fusion",
                "-reverse",
                "--game",
                "ru1-r-aaaaabb",
                "-qwindowgeometry",
                "800x600+0+0",
                "-session",
                "abc",
            ]
        )
        == 0
    )
    (argv,) = window.calls
    assert argv[1:] == [
        "-platform",
        "offscreen",
        "-style",
        "fusion",
        "-reverse",
        "-qwindowgeometry",
        "800x600+0+0",
        "-session",
        "abc",
        "--game",
        "RU1-R-AAAAABB",
    ]
    assert main([]) == 0 and window.calls[1][1:] == []


@pytest.mark.parametrize(("code", "reason"), [("", "empty"), ("RU1-C-AAAA", "7 letters")])
def test_a_bad_game_code_is_refused_before_qt_loads(window, capsys, code, reason):
    assert main(["--game", code]) == 2
    assert window.calls == []
    assert reason in capsys.readouterr().err


def test_jobs_above_the_processors_is_refused(window, capsys):
    too_many = usable_processors() + 1
    with pytest.raises(SystemExit) as exit_:
        main(["--survey", "1", "--seconds", "0.1", "--jobs", str(too_many)])
    assert exit_.value.code == 2
    error = capsys.readouterr().err
    assert f"--jobs {too_many} is more than the {too_many - 1} processors" in error


@pytest.mark.parametrize(
    "args",
    [
        ["--print-deal", "RU1-C-AAAAABB", "--json"],
        ["--print-deal", "RU1-C-AAAAABB"],
        ["--solve", "RU1-C-AARMEFO", "--seconds", "2"],
        ["--solve", "RU1-C-AARMEFO", "--seconds", "2", "--json"],
    ],
)
def test_a_closed_pipe_ends_the_output_quietly(args):
    # The reader is gone before the tool writes, so every write meets the closed pipe (a `head -c 5`
    # that exits early, without the race of when it does).
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        result = subprocess.run(
            [sys.executable, "-m", "rusol_qt", *args],
            stdout=write_end,
            stderr=subprocess.PIPE,
            text=True,
            check=False,
            timeout=60,
        )
    finally:
        os.close(write_end)
    assert result.stderr == ""
    assert result.returncode == EXIT_CLOSED_PIPE == 141


# -- every path ends in a plain message and a status (issue 43) ------------------------------------

#: Each thing the command line prints, quick enough to run many times.
PRINTING = [
    ["--print-deal", "RU1-C-AAAAABB"],
    ["--print-deal", "RU1-C-AAAAABB", "--json"],
    ["--solve", "RU1-C-AARMEFO", "--seconds", "2"],
    ["--survey", "2", "--seed", "1", "--seconds", "2"],
    ["--version"],
    ["--help"],
]


def _plain(stderr: str) -> str:
    """The one line the command said, checked to be a message of its own and no traceback."""
    assert "Traceback" not in stderr and "Exception ignored" not in stderr, stderr
    (line,) = stderr.splitlines()
    assert line.startswith("rusol-qt: ")
    return line


@pytest.mark.skipif(sys.platform == "win32", reason="closes the stream with a POSIX shell (>&-)")
@pytest.mark.parametrize("args", PRINTING)
def test_a_closed_standard_output_is_a_message_and_status_1(args):
    # `rusol-qt ... >&-`, as a shell closes it: Python starts with sys.stdout = None.
    result = subprocess.run(
        ["sh", "-c", 'exec "$0" -m rusol_qt "$@" >&-', sys.executable, *args],
        stderr=subprocess.PIPE,
        text=True,
        check=False,
        timeout=60,
    )
    assert result.returncode == 1
    assert _plain(result.stderr) == (
        "rusol-qt: the standard output is closed, so there is nowhere to print to"
    )


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full (Linux)")
@pytest.mark.parametrize("args", PRINTING)
def test_a_full_standard_output_is_a_message_and_status_1(args):
    with open("/dev/full", "w") as full:
        result = subprocess.run(
            [sys.executable, "-m", "rusol_qt", *args],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            check=False,
            timeout=60,
        )
    assert result.returncode == 1
    assert _plain(result.stderr) == (
        "rusol-qt: cannot write to the standard output: No space left on device"
    )


@pytest.mark.parametrize(
    "args",
    [
        ["--print-deal", "RU1-C-AAAA"],
        ["--bogus"],
        ["--game", "RU1-C-AAAA"],
        ["--survey", "1", "--rules", "easy"],
        ["--solve", "RU1-C-AARMEFO", "--seconds", "2"],
    ],
)
@pytest.mark.parametrize("stderr", ["closed", "full"])
@pytest.mark.skipif(sys.platform == "win32", reason="closes the stream with a POSIX shell (2>&-)")
def test_a_closed_or_full_standard_error_costs_only_the_message(args, stderr):
    if stderr == "full" and not os.path.exists("/dev/full"):
        pytest.skip("needs /dev/full (Linux)")
    redirect = "2>&-" if stderr == "closed" else "2>/dev/full"
    result = subprocess.run(
        ["sh", "-c", f'exec "$0" -m rusol_qt "$@" {redirect}', sys.executable, *args],
        stdout=subprocess.PIPE,
        text=True,
        check=False,
        timeout=60,
    )
    # The status still says what happened; nothing strays onto the standard output.
    assert result.returncode == (0 if args[0] == "--solve" else 2)
    assert (result.stdout != "") == (args[0] == "--solve")


def no_streams(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make this a Windows gui-script's process: no console, sys.stdout and sys.stderr None.

    Called in the test itself: pytest puts its own capture back in place after the fixtures.
    """
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)


@pytest.mark.parametrize("args", PRINTING)
def test_without_standard_streams_a_tool_ends_with_status_1(monkeypatch, args):
    no_streams(monkeypatch)
    assert main(args) == 1


@pytest.mark.parametrize(
    ("args", "status"),
    [(["--bogus"], 2), (["--print-deal", "RU1-C-AAAAABB", "--game", "x"], 2)],
)
def test_without_standard_streams_a_refused_command_line_ends_with_its_status(
    monkeypatch, args, status
):
    no_streams(monkeypatch)
    with pytest.raises(SystemExit) as exit_:
        main(args)
    assert exit_.value.code == status


def test_without_standard_streams_the_window_starts_and_a_bad_code_is_refused(window, monkeypatch):
    no_streams(monkeypatch)
    monkeypatch.setenv("RUSOL_QT_LOG", "verbose")
    assert main(["--game", "RU1-C-AAAA"]) == 2 and window.calls == []
    assert main(["--game", "RU1-C-AAAAABB"]) == 0 and len(window.calls) == 1


def test_without_a_standard_error_messages_never_go_to_the_standard_output(
    window, capsys, monkeypatch
):
    monkeypatch.setattr(sys, "stderr", None)
    assert main(["--game", "RU1-C-AAAA"]) == 2
    assert main(["--print-deal", "XX"]) == 2
    assert capsys.readouterr().out == ""


# -- RUSOL_QT_LOG (issue 43) ---------------------------------------------------------------------


def _lock(home: Path) -> Path:
    # platformdirs: XDG_DATA_HOME/rusol-qt; on Windows, LOCALAPPDATA/<author>/<app>.
    folder = home / "data" / "rusol-qt"
    return (folder / "rusol-qt" if sys.platform == "win32" else folder) / "rusol-qt.lock"


def _own_folders(home: Path) -> dict[str, str]:
    """The user folders of a game started in ``home``, not the player's."""
    return {
        "XDG_CONFIG_HOME": str(home / "config"),
        "XDG_DATA_HOME": str(home / "data"),
        "XDG_STATE_HOME": str(home / "state"),
        # Windows: platformdirs asks the shell for these, unless these name others.
        "WIN_PD_OVERRIDE_LOCAL_APPDATA": str(home / "data"),
        "WIN_PD_OVERRIDE_APPDATA": str(home / "config"),
    }


def _window_environment(home: Path, log: str) -> dict[str, str]:
    return dict(os.environ, QT_QPA_PLATFORM="offscreen", RUSOL_QT_LOG=log, **_own_folders(home))


@pytest.mark.parametrize("log", ["1", "verbose"])
def test_a_bad_log_level_is_a_warning_and_the_game_starts(tmp_path, log):
    said = tmp_path / "stderr.txt"
    with open(said, "w") as stderr:
        first = subprocess.Popen(
            [sys.executable, "-m", "rusol_qt", "--game", "RU1-C-AAAAABB"],
            env=_window_environment(tmp_path, log),
            stderr=stderr,
        )
    try:
        wait_for(_lock(tmp_path).exists, first, lambda: f"no game started: {said.read_text()}", 60)
        # A second start hands its request to the running game, which takes it: it runs.
        second = subprocess.run(
            [sys.executable, "-m", "rusol_qt"],
            env=_window_environment(tmp_path, "info"),
            capture_output=True,
            text=True,
            check=False,
            timeout=60,
        )
        assert second.returncode == 0, second.stderr
        assert "the running copy took the request" in second.stderr
        assert first.poll() is None
    finally:
        first.kill()
        first.wait(timeout=30)
    lines = said.read_text().splitlines()
    assert (
        f"rusol-qt: warning: RUSOL_QT_LOG={log!r} is not a log level; the levels are debug, "
        "info, warning, error, critical. The game starts without a log."
    ) in lines
    assert not any("Traceback" in line for line in lines)


# -- no display (issue 43) -----------------------------------------------------------------------


def _without_display(home: Path, **settings: str) -> dict[str, str]:
    """The environment with no display and no platform chosen, then ``settings``."""
    environment = {
        name: value
        for name, value in os.environ.items()
        if name not in ("DISPLAY", "WAYLAND_DISPLAY", "WAYLAND_SOCKET", "QT_QPA_PLATFORM")
    }
    return environment | _own_folders(home) | settings


def _window_run(environment: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "rusol_qt", *args],
        env=environment,
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )


NO_DISPLAY = (
    "rusol-qt: cannot open the game window: there is no display ({}). Start the game from the "
    "desktop, or set DISPLAY (an X server) or WAYLAND_DISPLAY (a Wayland compositor); "
    "--print-deal, --solve, --hint and --survey work without a display."
)


@pytest.mark.skipif(
    not sys.platform.startswith("linux"),
    reason="DISPLAY and WAYLAND_DISPLAY choose a display on Linux only",
)
@pytest.mark.parametrize(
    ("settings", "args", "unset"),
    [
        ({}, [], "neither DISPLAY nor WAYLAND_DISPLAY is set"),
        ({"QT_QPA_PLATFORM": "xcb"}, ["--game", "RU1-C-AAAAABB"], "DISPLAY is not set"),
        ({"QT_QPA_PLATFORM": "wayland"}, [], "WAYLAND_DISPLAY is not set"),
        ({"QT_QPA_PLATFORM": "offscreen"}, ["-platform", "xcb"], "DISPLAY is not set"),
    ],
)
def test_no_display_is_a_plain_message_and_status_1(tmp_path, settings, args, unset):
    result = _window_run(_without_display(tmp_path, **settings), *args)
    assert (result.returncode, result.stdout) == (1, "")
    assert _plain(result.stderr) == NO_DISPLAY.format(unset)


def _silent_display() -> str:
    """A display number no X server serves here."""
    number = 4093
    while os.path.exists(f"/tmp/.X11-unix/X{number}"):
        number -= 1
    return f":{number}"


@pytest.mark.skipif(
    not sys.platform.startswith("linux"),
    reason="DISPLAY and WAYLAND_DISPLAY choose a display on Linux only",
)
@pytest.mark.parametrize("platform", [{}, {"QT_QPA_PLATFORM": "xcb"}])
def test_an_x_server_that_does_not_answer_is_a_plain_message_and_status_1(tmp_path, platform):
    display = _silent_display()
    result = _window_run(_without_display(tmp_path, DISPLAY=display, **platform))
    assert (result.returncode, result.stdout) == (1, "")
    assert _plain(result.stderr) == (
        f"rusol-qt: cannot open the game window: no X server answers at DISPLAY {display!r} "
        "(it has stopped, or the name is wrong). Start the game from the desktop, or set "
        "DISPLAY to a running X server."
    )


@pytest.mark.parametrize(
    ("environment", "options", "platform"),
    [
        ({"QT_QPA_PLATFORM": "offscreen"}, [], "linux"),
        ({"QT_QPA_PLATFORM": "offscreen:configfile=/x.json"}, [], "linux"),
        ({}, ["-platform", "vnc"], "linux"),
        ({"WAYLAND_DISPLAY": "wayland-0"}, [], "linux"),
        ({"QT_QPA_PLATFORM": "wayland;xcb", "WAYLAND_DISPLAY": "wayland-1"}, [], "linux"),
        ({"QT_QPA_PLATFORM": "xcb", "DISPLAY": "remote.example:0"}, [], "linux"),
        ({}, [], "win32"),
        ({}, [], "darwin"),
    ],
)
def test_a_display_that_may_be_there_is_left_to_qt(environment, options, platform):
    assert display_problem(environment, options, platform) is None


@pytest.mark.parametrize(
    ("environment", "options"),
    [
        ({}, []),
        ({"QT_QPA_PLATFORM": "xcb", "WAYLAND_DISPLAY": "wayland-0"}, []),
        ({"QT_QPA_PLATFORM": "offscreen"}, ["-platform", "xcb"]),
        ({"QT_QPA_PLATFORM": "xcb", "DISPLAY": ""}, []),
    ],
)
def test_no_display_is_found_without_starting_anything(environment, options):
    problem = display_problem(environment, options, "linux")
    assert problem is not None and "there is no display" in problem


@pytest.mark.skipif(not os.environ.get("DISPLAY"), reason="needs the tests' X display (Xvfb)")
def test_the_tests_x_server_is_found_where_display_points():
    # The check must never refuse a display that works: here the tests' own Xvfb.
    display = os.environ["DISPLAY"]
    assert display_problem({"DISPLAY": display}, [], "linux") is None
    assert display_problem({"QT_QPA_PLATFORM": "xcb"}, ["-display", display], "linux") is None
