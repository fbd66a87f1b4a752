"""Where the player's things live: paths, the history database, the game in progress. No Qt here."""
