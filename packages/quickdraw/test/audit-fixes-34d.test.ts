/**
 * The thirty-fourth audit (d, 2026-12-05): a read of QR-21's amendment for gap (g) (RULINGS.md
 * QR-21, "Amended by the thirty-fourth audit", third form). A walk away steps to a neighbour
 * farther from the man he leaves and farther from the nearest of him and the enemies he has
 * located (walk.ts `walk` with no field, `awayValue`). A step refused because it is not farther
 * from the man he leaves is no step "that would take him on": it must not set off the walk round
 * figures (core `Detour`, QR-205), which reads that man alone and so took him toward the nearer
 * enemy the step had been refused for. In the saloon brawl (seed 1, trial 7) Big Swede fell back
 * from the Gambler at (14,9): his way "would stop at (1,1), beside Bartender at (2,1)", and he "goes
 * round figures in his way (4 steps)" with no figure in his way, (1,5) -> (1,3), from 4.1 to 2.2
 * spaces off the Bartender. Fails on the code before (fcb654d3).
 */
import { describe, expect, it } from 'vitest';
import { placeAt, STATUS_FLED, STATUS_UNCONSCIOUS } from '@deadeye/core';
import { getSystem, replayScenario } from '@deadeye/registry';
import { moveAllowance, moveAwayClear } from '../src/skirmish/movement.ts';
import { bundled } from './fixture.ts';
import { cellOf, locatedWorld } from './qd-helpers.ts';

const system = getSystem('quickdraw');

describe('the thirty-fourth audit (d): a step refused as no farther from the man is no figure in the way (QR-21 amended)', () => {
  it('Big Swede, falling back from the Gambler by the west wall, does not walk round to the Bartender', () => {
    const saloon = bundled('saloon-brawl');
    const who = (name: string) => saloon.characters.findIndex((c) => c.name === name);
    const world = locatedWorld(saloon, [5, 5, 5, 5, 5, 5, 5, 5, 5, 5]).world;
    const m = world.map;
    const swede = who('Big Swede');
    // Trial 7, when the Gambler's shot put him to his courage test: where the figures were.
    placeAt(world, swede, cellOf(world, 1, 5));
    placeAt(world, who('Gambler'), cellOf(world, 14, 9));
    placeAt(world, who('Bartender'), cellOf(world, 2, 1));
    placeAt(world, who('Silver Dollar Sam'), cellOf(world, 5, 7));
    placeAt(world, who('Blacksmith'), cellOf(world, 7, 7));
    placeAt(world, who('Lefty Jack'), cellOf(world, 6, 7));
    placeAt(world, who('Red Carter'), cellOf(world, 7, 10));
    world.status[who('Silver Dollar Sam')] = STATUS_UNCONSCIOUS;
    world.status[who('Blacksmith')] = STATUS_UNCONSCIOUS;
    world.status[who('Lefty Jack')] = STATUS_UNCONSCIOUS;
    world.status[who('Red Carter')] = STATUS_FLED;
    const start = world.cell[swede]!;
    const gambler = world.cell[who('Gambler')]!;
    const bartender = world.cell[who('Bartender')]!;
    moveAwayClear(world, swede, gambler, moveAllowance(world, swede), 'falls back');
    const end = world.cell[swede]!;
    // Before: (1,3), 2.2 spaces off the Bartender (4.1 where he stood). No step from (1,5) is
    // farther from both: he stays ("no way to go"), as the amendment says.
    expect(end).not.toBe(cellOf(world, 1, 3));
    expect(m.distance(end, bartender)).toBeGreaterThanOrEqual(m.distance(start, bartender));
    expect(m.distance(end, gambler)).toBeGreaterThanOrEqual(m.distance(start, gambler));
  });

  it('played: trial 7 of the saloon brawl', () => {
    const log = replayScenario(system, bundled('saloon-brawl'), '1', 7).log;
    const k = log.indexOf('    Big Swede falls back: no way to go, he stays at (1,5)');
    expect(k).toBeGreaterThan(0);
    expect(log[k - 1]).toBe('    Big Swede takes a courage test: rolls 2');
    expect(log[k - 4]).toMatch(/^    Gambler fires .* at Big Swede/);
    expect(log).not.toContain('    Big Swede falls back (1,5) -> (1,3)');
  });
});
