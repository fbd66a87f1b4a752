"""The card table: card art, the scene with its piles and cards, and the controller."""

from rusol_qt import qt_runtime  # noqa: F401 - must run before any Qt call of this package
