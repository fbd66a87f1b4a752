"""Tests of the build-time tools in tools/."""
