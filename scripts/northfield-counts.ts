/**
 * `npx tsx scripts/northfield-counts.ts [--trials N] [--seed S]`: the replay counts that
 * scenarios/northfield.yaml's notes and docs/northfield.md quote for Quick on the Draw, made from
 * the replays of trials 0..N-1 (default 300) of seed S (default 1), as the twenty-third audit
 * defined them (docs/northfield.md, "The twenty-second and twenty-third audits"). A maintenance
 * script for recounting the notes after a rule change, not a test.
 *
 * - A collapse is a line "X collapses from his wounds" for Frank James, Bob Younger or Charlie
 *   Pitts. It is in the bank when his cell then (his start, else the end of his last move, flight,
 *   fall back or dash for cover: a line of his with "-> (x,y)", or where he mounted) is one of the
 *   bank's twelve squares (x 16..19, y 18..20). Its cause is the nearest line before it that is his
 *   fall (a line "X falls ..." that is not a fall back), a shot at him ("Y fires [both barrels of]
 *   his ... at X (") or an attack on him ("Y attacks X"); an employee is Haywood, Bunker or Wilcox.
 * - Bunker's flights: trials whose fate for A. E. Bunker is `fled`, by the module's morale check he
 *   failed first (under a robber's threat, or "heroics": before reaching for his gun), else other.
 *
 * Prints one JSON line: `collapses` (in the bank), `afterFall`, `byEmployees`, `byTownsmen`,
 * `inCloseCombat` (of those hit), `uncaused`; `bunkerFled`, `bunkerThreat`, `bunkerHeroics`,
 * `bunkerOther`; and `trials`, `seed`.
 * @throws Error for a --trials that is not a whole number >= 1
 */
import { fileURLToPath } from 'node:url';
import { loadScenario } from '@deadeye/core';
import { compileScenario, getSystem, replayScenario } from '@deadeye/registry';
import type { QdSetup } from '@deadeye/quickdraw';

const args = process.argv.slice(2);
const at = (name: string): string | undefined => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const TRIALS = Number(at('--trials') ?? 300);
if (!(Number.isInteger(TRIALS) && TRIALS >= 1)) throw new Error(`--trials must be a whole number >= 1, got ${at('--trials')}`);
const SEED = at('--seed') ?? '1';

const system = getSystem('quickdraw');
const setup = compileScenario(system, loadScenario(fileURLToPath(new URL('../scenarios/northfield.yaml', import.meta.url))), {}) as QdSetup;
const width = setup.map.width;
const ROBBERS = ['Frank James', 'Bob Younger', 'Charlie Pitts'];
const EMPLOYEES = ['Joseph Haywood', 'A. E. Bunker', 'Frank Wilcox'];
const start = new Map<string, readonly [number, number]>(setup.characters.map((c) => [c.name, [c.cell % width, Math.floor(c.cell / width)] as const]));
const inBank = (p: readonly [number, number]): boolean => p[0] >= 16 && p[0] <= 19 && p[1] >= 18 && p[1] <= 20;

const n = { collapses: 0, afterFall: 0, byEmployees: 0, byTownsmen: 0, inCloseCombat: 0, uncaused: 0, bunkerFled: 0, bunkerThreat: 0, bunkerHeroics: 0, bunkerOther: 0 };
for (let t = 0; t < TRIALS; t++) {
  const replay = replayScenario(system, setup, SEED, t);
  const log = replay.log;
  const pos = new Map(start);
  for (let k = 0; k < log.length; k++) {
    const line = log[k]!;
    for (const who of ROBBERS) {
      if (!line.startsWith(`    ${who} `)) continue;
      const moves = [...line.matchAll(/-> \((\d+),(\d+)\)/g)];
      const last = moves[moves.length - 1];
      if (last !== undefined) pos.set(who, [Number(last[1]), Number(last[2])]);
      const mounted = /mounts his horse at \((\d+),(\d+)\)/.exec(line);
      if (mounted !== null) pos.set(who, [Number(mounted[1]), Number(mounted[2])]);
      if (line !== `    ${who} collapses from his wounds` || !inBank(pos.get(who)!)) continue;
      n.collapses++;
      let cause = '';
      for (let j = k - 1; j >= 0 && cause === ''; j--) {
        const p = log[j]!;
        if (p.startsWith(`    ${who} falls`) && !p.startsWith(`    ${who} falls back`)) cause = 'fall';
        else {
          const hit = / (\S.*?) fires (?:both barrels of )?his .* at (.+?) \(/.exec(p) ?? / (\S.*?) attacks (.+?)( with |$| \()/.exec(p);
          if (hit !== null && hit[2] === who) {
            cause = EMPLOYEES.includes(hit[1]!.replace(/^.*! /, '').trim()) ? 'employee' : 'townsman';
            if (/ attacks /.test(p)) n.inCloseCombat++;
          }
        }
      }
      if (cause === 'fall') n.afterFall++;
      else if (cause === 'employee') n.byEmployees++;
      else if (cause === 'townsman') n.byTownsmen++;
      else n.uncaused++;
    }
  }
  if (replay.fates.find((f) => f.name === 'A. E. Bunker')?.fate === 'fled') {
    n.bunkerFled++;
    const fail = log.find((l) => /morale \((threatened by [^)]*|heroics)\): A\. E\. Bunker reads .*: fails$/.test(l));
    if (fail === undefined) n.bunkerOther++;
    else if (fail.includes('threatened')) n.bunkerThreat++;
    else n.bunkerHeroics++;
  }
}
console.log(JSON.stringify({ trials: TRIALS, seed: SEED, ...n }));
