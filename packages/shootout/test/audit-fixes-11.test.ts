/**
 * The eleventh audit's fixes (shootout.txt has no surprise rule; RULINGS.md SR-85), on forced
 * dice with the bundled agents: a scenario's `surprise` is time lost in turn 1. A surprised figure
 * is not moved in turn 1 but fires in its ranged combat; a completely surprised one takes no
 * action in turn 1 (no move, no ranged combat action) and acts from turn 2 (engine.ts
 * world.ts `surprisedNow`). Each fails on the code before the fix (there `surprise` was not read: the
 * Kid, completely surprised in The Kid Cashes In, shot back in turn 1).
 */
import { describe, expect, it } from 'vitest';
import { getSystem, scenarioAgents } from '@deadeye/registry';
import { forcedWorld, setupOf, type Fig } from './skirmish-helpers.ts';

const system = getSystem('shootout');
/** Enough dice for a turn of two figures (command points, volleys, saves): 3s and 4s in turn (hits, failed saves, no tie for initiative). */
const DICE = Array.from({ length: 400 }, (_, k) => 3 + (k % 2));

/** The engine on `figs` with the bundled agents, on forced dice; turn 1. */
function played(figs: readonly Fig[]) {
  const setup = setupOf(figs);
  return forcedWorld(setup, DICE, scenarioAgents(system, setup));
}

describe('surprise is time lost in turn 1 (SR-85)', () => {
  it('a completely surprised figure takes no action in turn 1, and fires in turn 2', () => {
    const A: Fig = { name: 'Garrett', side: 'A', at: [5, 5], htk: 9, doctrine: 'standing' };
    const B: Fig = { name: 'Kid', side: 'B', at: [12, 5], htk: 9, doctrine: 'standing', surprise: 'completely' };
    const { engine, world, log } = played([A, B]);
    engine.playTurn(1);
    expect(log.some((l) => /Kid is completely surprised: he takes no action this turn/.test(l))).toBe(true);
    expect(log.some((l) => /Garrett fires \d dice at Kid/.test(l))).toBe(true);
    expect(log.some((l) => /Kid fires/.test(l))).toBe(false);
    expect(world.fired[1]).toBe(0);
    world.turn = 2;
    log.length = 0;
    engine.playTurn(2);
    expect(log.some((l) => /Kid fires \d dice at Garrett/.test(l))).toBe(true);
  });

  it('a surprised figure does not move in turn 1 but fires in its ranged combat', () => {
    // Walker, a gunfighter walking to close to short range (he does in turn 2), stands still in turn 1 and fires.
    const A: Fig = { name: 'Stander', side: 'A', at: [3, 5], htk: 9, doctrine: 'standing' };
    const B: Fig = { name: 'Walker', side: 'B', at: [12, 5], htk: 9, doctrine: 'gunfighter', surprise: 'surprised' };
    const { engine, world, log } = played([A, B]);
    const start = world.cell[1];
    engine.playTurn(1);
    expect(log.some((l) => /Walker is surprised: he does not move this turn/.test(l))).toBe(true);
    expect(world.cell[1]).toBe(start);
    expect(log.some((l) => /Walker fires \d dice at Stander/.test(l))).toBe(true);
    world.turn = 2;
    log.length = 0;
    engine.playTurn(2);
    expect(world.cell[1]).not.toBe(start);
  });
});
