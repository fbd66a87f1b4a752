"""The translations under test: compiled from the checkout's .ts files before any test runs."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from rusol_qt.base import i18n
from tools import linguist


@pytest.fixture(scope="session", autouse=True)
def compiled_translations() -> Path:
    """The package's i18n folder, rebuilt from i18n/*.ts as `pip install -e .` builds it.

    In a source checkout a .ts file may have changed since the last install; compiling again
    (files are only rewritten when their bytes change) makes the tests see the current sources.
    """
    if linguist.ts_files(linguist.TS_DIR):
        linguist.build(linguist.TS_DIR, linguist.PACKAGE_QM_DIR)
    return i18n.translations_dir()


@pytest.fixture
def english_afterwards(qapp: object) -> Iterator[None]:
    """Put the app back in English after a test that switches the language."""
    yield
    i18n.install_language("en")
