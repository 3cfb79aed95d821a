/**
 * "Shootout in Northfield" (boot-hill-referee-screen-and-northfield-module.md, SHOOTOUT IN
 * NORTHFIELD) under Shootout!: the module's scenario logic is system-neutral (@deadeye/core
 * special-rules/northfield/: set-up, citizen reaction, arming, robbing the bank, reinforcements,
 * capture, the building and firing limits, victory by money); this module is Shootout!'s adapter
 * to it ({@link ShootoutNorthfield}) and the rule the engine plugs in ({@link ShootoutNorthfieldRules}).
 *
 * Shootout!'s own part (RULINGS.md SR-67..SR-80): a weapon face down is the world's `gone` slot, in
 * hand `inHand` (none: -1), loaded `loaded` (each combat die a round, SR-42); "attacked this turn"
 * is an enemy's fire or close combat at him this turn (`shotAt`, `closeWith`); a broken gang
 * member rides out when mounted or with his horse standing (`nfBroken`); taking a man out is core's
 * `setStatus` with the module's `onTakeOut`; and the morale check is a courage test, 1D6 + Courage
 * + the module's Morale Modifiers in pips (tables/northfield.ts `moralePips`), 6 or more holding, a
 * natural 1 failing (SR-68). Draws only the morale check's die.
 */
import { diceLane } from '@deadeye/rng';
import {
  foundWeaponReady,
  loadedWeaponInHand,
  moraleModifierPoints,
  NorthfieldScenario,
  setStatus,
  STATUS_CAPTURED,
  STATUS_UP,
  touchArms,
  type NorthfieldSetup,
  type NorthfieldSystem,
} from '@deadeye/core';
import { moralePips } from '../tables/northfield.ts';
import { couragePasses } from './courage.ts';
import { attackersThisTurn, nameOf, type SoWorld } from './world.ts';

/**
 * Shootout!'s side of the module (core `NorthfieldSystem`) on the engine's {@link SoWorld}. Weapon
 * `w` is an index in the figure's ranged weapons (slot `i * maxW + w`); rounds are Shootout!
 * rounds (a weapon's "Ammo before Reload").
 */
export class ShootoutNorthfield implements NorthfieldSystem {
  private readonly w: SoWorld;

  /** @param world the engine's world, written only through its columns and core's setStatus */
  constructor(world: SoWorld) {
    this.w = world;
  }

  nameOf(i: number): string {
    return nameOf(this.w, i);
  }

  /** Nothing in hand: a figure with `inHand` -1 neither fires nor reloads (SR-71). */
  holster(i: number): void {
    this.w.inHand[i] = -1;
    touchArms(this.w, i);
    this.w.version++;
  }

  faceDown(i: number): void {
    const h = this.w;
    for (let w = 0; w < h.rangedCount[i]!; w++) h.gone[i * h.maxW + w] = 1;
  }

  steady(i: number): void {
    this.w.nfBroken[i] = 0;
    this.w.pinned[i] = 0;
  }

  unarmed(i: number): boolean {
    const h = this.w;
    for (let w = 0; w < h.rangedCount[i]!; w++) if (h.gone[i * h.maxW + w] === 0) return false;
    return true;
  }

  /** Found and in hand (drawn: no Draw! with it), loaded to its "Ammo before Reload" or empty (SR-71). */
  arm(i: number, w: number, loaded: boolean): void {
    const h = this.w;
    const s = i * h.maxW + w;
    h.gone[s] = 0;
    h.inHand[i] = w;
    h.holstered[i] = 0;
    h.loaded[s] = loaded ? this.capacity(s) : 0;
    touchArms(h, i);
    h.version++;
  }

  load(i: number): boolean {
    const h = this.w;
    const w = h.inHand[i]!;
    if (w >= 0) {
      h.loaded[i * h.maxW + w] = this.capacity(i * h.maxW + w);
      touchArms(h, i);
    }
    return true;
  }

  /** His first weapon in hand, out of its holster (the employees' guns lie "nearby": no Draw!). */
  drawGun(e: number): void {
    const h = this.w;
    h.inHand[e] = 0;
    h.holstered[e] = 0;
    touchArms(h, e);
    h.version++;
  }

  readyToFire(i: number): boolean {
    return foundWeaponReady(this.w, i);
  }

  loadedInHand(i: number): boolean {
    return loadedWeaponInHand(this.w, i);
  }

  /** One round into the air: his fire for the turn (SR-73). */
  spendRound(i: number): void {
    const h = this.w;
    const s = i * h.maxW + h.inHand[i]!;
    h.loaded[s] = h.loaded[s]! - 1;
    touchArms(h, i);
    h.fired[i] = 1;
  }

  /** An enemy fired at him (snapfire, Draw!, ranged combat) or fought him in close combat this turn. */
  attacked(e: number): boolean {
    return this.w.closeWith[e]! >= 0 || attackersThisTurn(this.w, e) > 0;
  }

  broken(i: number): boolean {
    return this.w.nfBroken[i] === 1;
  }

  /**
   * The module's morale modifier for i under `conditions` (MORALE_* bits; Morale Modifiers) in
   * d100 points, his hurts added: more than half his HTK lost +10, any +5. Negative helps.
   */
  points(i: number, conditions: number): number {
    const h = this.w;
    return moraleModifierPoints(conditions, h.htkMax[i]! - h.htk[i]!, h.htkMax[i]!);
  }

  /**
   * The module's morale check as a courage test (RULINGS.md SR-68): 1D6 + Courage + the Morale
   * Modifiers in pips ({@link points} through `moralePips`), 6 or more holds, a natural 1 fails
   * (unless the variant is `courage-one-passes`: courage.ts `couragePasses`).
   */
  moraleCheck(i: number, conditions: number, why: string): boolean {
    const h = this.w;
    h.stream.lane(diceLane(i));
    const d = h.stream.d6();
    const c = h.courageF[i]!;
    const pips = moralePips(this.points(i, conditions));
    const held = couragePasses(h, d, c + pips);
    if (h.log !== null) {
      h.log.push(`    morale (${why}): ${nameOf(h, i)} tests courage 1D6 ${d} + Courage ${c} ${pips >= 0 ? '+' : '-'} ${Math.abs(pips)} (Morale Modifiers ${this.points(i, conditions)}%) = ${d + c + pips}: ${held ? 'holds' : d === 1 ? 'a natural 1, fails' : 'fails'}`);
    }
    return held;
  }

  /** Mounted, or with his horse standing: he is broken and rides out (SR-70); else false (he surrenders). */
  rideOut(i: number): boolean {
    const h = this.w;
    if (h.mounted[i] !== 1 && h.horseCell[i]! < 0) return false;
    h.nfBroken[i] = 1;
    h.pinned[i] = 0;
    if (h.log !== null) h.log.push(`    ${nameOf(h, i)} is broken: he makes for his horse and the road out`);
    return true;
  }

  /** Out of the fight with `status` (core STATUS_*): core's setStatus, then the module's own trigger. */
  takeOut(i: number, status: number): void {
    takeOutSo(this.w, i, status);
  }

  /** Mounted or his horse standing riderless: riding double is not played (RULINGS.md SR-70). */
  mayEscape(i: number): boolean {
    return this.w.mounted[i] === 1 || this.w.horseCell[i]! >= 0;
  }

  private capacity(slot: number): number {
    const a = this.w.wAmmo[slot]!;
    return a === 0 ? 999 : a;
  }
}

/**
 * Takes figure i out of the fight with `status` (STATUS_*; a figure not up is left alone), through
 * core's `setStatus`, then tells the Northfield module (its gang's morale check on the first man
 * down), unless `notice` is false (saves.ts `applyPending` tells it once a volley's hits have all
 * landed, RULINGS.md SR-76). Every casualty of the Shootout! engine under the module goes through here.
 */
export function takeOutSo(world: SoWorld, i: number, status: number, notice = true): void {
  if (world.status[i] !== STATUS_UP) return;
  setStatus(world, i, status);
  if (world.log !== null && status === STATUS_CAPTURED) world.log.push(`    ${nameOf(world, i)} is captured`);
  if (notice && world.northfield !== null) world.northfield.onTakeOut(i, status);
}

/**
 * The module as the Shootout! engine plugs it in (engine.ts; the phases' hooks through
 * `SoWorld.northfield`): core's {@link NorthfieldScenario} over {@link ShootoutNorthfield}.
 */
export class ShootoutNorthfieldRules extends NorthfieldScenario {
  readonly so: ShootoutNorthfield;

  /**
   * @param nf the compiled module (core `compileNorthfield`, from setup.ts)
   * @param world the engine's world: the module reads it and changes it only through core's
   *   functions and the adapter
   */
  constructor(nf: NorthfieldSetup, world: SoWorld) {
    const so = new ShootoutNorthfield(world);
    super(nf, world, so);
    this.so = so;
  }

  /** The module's morale modifier for i in pips of the courage test (`extra`: MORALE_THREATENED or 0). Positive helps. */
  moraleModifierPips(i: number, extra: number): number {
    return moralePips(this.so.points(i, this.moraleConditions(i, extra)));
  }
}
