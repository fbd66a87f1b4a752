"""The composed app's fixtures for these tests: ``composed``, its ``session`` and ``window``,
and the ``fake_time`` its game clock reads (tests/composed_app.py)."""

from tests.composed_app import (  # noqa: F401 - fixtures
    composed_fixture,
    fake_time_fixture,
    session_fixture,
    window_fixture,
)
