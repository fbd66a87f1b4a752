"""Build-time tools, run from a checkout as ``python3 tools/NAME.py``; never installed."""
