"""Build hook: the package build compiles the translations, i18n/*.ts, into rusol_qt/i18n/*.qm."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from types import ModuleType

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent


def _linguist() -> ModuleType:
    """tools/linguist.py from this source tree.

    It and what it imports (the package's ``__init__``, ``base.catalogues``) are pure Python, so
    the build needs neither Qt nor the package's dependencies (docs/translations.md says why).
    """
    sys.path.insert(0, str(ROOT))
    try:
        return importlib.import_module("tools.linguist")
    finally:
        sys.path.remove(str(ROOT))


class BuildWithTranslations(build_py):
    """build_py that also writes the compiled catalogues into the package."""

    def run(self) -> None:
        """Copy the package as usual, then compile every .ts into its i18n folder."""
        super().run()
        linguist = _linguist()
        ts_dir = ROOT / "i18n"
        if not linguist.ts_files(ts_dir):
            raise SystemExit(f"no translations to build in {ts_dir}")
        # An editable install runs the package from the source tree, so its catalogues go there.
        package = ROOT / "rusol_qt" if self.editable_mode else Path(self.build_lib) / "rusol_qt"
        for path in linguist.build(ts_dir, package / "i18n"):
            print(f"compiled {path.name}")


setup(cmdclass={"build_py": BuildWithTranslations})
