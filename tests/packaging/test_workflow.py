"""The release workflow: valid for GitHub, and running only commands docs/packaging.md documents."""

from __future__ import annotations

import re
import subprocess
import sys

from ruamel.yaml import YAML

from tests.packaging.conftest import ROOT

WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
DOCS = ROOT / "docs" / "packaging.md"


def _run_lines() -> list[str]:
    workflow = YAML(typ="safe").load(WORKFLOW.read_text(encoding="utf-8"))
    lines = []
    for job in workflow["jobs"].values():
        for step in job["steps"]:
            lines += [line.strip() for line in step.get("run", "").splitlines() if line.strip()]
    return lines


def _documented_lines() -> set[str]:
    blocks = re.findall(r"^```sh\n(.*?)^```", DOCS.read_text(encoding="utf-8"), re.M | re.S)
    return {line.strip() for block in blocks for line in block.splitlines() if line.strip()}


def test_workflow_matches_githubs_schema() -> None:
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "check_jsonschema",
            "--builtin-schema",
            "vendor.github-workflows",
            str(WORKFLOW),
        ],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_every_workflow_command_is_documented() -> None:
    lines = _run_lines()
    assert 'python packaging/build.py --tag "$GITHUB_REF_NAME"' in lines
    undocumented = [line for line in lines if line not in _documented_lines()]
    assert not undocumented, "document these in docs/packaging.md (a ```sh block)"


def test_workflow_builds_on_all_three_systems_from_a_tag() -> None:
    workflow = YAML(typ="safe").load(WORKFLOW.read_text(encoding="utf-8"))
    # YAML 1.1 readers turn the key "on" into True; ruamel's safe loader keeps "on".
    trigger = workflow.get("on", workflow.get(True))
    assert trigger == {"push": {"tags": ["v*"]}}
    systems = {
        name.split("-")[0] for name in workflow["jobs"]["bundle"]["strategy"]["matrix"]["os"]
    }
    assert systems == {"ubuntu", "windows", "macos"}
    assert set(workflow["jobs"]["release"]["needs"]) == {"python-package", "bundle"}
