/**
 * The scaling table of `pnpm bench` (issue #17, section 1): trials per second on one thread
 * against the number of characters, on a generated open-ground scenario, under each rule system,
 * so that the growth of the cost with the number of characters is visible (near linear, or
 * quadratic: the observation each agent builds looks at every character).
 *
 * The scenario (`openGround(n)`): two sides of n/2 Cowboys (the Referee's Screen's line, SAR6)
 * facing each other across 20 spaces of open street, two ranks deep, every one a gunfighter
 * (nearest target), the field 2 + n/4 spaces high; no cover, no buildings, 20 turns at most.
 * Measured on one worker thread of the pool (the bundled engine, as `deadeye run` plays it), after
 * a warm-up run, the faster of two timed runs, as trials per second of wall time.
 */
import { parseScenario } from '@deadeye/core';
import { compileScenario, getSystem } from '@deadeye/registry';
import { TrialPool } from '@deadeye/runner';

/** The generated scenario's YAML for `n` characters (n even, at least 2). */
export function openGround(n: number): string {
  const perSide = n / 2;
  const height = Math.max(4, Math.ceil(perSide / 2) + 2);
  const lines = [
    `name: Open ground, ${perSide} against ${perSide}`,
    'description: generated for the scaling table of pnpm bench',
    'source: scripts/scaling.ts',
    'map:',
    `  width: 24`,
    `  height: ${height}`,
    '  default: street',
    'sides:',
    '  - { name: West }',
    '  - { name: East }',
    'characters:',
  ];
  for (let k = 0; k < n; k++) {
    const east = k >= perSide;
    const j = k % perSide;
    const x = east ? 21 + (j % 2) : 2 - (j % 2);
    const y = 1 + Math.floor(j / 2);
    lines.push(`  - { name: ${east ? 'East' : 'West'} ${j + 1}, roster: Cowboy, side: ${east ? 'East' : 'West'}, position: [${x}, ${y}], facing: ${east ? 'W' : 'E'}, weapons: [{ code: SAR6 }], agent: { doctrine: gunfighter, targeting: nearest } }`);
  }
  lines.push('maxTurns: 20');
  return `${lines.join('\n')}\n`;
}

/** Trials per second of `system` on the open ground of `n` characters on `pool` (one thread), the faster of two timed runs of `trials`. */
export async function openGroundRate(pool: TrialPool, system: string, n: number, trials: number): Promise<{ characters: number; trialsPerSecond: number; meanTurns: number; characterTurnsPerSecond: number }> {
  const setup = compileScenario(getSystem(system), parseScenario(openGround(n), `open-ground-${n}.yaml`), {});
  await pool.runScenario(system, setup, { seed: 'scaling-warm-up', trials: Math.max(20, Math.round(trials / 4)) });
  let best = 0;
  let turns = 0;
  for (const seed of ['scaling-1', 'scaling-2']) {
    const run = await pool.runScenario(system, setup, { seed, trials });
    best = Math.max(best, trials / (run.elapsedMs / 1000));
    turns = run.counts.turns.reduce((sum, k, t) => sum + k * (t + 1), 0) / run.counts.trials;
  }
  return { characters: n, trialsPerSecond: Math.round(best), meanTurns: Math.round(turns * 100) / 100, characterTurnsPerSecond: Math.round(best * turns * n) };
}

/**
 * The table: for each system and each size, the rate and the mean length (a bigger fight also
 * lasts longer), and the growth exponent between the smallest and the largest size (the slope of
 * log rate against log characters, negated: 1 is linear, 2 quadratic), and the same of the cost
 * of one character's turn (`characterTurnGrowthExponent`: 0 when a turn of one character costs the
 * same in any crowd, 1 when it grows with the crowd, as an observation of everyone does). `budget` is about how many
 * character-trials each measurement plays (a quarter of it under Quick on the Draw, the slowest).
 */
export async function scalingTable(
  systems: readonly string[],
  sizes: readonly number[],
  budget = 400_000,
): Promise<{ system: string; rows: Awaited<ReturnType<typeof openGroundRate>>[]; growthExponent: number; characterTurnGrowthExponent: number }[]> {
  // Rates once warm, as a long run plays them (runner LONG_RUN_V8_FLAGS), as measured before 2026-12-07.
  const pool = new TrialPool(1, { longRuns: true });
  try {
    const out = [];
    for (const system of systems) {
      const rows = [];
      for (const n of sizes) rows.push(await openGroundRate(pool, system, n, Math.max(20, Math.round(budget / (n * (system === 'quickdraw' ? 4 : 1))))));
      const a = rows[0]!;
      const b = rows.at(-1)!;
      const span = Math.log(b.characters / a.characters);
      const growthExponent = Math.log(a.trialsPerSecond / b.trialsPerSecond) / span;
      // The cost of one character's turn against the characters: 0 when each turn costs the same whatever the crowd.
      const characterTurnGrowthExponent = Math.log(a.characterTurnsPerSecond / b.characterTurnsPerSecond) / span;
      out.push({ system, rows, growthExponent: Math.round(growthExponent * 100) / 100, characterTurnGrowthExponent: Math.round(characterTurnGrowthExponent * 100) / 100 });
    }
    return out;
  } finally {
    await pool.destroy();
  }
}
