"""Fixtures for the packaging checks: the repository's paths and its packaging scripts."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
LINUX = PACKAGING / "linux"


def load_script(name: str) -> ModuleType:
    """Import ``packaging/<name>.py`` by path (``packaging`` is also a PyPI package's name)."""
    spec = importlib.util.spec_from_file_location(
        f"rusol_qt_packaging_{name}", PACKAGING / f"{name}.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def icons_script() -> ModuleType:
    return load_script("icons")


@pytest.fixture(scope="session")
def build_script() -> ModuleType:
    return load_script("build")
