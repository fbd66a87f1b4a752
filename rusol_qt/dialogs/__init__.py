"""The app's dialogs and windows beside the table: New Game, Settings, History & Statistics."""
