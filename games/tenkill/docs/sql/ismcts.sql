-- The search against the heuristic (scenarios/campaigns/tenkill-ismcts-*.ini):
-- its win share (a first place shared by k seats counts 1/k) per seat it sat
-- in and overall, with Wilson's 95% interval; then, deal by deal over the
-- rotations (every rotation plays the same deals), its share less a heuristic
-- seat's mean share, with a 95% interval (mean +/- 1.96 standard errors).
--   sqlite3 -readonly -header -column results/tenkill-ismcts-duel.db < games/tenkill/docs/sql/ismcts.sql
WITH firsts AS (SELECT cell, game, count(*) AS k FROM game_seats WHERE rank = 1 GROUP BY cell, game),
     seats AS (SELECT cell, count(*) AS n FROM cell_seats GROUP BY cell),
     g AS (SELECT s.cell, s.game, n.n AS players,
                  max(CASE WHEN c.policy LIKE 'ismcts%' THEN s.seat END) AS seat,
                  sum(CASE WHEN s.rank = 1 AND c.policy LIKE 'ismcts%' THEN 1.0 / f.k ELSE 0.0 END) AS share
             FROM game_seats s JOIN firsts f USING (cell, game) JOIN seats n USING (cell)
             JOIN cell_seats c ON c.cell = s.cell AND c.seat = s.seat
            GROUP BY s.cell, s.game),
     by_seat AS (SELECT 'seat ' || seat AS rows_, players, count(*) AS n, avg(share) AS p FROM g GROUP BY seat, players
                 UNION ALL
                 SELECT 'all', players, count(*), avg(share) FROM g GROUP BY players)
SELECT rows_ AS ismcts_in, players, n AS games, printf('%.3f', p) AS win_share,
       printf('[%.3f, %.3f]', (p + 3.8415 / (2 * n) - 1.959964 * sqrt(p * (1 - p) / n + 3.8415 / (4.0 * n * n))) / (1 + 3.8415 / n),
              (p + 3.8415 / (2 * n) + 1.959964 * sqrt(p * (1 - p) / n + 3.8415 / (4.0 * n * n))) / (1 + 3.8415 / n)) AS wilson_95,
       printf('%.3f', 1.0 / players) AS chance
  FROM by_seat;

WITH firsts AS (SELECT cell, game, count(*) AS k FROM game_seats WHERE rank = 1 GROUP BY cell, game),
     seats AS (SELECT cell, count(*) AS n FROM cell_seats GROUP BY cell),
     g AS (SELECT s.cell, s.game, n.n AS players,
                  sum(CASE WHEN s.rank = 1 AND c.policy LIKE 'ismcts%' THEN 1.0 / f.k ELSE 0.0 END) AS share
             FROM game_seats s JOIN firsts f USING (cell, game) JOIN seats n USING (cell)
             JOIN cell_seats c ON c.cell = s.cell AND c.seat = s.seat
            GROUP BY s.cell, s.game),
     deal AS (SELECT game, players, avg(share - (1 - share) / (players - 1)) AS d FROM g GROUP BY game, players),
     m AS (SELECT players, count(*) AS deals, avg(d) AS mean,
                  sqrt((avg(d * d) - avg(d) * avg(d)) * count(*) / (count(*) - 1) / count(*)) AS se
             FROM deal GROUP BY players)
SELECT players, deals, printf('%+.3f', mean) AS ismcts_minus_heuristic,
       printf('[%+.3f, %+.3f]', mean - 1.959964 * se, mean + 1.959964 * se) AS paired_95
  FROM m;
