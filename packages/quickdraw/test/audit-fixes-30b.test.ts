/**
 * The thirtieth audit (b to e, 2026-12-04, reads of the O.K. Corral and the saloon brawl). Each
 * case fails on the code before.
 * - b, QR-356: a panic's back off from a drawer ("Time to get out 'a Town!", REEL 4 SHOOTOUTS), a
 *   Wanting to Shoot 1's fall back, a holder's Flustered! retreat and Caution – Danger Ahead!'s fall
 *   back stop short of any other enemy, as the courage test's fall back and the flight do
 *   (movement.ts `moveAwayClear`; QR-210 amended, QR-348). Before, at the O.K. Corral (seed 1,
 *   trial 43) Frank McLaury backed off from Virgil Earp onto the horse's cell beside Doc Holliday,
 *   who shot him at point blank (about 9 of trials 0-110).
 * - c, QR-357: a man who evades out of contact is fought no longer by a third man he leaves behind
 *   (fighting.ts `strike`, effects.ts `endFightsWith`, as after a flight, QR-224, and a break-off,
 *   QR-242). Before, in the saloon brawl (seed 1, trial 44) the Bartender evaded Lefty Jack and Red
 *   Carter, still "fighting" him from across the room, followed him up 5.7 paces with no Wanting to
 *   Attack test.
 * - d, QR-21 amended: exits running round a corner of the map are one exit a side (exits.ts
 *   `exitGroups`). Before, the O.K. Corral's edge was one exit from the west road round to the back
 *   of the lot, and Tom McLaury, fleeing, never took the west road when the lot's way led toward
 *   the shooter (trial 0: he ran east past Morgan and Wyatt Earp).
 * - e, QR-358: a "Got you!" on the card's look leaves the further action after a reaction's 2-4
 *   dash for cover (acting.ts `playCard`). Before, the card ended with the dash, though the replay
 *   had just said "may act again" (the street fight, trial 2, the Deputy).
 */
import { describe, expect, it } from 'vitest';
import { getSystem, replayScenario } from '@deadeye/registry';
import { exitGroups } from '../src/skirmish/exits.ts';
import { bundled } from './fixture.ts';

const system = getSystem('quickdraw');

describe('the thirtieth audit (b): a panic\'s back off stops short of another enemy (QR-356)', () => {
  it('Frank McLaury, backing off from Virgil Earp, does not walk onto the horse beside Doc Holliday (the O.K. Corral, trial 231)', () => {
    // Trial 43 until the thirty-fourth audit's QR-21 amendment moved it (he now finds his way
    // back barred by figures); trial 231 replays the same refusal.
    const log = replayScenario(system, bundled('ok-corral'), '1', 231).log;
    const k = log.findIndex((l) => l.startsWith("    Frank McLaury panics and backs off 4 paces ('Time to get out 'a Town!')"));
    expect(k).toBeGreaterThan(0);
    expect(log[k - 1]).toBe("    Frank McLaury's way back would stop at (13,13), beside Wyatt Earp at (14,14), as would its first step");
    expect(log[k]).toBe("    Frank McLaury panics and backs off 4 paces ('Time to get out 'a Town!'): no way to go, he stays at (13,14)");
  });
});

describe('the thirtieth audit (c): an evade out of contact ends every fight with the evader (QR-357)', () => {
  it('Red Carter does not follow the Bartender up untested after he evaded Lefty Jack (the saloon brawl, trial 44)', () => {
    // The same trial's evade from (8,6) to (4,9) until the thirty-fourth audit's QR-21 amendment
    // moved it; now a later one, Red Carter having fought the Bartender before it.
    const log = replayScenario(system, bundled('saloon-brawl'), '1', 44).log;
    const ev = log.indexOf('    Bartender evades (4,6) -> (1,9)');
    expect(ev).toBeGreaterThan(0);
    expect(log.slice(0, ev).some((l) => l.startsWith('    Red Carter attacks Bartender with') || l.startsWith('    Bartender attacks Red Carter with'))).toBe(true);
    const card = log.indexOf('  card 4: Red Carter', ev);
    expect(card).toBe(ev + 1);
    // Tested, and not a follow up onto the man who evaded.
    expect(log[card + 1]).toMatch(/^ {4}Red Carter wants to attack: rolls /);
    expect(log.slice(card, card + 6).some((l) => /Red Carter follows up/.test(l))).toBe(false);
  });
});

describe('the thirtieth audit (d): exits round a corner of the map are one exit a side (QR-21)', () => {
  it('a map whose whole edge is exits has one exit on each side', () => {
    // 4 x 3: every edge cell an exit; the corners go with the west and east columns.
    const w = 4;
    const edge = Int32Array.from([0, 1, 2, 3, 4, 7, 8, 9, 10, 11]);
    const groups = exitGroups({ width: w, height: 3 }, edge).map((g) => [...g.cells]);
    expect(groups).toEqual([[0, 4, 8], [1, 2], [3, 7, 11], [9, 10]]);
    // Cells inside the map join any neighbour, as before.
    expect(exitGroups({ width: w, height: 3 }, Int32Array.from([5, 6, 2])).map((g) => [...g.cells])).toEqual([[2, 5, 6]]);
  });

  // Trial 0 failed on the code before part d; the thirty-first audit (a failed crossing's cell,
  // QR-210 amended) moved it (Doc Holliday no longer heads for the window), and trial 19, where Tom
  // flees west the same way, stood in for it (not checked against the code before part d) until
  // the thirty-second audit's QR-21 amendment moved it too: trial 0 again, where Tom flees west,
  // until the thirty-third's QR-21 amendment moved it: trial 19 again (the exit groups are checked
  // directly above).
  it('Tom McLaury flees by the west road (the O.K. Corral, trial 19)', () => {
    const log = replayScenario(system, bundled('ok-corral'), '1', 19).log;
    const line = log.find((l) => l.startsWith('    Tom McLaury flees (12,13) -> '));
    expect(line).toBe('    Tom McLaury flees (12,13) -> (4,13)');
  });
});

describe('the thirtieth audit (e): "Got you!" leaves the further action after a reaction\'s dash for cover (QR-358)', () => {
  it('the Deputy heads for cover, then shoots (the street fight, trial 2)', () => {
    const log = replayScenario(system, bundled('street-fight'), '1', 2).log;
    const got = log.indexOf('    Got you! Deputy locates Curly Bill and may act again');
    expect(got).toBeGreaterThan(0);
    const react = log.indexOf('    Deputy reacts to a new enemy (Pete Spence): rolls 2', got);
    expect(react).toBeGreaterThan(got);
    expect(log[react + 1]).toBe('    Deputy heads for cover (3,7) -> (5,8)');
    expect(log[react + 2]).toMatch(/^ {4}Deputy fires his Cartridge revolver at .* \(hasty shot, /);
  });
});
