/**
 * Variant switches of Quick on the Draw for rulings a group might play otherwise (issue #12), on
 * forced dice: each with the switch off (the ruling as played) and on (the group's alternative).
 * 1. `+hold-until-responds` (RULINGS.md QR-13): "Characters can only hold once in a phase and
 *    cannot play another card while they are holding" (REEL 3, RESPONDING TO AN OPPORTUNITY WHILE
 *    HOLDING). A (Supporting, 2 cards) holds on his first card; his second is turned before B
 *    (Minor) walks toward him. Off: the card turned ends the hold and is played (he draws and
 *    shoots), and B's walk finds nobody holding. On: the card passes, the hold kept, and A responds
 *    to B's walk from it.
 * 2. `+walk-draw-shoot` (RULINGS.md QR-17): "The player whose card is drawn first can decide whether
 *    to walk into range, draw and shoot, or can stand his ground and hold. To walk, draw and shoot,
 *    roll the action dice and check on the chart below" (REEL 4, SHOOTOUTS). A (Supporting, his
 *    revolver holstered) 20 paces from B declares a half move toward B and a shot. Off: the card is
 *    the walk, on the movement chart (QR-130); no draw, no shot. On: the walk with no test of its
 *    own, then the draw and shot on the drawing chart (7: "Treat as hasty shot"), at 16 paces a
 *    long shot.
 * 3. `+leader-commands-all` (RULINGS.md QR-80): "His command automatically uses his or her dice when
 *    testing for movement, courage or responding to hold actions if within 10 paces" (REEL 2,
 *    PERSONALITY, Natural Leader). Boss, a Supporting Natural Leader (1D10), 5 paces from Hand, a
 *    Hero (2D10 best). Off: Hand is above him, not his command: his own 2D10 on a move test. On:
 *    Hand's move test is on Boss's 1D10; a test the text does not name (wanting to shoot) stays on
 *    Hand's own dice, and a man beyond 10 paces (Far) too.
 * 4. `+beast-next-phase` (RULINGS.md QR-46): "It is also allocated a playing card which goes into
 *    the pack once the beast is activated" (REEL 7: BEASTS). Jed shoots a large cat 20 paces off on
 *    the first card of phase 1 (the case of beasts.test.ts, "shot at, it is activated at once"):
 *    it is activated and its reaction makes it hunt him. Off: its card is put among the cards still
 *    to come (one die), and it runs at Jed in phase 1. On: no die; the card waits: phase 1 has no
 *    card of the cat and it stays where it was; phase 2's pack has it, and it runs at Jed then.
 * 5. `+long-beyond-charge` (RULINGS.md QR-50): "The Beast backs off ... If shot at or attacked at a
 *    long distance it will flee" (REEL 7: BEASTS); a large cat's speed 16 paces (REEL 7, the
 *    beasts' table); a revolver's effective range 12 paces, a repeating rifle's 36 (WEAPONS TABLE).
 *    Jed shoots (and misses) a cat backing off. Off: a long shot is the long distance: at 14 paces
 *    with the revolver it flees untested; at 20 paces with the rifle it tests its reaction. On: the
 *    cat's speed is: at 14 paces it tests its reaction, at 20 it flees untested.
 * 6. `+fall-low-impact` (RULINGS.md QR-35): "The rider(s) of a mount which has collapsed must then
 *    test for injury as if falling. If the mount was travelling fast or more quickly, then the
 *    outcome is treated as if the rider was hit by a High Impact weapon" (REEL 6, HITS ON MOUNTS);
 *    the ruins' fall: "Test for injury as if hit by an low impact weapon" (REEL 3); the EFFECTS OF
 *    HIT TABLE (REEL 6): a 3 is 2 hits at DV 0, 1 hit at DV 1. The rider of the mount-duel fixture
 *    (3 cards), his horse at its last hit, is shot: it collapses and he falls. Off: the fall at his
 *    basic DV 0, 2 hits. On: DV +1, 1 hit; a fast horse's fall stays High Impact (DV -1).
 * 7. `+robber-card-turn` (RULINGS.md QR-209): "A robber can threaten one employee per turn ... and
 *    may take no other action that turn except moving"; "One gang member can search one bank square
 *    per turn ... but may not perform any other action that turn"; "To cover a bank employee a
 *    bandit ... may do nothing else that turn" (the Northfield module, ROBBING THE BANK); "A turn is
 *    literally the turning of each card" (REEL 1). Bob Younger, beside Frank Wilcox in the bundled
 *    Northfield scenario, has fired on an earlier card of the phase and declares a search, a cover
 *    or a threat. Off: refused, "has fired this turn". On: declared.
 */
import { describe, expect, it } from 'vitest';
import { ACT_FIRE, ACT_HOLD, ACT_NONE, ACT_TASK, PHASE_MOVE, placeAt, QD_RATE_HALF, SHOT_DELIBERATE, TASK_COVER, TASK_SEARCH, TASK_THREATEN, type SkirmishAgent } from '@deadeye/core';
import { parseQdVariant } from '../src/index.ts';
import type { QdSetup } from '../src/skirmish/setup.ts';
import { Q_BEAST_REACTIONS } from '../src/skirmish/counts.ts';
import { BLACK_JOKER, MOOD_BACK, MOOD_HUNT, RED_JOKER } from '../src/skirmish/world.ts';
import { fire } from '../src/skirmish/shooting.ts';
import { arena, MINOR_GUN } from './beast-helpers.ts';
import { loadScenario } from '@deadeye/core';
import { compileScenario, getSystem } from '@deadeye/registry';
import { fileURLToPath } from 'node:url';
import { hitMount } from '../src/skirmish/mounts.ts';
import { host, idle, idx, setup as northfieldSetup } from './northfield-helpers.ts';
import { LED, test as actionTest } from '../src/skirmish/rolls.ts';
import { duelSetup, fireAgent, forcedWorld, idleAgent, lineOf, seenWorld, shuffleDice, streetSetup, withChar } from './qd-helpers.ts';

const MINOR = 'TYPE=minor PERSONALITY=ordinary WPN=cartridge-revolver';
const SUPPORTING = 'TYPE=supporting PERSONALITY=ordinary WPN=cartridge-revolver';
const PAD = Array.from({ length: 60 }, () => 7);
/** `setup` under the variant `words` (e.g. `text+hold-until-responds`). */
const under = (setup: QdSetup, words: string): QdSetup => ({ ...setup, variant: parseQdVariant(words) });

describe('1. +hold-until-responds: the hold lasts until he responds (QR-13)', () => {
  /** A holds while he may; asked to respond from the hold, or unable to hold again, he fires at B. */
  const holder: SkirmishAgent = (o, _s, out) => {
    out.action = o.responding === 1 || o.canHold === 0 ? ACT_FIRE : ACT_HOLD;
    out.target = 1;
  };
  /** B walks 3 spaces toward A and does nothing else. */
  const walker: SkirmishAgent = (o, _s, out) => {
    out.moveTo = o.cell[0]! + 3;
    out.rate = 3; // QD_RATE_FULL
    out.action = ACT_NONE;
  };
  /** Pack [A, A, B, red, black] turned A, A, B, red, black, at 12 paces, the rest of the dice 7s. */
  function held(words: string) {
    const setup = under(duelSetup(`${SUPPORTING} NAME=A`, `${MINOR} NAME=B`, 12), words);
    const shuffle = shuffleDice([0, 0, 1, RED_JOKER, BLACK_JOKER], [0, 0, 1, RED_JOKER, BLACK_JOKER]);
    const { engine, world } = forcedWorld(setup, [holder, walker], [...shuffle, ...PAD]);
    world.log = [];
    engine.playTrial();
    return world.log;
  }

  it('off: his own card turned ends the hold and is played; B walks in with nobody holding', () => {
    const log = held('text');
    const holds = lineOf(log, /^ {4}A holds$/);
    expect(holds).toBeGreaterThan(-1);
    expect(lineOf(log, /A stops holding/)).toBeGreaterThan(holds);
    expect(lineOf(log, /A draws and shoots: rolls 7/)).toBeGreaterThan(holds);
    expect(lineOf(log, /A is holding: his card passes/)).toBe(-1);
    expect(lineOf(log, /A responds from his hold/)).toBe(-1);
  });

  it('on: his own card turned passes, the hold kept; he responds to B walking in', () => {
    const log = held('text+hold-until-responds');
    const holds = lineOf(log, /^ {4}A holds$/);
    const passes = lineOf(log, /^ {4}A is holding: his card passes$/);
    expect(passes).toBeGreaterThan(holds);
    expect(lineOf(log, /A stops holding/)).toBe(-1);
    expect(lineOf(log, /A draws and shoots/)).toBe(-1);
    const walks = lineOf(log, /B moves/);
    expect(walks).toBeGreaterThan(passes);
    expect(lineOf(log, /A responds from his hold/)).toBeGreaterThan(walks);
    expect(lineOf(log, /A responds to an opportunity: rolls 7/)).toBeGreaterThan(walks);
  });
});

describe('2. +walk-draw-shoot: walk into range, draw and shoot on one roll (QR-17)', () => {
  /** A walks 4 spaces toward B declaring a shot at him; asked again after the walk, he shoots at B. */
  const walker: SkirmishAgent = (o, _s, out) => {
    if (o.phase === PHASE_MOVE) {
      out.moveTo = o.cell[0]! + 4;
      out.rate = QD_RATE_HALF;
    }
    out.action = ACT_FIRE;
    out.target = 1;
  };
  const idle: SkirmishAgent = (_o, _s, out) => {
    out.action = ACT_NONE;
  };
  /** A (Supporting, holstered) 20 paces from B (Minor) plays a card: a half move (4 paces) toward B; the dice 7s. */
  function walked(words: string) {
    const setup = under(duelSetup(`${SUPPORTING} NAME=A`, `${MINOR} NAME=B`, 20), words);
    const r = forcedWorld(setup, [walker, idle], PAD);
    r.world.seen.fill(1);
    r.world.located.fill(1);
    r.world.log = [];
    r.engine.playCard(0);
    return r;
  }

  it('off: the card is the walk, tested on the movement chart; he neither draws nor shoots on it', () => {
    const { world } = walked('text');
    const log = world.log!;
    expect(lineOf(log, /A wants to move: rolls 7/)).toBeGreaterThan(-1);
    expect(lineOf(log, /A moves/)).toBeGreaterThan(-1);
    expect(lineOf(log, /A draws and shoots/)).toBe(-1);
    expect(lineOf(log, /A fires/)).toBe(-1);
    expect(world.drawn[0]).toBe(0);
  });

  it('on: he walks with no movement test, then draws and shoots on the drawing chart (7: hasty; 16 paces, a long shot)', () => {
    const { world } = walked('text+walk-draw-shoot');
    const log = world.log!;
    expect(lineOf(log, /A wants to move/)).toBe(-1);
    const moves = lineOf(log, /A moves/);
    expect(moves).toBeGreaterThan(lineOf(log, /A walks in to draw and shoot/));
    const draws = lineOf(log, /A draws and shoots: rolls 7/);
    expect(draws).toBeGreaterThan(moves);
    expect(lineOf(log, /A fires his .* at B \(hasty shot, 16.0 paces, a long shot\)/)).toBeGreaterThan(draws);
    expect(world.drawn[0]).toBe(1);
  });
});

describe("3. +leader-commands-all: the Natural Leader's command is all his side within 10 paces (QR-80)", () => {
  /** Boss (Supporting, Natural Leader) at (2,2), Hand (Hero) 5 spaces east, Far (Hero) 28 spaces east, an enemy far off; under `words`, on `values`. */
  function led(words: string, values: number[]) {
    const setup = under(
      streetSetup([
        { name: 'Boss', side: 'Posse', type: 'supporting', personality: 'natural-leader', x: 2, y: 2 },
        { name: 'Hand', side: 'Posse', type: 'hero', personality: 'ordinary', x: 7, y: 2 },
        { name: 'Far', side: 'Posse', type: 'hero', personality: 'ordinary', x: 30, y: 2 },
        { name: 'Enemy', side: 'Gang', type: 'minor', personality: 'ordinary', x: 30, y: 8 },
      ]),
      words,
    );
    const r = forcedWorld(setup, [idleAgent, idleAgent, idleAgent, idleAgent], values);
    r.world.log = [];
    return r;
  }

  it("off: a Hero near a Supporting Natural Leader is not his command: his own 2D10 on a move test", () => {
    const { world, stream } = led('text', [3, 8]);
    expect(actionTest(world, 1, 0, LED, 'wants to move')).toBe(8);
    expect(stream.draws).toBe(2);
    expect(lineOf(world.log!, /Natural Leader/)).toBe(-1);
  });

  it("on: the Hero's move test is on the leader's 1D10; not a test the text does not name, nor beyond 10 paces", () => {
    let r = led('text+leader-commands-all', [3, 8]);
    expect(actionTest(r.world, 1, 0, LED, 'wants to move')).toBe(3);
    expect(r.stream.draws).toBe(1);
    expect(lineOf(r.world.log!, /Hand wants to move: rolls 3 on Boss's dice \(Natural Leader\)/)).toBe(0);
    // Not LED (wanting to shoot): Hand's own 2D10.
    r = led('text+leader-commands-all', [3, 8]);
    expect(actionTest(r.world, 1, 0, 0, 'wants to shoot')).toBe(8);
    // Far, 28 paces off: his own 2D10 on a move test.
    r = led('text+leader-commands-all', [3, 8]);
    expect(actionTest(r.world, 2, 0, LED, 'wants to move')).toBe(8);
  });
});

describe("4. +beast-next-phase: a beast's card goes into the next phase's pack (QR-46)", () => {
  /** Jed (Minor, revolver, firing) at (2,10), a large cat at (22,10) facing him; `phases` phases played. */
  function shotCat(words: string, values: number[], phases: number) {
    const setup = under(
      arena(
        [
          { name: 'Jed', qd: MINOR_GUN, side: 'Men', at: [2, 10] },
          { name: 'Beast', qd: '{ animal: large-cat }', side: 'Beasts', at: [22, 10], facing: 'W' },
        ],
        [],
        phases,
      ),
      words,
    );
    const r = forcedWorld(setup, [fireAgent, idleAgent], values);
    r.world.log = [];
    r.engine.playTrial();
    return r;
  }
  const phase1 = shuffleDice([0, RED_JOKER, BLACK_JOKER], [0, RED_JOKER, BLACK_JOKER]);
  // Jed's courage test for the Fearsome cat in sight (7; QR-12); wants to shoot: 7; a long shot
  // (20 paces): 2D10 worst 6, 8, a hit on 6; damage at DV 1: 9, a nick.
  const shot = [7, 7, 6, 8, 9];

  it('off: the card is put among the cards still to come (die(3) = 1): the cat runs at Jed in phase 1', () => {
    // The card's place die 1, then the reaction 2D10 best 7, 3: it hunts Jed.
    const { world } = shotCat('text', [...phase1, ...shot, 1, 7, 3, ...PAD], 1);
    const log = world.log!;
    const woke = lineOf(log, /Beast is activated \(Jed shoots at it\): its card goes into the pack$/);
    expect(woke).toBeGreaterThan(-1);
    expect(lineOf(log, /card 2: Beast/)).toBeGreaterThan(woke);
    expect(world.packLen).toBe(4);
    expect(world.mood[1]).toBe(MOOD_HUNT);
    expect(world.cell[1]).toBe(10 * 40 + 6);
  });

  it("on: no die, no card of the cat in phase 1 (it stays at 20 paces); phase 2's pack has it and it runs at Jed", () => {
    // The reaction 2D10 best 7, 3 at once (no place die). Phase 2: [Jed, Beast, red, black] turned Beast first.
    const phase2 = shuffleDice([0, 1, RED_JOKER, BLACK_JOKER], [1, 0, RED_JOKER, BLACK_JOKER]);
    const { world } = shotCat('text+beast-next-phase', [...phase1, ...shot, 7, 3, ...phase2, ...PAD], 2);
    const log = world.log!;
    const woke = lineOf(log, /Beast is activated \(Jed shoots at it\): its card goes into the next phase's pack$/);
    const next = lineOf(log, /^Phase 2: 4 cards/);
    expect(woke).toBeGreaterThan(-1);
    expect(next).toBeGreaterThan(woke);
    expect(lineOf(log, /Beast tests its reaction: 2D10 7 \(best of 7, 3\)/)).toBeGreaterThan(woke);
    // Phase 1: no card of the cat, which does not move.
    expect(lineOf(log.slice(0, next), /card \d: Beast/)).toBe(-1);
    expect(lineOf(log.slice(0, next), /Beast (goes for|moves|runs)/)).toBe(-1);
    // Phase 2: its card first; it runs at Jed.
    expect(lineOf(log, /card 1: Beast/)).toBe(next + 1);
    expect(lineOf(log, /Beast goes for Jed/)).toBeGreaterThan(next);
  });
});

describe('5. +long-beyond-charge: "at a long distance" is farther than the beast can charge (QR-50)', () => {
  /** Jed (Minor, `weapon` drawn) at (2,10) shoots at a large cat backing off `paces` east of him, on the dice 2s (a miss; a reaction of 2-4: it backs off again). */
  function shootBacking(words: string, weapon: string, paces: number) {
    const setup = under(
      arena([
        { name: 'Jed', qd: `{ type: minor, personality: ordinary, weapons: [${weapon}] }`, side: 'Men', at: [2, 10], drawn: true },
        { name: 'Beast', qd: '{ animal: large-cat }', side: 'Beasts', at: [2 + paces, 10], facing: 'W' },
      ]),
      words,
    );
    const r = forcedWorld(setup, [idleAgent, idleAgent], Array.from({ length: 20 }, () => 2));
    r.world.awake[1] = 1;
    r.world.mood[1] = MOOD_BACK;
    r.world.seen.fill(1);
    r.world.located.fill(1);
    r.world.log = [];
    fire(r.world, 0, 1, SHOT_DELIBERATE, 0, false);
    return r.world;
  }
  const FLEES = /Beast, backing off, is shot at from a long distance and flees/;

  it('off: a long shot (revolver, 14 paces) makes it flee untested; a rifle at 20 paces (no long shot) makes it test', () => {
    let world = shootBacking('text', 'cartridge-revolver', 14);
    expect(lineOf(world.log!, FLEES)).toBeGreaterThan(-1);
    expect(world.acc[world.qAt + Q_BEAST_REACTIONS]).toBe(0);
    expect(world.broken[1]).toBe(1);
    world = shootBacking('text', 'repeating-rifle', 20);
    expect(lineOf(world.log!, FLEES)).toBe(-1);
    expect(lineOf(world.log!, /Beast tests its reaction: 2D10 2/)).toBeGreaterThan(-1);
    expect(world.acc[world.qAt + Q_BEAST_REACTIONS]).toBe(1);
    expect(world.broken[1]).toBe(0);
    expect(world.mood[1]).toBe(MOOD_BACK);
  });

  it('on: within its charge (14 paces of 16) it tests, long shot or not; beyond it (20 paces) it flees untested', () => {
    let world = shootBacking('text+long-beyond-charge', 'cartridge-revolver', 14);
    expect(lineOf(world.log!, FLEES)).toBe(-1);
    expect(lineOf(world.log!, /Beast tests its reaction: 2D10 2/)).toBeGreaterThan(-1);
    expect(world.acc[world.qAt + Q_BEAST_REACTIONS]).toBe(1);
    expect(world.broken[1]).toBe(0);
    world = shootBacking('text+long-beyond-charge', 'repeating-rifle', 20);
    expect(lineOf(world.log!, FLEES)).toBeGreaterThan(-1);
    expect(world.acc[world.qAt + Q_BEAST_REACTIONS]).toBe(0);
    expect(world.broken[1]).toBe(1);
  });
});

describe("6. +fall-low-impact: a fall from a horse not going fast is a Low Impact hit (QR-35)", () => {
  const SHOOTER = 0;
  const RIDER = 1;
  /** The mount-duel fixture under `words`, the rider with 3 cards and his horse at 1 hit, on `values`; the shooter hits the horse. */
  function fall(words: string, values: number[], fast = false) {
    const file = fileURLToPath(new URL('./fixtures/mount-duel.yaml', import.meta.url));
    const setup = withChar(under(compileScenario(getSystem('quickdraw'), loadScenario(file), {}) as QdSetup, words), RIDER, { cards: 3 });
    const { world } = seenWorld(setup, values);
    world.mountHits[RIDER] = 1;
    if (fast) world.movingQuickly[RIDER] = 1;
    hitMount(world, RIDER, SHOOTER, 0);
    return world;
  }

  it('off: the fall at his basic DV 0: a 3 is 2 hits', () => {
    // 1D10 5 at DV 0: a hit, the horse collapses; injury 3; courage 7.
    const world = fall('text', [5, 3, 7, ...PAD]);
    expect(lineOf(world.log!, /Rider tests for injury as if falling$/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /Rider rolls 3 for the effect at DV 0: 2-hits/)).toBeGreaterThan(-1);
    expect(world.lethal[RIDER]).toBe(2);
  });

  it('on: the fall as a Low Impact hit, DV 1: the same 3 is 1 hit; a fast horse stays High Impact (DV -1)', () => {
    let world = fall('text+fall-low-impact', [5, 3, 7, ...PAD]);
    expect(lineOf(world.log!, /Rider tests for injury as if falling \(as a Low Impact hit\)/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /Rider rolls 3 for the effect at DV 1: 1-hit/)).toBeGreaterThan(-1);
    expect(world.lethal[RIDER]).toBe(1);
    // Travelling fast: 1D10 3 at DV 0, 2 hits at once, it collapses; injury 8 at DV -1; courage 7.
    world = fall('text+fall-low-impact', [3, 8, 7, ...PAD], true);
    expect(lineOf(world.log!, /as if falling from a fast horse/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /Rider rolls 8 for the effect at DV -1: courage-test/)).toBeGreaterThan(-1);
  });
});

describe("7. +robber-card-turn: the Northfield module's turn is one card for a robber's one action (QR-209)", () => {
  const BOB = idx('Bob Younger');
  const WILCOX = idx('Frank Wilcox');
  const TASKS = [
    [TASK_SEARCH, -1, /Bob Younger searches where he stands/],
    [TASK_COVER, WILCOX, /Bob Younger covers Frank Wilcox/],
    [TASK_THREATEN, WILCOX, /Bob Younger threatens Frank Wilcox/],
  ] as const;
  const REFUSED = /Bob Younger has fired this turn: no threat, search or cover/;
  /** Bob, his gun drawn, beside Wilcox from the phase's start, having fired on an earlier card of phase 1, declares `task` at `target` on his card: the log. */
  function afterFiring(words: string, task: number, target: number): string {
    const robber: SkirmishAgent = (_o, _s, out) => {
      out.action = ACT_TASK;
      out.task = task;
      out.target = target;
    };
    const cs = under(northfieldSetup, words);
    const { engine, h, rules } = host(cs, 'qd-northfield-fired', cs.characters.map((_, i) => (i === BOB ? robber : idle)));
    placeAt(h, BOB, h.cell[WILCOX]! + 1);
    h.drawn[BOB] = 1;
    h.inHand[BOB] = 0;
    h.toCome[BOB] = 1;
    rules.turnStart(1);
    h.actedPhase[BOB] = h.turn;
    engine.playCard(BOB);
    return h.log!.join('\n');
  }

  it('off: a robber who fired earlier in the phase may not search, cover or threaten', () => {
    for (const [task, target, declared] of TASKS) {
      const log = afterFiring('text', task, target);
      expect(REFUSED.test(log), `task ${task}`).toBe(true);
      expect(declared.test(log), `task ${task}`).toBe(false);
    }
  });

  it('on: the same robber searches, covers or threatens on his later card', () => {
    for (const [task, target, declared] of TASKS) {
      const log = afterFiring('text+robber-card-turn', task, target);
      expect(REFUSED.test(log), `task ${task}`).toBe(false);
      expect(declared.test(log), `task ${task}`).toBe(true);
    }
  });
});
