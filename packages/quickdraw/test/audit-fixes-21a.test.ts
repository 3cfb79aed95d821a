/**
 * The twenty-first audit's first helper (21a), on forced dice: who may answer a man drawing his
 * weapon (REEL 4, SHOOTOUTS: "A character who is holding or responding to an opponent drawing his
 * weapon, if he has cards remaining, can choose to respond to the action") or respond from his hold.
 * 1. A man fighting hand to hand ("Once an attack has been made and the fighting has started,
 *    characters do not need to reroll to continue fighting but do need to roll if they want to
 *    break off the fight", REEL 5) answers no draw by another enemy, and shoots at nobody else from
 *    his hold: shootouts.ts `respondToDraw`, responses.ts `opportunities`, world.ts `fightHolds`;
 *    RULINGS.md QR-261. Before, he gave up his card, drew and shot across the street at the drawer
 *    while the man beside him fought him, and on the chart's 2-4 backed off 4 paces out of the fight
 *    with no break-off roll.
 * 2. A man in the Panic of breaking off or evading ("Panic! Hesitate, then retreat ½ a move with
 *    back to the enemy and unable to fight back", REEL 5; the same on the movement chart's Wanting
 *    to evade row, REEL 3), until his next card, answers no draw, responds from his hold to no
 *    opportunity, and shoots back on no courage test of 10 (shootouts.ts `respondToDraw`, responses.ts
 *    `opportunities` and `freeActions`; RULINGS.md QR-262, QR-162 amended). Before, only his fight
 *    back in close combat and his hasty shot in defence were stopped (QR-162, QR-243): he turned
 *    from his retreat, drew and shot at a drawer, shot from his hold, and "Totally Unaffected!"
 *    shot back at the man he had broken off from.
 * Each fix's assertions fail on the code before it; the controls pass on both.
 */
import { describe, expect, it } from 'vitest';
import { ACT_NONE, type SkirmishAgent } from '@deadeye/core';
import { parseQdVariant } from '../src/index.ts';
import type { QdWorld } from '../src/skirmish/world.ts';
import { PANICKED } from '../src/skirmish/world.ts';
import { arena, SUPPORTING_GUN } from './beast-helpers.ts';
import { cellOf, firesAtAgent, idleAgent, lineOf, locatedWorld, walksEastAgent } from './qd-helpers.ts';

/** Plenty of 7s after the dice a test cares about (a 7 neither fails nor is special). */
const PAD = Array<number>(60).fill(7);
const KNIFE = '{ type: supporting, personality: ordinary, weapons: [knife] }';
const idle = idleAgent;
/** Shoots at B (index 1) whenever asked. */
const firesAtB = firesAtAgent(1);

/** What {@link brawlFaceOff} varies. */
interface BrawlOptions {
  /** Who D fights hand to hand: 1 (B) or 2 (C); -1 nobody. Default 2. */
  readonly fights?: number;
  /** D's cell; default beside the man he fights (one east), else (30,4). */
  readonly dAt?: readonly [number, number];
  /** C's cell; default (16,14). */
  readonly cAt?: readonly [number, number];
  /** The state before A's card. */
  readonly prep?: (w: QdWorld) => void;
}

/**
 * A face off with a fight in it: A (Men, at 10,10, a revolver holstered) draws and shoots at B
 * (Beasts, 16,10); C (Beasts, 16,14 or `cAt`) sees him draw; D (Men, a knife) is fighting B or C
 * hand to hand (engaged both ways, in contact). B and C carry revolvers holstered, are ordered to
 * respond and have a card to come, as A and D do. The dice `values`, then 7s. Plays A's card.
 */
function brawlFaceOff(values: readonly number[], o: BrawlOptions = {}): { log: string[]; world: QdWorld } {
  const fights = o.fights ?? 2;
  const cAt = o.cAt ?? [16, 14];
  const foeAt: readonly [number, number] = fights === 1 ? [16, 10] : cAt;
  const setup = arena([
    { name: 'A', qd: SUPPORTING_GUN, side: 'Men', at: [10, 10] },
    { name: 'B', qd: SUPPORTING_GUN, side: 'Beasts', at: [16, 10], facing: 'W' },
    { name: 'C', qd: SUPPORTING_GUN, side: 'Beasts', at: cAt, facing: 'W' },
    { name: 'D', qd: KNIFE, side: 'Men', at: o.dAt ?? (fights >= 0 ? [foeAt[0] + 1, foeAt[1]] : [30, 4]), facing: 'W' },
  ]);
  const { engine, world } = locatedWorld({ ...setup, variant: parseQdVariant('text') }, [...values, ...PAD], [firesAtB, idle, idle, idle]);
  world.toCome.fill(1);
  world.respondOrder[1] = 1;
  world.respondOrder[2] = 1;
  world.drawn.fill(0);
  if (fights >= 0) {
    world.engaged[3] = fights;
    world.engaged[fights] = 3;
  }
  if (o.prep !== undefined) o.prep(world);
  engine.playCard(0);
  return { log: world.log!, world };
}

describe('1. a man fighting hand to hand answers no draw by another enemy, and shoots at nobody else from his hold (QR-261)', () => {
  it('C fighting D: no answer to A\'s draw on B, his card kept, his gun holstered; B answers as before', () => {
    const { log, world } = brawlFaceOff([]);
    expect(lineOf(log, /B responds to an opponent drawing: rolls 7/)).toBeGreaterThan(-1);
    expect(lineOf(log, /C responds/)).toBe(-1);
    expect(lineOf(log, /C fires/)).toBe(-1);
    expect(lineOf(log, /C is fighting D hand to hand: he does not answer A/)).toBeGreaterThan(-1);
    expect(world.void[2]).toBe(0);
    expect(world.drawn[2]).toBe(0);
  });

  it('B, the man drawn on, fighting D: he does not answer; A fires at him; C answers', () => {
    const { log, world } = brawlFaceOff([], { fights: 1 });
    expect(lineOf(log, /B responds/)).toBe(-1);
    expect(lineOf(log, /B fires/)).toBe(-1);
    expect(lineOf(log, /B is fighting D hand to hand: he does not answer A/)).toBeGreaterThan(-1);
    expect(world.void[1]).toBe(0);
    expect(lineOf(log, /A fires his Cartridge revolver at B/)).toBeGreaterThan(-1);
    expect(lineOf(log, /C fires his Cartridge revolver at A/)).toBeGreaterThan(-1);
  });

  it('C fighting D, whose answer would be the chart\'s 2-4: he does not back off 4 paces out of the fight', () => {
    // Before the fix: A 7, B 7, C 3 ("Time to get out 'a Town!"), C backs off out of contact with D.
    const { log, world } = brawlFaceOff([7, 7, 3]);
    expect(lineOf(log, /C panics and backs off/)).toBe(-1);
    expect(world.cell[2]).toBe(cellOf(world, 16, 14));
    expect(world.engaged[2]).toBe(3);
  });

  it('C fighting D and holding: he does not answer A, and holds still', () => {
    const { log, world } = brawlFaceOff([], {
      prep: (w) => {
        w.holding[2] = 1;
        w.respondOrder[2] = 0;
      },
    });
    expect(lineOf(log, /C responds/)).toBe(-1);
    expect(lineOf(log, /C is fighting D hand to hand: he does not answer A/)).toBeGreaterThan(-1);
    expect(world.holding[2]).toBe(1);
  });

  it('control: C fighting A himself, beside him: he answers A\'s draw, a shot at the man he fights', () => {
    const { log, world } = brawlFaceOff([], {
      cAt: [11, 11],
      fights: -1,
      prep: (w) => {
        w.engaged[2] = 0;
        w.engaged[0] = 2;
      },
    });
    expect(lineOf(log, /hand to hand/)).toBe(-1);
    expect(lineOf(log, /C responds to an opponent drawing: rolls 7/)).toBeGreaterThan(-1);
    expect(lineOf(log, /C fires his Cartridge revolver at A/)).toBeGreaterThan(-1);
    expect(world.void[2]).toBe(1);
  });

  it('control: C\'s opponent D has fallen back out of contact (2 paces): C answers as before', () => {
    const { log } = brawlFaceOff([], { dAt: [18, 14] });
    expect(lineOf(log, /hand to hand/)).toBe(-1);
    expect(lineOf(log, /C responds to an opponent drawing: rolls 7/)).toBeGreaterThan(-1);
    expect(lineOf(log, /C fires his Cartridge revolver at A/)).toBeGreaterThan(-1);
  });

  it('control: C\'s opponent D lies knocked out beside him: no fight (QR-180), C answers as before', () => {
    const { log } = brawlFaceOff([], {
      prep: (w) => {
        w.kod[3] = 1;
      },
    });
    expect(lineOf(log, /hand to hand/)).toBe(-1);
    expect(lineOf(log, /C fires his Cartridge revolver at A/)).toBeGreaterThan(-1);
  });

  /**
   * A walks 3 spaces east toward H (Beasts, holding, his revolver drawn, at 20,10); H's agent would
   * shoot at A. D (Men, a knife) at `dAt` is fighting H when `fighting`.
   */
  function walksPastHolder(fighting: boolean, dAt: readonly [number, number] = [21, 10]) {
    const setup = arena([
      { name: 'A', qd: SUPPORTING_GUN, side: 'Men', at: [10, 10] },
      { name: 'H', qd: SUPPORTING_GUN, side: 'Beasts', at: [20, 10], facing: 'W', drawn: true },
      { name: 'D', qd: KNIFE, side: 'Men', at: dAt, facing: 'W' },
    ]);
    const walker = walksEastAgent;
    const firesAtA = firesAtAgent(0);
    const { engine, world } = locatedWorld(setup, PAD, [walker, firesAtA, idle]);
    world.toCome[0] = 1;
    world.holding[1] = 1;
    if (fighting) {
      world.engaged[1] = 2;
      world.engaged[2] = 1;
    }
    engine.playCard(0);
    return { log: world.log!, world };
  }

  it('H holding, fighting D hand to hand: A walks in and H does not respond from his hold, which he keeps', () => {
    const { log, world } = walksPastHolder(true);
    expect(lineOf(log, /A moves/)).toBeGreaterThan(-1);
    expect(lineOf(log, /H responds/)).toBe(-1);
    expect(lineOf(log, /H fires/)).toBe(-1);
    expect(world.holding[1]).toBe(1);
  });

  it('control: H holding, his opponent D out of contact, responds from his hold as before', () => {
    const { log } = walksPastHolder(true, [23, 10]);
    expect(lineOf(log, /H responds from his hold/)).toBeGreaterThan(-1);
    expect(lineOf(log, /H fires his Cartridge revolver at A/)).toBeGreaterThan(-1);
  });
});

/**
 * C (Beasts, at 16,14, a revolver holstered) is fighting D (Men, at 17,14, a revolver drawn), and
 * on his card wants to move 4 spaces west: his break-off test is the first die of `values` (3: the
 * Panic, a half move back with his back to D). Then `then` plays on, given the world, a card's play
 * and the free actions of a courage test's 10 (the phase's loop plays them after each card: responses.ts
 * `freeActions`). A at 10,10 and B at 16,10 as in {@link brawlFaceOff}; A fires at B, D at C when
 * asked; B and C ordered to respond; everyone a card to come. The dice `values`, then 7s.
 */
function panicThen(values: readonly number[], then: (w: QdWorld, play: (i: number) => void, free: () => void) => void) {
  const setup = arena([
    { name: 'A', qd: SUPPORTING_GUN, side: 'Men', at: [10, 10] },
    { name: 'B', qd: SUPPORTING_GUN, side: 'Beasts', at: [16, 10], facing: 'W' },
    { name: 'C', qd: SUPPORTING_GUN, side: 'Beasts', at: [16, 14], facing: 'W' },
    { name: 'D', qd: SUPPORTING_GUN, side: 'Men', at: [17, 14], facing: 'W', drawn: true },
  ]);
  let cCards = 0;
  /** C's first card: a move 4 spaces west (a break off); after it, nothing. */
  const leaves: SkirmishAgent = (ob, _s, out) => {
    out.action = ACT_NONE;
    out.respond = 1;
    if (cCards++ === 0) {
      out.moveTo = ob.cell[2]! - 4;
      out.rate = 3; // QD_RATE_FULL
    }
  };
  const firesAtC = firesAtAgent(2);
  const { engine, world } = locatedWorld({ ...setup, variant: parseQdVariant('text') }, [...values, ...PAD], [firesAtB, idle, leaves, firesAtC]);
  world.toCome.fill(1);
  world.toCome[2] = 2;
  world.respondOrder[1] = 1;
  world.respondOrder[2] = 1;
  world.drawn[0] = 0;
  world.drawn[1] = 0;
  world.drawn[2] = 0;
  world.engaged[2] = 3;
  world.engaged[3] = 2;
  engine.playCard(2);
  then(
    world,
    (i) => engine.playCard(i),
    () => (engine as unknown as { freeActions(): void }).freeActions(),
  );
  return { log: world.log!, world };
}

describe('2. a man in the Panic of breaking off or evading fights back in no way until his next card (QR-262)', () => {
  it('C panics breaking off from D; A draws on B: C does not answer, his card kept, his gun holstered', () => {
    const { log, world } = panicThen([3], (_w, play) => play(0));
    expect(lineOf(log, /C panics and retreats/)).toBeGreaterThan(-1);
    expect(world.defenceless[2]).toBe(PANICKED);
    expect(lineOf(log, /C responds/)).toBe(-1);
    expect(lineOf(log, /C fires/)).toBe(-1);
    expect(lineOf(log, /C panicked and cannot fight back: he does not answer A/)).toBeGreaterThan(-1);
    expect(world.void[2]).toBe(0);
    expect(world.drawn[2]).toBe(0);
    expect(lineOf(log, /B responds to an opponent drawing: rolls 7/)).toBeGreaterThan(-1);
  });

  it('C panics; D shoots him and his courage test is a 10: no shot back at D ("unable to fight back")', () => {
    // C's break-off 3; D's Wanting to Shoot 7, hit 7, C's effect 7 (a courage test), the test 10.
    const { log } = panicThen([3, 7, 7, 7, 10], (w, play, free) => {
      w.drawn[2] = 1;
      play(3);
      free();
    });
    expect(lineOf(log, /D fires his Cartridge revolver at C/)).toBeGreaterThan(-1);
    expect(lineOf(log, /C takes a courage test: rolls 10/)).toBeGreaterThan(-1);
    expect(lineOf(log, /C shoots back/)).toBe(-1);
    expect(lineOf(log, /C fires/)).toBe(-1);
    expect(lineOf(log, /Totally Unaffected! C panicked and cannot fight back: no shot at D/)).toBeGreaterThan(-1);
  });

  it('C in the Panic (of an evade) and holding: A walks in and C does not respond from his hold, which he keeps', () => {
    const setup = arena([
      { name: 'A', qd: SUPPORTING_GUN, side: 'Men', at: [10, 10] },
      { name: 'C', qd: SUPPORTING_GUN, side: 'Beasts', at: [20, 10], facing: 'W', drawn: true },
    ]);
    const walker = walksEastAgent;
    const firesAtA = firesAtAgent(0);
    const { engine, world } = locatedWorld(setup, PAD, [walker, firesAtA]);
    world.toCome[0] = 1;
    world.holding[1] = 1;
    world.defenceless[1] = PANICKED;
    engine.playCard(0);
    expect(lineOf(world.log!, /A moves/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /C responds/)).toBe(-1);
    expect(lineOf(world.log!, /C fires/)).toBe(-1);
    expect(world.holding[1]).toBe(1);
  });

  it('control: C breaks off on a 7 (no Panic) and moves away; A draws on B: C answers as before', () => {
    const { log, world } = panicThen([7], (_w, play) => play(0));
    expect(lineOf(log, /C panics/)).toBe(-1);
    expect(world.defenceless[2]).toBe(0);
    expect(lineOf(log, /C responds to an opponent drawing: rolls 7/)).toBeGreaterThan(-1);
    expect(lineOf(log, /C fires his Cartridge revolver at A/)).toBeGreaterThan(-1);
  });

  it('control: the Panic lasts until his next card; played, C answers A\'s draw as before', () => {
    const { log, world } = panicThen([3], (_w, play) => {
      play(2);
      play(0);
    });
    expect(lineOf(log, /C panics and retreats/)).toBeGreaterThan(-1);
    expect(world.defenceless[2]).toBe(0);
    expect(lineOf(log, /cannot fight back/)).toBe(-1);
    expect(lineOf(log, /C responds to an opponent drawing: rolls 7/)).toBeGreaterThan(-1);
    expect(lineOf(log, /C fires his Cartridge revolver at A/)).toBeGreaterThan(-1);
  });

  it('control: not panicked, C\'s courage test of 10 on D\'s shot is a shot back as before', () => {
    const { log } = panicThen([7, 7, 7, 7, 10], (w, play, free) => {
      w.drawn[2] = 1;
      play(3);
      free();
    });
    expect(lineOf(log, /C takes a courage test: rolls 10/)).toBeGreaterThan(-1);
    expect(lineOf(log, /Totally Unaffected! C shoots back/)).toBeGreaterThan(-1);
  });
});
