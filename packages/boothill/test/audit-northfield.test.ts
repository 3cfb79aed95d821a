/**
 * Northfield module departures found by an audit (2026-11-27), each shown with a fixed seed or
 * forced dice on the bundled scenario (scenarios/northfield.yaml): a shotgun's "every target in
 * the space" on stacked squares (S7), no reload after moving more than three squares (N5), and
 * the gang moving and firing first (N12).
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadScenario, placeAt, RATE_WALK } from '@deadeye/core';
import { northfieldHost } from './northfield-host.ts';
import { compileSkirmish } from '../src/index.ts';
import { fireGun } from '../src/skirmish/firing.ts';
import { allowance, move } from '../src/skirmish/movement.ts';
import { reload } from '../src/skirmish/weapons.ts';

const FILE = fileURLToPath(new URL('../../../scenarios/northfield.yaml', import.meta.url));
const scenario = loadScenario(FILE);
const setup = compileSkirmish(scenario);
const idx = (name: string): number => setup.characters.findIndex((c) => c.name === name);
const STACEY = idx('Elias Stacey');
const JESSE = idx('Jesse James');
const COLE = idx('Cole Younger');

/** The engine's world for the bundled scenario, started as a trial starts, with a log (northfield-host.ts). */
const host = () => northfieldHost(setup, 'audit-northfield', 2);

describe('Northfield: a shotgun hits every target in the space (S7, amended)', () => {
  /**
   * Stacey at (24,14) fires his shotgun at Jesse 4 squares south (medium range on 12-foot
   * squares: "every target in the space"), every roll hitting; Cole stands at `coleCell`.
   */
  function fire(coleX: number, coleY: number, jesseY = 18) {
    const { h, rules } = host();
    rules.sys.arm(STACEY, 0, true);
    const W = h.map.width;
    placeAt(h, STACEY, 14 * W + 24);
    placeAt(h, JESSE, jesseY * W + 24);
    placeAt(h, COLE, coleY * W + coleX);
    h.mounted[JESSE] = 0;
    h.mounted[COLE] = 0;
    h.facing[STACEY] = 4;
    h.fireTarget[STACEY] = JESSE;
    h.fireTarget2[STACEY] = -1;
    h.fireTarget3[STACEY] = -1;
    h.fireBase[STACEY] = 200;
    h.lastAttacker[COLE] = -1;
    h.log!.length = 0;
    fireGun(h, STACEY, 0, 1, false);
    return h;
  }

  it('rolls for the second man in the target square at medium range', () => {
    const h = fire(24, 18);
    expect(h.cell[COLE]).toBe(h.cell[JESSE]);
    expect(h.log!.some((l) => l.includes('Elias Stacey spread at Cole Younger') && l.includes('medium'))).toBe(true);
    expect(h.lastAttacker[COLE]).toBe(STACEY);
  });

  it('not a man in the next square at medium range', () => {
    const h = fire(25, 18);
    expect(h.log!.some((l) => l.includes('at Cole Younger'))).toBe(false);
    expect(h.lastAttacker[COLE]).toBe(-1);
  });

  it('nor the second man in the square at close range ("a single target")', () => {
    const h = fire(24, 15, 15);
    expect(h.cell[COLE]).toBe(h.cell[JESSE]);
    expect(h.log!.some((l) => l.includes('Elias Stacey shot 1 at Jesse James') && l.includes('short'))).toBe(true);
    expect(h.log!.some((l) => l.includes('at Cole Younger'))).toBe(false);
  });
});

describe('Northfield: no reload after moving more than three squares (COMBAT, Reloading; N5)', () => {
  /** Jesse, mounted at (23,11) with his revolver empty, walks his horse `squares` south, then reloads. */
  function rideAndReload(squares: number, reloading: boolean) {
    const { h, rules } = host();
    rules.turnStart(2);
    const W = h.map.width;
    expect(h.mounted[JESSE]).toBe(1);
    expect(h.cell[JESSE]).toBe(11 * W + 23);
    h.inHand[JESSE] = 0;
    const slot = JESSE * h.maxW;
    h.loaded[slot] = 0;
    move(h, JESSE, (11 + squares) * W + 23, RATE_WALK, reloading, 0);
    reload(h, JESSE);
    return { h, slot, W };
  }

  it('a rider who walked four squares (a mounted walk) cannot reload', () => {
    const { h, slot, W } = rideAndReload(4, false);
    expect(h.cell[JESSE]).toBe(15 * W + 23);
    expect(h.rate[JESSE]).toBe(RATE_WALK);
    expect(h.loaded[slot]).toBe(0);
  });

  it('after three squares he reloads', () => {
    const { h, slot, W } = rideAndReload(3, false);
    expect(h.cell[JESSE]).toBe(14 * W + 23);
    expect(h.loaded[slot]).toBeGreaterThan(0);
  });

  it('a rider moving to reload walks three squares at most, and reloads', () => {
    const { h } = host();
    expect(allowance(h, JESSE, RATE_WALK, false)).toBe(8);
    expect(allowance(h, JESSE, RATE_WALK, true)).toBe(6);
    const r = rideAndReload(4, true);
    expect(r.h.cell[JESSE]).toBe(14 * r.W + 23);
    expect(r.h.loaded[r.slot]).toBeGreaterThan(0);
  });
});

describe('Northfield: the gang moves and fires first (N12)', () => {
  it('a scenario listing the gang as its second side is refused, naming the file, the field and the fix', () => {
    const reversed = {
      ...scenario,
      sides: [...scenario.sides].reverse(),
      specialRuleParams: { ...scenario.specialRuleParams, northfield: { ...scenario.specialRuleParams.northfield, gang: 'James-Younger gang' } },
    };
    expect(() => compileSkirmish(reversed)).toThrow(/northfield\.yaml: specialRules \(northfield\)\.gang: the gang \(James-Younger gang\) must be the first of sides.*list it first under sides$/);
  });

  it('the bundled scenario lists the gang first: it moves and fires first', () => {
    expect(setup.northfield!.gangSide).toBe(0);
    expect(setup.sides[0]!.name).toBe('James-Younger gang');
  });
});
