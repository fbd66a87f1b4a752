"""Entry point for ``python -m rusol_qt``."""

import sys

from rusol_qt.cli import main

sys.exit(main())
