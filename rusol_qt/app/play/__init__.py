"""Play commands: New Game, New Winnable Game, Restart, Undo, Redo, Copy, Settings, Help, Quit."""
