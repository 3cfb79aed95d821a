/**
 * The agents' Quick on the Draw choices as the engine plays them (forced dice): the form of each
 * attack asked at PHASE_BRAWL (REEL 5, FORMS OF ATTACK), the defence of the last card's intent
 * played when attacked, the counts of Mighty Blows, All Out Attacks and evades.
 */
import { describe, expect, it } from 'vitest';
import { ACT_ATTACK, ACT_NONE, BLOW_ALL_OUT, BLOW_MIGHTY, BLOW_STANDARD, DEFEND_BASIC, DEFEND_EVADE, PHASE_BRAWL, type SkirmishAgent, type SkirmishIntent, type SkirmishObservation } from '@deadeye/core';
import { BLACK_JOKER, Q_ALL_OUT_ATTACKS, Q_EVADES, Q_MIGHTY_BLOWS, RED_JOKER } from '../src/skirmish/world.ts';
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
    // Asked: the move, the action (the same observation), then the form of attack against B.
    expect(mighty.asked.slice(0, 3).map(([p]) => p)).toEqual([0, 1, PHASE_BRAWL]);
    expect(mighty.asked[2]).toEqual([PHASE_BRAWL, 1]);
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
    expect(a.world.log[at + 2]).toMatch(/A rolls 1D10: 7/);
    expect(a.world.acc[a.world.qAt + Q_ALL_OUT_ATTACKS]).toBe(1);
  });
});

describe('the defence of the last card’s intent (REEL 5, FORMS OF ATTACK: respond, evade)', () => {
  // Pack [B, A, B, A, red, black]: B acts first (asking his defence), then A attacks him.
  const setup = duelSetup(`${SUPPORTING} NAME=A`, `${SUPPORTING} NAME=B`, 1);
  const shuffle = shuffleDice([0, 0, 1, 1, RED_JOKER, BLACK_JOKER], [1, 0, 1, 0, RED_JOKER, BLACK_JOKER]);

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
    // No blow was struck on card 2.
    const struck = lineOf(log, /A attacks B/);
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
