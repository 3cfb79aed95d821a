/**
 * "Shootout in Northfield" (boot-hill-referee-screen-and-northfield-module.md, SHOOTOUT IN
 * NORTHFIELD) under BOOT HILL: the module's scenario logic is system-neutral
 * (@deadeye/core special-rules/northfield/: set-up, citizen reaction, arming, robbing the bank,
 * reinforcements, the building and firing limits, victory by money); this module is BOOT HILL's
 * adapter to it ({@link BootHillNorthfield}) and the rule the engine plugs in
 * ({@link NorthfieldRules}).
 *
 * BOOT HILL's own part: weapons found, face down, drawn, loaded and fired into the air are its
 * `gone`, `inHand` and `loaded` columns with its capacities (world.ts `setInHand`, `setRounds`,
 * `setWeaponGone`, which keep its danger cache); "shot at or attacked" is its `lastAttacker` (set by a shot, hit or missed, and a blow: S3);
 * a broken gang member rides out when mounted or beside his horse (`setBroken`, S6); taking a
 * man out is its casualties (casualties.ts `takeOut`); and the morale check is its d100 + the
 * module's Morale Modifiers (d100 points, core `moraleModifierPoints`) against MRL, a roll above failing
 * (MORALE; RULINGS.md N9). Where the module's text is ambiguous the choice is a numbered ruling
 * N1... in packages/boothill/RULINGS.md.
 */
import { diceLane } from '@deadeye/rng';
import { foundWeaponReady, loadedWeaponInHand, moraleModifierPoints, NorthfieldScenario, offsetIndex, type NorthfieldSetup, type NorthfieldSystem } from '@deadeye/core';

/** Beside: his square or one of the eight next to it (spaces, centre to centre). */
const BESIDE = 1.5;
import { takeOut } from './casualties.ts';
import type { SpecialRule } from './special-rule.ts';
import { nameOf, setBroken, setInHand, setRounds, setWeaponGone, ST_UP, type SkirmishWorld } from './world.ts';

export { NF_TASK_COVER, NF_TASK_INTIMIDATE, NF_TASK_SEARCH, NF_TASK_THREATEN, compileNorthfield, type NorthfieldSetup } from '@deadeye/core';
export { NORTHFIELD } from '../tables/northfield.ts';

/**
 * BOOT HILL's side of the module (core `NorthfieldSystem`), on the engine's {@link SkirmishWorld}.
 * Weapon `w` is an index in the character's weapon list (slot `i * maxW + w`); rounds are BOOT
 * HILL rounds, capacities its weapons chart's.
 */
export class BootHillNorthfield implements NorthfieldSystem {
  private readonly w: SkirmishWorld;

  /** @param world the engine's world, written only through world.ts's and casualties.ts's functions */
  constructor(world: SkirmishWorld) {
    this.w = world;
  }

  nameOf(i: number): string {
    return nameOf(this.w, i);
  }

  holster(i: number): void {
    setInHand(this.w, i, -1);
  }

  faceDown(i: number): void {
    for (let w = 0; w < this.w.weaponCount[i]!; w++) setWeaponGone(this.w, i, w, 1);
  }

  steady(i: number): void {
    setBroken(this.w, i, 0);
  }

  unarmed(i: number): boolean {
    const h = this.w;
    for (let w = 0; w < h.weaponCount[i]!; w++) if (h.gone[i * h.maxW + w] === 0) return false;
    return true;
  }

  arm(i: number, w: number, loaded: boolean): void {
    setWeaponGone(this.w, i, w, 0);
    setInHand(this.w, i, w);
    setRounds(this.w, i, w, loaded ? this.w.wCapacity[i * this.w.maxW + w]! : 0);
  }

  load(i: number): boolean {
    const h = this.w;
    const w = h.inHand[i]!;
    if (w >= 0) setRounds(h, i, w, h.wCapacity[i * h.maxW + w]!);
    return true;
  }

  drawGun(e: number): void {
    setInHand(this.w, e, 0);
  }

  readyToFire(i: number): boolean {
    return foundWeaponReady(this.w, i);
  }

  loadedInHand(i: number): boolean {
    return loadedWeaponInHand(this.w, i);
  }

  spendRound(i: number): void {
    const h = this.w;
    const w = h.inHand[i]!;
    setRounds(h, i, w, h.loaded[i * h.maxW + w]! - 1);
  }

  attacked(e: number): boolean {
    return this.w.lastAttacker[e]! >= 0;
  }

  broken(i: number): boolean {
    return this.w.broken[i] === 1;
  }

  /**
   * The module's morale modifier in d100 points for i under `conditions` (MORALE_* bits; Morale
   * Modifiers), his wounds added: over half his strength +10, else any +5. Negative helps.
   */
  modifier(i: number, conditions: number): number {
    return moraleModifierPoints(conditions, this.w.woundPts[i]!, this.w.str[i]!);
  }

  /** d100 + {@link modifier} against MRL; a roll above fails (MORALE). */
  moraleCheck(i: number, conditions: number, why: string): boolean {
    const h = this.w;
    h.stream.lane(diceLane(i));
    const roll = h.stream.d100();
    const mod = this.modifier(i, conditions);
    const held = roll + mod <= h.mrl[i]!;
    if (h.log !== null) h.log.push(`    morale (${why}): ${nameOf(h, i)} d100 ${roll} ${mod >= 0 ? '+' : ''}${mod} vs ${h.mrl[i]}: ${held ? 'holds' : 'fails'}`);
    return held;
  }

  /**
   * Mounted, or on foot beside his horse (its square or one next to it): broken, he rides out;
   * else false, and he surrenders ("ride out of town if they can do so without being shot at. They
   * will surrender if they cannot escape without being shot at", MORALE; RULINGS.md N10).
   */
  rideOut(i: number): boolean {
    const h = this.w;
    if (h.mounted[i] !== 1) {
      const horse = h.horseCell[i]!;
      if (horse < 0 || h.map.offsetDistance[offsetIndex(h.map, h.cell[i]!, horse)]! > BESIDE) return false;
    }
    setBroken(h, i, 1);
    return true;
  }

  takeOut(i: number, status: number): void {
    takeOut(this.w, i, status);
  }

  /**
   * Mounted, his horse standing riderless, carried behind a comrade, or a comrade up in town riding
   * alone who might take him up (MOVEMENT, Horses: "Each horse can carry two bandits"; RULINGS.md
   * N13).
   */
  mayEscape(i: number): boolean {
    const h = this.w;
    if (h.mounted[i] === 1 || h.horseCell[i]! >= 0 || h.carrier[i]! >= 0) return true;
    for (const g of h.setup.northfield!.gang) {
      if (g !== i && h.status[g] === ST_UP && h.mounted[g] === 1 && h.passenger[g]! < 0) return true;
    }
    return false;
  }
}

/**
 * The module as the BOOT HILL engine plugs it in (engine.ts `northfield`; the phases' hooks,
 * special-rule.ts): the neutral {@link NorthfieldScenario} over {@link BootHillNorthfield}.
 */
export class NorthfieldRules extends NorthfieldScenario implements SpecialRule {
  private readonly bh: BootHillNorthfield;

  /**
   * @param nf the compiled module (`compileNorthfield`)
   * @param world the engine's world: the module reads it and changes it only through its functions
   */
  constructor(nf: NorthfieldSetup, world: SkirmishWorld) {
    const bh = new BootHillNorthfield(world);
    super(nf, world, bh);
    this.bh = bh;
  }

  /**
   * The module's morale modifier for i in d100 points (Morale Modifiers), `extra` (MORALE_* bits:
   * MORALE_THREATENED or 0) included. Added to the d100 roll: negative helps.
   */
  moraleModifier(i: number, extra: number): number {
    return this.bh.modifier(i, this.moraleConditions(i, extra));
  }

  /**
   * A morale check with the module's consequences (core `checkMorale`; `extra` MORALE_* bits).
   * @returns true if he holds.
   */
  moraleCheck(i: number, extra: number, why: string, employee = false): boolean {
    return this.checkMorale(i, extra, why, employee);
  }
}
