-- The rules campaign (scenarios/campaigns/tenkill-rules.ini): per cell (move x
-- scopes, 4 heuristic seats) the seat advantage, the game's length, how often
-- a kill leaves a single suspect and how games end; then move=adjacent less
-- move=any on the same deals.
--   sqlite3 -readonly -header -column results/tenkill-rules.db < games/tenkill/docs/sql/rules.sql
-- Intervals are 95%: Wilson for shares (seat 0's win share, shifted by 1/4;
-- lone-suspect kills among all kills, counting kills as independent), mean
-- +/- 1.96 standard errors for means and for paired per-game differences.
-- A first place shared by k seats counts 1/k to each.  Every per-game value
-- comes from one GROUP BY over the rows (no join of two aggregates, which
-- SQLite would run as a nested loop).
WITH cell AS (SELECT id AS cell, CASE WHEN instr(setup, 'move=adjacent') > 0 THEN 'adjacent' ELSE 'any' END AS move,
                     CAST(substr(setup, instr(setup, ',scopes=') + 8) AS INTEGER) AS scopes
                FROM cells),
     -- per game: seat 0's and seat 3's share of the first place, and the metrics
     g AS (SELECT cell, game,
                  1.0 * sum(seat = 0 AND rank = 1) / sum(rank = 1) AS w0,
                  1.0 * sum(seat = 3 AND rank = 1) / sum(rank = 1) AS w3,
                  sum(rounds) AS rounds, sum(kills) AS kills, sum(lone) AS lone, sum(ending) AS ending
             FROM (SELECT cell, game, seat, rank, NULL AS rounds, NULL AS kills, NULL AS lone, NULL AS ending
                     FROM game_seats
                   UNION ALL
                   SELECT cell, game, NULL, NULL, CASE WHEN metric = 'rounds' THEN value END,
                          CASE WHEN metric = 'kills' THEN value END, CASE WHEN metric = 'lone_suspect' THEN value END,
                          CASE WHEN metric = 'ending' THEN value END
                     FROM game_metrics)
            GROUP BY cell, game),
     agg AS (SELECT cell, count(*) AS n, avg(w0) AS w0, avg(w0 - w3) AS d,
                    sqrt((avg((w0 - w3) * (w0 - w3)) - avg(w0 - w3) * avg(w0 - w3)) / (count(*) - 1)) AS d_se,
                    avg(rounds) AS r, sqrt((avg(rounds * rounds) - avg(rounds) * avg(rounds)) / (count(*) - 1)) AS r_se,
                    sum(kills) AS kills, sum(lone) AS lone,
                    avg(ending = 1) AS e_targets, avg(ending = 2) AS e_nohitman, avg(ending = 3) AS e_cap
               FROM g GROUP BY cell),
     wil AS (SELECT *, (w0 + 1.920729 / n) / (1 + 3.841459 / n) AS wc,
                    1.959964 * sqrt(w0 * (1 - w0) / n + 0.960365 / n / n) / (1 + 3.841459 / n) AS wh,
                    1.0 * lone / kills AS p,
                    (1.0 * lone / kills + 1.920729 / kills) / (1 + 3.841459 / kills) AS pc,
                    1.959964 * sqrt(1.0 * lone / kills * (1 - 1.0 * lone / kills) / kills + 0.960365 / kills / kills)
                      / (1 + 3.841459 / kills) AS ph
               FROM agg)
SELECT c.move, c.scopes, w.n AS games,
       printf('%+.1f [%+.1f, %+.1f]', 100 * (w.w0 - 0.25), 100 * (w.wc - w.wh - 0.25), 100 * (w.wc + w.wh - 0.25))
         AS seat0_minus_quarter,
       printf('%+.1f [%+.1f, %+.1f]', 100 * w.d, 100 * (w.d - 1.959964 * w.d_se), 100 * (w.d + 1.959964 * w.d_se))
         AS seat0_minus_last_paired,
       printf('%.2f [%.2f, %.2f]', w.r, w.r - 1.959964 * w.r_se, w.r + 1.959964 * w.r_se) AS rounds,
       printf('%.2f', 1.0 * w.kills / w.n) AS kills_per_game,
       printf('%.1f%% [%.1f, %.1f]', 100 * w.p, 100 * (w.pc - w.ph), 100 * (w.pc + w.ph)) AS lone_suspect_kills,
       printf('%.1f / %.1f / %.1f', 100 * w.e_targets, 100 * w.e_nohitman, 100 * w.e_cap) AS end_targets_nohitman_cap
  FROM wil w JOIN cell c USING (cell) ORDER BY c.move, c.scopes;

-- move=adjacent less move=any, game by game on the same deals (the two cells
-- of a scope count share their seed, hence their deals): rounds, seat 0's
-- win share, seat 0 less the last seat, kills leaving a lone suspect.
WITH cell AS (SELECT id AS cell, CASE WHEN instr(setup, 'move=adjacent') > 0 THEN 1.0 ELSE -1.0 END AS sign,
                     CAST(substr(setup, instr(setup, ',scopes=') + 8) AS INTEGER) AS scopes
                FROM cells),
     -- per pair of games (scopes, game): adjacent's value less any's
     pair AS (SELECT c.scopes, r.game,
                     sum(c.sign * r.rounds) AS dr, sum(c.sign * r.lone) AS dl,
                     sum(c.sign * r.w0) AS dw, sum(c.sign * (r.w0 - r.w3)) AS dd, count(*) AS rows
                FROM (SELECT cell, game,
                             1.0 * sum(seat = 0 AND rank = 1) / sum(rank = 1) AS w0,
                             1.0 * sum(seat = 3 AND rank = 1) / sum(rank = 1) AS w3, sum(rounds) AS rounds,
                             sum(lone) AS lone
                        FROM (SELECT cell, game, seat, rank, NULL AS rounds, NULL AS lone FROM game_seats
                              UNION ALL
                              SELECT cell, game, NULL, NULL, CASE WHEN metric = 'rounds' THEN value END,
                                     CASE WHEN metric = 'lone_suspect' THEN value END
                                FROM game_metrics)
                       GROUP BY cell, game) r JOIN cell c USING (cell)
               GROUP BY c.scopes, r.game),
     m AS (SELECT scopes, count(*) AS n,
                  avg(dr) AS dr, sqrt((avg(dr * dr) - avg(dr) * avg(dr)) / (count(*) - 1)) AS dr_se,
                  avg(dw) AS dw, sqrt((avg(dw * dw) - avg(dw) * avg(dw)) / (count(*) - 1)) AS dw_se,
                  avg(dd) AS dd, sqrt((avg(dd * dd) - avg(dd) * avg(dd)) / (count(*) - 1)) AS dd_se,
                  avg(dl) AS dl, sqrt((avg(dl * dl) - avg(dl) * avg(dl)) / (count(*) - 1)) AS dl_se
             FROM pair WHERE rows = 2 GROUP BY scopes)
SELECT scopes, n AS pairs,
       printf('%+.2f [%+.2f, %+.2f]', dr, dr - 1.959964 * dr_se, dr + 1.959964 * dr_se) AS rounds_adj_minus_any,
       printf('%+.1f [%+.1f, %+.1f]', 100 * dw, 100 * (dw - 1.959964 * dw_se), 100 * (dw + 1.959964 * dw_se))
         AS seat0_win_points,
       printf('%+.1f [%+.1f, %+.1f]', 100 * dd, 100 * (dd - 1.959964 * dd_se), 100 * (dd + 1.959964 * dd_se))
         AS seat0_minus_last_points,
       printf('%+.3f [%+.3f, %+.3f]', dl, dl - 1.959964 * dl_se, dl + 1.959964 * dl_se) AS lone_kills_per_game
  FROM m ORDER BY scopes;
