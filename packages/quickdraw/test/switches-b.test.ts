/**
 * Variant switches of Quick on the Draw for rulings a group might play otherwise (issue #12), on
 * forced dice: each with the switch off (the ruling as played) and on (the group's alternative).
 * 1. `+gone-dead` (RULINGS.md QR-61): first aid's 1, "He's Gone! The wounded character loses all
 *    cards and is out of the game" (REEL 6, TESTING TO COME ROUND OR HEAL A WOUND, Trying to
 *    heal). Off: he is a casualty of lethal hits, unconscious, his fate the POST ACTION chart's
 *    (QR-20): a roll other than 1 and he lives. On: dead at once, nothing rolled after the action.
 * 2. `+forfeit-clears` (RULINGS.md QR-208): "Making the action uses up a card so when their next
 *    card is turned it is forfeited" (REEL 5, FORMS OF ATTACK), and the states the rulings hold
 *    "until his next card" (defenceless, evading, moving quickly, moved, ducked down). Off: they
 *    last through a forfeited card turned, to his next card played. On: the forfeited card turned
 *    ends them. The forfeit here is surprise's (QR-14: a surprised minor character's one card).
 * 3. `+poison-graze` (RULINGS.md QR-53): "Any character injured by a weapon which is dipped in
 *    poison ... takes a test ... If they fail the test (1 to 4), treat as a 2 lethal hits" (REEL 6,
 *    POISON). Off: a graze is no injury, no test. On: a graze of the poisoned bow calls for the
 *    test, failed two lethal hits; an unpoisoned weapon's graze still calls for none.
 * 4. `+ko-courage` (RULINGS.md QR-112): "Each hit by a Blunt Weapon ... temporarily KO's the
 *    character ... Unless the character is now a casualty or has passed out they must take a
 *    Courage Test and will carry out the outcome immediately" (REEL 6, EFFECTS OF HIT TABLE, Hit).
 *    B, knocked out of one of his two cards by A's club. Off: no test, he stays where he is. On: he
 *    tests at once; 3 in close combat falls back 2 paces On the Back Foot (COURAGE TEST, 2-4), 1
 *    flees (COURAGE TEST, 1), 10 fights back as his free action (COURAGE TEST, 10) and is knocked
 *    out still after it; a further courage test called for while he is knocked out, too.
 * 5. `+passed-out-come-round` (RULINGS.md QR-10): "When a character has no cards left they are
 *    deemed to be casualties and are unable to move or perform any actions, unless they receive
 *    medical aid or if their wounds are from a Stunning weapon and they succeed in recovering"
 *    (REEL 2, CHARACTER TYPE/STAR STATUS), with the come-round chart (REEL 6, TESTING TO COME
 *    ROUND). B (supporting, 2 cards) knocked out of both. Off: passed out, no test, no card dealt
 *    in phase 2. On: at the start of phase 2 he tests (his 1D10): 6 comes round with both cards,
 *    up, dealt them; 3 stays out and tests again next phase; 1 is out for the action (no more
 *    tests, no first aid). A man with a lethal wound among his lost cards does not test.
 */
import { describe, expect, it } from 'vitest';
import { BLOW_STANDARD, STATUS_DEAD, STATUS_UNCONSCIOUS } from '@deadeye/core';
import { attackAction } from '../src/skirmish/fighting.ts';
import { Q_POISON_FAILED, Q_POISON_TESTS } from '../src/skirmish/counts.ts';
import { cardsLeft, DUCK_HELPLESS } from '../src/skirmish/world.ts';
import { arena } from './beast-helpers.ts';
import { parseQdVariant } from '../src/index.ts';
import { BY_SHOOTING, casualtyFate, courageTest, resolveHit, takeCards } from '../src/skirmish/effects.ts';
import { STATUS_UP } from '@deadeye/core';
import { firstAid, treatable } from '../src/skirmish/healing.ts';
import type { QdSetup } from '../src/skirmish/setup.ts';
import { coverSetup, who } from './fixture.ts';
import { duelSetup, forcedWorld, idleAgent, lineOf, locatedWorld, shuffleDice, withChar } from './qd-helpers.ts';

const PAD = Array.from({ length: 40 }, () => 7);
/** `setup` under the variant `words` (e.g. `text+gone-dead`). */
const under = (setup: QdSetup, words: string): QdSetup => ({ ...setup, variant: parseQdVariant(words) });

describe("1. +gone-dead: He's Gone! as death at once (QR-61)", () => {
  const DOC = who('Doc');
  const M = who('Marshal');
  /** The Marshal (3 cards) with `lethal` wounds, Doc's first aid rolled on `values`. */
  function treated(words: string, lethal: number, values: number[]) {
    const r = forcedWorld(under(coverSetup, words), coverSetup.characters.map(() => idleAgent), values);
    takeCards(r.world, M, lethal, 0);
    firstAid(r.world, DOC, M);
    return r;
  }

  it('off: a wounded man up is a casualty, unconscious; a fate roll of 9 after the action and he lives', () => {
    // Doc's 1D10: 1, He's Gone!. Then the Marshal's fate, 2D10 best: 9, 9.
    const { world, stream } = treated('text', 1, [1, 9, 9, ...PAD]);
    expect(world.status[M]).toBe(STATUS_UNCONSCIOUS);
    expect(treatable(world, M)).toBe(0);
    casualtyFate(world, M);
    expect(world.status[M]).toBe(STATUS_UNCONSCIOUS);
    expect(stream.draws).toBe(3);
  });

  it('on: the same roll kills him at once; nothing is rolled after the action', () => {
    const { world, stream } = treated('text+gone-dead', 1, [1, 9, 9, ...PAD]);
    expect(world.status[M]).toBe(STATUS_DEAD);
    expect(world.gone[M]).toBe(1);
    casualtyFate(world, M);
    expect(world.status[M]).toBe(STATUS_DEAD);
    expect(stream.draws).toBe(1);
  });

  it('on: a casualty already down (no card left) dies of it too; off he stays a casualty', () => {
    expect(treated('text', 3, [1, ...PAD]).world.status[M]).toBe(STATUS_UNCONSCIOUS);
    expect(treated('text+gone-dead', 3, [1, ...PAD]).world.status[M]).toBe(STATUS_DEAD);
  });

  it('on: only the 1 kills; a 5-9 still brings him back', () => {
    const { world } = treated('text+gone-dead', 3, [6, ...PAD]);
    expect(world.status[M]).not.toBe(STATUS_DEAD);
    expect(world.lethal[M]).toBe(2);
  });
});

describe('2. +forfeit-clears: a forfeited card turned ends what lasts until his next card (QR-208)', () => {
  /**
   * Phase 1 of a duel: A (supporting, 2 cards) and B (minor, 1 card, surprised: his one card is
   * forfeit), both idle; B ducked down defenceless, evading, moving quickly and moved before it.
   * The pack: B, A, A, the jokers. The world after the phase.
   */
  function phase(words: string) {
    const base = duelSetup('TYPE=supporting PERSONALITY=ordinary WPN=cartridge-revolver NAME=A', 'TYPE=minor PERSONALITY=ordinary WPN=cartridge-revolver NAME=B', 5, 1);
    const setup = under(withChar(base, 1, { surprise: 1 }), words);
    const pack = [0, 0, 1, -1, -2];
    const { engine, world } = locatedWorld(setup, [...shuffleDice(pack, [1, 0, 0, -1, -2]), ...PAD]);
    world.ducked[1] = DUCK_HELPLESS;
    world.defenceless[1] = 1;
    world.evading[1] = 1;
    world.movingQuickly[1] = 1;
    world.movedThisCard[1] = 1;
    engine.playTurn(1);
    expect(world.log![lineOf(world.log!, /card 1: B$/) + 1]).toBe("    B's card is forfeit");
    return world;
  }

  it('off: after his forfeited card, B is still ducked down defenceless, evading, moving quickly and moved', () => {
    const world = phase('text');
    expect([world.ducked[1], world.defenceless[1], world.evading[1], world.movingQuickly[1], world.movedThisCard[1]]).toEqual([DUCK_HELPLESS, 1, 1, 1, 1]);
  });

  it('on: the forfeited card turned ends them all', () => {
    const world = phase('text+forfeit-clears');
    expect([world.ducked[1], world.defenceless[1], world.evading[1], world.movingQuickly[1], world.movedThisCard[1]]).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('3. +poison-graze: a graze of a poisoned weapon calls for the poison test (QR-53)', () => {
  const CROW = '{ type: supporting, personality: ordinary, weapons: [bow, knife], poisoned: [bow] }';
  const HERO = '{ type: hero, personality: ordinary, weapons: [cartridge-revolver] }';
  /** The Crow (0, poisoned bow) 8 paces from a Hero (1, 4 cards), under `words`; one hit on the Hero resolved at DV 0, of a weapon `poisoned` or not. */
  function grazed(words: string, values: readonly number[], poisoned = 1) {
    const setup = arena([
      { name: 'Crow', qd: CROW, side: 'Men', at: [10, 10] },
      { name: 'Target', qd: HERO, side: 'Beasts', at: [18, 10], facing: 'W' },
    ]);
    const r = forcedWorld(under(setup, words), [idleAgent, idleAgent], values);
    r.world.log = [];
    resolveHit(r.world, 1, 0, 0, 0, BY_SHOOTING, poisoned);
    return r;
  }
  const q = (w: { acc: Float64Array; qAt: number }, k: number): number => w.acc[w.qAt + k]!;

  it('off: the graze (effect 2D10 best 10) calls for no test; he keeps his 4 cards', () => {
    const { world, stream } = grazed('text', [10, 2, 3, 2, ...PAD]);
    expect(q(world, Q_POISON_TESTS)).toBe(0);
    expect(cardsLeft(world, 1)).toBe(4);
    expect(stream.draws).toBe(2);
  });

  it('on: the graze calls for the test; failed (best of 3, 2), two lethal hits', () => {
    const { world, stream } = grazed('text+poison-graze', [10, 2, 3, 2, ...PAD]);
    expect(q(world, Q_POISON_TESTS)).toBe(1);
    expect(q(world, Q_POISON_FAILED)).toBe(1);
    expect(world.lethal[1]).toBe(2);
    expect(cardsLeft(world, 1)).toBe(2);
    expect(stream.draws).toBe(4);
    expect(lineOf(world.log!, /Target tests against the poison: rolls 3/)).toBeGreaterThan(0);
  });

  it('on: passed (best of 8, 2), nothing more; an unpoisoned weapon\'s graze calls for no test', () => {
    const passed = grazed('text+poison-graze', [10, 2, 8, 2, ...PAD]);
    expect(q(passed.world, Q_POISON_TESTS)).toBe(1);
    expect(cardsLeft(passed.world, 1)).toBe(4);
    const clean = grazed('text+poison-graze', [10, 2, 3, 2, ...PAD], 0);
    expect(q(clean.world, Q_POISON_TESTS)).toBe(0);
    expect(clean.stream.draws).toBe(2);
  });
});

describe('4. +ko-courage: a man knocked out with cards left takes the courage test and carries it out (QR-112)', () => {
  const CLUB = '{ type: supporting, personality: ordinary, weapons: [club] }';
  /**
   * A (0) and B (1), clubs, in contact, under `words`: A's blow (want-attack 7, attack 8) knocks B
   * out of one of his two cards (effect 5 at DV 0: 1 hit, blunt); the next die is B's courage test
   * if he takes one. Then the free actions pending are played (responses.ts `freeActions`).
   */
  function clubbed(words: string, courage: number) {
    const setup = arena([
      { name: 'A', qd: CLUB, side: 'Men', at: [10, 10] },
      { name: 'B', qd: CLUB, side: 'Beasts', at: [11, 10], facing: 'W' },
    ]);
    const r = forcedWorld(under(setup, words), [idleAgent, idleAgent], [7, 8, 5, courage, ...PAD]);
    r.world.seen.fill(1);
    r.world.located.fill(1);
    r.world.log = [];
    const from = r.world.cell[1]!;
    attackAction(r.world, 0, 1, BLOW_STANDARD, 0);
    (r.engine as unknown as { freeActions(): void }).freeActions();
    return { ...r, from };
  }

  it('off: knocked out, B takes no courage test; he stays where he fell', () => {
    const { world, stream, from } = clubbed('text', 3);
    expect(world.kod[1]).toBe(1);
    expect(lineOf(world.log!, /B takes a courage test/)).toBe(-1);
    expect(world.cell[1]).toBe(from);
    expect(stream.draws).toBe(3);
  });

  it('on: B tests at once; a 3 in close combat: he falls back 2 paces On the Back Foot', () => {
    const { world, stream, from } = clubbed('text+ko-courage', 3);
    expect(world.kod[1]).toBe(1);
    expect(lineOf(world.log!, /B takes a courage test: rolls 3/)).toBeGreaterThan(0);
    expect(world.backFoot[1]).toBe(1);
    expect(world.cell[1]).not.toBe(from);
    expect(stream.draws).toBe(4);
  });

  it('on: a 1 and he flees; a 10 and he fights back at once (A rolls for the effect), knocked out still', () => {
    const fled = clubbed('text+ko-courage', 1);
    expect(fled.world.broken[1]).toBe(1);
    expect(lineOf(fled.world.log!, /B flees/)).toBeGreaterThan(0);
    const back = clubbed('text+ko-courage', 10);
    expect(lineOf(back.world.log!, /B attacks A with Club/)).toBeGreaterThan(0);
    expect(lineOf(back.world.log!, /A rolls 7 for the effect/)).toBeGreaterThan(0);
    expect(back.world.kod[1]).toBe(1);
  });

  it('a later courage test called for while he is knocked out: off none, on taken', () => {
    const off = clubbed('text', 7);
    courageTest(off.world, 1, 0);
    expect(lineOf(off.world.log!, /B takes a courage test/)).toBe(-1);
    const on = clubbed('text+ko-courage', 7);
    courageTest(on.world, 1, 0);
    expect(on.world.log!.filter((l) => /B takes a courage test/.test(l)).length).toBe(2);
  });
});

describe('5. +passed-out-come-round: a man passed out from blunt hits tests to come round each phase (QR-10)', () => {
  const PACK_DICE = [1, 1, 1, 1, 1];
  /**
   * A and B (supporting, 2 cards each) in a duel setup under `words`, both idle; B loses `blunt`
   * cards to blunt hits and `lethal` to lethal ones (2 in all: he is out), then phase 2 is played
   * on `values` (B's come-round roll first when he takes one, then the shuffle).
   */
  function phase2(words: string, values: readonly number[], blunt = 2, lethal = 0) {
    const base = duelSetup('TYPE=supporting PERSONALITY=ordinary WPN=cartridge-revolver NAME=A', 'TYPE=supporting PERSONALITY=ordinary WPN=cartridge-revolver NAME=B', 5, 3);
    const r = locatedWorld(under(base, words), [...values, ...PAD]);
    takeCards(r.world, 1, lethal, 0);
    takeCards(r.world, 1, blunt, 1);
    expect(r.world.status[1]).toBe(STATUS_UNCONSCIOUS);
    r.world.log = [];
    r.engine.playTurn(2);
    return r;
  }

  it('off: B stays passed out; no roll, no card of his in phase 2', () => {
    const { world, stream } = phase2('text', PACK_DICE);
    expect(world.status[1]).toBe(STATUS_UNCONSCIOUS);
    expect(lineOf(world.log!, /B tries to come round/)).toBe(-1);
    expect(world.log![0]).toBe('Phase 2: 4 cards');
    expect(stream.draws).toBe(3);
  });

  it('on: a 6 at the start of phase 2 and he comes round with both cards, up, and is dealt them', () => {
    const { world } = phase2('text+passed-out-come-round', [6, ...PACK_DICE]);
    expect(lineOf(world.log!, /B tries to come round: rolls 6/)).toBeGreaterThan(0);
    expect(world.status[1]).toBe(STATUS_UP);
    expect([world.ko[1], world.kod[1]]).toEqual([0, 0]);
    expect(lineOf(world.log!, /^Phase 2: 6 cards$/)).toBeGreaterThan(0);
    expect(world.log!.filter((l) => /card \d+: B$/.test(l)).length).toBe(2);
    expect(world.sideCasualties[world.sideOf[1]!]).toBe(0);
  });

  it('on: a 3 and he stays out, to test again at the next phase; a 1 and he is out for the action', () => {
    const groggy = phase2('text+passed-out-come-round', [3, ...PACK_DICE]);
    expect(groggy.world.status[1]).toBe(STATUS_UNCONSCIOUS);
    expect(lineOf(groggy.world.log!, /^Phase 2: 4 cards$/)).toBeGreaterThan(0);
    expect(treatable(groggy.world, 1)).toBe(2);
    // The 1, phase 2's shuffle (3 dice), phase 3's (3 more).
    const out = phase2('text+passed-out-come-round', [1, 1, 1, 1, 1, 1, 1]);
    expect(out.world.gone[1]).toBe(1);
    expect(treatable(out.world, 1)).toBe(0);
    out.world.log = [];
    out.engine.playTurn(3);
    expect(lineOf(out.world.log, /B tries to come round/)).toBe(-1);
    expect(out.world.status[1]).toBe(STATUS_UNCONSCIOUS);
  });

  it('on: a man down with a lethal wound among his lost cards does not test', () => {
    const { world } = phase2('text+passed-out-come-round', PACK_DICE, 1, 1);
    expect(lineOf(world.log!, /B tries to come round/)).toBe(-1);
    expect(world.status[1]).toBe(STATUS_UNCONSCIOUS);
  });
});
