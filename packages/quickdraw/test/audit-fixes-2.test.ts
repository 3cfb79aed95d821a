/**
 * The audit's second round of fixes (RULINGS.md QR-140..QR-142, QR-53), on forced dice: a net, lasso,
 * bolas or whip thrown at a beast wakes it and makes it test its reaction, an entangled beast's
 * card goes to escaping (QR-140); a rider trapped under his dead horse stays by it (QR-141); the
 * poison test's one reroll, Lucky before Cut! (QR-53); a rider's or driver's own Surefooted and
 * Lumbering do not apply to the horse's or wagon's move (QR-142).
 */
import { describe, expect, it } from 'vitest';
import { loadScenario, parseScenario, QD_RATE_FULL, QD_RATE_HALF, SHOT_DELIBERATE } from '@deadeye/core';
import { compileScenario, getSystem } from '@deadeye/registry';
import { fileURLToPath } from 'node:url';
import { hitMount } from '../src/skirmish/mounts.ts';
import { poisonTest } from '../src/skirmish/poison.ts';
import { plainMoveLevel, playMove } from '../src/skirmish/terrain.ts';
import { type QdSetup } from '../src/index.ts';
import { DUCK_DOWN } from '../src/skirmish/world.ts';
import { beastMove } from '../src/skirmish/beast-card.ts';
import { settleReactions, WAKE_SHOT } from '../src/skirmish/beasts.ts';
import { BY_WEAPON, ENT_ENTANGLED } from '../src/skirmish/entangle.ts';
import { fire } from '../src/skirmish/shooting.ts';
import { Q_BEAST_REACTIONS } from '../src/skirmish/counts.ts';
import { MOOD_HUNT } from '../src/skirmish/world.ts';
import { arena } from './beast-helpers.ts';
import { forcedWorld, idleAgent, seenWorld, withChar, xOf, yOf } from './qd-helpers.ts';

const ROPER_AND_CAT = (catAt: readonly [number, number]) =>
  arena([
    { name: 'Roper', qd: '{ type: minor, personality: ordinary, weapons: [entangling] }', side: 'Men', at: [10, 10] },
    { name: 'Cat', qd: '{ animal: large-cat }', side: 'Beasts', at: catAt, facing: 'W' },
  ]);

describe('a net, lasso, bolas or whip used on a beast (QR-140)', () => {
  it('wakes the beast and makes it test its reaction, as any shot does', () => {
    // Lasso 1D10: 7 hits; the cat's entanglement roll on its attack dice (2D10 best, QR-140): 3, 3
    // (entangled); its reaction test 2D10 best: 9, 9.
    const { world } = forcedWorld(ROPER_AND_CAT([14, 10]), [idleAgent, idleAgent], [7, 3, 3, 9, 9, 9, 9]);
    world.log = [];
    world.seen.fill(1);
    world.located.fill(1);
    fire(world, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(world.entangled[1]).toBe(ENT_ENTANGLED);
    expect(world.awake[1]).toBe(1);
    expect(world.acc[world.qAt + Q_BEAST_REACTIONS]).toBe(1);
    expect(world.mood[1]).toBe(MOOD_HUNT);
  });

  it("an entangled beast's card goes to escaping: failed, it neither moves nor attacks and stays defenceless", () => {
    // The cat in contact with Roper, entangled: its escape on reduced dice (2D10 best -> 1D10): 3, no luck.
    const { world } = forcedWorld(ROPER_AND_CAT([11, 10]), [idleAgent, idleAgent], [3]);
    world.log = [];
    world.awake[1] = 1;
    world.mood[1] = MOOD_HUNT;
    world.prey[1] = 0;
    world.entangled[1] = ENT_ENTANGLED;
    world.entangledHow[1] = BY_WEAPON;
    const at = world.cell[1];
    expect(beastMove(world, 1)).toBe(-1);
    expect(world.log.some((l) => /Cat tries to escape: rolls 3 \(reduced x1\)/.test(l))).toBe(true);
    expect(world.cell[1]).toBe(at);
    expect(world.entangled[1]).toBe(ENT_ENTANGLED);
    expect(world.defenceless[1]).toBe(1);
  });

  it('escaping on a 5-9, the beast is free but its card is over', () => {
    const { world } = forcedWorld(ROPER_AND_CAT([11, 10]), [idleAgent, idleAgent], [7]);
    world.awake[1] = 1;
    world.mood[1] = MOOD_HUNT;
    world.prey[1] = 0;
    world.entangled[1] = ENT_ENTANGLED;
    world.entangledHow[1] = BY_WEAPON;
    expect(beastMove(world, 1)).toBe(-1);
    expect(world.entangled[1]).toBe(0);
  });

  it('a beast that owes a reaction test (a pellet of a spread) is woken by it', () => {
    // The reaction test 2D10 best: 9, 9.
    const { world } = forcedWorld(ROPER_AND_CAT([14, 10]), [idleAgent, idleAgent], [9, 9]);
    world.log = [];
    expect(world.awake[1]).toBe(0);
    world.reactFrom[1] = 0;
    settleReactions(world, WAKE_SHOT);
    expect(world.awake[1]).toBe(1);
    expect(world.acc[world.qAt + Q_BEAST_REACTIONS]).toBe(1);
  });
});

describe('a rider trapped under his dead horse (QR-141)', () => {
  it('is trapped before his courage test: a fall back leaves him by his horse, ducked down', () => {
    const setup = compileScenario(getSystem('quickdraw'), loadScenario(fileURLToPath(new URL('./fixtures/mount-duel.yaml', import.meta.url))), {}) as never;
    const RIDER = 1;
    // The horse already has 1 hit; 1D10 5: a second hit, it collapses; injury roll 1 at DV 0 (2 hits, trapped); courage test 3.
    const { world } = seenWorld(withChar(setup, RIDER, { cards: 3 }), [5, 1, 3, 9, 9, 9, 9, 9, 9]);
    world.mountHits[RIDER] = 1;
    const x = xOf(world, RIDER);
    const y = yOf(world, RIDER);
    hitMount(world, RIDER, 0, 0);
    expect(world.trapped[RIDER]).toBe(1);
    expect([xOf(world, RIDER), yOf(world, RIDER)]).toEqual([x, y]);
    expect(world.ducked[RIDER]).toBe(DUCK_DOWN);
  });
});

describe('the poison test (QR-53)', () => {
  it('rerolls a failure once, by Lucky before Cut!: Cut! is kept', () => {
    const setup = arena([
      { name: 'Star', qd: '{ type: main, personality: lucky, weapons: [cartridge-revolver] }', side: 'Men', at: [10, 10] },
      { name: 'Snake', qd: '{ animal: snake }', side: 'Beasts', at: [11, 10], facing: 'W' },
    ]);
    // 2D10 best: 3, 2 (fails); Lucky's reroll 4, 1 (fails); a further reroll would read 8, 8.
    const { world } = forcedWorld(setup, [idleAgent, idleAgent], [3, 2, 4, 1, 8, 8]);
    world.log = [];
    world.lethal[0] = 1; // the bite took one card: the poison's two hits would take his last
    world.toCome[0] = 1; // a card still to come: Cut! could be yelled
    expect(poisonTest(world, 0)).toBe(true);
    expect(world.luckLeft[0]).toBe(3);
    expect(world.cutLeft[0]).toBe(1);
    expect(world.void[0]).toBe(0);
  });

  it('with no Lucky left, Cut! rerolls it when the hits would take his last cards', () => {
    const setup = arena([
      { name: 'Star', qd: '{ type: main, personality: ordinary, weapons: [cartridge-revolver] }', side: 'Men', at: [10, 10] },
      { name: 'Snake', qd: '{ animal: snake }', side: 'Beasts', at: [11, 10], facing: 'W' },
    ]);
    const { world } = forcedWorld(setup, [idleAgent, idleAgent], [3, 2, 8, 8]);
    world.lethal[0] = 1;
    world.toCome[0] = 1;
    expect(poisonTest(world, 0)).toBe(false);
    expect(world.cutLeft[0]).toBe(0);
    expect(world.void[0]).toBe(1);
  });
});

describe("a rider's own Surefooted and Lumbering in bad going (QR-142)", () => {
  /** A 20 x 5 street, rough ground over columns 3..8: A (index 0, `a`, mounted) at (1, 2) facing east, B at (18, 2). */
  function riderIn(a: string): QdSetup {
    const text = `
name: terrain
map: { width: 20, height: 5, exits: [], terrain: [{ type: rough, rect: [3, 0, 6, 5] }] }
sides: [{ name: A }, { name: B }]
characters:
  - { name: A, stats: { quickdraw: ${a} }, side: A, position: [1, 2], facing: E, mounted: true, horseStrength: 40, drawn: true, weapons: [], agent: { doctrine: standing } }
  - { name: B, stats: { quickdraw: { type: minor, personality: ordinary, weapons: [cartridge-revolver] } }, side: B, position: [18, 2], facing: W, weapons: [], agent: { doctrine: standing } }
`;
    return compileScenario(getSystem('quickdraw'), parseScenario(text, 'terrain.yaml'), { variant: 'text' }) as QdSetup;
  }
  const DEST = 2 * 20 + 12;

  it('a Surefooted rider at a full move in bad going tests on reduced dice, with no reroll', () => {
    // A minor character's reduced dice: 2D10, the worst: 9, 3.
    const setup = riderIn('{ type: minor, personality: ordinary, skills: [surefooted], weapons: [cartridge-revolver] }');
    const { world } = forcedWorld(setup, [idleAgent, idleAgent], [9, 3]);
    world.log = [];
    expect(world.mounted[0]).toBe(1);
    playMove(world, 0, DEST, QD_RATE_FULL, 0, 0, 1);
    expect(world.log.some((l) => /A wants to move: rolls 3 \(worst of 9, 3\) \(reduced x1\)/.test(l))).toBe(true);
    expect(world.log.some((l) => /rerolls/.test(l))).toBe(false);
    const again = forcedWorld(setup, [idleAgent, idleAgent], []).world;
    expect(plainMoveLevel(again, 0, DEST, QD_RATE_FULL, 0)).toBe(1);
  });

  it('a Lumbering rider at a half move in bad going tests on his action dice', () => {
    const setup = riderIn('{ type: minor, personality: ordinary, skills: [lumbering], weapons: [cartridge-revolver] }');
    const { world } = forcedWorld(setup, [idleAgent, idleAgent], [9, 3]);
    world.log = [];
    playMove(world, 0, DEST, QD_RATE_HALF, 0, 0, 1);
    expect(world.log.some((l) => /A wants to move: rolls 9$/.test(l))).toBe(true);
    const again = forcedWorld(setup, [idleAgent, idleAgent], []).world;
    expect(plainMoveLevel(again, 0, DEST, QD_RATE_HALF, 0)).toBe(0);
  });
});
