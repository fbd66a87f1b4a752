"""The bundled app's entry point: the same ``main`` as the wheel's ``rusol-qt`` command."""

import multiprocessing
import sys

# A frozen app has no Python to start the survey's spawned workers (``--survey N --jobs J``):
# each worker is this executable again, told by its arguments to serve the pool. Without this
# call it would run the command line instead, fail on the pool's arguments, and the pool would
# start another in its place, for ever. It does nothing in a process that is not such a worker.
multiprocessing.freeze_support()

from rusol_qt.cli import main  # noqa: E402 - a worker must not import the app first

sys.exit(main())
