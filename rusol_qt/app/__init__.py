"""The application: one game session, the actions that act on it, the main window and features.

It composes the table and the dialogs around :class:`~rusol_qt.app.session.GameSession`;
``rusol_qt.app.main.run`` starts it. Nothing below this package imports it.
"""

from rusol_qt.base import bindings  # noqa: F401 - the binding guard runs before any Qt call here
