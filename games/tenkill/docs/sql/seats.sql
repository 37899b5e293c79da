-- Seat 0's win share less the last seat's, game by game on the same games
-- (a first place shared by k seats counts 1/k), per cell: the mean of the
-- per-game differences with a 95% interval (mean +/- 1.96 standard errors).
--   sqlite3 -readonly -header -column results/tenkill-seats.db < games/tenkill/docs/sql/seats.sql
WITH firsts AS (SELECT cell, game, count(*) AS k FROM game_seats WHERE rank = 1 GROUP BY cell, game),
     seats AS (SELECT cell, count(*) AS n FROM cell_seats GROUP BY cell),
     d AS (SELECT s.cell, s.game,
                  sum(CASE WHEN s.rank = 1 AND s.seat = 0 THEN 1.0 / f.k
                           WHEN s.rank = 1 AND s.seat = n.n - 1 THEN -1.0 / f.k ELSE 0.0 END) AS d
             FROM game_seats s JOIN firsts f USING (cell, game) JOIN seats n USING (cell)
            GROUP BY s.cell, s.game),
     m AS (SELECT cell, count(*) AS games, avg(d) AS mean,
                  sqrt((avg(d * d) - avg(d) * avg(d)) * count(*) / (count(*) - 1) / count(*)) AS se
             FROM d GROUP BY cell)
SELECT m.cell, n.n AS seats, m.games, printf('%+.2f', 100 * m.mean) AS first_minus_last_points,
       printf('[%+.2f, %+.2f]', 100 * (m.mean - 1.959964 * m.se), 100 * (m.mean + 1.959964 * m.se)) AS interval_95
  FROM m JOIN seats n USING (cell) ORDER BY m.cell;
