import type { QuickDrawOptions } from '../../src/agent/quickdraw.ts';
import type { ShootoutOptions } from '../../src/agent/shootout.ts';
import { describe, expect, it } from 'vitest';
import {
  ACT_AIM,
  ACT_BRAWL,
  ACT_DRAW,
  ACT_FIRE,
  ACT_NAMES,
  ACT_NONE,
  ACT_PICK_UP,
  ACT_RELOAD,
  ACT_SURRENDER,
  ACT_TASK,
  ACT_THROW,
  Action,
  BootHillAction,
  Brawl,
  Horse,
  NorthfieldTask,
  Phase,
  RATE_NAMES,
  RATE_STILL,
  Rate,
  Status,
  emptyIntent,
  resetIntent,
  type BootHillOptions,
  type NeutralIntent,
  type SkirmishIntent,
} from '../../src/index.ts';

describe('agent/intent and agent/boothill: the codes', () => {
  it('neutral and BOOT HILL actions share one code space without overlap, named by ACT_NAMES', () => {
    const codes = [...Object.values(Action), ...Object.values(BootHillAction)].sort((a, b) => a - b);
    expect(codes).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const named: [number, string][] = [
      [ACT_NONE, 'none'],
      [ACT_FIRE, 'fire'],
      [ACT_AIM, 'aim'],
      [ACT_RELOAD, 'reload'],
      [ACT_DRAW, 'draw'],
      [ACT_BRAWL, 'brawl'],
      [ACT_THROW, 'throw'],
      [ACT_SURRENDER, 'surrender'],
      [ACT_TASK, 'task'],
      [ACT_PICK_UP, 'pick up'],
    ];
    for (const [code, name] of named) expect(ACT_NAMES[code]).toBe(name);
  });
  it('every const object lists distinct codes; rates are indexed by RATE_NAMES, still being the neutral 0', () => {
    for (const o of [Phase, Action, Status, Rate, BootHillAction, Horse, Brawl, NorthfieldTask]) {
      const v = Object.values(o) as number[];
      expect(new Set(v).size).toBe(v.length);
    }
    expect(Rate.still).toBe(RATE_STILL);
    expect(RATE_STILL).toBe(0);
    expect(Object.values(Rate).map((r) => RATE_NAMES[r])).toEqual(['still', 'crawling', 'walking', 'running and dodging', 'running', 'trotting', 'galloping']);
  });
});

describe('agent/skirmish: the one flat intent', () => {
  /** Every field of the neutral part and of BOOT HILL's options (a missing key is a compile error). */
  const NEUTRAL: { [K in keyof NeutralIntent]: 1 } = { moveTo: 1, rate: 1, face: 1, action: 1, target: 1, shots: 1, weapon: 1, task: 1 };
  const BOOT_HILL: { [K in keyof BootHillOptions]: 1 } = { target2: 1, target3: 1, hipshoot: 1, brawl: 1, horse: 1 };
  const QUICK_DRAW: { [K in keyof QuickDrawOptions]: 1 } = { shot: 1, blow: 1, defence: 1, cut: 1, respond: 1, stop: 1, counter: 1, breakShot: 1 };
  const SHOOTOUT: { [K in keyof ShootoutOptions]: 1 } = { command: 1, draw: 1 };
  it('emptyIntent has exactly the neutral fields, BOOT HILL options, Quick on the Draw options and Shootout! options', () => {
    expect(Object.keys(emptyIntent()).sort()).toEqual([...Object.keys(NEUTRAL), ...Object.keys(BOOT_HILL), ...Object.keys(QUICK_DRAW), ...Object.keys(SHOOTOUT)].sort());
  });
  it('resetIntent restores every field of emptyIntent in place, keeping the key order (one shape)', () => {
    const i: SkirmishIntent = emptyIntent();
    const order = Object.keys(i);
    for (const k of order) (i as unknown as Record<string, number>)[k] = 7;
    resetIntent(i);
    expect(i).toEqual(emptyIntent());
    expect(Object.keys(i)).toEqual(order);
  });
});
