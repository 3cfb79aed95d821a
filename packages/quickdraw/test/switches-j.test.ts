/**
 * Variant switches of Quick on the Draw for rulings a group might play otherwise (issue #12), on
 * forced dice: each with the switch off (the ruling as played) and on (the group's alternative).
 * 1. `+surefooted-rider` (RULINGS.md QR-142): "Most characters whether on foot or mounted deduct
 *    25% from movement. There are no deductions for sure footed characters"; "Moving or manoeuvring
 *    slowly is treated as a basic action but moving or manoeuvring any faster reduces the action
 *    dice" (REEL 3, Movement in Bad Going); Surefooted: "Can reroll a Wanting to Move Order when
 *    entering or in Bad Going and can move through Bad Going without penalty" (REEL 2). A, a Minor
 *    Surefooted rider (action dice 1D10, reduced 2D10 the worst), makes a full move east across
 *    rough ground (bad going, columns 3..8) on a 20 x 5 street. Off: his move test is on reduced
 *    dice (9, 3: rolls 3) and a passed move pays the 25% (toward (19, 0) he ends at column 13); the
 *    reduction a move and shoot would take is 1. On: the test is on his action dice (9), the reduction 0, and a passed
 *    move goes to column 16; a failed one is not rerolled (the reroll stays his feet's).
 * 2. `+block-attack-only` (RULINGS.md QR-115): "Block – increases their DV by 2 but they cannot make
 *    a counter attack and in their turn can only make a hasty attack" (REEL 5, FORMS OF ATTACK);
 *    "Hit by a hasty shot or hasty attack" (REEL 6, ADJUSTMENTS FOR SHOOTING AND FIGHTING TO DV).
 *    Blocker (Supporting) blocked; his next card is turned. Either way his declared attack on Other
 *    in contact is made, hasty (the effect at DV 2). Off: declaring a move away, he breaks off
 *    (8) and moves 6 spaces; out of contact with a revolver he shoots at Other. On: the move is
 *    refused (he stays; no break off; the fight goes on with his hasty blow), and the shot is
 *    refused: the card passes.
 * 3. `+slow-bad-going-untested` (RULINGS.md QR-67): "Moving or manoeuvring slowly is treated as a
 *    basic action but moving or manoeuvring any faster reduces the action dice. Roll to check
 *    outcome" (REEL 3, Movement in Bad Going); BASIC ACTIONS: "No additional test is necessary"
 *    (REEL 3); a second move "must test ... using their reduced action dice" (REEL 3); Lumbering:
 *    "when wanting to move in or enter Bad Going they use reduced Action Dice" (REEL 2). A (a Minor
 *    on foot, 1D10) makes a half move into the rough ground of the street of 1. Off: tested (3:
 *    "Are you Sure?", he stays at column 1). On: no test, and he moves. On, a second move of the
 *    phase and a Lumbering man's half move are still tested, on reduced dice (3, 9: rolls 3).
 */
import { describe, expect, it } from 'vitest';
import { ACT_ATTACK, ACT_FIRE, ACT_NONE, SHOT_DELIBERATE, parseScenario, QD_RATE_FULL, QD_RATE_HALF, type SkirmishAgent } from '@deadeye/core';
import { compileScenario, getSystem } from '@deadeye/registry';
import { parseQdVariant, type QdSetup } from '../src/index.ts';
import { plainMoveLevel, playMove } from '../src/skirmish/terrain.ts';
import { BLOCKING } from '../src/skirmish/world.ts';
import { arena } from './beast-helpers.ts';
import { forcedWorld, idleAgent, lineOf } from './qd-helpers.ts';

/**
 * A 20 x 5 street, rough ground (bad going) over columns 3..8: A (index 0, a Minor of `skills`,
 * riding if `mounted`) at (1, 2) facing east, B at (18, 2), under `variant`.
 */
function street(variant: string, skills: string, mounted: boolean): QdSetup {
  const text = `
name: terrain
map: { width: 20, height: 5, exits: [], terrain: [{ type: rough, rect: [3, 0, 6, 5] }] }
sides: [{ name: A }, { name: B }]
characters:
  - { name: A, stats: { quickdraw: { type: minor, personality: ordinary, skills: [${skills}], weapons: [cartridge-revolver] } }, side: A, position: [1, 2], facing: E, mounted: ${mounted}, horseStrength: 40, drawn: true, weapons: [], agent: { doctrine: standing } }
  - { name: B, stats: { quickdraw: { type: minor, personality: ordinary, weapons: [cartridge-revolver] } }, side: B, position: [18, 2], facing: W, weapons: [], agent: { doctrine: standing } }
`;
  return compileScenario(getSystem('quickdraw'), parseScenario(text, 'terrain.yaml'), { variant }) as QdSetup;
}

describe('1. +surefooted-rider: a Surefooted rider spared bad going (QR-142)', () => {
  /** A Minor Surefooted rider on the street, under `variant`. */
  const rider = (variant: string): QdSetup => street(variant, 'surefooted', true);
  /** (12, 2): east of the rough ground. */
  const DEST = 2 * 20 + 12;
  /** (19, 0): far east, beyond a mounted full move through the rough ground, deducted or not. */
  const FAR = 19;

  /** A's move test's log line and where he ends, on the dice `dice`, under `variant`. */
  function fullMove(variant: string, dice: readonly number[], to = DEST): { line: string; x: number; rerolled: boolean } {
    const { world } = forcedWorld(rider(variant), [idleAgent, idleAgent], [...dice, 7, 7, 7, 7]);
    world.log = [];
    expect(world.mounted[0]).toBe(1);
    playMove(world, 0, to, QD_RATE_FULL, 0, 0, 1);
    return { line: world.log.find((l) => /A wants to move/.test(l)) ?? '', x: world.cell[0]! % 20, rerolled: world.log.some((l) => /rerolls/.test(l)) };
  }

  it('off: reduced dice and the 25%; on: his action dice and no deduction', () => {
    const off = fullMove('text', [9, 3]);
    const on = fullMove('text+surefooted-rider', [9, 3], FAR);
    expect(off.line).toMatch(/rolls 3 \(worst of 9, 3\) \(reduced x1\)/);
    expect(on.line).toMatch(/A wants to move: rolls 9$/);
    // Off he failed; passing (9, 9), the 25% leaves him at column 13 of a move toward (19, 0); on, 16.
    const offPassed = fullMove('text', [9, 9], FAR);
    expect(offPassed.line).toMatch(/rolls 9 \(worst of 9, 9\)/);
    expect(offPassed.x).toBe(13);
    expect(on.x).toBe(16);
  });

  it('the reduction of a move and shoot: 1 off, 0 on', () => {
    expect(plainMoveLevel(forcedWorld(rider('text'), [idleAgent, idleAgent], []).world, 0, DEST, QD_RATE_FULL, 0)).toBe(1);
    expect(plainMoveLevel(forcedWorld(rider('text+surefooted-rider'), [idleAgent, idleAgent], []).world, 0, DEST, QD_RATE_FULL, 0)).toBe(0);
  });

  it('on: a failed test is not rerolled (the reroll is his feet\'s)', () => {
    const on = fullMove('text+surefooted-rider', [3, 9]);
    expect(on.line).toMatch(/A wants to move: rolls 3$/);
    expect(on.rerolled).toBe(false);
  });
});

describe('2. +block-attack-only: the turn after a block is a hasty attack and nothing else (QR-115)', () => {
  const KNIFE = '{ type: supporting, personality: ordinary, weapons: [knife] }';
  const GUN = '{ type: supporting, personality: ordinary, weapons: [cartridge-revolver] }';
  /** Blocker (index 0) and Other in contact, fighting; Blocker blocked, his card turned next; `variant` as given. */
  function blocked(variant: string, agent: SkirmishAgent, dice: readonly number[], apart = false) {
    const setup = { ...arena([
      { name: 'Blocker', qd: apart ? GUN : KNIFE, side: 'Men', at: [10, 10] },
      { name: 'Other', qd: KNIFE, side: 'Beasts', at: apart ? [14, 10] : [11, 10], facing: 'W' },
    ]), variant: parseQdVariant(variant) };
    const { engine, world } = forcedWorld(setup, [agent, idleAgent], dice);
    world.seen.fill(1);
    if (!apart) {
      world.engaged[0] = 1;
      world.engaged[1] = 0;
    }
    world.blocking[0] = BLOCKING;
    world.toCome[0] = 1;
    const log: string[] = [];
    world.log = log;
    engine.playCard(0);
    return { log, cell: world.cell };
  }
  /** Attacks the other man. */
  const attacker: SkirmishAgent = (o, _s, out) => {
    out.action = ACT_ATTACK;
    out.target = 1 - o.self;
    out.blow = 0;
  };
  /** Shoots at the other man, deliberately. */
  const shooter: SkirmishAgent = (o, _s, out) => {
    out.action = ACT_FIRE;
    out.target = 1 - o.self;
    out.shot = SHOT_DELIBERATE;
  };
  /** Moves 6 spaces west, away from Other, with no action. */
  const leaver: SkirmishAgent = (o, _s, out) => {
    out.moveTo = o.cell[o.self]! - 6;
    out.rate = QD_RATE_FULL;
    out.action = ACT_NONE;
  };

  it('his hasty attack is made either way: the target at DV +2', () => {
    for (const v of ['text', 'text+block-attack-only']) {
      const world = blocked(v, attacker, [8, 9, 7, 7, 7, 7]);
      expect(lineOf(world.log, /Other rolls 9 for the effect at DV 2/)).toBeGreaterThanOrEqual(0);
    }
  });

  it('off: he breaks off and moves away; on: no move (the fight goes on, his blow hasty)', () => {
    const off = blocked('text', leaver, [8, 8, 8, 8, 8, 8]);
    expect(lineOf(off.log, /Blocker wants to break off: rolls 8/)).toBeGreaterThanOrEqual(0);
    expect(off.cell[0]! % 100).toBe(4);
    const on = blocked('text+block-attack-only', leaver, [8, 8, 8, 8, 8, 8]);
    expect(lineOf(on.log, /Blocker blocked: no move on this card, only a hasty attack/)).toBeGreaterThanOrEqual(0);
    expect(lineOf(on.log, /break off/)).toBe(-1);
    expect(on.cell[0]! % 100).toBe(10);
    expect(lineOf(on.log, /Other rolls 8 for the effect at DV 2/)).toBeGreaterThanOrEqual(0);
  });

  it('off: out of contact he shoots; on: no shot, the card passes', () => {
    const off = blocked('text', shooter, [8, 8, 8, 8, 8, 8, 8, 8], true);
    expect(lineOf(off.log, /Blocker fires his Cartridge revolver at Other/)).toBeGreaterThanOrEqual(0);
    const on = blocked('text+block-attack-only', shooter, [8, 8, 8, 8, 8, 8, 8, 8], true);
    expect(lineOf(on.log, /Blocker fires/)).toBe(-1);
    expect(lineOf(on.log, /Blocker blocked: on this card he can only make a hasty attack at a man in contact, and the card passes/)).toBeGreaterThanOrEqual(0);
  });
});

describe('3. +slow-bad-going-untested: a slow move in bad going as a basic action (QR-67)', () => {
  /** (6, 2): in the rough ground, 5 spaces east of A. */
  const IN_ROUGH = 2 * 20 + 6;
  /**
   * A on foot, of `skills`, makes a half move toward IN_ROUGH (`level` 1: his second move of the
   * phase) on `dice` under `variant`; `blackJoker`: the black joker came before his card.
   */
  function halfMove(variant: string, skills: string, level: 0 | 1, dice: readonly number[], blackJoker = false): { log: string[]; x: number } {
    const { world } = forcedWorld(street(variant, skills, false), [idleAgent, idleAgent], [...dice, 7, 7, 7, 7]);
    const log: string[] = [];
    world.log = log;
    if (blackJoker) world.jokerOn[0] = 2;
    playMove(world, 0, IN_ROUGH, QD_RATE_HALF, level, 0, 1);
    return { log, x: world.cell[0]! % 20 };
  }

  it('off: a half move in bad going is tested (3: he hesitates); on: no test, he moves', () => {
    const off = halfMove('text', '', 0, [3]);
    expect(lineOf(off.log, /A wants to move: rolls 3$/)).toBeGreaterThanOrEqual(0);
    expect(off.x).toBe(1);
    const on = halfMove('text+slow-bad-going-untested', '', 0, [3]);
    expect(lineOf(on.log, /A moves slowly in bad going: a basic action, no test/)).toBeGreaterThanOrEqual(0);
    expect(lineOf(on.log, /wants to move/)).toBe(-1);
    expect(on.x).toBeGreaterThan(1);
  });

  it("on: the black joker stops the untested move (no roll for it to make a 1: QR-24 amended); off: his test is a 1", () => {
    const on = halfMove('text+slow-bad-going-untested', '', 0, [9], true);
    expect(on.log).toEqual(['    the black joker: A does not move']);
    expect(on.x).toBe(1);
    const off = halfMove('text', '', 0, [9], true);
    expect(lineOf(off.log, /A wants to move: the black joker makes it a 1$/)).toBeGreaterThanOrEqual(0);
  });

  it('on: a second move of the phase and a Lumbering man\'s are tested still', () => {
    const second = halfMove('text+slow-bad-going-untested', '', 1, [3, 9]);
    expect(lineOf(second.log, /A wants to move: rolls 3 \(worst of 3, 9\) \(reduced x1\)/)).toBeGreaterThanOrEqual(0);
    const lumbering = halfMove('text+slow-bad-going-untested', 'lumbering', 0, [3, 9]);
    expect(lineOf(lumbering.log, /A wants to move: rolls 3 \(worst of 3, 9\) \(reduced x1\)/)).toBeGreaterThanOrEqual(0);
    expect(lineOf(lumbering.log, /no test/)).toBe(-1);
  });
});
