/**
 * Variant switches of Quick on the Draw (issue #12: "a ruling a group might play differently is a
 * variant switch"), each on forced dice: with the switch off the ruling as played, with it on the
 * group's alternative. Every assertion about a switch fails if the switch does nothing.
 *
 * - `+red-joker-easy` (RULINGS.md QR-7; REEL 1, FILMING THE ACTION: the red joker's card gets "a
 *   bonus appropriate to the situation, equivalent to rolling a 10, such as, for example, 'treats
 *   all tasks as easy and does not need to test'"): off, only the card's first roll (a test, or
 *   the first attack die) is the joker's 10 and later tests are rolled; on, the first roll is
 *   still a 10 and every later test of the card passes without a die.
 * - `+black-joker-idle` (RULINGS.md QR-24; REEL 1: "That character either makes no movement or
 *   action on that turn or suffers a reverse or mishap of some kind, equivalent to rolling a 1!"):
 *   off, the card's first test is a 1 (a draw and shoot drops the gun); on, the card does
 *   nothing, a man's (no draw, no die) and a beast's (no run at its prey).
 * - `+cut-each-phase` (RULINGS.md QR-5; REEL 1, 'CUT!' - RESHOOT THE SCENE!: "You can decide how
 *   often this takes place in a game. In most cases, we suggest that once per Main Character or
 *   Hero is enough!"): off, a star's Cut! spent in one phase is gone for the game; on, it comes
 *   back at the start of the next phase (a star's only: the Minor has none either way).
 * - `+reduce-once` (RULINGS.md QR-4; REEL 2, CHARACTER TYPE/STAR STATUS: a Supporting
 *   character's "Reduced Action dice" are 2D10 take the worst; REEL 4: "Use reduced action dice if
 *   poor shots or poor fighter/brawler or if outnumbered in a fight"): off, reduced twice is 3D10
 *   take the worst, for action dice and a single-die attack form alike; on, 2D10 take the worst,
 *   the table's one reduced column; a roll reduced once is the same either way. (The single-shot
 *   odds follow the switch: odds.test.ts, exact against the engine.)
 * - `+centimetre-paces` (RULINGS.md QR-1; REEL 1, EQUIPMENT NEEDED: "A pace can be a centimetre or
 *   an inch depending on the scale of figures used and/or the space available. In most cases 1
 *   inch to 1 pace works well"): off, one pace a 6-foot space, so a revolver's 12-pace effective
 *   range (REEL 4, WEAPONS TABLE) reaches 8 spaces; on, 2.54 paces a space (an inch of table in
 *   centimetres), so 8 spaces are 20.3 paces, a long shot on reduced dice.
 */
import { describe, expect, it } from 'vitest';
import { parseQdVariant, type QdSetup } from '../src/index.ts';
import { mayCut, newAttackDice, PASSED, rollActionDice, rollAttack, test as qdTest } from '../src/skirmish/rolls.ts';
import { ATTACK_FORMS } from '../src/tables/types.ts';
import { beastMove } from '../src/skirmish/beast-card.ts';
import { MOOD_HUNT } from '../src/skirmish/world.ts';
import { parseScenario } from '@deadeye/core';
import { compileScenario, getSystem } from '@deadeye/registry';
import { arena, arenaText, MINOR_GUN } from './beast-helpers.ts';
import { duelSetup, fireAgent, forcedWorld, idleAgent, lineOf } from './qd-helpers.ts';

const MINOR = 'TYPE=minor PERSONALITY=ordinary WPN=cartridge-revolver';

/** A two-man duel setup (A and B, Minor characters with revolvers) under `variant`. */
function duo(variant: string): QdSetup {
  return { ...duelSetup(`${MINOR} NAME=A`, `${MINOR} NAME=B`), variant: parseQdVariant(variant) };
}

describe('+red-joker-easy: the red joker\'s card needs no test (QR-7)', () => {
  it('off: the first test is the joker\'s 10, the second is rolled; on: the second passes without a die', () => {
    for (const on of [0, 1]) {
      const { world, stream } = forcedWorld(duo(on === 1 ? 'text+red-joker-easy' : 'text'), [idleAgent, idleAgent], [2, 2, 2]);
      world.log = [];
      world.jokerOn[0] = 1;
      expect(qdTest(world, 0, 0, 0, 'moves')).toBe(10);
      expect(stream.draws).toBe(0);
      // The second test of the card: a 2 rolled (a failure) off; passed unrolled on.
      expect(qdTest(world, 0, 0, 0, 'moves again')).toBe(on === 1 ? PASSED : 2);
      expect(stream.draws).toBe(on === 1 ? 0 : 1);
      expect(lineOf(world.log, /A moves again: the red joker, no need to test/) >= 0).toBe(on === 1);
      // A Northfield morale test's shift: the pass reads PASSED after it.
      expect(qdTest(world, 0, 0, 0, 'takes a courage test', 2) - 2).toBe(on === 1 ? PASSED : 0);
    }
  });

  it('the joker spent on the first attack die: later tests pass on, are rolled off; later attack dice are rolled either way', () => {
    for (const on of [0, 1]) {
      const { world, stream } = forcedWorld(duo(on === 1 ? 'text+red-joker-easy' : 'text'), [idleAgent, idleAgent], [3, 2, 7]);
      world.jokerOn[0] = 1;
      const dice = newAttackDice();
      rollAttack(world, 0, 0, 0, dice);
      expect(dice.values[0]).toBe(10);
      rollAttack(world, 0, 0, 0, dice);
      expect(dice.values[0]).toBe(3);
      expect(qdTest(world, 0, 0, 0, 'reloads')).toBe(on === 1 ? PASSED : 2);
    }
  });

  it('the black joker is unchanged by the switch: its 1, then rolled tests', () => {
    const { world } = forcedWorld(duo('text+red-joker-easy'), [idleAgent, idleAgent], [2, 8]);
    world.jokerOn[0] = 2;
    expect(qdTest(world, 0, 0, 0, 'moves')).toBe(1);
    expect(qdTest(world, 0, 0, 0, 'moves again')).toBe(2);
  });
});

describe('+black-joker-idle: the black joker\'s card makes no movement or action (QR-24)', () => {
  it('off: his draw and shoot reads the joker\'s 1 and drops the gun; on: he neither draws nor rolls', () => {
    for (const on of [0, 1]) {
      const { engine, world, stream } = forcedWorld(duo(on === 1 ? 'text+black-joker-idle' : 'text'), [fireAgent, idleAgent], [7, 7, 7, 7]);
      world.seen.fill(1);
      world.located.fill(1);
      world.toCome[0] = 1;
      world.log = [];
      world.jokerOn[0] = 2;
      engine.playCard(0);
      expect(world.jokerOn[0]).toBe(0);
      expect(world.dropped[0]).toBe(on === 1 ? 0 : 1);
      expect(lineOf(world.log, /A draws and shoots: the black joker makes it a 1/) >= 0).toBe(on === 0);
      expect(lineOf(world.log, /the black joker: A makes no movement or action/) >= 0).toBe(on === 1);
      if (on === 1) expect(stream.draws).toBe(0);
    }
  });

  it('a beast out of contact stays where it is either way: off, the joker stops its run (QR-24 amended); on, its card is idle', () => {
    for (const on of [0, 1]) {
      const setup = arena([
        { name: 'Hunter', qd: MINOR_GUN, side: 'Men', at: [10, 10] },
        { name: 'Cat', qd: '{ animal: large-cat }', side: 'Beasts', at: [14, 10], facing: 'W' },
      ]);
      const { world } = forcedWorld({ ...setup, variant: parseQdVariant(on === 1 ? 'text+black-joker-idle' : 'text') }, [idleAgent, idleAgent], Array.from({ length: 20 }, () => 7));
      world.log = [];
      world.awake[1] = 1;
      world.mood[1] = MOOD_HUNT;
      world.prey[1] = 0;
      world.jokerOn[1] = 2;
      const at = world.cell[1];
      const t = beastMove(world, 1);
      expect(t).toBe(-1);
      expect(world.cell[1]).toBe(at);
      expect(world.jokerOn[1]).toBe(0);
      expect(world.log).toEqual([on === 1 ? '    the black joker: Cat makes no movement or action' : '    the black joker: Cat does not run at Hunter']);
    }
  });
});

describe('+cut-each-phase: a star\'s Cut! once a phase, not once a game (QR-5)', () => {
  it('a Hero who cut in phase 1 has no Cut! in phase 2 off, has it back on; a Minor has none either way', () => {
    for (const on of [0, 1]) {
      const setup = { ...duelSetup(`TYPE=hero PERSONALITY=ordinary WPN=cartridge-revolver NAME=A`, `${MINOR} NAME=B`, 5, 3), variant: parseQdVariant(on === 1 ? 'text+cut-each-phase' : 'text') };
      // The shuffles draw die(x+1) values: 1s are always in range; idle men roll nothing else.
      const { engine, world } = forcedWorld(setup, [idleAgent, idleAgent], Array.from({ length: 40 }, () => 1));
      world.seen.fill(1);
      world.located.fill(1);
      expect(world.cutLeft[0]).toBe(1);
      expect(world.cutLeft[1]).toBe(0);
      // Spent in phase 1.
      world.cutLeft[0] = 0;
      engine.playTurn(2);
      expect(world.cutLeft[0]).toBe(on);
      expect(world.cutLeft[1]).toBe(0);
      // With a card to come, he may yell it (on) or not (off).
      world.toCome[0] = 1;
      expect(mayCut(world, 0)).toBe(on === 1);
    }
  });
});

describe('+reduce-once: reductions do not add (QR-4)', () => {
  const SUPPORTING = 'TYPE=supporting PERSONALITY=ordinary WPN=cartridge-revolver';
  const supporting = (variant: string): QdSetup => ({ ...duelSetup(`${SUPPORTING} NAME=A`, `${SUPPORTING} NAME=B`), variant: parseQdVariant(variant) });

  it('action dice reduced twice: 3D10 take the worst off, 2D10 take the worst on; reduced once 2D10 either way', () => {
    for (const on of [0, 1]) {
      const { world, stream } = forcedWorld(supporting(on === 1 ? 'text+reduce-once' : 'text'), [idleAgent, idleAgent], [9, 8, 2, 9, 6]);
      expect(rollActionDice(world, 0, 2)).toBe(on === 1 ? 8 : 2);
      expect(stream.draws).toBe(on === 1 ? 2 : 3);
      // Reduced once: the next two dice, worst (on: 2, 9; off: 9, 6).
      expect(rollActionDice(world, 0, 1)).toBe(on === 1 ? 2 : 6);
      expect(stream.draws).toBe(on === 1 ? 4 : 5);
    }
  });

  it('a single-die attack form reduced twice (a Poor Shot\'s long shot): 3D10 take the worst off, 2D10 on', () => {
    for (const on of [0, 1]) {
      const { world, stream } = forcedWorld(supporting(on === 1 ? 'text+reduce-once' : 'text'), [idleAgent, idleAgent], [9, 8, 2]);
      const dice = newAttackDice();
      rollAttack(world, 0, ATTACK_FORMS.indexOf('single'), 2, dice);
      expect(dice.values[0]).toBe(on === 1 ? 8 : 2);
      expect(stream.draws).toBe(on === 1 ? 2 : 3);
    }
  });
});

describe('+centimetre-paces: a pace is a centimetre (QR-1)', () => {
  it('off, a shot at 8 spaces is 8 paces, within the revolver\'s 12; on, 20.3 paces, a long shot on reduced dice', () => {
    for (const on of [0, 1]) {
      const text = arenaText([
        { name: 'A', qd: MINOR_GUN, side: 'Men', at: [10, 10], drawn: true },
        { name: 'B', qd: MINOR_GUN, side: 'Beasts', at: [18, 10], facing: 'W', drawn: true },
      ]);
      const setup = compileScenario(getSystem('quickdraw'), parseScenario(text, 'arena.yaml'), { variant: on === 1 ? 'text+centimetre-paces' : 'text' }) as QdSetup;
      expect(setup.pacesPerSpace).toBe(on === 1 ? 2.54 : 1);
      // His shooting test 7; the attack dice 3 (and 3): a miss.
      const { engine, world, stream } = forcedWorld(setup, [fireAgent, idleAgent], [7, 3, 3, ...Array.from({ length: 40 }, () => 7)]);
      world.seen.fill(1);
      world.located.fill(1);
      world.toCome[0] = 1;
      world.log = [];
      const before = stream.draws;
      engine.playCard(0);
      expect(lineOf(world.log, on === 1 ? /A fires his Cartridge revolver at B \(deliberate shot, 20\.3 paces, a long shot\)/ : /A fires his Cartridge revolver at B \(deliberate shot, 8\.0 paces\)/)).toBeGreaterThanOrEqual(0);
      // A Minor's attack die: 1D10 within range (one draw, a miss on 3); a long shot's reduced dice 2D10 take the worst.
      expect(lineOf(world.log, on === 1 ? /A rolls 2D10 \(worst of 3, 3\): 3/ : /A rolls 1D10: 3/)).toBeGreaterThanOrEqual(0);
      expect(stream.draws - before).toBe(on === 1 ? 3 : 2);
    }
  });
});
