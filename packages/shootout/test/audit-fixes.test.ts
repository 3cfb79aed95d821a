/**
 * The audit's fixes to the Shootout! skirmish, each on forced dice (shootout.txt, "Courage",
 * "Organisation.", "3. Ranged Combat", "4. Close Combat"; RULINGS.md SR-4, SR-37, SR-42, SR-46,
 * SR-49, SR-51 and the rulings from SR-85).
 */
import { ACT_CLOSE_COMBAT, parseScenario, SO_RATE_FULL, type SkirmishAgent } from '@deadeye/core';
import { describe, expect, it } from 'vitest';
import { canFireAt, closeCombatPhase, compileClose, compileSoSkirmish, engage, moveFigure, rollCommandPoints, slotInHand, volley, type SoSetup } from '../src/skirmish/index.ts';
import { S_ENGAGE_TESTS, S_STAND_TESTS } from '../src/skirmish/world.ts';
import { cellOf, closeWith, forcedWorld, idle, setupOf, so, type Fig } from './skirmish-helpers.ts';

/** The engine's private phases. */
const phases = (engine: unknown) => engine as { rangedPhase(): void; groupMove(g: number): void };

/** Asks close combat with character `t` without moving. */
const fightWithout =
  (t: number): SkirmishAgent =>
  (_o, _s, out) => {
    out.action = ACT_CLOSE_COMBAT;
    out.target = t;
  };

describe('SR-51: a man on foot who fails to engage a mounted man does not fight him that turn', () => {
  const foot: Fig = { name: 'Foot', side: 'A', at: [5, 5], close: 2, courage: 0, weapons: [] };
  const rider: Fig = { name: 'Rider', side: 'B', at: [7, 5], courage: 0, weapons: [], mounted: true };

  it('failing as he moves to engage, he is not let engage in the ranged combat phase (one test)', () => {
    const { engine, world, log } = forcedWorld(setupOf([foot, rider]), [2, 2, 2, 2], [closeWith(1), idle]);
    world.gLeader[0] = 0;
    world.gPoints[0] = 3;
    world.gLeader[1] = 1;
    phases(engine).groupMove(world.groupOf[0]!);
    phases(engine).rangedPhase();
    expect(so(world, S_ENGAGE_TESTS)).toBe(1);
    expect(world.closeWith[0]).toBe(-1);
    expect(log).toContain('    Foot stays at a firing distance from Rider');
  });

  it('one already within 2" who engages without moving tests too: failing, he does not engage', () => {
    const { world } = forcedWorld(setupOf([foot, rider]), [2]);
    expect(engage(world, 0, 1)).toBe(false);
    expect(so(world, S_ENGAGE_TESTS)).toBe(1);
    expect(world.closeWith[0]).toBe(-1);
  });

  it('passing, he engages; the test is taken once a turn', () => {
    const { world } = forcedWorld(setupOf([foot, rider]), [6]);
    expect(engage(world, 0, 1)).toBe(true);
    expect(engage(world, 0, 1)).toBe(true);
    expect(so(world, S_ENGAGE_TESTS)).toBe(1);
    expect(world.closeWith[0]).toBe(1);
  });

  it('the agent asking close combat in the ranged phase only is tested there', () => {
    const { engine, world } = forcedWorld(setupOf([foot, rider]), [2, 2, 2], [fightWithout(1), idle]);
    phases(engine).rangedPhase();
    expect(so(world, S_ENGAGE_TESTS)).toBe(1);
    expect(world.closeWith[0]).toBe(-1);
  });
});

describe('SR-51: a man on foot fought by a rider tests to remain whatever the order of the figures', () => {
  for (const mountedFirst of [false, true]) {
    it(`the man on foot attacks, the rider fights back (${mountedFirst ? 'rider' : 'man on foot'} listed first)`, () => {
      const foot: Fig = { name: 'Foot', side: 'A', at: [5, 5], courage: 0, weapons: [] };
      const mtd: Fig = { name: 'Rider', side: 'B', at: [6, 5], courage: 0, weapons: [], mounted: true };
      const fi = mountedFirst ? 1 : 0;
      const mi = 1 - fi;
      // His courage test to engage 6 (passes); each man's 1 die 2 (misses); his test to remain 2 (fails).
      const { world } = forcedWorld(setupOf(mountedFirst ? [mtd, foot] : [foot, mtd]), [6, 2, 2, 2]);
      expect(engage(world, fi, mi)).toBe(true);
      closeCombatPhase(world);
      expect(world.closeWith[mi]).toBe(fi);
      expect(world.engagedByMounted[fi]).toBe(1);
      expect(so(world, S_STAND_TESTS)).toBe(1);
      expect(world.mustWithdraw[fi]).toBe(1);
    });
  }
});

/** Figures playing printed rows (`profile`), side A from (1, 1) down, one Cowboy of side B far east; the map all `ground`. */
function rowsSetup(profiles: readonly string[], ground = 'street', mounted = false): SoSetup {
  const lines = ['name: rows', 'map: { width: 30, height: 11, feetPerSpace: 6, default: ' + ground + ', terrain: [], cover: [] }', 'sides: [{ name: A }, { name: B }]', 'characters:'];
  profiles.forEach((p, k) => {
    lines.push(`  - { name: F${k}, side: A, position: [1, ${k + 1}], facing: E, weapons: [],${mounted ? ' mounted: true, horseStrength: 40,' : ''} stats: { shootout: { profile: "${p}" } }, agent: { doctrine: standing } }`);
  });
  lines.push('  - { name: X, side: B, position: [29, 10], facing: W, weapons: [], stats: { shootout: { profile: "Cowboy" } }, agent: { doctrine: standing } }');
  return compileSoSkirmish(parseScenario(`${lines.join('\n')}\n`, 'rows.yaml'));
}

describe('SR-37: Indians on foot are not slowed by difficult terrain, every Indian row', () => {
  const indians = ['Apache/Warrior', 'Plains Indians/Warrior', 'Plains Indians/War Party Leader', 'Plains Indians/Chief', 'Crazy Horse', 'Geronimo', 'Indian Scout'];
  it('every Indian row is an Indian; a Cowboy is not', () => {
    const s = rowsSetup([...indians, 'Cowboy']);
    expect(s.characters.map((c) => c.indianOnFoot)).toEqual([1, 1, 1, 1, 1, 1, 1, 0, 0]);
  });
  it('a Plains Indian and Crazy Horse on foot go their whole 6" + Speed over rough ground; mounted they are slowed', () => {
    const foot = rowsSetup(['Plains Indians/Warrior', 'Crazy Horse'], 'rough');
    const { world, stream } = forcedWorld(foot, []);
    moveFigure(world, 0, cellOf(world, 25, 1), SO_RATE_FULL);
    moveFigure(world, 1, cellOf(world, 25, 2), SO_RATE_FULL);
    expect(stream.draws).toBe(0);
    expect(world.cell[0]).toBe(cellOf(world, 8, 1)); // 6 + Speed 1
    expect(world.cell[1]).toBe(cellOf(world, 8, 2));
    const rode = forcedWorld(rowsSetup(['Plains Indians/Warrior'], 'rough', true), []).world;
    moveFigure(rode, 0, cellOf(rode, 25, 1), SO_RATE_FULL);
    expect(rode.cell[0]).toBe(cellOf(rode, 5, 1)); // half of 7, rounded up: 4
  });
});

describe('SR-4: a named close weapon replaces the Rifle Butt', () => {
  it('the Indian Scout and Geronimo ("Rifle/Knife") fight with the Bowie knife; a Trooper ("Rifle/Sabre") with the sabre; a Cowboy with the butt', () => {
    const s = rowsSetup(['Indian Scout', 'Geronimo', 'Trooper', 'Cowboy']);
    expect(s.characters.map((c) => c.close.id)).toEqual(['bowie-knife', 'bowie-knife', 'sabre', 'rifle-butt', 'rifle-butt']);
    expect(compileClose([], ['repeater-rifle']).id).toBe('rifle-butt');
    expect(compileClose(['fists'], ['repeater-rifle']).id).toBe('fists');
  });
  it('of several close weapons named, his points count the one he fights with (the most dice)', () => {
    // A whip (1 die) named before a sabre (3 dice): he fights with the sabre; his points count it too.
    const both = setupOf([{ name: 'Both', at: [5, 5], weapons: ['colt-revolver', 'bullwhip', 'sabre'] }, { name: 'V', side: 'B', at: [9, 5] }]);
    const sabre = setupOf([{ name: 'Sabre', at: [5, 5], weapons: ['colt-revolver', 'sabre'] }, { name: 'V', side: 'B', at: [9, 5] }]);
    const whip = setupOf([{ name: 'Whip', at: [5, 5], weapons: ['colt-revolver', 'bullwhip'] }, { name: 'V', side: 'B', at: [9, 5] }]);
    expect(both.characters[0]!.close.id).toBe('sabre');
    expect(both.characters[0]!.points).toBe(sabre.characters[0]!.points);
    expect(both.characters[0]!.points).not.toBe(whip.characters[0]!.points);
  });

  it('a rifleman given a bullwhip fights with it: 1 die, as his points count it', () => {
    const w: Fig = { name: 'Whip', at: [5, 5], weapons: ['repeater-rifle', 'bullwhip'] };
    const v: Fig = { name: 'Victim', side: 'B', at: [6, 5], htk: 3 };
    const setup = setupOf([w, v]);
    expect(setup.characters[0]!.close.id).toBe('bullwhip');
    // His 1 die 2 (misses); the victim's fists 1 die 2 (misses).
    const { world, log } = forcedWorld(setup, [2, 2]);
    engage(world, 0, 1);
    closeCombatPhase(world);
    expect(log).toContain('    Whip fights Victim: 1 die + Close 0');
  });
});

describe('SR-46, SR-49: a split target dealt no die is not fired at', () => {
  it('a shotgun with 1 round split at two: the second is not shot at, and pinned he may not return fire', () => {
    const s: Fig = { name: 'S', at: [5, 5], ranged: 0, weapons: ['shotgun'] };
    const b1: Fig = { name: 'B1', side: 'B', at: [8, 5] };
    const b2: Fig = { name: 'B2', side: 'B', at: [8, 7] };
    const { world, log } = forcedWorld(setupOf([s, b1, b2]), [2, 2, 2, 2]);
    world.loaded[slotInHand(world, 0)] = 1;
    world.pinned[2] = 1;
    expect(volley(world, 0, 1, 2, -1, false, false)).toBe(1);
    expect(world.lastAttacker[2]).toBe(-1);
    expect(world.shotAt[2 * world.n + 0]).toBe(0);
    expect(canFireAt(world, 2, 0, slotInHand(world, 2))).toBe(false);
    expect(log.some((l) => /fires 0 dice/.test(l))).toBe(false);
    expect(world.loaded[slotInHand(world, 0)]).toBe(0);
  });
});

describe('SR-42: each combat die rolled spends one round, a die not rolled none', () => {
  it('a snapfire whose first die kills stops rolling and spends one round', () => {
    const a: Fig = { name: 'A', at: [5, 5], ranged: 3 };
    const b: Fig = { name: 'B', side: 'B', at: [8, 5], htk: 1 };
    // A's first die 6 hits; B's save 1 fails: dead; the second die is not rolled.
    const { world } = forcedWorld(setupOf([a, b]), [6, 1, 6, 1]);
    world.movedHalf[1] = 2;
    const slot = slotInHand(world, 0);
    expect(world.loaded[slot]).toBe(6);
    expect(volley(world, 0, 1, -1, -1, true, true)).toBe(1);
    expect(world.status[1]).not.toBe(0);
    expect(world.shots[0]).toBe(1);
    expect(world.loaded[slot]).toBe(5);
  });
  it('a volley rolled in full spends all its dice', () => {
    const a: Fig = { name: 'A', at: [5, 5], ranged: 0 };
    const b: Fig = { name: 'B', side: 'B', at: [8, 5], htk: 3 };
    const { world } = forcedWorld(setupOf([a, b]), [2, 2, 2, 2]);
    const slot = slotInHand(world, 0);
    expect(volley(world, 0, 1, -1, -1, false, false)).toBe(2);
    expect(world.loaded[slot]).toBe(4);
  });
});

describe("SR-16: the Mexicans' 'Chris', +1 to his Leadership", () => {
  /** `n` Mexican Hired Guns of side A in one group (the first flagged leader if `flag`), a Cowboy of side B. */
  function hiredGuns(n: number, row = 'Mexicans/Hired Gun', flag = -1): SoSetup {
    const lines = ['name: chris', 'map: { width: 30, height: 11, feetPerSpace: 6, default: street, terrain: [], cover: [] }', 'sides: [{ name: A }, { name: B }]', 'characters:'];
    for (let k = 0; k < n; k++) {
      lines.push(`  - { name: G${k}, side: A, position: [1, ${k + 1}], facing: E, weapons: [], stats: { shootout: { profile: "${row}", group: guns${k === flag ? ', leader: true' : ''} } }, agent: { doctrine: standing } }`);
    }
    lines.push('  - { name: X, side: B, position: [29, 10], facing: W, weapons: [], stats: { shootout: { profile: "Cowboy" } }, agent: { doctrine: standing } }');
    return compileSoSkirmish(parseScenario(`${lines.join('\n')}\n`, 'chris.yaml'));
  }
  it('four Mexican Hired Guns in a group: their leader (the first, or the one flagged) has Leader +1 and rolls 1D6 + 1 command points', () => {
    const s = hiredGuns(4);
    expect(s.groups[0]!.leader).toBe(0);
    expect(s.characters.map((c) => c.factors.leader)).toEqual([1, 0, 0, 0, 0]);
    expect(hiredGuns(4, 'Mexicans/Hired Gun', 2).characters.map((c) => c.factors.leader)).toEqual([0, 0, 1, 0, 0]);
    const { world } = forcedWorld(s, [3, 3]);
    rollCommandPoints(world);
    expect(world.gPoints[world.groupOf[0]!]).toBe(4);
  });
  it('three are not enough, nor four Hired Guns of another list', () => {
    expect(hiredGuns(3).characters.map((c) => c.factors.leader)).toEqual([0, 0, 0, 0]);
    expect(hiredGuns(4, 'Ranch-hands/Hired Gun').characters.map((c) => c.factors.leader)).toEqual([0, 0, 0, 0, 0]);
  });
});
