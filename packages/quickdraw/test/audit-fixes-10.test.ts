/**
 * The tenth audit's fixes (REEL 3 and REEL 6 to 7 read against the effects, mounts and beasts), on
 * forced dice:
 * 1. a courage test's 10 rolled during another man's free shot is played at once after it,
 *    whoever is listed first (responses.ts `freeActions`; RULINGS.md QR-198);
 * 2. a man broken takes no free action on a 10 (QR-191);
 * 3. a rider who "falls over" in bad going comes off his horse, not prone in the saddle; a man
 *    aboard a vehicle does not fall (terrain.ts `playMove`; QR-68);
 * 4. fleeing "away from the enemy": not to an exit whose route leads toward him (effects.ts `flee`;
 *    QR-21);
 * 5. a beast's bite on a vehicle is high impact on the vehicle table too (fighting.ts; QR-40);
 * 6. a rider knocked out takes no test to keep control: his horse bolts (mounts.ts `controlTest`;
 *    QR-199).
 * Each fails on the code before the fix.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BLOW_STANDARD, loadScenario, parseScenario, PHASE_MOVE, placeAt, QD_RATE_FULL, SHOT_DELIBERATE, type SkirmishAgent } from '@deadeye/core';
import { compileScenario, getSystem } from '@deadeye/registry';
import type { QdSetup } from '../src/index.ts';
import { BY_SHOOTING, courageTest, targetDv, takeCards } from '../src/skirmish/effects.ts';
import { strike } from '../src/skirmish/fighting.ts';
import { hitMount } from '../src/skirmish/mounts.ts';
import { fire } from '../src/skirmish/shooting.ts';
import { arena, MINOR_GUN } from './beast-helpers.ts';
import { cellOf, fireAgent, forcedWorld, idleAgent, lineOf, locatedWorld, seenWorld, shuffleDice, xOf, yOf } from './qd-helpers.ts';

const fixture = (name: string): string => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const compileText = (text: string): QdSetup => compileScenario(getSystem('quickdraw'), parseScenario(text, 'audit-10.yaml'), {}) as QdSetup;
const compileFile = (file: string): QdSetup => compileScenario(getSystem('quickdraw'), loadScenario(file), {}) as QdSetup;
const SEVENS = Array.from({ length: 40 }, () => 7);

/** Two Minor gunmen, Abe (Men, listed first) and Bob (Beasts), with drawn revolvers facing each other in the arena. */
const twoGunmen = (a: [number, number], b: [number, number]): QdSetup =>
  arena([
    { name: 'Abe', qd: MINOR_GUN, side: 'Men', at: a, facing: 'E', drawn: true },
    { name: 'Bob', qd: MINOR_GUN, side: 'Beasts', at: b, facing: 'W', drawn: true },
  ]);

describe('the tenth audit (effects, mounts, beasts)', () => {
  it("1. a 10 rolled during another man's free shot is played at once, before the next card, whoever is listed first", () => {
    // Abe (listed first) shoots Bob; Bob's courage test of 10: he shoots back; Abe's test of 10:
    // Abe's free shot comes before Bob's own card (before the fix it waited for the next card's end).
    const setup = twoGunmen([2, 2], [8, 2]);
    const dice = [...shuffleDice([0, 1, -1, -2], [0, 1, -1, -2]), 7, 7, 9, 10, 7, 9, 10, ...SEVENS];
    const { engine, world } = forcedWorld(setup, [fireAgent, fireAgent], dice);
    world.log = [];
    engine.playTrial();
    const log = world.log;
    const abeBack = lineOf(log, /Totally Unaffected! Abe shoots back/);
    const card2 = lineOf(log, /card 2: Bob/);
    expect(lineOf(log, /Totally Unaffected! Bob shoots back/)).toBeGreaterThanOrEqual(0);
    expect(abeBack).toBeGreaterThanOrEqual(0);
    expect(abeBack).toBeLessThan(card2);
  });

  it('2. a man broken takes no free shot on a courage test of 10 (QR-191)', () => {
    const setup = twoGunmen([10, 2], [16, 2]);
    const { engine, world } = forcedWorld(setup, [idleAgent, idleAgent], [7, 9, 10, ...SEVENS]);
    world.seen.fill(1);
    world.located.fill(1);
    world.log = [];
    world.broken[0] = 1;
    fire(world, 1, 0, SHOT_DELIBERATE, 0, false);
    (engine as unknown as { freeActions(): void }).freeActions();
    expect(lineOf(world.log, /Abe takes a courage test: rolls 10/)).toBeGreaterThanOrEqual(0);
    expect(lineOf(world.log, /Abe shoots back/)).toBe(-1);
    expect(lineOf(world.log, /Abe fires/)).toBe(-1);
  });

  it('3. a rider who falls over in bad going comes off his horse (thrown), and is not left prone in the saddle', () => {
    const setup = compileFile(fixture('mount-duel.yaml'));
    const SHOOTER = 0;
    const RIDER = 1;
    const east: SkirmishAgent = (o, _s, out) => {
      if (o.phase !== PHASE_MOVE) return;
      out.moveTo = 5 * o.map.width + 39;
      out.rate = QD_RATE_FULL;
    };
    // His move test 1 in bad going; the injury test's effect 7 (a courage test), his courage 7.
    const { engine, world } = seenWorld(setup, [1, 7, 7, ...SEVENS], [idleAgent, east, idleAgent]);
    world.located.fill(1);
    placeAt(world, RIDER, cellOf(world, 29, 5));
    engine.playCard(RIDER);
    expect(lineOf(world.log!, /Rider falls from his horse in bad going/)).toBeGreaterThanOrEqual(0);
    expect(lineOf(world.log!, /Rider is thrown/)).toBeGreaterThanOrEqual(0);
    expect(world.mounted[RIDER]).toBe(0);
    expect(world.prone[RIDER]).toBe(0);
    expect(targetDv(world, RIDER, SHOOTER, BY_SHOOTING, 0)).toBe(0);
  });

  it('3. a driver whose move test is a 1 in bad going does not fall: his vehicle goes no farther', () => {
    // The vehicle yard's wagon moved up to x 18, the rough ground at x 24-25 within its 10 paces.
    const text = readFileSync(fixture('vehicle-yard.yaml'), 'utf8').replaceAll('position: [10, 5]', 'position: [18, 5]');
    const setup = compileText(text);
    const DRIVER = 1;
    const east: SkirmishAgent = (o, _s, out) => {
      if (o.phase !== PHASE_MOVE) return;
      out.moveTo = 5 * o.map.width + 35;
      out.rate = QD_RATE_FULL;
    };
    const { engine, world } = seenWorld(setup, [1, ...SEVENS], [idleAgent, east, idleAgent]);
    engine.playCard(DRIVER);
    expect(lineOf(world.log!, /falls over/)).toBe(-1);
    expect(lineOf(world.log!, /Driver's wagon goes no farther in bad going/)).toBeGreaterThanOrEqual(0);
    expect(world.prone[DRIVER]).toBe(0);
    expect(xOf(world, DRIVER)).toBe(18);
  });

  it('4. a man fleeing from a cougar runs away from it, not down the road to an exit past it', () => {
    const setup = compileFile(fixture('cougar.yaml'));
    const JED = 0;
    const COUGAR = 2;
    const { world } = locatedWorld(setup, [1, ...SEVENS]);
    placeAt(world, JED, cellOf(world, 16, 7));
    placeAt(world, COUGAR, cellOf(world, 21, 7));
    const before = world.map.distance(world.cell[JED]!, world.cell[COUGAR]!);
    courageTest(world, JED, COUGAR);
    expect(world.broken[JED]).toBe(1);
    expect(world.map.distance(world.cell[JED]!, world.cell[COUGAR]!)).toBeGreaterThan(before);
    expect(xOf(world, JED)).toBeLessThan(16);
    expect(yOf(world, JED)).toBeGreaterThanOrEqual(0);
  });

  it("5. a cougar's bite that strikes a wagon is high impact on the vehicle table: VDV 1 + 1 in melee - 1", () => {
    const text = `name: Cougar and wagon
map:
  width: 60
  height: 11
  default: street
sides:
  - { name: Law }
  - { name: Outlaws }
vehicles:
  - { name: wagon, kind: wagon, position: [10, 5], facing: E, driver: Driver }
characters:
  - { name: Cougar, side: Law, position: [9, 5], facing: E, weapons: [], stats: { quickdraw: { animal: large-cat } }, agent: { doctrine: brawler } }
  - { name: Driver, side: Outlaws, position: [10, 5], facing: E, vehicle: wagon, weapons: [], stats: { quickdraw: { type: minor, personality: ordinary, skills: [], weapons: [cartridge-revolver] } }, agent: { doctrine: standing } }
  - { name: Passenger, side: Outlaws, position: [10, 5], facing: E, vehicle: wagon, weapons: [], stats: { quickdraw: { type: minor, personality: ordinary, skills: [], weapons: [cartridge-revolver] } }, agent: { doctrine: standing } }
maxTurns: 3
`;
    const setup = compileText(text);
    expect(setup.vehicles[0]!.vdv).toBe(1);
    // Its attack 2D10 best 7 (a hit); rider or vehicle 1D10 2: the wagon; the damage roll 7.
    const { world } = seenWorld(setup, [7, 3, 2, 7, ...SEVENS]);
    world.located.fill(1);
    world.awake[0] = 1;
    world.mood[0] = 1;
    world.vMoved[0] = 8;
    strike(world, 0, 2, BLOW_STANDARD, 0, 0, 0, false);
    expect(lineOf(world.log!, /the wagon: 1D10 7 for the damage at VDV 1:/)).toBeGreaterThanOrEqual(0);
  });

  it('6. a rider knocked out takes no test to keep control: his horse bolts with him', () => {
    const setup = compileFile(fixture('mount-duel.yaml'));
    const SHOOTER = 0;
    const RIDER = 1;
    const three = { ...setup, characters: setup.characters.map((c, k) => (k === RIDER ? { ...c, cards: 3, star: 1, dice: 2, diceRead: 0 } : c)) } as QdSetup;
    // His horse's effect roll 9 (a courage test: spooked); then the bolt's random movement.
    const { world } = seenWorld(three, [9, ...SEVENS]);
    world.cardsMax[RIDER] = 3;
    takeCards(world, RIDER, 1, 1);
    expect(world.kod[RIDER]).toBe(1);
    hitMount(world, RIDER, SHOOTER, 0);
    expect(lineOf(world.log!, /tests to keep control/)).toBe(-1);
    expect(lineOf(world.log!, /Rider is senseless and cannot keep control of his horse/)).toBeGreaterThanOrEqual(0);
    expect(world.bolting[RIDER]).toBe(1);
  });
});
