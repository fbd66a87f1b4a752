"""The application: one game session, the window that shows it, and the features around it.

Its groups, each a package: ``session`` (the spine: the session, its clock, the action registry),
``startup`` (which copy runs, composition, the first game), ``window`` (the main window and its
chrome), and the features ``play``, ``advice`` and ``history``. ``startup.main.run`` starts it;
nothing below this package imports it. docs/architecture.md draws the map.
"""

from rusol_qt.base import bindings  # noqa: F401 - the binding guard runs before any Qt call here
