/**
 * The Shootout! standing duel compiled to plain numbers: what a worker needs to run it and what
 * the exact solver needs to solve it. Built once per range on the main thread, sent to workers as
 * is (structured-cloneable).
 *
 * Semantics: Deadeye issue #13, section 3 ("The standing duel, exactly"), over shootout.txt
 * ("3. Ranged Combat", "Draw!", "Courage"); every gap is a ruling in packages/shootout/RULINGS.md,
 * "The standing duel" (SR-20..SR-29). Distances in inches (one map space = one inch).
 */
import { MAX_TURNS_LIMIT, duelistNames, type CompiledDuel } from '@deadeye/core';
import { SHOOTOUT_ABOUT } from '../system/about.ts';
import { RANGED_COMBAT } from '../tables/combat.ts';
import { SHOOTOUT_SEED, type Factors, type RangedWeapon, type Source } from '../tables/types.ts';
import { parseShootoutVariant, type ShootoutVariant } from '../variant.ts';
import { HEAVY_WEAPONS, isHolsteredRevolver, weaponRounds } from '../tables/weapons.ts';

/** Default turn limit of a duel (turns); after it the duel is a draw (issue #13, section 3; `SHOOTOUT_ABOUT`, where the help reads it). */
export const SHOOTOUT_DUEL_MAX_TURNS: number = SHOOTOUT_ABOUT.duelMaxTurns;
/** Longest turn limit a duel accepts (turns). */
export const SHOOTOUT_DUEL_MAX_TURNS_LIMIT = MAX_TURNS_LIMIT;
/** Shortest range of a standing duel, inches (one map space; RULINGS.md SR-29). */
export const SHOOTOUT_DUEL_MIN_RANGE = 1;
/** Largest HTK a duelist may have (the listings print 1..3; more is allowed for house profiles). */
export const SHOOTOUT_DUEL_MAX_HTK = 99;

/**
 * A duelist as the standing duel reads him: a display name, his factors (Troop Types or Famous
 * Names columns, shootout.txt "Troop Listings") and the ranged weapon he holds (a row of
 * `RANGED_WEAPONS`). The duel reads Ranged, Speed, Courage and HTK; Close and Leader play no part
 * in it (no close combat, no command points: RULINGS.md SR-20).
 */
export interface DuelProfile {
  readonly name: string;
  readonly factors: Factors;
  readonly weapon: RangedWeapon;
}

/**
 * The situational modifiers that apply in the standing duel (RULINGS.md SR-20), as printed in
 * shootout.txt, "3. Ranged Combat", Situational Modifiers: to hit, "Target stationary +1",
 * "Target in open +1", "Target at short range +1", "Firer pinned down -1"; and the saving throw,
 * whose three modifiers (target moved > 3", hard cover, low visibility) never apply in the duel.
 */
export const DUEL_MODIFIERS = {
  targetStationary: RANGED_COMBAT.modifiers.targetStationary.value,
  targetInOpen: RANGED_COMBAT.modifiers.targetInOpen.value,
  shortRange: RANGED_COMBAT.modifiers.shortRange.value,
  firerPinned: RANGED_COMBAT.modifiers.firerPinned.value,
  /** Sum of the saving-throw modifiers that apply in the duel: none (SR-20). */
  savingThrow: 0,
} as const;

/** Source of {@link DUEL_MODIFIERS}: the tables' {@link RANGED_COMBAT} (and SAVING_THROWS, none of which applies). */
export const DUEL_MODIFIERS_SOURCE: Source = {
  seed: SHOOTOUT_SEED,
  section: '3. Ranged Combat',
  note: 'Situational Modifiers (to hit, then saving throw); which apply in the standing duel: RULINGS.md SR-20.',
};

/** The score a combat die, saving throw or courage test must reach (shootout.txt: "six or more", "6 or above", "score 6 or more"). */
export const TARGET_SCORE = RANGED_COMBAT.hit.success;


/** A duelist compiled for one matchup: plain numbers. */
export interface ShootoutDuelist {
  /** Display name. */
  readonly name: string;
  /** The duelist in one line (factors and weapon), for the counts and the replay header. */
  readonly profile: string;
  /** Weapon id (`colt-revolver`) and printed name (`Colt Revolver`). */
  readonly weapon: string;
  readonly weaponName: string;
  /** `short` when the range is within the weapon's short range ("Up to 3\"", inclusive), else `long`. */
  readonly band: 'short' | 'long';
  /** Hits to kill at the start. */
  readonly htk: number;
  /** Factors the duel reads. */
  readonly ranged: number;
  readonly speed: number;
  readonly courage: number;
  /** Combat dice of the weapon. */
  readonly dice: number;
  /**
   * To-hit modifier of every combat die when not pinned: Ranged + target stationary + target in
   * open + short range (when `band` is `short`). Pinned adds {@link DUEL_MODIFIERS}.firerPinned.
   */
  readonly hitModifier: number;
  /** 1 when the weapon's ammunition is counted (a number, or the derringer's blank cell: SR-25); 0 for `n/a` (never reloads: SR-24). */
  readonly limited: 0 | 1;
  /** Rounds a full weapon holds (0 when not `limited`). */
  readonly capacity: number;
  /** 1 when he holds a holstered revolver for Draw! (SR-22). */
  readonly revolver: 0 | 1;
}

/** A compiled Shootout! standing duel at one range: core's `CompiledDuel` plus what the engine reads. */
export interface ShootoutDuel extends CompiledDuel {
  /**
   * Stream id: duelists (name, factors, weapon) and range, not the variant or the turn limit, so
   * variants compared on the same matchup share their random numbers (DESIGN.md principle 1).
   */
  readonly id: string;
  /** Range in inches (one map space = one inch). */
  readonly range: number;
  readonly maxTurns: number;
  /** Canonical variant name (`text`, `text+derringer-draw`...). */
  readonly variant: string;
  /** The parsed switches. */
  readonly switches: ShootoutVariant;
  /** 1 when turn 1 is a Draw! (both hold holstered revolvers: SR-21, SR-22). */
  readonly draw: 0 | 1;
  readonly a: ShootoutDuelist;
  readonly b: ShootoutDuelist;
}

/** A signed factor as printed (`+3`, `+0`, `-1`). */
function signed(n: number): string {
  return n < 0 ? `${n}` : `+${n}`;
}

/** One line describing a duel profile: `RANGED +3 SPEED +3 COURAGE +2 HTK 2; Colt Revolver (2 dice, short 3", max 18", 6 rounds)`. */
export function describeDuelProfile(p: DuelProfile, rounds: number | null): string {
  const f = p.factors;
  const w = p.weapon;
  const short = w.shortRange === null ? 'no short range' : `short ${w.shortRange}"`;
  const ammo = rounds === null ? 'never reloads' : `${rounds} round${rounds === 1 ? '' : 's'}`;
  return (
    `CLOSE ${signed(f.close)} RANGED ${signed(f.ranged)} SPEED ${signed(f.speed)} COURAGE ${signed(f.courage)} LEADER ${signed(f.leader)} HTK ${f.htk}; ` +
    `${w.name} (${w.dice} dice, ${short}, max ${w.maxRange}", ${ammo})`
  );
}

/**
 * Checks a duel profile: a name, whole factors, HTK 1..{@link SHOOTOUT_DUEL_MAX_HTK}, a
 * ranged weapon with whole combat dice >= 1 and a positive maximum range, and LEADER 0 or more
 * with a heavy weapon (RULINGS.md SR-20).
 * @param option the option it came from, for the message (`--a`)
 * @throws Error `<option>: <name>: <field> ...` naming the field and the fix
 */
export function checkDuelProfile(p: DuelProfile, option: string): void {
  const who = `${option}: ${p.name === '' ? '(unnamed)' : p.name}`;
  if (p.name.trim() === '') throw new Error(`${option}: the duelist has no name; give a famous name, a troop type or a named profile line`);
  for (const k of ['close', 'ranged', 'speed', 'courage', 'leader'] as const) {
    const v = p.factors[k];
    if (!Number.isSafeInteger(v)) throw new Error(`${who}: the ${k.toUpperCase()} factor must be a whole number (e.g. +2), got ${v}`);
  }
  const h = p.factors.htk;
  if (!(Number.isSafeInteger(h) && h >= 1 && h <= SHOOTOUT_DUEL_MAX_HTK)) {
    throw new Error(`${who}: HTK must be a whole number from 1 to ${SHOOTOUT_DUEL_MAX_HTK} (hits to kill), got ${h}`);
  }
  const w = p.weapon;
  if (!(Number.isSafeInteger(w.dice) && w.dice >= 1)) throw new Error(`${who}: ${w.name} must have whole combat dice >= 1, got ${w.dice}`);
  if (!(Number.isFinite(w.maxRange) && w.maxRange > 0)) throw new Error(`${who}: ${w.name} must have a positive maximum range, got ${w.maxRange}`);
  if (w.ammo !== null && !(Number.isSafeInteger(w.ammo) && w.ammo >= 1)) throw new Error(`${who}: ${w.name}'s ammunition must be a whole number of rounds >= 1 or null, got ${w.ammo}`);
  // The duel spends no command points (RULINGS.md SR-20): it needs a heavy weapon's reload point
  // ("To reload a heavy weapon 1") to be sure, which a lone figure's 1D6 + Leader is only with Leader 0 or more.
  if (HEAVY_WEAPONS.includes(w.id) && p.factors.leader < 0) {
    throw new Error(`${who}: a ${w.name} in the standing duel needs LEADER 0 or more (its reload costs a command point, which the duel does not roll: RULINGS.md SR-20), got ${p.factors.leader}`);
  }
}

function compileDuelist(p: DuelProfile, range: number, v: ShootoutVariant): ShootoutDuelist {
  const w = p.weapon;
  const f = p.factors;
  // "Up to 3\"": a target at exactly the short range is at short range (SR-29).
  const short = w.shortRange !== null && range <= w.shortRange;
  const rounds = weaponRounds(w, v.derringerSingleShot);
  return {
    name: p.name,
    profile: describeDuelProfile(p, rounds),
    weapon: w.id,
    weaponName: w.name,
    band: short ? 'short' : 'long',
    htk: f.htk,
    ranged: f.ranged,
    speed: f.speed,
    courage: f.courage,
    dice: w.dice,
    hitModifier: f.ranged + DUEL_MODIFIERS.targetStationary + DUEL_MODIFIERS.targetInOpen + (short ? DUEL_MODIFIERS.shortRange : 0),
    limited: rounds === null ? 0 : 1,
    capacity: rounds ?? 0,
    revolver: isHolsteredRevolver(w, v.derringerDraw) ? 1 : 0,
  };
}

/** The stream id part of one duelist: name, factors and weapon. */
function idPart(p: DuelProfile): string {
  const f = p.factors;
  return `${p.name}[${f.close},${f.ranged},${f.speed},${f.courage},${f.leader},${f.htk}]/${p.weapon.id}`;
}

/**
 * Compiles one standing duel per range.
 * @param a duelist A (`--a`), b duelist B (`--b`); when both have the same name, B's is suffixed ` (B)`
 * @param ranges inches, each >= {@link SHOOTOUT_DUEL_MIN_RANGE} and within both weapons' maximum range (inclusive)
 * @param maxTurns turn limit, a whole number 1..{@link SHOOTOUT_DUEL_MAX_TURNS_LIMIT} (default {@link SHOOTOUT_DUEL_MAX_TURNS})
 * @param variant `--variant` as typed (undefined: `text`), see `parseShootoutVariant`
 * @throws Error naming the option and the fix: `--a`/`--b` for a bad profile, `--max-turns`,
 *   `--variant` (`low-visibility` included: the duel is fought in good visibility), `--range <r>`
 *   for a range below 1" or beyond either weapon's maximum (naming the duelist, the weapon and its
 *   maximum, shootout.txt "3. Ranged Combat"), `--range` when none is given
 */
export function buildShootoutDuels(
  a: DuelProfile,
  b: DuelProfile,
  ranges: readonly number[],
  maxTurns: number = SHOOTOUT_DUEL_MAX_TURNS,
  variant?: string,
): ShootoutDuel[] {
  checkDuelProfile(a, '--a');
  checkDuelProfile(b, '--b');
  const nameB = duelistNames({ name: a.name }, { name: b.name }).b;
  const bb: DuelProfile = nameB === b.name ? b : { ...b, name: nameB };
  if (!(Number.isSafeInteger(maxTurns) && maxTurns >= 1 && maxTurns <= SHOOTOUT_DUEL_MAX_TURNS_LIMIT)) {
    throw new Error(`--max-turns: must be a whole number of turns from 1 to ${SHOOTOUT_DUEL_MAX_TURNS_LIMIT}, got ${maxTurns}`);
  }
  // The duel is fought in good visibility: `low-visibility` is refused (RULINGS.md SR-20, SR-48).
  const v = parseShootoutVariant(variant, true);
  if (ranges.length === 0) throw new Error('--range: give at least one range in inches, e.g. --range 6 or --range 3,6,12');
  const reach = Math.min(a.weapon.maxRange, bb.weapon.maxRange);
  const ids = `${idPart(a)}|${idPart(bb)}`;
  return ranges.map((range) => {
    if (!(Number.isFinite(range) && range >= SHOOTOUT_DUEL_MIN_RANGE)) {
      throw new Error(`--range ${range}: a standing duel needs at least ${SHOOTOUT_DUEL_MIN_RANGE}" between the duelists (one map space, RULINGS.md SR-29); give a range from ${SHOOTOUT_DUEL_MIN_RANGE} to ${reach} inches`);
    }
    for (const p of [a, bb]) {
      if (range > p.weapon.maxRange) {
        throw new Error(
          `--range ${range}: ${range}" is beyond ${p.name}'s ${p.weapon.name}, whose maximum range is ${p.weapon.maxRange}" (shootout.txt, "3. Ranged Combat"); give a range from ${SHOOTOUT_DUEL_MIN_RANGE} to ${reach} inches`,
        );
      }
    }
    const ca = compileDuelist(a, range, v);
    const cb = compileDuelist(bb, range, v);
    return {
      id: `so-duel|${ids}|${range}`,
      range,
      maxTurns,
      variant: v.name,
      switches: v,
      draw: ca.revolver === 1 && cb.revolver === 1 ? 1 : 0,
      a: ca,
      b: cb,
    };
  });
}
