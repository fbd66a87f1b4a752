"""The licence texts: the app's own and those of everything it is built with (no Qt here).

They are hand-kept files in ``resources/licenses/``, listed in its ``index.json``: for each
component its name, its licence (an SPDX id where there is one), the files of its texts, where
they were taken from, and which of the bundles' files it covers (``tests/packaging`` checks that
every library a bundle carries is covered). Building the package copies the folder into
``rusol_qt/resources/licenses/``, with the repository's ``LICENSE`` as ``rusol-qt.txt``; the
bundles take them from there. A checkout reads ``resources/licenses/`` itself, as the icon does.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from rusol_qt.base.packaged import CHECKOUT, resource

#: The app's own licence, under its name in the package (``LICENSE`` in the repository).
OWN_LICENCE = "rusol-qt.txt"


@dataclass(frozen=True, slots=True)
class Licence:
    """One component and the texts of its licence."""

    name: str
    licence: str
    files: tuple[str, ...]
    covers: tuple[str, ...]

    def text(self) -> str:
        """Every text of the component's licence, one after the other."""
        return "\n\n".join(_read(name).strip("\n") for name in self.files) + "\n"


def _read(name: str) -> str:
    folder = resource("licenses")
    if name == OWN_LICENCE and isinstance(folder, Path) and not (folder / name).is_file():
        # A checkout: the app's own licence is the repository's LICENSE.
        return (CHECKOUT / "LICENSE").read_text(encoding="utf-8")
    return (folder / name).read_text(encoding="utf-8")


def licences() -> list[Licence]:
    """Every component with its licence, the app's own first.

    Raises:
        FileNotFoundError: neither the package nor a checkout around it holds the texts.
    """
    entries = json.loads(resource("licenses", "index.json").read_text(encoding="utf-8"))
    return [
        Licence(entry["name"], entry["licence"], tuple(entry["files"]), tuple(entry["covers"]))
        for entry in entries
    ]
