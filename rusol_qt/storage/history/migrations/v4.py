"""Schema version 4: what the solver found about each deal, for a fair win rate (issue 14).

Released: never edit this file; add a new version.
"""

#: For each game, the cards it brought home and what the solver found about its deal: winnable
#: or not, and the most cards perfect play brings home from it (NULL until the deal is solved,
#: which happens after the game, in the background). A won game needs no solver. An index counts
#: games by rule set, result and verdict without reading the table; another finds the games
#: still to solve, newest first; the new column sorts like the others.
STEPS: tuple[str, ...] = (
    "ALTER TABLE games ADD COLUMN foundation_cards INTEGER",
    "ALTER TABLE games ADD COLUMN deal_verdict TEXT",
    "ALTER TABLE games ADD COLUMN deal_best INTEGER",
    "UPDATE games SET foundation_cards = 52, deal_verdict = 'winnable', deal_best = 52"
    " WHERE result = 'won'",
    "CREATE INDEX games_by_foundation_cards ON games"
    " (foundation_cards, id, rules, result, code) WHERE "
    "(typeof(code) = 'text' AND typeof(actions) = 'text' AND typeof(app_version) = 'text'"
    " AND +rules IN ('classic', 'relaxed') AND +result IN ('won', 'abandoned')"
    " AND typeof(started) IN ('integer', 'real') AND +started BETWEEN 0 AND 100000000000.0"
    " AND typeof(ended) IN ('integer', 'real') AND +ended BETWEEN 0 AND 100000000000.0"
    " AND typeof(seconds) IN ('integer', 'real') AND +seconds BETWEEN 0 AND 1e9"
    " AND typeof(moves) = 'integer' AND +moves >= 0 AND typeof(score) = 'integer'"
    " AND typeof(takebacks) = 'integer' AND +takebacks >= 0"
    " AND typeof(undos) = 'integer' AND +undos >= 0)",
    "CREATE INDEX games_by_deal ON games (rules, result, deal_verdict) WHERE "
    "(typeof(code) = 'text' AND typeof(actions) = 'text' AND typeof(app_version) = 'text'"
    " AND +rules IN ('classic', 'relaxed') AND +result IN ('won', 'abandoned')"
    " AND typeof(started) IN ('integer', 'real') AND +started BETWEEN 0 AND 100000000000.0"
    " AND typeof(ended) IN ('integer', 'real') AND +ended BETWEEN 0 AND 100000000000.0"
    " AND typeof(seconds) IN ('integer', 'real') AND +seconds BETWEEN 0 AND 1e9"
    " AND typeof(moves) = 'integer' AND +moves >= 0 AND typeof(score) = 'integer'"
    " AND typeof(takebacks) = 'integer' AND +takebacks >= 0"
    " AND typeof(undos) = 'integer' AND +undos >= 0)",
    "CREATE INDEX games_unsolved ON games (id) WHERE deal_verdict IS NULL AND "
    "(typeof(code) = 'text' AND typeof(actions) = 'text' AND typeof(app_version) = 'text'"
    " AND +rules IN ('classic', 'relaxed') AND +result IN ('won', 'abandoned')"
    " AND typeof(started) IN ('integer', 'real') AND +started BETWEEN 0 AND 100000000000.0"
    " AND typeof(ended) IN ('integer', 'real') AND +ended BETWEEN 0 AND 100000000000.0"
    " AND typeof(seconds) IN ('integer', 'real') AND +seconds BETWEEN 0 AND 1e9"
    " AND typeof(moves) = 'integer' AND +moves >= 0 AND typeof(score) = 'integer'"
    " AND typeof(takebacks) = 'integer' AND +takebacks >= 0"
    " AND typeof(undos) = 'integer' AND +undos >= 0)",
)
