/**
 * The replay's hit chances with their terms in words (an audit, 2026-12-01: "needs 61 or less"
 * could not be checked against the HIT DETERMINATION chart): each firer's base chance to hit, with
 * its terms, on a line of its own when his group fires; each shot's chance as that base and the
 * shot's own terms (range, second or third shot, the target's movement, obscured). Checked over
 * replays of bundled scenarios: every line's terms add up to the figure printed, and every shot's
 * base is the one its firer's line gave.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '@deadeye/core';
import { streamFor } from '@deadeye/rng';
import { compileSkirmish, createSkirmishAccumulator, SkirmishEngine } from '../src/index.ts';
import { scenarioAgents } from './scenario-agents.ts';

const terms = (list: string): number => list.split(', ').reduce((s, w) => s + Number(/ (-?\+?\d+)(?: \(half: stunned\))?$/.exec(w)![1]!.replace('+', '')), 0);

describe('the replay words every term of a hit chance', () => {
  for (const [name, trials] of [['street-fight', 10], ['coffeyville', 6], ['northfield', 3], ['saloon-brawl', 20], ['ok-corral', 10]] as const) {
    it(`${name}: the terms add up, and each shot's base is its firer's`, () => {
      const setup = compileSkirmish(loadScenario(fileURLToPath(new URL(`../../../scenarios/${name}.yaml`, import.meta.url))));
      const engine = new SkirmishEngine(setup, scenarioAgents(setup));
      let shots = 0;
      for (let t = 0; t < trials; t++) {
        const log: string[] = [];
        engine.runTrial(streamFor(1, `replay-terms-${name}`, t), createSkirmishAccumulator(setup), log);
        const base = new Map<string, number[]>();
        let last = '';
        for (const line of log) {
          const b = /^ {4}(.+)'s base chance to hit: (-?\d+) \((.*)\)$/.exec(line);
          if (b !== null) {
            expect(terms(b[3]!)).toBe(Number(b[2]));
            base.set(b[1]!, [Number(b[2])]);
            last = b[1]!;
            continue;
          }
          const off = /^ {4}with the off-hand pistol: (-?\d+) \((.*)\)$/.exec(line);
          if (off !== null) {
            expect(terms(off[2]!)).toBe(Number(off[1]));
            base.get(last)!.push(Number(off[1]));
            continue;
          }
          const s = /^ {4}(.+) (?:shot \d|spread) at .*: needs (-?\d+) or less \(base (-?\d+)(?:, (.*))?\), rolls \d+: (?:HIT|miss)$/.exec(line);
          if (s === null) continue;
          shots++;
          expect(Number(s[3]) + (s[4] === undefined ? 0 : terms(s[4]))).toBe(Number(s[2]));
          expect(base.get(s[1]!)).toContain(Number(s[3]));
        }
      }
      expect(shots).toBeGreaterThan(10);
    });
  }
});
