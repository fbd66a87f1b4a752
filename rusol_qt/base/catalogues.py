"""The names of the compiled translation catalogues, shared by the build and the running app.

The build step (``tools/linguist.py``, outside the package) writes them and the app
(:mod:`rusol_qt.base.i18n`) loads them; only this module is shared, so the build step needs no
Qt and the installed app no build tools.
"""

from __future__ import annotations

#: The code of the generated pseudo-locale and the language its catalogue claims to be.
PSEUDO = "pseudo"
PSEUDO_LANGUAGE = "en"


def qm_name(language: str) -> str:
    """The file name of the app's catalogue for a language code: rusol_qt_nb.qm."""
    return f"rusol_qt_{language}.qm"
