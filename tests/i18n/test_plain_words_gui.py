"""Words made from the model and the system: results, and why a file cannot be written."""

from __future__ import annotations

import errno

import pytest

from rusol_qt.base import i18n
from rusol_qt.base.words import file_trouble, result_name
from rusol_qt.storage.statistics import Result


@pytest.mark.usefixtures("english_afterwards")
def test_every_result_is_named_and_translated() -> None:
    english = {result: result_name(result) for result in Result}
    assert english == {Result.WON: "Won", Result.ABANDONED: "Abandoned"}
    assert i18n.install_language("de") == "de"
    german = {result: result_name(result) for result in Result}
    assert len(set(german.values())) == len(Result)
    assert all(german[result] != english[result] for result in Result)


CAUSES = {
    errno.EACCES: "The folder cannot be written (its permissions, or a disk that is read-only).",
    errno.EROFS: "The folder cannot be written (its permissions, or a disk that is read-only).",
    errno.ENOSPC: "The disk is full.",
    errno.EDQUOT: "The disk is full.",
    errno.ENOTDIR: "A file stands where the folder should be.",
    errno.EEXIST: "A file stands where the folder should be.",
    errno.EIO: "The system reported an error.",
}


@pytest.mark.usefixtures("english_afterwards")
@pytest.mark.parametrize("language", [code for code in i18n.shipped_languages() if code != "en"])
def test_a_file_trouble_is_one_sentence_in_the_players_language(language: str) -> None:
    errors = {number: OSError(number, "the system's own words") for number in CAUSES}
    assert {number: file_trouble(error) for number, error in errors.items()} == CAUSES
    assert file_trouble(OSError("no number at all")) == "The system reported an error."
    assert i18n.install_language(language) == language
    translated = {number: file_trouble(error) for number, error in errors.items()}
    assert all(translated[number] != CAUSES[number] for number in CAUSES)
    assert len(set(translated.values())) == len(set(CAUSES.values()))
    assert not any("the system's own words" in text for text in translated.values())
