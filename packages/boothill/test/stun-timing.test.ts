/**
 * The STUNNING CHART's timing (Referee's Screen: "A stunned character may do nothing on the turn
 * after he is stunned, and will make all actions at half-effect on the following turn"; RULINGS.md
 * S12): stunned in turn T, he acts as he was for the rest of T, does nothing in T+1, and acts at
 * half effect in T+2. Forced dice.
 */
import { describe, expect, it } from 'vitest';
import { BRAWL_STRIKE, parseScenario } from '@deadeye/core';
import { ForcedStream } from '@deadeye/rng';
import { SkirmishEngine, compileSkirmish, createSkirmishAccumulator } from '../src/index.ts';
import { brawler, puncher } from './rules-scenario.ts';

const TEXT = `
name: stun
map: { width: 40, height: 9, exits: [] }
sides: [{ name: A }, { name: B }]
characters:
  - { name: A, stats: { boothill: { basp: 20, bac: 70, str: 20, mrl: 90 } }, side: A, position: [0, 4], facing: E, weapons: [{ code: SAR6 }], player: true, agent: { doctrine: standing } }
  - { name: B, stats: { boothill: { basp: 10, bac: 70, str: 20, mrl: 90 } }, side: B, position: [1, 4], facing: W, weapons: [{ code: SAR6 }], player: true, agent: { doctrine: standing } }
`;
/** A brawls B, striking with his gun (a gun butt: 20% to stun); B punches back. */
const a = brawler(BRAWL_STRIKE);
const b = puncher;

describe('stunning (S12)', () => {
  it('stunned in round 1 of turn 1, he still punches back in both rounds of turn 1, and does nothing in turn 2', () => {
    const setup = compileSkirmish(parseScenario(TEXT, 'stun.yaml'), { maxTurns: 2 });
    const log: string[] = [];
    // Turn 1: movement order 50, 60; A's gun butt 2d10 (10, 4: 14) - 1 = 13, a glancing blow; the stun
    // check 1: stunned; B's punch 2d10 (1, 1: 2), a miss; then 5s: every 2d10 55, every stun check 5.
    const values = [50, 60, 10, 4, 1, 1, 1, ...Array.from({ length: 80 }, () => 5)];
    new SkirmishEngine(setup, [a, b]).runTrial(new ForcedStream(values), createSkirmishAccumulator(setup), log);
    const t2 = log.findIndex((l) => l.startsWith('Turn 2'));
    const turn1 = log.slice(0, t2 < 0 ? log.length : t2);
    const stunned = turn1.findIndex((l) => /STUNNED/.test(l));
    expect(stunned).toBeGreaterThan(-1);
    // The rest of turn 1: B's counter in round 1 and his punch in round 2.
    expect(turn1.slice(stunned).filter((l) => /^\s+B punch/.test(l)).length).toBe(2);
    // Turn 2: B does nothing.
    expect(t2).toBeGreaterThan(-1);
    expect(log.slice(t2).some((l) => /^\s+B punch/.test(l))).toBe(false);
  });
});
