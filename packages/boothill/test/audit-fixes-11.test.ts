/**
 * The eleventh audit's fix to BOOT HILL's agents (2026-11-30), on forced dice, failing on the code
 * before: drawing a weapon is part of firing it (boot-hill-rulebook.txt, the first shot numbers
 * include the draw; RULINGS.md S13), so a gunfighter with his gun holstered (`drawn: false`) and
 * his target in reach fires on turn 1 (the doctrines' `drawOrFire`, the hook's `fireDrawing`). He
 * used to spend turn 1 drawing (ACT_DRAW) and fire on turn 2.
 */
import { describe, expect, it } from 'vitest';
import { parseScenario } from '@deadeye/core';
import { ForcedStream } from '@deadeye/rng';
import { compileSkirmish, createSkirmishAccumulator, SkirmishEngine } from '../src/index.ts';
import { yaml } from './rules-scenario.ts';
import { scenarioAgents } from './scenario-agents.ts';

/** A (holstered, gunfighter) and B (drawn, standing) 8 spaces apart; turn 1 on forced dice (every shot misses: 100s). */
function turnOne(): string[] {
  const text = yaml({ pos: [5, 4], extra: ', drawn: false' }, { pos: [13, 4] }).replace(
    'side: A, position: [5, 4], facing: E, weapons: [{ code: SAR6 }], player: true, agent: { doctrine: standing }',
    'side: A, position: [5, 4], facing: E, weapons: [{ code: SAR6 }], player: true, agent: { doctrine: gunfighter, params: { band: extreme } }',
  );
  const setup = compileSkirmish(parseScenario(text, 'audit-11.yaml'), { maxTurns: 1 });
  const log: string[] = [];
  new SkirmishEngine(setup, scenarioAgents(setup)).runTrial(new ForcedStream(Array.from({ length: 400 }, () => 100)), createSkirmishAccumulator(setup), log);
  return log;
}

describe('S13: a holstered gunfighter fires on turn 1, drawing as he fires', () => {
  it('A, his gun holstered, fires at B on turn 1 (he took turn 1 to draw before)', () => {
    const log = turnOne();
    // The engine draws it as he fires (the same line as a draw), then his shots, all in turn 1.
    const drew = log.findIndex((l) => /A takes SAR6 in hand/.test(l));
    const shot = log.findIndex((l) => /^\s+A shot 1 at B /.test(l));
    expect(drew).toBeGreaterThanOrEqual(0);
    expect(shot).toBeGreaterThan(drew);
    expect(log.findIndex((l) => /^Turn 2/.test(l))).toBe(-1);
  });
});
