/**
 * The twenty-first audit's third helper (21c), on forced dice: three defects the earlier parts found.
 * 1. An entangled or restrained man (REEL 6: "may spend next turn trying to escape ... otherwise
 *    makes no action or move") answers no draw and responds from no hold: shootouts.ts
 *    `respondToDraw`, responses.ts `opportunities`; RULINGS.md QR-263 (QR-74). Before, he answered a
 *    drawer, gave up his card, drew and shot.
 * 2. A man answering a draw by the very man he fights hand to hand, on the chart's 2-4 ("You panic
 *    and back off 4 paces and do not draw your gun"), does not draw and stays in the fight: backing
 *    off out of it is a break-off, rolled on his own card (REEL 5); shootouts.ts `respondToDraw`,
 *    world.ts `fightingWith`; RULINGS.md QR-264. Before, he backed off 4 paces out of contact.
 * 3. The first to draw and shoot (`firstDrawer`, the results' "fastest drawer left standing") is
 *    noted only when his shot is fired: a free draw and shot (a courage test's 10) by a man under a
 *    Charismatic enemy's charm draws, but `fire` refuses the shot (persuasion.ts `refusesHarm`);
 *    shootouts.ts `noteDrawAndShot` after `fire`, which says whether it fired; RULINGS.md QR-266.
 *    Before, the drawer who never fired was noted.
 * Each fix's assertions fail on the code before it; the controls pass on both.
 */
import { describe, expect, it } from 'vitest';
import { parseQdVariant } from '../src/index.ts';
import { ENT_BARELY, ENT_ENTANGLED } from '../src/skirmish/entangle.ts';
import type { QdWorld } from '../src/skirmish/world.ts';
import { SWAY_UNTIL_TEST } from '../src/skirmish/world.ts';
import { arena, drawOn, SUPPORTING_GUN } from './beast-helpers.ts';
import { cellOf, firesAtAgent, idleAgent, lineOf, locatedWorld, walksEastAgent } from './qd-helpers.ts';

const PAD = Array<number>(60).fill(7);
const idle = idleAgent;

describe('1. an entangled man answers no draw and responds from no hold (QR-263, QR-74)', () => {
  it('C barely entangled: A draws on B; C does not answer, his card kept, his gun holstered; B answers', () => {
    const { log, world } = drawOn([], { prep: (w) => void (w.entangled[2] = ENT_BARELY) });
    expect(lineOf(log, /B responds to an opponent drawing: rolls 7/)).toBeGreaterThan(-1);
    expect(lineOf(log, /C responds/)).toBe(-1);
    expect(lineOf(log, /C fires/)).toBe(-1);
    expect(lineOf(log, /C is entangled: he does not answer A/)).toBeGreaterThan(-1);
    expect(world.void[2]).toBe(0);
    expect(world.drawn[2]).toBe(0);
  });

  it('B, the man drawn on, entangled: he does not answer; A fires at him', () => {
    const { log, world } = drawOn([], { prep: (w) => void (w.entangled[1] = ENT_ENTANGLED) });
    expect(lineOf(log, /B responds/)).toBe(-1);
    expect(lineOf(log, /B is entangled: he does not answer A/)).toBeGreaterThan(-1);
    expect(world.void[1]).toBe(0);
    expect(lineOf(log, /A fires his Cartridge revolver at B/)).toBeGreaterThan(-1);
  });

  /** A walks 3 spaces east toward H (Beasts, holding, revolver drawn, at 20,10), whose agent would shoot at A. */
  function walksPastHolder(entangled: number) {
    const setup = arena([
      { name: 'A', qd: SUPPORTING_GUN, side: 'Men', at: [10, 10] },
      { name: 'H', qd: SUPPORTING_GUN, side: 'Beasts', at: [20, 10], facing: 'W', drawn: true },
    ]);
    const walker = walksEastAgent;
    const firesAtA = firesAtAgent(0);
    const { engine, world } = locatedWorld(setup, PAD, [walker, firesAtA]);
    world.toCome[0] = 1;
    world.holding[1] = 1;
    world.entangled[1] = entangled;
    engine.playCard(0);
    return { log: world.log!, world };
  }

  it('H holding and barely entangled: A walks in; H does not respond from his hold', () => {
    const { log } = walksPastHolder(ENT_BARELY);
    expect(lineOf(log, /A moves/)).toBeGreaterThan(-1);
    expect(lineOf(log, /H responds/)).toBe(-1);
    expect(lineOf(log, /H fires/)).toBe(-1);
  });

  it('control: H holding, free, responds from his hold as before', () => {
    const { log } = walksPastHolder(0);
    expect(lineOf(log, /H responds from his hold/)).toBeGreaterThan(-1);
    expect(lineOf(log, /H fires his Cartridge revolver at A/)).toBeGreaterThan(-1);
  });

  it('control: C free answers A\'s draw as before', () => {
    const { log } = drawOn([]);
    expect(lineOf(log, /entangled/)).toBe(-1);
    expect(lineOf(log, /C responds to an opponent drawing: rolls 7/)).toBeGreaterThan(-1);
    expect(lineOf(log, /C fires his Cartridge revolver at A/)).toBeGreaterThan(-1);
  });
});

describe('2. the chart\'s 2-4 against the man he fights hand to hand: no draw, no back off (QR-264)', () => {
  /** B at (11,10), beside A; `fighting`: A and B engaged both ways. A draws on B; B's answer is the 3 after A's 7. */
  const beside = (fighting: boolean) =>
    drawOn([7, 3], {
      bAt: [11, 10],
      prep: (w: QdWorld) => {
        if (fighting) {
          w.engaged[0] = 1;
          w.engaged[1] = 0;
        }
      },
    });

  it('B fighting A: on a 3 he does not draw and stays in the fight, beside A', () => {
    const { log, world } = beside(true);
    expect(lineOf(log, /B responds to an opponent drawing: rolls 3/)).toBeGreaterThan(-1);
    expect(lineOf(log, /B panics and backs off/)).toBe(-1);
    expect(lineOf(log, /B panics and does not draw, but is fighting A hand to hand: he does not back off/)).toBeGreaterThan(-1);
    expect(world.cell[1]).toBe(cellOf(world, 11, 10));
    expect(world.engaged[1]).toBe(0);
    expect(world.drawn[1]).toBe(0);
    expect(lineOf(log, /A fires his Cartridge revolver at B/)).toBeGreaterThan(-1);
  });

  it('control: B beside A but not fighting him: on a 3 he backs off 4 paces as before', () => {
    const { log, world } = beside(false);
    expect(lineOf(log, /B panics and backs off 4 paces/)).toBeGreaterThan(-1);
    expect(world.cell[1]).not.toBe(cellOf(world, 11, 10));
  });

  it('control: B across the street, on a 3, backs off 4 paces as before', () => {
    const { log, world } = drawOn([7, 3]);
    expect(lineOf(log, /B panics and backs off 4 paces/)).toBeGreaterThan(-1);
    expect(world.cell[1]).not.toBe(cellOf(world, 16, 10));
  });
});

describe('3. the first to draw and shoot is noted only when his shot is fired (QR-266)', () => {
  /**
   * A (Men, 10,10, holstered) owes a courage test's free shot back at B (Beasts, 16,10); C (Beasts,
   * 16,14, Charismatic) has charmed A when `charmed`. B and C are ordered to respond. Plays the free actions.
   */
  function freeShot(charmed: boolean) {
    const setup = arena([
      { name: 'A', qd: SUPPORTING_GUN, side: 'Men', at: [10, 10] },
      { name: 'B', qd: SUPPORTING_GUN, side: 'Beasts', at: [16, 10], facing: 'W' },
      { name: 'C', qd: '{ type: supporting, personality: charismatic, weapons: [cartridge-revolver] }', side: 'Beasts', at: [16, 14], facing: 'W' },
    ]);
    const { engine, world } = locatedWorld({ ...setup, variant: parseQdVariant('text') }, PAD, [idle, idle, idle]);
    world.toCome.fill(1);
    world.respondOrder[1] = 1;
    world.respondOrder[2] = 1;
    world.drawn.fill(0);
    if (charmed) {
      world.swayedBy[0] = 2;
      world.swayHow[0] = SWAY_UNTIL_TEST;
    }
    world.pendingFree[0] = 1;
    world.pendingFreeAny = 1;
    (engine as unknown as { freeActions(): void }).freeActions();
    return { log: world.log!, world };
  }

  it('A under C\'s charm draws and fires nothing: B, who drew to answer and fired, is the first to draw and shoot', () => {
    const { log, world } = freeShot(true);
    expect(lineOf(log, /A draws his Cartridge revolver and shoots \(no roll\)/)).toBeGreaterThan(-1);
    expect(lineOf(log, /A is under C's/)).toBeGreaterThan(-1);
    expect(lineOf(log, /A fires/)).toBe(-1);
    expect(lineOf(log, /B fires his Cartridge revolver at A/)).toBeGreaterThan(-1);
    expect(world.firstDrawer).toBe(1);
  });

  it('control: A not charmed fires first and is the first to draw and shoot', () => {
    const { log, world } = freeShot(false);
    expect(lineOf(log, /A fires his Cartridge revolver at B/)).toBeGreaterThan(-1);
    expect(world.firstDrawer).toBe(0);
  });
});
