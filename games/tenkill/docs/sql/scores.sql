-- The scoring campaign (scenarios/campaigns/tenkill-scores.ini): 10,000
-- heuristic 4-player games scored 8 ways (the same games in every cell).
--   sqlite3 -readonly -header -column results/tenkill-scores.db < games/tenkill/docs/sql/scores.sql
-- Intervals are 95%: Wilson for seat 0's win share (shifted by 1/4), mean
-- +/- 1.96 standard errors for paired per-game differences and means.  A
-- first place shared by k seats counts 1/k to each.

-- Where the points come from under the default weights (T20: survival 2,
-- own target 1, arrest 1, hitman 3, other victim -1), per game, from the
-- game's counts; `check` is the seats' scores summed, which must equal `total`.
WITH d AS (SELECT id AS cell FROM cells WHERE instr(setup, 'score.') = 0 AND instr(setup, 'other_target=zero') = 0),
     g AS (SELECT m.game,
                  sum(CASE WHEN metric = 'kills' THEN value END) AS kills,
                  sum(CASE WHEN metric = 'arrests' THEN value END) AS arrests,
                  sum(CASE WHEN metric = 'hitman_kills' THEN value END) AS hitmen,
                  sum(CASE WHEN metric = 'innocents' THEN value END) AS innocents,
                  sum(CASE WHEN metric = 'spoils' THEN value END) AS spoils
             FROM game_metrics m JOIN d USING (cell) GROUP BY m.game),
     p AS (SELECT 2.0 * (4 - arrests - hitmen) AS survive, 1.0 * (kills - hitmen - spoils - innocents) AS target,
                  1.0 * arrests AS arrest, 3.0 * hitmen AS hitman, -1.0 * (innocents + spoils) AS other
             FROM g)
SELECT count(*) AS games, printf('%.3f', avg(survive)) AS survive, printf('%.3f', avg(target)) AS own_targets,
       printf('%.3f', avg(arrest)) AS arrests, printf('%.3f', avg(hitman)) AS hitmen,
       printf('%.3f', avg(other)) AS other_victims,
       printf('%.3f', avg(survive + target + arrest + hitman + other)) AS total,
       (SELECT printf('%.3f', 1.0 * sum(score) / count(DISTINCT game)) FROM game_seats JOIN d USING (cell)) AS "check"
  FROM p;

-- Per scoring: seat 0's win share less 1/4, seat 0 less the last seat
-- (paired within each game), the share of games with a shared first place,
-- and the share of games whose first place (the set of seats ranked 1)
-- differs from the default scoring's on the same game.
WITH cell AS (SELECT id AS cell, setup,
                     instr(setup, 'score.') = 0 AND instr(setup, 'other_target=zero') = 0 AS is_default
                FROM cells),
     g AS (SELECT s.cell, s.game,
                  1.0 * sum(s.seat = 0 AND s.rank = 1) / sum(s.rank = 1) AS w0,
                  1.0 * sum(s.seat = 3 AND s.rank = 1) / sum(s.rank = 1) AS w3,
                  sum(s.rank = 1) > 1 AS shared,
                  sum(CASE WHEN s.rank = 1 THEN 1 << s.seat ELSE 0 END) AS firsts
             FROM game_seats s GROUP BY s.cell, s.game),
     v AS (SELECT g.*, c.setup,
                  firsts != max(CASE WHEN c.is_default THEN firsts END) OVER (PARTITION BY g.game) AS moved
             FROM g JOIN cell c USING (cell)),
     a AS (SELECT cell, setup, count(*) AS n, avg(w0) AS w0, avg(w0 - w3) AS d,
                  sqrt((avg((w0 - w3) * (w0 - w3)) - avg(w0 - w3) * avg(w0 - w3)) / (count(*) - 1)) AS d_se,
                  avg(shared) AS shared, avg(moved) AS moved
             FROM v GROUP BY cell),
     w AS (SELECT *, (w0 + 1.920729 / n) / (1 + 3.841459 / n) AS wc,
                  1.959964 * sqrt(w0 * (1 - w0) / n + 0.960365 / n / n) / (1 + 3.841459 / n) AS wh,
                  1.959964 * sqrt(shared * (1 - shared) / n) AS sh, 1.959964 * sqrt(moved * (1 - moved) / n) AS mh
             FROM a)
SELECT CASE WHEN instr(setup, 'other_target=zero') THEN 'zero' ELSE 'innocent' END AS other_target,
       CASE WHEN instr(setup, 'score.survive=1') THEN 1 ELSE 2 END AS survive,
       CASE WHEN instr(setup, 'score.arrest=2') THEN 2 ELSE 1 END AS arrest, n AS games,
       printf('%+.1f [%+.1f, %+.1f]', 100 * (w0 - 0.25), 100 * (wc - wh - 0.25), 100 * (wc + wh - 0.25))
         AS seat0_minus_quarter,
       printf('%+.1f [%+.1f, %+.1f]', 100 * d, 100 * (d - 1.959964 * d_se), 100 * (d + 1.959964 * d_se))
         AS seat0_minus_last_paired,
       printf('%.1f%% [%.1f, %.1f]', 100 * shared, 100 * (shared - sh), 100 * (shared + sh)) AS shared_first,
       printf('%.1f%% [%.1f, %.1f]', 100 * moved, 100 * (moved - mh), 100 * (moved + mh)) AS first_place_changed
  FROM w ORDER BY other_target, survive DESC, arrest;
