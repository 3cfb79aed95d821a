/**
 * The wrong hand for shots (RULINGS.md QR-156) on forced dice: a two-gun man (the scenario's or
 * the block's `twoGuns`, the inline line's `TWOGUNS=yes`) carries his first two handguns one in
 * each hand; while the gun hand's cannot shoot he shoots the other, from his wrong hand: the
 * target's DV +2 ("Hit by a shot fired from the shooter's wrong hand", REEL 6) and a vehicle's VDV
 * +2 ("firing off handed"), unless he is Ambidextrous (REEL 2); he reloads the gun hand's first.
 * A man with two revolvers and no `twoGuns` draws and shoots one at a time, as before.
 */
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { agentFor } from '@deadeye/agents';
import { ACT_DRAW, loadScenario, SHOT_DELIBERATE, SHOT_HASTY, type SkirmishAgent } from '@deadeye/core';
import { compileScenario, getSystem } from '@deadeye/registry';
import { describeProfile, parseQdLine, resolveProfile, type QdSetup } from '../src/index.ts';
import { IMPACT_NORMAL, TRAIT } from '../src/skirmish/setup.ts';
import { fire } from '../src/skirmish/shooting.ts';
import { shotVdv } from '../src/skirmish/vehicles.ts';
import { DV } from '../src/tables/dv.ts';
import { duelSetup, forcedWorld, idleAgent, lineOf, seenWorld, VERSUS_TARGET, versusWorld, withChar, castScenario, errorOf } from './qd-helpers.ts';

const TWO_REVOLVERS = 'TYPE=supporting PERSONALITY=ordinary WPN=cartridge-revolver,cartridge-revolver';
const PAD = Array.from({ length: 60 }, () => 7);

/** The DV of the first effect roll in `log` ("rolls N for the effect at DV d"). */
function firstDv(log: readonly string[]): number {
  const line = log.find((l) => /B rolls \d+ for the effect at DV/.test(l));
  if (line === undefined) throw new Error('no effect roll on B in the log');
  return Number(/at DV (-?\d+)/.exec(line)![1]);
}


/** The gunfighter doctrine under Quick on the Draw, standing its ground within extreme range. */
const gunfighter = (): SkirmishAgent => agentFor({ doctrine: 'gunfighter', targeting: 'nearest', params: { band: 3 } }, 'quickdraw');

/** A's line `a` against B (a Supporting revolver man) at 5 paces, A drawn, played by `agent`, on the dice `values` then 7s. */
function cardWorld(a: string, agent: SkirmishAgent, values: readonly number[]) {
  const w = forcedWorld(duelSetup(`${a} NAME=A`, VERSUS_TARGET, 5, 5), [agent, idleAgent], [...values, ...PAD]);
  w.world.seen.fill(1);
  w.world.located.fill(1);
  w.world.drawn[0] = 1;
  w.world.log = [];
  return w;
}

describe('a two-gun man shoots the other gun from his wrong hand (QR-156)', () => {
  it('his gun-hand revolver emptied by a 1, he turns to the other: the shot says so and B is hit at DV +2', () => {
    const { world: w } = versusWorld(`${TWO_REVOLVERS} TWOGUNS=yes`, [1, 6]);
    expect([w.inHand[0], w.offHand[0], w.wrongHand[0]]).toEqual([0, 1, 0]);
    fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(w.loaded[0]).toBe(0);
    expect([w.inHand[0], w.offHand[0], w.wrongHand[0]]).toEqual([1, 0, 1]);
    expect(lineOf(w.log!, /A turns to the Cartridge revolver in his other hand \(his wrong hand\)/)).toBeGreaterThan(-1);
    fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(lineOf(w.log!, /A fires his Cartridge revolver at B \(deliberate shot, 5\.0 paces, from his wrong hand\)/)).toBeGreaterThan(-1);
    expect(w.loaded[1]).toBe(1);
    const plain = versusWorld(TWO_REVOLVERS, [6]).world;
    fire(plain, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(firstDv(w.log!)).toBe(firstDv(plain.log!) + DV['wrong-hand']);
    expect(DV['wrong-hand']).toBe(2);
  });

  it('Ambidextrous: the same shot from his wrong hand at the plain DV', () => {
    const { world: w } = versusWorld(`${TWO_REVOLVERS} TWOGUNS=yes SKILLS=ambidextrous`, [1, 6]);
    fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
    fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(w.wrongHand[0]).toBe(1);
    expect(lineOf(w.log!, /from his wrong hand \(Ambidextrous: no penalty\)/)).toBeGreaterThan(-1);
    const plain = versusWorld(`${TWO_REVOLVERS} SKILLS=ambidextrous`, [6]).world;
    fire(plain, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(firstDv(w.log!)).toBe(firstDv(plain.log!));
  });

  it("the agent shoots the other gun rather than reload, then, both empty, reloads the gun hand's", () => {
    const { engine, world: w } = cardWorld(`${TWO_REVOLVERS} TWOGUNS=yes`, gunfighter(), [1]);
    fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
    const before = w.log!.length;
    engine.playCard(0);
    const card = w.log!.slice(before);
    expect(lineOf(card, /A fires his Cartridge revolver at B \(.*from his wrong hand\)/)).toBeGreaterThan(-1);
    expect(lineOf(card, /reloads/)).toBe(-1);

    // Both empty: back to the gun hand, and the card reloads it.
    const { engine: e2, world: w2 } = cardWorld(`${TWO_REVOLVERS} TWOGUNS=yes`, gunfighter(), [1, 1]);
    fire(w2, 0, 1, SHOT_DELIBERATE, 0, false);
    fire(w2, 0, 1, SHOT_DELIBERATE, 0, false);
    expect([w2.inHand[0], w2.wrongHand[0], w2.loaded[0], w2.loaded[1]]).toEqual([0, 0, 0, 0]);
    expect(lineOf(w2.log!, /A goes back to the Cartridge revolver in his gun hand/)).toBeGreaterThan(-1);
    e2.playCard(0);
    expect(lineOf(w2.log!, /A reloads/)).toBeGreaterThan(-1);
    expect(w2.loaded[0]).toBe(1);
    expect(w2.loaded[1]).toBe(0);
  });

  it('both come out on one draw; a man without twoGuns draws one revolver, and never shoots from his wrong hand', () => {
    const drawSecond: SkirmishAgent = (_o, _s, out) => {
      out.action = ACT_DRAW;
      out.weapon = 1;
    };
    const two = cardWorld(`${TWO_REVOLVERS} TWOGUNS=yes`, drawSecond, []);
    two.world.drawn[0] = 0;
    two.engine.playCard(0);
    expect(lineOf(two.world.log!, /A draws his Cartridge revolver and his Cartridge revolver, one in each hand/)).toBeGreaterThan(-1);
    expect([two.world.inHand[0], two.world.offHand[0], two.world.drawn[0]]).toEqual([0, 1, 1]);

    const one = cardWorld(TWO_REVOLVERS, drawSecond, []);
    one.world.drawn[0] = 0;
    one.engine.playCard(0);
    expect(lineOf(one.world.log!, /A draws his Cartridge revolver$/)).toBeGreaterThan(-1);
    expect([one.world.inHand[0], one.world.offHand[0]]).toEqual([1, -1]);

    // Emptied by a 1, he stays with the empty gun and his agent reloads it.
    const { engine, world: w } = cardWorld(TWO_REVOLVERS, gunfighter(), [1]);
    expect(w.offHand[0]).toBe(-1);
    fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
    expect([w.inHand[0], w.wrongHand[0]]).toEqual([0, 0]);
    engine.playCard(0);
    expect(lineOf(w.log!, /wrong hand/)).toBe(-1);
    expect(lineOf(w.log!, /A reloads/)).toBeGreaterThan(-1);
  });

  it('his first two handguns: a rifle first is in hand alone; drawing either handgun brings out both, the first in his gun hand', () => {
    const setup = duelSetup(`TYPE=supporting PERSONALITY=ordinary WPN=repeating-rifle,cartridge-revolver,derringer TWOGUNS=yes NAME=A`, VERSUS_TARGET);
    expect([setup.characters[0]!.gunHandGun, setup.characters[0]!.otherHandGun]).toEqual([1, 2]);
    expect([setup.characters[1]!.gunHandGun, setup.characters[1]!.otherHandGun]).toEqual([-1, -1]);
    const { world: w } = forcedWorld(setup, [idleAgent, idleAgent], PAD);
    expect([w.inHand[0], w.offHand[0]]).toEqual([0, -1]);
    const drawDerringer: SkirmishAgent = (_o, _s, out) => {
      out.action = ACT_DRAW;
      out.weapon = 2;
    };
    const d = cardWorld('TYPE=supporting PERSONALITY=ordinary WPN=repeating-rifle,cartridge-revolver,derringer TWOGUNS=yes', drawDerringer, []);
    d.engine.playCard(0);
    expect(lineOf(d.world.log!, /A draws his Cartridge revolver and his Derringer, one in each hand/)).toBeGreaterThan(-1);
    expect([d.world.inHand[0], d.world.offHand[0], d.world.wrongHand[0]]).toEqual([1, 2, 0]);
  });

  it('a jammed gun-hand gun too: a pepperpot jammed on a 2, he shoots the revolver in his other hand', () => {
    const { world: w } = versusWorld('TYPE=supporting PERSONALITY=ordinary WPN=pepperpot,cartridge-revolver TWOGUNS=yes', [2, 6]);
    fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
    expect([w.jammed[0], w.loaded[0]]).toEqual([1, 1]);
    expect([w.inHand[0], w.wrongHand[0]]).toEqual([1, 1]);
    fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(lineOf(w.log!, /A fires his Cartridge revolver at B \(deliberate shot, 5\.0 paces, from his wrong hand\)/)).toBeGreaterThan(-1);
  });
});

describe('the VDV: "firing off handed" +2, once with a hasty shot, not for the Ambidextrous (QR-156)', () => {
  const FIXTURE = fileURLToPath(new URL('./fixtures/vehicle-yard.yaml', import.meta.url));
  const SHOOTER = 0;
  const WAGON = 0;
  const setup = compileScenario(getSystem('quickdraw'), loadScenario(FIXTURE), {}) as QdSetup;
  const revolver = setup.characters[SHOOTER]!.weapons[0]!;

  it('+2 from his wrong hand; a hasty shot from it +2 once; Ambidextrous none', () => {
    const w = seenWorld(setup, []).world;
    const base = shotVdv(w, WAGON, SHOOTER, SHOT_DELIBERATE, revolver, IMPACT_NORMAL, false);
    const hasty = shotVdv(w, WAGON, SHOOTER, SHOT_HASTY, revolver, IMPACT_NORMAL, false);
    w.wrongHand[SHOOTER] = 1;
    expect(shotVdv(w, WAGON, SHOOTER, SHOT_DELIBERATE, revolver, IMPACT_NORMAL, false)).toBe(base + 2);
    expect(shotVdv(w, WAGON, SHOOTER, SHOT_HASTY, revolver, IMPACT_NORMAL, false)).toBe(hasty);
    const amb = seenWorld(withChar(setup, SHOOTER, { traits: TRAIT.ambidextrous }), []).world;
    amb.wrongHand[SHOOTER] = 1;
    expect(shotVdv(amb, WAGON, SHOOTER, SHOT_DELIBERATE, revolver, IMPACT_NORMAL, false)).toBe(base);
  });
});


describe('twoGuns in the stat block, the inline line and the scenario (QR-156, QR-C11)', () => {
  const block = (fields: string, weapons = '[cartridge-revolver, derringer]') => castScenario(`    stats: { quickdraw: { type: supporting, personality: ordinary, weapons: ${weapons}${fields} } }\n    weapons: []`);

  it('the block: twoGuns true gives the two-gun carry, described as "two guns"', () => {
    const p = resolveProfile(block(', twoGuns: true'), 0, undefined);
    expect(p.twoGuns).toBe(1);
    expect(describeProfile(p)).toContain('two guns');
    expect(p.casting.some((l) => /his cartridge-revolver in his gun hand, his derringer in the other.*QR-156/.test(l))).toBe(true);
    expect(resolveProfile(block(''), 0, undefined).twoGuns).toBe(0);
    expect(describeProfile(resolveProfile(block(''), 0, undefined))).not.toContain('two guns');
  });

  it('the block: a bad value, or twoGuns with one handgun, is one line naming the field', () => {
    expect(errorOf(() => resolveProfile(block(', twoGuns: maybe'), 0, undefined))).toMatch(/^cast\.yaml: characters\[0\]\.stats\.quickdraw\.twoGuns: expected true or false .*found/);
    expect(errorOf(() => resolveProfile(block(', twoGuns: true', '[cartridge-revolver, repeating-rifle]'), 0, undefined))).toMatch(
      /^cast\.yaml: characters\[0\]\.stats\.quickdraw\.twoGuns: expected true only for a character carrying at least two handguns.*found true with 1 handgun \(cartridge-revolver, repeating-rifle\)$/,
    );
  });

  it("the scenario's twoGuns (BOOT HILL's) carries over, gives no trait, and overrides nothing the block sets", () => {
    const sc = castScenario('    twoGuns: true\n    stats: { quickdraw: { type: supporting, personality: ordinary, weapons: [cartridge-revolver, cartridge-revolver] } }\n    weapons: [{ code: SAR6 }, { code: SAR6 }]');
    const p = resolveProfile(sc, 0, undefined);
    expect(p).toMatchObject({ twoGuns: 1, skills: [] });
    const off = castScenario('    twoGuns: true\n    stats: { quickdraw: { type: supporting, personality: ordinary, weapons: [cartridge-revolver, cartridge-revolver], twoGuns: false } }\n    weapons: [{ code: SAR6 }, { code: SAR6 }]');
    expect(resolveProfile(off, 0, undefined).twoGuns).toBe(0);
    // With fewer than two handguns the scenario's flag is a casting note, not an error.
    const rifle = castScenario('    twoGuns: true\n    stats: { quickdraw: { type: supporting, personality: ordinary, weapons: [cartridge-revolver, repeating-rifle] } }\n    weapons: [{ code: SAR6 }, { code: SAR6 }]');
    const r = resolveProfile(rifle, 0, undefined);
    expect(r.twoGuns).toBe(0);
    expect(r.casting).toContain('twoGuns: no effect, he carries 1 handgun (RULINGS.md QR-156)');
  });

  it('the inline line: TWOGUNS=yes/no; a bad value or one handgun names the key and the allowed values', () => {
    expect(parseQdLine(`${TWO_REVOLVERS} TWOGUNS=yes`).twoGuns).toBe(1);
    expect(parseQdLine(`${TWO_REVOLVERS} twoguns=No`).twoGuns).toBe(0);
    expect(parseQdLine(TWO_REVOLVERS).twoGuns).toBe(0);
    expect(errorOf(() => parseQdLine(`${TWO_REVOLVERS} TWOGUNS=maybe`))).toMatch(/^inline character ".*": TWOGUNS="maybe" is not allowed; allowed: yes, no$/);
    expect(errorOf(() => parseQdLine('TYPE=supporting PERSONALITY=ordinary WPN=cartridge-revolver,knife TWOGUNS=yes'))).toMatch(/: TWOGUNS="yes" needs two handguns in WPN .*found cartridge-revolver, knife/);
  });
});
