/**
 * The close combat audit's fixes (shootout.txt, "4. Close Combat"; the Northfield module under
 * Shootout!, RULINGS.md SR-67..), on forced dice. Each case fails on the code before its fix; the
 * controls pass on both.
 *
 * 1. The Rifle Butt is the rifle's (SR-4): a man whose every rifle is face down (a Northfield
 *    citizen's weapon not found yet: "When a counter is face down, the individual either has no
 *    weapon and cannot fire", Counter Positioning; SR-71) fights with his fists, 1 die, not the
 *    butt's 2. Before, Northfield's unarmed riflemen fought with the butt of a rifle they did not
 *    have (`deadeye replay scenarios/northfield.yaml --system shootout --seed 1 --trial 181`,
 *    turn 25: Citizen 17, his Repeater Rifle never found, "fights Jesse James: 2 dice").
 * 2. A bank employee covered this turn starts no close combat: "If a teller or cashier is being
 *    'covered' by at least one gang member, the bank employee will not try to attack" (ROBBING THE
 *    BANK, Covering; SR-73). Before, only his shots were refused, so the bundled agent, unable to
 *    shoot, attacked with his fists instead (seed 1, trial 182, turns 5 to 11: A. E. Bunker,
 *    covered by Charlie Pitts every turn, attacked him every turn and was killed in turn 11).
 */
import { fileURLToPath } from 'node:url';
import { loadScenario, placeAt, SO_RATE_FULL, TASK_COVER } from '@deadeye/core';
import { ForcedStream } from '@deadeye/rng';
import { compileScenario, getSystem } from '@deadeye/registry';
import { describe, expect, it } from 'vitest';
import { closeCombatPhase, engage, fightDice, pickUp, type SoSetup } from '../src/index.ts';
import { moveFigure } from '../src/skirmish/index.ts';
import { cellOf, forcedWorld, northfieldHost, setupOf, type Fig } from './skirmish-helpers.ts';

describe('the Rifle Butt needs a rifle of his own to use (SR-4, SR-71)', () => {
  const rifleman: Fig = { name: 'R', side: 'A', at: [5, 5], weapons: ['repeater-rifle'] };
  const foe: Fig = { name: 'F', side: 'B', at: [6, 5], htk: 3 };
  for (const faceDown of [1, 0]) {
    it(`his rifle ${faceDown === 1 ? 'face down: he fights with his fists, 1 die' : 'in his hands (control): the butt, 2 dice'}`, () => {
      // R's dice 6 (and 6), F's save 1 (a natural 1 fails), F's die 2 (misses).
      const { world, log } = forcedWorld(setupOf([rifleman, foe]), faceDown === 1 ? [6, 1, 2] : [6, 1, 6, 1, 2]);
      world.gone[0] = faceDown;
      world.closeWith[0] = 1;
      closeCombatPhase(world);
      expect(log.some((l) => l.includes(`R fights F: ${faceDown === 1 ? '1 die' : '2 dice'} + Close 0`))).toBe(true);
      expect(world.htk[1]).toBe(faceDown === 1 ? 2 : 1);
    });
  }
  it('a named close weapon is his whatever his rifle (control): a Bowie knife, 2 dice, with the rifle face down', () => {
    const { world, log } = forcedWorld(setupOf([{ ...rifleman, weapons: ['repeater-rifle', 'bowie-knife'] }, foe]), [6, 1, 6, 1, 2]);
    world.gone[0] = 1;
    world.closeWith[0] = 1;
    closeCombatPhase(world);
    expect(log.some((l) => l.includes('R fights F: 2 dice + Close 0'))).toBe(true);
  });
});

const system = getSystem('shootout');
const FILE = fileURLToPath(new URL('../../../scenarios/northfield.yaml', import.meta.url));
const scenario = { ...loadScenario(FILE), file: 'scenarios/northfield.yaml' };
const setup = compileScenario(system, scenario, {}) as SoSetup;
const idx = (name: string): number => setup.characters.findIndex((c) => c.name === name);
/** The Shootout! engine's world for Northfield, started as a trial starts, logging, turn 1. */
const host = () => northfieldHost(setup, 'northfield-so-audit-36');

describe('Northfield: an unarmed rifleman fights with his fists (SR-4, SR-71)', () => {
  const JESSE = idx('Jesse James');
  const MANNING = idx('A. B. Manning');
  for (const found of [false, true]) {
    it(`A. B. Manning, his Repeater Rifle ${found ? 'found (control): the butt, 2 dice' : 'face down: 1 die'}, fights back at Jesse James`, () => {
      const { world, rules } = host();
      expect(world.gone[MANNING * world.maxW]).toBe(1);
      if (found) rules.so.arm(MANNING, 0, false);
      placeAt(world, JESSE, world.cell[MANNING]! - world.map.width);
      world.closeWith[JESSE] = MANNING;
      // Every die misses (2): Jesse's, Manning's, then Manning's courage test against a mounted man.
      world.stream = new ForcedStream([2, 2, 2, 2, 2]);
      closeCombatPhase(world);
      expect(world.log!.some((l) => l.includes(`A. B. Manning fights Jesse James: ${found ? '2 dice' : '1 die'} + Close 0`))).toBe(true);
    });
  }
});

describe('Northfield: a covered bank employee does not attack in close combat (SR-73)', () => {
  const PITTS = idx('Charlie Pitts');
  const BUNKER = idx('A. E. Bunker');
  for (const covered of [true, false]) {
    it(`${covered ? 'covered' : 'not covered (control)'}: Bunker ${covered ? 'does not engage' : 'engages'} Charlie Pitts beside him`, () => {
      const { world, rules } = host();
      // Pitts beside Bunker, his Colt in hand and loaded; Bunker has reached for his gun.
      placeAt(world, PITTS, world.cell[BUNKER]! - world.map.width);
      rules.so.drawGun(BUNKER);
      rules.turnStart(1);
      if (covered) {
        rules.declare(PITTS, TASK_COVER, BUNKER);
        expect(rules.covered(BUNKER)).toBe(true);
      }
      expect(engage(world, BUNKER, PITTS)).toBe(!covered);
      expect(world.closeWith[BUNKER]).toBe(covered ? -1 : PITTS);
      expect(world.log!.some((l) => /A\. E\. Bunker is covered: he does not attack Charlie Pitts/.test(l))).toBe(covered);
    });
  }
});

describe('no close combat through a wall (SR-54 amended)', () => {
  const a: Fig = { name: 'A', side: 'A', at: [5, 5] };
  const b: Fig = { name: 'B', side: 'B', at: [7, 5] };
  for (const walled of [true, false]) {
    it(walled ? 'a wall between two figures 2" apart: no engagement, and the replay says why' : 'the same two with no wall (control): engaged', () => {
      const map = walled ? { terrain: ['{ type: wall, rect: [6, 0, 1, 11] }'] } : {};
      const { world, log } = forcedWorld(setupOf([a, b], map), []);
      expect(engage(world, 0, 1)).toBe(!walled);
      expect(world.closeWith[0]).toBe(walled ? -1 : 1);
      expect(log.some((l) => l.includes('A cannot reach B through the wall between them'))).toBe(walled);
    });
  }
});

describe('a rifle picked up brings its butt (SR-4), as a carried one does', () => {
  // A Winchester at (5,5), a double shotgun at (6,5); two men with their fists only.
  const items = ['items:', '  - { at: [5, 5], code: 15R, spare: 15 }', '  - { at: [6, 5], code: 2SG, spare: 10 }', ''].join('\n');
  const figs: Fig[] = [
    { name: 'R', side: 'A', at: [5, 5], weapons: [] },
    { name: 'S', side: 'A', at: [6, 5], weapons: [] },
    { name: 'E', side: 'B', at: [27, 5], htk: 3 },
  ];
  it('the rifle: the Rifle Butt, 2 dice, in place of his fists; the shotgun (control): his fists still', () => {
    const { world } = forcedWorld(setupOf(figs, {}, {}, items), []);
    expect([world.closeDice[0], world.closeDice[1]]).toEqual([1, 1]);
    expect(pickUp(world, 0, 0)).toBe(true);
    expect(pickUp(world, 1, 1)).toBe(true);
    expect(world.closeDice[0]).toBe(2);
    expect(world.closeCls[0]).toBe(world.setup.rifleButt.cls);
    expect(fightDice(world, 0)).toBe(2);
    expect(world.closeDice[1]).toBe(1);
  });
});

describe('a door no move could ever pay for is taken with the whole move (SR-37 amended)', () => {
  // 12-foot squares, 2" each: a step is 2", the door at (5,5) 2" more. The walker stands on rough
  // ground at (4,5): his 6" move (Speed 0) halved is 3", against the door's 4".
  const map = (rough: boolean) => ({ feetPerSpace: 12, terrain: ['{ type: wall, rect: [5, 0, 1, 11] }', '{ type: door, cells: [[5, 5]] }', ...(rough ? ['{ type: rough, cells: [[4, 5]] }'] : [])] });
  const walker: Fig = { name: 'Walker', at: [4, 5] };
  const far: Fig = { name: 'Far', side: 'B', at: [29, 1] };
  for (const rough of [true, false]) {
    it(rough ? 'on rough ground: into the door, his whole move spent (before: he stayed, every turn)' : 'off it (control): through the door and one square on, as before', () => {
      const { world, log } = forcedWorld(setupOf([walker, far], map(rough)), []);
      moveFigure(world, 0, cellOf(world, 9, 5), SO_RATE_FULL);
      expect(world.cell[0]).toBe(cellOf(world, rough ? 5 : 6, 5));
      expect(log.some((l) => l.includes(rough ? 'Walker moves (4,5) -> (5,5) (2", 3" of his move)' : 'Walker moves (4,5) -> (6,5) (4", 6" of his move)'))).toBe(true);
    });
  }
});
