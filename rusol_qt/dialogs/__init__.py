"""The app's dialogs and windows beside the table: New Game, Settings, History & Statistics."""

from rusol_qt.base import bindings  # noqa: F401 - the binding guard runs before any Qt call here
