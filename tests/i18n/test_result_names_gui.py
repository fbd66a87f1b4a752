"""Each way a recorded game can end has its own name, in English and in a translation."""

from __future__ import annotations

import pytest

from rusol_qt.base import i18n
from rusol_qt.base.words import result_name
from rusol_qt.storage.statistics import Result


@pytest.mark.usefixtures("english_afterwards")
def test_every_result_is_named_and_translated() -> None:
    english = {result: result_name(result) for result in Result}
    assert english == {Result.WON: "Won", Result.ABANDONED: "Abandoned"}
    assert i18n.install_language("de") == "de"
    german = {result: result_name(result) for result in Result}
    assert len(set(german.values())) == len(Result)
    assert all(german[result] != english[result] for result in Result)
