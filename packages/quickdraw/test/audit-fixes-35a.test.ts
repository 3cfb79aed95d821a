/**
 * The thirty-fifth audit (a, 2026-12-05): the walk round figures in a walk away (RULINGS.md QR-21,
 * "Amended 2026-12-05 (the thirty-fifth audit)"). A walk away from one man is a walk away from the
 * fight (the thirty-fourth audit's gap g: each step reads the nearest of that man and the enemies
 * up he has located, walk.ts `awayValue`); where figures hold every such step and he goes round
 * them (core `Detour`, QR-205), the walk round reads the same, not that man alone: among the cells
 * at least as far from that man as where the figures stopped him, the one farthest from the
 * nearest of them (walk.ts `QdDetourRules.value`). Before, in the saloon brawl (seed 1, trial
 * 56) Lefty Jack fell back from the Gambler "round Red Carter" (11,6) -> (5,6), from 5.0 to 3.6
 * spaces off Silver Dollar Sam, the nearest enemy up at its end. Fails on the code before (be112de7).
 */
import { describe, expect, it } from 'vitest';
import { placeAt, setStatus, STATUS_UNCONSCIOUS } from '@deadeye/core';
import { getSystem, replayScenario } from '@deadeye/registry';
import { moveAllowance, moveAwayClear } from '../src/skirmish/movement.ts';
import { bundled } from './fixture.ts';
import { cellOf, locatedWorld } from './qd-helpers.ts';

const system = getSystem('quickdraw');

describe('the thirty-fifth audit (a): the walk round figures in a walk away reads every enemy he has located', () => {
  it('Lefty Jack goes round Red Carter away from the Gambler without closing on Silver Dollar Sam', () => {
    const saloon = bundled('saloon-brawl');
    const who = (name: string) => saloon.characters.findIndex((c) => c.name === name);
    const world = locatedWorld(saloon, [5, 5, 5, 5, 5, 5, 5, 5, 5, 5]).world;
    const m = world.map;
    // Card 3 of phase 2 of trial 56, as the Gambler's shot sends Lefty Jack back.
    const at: Record<string, [number, number]> = {
      'Big Swede': [5, 5],
      'Red Carter': [12, 3],
      'Lefty Jack': [11, 6],
      'Silver Dollar Sam': [7, 9],
      Blacksmith: [7, 6],
      Gambler: [14, 9],
      Bartender: [1, 3],
    };
    for (const [name, [x, y]] of Object.entries(at)) placeAt(world, who(name), cellOf(world, x, y));
    // Red Carter's Deadly Riposte knocked the Blacksmith out on card 5 of phase 1: he lies at (7,6).
    setStatus(world, who('Blacksmith'), STATUS_UNCONSCIOUS);
    const lefty = who('Lefty Jack');
    const gambler = world.cell[who('Gambler')]!;
    const sam = world.cell[who('Silver Dollar Sam')]!;
    const enemies = world.enemiesOf[world.sideOf[lefty]!]!.filter((j) => j !== who('Blacksmith'));
    const nearest = (c: number) => Math.min(...enemies.map((j) => m.distance(c, world.cell[j]!)));
    const start = world.cell[lefty]!;
    moveAwayClear(world, lefty, gambler, moveAllowance(world, lefty), 'falls back');
    const end = world.cell[lefty]!;
    // Round Red Carter (the walk's own steps north are held by him), to (13,1) where the code
    // before went to (5,6).
    expect(end).toBe(cellOf(world, 13, 1));
    // Farther from the Gambler, farther from the nearest enemy up, and no nearer Silver Dollar Sam.
    expect(m.distance(end, gambler)).toBeGreaterThan(m.distance(start, gambler));
    expect(nearest(end)).toBeGreaterThan(nearest(start));
    expect(m.distance(end, sam)).toBeGreaterThanOrEqual(m.distance(start, sam));
  });

  it('played: trial 56 of the saloon brawl', () => {
    const log = replayScenario(system, bundled('saloon-brawl'), '1', 56).log;
    const k = log.indexOf('    Lefty Jack takes a courage test: rolls 3');
    expect(k).toBeGreaterThan(0);
    expect(log[k + 1]).toBe('    Lefty Jack goes round Red Carter in his way (5 steps)');
    expect(log[k + 2]).toBe('    Lefty Jack falls back (11,6) -> (13,1)');
  });
});
