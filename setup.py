"""Build hook: compiles i18n/*.ts into the package and puts the icon and licences in it."""

from __future__ import annotations

import importlib
import shutil
import sys
from pathlib import Path
from types import ModuleType

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent

#: Hand-made files of resources/ that the installed package carries, by their place in it.
#: rusol_qt.base.icon reads the icon from there (and, in a checkout, from resources/ itself), and
#: rusol_qt.base.licences the licence texts: the app's own (LICENSE) and every third party's.
PACKAGE_RESOURCES = {
    "resources/rusol-qt.svg": ROOT / "resources" / "rusol-qt.svg",
    "resources/licenses/rusol-qt.txt": ROOT / "LICENSE",
    **{
        f"resources/licenses/{path.name}": path
        for path in sorted((ROOT / "resources" / "licenses").iterdir())
        if path.is_file()
    },
}


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


class BuildWithPackageData(build_py):
    """build_py that also writes the compiled catalogues and the icon into the package."""

    def run(self) -> None:
        """Copy the package as usual, then compile every .ts and copy the resources it carries."""
        super().run()
        linguist = _linguist()
        ts_dir = ROOT / "i18n"
        if not linguist.ts_files(ts_dir):
            raise SystemExit(f"no translations to build in {ts_dir}")
        # An editable install runs the package from the source tree, so its catalogues go there.
        package = ROOT / "rusol_qt" if self.editable_mode else Path(self.build_lib) / "rusol_qt"
        for path in linguist.build(ts_dir, package / "i18n"):
            print(f"compiled {path.name}")
        # An editable install reads resources/ in place (rusol_qt.base.icon and .licences look
        # there when the package has no copy), so no second copy can go stale in the source tree.
        if not self.editable_mode:
            for name, source in PACKAGE_RESOURCES.items():
                target = package / name
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(source, target)
                print(f"copied {source.relative_to(ROOT)} to rusol_qt/{name}")


setup(cmdclass={"build_py": BuildWithPackageData})
