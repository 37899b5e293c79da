-- docs/equilibrium.md, "Scenarios with their own equilibrium": on a
-- scenario's ladder database (scenarios/ladders/equilibrium-SCENARIO.ini),
-- every pair's Detective wins beside the reused beginner equilibrium's pair
-- (scenarios/mixtures/beginner-*.mix: the heuristic Detective with the model
-- against the 1,000-iteration search Murderer), deal by deal: the counts of
-- Newcombe's paired interval for "this pair minus the reused pair".
-- game_seats seat 1 is the Detective, score 1 when it won; a ladder's cells
-- share their deals (a game's seed is its deal).
WITH w AS (
  SELECT c.detective, c.murderer, g.seed, s.score AS won
    FROM cells c JOIN games g ON g.cell = c.id
    JOIN game_seats s ON s.cell = g.cell AND s.game = g.game AND s.seat = 1),
reused AS (
  SELECT seed, won FROM w
   WHERE detective = 'heuristic:model=scenarios/models/heuristic.model'
     AND murderer = 'ismcts:iterations=1000')
SELECT p.detective, p.murderer, count(*) AS deals, sum(p.won) AS wins, sum(r.won) AS reused_wins,
       sum(p.won AND r.won) AS both, sum(p.won AND NOT r.won) AS pair_only,
       sum(r.won AND NOT p.won) AS reused_only
  FROM w p JOIN reused r ON r.seed = p.seed
 GROUP BY p.detective, p.murderer
 ORDER BY p.detective, p.murderer;
