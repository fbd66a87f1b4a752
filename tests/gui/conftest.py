"""The table fixtures for every GUI test: ``shell`` (the composed app), its ``window`` and the
``fake_time`` its game clock reads."""

from tests.gui.table_fixtures import (  # noqa: F401 - fixtures
    fake_time_fixture,
    shell_fixture,
    window_fixture,
)
