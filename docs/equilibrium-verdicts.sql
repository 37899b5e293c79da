-- docs/equilibrium.md, "Verdicts at equilibrium": paired counts per scenario.
-- Per scenario: the heuristic pair's and the mixtures' Detective wins on the
-- same deals (game_seats seat 1 is the Detective; score 1 when it won).
WITH w AS (
  SELECT c.scenario, c.detective LIKE 'mixture%' AS mix, g.seed, s.score AS won
    FROM cells c JOIN games g ON g.cell = c.id
    JOIN game_seats s ON s.cell = g.cell AND s.game = g.game AND s.seat = 1)
SELECT h.scenario, count(*) AS deals, sum(h.won) AS heuristic_wins, sum(m.won) AS mixture_wins,
       sum(h.won AND m.won) AS both, sum(h.won AND NOT m.won) AS heuristic_only,
       sum(m.won AND NOT h.won) AS mixture_only
  FROM w h JOIN w m ON m.scenario = h.scenario AND m.seed = h.seed AND m.mix = 1 AND h.mix = 0
 GROUP BY h.scenario;
