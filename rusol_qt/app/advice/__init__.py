"""Advice during play: the Hint, and the solver status (which looks at the face-down cards)."""
