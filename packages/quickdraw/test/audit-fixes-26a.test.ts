/**
 * The twenty-sixth audit (a, 2026-12-04): surprise's defenceless lasts "until they act" (RULINGS.md
 * QR-14, amended). A completely surprised man who acts before his first card is played (the free
 * action of a courage test's 10: a shot back, a fight back, a Rash man's rush at the enemy; or a
 * response that spends a card: an answer to a draw or an attack, an evade) no longer counts as
 * defenceless. Before the fix only his next card played ended it: Billy the Kid, in the Kid Cashes
 * In (trial 11), rushed at Pat Garrett on a 10 and was still shot at DV -2 for the rest of the
 * phase and into the next. Each assertion fails on the code before the fix.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '@deadeye/core';
import { compileScenario, getSystem, replayScenario } from '@deadeye/registry';
import { isDefenceless, BY_SHOOTING } from '../src/skirmish/effects.ts';
import { endSurprise, SURPRISED } from '../src/skirmish/world.ts';
import { bundled } from './fixture.ts';
import { locatedWorld } from './qd-helpers.ts';

const system = getSystem('quickdraw');

describe('the twenty-sixth audit (a): surprise lasts until he acts', () => {
  it("the Kid's rush at Garrett on a courage test's 10 ends his defenceless: Garrett's next shot is at DV 1, not -1", () => {
    const log = replayScenario(system, bundled('kid-cashes-in'), '1', 11).log;
    const rush = log.indexOf('    Billy the Kid rushes at the enemy (6,7) -> (10,3)');
    expect(rush).toBeGreaterThan(0);
    expect(log[rush - 1]).toBe('    Billy the Kid acts: he no longer counts as defenceless from surprise');
    // Card 10, Garrett's hasty shot at 1 pace: before the fix "at DV -1" (the Kid still defenceless).
    const shot = log.findIndex((l, k) => k > rush && /^ {4}Billy the Kid rolls \d+ .* for the effect at DV /.test(l));
    expect(log[shot]).toMatch(/for the effect at DV 1: /);
  });

  it('King Fisher, completely surprised in the ambush, shoots back on a 10 and is no longer defenceless', () => {
    const log = replayScenario(system, bundled('ben-thompson-ambush'), '1', 7).log;
    const back = log.indexOf('    Totally Unaffected! King Fisher shoots back');
    expect(back).toBeGreaterThan(0);
    expect(log[back + 1]).toBe('    King Fisher acts: he no longer counts as defenceless from surprise');
  });

  it('under +surprise-defenceless a response to a draw is his act: Clay Allison answers Masterson and is no longer defenceless', () => {
    const file = fileURLToPath(new URL('../../../scenarios/long-branch-saloon.yaml', import.meta.url));
    const setup = compileScenario(system, loadScenario(file), { variant: 'text+surprise-defenceless' });
    const log = replayScenario(system, setup as never, '1', 2).log;
    const answer = log.findIndex((l) => l.startsWith('    Clay Allison responds to an opponent drawing'));
    expect(answer).toBeGreaterThan(0);
    expect(log[answer - 1]).toBe('    Clay Allison acts: he no longer counts as defenceless from surprise');
  });

  it('endSurprise ends surprise only: a defenceless of another cause lasts to his next card', () => {
    const { world } = locatedWorld(bundled('kid-cashes-in'), []);
    const kid = world.setup.characters.findIndex((c) => c.name === 'Billy the Kid');
    expect(world.defenceless[kid]).toBe(SURPRISED);
    expect(isDefenceless(world, kid, BY_SHOOTING)).toBe(true);
    endSurprise(world, kid);
    expect(world.defenceless[kid]).toBe(0);
    expect(world.log).toEqual(['    Billy the Kid acts: he no longer counts as defenceless from surprise']);
    expect(isDefenceless(world, kid, BY_SHOOTING)).toBe(false);
    world.defenceless[kid] = 1;
    endSurprise(world, kid);
    expect(world.defenceless[kid]).toBe(1);
    expect(world.log).toHaveLength(1);
  });
});
