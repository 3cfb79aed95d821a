/**
 * The eighteenth audit's fixes, area d (REEL 2, CASTING – CREATING CHARACTERS: personalities,
 * skills and traits; REEL 7, BEASTS), on forced dice:
 * 1. a Fearsome beast that charges in gives its prey his courage test in close combat ("Opponents
 *    take a Courage Test ... if they charge or are charged by such a character", REEL 2; COURAGE
 *    TEST, REEL 3: "If in the open or in close combat, panic and flee ... If in close combat, fall
 *    back 2 paces and during the rest of this combat is 'On the Back Foot'"), as a man's charge
 *    does (RULINGS.md QR-110: "It is taken once the two are in contact and engaged, so it is read
 *    as in close combat"): beast-card.ts `beastAttack` now engages the two before the test
 *    (fighting.ts `fearsomeCharge`). It was taken before they were engaged, read as in the open: a
 *    2-4 fell back a whole move toward cover, not 2 paces On the Back Foot (the cougar fixture's
 *    trial 2, seed 1: "Hank falls back (0,15) -> (8,15)").
 * 2. the test to evade a horse (or vehicle) riding him down or a stampede, the movement chart's
 *    "Wanting to evade" row, is a test for movement: a Natural Leader of his side within 10 paces
 *    takes it on his dice ("His command automatically uses his or her dice when testing for
 *    movement, courage or responding to hold actions if within 10 paces", REEL 2; RULINGS.md
 *    QR-80; the personality table's own note: "the wanting-to-move test on any row of the movement
 *    chart"): ride-down.ts `rideDown` and beasts.ts `stampede` now pass `LED`. It was rolled on
 *    his own dice.
 * 3. a Bloodthirsty man fighting a beast that is slain takes trophies from it ("Always finishes
 *    their foe off: Must pass an Action test to stop fighting or taking trophies from a fallen
 *    foe", REEL 2; RULINGS.md QR-82: "when his opponent in close combat falls"): wild-animals.ts
 *    `beastDamage` now marks him as effects.ts `takeCards` does for a man. It marked him only for
 *    a fallen man.
 * Each fix's assertions fail on the code before it; the controls pass on both.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ACT_RIDE_DOWN, BLOW_STANDARD, parseScenario, placeAt } from '@deadeye/core';
import { compileScenario, getSystem } from '@deadeye/registry';
import type { QdSetup } from '../src/index.ts';
import { beastAttack, beastMove } from '../src/skirmish/beast-card.ts';
import { stampede } from '../src/skirmish/beasts.ts';
import { attackAction, inContact } from '../src/skirmish/fighting.ts';
import { takingTrophies } from '../src/skirmish/personalities.ts';
import { spaces } from '../src/skirmish/world.ts';
import { arena, MINOR_GUN, wolfWorld } from './beast-helpers.ts';
import { cellOf, chargerAgent, forcedWorld, idleAgent, lineOf, seenWorld } from './qd-helpers.ts';

const PAD = Array.from({ length: 40 }, () => 7);

/** Jed (a minor character with a revolver) at (10,10) and a wolf (dogs: Fearsome) at (16,10), awake, on the forced dice `values`; the log kept. */
function wolfCharges(values: readonly number[]) {
  const r = wolfWorld(values);
  const t = beastMove(r.world, 1);
  expect(t).toBe(0);
  expect(inContact(r.world, 0, 1)).toBe(true);
  const from = r.world.cell[0]!;
  beastAttack(r.world, 1, t);
  return { ...r, from };
}

describe('1. a Fearsome beast charging in: its prey tests his courage in close combat (QR-110)', () => {
  it('a 3 falls back 2 paces On the Back Foot, not a move to cover; the wolf strikes no blow out of contact', () => {
    const { world, from } = wolfCharges([3]);
    const log = world.log!;
    expect(lineOf(log, /Jed takes a courage test: rolls 3/)).toBeGreaterThan(-1);
    expect(lineOf(log, /Jed falls back 2 paces/)).toBeGreaterThan(-1);
    expect(world.backFoot[0]).toBe(1);
    expect(spaces(world, from, world.cell[0]!)).toBeLessThanOrEqual(2);
    expect(lineOf(log, /Wolf attacks Jed/)).toBe(-1);
    // Out of contact the fight is over where contact was lost (as fighting.ts fearsomeCharge has it for a man's charge).
    expect(inContact(world, 0, 1)).toBe(false);
    expect(world.engaged[0]).toBe(-1);
    expect(world.engaged[1]).toBe(-1);
  });

  it('control: a 7 stands; engaged, the wolf attacks him (2D10 6, 2: a hit; his effect 8 at DV -1 for the charge)', () => {
    const { world } = wolfCharges([7, 6, 2, 8, 7]);
    const log = world.log!;
    expect(lineOf(log, /Jed takes a courage test: rolls 7/)).toBeLessThan(lineOf(log, /Wolf attacks Jed/));
    expect(lineOf(log, /Jed rolls 8 for the effect at DV -1/)).toBeGreaterThan(-1);
    expect(world.engaged[1]).toBe(0);
    expect(world.engaged[0]).toBe(1);
  });
});

/**
 * A buffalo herd (beast-helpers.ts `herdWorld`'s) with a Natural Leader beside the bystander:
 * Hunter (0, the cause) at (5,10), Skinner (1, a minor character in the herd's path) at (24,10),
 * Boss (2, a Main Character, Natural Leader, of their side) at (24,4), 6 paces from Skinner, out
 * of the runs; buffalo Bull (3) and Cow (4) at (17,10) and (15,10). Everyone idle; the log kept.
 */
function herdBesideLeader(values: readonly number[], personality = 'natural-leader') {
  const setup = arena([
    { name: 'Hunter', qd: MINOR_GUN, side: 'Men', at: [5, 10] },
    { name: 'Skinner', qd: MINOR_GUN, side: 'Men', at: [24, 10], facing: 'W' },
    { name: 'Boss', qd: `{ type: main, personality: ${personality}, weapons: [cartridge-revolver] }`, side: 'Men', at: [24, 4], facing: 'W' },
    { name: 'Bull', qd: '{ animal: buffalo }', side: 'Beasts', at: [17, 10], facing: 'W' },
    { name: 'Cow', qd: '{ animal: buffalo }', side: 'Beasts', at: [15, 10], facing: 'W' },
  ]);
  const r = forcedWorld(setup, setup.characters.map(() => idleAgent), [...values, ...PAD]);
  r.world.log = [];
  r.world.toCome[1] = 1;
  return r;
}

describe("2. the test to evade is a test for movement: a Natural Leader's command takes it on his dice (QR-80)", () => {
  it("Skinner's test to evade the stampede is rolled on Boss's 2D10, the best (3, 8: he evades)", () => {
    const { world } = herdBesideLeader([3, 8]);
    const from = world.cell[1]!;
    stampede(world, 3, 0);
    const log = world.log!;
    expect(lineOf(log, /Skinner tries to evade the stampede: rolls 8 \(best of 3, 8\) on Boss's dice \(Natural Leader\)/)).toBeGreaterThan(-1);
    expect(lineOf(log, /Skinner evades the stampede/)).toBeGreaterThan(-1);
    expect(world.cell[1]).not.toBe(from);
    expect(lineOf(log, /runs down Skinner/)).toBe(-1);
  });

  it('control: with an Ordinary Boss, his own 1D10 (3: Panic, the herd reaches him)', () => {
    const { world } = herdBesideLeader([3, 2, 2, 2, 2], 'ordinary');
    stampede(world, 3, 0);
    const log = world.log!;
    expect(lineOf(log, /Skinner tries to evade the stampede: rolls 3$/)).toBeGreaterThan(-1);
    expect(lineOf(log, /runs down Skinner/)).toBeGreaterThan(-1);
  });
});

/**
 * The mount test yard (fixtures/mount-duel.yaml) with Boss, a Main Character of the Law, at (5,9),
 * 4 paces from the Shooter (Supporting, at (5,5)), of personality `personality`; the Rider
 * (Outlaws, mounted) rides the Shooter down on his card from (20,5).
 */
function rideDownBesideLeader(values: readonly number[], personality: string) {
  const text = readFileSync(fileURLToPath(new URL('./fixtures/mount-duel.yaml', import.meta.url)), 'utf8').replace(
    '  - name: Rider\n',
    `  - name: Boss
    side: Law
    position: [5, 9]
    facing: E
    weapons: [{ code: SAR6 }]
    stats:
      quickdraw: { type: main, personality: ${personality}, skills: [], weapons: [cartridge-revolver] }
    agent: { doctrine: standing }
  - name: Rider
`,
  );
  const setup = compileScenario(getSystem('quickdraw'), parseScenario(text, 'mount-duel.yaml'), {}) as QdSetup;
  expect(setup.characters.map((c) => c.name)).toEqual(['Shooter', 'Boss', 'Rider', 'Walker']);
  const { engine, world } = seenWorld(setup, [...values, ...PAD], [idleAgent, idleAgent, chargerAgent(ACT_RIDE_DOWN, 0), idleAgent]);
  world.located.fill(1);
  placeAt(world, 2, cellOf(world, 20, 5));
  world.cardStart[2] = world.cell[2]!;
  world.toCome[0] = 1;
  engine.playCard(2);
  return world;
}

describe("2 (the ride-down). The test to evade a horse is on the Natural Leader's dice too (QR-80, QR-158)", () => {
  it("ride down 7; the Shooter's test to evade on Boss's 2D10, 3 and 8: he evades", () => {
    const world = rideDownBesideLeader([7, 3, 8], 'natural-leader');
    expect(lineOf(world.log!, /Shooter tests to evade Rider's horse: rolls 8 \(best of 3, 8\) on Boss's dice \(Natural Leader\)/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /runs down Shooter/)).toBe(-1);
  });

  it('control: beside an Ordinary Boss, his own 1D10 (3: Panic, run down)', () => {
    const world = rideDownBesideLeader([7, 3, 8], 'ordinary');
    expect(lineOf(world.log!, /Shooter tests to evade Rider's horse: rolls 3$/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /runs down Shooter/)).toBeGreaterThan(-1);
  });
});

/** Hunter (Supporting, `personality`, a knife) at (10,10) in contact with an awake rattlesnake at (11,10); everyone seen and located; the log kept. */
function hunterAndSnake(values: readonly number[], personality: string) {
  const setup = arena([
    { name: 'Hunter', qd: `{ type: supporting, personality: ${personality}, weapons: [knife] }`, side: 'Men', at: [10, 10] },
    { name: 'Snake', qd: '{ animal: snake }', side: 'Beasts', at: [11, 10], facing: 'W' },
  ]);
  const r = forcedWorld(setup, [idleAgent, idleAgent], [...values, ...PAD]);
  r.world.awake[1] = 1;
  r.world.seen.fill(1);
  r.world.located.fill(1);
  r.world.log = [];
  return r;
}

describe('3. a Bloodthirsty man takes trophies from a fallen beast he was fighting, as from a fallen man (QR-82)', () => {
  it('his knife slays the snake (want-attack 7, attack 8, damage 1D10 1: slain); on his next card a 3 keeps him at it', () => {
    const { world } = hunterAndSnake([7, 8, 1, 3], 'bloodthirsty');
    attackAction(world, 0, 1, BLOW_STANDARD, 0);
    expect(lineOf(world.log!, /Snake drops dead/)).toBeGreaterThan(-1);
    expect(world.trophy[0]).toBe(1);
    expect(takingTrophies(world, 0)).toBe(true);
    expect(lineOf(world.log!, /Hunter tries to stop taking trophies \(Bloodthirsty\): rolls 3/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /Hunter finishes off his fallen foe/)).toBeGreaterThan(-1);
  });

  it('control: an Ordinary man takes none', () => {
    const { world } = hunterAndSnake([7, 8, 1, 3], 'ordinary');
    attackAction(world, 0, 1, BLOW_STANDARD, 0);
    expect(lineOf(world.log!, /Snake drops dead/)).toBeGreaterThan(-1);
    expect(world.trophy[0]).toBe(0);
    expect(takingTrophies(world, 0)).toBe(false);
  });
});
