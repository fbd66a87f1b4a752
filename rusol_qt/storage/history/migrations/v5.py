"""Schema version 5: each game's analysis, kept so that a second look is instant (issue 42).

Released: never edit this file; add a new version.
"""

#: One row per analysed game: the version of the analyser that made it, and the analysis in its
#: saved form (JSON, see rusol_qt.model.solver.saved_analysis). A row of another version, or one
#: that cannot be read, is made again rather than shown.
STEPS: tuple[str, ...] = (
    """CREATE TABLE analyses (
            game_id INTEGER PRIMARY KEY,
            version INTEGER NOT NULL,
            analysis TEXT NOT NULL
        )""",
)
