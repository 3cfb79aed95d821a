/**
 * `npx tsx scripts/compare-correlation.ts [--trials N]`: how far the common seed of `deadeye compare`
 * correlates the rule systems' outcomes. Each trial t of a scenario is played under BOOT HILL,
 * Quick on the Draw and Shootout! from the same stream (`streamFor('1', id, t)`, as compare plays
 * them), and the first side's win (0 or 1) of each system is set against each other system's,
 * trial by trial: Pearson's r for each pair (the phi coefficient), with the win rates. A measurement
 * for the compare report's note on independence (stats compare.ts), not a test; its standard error
 * is about 1/sqrt(trials) (0.018 at the default 3,000). A pair is NaN where a system's side always
 * (or never) wins.
 */
import { loadScenario } from '@deadeye/core';
import { compileScenario, createScenarioEngine, getSystem } from '@deadeye/registry';
import { streamFor } from '@deadeye/rng';
const systems = ['boothill', 'quickdraw', 'shootout'];
const i = process.argv.indexOf('--trials');
const TRIALS = i >= 0 ? Number(process.argv[i + 1]) : 3000;
if (!(Number.isInteger(TRIALS) && TRIALS >= 2)) throw new Error(`--trials must be a whole number >= 2, got ${process.argv[i + 1]}`);
for (const name of ['street-fight', 'coffeyville', 'northfield']) {
  const wins: number[][] = [];
  for (const id of systems) {
    const system = getSystem(id);
    const setup = compileScenario(system, loadScenario(`scenarios/${name}.yaml`), {});
    const engine = createScenarioEngine(id, setup);
    const w: number[] = [];
    for (let t = 0; t < TRIALS; t++) {
      const acc = system.scenarios.createAccumulator(setup);
      engine.runBatch(streamFor('1', setup.id, t), 1, acc);
      const c = system.scenarios.counts(setup, acc);
      w.push(c.sides[0]!.wins);
    }
    wins.push(w);
  }
  const r = (a: number[], b: number[]) => { const n = a.length; const ma = a.reduce((s, x) => s + x, 0) / n; const mb = b.reduce((s, x) => s + x, 0) / n; let sab = 0, saa = 0, sbb = 0; for (let k = 0; k < n; k++) { sab += (a[k]! - ma) * (b[k]! - mb); saa += (a[k]! - ma) ** 2; sbb += (b[k]! - mb) ** 2; } return sab / Math.sqrt(saa * sbb); };
  console.log(name, 'BH-QD', r(wins[0]!, wins[1]!).toFixed(4), 'BH-SO', r(wins[0]!, wins[2]!).toFixed(4), 'QD-SO', r(wins[1]!, wins[2]!).toFixed(4), 'rates', wins.map((w) => (w.reduce((s, x) => s + x, 0) / w.length).toFixed(3)).join(' '));
}
