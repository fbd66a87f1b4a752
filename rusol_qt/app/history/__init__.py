"""The player's history in the app.

Recording each game, the game in progress kept, the History & Statistics window, the replay, and
the recorded deals solved in the background.
"""
