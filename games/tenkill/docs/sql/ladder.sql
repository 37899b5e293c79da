-- A ladder of 10' to Kill (scenarios/ladders/tenkill.ini): per policy, its
-- win share (a first place shared by k seats counts 1/k) and mean score;
-- then per pair of policies that met, the first's win share and score less
-- the second's, game by game at the same tables, with 95% intervals (mean
-- +/- 1.96 standard errors of the per-game differences).
--   sqlite3 -readonly -header -column results/ladder-tenkill.db < games/tenkill/docs/sql/ladder.sql
WITH firsts AS (SELECT cell, game, count(*) AS k FROM game_seats WHERE rank = 1 GROUP BY cell, game),
     p AS (SELECT c.policy, s.cell, s.game, s.score, CASE WHEN s.rank = 1 THEN 1.0 / f.k ELSE 0.0 END AS share
             FROM game_seats s JOIN cell_seats c USING (cell, seat) JOIN firsts f USING (cell, game))
SELECT policy, count(*) AS games, printf('%.1f%%', 100 * avg(share)) AS win_share, printf('%.3f', avg(score)) AS
       mean_score FROM p GROUP BY policy ORDER BY avg(share) DESC;
WITH firsts AS (SELECT cell, game, count(*) AS k FROM game_seats WHERE rank = 1 GROUP BY cell, game),
     p AS (SELECT c.policy, s.cell, s.game, s.score, CASE WHEN s.rank = 1 THEN 1.0 / f.k ELSE 0.0 END AS share
             FROM game_seats s JOIN cell_seats c USING (cell, seat) JOIN firsts f USING (cell, game)),
     d AS (SELECT a.policy AS a, b.policy AS b, a.share - b.share AS ds, a.score - b.score AS dv
             FROM p a JOIN p b ON a.cell = b.cell AND a.game = b.game AND a.policy < b.policy),
     m AS (SELECT a, b, count(*) AS n, avg(ds) AS ms, avg(dv) AS mv,
                  sqrt((avg(ds * ds) - avg(ds) * avg(ds)) * count(*) / (count(*) - 1) / count(*)) AS ses,
                  sqrt((avg(dv * dv) - avg(dv) * avg(dv)) * count(*) / (count(*) - 1) / count(*)) AS sev
             FROM d GROUP BY a, b)
SELECT a, b, n AS games, printf('%+.2f [%+.2f, %+.2f]', 100 * ms, 100 * (ms - 1.959964 * ses),
       100 * (ms + 1.959964 * ses)) AS win_share_points,
       printf('%+.3f [%+.3f, %+.3f]', mv, mv - 1.959964 * sev, mv + 1.959964 * sev) AS score
  FROM m ORDER BY a, b;
