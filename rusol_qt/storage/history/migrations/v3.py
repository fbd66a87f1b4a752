"""Schema version 3: the sort indexes over the sensible rows only (issue 13).

Released: never edit this file; add a new version.
"""

#: Version 2's indexes could not serve the window, which reads only sensible rows: every count
#: and page read all 100,000 rows. The sort orders become partial indexes over the sensible rows
#: (their condition is ``SENSIBLE`` as it stood at this version, written out: SQLite uses a partial
#: index only for a query that repeats it word for word), carrying the filtered columns, and a
#: small index on the id alone lets SQLite count the rows without reading the table.
STEPS: tuple[str, ...] = (
    "DROP INDEX games_by_ended",
    "DROP INDEX games_by_score",
    "DROP INDEX games_by_seconds",
    "DROP INDEX games_by_moves",
    "DROP INDEX games_by_code",
    "DROP INDEX games_by_rules",
    "DROP INDEX games_by_result",
    "CREATE INDEX games_by_ended ON games (ended, id, rules, result, code) WHERE "
    "(typeof(code) = 'text' AND typeof(actions) = 'text' AND typeof(app_version) = 'text'"
    " AND +rules IN ('classic', 'relaxed') AND +result IN ('won', 'abandoned')"
    " AND typeof(started) IN ('integer', 'real') AND +started BETWEEN 0 AND 100000000000.0"
    " AND typeof(ended) IN ('integer', 'real') AND +ended BETWEEN 0 AND 100000000000.0"
    " AND typeof(seconds) IN ('integer', 'real') AND +seconds BETWEEN 0 AND 1e9"
    " AND typeof(moves) = 'integer' AND +moves >= 0 AND typeof(score) = 'integer'"
    " AND typeof(takebacks) = 'integer' AND +takebacks >= 0"
    " AND typeof(undos) = 'integer' AND +undos >= 0)",
    "CREATE INDEX games_by_score ON games (score, id, rules, result, code) WHERE "
    "(typeof(code) = 'text' AND typeof(actions) = 'text' AND typeof(app_version) = 'text'"
    " AND +rules IN ('classic', 'relaxed') AND +result IN ('won', 'abandoned')"
    " AND typeof(started) IN ('integer', 'real') AND +started BETWEEN 0 AND 100000000000.0"
    " AND typeof(ended) IN ('integer', 'real') AND +ended BETWEEN 0 AND 100000000000.0"
    " AND typeof(seconds) IN ('integer', 'real') AND +seconds BETWEEN 0 AND 1e9"
    " AND typeof(moves) = 'integer' AND +moves >= 0 AND typeof(score) = 'integer'"
    " AND typeof(takebacks) = 'integer' AND +takebacks >= 0"
    " AND typeof(undos) = 'integer' AND +undos >= 0)",
    "CREATE INDEX games_by_seconds ON games (seconds, id, rules, result, code) WHERE "
    "(typeof(code) = 'text' AND typeof(actions) = 'text' AND typeof(app_version) = 'text'"
    " AND +rules IN ('classic', 'relaxed') AND +result IN ('won', 'abandoned')"
    " AND typeof(started) IN ('integer', 'real') AND +started BETWEEN 0 AND 100000000000.0"
    " AND typeof(ended) IN ('integer', 'real') AND +ended BETWEEN 0 AND 100000000000.0"
    " AND typeof(seconds) IN ('integer', 'real') AND +seconds BETWEEN 0 AND 1e9"
    " AND typeof(moves) = 'integer' AND +moves >= 0 AND typeof(score) = 'integer'"
    " AND typeof(takebacks) = 'integer' AND +takebacks >= 0"
    " AND typeof(undos) = 'integer' AND +undos >= 0)",
    "CREATE INDEX games_by_moves ON games (moves, id, rules, result, code) WHERE "
    "(typeof(code) = 'text' AND typeof(actions) = 'text' AND typeof(app_version) = 'text'"
    " AND +rules IN ('classic', 'relaxed') AND +result IN ('won', 'abandoned')"
    " AND typeof(started) IN ('integer', 'real') AND +started BETWEEN 0 AND 100000000000.0"
    " AND typeof(ended) IN ('integer', 'real') AND +ended BETWEEN 0 AND 100000000000.0"
    " AND typeof(seconds) IN ('integer', 'real') AND +seconds BETWEEN 0 AND 1e9"
    " AND typeof(moves) = 'integer' AND +moves >= 0 AND typeof(score) = 'integer'"
    " AND typeof(takebacks) = 'integer' AND +takebacks >= 0"
    " AND typeof(undos) = 'integer' AND +undos >= 0)",
    "CREATE INDEX games_by_code ON games (code, id, rules, result) WHERE "
    "(typeof(code) = 'text' AND typeof(actions) = 'text' AND typeof(app_version) = 'text'"
    " AND +rules IN ('classic', 'relaxed') AND +result IN ('won', 'abandoned')"
    " AND typeof(started) IN ('integer', 'real') AND +started BETWEEN 0 AND 100000000000.0"
    " AND typeof(ended) IN ('integer', 'real') AND +ended BETWEEN 0 AND 100000000000.0"
    " AND typeof(seconds) IN ('integer', 'real') AND +seconds BETWEEN 0 AND 1e9"
    " AND typeof(moves) = 'integer' AND +moves >= 0 AND typeof(score) = 'integer'"
    " AND typeof(takebacks) = 'integer' AND +takebacks >= 0"
    " AND typeof(undos) = 'integer' AND +undos >= 0)",
    "CREATE INDEX games_by_rules ON games (rules, id, result, code) WHERE "
    "(typeof(code) = 'text' AND typeof(actions) = 'text' AND typeof(app_version) = 'text'"
    " AND +rules IN ('classic', 'relaxed') AND +result IN ('won', 'abandoned')"
    " AND typeof(started) IN ('integer', 'real') AND +started BETWEEN 0 AND 100000000000.0"
    " AND typeof(ended) IN ('integer', 'real') AND +ended BETWEEN 0 AND 100000000000.0"
    " AND typeof(seconds) IN ('integer', 'real') AND +seconds BETWEEN 0 AND 1e9"
    " AND typeof(moves) = 'integer' AND +moves >= 0 AND typeof(score) = 'integer'"
    " AND typeof(takebacks) = 'integer' AND +takebacks >= 0"
    " AND typeof(undos) = 'integer' AND +undos >= 0)",
    "CREATE INDEX games_by_result ON games (result, id, rules, code) WHERE "
    "(typeof(code) = 'text' AND typeof(actions) = 'text' AND typeof(app_version) = 'text'"
    " AND +rules IN ('classic', 'relaxed') AND +result IN ('won', 'abandoned')"
    " AND typeof(started) IN ('integer', 'real') AND +started BETWEEN 0 AND 100000000000.0"
    " AND typeof(ended) IN ('integer', 'real') AND +ended BETWEEN 0 AND 100000000000.0"
    " AND typeof(seconds) IN ('integer', 'real') AND +seconds BETWEEN 0 AND 1e9"
    " AND typeof(moves) = 'integer' AND +moves >= 0 AND typeof(score) = 'integer'"
    " AND typeof(takebacks) = 'integer' AND +takebacks >= 0"
    " AND typeof(undos) = 'integer' AND +undos >= 0)",
    "CREATE INDEX games_counted ON games (id)",
)
