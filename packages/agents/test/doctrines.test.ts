import { describe, expect, it } from 'vitest';
import {
  ACT_AIM,
  ACT_BRAWL,
  ACT_DRAW,
  ACT_FIRE,
  ACT_NONE,
  ACT_PICK_UP,
  ACT_RELOAD,
  ACT_SURRENDER,
  ACT_TASK,
  ACT_THROW,
  BRAWL_GRAPPLE,
  BRAWL_KEEP_HOLD,
  BRAWL_PUNCH,
  BRAWL_STRIKE,
  HORSE_DISMOUNT,
  HORSE_MOUNT,
  HORSE_PICK_UP,
  HORSE_SLING,
  HORSE_STAY,
  INTENT_FIRE,
  INTENT_HOLD,
  INTENT_RELOAD,
  PHASE_BRAWL,
  PHASE_FIRE,
  PHASE_MOVE,
  RATE_GALLOP,
  RATE_RUN,
  RATE_RUN_DODGE,
  RATE_STILL,
  RATE_WALK,
  S_NO_FIRE,
  TASK_COVER,
  TASK_THREATEN,
  TASK_SEARCH,
  intentAmount,
  intentKind,
  type SkirmishIntent,
} from '@deadeye/core';
import {
  BRAWL_REACH,
  DOCTRINES,
  DOCTRINE_AGENTS,
  DOCTRINE_NAMES,
  SYSTEM_HOOKS,
  agentFor,
  brawler,
  coveredFrom,
  defender,
  gunfighter,
  noncombatant,
  northfieldGuard,
  northfieldRobber,
  objective,
  rifleman,
  standing,
  standingDuelist,
  validateAgentSpec,
  type AgentRng,
  type DoctrineAgent,
  type SystemHook,
  type TargetingPolicy,
} from '../src/index.ts';
import {
  CLUB,
  KNIFE,
  NO_RNG,
  REVOLVER,
  RIFLE,
  fakeMap,
  intent,
  makeObservation,
  scriptedRng,
  type CharSpec,
  type ObservationOptions,
  type TestObservation,
  type WeaponSpec,
} from './observation-fixture.ts';

/** A street 40 spaces long and 5 wide with exits along both short ends (x = 0 and x = 39). */
const STREET = fakeMap(Array.from({ length: 5 }, () => `E${'.'.repeat(38)}E`));
/** Hard cover at (3,2): from (10,2) the only cell behind it is (2,2). Exits at (0,0) and (10,4). */
const TROUGH = fakeMap(['E..........', '...........', '...H.......', '...........', '..........E']);

const cell = (x: number, y: number) => STREET.cellAt(x, y);

function decide(agent: DoctrineAgent, o: TestObservation, rng: AgentRng = NO_RNG, policy?: TargetingPolicy, hook?: SystemHook): SkirmishIntent {
  const out = intent();
  agent(o, rng, out, policy, hook);
  return out;
}

/** Quick on the Draw's hook: drawing a weapon is an action of its own there (`fireDrawing` false). */
const DRAWING_IS_AN_ACTION = SYSTEM_HOOKS.quickdraw;

/** The observer (side 0) at (10,2) and one enemy `range` spaces east of him. */
function duel(range: number, options: ObservationOptions = {}, enemy: Partial<CharSpec> = {}): TestObservation {
  return makeObservation(STREET, [{ side: 0, at: [10, 2] }, { side: 1, at: [10 + range, 2], danger: 1, ...enemy }], { weapons: [REVOLVER], ...options });
}

describe('standing', () => {
  it('never moves, even with its target beyond every range band', () => {
    const o = makeObservation(STREET, [{ side: 0, at: [1, 2] }, { side: 1, at: [39, 2] }], { weapons: [REVOLVER], phase: PHASE_MOVE });
    const out = decide(standing, o);
    expect(out.moveTo).toBe(-1);
    expect(out.action).toBe(ACT_FIRE); // the plan: fire, no range check (the standing duel)
  });
  it('with no enemy in sight at all walks toward the last known one; with `chase` 0 it stays', () => {
    // The thirty-second audit of Quick on the Draw: a man whose "heads for cover" ended behind a
    // wall (QR-21 amended) stood out of sight for good, and the Road Agent's Spin was a standoff to
    // the turn limit (2,235 draws in 4,000 trials, seed 1, where it had been 447).
    const o = duel(15, { phase: PHASE_MOVE }, { visible: 0 });
    expect(decide(standing, o)).toMatchObject({ moveTo: cell(25, 2), rate: RATE_WALK, action: ACT_NONE });
    expect(decide(standing, duel(15, { phase: PHASE_MOVE, params: { chase: 0 } }, { visible: 0 }))).toMatchObject({ moveTo: -1, action: ACT_NONE });
    // An enemy in sight: it stands, as ever; an enemy down is nobody to walk to.
    expect(decide(standing, duel(15, { phase: PHASE_MOVE })).moveTo).toBe(-1);
    expect(decide(standing, duel(15, { phase: PHASE_MOVE }, { visible: 0, up: 0 })).moveTo).toBe(-1);
  });
  it('fires min(rate of fire, loaded) shots at its target, without hipshooting or aiming', () => {
    const o = duel(38 - 10, { phase: PHASE_FIRE }); // 28 spaces
    expect(decide(standing, o)).toMatchObject({ action: ACT_FIRE, target: 1, shots: 3, hipshoot: 0, moveTo: -1 });
    o.loaded[0] = 2;
    expect(decide(standing, o)).toMatchObject({ action: ACT_FIRE, target: 1, shots: 2, hipshoot: 0 });
  });
  it('reloads when empty with spares, else does nothing', () => {
    const o = duel(5, { phase: PHASE_FIRE, weapons: [{ ...REVOLVER, loaded: 0 }] });
    expect(decide(standing, o).action).toBe(ACT_RELOAD);
    o.spare[0] = 0;
    expect(decide(standing, o).action).toBe(ACT_NONE);
    o.spare[0] = 6;
    o.reloadRate[0] = 0;
    expect(decide(standing, o).action).toBe(ACT_NONE);
  });
  it('with no target tops up a part-loaded weapon, and does nothing when full', () => {
    const o = duel(5, { phase: PHASE_FIRE, weapons: [{ ...REVOLVER, loaded: 4 }] }, { up: 0 });
    expect(decide(standing, o).action).toBe(ACT_RELOAD);
    o.loaded[0] = 6;
    expect(decide(standing, o).action).toBe(ACT_NONE);
  });
  it('decides exactly as the standing duelist whenever the target is up', () => {
    let checked = 0;
    for (let capacity = 1; capacity <= 6; capacity++) {
      for (let loaded = 0; loaded <= capacity; loaded++) {
        for (let rof = 1; rof <= 3; rof++) {
          for (let reload = 0; reload <= 3; reload++) {
            const o = duel(5, { phase: PHASE_FIRE, weapons: [{ ...REVOLVER, loaded, capacity, rateOfFire: rof, reloadRate: reload, spare: 24 }] });
            const out = decide(standing, o);
            const packed = standingDuelist({ loaded, capacity, rateOfFire: rof, reloadRate: reload, targetUp: 1 });
            const kind = intentKind(packed);
            expect(out.action).toBe(kind === INTENT_FIRE ? ACT_FIRE : kind === INTENT_RELOAD ? ACT_RELOAD : ACT_NONE);
            if (kind === INTENT_FIRE) expect(out.shots).toBe(intentAmount(packed));
            if (kind === INTENT_HOLD) expect(out.action).toBe(ACT_NONE);
            checked++;
          }
        }
      }
    }
    expect(checked).toBe(27 * 12);
  });
  it('flees when broken and does not fire', () => {
    const o = duel(5, { phase: PHASE_MOVE });
    o.broken = 1;
    expect(decide(standing, o)).toMatchObject({ moveTo: cell(0, 2), rate: RATE_RUN, action: ACT_NONE });
    o.phase = PHASE_FIRE;
    expect(decide(standing, o).action).toBe(ACT_NONE);
  });
});

describe('gunfighter', () => {
  it('at 12 spaces with band short (3/7/15/30) walks toward its target, planning to fire', () => {
    const o = duel(12, { phase: PHASE_MOVE });
    expect(decide(gunfighter, o)).toMatchObject({ moveTo: cell(22, 2), rate: RATE_WALK, action: ACT_FIRE, target: 1, shots: 3 });
  });
  it('at 2 spaces stays facing its target and fires min(rate of fire, loaded)', () => {
    const o = duel(2, { phase: PHASE_MOVE, weapons: [{ ...REVOLVER, loaded: 2 }] });
    expect(decide(gunfighter, o)).toMatchObject({ moveTo: -1, face: 2, action: ACT_FIRE });
    o.phase = PHASE_FIRE;
    expect(decide(gunfighter, o)).toMatchObject({ action: ACT_FIRE, target: 1, shots: 2, hipshoot: 0 });
    o.loaded[0] = 6;
    expect(decide(gunfighter, o).shots).toBe(3);
  });
  it('closes to the upper bound of its band and no farther', () => {
    const at = (range: number, band: number) => decide(gunfighter, duel(range, { phase: PHASE_MOVE, params: { band } })).moveTo;
    expect(at(3, 0)).toBe(-1);
    expect(at(4, 0)).toBe(cell(14, 2));
    expect(at(7, 1)).toBe(-1);
    expect(at(8, 1)).toBe(cell(18, 2));
    expect(at(15, 2)).toBe(-1);
    expect(at(16, 2)).toBe(cell(26, 2));
  });
  it('moves at its `rate` and hipshoots with `hipshoot`', () => {
    const o = duel(20, { phase: PHASE_MOVE, params: { rate: RATE_RUN, hipshoot: 1 } });
    expect(decide(gunfighter, o)).toMatchObject({ moveTo: cell(30, 2), rate: RATE_RUN, action: ACT_FIRE, hipshoot: 1 });
    o.phase = PHASE_FIRE;
    expect(decide(gunfighter, o)).toMatchObject({ action: ACT_FIRE, hipshoot: 1, shots: 3 });
  });
  it('does not fire beyond extreme range (30 spaces) but closes', () => {
    const o = makeObservation(STREET, [{ side: 0, at: [2, 2] }, { side: 1, at: [35, 2] }], { weapons: [REVOLVER], phase: PHASE_MOVE });
    expect(decide(gunfighter, o)).toMatchObject({ moveTo: cell(35, 2), action: ACT_NONE });
    o.phase = PHASE_FIRE;
    expect(decide(gunfighter, o).action).toBe(ACT_NONE);
  });
  it('empty with spares plans a reload at PHASE_MOVE, which caps the move at walking', () => {
    const o = duel(12, { phase: PHASE_MOVE, weapons: [{ ...REVOLVER, loaded: 0 }], params: { rate: RATE_RUN } });
    expect(decide(gunfighter, o)).toMatchObject({ action: ACT_RELOAD, moveTo: cell(22, 2), rate: RATE_WALK });
    o.phase = PHASE_FIRE;
    expect(decide(gunfighter, o).action).toBe(ACT_RELOAD);
  });
  it('empty with no spares draws another loaded weapon (BOOT HILL: fires it as he draws it, S13)', () => {
    const o = duel(5, { phase: PHASE_FIRE, weapons: [{ ...REVOLVER, loaded: 0, spare: 0 }, RIFLE] });
    expect(decide(gunfighter, o, NO_RNG, undefined, DRAWING_IS_AN_ACTION)).toMatchObject({ action: ACT_DRAW, weapon: 1 });
    expect(decide(gunfighter, o)).toMatchObject({ action: ACT_FIRE, target: 1, weapon: 1 });
  });
  it('with an empty hand draws its weapon (BOOT HILL: fires it, S13) and closes to the band of the weapon drawn', () => {
    const o = duel(12, { phase: PHASE_MOVE, weapons: [RIFLE], weaponInHand: -1 });
    // Quick on the Draw: within the rifle's effective range (its medium band, 20) he draws where he stands (QR-217)...
    expect(decide(gunfighter, o, NO_RNG, undefined, DRAWING_IS_AN_ACTION)).toMatchObject({ action: ACT_DRAW, weapon: 0, moveTo: -1 });
    // ...and beyond it closes.
    expect(decide(gunfighter, duel(24, { phase: PHASE_MOVE, weapons: [RIFLE], weaponInHand: -1 }), NO_RNG, undefined, DRAWING_IS_AN_ACTION)).toMatchObject({ action: ACT_DRAW, weapon: 0, moveTo: cell(34, 2) });
    expect(decide(gunfighter, o)).toMatchObject({ action: ACT_FIRE, target: 1, weapon: 0, moveTo: cell(22, 2) });
    const near = duel(9, { phase: PHASE_MOVE, weapons: [RIFLE], weaponInHand: -1 });
    expect(decide(gunfighter, near, NO_RNG, undefined, DRAWING_IS_AN_ACTION)).toMatchObject({ action: ACT_DRAW, moveTo: -1 }); // rifle short band: 10
    expect(decide(gunfighter, near)).toMatchObject({ action: ACT_FIRE, weapon: 0, moveTo: -1 });
  });
  it('with an empty hand and its only gun unloaded, draws it (under BOOT HILL too: nothing to fire)', () => {
    const o = duel(29, { phase: PHASE_FIRE, weapons: [{ ...REVOLVER, loaded: 0 }], weaponInHand: -1 });
    expect(decide(gunfighter, o)).toMatchObject({ action: ACT_DRAW, weapon: 0 });
  });
  it('throws a thrown weapon within its extreme range, else draws a loaded gun (BOOT HILL: fires it, S13)', () => {
    const o = duel(3, { phase: PHASE_FIRE, weapons: [KNIFE, REVOLVER] });
    expect(decide(gunfighter, o)).toMatchObject({ action: ACT_THROW, target: 1 });
    const far = duel(6, { phase: PHASE_FIRE, weapons: [KNIFE, REVOLVER] });
    expect(decide(gunfighter, far, NO_RNG, undefined, DRAWING_IS_AN_ACTION)).toMatchObject({ action: ACT_DRAW, weapon: 1 });
    expect(decide(gunfighter, far)).toMatchObject({ action: ACT_FIRE, target: 1, weapon: 1 });
  });
  it('brawls an adjacent enemy when it has nothing to shoot', () => {
    const o = duel(1, { phase: PHASE_FIRE, weapons: [CLUB] });
    expect(decide(gunfighter, o)).toMatchObject({ action: ACT_BRAWL, target: 1 });
  });
  it('targets the most dangerous visible enemy by default, the nearest under `nearest`', () => {
    const o = makeObservation(
      STREET,
      [
        { side: 0, at: [10, 2] },
        { side: 1, at: [12, 2], danger: 0.2 },
        { side: 1, at: [15, 2], danger: 1.5 },
      ],
      { weapons: [REVOLVER], phase: PHASE_FIRE },
    );
    expect(decide(gunfighter, o).target).toBe(2);
    expect(decide(gunfighter, o, NO_RNG, 'nearest').target).toBe(1);
  });
  it('with no enemy in sight walks toward the last known one and does not fire', () => {
    const o = duel(15, { phase: PHASE_MOVE }, { visible: 0 });
    expect(decide(gunfighter, o)).toMatchObject({ moveTo: cell(25, 2), rate: RATE_WALK, action: ACT_NONE });
    o.phase = PHASE_FIRE;
    expect(decide(gunfighter, o).action).toBe(ACT_NONE);
  });
  it('with `chase` 0 and no enemy in sight, holds its ground; one in sight, it closes as ever', () => {
    // An audit, 2026-12-01: Pat Garrett, to stay hidden in his corner, walked to where the Kid had
    // last stood and fell crossing Maxwell's floor (Quick on the Draw); the scenario now says chase: 0.
    const o = duel(15, { phase: PHASE_MOVE, params: { chase: 0 } }, { visible: 0 });
    expect(decide(gunfighter, o)).toMatchObject({ moveTo: -1, action: ACT_NONE });
    expect(decide(gunfighter, duel(15, { phase: PHASE_MOVE, params: { chase: 0 } })).moveTo).toBe(cell(25, 2));
  });
  it('broken: runs for the nearest exit (galloping mounted, walking lamed) and never fires', () => {
    const o = duel(2, { phase: PHASE_MOVE });
    o.broken = 1;
    expect(decide(gunfighter, o)).toMatchObject({ moveTo: cell(0, 2), rate: RATE_RUN, action: ACT_NONE });
    o.lamed = 1;
    expect(decide(gunfighter, o).rate).toBe(RATE_WALK);
    o.mounted = 1;
    expect(decide(gunfighter, o).rate).toBe(RATE_GALLOP);
    o.phase = PHASE_FIRE;
    expect(decide(gunfighter, o)).toMatchObject({ action: ACT_NONE, shots: 0, target: -1 });
  });
  it('brawl rounds: keeps a hold, grapples when held, strikes with a weapon, punches bare-handed', () => {
    const o = duel(1, { phase: PHASE_BRAWL });
    o.brawlOpponent = 1;
    o.hold = 1;
    expect(decide(gunfighter, o).brawl).toBe(BRAWL_KEEP_HOLD);
    o.hold = 2;
    expect(decide(gunfighter, o).brawl).toBe(BRAWL_GRAPPLE);
    o.hold = 0;
    expect(decide(gunfighter, o)).toMatchObject({ brawl: BRAWL_STRIKE, target: 1 });
    o.weaponInHand = -1;
    expect(decide(gunfighter, o).brawl).toBe(BRAWL_PUNCH);
  });
});

describe('rifleman', () => {
  /** Rifle bands 10/20/40/60. */
  const post = (range: number, options: ObservationOptions = {}, enemy: Partial<CharSpec> = {}) =>
    makeObservation(STREET, [{ side: 0, at: [5, 2] }, { side: 1, at: [5 + range, 2], ...enemy }], { weapons: [RIFLE], ...options });

  it('never advances: stays facing its target at 30 spaces', () => {
    expect(decide(rifleman, post(30, { phase: PHASE_MOVE }))).toMatchObject({ moveTo: -1, face: 2 });
  });
  it('walks back to its post when displaced, facing the target', () => {
    const o = post(20, { phase: PHASE_MOVE, params: { post: cell(3, 2) } });
    expect(decide(rifleman, o)).toMatchObject({ moveTo: cell(3, 2), rate: RATE_WALK, face: 2 });
    const there = makeObservation(STREET, [{ side: 0, at: [3, 2] }, { side: 1, at: [23, 2] }], { weapons: [RIFLE], phase: PHASE_MOVE, params: { post: cell(3, 2) } });
    expect(decide(rifleman, there).moveTo).toBe(-1);
  });
  it('under Quick on the Draw shoots from where it stands at a target within effective range, rather than walk back and fire hasty (QR-219)', () => {
    // The rifle's effective range is its medium band, 20: the enemy 20 spaces off.
    const o = post(20, { phase: PHASE_MOVE, params: { post: cell(3, 2) } });
    expect(decide(rifleman, o, NO_RNG, undefined, SYSTEM_HOOKS.quickdraw)).toMatchObject({ moveTo: -1, action: ACT_FIRE, target: 1 });
    // BOOT HILL and Shootout! walk back (their turns move and fire in phases of their own).
    expect(decide(rifleman, o, NO_RNG, undefined, SYSTEM_HOOKS.shootout).moveTo).toBe(cell(3, 2));
    // Beyond the effective range, or with no shot asked (empty: a reload), it walks back.
    const far = post(30, { phase: PHASE_MOVE, params: { post: cell(3, 2) } });
    far.lastTarget = 1;
    expect(decide(rifleman, far, NO_RNG, undefined, SYSTEM_HOOKS.quickdraw)).toMatchObject({ moveTo: cell(3, 2), action: ACT_FIRE, target: 1 });
    const empty = post(20, { phase: PHASE_MOVE, params: { post: cell(3, 2) }, weapons: [{ ...RIFLE, loaded: 0 }] });
    expect(decide(rifleman, empty, NO_RNG, undefined, SYSTEM_HOOKS.quickdraw)).toMatchObject({ moveTo: cell(3, 2), action: ACT_RELOAD });
    expect(o.distance[1]! <= SYSTEM_HOOKS.quickdraw.closeBound(o, 0, 0)).toBe(true);
    expect(far.distance[1]! <= SYSTEM_HOOKS.quickdraw.closeBound(far, 0, 0)).toBe(false);
    expect(o.distance[1]! <= SYSTEM_HOOKS.boothill.closeBound(o, 0, 0)).toBe(false);
  });
  it('aims the first turn at a new target beyond the medium band, then fires', () => {
    const o = post(30, { phase: PHASE_FIRE });
    expect(decide(rifleman, o)).toMatchObject({ action: ACT_AIM, target: 1, shots: 0 });
    o.lastTarget = 1;
    expect(decide(rifleman, o)).toMatchObject({ action: ACT_FIRE, target: 1, shots: 1 });
  });
  it('fires at once within the medium band, or with aim = 0', () => {
    expect(decide(rifleman, post(15, { phase: PHASE_FIRE }))).toMatchObject({ action: ACT_FIRE, target: 1, shots: 1 });
    expect(decide(rifleman, post(30, { phase: PHASE_FIRE, params: { aim: 0 } }))).toMatchObject({ action: ACT_FIRE, target: 1 });
  });
  it('targets the nearest enemy by default', () => {
    const o = makeObservation(
      STREET,
      [
        { side: 0, at: [5, 2] },
        { side: 1, at: [30, 2], danger: 5 },
        { side: 1, at: [20, 2], danger: 0.1 },
      ],
      { weapons: [RIFLE], phase: PHASE_FIRE },
    );
    expect(decide(rifleman, o).target).toBe(2);
    expect(decide(rifleman, o, NO_RNG, 'mostDangerous').target).toBe(1);
  });
  it('reloads when empty; with nothing to shoot tops up, and idles when full', () => {
    expect(decide(rifleman, post(15, { phase: PHASE_FIRE, weapons: [{ ...RIFLE, loaded: 0 }] })).action).toBe(ACT_RELOAD);
    expect(decide(rifleman, post(15, { phase: PHASE_FIRE, weapons: [{ ...RIFLE, loaded: 5 }] }, { visible: 0 })).action).toBe(ACT_RELOAD);
    expect(decide(rifleman, post(15, { phase: PHASE_FIRE }, { visible: 0 })).action).toBe(ACT_NONE);
  });
  it('flees when broken', () => {
    const o = post(15, { phase: PHASE_MOVE });
    o.broken = 1;
    expect(decide(rifleman, o)).toMatchObject({ moveTo: cell(0, 2), rate: RATE_RUN, action: ACT_NONE });
  });
});

describe('defender', () => {
  const at = (x: number, y: number) => TROUGH.cellAt(x, y);
  const scene = (x: number, y: number, options: ObservationOptions = {}, enemy: Partial<CharSpec> = {}) =>
    makeObservation(TROUGH, [{ side: 0, at: [x, y] }, { side: 1, at: [10, 2], danger: 1, ...enemy }], { weapons: [REVOLVER], ...options });

  it('runs and dodges to the cover cell nearest it, facing the threat', () => {
    const out = decide(defender, scene(6, 0, { phase: PHASE_MOVE }));
    expect(out).toMatchObject({ moveTo: at(2, 2), rate: RATE_RUN_DODGE, face: 2, action: ACT_FIRE, target: 1 });
  });
  it.each(['nearest', 'mostDangerous'] as const)('targeting %s, never picks an enemy a special rule bars it from firing at (S_NO_FIRE)', (policy) => {
    const o = makeObservation(TROUGH, [{ side: 0, at: [6, 0] }, { side: 1, at: [8, 0], danger: 5 }, { side: 1, at: [10, 2], danger: 1 }], { phase: PHASE_FIRE, weapons: [REVOLVER] });
    expect(decide(defender, o, NO_RNG, policy).target).toBe(1);
    o.sightBits[1] = o.sightBits[1]! | S_NO_FIRE;
    expect(decide(defender, o, NO_RNG, policy).target).toBe(2);
  });
  it('walks to cover from an enemy known but not in sight', () => {
    expect(decide(defender, scene(6, 0, { phase: PHASE_MOVE }, { visible: 0 }))).toMatchObject({ moveTo: at(2, 2), rate: RATE_WALK });
  });
  it('stays and fights when no cover is within `coverSearch` (spaces of path cost)', () => {
    // (6,0) -> (2,2) costs 10 half-spaces = 5 spaces
    expect(decide(defender, scene(6, 0, { phase: PHASE_MOVE, params: { coverSearch: 4 } }))).toMatchObject({ moveTo: -1, face: 3, action: ACT_FIRE });
    expect(decide(defender, scene(6, 0, { phase: PHASE_MOVE, params: { coverSearch: 5 } })).moveTo).toBe(at(2, 2));
  });
  it('in cover stays facing the threat and fires from it', () => {
    const o = scene(2, 2, { phase: PHASE_MOVE });
    expect(decide(defender, o)).toMatchObject({ moveTo: -1, face: 2, action: ACT_FIRE, target: 1, shots: 3 });
    o.phase = PHASE_FIRE;
    expect(decide(defender, o)).toMatchObject({ action: ACT_FIRE, target: 1, shots: 3 });
  });
  it('reloads in cover, not in the open while cover is within reach', () => {
    expect(decide(defender, scene(2, 2, { phase: PHASE_FIRE, weapons: [{ ...REVOLVER, loaded: 0 }] })).action).toBe(ACT_RELOAD);
    const open = scene(6, 0, { phase: PHASE_MOVE, weapons: [{ ...REVOLVER, loaded: 0 }] });
    expect(decide(defender, open)).toMatchObject({ action: ACT_NONE, rate: RATE_RUN_DODGE, moveTo: at(2, 2) });
    open.phase = PHASE_FIRE;
    expect(decide(defender, open).action).toBe(ACT_NONE);
  });
  it('takes cover from the most dangerous enemy', () => {
    const o = makeObservation(
      TROUGH,
      [
        { side: 0, at: [6, 0] },
        { side: 1, at: [10, 2], danger: 1 },
        { side: 1, at: [0, 1], danger: 3 },
      ],
      { weapons: [REVOLVER], phase: PHASE_MOVE },
    );
    const out = decide(defender, o);
    expect(out.moveTo).not.toBe(at(2, 2));
    expect(out.moveTo).toBeGreaterThanOrEqual(0);
    expect(coveredFrom(TROUGH, at(0, 1), out.moveTo)).toBe(true);
    expect(out.target).toBe(2);
  });
  it('flees when broken', () => {
    const o = scene(4, 0, { phase: PHASE_MOVE });
    o.broken = 1;
    expect(decide(defender, o)).toMatchObject({ moveTo: at(0, 0), rate: RATE_RUN, action: ACT_NONE });
  });
  describe('beyond the reach of the weapon in hand (advance)', () => {
    // Hard cover at (2,2) and (20,2): from (30,2) the cells behind them are (1,2) and (19,2).
    const LONG = fakeMap(Array.from({ length: 5 }, (_, y) => (y === 2 ? `..H${'.'.repeat(17)}H${'.'.repeat(14)}` : '.'.repeat(35))));
    const spot = (x: number, y: number) => LONG.cellAt(x, y);
    const SHORT_GUN: WeaponSpec = { ...REVOLVER, bands: [3, 6, 9, 12] }; // reaches 12 spaces
    const far = (options: ObservationOptions = {}, weapon = SHORT_GUN) =>
      makeObservation(LONG, [{ side: 0, at: [1, 2] }, { side: 1, at: [30, 2], danger: 1 }], { weapons: [weapon], phase: PHASE_MOVE, ...options });
    it('in cover out of reach, moves to the cover within reach of the threat (within coverSearch)', () => {
      expect(coveredFrom(LONG, spot(30, 2), spot(1, 2))).toBe(true);
      expect(decide(defender, far({ params: { coverSearch: 20 } }))).toMatchObject({ moveTo: spot(19, 2), rate: RATE_RUN_DODGE });
    });
    it('with no such cover within coverSearch, from the cover nearest the threat closes in, facing it (running and dodging when he sees an enemy)', () => {
      expect(decide(defender, far())).toMatchObject({ moveTo: spot(30, 2), rate: RATE_RUN_DODGE, face: LONG.facing(spot(1, 2), spot(30, 2)) });
      const unseen = makeObservation(LONG, [{ side: 0, at: [1, 2] }, { side: 1, at: [30, 2], danger: 1, visible: 0 }], { weapons: [SHORT_GUN], phase: PHASE_MOVE });
      expect(decide(defender, unseen)).toMatchObject({ moveTo: spot(30, 2), rate: RATE_WALK });
    });
    it('goes from cover to cover: to the cover nearest the threat within coverSearch, not past it into the open', () => {
      // Hard cover at (2,2), (10,2) and (20,2) against a threat at (30,2): from (1,2) the cover
      // behind (10,2), 8 spaces on, is 21 from the threat (out of reach); the one behind (20,2) is beyond coverSearch.
      const STEPS = fakeMap(Array.from({ length: 5 }, (_, y) => (y === 2 ? `..H.......H.........H${'.'.repeat(14)}` : '.'.repeat(35))));
      const o = makeObservation(STEPS, [{ side: 0, at: [1, 2] }, { side: 1, at: [30, 2], danger: 1 }], { weapons: [SHORT_GUN], phase: PHASE_MOVE });
      expect(decide(defender, o)).toMatchObject({ moveTo: STEPS.cellAt(9, 2), rate: RATE_RUN_DODGE });
      // His target within reach (the nearest of two), the more dangerous threat beyond it: he stays and shoots.
      const two = makeObservation(STEPS, [{ side: 0, at: [1, 2] }, { side: 1, at: [30, 2], danger: 5 }, { side: 1, at: [8, 0], danger: 1 }], { weapons: [SHORT_GUN], phase: PHASE_MOVE });
      expect(decide(defender, two, NO_RNG, 'nearest')).toMatchObject({ moveTo: -1, target: 2 });
    });
    it('within reach in the open with no cover within reach, stays and fights (does not fall back out of reach)', () => {
      // Reaching 8 spaces: the cover at (19,2), 6 spaces away, is 11 from the threat.
      const o = makeObservation(LONG, [{ side: 0, at: [25, 0] }, { side: 1, at: [30, 2], danger: 1 }], { weapons: [{ ...REVOLVER, bands: [2, 4, 6, 8] as const }], phase: PHASE_MOVE, params: { coverSearch: 8 } });
      expect(decide(defender, o)).toMatchObject({ moveTo: -1, action: ACT_FIRE, target: 1 });
      o.params['advance'] = 0;
      expect(decide(defender, o).moveTo).toBe(spot(19, 2));
    });
    it('stays in its cover when its weapon reaches the threat, or with advance 0', () => {
      expect(decide(defender, far({}, RIFLE))).toMatchObject({ moveTo: -1 });
      expect(decide(defender, far({ params: { advance: 0 } }))).toMatchObject({ moveTo: -1 });
    });
  });
});

describe('brawler', () => {
  it('runs at its target, planning to shoot it beyond 3 spaces', () => {
    expect(decide(brawler, duel(6, { phase: PHASE_MOVE }))).toMatchObject({ moveTo: cell(16, 2), rate: RATE_RUN, action: ACT_FIRE, target: 1, shots: 3 });
    expect(decide(brawler, duel(6, { phase: PHASE_MOVE, params: { shoot: 0, rate: RATE_RUN_DODGE } }))).toMatchObject({
      moveTo: cell(16, 2),
      rate: RATE_RUN_DODGE,
      action: ACT_NONE,
    });
  });
  it('next to its target stays and brawls it', () => {
    const o = makeObservation(STREET, [{ side: 0, at: [10, 2] }, { side: 1, at: [11, 3] }], { weapons: [REVOLVER], phase: PHASE_MOVE });
    expect(decide(brawler, o)).toMatchObject({ moveTo: -1, face: 3, action: ACT_BRAWL, target: 1 });
    o.phase = PHASE_FIRE;
    expect(decide(brawler, o)).toMatchObject({ action: ACT_BRAWL, target: 1, shots: 0 });
  });
  it('fire phase: nothing between 1.5 and 3 spaces, fires beyond 3, draws a carried gun', () => {
    expect(decide(brawler, duel(2, { phase: PHASE_FIRE })).action).toBe(ACT_NONE);
    expect(decide(brawler, duel(5, { phase: PHASE_FIRE }))).toMatchObject({ action: ACT_FIRE, target: 1, shots: 3 });
    expect(decide(brawler, duel(5, { phase: PHASE_FIRE, params: { shoot: 0 } })).action).toBe(ACT_NONE);
    expect(decide(brawler, duel(5, { phase: PHASE_FIRE, weaponInHand: -1 }), NO_RNG, undefined, DRAWING_IS_AN_ACTION)).toMatchObject({ action: ACT_DRAW, weapon: 0 });
    expect(decide(brawler, duel(5, { phase: PHASE_FIRE, weaponInHand: -1 }))).toMatchObject({ action: ACT_FIRE, target: 1, weapon: 0 });
  });
  it('keeps on its brawl opponent though another enemy is nearer', () => {
    const o = makeObservation(
      STREET,
      [
        { side: 0, at: [10, 2] },
        { side: 1, at: [11, 2] },
        { side: 1, at: [11, 3] },
      ],
      { phase: PHASE_FIRE },
    );
    expect(decide(brawler, o).target).toBe(1);
    o.brawlOpponent = 2;
    expect(decide(brawler, o)).toMatchObject({ action: ACT_BRAWL, target: 2 });
  });
  it('brawl rounds: keeps a hold and grapples when held without drawing a random number', () => {
    const o = duel(1, { phase: PHASE_BRAWL });
    o.brawlOpponent = 1;
    o.hold = 1;
    expect(decide(brawler, o, NO_RNG).brawl).toBe(BRAWL_KEEP_HOLD);
    o.hold = 2;
    expect(decide(brawler, o, NO_RNG).brawl).toBe(BRAWL_GRAPPLE);
  });
  it('brawl rounds with a weapon in hand: strike with probability `strike`, else grapple with probability `grapple`, else punch', () => {
    const o = duel(1, { phase: PHASE_BRAWL });
    o.brawlOpponent = 1;
    let rng = scriptedRng([0.49]);
    expect(decide(brawler, o, rng)).toMatchObject({ brawl: BRAWL_STRIKE, target: 1 });
    expect(rng.draws).toBe(1);
    rng = scriptedRng([0.5, 0.29]);
    expect(decide(brawler, o, rng).brawl).toBe(BRAWL_GRAPPLE);
    expect(rng.draws).toBe(2);
    rng = scriptedRng([0.5, 0.3]);
    expect(decide(brawler, o, rng).brawl).toBe(BRAWL_PUNCH);
    o.params.strike = 0.9;
    o.params.grapple = 0;
    expect(decide(brawler, o, scriptedRng([0.8])).brawl).toBe(BRAWL_STRIKE);
    expect(decide(brawler, o, scriptedRng([0.95, 0])).brawl).toBe(BRAWL_PUNCH);
  });
  it('brawl rounds bare-handed: one draw, grapple with probability `grapple`', () => {
    const o = duel(1, { phase: PHASE_BRAWL, weaponInHand: -1 });
    o.brawlOpponent = 1;
    const rng = scriptedRng([0.1]);
    expect(decide(brawler, o, rng).brawl).toBe(BRAWL_GRAPPLE);
    expect(rng.draws).toBe(1);
    expect(decide(brawler, o, scriptedRng([0.31])).brawl).toBe(BRAWL_PUNCH);
  });
  it('with no enemy in sight runs toward the last known one; broken, flees', () => {
    const o = duel(8, { phase: PHASE_MOVE }, { visible: 0 });
    expect(decide(brawler, o)).toMatchObject({ moveTo: cell(18, 2), rate: RATE_RUN, action: ACT_NONE });
    o.visible[1] = 1;
    o.broken = 1;
    expect(decide(brawler, o)).toMatchObject({ moveTo: cell(0, 2), rate: RATE_RUN, action: ACT_NONE });
  });
});

describe('noncombatant', () => {
  it('runs for the nearest exit and never fires, though armed', () => {
    const o = makeObservation(STREET, [{ side: 0, at: [30, 2] }, { side: 1, at: [25, 2] }], { weapons: [REVOLVER], phase: PHASE_MOVE });
    expect(decide(noncombatant, o)).toMatchObject({ moveTo: cell(39, 2), rate: RATE_RUN, action: ACT_NONE });
    o.mounted = 1;
    expect(decide(noncombatant, o).rate).toBe(RATE_GALLOP);
    o.phase = PHASE_FIRE;
    expect(decide(noncombatant, o)).toMatchObject({ action: ACT_NONE, target: -1 });
  });
  it('standing on the exit already (put there by a fall back) is sent to it, so that he leaves by it', () => {
    // (39,2) is the exit he runs for from (30,2). Before, `stepToward` turned his own cell into
    // "stay" and he waited on the map's edge for the rest of the fight (Quick on the Draw QR-181).
    const o = makeObservation(STREET, [{ side: 0, at: [39, 2] }, { side: 1, at: [30, 2] }], { weapons: [REVOLVER], phase: PHASE_MOVE });
    expect(decide(noncombatant, o)).toMatchObject({ moveTo: cell(39, 2), rate: RATE_RUN, action: ACT_NONE });
  });
  it('surrenders to an enemy within 1.5 spaces when `surrender` = 1, else keeps running', () => {
    const o = makeObservation(STREET, [{ side: 0, at: [30, 2] }, { side: 1, at: [31, 3] }], { phase: PHASE_MOVE, params: { surrender: 1 } });
    expect(decide(noncombatant, o)).toMatchObject({ action: ACT_SURRENDER, moveTo: -1 });
    o.phase = PHASE_FIRE;
    expect(decide(noncombatant, o).action).toBe(ACT_SURRENDER);
    o.phase = PHASE_MOVE;
    o.params.surrender = 0;
    expect(decide(noncombatant, o)).toMatchObject({ action: ACT_NONE, moveTo: cell(39, 2) });
    const far = makeObservation(STREET, [{ side: 0, at: [30, 2] }, { side: 1, at: [33, 2] }], { phase: PHASE_MOVE, params: { surrender: 1 } });
    expect(decide(noncombatant, far)).toMatchObject({ action: ACT_NONE, moveTo: cell(39, 2) });
  });
  it('with `hide` = 1 runs and dodges to the nearest cover, and stays in it', () => {
    const o = makeObservation(TROUGH, [{ side: 0, at: [6, 0] }, { side: 1, at: [10, 2] }], { phase: PHASE_MOVE, params: { hide: 1 } });
    expect(decide(noncombatant, o)).toMatchObject({ moveTo: TROUGH.cellAt(2, 2), rate: RATE_RUN_DODGE, action: ACT_NONE });
    const hidden = makeObservation(TROUGH, [{ side: 0, at: [2, 2] }, { side: 1, at: [10, 2] }], { phase: PHASE_MOVE, params: { hide: 1 } });
    expect(decide(noncombatant, hidden)).toMatchObject({ moveTo: -1, action: ACT_NONE });
  });
  it('with `hide` = 1 and no cover within `coverSearch` flees instead', () => {
    // (5,0) -> cover (2,2) costs 8 half-spaces (4 spaces); the exit (0,0) 10, the exit (10,4) 14.
    const o = makeObservation(TROUGH, [{ side: 0, at: [5, 0] }, { side: 1, at: [10, 2] }], { phase: PHASE_MOVE, params: { hide: 1, coverSearch: 3 } });
    expect(decide(noncombatant, o)).toMatchObject({ moveTo: TROUGH.cellAt(0, 0), rate: RATE_RUN });
    o.params.coverSearch = 4;
    expect(decide(noncombatant, o)).toMatchObject({ moveTo: TROUGH.cellAt(2, 2), rate: RATE_RUN_DODGE });
  });
});

describe('objective', () => {
  const place = cell(20, 2);
  const runner = (x: number, options: ObservationOptions = {}, enemy: Partial<CharSpec> = {}) =>
    makeObservation(STREET, [{ side: 0, at: [x, 2] }, { side: 1, at: [x + 3, 1], ...enemy }], {
      weapons: [REVOLVER],
      ...options,
      params: { place, ...options.params },
    });

  it('runs to its place (gallops mounted) and does not shoot on the way', () => {
    const o = runner(10, { phase: PHASE_MOVE });
    expect(decide(objective, o)).toMatchObject({ moveTo: place, rate: RATE_RUN, action: ACT_NONE });
    o.mounted = 1;
    expect(decide(objective, o).rate).toBe(RATE_GALLOP);
    o.phase = PHASE_FIRE;
    expect(decide(objective, o).action).toBe(ACT_NONE);
  });
  it('with `fireRunning`, shoots on the way at full speed (within the medium band)', () => {
    const o = runner(10, { phase: PHASE_FIRE, params: { fireRunning: 1 } });
    expect(decide(objective, o)).toMatchObject({ action: ACT_FIRE, target: 1, shots: 3 });
    o.phase = PHASE_MOVE;
    expect(decide(objective, o)).toMatchObject({ moveTo: place, rate: RATE_RUN });
    // Beyond the medium band (7 spaces) it holds its fire.
    const far = runner(10, { phase: PHASE_FIRE, params: { fireRunning: 1 } }, { at: [19, 1] });
    expect(decide(objective, far).action).toBe(ACT_NONE);
  });
  it('lamed, walks and shoots on the way at a target within the medium band (7 spaces)', () => {
    const o = runner(10, { phase: PHASE_MOVE });
    o.lamed = 1;
    expect(decide(objective, o)).toMatchObject({ moveTo: place, rate: RATE_WALK, action: ACT_FIRE, target: 1 });
    o.phase = PHASE_FIRE;
    expect(decide(objective, o)).toMatchObject({ action: ACT_FIRE, target: 1, shots: 3 });
  });
  it('does the task where it can, staying', () => {
    const o = runner(20, { phase: PHASE_MOVE });
    o.taskHere = 1;
    expect(decide(objective, o)).toMatchObject({ action: ACT_TASK, moveTo: -1, target: -1 });
    o.phase = PHASE_FIRE;
    expect(decide(objective, o).action).toBe(ACT_TASK);
    const elsewhere = runner(18, { phase: PHASE_FIRE });
    elsewhere.taskHere = 1; // another cell of the place
    expect(decide(objective, elsewhere).action).toBe(ACT_TASK);
  });
  it('waits at its place while the task cannot be done, shooting within the medium band and reloading', () => {
    const o = runner(20, { phase: PHASE_MOVE });
    expect(decide(objective, o)).toMatchObject({ moveTo: -1, rate: RATE_STILL, action: ACT_FIRE, target: 1 });
    const far = runner(20, { phase: PHASE_FIRE }, { at: [28, 2] });
    expect(decide(objective, far).action).toBe(ACT_NONE);
    const empty = runner(20, { phase: PHASE_FIRE, weapons: [{ ...REVOLVER, loaded: 0 }] });
    expect(decide(objective, empty).action).toBe(ACT_RELOAD);
  });
  it('with its long arm empty and no reload now, takes up the loaded revolver it carries (BOOT HILL: fires it as he draws it, S13)', () => {
    // A Coffeyville raider: Winchester in hand, empty, spare rounds left; his Colt loaded.
    const emptyRifle = [{ ...RIFLE, loaded: 0 }, REVOLVER];
    // Running out with `fireRunning`, the enemy 3 spaces off (the revolver's medium band is 7).
    const running = runner(30, { phase: PHASE_FIRE, weapons: emptyRifle, params: { fireRunning: 1 } });
    running.tasksDone = 1;
    expect(decide(objective, running)).toMatchObject({ action: ACT_FIRE, target: 1, weapon: 1, shots: 3 });
    expect(decide(objective, running, NO_RNG, undefined, DRAWING_IS_AN_ACTION)).toMatchObject({ action: ACT_DRAW, weapon: 1 });
    // Beyond the revolver's medium band: drawn, not fired.
    const far = runner(30, { phase: PHASE_FIRE, weapons: emptyRifle, params: { fireRunning: 1 } }, { at: [40 - 2, 1] });
    far.tasksDone = 1;
    expect(decide(objective, far)).toMatchObject({ action: ACT_DRAW, weapon: 1 });
    // Waiting at its place it reloads the rifle (spare rounds), as before.
    expect(decide(objective, runner(20, { phase: PHASE_FIRE, weapons: emptyRifle })).action).toBe(ACT_RELOAD);
    // Waiting with no spare rounds: the revolver.
    const noSpare = runner(20, { phase: PHASE_FIRE, weapons: [{ ...RIFLE, loaded: 0, spare: 0 }, REVOLVER] });
    expect(decide(objective, noSpare)).toMatchObject({ action: ACT_FIRE, target: 1, weapon: 1 });
    // Running without `fireRunning` it neither fires nor draws.
    const dashing = runner(10, { phase: PHASE_FIRE, weapons: emptyRifle });
    expect(decide(objective, dashing).action).toBe(ACT_NONE);
    // Nothing else loaded: nothing to do.
    const dry = runner(30, { phase: PHASE_FIRE, weapons: [{ ...RIFLE, loaded: 0 }, { ...REVOLVER, loaded: 0 }], params: { fireRunning: 1 } });
    dry.tasksDone = 1;
    expect(decide(objective, dry).action).toBe(ACT_NONE);
  });
  it('does `tasks` tasks before escaping', () => {
    const o = runner(20, { phase: PHASE_MOVE, params: { tasks: 2 } });
    o.taskHere = 1;
    o.tasksDone = 1;
    expect(decide(objective, o).action).toBe(ACT_TASK);
    o.tasksDone = 2;
    expect(decide(objective, o)).toMatchObject({ action: ACT_NONE, moveTo: cell(39, 2), rate: RATE_RUN });
  });
  it('escapes to the nearest exit once done, or to `escape`', () => {
    const o = runner(30, { phase: PHASE_MOVE });
    o.tasksDone = 1;
    expect(decide(objective, o)).toMatchObject({ moveTo: cell(39, 2), rate: RATE_RUN });
    o.params.escape = cell(0, 4);
    expect(decide(objective, o)).toMatchObject({ moveTo: cell(0, 4), rate: RATE_RUN });
    o.phase = PHASE_FIRE;
    expect(decide(objective, o).action).toBe(ACT_NONE);
  });
  it('with `task` = 0 goes to its place and stays there', () => {
    expect(decide(objective, runner(10, { phase: PHASE_MOVE, params: { task: 0 } })).moveTo).toBe(place);
    const there = runner(20, { phase: PHASE_MOVE, params: { task: 0 } });
    there.tasksDone = 5;
    expect(decide(objective, there).moveTo).toBe(-1);
  });
  it('flees when broken, even with the task to do', () => {
    const o = runner(20, { phase: PHASE_MOVE });
    o.taskHere = 1;
    o.broken = 1;
    expect(decide(objective, o)).toMatchObject({ moveTo: cell(39, 2), rate: RATE_RUN, action: ACT_NONE });
    o.phase = PHASE_FIRE;
    expect(decide(objective, o).action).toBe(ACT_NONE);
  });
});

describe('arming from weapons lying on the map, and horses', () => {
  const EMPTY = { ...REVOLVER, loaded: 0, spare: 0 };
  it.each([
    ['gunfighter', gunfighter],
    ['rifleman', rifleman],
    ['defender', defender],
  ] as const)('%s, unarmed, runs to the nearest item declaring its pick-up, and picks it up standing on it', (_n, agent) => {
    const o = duel(8, { phase: PHASE_MOVE, weapons: [], items: [[30, 2], [14, 3]] });
    // The pick-up declared with the move (Quick on the Draw picks it up where the move ends).
    expect(decide(agent, o)).toMatchObject({ moveTo: cell(14, 3), rate: RATE_RUN, action: ACT_PICK_UP, weapon: 1 });
    o.phase = PHASE_FIRE;
    expect(decide(agent, o).action).toBe(ACT_NONE);
    const on = duel(8, { phase: PHASE_FIRE, weapons: [EMPTY], items: [[30, 2], [10, 2]] });
    expect(decide(agent, on)).toMatchObject({ action: ACT_PICK_UP, weapon: 1 });
    // A picked-up item (cell -1) is not fetched; an armed character ignores items.
    on.itemCell[1] = -1;
    on.phase = PHASE_MOVE;
    expect(decide(agent, on).moveTo).toBe(cell(30, 2));
    const armed = duel(8, { phase: PHASE_FIRE, items: [[10, 2]] });
    expect(decide(agent, armed).action).not.toBe(ACT_PICK_UP);
  });
  it('riflemen and defenders dismount by default, gunfighters only when asked', () => {
    const mounted = (params: Record<string, number> = {}) => duel(8, { phase: PHASE_MOVE, mounted: true, params });
    expect(decide(rifleman, mounted()).horse).toBe(HORSE_DISMOUNT);
    expect(decide(defender, mounted()).horse).toBe(HORSE_DISMOUNT);
    expect(decide(rifleman, mounted({ dismount: 0 })).horse).toBe(HORSE_STAY);
    expect(decide(gunfighter, mounted()).horse).toBe(HORSE_STAY);
    expect(decide(gunfighter, mounted({ dismount: 1 })).horse).toBe(HORSE_DISMOUNT);
    // Not mounted: nothing to get off.
    expect(decide(rifleman, duel(8, { phase: PHASE_MOVE })).horse).toBe(HORSE_STAY);
  });
  it('the objective runner dismounts at its place when asked, and goes back to mount its horse before escaping', () => {
    const place = cell(20, 2);
    const at = (x: number, options: ObservationOptions) =>
      makeObservation(STREET, [{ side: 0, at: [x, 2] }, { side: 1, at: [x + 12, 4] }], { weapons: [REVOLVER], ...options, params: { place, ...options.params } });
    const arriving = at(19, { phase: PHASE_MOVE, mounted: true, params: { dismount: 1 } });
    expect(decide(objective, arriving)).toMatchObject({ moveTo: place, horse: HORSE_DISMOUNT });
    expect(decide(objective, at(12, { phase: PHASE_MOVE, mounted: true, params: { dismount: 1 } })).horse).toBe(HORSE_STAY);
    expect(decide(objective, at(19, { phase: PHASE_MOVE, mounted: true })).horse).toBe(HORSE_STAY);
    const done = at(20, { phase: PHASE_MOVE, horseAt: [18, 2] });
    done.tasksDone = 1;
    expect(decide(objective, done)).toMatchObject({ horse: HORSE_MOUNT, rate: RATE_RUN });
    const noMount = at(20, { phase: PHASE_MOVE, horseAt: [18, 2], params: { mount: 0 } });
    noMount.tasksDone = 1;
    expect(decide(objective, noMount)).toMatchObject({ horse: HORSE_STAY, moveTo: cell(39, 2) });
  });
});

describe('northfieldRobber in the bank (Shootout in Northfield)', () => {
  /** The robber (side 0) at (10,2) covering employee 1 at (11,2); the employee's danger `danger` (0: no gun in hand). */
  const covering = (danger: number, weapons: readonly WeaponSpec[] = [REVOLVER]) => {
    const o = makeObservation(STREET, [{ side: 0, at: [10, 2] }, { side: 1, at: [11, 2], danger }, { side: 1, at: [35, 4] }], { phase: PHASE_FIRE, weapons });
    o.taskKind = TASK_COVER;
    o.taskTarget = 1;
    o.alarm = 0;
    return o;
  };
  it('covers the employee while he has no gun in hand', () => {
    expect(decide(northfieldRobber, covering(0))).toMatchObject({ action: ACT_TASK, task: TASK_COVER, target: 1 });
  });
  it('shoots first at a visible armed enemy within the medium band, even while covering (DOCTRINES: "but shoots first")', () => {
    // An audit, 2026-11-29: a covering robber never shot, so the cashier who had drawn shot him
    // down from two paces while he went on covering him.
    expect(decide(northfieldRobber, covering(1.5))).toMatchObject({ action: ACT_FIRE, target: 1 });
  });
  it('told to cover with his gun empty, draws the loaded one he carries, else reloads; with nothing to load, declares the cover (ROBBING THE BANK: a loaded weapon)', () => {
    // An audit, 2026-12-01: Frank James, his FDR6 empty and his SAR6 loaded, declared a cover the
    // module refused for five turns and was shot dead doing nothing.
    const empty = { ...REVOLVER, loaded: 0 };
    expect(decide(northfieldRobber, covering(0, [empty, REVOLVER]))).toMatchObject({ action: ACT_DRAW, weapon: 1 });
    expect(decide(northfieldRobber, covering(0, [empty, { ...REVOLVER, loaded: 0, spare: 0 }]))).toMatchObject({ action: ACT_RELOAD });
    expect(decide(northfieldRobber, covering(0, [{ ...empty, spare: 0 }]))).toMatchObject({ action: ACT_TASK, task: TASK_COVER, target: 1 });
    // An armed employee within the medium band and his gun empty: the loaded one is taken up to
    // shoot first, whatever his job (BOOT HILL fires it as he draws it, S13; before 2026-12-02 he
    // went on with his search or threat).
    expect(decide(northfieldRobber, covering(1.5, [empty, REVOLVER]))).toMatchObject({ action: ACT_FIRE, target: 1, weapon: 1 });
    expect(decide(northfieldRobber, covering(1.5, [empty, REVOLVER]), NO_RNG, undefined, DRAWING_IS_AN_ACTION)).toMatchObject({ action: ACT_DRAW, weapon: 1 });
    const threatening = covering(1.5, [empty, REVOLVER]);
    threatening.taskKind = TASK_THREATEN;
    expect(decide(northfieldRobber, threatening)).toMatchObject({ action: ACT_FIRE, target: 1, weapon: 1 });
    // A search or a threat needs no loaded gun: he does it.
    const searching = covering(0, [empty]);
    searching.taskKind = TASK_SEARCH;
    searching.taskCell = cell(10, 2);
    expect(decide(northfieldRobber, searching)).toMatchObject({ action: ACT_TASK, task: TASK_SEARCH });
  });
  it('leaving with his gun in hand empty, takes up the loaded one he carries (BOOT HILL: fires it as he draws it at the armed enemy, S13)', () => {
    // Every robber has an FDR6 and an SAR6 (COMBAT, Reloading); before 2026-12-02 one riding out
    // with the first emptied never drew the second.
    const empty = { ...REVOLVER, loaded: 0 };
    const riding = (danger: number, weapons: readonly WeaponSpec[]) => {
      const o = covering(danger, weapons);
      o.taskKind = 0; // the plan has nothing left for him: he leaves
      return o;
    };
    expect(decide(northfieldRobber, riding(1.5, [REVOLVER]))).toMatchObject({ action: ACT_FIRE, target: 1 });
    expect(decide(northfieldRobber, riding(1.5, [empty, REVOLVER]))).toMatchObject({ action: ACT_FIRE, target: 1, weapon: 1 });
    expect(decide(northfieldRobber, riding(1.5, [empty, REVOLVER]), NO_RNG, undefined, DRAWING_IS_AN_ACTION)).toMatchObject({ action: ACT_DRAW, weapon: 1 });
    // Broken, he shoots nobody but a man in his way: the gun is drawn, not fired.
    const broken = riding(1.5, [empty, REVOLVER]);
    broken.broken = 1;
    expect(decide(northfieldRobber, broken)).toMatchObject({ action: ACT_DRAW, weapon: 1 });
    // Nothing loaded to take up: nothing.
    expect(decide(northfieldRobber, riding(1.5, [empty, { ...REVOLVER, loaded: 0 }])).action).toBe(ACT_NONE);
  });
  it('searches only on the square the plan gives him, not on his way there', () => {
    // An audit, 2026-12-01: under Quick on the Draw, on a move's 10, a robber on his way searched
    // where he stood, 74 times in 300 trials on a square searched already.
    const searching = covering(0);
    searching.taskKind = TASK_SEARCH;
    searching.taskCell = cell(12, 2);
    expect(decide(northfieldRobber, searching).action).toBe(ACT_NONE);
  });
});

describe('northfieldRobber leaving town: riding double and slinging (Northfield, Horses)', () => {
  /** The observer (side 0, broken: leaving) at (10,2) and comrade 1; an enemy far off. */
  const leaving = (comrade: Partial<CharSpec> & { at: readonly [number, number] }, options: ObservationOptions = {}) => {
    const o = makeObservation(STREET, [{ side: 0, at: [10, 2] }, { side: 0, ...comrade }, { side: 1, at: [35, 4] }], { phase: PHASE_MOVE, weapons: [REVOLVER], ...options });
    o.broken = 1;
    return o;
  };
  it('a rider riding alone takes up a horseless comrade within reach on his way out', () => {
    const o = leaving({ at: [14, 2] }, { mounted: true });
    expect(decide(northfieldRobber, o)).toMatchObject({ horse: HORSE_PICK_UP, target: 1, moveTo: cell(0, 2), rate: RATE_GALLOP });
    // Not a comrade with a horse of his own, one already carried, one beyond reach, nor when carrying already.
    expect(decide(northfieldRobber, leaving({ at: [14, 2], horseAt: cell(15, 2) }, { mounted: true })).horse).toBe(HORSE_STAY);
    expect(decide(northfieldRobber, leaving({ at: [14, 2], carriedBy: 2 }, { mounted: true })).horse).toBe(HORSE_STAY);
    expect(decide(northfieldRobber, leaving({ at: [25, 2] }, { mounted: true })).horse).toBe(HORSE_STAY);
    const full = leaving({ at: [14, 2] }, { mounted: true });
    full.carrying[0] = 2;
    expect(decide(northfieldRobber, full).horse).toBe(HORSE_STAY);
  });
  it('a horseless man goes to the nearest comrade riding alone; carried, he leaves the riding to his rider', () => {
    expect(decide(northfieldRobber, leaving({ at: [16, 3], riding: 1 }))).toMatchObject({ moveTo: cell(16, 3), rate: RATE_RUN, horse: HORSE_STAY });
    expect(decide(northfieldRobber, leaving({ at: [16, 3], riding: 1, carrying: 2 })).moveTo).toBe(-1);
    const carried = leaving({ at: [10, 2], riding: 1, carrying: 0 }, { mounted: true });
    carried.carriedBy[0] = 1;
    expect(decide(northfieldRobber, carried)).toMatchObject({ moveTo: -1, horse: HORSE_STAY });
  });
  it('on foot beside his horse, he slings an unconscious comrade lying by it, else mounts', () => {
    expect(decide(northfieldRobber, leaving({ at: [12, 2], up: 0, status: 1 }, { horseAt: [12, 3] }))).toMatchObject({ horse: HORSE_SLING, target: 1 });
    // Dead, or lying two squares from the horse: he just mounts.
    expect(decide(northfieldRobber, leaving({ at: [12, 2], up: 0, status: 2 }, { horseAt: [12, 3] })).horse).toBe(HORSE_MOUNT);
    expect(decide(northfieldRobber, leaving({ at: [12, 1], up: 0, status: 1 }, { horseAt: [12, 3] })).horse).toBe(HORSE_MOUNT);
  });
});

describe('leaving town where riding double is not played (Quick on the Draw, Shootout!: QR-97, SR-70)', () => {
  const leaving = (comrade: Partial<CharSpec> & { at: readonly [number, number] }, options: ObservationOptions = {}) => {
    const o = makeObservation(STREET, [{ side: 0, at: [10, 2] }, { side: 0, ...comrade }, { side: 1, at: [35, 4] }], { phase: PHASE_MOVE, weapons: [REVOLVER], ...options });
    o.broken = 1;
    return o;
  };
  const under = (hook: SystemHook, o: TestObservation): SkirmishIntent => {
    const out = intent();
    northfieldRobber(o, NO_RNG, out, undefined, hook);
    return out;
  };
  const { boothill: BOOT_HILL_HOOK, quickdraw: QUICK_DRAW_HOOK, shootout: SHOOTOUT_HOOK } = SYSTEM_HOOKS;
  it('beside his horse with an unconscious comrade lying by it, he mounts (the sling would write nothing and he stood for good)', () => {
    const o = () => leaving({ at: [12, 2], up: 0, status: 1 }, { horseAt: [12, 3] });
    expect(under(QUICK_DRAW_HOOK, o()).horse).toBe(HORSE_MOUNT);
    expect(under(SHOOTOUT_HOOK, o()).horse).toBe(HORSE_MOUNT);
    expect(under(BOOT_HILL_HOOK, o()).horse).toBe(HORSE_SLING);
  });
  it('without a horse he does not walk to a comrade riding alone to be taken up', () => {
    const o = () => leaving({ at: [16, 3], riding: 1 });
    expect(under(QUICK_DRAW_HOOK, o()).moveTo).toBe(-1);
    expect(under(BOOT_HILL_HOOK, o()).moveTo).toBe(cell(16, 3));
  });
});

describe('a mounted gang member leaving town who stands on an exit rides off by it', () => {
  it('asks for a neighbouring exit cell with no enemy on it, so that his move ends on an exit he heads for', () => {
    // STREET's exits are its columns x = 0 and x = 39; he stands on (0,2).
    const o = makeObservation(STREET, [{ side: 0, at: [0, 2] }, { side: 1, at: [0, 1] }, { side: 1, at: [35, 4] }], { phase: PHASE_MOVE, weapons: [REVOLVER], mounted: true });
    o.broken = 1;
    const out = decide(northfieldRobber, o);
    expect(out.moveTo).toBe(cell(0, 3));
    expect(out.rate).toBe(RATE_GALLOP);
  });
});

describe('a leaving gang member shoots an enemy barring his way out (Northfield, MORALE: "ride out of town if they can")', () => {
  // A building's wall along y = 1 with a door at (3,1); the robber stands in the door, his horse
  // at (5,0) outside. His cheapest way to it is the diagonal step to (4,0).
  const BANK = fakeMap(['E......', '###D###', '.......', '.......']);
  const inDoor = (enemyAt: readonly [number, number], options: { broken?: boolean; loaded?: boolean } = {}) => {
    // The enemy is unarmed (danger 0): not a threat the robber would shoot before.
    const o = makeObservation(BANK, [{ side: 0, at: [3, 1] }, { side: 1, at: enemyAt, danger: 0 }], { phase: PHASE_FIRE, weapons: [REVOLVER], horseAt: [5, 0] });
    o.alarm = 1;
    o.turn = 30;
    o.taskKind = TASK_COVER;
    o.taskTarget = 1;
    if (options.broken !== false) o.broken = 1;
    if (options.loaded === false) o.loaded[0] = 0;
    return o;
  };
  it('the robber, broken and leaving, fires at the unarmed enemy on the next square of his way out', () => {
    expect(decide(northfieldRobber, inDoor([4, 0]))).toMatchObject({ action: ACT_FIRE, target: 1 });
  });
  it('leaving after the alarm (leaveAfter turns), not broken: the same', () => {
    const o = inDoor([4, 0], { broken: false });
    o.params['leaveAfter'] = 3;
    expect(decide(northfieldRobber, o)).toMatchObject({ action: ACT_FIRE, target: 1 });
  });
  it('not an enemy standing off his way, nor with an empty weapon', () => {
    expect(decide(northfieldRobber, inDoor([1, 0])).action).toBe(ACT_NONE);
    expect(decide(northfieldRobber, inDoor([4, 0], { loaded: false })).action).not.toBe(ACT_FIRE);
  });
  it('not while he is still on the job: a robber covering an employee does not shoot an unarmed man', () => {
    const o = inDoor([4, 0], { broken: false });
    o.alarm = 0;
    expect(decide(northfieldRobber, o)).toMatchObject({ action: ACT_TASK, task: TASK_COVER });
  });
  it('the guard, broken and leaving, fires at him too', () => {
    expect(decide(northfieldGuard, inDoor([4, 0]))).toMatchObject({ action: ACT_FIRE, target: 1 });
    expect(decide(northfieldGuard, inDoor([1, 0])).action).toBe(ACT_NONE);
  });
  it('the guard, broken and leaving with his gun in hand empty, takes up the loaded one he carries (BOOT HILL: fires it as he draws it at the man in his way, S13)', () => {
    // Every gang member has an FDR6 and an SAR6 (COMBAT, Reloading); before 2026-12-02 a broken
    // guard with the first emptied rode out without drawing the second.
    const twoGuns = (enemyAt: readonly [number, number], second: WeaponSpec = REVOLVER) => {
      const o = makeObservation(BANK, [{ side: 0, at: [3, 1] }, { side: 1, at: enemyAt, danger: 0 }], { phase: PHASE_FIRE, weapons: [{ ...REVOLVER, loaded: 0 }, second], horseAt: [5, 0] });
      o.alarm = 1;
      o.turn = 30;
      o.broken = 1;
      return o;
    };
    expect(decide(northfieldGuard, twoGuns([4, 0]))).toMatchObject({ action: ACT_FIRE, target: 1, weapon: 1 });
    expect(decide(northfieldGuard, twoGuns([4, 0]), NO_RNG, undefined, DRAWING_IS_AN_ACTION)).toMatchObject({ action: ACT_DRAW, weapon: 1 });
    // Nobody in his way: the gun is drawn, not fired.
    expect(decide(northfieldGuard, twoGuns([1, 0]))).toMatchObject({ action: ACT_DRAW, weapon: 1 });
    // Nothing loaded to take up: nothing.
    expect(decide(northfieldGuard, twoGuns([4, 0], { ...REVOLVER, loaded: 0 })).action).toBe(ACT_NONE);
  });
});

describe('DOCTRINES table', () => {
  it('documents every doctrine, and only those, with a summary and each parameter with meaning and unit', () => {
    expect(DOCTRINES.map((d) => d.name)).toEqual([...DOCTRINE_NAMES]);
    expect(Object.keys(DOCTRINE_AGENTS).sort()).toEqual([...DOCTRINE_NAMES].sort());
    for (const d of DOCTRINES) {
      expect(d.summary.length).toBeGreaterThan(40);
      for (const [name, p] of Object.entries(d.params)) {
        expect(p.meaning, `${d.name}.${name}`).not.toBe('');
        expect(p.unit, `${d.name}.${name}`).not.toBe('');
      }
    }
    expect(Object.keys(DOCTRINES.find((d) => d.name === 'gunfighter')?.params ?? {})).toEqual(['band', 'rate', 'hipshoot', 'dismount', 'chase', 'fan', 'rideDown', 'fallBack', 'persuade']);
  });
  it('its defaults are valid values, and the only required parameter is the objective place', () => {
    for (const d of DOCTRINES) {
      const params: Record<string, unknown> = {};
      for (const [name, p] of Object.entries(d.params)) params[name] = p.default ?? 'bank';
      expect(validateAgentSpec({ doctrine: d.name, params })).toEqual([]);
    }
    const required = DOCTRINES.flatMap((d) => Object.entries(d.params).filter(([, p]) => p.default === null).map(([n]) => `${d.name}.${n}`));
    expect(required).toEqual(['objective.place']);
  });
  it('a doctrine decides the same with its documented defaults spelled out as without them', () => {
    const cases: [DoctrineAgent, string, TestObservation][] = [
      [gunfighter, 'gunfighter', duel(12, { phase: PHASE_MOVE })],
      [brawler, 'brawler', duel(6, { phase: PHASE_MOVE })],
      [defender, 'defender', makeObservation(TROUGH, [{ side: 0, at: [6, 0] }, { side: 1, at: [10, 2] }], { weapons: [REVOLVER], phase: PHASE_MOVE })],
      [rifleman, 'rifleman', duel(25, { phase: PHASE_FIRE, weapons: [RIFLE] })],
    ];
    for (const [agent, name, o] of cases) {
      const bare = decide(agent, o);
      for (const [k, p] of Object.entries(DOCTRINES.find((d) => d.name === name)?.params ?? {})) if (p.default !== null) o.params[k] = p.default;
      expect(decide(agent, o), name).toEqual(bare);
    }
  });
});

describe('agentFor and validateAgentSpec', () => {
  it('rejects an unknown doctrine, listing the doctrines', () => {
    expect(() => agentFor({ doctrine: 'gunslinger' })).toThrow(
      'unknown doctrine "gunslinger"; expected one of standing, gunfighter, rifleman, defender, brawler, noncombatant, objective',
    );
  });
  it('rejects an unknown targeting policy, listing the policies', () => {
    expect(() => agentFor({ doctrine: 'gunfighter', targeting: 'closest' })).toThrow(
      'unknown targeting policy "closest"; expected one of nearest, mostDangerous, lastAttacker, leader',
    );
  });
  it('rejects an unknown parameter, naming it and the allowed ones', () => {
    expect(() => agentFor({ doctrine: 'gunfighter', params: { range: 5 } })).toThrow(
      'unknown parameter "range" for doctrine "gunfighter"; expected one of band, rate, hipshoot',
    );
    expect(() => agentFor({ doctrine: 'standing', params: { band: 0 } })).toThrow('unknown parameter "band" for doctrine "standing"; expected one of chase');
    expect(() => agentFor({ doctrine: 'northfieldGuard', params: { band: 0 } })).toThrow('unknown parameter "band" for doctrine "northfieldGuard"; it takes no parameters');
  });
  it('requires the objective place', () => {
    expect(validateAgentSpec({ doctrine: 'objective' })).toEqual([
      'doctrine "objective" needs parameter "place" (where the task is done (or, with task 0, the place to reach); place name or cell index)',
    ]);
    expect(validateAgentSpec({ doctrine: 'objective', params: { place: 'bank' } })).toEqual([]);
    expect(validateAgentSpec({ doctrine: 'objective', params: { place: 212, escape: -1 } })).toEqual([]);
  });
  it('checks values: raw words and resolved numbers both pass, wrong kinds are named', () => {
    expect(validateAgentSpec({ doctrine: 'gunfighter', params: { band: 'long', rate: 'run', hipshoot: true } })).toEqual([]);
    expect(validateAgentSpec({ doctrine: 'gunfighter', params: { band: 2, rate: 4, hipshoot: 1 } })).toEqual([]);
    expect(validateAgentSpec({ doctrine: 'gunfighter', params: { band: 'far', rate: 9, hipshoot: 2 } })).toEqual([
      'parameter "band" of doctrine "gunfighter" must be a range band (short, medium, long, extreme, or 0..3), found "far"',
      'parameter "rate" of doctrine "gunfighter" must be a movement rate (crawl, walk, runDodge, run, trot, gallop, or a RATE code 1..6), found 9',
      'parameter "hipshoot" of doctrine "gunfighter" must be 0 or 1 (or true/false), found 2',
    ]);
    expect(validateAgentSpec({ doctrine: 'brawler', params: { strike: 1.5 } })).toEqual([
      'parameter "strike" of doctrine "brawler" must be a probability 0..1, found 1.5',
    ]);
    expect(validateAgentSpec({ doctrine: 'defender', params: { coverSearch: -1 } })).toHaveLength(1);
    expect(validateAgentSpec({ doctrine: 'objective', params: { place: 'bank', tasks: 0 } })).toHaveLength(1);
  });
  it('collects every problem at once', () => {
    expect(validateAgentSpec({ doctrine: 'gunslinger', targeting: 'closest', params: { x: 1 } })).toHaveLength(2);
    expect(validateAgentSpec({ doctrine: 'rifleman', targeting: 'closest', params: { x: 1, aim: 3 } })).toHaveLength(3);
  });
  it('binds the targeting policy: the spec’s, else the doctrine’s own', () => {
    const o = makeObservation(
      STREET,
      [
        { side: 0, at: [10, 2] },
        { side: 1, at: [12, 2], danger: 0.2 },
        { side: 1, at: [15, 2], danger: 1.5 },
      ],
      { weapons: [REVOLVER], phase: PHASE_FIRE },
    );
    const own = agentFor({ doctrine: 'gunfighter' });
    const nearest = agentFor({ doctrine: 'gunfighter', targeting: 'nearest' });
    const out = intent();
    own(o, NO_RNG, out);
    expect(out.target).toBe(2);
    const out2 = intent();
    nearest(o, NO_RNG, out2);
    expect(out2.target).toBe(1);
    const out3 = intent();
    agentFor({ doctrine: 'rifleman' })(o, NO_RNG, out3);
    expect(out3.target).toBe(1);
  });
  it('passes the random stream through to the doctrine', () => {
    const o = duel(1, { phase: PHASE_BRAWL, weaponInHand: -1 });
    const rng = scriptedRng([0.05]);
    const out = intent();
    agentFor({ doctrine: 'brawler' })(o, rng, out);
    expect(out.brawl).toBe(BRAWL_GRAPPLE);
    expect(rng.draws).toBe(1);
  });
});

describe('doctrines through another system hook', () => {
  /** A hook of a made-up system: rate 100 + pace, its own action codes 50.., every call recorded. */
  function recordingHook(): SystemHook & { calls: string[] } {
    const calls: string[] = [];
    return {
      id: 'test',
      rateWords: {},
      ridingDouble: true,
      fireDrawing: false,
      calls,
      pace: (_o, p) => 100 + p,
      paceWithin: (_o, p) => 100 + p,
      paceOr: (_o, r, p) => (r === undefined || Number.isNaN(r) ? 100 + p : r),
      noFaster: (r, p) => r <= 100 + p,
      quickShot: () => void calls.push('quickShot'),
      aim: (out, t) => {
        out.action = 50;
        out.target = t;
      },
      throwAt: (out, t) => {
        out.action = 51;
        out.target = t;
      },
      engage: (out, t) => {
        out.action = 52;
        out.target = t;
      },
      closeCombat: () => void calls.push('closeCombat'),
      closeCombatMixed: (_o, _out, _rng, strike, grapple) => void calls.push(`closeCombatMixed ${strike} ${grapple}`),
      closeBound: (_o, _w, bound) => bound,
      chargeReach: () => BRAWL_REACH,
      dismount: () => void calls.push('dismount'),
      mount: () => void calls.push('mount'),
      sling: (_out, c) => void calls.push(`sling ${c}`),
      takeUp: (_out, c) => void calls.push(`takeUp ${c}`),
      fallBack: () => void calls.push('fallBack'),
      settle: () => void calls.push('settle'),
    };
  }
  it('take their rates and their system-only choices from the hook alone', () => {
    const hook = recordingHook();
    const out = intent();
    gunfighter(duel(20, { phase: PHASE_MOVE, params: { hipshoot: 1, dismount: 1 }, mounted: true }), NO_RNG, out, undefined, hook);
    expect(out).toMatchObject({ moveTo: cell(30, 2), rate: 102, action: ACT_FIRE, target: 1, hipshoot: 0 });
    expect(hook.calls).toEqual(['dismount', 'quickShot', 'fallBack']);
    const aimed = intent();
    rifleman(duel(25, { phase: PHASE_FIRE, weapons: [RIFLE] }), NO_RNG, aimed, undefined, hook);
    expect(aimed).toMatchObject({ action: 50, target: 1 });
    const fled = intent();
    const broken = duel(5, { phase: PHASE_MOVE });
    broken.broken = 1;
    noncombatant(broken, NO_RNG, fled, undefined, hook);
    expect(fled.rate).toBe(105);
    hook.calls.length = 0;
    brawler(duel(1, { phase: PHASE_BRAWL }), NO_RNG, intent(), undefined, hook);
    defender(duel(1, { phase: PHASE_BRAWL }), NO_RNG, intent(), undefined, hook);
    expect(hook.calls).toEqual(['closeCombatMixed 0.5 0.3', 'closeCombat']);
    const close = intent();
    brawler(duel(1, { phase: PHASE_FIRE }), NO_RNG, close, undefined, hook);
    expect(close).toMatchObject({ action: 52, target: 1 });
  });
});
