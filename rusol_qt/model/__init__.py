"""The pure-Python model of Russian Solitaire: cards, game codes, rules, game state, solver.

Nothing here imports Qt: the table, the command line and the solver all stand on this.
"""
