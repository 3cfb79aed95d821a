/**
 * The thirty-third audit (a, 2026-12-05): the known gaps of QR-21's amendment of the thirty-second
 * (RULINGS.md QR-21, "Amended by the thirty-third audit"). Where a man heads or falls back "towards
 * the nearest cover" (cover.ts `coverFrom`), the cover is:
 * 1. not in the open to a nearer enemy he knows of (`openToNearer`): in the street fight (seed 1,
 *    trial 96) the Deputy fell back from Pete Spence, 19 spaces off, out of the hard cover at (5,9)
 *    into the window at (5,10), in Curly Bill's view 6 spaces off;
 * 2. heading for cover (not falling back, which QR-210 already kept on his side of the enemy), not
 *    past the enemy it is taken from (beyond him, within 45 degrees of the line to him): at the
 *    O.K. Corral (seed 1, trial 0) Doc Holliday "headed for cover" from Tom McLaury beside him to
 *    (8,14), past him, into the cowboys' lot;
 * 3. reached by the walk he would take round the figures in the way, within the move: in Ben
 *    Thompson's ambush (trial 80) Thompson "headed for cover at (10,17), stopping short" in the
 *    doorway at (11,16), in the open (the walk round the figures cost more than the map's path).
 * And the replay no longer says "no way to go" for a move whose first step failed its crossing
 * ("No Luck so Far!" said just before): "stopped at the obstacle".
 *
 * Each assertion fails on the code before (checked on 5ba75b4e, and each rule alone removed).
 */
import { describe, expect, it } from 'vitest';
import { placeAt } from '@deadeye/core';
import { getSystem, replayScenario } from '@deadeye/registry';
import { moveAllowance } from '../src/skirmish/movement.ts';
import { coverFrom, shelteredAt } from '../src/skirmish/cover.ts';
import { bundled } from './fixture.ts';
import { cellOf, locatedWorld } from './qd-helpers.ts';

const system = getSystem('quickdraw');

describe('the thirty-third audit (a): the nearest cover is cover from the fight (QR-21 amended)', () => {
  it('1. no cover in the open to a nearer enemy: the Deputy does not fall back into the window at (5,10)', () => {
    const street = bundled('street-fight');
    const who = (name: string) => street.characters.findIndex((c) => c.name === name);
    const world = locatedWorld(street, [5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5]).world;
    const deputy = who('Deputy');
    placeAt(world, deputy, cellOf(world, 5, 9));
    placeAt(world, who('Curly Bill'), cellOf(world, 8, 4));
    placeAt(world, who('Pete Spence'), cellOf(world, 24, 4));
    const spence = cellOf(world, 24, 4);
    const curly = cellOf(world, 8, 4);
    const window = cellOf(world, 5, 10);
    // The window is cover from Spence and open to Curly Bill, who is nearer to it.
    expect(shelteredAt(world, window, spence)).toBe(true);
    expect(shelteredAt(world, window, curly)).toBe(false);
    expect(world.map.distance(curly, window)).toBeLessThan(world.map.distance(spence, window));
    const cover = coverFrom(world, deputy, spence, moveAllowance(world, deputy), true);
    expect(cover).not.toBe(window);
    expect(cover).toBeGreaterThanOrEqual(0);
    // Where he goes is cover from both.
    expect(shelteredAt(world, cover, spence)).toBe(true);
    expect(shelteredAt(world, cover, curly)).toBe(true);
  });

  it('1. played: the Deputy falls back through the window into the building (the street fight, trial 96)', () => {
    const log = replayScenario(system, bundled('street-fight'), '1', 96).log;
    expect(log).toContain('    Deputy falls back to cover (5,9) -> (5,11)');
    expect(log.some((l) => l.includes('Deputy falls back to cover (5,9) -> (5,10)'))).toBe(false);
  });

  it('1. a wall\'s corner grazed is no shelter from the nearer enemy (a read of the first form, the same day)', () => {
    // With "in cover" (a line grazing a wall's corner counts as blocked) the test let the Town
    // Marshal fall back past Curly Bill at (6,4) into the door at (4,2), and Billy Clanton round
    // Virgil Earp, beside him, to Fly's door; now no wall between counts unless every cell next to
    // the enemy has no line either (cover.ts behindWall), as for the place itself.
    const street = replayScenario(system, bundled('street-fight'), '1', 79).log;
    expect(street.some((l) => l.includes('Town Marshal falls back to cover (7,7) -> (4,2)'))).toBe(false);
    const okc = replayScenario(system, bundled('ok-corral'), '1', 15).log;
    expect(okc.some((l) => l.includes('Billy Clanton falls back to cover (13,15) -> (16,17)'))).toBe(false);
    expect(okc).toContain('    Billy Clanton falls back to cover (13,15) -> (12,20)');
  });

  it('2. heading for cover, not past the enemy it is taken from: Doc Holliday beside Tom McLaury', () => {
    const okc = bundled('ok-corral');
    const world = locatedWorld(okc, [5, 5, 5, 5, 5, 5, 5, 5, 5]).world;
    const doc = okc.characters.findIndex((c) => c.name === 'Doc Holliday');
    const tom = okc.characters.findIndex((c) => c.name === 'Tom McLaury');
    expect(world.cell[doc]).toBe(cellOf(world, 13, 12));
    expect(world.cell[tom]).toBe(cellOf(world, 12, 13));
    const from = world.cell[tom]!;
    const cover = coverFrom(world, doc, from, moveAllowance(world, doc));
    // Before: (8,14), five spaces on past Tom McLaury. Now no cover beyond him along the line
    // from Doc to him within 45 degrees of it (here none within the move: he heads away).
    expect(cover).not.toBe(cellOf(world, 8, 14));
    if (cover >= 0) {
      const m = world.map;
      const vx = m.cellX[cover]! - 13;
      const vy = m.cellY[cover]! - 12;
      const along = vx * -1 + vy * 1;
      expect(along > 2 && 2 * along * along > (vx * vx + vy * vy) * 2).toBe(false);
    }
    const log = replayScenario(system, okc, '1', 0).log;
    expect(log).toContain('    Doc Holliday heads away, no cover in reach (13,12) -> (18,7)');
  });

  it('2. a cover off to the side of an enemy beside him is not past him: Ben Thompson to the table (the ambush, trial 8)', () => {
    // Jake Coy at (11,13), south of him; the table's cover at (16,14) is 5 east and 2 south: two
    // spaces along the line to Coy, one beyond him, but 68 degrees off it. Read as past him (the
    // projection alone, as the amendment's first form did) he "headed away, no cover in reach"
    // to (15,8), into the open before the ambushers' boxes.
    const log = replayScenario(system, bundled('ben-thompson-ambush'), '1', 8).log;
    expect(log).toContain('    Ben Thompson heads for cover (11,12) -> (16,14)');
  });

  it('3. a cover the walk round the figures does not reach within the move is none (the ambush, trial 80)', () => {
    const log = replayScenario(system, bundled('ben-thompson-ambush'), '1', 80).log;
    expect(log.some((l) => /Ben Thompson heads for cover at \(10,17\), stopping short/.test(l))).toBe(false);
    // Across 200 trials of the ambush and the O.K. Corral, a walk to cover stops short only where
    // a failed crossing stopped it ("No Luck so Far!" before it) or an enemy is beside its end.
    for (const name of ['ben-thompson-ambush', 'ok-corral']) {
      const setup = bundled(name);
      let short = 0;
      let walks = 0;
      for (let t = 0; t < 200; t++) {
        const l = replayScenario(system, setup, '1', t).log;
        for (let k = 0; k < l.length; k++) {
          if (!/ (heads|falls back) (for |to )?cover/.test(l[k]!)) continue;
          walks++;
          if (!/stopping short/.test(l[k]!)) continue;
          const before = l.slice(Math.max(0, k - 3), k).join('\n');
          if (!/No Luck so Far!|stops short of him/.test(before)) short++;
        }
      }
      expect(walks, name).toBeGreaterThan(100);
      expect(short, name).toBe(0);
    }
  });

  it('the replay: a move whose first step fails its crossing says so, not "no way to go" (the street fight, trial 108)', () => {
    const log = replayScenario(system, bundled('street-fight'), '1', 108).log;
    const k = log.indexOf('    No Luck so Far! Sheriff stops before it');
    expect(k).toBeGreaterThan(0);
    expect(log[k + 1]).toBe('    Sheriff loses his nerve and heads for cover: stopped at the obstacle, he stays at (8,3)');
  });
});
