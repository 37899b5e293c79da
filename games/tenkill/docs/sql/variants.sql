-- The variants campaign (scenarios/campaigns/tenkill-variants.ini): per cell
-- (the defaults, then one rule changed; 4 heuristic seats) the seat
-- advantage, the game's length, kills, arrests, kills of hitmen and of
-- others' targets (spoils), how often a kill leaves a single suspect, and
-- how games end.
--   sqlite3 -readonly -header -column results/tenkill-variants.db < games/tenkill/docs/sql/variants.sql
-- Intervals are 95%: Wilson for seat 0's win share (shifted by 1/4) and for
-- the lone-suspect share of kills (kills counted as independent); mean +/-
-- 1.96 standard errors for rounds.  A first place shared by k seats counts
-- 1/k.  One GROUP BY over the rows, as in rules.sql.
WITH cell AS (SELECT id AS cell,
                     CASE WHEN instr(setup, 'layout=rect2x8') THEN 'layout=rect2x8'
                          WHEN instr(setup, 'layout=line16') THEN 'layout=line16'
                          WHEN instr(setup, 'police=edition2') THEN 'police=edition2'
                          WHEN instr(setup, 'police=3,') THEN 'police=3'
                          WHEN instr(setup, 'police_empty=move') THEN 'police_empty=move'
                          WHEN instr(setup, 'police_empty=random') THEN 'police_empty=random'
                          WHEN instr(setup, 'police_flee=1') THEN 'police_flee=1'
                          WHEN instr(setup, 'pass=1') THEN 'pass=1'
                          WHEN instr(setup, 'self_suspect=0') THEN 'self_suspect=0'
                          WHEN instr(setup, 'sniper_block=1') THEN 'sniper_block=1'
                          ELSE 'defaults' END AS variant
                FROM cells),
     g AS (SELECT cell, game,
                  1.0 * sum(seat = 0 AND rank = 1) / sum(rank = 1) AS w0,
                  sum(rounds) AS rounds, sum(kills) AS kills, sum(lone) AS lone, sum(ending) AS ending,
                  sum(arrests) AS arrests, sum(hitmen) AS hitmen, sum(spoils) AS spoils
             FROM (SELECT cell, game, seat, rank, NULL AS rounds, NULL AS kills, NULL AS lone, NULL AS ending,
                          NULL AS arrests, NULL AS hitmen, NULL AS spoils
                     FROM game_seats
                   UNION ALL
                   SELECT cell, game, NULL, NULL, CASE WHEN metric = 'rounds' THEN value END,
                          CASE WHEN metric = 'kills' THEN value END, CASE WHEN metric = 'lone_suspect' THEN value END,
                          CASE WHEN metric = 'ending' THEN value END, CASE WHEN metric = 'arrests' THEN value END,
                          CASE WHEN metric = 'hitman_kills' THEN value END, CASE WHEN metric = 'spoils' THEN value END
                     FROM game_metrics)
            GROUP BY cell, game),
     agg AS (SELECT cell, count(*) AS n, avg(w0) AS w0,
                    avg(rounds) AS r, sqrt((avg(rounds * rounds) - avg(rounds) * avg(rounds)) / (count(*) - 1)) AS r_se,
                    sum(kills) AS kills, sum(lone) AS lone, avg(arrests) AS arrests, avg(hitmen) AS hitmen,
                    avg(spoils) AS spoils,
                    avg(ending = 1) AS e_targets, avg(ending = 2) AS e_nohitman, avg(ending = 3) AS e_cap
               FROM g GROUP BY cell),
     wil AS (SELECT *, (w0 + 1.920729 / n) / (1 + 3.841459 / n) AS wc,
                    1.959964 * sqrt(w0 * (1 - w0) / n + 0.960365 / n / n) / (1 + 3.841459 / n) AS wh,
                    1.0 * lone / kills AS p,
                    (1.0 * lone / kills + 1.920729 / kills) / (1 + 3.841459 / kills) AS pc,
                    1.959964 * sqrt(1.0 * lone / kills * (1 - 1.0 * lone / kills) / kills + 0.960365 / kills / kills)
                      / (1 + 3.841459 / kills) AS ph
               FROM agg)
SELECT c.variant, w.n AS games,
       printf('%+.1f [%+.1f, %+.1f]', 100 * (w.w0 - 0.25), 100 * (w.wc - w.wh - 0.25), 100 * (w.wc + w.wh - 0.25))
         AS seat0_minus_quarter,
       printf('%.2f [%.2f, %.2f]', w.r, w.r - 1.959964 * w.r_se, w.r + 1.959964 * w.r_se) AS rounds,
       printf('%.2f', 1.0 * w.kills / w.n) AS kills, printf('%.2f', w.arrests) AS arrests,
       printf('%.2f', w.hitmen) AS hitman_kills, printf('%.2f', w.spoils) AS spoils,
       printf('%.1f%% [%.1f, %.1f]', 100 * w.p, 100 * (w.pc - w.ph), 100 * (w.pc + w.ph)) AS lone_suspect_kills,
       printf('%.1f / %.1f / %.1f', 100 * w.e_targets, 100 * w.e_nohitman, 100 * w.e_cap) AS end_targets_nohitman_cap
  FROM wil w JOIN cell c USING (cell) ORDER BY c.cell;
