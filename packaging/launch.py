"""The bundled app's entry point: the same ``main`` as the wheel's ``rusol-qt`` command."""

import sys

from rusol_qt.cli import main

sys.exit(main())
