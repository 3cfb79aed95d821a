/**
 * The system-neutral outcome accumulator: one Float64Array of integer counts per worker task,
 * merged by plain addition in batch order (DESIGN.md principle 2), read back on the main thread
 * as {@link SkirmishCounts}, which `stats` summarises and `report` draws for any rule system.
 *
 * Layout, in order (offsets from {@link outcomeLayout}):
 * - a header: trials, draws, random numbers drawn, first-shot exchanges, fastest still standing;
 * - the turns histogram: `maxTurns` cells, trials that ended after turn t at `turns + t - 1`;
 * - per side: wins, then the casualties histogram (side size + 1 cells);
 * - per character: end states ({@link SKIRMISH_END_STATES} order), shots, hits, hand-to-hand
 *   rounds and strength points inflicted hand to hand ({@link C_STRIDE} cells);
 * - per weapon class and range band: shots, hits, wounds, kills ({@link W_STRIDE} cells); the
 *   classes and bands are the rule system's (BOOT HILL: the WEAPONS CHART's types and its four
 *   range bands);
 * - then each named section a rule system or scenario adds (e.g. the Northfield module's money
 *   and discovery histograms), in the order given.
 * A rule system's engine writes the cells; nothing here knows a rule.
 */
import { SKIRMISH_END_STATES, type SkirmishCounts, type WeaponBandCounts } from '../skirmish-outcomes.ts';

/** Header cells: trials, draws (no side won), random numbers drawn, first-shot exchanges, fastest still standing after them. */
export const A_TRIALS = 0;
export const A_DRAWS = 1;
export const A_RANDOM_DRAWS = 2;
export const A_EXCHANGES = 3;
export const A_FASTEST_STANDING = 4;
/** Cells of the header. */
export const OUTCOME_HEADER = 5;

/** Per-character cells: end states (SKIRMISH_END_STATES order, {@link C_END_STATES} cells), then shots, hits, hand-to-hand rounds and damage. */
export const C_END = 0;
export const C_END_STATES = SKIRMISH_END_STATES.length;
export const C_SHOTS = C_END_STATES;
export const C_HITS = C_END_STATES + 1;
/** Hand-to-hand rounds fought (BOOT HILL: brawling rounds) and strength points inflicted by them. */
export const C_BRAWL_ROUNDS = C_END_STATES + 2;
export const C_BRAWL_DAMAGE = C_END_STATES + 3;
export const C_STRIDE = C_END_STATES + 4;

/** Per weapon class and band: shots, hits (a shot counts one hit at most), wounds, kills. */
export const W_SHOTS = 0;
export const W_HITS = 1;
export const W_WOUNDS = 2;
export const W_KILLS = 3;
export const W_STRIDE = 4;

/** What an accumulator's layout is built from. */
export interface OutcomeLayoutSpec {
  /** Turn limit (the system's turns). */
  readonly maxTurns: number;
  /** Characters on each side, in side order. */
  readonly sideSizes: readonly number[];
  /** Number of characters. */
  readonly characters: number;
  /** Number of weapon classes and of range bands per class. */
  readonly weaponClasses: number;
  readonly bands: number;
  /** Extra sections after the weapons block, each `size` cells. */
  readonly sections?: readonly { readonly name: string; readonly size: number }[];
}

/** Offsets of an accumulator. */
export interface OutcomeLayout {
  /** Total cells. */
  readonly size: number;
  /** Start of the turns histogram (maxTurns cells). */
  readonly turns: number;
  /** Per side: wins at `sides[s]`, casualties histogram from `sides[s] + 1` (side size + 1 cells). */
  readonly sides: readonly number[];
  /** Per character: start of its C_STRIDE cells. */
  readonly characters: readonly number[];
  /** Start of the weapons block: `weapons + (class * bands + band) * W_STRIDE`. */
  readonly weapons: number;
  /** Range bands per weapon class. */
  readonly bands: number;
  /** Start of each extra section, by name. */
  readonly sections: Readonly<Record<string, number>>;
}

/**
 * The layout for a spec (a pure function: the engine, the worker and the main thread compute the
 * same offsets).
 * @throws RangeError for a negative or fractional size
 */
export function outcomeLayout(spec: OutcomeLayoutSpec): OutcomeLayout {
  const whole = (n: number, what: string): number => {
    if (!(Number.isInteger(n) && n >= 0)) throw new RangeError(`outcomeLayout: ${what} must be a whole number >= 0, got ${n}`);
    return n;
  };
  let at = OUTCOME_HEADER;
  const turns = at;
  at += whole(spec.maxTurns, 'maxTurns');
  const sides = spec.sideSizes.map((size) => {
    const start = at;
    at += 2 + whole(size, 'a side size');
    return start;
  });
  const characters = Array.from({ length: whole(spec.characters, 'characters') }, () => {
    const start = at;
    at += C_STRIDE;
    return start;
  });
  const weapons = at;
  at += whole(spec.weaponClasses, 'weaponClasses') * whole(spec.bands, 'bands') * W_STRIDE;
  const sections: Record<string, number> = {};
  for (const s of spec.sections ?? []) {
    sections[s.name] = at;
    at += whole(s.size, `section ${s.name}`);
  }
  return { size: at, turns, sides, characters, weapons, bands: spec.bands, sections };
}

/** A zeroed accumulator of a layout. */
export function createOutcomeAccumulator(layout: OutcomeLayout): Float64Array {
  return new Float64Array(layout.size);
}

/**
 * Adds `source` into `target` slot by slot: two accumulators of one layout, a scenario's (this
 * module's) or a duel's (each system's duel accumulator merges with this too). The runner merges
 * the batches in batch order, so the float sums are the same on any number of threads.
 * @throws Error when the lengths differ (accumulators of different layouts: other scenarios, other matchups)
 */
export function mergeOutcomeAccumulator(target: Float64Array, source: Float64Array): void {
  if (target.length !== source.length) throw new Error(`accumulator lengths differ: ${target.length} vs ${source.length} (accumulators of different scenarios or matchups)`);
  for (let i = 0; i < target.length; i++) target[i] = (target[i] as number) + (source[i] as number);
}

/** The names an accumulator's cells are read back with. */
export interface OutcomeNames {
  readonly maxTurns: number;
  readonly sides: readonly { readonly name: string; readonly members: readonly unknown[] }[];
  /** Each character's name and side index. */
  readonly characters: readonly { readonly name: string; readonly side: number }[];
  /** Weapon classes in layout order: id (e.g. `fastDrawRevolver`) and printed name. */
  readonly weaponClasses: readonly { readonly id: string; readonly name: string }[];
  /** Range band names in layout order. */
  readonly bands: readonly string[];
}

/**
 * Reads an accumulator back as the neutral counts (without any section's counts, which the
 * system or scenario reads from `layout.sections` itself). Weapon cells with no shot are left out.
 */
export function readOutcomeCounts(layout: OutcomeLayout, acc: Float64Array, names: OutcomeNames): SkirmishCounts {
  const at = (i: number): number => acc[i] as number;
  const weapons: WeaponBandCounts[] = [];
  names.weaponClasses.forEach((w, t) => {
    names.bands.forEach((band, b) => {
      const o = layout.weapons + (t * layout.bands + b) * W_STRIDE;
      if (at(o + W_SHOTS) === 0) return;
      weapons.push({ weapon: w.id, weaponName: w.name, band, shots: at(o + W_SHOTS), hits: at(o + W_HITS), wounds: at(o + W_WOUNDS), kills: at(o + W_KILLS) });
    });
  });
  return {
    trials: at(A_TRIALS),
    maxTurns: names.maxTurns,
    draws: at(A_DRAWS),
    sides: names.sides.map((s, i) => ({
      name: s.name,
      wins: at(layout.sides[i] as number),
      casualties: Array.from({ length: s.members.length + 1 }, (_, k) => at((layout.sides[i] as number) + 1 + k)),
    })),
    characters: names.characters.map((c, i) => {
      const o = layout.characters[i] as number;
      return {
        name: c.name,
        side: (names.sides[c.side] as { name: string }).name,
        endState: Object.fromEntries(SKIRMISH_END_STATES.map((e, k) => [e, at(o + C_END + k)])) as unknown as SkirmishCounts['characters'][number]['endState'],
        shots: at(o + C_SHOTS),
        hits: at(o + C_HITS),
        brawlRounds: at(o + C_BRAWL_ROUNDS),
        brawlDamage: at(o + C_BRAWL_DAMAGE),
      };
    }),
    turns: Array.from({ length: names.maxTurns }, (_, t) => at(layout.turns + t)),
    weapons,
    firstShot: { exchanges: at(A_EXCHANGES), fastestStanding: at(A_FASTEST_STANDING) },
    randomDraws: at(A_RANDOM_DRAWS),
  };
}
