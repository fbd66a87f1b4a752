"""The suite on a faked Windows and macOS: every module loads, and what cannot run there skips.

See tests/portability.py for how each platform is faked and what that can and cannot show.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

#: The modules whose tests are partly POSIX-, Linux- or X-only (issue 46, item 9, and those that
#: the same guards protect): these run, the rest of the suite is only collected.
GUARDED = (
    "tests/base/test_bindings.py",
    "tests/base/test_settings.py",
    "tests/storage/test_resume.py",
    "tests/storage/test_migrations.py",
    "tests/app/test_single_instance.py",
    "tests/dialogs/test_new_game_dialog.py",
    "tests/dialogs/test_settings_dialog.py",
    "tests/table/test_table_keyboard.py",
    "tests/app/test_toolbar.py",
    "tests/cli/test_cli.py",
    "tests/cli/test_solver_cli.py::test_ctrl_c",
    "tests/e2e/",
)

#: What runs on Windows only with Windows itself: faked, it would call Linux or find no msvcrt.
NEEDS_REAL_WINDOWS = (
    # The lock takes msvcrt.locking, which only Windows' Python has.
    "tests/app/test_single_instance.py::test_a_holder_that_never_answers_is_taken_over_in_time",
    "tests/app/test_single_instance.py::test_the_door_takes_a_request_and_ignores_anything_else",
    "tests/app/test_single_instance.py::test_a_deep_or_long_message_is_refused_and_its_connection_closed",
    "tests/app/test_single_instance.py::test_a_knock_that_brings_nothing_is_closed_in_time",
    # The game it starts is a fresh, unfaked Python: its folders are Linux's, not the test's.
    "tests/cli/test_cli.py::test_a_bad_log_level_is_a_warning_and_the_game_starts",
)

#: The skips each faked platform must show, as file and reason: the guards of item 9 took effect
#: (a guard around code only a child Python runs shows in nothing else, as children are unfaked).
EXPECTED_SKIPS = {
    "win32": (
        ("tests/storage/read_only.py", "no read-only folder to try on Windows"),
        (
            "tests/app/test_single_instance.py",
            "the full disk is made with RLIMIT_FSIZE: POSIX only",
        ),
        ("tests/app/test_single_instance.py", "a named pipe on Windows, in no folder"),
        ("tests/cli/test_cli.py", "closes the stream with a POSIX shell (>&-)"),
        ("tests/cli/test_cli.py", "closes the stream with a POSIX shell (2>&-)"),
        ("tests/cli/test_cli.py", "DISPLAY and WAYLAND_DISPLAY choose a display on Linux only"),
        ("tests/cli/test_solver_cli.py", "interrupts a process group with os.killpg"),
        ("tests/e2e/test_screen_reader.py", "AT-SPI is the Linux accessibility bus"),
    ),
    "darwin": (
        ("tests/dialogs/test_new_game_dialog.py", "macOS has no Alt mnemonics"),
        ("tests/dialogs/test_settings_dialog.py", "macOS has no Alt mnemonics"),
        ("tests/table/test_table_keyboard.py", "macOS has no Alt mnemonics"),
        ("tests/second_user.py", "a second real user is tried on Linux only"),
        ("tests/cli/test_cli.py", "DISPLAY and WAYLAND_DISPLAY choose a display on Linux only"),
        ("tests/cli/test_solver_cli.py", "interrupts a process group with os.killpg"),
    ),
}


def _skipped(output: str) -> list[tuple[str, str]]:
    """The file and reason of each "SKIPPED [n] file:line: reason" line pytest -rs printed."""
    found = []
    for line in output.splitlines():
        if line.startswith("SKIPPED ["):
            where, _, reason = line.partition("] ")[2].partition(": ")
            found.append((where.rpartition(":")[0], reason))
    return found


def _start(platform: str) -> subprocess.Popen[str]:
    deselect = [f"--deselect={node}" for node in NEEDS_REAL_WINDOWS] if platform == "win32" else []
    # Without the tests' own options (-p, -x...) and the Xvfb pytest-xvfb would start: neither
    # Windows nor macOS has one, so the X tests must skip as they will there.
    env = dict(os.environ, RUSOL_FAKE_PLATFORM=platform, RUSOL_FAKE_RUN=" ".join(GUARDED))
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    return subprocess.Popen(
        [sys.executable, "-m", "pytest", "-p", "tests.portability", "--no-xvfb", "-q", "-rs"]
        # Every test, the slow ones too: their guards are what this run is for.
        + ["-m", "slow or not slow", "-p", "no:cacheprovider", *deselect, "tests"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )


@pytest.mark.slow
@pytest.mark.skipif(
    not sys.platform.startswith("linux"),
    reason="fakes Windows and macOS on Linux; on those systems the suite itself runs",
)
def test_the_suite_loads_and_skips_with_reasons_on_a_faked_windows_and_macos() -> None:
    # Both at once: each is mostly waiting on its own children.
    runs = {platform: _start(platform) for platform in EXPECTED_SKIPS}
    outputs = {platform: run.communicate(timeout=300)[0] for platform, run in runs.items()}
    for platform, run in runs.items():
        output = outputs[platform]
        assert run.returncode == 0, f"faked {platform}:\n{output}"
        assert "error" not in output.splitlines()[-1], f"faked {platform}:\n{output}"
        skipped = _skipped(output)
        for path, reason in EXPECTED_SKIPS[platform]:
            assert any(path == where and reason in why for where, why in skipped), (
                f"faked {platform} did not skip {path} for {reason!r}:\n{output}"
            )
