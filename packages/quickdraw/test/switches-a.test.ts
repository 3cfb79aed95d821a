/**
 * Quick on the Draw's variant switches of the rulings QR-31, QR-33, QR-37, QR-40 and QR-49
 * (packages/quickdraw/RULINGS.md; src/variant.ts), on forced dice: each with the switch off (the
 * ruling as played) and on (the group's alternative), each assertion about a switch failing if the
 * switch did nothing.
 *
 * - `+rider-dice` (QR-31; mounts.ts `hitMount`): a hit on a mount is read with its rider's action
 *   dice (a Hero's 2D10, the best), not 1D10. Source: REEL 6, HITS ON MOUNTS, "For each hit roll
 *   on the shooting or combat outcome charts as normal"; REEL 6, "the player controlling that
 *   character rolls their Action Dice for each potential injury".
 * - `+aim-at-horse` (QR-33; mounts.ts `strikesMount`): a man shooting at or attacking a rider states
 *   the horse: the 1D10 for each hit puts 5+ on the horse and 1-4 on the rider; one who may choose
 *   (a Marksman, an aimed shot, a man on foot striking a stationary rider) chooses the horse; a
 *   beast's attack still states the rider. Source: REEL 4, SHOOTING AT A RIDER OR AT VEHICLES, "the
 *   player must state whether they are shooting at the rider or the mount/vehicle. They then roll
 *   1D10 for each hit and if they score 5+ they hit their stated target on a 1-4 they hit the other
 *   target"; REEL 5, FIGHTING OPPONENTS ON MOUNTS OR MOVING VEHICLES (the same for blows).
 * - `+riding-blows-only` (QR-37; shooting.ts `fire`, fighting.ts `strike`): "Hit by a character
 *   riding a mount" (DV -1) is applied to a rider's blows, not to his shots. Source: REEL 6,
 *   ADJUSTMENTS FOR SHOOTING AND FIGHTING TO DV; REEL 5, FIGHTING FROM A MOUNT OR MOVING VEHICLE,
 *   "The chance of hitting is usually increased when fighting an individual on foot".
 * - `+moving-rider-hasty` (QR-37; shooting.ts `shotType`): a rider whose mount moved on his card
 *   (one move or less) shoots hasty, as a man on foot who moved; unmoved he still shoots
 *   deliberate. Source: REEL 4, TYPES OF SHOOTING, "Hasty Shots – these are any shots made whilst
 *   moving"; Wanting to Shoot, 5-9, "If moved any shots are rated as Hasty" (against SHOOTING FROM A
 *   MOUNT OR VEHICLE, "aimed, deliberate, and hasty shots from mounts ... moving slowly or
 *   quickly", the ruling as played).
 * - `+vdv-moving-quickly` (QR-40; vehicles.ts `shotVdv`, `blowVdv`): a vehicle that made a full move
 *   on its last drive (moving quickly, not very fast) has its VDV lowered by 1, against shots and
 *   blows; moving very fast stays +1. Source: REEL 6, HITS ON VEHICLES, ADJUSTMENTS, "Decrease the
 *   target's VDV by 1 ... In collision with a larger object or vehicle or whilst moving quickly or";
 *   "Increase the target's VDV by 1 ... Vehicle is moving very fast".
 * - `+printed-reaction-dice` (QR-49; beasts.ts `reactionTest`): a wounded beast's reaction test
 *   rolls the attack dice printed for its kind, not those it has left. Source: REEL 7: BEASTS,
 *   "When a beast has to test reaction due to being shot at or hit, roll the number of attack dice
 *   shown for the animal and take the highest".
 */
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { BLOW_STANDARD, loadScenario, PHASE_MOVE, placeAt, QD_RATE_FULL, SHOT_DELIBERATE, type SkirmishAgent } from '@deadeye/core';
import { compileScenario, getSystem } from '@deadeye/registry';
import { parseQdVariant, type QdSetup } from '../src/index.ts';
import { reactionTest } from '../src/skirmish/beasts.ts';
import { strike } from '../src/skirmish/fighting.ts';
import { hitMount, strikesMount } from '../src/skirmish/mounts.ts';
import { fire } from '../src/skirmish/shooting.ts';
import { blowVdv, shotVdv } from '../src/skirmish/vehicles.ts';
import { IMPACT_NORMAL, READ_BEST, TRAIT } from '../src/skirmish/setup.ts';
import { Q_CONTROL_TESTS, Q_MOUNT_HITS } from '../src/skirmish/counts.ts';
import { MOOD_BACK, MOOD_HUNT, type QdWorld } from '../src/skirmish/world.ts';
import { arena, MINOR_GUN } from './beast-helpers.ts';
import { cellOf, forcedWorld, idleAgent, lineOf, qCount, seenWorld, withChar } from './qd-helpers.ts';

/** The mounts fixture: Shooter (0) on foot at (5,5), Rider (1) mounted at (10,5), Walker (2) on foot by his horse. */
const MOUNT_DUEL = fileURLToPath(new URL('./fixtures/mount-duel.yaml', import.meta.url));
const SHOOTER = 0;
const RIDER = 1;
/** Sevens after the forced dice: a 7 neither fails nor is special. */
const PAD = Array.from({ length: 40 }, () => 7);

/** The mounts fixture compiled for Quick on the Draw under the variant `words`. */
function mountYard(words: string): QdSetup {
  return { ...(compileScenario(getSystem('quickdraw'), loadScenario(MOUNT_DUEL), {}) as QdSetup), variant: parseQdVariant(words) };
}

/** `setup` under the variant `words` (e.g. `text+printed-reaction-dice`). */
function under(setup: QdSetup, words: string): QdSetup {
  return { ...setup, variant: parseQdVariant(words) };
}

describe('+rider-dice: the roll for a hit on a mount (REEL 6, HITS ON MOUNTS; RULINGS.md QR-31)', () => {
  /** The yard under `words`, its Rider rolling a Hero's action dice (2D10, the best), on `values` then sevens. */
  function heroRider(words: string, values: readonly number[]) {
    return seenWorld(withChar(mountYard(words), RIDER, { dice: 2, diceRead: READ_BEST }), [...values, ...PAD]);
  }

  it('off: 1D10 (5 at DV 0: 1 hit on the horse, then the control test); on: his 2D10, the best (5, 9: 9, spooked)', () => {
    const off = heroRider('text', [5, 9]);
    hitMount(off.world, RIDER, SHOOTER, 0);
    expect(lineOf(off.world.log!, /Rider's horse: 1D10 5 for the effect at DV 0: 1-hit/)).toBeGreaterThan(-1);
    expect(off.world.mountHits[RIDER]).toBe(1);
    const on = heroRider('text+rider-dice', [5, 9]);
    hitMount(on.world, RIDER, SHOOTER, 0);
    expect(lineOf(on.world.log!, /Rider's horse: Rider rolls 9 \(best of 5, 9\) for the effect at DV 0: courage-test/)).toBeGreaterThan(-1);
    expect(on.world.mountHits[RIDER]).toBe(0);
    expect(lineOf(on.world.log!, /Rider's horse is spooked/)).toBeGreaterThan(-1);
    // Either way one hit on the mount and one control test.
    for (const w of [off.world, on.world]) {
      expect(qCount(w, Q_MOUNT_HITS)).toBe(1);
      expect(qCount(w, Q_CONTROL_TESTS)).toBe(1);
    }
  });

  it('on: a Lucky rider does not reroll the roll for his horse (2, 3 at DV 0: 2 hits, it collapses)', () => {
    const on = heroRider('text+rider-dice', [2, 3]);
    on.world.luckLeft[RIDER] = 4;
    hitMount(on.world, RIDER, SHOOTER, 0);
    expect(lineOf(on.world.log!, /Rider's horse: Rider rolls 3 \(best of 2, 3\) for the effect at DV 0: 2-hits/)).toBeGreaterThan(-1);
    expect(lineOf(on.world.log!, /Lucky/)).toBe(-1);
    expect(on.world.luckLeft[RIDER]).toBe(4);
    expect(on.world.mountHits[RIDER]).toBe(2);
    expect(on.world.mounted[RIDER]).toBe(0);
  });
});

describe('+aim-at-horse: the stated target of a shot or blow at a rider (REEL 4; REEL 5; REEL 6; RULINGS.md QR-33)', () => {
  /** Shooter's deliberate shot at the Rider: hit 7, then `split` for rider or mount, then the effect 10 (a graze) and sevens. */
  function shot(words: string, split: number, setup: QdSetup = mountYard(words)) {
    const r = seenWorld(setup, [7, split, 10, ...PAD]);
    fire(r.world, SHOOTER, RIDER, SHOT_DELIBERATE, 0, false);
    return r;
  }

  it('off: 1D10 5+ the rider, 1-4 the horse; on: 5+ the horse, 1-4 the rider', () => {
    expect(qCount(shot('text', 7).world, Q_MOUNT_HITS)).toBe(0);
    expect(qCount(shot('text', 3).world, Q_MOUNT_HITS)).toBe(1);
    const on7 = shot('text+aim-at-horse', 7);
    expect(qCount(on7.world, Q_MOUNT_HITS)).toBe(1);
    expect(lineOf(on7.world.log!, /rider or mount: 1D10 7: the hit strikes Rider's horse/)).toBeGreaterThan(-1);
    expect(lineOf(on7.world.log!, /Rider's horse: 1D10 10 for the effect at DV 0: graze/)).toBeGreaterThan(-1);
    const on3 = shot('text+aim-at-horse', 3);
    expect(qCount(on3.world, Q_MOUNT_HITS)).toBe(0);
    expect(lineOf(on3.world.log!, /rider or mount: 1D10 3: the hit strikes the rider/)).toBeGreaterThan(-1);
  });

  it('a Marksman chooses: off the rider, on the horse, with no die for it', () => {
    const off = seenWorld(withChar(mountYard('text'), SHOOTER, { traits: TRAIT.marksman }), [7, 10, ...PAD]);
    fire(off.world, SHOOTER, RIDER, SHOT_DELIBERATE, 0, false);
    expect(qCount(off.world, Q_MOUNT_HITS)).toBe(0);
    expect(lineOf(off.world.log!, /Shooter puts the hit on the rider \(his choice\)/)).toBeGreaterThan(-1);
    const on = seenWorld(withChar(mountYard('text+aim-at-horse'), SHOOTER, { traits: TRAIT.marksman }), [7, 10, ...PAD]);
    fire(on.world, SHOOTER, RIDER, SHOT_DELIBERATE, 0, false);
    expect(qCount(on.world, Q_MOUNT_HITS)).toBe(1);
    expect(lineOf(on.world.log!, /Shooter puts the hit on Rider's horse \(his choice\)/)).toBeGreaterThan(-1);
    expect(lineOf(on.world.log!, /rider or mount/)).toBe(-1);
  });

  it('a blow on foot at a stationary rider (he chooses): off the rider, on the horse', () => {
    const blow = (words: string) => {
      const r = seenWorld(mountYard(words), [7, 10, ...PAD]);
      placeAt(r.world, SHOOTER, cellOf(r.world, 9, 5));
      strike(r.world, SHOOTER, RIDER, BLOW_STANDARD, 0, 0, 0, false);
      return r.world;
    };
    expect(qCount(blow('text'), Q_MOUNT_HITS)).toBe(0);
    expect(qCount(blow('text+aim-at-horse'), Q_MOUNT_HITS)).toBe(1);
  });

  it("a beast's attack still states the rider: 7 strikes the rider, 3 the horse, either way", () => {
    for (const words of ['text', 'text+aim-at-horse']) {
      for (const [split, horse] of [
        [7, false],
        [3, true],
      ] as const) {
        const { world: w } = seenWorld(mountYard(words), [split]);
        w.animal[SHOOTER] = 1;
        expect(strikesMount(w, SHOOTER, RIDER, false)).toBe(horse);
      }
    }
  });
});

/** The DV at which `who` rolled his 9 for the effect, read from the log. */
function effectDv(log: readonly string[], who: string): number {
  const m = log.map((l) => new RegExp(`${who} rolls 9 for the effect at DV (-?\\d+)`).exec(l)).find((r) => r !== null);
  return Number(m![1]);
}

describe('+riding-blows-only: "Hit by a character riding a mount" (REEL 6 DV; REEL 5; RULINGS.md QR-37)', () => {
  /** The DV of the Rider's deliberate shot at Shooter (hit 7, the effect 9, courage 7), the Rider mounted or on foot. */
  function shotDv(words: string, mounted: number): number {
    const { world: w } = seenWorld(mountYard(words), [7, 9, ...PAD]);
    w.mounted[RIDER] = mounted;
    fire(w, RIDER, SHOOTER, SHOT_DELIBERATE, 0, false);
    return effectDv(w.log!, 'Shooter');
  }
  /** The DV of the Rider's standing blow at Shooter beside him (his mount did not move), mounted or on foot. */
  function blowDv(words: string, mounted: number): number {
    const { world: w } = seenWorld(mountYard(words), [7, 9, ...PAD]);
    w.mounted[RIDER] = mounted;
    placeAt(w, SHOOTER, cellOf(w, 9, 5));
    w.cardStart[RIDER] = w.cell[RIDER]!;
    strike(w, RIDER, SHOOTER, BLOW_STANDARD, 0, 0, 0, false);
    return effectDv(w.log!, 'Shooter');
  }

  it("off: a rider's shot lowers the target's DV by 1; on: it does not", () => {
    expect(shotDv('text', 1)).toBe(shotDv('text', 0) - 1);
    expect(shotDv('text+riding-blows-only', 1)).toBe(shotDv('text+riding-blows-only', 0));
    expect(shotDv('text+riding-blows-only', 1)).toBe(shotDv('text', 1) + 1);
  });

  it("a rider's blow lowers it by 1 either way", () => {
    for (const words of ['text', 'text+riding-blows-only']) expect(blowDv(words, 1)).toBe(blowDv(words, 0) - 1);
  });
});

describe("+moving-rider-hasty: a moving rider's shots (REEL 4, TYPES OF SHOOTING; RULINGS.md QR-37)", () => {
  /** The type of the Rider's shot at Shooter (asked deliberate) after `set`, from the log. */
  function typeOf(words: string, set: (w: QdWorld) => void): string {
    const { world: w } = seenWorld(mountYard(words), [2, 2, ...PAD]);
    set(w);
    fire(w, RIDER, SHOOTER, SHOT_DELIBERATE, 0, false);
    return /\((\w+) shot/.exec(w.log!.find((l) => / fires /.test(l))!)![1]!;
  }
  const movedOne = (w: QdWorld): void => {
    w.movedThisCard[RIDER] = 1;
  };

  it('off: after his mount moved one move or less he shoots deliberate; on: hasty', () => {
    expect(typeOf('text', movedOne)).toBe('deliberate');
    expect(typeOf('text+moving-rider-hasty', movedOne)).toBe('hasty');
  });

  it('an aimed shot from a mount that moved: off aimed, on hasty', () => {
    const aiming = (w: QdWorld): void => {
      movedOne(w);
      w.aimingAt[RIDER] = SHOOTER;
    };
    expect(typeOf('text', aiming)).toBe('aimed');
    expect(typeOf('text+moving-rider-hasty', aiming)).toBe('hasty');
  });

  it('his mount did not move on his card: deliberate either way; more than one move: hasty either way', () => {
    for (const words of ['text', 'text+moving-rider-hasty']) {
      expect(typeOf(words, () => {})).toBe('deliberate');
      expect(
        typeOf(words, (w) => {
          movedOne(w);
          w.galloped[RIDER] = 1;
        }),
      ).toBe('hasty');
    }
  });
});

describe('+vdv-moving-quickly: a vehicle moving quickly (REEL 6, HITS ON VEHICLES, ADJUSTMENTS; RULINGS.md QR-40)', () => {
  /** The vehicle yard: Shooter (0) on foot, Driver (1) driving the light wagon (vehicle 0, VDV 1) with a Passenger (2). */
  const YARD = fileURLToPath(new URL('./fixtures/vehicle-yard.yaml', import.meta.url));
  const DRIVER = 1;
  const WAGON = 0;
  /** An agent that drives a full move east at PHASE_MOVE. */
  const east: SkirmishAgent = (o, _s, out) => {
    if (o.phase !== PHASE_MOVE) return;
    out.moveTo = 5 * o.map.width + 35;
    out.rate = QD_RATE_FULL;
  };
  /** The yard under `words` after the Driver's card: a move test of 7 and a full move of the wagon. */
  function driven(words: string) {
    const setup = { ...(compileScenario(getSystem('quickdraw'), loadScenario(YARD), {}) as QdSetup), variant: parseQdVariant(words) };
    const r = seenWorld(setup, [7, ...PAD], [idleAgent, east, idleAgent]);
    r.engine.playCard(DRIVER);
    return { ...r, setup };
  }
  /** The VDV against Shooter's deliberate revolver shot and his blow with it, on `w`. */
  function vdvs(setup: QdSetup, w: QdWorld): [number, number] {
    const revolver = setup.characters[SHOOTER]!.weapons[0]!;
    return [shotVdv(w, WAGON, SHOOTER, SHOT_DELIBERATE, revolver, IMPACT_NORMAL, false), blowVdv(w, WAGON, SHOOTER, revolver, false, false)];
  }

  it('after a full move (moving quickly): off the light wagon is at VDV 2 against a revolver shot and a blow; on, 1', () => {
    const off = driven('text');
    expect(off.world.vQuick[WAGON]).toBe(1);
    expect(off.world.vFaster[WAGON]).toBe(0);
    expect(vdvs(off.setup, off.world)).toEqual([2, 2]);
    const on = driven('text+vdv-moving-quickly');
    expect(on.world.vQuick[WAGON]).toBe(1);
    expect(vdvs(on.setup, on.world)).toEqual([1, 1]);
  });

  it('moving very fast is +1 either way (the -1 is for moving quickly, not more); standing, no change', () => {
    for (const words of ['text', 'text+vdv-moving-quickly']) {
      const { world: w, setup } = driven(words);
      w.vFaster[WAGON] = 1;
      expect(vdvs(setup, w)).toEqual([3, 3]);
      w.vFaster[WAGON] = 0;
      w.vQuick[WAGON] = 0;
      expect(vdvs(setup, w)).toEqual([2, 2]);
    }
  });
});

describe("+printed-reaction-dice: the beast's reaction test (REEL 7: BEASTS; RULINGS.md QR-49)", () => {
  /** Jed (a minor character with a revolver) at (10,10), an activated cougar (2 attack dice printed) at (14,10). */
  function cougar(words: string, values: readonly number[]) {
    const setup = arena([
      { name: 'Jed', qd: MINOR_GUN, side: 'Men', at: [10, 10] },
      { name: 'Cat', qd: '{ animal: large-cat }', side: 'Beasts', at: [14, 10], facing: 'W' },
    ]);
    const r = forcedWorld(under(setup, words), [idleAgent, idleAgent], [...values, ...Array.from({ length: 20 }, () => 7)]);
    r.world.awake[1] = 1;
    r.world.log = [];
    return r;
  }

  it('the cougar prints 2 attack dice', () => {
    const { world } = cougar('text', []);
    expect(world.setup.characters[1]!.beast!.attackDice).toBe(2);
  });

  it('off: a cougar with one hit rolls its one die left (3: it backs off); on: the 2 printed (3, 8: it attacks)', () => {
    const off = cougar('text', [3, 8]);
    off.world.beastHits[1] = 1;
    reactionTest(off.world, 1, 0, 0);
    expect(lineOf(off.world.log!, /Cat tests its reaction: 1D10 3$/)).toBeGreaterThan(-1);
    expect(off.world.mood[1]).toBe(MOOD_BACK);
    const on = cougar('text+printed-reaction-dice', [3, 8]);
    on.world.beastHits[1] = 1;
    reactionTest(on.world, 1, 0, 0);
    expect(lineOf(on.world.log!, /Cat tests its reaction: 2D10 8 \(best of 3, 8\)/)).toBeGreaterThan(-1);
    expect(on.world.mood[1]).toBe(MOOD_HUNT);
    expect(on.world.prey[1]).toBe(0);
  });

  it('off: with no attack dice left it still rolls one; on: the 2 printed', () => {
    const off = cougar('text', [2, 9]);
    off.world.beastHits[1] = 2;
    reactionTest(off.world, 1, 0, 0);
    expect(lineOf(off.world.log!, /Cat tests its reaction: 1D10 2$/)).toBeGreaterThan(-1);
    const on = cougar('text+printed-reaction-dice', [2, 9]);
    on.world.beastHits[1] = 2;
    reactionTest(on.world, 1, 0, 0);
    expect(lineOf(on.world.log!, /Cat tests its reaction: 2D10 9 \(best of 2, 9\)/)).toBeGreaterThan(-1);
  });

  it('unhurt, the switch changes nothing: 2 dice either way', () => {
    for (const words of ['text', 'text+printed-reaction-dice']) {
      const { world, stream } = cougar(words, [4, 6]);
      reactionTest(world, 1, 0, 0);
      expect(stream.draws).toBe(2);
      expect(world.mood[1]).toBe(MOOD_HUNT);
    }
  });
});
