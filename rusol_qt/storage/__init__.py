"""Where the player's things live: paths, settings and the history database. No widgets here."""
