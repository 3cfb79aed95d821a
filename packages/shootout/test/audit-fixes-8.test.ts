/**
 * The eighth audit's fixes, each failing on the code before it:
 * 1. (2. Move Troops: "Dense undergrowth, rocky hillsides, rivers etc all half a figure's speed
 *    (rounded up)") a short move in difficult terrain is 3" at most of the halved allowance, not
 *    half of 3" (movement.ts `moveFigure`, `walk`; RULINGS.md SR-37, SR-38), with a fixed
 *    allowance (no dice);
 * 2. (Draw!: "When two figures with holstered revolvers decide to duel") a Draw! only between two
 *    figures who each declared fire at the other and may fire at him now: not out of range, not
 *    with one reloading (draw.ts `drawAgreed`; SR-53), on forced dice.
 */
import { describe, expect, it } from 'vitest';
import { ACT_FIRE, ACT_RELOAD, SO_RATE_FULL, SO_RATE_SHORT, type SkirmishAgent } from '@deadeye/core';
import { moveFigure, movedInches } from '../src/skirmish/index.ts';
import { S_DRAWS } from '../src/skirmish/world.ts';
import { cellOf, forcedWorld, setupOf, so, type Fig } from './skirmish-helpers.ts';

describe('a short move in difficult terrain (SR-37, SR-38)', () => {
  const runner: Fig = { name: 'Runner', at: [6, 5], speed: 0 };
  const far: Fig = { name: 'Far', side: 'B', at: [29, 1] };
  const moved = (rate: number, rough: boolean): number => {
    const { world } = forcedWorld(setupOf([runner, far], rough ? { terrain: ['{ type: rough, rect: [5, 0, 20, 11] }'] } : {}), []);
    moveFigure(world, 0, cellOf(world, 25, 5), rate);
    return movedInches(world, 0);
  };

  it('Speed 0 in rough ground: the full move 6" halved is 3", and a short move 3" too (not 2")', () => {
    expect(moved(SO_RATE_FULL, false)).toBe(6);
    expect(moved(SO_RATE_SHORT, false)).toBe(3);
    expect(moved(SO_RATE_FULL, true)).toBe(3);
    expect(moved(SO_RATE_SHORT, true)).toBe(3);
  });
});

describe('a Draw! needs two figures who fire at each other and can (SR-53)', () => {
  const act = (a: number, t: number): SkirmishAgent => (_o, _s, out) => {
    out.action = a;
    out.target = t;
    out.draw = 1;
  };
  const rangedPhase = (engine: unknown): void => (engine as { rangedPhase(): void }).rangedPhase();

  it('two holstered Colts 20" apart (the Colt reaches 18"): no Draw!, no dice', () => {
    const A: Fig = { name: 'A', at: [2, 5], ranged: 2, speed: 1, htk: 2, drawn: false };
    const B: Fig = { name: 'B', side: 'B', at: [22, 5], ranged: 2, htk: 2, drawn: false };
    const { engine, world, stream } = forcedWorld(setupOf([A, B], { width: 30 }), Array(10).fill(4), [act(ACT_FIRE, 1), act(ACT_FIRE, 0)]);
    rangedPhase(engine);
    expect(so(world, S_DRAWS)).toBe(0);
    expect(stream.draws).toBe(0);
  });

  it('one of them asks a reload, his draw flag set: no Draw!, he is not shot in one', () => {
    const A: Fig = { name: 'A', at: [5, 5], ranged: 2, speed: 1, htk: 2, drawn: false };
    const B: Fig = { name: 'B', side: 'B', at: [10, 5], ranged: 2, htk: 2, drawn: false };
    const { engine, world, log } = forcedWorld(setupOf([A, B]), Array(10).fill(4), [act(ACT_FIRE, 1), act(ACT_RELOAD, 0)]);
    rangedPhase(engine);
    expect(so(world, S_DRAWS)).toBe(0);
    expect(log.some((l) => l.includes('Draw!'))).toBe(false);
  });

  it('two figures in range who both declare fire with a Draw! do Draw!', () => {
    const A: Fig = { name: 'A', at: [5, 5], ranged: 2, speed: 1, htk: 2, drawn: false };
    const B: Fig = { name: 'B', side: 'B', at: [10, 5], ranged: 2, htk: 2, drawn: false };
    const { engine, world } = forcedWorld(setupOf([A, B]), Array(20).fill(4), [act(ACT_FIRE, 1), act(ACT_FIRE, 0)]);
    rangedPhase(engine);
    expect(so(world, S_DRAWS)).toBe(1);
  });
});
