"""The app's dialogs and windows beside the table: New Game, Settings, History & Statistics."""

from rusol_qt import qt_runtime  # noqa: F401 - must run before any Qt call of this package
