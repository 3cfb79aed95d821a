/**
 * One test per modifier and per table row the skirmish engine reads (Deadeye issue #3, section 6).
 *
 * Each modifier test plays turn 1 of a small scenario twice, with and without the one condition,
 * and checks that the logged hit chance ("needs N or less") or net speed moves by exactly the
 * chart's value. Table rows are checked by forcing the dice through the engine.
 */
import { describe, expect, it } from 'vitest';
import { brawler, puncher, type Who, yaml } from './rules-scenario.ts';
import {
  ACT_AIM,
  ACT_FIRE,
  BRAWL_GRAPPLE,
  BRAWL_PUNCH,
  PHASE_FIRE,
  PHASE_MOVE,
  ACT_PICK_UP,
  DROP_FEET,
  HORSE_DISMOUNT,
  HORSE_MOUNT,
  RATE_CRAWL,
  RATE_GALLOP,
  RATE_RUN,
  RATE_RUN_DODGE,
  RATE_TROT,
  RATE_WALK,
  parseScenario,
  type SkirmishAgent,
} from '@deadeye/core';
import { ForcedStream, streamFor } from '@deadeye/rng';
import { routeCosts, terrainCosts } from '../src/skirmish/lookups.ts';
import {
  FIRST_SHOT_MODIFIERS as FS,
  GRAPPLING_TABLE,
  HIT_MODIFIERS,
  MORALE_MODIFIERS,
  MOVEMENT_COSTS,
  MOVEMENT_RATES,
  PUNCHING_TABLE,
  STUNNING_CHART,
  SkirmishEngine,
  compileSkirmish,
  createSkirmishAccumulator,
  parseSkirmishVariant,
  skirmishCounts,
  type SkirmishStateView,
} from '../src/index.ts';

const H = HIT_MODIFIERS.screen;

/** Agent: optionally moves at `rate` toward `dest`, then fires `shots` at character `target` (or aims). */
function agent(o: { target?: number; shots?: number; hip?: number; aim?: boolean; dest?: number; rate?: number; weapon?: number } = {}): SkirmishAgent {
  return (obs, _rng, out) => {
    if (obs.phase === PHASE_MOVE && o.dest !== undefined) {
      out.moveTo = o.dest;
      out.rate = o.rate ?? RATE_WALK;
    }
    if (obs.phase === PHASE_FIRE && o.target !== undefined) {
      out.action = o.aim === true ? ACT_AIM : ACT_FIRE;
      out.target = o.target;
      out.shots = o.shots ?? 1;
      out.hipshoot = o.hip ?? 0;
      out.weapon = o.weapon ?? -1;
    }
  };
}
const idle: SkirmishAgent = () => {};

/** Plays trial 0 (seed `s`) with the given agents and start-state hook; returns the log. */
function play(text: string, agents: SkirmishAgent[], hook?: (s: SkirmishStateView) => void, variant = 'screen'): string[] {
  const setup = compileSkirmish(parseScenario(text, 'rules.yaml'), { variant: parseSkirmishVariant(variant), maxTurns: 1 });
  const engine = new SkirmishEngine(setup, agents);
  if (hook !== undefined) engine.onReset = hook;
  const log: string[] = [];
  engine.runTrial(streamFor('rules', setup.id, 0), createSkirmishAccumulator(setup), log);
  return log;
}

/** The hit chance of `who`'s shot `k` (1-based) in a log. */
function needs(log: string[], who = 'A', k = 1): number {
  const line = log.find((l) => l.trim().startsWith(`${who} shot ${k} at`));
  if (line === undefined) throw new Error(`no shot ${k} by ${who} in:\n${log.join('\n')}`);
  return Number(/needs (-?\d+) or less/.exec(line)![1]);
}

/** The net speed `who` fired at in a log. */
function netSpeed(log: string[], who = 'A'): number {
  const line = log.find((l) => l.includes(' at net speed ') && l.includes(`${who} (`));
  if (line === undefined) throw new Error(`${who} did not fire:\n${log.join('\n')}`);
  return Number(new RegExp(`${who} \\((-?\\d+):`).exec(line)![1]);
}

const A_AT = (x: number): Who => ({ pos: [x, 4] });
const base = yaml(A_AT(0), { pos: [8, 4] }); // SAR6 at 8 spaces: medium band (4+ to 10)
const shooter = [agent({ target: 1 }), idle];

describe('HIT DETERMINATION CHART modifiers the engine reads (screen reading)', () => {
  const b0 = needs(play(base, shooter));
  it('base: BAC 70 at medium range', () => expect(b0).toBe(70 + H.range.medium));
  it.each([
    ['short', 3, H.range.short],
    ['long', 15, H.range.long],
    ['extreme', 30, H.range.extreme],
  ] as const)('range %s', (_band, x, mod) => {
    expect(needs(play(yaml(A_AT(0), { pos: [x, 4] }), shooter))).toBe(b0 - H.range.medium + mod);
  });
  it('the rulebook reading flips the signs', () => {
    expect(needs(play(yaml(A_AT(0), { pos: [3, 4] }), shooter, undefined, 'rulebook'))).toBe(70 + HIT_MODIFIERS.rulebook.range.short);
  });
  it.each([
    ['crawling', RATE_CRAWL, H.shooterMovement.crawling],
    ['walking', RATE_WALK, H.shooterMovement.walking],
    ['running and dodging', RATE_RUN_DODGE, H.shooterMovement.runningAndDodging],
    ['running', RATE_RUN, H.shooterMovement.running],
  ] as const)('shooter %s', (_w, rate, mod) => {
    // A moves 1 space north-south and back is not needed: he steps to (1,4)... the range stays in the medium band.
    const log = play(base, [agent({ target: 1, dest: 4 * 40 + 1, rate }), idle]);
    expect(needs(log)).toBe(b0 + mod);
  });
  it.each([
    ['trotting', RATE_TROT, H.shooterMovement.trotting],
    ['galloping', RATE_GALLOP, H.shooterMovement.galloping],
  ] as const)('mounted shooter %s', (_w, rate, mod) => {
    const text = yaml({ pos: [0, 4], extra: ', mounted: true, horseStrength: 40' }, { pos: [20, 4] });
    const still = needs(play(text, [agent({ target: 1 }), idle]));
    // From a stop a horse trots at most (S2): gallop is asked, trot is ridden.
    const moved = needs(play(text, [agent({ target: 1, dest: 4 * 40 + 2, rate }), idle]));
    expect(moved - still).toBe(rate === RATE_GALLOP ? H.shooterMovement.trotting : mod);
  });
  it.each([
    ['walking or crawling', RATE_WALK, H.targetMovement.walkingOrCrawling],
    ['crawling', RATE_CRAWL, H.targetMovement.walkingOrCrawling],
    ['running', RATE_RUN, H.targetMovement.runningOrTrotting],
    ['running and dodging', RATE_RUN_DODGE, H.targetMovement.runningAndDodging],
  ] as const)('target %s', (_w, rate, mod) => {
    const log = play(base, [agent({ target: 1 }), agent({ dest: 4 * 40 + 9, rate })]);
    expect(needs(log)).toBe(b0 + mod);
  });
  it.each([
    ['less than 50% of STRENGTH', 10, H.wounds.lessThanHalf],
    ['50% or more of STRENGTH', 50, H.wounds.halfOrMore],
  ] as const)('shooter wounds %s', (_w, pts, mod) => {
    const text = yaml({ pos: [0, 4], stats: '{ basp: 10, bac: 70, str: 100, mrl: 90 }' }, { pos: [8, 4] });
    expect(needs(play(text, shooter, (s) => (s.woundPoints[0] = pts)))).toBe(b0 + mod);
  });
  it.each([
    ['light', 1, H.lightWoundGunArm],
    ['serious', 2, H.seriousWoundGunArm],
  ] as const)('%s wound in the gun arm (right arm of a right-hander)', (_w, sev, mod) => {
    expect(needs(play(base, shooter, (s) => (s.worstWound[0 * 9 + 3] = sev)))).toBe(b0 + mod);
    // The left arm is not his gun arm.
    expect(needs(play(base, shooter, (s) => (s.worstWound[0 * 9 + 2] = sev)))).toBe(b0);
  });
  it('weapon at rest: still, next to hard cover, aimed at the target last turn', () => {
    const text = yaml(A_AT(0), { pos: [8, 4] }, { cover: '[{ kind: hard, cells: [[1, 3]] }]' });
    expect(needs(play(text, shooter, (s) => (s.aimedAt[0] = 1)))).toBe(b0 + H.weaponAtRest);
    // Not on the turn the weapon is first aimed at the target.
    expect(needs(play(text, shooter))).toBe(b0);
  });
  it('no weapon at rest for a shot from the hip (S10, amended after the twelfth audit)', () => {
    const text = yaml(A_AT(0), { pos: [8, 4] }, { cover: '[{ kind: hard, cells: [[1, 3]] }]' });
    expect(needs(play(text, [agent({ target: 1, hip: 1 }), idle], (s) => (s.aimedAt[0] = 1)))).toBe(b0 + H.hipshooting);
  });
  it('second and third shot this turn', () => {
    // Three misses (d100 100) so that the volley runs to its third shot.
    const setup = compileSkirmish(parseScenario(base, 'shots.yaml'), { maxTurns: 1 });
    const log: string[] = [];
    new SkirmishEngine(setup, [agent({ target: 1, shots: 3 }), idle]).runTrial(new ForcedStream([50, 60, 100, 100, 100]), createSkirmishAccumulator(setup), log);
    expect(needs(log, 'A', 1)).toBe(b0);
    expect(needs(log, 'A', 2)).toBe(b0 + H.secondShot);
    expect(needs(log, 'A', 3)).toBe(b0 + H.thirdShot);
  });
  it('firing a shotgun; firing a scatter gun', () => {
    expect(needs(play(yaml({ pos: [0, 4], weapons: '[{ code: SG2 }]' }, { pos: [8, 4] }), shooter))).toBe(70 + H.range.medium + H.shotgun);
    expect(needs(play(yaml({ pos: [0, 4], weapons: '[{ code: SCG2 }]' }, { pos: [3, 4] }), shooter))).toBe(70 + H.range.medium + H.scatterGun);
  });
  it('firing two pistols, and the wrong hand for the off-hand pistol', () => {
    const text = yaml({ pos: [0, 4], weapons: '[{ code: SAR6 }, { code: SAR6 }]', extra: ', twoGuns: true' }, { pos: [8, 4] });
    const log = play(text, [agent({ target: 1, shots: 1 }), idle]);
    expect(needs(log, 'A', 1)).toBe(b0 + H.twoPistols);
    // The off-hand gun fires its own volley after the first: its first shot has the wrong-hand penalty too.
    const offHand = log.filter((l) => l.trim().startsWith('A shot 1 at'))[1]!;
    expect(Number(/needs (-?\d+)/.exec(offHand)![1])).toBe(b0 + H.twoPistols + H.wrongHand);
  });
  it('hipshooting', () => {
    expect(needs(play(base, [agent({ target: 1, hip: 1 }), idle]))).toBe(b0 + H.hipshooting);
  });
  it('target obscured (soft cover on the line)', () => {
    const text = yaml(A_AT(0), { pos: [8, 4] }, { cover: '[{ kind: soft, cells: [[4, 4]] }]' });
    expect(needs(play(text, shooter))).toBe(b0 + H.targetObscured);
  });
  it('a brawling next-round modifier converts x10% on a shot (BRAWLS)', () => {
    expect(needs(play(base, shooter, (s) => (s.nextBrawlModifier[0] = -2)))).toBe(b0 - 20);
  });
  it('a stunned character fires at half his accuracy (STUNNING CHART)', () => {
    expect(needs(play(base, shooter, (s) => (s.halfEffectUntil[0] = 1)))).toBe(35 + H.range.medium);
  });
  it('thrown weapons hit on throwing accuracy with the knife bands', () => {
    const text = yaml({ pos: [0, 4], weapons: '[{ code: KN }]' }, { pos: [2, 4] });
    expect(needs(play(text, shooter))).toBe(60 + H.range.medium);
  });
});

describe('FIRST SHOT DETERMINATION CHART modifiers the engine reads', () => {
  const s0 = netSpeed(play(base, shooter)); // BASP 10 + SAR6 (Fast) +8
  it('base: BASP + weapon speed', () => expect(s0).toBe(18));
  it.each([
    ['surprised', "surprise: surprised", FS.surprised],
    ['completely surprised', 'surprise: completely', FS.completelySurprised],
    ['giving opponent the first move', 'givesFirstMove: true', FS.givingOpponentFirstMove],
  ] as const)('%s (turn 1)', (_w, field, mod) => {
    expect(netSpeed(play(yaml({ pos: [0, 4], extra: `, ${field}` }, { pos: [8, 4] }), shooter))).toBe(s0 + mod);
  });
  it.each([
    ['running', RATE_RUN],
    ['running and dodging', RATE_RUN_DODGE],
  ] as const)('%s', (_w, rate) => {
    expect(netSpeed(play(base, [agent({ target: 1, dest: 4 * 40 + 1, rate }), idle]))).toBe(s0 + FS.runningOrRunningAndDodging);
  });
  it('on horseback', () => {
    expect(netSpeed(play(yaml({ pos: [0, 4], extra: ', mounted: true, horseStrength: 40' }, { pos: [8, 4] }), shooter))).toBe(s0 + FS.onHorseback);
  });
  it.each([
    ['less than 50%', 10, FS.woundsLessThanHalf],
    ['50% or more', 50, FS.woundsHalfOrMore],
  ] as const)('wounds %s of STRENGTH', (_w, pts, mod) => {
    const text = yaml({ pos: [0, 4], stats: '{ basp: 10, bac: 70, str: 100, mrl: 90 }' }, { pos: [8, 4] });
    expect(netSpeed(play(text, shooter, (s) => (s.woundPoints[0] = pts)))).toBe(s0 + mod);
  });
  it('draws two guns', () => {
    const text = yaml({ pos: [0, 4], weapons: '[{ code: SAR6 }, { code: SAR6 }]', extra: ', twoGuns: true' }, { pos: [8, 4] });
    expect(netSpeed(play(text, shooter))).toBe(s0 + FS.drawsTwoGuns);
  });
  it('hipshoots', () => expect(netSpeed(play(base, [agent({ target: 1, hip: 1 }), idle]))).toBe(s0 + FS.hipshoots));
  it('fires on the same target for a second consecutive turn, or aimed at it: one or the other (R3)', () => {
    expect(netSpeed(play(base, shooter, (s) => (s.firedAt[0] = 1)))).toBe(s0 + FS.firesSameTargetConsecutiveTurn);
    expect(netSpeed(play(base, shooter, (s) => (s.aimedAt[0] = 1)))).toBe(s0 + FS.aimsSameTargetConsecutiveTurn);
    expect(netSpeed(play(base, shooter, (s) => ((s.firedAt[0] = 1), (s.aimedAt[0] = 1))))).toBe(s0 + FS.firesSameTargetConsecutiveTurn);
  });
  it("the road agent's spin: d6 1-2 gives the spinner +5 on turn 1, 3-6 gives his opponent +5 (special rule)", () => {
    const text = yaml(A_AT(0), { pos: [8, 4] }, { extra: 'specialRules: [{ rule: roadAgentsSpin, spinner: A, against: B }]' });
    const setup = compileSkirmish(parseScenario(text, 'spin.yaml'), { maxTurns: 1 });
    const both = [agent({ target: 1 }), agent({ target: 0 })];
    // Dice: the spin's d6, then the movement d100s, then the shots (misses: 100).
    for (const [roll, spinnerBonus, otherBonus] of [[1, 5, 0], [2, 5, 0], [3, 0, 5], [6, 0, 5]] as const) {
      const log: string[] = [];
      new SkirmishEngine(setup, both).runTrial(new ForcedStream([roll, 50, 60, 100, 100]), createSkirmishAccumulator(setup), log);
      expect(log[0]).toMatch(new RegExp(`^Road agent's spin: d6 ${roll}, it ${roll <= 2 ? 'works' : 'fails'}: ${roll <= 2 ? 'A' : 'B'} \\+5`));
      expect(netSpeed(log, 'A')).toBe(s0 + spinnerBonus);
      expect(netSpeed(log, 'B')).toBe(s0 + otherBonus);
    }
  });
  it("the road agent's spin names two different characters and a d6 range of 1..5", () => {
    const bad = (rule: string) => () => compileSkirmish(parseScenario(yaml(A_AT(0), { pos: [8, 4] }, { extra: `specialRules: [${rule}]` }), 'spin.yaml'));
    expect(bad('roadAgentsSpin')).toThrow(/spin\.yaml: specialRules \(roadAgentsSpin\)\.spinner: expected a character name \(A, B\), found nothing/);
    expect(bad('{ rule: roadAgentsSpin, spinner: A, against: A }')).toThrow(/other than the spinner/);
    expect(bad('{ rule: roadAgentsSpin, spinner: A, against: C }')).toThrow(/against: expected a character name \(A, B\), found "C"/);
    expect(bad('{ rule: roadAgentsSpin, spinner: A, against: B, succeeds: 6 }')).toThrow(/succeeds: expected a whole number 1\.\.5/);
    expect(bad('{ rule: noStunning, when: always }')).toThrow(/noStunning takes no parameters; found when/);
  });
  it('returning fire on an unseen opponent is complete surprise (S3)', () => {
    const text = yaml({ pos: [0, 4], facing: 'W' }, { pos: [8, 4] });
    expect(netSpeed(play(text, shooter, (s) => s.noteAttacker(0, 1)))).toBe(s0 + FS.completelySurprised);
  });
  it('a man is aware of every one who has fired at him, not only the last, and may fire back at any of them (S3)', () => {
    // A faces east; B and C stand behind him (west) and fire at him in turn 1, B first (BASP 20),
    // then C. In turn 2 A fires back at B, the first of the two: out of his arc, known only as
    // "a person firing at that character" (RB TARGET SELECTION), at complete surprise.
    const c = `  - { name: C, stats: { boothill: { basp: 0, bac: 70, str: 99, mrl: 90, throwing: 60 } }, side: B, position: [14, 4], facing: E, weapons: [{ code: SAR6 }], player: true, agent: { doctrine: standing } }`;
    const text = yaml({ pos: [20, 4], facing: 'E' }, { pos: [12, 4], facing: 'E', stats: '{ basp: 20, bac: 70, str: 99, mrl: 90, throwing: 60 }' }, { others: c });
    const turnTwo: SkirmishAgent = (obs, _r, out) => {
      if (obs.phase === PHASE_FIRE && obs.turn === 2) {
        out.action = ACT_FIRE;
        out.target = 1;
        out.shots = 1;
      }
    };
    const atA: SkirmishAgent = (obs, _r, out) => {
      if (obs.phase === PHASE_FIRE && obs.turn === 1) {
        out.action = ACT_FIRE;
        out.target = 0;
        out.shots = 1;
      }
    };
    const setup = compileSkirmish(parseScenario(text, 'rules.yaml'), { maxTurns: 2 });
    const engine = new SkirmishEngine(setup, [turnTwo, atA, atA]);
    const log: string[] = [];
    engine.runTrial(streamFor('rules', setup.id, 0), createSkirmishAccumulator(setup), log);
    const turn2 = log.slice(log.indexOf('Turn 2'));
    const t1 = log.slice(0, log.indexOf('Turn 2'));
    expect(t1.findIndex((l) => l.trim().startsWith('B shot 1 at A'))).toBeLessThan(t1.findIndex((l) => l.trim().startsWith('C shot 1 at A')));
    expect(turn2.some((l) => l.trim().startsWith('A shot 1 at B'))).toBe(true);
    expect(turn2.find((l) => l.includes(' at net speed ') && l.includes('A ('))).toContain(`returning fire on an unseen opponent ${FS.completelySurprised}`);
  });
  it('the higher net speed fires first; equal net speeds are simultaneous', () => {
    // A cannot hit (BAC 0), so B is not wounded before his turn and keeps his net speed.
    const log = play(yaml({ pos: [0, 4], stats: '{ basp: 20, bac: 0, str: 99, mrl: 90 }' }, { pos: [8, 4] }), [agent({ target: 1 }), agent({ target: 0 })]);
    const order = log.filter((l) => l.includes(' at net speed '));
    expect(order[0]).toContain('fires at net speed 28: A (');
    expect(order[1]).toContain('fires at net speed 18: B (');
    const tie = play(base, [agent({ target: 1 }), agent({ target: 0 })]).filter((l) => l.includes(' at net speed '));
    expect(tie).toHaveLength(1);
    expect(tie[0]).toContain('simultaneous fire at net speed 18');
  });
});

describe('hard cover: exposed locations (WOUNDS; S5)', () => {
  it('a hit on a location behind hard cover is a miss; the head of a man behind it is exposed', () => {
    // B stands behind a trough at (7,4) and does not fire: only his head shows. Force the dice:
    // movement d100s, A's hit (01), then location rolls: 15 (right leg, covered) = miss.
    const text = yaml(A_AT(0), { pos: [8, 4] }, { cover: '[{ kind: hard, cells: [[7, 4]] }]' });
    const setup = compileSkirmish(parseScenario(text, 'cover.yaml'), { maxTurns: 1 });
    const engine = new SkirmishEngine(setup, [agent({ target: 1, shots: 2 }), idle]);
    const log: string[] = [];
    engine.runTrial(new ForcedStream([50, 60, 1, 15, 1, 95, 10, 99]), createSkirmishAccumulator(setup), log);
    expect(log.some((l) => l.includes('location roll 15 = Right Leg: behind cover, a miss'))).toBe(true);
    expect(log.some((l) => l.includes('location roll 95 = Head, severity roll 10'))).toBe(true);
  });
});

describe('MOVEMENT table and costs the engine reads', () => {
  const moved = (text: string, rate: number, dest = 4 * 40 + 39, hook?: (s: SkirmishStateView) => void): number => {
    const log = play(text, [agent({ dest, rate }), idle], hook);
    const line = log.find((l) => l.includes('A moves'));
    if (line === undefined) return 0;
    const m = /\((\d+),(\d+)\) -> \((\d+),(\d+)\)/.exec(line)!;
    return Number(m[3]) - Number(m[1]);
  };
  const open = yaml({ pos: [0, 4] }, { pos: [39, 0], facing: 'W' });
  it.each([
    ['crawling', RATE_CRAWL, MOVEMENT_RATES.onFoot.crawling],
    ['walking', RATE_WALK, MOVEMENT_RATES.onFoot.walking],
    ['running and dodging', RATE_RUN_DODGE, MOVEMENT_RATES.onFoot.runningAndDodging],
    ['running', RATE_RUN, MOVEMENT_RATES.onFoot.running],
  ] as const)('on foot, %s: spaces a turn', (_w, rate, spaces) => expect(moved(open, rate)).toBe(spaces));
  it.each([
    ['walking', RATE_WALK, MOVEMENT_RATES.mounted.walking],
    ['trotting', RATE_TROT, MOVEMENT_RATES.mounted.trotting],
  ] as const)('mounted, %s', (_w, rate, spaces) => {
    expect(moved(yaml({ pos: [0, 4], extra: ', mounted: true, horseStrength: 40' }, { pos: [39, 0] }), rate)).toBe(spaces);
  });
  it('rough ground halves running but not walking', () => {
    const rough = yaml({ pos: [0, 4] }, { pos: [39, 0] }, { terrain: '[{ type: rough, rect: [0, 0, 40, 9] }]' });
    expect(moved(rough, RATE_RUN)).toBe(MOVEMENT_RATES.onFoot.running * MOVEMENT_COSTS.roughOrUphillFactor);
    expect(moved(rough, RATE_WALK)).toBe(MOVEMENT_RATES.onFoot.walking);
  });
  it('a door costs 1; a window costs 3 and ends the move; stairs cost 6 a flight', () => {
    const cell = (t: string) => yaml({ pos: [0, 4] }, { pos: [39, 0] }, { terrain: `[{ type: wall, rect: [3, 0, 1, 9] }, { type: ${t}, cells: [[3, 4]] }]` });
    expect(moved(cell('door'), RATE_WALK)).toBe(MOVEMENT_RATES.onFoot.walking - MOVEMENT_COSTS.door);
    expect(moved(cell('window'), RATE_RUN)).toBe(3);
    const stairs = yaml({ pos: [0, 4] }, { pos: [39, 0] }, { terrain: '[{ type: stairs, rect: [2, 0, 1, 9] }]' });
    expect(moved(stairs, RATE_RUN)).toBe(MOVEMENT_RATES.onFoot.running - MOVEMENT_COSTS.stairsPerFlight);
  });
  it("the walk takes the cheapest path's steps: by the door, not the window beside it whose own cell is nearer", () => {
    // A wall at x = 3 with a window at (3,3) and a door at (3,4); A at (0,3) walks (6 spaces, 12
    // half-spaces) to (5,3). By the door the path costs 14 (the door's 1 space included), by the
    // window 16 and the window ends the move; the window's cell has the lower field value (4, its
    // own 3 spaces not counted) than the door's (5), which the walk used to follow.
    const text = yaml({ pos: [0, 3] }, { pos: [39, 0], facing: 'W' }, { terrain: '[{ type: wall, rect: [3, 0, 1, 9] }, { type: window, cells: [[3, 3]] }, { type: door, cells: [[3, 4]] }]' });
    const log = play(text, [agent({ dest: 3 * 40 + 5, rate: RATE_WALK }), idle]);
    expect(log.find((l) => l.includes('A moves'))).toMatch(/\(0,3\) -> \(4,3\)/);
  });
  it('a route goes by a door a little farther rather than through a window, which ends the move (S29)', () => {
    // A wall at x = 3, a window at (3,3), a door at (3,6). Running from (0,3) to (5,3): through the
    // window the path costs 16 half-spaces at the rule's costs, by the door 19; but the window ends
    // the move at (3,3), and by the door he is there this turn.
    const text = yaml({ pos: [0, 3] }, { pos: [39, 0], facing: 'W' }, { terrain: '[{ type: wall, rect: [3, 0, 1, 9] }, { type: window, cells: [[3, 3]] }, { type: door, cells: [[3, 6]] }]' });
    const log = play(text, [agent({ dest: 3 * 40 + 5, rate: RATE_RUN }), idle]);
    expect(log.find((l) => l.includes('A moves'))).toMatch(/\(0,3\) -> \(5,3\)/);
    expect(routeCosts(1)).toEqual({ ...terrainCosts(1), window: terrainCosts(1).window + 24 });
    expect(routeCosts(2)).toEqual({ ...terrainCosts(2), window: terrainCosts(2).window + 12 });
  });
  it('uphill halves running but not walking (a rise of less than 10 feet)', () => {
    const hill = yaml({ pos: [0, 4] }, { pos: [39, 0] }, { heights: '[{ feet: 3, rect: [1, 0, 39, 9] }, { feet: 6, rect: [2, 0, 38, 9] }]' });
    // Steps (0,4) -> (1,4) and (1,4) -> (2,4) are uphill (2 spaces at double cost), the rest level.
    expect(moved(hill, RATE_RUN)).toBe(MOVEMENT_RATES.onFoot.running - 2);
    expect(moved(hill, RATE_WALK)).toBe(MOVEMENT_RATES.onFoot.walking);
  });
  it('a drop of 10 feet or more ends the move; a smaller one does not', () => {
    const roof = (feet: number) => yaml({ pos: [0, 4] }, { pos: [39, 0] }, { heights: `[{ feet: ${feet}, rect: [0, 0, 3, 9] }]` });
    expect(moved(roof(12), RATE_RUN)).toBe(3);
    expect(moved(roof(10), RATE_RUN)).toBe(3);
    expect(play(roof(12), [agent({ dest: 4 * 40 + 39, rate: RATE_RUN }), idle]).some((l) => l.includes('A drops 12 feet: the move ends'))).toBe(true);
    expect(moved(roof(9), RATE_RUN)).toBe(MOVEMENT_RATES.onFoot.running);
  });
  it("the map's climbing limit (core DROP_FEET) is the rulebook's drop of 10 feet", () => {
    expect(DROP_FEET).toBe(MOVEMENT_COSTS.dropEndsMoveFeet);
  });
  it('a climb of 10 feet or more is impossible except by stairs', () => {
    // A roof across the whole street at x >= 3: no way up but the stairs cell when there is one.
    const wallOfRoof = (stairs: string) =>
      yaml({ pos: [0, 4] }, { pos: [39, 0] }, { heights: '[{ feet: 12, rect: [3, 0, 37, 9] }]', ...(stairs === '' ? {} : { terrain: stairs }) });
    expect(moved(wallOfRoof(''), RATE_RUN)).toBe(0);
    const up = wallOfRoof('[{ type: stairs, cells: [[2, 4]] }]');
    expect(moved(up, RATE_RUN)).toBe(MOVEMENT_RATES.onFoot.running - MOVEMENT_COSTS.stairsPerFlight);
  });
  it('wounds: light leg half speed; serious leg walk only at half; other serious half except walking', () => {
    expect(moved(open, RATE_RUN, undefined, (s) => (s.worstWound[0] = 1))).toBe(12);
    expect(moved(open, RATE_RUN, undefined, (s) => (s.worstWound[0] = 2))).toBe(3);
    expect(moved(open, RATE_RUN, undefined, (s) => (s.worstWound[7] = 2))).toBe(12);
    expect(moved(open, RATE_WALK, undefined, (s) => (s.worstWound[7] = 2))).toBe(6);
  });
});

describe('weapons statistics', () => {
  it("a scatter gun's field of fire hits several men with one shot, yet counts one hit per shot at most", () => {
    // A with a scatter gun 3 spaces from three men standing together (medium band: every target within 1 space).
    const others = `  - { name: C, stats: { boothill: { basp: 0, bac: 50, str: 99, mrl: 90 } }, side: B, position: [3, 3], facing: W, weapons: [], agent: { doctrine: standing } }
  - { name: D, stats: { boothill: { basp: 0, bac: 50, str: 99, mrl: 90 } }, side: B, position: [3, 5], facing: W, weapons: [], agent: { doctrine: standing } }`;
    const text = yaml({ pos: [0, 4], weapons: '[{ code: SCG2 }]', stats: '{ basp: 10, bac: 95, str: 99, mrl: 90 }' }, { pos: [3, 4], weapons: '[]' }, { others });
    const setup = compileSkirmish(parseScenario(text, 'scatter.yaml'), { maxTurns: 1 });
    const acc = createSkirmishAccumulator(setup);
    new SkirmishEngine(setup, [agent({ target: 1, shots: 2 }), idle, idle, idle]).runBatch(streamFor('scatter', setup.id, 0), 2000, acc);
    const rows = skirmishCounts(setup, acc).weapons.filter((w) => w.shots > 0);
    expect(rows.length).toBeGreaterThan(0);
    for (const w of rows) expect(w.hits).toBeLessThanOrEqual(w.shots);
    // The field of fire does hit more than the target: more wounds than hits.
    expect(rows.reduce((a, w) => a + w.wounds, 0)).toBeGreaterThan(rows.reduce((a, w) => a + w.hits, 0));
  });
});

describe('mounting, dismounting and picking up (S25, S26)', () => {
  /** Plays `turns` turns of trial 0; the agents see the turn number. */
  const playTurns = (text: string, agents: SkirmishAgent[], turns: number): string[] => {
    const setup = compileSkirmish(parseScenario(text, 'horse.yaml'), { maxTurns: turns });
    const log: string[] = [];
    new SkirmishEngine(setup, agents).runTrial(streamFor('horse', setup.id, 0), createSkirmishAccumulator(setup), log);
    return log;
  };
  const rider = yaml({ pos: [0, 4], extra: ', mounted: true, horseStrength: 40' }, { pos: [39, 0], facing: 'W' });
  const moveLine = (log: string[], who = 'A') => log.find((l) => l.startsWith(`  ${who} moves`));
  it('dismounting uses 2 spaces of the move and ends it; the horse stays where he got down', () => {
    const down: SkirmishAgent = (obs, _r, out) => {
      if (obs.phase !== PHASE_MOVE || obs.turn !== 1) return;
      out.moveTo = 4 * 40 + 39;
      out.rate = RATE_WALK;
      out.horse = HORSE_DISMOUNT;
    };
    const log = playTurns(rider, [down, idle], 1);
    expect(moveLine(log)).toContain(`(0,4) -> (${MOVEMENT_RATES.mounted.walking - MOVEMENT_COSTS.mountOrDismount},4)`);
    expect(log).toContain('  A dismounts at (6,4)');
  });
  it('mounting: he walks to his horse with 2 spaces to spare, stands in its cell, mounted, and the move ends', () => {
    let sawHorse = -2;
    let mountedAfter = -1;
    const a: SkirmishAgent = (obs, _r, out) => {
      if (obs.phase !== PHASE_MOVE) return;
      if (obs.turn === 1) out.horse = HORSE_DISMOUNT; // gets down where he stands: (0,4)
      if (obs.turn === 2) {
        out.moveTo = 4 * 40 + 5; // walks away 5 spaces
        out.rate = RATE_WALK;
      }
      if (obs.turn === 3) {
        sawHorse = obs.horseCell;
        out.horse = HORSE_MOUNT;
        out.rate = RATE_WALK;
      }
      if (obs.turn === 4) mountedAfter = obs.mounted;
    };
    const log = playTurns(rider, [a, idle], 4);
    expect(sawHorse).toBe(4 * 40 + 0);
    // Walking 6 - 2 = 4 spaces from (5,4) ends at (1,4), beside the horse: he mounts.
    expect(log).toContain('  A moves walking (5,4) -> (1,4)');
    expect(log).toContain('  A mounts his horse at (0,4)');
    expect(mountedAfter).toBe(1);
  });
  it('mounting fails when he cannot get within one space of the horse this turn', () => {
    const a: SkirmishAgent = (obs, _r, out) => {
      if (obs.phase !== PHASE_MOVE) return;
      if (obs.turn === 1) out.horse = HORSE_DISMOUNT;
      if (obs.turn === 2) {
        out.moveTo = 4 * 40 + 12;
        out.rate = RATE_RUN;
      }
      if (obs.turn === 3) {
        out.horse = HORSE_MOUNT;
        out.rate = RATE_WALK; // 4 spaces toward a horse 12 away
      }
    };
    const log = playTurns(rider, [a, idle], 3);
    expect(log.some((l) => l.includes('mounts his horse')), log.join('\n')).toBe(false);
    expect(log).toContain('  A moves walking (12,4) -> (8,4)');
  });
  it('picking up a weapon lying in his cell puts it in his hand and takes his action; elsewhere it is refused', () => {
    const text = yaml({ pos: [0, 4], weapons: '[]' }, { pos: [8, 4] }, { extra: 'items: [{ at: [0, 4], code: SG2 }, { at: [5, 5], code: R9 }]' });
    const a: SkirmishAgent = (obs, _r, out) => {
      if (obs.phase !== PHASE_FIRE) return;
      if (obs.turn === 1) {
        out.action = ACT_PICK_UP;
        out.weapon = 1; // the rifle at (5,5): not here
      } else if (obs.turn === 2) {
        out.action = ACT_PICK_UP;
        out.weapon = 0;
        expect(obs.itemCell[0]).toBe(4 * 40 + 0);
      } else {
        expect(obs.itemCell[0]).toBe(-1);
        expect(obs.itemCell[1]).toBe(5 * 40 + 5);
        expect(obs.weaponInHand).toBe(0);
        expect(obs.loaded[0]).toBe(2);
        out.action = ACT_FIRE;
        out.target = 1;
        out.shots = 1;
      }
    };
    const log = playTurns(text, [a, idle], 3);
    expect(log.filter((l) => l.includes('picks up'))).toEqual(['  A picks up the 2SG at (0,4)']);
    expect(log.some((l) => l.trim().startsWith('A shot 1 at B'))).toBe(true);
  });
  it('an item is compiled for every character, and a thrown weapon cannot lie on the map', () => {
    const text = yaml({ pos: [0, 4] }, { pos: [8, 4] }, { extra: 'items: [{ at: [3, 3], code: SG2, loaded: 1 }]' });
    const setup = compileSkirmish(parseScenario(text, 'items.yaml'));
    // SG2 is the price chart's name of the double-barrelled shotgun, 2SG its weapons-chart code.
    expect(setup.items).toEqual([{ cell: 3 * 40 + 3, code: '2SG' }]);
    for (const c of setup.characters) {
      expect(c.carried).toBe(1);
      expect(c.weapons.map((w) => w.code)).toEqual(['SAR6', '2SG']);
      expect(c.weapons[1]!.loaded).toBe(1);
    }
    const knife = yaml({ pos: [0, 4] }, { pos: [8, 4] }, { extra: 'items: [{ at: [3, 3], code: KN }]' });
    expect(() => compileSkirmish(parseScenario(knife, 'items.yaml'))).toThrow(/items\.yaml: items\[0\]\.code: Hunting Knife is thrown; items on the map are firearms or striking weapons/);
  });
});

describe('brawling tables: every row through the engine (forced dice)', () => {
  const text = yaml({ pos: [0, 4], weapons: '[]' }, { pos: [1, 4], weapons: '[]', stats: '{ basp: 0, bac: 50, str: 99, mrl: 90 }' });
  const passive = puncher;
  /** A's loss of strength and B's in round 1, after A's first blow of `score` (B answers with a punch on 1 + 1). */
  const blow = (choice: number, score: number): { a: number; b: number; bMod: number } => {
    const setup = compileSkirmish(parseScenario(text, 'brawl.yaml'), { maxTurns: 1 });
    const engine = new SkirmishEngine(setup, [brawler(choice), passive]);
    // Scores under 2 (the knee row) take a 2 on the dice and a pending modifier.
    const dieTotal = Math.max(2, score);
    engine.onReset = (s) => {
      s.nextBrawlModifier[0] = score - dieTotal;
    };
    // Movement order, A's two dice, B's answer (1 + 1); the dice then run out in round 2.
    const dice = [50, 60, Math.max(1, dieTotal - 10), Math.min(10, dieTotal - Math.max(1, dieTotal - 10)), 1, 1];
    const log: string[] = [];
    let error: unknown;
    try {
      engine.runTrial(new ForcedStream(dice), createSkirmishAccumulator(setup), log);
    } catch (e) {
      error = e;
    }
    // Round 1 is what is checked: the six forced dice are spent in it, and the trial stops on the
    // first draw of round 2, for want of dice; any other error is a failure.
    expect(String(error)).toBe(`Error: ForcedStream: ran out of forced dice after ${dice.length}`);
    expect(log.at(-1)?.trim()).toBe('brawling round 2');
    // A's blow scored the row under test: the dice plus the pending modifier set in onReset.
    const blowLine = log.find((l) => /^A (punch|grapples): 2d10 /.test(l.trim()));
    expect(blowLine === undefined ? NaN : Number(/= (-?\d+):/.exec(blowLine)?.[1])).toBe(score);
    const lines = log.filter((l) => l.includes(' loses '));
    const loss = (who: string) => lines.filter((l) => l.trim().startsWith(who)).map((l) => Number(/loses (\d+)/.exec(l)![1]));
    // B's answering roll (dice 1 + 1 = 2) shows the next-round modifier A's blow gave him.
    const answer = log.find((l) => /^B (punch|grapples): 2d10 2/.test(l.trim()));
    const bMod = answer === undefined ? NaN : Number(/= (-?\d+)/.exec(answer)![1]) - 2;
    return { a: loss('A')[0] ?? 0, b: loss('B')[0] ?? 0, bMod };
  };
  for (const row of PUNCHING_TABLE) {
    const score = Math.max(2, Math.min(20, row.low));
    it(`PUNCHING TABLE ${row.label} (${score})`, () => {
      const r = blow(BRAWL_PUNCH, score);
      expect(r.b).toBe(row.combination ? row.effectLeft + row.effectRight : row.effectRight);
      expect(r.bMod).toBe(row.nextOpponent);
    });
  }
  for (const row of GRAPPLING_TABLE) {
    const score = Math.max(1, Math.min(20, row.low));
    it(`GRAPPLING TABLE ${row.label} (${score})`, () => {
      const r = blow(BRAWL_GRAPPLE, score);
      expect(r.b).toBe(row.effectOpponent);
      expect(r.a).toBe(row.effectYou);
      expect(r.bMod).toBe(row.nextOpponent);
    });
  }
});

describe('STUNNING CHART and morale modifiers the engine reads', () => {
  it('a bullet wound in the head stuns on the chart percentage', () => {
    const row = STUNNING_CHART.find((r) => r.cause === 'bulletWoundInHead')!;
    const setup = compileSkirmish(parseScenario(base, 'stun.yaml'), { maxTurns: 1 });
    const run = (stunRoll: number): string[] => {
      const engine = new SkirmishEngine(setup, [agent({ target: 1 }), idle]);
      const log: string[] = [];
      engine.runTrial(new ForcedStream([50, 60, 1, 95, 10, stunRoll]), createSkirmishAccumulator(setup), log);
      return log;
    };
    expect(run(row.basic).some((l) => l.includes(`needs ${row.basic} or less, rolls ${row.basic}: STUNNED`))).toBe(true);
    expect(run(row.basic + 1).some((l) => l.includes('STUNNED'))).toBe(false);
  });
  it('morale: wounds under half STR add +5 to the roll; more than half +10', () => {
    const text = yaml({ pos: [0, 4] }, { pos: [8, 4], extra: '' }, { extra: 'morale: { checks: [afterShooting], modifiers: [wounds] }' }).replace(
      /name: B, (.*?)player: true/,
      'name: B, $1player: false',
    );
    const lines = (pts: number) => play(text, shooter, (s) => (s.woundPoints[1] = pts)).filter((l) => l.includes('morale B'));
    expect(lines(10)[0]).toMatch(new RegExp(`\\+${MORALE_MODIFIERS.woundsLessThanHalf} against 90`));
    expect(lines(60)[0]).toMatch(new RegExp(`\\+${MORALE_MODIFIERS.woundsMoreThanHalf} against 90`));
  });
});
