/**
 * The eighteenth audit's finding left by its first helper, fixed after the merge: a man caught by
 * surprise (his forfeited cards not yet turned: QR-14, QR-204) tests to evade neither a stampede
 * nor a horse riding him down, as he answers no draw and no attack yet (QR-204, QR-231): the herd
 * or the horse reaches him. On forced dice; each "surprised" assertion fails on the code before.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ACT_RIDE_DOWN, parseScenario, placeAt } from '@deadeye/core';
import { compileScenario, getSystem } from '@deadeye/registry';
import type { QdSetup } from '../src/index.ts';
import { stampede } from '../src/skirmish/beasts.ts';
import { arena, MINOR_GUN } from './beast-helpers.ts';
import { cellOf, chargerAgent, forcedWorld, idleAgent, lineOf, seenWorld } from './qd-helpers.ts';

const PAD = Array.from({ length: 40 }, () => 7);

/** Hunter (0) stampedes the buffalo Bull (2) and Cow (3) toward Skinner (1), who has two cards to come, the first forfeit to surprise when `surprised`. */
function herd(surprised: boolean) {
  const setup = arena([
    { name: 'Hunter', qd: MINOR_GUN, side: 'Men', at: [5, 10] },
    { name: 'Skinner', qd: MINOR_GUN, side: 'Men', at: [24, 10], facing: 'W' },
    { name: 'Bull', qd: '{ animal: buffalo }', side: 'Beasts', at: [17, 10], facing: 'W' },
    { name: 'Cow', qd: '{ animal: buffalo }', side: 'Beasts', at: [15, 10], facing: 'W' },
  ]);
  const r = forcedWorld(setup, setup.characters.map(() => idleAgent), [8, ...PAD]);
  r.world.log = [];
  r.world.toCome[1] = 2;
  if (surprised) {
    r.world.void[1] = 1;
    r.world.surpriseLeft[1] = 1;
  }
  stampede(r.world, 2, 0);
  return r.world;
}

/** The mount test yard (fixtures/mount-duel.yaml): the Rider rides the Shooter down from (20,5) on a 7; the Shooter has two cards to come, the first forfeit to surprise when `surprised`. */
function rideDown(surprised: boolean) {
  const text = readFileSync(fileURLToPath(new URL('./fixtures/mount-duel.yaml', import.meta.url)), 'utf8');
  const setup = compileScenario(getSystem('quickdraw'), parseScenario(text, 'mount-duel.yaml'), {}) as QdSetup;
  expect(setup.characters.map((c) => c.name)).toEqual(['Shooter', 'Rider', 'Walker']);
  const { engine, world } = seenWorld(setup, [7, 8, ...PAD], [idleAgent, chargerAgent(ACT_RIDE_DOWN, 0), idleAgent]);
  world.located.fill(1);
  placeAt(world, 1, cellOf(world, 20, 5));
  world.cardStart[1] = world.cell[1]!;
  world.toCome[0] = 2;
  if (surprised) {
    world.void[0] = 1;
    world.surpriseLeft[0] = 1;
  }
  engine.playCard(1);
  return world;
}

describe('a man caught by surprise does not test to evade (QR-204)', () => {
  it('the stampede: surprised, Skinner makes no test and the herd reaches him; control: he tests (8) and evades', () => {
    const s = herd(true);
    expect(lineOf(s.log!, /Skinner is caught by surprise: he cannot evade the stampede yet/)).toBeGreaterThan(-1);
    expect(lineOf(s.log!, /Skinner tries to evade/)).toBe(-1);
    expect(s.void[1]).toBe(1);
    const c = herd(false);
    expect(lineOf(c.log!, /Skinner tries to evade the stampede: rolls 8/)).toBeGreaterThan(-1);
    expect(lineOf(c.log!, /Skinner evades the stampede/)).toBeGreaterThan(-1);
  });
  it("the ride-down: surprised, the Shooter makes no test and is run down; control: he tests (8) and evades", () => {
    const s = rideDown(true);
    expect(lineOf(s.log!, /Shooter is caught by surprise: he cannot evade Rider's horse yet/)).toBeGreaterThan(-1);
    expect(lineOf(s.log!, /Shooter tests to evade/)).toBe(-1);
    expect(lineOf(s.log!, /runs down Shooter/)).toBeGreaterThan(-1);
    const c = rideDown(false);
    expect(lineOf(c.log!, /Shooter tests to evade Rider's horse: rolls 8/)).toBeGreaterThan(-1);
    expect(lineOf(c.log!, /runs down Shooter/)).toBe(-1);
  });
});
