"""The card table: card art, the scene with its piles and cards, and the controller."""

from rusol_qt.base import bindings  # noqa: F401 - the binding guard runs before any Qt call here
