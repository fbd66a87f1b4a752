"""The spine: the game session (the one owner of the game), its clock, and the action registry.

Everything else in the application hangs on these: the window shows them, the features act
through them. Nothing here imports another group of the application.
"""

from rusol_qt.app.session.actions import ActionRegistry, Menu, Section
from rusol_qt.app.session.clock import GameClock
from rusol_qt.app.session.game_session import GameSession, SessionState

__all__ = ["ActionRegistry", "GameClock", "GameSession", "Menu", "Section", "SessionState"]
