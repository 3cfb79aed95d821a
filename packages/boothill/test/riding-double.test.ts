/**
 * Riding double, picking up a comrade and slinging an unconscious one over a horse, in the
 * skirmish engine ("Shootout in Northfield", MOVEMENT, Horses and Stacking;
 * boot-hill-referee-screen-and-northfield-module.md), on a 6-foot street: the module's three
 * 12-foot squares are 6 spaces here.
 */
import { describe, expect, it } from 'vitest';
import {
  ACT_RELOAD,
  HORSE_PICK_UP,
  HORSE_SLING,
  PHASE_MOVE,
  RATE_RUN,
  RATE_TROT,
  STATUS_CAPTURED,
  STATUS_DEAD,
  STATUS_FLED,
  STATUS_RESERVE,
  STATUS_UNCONSCIOUS,
  STATUS_UP,
  parseScenario,
  type SkirmishAgent,
  type SkirmishObservation,
} from '@deadeye/core';
import { ForcedStream, streamFor } from '@deadeye/rng';
import { MOVEMENT_RATES, ST_CAPTURED, ST_DEAD, ST_FLED, ST_RESERVE, ST_UNCONSCIOUS, ST_UP, SkirmishEngine, compileSkirmish, createSkirmishAccumulator } from '../src/index.ts';
import { NORTHFIELD } from '../src/skirmish/northfield.ts';
import { takeOut } from '../src/skirmish/casualties.ts';
import { describe as describeCharacter, type SkirmishWorld } from '../src/skirmish/world.ts';
import { Spread } from '../src/duel/matchup.ts';
import { woundHorse } from '../src/skirmish/wounds.ts';

/** Spaces of movement to pick up or sling a comrade on the 6-foot map (the module's three 12-foot squares). */
const PICK_UP = 2 * NORTHFIELD.pickUpOrSlingSquares;
const TROT = MOVEMENT_RATES.mounted.trotting;

/**
 * A (side A) mounted at (0,4); C (side A) on foot, no horse, at (`cAt`,4); B (side B) unarmed far
 * off at (20,0). Extra text goes on C's line. The east end (x 39) is an exit.
 */
function scenario(cAt: number, cExtra = '', aExtra = ', mounted: true'): string {
  const line = (name: string, side: string, pos: string, extra: string) =>
    `  - { name: ${name}, stats: { boothill: { basp: 10, bac: 70, str: 20, mrl: 90 } }, side: ${side}, position: ${pos}, facing: E, weapons: [{ code: SAR6 }], player: true, horseStrength: 40, agent: { doctrine: standing }${extra} }`;
  return `
name: riding double
map: { width: 40, height: 9, places: { east: { rect: [39, 0, 1, 9] } }, exits: [east] }
sides: [{ name: A }, { name: B }]
characters:
${line('A', 'A', '[0, 4]', aExtra)}
${line('C', 'A', `[${cAt}, 4]`, cExtra)}
${line('B', 'B', '[20, 0]', '')}
`;
}

/** Plays `turns` turns of trial 0 with the agents; returns the log and the engine's world (its state columns). */
function play(text: string, agents: SkirmishAgent[], turns: number, hook?: (e: SkirmishWorld) => void): { log: string[]; engine: SkirmishWorld } {
  const setup = compileSkirmish(parseScenario(text, 'riding-double.yaml'), { maxTurns: turns });
  const engine = new SkirmishEngine(setup, agents);
  const e = engine.world;
  if (hook !== undefined) engine.onReset = () => hook(e);
  const log: string[] = [];
  engine.runTrial(streamFor('riding-double', setup.id, 0), createSkirmishAccumulator(setup), log);
  return { log, engine: e };
}

const idle: SkirmishAgent = () => {};
const at = (x: number, y = 4) => y * 40 + x;

/** A: on turn 1 picks up C on his way east at a trot; later turns trot east. */
const picker: SkirmishAgent = (obs, _r, out) => {
  if (obs.phase !== PHASE_MOVE) return;
  out.moveTo = at(39);
  out.rate = RATE_TROT;
  if (obs.turn === 1) {
    out.horse = HORSE_PICK_UP;
    out.target = 1;
  }
};

describe('the status column of observations', () => {
  it("carries the engine's own status codes, the ones agents read as STATUS_*", () => {
    expect([ST_UP, ST_UNCONSCIOUS, ST_DEAD, ST_FLED, ST_CAPTURED, ST_RESERVE]).toEqual([STATUS_UP, STATUS_UNCONSCIOUS, STATUS_DEAD, STATUS_FLED, STATUS_CAPTURED, STATUS_RESERVE]);
  });
});

describe('riding double (Northfield, Horses)', () => {
  it("the pick-up: up beside him, three squares of movement, then on at half what is left (the module's example)", () => {
    const seen: SkirmishObservation[] = [];
    const watch: SkirmishAgent = (obs) => {
      if (obs.phase === PHASE_MOVE && obs.turn === 2) seen.push(obs);
    };
    const { log } = play(scenario(5), [picker, watch, idle], 2);
    // From (0,4), C at (5,4): A stops beside him at (4,4) after 4 spaces; a trot of 16 leaves 12,
    // the pick-up takes 6, and half of the other 6 is 3 more spaces.
    const rest = (TROT - 4 - PICK_UP) / 2;
    expect(log).toContain('  A moves trotting (0,4) -> (4,4)');
    expect(log).toContain('  A takes C up behind him at (4,4): riding double');
    expect(log).toContain(`  A moves trotting (4,4) -> (${4 + rest},4)`);
    expect(seen).toHaveLength(0); // C, carried, is not asked to move
    // Turn 2: riding double halves the horse's movement: 8 of 16.
    expect(log).toContain(`  A moves trotting (${4 + rest},4) -> (${4 + rest + TROT / 2},4)`);
  });

  it('the man behind moves with his rider and shows in every observation as carried', () => {
    let cAfter: number[] = [];
    const watcher: SkirmishAgent = (obs, _r, _out) => {
      if (obs.phase === PHASE_MOVE && obs.turn === 2) cAfter = [obs.carriedBy[1]!, obs.carrying[0]!, obs.riding[1]!, obs.cell[1]! === obs.cell[0]! ? 1 : 0];
    };
    play(scenario(5), [picker, idle, watcher], 2);
    expect(cAfter).toEqual([0, 1, 1, 1]);
  });

  it('no pick-up of an unconscious man by a rider, nor without three squares to spare', () => {
    const down = play(scenario(5), [picker, idle, idle], 1, (e) => takeOut(e, 1, 1));
    expect(down.log.some((l) => l.includes('riding double'))).toBe(false);
    // C 15 spaces off: the trot of 16 cannot come alongside with 6 to spare.
    const far = play(scenario(15), [picker, idle, idle], 1);
    expect(far.log.some((l) => l.includes('riding double'))).toBe(false);
    expect(far.log).toContain(`  A moves trotting (0,4) -> (${TROT - PICK_UP},4)`);
  });

  it('riding out of town, he takes the man behind with him', () => {
    const { engine } = play(scenario(5), [picker, idle, idle], 8);
    expect(engine.status[0]).toBe(3);
    expect(engine.status[1]).toBe(3);
  });

  it('a horse hit down throws both; the rider down, the man behind takes the reins; an unconscious one falls', () => {
    const { engine: e } = play(scenario(5), [picker, idle, idle], 1);
    expect(e.carrier[1]).toBe(0);
    // The horse with STR 1 left takes a light wound (location 50, severity 1): down.
    e.horseWounds[0] = 39;
    e.stream = new ForcedStream([50, 1]);
    woundHorse(e, 1, 2, 0, 90); // B's revolver (slot 2), short range, roll 90: the horse
    expect([e.mounted[0], e.mounted[1], e.carrier[1], e.passenger[0]]).toEqual([0, 0, -1, -1]);

    const second = play(scenario(5), [picker, idle, idle], 1).engine;
    takeOut(second, 0, 2);
    expect([second.mounted[1], second.carrier[1], second.mounted[0]]).toEqual([1, -1, 0]);

    const third = play(scenario(5), [picker, idle, idle], 1).engine;
    takeOut(third, 1, 1);
    expect([third.mounted[1], third.carrier[1], third.passenger[0], third.mounted[0]]).toEqual([0, -1, -1, 1]);
  });
});

describe('slinging an unconscious man over a horse (Northfield, Horses)', () => {
  // A on foot, his horse at (2,4); C unconscious at (3,4).
  const text = scenario(3, '', ', horseAt: [2, 4]');
  const slinger: SkirmishAgent = (obs, _r, out) => {
    if (obs.phase !== PHASE_MOVE || obs.turn !== 1) return;
    out.horse = HORSE_SLING;
    out.target = 1;
    out.rate = RATE_RUN;
  };
  it('three squares of movement, and the move goes on: he mounts beside the horse', () => {
    const { log, engine } = play(text, [slinger, idle, idle], 1, (e) => takeOut(e, 1, 1));
    // Running 24 - 6 reserved: he reaches C's square (3 spaces), slings him (6), mounts (2).
    expect(log).toContain('  A moves running (0,4) -> (3,4)');
    expect(log).toContain('  A slings C over his horse at (2,4)');
    expect(log).toContain('  A mounts his horse at (2,4)');
    expect([engine.mounted[0], engine.carrier[1], engine.cell[1]]).toEqual([1, 0, at(2)]);
  });
  it('only an unconscious comrade within one square of the horse', () => {
    const upC = play(text, [slinger, idle, idle], 1);
    expect(upC.log.some((l) => l.includes('slings'))).toBe(false);
    const far = play(scenario(6, '', ', horseAt: [2, 4]'), [slinger, idle, idle], 1, (e) => takeOut(e, 1, 1));
    expect(far.log.some((l) => l.includes('slings'))).toBe(false);
  });
  it('an unconscious man slung over the saddle rides out of town with his rescuer', () => {
    const ride: SkirmishAgent = (obs, r, out) => {
      slinger(obs, r, out);
      if (obs.phase === PHASE_MOVE && obs.turn > 1) {
        out.moveTo = at(39);
        out.rate = RATE_TROT;
      }
    };
    const { engine } = play(text, [ride, idle, idle], 12, (e) => takeOut(e, 1, 1));
    expect(engine.status[0]).toBe(3);
    expect(engine.status[1]).toBe(3);
  });
});

describe('replay lines: every roll and every refusal (an audit, 2026-12-01)', () => {
  it("the movement order's d100s, lowest first", () => {
    const { log } = play(scenario(5), [idle, idle, idle], 1);
    const line = log.find((l) => l.startsWith('  order of movement (d100 each, lowest first): '))!;
    const rolls = line.slice(line.indexOf(': ') + 2).split(', ').map((x) => Number(x.slice(x.lastIndexOf(' ') + 1)));
    expect(rolls).toHaveLength(3);
    for (let k = 1; k < rolls.length; k++) expect(rolls[k]!).toBeGreaterThanOrEqual(rolls[k - 1]!);
    for (const r of rolls) expect(r >= 1 && r <= 100).toBe(true);
  });

  it("a shotgun's hit on a horse shows its d10 as on a man", () => {
    const { engine: e } = play(scenario(5), [idle, idle, idle], 1);
    e.log = [];
    e.wSpread[2] = Spread.Shotgun;
    // d10 10 at short range: the table's wounds, each a location and a severity roll (light).
    e.stream = new ForcedStream([10, 50, 1, 50, 1, 50, 1, 50, 1]);
    woundHorse(e, 1, 2, 0, 90);
    expect(e.log.some((l) => /^ {6}spread d10 10: \d wound\(s\)$/.test(l))).toBe(true);
  });

  it('a reload refused after moving faster than a walk says so', () => {
    const runner: SkirmishAgent = (obs, _r, out) => {
      if (obs.phase === PHASE_MOVE) {
        out.moveTo = at(10);
        out.rate = RATE_RUN;
      } else out.action = ACT_RELOAD;
    };
    const { log } = play(scenario(5, '', ''), [runner, idle, idle], 1, (e) => {
      e.loaded[0] = 1;
    });
    expect(log).toContain('  A cannot reload: he moved faster than a walk this turn');
  });

  it('a man down is no longer listed as mounted', () => {
    const { engine: e } = play(scenario(5), [idle, idle, idle], 1);
    expect(describeCharacter(e, 0)).toContain(', mounted,');
    takeOut(e, 0, ST_UNCONSCIOUS);
    expect(describeCharacter(e, 0)).not.toContain('mounted');
  });
});
