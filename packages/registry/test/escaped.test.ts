/**
 * The end state `escaped` (core's `SkirmishEndState`): a man off the map at the end holding
 * something of his side's objective (a scenario task done, or Northfield money), no casualty.
 * Checked trial by trial under every rule system, where each engine plays the scenario's tasks
 * and Northfield's robbery its own way.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadScenario, type SkirmishCounts } from '@deadeye/core';
import { streamFor } from '@deadeye/rng';
import { compileScenario, createScenarioEngine, getSystem } from '../src/index.ts';

const scenario = (name: string): string => fileURLToPath(new URL(`../../../scenarios/${name}.yaml`, import.meta.url));

/** Each of `trials` trials of the scenario under `systemId`, alone in an accumulator of its own, read back as counts. */
function trialByTrial(systemId: string, name: string, trials: number): SkirmishCounts[] {
  const system = getSystem(systemId);
  const setup = compileScenario(system, loadScenario(scenario(name)), {});
  const engine = createScenarioEngine(systemId, setup);
  const out: SkirmishCounts[] = [];
  for (let t = 0; t < trials; t++) {
    const acc = system.scenarios.createAccumulator(setup);
    engine.runBatch(streamFor('escaped-test', setup.id, t), 1, acc);
    out.push(system.scenarios.counts(setup, acc));
  }
  return out;
}

const SYSTEMS = ['boothill', 'quickdraw', 'shootout'] as const;

describe('escaped: off the map with the side objective', () => {
  it.each(SYSTEMS)('Northfield under %s: the gang takes money away exactly when a robber escaped, and an escaped man is no casualty', (systemId) => {
    const runs = trialByTrial(systemId, 'northfield', 24);
    let escapes = 0;
    let fled = 0;
    for (const c of runs) {
      const nf = c.northfield!;
      const gang = c.sides[nf.gangSide]!;
      const members = c.characters.filter((ch) => ch.side === gang.name);
      const escaped = members.filter((ch) => ch.endState.escaped === 1).length;
      escapes += escaped;
      fled += members.filter((ch) => ch.endState.fled === 1).length;
      // The gang's money is the loot of those who rode out (VICTORY CONDITIONS): some money away
      // exactly when some robber ended escaped (each loot taken marks its robber).
      const noMoney = nf.gangMoney[0] === 1;
      expect(escaped > 0).toBe(!noMoney);
      // No citizen, employee or guard holds the gang's objective.
      expect(c.characters.filter((ch) => ch.side !== gang.name).every((ch) => ch.endState.escaped === 0)).toBe(true);
      // The side's casualties: its men unconscious, dead, fled or captured, not those who escaped.
      const out = members.filter((ch) => ch.endState.unconscious + ch.endState.dead + ch.endState.fled + ch.endState.captured === 1).length;
      expect(gang.casualties[out]).toBe(1);
    }
    // Both kinds of leaving happen in these trials (else the checks above test little).
    expect(escapes).toBeGreaterThan(0);
    expect(fled).toBeGreaterThan(0);
  });

  it.each(SYSTEMS)('Coffeyville under %s: raiders who rode out having done a robbery task escaped; nobody else does', (systemId) => {
    const runs = trialByTrial(systemId, 'coffeyville', 40);
    const raiders = new Set(['Bob Dalton', 'Grat Dalton', 'Bill Power', 'Dick Broadwell', 'Emmett Dalton']);
    let escapes = 0;
    for (const c of runs) {
      for (const ch of c.characters) {
        if (!raiders.has(ch.name)) expect(ch.endState.escaped).toBe(0);
        escapes += ch.endState.escaped;
      }
      // Every side's casualties histogram matches its men's end states trial by trial.
      for (const s of c.sides) {
        const out = c.characters.filter((ch) => ch.side === s.name && ch.endState.unconscious + ch.endState.dead + ch.endState.fled + ch.endState.captured === 1).length;
        expect(s.casualties[out]).toBe(1);
      }
    }
    expect(escapes).toBeGreaterThan(0);
  });
});
