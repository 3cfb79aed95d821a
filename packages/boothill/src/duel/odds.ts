/**
 * BOOT HILL's single-shot odds (`deadeye odds --system boothill`, the seam's `OddsSupport` of
 * `@deadeye/core` odds.ts): duelist A's one shot at duelist B in the standing duel at the range of
 * a compiled matchup, both unhurt (RULINGS.md R21).
 *
 * - `exact`: the hit chance from the exact solver's own per-shot pieces (`exact.ts`:
 *   {@link duelistHitChanceBase}, {@link shotHitProbability}), then the wounds of a hit: 1, or the
 *   d10 column of the SHOTGUN/SCATTER GUN EFFECTS TABLE ({@link woundsPerHit}), each wound one of
 *   the solver's {@link woundKinds} from the WOUND CHART; every combination of wounds enumerated.
 *   Locations enumerate the location d100's faces through the engine's `LOCATION_OF_ROLL`.
 * - `simulate`: the same shot played by the duel engine's own resolution ({@link DuelEngine.fireShot},
 *   the code its volleys call), B's fate read from the engine's state and accumulator.
 *
 * Rules: boot-hill-rulebook.txt COMBAT (Hit Determination, HIT DETERMINATION CHART, WOUNDS, WOUND
 * CHART, SHOTGUN/SCATTER GUN EFFECTS TABLE); the screen reading of the HIT DETERMINATION CHART from
 * boot-hill-referee-screen-and-northfield-module.md (R1). Interpretations: RULINGS.md R21-R25.
 */
import { FEET_PER_SPACE, INTENT_HOLD, duelistBlock, packIntent, type AttackOdds, type AttackOutcome, type OddsDetail, type OddsSupport, type TypicalAttack, type WeaponAgent } from '@deadeye/core';
import type { Stream } from '@deadeye/rng';
import { findCharacter } from '../roster.ts';
import { WOUND_STRENGTH_LOSS } from '../tables/wounds.ts';
import { WEAPONS_CHART, weaponByCode } from '../tables/weapons.ts';
import { LOCATION_LABELS, LOCATION_OF_ROLL, SEVERITY_LABELS, SEVERITY_LIGHT, SEVERITY_MORTAL, SEVERITY_SERIOUS } from '../wound-lookup.ts';
import { D_LOCATION, D_SEVERITY, DUEL_LAYOUT, createDuelAccumulator } from './accumulator.ts';
import { DEAD, DuelEngine, UNCONSCIOUS } from './engine.ts';
import { duelistHitChanceBase, shotHitProbability, woundKinds, woundsPerHit } from './exact.ts';
import { Spread, type DuelMatchup, type DuelistSpec } from './matchup.ts';

/**
 * The shots `--shot` takes, the default first: the first, second and third shot of a turn's
 * volley, the only distinction the standing duel's engine makes between one shot and another (the
 * HIT DETERMINATION CHART's "Second shot this turn -10", "Third shot this turn -20"). A later shot
 * assumes the earlier ones of the volley missed, so B is still unhurt (RULINGS.md R22).
 */
export const BOOT_HILL_SHOTS: readonly { readonly name: string; readonly description: string }[] = [
  { name: 'first', description: 'the first shot of the turn (no shot-number modifier): the standing duel\'s opening shot' },
  { name: 'second', description: 'the second shot this turn (-10 to hit), the first having missed; weapons firing 2 or more a turn' },
  { name: 'third', description: 'the third shot this turn (-20 to hit), the first two having missed; weapons firing 3 a turn' },
];

/** Outcome names, in the order {@link exactShotOdds} lists them (`hit, no wound` only for shotguns and scatter guns). RULINGS.md R23. */
export const SHOT_OUTCOMES = ['miss', 'hit, no wound', 'light wound', 'serious wound', 'unconscious', 'dead (mortal wound)'] as const;
const O_MISS = 0;
const O_NO_WOUND = 1;
const O_LIGHT = 2;
const O_SERIOUS = 3;
const O_UNCONSCIOUS = 4;
const O_DEAD = 5;
/** Outcomes that put the (unhurt) target out of action (rulebook WOUNDS: death, or STRENGTH 0 or less). */
const OUT_OF_ACTION: readonly boolean[] = [false, false, false, false, true, true];


/** The weapon kinds {@link typicalShot} knows. */
export const BOOT_HILL_ODDS_KINDS: readonly string[] = ['revolver', 'rifle', 'shotgun'];

/**
 * The typical attack of each kind, from the Referee's Screen's AVERAGE MISCELLANEOUS CHARACTERS
 * CHART: the average men who carry that kind of gun, at a target of STR 14 (RULINGS.md R25).
 */
const TYPICAL: Readonly<Record<string, { readonly a: string; readonly b: string; readonly weaponA: string }>> = {
  revolver: { a: 'Cowboy', b: 'Cowboy', weaponA: 'SAR6' },
  rifle: { a: 'Homesteader', b: 'Homesteader', weaponA: '6R' },
  shotgun: { a: 'Stage Guard', b: 'Cowboy', weaponA: '2SG' },
};

/**
 * A typical shooter with a weapon of `kind` (`revolver`, `rifle`, `shotgun`) and a typical target,
 * as duel words (roster names), with the weapon's reach: the WEAPONS CHART's end of extreme range,
 * in spaces (1 space = 6 ft). RULINGS.md R25.
 * @throws Error `--weapon: unknown weapon kind ...` naming the known kinds
 */
export function typicalShot(kind: string): TypicalAttack {
  const t = TYPICAL[kind];
  if (t === undefined) throw new Error(`--weapon: unknown weapon kind "${kind}"; BOOT HILL knows ${BOOT_HILL_ODDS_KINDS.join(', ')}`);
  findCharacter(t.a);
  findCharacter(t.b);
  return { a: t.a, b: t.b, weaponA: t.weaponA, maxRange: WEAPONS_CHART[weaponByCode(t.weaponA).type].bands[3] };
}

/**
 * The shot index (0-based) of a `--shot` word for shooter `a`.
 * @throws Error naming `--shot` and the known shots, or the shots `a`'s weapon fires in a turn (R22)
 */
function shotIndex(a: DuelistSpec, shot: string): number {
  const i = BOOT_HILL_SHOTS.findIndex((s) => s.name === shot);
  if (i < 0) throw new Error(`--shot: unknown shot "${shot}"; BOOT HILL knows ${BOOT_HILL_SHOTS.map((s) => s.name).join(', ')} (the first, second or third shot of a turn)`);
  if (i >= a.rateOfFire) {
    const allowed = BOOT_HILL_SHOTS.slice(0, a.rateOfFire).map((s) => s.name).join(', ');
    throw new Error(`--shot: ${a.name}'s ${a.weapon} fires ${a.rateOfFire} shot${a.rateOfFire === 1 ? '' : 's'} a turn, so it has no ${shot} shot; use ${allowed}`);
  }
  return i;
}

/** @throws Error naming `--range` when A's weapon cannot reach the matchup's range (WEAPONS CHART, R9). */
function checkReach(m: DuelMatchup): void {
  const item = weaponByCode(m.a.weapon);
  const reach = WEAPONS_CHART[item.type].bands[3];
  if (!(m.range > 0 && m.range <= reach)) {
    throw new Error(`--range ${m.range}: ${m.a.name}'s ${item.code} reaches ${reach} spaces (${reach * FEET_PER_SPACE} ft) at most; give a range from just over 0 to ${reach}`);
  }
}

const signed = (n: number): string => (n >= 0 ? `+${n}` : String(n));

/** The attack in one line: shot, weapon, range and band, every hit modifier that applies, the chance. */
function describe(m: DuelMatchup, i: number): string {
  const a = m.a;
  const item = weaponByCode(a.weapon);
  const base = duelistHitChanceBase(a, m.mods, 0, 0);
  const chance = base + (m.mods.shot[i] as number);
  const parts = [`BAC ${a.bac}`, `${a.band} range ${signed(a.rangeModifier)}`];
  if (a.weaponModifier !== 0) parts.push(`${a.spread === Spread.Shotgun ? 'shotgun' : 'scatter gun'} ${signed(a.weaponModifier)}`);
  if (i > 0) parts.push(`${BOOT_HILL_SHOTS[i]?.name} shot ${signed(m.mods.shot[i] as number)}`);
  const clamp = chance > 100 ? ' (a certain hit)' : chance < 0 ? ' (a certain miss)' : '';
  const spread = a.spread === Spread.None ? '' : `; wounds per hit on a d10 (${a.spread === Spread.Shotgun ? 'shotgun' : 'scatter gun'}, ${a.band})`;
  return (
    `${a.name}'s ${BOOT_HILL_SHOTS[i]?.name} shot with his ${item.code} (${item.name}) at ${m.b.name} (STR ${m.b.str}), ` +
    `${m.range} space${m.range === 1 ? '' : 's'} (${m.range * FEET_PER_SPACE} ft): ${parts.join(' ')} = ${chance}% to hit${clamp}, ${m.variant} reading${spread}`
  );
}

/** The outcome list of a weapon: `hit, no wound` only where the weapon can hit without wounding. */
function outcomeIndices(a: DuelistSpec): number[] {
  return a.spread === Spread.None ? [O_MISS, O_LIGHT, O_SERIOUS, O_UNCONSCIOUS, O_DEAD] : [O_MISS, O_NO_WOUND, O_LIGHT, O_SERIOUS, O_UNCONSCIOUS, O_DEAD];
}

/** Builds the AttackOdds from per-outcome probabilities (indexed by outcome code) and the details. */
function assemble(m: DuelMatchup, i: number, p: readonly number[], details: OddsDetail[]): AttackOdds {
  const outcomes: AttackOutcome[] = outcomeIndices(m.a).map((o) => ({
    outcome: SHOT_OUTCOMES[o] as string,
    probability: p[o] as number,
    outOfAction: OUT_OF_ACTION[o] as boolean,
  }));
  let out = 0;
  for (const o of outcomes) if (o.outOfAction) out += o.probability;
  return { attack: describe(m, i), hit: 1 - (p[O_MISS] as number), outOfAction: out, outcomes, details };
}

/** Titles of the details, in order. */
const DETAIL_LOCATION = 'wound location (each wound; WOUND CHART)';
const DETAIL_SEVERITY = 'wound severity (each wound; WOUND CHART)';
const DETAIL_WOUNDS = 'wounds per hit (SHOTGUN/SCATTER GUN EFFECTS TABLE)';

/**
 * The exact odds of duelist A's shot at B in `m`, from the tables: P(hit) from the HIT
 * DETERMINATION CHART (BAC + range band + shotgun/scatter gun + shot number, the variant's
 * reading, clamped: R14, R21), then for a hit every combination of its wounds (1, or the d10
 * column of the SHOTGUN/SCATTER GUN EFFECTS TABLE; R16), each wound's severity from the WOUND
 * CHART. Outcomes (R23): `miss`, `hit, no wound` (shotguns and scatter guns only), `light wound`,
 * `serious wound` (B still up; the worst wound of the hit), `unconscious` (STRENGTH lost >= STR,
 * no mortal wound; R17), `dead (mortal wound)`; the last two are out of action. Details (R24):
 * location and severity of each wound (rows sum to 1 over wounds), and for a shotgun or scatter
 * gun the wounds per hit (rows sum to 1 over hits). Probabilities 0..1, summing to 1.
 * @param shot `first`, `second` or `third` ({@link BOOT_HILL_SHOTS})
 * @throws Error naming `--shot` for an unknown shot or one past the weapon's rate of fire; naming
 *   `--range` when A's weapon cannot reach the range
 */
export function exactShotOdds(m: DuelMatchup, shot: string): AttackOdds {
  checkReach(m);
  const i = shotIndex(m.a, shot);
  const ph = shotHitProbability(duelistHitChanceBase(m.a, m.mods, 0, 0), m.mods, i);
  const kinds = woundKinds();
  const str = m.b.str;
  const p = [1 - ph, 0, 0, 0, 0, 0];
  const perHit = [...woundsPerHit(m.a)].sort((x, y) => x[0] - y[0]);
  // Every sequence of `n` wounds, each one of the solver's wound kinds (R16: all are rolled).
  const enumerate = (n: number, q: number, loss: number, serious: boolean, mortal: boolean): void => {
    if (n === 0) {
      const o = mortal ? O_DEAD : loss === 0 ? O_NO_WOUND : str - loss <= 0 ? O_UNCONSCIOUS : serious ? O_SERIOUS : O_LIGHT;
      p[o] = (p[o] as number) + q;
      return;
    }
    for (const k of kinds) {
      enumerate(n - 1, q * k.p, loss + k.loss, serious || k.loss === WOUND_STRENGTH_LOSS.serious, mortal || k.mortal);
    }
  };
  for (const [n, pn] of perHit) enumerate(n, ph * pn, 0, false, false);

  // The location d100's faces, each 1/100 (the engine's lookup of the WOUND CHART's first roll).
  const faces = new Array<number>(LOCATION_LABELS.length).fill(0);
  for (let roll = 1; roll <= 100; roll++) {
    const loc = LOCATION_OF_ROLL[roll] as number;
    faces[loc] = (faces[loc] as number) + 1;
  }
  const location = faces.map((f) => f / 100);
  const severity = [0, 0, 0];
  for (const k of kinds) {
    const s = k.mortal ? SEVERITY_MORTAL : k.loss === WOUND_STRENGTH_LOSS.serious ? SEVERITY_SERIOUS : SEVERITY_LIGHT;
    severity[s] = (severity[s] as number) + k.p;
  }
  const details: OddsDetail[] = [
    { title: DETAIL_LOCATION, rows: LOCATION_LABELS.map((label, l) => ({ label, probability: location[l] as number })) },
    { title: DETAIL_SEVERITY, rows: SEVERITY_LABELS.map((label, s) => ({ label, probability: severity[s] as number })) },
  ];
  if (m.a.spread !== Spread.None) {
    details.push({ title: DETAIL_WOUNDS, rows: perHit.map(([n, pn]) => ({ label: String(n), probability: pn })) });
  }
  return assemble(m, i, p, details);
}

/** The duelists' agents are never asked (no trial is played); the engine's constructor needs two. */
const HOLD: WeaponAgent = () => packIntent(INTENT_HOLD, 0);

/**
 * The same shot as {@link exactShotOdds}, played `trials` times by the duel engine's own shot
 * resolution ({@link DuelEngine.fireShot} after {@link DuelEngine.resetTrial}: the d100 hit roll,
 * the d10 of a shotgun or scatter gun, a location and a severity d100 per wound), drawing only
 * from `stream`. Returns the outcome shares (same names and order as the exact odds) and the
 * details estimated the same way: location and severity shares of all wounds rolled, wounds per
 * hit over the hits (a share is 0 when nothing was counted).
 * @throws RangeError unless `trials` is a whole number >= 1; Error as {@link exactShotOdds}
 */
export function simulateShotOdds(m: DuelMatchup, shot: string, stream: Stream, trials: number): AttackOdds {
  checkReach(m);
  const i = shotIndex(m.a, shot);
  if (!(Number.isInteger(trials) && trials >= 1)) throw new RangeError(`simulate: trials must be a whole number >= 1, got ${trials}`);
  const engine = new DuelEngine(m, [HOLD, HOLD]);
  const acc = createDuelAccumulator(m.maxTurns);
  const b = duelistBlock(DUEL_LAYOUT, 1);
  const { status, hits } = engine.state.columns;
  const count = [0, 0, 0, 0, 0, 0];
  const woundsHistogram = [0, 0, 0, 0, 0];
  for (let t = 0; t < trials; t++) {
    engine.resetTrial();
    const light0 = acc[b + D_SEVERITY + SEVERITY_LIGHT] as number;
    const serious0 = acc[b + D_SEVERITY + SEVERITY_SERIOUS] as number;
    const mortal0 = acc[b + D_SEVERITY + SEVERITY_MORTAL] as number;
    engine.fireShot(0, i, stream, acc, null);
    const light = (acc[b + D_SEVERITY + SEVERITY_LIGHT] as number) - light0;
    const serious = (acc[b + D_SEVERITY + SEVERITY_SERIOUS] as number) - serious0;
    const mortal = (acc[b + D_SEVERITY + SEVERITY_MORTAL] as number) - mortal0;
    let o: number;
    if (hits[0] === 0) o = O_MISS;
    else {
      woundsHistogram[light + serious + mortal] = (woundsHistogram[light + serious + mortal] as number) + 1;
      const st = status[1];
      o = st === DEAD ? O_DEAD : st === UNCONSCIOUS ? O_UNCONSCIOUS : serious > 0 ? O_SERIOUS : light > 0 ? O_LIGHT : O_NO_WOUND;
    }
    count[o] = (count[o] as number) + 1;
  }
  const share = (x: number, of: number): number => (of === 0 ? 0 : x / of);
  let wounds = 0;
  for (let s = 0; s < 3; s++) wounds += acc[b + D_SEVERITY + s] as number;
  const hitCount = trials - (count[O_MISS] as number);
  const details: OddsDetail[] = [
    { title: DETAIL_LOCATION, rows: LOCATION_LABELS.map((label, l) => ({ label, probability: share(acc[b + D_LOCATION + l] as number, wounds) })) },
    { title: DETAIL_SEVERITY, rows: SEVERITY_LABELS.map((label, s) => ({ label, probability: share(acc[b + D_SEVERITY + s] as number, wounds) })) },
  ];
  if (m.a.spread !== Spread.None) {
    const possible = [...woundsPerHit(m.a).keys()].sort((x, y) => x - y);
    details.push({ title: DETAIL_WOUNDS, rows: possible.map((n) => ({ label: String(n), probability: share(woundsHistogram[n] as number, hitCount) })) });
  }
  return assemble(m, i, count.map((c) => c / trials), details);
}

/**
 * BOOT HILL's single-shot odds over its standing duel's matchups (`RuleSystem.odds`): shots
 * {@link BOOT_HILL_SHOTS}, {@link exactShotOdds}, {@link simulateShotOdds}, kinds
 * {@link BOOT_HILL_ODDS_KINDS} and {@link typicalShot}.
 */
export const bootHillOdds: OddsSupport<DuelMatchup> = {
  shots: BOOT_HILL_SHOTS,
  kinds: BOOT_HILL_ODDS_KINDS,
  exact: exactShotOdds,
  simulate: simulateShotOdds,
  typical: typicalShot,
};
