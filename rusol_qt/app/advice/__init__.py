"""Advice during play: the Hint sees only what the player sees; the solver status peeks."""
