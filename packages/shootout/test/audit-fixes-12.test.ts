/**
 * The twelfth audit's fix (shootout.txt has no surprise rule; RULINGS.md SR-85), on forced dice:
 * in a Draw! in turn 1 a surprised figure is the slower whatever the dice (draw.ts `playDraw`).
 * Before, a surprised man drew at full speed: in the Gunfight in the Long Branch Saloon, where
 * Masterson catches a seated Allison "by surprise (+5 speed)", Allison won as many Draw!s as
 * Masterson and his surprise changed nothing (a helper's audit of 400 replays). Fails on the code
 * before the fix.
 */
import { describe, expect, it } from 'vitest';
import { ACT_FIRE, type SkirmishAgent } from '@deadeye/core';
import { S_DRAWS } from '../src/skirmish/world.ts';
import { forcedWorld, setupOf, so, type Fig } from './skirmish-helpers.ts';

/** The engine's private ranged combat phase. */
const phases = (engine: unknown) => engine as { rangedPhase(): void };

/** Fires at character `t` with a Draw!. */
const drawOn =
  (t: number): SkirmishAgent =>
  (_o, _s, out) => {
    out.action = ACT_FIRE;
    out.target = t;
    out.draw = 1;
  };

describe('a surprised figure is the slower in a Draw! in turn 1 (SR-85)', () => {
  const fast: Fig = { name: 'Fast', at: [5, 5], ranged: 2, speed: 3, htk: 1, drawn: false, surprise: 'surprised' };
  const slow: Fig = { name: 'Slow', side: 'B', at: [10, 5], ranged: 2, speed: 0, htk: 1, drawn: false };

  it('surprised, the faster total fires second; the dice are rolled all the same', () => {
    // Draw! Fast 3 + 3 = 6 against Slow 4 + 0 = 4: Fast would be faster, but he is surprised. Slow
    // fires first: 2 hits (the die 2), save 3 fails: Fast is dead and does not fire back.
    const { engine, world, stream, log } = forcedWorld(setupOf([fast, slow]), [3, 4, 2, 3, 7, 7], [drawOn(1), drawOn(0)]);
    world.turn = 1;
    phases(engine).rangedPhase();
    expect(so(world, S_DRAWS)).toBe(1);
    expect(log.some((l) => /Draw! Fast 1D6 3 \+ Speed 3 = 6; Slow 1D6 4 \+ Speed 0 = 4/.test(l))).toBe(true);
    expect(log.some((l) => /Fast is surprised: he is the slower/.test(l))).toBe(true);
    expect(log.some((l) => /Slow is faster/.test(l))).toBe(true);
    expect(world.status[0]).toBe(2);
    expect(log.some((l) => /Fast fires/.test(l))).toBe(false);
    expect(stream.draws).toBe(4);
  });

  it('from turn 2 the dice decide again', () => {
    const { engine, world, log } = forcedWorld(setupOf([fast, slow]), [3, 4, 2, 3, 7, 7], [drawOn(1), drawOn(0)]);
    world.turn = 2;
    phases(engine).rangedPhase();
    expect(log.some((l) => /Fast is faster/.test(l))).toBe(true);
    expect(world.status[1]).toBe(2);
  });
});
