/**
 * The thirty-fourth audit (a, 2026-12-05): known gap (g) of QR-21's amendment of the thirty-third
 * (RULINGS.md QR-21, "Amended by the thirty-fourth audit"). A walk away from one man (the fall
 * back or heading away with no cover in reach, a flight with no exit, the Wanting to Attack's fall
 * back: walk.ts `walk` with no field) is a walk away from the fight: each step goes to the
 * free neighbour farthest from the nearest of that man and the enemies up he has located
 * (`awayValue`), not from that man alone. Before, in the saloon brawl (seed 1, trial 8) Big Swede
 * "headed away, no cover in reach (5,5) -> (10,5)" from Silver Dollar Sam, from 6.3 to 2.2 spaces
 * off the Gambler. Fails on the code before.
 */
import { describe, expect, it } from 'vitest';
import { placeAt } from '@deadeye/core';
import { getSystem, replayScenario } from '@deadeye/registry';
import { moveAllowance, moveAwayClear } from '../src/skirmish/movement.ts';
import { bundled } from './fixture.ts';
import { cellOf, locatedWorld } from './qd-helpers.ts';

const system = getSystem('quickdraw');

describe('the thirty-fourth audit (a): a walk away reads every enemy he has located (QR-21 amended)', () => {
  it('Big Swede backs away from Silver Dollar Sam without closing on the Gambler', () => {
    const saloon = bundled('saloon-brawl');
    const who = (name: string) => saloon.characters.findIndex((c) => c.name === name);
    const world = locatedWorld(saloon, [5, 5, 5, 5, 5, 5, 5, 5, 5, 5]).world;
    const swede = who('Big Swede');
    // Card 10 of trial 8: the Bartender has charged to (1,3), the Blacksmith to (7,6).
    placeAt(world, who('Bartender'), cellOf(world, 1, 3));
    placeAt(world, who('Blacksmith'), cellOf(world, 7, 6));
    const m = world.map;
    const enemies = world.enemiesOf[world.sideOf[swede]!]!;
    const nearest = (c: number) => Math.min(...enemies.map((j) => m.distance(c, world.cell[j]!)));
    const start = world.cell[swede]!;
    expect(start).toBe(cellOf(world, 5, 5));
    const gambler = world.cell[who('Gambler')]!;
    expect(gambler).toBe(cellOf(world, 11, 7));
    moveAwayClear(world, swede, world.cell[who('Silver Dollar Sam')]!, moveAllowance(world, swede), 'heads away, no cover in reach');
    const end = world.cell[swede]!;
    expect(end).not.toBe(cellOf(world, 10, 5));
    expect(end).not.toBe(start);
    // Farther from every enemy's nearest than where he stood, and no nearer the Gambler.
    expect(nearest(end)).toBeGreaterThan(nearest(start));
    expect(m.distance(end, gambler)).toBeGreaterThanOrEqual(m.distance(start, gambler));
  });

  it('played: trial 8 of the saloon brawl', () => {
    const log = replayScenario(system, bundled('saloon-brawl'), '1', 8).log;
    const k = log.indexOf('    Big Swede reacts to a new enemy (Bartender): rolls 3');
    expect(k).toBeGreaterThan(0);
    expect(log[k + 1]).toBe('    Big Swede heads away, no cover in reach (5,5) -> (4,4)');
  });
});
