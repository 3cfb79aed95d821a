/**
 * Hand-made counts with a rule system's own sections, as Quick on the Draw would fill them (no code
 * outside the system names them): a `proportion` section with groups (courage tests per character,
 * one row with nothing to count), and a `mean` section (cards lost and jokers drawn per trial). A
 * duel range without BOOT HILL's duelist fields, each duelist with a `profile`. Also used by
 * `packages/report/test` and `packages/cli/test`.
 */
import type { CountSection, DuelistCounts, DuelRangeCounts, DuelRunInfo, SkirmishCounts } from '@deadeye/stats';
import { SKIRMISH_COUNTS } from './skirmish-fixtures.ts';

/** Courage tests (proportion): Wyatt took 200 (120 stood, 60 fell back, 20 fled); Ike took 40 (30 stood, 10 fled); Doc took none. */
export const COURAGE: CountSection = {
  id: 'quickdraw.courage',
  title: 'Courage tests',
  description: 'Courage tests taken and their outcomes, out of the tests each character took (quick-on-the-draw.md, COURAGE).',
  kind: 'proportion',
  rows: [
    { group: 'Wyatt Earp', label: 'stand firm (5-9)', count: 120, of: 200 },
    { group: 'Wyatt Earp', label: 'fall back and take cover (2-4)', count: 60, of: 200 },
    { group: 'Wyatt Earp', label: 'flee (1)', count: 20, of: 200 },
    { group: 'Ike Clanton', label: 'stand firm (5-9)', count: 30, of: 40 },
    { group: 'Ike Clanton', label: 'flee (1)', count: 10, of: 40 },
    { group: 'Doc Holliday', label: 'stand firm (5-9)', count: 0, of: 0 },
  ],
};

/** Cards (mean): 2,500 cards lost and 1,500 jokers drawn in 1,000 trials: 2.5 and 1.5 per trial. */
export const CARDS: CountSection = {
  id: 'quickdraw.cards',
  title: 'Cards lost and jokers drawn',
  description: 'Cards lost to hits and jokers drawn, per trial (quick-on-the-draw.md, THE CARDS).',
  kind: 'mean',
  rows: [
    { label: 'cards lost', count: 2500, of: 1000 },
    { label: 'jokers drawn', count: 1500, of: 1000 },
  ],
};

/** {@link SKIRMISH_COUNTS} with the two sections. */
export const SKIRMISH_COUNTS_SECTIONS: SkirmishCounts = { ...SKIRMISH_COUNTS, sections: [COURAGE, CARDS] };

const duelist = (d: Omit<DuelistCounts, 'band'>): DuelistCounts => ({ band: 'short', ...d });

/** A duel range as a system other than BOOT HILL counts it: no first shot base, BAC, STR or wound chart; profiles; one section. */
export const QD_RANGE: DuelRangeCounts = {
  range: 4, trials: 1000, maxTurns: 5,
  aWins: 500, bWins: 400, bothDown: 50, draw: 50,
  simultaneousFirst: 0,
  turnsHistogram: [300, 300, 200, 100, 50],
  randomDraws: 9_000,
  a: duelist({
    name: 'Wyatt Earp', weapon: 'Cartridge revolver', profile: 'Hero, brave; quick-draw, marksman; Cartridge revolver',
    wins: 500, firedFirst: 600, winsWhenFiredFirst: 400, shots: 1500, hits: 600,
    endState: { unhurt: 500, wounded: 200, unconscious: 100, dead: 200 },
  }),
  b: duelist({
    name: 'Ike Clanton', weapon: 'Cartridge revolver', profile: 'Desperado; Cartridge revolver',
    wins: 400, firedFirst: 350, winsWhenFiredFirst: 200, shots: 1400, hits: 500,
    endState: { unhurt: 400, wounded: 200, unconscious: 150, dead: 250 },
  }),
  sections: [
    {
      id: 'quickdraw.hits', title: 'Lethal and blunt hits', description: 'Hits by effect, out of all hits scored (quick-on-the-draw.md, EFFECTS OF HITS).', kind: 'proportion',
      rows: [
        { label: 'lethal', count: 30, of: 40 },
        { label: 'blunt', count: 10, of: 40 },
      ],
    },
  ],
};

export const QD_INFO: DuelRunInfo = {
  system: 'quickdraw', variant: 'standard', seed: 'dodge-1878', trials: 1000, threads: 2,
  maxTurns: 5, elapsedMs: 500, trialsPerSecond: 2000, version: '0.1.0',
};
