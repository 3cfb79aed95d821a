/**
 * An audit of the Northfield module under BOOT HILL (2026-11-30), on the bundled scenario's
 * replays (seed 1), each check failing on the code before:
 * 1. a citizen who finds a weapon (unloaded) neither reloads it himself nor fires until the module
 *    has loaded it at the end of the next turn ("Weapons are unloaded when found; loading takes one
 *    turn"; a counter "turned upside down ... is loading a weapon that turn and cannot fire";
 *    weapons.ts `reload`, firing.ts `canFire`; RULINGS.md N6);
 * 2. a bank employee covered this turn does not shoot, his declared fire dropped ("If a teller or
 *    cashier is being 'covered' by at least one gang member, the bank employee will not try to
 *    attack"; firing.ts `firingPhase`, core's `mayShootAt`; N9).
 * (The cashier's vault found locked by a search, opened still when he gives in, core's `endTurn`,
 * N8, is northfield.test.ts's.)
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '@deadeye/core';
import { compileSkirmish } from '../src/index.ts';
import { replaySkirmishTrial } from '../src/skirmish/replay.ts';
import { scenarioAgents } from './scenario-agents.ts';

const FILE = fileURLToPath(new URL('../../../scenarios/northfield.yaml', import.meta.url));
const setup = compileSkirmish(loadScenario(FILE));
const agents = scenarioAgents(setup);
const TRIALS = 60;

/** The replay of trial t (seed 1), cut into turns (the lines after each `Turn N` header). */
function turnsOf(t: number): string[][] {
  const turns: string[][] = [[]];
  for (const line of replaySkirmishTrial(setup, '1', t, agents).log) {
    if (/^Turn \d+/.test(line)) turns.push([]);
    turns[turns.length - 1]!.push(line);
  }
  return turns;
}

const replays = Array.from({ length: TRIALS }, (_, t) => turnsOf(t));

describe('the Northfield module under BOOT HILL, an audit', () => {
  it('1. from the turn a citizen finds a weapon to the end of the next, he neither reloads nor fires', () => {
    let finds = 0;
    let loaded = 0;
    for (const turns of replays) {
      for (let k = 0; k < turns.length; k++) {
        for (const line of turns[k]!) {
          const m = /^ {2}(.+?) searches the building: d6 \d, a weapon: unloaded, loading next turn/.exec(line);
          if (m === null) continue;
          finds++;
          const who = m[1]!;
          const window = [...turns[k]!.slice(turns[k]!.indexOf(line)), ...(turns[k + 1] ?? [])];
          const end = window.findIndex((l) => l.includes(`${who} has loaded his weapon`));
          const before = end < 0 ? window : window.slice(0, end);
          if (end >= 0) loaded++;
          expect(before.filter((l) => l.startsWith(`  ${who} reloads`) || l.startsWith(`    ${who} shot `)), who).toEqual([]);
        }
      }
    }
    expect(finds).toBeGreaterThan(20);
    expect(loaded).toBeGreaterThan(10);
  });

  it('2. a bank employee covered this turn does not shoot', () => {
    let covers = 0;
    for (const turns of replays) {
      for (const turn of turns) {
        for (const line of turn) {
          const m = /^ {2}(.+?) covers (.+)$/.exec(line);
          if (m === null) continue;
          covers++;
          expect(turn.filter((l) => l.startsWith(`    ${m[2]} shot `))).toEqual([]);
        }
      }
    }
    expect(covers).toBeGreaterThan(5);
  });
});
