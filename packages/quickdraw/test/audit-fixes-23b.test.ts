/**
 * The twenty-third audit, part b (23b), on forced dice: open questions left by earlier audits. Each
 * fix's assertions fail on the code before it; the controls pass on both.
 *
 * 1. An entangled herd animal does not run with its stampeding herd and tramples nobody: entangled
 *    or restrained it "makes no action or move" (REEL 6, ENTANGLING OR RESTRAINING OPPONENTS).
 *    Before, it stayed where it was caught but its "run" (from its cell to its cell) passed within 2
 *    paces of a man beside it, who was attacked by it (beasts.ts `stampede`; RULINGS.md QR-310).
 * 2. A holder at risk of a run-down or a stampede evades from his hold: his held turn is his "turn
 *    ... outstanding" (REEL 5), and he "cannot play another card while they are holding" (REEL 3).
 *    Before, a holder with no card still to come could not test to evade at all, and one with a card
 *    to come forfeited it and kept his hold (evade.ts `evadeWith`; RULINGS.md QR-311).
 * 3. "Caution – Danger Ahead!" (the movement chart's 1 in good going) with no enemy in sight: he
 *    falls back half a move from the way he meant to go, a 1 being "the reverse of whatever the
 *    character hoped to do" (REEL 1). Before, he did not move, as on a 2-4 (terrain.ts `playMove`;
 *    RULINGS.md QR-312).
 * 4. The test to break off from a fight is a test for movement: a Natural Leader of his command
 *    within 10 paces lends his dice ("His command automatically uses his or her dice when testing
 *    for movement", REEL 2), as for the test to evade (QR-80); Fleet Footed's reroll of "a failed
 *    Wanting to move roll" does not apply to the break-off's own chart. Before, the break-off was
 *    rolled on his own dice (fighting.ts `breakOff`; RULINGS.md QR-313).
 * 5. Pinned (no change): a move and shoot is one roll on the Wanting to Shoot chart; the movement
 *    rerolls (Fleet Footed, Rash toward the enemy) do not apply to it (RULINGS.md QR-314).
 * 6. Pinned (no change): a holder's response is an action, not a move: he attacks from his hold only
 *    an enemy already in contact, and does not charge one who comes near (responses.ts `opportunities`;
 *    RULINGS.md QR-315).
 * 7. Pinned (no change): a man who passed out from blunt hits alone does not roll on the POST ACTION
 *    chart at the end: he is not "injured" (effects.ts `lethalCasualty`; RULINGS.md QR-317).
 * 8. Pinned (no change): a beast goes for a man hidden in cover that it has a clear line to, with no
 *    locating test (beast-card.ts `beastMove`; RULINGS.md QR-318).
 * 9. Pinned (no change): a character has one personality, so none is both Ruthless and Cautious: a
 *    personality named among the skills is refused (RULINGS.md QR-319).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ACT_ATTACK, ACT_FIRE, ACT_NONE, ACT_RIDE_DOWN, parseScenario, placeAt, QD_RATE_FULL, setStatus, STATUS_DEAD, STATUS_UNCONSCIOUS, type SkirmishAgent } from '@deadeye/core';
import { compileScenario, getSystem } from '@deadeye/registry';
import type { QdSetup } from '../src/index.ts';
import { stampede } from '../src/skirmish/beasts.ts';
import { beastMove } from '../src/skirmish/beast-card.ts';
import { casualtyFate, lethalCasualty } from '../src/skirmish/effects.ts';
import { HIDING } from '../src/skirmish/locating.ts';
import { MOOD_HUNT } from '../src/skirmish/world.ts';
import { ENT_ENTANGLED } from '../src/skirmish/entangle.ts';
import { arena, MINOR_GUN } from './beast-helpers.ts';
import { cellOf, chargerAgent, forcedWorld, idleAgent, lineOf, locatedWorld, seenWorld, walksEastAgent, xOf, yOf } from './qd-helpers.ts';

const PAD = Array.from({ length: 60 }, () => 7);

/**
 * Hunter (0, the cause) at (5,10) stampedes the buffalo Cow (2) at (15,10), entangled when
 * `entangled`; Roper (1, no card to come: no test to evade) stands beside it at (14,10). 7s.
 */
function ropedCow(entangled: boolean) {
  const setup = arena([
    { name: 'Hunter', qd: MINOR_GUN, side: 'Men', at: [5, 10] },
    { name: 'Roper', qd: MINOR_GUN, side: 'Men', at: [14, 10] },
    { name: 'Cow', qd: '{ animal: buffalo }', side: 'Beasts', at: [15, 10], facing: 'W' },
  ]);
  const r = forcedWorld(setup, setup.characters.map(() => idleAgent), PAD);
  r.world.log = [];
  r.world.toCome[1] = 0;
  if (entangled) r.world.entangled[2] = ENT_ENTANGLED;
  const from = r.world.cell[2]!;
  stampede(r.world, 2, 0);
  return { world: r.world, from };
}

describe('1. an entangled herd animal does not run nor trample (QR-310)', () => {
  it('the Cow, entangled, stays, fleeing, and does not run Roper down', () => {
    const { world, from } = ropedCow(true);
    const log = world.log!;
    expect(lineOf(log, /Cow runs down Roper/)).toBe(-1);
    expect(lineOf(log, /Cow is caught: it cannot run with the herd/)).toBeGreaterThan(-1);
    expect(world.cell[2]).toBe(from);
    expect(world.broken[2]).toBe(1);
    expect(world.lethal[1]).toBe(0);
  });

  it('control: the Cow free runs off and tramples Roper beside its start', () => {
    const { world, from } = ropedCow(false);
    const log = world.log!;
    expect(world.cell[2]).not.toBe(from);
    expect(lineOf(log, /Cow runs down Roper/)).toBeGreaterThan(-1);
  });
});

/** Hunter (0) stampedes the buffalo Bull (2) and Cow (3) toward Skinner (1), who holds when `holds` (on the red joker's card when `holdJoker` is 1, QR-320), with `toCome` cards to come; dice 8 (his test), then 7s. */
function herdAtHolder(holds: boolean, toCome: number, holdJoker = 0) {
  const setup = arena([
    { name: 'Hunter', qd: MINOR_GUN, side: 'Men', at: [5, 10] },
    { name: 'Skinner', qd: '{ type: supporting, personality: ordinary, weapons: [cartridge-revolver] }', side: 'Men', at: [24, 10], facing: 'W' },
    { name: 'Bull', qd: '{ animal: buffalo }', side: 'Beasts', at: [17, 10], facing: 'W' },
    { name: 'Cow', qd: '{ animal: buffalo }', side: 'Beasts', at: [15, 10], facing: 'W' },
  ]);
  const r = forcedWorld(setup, setup.characters.map(() => idleAgent), [8, ...PAD]);
  r.world.log = [];
  r.world.toCome[1] = toCome;
  r.world.holding[1] = holds ? 1 : 0;
  r.world.holdJoker[1] = holdJoker;
  stampede(r.world, 2, 0);
  return r.world;
}

/** The mount test yard (fixtures/mount-duel.yaml): the Rider rides the Shooter down from (20,5) on a 7; the Shooter holds when `holds` (on the red joker's card when `holdJoker` is 1, QR-320), with `toCome` cards to come; his test 8. */
function rideAtHolder(holds: boolean, toCome: number, holdJoker = 0) {
  const text = readFileSync(fileURLToPath(new URL('./fixtures/mount-duel.yaml', import.meta.url)), 'utf8');
  const setup = compileScenario(getSystem('quickdraw'), parseScenario(text, 'mount-duel.yaml'), {}) as QdSetup;
  const { engine, world } = seenWorld(setup, [7, 8, ...PAD], [idleAgent, chargerAgent(ACT_RIDE_DOWN, 0), idleAgent]);
  world.located.fill(1);
  placeAt(world, 1, cellOf(world, 20, 5));
  world.cardStart[1] = world.cell[1]!;
  world.toCome[0] = toCome;
  world.holding[0] = holds ? 1 : 0;
  world.holdJoker[0] = holdJoker;
  engine.playCard(1);
  return world;
}

describe('2. a holder evades a stampede or a run-down from his hold (QR-311)', () => {
  it('the stampede: Skinner holding, no card to come, tests (8) from his hold and evades', () => {
    const w = herdAtHolder(true, 0);
    expect(lineOf(w.log!, /Skinner tries to evade the stampede from his hold/)).toBeGreaterThan(-1);
    expect(lineOf(w.log!, /Skinner tries to evade the stampede: rolls 8/)).toBeGreaterThan(-1);
    expect(lineOf(w.log!, /runs down Skinner/)).toBe(-1);
    expect(w.holding[1]).toBe(0);
  });

  it('the stampede: Skinner holding with a card to come spends the hold, not the card', () => {
    const w = herdAtHolder(true, 1);
    expect(lineOf(w.log!, /Skinner tries to evade the stampede from his hold/)).toBeGreaterThan(-1);
    expect(w.holding[1]).toBe(0);
    expect(w.void[1]).toBe(0);
  });

  it('control: the stampede, not holding, a card to come: forfeited for the test; none to come: no test', () => {
    const c = herdAtHolder(false, 1);
    expect(lineOf(c.log!, /Skinner tries to evade the stampede: rolls 8/)).toBeGreaterThan(-1);
    expect(c.void[1]).toBe(1);
    const n = herdAtHolder(false, 0);
    expect(lineOf(n.log!, /Skinner tries to evade/)).toBe(-1);
    expect(lineOf(n.log!, /runs down Skinner/)).toBeGreaterThan(-1);
  });

  it('the run-down: the Shooter holding, no card to come, tests (8) from his hold and is not run down', () => {
    const w = rideAtHolder(true, 0);
    expect(lineOf(w.log!, /Shooter evades Rider's horse from his hold/)).toBeGreaterThan(-1);
    expect(lineOf(w.log!, /Shooter tests to evade Rider's horse: rolls 8/)).toBeGreaterThan(-1);
    expect(lineOf(w.log!, /runs down Shooter/)).toBe(-1);
    expect(w.holding[0]).toBe(0);
  });

  it('the run-down: the Shooter holding with two cards to come spends the hold, not a card', () => {
    const w = rideAtHolder(true, 2);
    expect(w.holding[0]).toBe(0);
    expect(w.void[0]).toBe(0);
  });

  it("the hold's red joker (QR-320) is the evade's: a 10, not the 8 the dice show, stampede and run-down alike", () => {
    const herd = herdAtHolder(true, 0, 1);
    expect(lineOf(herd.log!, /Skinner held on the red joker's card: it is his response's/)).toBeGreaterThan(-1);
    expect(lineOf(herd.log!, /Skinner tries to evade the stampede: the red joker makes it a 10/)).toBeGreaterThan(-1);
    expect(herd.holdJoker[1]).toBe(0);
    const ride = rideAtHolder(true, 0, 1);
    expect(lineOf(ride.log!, /Shooter tests to evade Rider's horse: the red joker makes it a 10/)).toBeGreaterThan(-1);
    expect(lineOf(ride.log!, /Caught them Out!/)).toBeGreaterThan(-1);
  });

  it('control: the run-down, not holding and no card to come: no test, run down', () => {
    const w = rideAtHolder(false, 0);
    expect(lineOf(w.log!, /Shooter has no card left to evade with/)).toBeGreaterThan(-1);
    expect(lineOf(w.log!, /runs down Shooter/)).toBeGreaterThan(-1);
  });
});

/**
 * Jed (Men, a Minor character, index 0) at (10,10) wants to walk 3 spaces east and rolls 1 (then
 * 7s); the Cat (index 1) stands at (30,10), behind a wall across the street at x 20 when `walled`
 * (out of his sight), else in plain sight.
 */
function dangerAhead(walled: boolean) {
  const setup = arena(
    [
      { name: 'Jed', qd: MINOR_GUN, side: 'Men', at: [10, 10] },
      { name: 'Cat', qd: '{ animal: large-cat }', side: 'Beasts', at: [30, 10], facing: 'W' },
    ],
    walled ? [[20, 0, 1, 20]] : [],
  );
  const { engine, world } = locatedWorld(setup, [1, ...PAD], [walksEastAgent, idleAgent]);
  engine.playCard(0);
  return world;
}

describe('3. "Caution – Danger Ahead!" with no enemy in sight falls back from the way ahead (QR-312)', () => {
  it('Jed, the Cat out of sight, falls back half a move west, away from where he was going', () => {
    const w = dangerAhead(true);
    expect(xOf(w, 0)).toBeLessThan(10);
    expect(lineOf(w.log!, /falls back half a move from the way ahead \(Caution – Danger Ahead!, no enemy in sight\)/)).toBeGreaterThan(-1);
    expect(lineOf(w.log!, /does not move \(no enemy in sight/)).toBe(-1);
  });

  it('control: the Cat in sight, he falls back half a move from it, as before', () => {
    const w = dangerAhead(false);
    expect(xOf(w, 0)).toBeLessThan(10);
    expect(lineOf(w.log!, /falls back half a move \(Caution – Danger Ahead!\)/)).toBeGreaterThan(-1);
  });
});

/** Moves 6 spaces west on his card (no shot on a break-off's 10). */
const movesWest: SkirmishAgent = (o, _s, out) => {
  out.moveTo = o.self === 0 ? o.cell[0]! - 6 : -1;
  out.rate = QD_RATE_FULL;
  out.action = ACT_NONE;
  out.breakShot = 0;
};

/**
 * E (a Supporting man, `skills`) fights K (a knife) beside him at (11,10) and plays his card moving
 * away; Boss (a Main Character of his side, of `personality`) stands 6 paces off at (10,4). Dice
 * `dice`, then 7s.
 */
function breakBesideBoss(personality: string, skills: string, dice: readonly number[]) {
  const setup = arena([
    { name: 'E', qd: `{ type: supporting, personality: ordinary, skills: [${skills}], weapons: [cartridge-revolver] }`, side: 'Men', at: [10, 10], drawn: true },
    { name: 'K', qd: '{ type: supporting, personality: ordinary, weapons: [knife] }', side: 'Beasts', at: [11, 10], facing: 'W' },
    { name: 'Boss', qd: `{ type: main, personality: ${personality}, weapons: [cartridge-revolver] }`, side: 'Men', at: [10, 4] },
  ]);
  const { engine, world } = locatedWorld(setup, [...dice, ...PAD], [movesWest, idleAgent, idleAgent]);
  world.toCome[0] = 1;
  world.engaged[0] = 1;
  world.engaged[1] = 0;
  engine.playCard(0);
  return world;
}

describe("4. the break-off test is a test for movement: a Natural Leader's dice (QR-313)", () => {
  it("E's break-off is rolled on Boss's 2D10, the best (3, 8): he breaks off", () => {
    const w = breakBesideBoss('natural-leader', '', [3, 8]);
    expect(lineOf(w.log!, /E wants to break off: rolls 8 \(best of 3, 8\) on Boss's dice \(Natural Leader\)/)).toBeGreaterThan(-1);
    expect(w.engaged[0]).toBe(-1);
    expect(xOf(w, 0)).toBeLessThan(10);
  });

  it('control: an Ordinary Boss, E rolls his own 1D10 (3: Panic)', () => {
    const w = breakBesideBoss('ordinary', '', [3, 8]);
    expect(lineOf(w.log!, /E wants to break off: rolls 3$/)).toBeGreaterThan(-1);
    expect(lineOf(w.log!, /E panics and retreats/)).toBeGreaterThan(-1);
  });

  it('pinned: a Fleet Footed E does not reroll a failed break-off (3, not rerolled)', () => {
    const w = breakBesideBoss('ordinary', 'fleet-footed', [3, 8]);
    expect(lineOf(w.log!, /E wants to break off: rolls 3$/)).toBeGreaterThan(-1);
    expect(lineOf(w.log!, /reroll/i)).toBe(-1);
    expect(lineOf(w.log!, /E panics and retreats/)).toBeGreaterThan(-1);
  });
});

/** Walks 2 spaces east (toward K) and shoots at K (index 1): a move and shoot. */
const walksAndShoots: SkirmishAgent = (o, _s, out) => {
  out.moveTo = o.self === 0 ? o.cell[0]! + 2 : -1;
  out.rate = QD_RATE_FULL;
  out.action = o.self === 0 ? ACT_FIRE : ACT_NONE;
  out.target = 1;
};

describe('5. pinned: no movement reroll on a move and shoot (QR-314)', () => {
  it.each([
    ['ordinary', 'fleet-footed'],
    ['rash', ''],
  ])('E (%s, skills [%s]) moving toward K rolls 3 on the move and shoot: not rerolled, he hesitates', (personality, skills) => {
    const setup = arena([
      { name: 'E', qd: `{ type: supporting, personality: ${personality}, skills: [${skills}], weapons: [cartridge-revolver] }`, side: 'Men', at: [10, 10], drawn: true },
      { name: 'K', qd: MINOR_GUN, side: 'Beasts', at: [18, 10], facing: 'W' },
    ]);
    const { engine, world } = locatedWorld(setup, [3, 8, ...PAD], [walksAndShoots, idleAgent]);
    engine.playCard(0);
    expect(lineOf(world.log!, /E wants to move and shoot: rolls 3$/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /reroll/i)).toBe(-1);
    expect(lineOf(world.log!, /Where's the target! E hesitates/)).toBeGreaterThan(-1);
    expect(xOf(world, 0)).toBe(10);
  });
});

/** Holds; asked to respond, attacks character 0. */
const holdsToAttack: SkirmishAgent = (o, _s, out) => {
  out.action = o.responding === 1 ? ACT_ATTACK : ACT_NONE;
  out.target = 0;
};

describe('6. pinned: no charge from a hold (QR-315)', () => {
  it.each([
    [13, false],
    [14, true],
  ])('K (a knife, holding) at (15,10); W walks 3 spaces east from (%i,10): K attacks from his hold only if W ends beside him', (x, contact) => {
    const setup = arena([
      { name: 'W', qd: MINOR_GUN, side: 'Men', at: [x - 3, 10] },
      { name: 'K', qd: '{ type: supporting, personality: ordinary, weapons: [knife] }', side: 'Beasts', at: [15, 10], facing: 'W' },
    ]);
    const { engine, world } = locatedWorld(setup, [7, 7, ...PAD], [walksEastAgent, holdsToAttack]);
    world.holding[1] = 1;
    engine.playCard(0);
    expect(xOf(world, 0)).toBe(x);
    expect(xOf(world, 1)).toBe(15);
    expect(yOf(world, 1)).toBe(10);
    expect(lineOf(world.log!, /K responds from his hold/) > -1).toBe(contact);
    expect(world.holding[1]).toBe(contact ? 0 : 1);
  });
});

describe('7. pinned: no POST ACTION roll for a man passed out from blunt hits alone (QR-317)', () => {
  it.each([
    [0, false],
    [1, true],
  ])('Jed out of the action, every card lost, %i of them to lethal hits: rolls at the end: %s', (lethal, rolls) => {
    const setup = arena([
      { name: 'Jed', qd: MINOR_GUN, side: 'Men', at: [10, 10] },
      { name: 'K', qd: MINOR_GUN, side: 'Beasts', at: [20, 10] },
    ]);
    const { world, stream } = forcedWorld(setup, [idleAgent, idleAgent], [1, 1, ...PAD]);
    world.log = [];
    world.lethal[0] = lethal;
    world.ko[0] = world.cardsMax[0]! - lethal;
    setStatus(world, 0, STATUS_UNCONSCIOUS);
    expect(lethalCasualty(world, 0)).toBe(rolls);
    const before = stream.draws;
    casualtyFate(world, 0);
    expect(stream.draws > before).toBe(rolls);
    // Forced 1, then 1: "He's Going!", "A Goner!" for the man who rolls.
    expect(world.status[0]).toBe(rolls ? STATUS_DEAD : STATUS_UNCONSCIOUS);
  });
});

/** A cougar (index 1) at (20,10), awake and hunting, and Jed (0) at (12,10) crouched behind a trough at (13,10): hidden from it. */
function catAndHiddenMan() {
  const text = `name: Trough
map:
  width: 40
  height: 20
  default: street
  terrain: []
  cover:
    - { kind: hard, name: trough, cells: [[13, 10]] }
sides:
  - { name: Men }
  - { name: Beasts }
characters:
  - name: Jed
    stats: { quickdraw: ${MINOR_GUN} }
    side: Men
    position: [12, 10]
    facing: E
    weapons: []
    agent: { doctrine: brawler }
  - name: Cat
    stats: { quickdraw: { animal: large-cat } }
    side: Beasts
    position: [20, 10]
    facing: W
    weapons: []
    agent: { doctrine: brawler }
maxTurns: 1
`;
  const setup = compileScenario(getSystem('quickdraw'), parseScenario(text, 'trough.yaml'), {}) as QdSetup;
  const { world } = forcedWorld(setup, [idleAgent, idleAgent], PAD);
  world.log = [];
  world.awake[1] = 1;
  world.mood[1] = MOOD_HUNT;
  return world;
}

describe('8. pinned: a beast finds a hidden man by sight alone (QR-318)', () => {
  it('the Cat, Jed hidden from it behind the trough and not located, goes for him with no locating test', () => {
    const w = catAndHiddenMan();
    expect(w.map.sight(w.cell[1]!)[w.cell[0]!]! & HIDING).not.toBe(0);
    expect(w.located[1 * w.n + 0]).toBe(0);
    beastMove(w, 1);
    expect(lineOf(w.log!, /Cat goes for Jed/)).toBeGreaterThan(-1);
    expect(lineOf(w.log!, /locate/)).toBe(-1);
    expect(xOf(w, 1)).toBeLessThan(20);
  });
});

describe('9. pinned: one personality, never both Ruthless and Cautious (QR-319)', () => {
  it('a Ruthless man with Cautious among his skills is refused when the scenario is compiled', () => {
    expect(() =>
      arena([
        { name: 'R', qd: '{ type: main, personality: ruthless, skills: [cautious], weapons: [cartridge-revolver] }', side: 'Men', at: [1, 1] },
        { name: 'S', qd: '{ animal: snake }', side: 'Beasts', at: [5, 5] },
      ]),
    ).toThrow(/skills\[0\]: expected one of/);
  });
});
