"""Switching the interface language: what loads, what the player is offered, who is told."""

from __future__ import annotations

import weakref
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QTranslator
from PySide6.QtWidgets import QDialogButtonBox, QLabel
from pytestqt.qtbot import QtBot

from rusol_qt.base import i18n
from rusol_qt.base.catalogues import PSEUDO, qm_name
from rusol_qt.base.settings import Settings
from rusol_qt.storage import paths
from tools import linguist

pytestmark = pytest.mark.usefixtures("english_afterwards")

#: A text of ours and its translation in every shipped language.
SYSTEM_DEFAULT = {
    "nb": "Systemspråk (%1)",
    "th": "ภาษาของระบบ (%1)",
    "de": "Systemsprache (%1)",
    "fr": "Langue du système (%1)",
    "es": "Idioma del sistema (%1)",
    "ru": "Язык системы (%1)",
}


def system_default_text() -> str:
    return QCoreApplication.translate("Language", "System default (%1)")


class Retranslating(QLabel):
    """A widget following the project's convention: retranslate_ui on LanguageChange."""

    def __init__(self) -> None:
        super().__init__()
        self.changes = 0
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setText(QCoreApplication.translate("Language", "System default (%1)"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.changes += 1
            self.retranslate_ui()
        super().changeEvent(event)


def test_every_language_is_compiled_into_the_package(compiled_translations: Path) -> None:
    for code in i18n.LANGUAGES:
        assert (compiled_translations / qm_name(code)).is_file(), code
    assert i18n.shipped_languages() == list(i18n.LANGUAGES)


@pytest.mark.parametrize("code", sorted(SYSTEM_DEFAULT))
def test_install_language_switches_our_texts(qapp: object, code: str) -> None:
    assert i18n.install_language(code) == code
    assert i18n.current_language() == code
    assert system_default_text() == SYSTEM_DEFAULT[code]
    assert QLocale().name().startswith(code)
    i18n.install_language("en")
    assert system_default_text() == "System default (%1)"
    assert i18n.current_language() == "en"


@pytest.mark.parametrize(
    ("code", "cancel"),
    [
        ("de", "Abbrechen"),
        ("fr", "Annuler"),
        ("es", "Cancelar"),
        ("ru", "Отмена"),
        ("nb", "Avbryt"),
        ("th", "ยกเลิก"),
    ],
)
def test_standard_buttons_follow_the_language(qtbot: QtBot, code: str, cancel: str) -> None:
    i18n.install_language(code)
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    assert box.button(QDialogButtonBox.StandardButton.Cancel).text().replace("&", "") == cancel


def test_qt_wording_wins_where_qt_has_one(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cancel = linguist.Message("QPlatformTheme", "Cancel", "", ("OURS",))
    for code in ("de", "nb"):
        catalogue = linguist.Catalogue(code, (cancel,))
        (tmp_path / qm_name(code)).write_bytes(linguist.write_qm(catalogue))
    monkeypatch.setattr(i18n, "translations_dir", lambda: tmp_path)
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    button = box.button(QDialogButtonBox.StandardButton.Cancel)
    i18n.install_language("de")
    qtbot.waitUntil(lambda: button.text() == "Abbrechen")
    i18n.install_language("nb")  # Qt has no Bokmål: ours is used
    qtbot.waitUntil(lambda: button.text() == "OURS")


def test_widgets_are_told_and_retranslate(qtbot: QtBot) -> None:
    label = Retranslating()
    qtbot.addWidget(label)
    label.show()
    i18n.install_language("th")
    qtbot.waitUntil(lambda: label.text() == SYSTEM_DEFAULT["th"])
    changes = label.changes
    i18n.install_language("fr")
    qtbot.waitUntil(lambda: label.text() == SYSTEM_DEFAULT["fr"])
    assert label.changes > changes


def test_installing_the_same_language_again_changes_nothing(qtbot: QtBot) -> None:
    label = Retranslating()
    qtbot.addWidget(label)
    i18n.install_language("nb")
    qtbot.waitUntil(lambda: label.text() == SYSTEM_DEFAULT["nb"])
    QCoreApplication.processEvents()
    changes = label.changes
    i18n.install_language("nb")
    QCoreApplication.processEvents()
    assert label.changes == changes


def test_switching_languages_frees_the_previous_catalogues(qapp: QCoreApplication) -> None:
    i18n.install_language("de")
    # Ours and Qt's for German, watched without keeping them alive.
    german = [weakref.ref(translator) for translator in i18n._translators]
    assert len(german) == 2
    i18n.install_language("fr")
    assert [ref() for ref in german] == [None, None]
    # Nothing else holds a catalogue either (Qt's nb one fails to load and must not linger).
    i18n.install_language("nb")
    assert qapp.findChildren(QTranslator) == []


@pytest.mark.parametrize(
    ("ui_languages", "expected"),
    [
        (["nb-NO", "en-US"], "nb"),
        (["no"], "nb"),
        (["nn-NO", "en"], "nb"),
        (["th-TH"], "th"),
        (["de-AT", "de"], "de"),
        (["fr_CA"], "fr"),
        (["es-419"], "es"),
        (["ru-RU"], "ru"),
        (["sv-SE", "de-DE"], "de"),
        (["sv-SE", "fi"], "en"),
        ([], "en"),
    ],
)
def test_system_language_is_the_closest_shipped_one(ui_languages: list[str], expected: str) -> None:
    assert i18n.system_language(ui_languages) == expected


def test_empty_and_unknown_codes_mean_the_system_language(qapp: object) -> None:
    system = i18n.system_language()
    assert i18n.install_language("") == system
    assert i18n.install_language("xx") == system


def test_available_languages_start_with_the_system_default(qapp: object) -> None:
    languages = i18n.available_languages()
    assert languages[0][0] == ""
    assert i18n.language_name(i18n.system_language()) in languages[0][1]
    assert languages[1:] == [
        ("de", "Deutsch"),
        ("en", "English"),
        ("es", "Español"),
        ("fr", "Français"),
        ("nb", "Norsk bokmål"),
        ("ru", "Русский"),
        ("th", "ไทย"),
    ]


def test_the_system_default_entry_is_in_the_current_language(qapp: object) -> None:
    i18n.install_language("de")
    assert i18n.available_languages()[0][1].startswith("Systemsprache (")


def test_the_pseudo_locale_is_offered_only_when_asked(
    qapp: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(i18n.PSEUDO_ENV, raising=False)
    assert PSEUDO not in [code for code, _name in i18n.available_languages()]
    monkeypatch.setenv(i18n.PSEUDO_ENV, "1")
    assert i18n.available_languages()[-1] == (PSEUDO, "[Ƥšéúďó-ĺóçáĺé~~~~]")


def test_the_pseudo_locale_is_named_as_the_build_transforms_its_name() -> None:
    # The app writes the name out (it carries no build tools); it must stay what they make.
    assert i18n.language_name(PSEUDO) == linguist.pseudo_translate("Pseudo-locale")


def test_the_pseudo_locale_transforms_our_texts_and_qt_s(qtbot: QtBot) -> None:
    assert i18n.install_language(PSEUDO) == PSEUDO
    assert system_default_text() == linguist.pseudo_translate("System default (%1)")
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
    qtbot.addWidget(box)
    assert box.button(QDialogButtonBox.StandardButton.Ok).text() == linguist.pseudo_translate("OK")


def test_install_language_needs_an_application(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QCoreApplication, "instance", staticmethod(lambda: None))
    with pytest.raises(RuntimeError):
        i18n.install_language("de")


def test_follow_applies_the_setting_now_and_on_every_change(qtbot: QtBot, tmp_path: Path) -> None:
    paths.use_base(tmp_path)
    try:
        settings = Settings()
        settings.language = "ru"
        assert i18n.follow(settings) == "ru"
        assert system_default_text() == SYSTEM_DEFAULT["ru"]
        settings.language = "th"
        assert i18n.current_language() == "th"
        assert system_default_text() == SYSTEM_DEFAULT["th"]
    finally:
        paths.use_base(None)
