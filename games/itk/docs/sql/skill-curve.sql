-- The skill curve (scenarios/campaigns/skill-curve.ini): per cell the
-- Detective's win rate with its Wilson 95% interval, and each cell less the
-- one before it, game by game on the same deals: the mean of the per-game
-- differences with a 95% interval (mean +/- 1.96 standard errors).
--   sqlite3 -readonly -header -column results/skill-curve.db < games/itk/docs/sql/skill-curve.sql
WITH det AS (SELECT g.cell, g.game, g.score AS won
               FROM game_seats g JOIN cell_seats s ON s.cell = g.cell AND s.seat = g.seat
              WHERE s.name = 'detective'),
     rate AS (SELECT cell, count(*) AS n, sum(won) AS w, 1.959964 AS z FROM det GROUP BY cell)
SELECT r.cell, s.policy AS both_sides, r.n AS games, printf('%.1f', 100.0 * r.w / r.n) AS detective_pct,
       printf('[%.1f, %.1f]',
              100 * ((1.0 * r.w / r.n + z * z / (2 * r.n)) - z * sqrt(1.0 * r.w / r.n * (1 - 1.0 * r.w / r.n) / r.n + z * z / (4.0 * r.n * r.n))) / (1 + z * z / r.n),
              100 * ((1.0 * r.w / r.n + z * z / (2 * r.n)) + z * sqrt(1.0 * r.w / r.n * (1 - 1.0 * r.w / r.n) / r.n + z * z / (4.0 * r.n * r.n))) / (1 + z * z / r.n)) AS wilson_95
  FROM rate r JOIN cell_seats s ON s.cell = r.cell AND s.name = 'detective' ORDER BY r.cell;
WITH det AS (SELECT g.cell, g.game, g.score AS won
               FROM game_seats g JOIN cell_seats s ON s.cell = g.cell AND s.seat = g.seat
              WHERE s.name = 'detective'),
     d AS (SELECT b.cell, b.game, b.won - a.won AS d FROM det a JOIN det b ON b.game = a.game AND b.cell = a.cell + 1),
     m AS (SELECT cell, count(*) AS n, avg(d) AS mean,
                  sqrt((avg(d * d) - avg(d) * avg(d)) * count(*) / (count(*) - 1) / count(*)) AS se
             FROM d GROUP BY cell)
SELECT printf('%d -> %d', m.cell - 1, m.cell) AS step, m.n AS paired_games, printf('%+.1f', 100 * m.mean) AS difference_points,
       printf('[%+.1f, %+.1f]', 100 * (m.mean - 1.959964 * m.se), 100 * (m.mean + 1.959964 * m.se)) AS interval_95
  FROM m ORDER BY m.cell;
