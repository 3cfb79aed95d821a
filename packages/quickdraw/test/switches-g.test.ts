/**
 * Variant switches of Quick on the Draw for rulings of fighting a group might play otherwise
 * (issue #12), on forced dice: each with the switch off (the ruling as played) and on (the group's
 * alternative).
 * 1. `+inside-defences` (RULINGS.md QR-177): "Characters fighting in a building count as behind
 *    defences if being attacked. If they are pushed back and the attacker is able to enter the
 *    building, they lose this advantage" (REEL 5, FIGHTING IN BUILDINGS); "Increase the target's
 *    DV by 2 ... Behind defences in combat" (REEL 6). A and B inside a building, O outside. Off: B
 *    is behind defences (+2) against O only, A's blow is rolled for at DV 0. On: against A too (the
 *    blow at DV 2), until B falls back 2 paces in the close combat (COURAGE TEST, 2-4) with A
 *    inside: then DV 0 against A, +2 against O still.
 * 2. `+back-foot-blows-only` (RULINGS.md QR-165): "Hit by a character who is On the Back Foot"
 *    (DV +2; REEL 6, ADJUSTMENTS FOR SHOOTING AND FIGHTING TO DV); the vehicle table's row "Hit by a
 *    character who is On the Back Foot in close combat" (REEL 6, HITS ON VEHICLES). A On the Back
 *    Foot. Off: his shot (to hit 8) is rolled for at DV +2. On: at DV 0; his blow (clubs, attack
 *    8) at DV +2 either way.
 * 3. `+reroll-ones-ignored` (RULINGS.md QR-102, QR-111): Wanting to Shoot, 10: "Got Them! Make the
 *    perfect shot and may reroll the shooting attack dice if failed to hit ignoring any 1's
 *    rolled" (REEL 4); "Damn It!" the 1 of SHOOTING – TRYING TO HIT; revolvers "reloaded if any 1s
 *    are thrown" (RELOADING WEAPONS). Wanting to make an attack, 10: "Get Stuck In! ... may reroll
 *    attack dice if fail to hit ignoring any 1s rolled"; the attack's 1 "A Deadly Riposte! Miss and
 *    opponent makes an immediate fight back" (REEL 5). A's revolver shot on Got Them! misses (3),
 *    the reroll a 1: off, Damn It!, the revolver must be reloaded; on, a miss, still loaded. A's
 *    club on Get Stuck In! (want-attack 10) misses (3), the reroll a 1: off, A Deadly Riposte!, B
 *    fights back; on, Missed!, no riposte. A first roll's 1 is not rerolled either way. Of dice
 *    that each score (a Hero's snap shot, 2D10 both score, with a double action revolver: "If a
 *    double action pistol ... reroll it jams", QR-151) the first roll's 1 is kept and the 3 rerolled
 *    to a 1: off, that 1 is rerolled for the double action pistol (the kept 1 not read again: its
 *    reroll was rolled on the first read); on, ignored.
 * 4. `+one-combat-skill` (RULINGS.md QR-116): Brawler "Lowers the enemy's DV by 1 when using
 *    clubs, chairs, bottles or other improvised short range weapons"; Fighter or Expert "Lowers
 *    the enemy's DV by 1"; Martial Artist "Lowers an enemy's DV by 1 when they are hit by the
 *    character ... irrespective of how they are armed" (REEL 2, SPECIFIC COMBAT SKILLS AND
 *    TRAITS); "Hit in close combat by a Fighter, Brawler or one with martial arts skill" (REEL 6,
 *    ADJUSTMENTS ... TO DV). The DV of one blow (attack 8, effect 9) by a man of the skills at a
 *    man with the same weapon. Off: each skill its own -1 (a Brawler and Martial Artist with a
 *    club -2, a Swordsman and Martial Artist with a sword -2; one skill alone -1).
 *    On: one -1 in all; one skill alone -1 either way; Two Weapon Trained still its own -1.
 * 5. `+proud-stands` (RULINGS.md QR-78): Proud "Always stands and fights" (REEL 2, PERSONALITY),
 *    as Rash "Always stands, fights and makes an all out attack". A Proud B ordered to evade,
 *    attacked by A (response 6). Off: he responds and evades. On: no response test, no evade (the
 *    basic defence). A Proud A whose card moves him away from B in contact: off, he tests to break
 *    off; on, "stands and fights (Proud)": a blow, no break-off test. An ordinary man evades and
 *    breaks off either way.
 * 6. `+clubbed-close` (RULINGS.md QR-118): "Fists etc covers bare hands and/or feet and light
 *    clubs such as coshes, saps, clubbed handguns and knuckledusters. These are all close reach";
 *    the reach table's "Short Reach ... Club or Pistol used as a club" (REEL 2, COMBAT WEAPONS);
 *    "Hit by a character with a longer reach weapon" DV -1 (REEL 6). One blow (attack 8, effect 9).
 *    Off: a revolver clubbed (short) at a man with fists (close) is the longer reach, DV -1; a
 *    club at a clubbed revolver, both short, DV 0. On: the clubbed revolver is close: at fists DV
 *    0; the club at it the longer reach, DV -1. The table's "Pistol used as a club" likewise.
 */
import { describe, expect, it } from 'vitest';
import { BLOW_STANDARD, DEFEND_EVADE, QD_RATE_FULL, SHOT_SNAP, type SkirmishAgent } from '@deadeye/core';
import { attackAction, strike } from '../src/skirmish/fighting.ts';
import { fire, REROLL_NOT_ONES } from '../src/skirmish/shooting.ts';
import { Q_DEADLY_RIPOSTES, Q_FORCED_RELOADS } from '../src/skirmish/counts.ts';
import { BY_FIGHTING, courageTest, targetDv } from '../src/skirmish/effects.ts';
import { DV } from '../src/tables/dv.ts';
import { parseQdVariant, type QdSetup } from '../src/index.ts';
import { arena, arenaText, SUPPORTING_GUN } from './beast-helpers.ts';
import { cellOf, forcedWorld, idleAgent, lineOf, qCount } from './qd-helpers.ts';
import { parseScenario } from '@deadeye/core';
import { compileScenario, getSystem } from '@deadeye/registry';

const PAD = Array.from({ length: 40 }, () => 7);
/** `setup` under the variant `words` (e.g. `text+inside-defences`). */
const under = (setup: QdSetup, words: string): QdSetup => ({ ...setup, variant: parseQdVariant(words) });
const CLUB = '{ type: supporting, personality: ordinary, weapons: [club] }';

describe('1. +inside-defences: every man attacked inside a building is behind defences (QR-177)', () => {
  /** A (0) and B (1) with clubs in contact inside a building (interior x 5-19, y 5-14), O (2) outside. */
  function building(words: string, values: readonly number[]) {
    const text = arenaText(
      [
        { name: 'A', qd: CLUB, side: 'Men', at: [10, 10] },
        { name: 'B', qd: CLUB, side: 'Beasts', at: [11, 10], facing: 'W' },
        { name: 'O', qd: CLUB, side: 'Men', at: [2, 10] },
      ],
      [[5, 5, 15, 10]],
    ).replace('type: wall', 'type: interior');
    const setup = compileScenario(getSystem('quickdraw'), parseScenario(text, 'building.yaml'), {}) as QdSetup;
    const r = forcedWorld(under(setup, words), [idleAgent, idleAgent, idleAgent], values);
    r.world.seen.fill(1);
    r.world.located.fill(1);
    r.world.log = [];
    return r;
  }
  const base = (w: ReturnType<typeof building>['world']): number => w.setup.characters[1]!.armour;

  it('off: B is behind defences against O outside, not against A inside; A\'s blow is rolled for at DV 0', () => {
    const { world } = building('text', [7, 8, 5, ...PAD]);
    expect(targetDv(world, 1, 2, BY_FIGHTING, 0)).toBe(base(world) + DV['behind-defences']);
    expect(targetDv(world, 1, 0, BY_FIGHTING, 0)).toBe(base(world));
    attackAction(world, 0, 1, BLOW_STANDARD, 0);
    expect(lineOf(world.log!, new RegExp(`B rolls .* for the effect at DV ${base(world)}:`))).toBeGreaterThan(0);
  });

  it('on: B is behind defences against A inside too; A\'s blow is rolled for at DV +2', () => {
    const { world } = building('text+inside-defences', [7, 8, 5, ...PAD]);
    expect(targetDv(world, 1, 2, BY_FIGHTING, 0)).toBe(base(world) + DV['behind-defences']);
    expect(targetDv(world, 1, 0, BY_FIGHTING, 0)).toBe(base(world) + DV['behind-defences']);
    attackAction(world, 0, 1, BLOW_STANDARD, 0);
    expect(lineOf(world.log!, new RegExp(`B rolls .* for the effect at DV ${base(world) + DV['behind-defences']}:`))).toBeGreaterThan(0);
  });

  it('on: pushed back (courage 3 in close combat: falls back 2 paces), B loses it against A inside, keeps it against O', () => {
    for (const words of ['text', 'text+inside-defences']) {
      const { world } = building(words, [3, ...PAD]);
      world.engaged[0] = 1;
      world.engaged[1] = 0;
      const from = world.cell[1];
      courageTest(world, 1, 0);
      expect(world.cell[1]).not.toBe(from);
      expect(world.pushedBack[1]).toBe(1);
      expect(world.backFoot[1]).toBe(1);
      expect(targetDv(world, 1, 0, BY_FIGHTING, 0)).toBe(base(world));
      expect(targetDv(world, 1, 2, BY_FIGHTING, 0)).toBe(base(world) + DV['behind-defences']);
    }
  });
});

/** A (0) and B (1) of stat blocks `qd` facing each other along y 10, A at x 10, B at `bx`. */
function duo(qd: string, bx: number, words: string, values: readonly number[]) {
  const setup = arena([
    { name: 'A', qd, side: 'Men', at: [10, 10] },
    { name: 'B', qd, side: 'Beasts', at: [bx, 10], facing: 'W' },
  ]);
  const r = forcedWorld(under(setup, words), [idleAgent, idleAgent], values);
  r.world.seen.fill(1);
  r.world.located.fill(1);
  r.world.log = [];
  return r;
}

describe('2. +back-foot-blows-only: On the Back Foot for blows only, not shots (QR-165)', () => {
  /** A, On the Back Foot, his revolver drawn, shoots B 4 spaces off: to hit 8, effect 7. */
  function shot(words: string) {
    const { world } = duo(SUPPORTING_GUN, 14, words, [8, 7, ...PAD]);
    world.drawn[0] = 1;
    world.inHand[0] = 0;
    world.backFoot[0] = 1;
    fire(world, 0, 1, 0, 0, false);
    return world;
  }
  /** A, On the Back Foot, clubs B in contact: want-attack 7, attack 8, effect 5. */
  function blow(words: string) {
    const { world } = duo(CLUB, 11, words, [7, 8, 5, ...PAD]);
    world.backFoot[0] = 1;
    attackAction(world, 0, 1, BLOW_STANDARD, 0);
    return world;
  }

  it('off: his shot is rolled for at DV +2', () => {
    expect(lineOf(shot('text').log!, new RegExp(`B rolls 7 for the effect at DV ${DV['back-foot']}:`))).toBeGreaterThan(0);
  });

  it('on: his shot is rolled for at DV 0', () => {
    expect(lineOf(shot('text+back-foot-blows-only').log!, /B rolls 7 for the effect at DV 0:/)).toBeGreaterThan(0);
  });

  it('his blow is rolled for at DV +2, the switch off or on', () => {
    for (const words of ['text', 'text+back-foot-blows-only']) {
      expect(lineOf(blow(words).log!, new RegExp(`B rolls .* for the effect at DV ${DV['back-foot']}:`))).toBeGreaterThan(0);
    }
  });
});

describe("3. +reroll-ones-ignored: the reroll's 1s of Got Them! and Get Stuck In! are ignored (QR-102, QR-111)", () => {
  /** A, his revolver drawn, shoots B 4 spaces off on Got Them! (a 10 on Wanting to Shoot): the shot's dice `values`. */
  function gotThem(words: string, values: readonly number[]) {
    const { world, stream } = duo(SUPPORTING_GUN, 14, words, [...values, ...PAD]);
    world.drawn[0] = 1;
    world.inHand[0] = 0;
    const slot = world.inHand[0]!; // i * maxW + his weapon in hand, i = 0
    const before = world.loaded[slot]!;
    fire(world, 0, 1, 0, REROLL_NOT_ONES, false);
    return { world, stream, before, after: world.loaded[slot]! };
  }
  /** A clubs B in contact: want-attack 10 (Get Stuck In!), then the attack's dice `values`. */
  function stuckIn(words: string, values: readonly number[]) {
    const { world } = duo(CLUB, 11, words, [10, ...values, ...PAD]);
    attackAction(world, 0, 1, BLOW_STANDARD, 0);
    return world;
  }

  it("off: Got Them!'s reroll of 1 is Damn It!: the revolver must be reloaded", () => {
    const { world, before, after } = gotThem('text', [3, 1]);
    expect(before).toBeGreaterThan(0);
    expect(lineOf(world.log!, /A rerolls the attack dice \(Got Them!\)/)).toBeGreaterThan(0);
    expect(after).toBe(0);
    expect(qCount(world, Q_FORCED_RELOADS)).toBe(1);
  });

  it("on: Got Them!'s reroll of 1 is a miss: no reload", () => {
    const { world, before, after } = gotThem('text+reroll-ones-ignored', [3, 1]);
    expect(lineOf(world.log!, /the reroll's 1 is ignored: a miss/)).toBeGreaterThan(0);
    expect(after).toBe(before);
    expect(qCount(world, Q_FORCED_RELOADS)).toBe(0);
  });

  it("on: a first roll's 1 is not rerolled, and is Damn It! still", () => {
    const { world, after, stream } = gotThem('text+reroll-ones-ignored', [1, 9]);
    expect(lineOf(world.log!, /rerolls/)).toBe(-1);
    expect(after).toBe(0);
    expect(stream.draws).toBe(1);
  });

  /**
   * A Hero's snap shot with a double action revolver on Got Them!: first roll 1, 3 (the 1 rerolled
   * for the double action pistol: 5), the 3 rerolled to 1; then 5 for that 1's pistol reroll. The
   * kept 1 is not read again (its reroll was rolled on the first read: RULINGS.md QR-102; until
   * 2026-12-02 it was, a second chance to jam, found by this test's first version).
   */
  function snap(words: string) {
    const hero = '{ type: hero, personality: ordinary, weapons: [double-action-revolver] }';
    const { world } = duo(hero, 14, words, [1, 3, 5, 1, 5, ...PAD]);
    world.drawn[0] = 1;
    world.inHand[0] = 0;
    fire(world, 0, 1, SHOT_SNAP, REROLL_NOT_ONES, false);
    return world;
  }

  it("off: of dice that each score, the reroll's 1 is Damn It!: rerolled for the double action pistol; the kept 1 is not read again", () => {
    const world = snap('text');
    expect(lineOf(world.log!, /A rerolls the misses \(not the 1s\): 1, 1/)).toBeGreaterThan(0);
    // Two pistol rerolls, one for each 1 thrown: the first roll's and the reroll's (both 5: no jam).
    expect(world.log!.filter((l) => /the 1 is rerolled for a double action pistol/.test(l))).toEqual([
      '    Damn It! the 1 is rerolled for a double action pistol: 5',
      '    Damn It! the 1 is rerolled for a double action pistol: 5',
    ]);
    expect(world.jammed[world.inHand[0]!]).toBe(0);
  });

  it("on: of dice that each score, the reroll's 1 is ignored: no pistol reroll for it, no jam", () => {
    const world = snap('text+reroll-ones-ignored');
    expect(lineOf(world.log!, /A rerolls the misses \(not the 1s\): 1, 1/)).toBeGreaterThan(0);
    expect(lineOf(world.log!, /the reroll's 1 is ignored: a miss/)).toBeGreaterThan(0);
    expect(world.log!.filter((l) => /the 1 is rerolled for a double action pistol/.test(l))).toHaveLength(1);
    expect(world.jammed[world.inHand[0]!]).toBe(0);
  });

  it("off: Get Stuck In!'s reroll of 1 is A Deadly Riposte!: B fights back", () => {
    const world = stuckIn('text', [3, 1]);
    expect(lineOf(world.log!, /A rerolls the attack dice \(Get Stuck In!\)/)).toBeGreaterThan(0);
    expect(qCount(world, Q_DEADLY_RIPOSTES)).toBe(1);
    expect(lineOf(world.log!, /B attacks A/)).toBeGreaterThan(0);
  });

  it("on: Get Stuck In!'s reroll of 1 is Missed!: no riposte", () => {
    const world = stuckIn('text+reroll-ones-ignored', [3, 1]);
    expect(lineOf(world.log!, /the reroll's 1 is ignored \(Get Stuck In!\)/)).toBeGreaterThan(0);
    expect(lineOf(world.log!, /Missed!/)).toBeGreaterThan(0);
    expect(qCount(world, Q_DEADLY_RIPOSTES)).toBe(0);
    expect(lineOf(world.log!, /B attacks A/)).toBe(-1);
  });

  it("on: a first roll's 1 on Get Stuck In! stands: A Deadly Riposte!", () => {
    const world = stuckIn('text+reroll-ones-ignored', [1]);
    expect(lineOf(world.log!, /rerolls/)).toBe(-1);
    expect(qCount(world, Q_DEADLY_RIPOSTES)).toBe(1);
  });
});

describe('4. +one-combat-skill: one -1 for Fighter, Brawler and martial arts in all (QR-116)', () => {
  /** The DV of the effects roll of one blow by a man of `skills` with `weapon` at a man with the same weapon, under `words`. */
  function dvOf(words: string, skills: string, weapon: string): number {
    const setup = arena([
      { name: 'Hitter', qd: `{ type: supporting, personality: ordinary, skills: [${skills}], weapons: [${weapon}] }`, side: 'Men', at: [10, 10] },
      { name: 'Other', qd: `{ type: supporting, personality: ordinary, weapons: [${weapon}] }`, side: 'Beasts', at: [11, 10], facing: 'W' },
    ]);
    const { world } = forcedWorld(under(setup, words), [idleAgent, idleAgent], [8, 9, ...PAD]);
    world.seen.fill(1);
    world.log = [];
    strike(world, 0, 1, BLOW_STANDARD, 0, 0, 0, false);
    const line = world.log.find((l) => /Other rolls 9 for the effect at DV/.test(l))!;
    return Number(/at DV (-?\d+)/.exec(line)![1]);
  }
  const ON = 'text+one-combat-skill';

  it('off: each skill its own -1, and they add up', () => {
    expect(dvOf('text', 'brawler, martial-artist', 'club')).toBe(-2);
    expect(dvOf('text', 'swordsman, martial-artist', 'sword')).toBe(-2);
  });

  it('on: two or three of the skills give one -1 in all', () => {
    expect(dvOf(ON, 'brawler, martial-artist', 'club')).toBe(-1);
    expect(dvOf(ON, 'swordsman, martial-artist', 'sword')).toBe(-1);
  });

  it('on: one skill alone is -1 as before, none 0; Two Weapon Trained is its own -1 still', () => {
    expect(dvOf(ON, '', 'club')).toBe(0);
    expect(dvOf(ON, 'brawler', 'club')).toBe(-1);
    expect(dvOf(ON, 'martial-artist', 'club')).toBe(-1);
    expect(dvOf(ON, 'swordsman', 'sword')).toBe(-1);
    expect(dvOf(ON, 'martial-artist, two-weapon-trained', 'club')).toBe(dvOf('text', 'martial-artist, two-weapon-trained', 'club'));
    expect(dvOf(ON, 'martial-artist, two-weapon-trained', 'club')).toBe(-2);
  });
});

describe('5. +proud-stands: Proud always stands and fights, as Rash (QR-78)', () => {
  /** A (ordinary) attacks B (`personality`, ordered to evade, a card to come) in contact, knives: the response 6. */
  function evading(words: string, personality: string): string[] {
    const setup = arena([
      { name: 'A', qd: '{ type: supporting, personality: ordinary, weapons: [knife] }', side: 'Men', at: [10, 10] },
      { name: 'B', qd: `{ type: supporting, personality: ${personality}, weapons: [knife] }`, side: 'Beasts', at: [11, 10], facing: 'W' },
    ]);
    const { world } = forcedWorld(under(setup, words), [idleAgent, idleAgent], [6, ...PAD]);
    world.seen.fill(1);
    world.located.fill(1);
    world.log = [];
    world.engaged[0] = 1;
    world.engaged[1] = 0;
    world.defenceOrder[1] = DEFEND_EVADE;
    world.toCome[1] = 1;
    strike(world, 0, 1, BLOW_STANDARD, 0, 0, 0, true);
    return world.log;
  }
  /** A (`personality`), in contact with B, plays a card whose move takes him away (full rate to x 2). */
  function movingAway(words: string, personality: string): string[] {
    const setup = arena([
      { name: 'A', qd: `{ type: supporting, personality: ${personality}, weapons: [knife] }`, side: 'Men', at: [10, 10] },
      { name: 'B', qd: '{ type: supporting, personality: ordinary, weapons: [knife] }', side: 'Beasts', at: [11, 10], facing: 'W' },
    ]);
    const away: SkirmishAgent = (_o, _s, out) => {
      out.action = 0;
      out.moveTo = cellOf(r.world, 2, 10);
      out.rate = QD_RATE_FULL;
    };
    const r = forcedWorld(under(setup, words), [away, idleAgent], [...PAD, ...PAD]);
    r.world.seen.fill(1);
    r.world.located.fill(1);
    r.world.log = [];
    r.world.engaged[0] = 1;
    r.world.engaged[1] = 0;
    r.engine.playCard(0);
    return r.world.log;
  }

  it('off: a Proud man ordered to evade responds and evades', () => {
    const log = evading('text', 'proud');
    expect(lineOf(log, /B responds to the attack/)).toBeGreaterThan(0);
    expect(lineOf(log, /B evades/)).toBeGreaterThan(0);
  });

  it('on: a Proud man does not evade: no response test', () => {
    const log = evading('text+proud-stands', 'proud');
    expect(lineOf(log, /B responds to the attack/)).toBe(-1);
    expect(lineOf(log, /B evades/)).toBe(-1);
    expect(lineOf(evading('text+proud-stands', 'ordinary'), /B evades/)).toBeGreaterThan(0);
  });

  it('off: a Proud man moving away from a fight tests to break off', () => {
    const log = movingAway('text', 'proud');
    expect(lineOf(log, /A wants to break off/)).toBeGreaterThan(-1);
    expect(lineOf(log, /stands and fights/)).toBe(-1);
  });

  it('on: a Proud man moving away from a fight stands and fights: a blow, no break-off test', () => {
    const log = movingAway('text+proud-stands', 'proud');
    expect(lineOf(log, /A stands and fights \(Proud\)/)).toBeGreaterThan(-1);
    expect(lineOf(log, /A attacks B/)).toBeGreaterThan(-1);
    expect(lineOf(log, /wants to break off/)).toBe(-1);
    expect(lineOf(movingAway('text+proud-stands', 'ordinary'), /A wants to break off/)).toBeGreaterThan(-1);
  });
});

describe('6. +clubbed-close: a clubbed handgun is close reach, as Fists etc (QR-118)', () => {
  /** The DV of the effects roll of one blow by Hitter with `mine` at Other with `theirs`, under `words`. */
  function dvOf(words: string, mine: string, theirs: string): { dv: number; log: string[] } {
    const setup = arena([
      { name: 'Hitter', qd: `{ type: supporting, personality: ordinary, weapons: [${mine}] }`, side: 'Men', at: [10, 10] },
      { name: 'Other', qd: `{ type: supporting, personality: ordinary, weapons: [${theirs}] }`, side: 'Beasts', at: [11, 10], facing: 'W' },
    ]);
    const { world } = forcedWorld(under(setup, words), [idleAgent, idleAgent], [8, 9, ...PAD]);
    world.seen.fill(1);
    world.log = [];
    strike(world, 0, 1, BLOW_STANDARD, 0, 0, 0, false);
    const line = world.log.find((l) => /Other rolls 9 for the effect at DV/.test(l))!;
    return { dv: Number(/at DV (-?\d+)/.exec(line)![1]), log: world.log };
  }
  const ON = 'text+clubbed-close';

  it('off: a clubbed revolver is short reach: longer than fists, level with a club', () => {
    const r = dvOf('text', 'cartridge-revolver', 'fists');
    expect(lineOf(r.log, /Hitter attacks Other with Cartridge revolver/i)).toBeGreaterThanOrEqual(0);
    expect(r.dv).toBe(DV['longer-reach']);
    expect(dvOf('text', 'club', 'cartridge-revolver').dv).toBe(0);
    expect(dvOf('text', 'pistol-club', 'fists').dv).toBe(DV['longer-reach']);
  });

  it('on: a clubbed revolver is close reach: level with fists, shorter than a club', () => {
    expect(dvOf(ON, 'cartridge-revolver', 'fists').dv).toBe(0);
    expect(dvOf(ON, 'club', 'cartridge-revolver').dv).toBe(DV['longer-reach']);
    expect(dvOf(ON, 'pistol-club', 'fists').dv).toBe(0);
  });

  it('on: a club against fists is the longer reach as before', () => {
    expect(dvOf(ON, 'club', 'fists').dv).toBe(DV['longer-reach']);
  });
});
