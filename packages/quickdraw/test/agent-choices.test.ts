/**
 * The agents' Quick on the Draw choices as the engine plays them (forced dice): the form of each
 * attack asked at PHASE_BRAWL (REEL 5, FORMS OF ATTACK), the defence of the last card's intent
 * played when attacked, the counts of Mighty Blows, All Out Attacks and evades; the hook's
 * gunfighter never yelling Cut! on a failed draw (RULINGS.md QR-75) and the Cut! kept for the last
 * card counted as saved when it spares him; and, statistically, Quick
 * Draw's edge in the SHOOTOUTS duel at 15 paces with the duelists standing their ground (QR-76).
 */
import { describe, expect, it } from 'vitest';
import { agentFor } from '@deadeye/agents';
import { ACT_ATTACK, ACT_NONE, BLOW_ALL_OUT, BLOW_MIGHTY, BLOW_STANDARD, DEFEND_BASIC, DEFEND_EVADE, PHASE_BRAWL, STATUS_UP, type SkirmishAgent, type SkirmishIntent, type SkirmishObservation } from '@deadeye/core';
import { streamFor } from '@deadeye/rng';

/** Trials per chunk, cut as a runner might (any cut gives the same results: each trial has its own numbers). */
const BATCH_SIZE = 8192;
import { buildQdDuels, createQdAccumulator, qdDuelCounts, QdEngine, quickDraw } from '../src/index.ts';
import { mergeQdAccumulator } from '../src/skirmish/accumulator.ts';
import { resolveHit } from '../src/skirmish/effects.ts';
import { Q_ALL_OUT_ATTACKS, Q_CUT_SAVED, Q_CUTS, Q_EVADES, Q_MIGHTY_BLOWS } from '../src/skirmish/counts.ts';
import { BLACK_JOKER, cardsLeft, RED_JOKER } from '../src/skirmish/world.ts';
import { duelSetup, forcedWorld, idleAgent, lineOf, shuffleDice } from './qd-helpers.ts';

const SUPPORTING = 'TYPE=supporting PERSONALITY=ordinary WPN=fists';
const MINOR = 'TYPE=minor PERSONALITY=ordinary WPN=fists';
const HERO = 'TYPE=hero PERSONALITY=ordinary WPN=fists';
/** Plenty of 7s after the dice a test cares about (a 7 neither fails nor is special). */
const PAD = Array.from({ length: 60 }, () => 7);

/**
 * An agent that attacks the other duelist on each card (`ACT_ATTACK` on its first card, then
 * nothing: the fight goes on) and answers each PHASE_BRAWL question with the next of `blows`;
 * it records every question (phase, brawlOpponent).
 */
function attacker(blows: readonly number[]): { agent: SkirmishAgent; asked: [number, number][] } {
  const asked: [number, number][] = [];
  let k = 0;
  const agent: SkirmishAgent = (o: SkirmishObservation, _s, out: SkirmishIntent) => {
    asked.push([o.phase, o.brawlOpponent]);
    if (o.phase === PHASE_BRAWL) {
      out.blow = blows[Math.min(k++, blows.length - 1)]!;
      return;
    }
    out.action = o.brawlOpponent >= 0 ? ACT_NONE : ACT_ATTACK;
    out.target = 1 - o.self;
  };
  return { agent, asked };
}

/** An agent that does nothing and asks defence `defence` if attacked before its next card. */
function defending(defence: number): SkirmishAgent {
  return (_o, _s, out) => {
    out.action = ACT_NONE;
    out.defence = defence;
  };
}

/** The DV of the first effect roll in `log` ("rolls N for the effect at DV d"). */
function firstDv(log: readonly string[]): number {
  const line = log.find((l) => /for the effect at DV/.test(l));
  if (line === undefined) throw new Error('no effect roll in the log');
  return Number(/at DV (-?\d+)/.exec(line)![1]);
}

describe('the form of attack is asked at PHASE_BRAWL (REEL 5, FORMS OF ATTACK)', () => {
  it('a fresh attack plays the blow answered at PHASE_BRAWL, against the target as opponent, not the PHASE_FIRE intent’s', () => {
    const setup = duelSetup(`${SUPPORTING} NAME=A`, `${MINOR} NAME=B`, 1);
    // Pack [A, A, B, red, black] turned as built. A wants to attack: 7; to hit (1D10): 7, a hit; B's effect roll: 6.
    const dice = [...shuffleDice([0, 0, 1, RED_JOKER, BLACK_JOKER], [0, 0, 1, RED_JOKER, BLACK_JOKER]), 7, 7, 6, ...PAD];
    const mighty = attacker([BLOW_MIGHTY]);
    const m = forcedWorld(setup, [mighty.agent, idleAgent], dice);
    m.world.log = [];
    m.engine.playTrial();
    const standard = attacker([BLOW_STANDARD]);
    const s = forcedWorld(setup, [standard.agent, idleAgent], dice);
    s.world.log = [];
    s.engine.playTrial();
    // Asked: the standing respond order at the trial's start (as for an action: RULINGS.md QR-120),
    // then on his card the move, the action (the same observation), then the form of attack against B.
    expect(mighty.asked.slice(0, 4).map(([p]) => p)).toEqual([1, 0, 1, PHASE_BRAWL]);
    expect(mighty.asked[3]).toEqual([PHASE_BRAWL, 1]);
    expect(lineOf(m.world.log, /A attacks B with Fists \(a Mighty Blow\)/)).toBeGreaterThan(-1);
    expect(lineOf(s.world.log, /A attacks B with Fists$/)).toBeGreaterThan(-1);
    // "Hit by a Mighty Blow": the target's DV lowered by 1, same dice otherwise.
    expect(firstDv(m.world.log)).toBe(firstDv(s.world.log) - 1);
    expect(m.world.acc[m.world.qAt + Q_MIGHTY_BLOWS]).toBe(1);
    expect(s.world.acc[s.world.qAt + Q_MIGHTY_BLOWS]).toBe(0);
  });

  it('each round of a fight is asked again; a second Mighty Blow in a phase is a standard attack; an All Out Attack rerolls a miss', () => {
    const setup = duelSetup(`${SUPPORTING} NAME=A`, `${HERO} NAME=B`, 1);
    const shuffle = shuffleDice([0, 0, 1, 1, 1, 1, RED_JOKER, BLACK_JOKER], [0, 0, 1, 1, 1, 1, RED_JOKER, BLACK_JOKER]);
    // Card 1, A: wants to attack 7, a Mighty Blow: 3, missed (On the Back Foot). Card 2, A: the fight goes on, Mighty again: played as standard, 3, missed.
    const twice = attacker([BLOW_MIGHTY, BLOW_MIGHTY]);
    const t = forcedWorld(setup, [twice.agent, idleAgent], [...shuffle, 7, 3, 3, ...PAD]);
    t.world.log = [];
    t.engine.playTrial();
    const brawls = twice.asked.filter(([p]) => p === PHASE_BRAWL);
    expect(brawls.length).toBeGreaterThanOrEqual(2);
    expect(brawls[0]).toEqual([PHASE_BRAWL, 1]);
    expect(brawls[1]).toEqual([PHASE_BRAWL, 1]);
    expect(t.world.log.filter((l) => /A attacks B with Fists \(a Mighty Blow\)/.test(l))).toHaveLength(1);
    expect(t.world.log.filter((l) => /A attacks B with Fists$/.test(l)).length).toBeGreaterThanOrEqual(1);
    expect(t.world.acc[t.world.qAt + Q_MIGHTY_BLOWS]).toBe(1);
    // Card 2 an All Out Attack instead: 3 is rerolled (7, a hit).
    const allOut = attacker([BLOW_STANDARD, BLOW_ALL_OUT]);
    const a = forcedWorld(setup, [allOut.agent, idleAgent], [...shuffle, 7, 3, 3, 7, ...PAD]);
    a.world.log = [];
    a.engine.playTrial();
    const at = lineOf(a.world.log, /A attacks B with Fists \(an All Out Attack\)/);
    expect(at).toBeGreaterThan(-1);
    expect(a.world.log[at + 1]).toMatch(/A rolls 1D10: 3/);
    // The reroll says why (an audit, 2026-12-01).
    expect(a.world.log[at + 2]).toBe('    A rerolls the attack dice (All Out Attack)');
    expect(a.world.log[at + 3]).toMatch(/A rolls 1D10: 7/);
    expect(a.world.acc[a.world.qAt + Q_ALL_OUT_ATTACKS]).toBe(1);
  });
});

describe('the defence of the last card’s intent (REEL 5, FORMS OF ATTACK: respond, evade)', () => {
  // Pack [B, A, B, A, red, black]: B acts first (asking his defence), then A attacks him.
  const setup = duelSetup(`${SUPPORTING} NAME=A`, `${SUPPORTING} NAME=B`, 1);
  const shuffle = shuffleDice([0, 0, 1, 1, RED_JOKER, BLACK_JOKER], [1, 0, 1, 0, RED_JOKER, BLACK_JOKER]);

  it("the response's 1 and 2-4 say what they do: Hesitate! (defenceless), Flustered! (DV lowered by 1) (an audit, 2026-12-01)", () => {
    for (const [roll, line] of [[1, '    Hesitate! B counts as defenceless'], [3, "    Flustered! B's DV is lowered by 1"]] as const) {
      const { engine, world } = forcedWorld(setup, [attacker([BLOW_STANDARD]).agent, defending(DEFEND_EVADE)], [...shuffle, 7, roll, ...PAD]);
      world.log = [];
      engine.playTrial();
      const responds = lineOf(world.log, new RegExp(`B responds to the attack: rolls ${roll}`));
      expect(responds).toBeGreaterThan(-1);
      expect(world.log[responds + 1]).toBe(line);
    }
  });

  it('evade: B forfeits his next card, responds (7) and moves out of contact; the blow is not struck', () => {
    const { engine, world } = forcedWorld(setup, [attacker([BLOW_STANDARD]).agent, defending(DEFEND_EVADE)], [...shuffle, 7, 7, ...PAD]);
    world.log = [];
    engine.playTrial();
    const log = world.log;
    const responds = lineOf(log, /B responds to the attack: rolls 7/);
    const evades = lineOf(log, /B evades/);
    const forfeit = lineOf(log, /B's card is forfeit/);
    expect(responds).toBeGreaterThan(lineOf(log, /A wants to attack: rolls 7/));
    expect(evades).toBeGreaterThan(responds);
    expect(forfeit).toBeGreaterThan(evades);
    // The attack is declared before the response, and no blow was struck on card 2 (A rolls no attack dice).
    expect(lineOf(log, /A attacks B/)).toBeGreaterThan(lineOf(log, /A wants to attack: rolls 7/));
    expect(lineOf(log, /A attacks B/)).toBeLessThan(responds);
    const struck = lineOf(log, /A rolls \dD10/);
    expect(struck === -1 || struck > forfeit).toBe(true);
    expect(world.acc[world.qAt + Q_EVADES]).toBe(1);
  });

  it('the basic defence: no response, the blow is struck', () => {
    const { engine, world } = forcedWorld(setup, [attacker([BLOW_STANDARD]).agent, defending(DEFEND_BASIC)], [...shuffle, 7, 7, ...PAD]);
    world.log = [];
    engine.playTrial();
    expect(lineOf(world.log, /B responds to the attack/)).toBe(-1);
    expect(lineOf(world.log, /A attacks B with Fists/)).toBeGreaterThan(lineOf(world.log, /A wants to attack: rolls 7/));
    expect(world.acc[world.qAt + Q_EVADES]).toBe(0);
  });
});

describe('the Quick on the Draw hook through the engine', () => {
  const MAIN = 'TYPE=main PERSONALITY=ordinary WPN=cartridge-revolver';
  const gunfighter = (): SkirmishAgent => agentFor({ doctrine: 'gunfighter', targeting: 'nearest', params: { band: 3 } }, 'quickdraw');
  // Pack [A, A, A, B, B, B, red, black] turned as built; A draws and shoots at 15 paces: 2D10 best, 3 and 2: slow on the draw.
  const setup = duelSetup(`${MAIN} NAME=A`, `${MAIN} NAME=B`, 15);
  const pack = [0, 0, 0, 1, 1, 1, RED_JOKER, BLACK_JOKER];
  const dice = [...shuffleDice(pack, pack), 3, 2, ...PAD];

  it('a star standing his ground draws from where he stands and does not yell Cut! on a failed draw (QR-75, QR-76)', () => {
    const { engine, world } = forcedWorld(setup, [gunfighter(), gunfighter()], dice);
    world.log = [];
    engine.playTrial();
    const log = world.log;
    const draw = lineOf(log, /A draws and shoots: rolls 3/);
    expect(draw).toBe(lineOf(log, /card 1: A/) + 1);
    expect(log[draw + 1]).toMatch(/Slow on the Draw! A draws but does not shoot/);
    expect(lineOf(log, /A yells "Cut!"/)).toBe(-1);
    expect(world.cell[0]).toBe(setup.characters[0]!.cell);
  });

  it('(the same dice with a Cut! order: the second take is rolled, so the test above would see it)', () => {
    const base = gunfighter();
    const cutting: SkirmishAgent = (o, s, out) => {
      base(o, s, out);
      out.cut = 1;
    };
    const { engine, world } = forcedWorld(setup, [cutting, gunfighter()], dice);
    world.log = [];
    engine.playTrial();
    expect(lineOf(world.log, /A yells "Cut!"/)).toBe(lineOf(world.log, /A draws and shoots: rolls 3/) + 1);
    expect(world.acc[world.qAt + Q_CUTS]).toBeGreaterThanOrEqual(1);
  });
});

describe('Cut! kept for the last card (RULINGS.md QR-5, QR-75): counted as saved when the second take spares it', () => {
  const MAIN = 'TYPE=main PERSONALITY=ordinary WPN=cartridge-revolver';
  const hitOnLastCard = (effectDice: readonly number[]) => {
    const setup = duelSetup(`${MAIN} NAME=A`, `${MAIN} NAME=B`);
    const { world } = forcedWorld(setup, [idleAgent, idleAgent], [...effectDice, ...PAD]);
    world.log = [];
    world.lethal[1] = 2; // one card left, and it is still to come this phase
    world.toCome[1] = 1;
    resolveHit(world, 1, 0, 0, 0);
    return world;
  };
  it('3 at DV 0 is 2 hits: Cut!, the second take 8 is a courage test: saved, his card kept (forfeit this phase)', () => {
    const world = hitOnLastCard([3, 2, 8, 6]);
    expect(world.acc[world.qAt + Q_CUTS]).toBe(1);
    expect(world.acc[world.qAt + Q_CUT_SAVED]).toBe(1);
    expect(cardsLeft(world, 1)).toBe(1);
    expect(world.void[1]).toBe(1);
  });
  it('a second take that still takes the card is not counted as saved', () => {
    const world = hitOnLastCard([3, 2, 4, 1]);
    expect(world.acc[world.qAt + Q_CUTS]).toBe(1);
    expect(world.acc[world.qAt + Q_CUT_SAVED]).toBe(0);
  });
  it('the second take stands with its own number of cards (QR-88): 2 hits on his last 2 cards, Cut!, a second take of 1 hit takes 1', () => {
    const setup = duelSetup(`${MAIN} NAME=A`, `${MAIN} NAME=B`);
    const { world } = forcedWorld(setup, [idleAgent, idleAgent], [3, 2, 5, 1, ...PAD]);
    world.log = [];
    world.lethal[1] = 1; // 2 of his 3 cards left, both still to come this phase (Cut! forfeits one)
    world.toCome[1] = 2;
    expect(cardsLeft(world, 1)).toBe(2);
    resolveHit(world, 1, 0, 0, 0);
    expect(world.acc[world.qAt + Q_CUTS]).toBe(1);
    expect(world.acc[world.qAt + Q_CUT_SAVED]).toBe(1);
    expect(cardsLeft(world, 1)).toBe(1);
    expect(world.status[1]).toBe(STATUS_UP);
  });
});

describe('SHOOTOUTS duel statistics with the agents’ choices (RULINGS.md QR-76)', () => {
  const TRIALS = 40_000;
  const line = (extra = ''): string => `TYPE=main PERSONALITY=ordinary ${extra} WPN=cartridge-revolver`;

  /** A's and B's win rates over `TRIALS` trials at 15 paces, batch by batch as the runner plays them. */
  function duel(a: string, b: string): { pa: number; pb: number } {
    const m = buildQdDuels({ a, b, range: '15', maxTurns: '10' })[0]!;
    const agents = quickDraw.duel!.agents!(m).map((s) => agentFor({ doctrine: s.doctrine, ...(s.targeting === undefined ? {} : { targeting: s.targeting }), params: s.params }, 'quickdraw'));
    const engine = new QdEngine(m.setup, agents);
    const total = createQdAccumulator(m.setup);
    for (let bt = 0; bt * BATCH_SIZE < TRIALS; bt++) {
      const acc = createQdAccumulator(m.setup);
      engine.runBatch(streamFor('qd-agents', m.id, bt * BATCH_SIZE), Math.min(BATCH_SIZE, TRIALS - bt * BATCH_SIZE), acc);
      mergeQdAccumulator(total, acc);
    }
    const c = qdDuelCounts(m, total);
    expect(c.trials).toBe(TRIALS);
    return { pa: c.aWins / TRIALS, pb: c.bWins / TRIALS };
  }
  /** Standard error of A's wins less B's in one duel (two cells of one multinomial). */
  const se = (pa: number, pb: number): number => Math.sqrt((pa + pb - (pa - pb) ** 2) / TRIALS);

  it('Quick Draw beats the same Main Character without it by at least 6 standard errors at 15 paces; the mirror is even', () => {
    // Measured at this seed: 44.6% against 40.3% (9.2 standard errors); the mirror 42.1% against 41.7%.
    const q = duel(`${line('SKILLS=quick-draw')} NAME=A`, `${line()} NAME=B`);
    expect(q.pa - q.pb).toBeGreaterThan(6 * se(q.pa, q.pb));
    const mirror = duel(`${line()} NAME=A`, `${line()} NAME=B`);
    expect(Math.abs(mirror.pa - mirror.pb)).toBeLessThan(4 * se(mirror.pa, mirror.pb));
  });
});

describe("the reaction's 2-4 with no enemy in sight says so (an audit, 2026-12-01: the roll passed unexplained)", () => {
  it('he stays, and the replay says why', () => {
    const setup = duelSetup(`${SUPPORTING} NAME=A`, `${SUPPORTING} NAME=B`, 1);
    const { engine, world } = forcedWorld(setup, [idleAgent, idleAgent], [...PAD]);
    world.log = [];
    // Nobody observed yet: A's observation shows no enemy.
    world.obs[0]!.visible.fill(0);
    const at = world.cell[0];
    (engine as unknown as { takeCover(i: number): void }).takeCover(0);
    expect(world.cell[0]).toBe(at);
    expect(world.log).toEqual(["    This doesn't look good! A sees no enemy to take cover from and stays"]);
  });
});
