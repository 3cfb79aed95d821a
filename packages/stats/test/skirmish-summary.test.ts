import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  SKIRMISH_END_STATES,
  SKIRMISH_FRAME_COLUMNS,
  SKIRMISH_SUMMARY_FIELDS,
  skirmishFrames,
  summarizeSkirmish,
  wilson,
  writeSkirmishTables,
  type ScenarioHistory,
  type SkirmishCounts,
  type SkirmishSummary,
} from '@deadeye/stats';
import { NAME_BILLY, SCENARIO_NAME, NORTHFIELD_COUNTS, SKIRMISH_COUNTS, SKIRMISH_COUNTS_NORTHFIELD, SKIRMISH_HISTORY, SKIRMISH_INFO, SKIRMISH_INFO_WITH_HISTORY } from './skirmish-fixtures.ts';

/** Wilson 95 % bounds of the fixture's counts, computed independently (z = 1.959963984540054), 6 decimals. */
const KNOWN = {
  wins600: [0.569309, 0.629925],
  wins300: [0.272407, 0.329124],
  wins0: [0, 0.003827],
  draws100: [0.082909, 0.120152],
  hits1200of3000: [0.382608, 0.417648],
  standing1500of2000: [0.730556, 0.768486],
  dead50: [0.03813, 0.065314],
  hits0of10: [0, 0.277533],
  hits1650of4000: [0.397335, 0.427833],
  turns550of1000: [0.519033, 0.580585],
  unhurt700: [0.670876, 0.727593],
  fled400: [0.370075, 0.430691],
  dead350: [0.321063, 0.380085],
  wounded300: [0.272407, 0.329124],
} as const;

function expectInterval(actual: readonly [number, number] | null, expected: readonly [number, number]): void {
  expect(actual).not.toBeNull();
  expect(actual?.[0]).toBeCloseTo(expected[0], 6);
  expect(actual?.[1]).toBeCloseTo(expected[1], 6);
}

function withCounts(patch: Partial<SkirmishCounts>): SkirmishCounts {
  return { ...SKIRMISH_COUNTS, ...patch };
}

describe('summarizeSkirmish', () => {
  const summary = summarizeSkirmish(SKIRMISH_INFO, SKIRMISH_COUNTS);
  const byName = (name: string): SkirmishSummary['characters'][number] => {
    const c = summary.characters.find((x) => x.name === name);
    if (c === undefined) throw new Error(`no character ${name}`);
    return c;
  };

  it('lists the top-level fields in the contract order', () => {
    const expected = [
      'scenario', 'scenarioName', 'system', 'variant', 'seed', 'trials', 'threads', 'elapsedMs', 'trialsPerSecond', 'version',
      'maxTurns', 'confidence', 'draws', 'sides', 'characters', 'turns', 'weapons', 'firstShot', 'randomDraws',
    ];
    expect(Object.keys(summary)).toEqual(expected);
    expect([...SKIRMISH_SUMMARY_FIELDS]).toEqual([...expected, 'history', 'northfield', 'sections']);
    expect(Object.keys(JSON.parse(JSON.stringify(summary)) as object)).toEqual(expected);
    expect(Object.keys(summarizeSkirmish(SKIRMISH_INFO_WITH_HISTORY, SKIRMISH_COUNTS))).toEqual([...expected, 'history']);
    expect(Object.keys(summary.characters[0] ?? {})).toEqual([
      'name', 'side', 'unhurt', 'wounded', 'escaped', 'unconscious', 'dead', 'fled', 'captured', 'meanShots', 'shots', 'hits', 'hitRate', 'brawlRounds', 'brawlDamage',
    ]);
    expect(Object.keys(summary.sides[0] ?? {})).toEqual(['name', 'wins', 'winRate', 'winRateCI', 'casualties']);
    expect(Object.keys(summary.weapons[0] ?? {})).toEqual(['weapon', 'weaponName', 'band', 'shots', 'hits', 'hitRate', 'wounds', 'woundsPerShot', 'kills', 'killsPerShot']);
    expect(Object.keys(summary.firstShot)).toEqual(['exchanges', 'fastestStanding', 'rate', 'ci']);
  });

  it('copies the run facts', () => {
    expect(summary).toMatchObject({
      scenario: 'ok-corral', scenarioName: SCENARIO_NAME, system: 'boothill', variant: 'screen', seed: 'tombstone-1881',
      trials: 1000, threads: 4, elapsedMs: 2500, trialsPerSecond: 400, version: '0.1.0', maxTurns: 10, confidence: 0.95, randomDraws: 123_456,
    });
  });

  it('computes side win rates and draws with Wilson intervals', () => {
    expect(summary.sides.map((s) => [s.name, s.wins, s.winRate])).toEqual([['Earps', 600, 0.6], ['Cowboys', 300, 0.3], ['Townsfolk', 0, 0]]);
    expectInterval(summary.sides[0]?.winRateCI ?? null, KNOWN.wins600);
    expectInterval(summary.sides[1]?.winRateCI ?? null, KNOWN.wins300);
    expectInterval(summary.sides[2]?.winRateCI ?? null, KNOWN.wins0);
    expect(summary.sides[2]?.winRateCI[0]).toBe(0);
    expect(summary.draws.count).toBe(100);
    expect(summary.draws.rate).toBe(0.1);
    expectInterval(summary.draws.ci, KNOWN.draws100);
    expect(summary.sides.reduce((a, s) => a + s.winRate, 0) + summary.draws.rate).toBeCloseTo(1, 12);
  });

  it('computes casualty means from the histograms and pads a short histogram to the side size', () => {
    expect(summary.sides.map((s) => s.casualties.mean)).toEqual([0.65, 1.35, 0]);
    expect(summary.sides.map((s) => s.casualties.histogram)).toEqual([[550, 300, 100, 50], [150, 350, 500], [1000, 0]]);
  });

  it('gives every end state as {count, rate, ci}, the seven rates summing to 1', () => {
    const wyatt = byName('Wyatt Earp');
    expect(wyatt.dead.count).toBe(50);
    expect(wyatt.dead.rate).toBe(0.05);
    expectInterval(wyatt.dead.ci, KNOWN.dead50);
    expect(SKIRMISH_END_STATES.map((s) => wyatt[s].rate)).toEqual([0.7, 0.2, 0, 0.03, 0.05, 0.01, 0.01]);
    expect(byName('Ike Clanton').fled).toEqual({ count: 400, rate: 0.4, ci: wilson(400, 1000) });
    for (const c of summary.characters) {
      expect(SKIRMISH_END_STATES.reduce((a, s) => a + c[s].rate, 0)).toBeCloseTo(1, 12);
      expect(SKIRMISH_END_STATES.reduce((a, s) => a + c[s].count, 0)).toBe(1000);
    }
    const behan = byName('Johnny Behan');
    expect(behan.unhurt).toEqual({ count: 1000, rate: 1, ci: wilson(1000, 1000) });
    expect(behan.unhurt.ci[1]).toBe(1);
    expect(behan.captured.ci[0]).toBe(0);
  });

  it('computes mean shots and hit rates, null when no shots were fired', () => {
    const wyatt = byName('Wyatt Earp');
    expect(wyatt.meanShots).toBe(3);
    expect([wyatt.shots, wyatt.hits]).toEqual([3000, 1200]);
    expect(wyatt.hitRate.rate).toBe(0.4);
    expectInterval(wyatt.hitRate.ci, KNOWN.hits1200of3000);
    expect([wyatt.brawlRounds, wyatt.brawlDamage]).toEqual([40, 55]);

    const billy = byName(NAME_BILLY);
    expect(billy.side).toBe('Cowboys');
    expect(billy.meanShots).toBe(0);
    expect(billy.hitRate).toEqual({ rate: null, ci: null });
    expect([billy.brawlRounds, billy.brawlDamage]).toEqual([800, 1200]);

    const behan = byName('Johnny Behan');
    expect(behan.meanShots).toBe(0.01);
    expect(behan.hitRate.rate).toBe(0);
    expectInterval(behan.hitRate.ci, KNOWN.hits0of10);
  });

  it('computes the turns histogram and mean', () => {
    expect(summary.turns.mean).toBeCloseTo(3.92, 12);
    expect(summary.turns.histogram).toEqual([100, 200, 250, 150, 100, 50, 30, 20, 100, 0]);
    const short = summarizeSkirmish(SKIRMISH_INFO, withCounts({ turns: SKIRMISH_COUNTS.turns.slice(0, 9) }));
    expect(short.turns.histogram).toEqual([100, 200, 250, 150, 100, 50, 30, 20, 100, 0]);
    expect(short.turns.mean).toBeCloseTo(3.92, 12);
  });

  it('computes weapon rates per shot', () => {
    expect(summary.weapons.map((w) => `${w.weapon}/${w.band}`)).toEqual(['fastDrawRevolver/short', 'fastDrawRevolver/medium', 'shotgun/short', 'rifle/long', 'derringer/short']);
    const fdr = summary.weapons[0];
    expect(fdr?.weaponName).toBe('Fast Draw Revolver');
    expect(fdr?.hitRate.rate).toBe(0.4125);
    expectInterval(fdr?.hitRate.ci ?? null, KNOWN.hits1650of4000);
    expect(fdr?.woundsPerShot).toBe(0.4125);
    expect(fdr?.killsPerShot).toBe(0.075);
    const shotgun = summary.weapons[2];
    expect([shotgun?.hitRate.rate, shotgun?.woundsPerShot, shotgun?.killsPerShot]).toEqual([0.4, 0.7, 0.12]);
    const derringer = summary.weapons[4];
    expect([derringer?.hitRate.rate, derringer?.woundsPerShot, derringer?.killsPerShot]).toEqual([0, 0, 0]);
    const noShots = summarizeSkirmish(SKIRMISH_INFO, withCounts({ weapons: [{ weapon: 'bowieKnife', weaponName: 'Bowie Knife', band: 'short', shots: 0, hits: 0, wounds: 0, kills: 0 }] }));
    expect(noShots.weapons[0]).toMatchObject({ hitRate: { rate: null, ci: null }, woundsPerShot: null, killsPerShot: null });
  });

  it('computes the first-shot rate, null without exchanges', () => {
    expect(summary.firstShot.exchanges).toBe(2000);
    expect(summary.firstShot.fastestStanding).toBe(1500);
    expect(summary.firstShot.rate).toBe(0.75);
    expectInterval(summary.firstShot.ci, KNOWN.standing1500of2000);
    const none = summarizeSkirmish(SKIRMISH_INFO, withCounts({ firstShot: { exchanges: 0, fastestStanding: 0 } }));
    expect(none.firstShot).toEqual({ exchanges: 0, fastestStanding: 0, rate: null, ci: null });
  });

  it('uses the confidence level for every interval', () => {
    const s99 = summarizeSkirmish(SKIRMISH_INFO, SKIRMISH_COUNTS, 0.99);
    expect(s99.confidence).toBe(0.99);
    expect(s99.sides[0]?.winRateCI).toEqual(wilson(600, 1000, 0.99));
    expect(s99.draws.ci).toEqual(wilson(100, 1000, 0.99));
    expect(s99.characters[0]?.dead.ci).toEqual(wilson(50, 1000, 0.99));
    expect(s99.characters[0]?.hitRate.ci).toEqual(wilson(1200, 3000, 0.99));
    expect(s99.weapons[0]?.hitRate.ci).toEqual(wilson(1650, 4000, 0.99));
    expect(s99.firstShot.ci).toEqual(wilson(1500, 2000, 0.99));
    expect((s99.sides[0]?.winRateCI[0] ?? 1) < KNOWN.wins600[0]).toBe(true);
    expect(() => summarizeSkirmish(SKIRMISH_INFO, SKIRMISH_COUNTS, 1)).toThrow(/confidence must be in \(0, 1\), got 1/);
  });

  it('rejects inconsistent counts with a RangeError naming the problem', () => {
    const [wyatt, ...rest] = SKIRMISH_COUNTS.characters;
    if (wyatt === undefined) throw new Error('fixture');
    const cases: [Partial<SkirmishCounts>, RegExp][] = [
      [{ trials: 999 }, /counts hold 999 trials, but the run states 1000/],
      [{ maxTurns: 12 }, /counts have maxTurns 12, but the run states 10/],
      [{ draws: 99 }, /sides: wins plus draws sum to 999, expected 1000 trials/],
      [{ characters: [{ ...wyatt, endState: { ...wyatt.endState, dead: 51 } }, ...rest] }, /character Wyatt Earp: end states sum to 1001, expected 1000 trials/],
      [{ characters: [{ ...wyatt, hits: 3001 }, ...rest] }, /character Wyatt Earp: hits must be an integer in 0\.\.3000, got 3001/],
      [{ characters: [{ ...wyatt, side: 'Clantons' }, ...rest] }, /character Wyatt Earp: side Clantons is not one of the sides \(Earps, Cowboys, Townsfolk\)/],
      [{ characters: [{ ...wyatt, shots: 1.5 }, ...rest] }, /character Wyatt Earp: shots must be an integer/],
      [{ characters: [{ ...wyatt, endState: { ...wyatt.endState, dead: 60, unhurt: 690 } }, ...rest] }, /side Earps: casualties histogram counts 650 characters out, but its characters' unconscious \+ dead \+ fled \+ captured counts sum to 660/],
      [{ sides: SKIRMISH_COUNTS.sides.map((s) => (s.name === 'Earps' ? { ...s, casualties: [549, 300, 100, 50] } : s)) }, /side Earps: casualties histogram sums to 999, expected 1000 trials/],
      [{ sides: SKIRMISH_COUNTS.sides.map((s) => (s.name === 'Townsfolk' ? { ...s, casualties: [1000, 0, 0] } : s)) }, /side Townsfolk: casualties histogram has 3 entries, more than side size \+ 1 = 2/],
      [{ sides: [...SKIRMISH_COUNTS.sides, { name: 'Earps', wins: 0, casualties: [1000] }] }, /sides: names must be distinct/],
      [{ turns: [...SKIRMISH_COUNTS.turns, 0] }, /turns: histogram has 11 entries, more than maxTurns 10/],
      [{ turns: [101, ...SKIRMISH_COUNTS.turns.slice(1)] }, /turns: histogram sums to 1001, expected 1000 trials/],
      [{ weapons: [{ weapon: 'rifle', weaponName: 'Rifle', band: 'long', shots: 10, hits: 5, wounds: 2, kills: 3 }] }, /weapon rifle at long range: kills must be an integer in 0\.\.2, got 3/],
      [{ firstShot: { exchanges: 10, fastestStanding: 11 } }, /firstShot: fastestStanding must be an integer in 0\.\.10, got 11/],
    ];
    for (const [patch, message] of cases) {
      expect(() => summarizeSkirmish(SKIRMISH_INFO, withCounts(patch))).toThrow(RangeError);
      expect(() => summarizeSkirmish(SKIRMISH_INFO, withCounts(patch))).toThrow(message);
    }
  });
});

describe('summarizeSkirmish: history', () => {
  const plain = summarizeSkirmish(SKIRMISH_INFO, SKIRMISH_COUNTS);
  const summary = summarizeSkirmish(SKIRMISH_INFO_WITH_HISTORY, SKIRMISH_COUNTS);
  const history = summary.history;
  const withHistory = (patch: Partial<ScenarioHistory>): SkirmishSummary => summarizeSkirmish({ ...SKIRMISH_INFO, history: { ...SKIRMISH_HISTORY, ...patch } }, SKIRMISH_COUNTS);

  it('is absent without a record, and changes nothing else', () => {
    expect(plain.history).toBeUndefined();
    expect('history' in plain).toBe(false);
    const { history: _h, ...rest } = summary;
    expect(rest).toEqual(plain);
  });

  it('copies the source, date, summary and facts, in the documented field order', () => {
    expect(history).toBeDefined();
    expect(Object.keys(history ?? {})).toEqual(['source', 'date', 'summary', 'winner', 'fates', 'turns', 'facts']);
    expect(history?.source).toBe(SKIRMISH_HISTORY.source);
    expect(history?.date).toBe('26 October 1881');
    expect(history?.summary).toBe('About thirty shots in thirty seconds; Ike ran.');
    expect(history?.facts).toEqual([{ fact: 'Shots fired', value: 'about 30' }, { fact: 'Distance', value: 'about 6 to 10 feet' }]);
  });

  it('sets the recorded winner beside its side\'s win rate and interval', () => {
    expect(history?.winner).toEqual({ side: 'Earps', simulatedRate: 0.6, ci: plain.sides[0]?.winRateCI });
    expectInterval(history?.winner?.ci ?? null, KNOWN.wins600);
    expect(withHistory({ winner: 'Townsfolk' }).history?.winner).toEqual({ side: 'Townsfolk', simulatedRate: 0, ci: wilson(0, 1000) });
  });

  it('keeps a null winner (no side won) and leaves out an unrecorded one', () => {
    expect(withHistory({ winner: null }).history?.winner).toBeNull();
    const { winner: _w, ...noWinner } = SKIRMISH_HISTORY;
    const s = summarizeSkirmish({ ...SKIRMISH_INFO, history: noWinner }, SKIRMISH_COUNTS);
    expect(s.history).toBeDefined();
    expect('winner' in (s.history ?? {})).toBe(false);
  });

  it('gives each recorded fate its simulated rate and Wilson interval, in character order', () => {
    expect(history?.fates.map((f) => [f.character, f.recorded, f.simulatedRate])).toEqual([
      ['Wyatt Earp', 'unhurt', 0.7],
      ['Virgil Earp', 'wounded', 0.3],
      ['Ike Clanton', 'fled', 0.4],
      [NAME_BILLY, 'dead', 0.35],
    ]);
    const [wyatt, virgil, ike, billy] = history?.fates ?? [];
    expectInterval(wyatt?.ci ?? null, KNOWN.unhurt700);
    expectInterval(virgil?.ci ?? null, KNOWN.wounded300);
    expectInterval(ike?.ci ?? null, KNOWN.fled400);
    expectInterval(billy?.ci ?? null, KNOWN.dead350);
    // the intervals are the characters' own end-state cells
    expect(ike?.ci).toEqual(plain.characters[3]?.fled.ci);
    expect(Object.keys(wyatt ?? {})).toEqual(['character', 'recorded', 'simulatedRate', 'ci']);
  });

  it('uses the confidence level for the history intervals too', () => {
    const s99 = summarizeSkirmish(SKIRMISH_INFO_WITH_HISTORY, SKIRMISH_COUNTS, 0.99);
    expect(s99.history?.winner?.ci).toEqual(wilson(600, 1000, 0.99));
    expect(s99.history?.fates[0]?.ci).toEqual(wilson(700, 1000, 0.99));
    expect(s99.history?.turns?.atMostRecordedCI).toEqual(wilson(550, 1000, 0.99));
  });

  it('sets the recorded length beside the mean turns and the share of trials no longer', () => {
    expect(Object.keys(history?.turns ?? {})).toEqual(['recorded', 'simulatedMean', 'atMostRecorded', 'atMostRecordedCI']);
    expect(history?.turns?.recorded).toBe(3);
    expect(history?.turns?.simulatedMean).toBeCloseTo(3.92, 12);
    // turns [100, 200, 250, ...]: 550 trials ended after turn 1, 2 or 3
    expect(history?.turns?.atMostRecorded).toBe(0.55);
    expectInterval(history?.turns?.atMostRecordedCI ?? null, KNOWN.turns550of1000);
    // a fractional record counts the whole turns within it; a record at or past the limit counts every trial
    expect(withHistory({ turns: 3.5 }).history?.turns?.atMostRecorded).toBe(0.55);
    expect(withHistory({ turns: 0.5 }).history?.turns).toMatchObject({ atMostRecorded: 0, atMostRecordedCI: wilson(0, 1000) });
    expect(withHistory({ turns: 10 }).history?.turns?.atMostRecorded).toBe(1);
    expect(withHistory({ turns: 40 }).history?.turns?.atMostRecorded).toBe(1);
  });

  it('leaves out the length and the fates when the record does not give them', () => {
    const { turns: _t, ...noTurns } = SKIRMISH_HISTORY;
    const s = summarizeSkirmish({ ...SKIRMISH_INFO, history: { ...noTurns, fates: {}, facts: [] } }, SKIRMISH_COUNTS);
    expect(s.history).toEqual({ source: SKIRMISH_HISTORY.source, date: '26 October 1881', summary: 'About thirty shots in thirty seconds; Ike ran.', winner: { side: 'Earps', simulatedRate: 0.6, ci: wilson(600, 1000) }, fates: [], facts: [] });
  });

  it('rejects a record that does not fit the counts with a RangeError naming the field', () => {
    const cases: [Partial<ScenarioHistory>, RegExp][] = [
      [{ winner: 'Clantons' }, /history\.winner: Clantons is not one of the sides \(Earps, Cowboys, Townsfolk\)/],
      [{ fates: { 'Wyatt Earp': 'dead', 'Tom McLaury': 'dead' } }, /history\.fates: Tom McLaury is not one of the characters \(Wyatt Earp, Doc Holliday/],
      [{ fates: { 'Wyatt Earp': 'shot' as 'dead' } }, /history\.fates\.Wyatt Earp: shot is not one of the end states \(unhurt, wounded, escaped, unconscious, dead, fled, captured\)/],
      [{ turns: 0 }, /history\.turns: must be a number of turns > 0, got 0/],
      [{ turns: Number.NaN }, /history\.turns: must be a number of turns > 0, got NaN/],
    ];
    for (const [patch, message] of cases) {
      expect(() => withHistory(patch)).toThrow(RangeError);
      expect(() => withHistory(patch)).toThrow(message);
    }
    const [wyatt, ...rest] = SKIRMISH_COUNTS.characters;
    if (wyatt === undefined) throw new Error('fixture');
    const twins = withCounts({ characters: [wyatt, ...rest.map((c) => (c.name === 'Doc Holliday' ? { ...c, name: 'Wyatt Earp' } : c))] });
    expect(() => summarizeSkirmish(SKIRMISH_INFO_WITH_HISTORY, twins)).toThrow(/history\.fates: Wyatt Earp names 2 characters; it must name one/);
  });
});

describe('skirmish tables', () => {
  const summary = summarizeSkirmish(SKIRMISH_INFO, SKIRMISH_COUNTS);
  let dir: string | undefined;

  afterAll(async () => {
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
  });

  it('builds DataFrames with the documented columns', async () => {
    const frames = await skirmishFrames(summary);
    expect(frames.characters.columns).toEqual([...SKIRMISH_FRAME_COLUMNS.characters]);
    expect(frames.characters.shape).toEqual([6, 2 + 21 + 8]);
    expect(frames.sides.columns).toEqual([...SKIRMISH_FRAME_COLUMNS.sides, 'casualties_0', 'casualties_1', 'casualties_2', 'casualties_3']);
    expect(frames.weapons.shape).toEqual([5, 12]);
    expect(frames.turns.shape).toEqual([10, 3]);
  });

  it('writes characters, sides, weapons and turns CSVs and summary.json', async () => {
    dir = await mkdtemp(join(tmpdir(), 'deadeye-skirmish-tables-'));
    const written = await writeSkirmishTables(dir, summary);
    expect(written).toEqual(['characters.csv', 'sides.csv', 'weapons.csv', 'turns.csv'].map((f) => join(dir ?? '', 'tables', f)).concat(join(dir, 'summary.json')));
    expect((await readdir(join(dir, 'tables'))).sort()).toEqual(['characters.csv', 'sides.csv', 'turns.csv', 'weapons.csv']);

    const sides = (await readFile(join(dir, 'tables', 'sides.csv'), 'utf8')).trimEnd().split('\n');
    expect(sides[0]).toBe('side,wins,win_rate,win_low,win_high,casualties_mean,casualties_0,casualties_1,casualties_2,casualties_3');
    const lo = wilson(600, 1000)[0];
    const hi = wilson(600, 1000)[1];
    expect(sides[1]).toBe(`Earps,600,0.6,${lo},${hi},0.65,550,300,100,50`);
    expect(sides[3]).toBe(`Townsfolk,0,0,0,${wilson(0, 1000)[1]},0,1000,0,,`);

    const characters = (await readFile(join(dir, 'tables', 'characters.csv'), 'utf8')).trimEnd().split('\n');
    expect(characters).toHaveLength(7);
    expect(characters[0]).toBe(
      'name,side,unhurt,unhurt_low,unhurt_high,wounded,wounded_low,wounded_high,escaped,escaped_low,escaped_high,unconscious,unconscious_low,unconscious_high,dead,dead_low,dead_high,fled,fled_low,fled_high,captured,captured_low,captured_high,mean_shots,shots,hits,hit_rate,hit_low,hit_high,brawl_rounds,brawl_damage',
    );
    const billy = characters[5] ?? '';
    expect(billy.startsWith('"Billy ""the Kid"" <Claiborne>, Jr.",Cowboys,0.3,')).toBe(true);
    expect(billy.endsWith(',0,0,0,,,,800,1200')).toBe(true);

    const weapons = (await readFile(join(dir, 'tables', 'weapons.csv'), 'utf8')).trimEnd().split('\n');
    expect(weapons[0]).toBe('weapon,weapon_name,band,shots,hits,hit_rate,hit_low,hit_high,wounds,wounds_per_shot,kills,kills_per_shot');
    expect(weapons[3]).toBe(`shotgun,Shotgun,short,1000,400,0.4,${wilson(400, 1000)[0]},${wilson(400, 1000)[1]},700,0.7,120,0.12`);

    const turns = (await readFile(join(dir, 'tables', 'turns.csv'), 'utf8')).trimEnd().split('\n');
    expect(turns).toEqual(['turn,trials,fraction', '1,100,0.1', '2,200,0.2', '3,250,0.25', '4,150,0.15', '5,100,0.1', '6,50,0.05', '7,30,0.03', '8,20,0.02', '9,100,0.1', '10,0,0']);

    expect(JSON.parse(await readFile(join(dir, 'summary.json'), 'utf8'))).toEqual(JSON.parse(JSON.stringify(summary)));
  });
});

describe('summarizeSkirmish: the Northfield section', () => {
  it('reads victory by money, money means, discovery and reinforcements from the module counts', () => {
    const s = summarizeSkirmish(SKIRMISH_INFO, SKIRMISH_COUNTS_NORTHFIELD);
    const nf = s.northfield!;
    expect(Object.keys(s).at(-1)).toBe('northfield');
    expect(nf.gangVictory.count).toBe(s.sides[1]!.wins);
    expect(nf.gangMoney.mean).toBeCloseTo(4500, 9);
    expect(nf.townMoney.mean).toBeCloseTo(5000, 9);
    expect(nf.gangGotMoney.count).toBe(400);
    expect(nf.discoveredTurn.mean).toBeCloseTo(1200 / 900, 12);
    expect(nf.discoveredTurn.never.count).toBe(100);
    expect(nf.reinforcements.mean).toBeCloseTo(3.3, 12);
    expect(nf.vaultLooted.rate).toBe(0.1);
    expect(nf.recognized.ci[0]).toBeLessThan(0.3);
  });
  it('rejects a histogram that does not count every trial', () => {
    const bad = { ...SKIRMISH_COUNTS_NORTHFIELD, northfield: { ...NORTHFIELD_COUNTS, townMoney: NORTHFIELD_COUNTS.townMoney.map((n, k) => (k === 0 ? n - 1 : n)) } };
    expect(() => summarizeSkirmish(SKIRMISH_INFO, bad)).toThrow(/northfield.townMoney/);
  });
});
