"""The interface language: which translations ship, and switching between them at runtime."""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QEvent,
    QLibraryInfo,
    QLocale,
    QObject,
    QTranslator,
    Signal,
    SignalInstance,
)

from rusol_qt.base import bindings  # noqa: F401 - guards the Qt bindings before any Qt call
from rusol_qt.base.catalogues import PSEUDO, PSEUDO_LANGUAGE, qm_name
from rusol_qt.base.settings import Settings

#: Every language the app ships, by code, under the name its speakers call it.
LANGUAGES: dict[str, str] = {
    "en": "English",
    "de": "Deutsch",
    "es": "Español",
    "fr": "Français",
    "nb": "Norsk bokmål",
    "ru": "Русский",
    "th": "ไทย",
}

#: System languages we answer with a shipped one: Norwegian in general and Nynorsk read Bokmål
#: far more easily than English.
_CLOSEST = {"no": "nb", "nn": "nb"}

#: The English the app is written in.
SOURCE_LANGUAGE = "en"

#: The pseudo-locale's name in Settings, in its own pseudo script: what the build's
#: ``pseudo_translate("Pseudo-locale")`` (tools/linguist.py) makes of it, written out here because
#: the installed app carries no build tools (tests/i18n/test_i18n.py checks that the two agree).
PSEUDO_NAME = "[Ƥšéúďó-ĺóçáĺé~~~~]"

#: Set to 1 to offer the pseudo-locale in Settings (translators and developers spot any text
#: that bypasses translation by its missing brackets and accents).
PSEUDO_ENV = "RUSOL_PSEUDO"

#: Texts Qt draws itself that Qt ships no Norwegian Bokmål or Thai for (qtbase has only nn, and
#: no th): standard dialog buttons, the line edit's context menu, and Qt's own file dialog (the
#: history export, where the platform offers no native one). Listing them here puts them in our
#: .ts files; ours load before Qt's, so for de/fr/es/ru Qt's own wording still wins where Qt has
#: one.
QT_TEXTS = (
    QT_TRANSLATE_NOOP("QPlatformTheme", "OK"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save All"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Open"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&Yes"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Yes to &All"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&No"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "N&o to All"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Abort"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Retry"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Ignore"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Close"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Discard"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Help"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Apply"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Reset"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Restore Defaults"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "&OK"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "&Save"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "&Cancel"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "&Close"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "Close without Saving"),
    QT_TRANSLATE_NOOP("QMessageBox", "Show Details..."),
    QT_TRANSLATE_NOOP("QMessageBox", "Hide Details..."),
    QT_TRANSLATE_NOOP("QLineEdit", "&Undo"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Redo"),
    QT_TRANSLATE_NOOP("QLineEdit", "Cu&t"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Copy"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Paste"),
    QT_TRANSLATE_NOOP("QLineEdit", "Delete"),
    QT_TRANSLATE_NOOP("QLineEdit", "Select All"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Back"),
    QT_TRANSLATE_NOOP("QFileDialog", "Go back"),
    QT_TRANSLATE_NOOP("QFileDialog", "Forward"),
    QT_TRANSLATE_NOOP("QFileDialog", "Go forward"),
    QT_TRANSLATE_NOOP("QFileDialog", "Parent Directory"),
    QT_TRANSLATE_NOOP("QFileDialog", "Go to the parent directory"),
    QT_TRANSLATE_NOOP("QFileDialog", "Create New Folder"),
    QT_TRANSLATE_NOOP("QFileDialog", "Create a New Folder"),
    QT_TRANSLATE_NOOP("QFileDialog", "List View"),
    QT_TRANSLATE_NOOP("QFileDialog", "Change to list view mode"),
    QT_TRANSLATE_NOOP("QFileDialog", "Detail View"),
    QT_TRANSLATE_NOOP("QFileDialog", "Change to detail view mode"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files"),
    QT_TRANSLATE_NOOP("QFileDialog", "Sidebar"),
    QT_TRANSLATE_NOOP("QFileDialog", "List of places and bookmarks"),
    QT_TRANSLATE_NOOP("QFileDialog", "File &name:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Save"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Open"),
    QT_TRANSLATE_NOOP("QFileDialog", "Save As"),
    QT_TRANSLATE_NOOP("QFileDialog", "Open"),
    QT_TRANSLATE_NOOP("QFileDialog", "All Files (*)"),
    QT_TRANSLATE_NOOP("QFileDialog", "%1 already exists.\nDo you want to replace it?"),
    QT_TRANSLATE_NOOP("QFileDialog", "New Folder"),
    QT_TRANSLATE_NOOP("QFileDialog", "&New Folder"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Rename"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Delete"),
    QT_TRANSLATE_NOOP("QFileDialog", "Show &hidden files"),
    QT_TRANSLATE_NOOP("QFileDialog", "Recent Places"),
    QT_TRANSLATE_NOOP("QFileDialog", "Directory:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Directories"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Name"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Size"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Type"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Kind"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Date Modified"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Computer"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "My Computer"),
)


class FollowsLanguage:
    """Mixin for a widget with a ``retranslate_ui()``: calls it at every change of language.

    Qt sends every widget a ``LanguageChange`` event once :func:`install_language` has switched
    the catalogues. Put the mixin before the Qt class: ``class Dialog(FollowsLanguage, QDialog)``.
    """

    def changeEvent(self, event: QEvent) -> None:
        """Set every text anew when the language has changed."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        # The Qt class after this mixin has it; mypy cannot know.
        super().changeEvent(event)  # type: ignore[misc]

    def retranslate_ui(self) -> None:
        """Set every text in the current language."""
        raise NotImplementedError


class _LanguageSignals(QObject):
    changed = Signal(str)


_signals: _LanguageSignals | None = None


def language_changed() -> SignalInstance:
    """A signal fired with the new language code after every switch of language.

    Widgets follow through Qt's ``LanguageChange`` event (:class:`FollowsLanguage`); objects
    that are not widgets (the actions' owners) connect their ``retranslate_ui`` here.
    """
    global _signals  # noqa: PLW0603 - one interface language for the whole process
    if _signals is None:
        _signals = _LanguageSignals()
    return _signals.changed


_translators: list[QTranslator] = []
_current: str | None = None


def translations_dir() -> Path:
    """The folder of the compiled catalogues, inside the package (built by setup.py)."""
    return Path(__file__).parent.parent / "i18n"


def shipped_languages() -> list[str]:
    """The codes of the languages whose catalogue is present; English always is."""
    folder = translations_dir()
    return [
        code for code in LANGUAGES if code == SOURCE_LANGUAGE or (folder / qm_name(code)).is_file()
    ]


def pseudo_enabled() -> bool:
    """Whether the pseudo-locale is offered (``RUSOL_PSEUDO=1``) and built."""
    return os.environ.get(PSEUDO_ENV) == "1" and (translations_dir() / qm_name(PSEUDO)).is_file()


def system_language(ui_languages: Sequence[str] | None = None) -> str:
    """The shipped language closest to the system's preferred ones, else English.

    Args:
        ui_languages: The system's languages in order of preference, as
            ``QLocale.system().uiLanguages()`` gives them ("nb-NO", "en-US", ...).
    """
    shipped = shipped_languages()
    preferred = QLocale.system().uiLanguages() if ui_languages is None else ui_languages
    for name in preferred:
        base = name.replace("_", "-").split("-")[0].lower()
        base = _CLOSEST.get(base, base)
        if base in shipped:
            return base
    return SOURCE_LANGUAGE


def language_name(code: str) -> str:
    """The name of a language in that language ("Deutsch"); the pseudo-locale's is transformed."""
    if code == PSEUDO:
        return PSEUDO_NAME
    return LANGUAGES[code]


def available_languages() -> list[tuple[str, str]]:
    """The choices for the language setting: (code, name), the system default first.

    The system default's entry is in the current language and names the language it stands
    for; every other language is named in its own language, so a player lost in a language
    they cannot read still finds theirs.
    """
    system = QCoreApplication.translate("Language", "System default (%1)").replace(
        "%1", language_name(system_language())
    )
    languages = sorted(shipped_languages(), key=lambda code: LANGUAGES[code].casefold())
    if pseudo_enabled():
        languages.append(PSEUDO)
    return [("", system)] + [(code, language_name(code)) for code in languages]


def resolve(code: str) -> str:
    """The language a setting value stands for: "" and unknown codes mean the system's."""
    if code == PSEUDO and (translations_dir() / qm_name(PSEUDO)).is_file():
        return PSEUDO
    if code in shipped_languages():
        return code
    return system_language()


def install_language(code: str) -> str:
    """Switch the whole app to a language at once.

    Loads our catalogue and Qt's own (qtbase_<lang>.qm, for standard buttons) and drops the
    previous ones; Qt then sends every widget a ``LanguageChange`` event, on which widgets call
    their ``retranslate_ui()``. Numbers and dates follow the language too.

    Args:
        code: A language code from :func:`available_languages`; "" for the system default.

    Returns:
        The language now in use (the system default resolved, e.g. "nb").

    Raises:
        RuntimeError: there is no QCoreApplication yet.
    """
    global _current  # noqa: PLW0603 - one interface language for the whole process
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("install_language needs a QApplication")
    language = resolve(code)
    if language == _current:
        return language
    # The translators have no parent: each lives only while it is in _translators (a catalogue
    # that fails to load, or one dropped here, is freed at once, not kept until the app quits).
    for translator in _translators:
        app.removeTranslator(translator)
    _translators.clear()

    # Installed last is searched first: ours go in before Qt's, so for the few texts of Qt's we
    # carry (for nb and th, which Qt lacks) Qt's own wording wins wherever Qt has one.
    ours = QTranslator()
    if ours.load(qm_name(language), str(translations_dir())):
        _install(app, ours)
    if language not in (SOURCE_LANGUAGE, PSEUDO):
        qt = QTranslator()
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if qt.load(f"qtbase_{language}", qt_dir):
            _install(app, qt)

    QLocale.setDefault(QLocale(PSEUDO_LANGUAGE if language == PSEUDO else language))
    _current = language
    language_changed().emit(language)
    return language


def _install(app: QCoreApplication, translator: QTranslator) -> None:
    app.installTranslator(translator)
    _translators.append(translator)


def current_language() -> str:
    """The language in use ("en" before :func:`install_language` is first called)."""
    return _current or SOURCE_LANGUAGE


def follow(settings: Settings) -> str:
    """Use the language of ``settings`` now and whenever the player changes it.

    Returns:
        The language now in use.
    """

    def changed(name: str) -> None:
        if name == Settings.language.name:
            install_language(settings.language)

    settings.changed.connect(changed)
    return install_language(settings.language)
