"""Schema version 2: the app version of each game, the kept statistics, the sort indexes.

Released: never edit this file; add a new version.
"""

#: The version of the app that recorded a game (for bug reports), the indexes that keep sorting
#: the History window fast on a long history, and the statistics kept up to date game by game
#: (so that opening the window never reads every game).
STEPS: tuple[str, ...] = (
    "ALTER TABLE games ADD COLUMN app_version TEXT NOT NULL DEFAULT ''",
    """CREATE TABLE statistics (
            rules TEXT PRIMARY KEY,
            last_id INTEGER NOT NULL,
            figures TEXT NOT NULL
        )""",
    "CREATE INDEX games_by_ended ON games (ended, id)",
    "CREATE INDEX games_by_score ON games (score, id)",
    "CREATE INDEX games_by_seconds ON games (seconds, id)",
    "CREATE INDEX games_by_moves ON games (moves, id)",
    "CREATE INDEX games_by_code ON games (code, id)",
    "CREATE INDEX games_by_rules ON games (rules, id)",
    "CREATE INDEX games_by_result ON games (result, id)",
)
