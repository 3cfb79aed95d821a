/**
 * assessHistory (history-check.ts) on constructed summaries: the record never produced, the
 * recorded length beside the turn limit and the system's turn, what "no side won" means beside the
 * matching simulated outcome, the notes, and the list of recorded outcomes outside the model.
 */
import { describe, expect, it } from 'vitest';
import { assessHistory, neverProducedText, summarizeSkirmish, wilson, type ScenarioHistory, type SkirmishCounts, type SkirmishRunInfo, type TurnUnit } from '@deadeye/stats';
import { SKIRMISH_COUNTS, SKIRMISH_HISTORY, SKIRMISH_INFO } from './skirmish-fixtures.ts';

const BOOT_HILL_TURN: TurnUnit = { unit: 'turn', seconds: 10 };
const NO_GAME_TIME: TurnUnit = { unit: 'turn', seconds: null };
const LAST_SIDE = { victory: [], turn: BOOT_HILL_TURN };

/** The fixture's summary with `record` (merged into the fixture's record) checked against it. */
function assessed(patch: Partial<ScenarioHistory>, o = LAST_SIDE, counts: SkirmishCounts = SKIRMISH_COUNTS, info: SkirmishRunInfo = SKIRMISH_INFO) {
  const record: ScenarioHistory = { ...SKIRMISH_HISTORY, ...patch };
  return assessHistory(summarizeSkirmish({ ...info, history: record }, counts), record, o);
}

/**
 * A one-against-one fight of 1,000 trials, 5 turns at most: Hardin won 500, Hickok 300; of the 200
 * draws `allOut` had both men out at once and the rest reached the turn limit with both up. So
 * Hardin was out in 300 + allOut trials, Hickok in 500 + allOut.
 */
function duelCounts(allOut: number, hickokOut = 500 + allOut): SkirmishCounts {
  const hardinOut = 300 + allOut;
  return {
    trials: 1000,
    maxTurns: 5,
    draws: 200,
    sides: [
      { name: 'Hardin', wins: 500, casualties: [1000 - hardinOut, hardinOut] },
      { name: 'Hickok', wins: 300, casualties: [1000 - hickokOut, hickokOut] },
    ],
    characters: [
      { name: 'John Wesley Hardin', side: 'Hardin', endState: { unhurt: 1000 - hardinOut, wounded: 0, escaped: 0, unconscious: 0, dead: hardinOut, fled: 0, captured: 0 }, shots: 900, hits: 400, brawlRounds: 0, brawlDamage: 0 },
      { name: 'Wild Bill Hickok', side: 'Hickok', endState: { unhurt: 1000 - hickokOut, wounded: 0, escaped: 0, unconscious: 0, dead: hickokOut, fled: 0, captured: 0 }, shots: 800, hits: 350, brawlRounds: 0, brawlDamage: 0 },
    ],
    turns: [400, 200, 100, 100, 200],
    weapons: [],
    firstShot: { exchanges: 0, fastestStanding: 0 },
    randomDraws: 1,
  };
}
const DUEL_INFO: SkirmishRunInfo = { ...SKIRMISH_INFO, scenario: 'road-agents-spin', scenarioName: "The Road Agent's Spin", maxTurns: 5 };
const DUEL_RECORD: ScenarioHistory = { source: 'the screen', winner: null, noWinner: 'backed-down', fates: { 'John Wesley Hardin': 'unhurt', 'Wild Bill Hickok': 'unhurt' }, facts: [] };
const duel = (allOut: number, patch: Partial<ScenarioHistory> = {}, o: Parameters<typeof assessHistory>[2] = LAST_SIDE, hickokOut?: number) => {
  const record = { ...DUEL_RECORD, ...patch };
  return assessHistory(summarizeSkirmish({ ...DUEL_INFO, history: record }, duelCounts(allOut, hickokOut)), record, o);
};

describe('assessHistory: recorded outcomes the run never produced', () => {
  it('gives the winner and each fate its count and whether any trial produced it', () => {
    const h = assessed({}).history;
    expect(h?.winner).toMatchObject({ side: 'Earps', simulatedRate: 0.6, count: 600, produced: true });
    expect(h?.fates.map((f) => [f.character, f.count, f.produced])).toEqual([
      ['Wyatt Earp', 700, true],
      ['Virgil Earp', 300, true],
      ['Ike Clanton', 400, true],
      ['Billy "the Kid" <Claiborne>, Jr.', 350, true],
    ]);
    expect(h?.outsideModel).toEqual([]);
  });

  it('flags a winner and a fate no trial produced, and lists them outside the model', () => {
    // The Townsfolk never win; Johnny Behan is never hurt, let alone killed.
    const h = assessed({ winner: 'Townsfolk', fates: { 'Johnny Behan': 'dead', 'Wyatt Earp': 'unhurt' } }).history;
    expect(h?.winner).toMatchObject({ side: 'Townsfolk', count: 0, produced: false, ci: wilson(0, 1000) });
    expect(h?.fates.map((f) => [f.character, f.count, f.produced])).toEqual([
      ['Wyatt Earp', 700, true],
      ['Johnny Behan', 0, false],
    ]);
    expect(h?.outsideModel).toEqual(['winner: Townsfolk', 'Johnny Behan: dead']);
  });

  it('leaves the rates, intervals and everything outside the history as summarizeSkirmish gave them, and does not change its input', () => {
    const record = SKIRMISH_HISTORY;
    const plain = summarizeSkirmish({ ...SKIRMISH_INFO, history: record }, SKIRMISH_COUNTS);
    const copy = structuredClone(plain);
    const s = assessHistory(plain, record, LAST_SIDE);
    expect(plain).toEqual(copy);
    const { history: h, ...rest } = s;
    const { history: h0, ...rest0 } = plain;
    expect(rest).toEqual(rest0);
    expect(Object.keys(s)).toEqual(Object.keys(plain));
    expect(h?.fates.map((f) => [f.simulatedRate, f.ci])).toEqual(h0?.fates.map((f) => [f.simulatedRate, f.ci]));
    expect(Object.keys(h ?? {})).toEqual(['source', 'date', 'summary', 'winner', 'fates', 'turns', 'facts', 'outsideModel']);
  });

  it('copies the notes when the record has any', () => {
    const notes = ['No agent fires at the clerk.', 'Surrender is not modelled.'];
    expect(assessed({ notes }).history?.notes).toEqual(notes);
    expect('notes' in (assessed({ notes: [] }).history ?? {})).toBe(false);
    expect('notes' in (assessed({}).history ?? {})).toBe(false);
  });

  it("keeps only the notes about the run's system: plain ones and those whose systems name it", () => {
    // SKIRMISH_INFO's system is boothill.
    const notes = ['About every system.', { systems: ['quickdraw'], text: 'About Quick on the Draw.' }, { systems: ['boothill', 'shootout'], text: 'About BOOT HILL and Shootout!.' }];
    expect(assessed({ notes }).history?.notes).toEqual(['About every system.', 'About BOOT HILL and Shootout!.']);
    expect(assessed({ notes }, LAST_SIDE, SKIRMISH_COUNTS, { ...SKIRMISH_INFO, system: 'quickdraw' }).history?.notes).toEqual(['About every system.', 'About Quick on the Draw.']);
    expect('notes' in (assessed({ notes: [{ systems: ['quickdraw'], text: 'Only there.' }] }).history ?? {})).toBe(false);
  });

  it('words the flag with the run\'s trials', () => {
    expect(neverProducedText(10_000)).toBe('never happened in 10,000 trials');
    expect(neverProducedText(1)).toBe('never happened in 1 trial');
  });

  it('refuses a summary without history, and a null winner without its meaning', () => {
    const plain = summarizeSkirmish(SKIRMISH_INFO, SKIRMISH_COUNTS);
    expect(() => assessHistory(plain, SKIRMISH_HISTORY, LAST_SIDE)).toThrow(/has no history/);
    expect(() => assessed({ winner: null })).toThrow(/history\.noWinner is required with winner null/);
  });
});

describe('assessHistory: the recorded length', () => {
  it('is comparable under a BOOT HILL turn when shorter than the turn limit (10)', () => {
    const t = assessed({ turns: 3 }).history?.turns;
    expect(t).toMatchObject({ recorded: 3, atMostRecorded: 0.55, comparable: true, unreachable: false });
    expect(t !== undefined && 'notComparable' in t).toBe(false);
    expect(assessed({ turns: 9.5 }).history?.turns?.comparable).toBe(true);
  });

  it('is flagged unreachable, not comparable and outside the model when longer than the limit (Coffeyville: 72 turns, limit 60)', () => {
    const h = assessed({ turns: 12 }).history;
    expect(h?.turns).toMatchObject({ recorded: 12, atMostRecorded: 1, comparable: false, unreachable: true });
    expect(h?.turns?.notComparable).toBe('the record (12 turns) is longer than the turn limit (10 turns): no trial can last so long');
    expect(h?.outsideModel).toEqual(['length: 12 turns, longer than the turn limit of 10']);
  });

  it('is not comparable at the limit itself (every trial ends within it), though reachable', () => {
    const h = assessed({ turns: 10 }).history;
    expect(h?.turns).toMatchObject({ comparable: false, unreachable: false, notComparable: 'the record (10 turns) equals the turn limit: every trial ends within it' });
    expect(h?.outsideModel).toEqual([]);
  });

  it('is not comparable under a system whose turn is not a BOOT HILL turn', () => {
    const h = assessed({ turns: 3 }, { victory: [], turn: NO_GAME_TIME }).history;
    expect(h?.turns).toMatchObject({ comparable: false, unreachable: false });
    expect(h?.turns?.notComparable).toBe('the record counts BOOT HILL turns of about 10 seconds, and in this rule system a turn has no fixed game time');
    expect(assessed({ turns: 3 }, { victory: [], turn: { unit: 'phase', seconds: 5 } }).history?.turns?.notComparable).toMatch(/a turn is one phase, about 5 seconds$/);
    // Beyond the limit in other units is not called unreachable: the units differ.
    expect(assessed({ turns: 40 }, { victory: [], turn: NO_GAME_TIME }).history?.outsideModel).toEqual([]);
  });
});

describe('assessHistory: a record in which no side won', () => {
  it('sets "stopped", "backed-down" and "walked-away" beside the trials no side won with both still standing', () => {
    for (const meaning of ['stopped', 'backed-down', 'walked-away'] as const) {
      const h = duel(50, { noWinner: meaning }).history;
      expect(h?.winner).toBeNull();
      expect(h?.noWinner).toMatchObject({ meaning, outcome: 'undecided', count: 150, rate: 0.15, ci: wilson(150, 1000), produced: true });
      expect(h?.noWinner?.outcomeText).toBe('no side won, both sides still standing at the turn limit');
    }
    expect(duel(50).history?.noWinner?.meaningText).toBe('one side backed down: the fight never came off');
    expect(duel(50, { noWinner: 'stopped' }).history?.noWinner?.meaningText).toBe('the fight was stopped before either side won');
    expect(Object.keys(duel(50).history ?? {})).toEqual(['source', 'winner', 'noWinner', 'fates', 'facts', 'outsideModel']);
  });

  it('sets "all-down" beside the trials in which both were out at once', () => {
    expect(duel(50, { noWinner: 'all-down' }).history?.noWinner).toMatchObject({ outcome: 'all-out', count: 50, rate: 0.05, produced: true, outcomeText: 'no side won, every side out of action at once' });
  });

  it('flags the matching outcome when no trial produced it', () => {
    // Every draw had both men out: none ended with both standing.
    const h = duel(200).history;
    expect(h?.noWinner).toMatchObject({ outcome: 'undecided', count: 0, produced: false });
    expect(h?.outsideModel).toEqual(['no winner (no side won, both sides still standing at the turn limit)']);
    expect(duel(0, { noWinner: 'all-down' }).history?.outsideModel).toEqual(['no winner (no side won, every side out of action at once)']);
  });

  it('falls back to the draws when the counts cannot tell the two apart', () => {
    const drawsOnly = { outcome: 'no-side-won', count: 200, rate: 0.2, outcomeText: 'no side won (the turn limit, or every side out at once: not told apart in this scenario)' };
    // A side can win by holding out or reaching a place.
    expect(duel(50, {}, { victory: [{ type: 'holdOut' }], turn: BOOT_HILL_TURN }).history?.noWinner).toMatchObject(drawsOnly);
    expect(duel(50, {}, { victory: [{ type: 'reachPlace' }], turn: BOOT_HILL_TURN }).history?.noWinner).toMatchObject(drawsOnly);
    // An explicit lastSideStanding changes nothing.
    expect(duel(50, {}, { victory: [{ type: 'lastSideStanding' }], turn: BOOT_HILL_TURN }).history?.noWinner?.outcome).toBe('undecided');
    // The two sides' counts disagree (Hickok out 550 times: 50 both-out trials from his side, 0 from Hardin's).
    expect(duel(0, {}, LAST_SIDE, 550).history?.noWinner).toMatchObject(drawsOnly);
    // Three sides (the fixture): the draws (100).
    expect(assessed({ winner: null, noWinner: 'walked-away' }).history?.noWinner).toMatchObject({ outcome: 'no-side-won', count: 100, rate: 0.1 });
  });
});
