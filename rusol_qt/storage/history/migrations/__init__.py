"""The history's schema steps, one module a version, each literal SQL that never changes.

A released step is never edited, because databases already migrated by it would differ from
new ones: a change to the schema is a new module (``v5.py``) and a new entry below. Nothing here
may refer to a live constant (``SENSIBLE``, a column list): the text of a released step must
stay what it was when it ran. ``tests/storage/test_migrations.py`` holds the released steps'
text and fails when one changes.
"""

from rusol_qt.storage.history.migrations import v1, v2, v3, v4, v5

#: Schema version -> the statements that bring the previous version up to it.
MIGRATIONS: dict[int, tuple[str, ...]] = {
    1: v1.STEPS,
    2: v2.STEPS,
    3: v3.STEPS,
    4: v4.STEPS,
    5: v5.STEPS,
}
