/**
 * Ranged combat and saving throws on forced dice (shootout.txt, "3. Ranged Combat"): the to-hit
 * modifiers, 6 or more hits and natural 1s, saving throws and their modifiers, HTK, ammunition,
 * split dice, reloading (heavy weapons for a command point), simultaneous fire.
 */
import { ACT_FIRE, ACT_RELOAD, W_HITS, W_KILLS, W_SHOTS, W_WOUNDS, type SkirmishAgent } from '@deadeye/core';
import { describe, expect, it } from 'vitest';
import { applyPending, canFireAt, fireDice, reload, saveModifier, slotInHand, toHitModifier, volley, weaponCell } from '../src/skirmish/index.ts';
import { BAND_LONG, BAND_SHORT, S_CP_RELOAD, S_RELOAD_NO_POINT, S_RELOADS, S_SAVES, UNLIMITED } from '../src/skirmish/world.ts';
import { cellOf, forcedWorld, idle, setupOf, so, type Fig } from './skirmish-helpers.ts';
import { placeAt } from '@deadeye/core';

const shooter: Fig = { name: 'Shooter', at: [5, 5], ranged: 1 };
const target: Fig = { name: 'Target', side: 'B', at: [13, 5], htk: 2 };

/** The engine's private ranged combat phase. */
function rangedPhase(engine: unknown): void {
  (engine as { rangedPhase(): void }).rangedPhase();
}

/** Fires at character `t` every time it is asked. */
const fireAt =
  (t: number): SkirmishAgent =>
  (_o, _s, out) => {
    out.action = ACT_FIRE;
    out.target = t;
  };

describe('the to-hit modifiers (3. Ranged Combat, Situational Modifiers)', () => {
  it('adds Ranged, +1 stationary, +1 in the open; +1 at short range (inclusive); -2 snapfiring; -1 pinned', () => {
    const { world } = forcedWorld(setupOf([shooter, target]), []);
    const slot = slotInHand(world, 0);
    // 8" away (long range for a Colt: short up to 3"), stationary, in the open.
    expect(toHitModifier(world, 0, 1, slot, false)).toBe(1 + 1 + 1);
    expect(toHitModifier(world, 0, 1, slot, true)).toBe(1 + 1 + 1 - 2);
    world.pinned[0] = 1;
    expect(toHitModifier(world, 0, 1, slot, false)).toBe(1 + 1 + 1 - 1);
    world.pinned[0] = 0;
    world.movedHalf[1] = 2;
    expect(toHitModifier(world, 0, 1, slot, false)).toBe(1 + 1);
    world.movedHalf[1] = 0;
    placeAt(world, 1, cellOf(world, 8, 5)); // exactly 3": short range
    expect(toHitModifier(world, 0, 1, slot, false)).toBe(1 + 1 + 1 + 1);
    placeAt(world, 1, cellOf(world, 9, 5)); // 4"
    expect(toHitModifier(world, 0, 1, slot, false)).toBe(1 + 1 + 1);
  });

  it('a target behind hard cover or soft cover is not in the open', () => {
    const hard = forcedWorld(setupOf([shooter, target], { cover: ['{ kind: hard, cells: [[12, 5]] }'] }), []).world;
    expect(toHitModifier(hard, 0, 1, slotInHand(hard, 0), false)).toBe(1 + 1);
    const soft = forcedWorld(setupOf([shooter, target], { cover: ['{ kind: soft, cells: [[9, 5]] }'] }), []).world;
    expect(toHitModifier(soft, 0, 1, slotInHand(soft, 0), false)).toBe(1 + 1);
  });

  it('fires only within the maximum range (inclusive), at an enemy up on a clear line', () => {
    const { world } = forcedWorld(setupOf([shooter, { ...target, at: [23, 5] }]), []);
    const slot = slotInHand(world, 0);
    expect(canFireAt(world, 0, 1, slot)).toBe(true); // exactly 18"
    placeAt(world, 1, cellOf(world, 24, 5));
    expect(canFireAt(world, 0, 1, slot)).toBe(false); // 19"
    const walled = forcedWorld(setupOf([shooter, target], { terrain: ['{ type: wall, rect: [9, 0, 1, 11] }'] }), []).world;
    expect(canFireAt(walled, 0, 1, slotInHand(walled, 0))).toBe(false);
  });
});

describe('combat dice: 6 or more hits, natural 1s miss (3. Ranged Combat)', () => {
  it('a natural 1 misses however good the modifier; any other score of 6 or more hits', () => {
    // Ranged +4: modifier +6 at 8" (stationary, open). Dice: 1 misses, 2 hits (2 + 6 = 8).
    const { world, stream, log } = forcedWorld(setupOf([{ ...shooter, ranged: 4 }, target]), [1, 2, 6]);
    const hits = fireDice(world, 0, 1, slotInHand(world, 0), 2, false, true);
    expect(hits).toBe(1);
    expect(log.some((l) => /1D6 1: a natural 1, misses/.test(l))).toBe(true);
    expect(stream.draws).toBe(3); // two dice and one saving throw (a 6: saved)
    expect(world.htk[1]).toBe(2);
    const cell = weaponCell(world, 1, BAND_LONG); // Colt Revolver is the second row
    expect(world.acc[cell + W_SHOTS]).toBe(2);
    expect(world.acc[cell + W_HITS]).toBe(1);
    expect(world.acc[cell + W_WOUNDS]).toBe(0);
  });

  it('a score below 6 misses: Ranged +0 in the open, stationary, at long range needs a 4', () => {
    const { world } = forcedWorld(setupOf([{ ...shooter, ranged: 0 }, target]), [3, 4, 1]);
    expect(fireDice(world, 0, 1, slotInHand(world, 0), 2, false, true)).toBe(1);
    expect(world.htk[1]).toBe(1); // the save rolled a 1
  });
});

describe('saving throws (3. Ranged Combat: 6 or above saves, natural 1s fail; +1 moved >3", hard cover, low visibility)', () => {
  it('adds +1 for a target that moved more than 3" this turn, +1 behind hard cover, +1 in low visibility', () => {
    const plain = forcedWorld(setupOf([shooter, target]), []).world;
    const from = plain.cell[0]!;
    expect(saveModifier(plain, from, 1)).toBe(0);
    plain.movedHalf[1] = 6; // exactly 3": not more
    expect(saveModifier(plain, from, 1)).toBe(0);
    plain.movedHalf[1] = 7;
    expect(saveModifier(plain, from, 1)).toBe(1);
    const hard = forcedWorld(setupOf([shooter, target], { cover: ['{ kind: hard, cells: [[12, 5]] }'] }), []).world;
    expect(saveModifier(hard, hard.cell[0]!, 1)).toBe(1);
    const dark = forcedWorld(setupOf([shooter, target], {}, { variant: 'text+low-visibility' }), []).world;
    expect(saveModifier(dark, dark.cell[0]!, 1)).toBe(1);
  });

  it('each unsaved hit takes one HTK; at 0 the figure is dead and the kill is the weapon\'s', () => {
    // Ranged +3 (modifier +5), each hit's save rolled after it: 3 hits, save 5 fails; 4 hits, save 6
    // saves; then 6 hits, save 1 fails: dead; the last die is not rolled at a dead man.
    const { world, log, stream } = forcedWorld(setupOf([{ ...shooter, ranged: 3 }, target]), [3, 5, 4, 6, 6, 1]);
    const slot = slotInHand(world, 0);
    fireDice(world, 0, 1, slot, 2, false, true);
    expect(world.htk[1]).toBe(1);
    expect(world.status[1]).toBe(0);
    fireDice(world, 0, 1, slot, 2, false, true);
    expect(world.status[1]).toBe(2);
    expect(log.some((l) => /Target is dead/.test(l))).toBe(true);
    expect(stream.draws).toBe(6);
    const cell = weaponCell(world, 1, BAND_LONG);
    expect(world.acc[cell + W_HITS]).toBe(3);
    expect(world.acc[cell + W_WOUNDS]).toBe(2);
    expect(world.acc[cell + W_KILLS]).toBe(1);
    expect(so(world, S_SAVES + 2 * BAND_LONG)).toBe(3);
    expect(so(world, S_SAVES + 2 * BAND_LONG + 1)).toBe(1);
  });

  it('a 6 saves with no modifier, a 5 fails; a 3 saves with +3 (moved, hard cover, low visibility); a 1 fails', () => {
    // Ranged +5: every die but a 1 hits. Saves with +3: 3 saves (3 + 3 = 6), 1 fails.
    const setup = setupOf([{ ...shooter, ranged: 5 }, { ...target, htk: 9 }], { cover: ['{ kind: hard, cells: [[12, 5]] }'] }, { variant: 'text+low-visibility' });
    const { world } = forcedWorld(setup, [2, 3, 2, 1]);
    world.movedHalf[1] = 8;
    fireDice(world, 0, 1, slotInHand(world, 0), 2, false, true);
    expect(world.htk[1]).toBe(8);
    const plain = forcedWorld(setupOf([{ ...shooter, ranged: 5 }, { ...target, htk: 9 }]), [2, 6, 2, 5]).world;
    fireDice(plain, 0, 1, slotInHand(plain, 0), 2, false, true);
    expect(plain.htk[1]).toBe(8); // 6 saved, 5 failed
  });
});

describe('ammunition (Ammo before Reload; each combat die a round)', () => {
  it('a Colt fires its 2 dice and spends 2 of its 6 rounds; with 1 left it fires 1 die', () => {
    const { world, stream } = forcedWorld(setupOf([shooter, target]), [2, 2, 2]);
    const slot = slotInHand(world, 0);
    expect(world.loaded[slot]).toBe(6);
    expect(volley(world, 0, 1, -1, -1, false, false)).toBe(2);
    expect(world.loaded[slot]).toBe(4);
    world.loaded[slot] = 1;
    world.fired[0] = 0;
    expect(volley(world, 0, 1, -1, -1, false, false)).toBe(1);
    expect(world.loaded[slot]).toBe(0);
    expect(stream.draws).toBe(3);
    expect(canFireAt(world, 0, 1, slot)).toBe(false);
  });

  it('a shotgun (3 dice, 2 rounds) fires 2 dice; a bow never runs out; the Derringer holds 2 rounds', () => {
    const { world } = forcedWorld(setupOf([{ ...shooter, weapons: ['shotgun'], at: [10, 5] }, target]), [1, 1]);
    expect(volley(world, 0, 1, -1, -1, false, false)).toBe(2);
    const bow = forcedWorld(setupOf([{ ...shooter, weapons: ['bow-and-arrows'] }, target]), [2, 2]).world;
    expect(bow.loaded[slotInHand(bow, 0)]).toBe(UNLIMITED);
    expect(volley(bow, 0, 1, -1, -1, false, false)).toBe(2);
    expect(bow.loaded[slotInHand(bow, 0)]).toBe(UNLIMITED);
    const der = forcedWorld(setupOf([{ ...shooter, weapons: ['derringer'], at: [8, 5] }, target]), []).world;
    expect(der.loaded[slotInHand(der, 0)]).toBe(2);
  });

  it('a reload turn: a figure whose weapon is empty reloads it to full instead of firing, asked to fire or not', () => {
    const { engine, world, stream, log } = forcedWorld(setupOf([shooter, target]), [], [fireAt(1), idle]);
    world.loaded[slotInHand(world, 0)] = 0;
    rangedPhase(engine);
    expect(stream.draws).toBe(0);
    expect(world.loaded[slotInHand(world, 0)]).toBe(6);
    expect(so(world, S_RELOADS)).toBe(1);
    expect(log).toContain('    Shooter reloads');
    // Asked to reload a weapon not empty: filled, and he does not fire.
    const again = forcedWorld(setupOf([shooter, target]), [], [(_o, _s, out) => (out.action = ACT_RELOAD), idle]);
    again.world.loaded[slotInHand(again.world, 0)] = 3;
    rangedPhase(again.engine);
    expect(again.world.loaded[slotInHand(again.world, 0)]).toBe(6);
  });

  it('reloading a heavy weapon costs a command point; without one it is not reloaded', () => {
    const { world } = forcedWorld(setupOf([{ ...shooter, weapons: ['gatling-gun'] }, target]), []);
    const slot = slotInHand(world, 0);
    world.loaded[slot] = 0;
    world.gPoints[world.groupOf[0]!] = 0;
    expect(reload(world, 0)).toBe(false);
    expect(world.loaded[slot]).toBe(0);
    expect(so(world, S_RELOAD_NO_POINT)).toBe(1);
    world.gPoints[world.groupOf[0]!] = 2;
    expect(reload(world, 0)).toBe(true);
    expect(world.loaded[slot]).toBe(60);
    expect(world.gPoints[world.groupOf[0]!]).toBe(1);
    expect(so(world, S_CP_RELOAD)).toBe(1);
    // A Colt's reload costs nothing.
    const colt = forcedWorld(setupOf([shooter, target]), []).world;
    colt.loaded[slotInHand(colt, 0)] = 0;
    colt.gPoints[0] = 0;
    expect(reload(colt, 0)).toBe(true);
  });
});

describe('split dice ("Can split dice between targets")', () => {
  const three: Fig[] = [
    { name: 'Gunner', at: [5, 5], weapons: ['cannon-6pdr'] },
    { name: 'B1', side: 'B', at: [15, 4], htk: 9 },
    { name: 'B2', side: 'B', at: [15, 5], htk: 9 },
    { name: 'B3', side: 'B', at: [15, 6], htk: 9 },
  ];
  it('a cannon (8 dice, 1 round) fires 1 die a load; under +volleys all 8, dealt one at a time to three targets: 3, 3 and 2', () => {
    const text = forcedWorld(setupOf(three), [2]);
    expect(volley(text.world, 0, 1, 2, 3, false, false)).toBe(1);
    expect(text.world.loaded[slotInHand(text.world, 0)]).toBe(0);
    const { world, log } = forcedWorld(setupOf(three, {}, { variant: 'text+volleys' }), Array(8).fill(2));
    expect(volley(world, 0, 1, 2, 3, false, false)).toBe(8);
    expect(log.filter((l) => /fires \d dice at/.test(l)).map((l) => l.replace(/^ +/, '').split(' (')[0])).toEqual(['Gunner fires 3 dice at B1', 'Gunner fires 3 dice at B2', 'Gunner fires 2 dice at B3']);
    expect(world.loaded[slotInHand(world, 0)]).toBe(0);
  });
  it('a Gatling gun\'s 4 dice go 2 and 2; a target it may not fire at is dropped; a Colt never splits', () => {
    const gat = forcedWorld(setupOf([{ ...three[0]!, weapons: ['gatling-gun'] }, three[1]!, three[2]!, { ...three[3]!, at: [29, 6] }]), Array(4).fill(2));
    volley(gat.world, 0, 1, 3, 2, false, false);
    expect(gat.log.filter((l) => /fires/.test(l)).map((l) => l.trim().split(' (')[0])).toEqual(['Gunner fires 2 dice at B1', 'Gunner fires 2 dice at B2']);
    const colt = forcedWorld(setupOf([{ ...three[0]!, weapons: ['colt-revolver'] }, three[1]!, three[2]!, three[3]!]), Array(2).fill(2));
    volley(colt.world, 0, 1, 2, 3, false, false);
    expect(colt.log.filter((l) => /fires/.test(l)).map((l) => l.trim().split(' (')[0])).toEqual(['Gunner fires 2 dice at B1']);
  });
});

describe('ranged combat is simultaneous (RULINGS.md SR-44)', () => {
  it('two figures who kill each other both fire: the hits land together', () => {
    // Each Ranged +2 at 8": modifier +4. A: 2 hits (saves 2, 2 fail); B: 2 hits (saves 3, 3 fail).
    const setup = setupOf([{ ...shooter, ranged: 2, htk: 2 }, { ...target, ranged: 2, htk: 2 }]);
    const { engine, world, log } = forcedWorld(setup, [2, 2, 2, 2, 3, 3, 3, 3], [fireAt(1), fireAt(0)]);
    rangedPhase(engine);
    expect(world.status[0]).toBe(2);
    expect(world.status[1]).toBe(2);
    expect(log.indexOf('    the hits land together')).toBeGreaterThan(log.findIndex((l) => /Target fires/.test(l)));
    const cell = weaponCell(world, 1, BAND_SHORT);
    expect(world.acc[cell + W_SHOTS]).toBe(0);
  });
  it('unsaved hits wait for applyPending', () => {
    const { world } = forcedWorld(setupOf([{ ...shooter, ranged: 3 }, target]), [2, 2, 2, 1]);
    volley(world, 0, 1, -1, -1, false, false);
    expect(world.htk[1]).toBe(2);
    expect(world.pendLen).toBe(2);
    applyPending(world);
    expect(world.status[1]).toBe(2);
    expect(world.pendLen).toBe(0);
  });
});
