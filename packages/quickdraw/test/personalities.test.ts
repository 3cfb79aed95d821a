/**
 * Personalities that reach beyond a reroll of one's own test (REEL 2, PERSONALITY; RULINGS.md
 * QR-80..QR-82): the Natural Leader's dice for his command, the Dominant character's sway, the
 * Bloodthirsty character who cannot stop; and Lucky's reroll of a missed shot (QR-83). Forced dice.
 */
import { describe, expect, it } from 'vitest';
import { CUT, LED, LUCK, NO_AURA, REROLL, test as actionTest } from '../src/skirmish/rolls.ts';
import { takeCards } from '../src/skirmish/effects.ts';
import { resetStance } from '../src/skirmish/world.ts';
import { fire } from '../src/skirmish/shooting.ts';
import { forcedWorld, idleAgent, lineOf, streetSetup } from './qd-helpers.ts';
import type { QdSetup } from '../src/skirmish/setup.ts';

/** Three characters of one side (A at (2,2), B 5 spaces east, C 20 spaces east) and an enemy far off. */
function setupOf(a: string, b: string, c = 'ordinary'): QdSetup {
  const [ta, pa] = a.split(':') as [string, string];
  const [tb, pb] = b.split(':') as [string, string];
  return streetSetup([
    { name: 'Boss', side: 'Posse', type: ta, personality: pa, x: 2, y: 2 },
    { name: 'Hand', side: 'Posse', type: tb, personality: pb, x: 7, y: 2 },
    { name: 'Far', side: 'Posse', type: 'minor', personality: c, x: 30, y: 2 },
    { name: 'Enemy', side: 'Gang', type: 'minor', personality: 'ordinary', x: 30, y: 8 },
  ]);
}

const idle4 = [idleAgent, idleAgent, idleAgent, idleAgent];

describe('Natural Leader: his command within 10 paces tests movement, courage and responding to a hold on his dice', () => {
  it('a minor character near a Natural Leader hero rolls 2D10 take the best on a LED test', () => {
    const setup = setupOf('hero:natural-leader', 'minor:ordinary');
    const { world, stream } = forcedWorld(setup, idle4, [3, 8]);
    const log: string[] = [];
    world.log = log;
    expect(actionTest(world, 1, 0, LED, 'wants to move')).toBe(8);
    expect(stream.draws).toBe(2);
    expect(lineOf(log, /on Boss's dice \(Natural Leader\)/)).toBeGreaterThanOrEqual(0);
  });
  it('not on a test the text does not name, nor beyond 10 paces, nor for a character above him', () => {
    const setup = setupOf('supporting:natural-leader', 'hero:ordinary');
    // Not LED: his own dice (Far's: 1D10).
    let f = forcedWorld(setup, idle4, [3]);
    expect(actionTest(f.world, 2, 0, 0, 'wants to shoot')).toBe(3);
    // Far is 28 spaces from Boss: his own dice even on a LED test.
    f = forcedWorld(setup, idle4, [3]);
    expect(actionTest(f.world, 2, 0, LED, 'wants to move')).toBe(3);
    expect(f.stream.draws).toBe(1);
    // Hand is a hero, Boss a supporting character: not his command, Hand keeps his 2D10.
    f = forcedWorld(setup, idle4, [3, 8]);
    expect(actionTest(f.world, 1, 0, LED, 'wants to move')).toBe(8);
  });
});

describe('Dominant: his side within 10 paces reroll any failed action test', () => {
  it('a failure is rerolled once and the second roll stands', () => {
    const setup = setupOf('hero:dominant', 'minor:ordinary');
    const { world, stream } = forcedWorld(setup, idle4, [2, 3]);
    const log: string[] = [];
    world.log = log;
    expect(actionTest(world, 1, 0, 0, 'wants to shoot')).toBe(3);
    expect(stream.draws).toBe(2);
    expect(lineOf(log, /under Boss's sway/)).toBeGreaterThanOrEqual(0);
  });
  it('no second reroll on top of a trait reroll, none beyond 10 paces, none with NO_AURA, none for himself', () => {
    const setup = setupOf('hero:dominant', 'minor:ordinary');
    let f = forcedWorld(setup, idle4, [2, 3, 9]);
    expect(actionTest(f.world, 1, 0, REROLL, 'wants to shoot')).toBe(3);
    f = forcedWorld(setup, idle4, [2, 9]);
    expect(actionTest(f.world, 2, 0, 0, 'wants to shoot')).toBe(2);
    f = forcedWorld(setup, idle4, [2, 9]);
    expect(actionTest(f.world, 1, 0, NO_AURA, 'wants to shoot')).toBe(2);
    f = forcedWorld(setup, idle4, [2, 3, 9, 9]);
    expect(actionTest(f.world, 0, 0, 0, 'wants to shoot')).toBe(3); // his own 2D10 best, no sway of his own
  });
  it('Cut! and Lucky still follow the sway', () => {
    const setup = setupOf('hero:dominant', 'main:lucky');
    const { world } = forcedWorld(setup, idle4, [2, 1, 3, 2, 6, 1]);
    world.toCome[1] = 2;
    // 2D10 best: 2; sway: 3; Cut!: 6.
    expect(actionTest(world, 1, 0, CUT | LUCK, 'wants to shoot')).toBe(6);
    expect(world.cutLeft[1]).toBe(0);
    expect(world.luckLeft[1]).toBe(4);
  });
});

describe('Bloodthirsty: an action test to stop fighting or taking trophies', () => {
  it('his opponent falls: he tests on his next card; a failure spends the card, a pass frees him', () => {
    const setup = setupOf('main:bloodthirsty', 'minor:ordinary');
    const { engine, world } = forcedWorld(setup, idle4, [3, 2, 7, 1, 5, 5, 5, 5, 5, 5, 5, 5]);
    const log: string[] = [];
    world.log = log;
    world.engaged[0] = 1;
    world.engaged[1] = 0;
    // Hand's last card goes while Boss is fighting him.
    takeCards(world, 1, setup.characters[1]!.cards, 0);
    expect(world.trophy[0]).toBe(1);
    engine.playCard(0); // 2D10 best of 3 and 2: fails, the card is spent on the fallen foe
    expect(world.trophy[0]).toBe(1);
    expect(lineOf(log, /finishes off his fallen foe/)).toBeGreaterThanOrEqual(0);
    expect(lineOf(log, /Boss wants to move|Boss fires/)).toBe(-1);
    engine.playCard(0); // 7 and 1: passes
    expect(world.trophy[0]).toBe(0);
  });
  it('a character who is not Bloodthirsty is not held by a fallen foe', () => {
    const setup = setupOf('main:ordinary', 'minor:ordinary');
    const { world } = forcedWorld(setup, idle4, []);
    world.engaged[0] = 1;
    world.engaged[1] = 0;
    takeCards(world, 1, setup.characters[1]!.cards, 0);
    expect(world.trophy[0]).toBe(0);
  });
});

describe('Lucky: a missed shot', () => {
  it('spends one of the four rerolls and rerolls the attack dice, with no other roll', () => {
    const setup = setupOf('minor:lucky', 'minor:ordinary');
    // Enemy (3) at (30,8) is out of a revolver's reach of Boss at (2,2): put him close.
    const { world, stream } = forcedWorld(setup, idle4, [3, 6, 10, 9, 9, 9]);
    world.cell[3] = world.map.cellAt(4, 2);
    world.drawn[0] = 1;
    const log: string[] = [];
    world.log = log;
    fire(world, 0, 3, 0, 0, false);
    expect(world.luckLeft[0]).toBe(3);
    expect(lineOf(log, /is Lucky and rerolls the shot/)).toBeGreaterThanOrEqual(0);
    // 1D10 3 misses; the reroll 6 hits (no action test rolled in between); then the target's effect roll, 10 (a graze).
    const miss = lineOf(log, /Boss rolls 1D10: 3/);
    const lucky = lineOf(log, /is Lucky and rerolls the shot/);
    const hit = lineOf(log, /Boss rolls 1D10: 6/);
    expect(miss).toBeGreaterThanOrEqual(0);
    expect(lucky).toBe(miss + 1);
    expect(hit).toBe(lucky + 1);
    expect(lineOf(log, /rolls 10 for the effect/)).toBeGreaterThan(hit);
    expect(stream.draws).toBe(4); // the graze calls for a courage test: 9
  });
});

describe('On the Back Foot lasts the rest of the combat (RULINGS.md QR-21)', () => {
  it('kept while he or anyone up fights on; gone at his first card out of close combat', () => {
    const setup = setupOf('main:ordinary', 'minor:ordinary');
    const { world } = forcedWorld(setup, idle4, []);
    world.backFoot[0] = 1;
    world.engaged[0] = 1;
    world.engaged[1] = 0;
    resetStance(world, 0);
    expect(world.backFoot[0]).toBe(1);
    world.engaged[0] = -1; // he broke off, but Hand still fights him
    resetStance(world, 0);
    expect(world.backFoot[0]).toBe(1);
    world.engaged[1] = -1;
    resetStance(world, 0);
    expect(world.backFoot[0]).toBe(0);
  });
});
