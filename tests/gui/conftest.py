"""The table fixtures for every GUI test: ``shell`` (the composed app) and its ``window``."""

from tests.gui.table_fixtures import shell_fixture, window_fixture  # noqa: F401 - fixtures
