/**
 * Hand-made, internally consistent scenario counts for tests: 1000 trials, 10 turns max, three
 * sides (the Townsfolk side never wins and its one character is never hurt, and its casualties
 * histogram is given short so it must be padded), a character who never fires (Billy, a brawler),
 * one who fires but never hits (Behan), and a name that needs escaping in HTML and quoting in CSV.
 * {@link SKIRMISH_HISTORY} is a historical record for them (fates listed out of character order,
 * a source that needs escaping). Also used by `packages/report/test` and `packages/cli/test`.
 */
import type { CharacterCounts, ScenarioHistory, SkirmishCounts, SkirmishRunInfo } from '@deadeye/stats';

export const SCENARIO_NAME = 'Gunfight at the O.K. Corral';
/** Needs escaping in HTML (`"`, `<`, `>`) and quoting in CSV (`,`, `"`). */
export const NAME_BILLY = 'Billy "the Kid" <Claiborne>, Jr.';

const character = (c: Omit<CharacterCounts, 'brawlRounds' | 'brawlDamage'> & Partial<CharacterCounts>): CharacterCounts => ({ brawlRounds: 0, brawlDamage: 0, ...c });

export const SKIRMISH_COUNTS: SkirmishCounts = {
  trials: 1000,
  maxTurns: 10,
  draws: 100,
  sides: [
    // out: Wyatt 100 + Doc 250 + Virgil 300 = 650 = 1*300 + 2*100 + 3*50
    { name: 'Earps', wins: 600, casualties: [550, 300, 100, 50] },
    // out: Ike 750 + Billy 600 = 1350 = 1*350 + 2*500
    { name: 'Cowboys', wins: 300, casualties: [150, 350, 500] },
    // one character, never out: the histogram stops at k = 0 and is padded to [1000, 0]
    { name: 'Townsfolk', wins: 0, casualties: [1000] },
  ],
  characters: [
    character({ name: 'Wyatt Earp', side: 'Earps', endState: { unhurt: 700, wounded: 200, escaped: 0, unconscious: 30, dead: 50, fled: 10, captured: 10 }, shots: 3000, hits: 1200, brawlRounds: 40, brawlDamage: 55 }),
    character({ name: 'Doc Holliday', side: 'Earps', endState: { unhurt: 500, wounded: 250, escaped: 0, unconscious: 100, dead: 120, fled: 20, captured: 10 }, shots: 2500, hits: 1000 }),
    character({ name: 'Virgil Earp', side: 'Earps', endState: { unhurt: 400, wounded: 300, escaped: 0, unconscious: 100, dead: 150, fled: 30, captured: 20 }, shots: 1000, hits: 250 }),
    character({ name: 'Ike Clanton', side: 'Cowboys', endState: { unhurt: 100, wounded: 150, escaped: 0, unconscious: 100, dead: 200, fled: 400, captured: 50 }, shots: 1500, hits: 300 }),
    character({ name: NAME_BILLY, side: 'Cowboys', endState: { unhurt: 300, wounded: 100, escaped: 0, unconscious: 100, dead: 350, fled: 100, captured: 50 }, shots: 0, hits: 0, brawlRounds: 800, brawlDamage: 1200 }),
    character({ name: 'Johnny Behan', side: 'Townsfolk', endState: { unhurt: 1000, wounded: 0, escaped: 0, unconscious: 0, dead: 0, fled: 0, captured: 0 }, shots: 10, hits: 0 }),
  ],
  // mean = (100 + 400 + 750 + 600 + 500 + 300 + 210 + 160 + 900 + 0) / 1000 = 3.92
  turns: [100, 200, 250, 150, 100, 50, 30, 20, 100, 0],
  weapons: [
    { weapon: 'fastDrawRevolver', weaponName: 'Fast Draw Revolver', band: 'short', shots: 4000, hits: 1650, wounds: 1650, kills: 300 },
    { weapon: 'fastDrawRevolver', weaponName: 'Fast Draw Revolver', band: 'medium', shots: 1500, hits: 400, wounds: 400, kills: 50 },
    { weapon: 'shotgun', weaponName: 'Shotgun', band: 'short', shots: 1000, hits: 400, wounds: 700, kills: 120 },
    { weapon: 'rifle', weaponName: 'Rifle', band: 'long', shots: 1500, hits: 300, wounds: 300, kills: 60 },
    { weapon: 'derringer', weaponName: 'Derringer', band: 'short', shots: 10, hits: 0, wounds: 0, kills: 0 },
  ],
  firstShot: { exchanges: 2000, fastestStanding: 1500 },
  randomDraws: 123_456,
};

export const SKIRMISH_INFO: SkirmishRunInfo = {
  scenario: 'ok-corral',
  scenarioName: SCENARIO_NAME,
  system: 'boothill',
  variant: 'screen',
  seed: 'tombstone-1881',
  trials: 1000,
  threads: 4,
  maxTurns: 10,
  elapsedMs: 2500,
  trialsPerSecond: 400,
  version: '0.1.0',
};

/**
 * A record for the fixture: the Earps won; four recorded fates, listed out of character order
 * (Ike fled 400 of 1000, Wyatt unhurt 700, Billy dead 350, Virgil wounded 300); the fight lasted 3
 * turns (550 of the 1000 trials ended after turn 1, 2 or 3); two facts.
 */
export const SKIRMISH_HISTORY: ScenarioHistory = {
  source: 'Tombstone <Epitaph> & "Nugget", 27 October 1881',
  date: '26 October 1881',
  summary: 'About thirty shots in thirty seconds; Ike ran.',
  winner: 'Earps',
  fates: { 'Ike Clanton': 'fled', 'Wyatt Earp': 'unhurt', [NAME_BILLY]: 'dead', 'Virgil Earp': 'wounded' },
  turns: 3,
  facts: [
    { fact: 'Shots fired', value: 'about 30' },
    { fact: 'Distance', value: 'about 6 to 10 feet' },
  ],
};

/** {@link SKIRMISH_INFO} with {@link SKIRMISH_HISTORY}. */
export const SKIRMISH_INFO_WITH_HISTORY: SkirmishRunInfo = { ...SKIRMISH_INFO, history: SKIRMISH_HISTORY };

/** Northfield module counts for the same 1,000 trials (the Cowboys, side 1, as the gang). */
const at = (length: number, cells: Record<number, number>): number[] => Array.from({ length }, (_, k) => cells[k] ?? 0);
export const NORTHFIELD_COUNTS: NonNullable<SkirmishCounts['northfield']> = {
  gangSide: 1,
  gangMoney: at(49, { 0: 600, 5: 300, 30: 100 }),
  townMoney: at(49, { 0: 500, 10: 500 }),
  discoveredTurn: at(11, { 0: 100, 1: 600, 2: 300 }),
  reinforcements: at(31, { 0: 200, 3: 500, 6: 300 }),
  recognized: 300,
  vaultLooted: 100,
  reserveFound: 400,
};

/** {@link SKIRMISH_COUNTS} with the Northfield module's counts. */
export const SKIRMISH_COUNTS_NORTHFIELD: SkirmishCounts = { ...SKIRMISH_COUNTS, northfield: NORTHFIELD_COUNTS };
