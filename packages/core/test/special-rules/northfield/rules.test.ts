/**
 * The system-neutral Northfield rules (src/special-rules/northfield/rules.ts) played over a toy
 * rule system: a bare core `SimWorld` and an adapter that records what it is asked, armed by a
 * flag, its morale checks scripted. Shows the module's scenario logic needs nothing of BOOT HILL
 * (its rules under BOOT HILL, with forced dice: packages/boothill/test/northfield.test.ts).
 * Sources: boot-hill-referee-screen-and-northfield-module.md, SHOOTOUT IN NORTHFIELD.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ForcedStream, streamFor, type Stream } from '@deadeye/rng';
import {
  compileMap,
  compileNorthfield,
  loadScenario,
  MORALE_CITIZEN,
  MORALE_FEWEST_CASUALTIES,
  MORALE_GANG,
  MORALE_RECOGNIZED,
  MORALE_THREATENED,
  NF_TASK_INTIMIDATE,
  NF_TASK_THREATEN,
  foundWeaponReady,
  loadedWeaponInHand,
  NorthfieldScenario,
  type NorthfieldSystem,
  resetSimWorld,
  setStatus,
  SimWorld,
  startAt,
  STATUS_CAPTURED,
  STATUS_DEAD,
  STATUS_FLED,
  STATUS_RESERVE,
  STATUS_UNCONSCIOUS,
  STATUS_UP,
} from '../../../src/index.ts';

const FILE = fileURLToPath(new URL('../../../../../scenarios/northfield.yaml', import.meta.url));
const scenario = loadScenario(FILE);
const map = compileMap(scenario.map);
const side = (name: string): number => scenario.sides.findIndex((s) => s.name === name);
const characters = scenario.characters.map((c) => ({ name: c.name, side: side(c.side), reserve: c.reserve ? 1 : 0, weapons: c.weapons }));
const fail = (path: string, msg: string): never => {
  throw new Error(`${path}: ${msg}`);
};
const nf = compileNorthfield(scenario, map, characters, scenario.specialRuleParams.northfield ?? {}, fail, ['SAR6', 'AR']);
const idx = (name: string): number => characters.findIndex((c) => c.name === name);
const JESSE = idx('Jesse James');
const HAYWOOD = idx('Joseph Haywood');
const BOB = idx('Bob Younger');
const CLELL = idx('Clell Miller');
const WHEELER = idx('Henry Wheeler');
const MANNING = idx('A. B. Manning');

/** A toy rule system: armed is a flag; morale checks answer from a script; taking out is a status. */
class ToySystem implements NorthfieldSystem {
  readonly armed = new Uint8Array(characters.length);
  readonly conditions: number[] = [];
  morale: boolean[] = [];
  constructor(private readonly w: SimWorld) {}
  nameOf(i: number): string {
    return characters[i]!.name;
  }
  holster(): void {}
  faceDown(i: number): void {
    this.armed[i] = 0;
  }
  steady(): void {}
  unarmed(i: number): boolean {
    return this.armed[i] === 0;
  }
  arm(i: number): void {
    this.armed[i] = 1;
  }
  load(): boolean {
    return true;
  }
  drawGun(e: number): void {
    this.armed[e] = 1;
  }
  readyToFire(i: number): boolean {
    return this.armed[i] === 1;
  }
  loadedInHand(i: number): boolean {
    return this.armed[i] === 1;
  }
  /** Rounds spent by the module's shots in the air, per character. */
  readonly spent = new Int32Array(characters.length);
  spendRound(i: number): void {
    this.spent[i]!++;
  }
  attacked(): boolean {
    return false;
  }
  broken(): boolean {
    return false;
  }
  moraleCheck(_i: number, conditions: number): boolean {
    this.conditions.push(conditions);
    return this.morale.shift() ?? true;
  }
  rideOut(): boolean {
    return false;
  }
  takeOut(i: number, status: number): void {
    setStatus(this.w, i, status);
  }
  /** 0: this gang member cannot escape (no horse, nobody to ride double with); default 1. */
  readonly canEscape = new Uint8Array(characters.length).fill(1);
  mayEscape(i: number): boolean {
    return this.canEscape[i] === 1;
  }
}

/** The toy engine's world, its trial started (everyone at his scenario position) and the module set up. */
function toy() {
  const sizes = scenario.sides.map((_, s) => characters.filter((c) => c.side === s).length);
  const world = Object.assign(new SimWorld(Int32Array.from(characters, (c) => c.side), sizes, 2, map.cells), {
    map,
    stream: streamFor(1, 'northfield-neutral-test', 0) as Stream,
    log: [] as string[] | null,
  });
  resetSimWorld(world);
  scenario.characters.forEach((c, i) => startAt(world, i, c.position[1] * map.width + c.position[0]));
  const sys = new ToySystem(world);
  for (let i = 0; i < characters.length; i++) sys.armed[i] = 1;
  const rules = new NorthfieldScenario(nf, world, sys);
  rules.reset();
  return { world, sys, rules };
}

describe('special-rules/northfield/rules (over a toy rule system)', () => {
  it('SETTING UP THE GAME: eight pool citizens on H..O and 2d6 more, the rest in reserve; citizens face down but the employees', () => {
    const { world, sys } = toy();
    const onMap = Array.from(nf.pool).filter((i) => world.status[i] === STATUS_UP);
    expect(onMap.length).toBeGreaterThanOrEqual(8 + 2);
    expect(onMap.length).toBeLessThanOrEqual(8 + 12);
    for (const c of nf.poolStarts) expect(onMap.some((i) => world.cell[i] === c)).toBe(true);
    for (const i of nf.pool) if (world.status[i] !== STATUS_UP) expect(world.status[i]).toBe(STATUS_RESERVE);
    expect(sys.unarmed(MANNING)).toBe(true);
    expect(sys.unarmed(HAYWOOD)).toBe(false);
    expect(sys.unarmed(JESSE)).toBe(false);
  });

  it('CITIZEN REACTION: d6 1-2 keeps the town still; 3-6 sounds the alarm, and a citizen asks the system for morale before moving', () => {
    const { world, sys, rules } = toy();
    world.stream = new ForcedStream([2]);
    rules.turnStart(1);
    expect(rules.discovered).toBe(0);
    expect(rules.mayMove(MANNING)).toBe(false);
    world.stream = new ForcedStream([4, 1]);
    rules.turnStart(2);
    expect([rules.discovered, rules.recognized]).toEqual([2, 1]);
    sys.morale = [false];
    expect(rules.mayMove(MANNING)).toBe(false);
    expect(sys.conditions[0]! & (MORALE_CITIZEN | MORALE_RECOGNIZED)).toBe(MORALE_CITIZEN | MORALE_RECOGNIZED);
    expect(world.status[MANNING]).toBe(STATUS_FLED);
  });

  it('ROBBING THE BANK: a threatened cashier who fails morale gives up the vault and leaves; the gang keeps it riding out', () => {
    const { world, sys, rules } = toy();
    world.stream = new ForcedStream([2, 6]);
    rules.turnStart(1);
    // Jesse beside the cashier.
    const c = world.cell[HAYWOOD]!;
    world.cell[JESSE] = c + 1;
    rules.declare(JESSE, NF_TASK_THREATEN, HAYWOOD);
    sys.morale = [false];
    rules.endTurn(1);
    expect(sys.conditions[0]! & MORALE_THREATENED).toBe(MORALE_THREATENED);
    expect(world.status[HAYWOOD]).toBe(STATUS_FLED);
    expect(rules.vaultLooted()).toBe(true);
    const vault = rules.loot[JESSE]!;
    expect(vault % 1000).toBe(0);
    expect(vault).toBeGreaterThanOrEqual(6000);
    expect(vault).toBeLessThanOrEqual(36000);
    // VICTORY CONDITIONS: Jesse rides out with the vault; the rest of the gang is captured at the limit.
    setStatus(world, JESSE, STATUS_FLED);
    expect(rules.winner(false)).toBe(-2);
    rules.winner(true);
    for (const g of nf.gang) if (g !== JESSE) expect(world.status[g]).toBe(STATUS_CAPTURED);
    expect(rules.gangMoney).toBe(vault);
    expect(rules.townMoney).toBe(40000 - 10000);
  });

  it('VICTORY CONDITIONS: the game ends "when any gang members still in town cannot escape": they are captured', () => {
    const { world, sys, rules } = toy();
    // Jesse rides out with nothing; the others up in town all lose their way out but one.
    setStatus(world, JESSE, STATUS_FLED);
    const rest = Array.from(nf.gang).filter((g) => g !== JESSE);
    for (const g of rest.slice(1)) sys.canEscape[g] = 0;
    expect(rules.winner(false)).toBe(-2);
    sys.canEscape[rest[0]!] = 0;
    expect(rules.winner(false)).toBe(nf.townSide);
    for (const g of rest) expect(world.status[g]).toBe(STATUS_CAPTURED);
    expect(world.log!.filter((l) => l.endsWith('cannot escape (no horse to ride out on): the game ends')).length).toBe(rest.length);
    expect(rules.townMoney).toBe(rest.reduce((m, g) => m + nf.reward[g]!, 0));
  });

  it('MORALE: a gang member down for the first time makes every gang member up check, as gang members', () => {
    const { world, sys, rules } = toy();
    setStatus(world, JESSE, STATUS_CAPTURED);
    rules.onTakeOut(JESSE, 2);
    const up = Array.from(nf.gang).filter((g) => world.status[g] === STATUS_UP).length;
    expect(sys.conditions.length).toBe(up);
    for (const k of sys.conditions) expect(k & MORALE_GANG).toBe(MORALE_GANG);
  });

  it('N11 (REINFORCEMENTS): only a shot in the air intimidates; a gang member with nothing loaded in hand takes no reinforcement away', () => {
    for (const loaded of [0, 1]) {
      const { world, sys, rules } = toy();
      // The robbery discovered on turn 1 (d6 4), the gang not recognized (d6 6).
      world.stream = new ForcedStream([4, 6]);
      rules.turnStart(1);
      expect(rules.discovered).toBe(1);
      expect(nf.building[world.cell[JESSE]!]).toBe(0);
      sys.armed[JESSE] = loaded;
      rules.declare(JESSE, NF_TASK_INTIMIDATE, -1);
      expect(sys.spent[JESSE]).toBe(loaded);
      // The reinforcement roll: d6 2, then for each arrival his entry square (d6) and his counter from the pool.
      world.log = [];
      world.stream = new ForcedStream([2, 1, 1, 1, 1]);
      rules.endTurn(1);
      expect(world.log.find((l) => l.startsWith('Reinforcements'))).toBe(`Reinforcements: d6 2 - ${loaded} intimidating = ${2 - loaded}; ${2 - loaded} arrive`);
    }
  });

  it('N10 (MORALE): fewest casualties counts men killed, unconscious or captured; a robber who rode out is no casualty', () => {
    const { world, rules } = toy();
    // Nobody down: neither side has the fewest.
    expect(rules.moraleConditions(WHEELER, 0) & MORALE_FEWEST_CASUALTIES).toBe(0);
    expect(rules.moraleConditions(JESSE, 0) & MORALE_FEWEST_CASUALTIES).toBe(0);
    // A citizen killed: the gang has the fewest.
    setStatus(world, MANNING, STATUS_DEAD);
    expect(rules.moraleConditions(JESSE, 0) & MORALE_FEWEST_CASUALTIES).toBe(MORALE_FEWEST_CASUALTIES);
    // Two robbers ride out of town: still no casualty of the gang's (core's sideCasualties counts them).
    setStatus(world, BOB, STATUS_FLED);
    setStatus(world, CLELL, STATUS_FLED);
    expect(world.sideCasualties[nf.gangSide]).toBe(2);
    expect(rules.moraleConditions(JESSE, 0) & MORALE_FEWEST_CASUALTIES).toBe(MORALE_FEWEST_CASUALTIES);
    expect(rules.moraleConditions(WHEELER, 0) & MORALE_FEWEST_CASUALTIES).toBe(0);
    // One captured and one unconscious: the town now has the fewest.
    setStatus(world, BOB, STATUS_CAPTURED);
    setStatus(world, CLELL, STATUS_UNCONSCIOUS);
    expect(rules.moraleConditions(WHEELER, 0) & MORALE_FEWEST_CASUALTIES).toBe(MORALE_FEWEST_CASUALTIES);
    expect(rules.moraleConditions(JESSE, 0) & MORALE_FEWEST_CASUALTIES).toBe(0);
  });

  it('the shared readings of the weapon in hand: loaded (covering an employee), and found and loaded (ready to fire)', () => {
    // Two characters, two weapon slots each; character 0 holds his slot 1, character 1 nothing.
    const h = Object.assign(new SimWorld([0, 1], [1, 1], 2, 4), { gone: new Uint8Array(4) });
    resetSimWorld(h);
    h.inHand[0] = 1;
    h.inHand[1] = -1;
    h.loaded[1] = 6; // character 0's slot 1 (slot i * maxW + w)
    h.loaded[2] = 6; // character 1's slot 0, not in hand
    expect([loadedWeaponInHand(h, 0), foundWeaponReady(h, 0)]).toEqual([true, true]);
    expect([loadedWeaponInHand(h, 1), foundWeaponReady(h, 1)]).toEqual([false, false]);
    h.gone[1] = 1; // his weapon face down: loaded in hand, but not found, so not ready
    expect([loadedWeaponInHand(h, 0), foundWeaponReady(h, 0)]).toEqual([true, false]);
    h.gone[1] = 0;
    h.loaded[1] = 0;
    expect([loadedWeaponInHand(h, 0), foundWeaponReady(h, 0)]).toEqual([false, false]);
  });
});
