"""The table fixtures for every GUI test: ``composed`` (the composed app), its ``window`` and the
``fake_time`` its game clock reads."""

from tests.gui.table_fixtures import (  # noqa: F401 - fixtures
    composed_fixture,
    fake_time_fixture,
    window_fixture,
)
