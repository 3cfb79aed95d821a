/**
 * Shootout!'s single-shot odds (`deadeye odds --system shootout`, issue #14 section 3): the exact
 * distribution of what one turn of duelist A's fire does to duelist B at the range of a compiled
 * standing duel ({@link ShootoutDuel}), B unhurt before it, and the same attack played through the
 * engines' own functions for the tests to set against it.
 *
 * The attack (shootout.txt, "3. Ranged Combat"; RULINGS.md SR-63..SR-66): every combat die A's
 * weapon fires in a turn (one round a die, SR-24: a Colt 2, a repeater rifle 2, a shotgun 2 of its 3
 * with its 2 rounds, 3 with `+volleys`), each 1D6 + Ranged + the situational modifiers of the shot
 * type, 6 or more a hit, a natural 1 a miss; then B's saving throw per hit, 1D6 + the saving-throw
 * modifiers, 6 or more a save, a natural 1 a fail; each unsaved hit takes one from his HTK, and at
 * 0 he is dead (SR-29). Outcomes: `miss` (no die hits), `all hits saved`, `1 unsaved hit` ...
 * `n unsaved hits` (n the dice fired); out of action: unsaved hits >= B's HTK.
 *
 * Shot types (SR-64): `fire`, the standing duel's ranged fire (SR-20); `snapfire`, the skirmish's
 * snapfire (SR-45) at B stepping into view with a move of 3" or less; `snapfire-over-3`, the same
 * at B who has moved more than 3".
 *
 * Exact: the duel solver's `volleyJoint` (binomial hits, binomial unsaved hits) for `fire`; for
 * snapfire, whose hits land at once so that no die is rolled at a dead man (SR-42), a die-by-die
 * chain over (hits, unsaved hits) that stops at B's HTK; both from the solver's `d6Successes`
 * and the modifiers of the tables (`RANGED_COMBAT`, `SAVING_THROWS`, `DUEL_MODIFIERS`).
 * Monte Carlo: `fire` through `ShootoutDuelEngine.runBatch` (one turn, B holding his fire);
 * snapfire through the skirmish's `volley` and `checkPinned` (ranged.ts, saves.ts) on a bare
 * street, as the skirmish engine's `snapfires` calls them.
 */
import {
  ACT_NONE,
  INTENT_FIRE,
  INTENT_HOLD,
  packIntent,
  parseScenario,
  type AttackOdds,
  type AttackOutcome,
  type OddsDetail,
  type OddsSupport,
  type SkirmishAgent,
  type TypicalAttack,
  type WeaponAgent,
} from '@deadeye/core';
import type { Stream } from '@deadeye/rng';
import { createShootoutDuelAccumulator } from '../duel/accumulator.ts';
import { ShootoutDuelEngine } from '../duel/engine.ts';
import { d6Successes, volleyJoint } from '../duel/exact.ts';
import { DUEL_MODIFIERS, SHOOTOUT_DUEL_MIN_RANGE, TARGET_SCORE, type ShootoutDuel, type ShootoutDuelist } from '../duel/matchup.ts';
import { createSoAccumulator } from '../skirmish/accumulator.ts';
import { SoEngine } from '../skirmish/engine.ts';
import type { SoProfile } from '../skirmish/profile.ts';
import { volley } from '../skirmish/ranged.ts';
import { checkPinned } from '../skirmish/saves.ts';
import { compileSoSkirmish } from '../skirmish/setup.ts';
import { resetSoWorld, up, type SoWorld } from '../skirmish/world.ts';
import { RANGED_COMBAT, SAVING_THROWS } from '../tables/combat.ts';
import { rangedWeapon } from '../tables/weapons.ts';

/** A shot type `--shot` takes: what it adds to the standing duel's fire (RULINGS.md SR-64). */
interface ShotRule {
  readonly name: string;
  readonly description: string;
  /** Added to A's duel to-hit modifier (`ShootoutDuelist.hitModifier`: Ranged, stationary, open, short range). */
  readonly toHit: number;
  /** The saving-throw modifiers that apply, summed. */
  readonly save: number;
  /** True when the hits land at once and no die is rolled at a dead man (snapfire, SR-42). */
  readonly immediate: boolean;
  /** B's path this turn, inches (0: stationary), as the skirmish world is given it. */
  readonly movedInches: number;
  /** The modifiers in words, beyond Ranged, open and short range. */
  readonly words: readonly string[];
}

const M = RANGED_COMBAT.modifiers;
const S = SAVING_THROWS.modifiers;
/** What the skirmish world has B walk for `snapfire-over-3`: a full move of a Speed +0 man, "6\" + its Speed factor" ("2. Move Troops"). */
const FULL_MOVE_INCHES = 6;

/** The shot types, the default first (RULINGS.md SR-63, SR-64). */
const SHOTS: readonly ShotRule[] = [
  {
    name: 'fire',
    description:
      'the standing duel\'s ranged fire: every combat die the weapon fires in a turn at B standing still in the open, each 1D6 + Ranged + target stationary +1 + target in open +1 (+1 at short range); each hit a saving throw at +0 (shootout.txt "3. Ranged Combat"; RULINGS.md SR-20, SR-63)',
    toHit: 0,
    save: DUEL_MODIFIERS.savingThrow,
    immediate: false,
    movedInches: 0,
    words: [`${M.targetStationary.text.toLowerCase()} ${signed(M.targetStationary.value)}`],
  },
  {
    name: 'snapfire',
    description: `snapfire in the movement phase at B as he steps into view with a move of ${SAVING_THROWS.movedMoreThan}" or less: ${M.snapfiring.text} ${signed(M.snapfiring.value)}, no target stationary +1 (he has moved), target in open +1 (+1 at short range); saving throw +0; the hits land at once, no die rolled at a dead man (RULINGS.md SR-45, SR-64)`,
    toHit: M.snapfiring.value - M.targetStationary.value,
    save: 0,
    immediate: true,
    movedInches: SAVING_THROWS.movedMoreThan,
    words: [`${M.snapfiring.text.toLowerCase()} ${signed(M.snapfiring.value)}`],
  },
  {
    name: 'snapfire-over-3',
    description: `snapfire as above at B who has moved more than ${SAVING_THROWS.movedMoreThan}" this turn: also ${S.targetMoved.text} ${signed(S.targetMoved.value)} to each saving throw (RULINGS.md SR-64)`,
    toHit: M.snapfiring.value - M.targetStationary.value,
    save: S.targetMoved.value,
    immediate: true,
    movedInches: FULL_MOVE_INCHES,
    words: [`${M.snapfiring.text.toLowerCase()} ${signed(M.snapfiring.value)}`],
  },
];

/** The weapon kinds `typical` knows and the weapon each stands for (RULINGS.md SR-66). */
const TYPICAL_WEAPONS: Readonly<Record<string, string>> = { revolver: 'colt-revolver', rifle: 'repeater-rifle', shotgun: 'shotgun' };
/** The typical shooter and target: the Ranch-hands' Cowboy (Ranged +1, HTK 1; shootout.txt, "Troop Listings.") (SR-66). */
const TYPICAL_FIGURE = 'Cowboy';

function signed(n: number): string {
  return n < 0 ? `${n}` : `+${n}`;
}

/** The shot type named `name`. @throws Error `--shot: unknown shot "x" for Shootout!; known: fire, snapfire, snapfire-over-3` */
function shotRule(name: string): ShotRule {
  const s = SHOTS.find((x) => x.name === name);
  if (s === undefined) throw new Error(`--shot: unknown shot "${name}" for Shootout!; known: ${SHOTS.map((x) => x.name).join(', ')}`);
  return s;
}

/** Checks that A's weapon reaches the matchup's range (inclusive, SR-29). @throws Error `--range r: ...` naming the weapon and its maximum range */
function checkRange(m: ShootoutDuel): void {
  const max = rangedWeapon(m.a.weapon).maxRange;
  if (!(m.range >= SHOOTOUT_DUEL_MIN_RANGE && m.range <= max)) {
    throw new Error(`--range ${m.range}: ${m.a.name}'s ${m.a.weaponName} reaches from ${SHOOTOUT_DUEL_MIN_RANGE}" to ${max}" (shootout.txt, "3. Ranged Combat"); give a range from ${SHOOTOUT_DUEL_MIN_RANGE} to ${max} inches`);
  }
}

/**
 * The combat dice duelist `a` fires in his first turn, as the standing duel resolves the standing
 * duelist's "fire all he can" with a full weapon (shootout.txt, "3. Ranged Combat", Weapons:
 * Combat Dice, Ammo before Reload; RULINGS.md SR-24, SR-63): all the weapon's dice with
 * `+volleys` (`volleys` 1) or an `n/a` weapon, else no more than the rounds it holds.
 * @returns a whole number of dice >= 1
 */
export function shootoutShotDice(a: ShootoutDuelist, volleys: 0 | 1): number {
  return volleys === 1 || a.limited === 0 ? a.dice : Math.min(a.dice, a.capacity);
}

/** The attack's numbers: dice, to-hit and saving-throw modifiers, B's HTK. */
interface Attack {
  readonly shot: ShotRule;
  readonly dice: number;
  readonly toHit: number;
  readonly save: number;
  readonly htk: number;
  readonly line: string;
}

/** The lowest face that succeeds with `modifier` in words (`3-6`, `6`, `no face`). */
function faces(modifier: number): string {
  const lowest = Math.max(2, TARGET_SCORE - modifier);
  return lowest > 6 ? 'no face' : lowest === 6 ? '6' : `${lowest}-6`;
}

function attackOf(m: ShootoutDuel, shotName: string): Attack {
  const shot = shotRule(shotName);
  checkRange(m);
  const a = m.a;
  const dice = shootoutShotDice(a, m.switches.volleys);
  const toHit = a.hitModifier + shot.toHit;
  const save = shot.save;
  const parts = [`Ranged ${signed(a.ranged)}`, ...shot.words, `${M.targetInOpen.text.toLowerCase()} ${signed(M.targetInOpen.value)}`];
  if (a.band === 'short') parts.push(`short range ${signed(M.shortRange.value)}`);
  const saveWords = save === 0 ? '+0' : `${signed(save)} (${S.targetMoved.text.toLowerCase()})`;
  const line =
    `${shot.name}: ${a.name}'s ${a.weaponName} at ${m.b.name}, ${m.range}" (${a.band} range): ${dice} combat ${dice === 1 ? 'die' : 'dice'}, each 1D6 ${signed(toHit)} (${parts.join(', ')}), ` +
    `a hit on ${faces(toHit)}; saving throw 1D6 ${saveWords}, a save on ${faces(save)}; B's HTK ${m.b.htk}${shot.immediate ? '; hits land at once' : ''}`;
  return { shot, dice, toHit, save, htk: m.b.htk, line };
}

/**
 * A volley whose unsaved hits land at once (snapfire: RULINGS.md SR-42, SR-64): each of `n` dice
 * is rolled only while fewer than `stopAt` hits went unsaved (B's HTK; Infinity: every die); a die
 * hits with probability `pHit`, a hit goes unsaved with `pUnsaved` (0..1 each).
 * @returns P(k hits rolled and u unsaved) at `k * (n + 1) + u`, as {@link volleyJoint}
 */
export function sequentialVolleyJoint(n: number, pHit: number, pUnsaved: number, stopAt: number): Float64Array {
  const w = n + 1;
  let cur = new Float64Array(w * w);
  cur[0] = 1;
  for (let die = 0; die < n; die++) {
    const next = new Float64Array(w * w);
    for (let k = 0; k <= die; k++) {
      for (let u = 0; u <= k; u++) {
        const p = cur[k * w + u] as number;
        if (p === 0) continue;
        const at = k * w + u;
        if (u >= stopAt) {
          // B is dead: no more dice are rolled at him.
          next[at] = (next[at] as number) + p;
          continue;
        }
        next[at] = (next[at] as number) + p * (1 - pHit);
        next[at + w] = (next[at + w] as number) + p * pHit * (1 - pUnsaved);
        next[at + w + 1] = (next[at + w + 1] as number) + p * pHit * pUnsaved;
      }
    }
    cur = next;
  }
  return cur;
}

/** The outcome names for `n` dice: `miss`, `all hits saved`, `1 unsaved hit` ... `n unsaved hits`. */
function outcomeNames(n: number): string[] {
  const names = ['miss', 'all hits saved'];
  for (let u = 1; u <= n; u++) names.push(`${u} unsaved hit${u === 1 ? '' : 's'}`);
  return names;
}

/** Rows of the second detail: what the hits leave B as (SR-26, SR-29, SR-65). */
const EFFECTS = ['dead', 'pinned down', 'wounded', 'unhurt'] as const;
const HITS_TITLE = 'Hits before saving throws, given a hit';
const EFFECT_TITLE = 'What the hits leave B as, given a hit: dead (unsaved hits reach his HTK), pinned down (alive, 2 or more hits before saving throws), wounded (alive, not pinned, an unsaved hit), unhurt (every hit saved, not pinned)';

/**
 * The odds from a joint table of (hits, unsaved hits) weights (probabilities or counts) and the
 * effect weights (dead, pinned, wounded, unhurt), divided by `total`.
 */
function oddsOf(at: Attack, joint: Float64Array, effects: readonly number[], total: number, attack: string): AttackOdds {
  const n = at.dice;
  const w = n + 1;
  const weights = new Float64Array(n + 2);
  const hitsRows = new Float64Array(n + 1);
  for (let k = 0; k <= n; k++) {
    for (let u = 0; u <= k; u++) {
      const p = joint[k * w + u] as number;
      hitsRows[k] = (hitsRows[k] as number) + p;
      const o = k === 0 ? 0 : u === 0 ? 1 : u + 1;
      weights[o] = (weights[o] as number) + p;
    }
  }
  const names = outcomeNames(n);
  const outcomes: AttackOutcome[] = names.map((outcome, o) => ({ outcome, probability: (weights[o] as number) / total, outOfAction: o >= 2 && o - 1 >= at.htk }));
  const hitWeight = total - (weights[0] as number);
  const hit = hitWeight / total;
  let outOfAction = 0;
  for (const o of outcomes) if (o.outOfAction) outOfAction += o.probability;
  const details: OddsDetail[] =
    hitWeight > 0
      ? [
          { title: HITS_TITLE, rows: Array.from({ length: n }, (_, i) => ({ label: `${i + 1} hit${i === 0 ? '' : 's'}`, probability: (hitsRows[i + 1] as number) / hitWeight })) },
          { title: EFFECT_TITLE, rows: EFFECTS.map((label, i) => ({ label, probability: (effects[i] as number) / hitWeight })) },
        ]
      : [];
  return { attack, hit, outOfAction, outcomes, details };
}

/**
 * The exact odds of one turn of A's fire at B, from the tables (no sampling).
 * @param m a compiled standing duel (`buildShootoutDuels`); its range in inches (one map space)
 * @param shot `fire`, `snapfire` or `snapfire-over-3` (RULINGS.md SR-64)
 * @returns outcomes `miss`, `all hits saved`, `1 unsaved hit` ... `n unsaved hits` (n the dice
 *   fired, SR-63), out of action at B's HTK; details: hits before saving throws and what the hits
 *   leave B as, each given a hit (none when no die can hit)
 * @throws Error `--shot: ...` for an unknown shot, naming the known ones; `--range r: ...` when A's
 *   weapon does not reach the range
 */
export function shootoutOddsExact(m: ShootoutDuel, shot: string): AttackOdds {
  const at = attackOf(m, shot);
  const n = at.dice;
  const w = n + 1;
  const joint = at.shot.immediate
    ? sequentialVolleyJoint(n, d6Successes(at.toHit) / 6, 1 - d6Successes(at.save) / 6, at.htk)
    : volleyJoint(n, at.toHit, at.save);
  // Dead, pinned down, wounded, unhurt, as the engines decide them (applyHits/takeHit, pinIfHit/checkPinned).
  const effects = [0, 0, 0, 0];
  for (let k = 1; k <= n; k++) {
    for (let u = 0; u <= k; u++) {
      const p = joint[k * w + u] as number;
      const e = u >= at.htk ? 0 : k >= 2 ? 1 : u >= 1 ? 2 : 3;
      effects[e] = (effects[e] as number) + p;
    }
  }
  return oddsOf(at, joint, effects, 1, at.line);
}

/** The attacker's agent: the standing duelist's first turn, fire all he can (min(rate of fire, loaded)). */
const fireAll: WeaponAgent = (o) => (o.loaded > 0 ? packIntent(INTENT_FIRE, o.rateOfFire < o.loaded ? o.rateOfFire : o.loaded) : INTENT_HOLD);
/** The target's agent: he holds his fire, so the turn is A's volley alone (no Draw!: SR-21 needs both to fire). */
const holdFire: WeaponAgent = () => INTENT_HOLD;
/** A skirmish agent that does nothing (the snapfire world is driven by hand). */
const idle: SkirmishAgent = (_o, _s, out) => {
  out.action = ACT_NONE;
};

/** A duelist as the skirmish reads him: his duel factors (Close and Leader play no part: 0) and his weapon. */
function soProfile(d: ShootoutDuelist): SoProfile {
  return {
    factors: { close: 0, ranged: d.ranged, speed: d.speed, courage: d.courage, leader: 0, htk: d.htk },
    ranged: [d.weapon],
    close: [],
    group: undefined,
    leader: false,
    hiredGun: false,
    indianOnFoot: false,
    profile: 'inline',
    rowWeapons: null,
    points: 0,
    source: 'deadeye odds',
  };
}

/**
 * The skirmish world of a snapfire: A and B `m.range` spaces apart on row 1 of a bare street
 * (one inch a space, SR-30; no cover: B in the open), each his own side. Their numbers are the
 * duel's ({@link soProfile}), handed to `compileSoSkirmish` directly: the empty stat blocks are
 * never read.
 */
function snapfireWorld(m: ShootoutDuel): SoWorld {
  const width = m.range + 3;
  const yaml = [
    'name: odds',
    `map: { width: ${width}, height: 3, feetPerSpace: 6, default: street, terrain: [], cover: [] }`,
    'sides: [{ name: A }, { name: B }]',
    'characters:',
    `  - { name: A, side: A, position: [1, 1], facing: E, weapons: [], stats: { shootout: {} }, agent: { doctrine: standing } }`,
    `  - { name: B, side: B, position: [${1 + m.range}, 1], facing: W, weapons: [], stats: { shootout: {} }, agent: { doctrine: standing } }`,
  ].join('\n');
  const scenario = parseScenario(`${yaml}\n`, 'odds.yaml');
  const setup = compileSoSkirmish(scenario, { variant: m.variant, maxTurns: 1 }, [soProfile(m.a), soProfile(m.b)]);
  const world = new SoEngine(setup, [idle, idle]).world;
  world.acc = createSoAccumulator(setup);
  return world;
}

/**
 * The same attack played `trials` times through the engines' own functions, drawing from `stream`:
 * `fire` through `ShootoutDuelEngine.runBatch` (one turn; B holds his fire); snapfire through the
 * skirmish's `volley(world, A, B, -1, -1, snap, immediate)` and `checkPinned`, as `SoEngine`'s
 * `snapfires` calls them, on a world reset for each trial (`resetSoWorld`) with B having moved
 * the shot's distance this turn.
 * @returns the estimated shares, same outcomes and details as {@link shootoutOddsExact}
 * @throws Error as {@link shootoutOddsExact}; RangeError unless `trials` is a whole number >= 1
 */
export function shootoutOddsSimulate(m: ShootoutDuel, shot: string, stream: Stream, trials: number): AttackOdds {
  const at = attackOf(m, shot);
  if (!(Number.isSafeInteger(trials) && trials >= 1)) throw new RangeError(`trials must be a whole number >= 1, got ${trials}`);
  const n = at.dice;
  const w = n + 1;
  const joint = new Float64Array(w * w);
  const effects = [0, 0, 0, 0];
  const tally = (k: number, u: number, dead: boolean, pinned: boolean): void => {
    if (k > n || u > k) throw new Error(`odds: the engine scored ${k} hits, ${u} unsaved, from ${n} dice`);
    joint[k * w + u] = (joint[k * w + u] as number) + 1;
    if (k > 0) {
      const e = dead ? 0 : pinned ? 1 : u >= 1 ? 2 : 3;
      effects[e] = (effects[e] as number) + 1;
    }
  };
  if (!at.shot.immediate) {
    const one: ShootoutDuel = { ...m, maxTurns: 1 };
    const engine = new ShootoutDuelEngine(one, [fireAll, holdFire]);
    engine.runBatch(stream, trials, createShootoutDuelAccumulator(one), () => {
      tally(engine.hitsScored[0] as number, engine.unsavedScored[0] as number, engine.htk[1] === 0, engine.pinned[1] === 1);
    });
  } else {
    const world = snapfireWorld(m);
    world.stream = stream;
    const moved = (2 * at.shot.movedInches) / world.ips;
    for (let t = 0; t < trials; t++) {
      resetSoWorld(world);
      world.turn = 1;
      world.movedHalf[1] = moved;
      volley(world, 0, 1, -1, -1, true, true);
      checkPinned(world, 1);
      tally(world.hitsTaken[1] as number, (world.htkMax[1] as number) - (world.htk[1] as number), !up(world, 1), world.pinned[1] === 1);
    }
  }
  return oddsOf(at, joint, effects, trials, `${at.line} (Monte Carlo, ${trials} trials)`);
}

/**
 * The typical attack of a weapon kind (RULINGS.md SR-66): a Cowboy (Ranch-hands, Ranged +1, HTK 1)
 * firing at a Cowboy, with a Colt Revolver (`revolver`), a Repeater Rifle (`rifle`) or a Shotgun
 * (`shotgun`); `maxRange` the weapon's Max Range in map spaces (inches, SR-30).
 * @throws Error `--weapon: unknown weapon kind "x" for Shootout!; known: revolver, rifle, shotgun`
 */
export function shootoutTypicalAttack(kind: string): TypicalAttack {
  const id = Object.hasOwn(TYPICAL_WEAPONS, kind) ? TYPICAL_WEAPONS[kind] : undefined;
  if (id === undefined) throw new Error(`--weapon: unknown weapon kind "${kind}" for Shootout!; known: ${Object.keys(TYPICAL_WEAPONS).join(', ')}`);
  return { a: TYPICAL_FIGURE, b: TYPICAL_FIGURE, weaponA: id, maxRange: rangedWeapon(id).maxRange };
}

/** Shootout!'s single-shot odds, the `odds` of the `shootout` rule system. */
export const shootoutOdds: OddsSupport<ShootoutDuel> = {
  shots: SHOTS.map((s) => ({ name: s.name, description: s.description })),
  kinds: Object.keys(TYPICAL_WEAPONS),
  exact: shootoutOddsExact,
  simulate: shootoutOddsSimulate,
  typical: shootoutTypicalAttack,
};
