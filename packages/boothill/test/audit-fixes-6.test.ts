/**
 * The sixth audit's fix to BOOT HILL (2026-11-29), on forced dice, failing on the code before
 * (boot-hill-rulebook.txt COMBAT, First Shot Determination: "If two characters' net speed scores
 * are identical, their shots are considered simultaneous"; RULINGS.md S4, R13, R15):
 *
 * - S4: in simultaneous fire a shooter fires his volley at his target even if a group-mate's shot
 *   has just put the target out (it was dropped, and character order decided who fired); a slower
 *   shooter whose target is already out holds fire, and the replay says so.
 * - S21: a holder stunned, helpless the next turn ("may do nothing", STUNNING CHART), loses his
 *   hold; a holder who has broken (a failed morale check) lets go and flees ("until ... the holding
 *   character opts to try another action", BRAWLS). He had kept the hold in both.
 */
import { describe, expect, it } from 'vitest';
import { ACT_FIRE, BRAWL_KEEP_HOLD, parseScenario, PHASE_BRAWL, PHASE_FIRE, PHASE_MOVE, RATE_RUN, type SkirmishAgent } from '@deadeye/core';
import { ForcedStream } from '@deadeye/rng';
import { compileSkirmish, createSkirmishAccumulator, SkirmishEngine } from '../src/index.ts';
import { brawlPhase } from '../src/skirmish/brawling.ts';
import { movementPhase } from '../src/skirmish/movement.ts';
import { HOLD_ARM_LEFT } from '../src/skirmish/world.ts';
import { yaml } from './rules-scenario.ts';

const B = 1;
/** Fires one shot at B in every firing phase. */
const atB: SkirmishAgent = (obs, _r, out) => {
  if (obs.phase === PHASE_FIRE) {
    out.action = ACT_FIRE;
    out.target = B;
    out.shots = 1;
  }
};
const idle: SkirmishAgent = () => {};

/** A (0) and A2 (2) at 10 spaces from B (1, STR 1: any wound puts him out); A2's BASP `basp2`. One turn on forced 1s (every shot hits). */
function play(basp2: number): string[] {
  const stats = (basp: number) => `{ basp: ${basp}, bac: 70, str: 99, mrl: 90, throwing: 60 }`;
  const text = yaml(
    { pos: [2, 4], stats: stats(10) },
    { pos: [12, 4], stats: '{ basp: 0, bac: 70, str: 1, mrl: 90, throwing: 60 }' },
    { others: `  - { name: A2, stats: { boothill: ${stats(basp2)} }, side: A, position: [2, 5], facing: E, weapons: [{ code: SAR6 }], player: true, agent: { doctrine: standing } }` },
  );
  const setup = compileSkirmish(parseScenario(text, 'audit.yaml'), { maxTurns: 1 });
  const log: string[] = [];
  new SkirmishEngine(setup, [atB, idle, atB]).runTrial(new ForcedStream(Array.from({ length: 400 }, () => 1)), createSkirmishAccumulator(setup), log);
  return log;
}

describe('S4: simultaneous fire at a target a group-mate drops', () => {
  it('equal net speeds: A drops B, and A2 still fires at him', () => {
    const log = play(10);
    expect(log.some((l) => /simultaneous fire at net speed/.test(l))).toBe(true);
    expect(log.some((l) => /^\s+A shot 1 at B /.test(l))).toBe(true);
    expect(log.some((l) => /^\s+A2 shot 1 at B /.test(l))).toBe(true);
  });

  it('A2 slower: B is out before his turn, so A2 holds fire (his declared target), and the log says so', () => {
    const log = play(0);
    expect(log.some((l) => /^\s+A shot 1 at B /.test(l))).toBe(true);
    expect(log.some((l) => /A2 shot/.test(l))).toBe(false);
    expect(log).toContain('    A2 holds fire: B is down');
  });
});

describe('S21: a hold lapses when the holder is stunned, and a broken holder lets go', () => {
  /** Keeps his hold in every brawling round. */
  const keeper: SkirmishAgent = (obs, _r, out) => {
    if (obs.phase === PHASE_BRAWL) out.brawl = BRAWL_KEEP_HOLD;
  };
  /** A (0) holds B (1) in an arm lock, side by side; turn 2; a log. `agentA` A's agent (default: keeps the hold). */
  function held(agentA: SkirmishAgent = keeper) {
    const setup = compileSkirmish(parseScenario(yaml({ pos: [5, 4] }, { pos: [6, 4] }), 'audit.yaml'), { maxTurns: 5 });
    const engine = new SkirmishEngine(setup, [agentA, idle]);
    const world = engine.world;
    world.stream = new ForcedStream(Array.from({ length: 100 }, () => 5));
    world.acc = createSkirmishAccumulator(setup);
    world.log = [];
    (engine as unknown as { reset(): void }).reset();
    world.turn = 2;
    world.brawlOpp[0] = 1;
    world.brawlOpp[1] = 0;
    world.holding[0] = 1;
    world.heldBy[1] = 0;
    world.holdKind[1] = HOLD_ARM_LEFT;
    return world;
  }

  it('stunned last turn, helpless now: the hold is gone before the brawl, and the replay says so', () => {
    const world = held();
    world.helplessFrom[0] = 2;
    world.helplessUntil[0] = 2;
    brawlPhase(world);
    expect(world.holding[0]).toBe(-1);
    expect(world.heldBy[1]).toBe(-1);
    expect(world.log).toContain('  A is stunned and loses his hold on B');
  });

  it('not stunned, he keeps it (B, idle, does not try to break it)', () => {
    const world = held();
    brawlPhase(world);
    expect(world.holding[0]).toBe(1);
  });

  it('broken, he lets go and runs; not broken, he stays', () => {
    const away: SkirmishAgent = (obs, _r, out) => {
      if (obs.phase === PHASE_MOVE) {
        out.moveTo = 4 * 40 + 0;
        out.rate = RATE_RUN;
      }
    };
    const stays = held(away);
    movementPhase(stays);
    expect(stays.cell[0]).toBe(4 * 40 + 5);
    const broken = held(away);
    broken.broken[0] = 1;
    movementPhase(broken);
    expect(broken.heldBy[1]).toBe(-1);
    expect(broken.log).toContain('  A breaks and lets go of his hold on B');
    expect(broken.cell[0]).not.toBe(4 * 40 + 5);
  });
});
