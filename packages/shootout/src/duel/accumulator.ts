/**
 * The Shootout! duel accumulator: core's duel layout (sim/duel-accumulator.ts: the run-wide counts
 * and each duelist's shared counts, written once for every system's duel; a duelist's shots slot
 * holds his combat dice), with Shootout!'s own counts after the shared ones: the Draw! run-wide,
 * and per duelist saving throws, pins, courage tests and reloads. One Float64Array of integer
 * counts per batch, returned by workers as a transferred buffer, merged in batch order on the main
 * thread, and read back as core's `DuelRangeCounts` with Shootout!'s own sections.
 */
import {
  ACC_TRIALS,
  D_FIRED_FIRST,
  D_HITS,
  D_SHOTS,
  DUEL_RUN_SLOTS,
  duelistBlock,
  duelLayout,
  DUELIST_SLOTS,
  mergeOutcomeAccumulator,
  newDuelAccumulator,
  readDuelCounts,
  readDuelistCounts,
  type CountSection,
  type DuelLayout,
  type DuelRangeCounts,
  type DuelistCounts,
} from '@deadeye/core';
import type { ShootoutDuel, ShootoutDuelist } from './matchup.ts';

export { ACC_A_WINS, ACC_B_WINS, ACC_BOTH_DOWN, ACC_DRAW, ACC_RANDOM_DRAWS, ACC_SIMULTANEOUS_FIRST, ACC_TRIALS, D_END, D_FIRED_FIRST, D_HITS, D_WINS, D_WINS_WHEN_FIRST } from '@deadeye/core';

// Shootout!'s own run-wide counts, after core's shared ones (`ACC_*`, sim/duel-accumulator.ts).
/** Trials that opened with a Draw! roll (both fired in turn 1 holding revolvers). */
export const ACC_DRAWS = DUEL_RUN_SLOTS;
/** Draw! rolls tied (simultaneous fire). */
export const ACC_DRAW_TIES = ACC_DRAWS + 1;
/** Draw! rolls won (not tied) by the duelist with the greater Speed factor (counted only when the factors differ). */
export const ACC_DRAW_WON_BY_FASTER = ACC_DRAW_TIES + 1;
/** Draw!s in which the first shooter killed the other, and so received no fire in return. */
export const ACC_DRAW_KILLS = ACC_DRAW_WON_BY_FASTER + 1;

/** Combat dice he rolled, all turns: core's shots slot. */
export const D_DICE = D_SHOTS;
/** Of his hits: saved by the target, and unsaved (each took one from the target's HTK). */
export const D_SAVED = DUELIST_SLOTS;
export const D_UNSAVED = D_SAVED + 1;
/** Times he was pinned down (was not pinned, took 2+ hits in a turn, survived). */
export const D_PINS = D_UNSAVED + 1;
/** Trials in which he was pinned down at least once. */
export const D_PINNED_TRIALS = D_PINS + 1;
/** Courage tests he took to end a pin, and passed. */
export const D_COURAGE_TESTS = D_PINNED_TRIALS + 1;
export const D_COURAGE_PASSED = D_COURAGE_TESTS + 1;
/** Turns he spent reloading. */
export const D_RELOADS = D_COURAGE_PASSED + 1;
const DUELIST_STRIDE = D_RELOADS + 1;
/** After the run-wide counts (to ACC_DRAW_KILLS, slot 10), slots 11 to 15 spare. */
const DUELIST_BASE = 16;
/** The layout: duelists' blocks from slot 16, 16 slots each, then the turns histogram. */
export const SHOOTOUT_DUEL_LAYOUT: DuelLayout = duelLayout(DUELIST_BASE, DUELIST_STRIDE);
/** Turns histogram: slot `TURNS_BASE + t - 1` counts trials that ended (someone dead) in turn t. */
export const TURNS_BASE = SHOOTOUT_DUEL_LAYOUT.turnsBase;

/** A zeroed accumulator for `m` (its length depends only on `m.maxTurns`). */
export function createShootoutDuelAccumulator(m: Pick<ShootoutDuel, 'maxTurns'>): Float64Array {
  return newDuelAccumulator(SHOOTOUT_DUEL_LAYOUT, m.maxTurns);
}

/** Adds `part` into `total` slot by slot (merge in batch order): core's merge, written once for every accumulator. @throws Error when their lengths differ. */
export const mergeShootoutDuelAccumulator: (total: Float64Array, part: Float64Array) => void = mergeOutcomeAccumulator;

/**
 * Reads a merged accumulator back as the duel counts `stats` summarises: the shared fields (wins,
 * both down, draws, turns, combat dice as shots, hits, end states: dead, wounded = lost HTK but
 * alive, unhurt; never unconscious) and Shootout!'s sections (ranged combat and saving throws,
 * pinned down and courage, per-trial means, and Draw! when the matchup opens with one).
 */
export function shootoutDuelCounts(m: ShootoutDuel, acc: Float64Array): DuelRangeCounts {
  return { ...readDuelCounts(acc, SHOOTOUT_DUEL_LAYOUT, m, duelistCounts(m.a, acc, 0), duelistCounts(m.b, acc, 1)), sections: sections(m, acc) };
}

function duelistCounts(spec: ShootoutDuelist, acc: Float64Array, d: number): DuelistCounts {
  return readDuelistCounts(acc, SHOOTOUT_DUEL_LAYOUT, d, { name: spec.name, weapon: spec.weapon, band: spec.band, profile: spec.profile });
}

function sections(m: ShootoutDuel, acc: Float64Array): CountSection[] {
  const at = (i: number): number => acc[i] as number;
  const trials = at(ACC_TRIALS);
  const duelists = [m.a, m.b] as const;
  const fire: CountSection = {
    id: 'shootout.duel.ranged-combat',
    title: 'Ranged combat and saving throws',
    description:
      'Per shooter (weapon, short or long range): combat dice that hit (d6 + Ranged + modifiers, 6 or more, a natural 1 misses), and of those hits the ones the target saved (1D6, 6 or above, a natural 1 fails) and the unsaved ones, each one from HTK (shootout.txt, "3. Ranged Combat").',
    kind: 'proportion',
    rows: duelists.flatMap((d, i) => {
      const b = duelistBlock(SHOOTOUT_DUEL_LAYOUT, i);
      const group = `${d.name} (${d.weaponName}, ${d.band} range)`;
      return [
        { label: 'combat dice that hit', group, count: at(b + D_HITS), of: at(b + D_DICE) },
        { label: 'hits saved by the target', group, count: at(b + D_SAVED), of: at(b + D_HITS) },
        { label: 'unsaved hits', group, count: at(b + D_UNSAVED), of: at(b + D_HITS) },
      ];
    }),
  };
  const pinned: CountSection = {
    id: 'shootout.duel.pinned',
    title: 'Pinned down and courage tests',
    description:
      'Trials in which each duelist was pinned down (2 or more hits in a turn, counted before saving throws, and survived: he fires at -1), and the courage tests he took at the start of later turns to end the pin (1D6 + Courage, 6 or more, a natural 1 fails) (shootout.txt, "Courage"; RULINGS.md SR-26, SR-27).',
    kind: 'proportion',
    rows: duelists.flatMap((d, i) => {
      const b = duelistBlock(SHOOTOUT_DUEL_LAYOUT, i);
      return [
        { label: 'pinned down at least once', group: d.name, count: at(b + D_PINNED_TRIALS), of: trials },
        { label: 'courage tests passed', group: d.name, count: at(b + D_COURAGE_PASSED), of: at(b + D_COURAGE_TESTS) },
      ];
    }),
  };
  const perTrial: CountSection = {
    id: 'shootout.duel.per-trial',
    title: 'Per duel',
    description:
      'Means per trial: combat dice rolled, times pinned down, courage tests taken, turns spent reloading (a weapon with no rounds left reloads to full and does not fire that turn: RULINGS.md SR-24) (shootout.txt, "3. Ranged Combat", "Courage").',
    kind: 'mean',
    rows: duelists.flatMap((d, i) => {
      const b = duelistBlock(SHOOTOUT_DUEL_LAYOUT, i);
      return [
        { label: 'combat dice rolled', group: d.name, count: at(b + D_DICE), of: trials },
        { label: 'times pinned down', group: d.name, count: at(b + D_PINS), of: trials },
        { label: 'courage tests', group: d.name, count: at(b + D_COURAGE_TESTS), of: trials },
        { label: 'reload turns', group: d.name, count: at(b + D_RELOADS), of: trials },
      ];
    }),
  };
  const out = [fire, pinned, perTrial];
  if (m.draw === 1) {
    const draws = at(ACC_DRAWS);
    const won = draws - at(ACC_DRAW_TIES);
    out.push({
      id: 'shootout.duel.draw',
      title: 'Draw!',
      description:
        'Turn 1 between two holstered revolvers: 1D6 + Speed each; the higher fires all his dice first and, if he kills, receives no fire in return; equal totals fire simultaneously (shootout.txt, "Draw!"; RULINGS.md SR-21, SR-22).',
      kind: 'proportion',
      rows: [
        { label: `won by ${m.a.name}`, count: at(duelistBlock(SHOOTOUT_DUEL_LAYOUT, 0) + D_FIRED_FIRST), of: draws },
        { label: `won by ${m.b.name}`, count: at(duelistBlock(SHOOTOUT_DUEL_LAYOUT, 1) + D_FIRED_FIRST), of: draws },
        { label: 'tied: simultaneous fire', count: at(ACC_DRAW_TIES), of: draws },
        { label: 'won by the faster (greater Speed factor)', count: at(ACC_DRAW_WON_BY_FASTER), of: m.a.speed === m.b.speed ? 0 : won },
        { label: 'first shooter killed: no fire in return', count: at(ACC_DRAW_KILLS), of: won },
      ],
    });
  }
  return out;
}
