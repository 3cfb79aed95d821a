/**
 * "Shootout in Northfield" (boot-hill-referee-screen-and-northfield-module.md, SHOOTOUT IN
 * NORTHFIELD) under Quick on the Draw. The module's scenario logic is system-neutral
 * (@deadeye/core special-rules/northfield/: set-up, citizen reaction, arming, robbing the bank,
 * reinforcements, the building and firing limits, victory by money); this module is Quick on the
 * Draw's adapter to it ({@link QdNorthfield}) and the rule the engine plugs in
 * ({@link QdNorthfieldRules}). Rulings QR-89 onwards in packages/quickdraw/RULINGS.md.
 *
 * Quick on the Draw's own part: a weapon face down is the world's `faceDown` slot with nothing in
 * hand (`inHand` -1; QR-95); found, drawn and loaded are `inHand`, `drawn` and `loaded` (a weapon
 * that reloads after use counts its barrels, the others 1 until a 1 empties them); a shot into
 * the air spends a barrel of an after-use weapon only (QR-96); "shot at or attacked this turn" is
 * `attackedPhase` (set by shooting.ts `fire` and fighting.ts `strike`); a broken gang member rides
 * out mounted, running for his horse first (QR-97); taking a man out is core's `setStatus`; and
 * the morale check is a courage test with the Morale Modifiers shifting its read (QR-93).
 * Allocates nothing per trial (log strings only when the log is on).
 */
import {
  touch,
  touchArms,
  MORALE_RELATIVE_KILLED,
  moraleModifierPoints,
  NorthfieldScenario,
  S_CORNER,
  S_HARD,
  setStatus,
  STATUS_CAPTURED,
  STATUS_DEAD,
  STATUS_UP,
  offsetIndex,
  type NorthfieldSetup,
  type NorthfieldSystem,
} from '@deadeye/core';
import { NORTHFIELD_QD } from '../tables/northfield.ts';
import { lethalCasualty } from './effects.ts';
import { mountHorse } from './mounts.ts';
import { moveToward } from './movement.ts';
import { fullMove } from './walk.ts';
import { LED, LUCK, REROLL, test } from './rolls.ts';
import { fullLoad, RELOAD_AFTER_USE, TRAIT } from './setup.ts';
import { readyToShoot } from './shooting.ts';
import type { QdSpecialRule } from './special-rule.ts';
import { Q_FLED } from './counts.ts';
import { count, nameOf, showSpare, takeInHand, type QdWorld } from './world.ts';

/** Contact for the module's cover: a shooter within one square (8 neighbours), spaces. */
const ADJACENT = 1.5;

/**
 * Quick on the Draw's side of the module (core `NorthfieldSystem`), on the engine's
 * {@link QdWorld}. Weapon `w` is an index in the character's weapon list (slot `i * maxW + w`);
 * fists, always the last weapon, are never face down.
 */
export class QdNorthfield implements NorthfieldSystem {
  private readonly w: QdWorld;
  private readonly nf: NorthfieldSetup;

  /** @param world the engine's world, written through core's setStatus and the columns' owners */
  constructor(world: QdWorld, nf: NorthfieldSetup) {
    this.w = world;
    this.nf = nf;
  }

  nameOf(i: number): string {
    return nameOf(this.w, i);
  }

  /** Nothing in hand: a bank employee's gun lies at hand until he reaches for it ({@link drawGun}); QR-95. */
  holster(i: number): void {
    takeInHand(this.w, i, -1);
    this.w.drawn[i] = 0;
    touch(this.w, i);
  }

  /** Every weapon but fists face down; nothing in hand (QR-95). */
  faceDown(i: number): void {
    const h = this.w;
    const last = h.setup.characters[i]!.weapons.length - 1;
    for (let w = 0; w < last; w++) {
      h.faceDown[i * h.maxW + w] = 1;
      showSpare(h, i, w);
    }
    takeInHand(h, i, -1);
    h.drawn[i] = 0;
    touch(h, i);
  }

  steady(i: number): void {
    this.w.broken[i] = 0;
  }

  unarmed(i: number): boolean {
    const h = this.w;
    const last = h.setup.characters[i]!.weapons.length - 1;
    for (let w = 0; w < last; w++) if (h.faceDown[i * h.maxW + w] === 0) return false;
    return true;
  }

  /** Found and in hand, drawn; loaded to capacity (QR-95: barrels, or 1) or empty. */
  arm(i: number, w: number, loaded: boolean): void {
    const h = this.w;
    const slot = i * h.maxW + w;
    h.faceDown[slot] = 0;
    showSpare(h, i, w);
    // The module hands him one weapon: no second gun in his other hand (RULINGS.md QR-156).
    h.inHand[i] = w;
    h.offHand[i] = -1;
    h.wrongHand[i] = 0;
    h.drawn[i] = 1;
    h.jammed[slot] = 0;
    h.loaded[slot] = loaded ? this.full(i, w) : 0;
    touch(h, i);
    touchArms(h, i);
  }

  /**
   * Not a weapon the reload chart jammed ("It's Jammed!": "must pass an Action test to fix it before
   * they can try to reload", REEL 4): that one stays jammed and empty, and he clears it on the chart
   * as any jam (RULINGS.md QR-95; an audit, 2026-12-01: the module's loading cleared 446 of 473
   * such jams in 300 trials).
   */
  load(i: number): boolean {
    const h = this.w;
    const w = h.inHand[i]!;
    if (w < 0) return true;
    if (h.jammed[i * h.maxW + w] === 1) return false;
    h.loaded[i * h.maxW + w] = this.full(i, w);
    touchArms(h, i);
    touch(h, i);
    return true;
  }

  /** Rounds of weapon `w` loaded to capacity: none for a hand weapon, else a full load (setup.ts `fullLoad`). */
  private full(i: number, w: number): number {
    const spec = this.w.setup.characters[i]!.weapons[w]!;
    return spec.missile === 0 ? 0 : fullLoad(spec);
  }

  drawGun(e: number): void {
    const h = this.w;
    h.inHand[e] = 0;
    touchArms(h, e);
    h.offHand[e] = -1;
    h.wrongHand[e] = 0;
    h.drawn[e] = 1;
    touch(h, e);
  }

  readyToFire(i: number): boolean {
    const h = this.w;
    const w = h.inHand[i]!;
    return w >= 0 && h.faceDown[i * h.maxW + w] === 0 && readyToShoot(h, i);
  }

  loadedInHand(i: number): boolean {
    const h = this.w;
    const w = h.inHand[i]!;
    return w >= 0 && h.setup.characters[i]!.weapons[w]!.missile === 1 && h.loaded[i * h.maxW + w]! > 0;
  }

  /** A shot into the air: a barrel of an after-use weapon; a revolver or repeater stays loaded (QR-96). */
  spendRound(i: number): void {
    const h = this.w;
    const w = h.inHand[i]!;
    if (w < 0 || h.setup.characters[i]!.weapons[w]!.reload !== RELOAD_AFTER_USE) return;
    const slot = i * h.maxW + w;
    if (h.loaded[slot]! > 0) {
      h.loaded[slot] = h.loaded[slot]! - 1;
      touchArms(h, i);
    }
  }

  /** Shot at or attacked in close combat this phase (QR-94: the phase is the module's turn). */
  attacked(e: number): boolean {
    return this.w.attackedPhase[e] === this.w.turn;
  }

  broken(i: number): boolean {
    return this.w.broken[i] === 1;
  }

  /**
   * The module's Morale Modifiers that apply to i under `conditions` (MORALE_* bits), in d100 points
   * (negative helps), his wounds added (lethal cards lost: under half his cards +5, over half +10)
   * and a relative in the gang a lethal casualty counted as killed (QR-93).
   */
  modifier(i: number, conditions: number): number {
    const h = this.w;
    return moraleModifierPoints(conditions | (this.relativeDown(i) ? MORALE_RELATIVE_KILLED : 0), h.lethal[i]!, h.cardsMax[i]!);
  }

  /** A relative of i in the gang is a lethal casualty (dead, or unconscious of lethal hits: his fate waits for the end of the action, QR-20). */
  private relativeDown(i: number): boolean {
    const h = this.w;
    const f = this.nf.family[i]!;
    if (f < 0) return false;
    for (let k = 0; k < this.nf.gang.length; k++) {
      const g = this.nf.gang[k]!;
      // A casualty of lethal hits, unconscious or captured so, as for his fate at the end (QR-20, QR-98).
      if (g !== i && this.nf.family[g] === f && (h.status[g] === STATUS_DEAD || lethalCasualty(h, g))) return true;
    }
    return false;
  }

  /**
   * The module's morale check as a courage test (QR-93): i rolls his action dice on the courage
   * chart (Brave and Proud reroll a failure, Lucky may, a Natural Leader's dice; a Fanatic reads a 1
   * as 2) and the net Morale Modifier, in tens of d100 points rounded toward zero, is taken off the
   * read (clamped to 1..10); 5 or more holds. A Heroic character never tests: he holds.
   */
  moraleCheck(i: number, conditions: number, why: string): boolean {
    const h = this.w;
    const c = h.setup.characters[i]!;
    if ((c.traits & TRAIT.heroic) !== 0) {
      if (h.log !== null) h.log.push(`    morale (${why}): ${nameOf(h, i)} is Heroic and holds`);
      return true;
    }
    // Knocked out, he is senseless: no courage test (QR-112), he holds.
    if (h.kod[i] === 1) {
      if (h.log !== null) h.log.push(`    morale (${why}): ${nameOf(h, i)} is knocked out and takes no test`);
      return true;
    }
    const mod = this.modifier(i, conditions);
    const shift = Math.trunc(mod / NORTHFIELD_QD.pointsPerPip);
    // A failure rerolled is a read of 1-4 after the modifier (`test`'s shift).
    let v = test(h, i, 0, ((c.traits & (TRAIT.brave | TRAIT.proud)) !== 0 ? REROLL | LUCK : LUCK) | LED, 'takes a courage test for the module\'s morale', shift);
    if (v === 1 && (c.traits & TRAIT.fanatic) !== 0) v = 2;
    const read = Math.min(10, Math.max(1, v - shift));
    const held = read >= NORTHFIELD_QD.holdsFrom;
    if (h.log !== null) h.log.push(`    morale (${why}): ${nameOf(h, i)} reads ${v} ${mod >= 0 ? '+' : ''}${mod} points (${-shift >= 0 ? '+' : ''}${-shift}) = ${read}: ${held ? 'holds' : 'fails'}`);
    return held;
  }

  /** Mounted or his horse standing: broken, he rides out (QR-97). */
  rideOut(i: number): boolean {
    const h = this.w;
    if (h.mounted[i] !== 1 && h.horseCell[i]! < 0) return false;
    // His flight, counted once as a courage test's (effects.ts `flee`).
    if (h.broken[i] === 0) count(h, Q_FLED);
    h.broken[i] = 1;
    h.engaged[i] = -1;
    return true;
  }

  takeOut(i: number, status: number): void {
    const h = this.w;
    if (h.status[i] !== STATUS_UP) return;
    setStatus(h, i, status);
    h.engaged[i] = -1;
    if (h.log !== null) h.log.push(`    ${nameOf(h, i)} is out of the fight (${status === STATUS_CAPTURED ? 'captured' : 'gives up'})`);
    if (h.northfield !== null) h.northfield.onTakeOut(i, status);
  }

  /** Mounted or his horse standing riderless: riding double is not played (RULINGS.md QR-97). */
  mayEscape(i: number): boolean {
    return this.w.mounted[i] === 1 || this.w.horseCell[i]! >= 0;
  }
}

/**
 * The module as the Quick on the Draw engine plugs it in (engine.ts; the card procedure's hooks,
 * special-rule.ts): the neutral {@link NorthfieldScenario} over {@link QdNorthfield}, with Quick on
 * the Draw's knocked-out men captured too (QR-98), hard cover inside buildings ({@link hardCover})
 * and a broken gang member's run for his horse ({@link toHorse}).
 */
export class QdNorthfieldRules extends NorthfieldScenario implements QdSpecialRule {
  private readonly qd: QdWorld;
  private readonly adapter: QdNorthfield;

  /**
   * @param nf the compiled module (`compileNorthfield`, setup.ts)
   * @param world the engine's world: the module reads it and changes it only through core's functions and the adapter
   */
  constructor(nf: NorthfieldSetup, world: QdWorld) {
    const a = new QdNorthfield(world, nf);
    super(nf, world, a);
    this.qd = world;
    this.adapter = a;
  }

  /**
   * After i's move: the module's capture of unconscious outlaws (core), and of a gang member
   * knocked out (Quick on the Draw's `kod`: blunt hits, up but helpless until he comes round) in
   * the square a citizen enters (MOVEMENT, Capturing Outlaws; QR-98).
   */
  override afterMove(i: number): void {
    super.afterMove(i);
    const h = this.qd;
    if (h.sideOf[i] !== this.nf.townSide || h.status[i] !== STATUS_UP) return;
    const c = h.cell[i]!;
    for (let k = 0; k < this.nf.gang.length; k++) {
      const g = this.nf.gang[k]!;
      if (h.cell[g] === c && this.mayCapture(i, g)) {
        setStatus(h, g, STATUS_CAPTURED);
        h.engaged[g] = -1;
        if (h.log !== null) h.log.push(`    ${nameOf(h, i)} captures ${nameOf(h, g)}, knocked out`);
      }
    }
  }

  /**
   * True if citizen i may step into the square of gang member j, knocked out (Quick on the Draw's
   * `kod`), to capture him: "Counters on opposing sides may stack together only if they are
   * brawling, or if a citizen is capturing an unconscious outlaw" (MOVEMENT; QR-98).
   */
  mayCapture(i: number, j: number): boolean {
    const h = this.qd;
    return h.sideOf[i] === this.nf.townSide && h.sideOf[j] === this.nf.gangSide && h.status[j] === STATUS_UP && h.kod[j] === 1;
  }

  /**
   * The module's cover, which replaces the map's (COMBAT; QR-99): true if t has hard cover from
   * `attacker`, given the map's `sight` bits of the line between them (`S_*`): inside a building
   * ("Everyone inside a building is assumed to have hard cover unless they are being shot at from
   * an adjacent square": the attacker farther than one square), or behind the corner of a building
   * (the map's `S_CORNER`, core `coverBits`). Anyone else "can be hit anywhere".
   */
  hardCover(t: number, attacker: number, sight: number): boolean {
    const h = this.qd;
    return this.coverAt(h.cell[t]!, h.cell[attacker]!, sight);
  }

  /**
   * {@link hardCover} for a man on cell `c` against a figure on cell `from`: the module's cover as
   * "in cover" reads it too (cover.ts `coverAt`: the courage test, the reaction to an enemy in
   * sight, Wanting to Shoot's 1, the cover a man heads for; RULINGS.md QR-99 amended).
   */
  coveredAt(c: number, from: number): boolean {
    return this.coverAt(c, from, this.qd.map.sight(from)[c]!);
  }

  private coverAt(c: number, from: number, sight: number): boolean {
    const map = this.qd.map;
    const bits = this.coverBitsAt(c, sight);
    if ((bits & S_HARD) !== 0 && map.offsetDistance[offsetIndex(map, from, c)]! > ADJACENT) return true;
    return (bits & S_CORNER) !== 0;
  }

  /**
   * A broken gang member on foot whose horse stands runs to it and mounts (mounting is a basic
   * action combined with the move: QR-30) before he rides out (QR-97). @returns true if his card
   * went to it (false: he flees as any broken man does)
   */
  toHorse(i: number): boolean {
    const h = this.qd;
    if (h.sideOf[i] !== this.nf.gangSide || h.mounted[i] === 1 || h.horseCell[i]! < 0) return false;
    const horse = h.horseCell[i]!;
    if (h.cell[i] !== horse) moveToward(h, i, horse, fullMove(h, i), 'runs for his horse');
    if (h.cell[i] === horse) mountHorse(h, i);
    return true;
  }

  /** The module's morale check with its consequences (core `checkMorale`), for tests. @returns true if he holds */
  moraleCheck(i: number, extra: number, why: string, employee = false): boolean {
    return this.checkMorale(i, extra, why, employee);
  }

  /** The adapter's modifier for i now (d100 points; `extra` MORALE_THREATENED or 0), for tests. */
  moraleModifier(i: number, extra: number): number {
    return this.adapter.modifier(i, this.moraleConditions(i, extra));
  }
}
