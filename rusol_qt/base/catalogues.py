"""The names of the compiled translation catalogues, shared by the build and the running app.

The build step (:mod:`rusol_qt.linguist`) writes them and the app (:mod:`rusol_qt.i18n`) loads
them; the app imports only this, not the build step's reader and writer of .ts and .qm files.
"""

from __future__ import annotations

#: The code of the generated pseudo-locale and the language its catalogue claims to be.
PSEUDO = "pseudo"
PSEUDO_LANGUAGE = "en"


def qm_name(language: str) -> str:
    """The file name of the app's catalogue for a language code: rusol_qt_nb.qm."""
    return f"rusol_qt_{language}.qm"
