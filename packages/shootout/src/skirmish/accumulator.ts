/**
 * The Shootout! scenario accumulator: core's neutral layout (weapon classes = the ranged weapons
 * table's rows then the close combat weapons table's; bands = short, long and close combat) plus
 * the system's own section (command points, snapfire, reloads, pinning, courage tests, Draw!,
 * saving throws by band, close combat), read back as SkirmishCounts with the system's count
 * sections, which stats and the report show for any system.
 */
import {
  A_EXCHANGES,
  A_FASTEST_STANDING,
  A_TRIALS,
  createOutcomeAccumulator,
  mergeOutcomeAccumulator,
  northfieldCounts,
  northfieldLayout,
  northfieldSection,
  NF_SECTION,
  outcomeLayout,
  readOutcomeCounts,
  W_HITS,
  W_STRIDE,
  W_WOUNDS,
  type CountSection,
  type NorthfieldLayout,
  type OutcomeLayout,
  type SkirmishCounts,
} from '@deadeye/core';
import { CLOSE_WEAPONS, RANGED_WEAPONS } from '../tables/weapons.ts';
import type { SoSetup } from './setup.ts';
import * as S from './world.ts';

/**
 * Offsets of a Shootout! accumulator: the neutral layout, the system's section (`so`) and, under
 * the `northfield` rule, the module's section (core's {@link NorthfieldLayout}, the same cells as
 * BOOT HILL's: core special-rules/northfield/accumulator.ts), else null.
 */
export interface SoLayout extends OutcomeLayout {
  readonly so: number;
  readonly northfield: NorthfieldLayout | null;
}

/** The weapon classes of the accumulator: every ranged weapon, then every close combat weapon (ids and printed names). */
export const SO_WEAPON_CLASSES: readonly { readonly id: string; readonly name: string }[] = [
  ...RANGED_WEAPONS.map((w) => ({ id: w.id, name: w.name })),
  ...CLOSE_WEAPONS.map((w) => ({ id: `${w.id}${RANGED_WEAPONS.some((r) => r.id === w.id) ? '-close' : ''}`, name: w.name })),
];

/** The layout of `setup`'s accumulator (a pure function: engine, worker and main thread agree). */
export function soLayout(setup: SoSetup): SoLayout {
  const n = setup.characters.length;
  const base = outcomeLayout({
    maxTurns: setup.maxTurns,
    sideSizes: setup.sides.map((s) => s.members.length),
    characters: n,
    weaponClasses: SO_WEAPON_CLASSES.length,
    bands: S.SO_BANDS.length,
    sections: [{ name: 'shootout', size: S.S_GLOBAL + n * S.S_PER_CHARACTER }, ...(setup.northfield === null ? [] : [northfieldSection(setup.northfield, setup.maxTurns)])],
  });
  const nf = setup.northfield;
  const start = base.sections[NF_SECTION];
  return { ...base, so: base.sections.shootout as number, northfield: nf === null || start === undefined ? null : northfieldLayout(start, nf, setup.maxTurns) };
}

/** A zeroed accumulator for `setup`. */
export function createSoAccumulator(setup: SoSetup): Float64Array {
  return createOutcomeAccumulator(soLayout(setup));
}

/** Adds `part` into `total`. @throws Error when the layouts differ */
export const mergeSoAccumulator = mergeOutcomeAccumulator;

const SOURCE = 'shootout.txt';

/**
 * Reads `acc` back as the neutral counts plus Shootout!'s own sections: command points, saving
 * throws by weapon and range, pinning and courage tests, Draw!, close combat.
 */
export function soCounts(setup: SoSetup, acc: Float64Array): SkirmishCounts {
  const layout = soLayout(setup);
  const base = readOutcomeCounts(layout, acc, {
    maxTurns: setup.maxTurns,
    sides: setup.sides,
    characters: setup.characters.map((c) => ({ name: c.name, side: c.side })),
    weaponClasses: SO_WEAPON_CLASSES,
    bands: [...S.SO_BANDS],
  });
  const trials = acc[A_TRIALS] as number;
  const q = (k: number): number => acc[layout.so + k] as number;
  const perTrial = (label: string, k: number): { label: string; count: number; of: number } => ({ label, count: q(k), of: trials });
  const saveRows: { label: string; group: string; count: number; of: number }[] = [];
  SO_WEAPON_CLASSES.forEach((w, cls) => {
    S.SO_BANDS.forEach((band, b) => {
      const o = layout.weapons + (cls * layout.bands + b) * W_STRIDE;
      const hits = acc[o + W_HITS] as number;
      if (hits === 0) return;
      saveRows.push({ label: band, group: w.name, count: hits - (acc[o + W_WOUNDS] as number), of: hits });
    });
  });
  const sections: CountSection[] = [
    {
      id: 'shootout.command',
      title: 'Command points per trial',
      description: `Command points rolled (1D6 + the leader's Leader factor, each group each turn) and how they were spent: moving a figure inside the command radius (1), moving one outside it (2; a Hired Gun 1), snapfire (1), reloading a heavy weapon (1), or lost unspent at the end of the turn. ${SOURCE}, 1. Command Points.`,
      kind: 'mean',
      rows: [
        perTrial('rolled', S.S_CP_ROLLED),
        perTrial('spent moving inside the radius', S.S_CP_MOVE),
        perTrial('spent moving outside the radius', S.S_CP_OUTSIDE),
        perTrial('spent on snapfire', S.S_CP_SNAPFIRE),
        perTrial('spent reloading heavy weapons', S.S_CP_RELOAD),
        perTrial('lost unspent', S.S_CP_LOST),
      ],
    },
    {
      id: 'shootout.actions',
      title: 'Moves, snapfire and reloads per trial',
      description: `Figures moved (a command point each), snapfires at a target not visible at the start of the turn, reloads, heavy weapons left unloaded for want of a command point, leaders nominated, close combat rounds fought. ${SOURCE}, 1. Command Points, 2. Move Troops, 3. Ranged Combat, 4. Close Combat.`,
      kind: 'mean',
      rows: [
        perTrial('figures moved', S.S_MOVES),
        perTrial('snapfires', S.S_SNAPFIRES),
        perTrial('reloads', S.S_RELOADS),
        perTrial('heavy reloads without a point', S.S_RELOAD_NO_POINT),
        perTrial('leaders taking over or nominated', S.S_NOMINATED),
        perTrial('close combat rounds', S.S_CLOSE_ROUNDS),
      ],
    },
    {
      id: 'shootout.saves',
      title: 'Saving throws made, by weapon and range',
      description: `Hits saved (1D6 + moved >3", hard cover, low visibility: 6 or more, a natural 1 fails) out of the hits each weapon scored at short range, beyond it, and in close combat; the rest took one from the target's HTK. ${SOURCE}, 3. Ranged Combat and 4. Close Combat.`,
      kind: 'proportion',
      rows: [
        { label: 'all hits, short range', count: q(S.S_SAVES + 1), of: q(S.S_SAVES) },
        { label: 'all hits, long range', count: q(S.S_SAVES + 3), of: q(S.S_SAVES + 2) },
        { label: 'all hits, close combat', count: q(S.S_SAVES + 5), of: q(S.S_SAVES + 4) },
        ...saveRows,
      ],
    },
    {
      id: 'shootout.pinned',
      title: 'Figures pinned down per trial',
      description: `Times each figure was pinned down (2 or more hits from ranged fire in one turn, surviving). ${SOURCE}, Courage.`,
      kind: 'mean',
      rows: [perTrial('all figures', S.S_PINNED), ...setup.characters.map((c, i) => ({ label: c.name, count: q(S.S_GLOBAL + i * S.S_PER_CHARACTER), of: trials }))],
    },
    {
      id: 'shootout.courage',
      title: 'Courage tests passed',
      description: `Courage tests (1D6 + Courage, 6 or more; a natural 1 fails) passed out of those taken: a pinned figure to move (each turn until he passes), a man on foot to engage mounted men in the open, a man on foot engaged by mounted men to stand. ${SOURCE}, Courage.`,
      kind: 'proportion',
      rows: [
        { label: 'pinned, to move', count: q(S.S_PIN_PASSED), of: q(S.S_PIN_TESTS) },
        { label: 'to engage mounted men', count: q(S.S_ENGAGE_PASSED), of: q(S.S_ENGAGE_TESTS) },
        { label: 'to stand against mounted men', count: q(S.S_STAND_PASSED), of: q(S.S_STAND_TESTS) },
      ],
    },
    {
      id: 'shootout.draw',
      title: 'Draw!',
      description: `Draw!s played (${q(S.S_DRAWS)} in all; 1D6 + Speed each, the faster fires first): equal totals (both fire together), the faster killing his opponent before he could fire back, and the faster still standing at the end of the ranged combat. ${SOURCE}, Draw!.`,
      kind: 'proportion',
      rows: [
        { label: 'equal totals', count: q(S.S_DRAW_TIES), of: q(S.S_DRAWS) },
        { label: 'the faster killed his opponent first', count: q(S.S_DRAW_FASTER_KILLED), of: acc[A_EXCHANGES] as number },
        { label: 'the faster still standing', count: acc[A_FASTEST_STANDING] as number, of: acc[A_EXCHANGES] as number },
      ],
    },
    {
      id: 'shootout.points',
      title: 'Points per side',
      description: `Each side's points: the sum over its figures of "all factors + No. of ranged and close combat dice" (the best ranged weapon's dice and the close combat weapon's among those his printed row names, plus the dice of each weapon given beyond the row: RULINGS.md SR-9); the same every trial. ${SOURCE}, Points Costs.`,
      kind: 'mean',
      rows: setup.sides.map((side) => ({ label: side.name, count: trials * side.members.reduce((sum, i) => sum + setup.characters[i]!.points, 0), of: trials })),
    },
  ];
  const nf = setup.northfield;
  return { ...base, sections, ...(layout.northfield === null || nf === null ? {} : { northfield: northfieldCounts(layout.northfield, acc, setup.maxTurns, nf.gangSide) }) };
}
