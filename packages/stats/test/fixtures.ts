/**
 * Synthetic, internally consistent duel counts for tests (two ranges; range 3 has exact results,
 * range 10 has B never firing first, never shooting, and A never wounded). Also used by
 * `packages/report/test`.
 */
import type { DuelistCounts, DuelRangeCounts, DuelRunInfo } from '@deadeye/stats';

const LOCATIONS = ['leftLeg', 'rightLeg', 'leftArmHand', 'rightArmHand', 'rightShoulder', 'leftShoulder', 'abdomenGroin', 'chest', 'head'] as const;

function locations(counts: readonly number[]): Record<string, number> {
  return Object.fromEntries(LOCATIONS.map((k, i) => [k, counts[i] ?? 0]));
}

/** Names with characters that need escaping in HTML and quoting in CSV. */
export const NAME_A = 'Doc Holliday';
export const NAME_B = 'Johnny "Kid" <Ringo> & Co, Jr.';

const docAt3: DuelistCounts = {
  name: NAME_A, weapon: 'FDR6', band: 'short', firstShotBase: 12, bac: 55, str: 14,
  wins: 450, firedFirst: 500, winsWhenFiredFirst: 300, shots: 2000, hits: 800,
  endState: { unhurt: 300, wounded: 200, unconscious: 150, dead: 350 },
  // 700 wounds received (B's hits)
  woundsByLocation: locations([70, 70, 60, 60, 50, 50, 140, 150, 50]),
  woundsBySeverity: { light: 300, serious: 200, mortal: 200 },
};

const ringoAt3: DuelistCounts = {
  name: NAME_B, weapon: 'SAR6', band: 'short', firstShotBase: 10, bac: 50, str: 12,
  wins: 380, firedFirst: 400, winsWhenFiredFirst: 200, shots: 1800, hits: 700,
  endState: { unhurt: 250, wounded: 180, unconscious: 200, dead: 370 },
  // 800 wounds received (A's hits)
  woundsByLocation: locations([80, 80, 80, 80, 60, 60, 160, 160, 40]),
  woundsBySeverity: { light: 400, serious: 250, mortal: 150 },
};

/** Range 3 (18 ft): 1000 trials, 5 turns max, with exact results. */
export const RANGE_3: DuelRangeCounts = {
  range: 3, trials: 1000, maxTurns: 5,
  aWins: 450, bWins: 380, bothDown: 120, draw: 50,
  simultaneousFirst: 100,
  turnsHistogram: [400, 300, 150, 80, 20],
  randomDraws: 25_000,
  a: docAt3, b: ringoAt3,
  exact: {
    aWins: 0.452, bWins: 0.377, bothDown: 0.121, draw: 0.05,
    aDead: 0.35, aUnconscious: 0.15, bDead: 0.372, bUnconscious: 0.2,
    meanTurns: 2.118, turnDistribution: [0.4, 0.3, 0.15, 0.08, 0.02],
  },
};

/** Range 10 (60 ft): B never fires first and never shoots; A is never wounded; no exact results. */
export const RANGE_10: DuelRangeCounts = {
  range: 10, trials: 1000, maxTurns: 5,
  aWins: 600, bWins: 0, bothDown: 0, draw: 400,
  simultaneousFirst: 10,
  turnsHistogram: [100, 200, 150, 100, 50],
  randomDraws: 31_000,
  a: {
    ...docAt3, band: 'medium', wins: 600, firedFirst: 990, winsWhenFiredFirst: 595, shots: 3000, hits: 900,
    endState: { unhurt: 1000, wounded: 0, unconscious: 0, dead: 0 },
    woundsByLocation: locations([]), woundsBySeverity: { light: 0, serious: 0, mortal: 0 },
  },
  b: {
    ...ringoAt3, band: 'extreme', wins: 0, firedFirst: 0, winsWhenFiredFirst: 0, shots: 0, hits: 0,
    endState: { unhurt: 200, wounded: 200, unconscious: 250, dead: 350 },
    woundsByLocation: locations([90, 90, 90, 90, 90, 90, 180, 150, 30]),
    woundsBySeverity: { light: 500, serious: 250, mortal: 150 },
  },
};

export const INFO: DuelRunInfo = {
  system: 'boothill', variant: 'screen', seed: 'tombstone-1881', trials: 1000, threads: 4,
  maxTurns: 5, elapsedMs: 1234.5, trialsPerSecond: 1620.1, version: '0.1.0',
};
