import { describe, expect, it } from 'vitest';
import {
  ACT_AIM,
  ACT_BRAWL,
  ACT_THROW,
  BRAWL_GRAPPLE,
  BRAWL_KEEP_HOLD,
  BRAWL_PUNCH,
  BRAWL_STRIKE,
  HORSE_DISMOUNT,
  HORSE_MOUNT,
  HORSE_PICK_UP,
  HORSE_SLING,
  PHASE_BRAWL,
  PHASE_MOVE,
  RATE_CRAWL,
  RATE_GALLOP,
  RATE_RUN,
  RATE_RUN_DODGE,
  RATE_STILL,
  RATE_TROT,
  RATE_WALK,
} from '@deadeye/core';
import { BOOT_HILL_HOOK, PACE_RATES, Pace, RATE_WORDS, SYSTEM_HOOKS, agentFor, allowedRate, fleeRate, isSystemId } from '../../src/index.ts';
import { REVOLVER, fakeMap, intent, makeObservation, scriptedRng } from '../observation-fixture.ts';

const hook = BOOT_HILL_HOOK;
const map = fakeMap(['.....']);
/** The observer on foot, lamed on foot, mounted, and mounted and lamed. */
function states() {
  const foot = makeObservation(map, [{ side: 0, at: [0, 0] }]);
  const lamed = makeObservation(map, [{ side: 0, at: [0, 0] }]);
  lamed.lamed = 1;
  const mounted = makeObservation(map, [{ side: 0, at: [0, 0] }], { mounted: true });
  const mountedLamed = makeObservation(map, [{ side: 0, at: [0, 0] }], { mounted: true });
  mountedLamed.lamed = 1;
  return { foot, lamed, mounted, mountedLamed };
}

describe('systems/boothill: rates', () => {
  it('fleeRate: run on foot, gallop mounted, walk lamed on foot', () => {
    const o = makeObservation(map, [{ side: 0, at: [0, 0] }]);
    expect(fleeRate(o)).toBe(RATE_RUN);
    o.lamed = 1;
    expect(fleeRate(o)).toBe(RATE_WALK);
    o.mounted = 1;
    expect(fleeRate(o)).toBe(RATE_GALLOP);
  });
  it('allowedRate caps a lamed man on foot at walking', () => {
    const o = makeObservation(map, [{ side: 0, at: [0, 0] }]);
    expect(allowedRate(o, RATE_RUN_DODGE)).toBe(RATE_RUN_DODGE);
    o.lamed = 1;
    expect(allowedRate(o, RATE_RUN_DODGE)).toBe(RATE_WALK);
  });
  it('RATE_WORDS are the words the BOOT HILL set-up resolves, to the RATE codes 1..6', () => {
    expect(RATE_WORDS).toEqual({ crawl: RATE_CRAWL, walk: RATE_WALK, runDodge: RATE_RUN_DODGE, run: RATE_RUN, trot: RATE_TROT, gallop: RATE_GALLOP });
    expect(hook.rateWords).toBe(RATE_WORDS);
  });
});

describe('systems/boothill: pace', () => {
  it('maps each pace to the rate the doctrines set before the hook (on foot, lamed, mounted, mounted and lamed)', () => {
    const { foot, lamed, mounted, mountedLamed } = states();
    // [pace, on foot, lamed on foot, mounted, mounted and lamed]
    const table: [Pace, number, number, number, number][] = [
      [Pace.still, RATE_STILL, RATE_STILL, RATE_STILL, RATE_STILL], // stayFacing, go to the own cell
      [Pace.crawl, RATE_CRAWL, RATE_CRAWL, RATE_CRAWL, RATE_CRAWL],
      [Pace.walk, RATE_WALK, RATE_WALK, RATE_WALK, RATE_WALK], // go(..., RATE_WALK): rifleman, defender unseen, robber
      [Pace.evade, RATE_RUN_DODGE, RATE_WALK, RATE_RUN_DODGE, RATE_RUN_DODGE], // go(..., RATE_RUN_DODGE): defender seen, noncombatant hiding
      [Pace.run, RATE_RUN, RATE_WALK, RATE_RUN, RATE_RUN], // go(..., RATE_RUN): arming, citizen, back to the horse
      [Pace.dash, RATE_RUN, RATE_WALK, RATE_GALLOP, RATE_GALLOP], // fleeRate; objective's allowedRate(mounted ? GALLOP : RUN); rideOut's gallop
    ];
    for (const [p, f, l, m, ml] of table) {
      expect([hook.pace(foot, p), hook.pace(lamed, p), hook.pace(mounted, p), hook.pace(mountedLamed, p)], `pace ${p}`).toEqual([f, l, m, ml]);
    }
  });
  it('is the old expression of every doctrine call site, in every state', () => {
    for (const o of Object.values(states())) {
      expect(hook.pace(o, Pace.still)).toBe(RATE_STILL);
      expect(hook.pace(o, Pace.walk)).toBe(allowedRate(o, RATE_WALK));
      expect(hook.pace(o, Pace.evade)).toBe(allowedRate(o, RATE_RUN_DODGE));
      expect(hook.pace(o, Pace.run)).toBe(allowedRate(o, RATE_RUN));
      expect(hook.pace(o, Pace.dash)).toBe(fleeRate(o));
      expect(hook.pace(o, Pace.dash)).toBe(allowedRate(o, o.mounted === 1 ? RATE_GALLOP : RATE_RUN));
    }
  });
  it('PACE_RATES lists every pace once, in pace order', () => {
    expect(Array.from(PACE_RATES)).toEqual([RATE_STILL, RATE_CRAWL, RATE_WALK, RATE_RUN_DODGE, RATE_RUN, RATE_GALLOP]);
    expect(Object.values(Pace)).toEqual([0, 1, 2, 3, 4, 5]);
  });
  it('paceOr: a given rate parameter through allowedRate, else the pace (absent or NaN)', () => {
    const { foot, lamed, mounted } = states();
    expect(hook.paceOr(foot, RATE_RUN_DODGE, Pace.walk)).toBe(RATE_RUN_DODGE);
    expect(hook.paceOr(lamed, RATE_RUN_DODGE, Pace.walk)).toBe(RATE_WALK);
    expect(hook.paceOr(mounted, RATE_TROT, Pace.walk)).toBe(RATE_TROT);
    expect(hook.paceOr(foot, undefined, Pace.walk)).toBe(RATE_WALK);
    expect(hook.paceOr(foot, Number.NaN, Pace.run)).toBe(RATE_RUN);
    expect(hook.paceOr(lamed, undefined, Pace.run)).toBe(RATE_WALK);
  });
  it('noFaster: still, crawling and walking are no faster than walk; running and dodging is', () => {
    expect([RATE_STILL, RATE_CRAWL, RATE_WALK].map((r) => hook.noFaster(r, Pace.walk))).toEqual([true, true, true]);
    expect([RATE_RUN_DODGE, RATE_RUN, RATE_TROT, RATE_GALLOP].map((r) => hook.noFaster(r, Pace.walk))).toEqual([false, false, false, false]);
    expect(hook.noFaster(RATE_GALLOP, Pace.dash)).toBe(true);
  });
});

describe('systems/boothill: actions and options', () => {
  it('quickShot is hipshooting', () => {
    const out = intent();
    expect(out.hipshoot).toBe(0);
    hook.quickShot(out);
    expect(out.hipshoot).toBe(1);
  });
  it('aim, throwAt and engage are ACT_AIM, ACT_THROW and ACT_BRAWL at the target', () => {
    const out = intent();
    hook.aim(out, 3);
    expect(out).toMatchObject({ action: ACT_AIM, target: 3 });
    hook.throwAt(out, 4);
    expect(out).toMatchObject({ action: ACT_THROW, target: 4 });
    hook.engage(out, 5);
    expect(out).toMatchObject({ action: ACT_BRAWL, target: 5 });
  });
  it('closeCombat: keep a hold, grapple when held, strike with a weapon in hand, else punch', () => {
    const o = makeObservation(map, [{ side: 0, at: [0, 0] }, { side: 1, at: [1, 0] }], { phase: PHASE_BRAWL, weapons: [REVOLVER] });
    const out = intent();
    hook.closeCombat(o, out);
    expect(out.brawl).toBe(BRAWL_STRIKE);
    o.hold = 1;
    hook.closeCombat(o, out);
    expect(out.brawl).toBe(BRAWL_KEEP_HOLD);
    o.hold = 2;
    hook.closeCombat(o, out);
    expect(out.brawl).toBe(BRAWL_GRAPPLE);
    o.hold = 0;
    o.weaponInHand = -1;
    hook.closeCombat(o, out);
    expect(out.brawl).toBe(BRAWL_PUNCH);
  });
  it('closeCombatMixed: strike on u1 < strike with a weapon in hand, else grapple on u2 < grapple, else punch; no draw when holding or held', () => {
    const o = makeObservation(map, [{ side: 0, at: [0, 0] }, { side: 1, at: [1, 0] }], { phase: PHASE_BRAWL, weapons: [REVOLVER] });
    const out = intent();
    let rng = scriptedRng([0.4]);
    hook.closeCombatMixed(o, out, rng, 0.5, 0.3);
    expect([out.brawl, rng.draws]).toEqual([BRAWL_STRIKE, 1]);
    rng = scriptedRng([0.6, 0.2]);
    hook.closeCombatMixed(o, out, rng, 0.5, 0.3);
    expect([out.brawl, rng.draws]).toEqual([BRAWL_GRAPPLE, 2]);
    rng = scriptedRng([0.6, 0.3]);
    hook.closeCombatMixed(o, out, rng, 0.5, 0.3);
    expect([out.brawl, rng.draws]).toEqual([BRAWL_PUNCH, 2]);
    o.weaponInHand = -1;
    rng = scriptedRng([0.1]);
    hook.closeCombatMixed(o, out, rng, 0.5, 0.3);
    expect([out.brawl, rng.draws]).toEqual([BRAWL_GRAPPLE, 1]);
    o.hold = 1;
    rng = scriptedRng([]);
    hook.closeCombatMixed(o, out, rng, 0.5, 0.3);
    expect([out.brawl, rng.draws]).toEqual([BRAWL_KEEP_HOLD, 0]);
    o.hold = 2;
    hook.closeCombatMixed(o, out, rng, 0.5, 0.3);
    expect([out.brawl, rng.draws]).toEqual([BRAWL_GRAPPLE, 0]);
  });
  it('dismount, mount, sling and takeUp are the HORSE_* choices (sling and takeUp name the comrade as target)', () => {
    const out = intent();
    hook.dismount(out);
    expect(out.horse).toBe(HORSE_DISMOUNT);
    hook.mount(out);
    expect(out.horse).toBe(HORSE_MOUNT);
    expect(out.target).toBe(-1);
    hook.sling(out, 2);
    expect(out).toMatchObject({ horse: HORSE_SLING, target: 2 });
    hook.takeUp(out, 3);
    expect(out).toMatchObject({ horse: HORSE_PICK_UP, target: 3 });
  });
});

describe('systems/index: the hooks by system id', () => {
  it('registers BOOT HILL under boothill', () => {
    expect(SYSTEM_HOOKS.boothill).toBe(BOOT_HILL_HOOK);
    expect(BOOT_HILL_HOOK.id).toBe('boothill');
    expect(isSystemId('boothill')).toBe(true);
    expect(isSystemId('warlords')).toBe(false);
    expect(isSystemId('toString')).toBe(false);
  });
  it('agentFor binds the named system hook (default boothill) and rejects an unknown id', () => {
    const o = makeObservation(fakeMap(['E........E']), [{ side: 0, at: [5, 0] }, { side: 1, at: [9, 0], danger: 1 }], { phase: PHASE_MOVE, weapons: [REVOLVER] });
    o.broken = 1;
    const a = intent();
    const b = intent();
    agentFor({ doctrine: 'gunfighter' })(o, scriptedRng([]), a);
    agentFor({ doctrine: 'gunfighter' }, 'boothill')(o, scriptedRng([]), b);
    expect(b).toEqual(a);
    expect(a.rate).toBe(RATE_RUN);
    expect(() => agentFor({ doctrine: 'gunfighter' }, 'warlords')).toThrow('unknown rule system "warlords" for agents; expected one of boothill, quickdraw, shootout');
  });
});
