/**
 * The twenty-third audit, part e (23e), on forced dice: REEL 6's hits on mounts, riding (the
 * questions the last audit of them left). Each fix's assertions fail on the code before it; the
 * controls pass on both.
 *
 * 1. A horse that bolts carries its rider out of his fight for his opponent too (RULINGS.md
 *    QR-340): the opponent's next attack is a new one, not an untested follow up (mounts.ts `bolt`,
 *    effects.ts `endFightsWith`). Before, only the rider's side of the fight was cleared.
 * 4. A horse bolting on on its rider's card (a failed test to regain control; a senseless rider
 *    carried on) moves him on that card: the enemy's holders may respond to the move (RULINGS.md
 *    QR-343; acting.ts `playCard`, `carryPast`). Before, they were offered nothing.
 * 7. A rider at a fence: his own Athletic does not reroll the mounted jump (the horse's, as QR-142
 *    for Surefooted and Lumbering); an expert rider rerolls it (RULINGS.md QR-346; tasks.ts
 *    `crossObstacle`). Before, Athletic rerolled it and the expert rider did not.
 *
 * Pinned readings (no code changed; the controls of the rulings):
 * 2. A lassoed rider on a bolting horse stays in the saddle, his card goes to escaping, and the
 *    horse stands, held as he is (RULINGS.md QR-341).
 * 3. Lucky rerolls a failed test to keep control (a hit's), not the test to regain control nor
 *    the test to get free from under a dead horse (his own tests, QR-83; RULINGS.md QR-342).
 * 5. A rider thrown, or whose horse collapsed, keeps his moving quickly (or evading) until his
 *    next card: a shot at him reads DV +1 (+2) (RULINGS.md QR-344).
 * 6. A rider trapped under his dead horse spends each card on freeing himself: no shot while
 *    pinned; free on a 10, he plays the card (RULINGS.md QR-345).
 */
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { ACT_ATTACK, ACT_FIRE, ACT_NONE, loadScenario, placeAt, type Scenario, type SkirmishAgent } from '@deadeye/core';
import { compileScenario, getSystem } from '@deadeye/registry';
import type { QdSetup } from '../src/index.ts';
import { QdEngine } from '../src/index.ts';
import { BY_WEAPON, ENT_ENTANGLED, ENT_PARTIALLY } from '../src/skirmish/entangle.ts';
import { collapse, controlTest, freeFromMount, regainControl } from '../src/skirmish/mounts.ts';
import { BY_SHOOTING, targetDv } from '../src/skirmish/effects.ts';
import { moveToward } from '../src/skirmish/movement.ts';
import { TRAIT, TRAIT2 } from '../src/skirmish/setup.ts';
import { chargerAgent, cellOf, firesAtAgent, idleAgent, lineOf, seenWorld, withChar, xOf } from './qd-helpers.ts';

const FIXTURE = fileURLToPath(new URL('./fixtures/mount-duel.yaml', import.meta.url));
const SHOOTER = 0;
const RIDER = 1;
const PAD = Array<number>(60).fill(7);

/** The mount yard fixture (Shooter on foot at (5,5), Rider mounted at (10,5) facing west, Walker). */
function yard(): QdSetup {
  const s: Scenario = loadScenario(FIXTURE);
  return compileScenario(getSystem('quickdraw'), s, {}) as QdSetup;
}

describe('1. a bolting horse carries its rider out of the fight for both (QR-340)', () => {
  /**
   * Shooter (on foot, at (9,5)) and the Rider (at (10,5), facing east, his horse bolting) fighting
   * each other; the Rider's card: regaining control 3 (fails), random movement 8 (straight ahead,
   * east): a full move away. Then the Shooter's card, his agent attacking the Rider. `shooterX`:
   * the Shooter's column (11: straight ahead of the horse, which then has nowhere to go).
   */
  function bolted(shooterX = 9) {
    const agents = [chargerAgent(ACT_ATTACK, RIDER), idleAgent, idleAgent];
    const m = seenWorld(yard(), [3, 8, ...PAD], agents);
    const w = m.world;
    w.located.fill(1);
    placeAt(w, SHOOTER, cellOf(w, shooterX, 5));
    w.facing[RIDER] = 2;
    w.bolting[RIDER] = 1;
    w.engaged[SHOOTER] = RIDER;
    w.engaged[RIDER] = SHOOTER;
    (m.engine as QdEngine).playCard(RIDER);
    return m;
  }

  it('the horse bolts him out of contact: neither is fighting the other', () => {
    const { world: w } = bolted();
    expect(lineOf(w.log!, /Rider is carried off by his bolting horse/)).toBeGreaterThan(-1);
    expect(xOf(w, RIDER)).toBeGreaterThan(11);
    expect(w.engaged[RIDER]).toBe(-1);
    expect(w.engaged[SHOOTER]).toBe(-1);
  });

  it('the Shooter\'s next attack on him is a new one (its Wanting to Attack test), not a follow up', () => {
    const m = bolted();
    const w = m.world;
    const from = w.log!.length;
    (m.engine as QdEngine).playCard(SHOOTER);
    const after = w.log!.slice(from);
    expect(lineOf(after, /follows up/)).toBe(-1);
    expect(lineOf(after, /Shooter wants to attack/)).toBeGreaterThan(-1);
  });

  it('control: a horse that cannot move (hemmed in) leaves the fight as it was', () => {
    // The Shooter straight ahead of him (east): the bolting horse has nowhere to go on that line.
    const { world: w } = bolted(11);
    expect(lineOf(w.log!, /Rider tries to regain control of his horse: rolls 3/)).toBeGreaterThan(-1);
    expect(xOf(w, RIDER)).toBe(10);
    expect(w.engaged[SHOOTER]).toBe(RIDER);
  });
});

/** Holds, and answers any opportunity with a shot at character `target`. */
const responder =
  (target: number): SkirmishAgent =>
  (o, _s, out) => {
    out.action = o.responding === 1 ? ACT_FIRE : ACT_NONE;
    out.target = target;
  };

describe('4. holders may respond to a bolting horse\'s move on its rider\'s card (QR-343)', () => {
  /**
   * The Shooter at (5,5) holding, his revolver drawn; the Rider at (10,5), facing west, his horse
   * bolting (knocked out if `kod`); on the Rider's card `dice` (then 7s).
   */
  function held(dice: readonly number[], kod = false) {
    const m = seenWorld(yard(), [...dice, ...PAD], [responder(RIDER), idleAgent, idleAgent]);
    const w = m.world;
    w.located.fill(1);
    w.holding[SHOOTER] = 1;
    w.drawn[SHOOTER] = 1;
    w.inHand[SHOOTER] = 0;
    w.facing[RIDER] = 6;
    w.bolting[RIDER] = 1;
    if (kod) {
      w.kod[RIDER] = 1;
      w.ko[RIDER] = 1;
    }
    (m.engine as QdEngine).playCard(RIDER);
    return w;
  }

  it('regaining control fails (3), the horse bolts on (random movement 1, reverse: east): the Shooter responds from his hold', () => {
    const w = held([3, 1]);
    const log = w.log!;
    const bolt = lineOf(log, /Rider is carried off by his bolting horse/);
    expect(bolt).toBeGreaterThan(-1);
    expect(xOf(w, RIDER)).toBeGreaterThan(10);
    expect(lineOf(log, /Shooter responds from his hold/)).toBeGreaterThan(bolt);
    expect(w.holding[SHOOTER]).toBe(0);
  });

  it('a senseless rider carried on (come round 3; random movement 1): the Shooter responds too', () => {
    const w = held([3, 1], true);
    const log = w.log!;
    expect(lineOf(log, /Rider tries to come round: rolls 3/)).toBeGreaterThan(-1);
    expect(lineOf(log, /Shooter responds from his hold/)).toBeGreaterThan(lineOf(log, /carried off by his bolting horse/));
  });

  it('control: he regains control (7) and does nothing: no move, no response', () => {
    const w = held([7]);
    expect(lineOf(w.log!, /Rider regains control of his horse/)).toBeGreaterThan(-1);
    expect(lineOf(w.log!, /responds from his hold/)).toBe(-1);
    expect(w.holding[SHOOTER]).toBe(1);
  });
});

describe('7. a rider at a fence: the expert rider\'s reroll, not his own Athletic (QR-346)', () => {
  /** The mount yard with a rail fence across the street at x 13 (rows 2-8); the Rider (traits changed by `change`) rides east at it: task roll `first`, then `second` (then 7s). */
  function atFence(change: Parameters<typeof withChar>[2], first: number, second: number) {
    const s: Scenario = loadScenario(FIXTURE);
    const fenced: Scenario = { ...s, map: { ...s.map, cover: [...(s.map.cover ?? []), { kind: 'soft', name: 'rail fence', rect: [13, 2, 1, 7] }] } } as Scenario;
    const setup = withChar(compileScenario(getSystem('quickdraw'), fenced, {}) as QdSetup, RIDER, change);
    const m = seenWorld(setup, [first, second, ...PAD]);
    const w = m.world;
    w.located.fill(1);
    moveToward(w, RIDER, cellOf(w, 16, 5), 16, 'rides');
    return w;
  }

  it('an Athletic rider fails the task (3): his Athletic does not reroll it; he stops before the fence', () => {
    const w = atFence({ traits: TRAIT.athletic }, 3, 7);
    const log = w.log!;
    expect(lineOf(log, /Rider tries to cross a linear obstacle: rolls 3/)).toBeGreaterThan(-1);
    expect(lineOf(log, /Rider rerolls/)).toBe(-1);
    expect(xOf(w, RIDER)).toBeLessThan(13);
  });

  it('an expert rider fails the task (3) and rerolls (7): he is over', () => {
    const w = atFence({ traits2: TRAIT2.expertRider }, 3, 7);
    expect(lineOf(w.log!, /Rider rerolls \(trait\): 7/)).toBeGreaterThan(-1);
    expect(xOf(w, RIDER)).toBeGreaterThan(13);
  });

  it('control: on foot, Athletic rerolls (the Rider dismounted)', () => {
    const s: Scenario = loadScenario(FIXTURE);
    const fenced: Scenario = { ...s, map: { ...s.map, cover: [...(s.map.cover ?? []), { kind: 'soft', name: 'rail fence', rect: [13, 2, 1, 7] }] } } as Scenario;
    const setup = withChar(compileScenario(getSystem('quickdraw'), fenced, {}) as QdSetup, RIDER, { traits: TRAIT.athletic });
    const m = seenWorld(setup, [3, 7, ...PAD]);
    const w = m.world;
    w.mounted[RIDER] = 0;
    moveToward(w, RIDER, cellOf(w, 16, 5), 16, 'walks');
    expect(lineOf(w.log!, /Rider rerolls \(trait\): 7/)).toBeGreaterThan(-1);
    expect(xOf(w, RIDER)).toBeGreaterThan(13);
  });
});

describe('2. a lassoed rider on a bolting horse (QR-341, pinned)', () => {
  /** The Rider at (10,5) facing east, his horse bolting, caught by a lasso at `level`; his card on `dice`. */
  function lassoed(level: number, dice: readonly number[]) {
    const m = seenWorld(yard(), [...dice, ...PAD]);
    const w = m.world;
    w.located.fill(1);
    w.facing[RIDER] = 2;
    w.bolting[RIDER] = 1;
    w.entangled[RIDER] = level;
    w.entangledHow[RIDER] = BY_WEAPON;
    (m.engine as QdEngine).playCard(RIDER);
    return w;
  }

  it('his escape fails (3): the card is spent, he is still mounted, the horse still bolting where it stood', () => {
    const w = lassoed(ENT_PARTIALLY, [3, 8]);
    expect(lineOf(w.log!, /Rider tries to escape: rolls 3/)).toBeGreaterThan(-1);
    expect(lineOf(w.log!, /carried off by his bolting horse/)).toBe(-1);
    expect(w.mounted[RIDER]).toBe(1);
    expect(w.bolting[RIDER]).toBe(1);
    expect(xOf(w, RIDER)).toBe(10);
  });

  it('a control test failed while he is entangled: the horse is out of control but does not move him', () => {
    const m = seenWorld(yard(), [3, 8, ...PAD]);
    const w = m.world;
    w.facing[RIDER] = 2;
    w.entangled[RIDER] = ENT_ENTANGLED;
    w.entangledHow[RIDER] = BY_WEAPON;
    controlTest(w, RIDER, SHOOTER);
    expect(w.bolting[RIDER]).toBe(1);
    expect(w.mounted[RIDER]).toBe(1);
    expect(xOf(w, RIDER)).toBe(10);
  });

  it('free on a 10: his card goes on to the test to regain control (7)', () => {
    const w = lassoed(ENT_PARTIALLY, [10, 7]);
    expect(w.entangled[RIDER]).toBe(0);
    expect(lineOf(w.log!, /Rider tries to regain control of his horse: rolls 7/)).toBeGreaterThan(-1);
    expect(w.bolting[RIDER]).toBe(0);
  });
});

describe('3. Lucky and the rider\'s tests (QR-342, pinned)', () => {
  function lucky(dice: readonly number[]) {
    const m = seenWorld(yard(), [...dice, ...PAD]);
    m.world.luckLeft[RIDER] = 4;
    m.world.facing[RIDER] = 2;
    return m.world;
  }

  it('the test to keep control (3) is rerolled (7): he keeps control', () => {
    const w = lucky([3, 7]);
    controlTest(w, RIDER, SHOOTER);
    expect(lineOf(w.log!, /Rider is Lucky and rerolls: 7/)).toBeGreaterThan(-1);
    expect(w.bolting[RIDER]).toBe(0);
    expect(w.luckLeft[RIDER]).toBe(3);
  });

  it('the test to regain control (3) is not: the horse bolts on', () => {
    const w = lucky([3, 8]);
    w.bolting[RIDER] = 1;
    expect(regainControl(w, RIDER)).toBe(false);
    expect(lineOf(w.log!, /is Lucky/)).toBe(-1);
    expect(w.luckLeft[RIDER]).toBe(4);
  });

  it('the test to get free from under the dead horse (3) is not', () => {
    const w = lucky([3]);
    w.mounted[RIDER] = 0;
    w.trapped[RIDER] = 1;
    expect(freeFromMount(w, RIDER)).toBe(false);
    expect(lineOf(w.log!, /is Lucky/)).toBe(-1);
    expect(w.trapped[RIDER]).toBe(1);
  });
});

describe('5. a rider thrown or fallen keeps his moving quickly until his next card (QR-344, pinned)', () => {
  it('thrown (control test 1) from a horse moving quickly: on foot, still moving quickly, DV +1 to a shot', () => {
    const { world: w } = seenWorld(yard(), [1, 9, 7, ...PAD]);
    w.movingQuickly[RIDER] = 1;
    const before = targetDv(w, RIDER, SHOOTER, BY_SHOOTING, 0);
    controlTest(w, RIDER, SHOOTER);
    expect(lineOf(w.log!, /Rider is thrown/)).toBeGreaterThan(-1);
    expect(w.mounted[RIDER]).toBe(0);
    expect(w.movingQuickly[RIDER]).toBe(1);
    expect(targetDv(w, RIDER, SHOOTER, BY_SHOOTING, 0)).toBe(before);
    w.movingQuickly[RIDER] = 0;
    expect(targetDv(w, RIDER, SHOOTER, BY_SHOOTING, 0)).toBe(before - 1);
  });

  it('his horse collapses under him while evading, and he is trapped (fall 1, 3 hits of his 5 cards): still evading', () => {
    const { world: w } = seenWorld(withChar(yard(), RIDER, { cards: 5 }), [1, ...PAD]);
    w.evading[RIDER] = 1;
    collapse(w, RIDER, SHOOTER);
    expect(w.trapped[RIDER]).toBe(1);
    expect(w.evading[RIDER]).toBe(1);
  });
});

describe('6. a rider trapped under his dead horse does not shoot while pinned (QR-345, pinned)', () => {
  function pinned(dice: readonly number[]) {
    const m = seenWorld(yard(), [...dice, ...PAD], [idleAgent, firesAtAgent(SHOOTER), idleAgent]);
    const w = m.world;
    w.located.fill(1);
    w.mounted[RIDER] = 0;
    w.trapped[RIDER] = 1;
    w.drawn[RIDER] = 1;
    w.inHand[RIDER] = 0;
    (m.engine as QdEngine).playCard(RIDER);
    return w;
  }

  it('fails to get free (3): the card is spent, no shot', () => {
    const w = pinned([3]);
    expect(lineOf(w.log!, /Rider tries to free himself from under his dead horse: rolls 3/)).toBeGreaterThan(-1);
    expect(w.trapped[RIDER]).toBe(1);
    expect(lineOf(w.log!, /Rider (fires|wants to shoot)/)).toBe(-1);
  });

  it('gets free (7): the card is spent on it, no shot', () => {
    const w = pinned([7]);
    expect(w.trapped[RIDER]).toBe(0);
    expect(lineOf(w.log!, /Rider (fires|wants to shoot)/)).toBe(-1);
  });

  it('control: free on a 10, he plays the card: his shot', () => {
    const w = pinned([10]);
    expect(w.trapped[RIDER]).toBe(0);
    expect(lineOf(w.log!, /Rider (fires|wants to shoot)/)).toBeGreaterThan(-1);
  });
});
