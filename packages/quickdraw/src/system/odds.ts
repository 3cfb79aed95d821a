/**
 * Single-shot odds under Quick on the Draw (`deadeye odds --system quickdraw`; core's
 * {@link OddsSupport}): duelist A's one shooting action at duelist B at the range of a SHOOTOUTS
 * matchup (`system/duel.ts`), B unhurt, computed exactly by enumerating every die (no sampling),
 * and the same attack played through the engine's own `fire` (skirmish/shooting.ts) for the
 * Monte Carlo check.
 *
 * The rules enumerated, all from quick-on-the-draw.md:
 * - the type of shot (REEL 4, TYPES OF SHOOTING) and the attack dice by form of attack (REEL 4,
 *   the table after RELOADING WEAPONS: `ATTACK_FORM_DICE`), reduced for a long shot beyond the
 *   effective range and for a Poor Shot (WEAPONS TABLE; RULINGS.md QR-4), once only under
 *   `+reduce-once`;
 * - to hit on 5+ per scoring die, a Bull's Eye on a 10 (SHOOTING – TRYING TO HIT); misfires and
 *   jams by ignition and weapon (FIREARMS; QR-8; a flintlock's on any die thrown under
 *   `+flint-any-die`, on the chart's 2-4 under `+flint-chart-misfire`, QR-195); a pepperpot's 1, the blast of every chamber
 *   (QR-150); a double action pistol's or a fanned shot's 1 rerolled, a second 1 jamming it (QR-151);
 *   the Expert's reroll of a miss (QR-102) and a Lucky shooter's reroll of a missed shot (REEL 2,
 *   PERSONALITY; QR-83), or under `+lucky-effects` his reroll of a Near Miss or a Graze of each
 *   scoring die instead (QR-83);
 * - each scoring die's DV (REEL 6, ADJUSTMENTS FOR SHOOTING AND FIGHTING TO DV: `DV`) and the
 *   target's roll of his action dice on the EFFECTS OF HIT TABLE (`hitEffect`), a Lucky target's
 *   reroll and a star's Cut! of a roll that would take cards (QR-5). The courage tests the effects
 *   call for (REEL 3, COURAGE TEST) are taken once every die of the attack is scored (QR-203), so
 *   they change nothing of its outcome (until then a test failed on one die spent a Lucky reroll,
 *   or moved a man off the spot and out of point blank, before the next).
 *
 * What the attack is and how it is counted: RULINGS.md QR-86 to QR-88.
 */
import type { AttackOdds, AttackOutcome, OddsDetail, OddsSupport, SkirmishAgent, TypicalAttack } from '@deadeye/core';
import { ACT_NONE, once, SHOT_AIMED, SHOT_DELIBERATE, SHOT_FANNING, SHOT_HASTY, SHOT_SNAP } from '@deadeye/core';
import type { Stream } from '@deadeye/rng';
import { DV } from '../tables/dv.ts';
import { HITS_OF, hitEffect } from '../tables/effects.ts';
import { ATTACK_FORMS, HIT_EFFECTS, type HitEffect } from '../tables/types.ts';
import { weaponById } from '../tables/weapons.ts';
import { createQdAccumulator } from '../skirmish/accumulator.ts';
import { EFFECT_COURAGE_TEST, EFFECT_GRAZE, EFFECT_NEAR_MISS, hitResult } from '../skirmish/effects.ts';
import { QdEngine } from '../skirmish/engine.ts';
import { entangles } from '../skirmish/entangle.ts';
import { fire } from '../skirmish/shooting.ts';
import { attackDiceAt, reductionRolled } from '../skirmish/rolls.ts';
import { IMPACT_HIGH, IMPACT_LIGHT, READ_BEST, READ_EACH, READ_WORST, RELOAD_AFTER_USE, TRAIT, type QdCharacterSpec, type QdWeaponSpec } from '../skirmish/setup.ts';
import { resetQdWorld } from '../skirmish/world.ts';
import type { QdDuel } from './duel.ts';

/** The shots `--shot` takes (REEL 4, TYPES OF SHOOTING), the default first; point blank is a range, not a shot (QR-88). */
export const QD_ODDS_SHOTS: readonly { readonly name: string; readonly description: string }[] = [
  { name: 'deliberate', description: 'standing, not moved: the weapon\'s own form of attack, no DV change (REEL 4, TYPES OF SHOOTING)' },
  { name: 'aimed', description: 'after a card spent aiming at the target: target DV -1' },
  { name: 'hasty', description: 'moving, or drawing without the Quick Draw trait: target DV +2' },
  { name: 'snap', description: 'repeating or revolving weapons, not moved: "2D10 and both can score" for a star, 2D10 take the best for the others; target DV +1' },
  { name: 'fanning', description: 'a single action revolver within 6 paces, not moved: "3D10 and all can score" for a star, 2D10 both score for the others; target DV +2; empties it' },
];

/** The engine's code of each shot name. */
const SHOT_CODE: Readonly<Record<string, number>> = { deliberate: SHOT_DELIBERATE, aimed: SHOT_AIMED, hasty: SHOT_HASTY, snap: SHOT_SNAP, fanning: SHOT_FANNING };

/** The weapon of each kind `typical` knows (WEAPONS TABLE ids). */
const TYPICAL_WEAPON: Readonly<Record<string, string>> = { revolver: 'cartridge-revolver', rifle: 'repeating-rifle', shotgun: 'double-barrelled-shotgun' };

/** "Fanning ... has a maximum range of 6 paces" (REEL 4, TYPES OF SHOOTING). */
const FANNING_PACES = 6;

/** Non-card effects from mildest to worst (QR-87): the outcome of an attack that takes no card is the worst effect of its dice. */
const WORST_NAMES = ['miss', 'near miss', 'graze', 'courage test'] as const;
const WORST_OF: Readonly<Record<HitEffect, number>> = { 'near-miss': 1, graze: 2, 'courage-test': 3, '1-hit': 0, '2-hits': 0, '3-hits': 0 };

/** The words of an effect in an outcome or detail row. */
const EFFECT_WORDS: Readonly<Record<HitEffect, string>> = { 'near-miss': 'near miss', graze: 'graze', 'courage-test': 'courage test', '1-hit': '1 hit', '2-hits': '2 hits', '3-hits': '3 hits' };

/** The outcome names of an attack on a target of `cards` cards, in order: miss, near miss, graze, courage test, 1 hit .. `cards` hits. */
function outcomeNames(cards: number): string[] {
  return [...WORST_NAMES, ...Array.from({ length: cards }, (_, k) => (k === 0 ? '1 hit' : `${k + 1} hits`))];
}

/** Dice rolled and how they are read (`READ_*`). */
interface Dice {
  readonly dice: number;
  readonly read: number;
}

/** Everything the attack depends on, read from the matchup once. */
interface Attack {
  readonly a: QdCharacterSpec;
  readonly b: QdCharacterSpec;
  readonly spec: QdWeaponSpec;
  /** The engine's shot code. */
  readonly shot: number;
  readonly shotName: string;
  /** Index into ATTACK_FORMS, and its dice after the reductions. */
  readonly form: number;
  readonly dice: Dice;
  /** Reductions: a long shot, a Poor Shot. */
  readonly level: number;
  readonly paces: number;
  readonly long: boolean;
  readonly pointBlank: boolean;
  /** The shooter's and weapon's DV change (every scoring die), and the target's while he stands where he stood (point blank included). */
  readonly dvShooter: number;
  readonly dvTarget: number;
  /** The shooter's DV change of a pepperpot's blast: the shot's type read as hasty (QR-150). */
  readonly dvBlast: number;
  /** The rolls that misfire (bit r-1): the weapon's, with a flintlock's Missed! band under `+flint-chart-misfire` (QR-195). */
  readonly misfireMask: number;
  /** A flintlock under `+flint-any-die` (QR-8): the weapon's misfire rolls (bit r-1) on any die thrown; else 0. */
  readonly anyDie: number;
  /** The DV changes in words, for the attack line. */
  readonly changes: readonly string[];
  /** `+lucky-effects` (QR-83): 1 if Lucky improves the effects of hits rather than rerolling a miss. */
  readonly luckyEffects: number;
  /** The shooter's Lucky rerolls of the effects of his hits: 4 ("up to 4 dice rolls", REEL 2) for a Lucky shooter under `+lucky-effects`, else 0. */
  readonly effectsLuck: number;
  /** `+mishap-stands` (QR-102): 1 if a first roll that jammed or emptied the weapon is not rerolled by an Expert nor by Lucky; 0: it is, the mishap undone. */
  readonly mishapStands: number;
}

/** The attack dice of form `form` for a star or not, reduced `level` times (REEL 4, the dice by attack form; RULINGS.md QR-4). */
function attackDice(form: number, star: boolean, level: number): Dice {
  const packed = attackDiceAt(form, star, level);
  return { dice: packed >> 2, read: packed & 3 };
}

/** The dice in words: `1D10`, `2D10 take the best`, `2D10 take the worst`, `3D10 each scores`. */
function diceWords(d: Dice): string {
  if (d.read === READ_EACH) return `${d.dice}D10 each scores`;
  if (d.dice === 1) return '1D10';
  return `${d.dice}D10 take the ${d.read === READ_WORST ? 'worst' : 'best'}`;
}

/** P(read value = v), index v (1..10), of `d` read best or worst: P(max = v) = (v^n - (v-1)^n) / 10^n, P(min = v) = ((11-v)^n - (10-v)^n) / 10^n. */
function readDistribution(d: Dice): number[] {
  const n = d.read === READ_EACH ? 1 : d.dice;
  const p = [0];
  for (let v = 1; v <= 10; v++) p.push(d.read === READ_WORST ? ((11 - v) ** n - (10 - v) ** n) / 10 ** n : (v ** n - (v - 1) ** n) / 10 ** n);
  return p;
}

/**
 * Every roll of `d`: each die's value (one value for a best or worst read) with its probability.
 * `anyDie` (a flintlock under `+flint-any-die`, RULINGS.md QR-8): the misfire rolls (mask, bit r-1)
 * of any die thrown count: a best read of more than one die is enumerated die by die, a roll with a
 * die in the mask read as that die (the first such), else as the best.
 */
function rolls(d: Dice, anyDie = 0): { values: number[]; p: number }[] {
  if (anyDie !== 0 && d.read === READ_BEST && d.dice > 1) {
    const p = new Array<number>(11).fill(0);
    const total = 10 ** d.dice;
    for (let code = 0; code < total; code++) {
      let best = 0;
      let misfire = 0;
      for (let k = 0, c = code; k < d.dice; k++, c = Math.floor(c / 10)) {
        const v = (c % 10) + 1;
        if (v > best) best = v;
        if (misfire === 0 && (anyDie & (1 << (v - 1))) !== 0) misfire = v;
      }
      const read = misfire !== 0 ? misfire : best;
      p[read] = p[read]! + 1 / total;
    }
    return Array.from({ length: 10 }, (_, k) => ({ values: [k + 1], p: p[k + 1]! }));
  }
  if (d.read !== READ_EACH) {
    const p = readDistribution(d);
    return Array.from({ length: 10 }, (_, k) => ({ values: [k + 1], p: p[k + 1]! }));
  }
  const out: { values: number[]; p: number }[] = [];
  const total = 10 ** d.dice;
  for (let code = 0; code < total; code++) {
    const values: number[] = [];
    for (let k = 0, c = code; k < d.dice; k++, c = Math.floor(c / 10)) values.push((c % 10) + 1);
    out.push({ values, p: 1 / total });
  }
  return out;
}

/**
 * Reads the matchup's attack: A's weapon in hand at B, the shot type, its form and dice, the DV
 * changes. @throws Error naming `--shot` (an unknown shot, or one the weapon or range does not
 * allow), `--range` (beyond twice the effective range) or `--a` / `--weapon` (no weapon that is
 * shot or thrown to wound)
 */
function readAttack(m: QdDuel, shot: string): Attack {
  const code = SHOT_CODE[shot];
  if (code === undefined) throw new Error(`--shot ${shot}: unknown shot for Quick on the Draw; known: ${QD_ODDS_SHOTS.map((s) => s.name).join(', ')}`);
  const [a, b] = m.setup.characters as [QdCharacterSpec, QdCharacterSpec];
  const spec = a.weapons[0]!;
  if (spec.missile === 0) throw new Error(`--weapon: ${a.name}'s ${spec.name} is not shot or thrown; give --weapon a firearm, bow or thrown weapon`);
  if (entangles(spec) || spec.poisoned === 1) throw new Error(`--weapon: the odds do not cover ${spec.poisoned === 1 ? 'a poisoned weapon' : `the ${spec.name}, which entangles`} (RULINGS.md QR-86); give --weapon another weapon`);
  if (spec.explosive === 1) throw new Error(`--weapon: the odds do not cover the ${spec.name}, whose misses go off where they land (RULINGS.md QR-86, QR-154); give --weapon another weapon`);
  if (b.beast !== null) throw new Error(`--b: ${b.name} is a beast; the odds are of a shot at a character (RULINGS.md QR-86)`);
  const paces = m.range;
  const distance = paces / m.setup.pacesPerSpace;
  if (distance > 2 * spec.range) {
    throw new Error(`--range ${paces}: the ${spec.name} reaches ${2 * spec.range * m.setup.pacesPerSpace} paces (twice its effective range of ${spec.range * m.setup.pacesPerSpace}); give --range 1..${2 * spec.range * m.setup.pacesPerSpace}`);
  }
  // The type of shot as the engine's shotType allows it standing (not moved, not riding): REEL 4, TYPES OF SHOOTING.
  if (code === SHOT_SNAP && spec.repeating === 0) throw new Error(`--shot snap: only with a repeating or revolving weapon, and the ${spec.name} is not one; known: ${QD_ODDS_SHOTS.map((s) => s.name).join(', ')}`);
  if (code === SHOT_FANNING && spec.singleAction === 0) throw new Error(`--shot fanning: only with a single action revolver, and the ${spec.name} is not one`);
  if (code === SHOT_HASTY && spec.deliberateOnly === 1) throw new Error(`--shot hasty: the ${spec.name}'s shots are all deliberate or aimed (WEAPONS TABLE; RULINGS.md QR-107); give --shot deliberate or aimed`);
  if (code === SHOT_FANNING && paces > FANNING_PACES) throw new Error(`--shot fanning: at most ${FANNING_PACES} paces, and the range is ${paces} (give --range 1..${FANNING_PACES})`);
  const type = code;
  const form = type === SHOT_FANNING ? ATTACK_FORMS.indexOf('multi') : type === SHOT_SNAP ? ATTACK_FORMS.indexOf('double') : spec.form;
  const long = distance > spec.range;
  const poor = (a.traits & TRAIT.poorShot) !== 0;
  const level = (long ? 1 : 0) + (poor ? 1 : 0);
  // Under +reduce-once a long shot by a Poor Shot is reduced once, as the engine rolls it (QR-4).
  const dice = attackDice(form, a.star === 1, reductionRolled(m.setup, level));
  // ADJUSTMENTS FOR SHOOTING AND FIGHTING TO DV (REEL 6); the basic DV is the armour's (QR-9).
  const changes: string[] = [];
  const add = (change: number, what: string): number => {
    if (change !== 0) changes.push(`${what} ${change > 0 ? '+' : ''}${change}`);
    return change;
  };
  let dvTarget = b.armour;
  if (b.armour > 0) changes.push(`armour: basic DV ${b.armour}`);
  const pointBlank = paces <= 1;
  if (pointBlank) dvTarget += add(DV['point-blank'], 'point blank');
  if (b.shield === 1 && spec.nonGunpowder === 1) dvTarget += add(DV.shield, 'shield');
  if ((b.traits & TRAIT.stealthy) !== 0) dvTarget += add(DV.stealthy, 'stealthy');
  let dvShooter = 0;
  if ((a.traits & TRAIT.manKiller) !== 0) dvShooter += add(DV['man-killer'], 'Man Killer');
  if ((a.traits & TRAIT.marksman) !== 0 && (type === SHOT_DELIBERATE || type === SHOT_AIMED)) dvShooter += add(DV.marksman, 'Marksman');
  const impact = distance <= spec.closeRange ? spec.impact : spec.farImpact;
  if (impact === IMPACT_HIGH) dvShooter += add(DV['high-impact'], 'high impact');
  else if (impact === IMPACT_LIGHT) dvShooter += add(DV['light-or-improvised'], 'light impact');
  if (spec.expert === 1) dvShooter += add(DV.expert, 'Expert');
  if (spec.explosive === 1) dvShooter += add(DV.explosive, 'explosive');
  const before = dvShooter;
  if (type === SHOT_AIMED) dvShooter += add(DV.aimed, 'aimed');
  else if (type === SHOT_SNAP) dvShooter += add(DV.snap, 'snap');
  else if (type === SHOT_HASTY) dvShooter += add(DV.hasty, 'hasty');
  else if (type === SHOT_FANNING) dvShooter += add(DV.fanned, 'fanned');
  const variant = m.setup.variant;
  const effectsLuck = m.setup.variant.luckyEffects === 1 && (a.traits & TRAIT.lucky) !== 0 ? 4 : 0;
  const misfireMask = spec.misfireMask | (variant.flintChartMisfire === 1 ? spec.missedMisfireMask : 0);
  const anyDie = variant.flintAnyDie === 1 && spec.flintlock === 1 ? spec.misfireMask : 0;
  return { a, b, spec, shot: code, shotName: shot, form, dice, level, paces, long, pointBlank, dvShooter, dvTarget, dvBlast: before + DV.hasty, changes, luckyEffects: variant.luckyEffects, effectsLuck, misfireMask, anyDie, mishapStands: variant.mishapStands };
}

/** The attack in one line: shot, weapon, dice, range, DV. */
function attackLine(x: Attack): string {
  const reductions = [x.long ? 'a long shot' : '', (x.a.traits & TRAIT.poorShot) !== 0 ? 'a Poor Shot' : ''].filter((s) => s !== '').join(' and ');
  const dv = x.dvTarget + x.dvShooter;
  return (
    `${x.shotName} shot, ${x.spec.name} (${ATTACK_FORMS[x.form]} form: ${diceWords(x.dice)}${reductions !== '' ? `, reduced for ${reductions}` : ''}), ` +
    `${x.a.name} (${x.a.profile.type}) at ${x.b.name} (${x.b.profile.type}, ${x.b.cards} card${x.b.cards > 1 ? 's' : ''}), ${x.paces} pace${x.paces === 1 ? '' : 's'}; ` +
    `DV ${dv}${x.changes.length > 0 ? ` (${x.changes.join(', ')})` : ''}, ${dv + DV['bulls-eye']} on a Bull's Eye`
  );
}

/** A die that scores: 5+ and neither misfired nor jammed (SHOOTING – TRYING TO HIT; FIREARMS; QR-8). */
function scores(v: number, x: Attack): boolean {
  return v >= 5 && ((x.misfireMask | x.spec.jamMask) & (1 << (v - 1))) === 0;
}

/**
 * A die that leaves the weapon unable to be rerolled: jammed, or emptied (a misfire or a 1 of a
 * weapon reloaded after every use, not a cartridge double's 1: QR-251; a muzzle-loading double's
 * misfire leaves the barrel fired to be reprimed, which stops the reroll as well). A revolver's or repeater's
 * 1 empties it only after the shot (RELOADING WEAPONS; QR-8), so its misses may still be rerolled;
 * an Expert's or a Lucky shooter's reroll is stopped only under `+mishap-stands` (QR-102).
 */
function stops(v: number, x: Attack): boolean {
  const bit = 1 << (v - 1);
  const spec = x.spec;
  if ((spec.jamMask & bit) !== 0) return true;
  if (spec.reload !== RELOAD_AFTER_USE) return false;
  return (x.misfireMask & bit) !== 0 || (v === 1 && spec.oneEmpties === 1 && spec.thrown === 0);
}

/** The scoring dice of a roll in order, as a key: `S` a 5-9, `B` a 10 (Bull's Eye). */
function scoringKey(values: readonly number[], x: Attack): string {
  let key = '';
  for (const v of values) if (scores(v, x)) key += v === 10 ? 'B' : 'S';
  return key;
}

/** True if a die of `values` sets off a pepperpot's blast (QR-150). */
function chains(values: readonly number[], spec: QdWeaponSpec): boolean {
  return values.some((v) => (spec.chainFireMask & (1 << (v - 1))) !== 0);
}

/**
 * The blast's scoring dice (3D10 each scores, no misfire: QR-150), as keys: `h` a 5-9, `H` a 10,
 * read at the blast's DV. Made on first use (core's `once`): only the odds read it.
 */
const blastDice = once((): ReadonlyMap<string, number> => {
  const m = new Map<string, number>();
  for (const r of rolls({ dice: 3, read: READ_EACH })) addTo(m, r.values.map((v) => (v === 10 ? 'H' : v >= 5 ? 'h' : '')).join(''), r.p);
  return m;
});

/** P(no jam) of a roll's 1s rerolled for a double action pistol or fanning: each 1 again jams it (QR-151). */
function unjammed(values: readonly number[], x: Attack): number {
  if (x.spec.doubleAction === 0 && x.shot !== SHOT_FANNING) return 1;
  let q = 1;
  for (const v of values) if (v === 1) q *= 0.9;
  return q;
}

/** Adds `p` to `map[key]`. */
function addTo(map: Map<string, number>, key: string, p: number): void {
  map.set(key, (map.get(key) ?? 0) + p);
}

/**
 * The scoring dice of the attack, exactly: key (`''` a miss, `S` one 5-9, `SB` a 5-9 then a 10 ...)
 * to probability. The first roll; if nothing scores, an Expert with it rolls the attack dice again,
 * a 1 as any miss, its jam or emptying undone (under `+mishap-stands` only if the weapon is neither
 * jammed nor emptied) (REEL 2, SKILLS; QR-102); if still
 * nothing and a Lucky shooter, the whole attack is rolled again (REEL 2, PERSONALITY; QR-83), the
 * jam or emptying of the roll it replaces undone as for the Expert (under `+mishap-stands` only if
 * the weapon is neither jammed nor emptied), but
 * not under `+lucky-effects`, where his luck goes to the effects of his hits ({@link resolveDie}). A
 * roll that sets off a pepperpot's blast is the blast's dice, no reroll (QR-150); a 1 rerolled for
 * a double action pistol or fanning that jams stops the rerolls (QR-151).
 */
function scoringDice(x: Attack): Map<string, number> {
  const first = rolls(x.dice, x.anyDie);
  const again = new Map<string, number>();
  for (const r of first) {
    if (chains(r.values, x.spec)) for (const [k, q] of blastDice()) addTo(again, k, r.p * q);
    else addTo(again, scoringKey(r.values, x), r.p);
  }
  const expert = x.spec.expert === 1 && (x.a.traits & TRAIT.expert) !== 0;
  const lucky = (x.a.traits & TRAIT.lucky) !== 0 && x.luckyEffects === 0;
  const out = new Map<string, number>();
  // Lucky keeps the second roll as the Expert does: the mishap of the roll rerolled goes with it, unless +mishap-stands (QR-102, QR-83).
  const lastChance = (p: number, stopped: boolean): void => {
    if (lucky && (!stopped || x.mishapStands === 0)) for (const [k, q] of again) addTo(out, k, p * q);
    else addTo(out, '', p);
  };
  for (const r of first) {
    if (chains(r.values, x.spec)) {
      for (const [k, q] of blastDice()) addTo(out, k, r.p * q);
      continue;
    }
    const key = scoringKey(r.values, x);
    if (key !== '') {
      addTo(out, key, r.p);
      continue;
    }
    const stopped = r.values.some((v) => stops(v, x));
    let free = unjammed(r.values, x);
    if (!expert || (stopped && x.mishapStands === 1)) {
      lastChance(r.p * free, stopped);
      if (free < 1) lastChance(r.p * (1 - free), true);
      continue;
    }
    // The Expert keeps the second roll: the first roll's jam or emptying goes with it (QR-102), unless +mishap-stands.
    if (x.mishapStands === 0) free = 1;
    else if (free < 1) lastChance(r.p * (1 - free), true);
    // The Expert's reroll: the attack dice rolled again as the form rolls them.
    for (const re of first) {
      if (chains(re.values, x.spec)) {
        for (const [k, q] of blastDice()) addTo(out, k, r.p * free * re.p * q);
        continue;
      }
      const key2 = scoringKey(re.values, x);
      const free2 = unjammed(re.values, x);
      if (key2 !== '') addTo(out, key2, r.p * free * re.p);
      else {
        const stopped2 = re.values.some((v) => stops(v, x));
        lastChance(r.p * free * re.p * free2, stopped2);
        if (free2 < 1) lastChance(r.p * free * re.p * (1 - free2), true);
      }
    }
  }
  return out;
}

/** The target's state between the dice of one attack: cards lost, Lucky rerolls left, Cut! left, the worst non-card effect so far, and the shooter's Lucky rerolls of effects left (`+lucky-effects`). */
interface TargetState {
  readonly lost: number;
  readonly luck: number;
  readonly cut: number;
  readonly worst: number;
  readonly aluck: number;
}

const stateKey = (s: TargetState): string => `${s.lost},${s.luck},${s.cut},${s.worst},${s.aluck}`;

/** Adds `p` of state `s` to `map`. */
function addState(map: Map<string, { s: TargetState; p: number }>, s: TargetState, p: number): void {
  const k = stateKey(s);
  const e = map.get(k);
  if (e === undefined) map.set(k, { s, p });
  else e.p += p;
}

/**
 * The target's rolls: his action dice (Heroes and Main Characters 2D10 take the best, the others
 * 1D10: REEL 2, CHARACTER TYPE/STAR STATUS), read for the effects of a hit and for a courage test.
 */
function targetRolls(b: QdCharacterSpec): number[] {
  return readDistribution({ dice: b.dice, read: b.diceRead });
}

/**
 * One scoring die (`bull`: a 10) resolved on the target: its DV, his effects roll, a Lucky
 * target's reroll (or a star's Cut! to save his last card: QR-5) of a roll that would take
 * cards, the cards taken (no more than he has); under `+lucky-effects` a Lucky shooter's reroll of
 * a Near Miss or a Graze the target did not reroll (QR-83). The second take stands, its number of
 * cards included (QR-5, QR-88). No courage test between the dice (QR-203).
 */
function resolveDie(x: Attack, states: Map<string, { s: TargetState; p: number }>, bull: boolean, blast = false): Map<string, { s: TargetState; p: number }> {
  const out = new Map<string, { s: TargetState; p: number }>();
  const pv = targetRolls(x.b);
  const cards = x.b.cards;
  const keep = (s: TargetState, p: number): void => addState(out, s, p);
  for (const { s, p } of states.values()) {
    if (s.lost >= cards) {
      keep(s, p);
      continue;
    }
    const dv = x.dvTarget + (blast ? x.dvBlast : x.dvShooter) + (bull ? DV['bulls-eye'] : 0);
    const apply = (e: HitEffect, hits: number, t: TargetState, q: number): void => {
      const worst = Math.max(t.worst, WORST_OF[e]);
      if (hits === 0) {
        keep({ ...t, worst }, q);
        return;
      }
      keep({ ...t, lost: Math.min(cards, t.lost + hits) }, q);
    };
    for (let r = 1; r <= 10; r++) {
      const e = hitEffect(r, dv);
      const hits = HITS_OF[e];
      const q = p * pv[r]!;
      if (hits > 0 && (s.luck > 0 || hits >= cards - s.lost) && (s.luck > 0 || s.cut > 0)) {
        const t = s.luck > 0 ? { ...s, luck: s.luck - 1 } : { ...s, cut: 0 };
        for (let r2 = 1; r2 <= 10; r2++) {
          const e2 = hitEffect(r2, dv);
          apply(e2, HITS_OF[e2], t, q * pv[r2]!);
        }
      } else if (s.aluck > 0 && (e === 'near-miss' || e === 'graze')) {
        // `+lucky-effects`: the Lucky shooter has a Near Miss or a Graze of his hit rerolled; the second take stands (QR-83, QR-5).
        const t = { ...s, aluck: s.aluck - 1 };
        for (let r2 = 1; r2 <= 10; r2++) {
          const e2 = hitEffect(r2, dv);
          apply(e2, HITS_OF[e2], t, q * pv[r2]!);
        }
      } else apply(e, hits, s, q);
    }
  }
  return out;
}

/** The exact outcome shares of the attack, in {@link outcomeNames} order, and the scoring dice. */
function exactShares(x: Attack): { shares: number[]; dice: Map<string, number> } {
  const names = outcomeNames(x.b.cards);
  const shares = names.map(() => 0);
  const dice = scoringDice(x);
  const start: TargetState = { lost: 0, luck: (x.b.traits & TRAIT.lucky) !== 0 ? 4 : 0, cut: x.b.star, worst: 0, aluck: x.effectsLuck };
  for (const [key, p] of dice) {
    let states = new Map<string, { s: TargetState; p: number }>();
    addState(states, start, p);
    for (const c of key) states = resolveDie(x, states, c === 'B' || c === 'H', c === 'h' || c === 'H');
    for (const { s, p: q } of states.values()) {
      const k = s.lost > 0 ? WORST_NAMES.length + s.lost - 1 : s.worst;
      shares[k] = shares[k]! + q;
    }
  }
  return { shares, dice };
}

/** The shares as {@link AttackOdds}: the target is out of action when he has lost all his cards. */
function toOdds(x: Attack, shares: readonly number[], details: readonly OddsDetail[]): AttackOdds {
  const names = outcomeNames(x.b.cards);
  const outcomes: AttackOutcome[] = names.map((outcome, k) => ({ outcome, probability: shares[k]!, outOfAction: k === names.length - 1 && k >= WORST_NAMES.length }));
  return {
    attack: attackLine(x),
    hit: 1 - shares[0]!,
    outOfAction: outcomes.filter((o) => o.outOfAction).reduce((s, o) => s + o.probability, 0),
    outcomes,
    details,
  };
}

/** The EFFECTS OF HIT TABLE read with the target's dice at `dv`, no reroll: a detail's rows. */
function effectRows(x: Attack, dv: number): OddsDetail['rows'] {
  const pv = targetRolls(x.b);
  const p = new Map<HitEffect, number>();
  for (let r = 1; r <= 10; r++) p.set(hitEffect(r, dv), (p.get(hitEffect(r, dv)) ?? 0) + pv[r]!);
  return HIT_EFFECTS.map((e) => ({ label: EFFECT_WORDS[e], probability: p.get(e) ?? 0 }));
}

/** The finer breakdowns: scoring dice and Bull's Eyes given a hit, and one scoring die's effect by DV (5-9, and a 10). */
function detailsOf(x: Attack, dice: Map<string, number>): OddsDetail[] {
  const hit = 1 - (dice.get('') ?? 0);
  const n = Math.max(x.dice.read === READ_EACH ? x.dice.dice : 1, x.spec.chainFireMask !== 0 ? 3 : 0);
  const byCount = new Array<number>(n + 1).fill(0);
  const byBulls = new Array<number>(n + 1).fill(0);
  for (const [key, p] of dice) {
    if (key === '') continue;
    const bulls = key.split('').filter((c) => c === 'B' || c === 'H').length;
    byCount[key.length] = byCount[key.length]! + p / hit;
    byBulls[bulls] = byBulls[bulls]! + p / hit;
  }
  const dv = x.dvTarget + x.dvShooter;
  const bulls = dv + DV['bulls-eye'];
  const tableNote = `${x.b.name}'s ${diceWords({ dice: x.b.dice, read: x.b.diceRead })} on the EFFECTS OF HIT TABLE, before any Lucky or Cut! reroll`;
  const details: OddsDetail[] = [];
  if (hit > 0) {
    details.push({ title: 'Scoring dice, given a hit', rows: byCount.slice(1).map((p, k) => ({ label: `${k + 1} scoring di${k === 0 ? 'e' : 'ce'}`, probability: p })) });
    details.push({ title: "Bull's Eyes (a 10: DV -2) among the scoring dice, given a hit", rows: byBulls.map((p, k) => ({ label: `${k} Bull's Eye${k === 1 ? '' : 's'}`, probability: p })) });
  }
  details.push({ title: `Effect of one scoring die of 5-9 at DV ${dv} (${tableNote})`, rows: effectRows(x, dv) });
  details.push({ title: `Effect of a Bull's Eye at DV ${bulls} (${tableNote})`, rows: effectRows(x, bulls) });
  return details;
}

/** An agent that does nothing: the world needs one per character, and `fire` asks none. */
const idle: SkirmishAgent = (_o, _s, out) => {
  out.action = ACT_NONE;
};

/**
 * Quick on the Draw's single-shot odds on its SHOOTOUTS matchups ({@link QdDuel}; range in paces,
 * one pace a map space: RULINGS.md QR-1). The attack (QR-86): A's one shot with his first weapon,
 * drawn and in hand, standing in the open, at B unhurt, standing in the open with all his cards
 * of the phase still to come; the shot as `--shot` names it, no wanting-to-shoot test (A shoots),
 * no joker. Outcomes (QR-87): `miss`, `near miss`, `graze`, `courage test` (the worst effect of
 * the dice when no card is lost), then `1 hit` .. `N hits`, the cards the attack removes (N his
 * cards: Hero 4, Main 3, Supporting 2, Minor 1), the last out of action (a casualty: shots are
 * lethal).
 */
export const qdOdds: OddsSupport<QdDuel> = {
  shots: QD_ODDS_SHOTS,
  kinds: Object.keys(TYPICAL_WEAPON),

  /**
   * The exact distribution by enumerating every die: A's attack dice (all `10^n` rolls of dice that
   * each score, the read value's distribution for a best or worst read), the Expert's and Lucky
   * rerolls, then each scoring die in order on B's effects roll with his rerolls and courage tests.
   * Details: the scoring dice and Bull's Eyes given a hit, and the EFFECTS OF HIT TABLE read with
   * B's dice at the DV of a 5-9 and of a 10 (and after falling back from point blank).
   * @throws Error naming `--shot` (unknown, or not allowed with the weapon or at the range), `--range` (beyond twice the effective range), `--weapon` or `--b` (not covered: QR-86)
   */
  exact(m, shot) {
    const x = readAttack(m, shot);
    const { shares, dice } = exactShares(x);
    return toOdds(x, shares, detailsOf(x, dice));
  },

  /**
   * The same attack played `trials` times by the engine: a world of the matchup reset for each
   * trial (skirmish/world.ts `resetQdWorld`), A's weapon drawn, B's cards all still to come this
   * phase, A aiming at B for an aimed shot, then skirmish/shooting.ts `fire` (which calls
   * effects.ts `resolveHit` for each scoring die), drawing from `stream`. Outcomes read from B's
   * lethal hits and the effects `resolveHit` records (`hitResult.effects`). No details.
   * @throws Error as {@link qdOdds.exact}
   */
  simulate(m, shot, stream: Stream, trials) {
    const x = readAttack(m, shot);
    const engine = new QdEngine(m.setup, [idle, idle]);
    const world = engine.world;
    world.stream = stream;
    world.acc = createQdAccumulator(m.setup);
    const counts = outcomeNames(x.b.cards).map(() => 0);
    for (let t = 0; t < trials; t++) {
      resetQdWorld(world);
      world.drawn[0] = 1;
      world.toCome[1] = x.b.cards;
      world.aimingAt[0] = x.shot === SHOT_AIMED ? 1 : -1;
      hitResult.effects = 0;
      fire(world, 0, 1, x.shot, 0, false);
      const lost = world.lethal[1]!;
      const e = hitResult.effects;
      const k = lost > 0 ? WORST_NAMES.length + lost - 1 : (e & EFFECT_COURAGE_TEST) !== 0 ? 3 : (e & EFFECT_GRAZE) !== 0 ? 2 : (e & EFFECT_NEAR_MISS) !== 0 ? 1 : 0;
      counts[k] = counts[k]! + 1;
    }
    return toOdds(x, counts.map((c) => c / trials), []);
  },

  /**
   * A typical shooter and target (RULINGS.md QR-86): a Supporting character of ordinary
   * personality and no skills, with a cartridge revolver (`revolver`), a repeating rifle (`rifle`)
   * or a double-barrelled shotgun (`shotgun`), against a like Supporting character with a cartridge
   * revolver, as inline lines; `maxRange` twice the weapon's effective range (WEAPONS TABLE), in
   * paces (one pace a map space).
   * @throws Error naming `--weapon` and the known kinds for an unknown kind
   */
  typical(kind): TypicalAttack {
    const id = TYPICAL_WEAPON[kind];
    if (id === undefined) throw new Error(`--weapon ${kind}: unknown kind for Quick on the Draw; known: ${Object.keys(TYPICAL_WEAPON).join(', ')}`);
    return {
      a: `TYPE=supporting PERSONALITY=ordinary WPN=${id} NAME=Gunman`,
      b: 'TYPE=supporting PERSONALITY=ordinary WPN=cartridge-revolver NAME=Target',
      weaponA: id,
      maxRange: 2 * weaponById(id).range,
    };
  },
};
