/** Hits on mounts and riders (REEL 6, HITS ON MOUNTS; REEL 4, SHOOTING AT A RIDER OR AT VEHICLES). */
import type { HitEffect, Source } from './types.ts';
import { QOTD_SEED } from './types.ts';

/** One outcome of HITS ON MOUNTS: the effect-of-hit outcome as printed, the codes it covers and the Effect cell as printed. */
export interface MountHitOutcome {
  readonly outcome: string;
  readonly effects: readonly HitEffect[];
  /** As printed, HTML stripped, bullets (`•`, `➤`) kept. */
  readonly text: string;
}

/**
 * HITS ON MOUNTS: "For each hit roll on the shooting or combat outcome charts as normal but the result
 * applied to mounts are slightly different". Shape: `readonly MountHitOutcome[]`, 4 rows. Source: {@link MOUNTS_SOURCE}.
 */
export const MOUNT_HIT_OUTCOMES: readonly MountHitOutcome[] = [
  {
    outcome: 'Hit',
    effects: ['1-hit', '2-hits', '3-hits'],
    text: '• Each hit wounds a mount and reduces its stamina. Once a mount has no stamina left it collapses. Mounts that are horse or camel sized can take 2 hits before they collapse and can no longer be ridden. Elephant sized mounts can take 4 hits before they collapse and can no longer be ridden. • The rider(s) of a mount which has collapsed must then test for injury as if falling. If the mount was travelling fast or more quickly, then the outcome is treated as if the rider was hit by a High Impact weapon. On a roll of 1 they also become trapped under their dead mount: They must pass an Action Test to free themselves. • Unless the mount has collapsed, the rider must also test to keep control of their mount. ➤ If they fail (2- 4) they have lost control of their mount which bolts in a random direction and will continue to do so until they pass an action Test ➤ If they roll 1 the above result applies and in addition they are thrown from their mount which will then bolt in a random direction. They test for injury',
  },
  {
    outcome: 'Courage Test',
    effects: ['courage-test'],
    text: '• The mount is spooked • The rider must test to keep control of their mount. ➤ If they fail (2- 4) they have lost control of their mount which bolts in a random direction and will continue to do so until they pass an action Test ➤ If they roll 1 the above result applies and in addition they are thrown from their mount which will then bolt in a random direction. They test for injury.',
  },
  {
    outcome: 'Graze',
    effects: ['graze'],
    text: '• Most characters must take an Action Test to control the mount as outlined above • If a Hero or Main Character or an expert rider they keep control of their mount and need not test and can carry on as normal',
  },
  {
    outcome: 'Near Miss',
    effects: ['near-miss'],
    text: '• The shot or blow is a close miss or is deflected by the surrounding cover or absorbed by the armour worn by the mount so has no effect',
  },
];

/** Hits a mount takes before it collapses (its stamina): horse or camel sized 2, elephant sized 4. Source: {@link MOUNTS_SOURCE}. */
export const MOUNT_STAMINA = { 'horse-or-camel': 2, elephant: 4 } as const;

/**
 * The rider's test to keep control of a hit or spooked mount (the `mount-control` test; action dice,
 * pass/fail): 2 to 4 loses control (the mount bolts in a random direction until an action test is
 * passed); 1 also throws the rider, who tests for injury. A collapsed mount: the rider tests for
 * injury as if falling (high impact if it was travelling fast), and on a 1 is trapped until an action test.
 */
export const MOUNT_CONTROL = {
  test: 'mount-control',
  boltOn: [2, 3, 4],
  thrownOn: [1],
  source: { seed: QOTD_SEED, reel: 'REEL 6: DETERMINING THE EFFECTS OF SHOOTING AND FIGHTING', section: 'HITS ON MOUNTS' } satisfies Source,
} as const;

/**
 * Which of rider and mount (or vehicle) a hit strikes when the attacker may not choose: roll 1D10 per
 * hit, 5+ the stated target, 1-4 the other. A marksman or a character who aimed chooses for shots; an
 * expert with a particular melee weapon or a man killer chooses for blows (and, REEL 5, a mounted attacker;
 * or any attacker on foot against a stationary opponent or a vehicle moving up to 4 paces).
 */
export const RIDER_OR_MOUNT_RULE = {
  statedTargetOn: [5, 6, 7, 8, 9, 10],
  otherTargetOn: [1, 2, 3, 4],
  text:
    'A Marksman or a character who aimed can choose whether their hit from shooting is on the rider or the beast/vehicle. Otherwise the player must state whether they are shooting at the rider or the mount/vehicle. They then roll 1D10 for each hit and if they score 5+ they hit their stated target on a 1-4 they hit the other target.',
  source: {
    seed: QOTD_SEED,
    reel: 'REEL 4: SHOOTING AND WEAPONS OF THE OLD WEST',
    section: 'SHOOTING AT A RIDER OR AT VEHICLES',
    note: 'Restated in REEL 5 (FIGHTING OPPONENTS ON MOUNTS OR MOVING VEHICLES) and REEL 6 (HITS FROM SHOOTING OR FIGHTING ON MOUNTED OPPONENTS AND VEHICLES).',
  } satisfies Source,
} as const;

/** Source of {@link MOUNT_HIT_OUTCOMES} and {@link MOUNT_STAMINA}. */
export const MOUNTS_SOURCE: Source = {
  seed: QOTD_SEED,
  reel: 'REEL 6: DETERMINING THE EFFECTS OF SHOOTING AND FIGHTING',
  section: 'HITS ON MOUNTS',
};
