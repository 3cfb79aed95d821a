/**
 * The thirty-first audit (a, 2026-12-04): the Northfield module's robbery (core
 * special-rules/northfield, ROBBING THE BANK) under Quick on the Draw's cards, reported by the
 * thirtieth audit's read of Northfield and checked against the code here. Each case fails on the
 * code before.
 * - A threat, a search or a cover is the robber's one action of the turn ("may take no other
 *   action that turn except moving", "may not perform any other action that turn", "may do nothing
 *   else that turn (including movement)"): a shot on a later card of the phase voids it, and a move
 *   voids a cover (core `NorthfieldScenario.fired` and `moved`, called by shooting.ts `fire` and
 *   walk.ts `finishMove`; RULINGS.md QR-94 amended). Before, it stood for the phase: 10 cases in
 *   trials 0-120 (seed 1), and the employee of a void cover was spared his heroics check.
 * - Nobody covers or threatens an employee who is down: the module refuses the cover (core
 *   `declare`), and the `northfieldRobber` doctrine does not declare either. Before, the plan, made
 *   at the phase's start, had robbers covering an employee shot down on an earlier card: 31 covers
 *   in 18 of trials 0-120.
 * - A threat that comes to nothing at the phase's end is said, as its declaration was (core
 *   `endTurn`): before, a threat declared two squares away was dropped unsaid (log only).
 */
import { describe, expect, it } from 'vitest';
import { placeAt, STATUS_FLED, STATUS_UNCONSCIOUS, TASK_COVER, TASK_SEARCH, TASK_THREATEN } from '@deadeye/core';
import { ForcedStream } from '@deadeye/rng';
import { replayScenario } from '@deadeye/registry';
import { bundled } from './fixture.ts';
import { host, idx, system } from './northfield-helpers.ts';

const BOB = idx('Bob Younger');
const FRANK = idx('Frank James');
const HAYWOOD = idx('Joseph Haywood');
const WILCOX = idx('Frank Wilcox');
const BUNKER = idx('A. E. Bunker');

/** Frank James beside Haywood with a loaded revolver in hand, Bob Younger beside Wilcox, phase 1 begun (robbery not discovered). */
function atTheCounter() {
  const r = host(undefined, 'qd-northfield-31a');
  const { h, rules } = r;
  for (const [g, e] of [[FRANK, HAYWOOD], [BOB, WILCOX]] as const) {
    placeAt(h, g, h.cell[e]! + 1);
    h.inHand[g] = 0;
    h.drawn[g] = 1;
    h.loaded[g * h.maxW] = 1;
  }
  h.stream = new ForcedStream([1]);
  rules.turnStart(1);
  return r;
}

describe('the thirty-first audit (a): a shot or a move voids the turn\'s threat, search or cover (QR-94 amended)', () => {
  it('a shot voids a cover: the employee may shoot again and is no longer spared the heroics check', () => {
    const { h, rules } = atTheCounter();
    rules.declare(FRANK, TASK_COVER, HAYWOOD);
    expect(rules.covered(HAYWOOD)).toBe(true);
    rules.fired(FRANK);
    expect(rules.covered(HAYWOOD)).toBe(false);
    expect(h.log).toContain("  Frank James's cover of Joseph Haywood is void: he has fired this turn (the module's one action a turn)");
  });
  it('a move voids a cover, not a threat or a search (they allow moving)', () => {
    const { h, rules } = atTheCounter();
    rules.declare(FRANK, TASK_COVER, HAYWOOD);
    rules.declare(BOB, TASK_THREATEN, WILCOX);
    rules.moved(BOB);
    rules.moved(FRANK);
    expect(rules.covered(HAYWOOD)).toBe(false);
    // Bob's threat stands: resolved at the phase's end (Wilcox reads 9 -> fails, gives up a reserve).
    h.stream = new ForcedStream([9, 9, 9, 9, 9, 9]);
    rules.endTurn(1);
    expect(h.log!.some((l) => /Frank Wilcox gives up a cash reserve/.test(l) || /threatened by Bob Younger/.test(l))).toBe(true);
  });
  it('a shot voids a threat and a search: neither is resolved at the phase\'s end', () => {
    const { h, rules } = atTheCounter();
    rules.declare(BOB, TASK_THREATEN, WILCOX);
    h.cell[FRANK] = setupVault();
    rules.declare(FRANK, TASK_SEARCH, -1);
    rules.fired(BOB);
    rules.fired(FRANK);
    h.stream = new ForcedStream([1, 1, 1, 1, 1, 1, 1, 1]);
    rules.endTurn(1);
    expect(h.log!.some((l) => /threatened by Bob Younger/.test(l))).toBe(false);
    expect(h.log!.some((l) => /Frank James tries the vault/.test(l))).toBe(false);
    expect(rules.loot[BOB]).toBe(0);
    expect(rules.loot[FRANK]).toBe(0);
    expect(h.log).toContain("  Bob Younger's threat of Frank Wilcox is void: he has fired this turn (the module's one action a turn)");
    expect(h.log).toContain("  Frank James's search is void: he has fired this turn (the module's one action a turn)");
  });
  it('a shot voids one robber\'s cover only: another robber\'s cover of the same square stands', () => {
    const { h, rules } = atTheCounter();
    // Wilcox in Haywood's square; Bob covers Wilcox from beside it too.
    placeAt(h, WILCOX, h.cell[HAYWOOD]!);
    placeAt(h, BOB, h.cell[HAYWOOD]! - 1);
    h.stream = new ForcedStream([1]);
    rules.turnStart(1);
    rules.declare(FRANK, TASK_COVER, HAYWOOD);
    rules.declare(BOB, TASK_COVER, WILCOX);
    rules.fired(FRANK);
    expect(rules.covered(HAYWOOD)).toBe(true);
    expect(rules.covered(WILCOX)).toBe(true);
    rules.fired(BOB);
    expect(rules.covered(HAYWOOD)).toBe(false);
    expect(rules.covered(WILCOX)).toBe(false);
  });
  it('played: Frank James covers Haywood on card 1 of phase 4 and shoots at Bunker later in it; Haywood makes his heroics check at the phase\'s end (trial 16)', () => {
    // Trial 16 (trial 96, phase 8, until the thirty-second audit's QR-21 amendment changed the
    // trials); checked on that code with a shot's void taken out: no void, no heroics check.
    const log = replayScenario(system, bundled('northfield'), '1', 16).log;
    const p4 = log.indexOf('Phase 4: 39 cards');
    const p5 = log.indexOf('Phase 5: 36 cards');
    expect(p4).toBeGreaterThan(0);
    const phase = log.slice(p4, p5);
    expect(phase.slice(1, 3)).toEqual(['  card 1: Frank James', '    Frank James covers Joseph Haywood']);
    const shot = phase.indexOf('    Frank James fires his Cartridge revolver at A. E. Bunker (deliberate shot, 2.0 paces)');
    expect(shot).toBeGreaterThan(0);
    expect(phase[shot + 4]).toBe("    Frank James's cover of Joseph Haywood is void: he has fired this turn (the module's one action a turn)");
    expect(phase).toContain('  Joseph Haywood reaches for his gun (heroics)');
  });
  it('played: Bob Younger, covering Wilcox, runs for his horse; Wilcox makes his heroics check at the phase\'s end (trial 102)', () => {
    const log = replayScenario(system, bundled('northfield'), '1', 102).log;
    const run = log.indexOf('    Bob Younger runs for his horse (17,19) -> (19,19)');
    expect(run).toBeGreaterThan(0);
    expect(log[run + 1]).toBe("    Bob Younger's cover of Frank Wilcox is void: he has moved (the module's one action a turn)");
    const end = log.findIndex((l, k) => k > run && l.startsWith('Phase '));
    expect(log.slice(run, end)).toContain('  Frank Wilcox reaches for his gun (heroics)');
  });
});

describe('the thirty-first audit (a): no cover or threat of an employee who is down', () => {
  it('the module refuses a cover of an employee down (and so of the others in his square)', () => {
    const { h, rules } = atTheCounter();
    h.status[HAYWOOD] = STATUS_UNCONSCIOUS;
    rules.declare(FRANK, TASK_COVER, HAYWOOD);
    expect(rules.covered(HAYWOOD)).toBe(false);
    expect(h.log).toContain('  Frank James cannot cover Joseph Haywood: he is out of the fight');
  });
  it('in trials 2, 19 and 114 (seed 1), no robber covers an employee after he has collapsed', () => {
    const employees = ['Joseph Haywood', 'A. E. Bunker', 'Frank Wilcox'];
    for (const trial of [2, 19, 114]) {
      const down = new Set<string>();
      let covers = 0;
      for (const l of replayScenario(system, bundled('northfield'), '1', trial).log) {
        for (const e of employees) if (l.includes(`${e} collapses`) || l.includes(`${e} is out of the fight`)) down.add(e);
        const m = /^ +\S+ \S+ covers (.+)$/.exec(l);
        if (m !== null) {
          covers++;
          expect(down.has(m[1]!), `trial ${trial}: ${l.trim()}`).toBe(false);
        }
      }
      expect(covers, `trial ${trial}`).toBeGreaterThan(0);
    }
  });
});

describe('the thirty-first audit (a): a threat that comes to nothing is said', () => {
  it('threats on an employee down, or not beside him at the phase\'s end, are said', () => {
    const { h, rules } = atTheCounter();
    rules.declare(BOB, TASK_THREATEN, WILCOX);
    rules.declare(FRANK, TASK_THREATEN, BUNKER);
    h.status[WILCOX] = STATUS_FLED;
    h.stream = new ForcedStream([9, 9, 9, 9, 9, 9]);
    rules.endTurn(1);
    expect(h.log).toContain("  Bob Younger's threat comes to nothing: Frank Wilcox is out of the fight");
    expect(h.log).toContain("  Frank James's threat comes to nothing: he is not beside A. E. Bunker");
  });
});

/** The vault's cell of the bundled scenario. */
function setupVault(): number {
  return host(undefined, 'qd-northfield-31a-vault').rules.nf.vault;
}
