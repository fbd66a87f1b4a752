"""Schema version 1: the games table. Released: never edit this file; add a new version."""

#: One row per game; the move list is the engine's notation, joined by spaces.
STEPS: tuple[str, ...] = (
    """CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            code TEXT NOT NULL,
            rules TEXT NOT NULL,
            started REAL NOT NULL,
            ended REAL NOT NULL,
            seconds REAL NOT NULL,
            moves INTEGER NOT NULL,
            score INTEGER NOT NULL,
            result TEXT NOT NULL,
            takebacks INTEGER NOT NULL,
            undos INTEGER NOT NULL,
            actions TEXT NOT NULL
        )""",
)
