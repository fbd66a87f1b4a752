"""Start-up and composition: which copy runs, the parts put together, the first game.

``main.run`` is what the command line calls; ``compose.compose`` is the one place that knows
every part of the application (the tests compose the app the same way).
"""
