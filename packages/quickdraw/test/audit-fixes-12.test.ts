/**
 * The twelfth audit's fixes, on forced dice:
 * 1. a flight of stairs is bad going with no flight cost of its own (RULINGS.md QR-202): a man on a
 *    half move at the foot of a flight goes up it and on. Before, the map charged BOOT HILL's
 *    flight (12 half-spaces besides the step), more than a half move (8), and he stood there.
 * 2. a replay gives every man's card a line: a card whose agent asked no move and no action ("waits"),
 *    a hold he may not make, a reload of a loaded gun (acting.ts `act`, shooting.ts `reload`), and
 *    the Northfield module's threat, search, or refused cover or shot in the air declared on it
 *    (core `NorthfieldScenario.declare`), had none; the module's lines on a card were two spaces in,
 *    as the card's own line, not four as its events (core `NorthfieldScenario.indent`). Before,
 *    Pat Garrett's cards in The Kid Cashes In's trial 5, standing at the Kid's last known cell,
 *    printed their number alone.
 * 3. simultaneous fire (SHOOTOUTS: a Quick Draw's 10 drawing against a Quick Draw's response) is
 *    simultaneous: the courage test the response's shot calls for waits until the drawer has fired
 *    (RULINGS.md QR-203; shootouts.ts `respondToDraw`, effects.ts `courageTest`). Before, he fell
 *    back first and fired from where he fell back to, hasty (a helper's audit: 7 of 101
 *    simultaneous exchanges in 400 replays of Luck of the Draw and the Long Branch).
 * 3b. the same for the hits of one shot: the courage tests the hits of a blast (both barrels,
 *    fanning) call for are taken once every hit is scored (shooting.ts `fire`, effects.ts
 *    `flushCourage`). Before, Billy Claiborne, grazed by the first pellet of Doc Holliday's blast,
 *    fell back into Fly's and took the second pellet there (14 times in 200 O.K. Corral replays).
 * 4. a surprised man answers no opponent drawing until the cards surprise took from him have been
 *    turned (RULINGS.md QR-204; shootouts.ts `respondToDraw`, the world's `surpriseLeft`). Before,
 *    Clay Allison, caught by surprise in the Long Branch, answered Masterson's draw before his
 *    forfeited first card and, a Quick Draw, shot first (44 of 200 replays).
 * 5. a man who flees (COURAGE TEST, 1) and finds the way to the exit blocked by a man standing in
 *    it runs away from the enemy instead; he surrenders only when he can go nowhere, and not when
 *    a task roll at an obstacle stopped him (effects.ts `flee`; RULINGS.md QR-21). Before, Tom
 *    McLaury, with the open street to his west, "cannot get away and surrenders" (O.K. Corral).
 * 6. a courage test's 10 beside an enemy he is not fighting, with no shot to fire: no blow (REEL 3,
 *    COURAGE TEST, 10: "fight back if in close combat or shoot at the enemy"; RULINGS.md QR-201
 *    amended), and none at all for a man still caught by surprise (QR-204). Before, unarmed Ike
 *    Clanton punched Virgil Earp on his courage 10s (27 blows in 200 O.K. Corral replays, 8
 *    knock-outs), and King Fisher, completely surprised, fired 60 free shots in the ambush.
 * 7. a prone man's move off his card (a flight, a fall back, heading for cover, a charge, an
 *    evasion) is 25% shorter, as his card's own moves ("Deduct 25% from movement when getting up
 *    from prone", REEL 3; movement.ts `moveAllowance`). Before, a man who fell over and then fled
 *    ran his whole move (7.7 paces of 6 at the O.K. Corral).
 * 8. a man whose move on his card ends on an exit cell where he last saw an enemy (a chase) does not
 *    leave the map; one heading for an exit does (terrain.ts `go`, movement.ts `headsForExit`,
 *    core `enemyKnownAt`; RULINGS.md QR-181). Before, Morgan and Wyatt Earp, walking to where a
 *    cowboy had stood on the map's edge, left it and "fled" (O.K. Corral).
 * 9. a man sent to the exit cell he stands on (a fall back put him there) leaves by it (acting.ts
 *    `cardMoveOrAction`; RULINGS.md QR-181). Before, his move to his own cell was no move: Tom
 *    McLaury, fallen back onto the map's edge, waited there until the phase limit (O.K. Corral).
 * Each fails on the code before the fix.
 */
import { describe, expect, it } from 'vitest';
import { parseScenario } from '@deadeye/core';
import { compileScenario, getSystem, replayScenario } from '@deadeye/registry';
import { PASS } from '../src/skirmish/rolls.ts';
import { playMove } from '../src/skirmish/terrain.ts';
import { PHASE_MOVE, placeAt, QD_RATE_FULL, SHOT_DELIBERATE, STATUS_FLED, STATUS_UP, type SkirmishAgent } from '@deadeye/core';
import { courageTest } from '../src/skirmish/effects.ts';
import { budgetOf, moveToward } from '../src/skirmish/movement.ts';
import { fire } from '../src/skirmish/shooting.ts';
import { shootAction } from '../src/skirmish/shootouts.ts';
import { arena, MINOR_GUN } from './beast-helpers.ts';
import { duelSetup, forcedWorld, idleAgent, lineOf, locatedWorld, versusWorld, withChar, xOf, yOf } from './qd-helpers.ts';
import { bundled } from './fixture.ts';

const SEVENS = Array.from({ length: 40 }, () => 7);

/** Abe at (5,5) at the foot of a flight of stairs at (6,5), facing east along row 5; Bob far east. */
function stairsWorld() {
  const text = `name: Stairs
map:
  width: 30
  height: 11
  default: street
  terrain:
    - { type: stairs, cells: [[6, 5]] }
sides:
  - { name: Men }
  - { name: Beasts }
characters:
  - { name: Abe, stats: { quickdraw: ${MINOR_GUN} }, side: Men, position: [5, 5], facing: E, drawn: true, weapons: [], agent: { doctrine: brawler } }
  - { name: Bob, stats: { quickdraw: ${MINOR_GUN} }, side: Beasts, position: [25, 5], facing: W, drawn: true, weapons: [], agent: { doctrine: brawler } }
maxTurns: 1
`;
  const setup = compileScenario(getSystem('quickdraw'), parseScenario(text, 'stairs.yaml'), {}) as Parameters<typeof locatedWorld>[0];
  return locatedWorld(setup, SEVENS).world;
}

describe('the twelfth audit', () => {
  it('1. a half move at the foot of a flight of stairs goes up it and on (QR-202)', () => {
    const world = stairsWorld();
    const map = world.map;
    const stairs = 5 * map.width + 6;
    // The map the agents plan on charges no flight: its path fields and the engine's walk agree.
    expect(map.enterCost[stairs]).toBe(0);
    // A half move: 4 paces, 8 half-spaces on 6-foot spaces. The flight is bad going (2 x 4/3),
    // then three street steps of 2 each: 8.67 > 8, so he stops after two of them, at (8,5).
    moveToward(world, 0, 5 * map.width + 20, budgetOf(world, 0, 4), 'walks');
    expect(yOf(world, 0)).toBe(5);
    expect(xOf(world, 0)).toBe(8);
  });

  it("2. every man's card has a line in a replay, one that does nothing included", () => {
    const system = getSystem('quickdraw');
    const kid = replayScenario(system, bundled('kid-cashes-in'), '1', 5).log;
    // Phase 2's card 3, after his hold lapses (phase 4's card 4 until the thirty-second audit's
    // QR-21 amendment changed the trials).
    const phase2 = kid.indexOf('Phase 2: 8 cards');
    expect(phase2).toBeGreaterThan(0);
    expect(kid.slice(phase2 + 4, phase2 + 7)).toEqual(['  card 3: Pat Garrett', '    Pat Garrett stops holding', '    Pat Garrett waits: no move and no action asked']);
    let cards = 0;
    for (const name of ['kid-cashes-in', 'ben-thompson-ambush', 'street-fight', 'luck-of-the-draw', 'road-agents-spin']) {
      const setup = bundled(name);
      for (let t = 0; t < 30; t++) {
        const log = replayScenario(system, setup, '1', t).log;
        for (let k = 0; k < log.length; k++) {
          if (!/^ {2}card \d+: (?!the (red|black) joker)/.test(log[k]!)) continue;
          cards++;
          expect(log[k + 1], `${name} trial ${t}: ${log[k]}`).toMatch(/^ {4}\S/);
        }
      }
    }
    expect(cards).toBeGreaterThan(1000);
    // Northfield: the module's lines on a card (a cover, a shot in the air, a threat, a search declared) are the card's, four spaces in.
    const north = bundled('northfield');
    let moduleLines = 0;
    for (let t = 0; t < 3; t++) {
      const log = replayScenario(system, north, '1', t).log;
      for (let k = 0; k < log.length; k++) {
        if (/ (covers|cannot cover|fires in the air|cannot fire in the air|threatens|searches where he stands) /.test(log[k]!)) {
          moduleLines++;
          expect(log[k], `northfield trial ${t}`).toMatch(/^ {4}\S/);
        }
        if (!/^ {2}card \d+: (?!the (red|black) joker)/.test(log[k]!)) continue;
        expect(log[k + 1], `northfield trial ${t}: ${log[k]}`).toMatch(/^ {4}\S/);
      }
    }
    expect(moduleLines).toBeGreaterThan(50);
  });

  it('3. simultaneous fire: the drawer fires from where he stood, then takes the courage test the other shot called for (QR-203)', () => {
    // Two Main characters with Quick Draw, 5 paces apart. B draws and shoots: 10 (10, 3). A, holding,
    // responds: 6 (6, 3), and shoots first as a Quick Draw: simultaneous. A's shot 8 (8, 2) hits;
    // B's effect roll 8 (8, 8): a courage test. B's own shot: 3 (3, 3), a miss. B's courage test: 3
    // (3, 2): he falls back.
    const MAIN = 'TYPE=main PERSONALITY=ordinary SKILLS=quick-draw WPN=cartridge-revolver';
    const setup = duelSetup(`${MAIN} NAME=A`, `${MAIN} NAME=B`, 5, 5);
    const { world: w } = forcedWorld(setup, [idleAgent, idleAgent], [10, 3, 6, 3, 8, 2, 8, 8, 3, 3, 3, 2, ...SEVENS]);
    w.seen.fill(1);
    w.located.fill(1);
    w.log = [];
    w.drawn.fill(0);
    w.holding[0] = 1;
    const start = w.cell[1]!;
    shootAction(w, 1, 0, SHOT_DELIBERATE, 0, false);
    const log = w.log!;
    const shot = lineOf(log, /B fires his Cartridge revolver at A \(deliberate shot, 5\.0 paces\)/);
    expect(shot).toBeGreaterThan(lineOf(log, /B rolls 8 for the effect at DV 0: courage-test/));
    expect(lineOf(log, /B's courage test waits until his simultaneous shot is fired/)).toBeLessThan(shot);
    expect(lineOf(log, /B takes a courage test: rolls 3/)).toBeGreaterThan(shot);
    expect(lineOf(log, /B falls back/)).toBeGreaterThan(shot);
    expect(w.cell[1]).not.toBe(start);
    expect(w.shots[1]).toBe(1);
  });

  it('3b. a blast: the courage tests its hits call for are taken once every hit is scored (QR-203)', () => {
    // A (Main, sawn-off) fires both barrels at B (Supporting) 5 paces off: 3D10 each scores, 10, 7, 3:
    // two hits. B's effects: 10 at DV -3, a graze (a courage test: he is no star); 9 at DV -1, a
    // courage test. Then his tests: 3, he falls back; 7.
    const { world: w } = versusWorld('TYPE=main PERSONALITY=ordinary WPN=sawn-off-shotgun', [10, 7, 3, 10, 9, 3, 7]);
    const start = w.cell[1]!;
    fire(w, 0, 1, SHOT_DELIBERATE, 0, false, 2);
    const log = w.log!;
    const second = lineOf(log, /B rolls 9 for the effect at DV -1: courage-test/);
    expect(second).toBeGreaterThan(lineOf(log, /B rolls 10 for the effect at DV -3: graze/));
    expect(lineOf(log, /B takes a courage test: rolls 3/)).toBeGreaterThan(second);
    expect(lineOf(log, /B falls back/)).toBeGreaterThan(second);
    expect(log.filter((l) => /B takes a courage test/.test(l))).toHaveLength(2);
    expect(w.cell[1]).not.toBe(start);
  });

  it('4. surprised, he does not answer an opponent drawing until his forfeited card has passed (QR-204)', () => {
    // A (Main, Quick Draw, surprised: his first card of phase 1 forfeit) and B, 5 paces apart,
    // both holstered. B draws and shoots: 7 (7, 6). A has cards to come and the order to respond.
    const MAIN = 'TYPE=main PERSONALITY=ordinary SKILLS=quick-draw WPN=cartridge-revolver';
    const play = (surpriseLeft: number) => {
      const setup = withChar(duelSetup(`${MAIN} NAME=A`, `${MAIN} NAME=B`, 5, 5), 0, { surprise: 1 });
      const { world: w } = forcedWorld(setup, [idleAgent, idleAgent], [7, 6, ...SEVENS]);
      w.seen.fill(1);
      w.located.fill(1);
      w.log = [];
      w.drawn.fill(0);
      w.respondOrder[0] = 1;
      w.toCome[0] = 3;
      w.void[0] = surpriseLeft;
      // (Optional: the code before the fix had no such column, and answered.)
      w.surpriseLeft?.fill(surpriseLeft, 0, 1);
      shootAction(w, 1, 0, SHOT_DELIBERATE, 0, false);
      return w;
    };
    const caught = play(1);
    expect(lineOf(caught.log!, /A is caught by surprise: he cannot answer B yet/)).toBeGreaterThan(-1);
    expect(lineOf(caught.log!, /A responds/)).toBe(-1);
    expect(caught.shots[0]).toBe(0);
    expect(caught.shots[1]).toBe(1);
    // His forfeited card turned (none left to pass): he answers.
    const ready = play(0);
    expect(lineOf(ready.log!, /A responds to an opponent drawing/)).toBeGreaterThan(-1);
    expect(ready.shots[0]).toBe(1);
  });

  it('5. fleeing with the way to the exit blocked by his own men, he runs away from the enemy; he does not surrender (QR-21)', () => {
    // Abe at (5,10); a wall north-south at x 4 with one gap, (4,10), where Dan, his side, stands:
    // the only way to the west exit, and no way round him (QR-205); Bob, the enemy, 4 spaces east.
    // Abe's courage test: 1, he flees. (Until QR-205 the test stood Cal, Dan and Eli at (4,9),
    // (4,10), (4,11) on open ground; a walk now goes round them: detour.test.ts.)
    const setup = arena(
      [
        { name: 'Abe', qd: MINOR_GUN, side: 'Men', at: [5, 10], facing: 'E', drawn: true },
        { name: 'Dan', qd: MINOR_GUN, side: 'Men', at: [4, 10], facing: 'E', drawn: true },
        { name: 'Bob', qd: MINOR_GUN, side: 'Beasts', at: [9, 10], facing: 'W', drawn: true },
      ],
      [
        [4, 0, 1, 10],
        [4, 11, 1, 9],
      ],
    );
    const { world } = locatedWorld(setup, [1, ...SEVENS]);
    const start = world.cell[0]!;
    courageTest(world, 0, 2);
    expect(world.broken[0]).toBe(1);
    expect(world.status[0]).toBe(STATUS_UP);
    expect(world.cell[0]).not.toBe(start);
    expect(lineOf(world.log!, /Abe cannot get away and surrenders/)).toBe(-1);
  });

  it('6. a courage test of 10 beside an enemy, no shot to fire and no fight: no blow (QR-201); caught by surprise: no free action (QR-204)', () => {
    const UNARMED = '{ type: minor, personality: ordinary, weapons: [] }';
    const setup = arena([
      { name: 'Abe', qd: UNARMED, side: 'Men', at: [5, 10], facing: 'E' },
      { name: 'Bob', qd: MINOR_GUN, side: 'Beasts', at: [6, 10], facing: 'W', drawn: true },
    ]);
    const { engine, world } = locatedWorld(setup, [10, ...SEVENS]);
    courageTest(world, 0, 1);
    (engine as unknown as { freeActions(): void }).freeActions();
    expect(lineOf(world.log!, /Abe has no shot to fire back at Bob/)).toBeGreaterThanOrEqual(0);
    expect(lineOf(world.log!, /Abe attacks/)).toBe(-1);
    expect(world.status[1]).toBe(STATUS_UP);
    // Armed and caught by surprise: his 10 gives no shot either.
    const armed = arena([
      { name: 'Abe', qd: MINOR_GUN, side: 'Men', at: [5, 10], facing: 'E', drawn: true },
      { name: 'Bob', qd: MINOR_GUN, side: 'Beasts', at: [9, 10], facing: 'W', drawn: true },
    ]);
    const s = locatedWorld(armed, [10, ...SEVENS]);
    s.world.surpriseLeft?.fill(1, 0, 1);
    courageTest(s.world, 0, 1);
    (s.engine as unknown as { freeActions(): void }).freeActions();
    expect(lineOf(s.world.log!, /Abe is caught by surprise: no free action/)).toBeGreaterThanOrEqual(0);
    expect(lineOf(s.world.log!, /Abe fires/)).toBe(-1);
  });

  it('7. prone, he flees three quarters of his move (QR-6)', () => {
    // Abe (8 paces: 16 half-spaces) at (10,10), Bob 4 spaces east; Abe's courage test: 1. He runs
    // west for the exit: 6 spaces prone (12 half-spaces), 8 standing.
    const figures = [
      { name: 'Abe', qd: MINOR_GUN, side: 'Men' as const, at: [10, 10] as [number, number], facing: 'E', drawn: true },
      { name: 'Bob', qd: MINOR_GUN, side: 'Beasts' as const, at: [14, 10] as [number, number], facing: 'W', drawn: true },
    ];
    const flee = (prone: boolean) => {
      const { world } = locatedWorld(arena(figures), [1, ...SEVENS]);
      world.prone[0] = prone ? 1 : 0;
      courageTest(world, 0, 1);
      return xOf(world, 0);
    };
    expect(flee(false)).toBe(2);
    expect(flee(true)).toBe(4);
  });

  it('8. a move to an exit cell where he last saw an enemy is a chase: he stays on the map; a run for an exit leaves (QR-181)', () => {
    // Abe at (4,10); Bob, the enemy, seen at (0,10), an exit cell of the west end, then gone from it
    // (moved away without Abe seeing). Abe's card: a full move to (0,10), his test passed.
    const figures = [
      { name: 'Abe', qd: MINOR_GUN, side: 'Men' as const, at: [4, 10] as [number, number], facing: 'W', drawn: true },
      { name: 'Bob', qd: MINOR_GUN, side: 'Beasts' as const, at: [0, 10] as [number, number], facing: 'E', drawn: true },
    ];
    const move = (to: [number, number]) => {
      const { world, engine } = locatedWorld(arena(figures), SEVENS);
      // Abe's observation, as his agent is asked at the start of his card (the engine's own step).
      (engine as unknown as { observe(i: number, phase: number): void }).observe(0, PHASE_MOVE);
      placeAt(world, 1, 12 * world.map.width);
      playMove(world, 0, to[1] * world.map.width + to[0], QD_RATE_FULL, 0, PASS, -1);
      return world;
    };
    const chase = move([0, 10]);
    expect(xOf(chase, 0)).toBe(0);
    expect(chase.status[0]).toBe(STATUS_UP);
    const run = move([0, 8]);
    expect(run.status[0]).toBe(STATUS_FLED);
  });

  it('9. sent to the exit cell he stands on, he leaves by it (QR-181)', () => {
    // Abe on (0,5), a cell of the west end, his agent sending him there at a full move; Bob far east.
    const toOwnCell: SkirmishAgent = (o, _s, out) => {
      out.moveTo = o.cell[o.self]!;
      out.rate = QD_RATE_FULL;
    };
    const setup = arena([
      { name: 'Abe', qd: MINOR_GUN, side: 'Men', at: [0, 5], facing: 'W', drawn: true },
      { name: 'Bob', qd: MINOR_GUN, side: 'Beasts', at: [30, 15], facing: 'W', drawn: true },
    ]);
    const { engine, world } = forcedWorld(setup, [toOwnCell, idleAgent], SEVENS);
    world.log = [];
    engine.playCard(0);
    expect(world.status[0]).toBe(STATUS_FLED);
    expect(lineOf(world.log, /Abe leaves the map/)).toBeGreaterThanOrEqual(0);
  });
});
