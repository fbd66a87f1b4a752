"""Advice during play, as one feature: the honest Hint and the full-sight solver status.

:class:`Hints` is what the app composes; each part is a module of its own: the Hint in
:mod:`.hint` (it sees only what the player sees), the solver status in :mod:`.solver_status`
(it looks at the face-down cards), their threads in :mod:`.solver_threads`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QWidget

from rusol_qt.app.advice.hint import HintFeature
from rusol_qt.app.advice.solver_status import SolverStatusFeature
from rusol_qt.app.session.actions import ActionRegistry
from rusol_qt.app.session.game_session import GameSession
from rusol_qt.table.scene import TableScene


class Hints(QObject):
    """The Hint (key H) and the solver status in the info bar, registered with the app."""

    def __init__(
        self,
        session: GameSession,
        actions: ActionRegistry,
        scene: TableScene,
        window: QWidget,
    ) -> None:
        """Join ``session`` on ``scene``; ``window`` parents both parts."""
        super().__init__(window)
        # The honest Hint: its action, its marker, ``hint_shown``.
        self.hint = HintFeature(session, actions, scene, self)
        # The solver status: its toggle, its label, ``status_changed``.
        self.solver_status = SolverStatusFeature(session, actions, self)
        session.closing.connect(self.shutdown)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)

    def shutdown(self) -> None:
        """Stop every hint and search in the works and wait for their threads (closing)."""
        self.hint.shutdown()
        self.solver_status.shutdown()
