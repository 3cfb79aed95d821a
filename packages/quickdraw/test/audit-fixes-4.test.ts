/**
 * The fourth audit's fixes (quick-on-the-draw.md REEL 2, CASTING; RULINGS.md QR-64, QR-78, QR-80,
 * QR-81, QR-82, QR-83, QR-84, QR-116, QR-142, QR-156, QR-158, QR-173, QR-174), on forced dice:
 * a clubbed gun is a club for the Expert's skill, Two Weapon Trained and Two Fisted each -1, the
 * Le Mat's bullets a handgun's, a Ruthless friend's help to escape, a Bloodthirsty defender's
 * evade, a Rash man who stands and fights, a Rash holder's first blow, Lucky on a missed blow,
 * Quick Draw drawing to respond from a hold, the Natural Leader answering a draw, no Dominant's
 * sway on the entanglement chart, Fleet Footed on foot only, Good and Poor in a particular skill
 * on the scenario's task, and a Fearsome rider's run-down. REEL 7 (QR-51, QR-52, QR-62, QR-140):
 * who may evade a stampede and how far, a trample on a rider, a roped herd animal's failed escape,
 * a beast's entanglement roll and fence, a Nick in a fight, a fuse gone off beside a beast.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ACT_ATTACK, ACT_RIDE_DOWN, QD_RATE_FULL, BLOW_STANDARD, DEFEND_EVADE, loadScenario, offsetIndex, parseScenario, placeAt, type SkirmishAgent } from '@deadeye/core';
import { compileScenario, getSystem } from '@deadeye/registry';
import { handgunSlots } from '../src/character/weapon-ids.ts';
import type { QdSetup } from '../src/index.ts';
import { ENT_ENTANGLED, ENT_PARTIALLY, BY_WEAPON, entangle, escapeOnCard } from '../src/skirmish/entangle.ts';
import { strike } from '../src/skirmish/fighting.ts';
import { TRAIT } from '../src/skirmish/setup.ts';
import { lightFuse } from '../src/skirmish/shooting.ts';
import { shootAction } from '../src/skirmish/shootouts.ts';
import { scenarioTask } from '../src/skirmish/tasks.ts';
import { beastMove } from '../src/skirmish/beast-card.ts';
import { reactionTest } from '../src/skirmish/beasts.ts';
import { MOOD_HUNT } from '../src/skirmish/world.ts';
import { arena, arenaText, herdWorld, MINOR_GUN } from './beast-helpers.ts';
import { cellOf, chargerAgent, forcedWorld, holdAgent, idleAgent, lineOf, seenWorld, streetSetup, versusWorld, withChar } from './qd-helpers.ts';

const PAD = [7, 7, 7, 7, 7, 7, 7, 7, 7, 7];

/** The DV of the first effect roll in `log` ("rolls N for the effect at DV d"). */
function dvOf(log: readonly string[]): number {
  const m = log.map((l) => /for the effect at DV (-?\d+)/.exec(l)).find((x) => x !== null);
  if (m === undefined || m === null) throw new Error('no effect roll in the log');
  return Number(m[1]);
}

/** A's blow at B (`strike`, no response) with A's line `a` on `dice`; A's first weapon in hand. */
function blowOf(a: string, dice: readonly number[]): string[] {
  const { world } = versusWorld(a, dice, 1);
  world.inHand[0] = 0;
  world.drawn[0] = 1;
  strike(world, 0, 1, BLOW_STANDARD, 0, 0, 0, false);
  return world.log!;
}


describe('A gun used as a club is a club for the Expert skills (REEL 2; QR-173)', () => {
  // A's attack 3 (a miss); an Expert with the weapon rerolls it: 8; B's effect roll 5.
  it("a Pistoleer clubbing with his revolver does not reroll the miss; a Swordsman (the fighting weapons') does", () => {
    const pistoleer = blowOf('TYPE=supporting PERSONALITY=ordinary SKILLS=pistoleer WPN=cartridge-revolver', [3, 8, 5]);
    expect(lineOf(pistoleer, /Missed!/)).toBeGreaterThan(-1);
    expect(lineOf(pistoleer, /for the effect/)).toBe(-1);
    const swordsman = blowOf('TYPE=supporting PERSONALITY=ordinary SKILLS=swordsman WPN=cartridge-revolver', [3, 8, 5]);
    expect(lineOf(swordsman, /Missed!/)).toBe(-1);
    expect(lineOf(swordsman, /for the effect/)).toBeGreaterThan(-1);
  });
});

describe('Two Weapon Trained and Two Fisted each lower the DV by 1 (REEL 2; QR-116)', () => {
  it('with both, a blow with fists is one DV lower than with Two Fisted alone', () => {
    // Main: attack 2D10 best (8, 2); B's effect 5.
    const both = dvOf(blowOf('TYPE=main PERSONALITY=ordinary SKILLS=two-weapon-trained,two-fisted WPN=fists', [8, 2, 5]));
    const one = dvOf(blowOf('TYPE=main PERSONALITY=ordinary SKILLS=two-fisted WPN=fists', [8, 2, 5]));
    const none = dvOf(blowOf('TYPE=main PERSONALITY=ordinary WPN=fists', [8, 2, 5]));
    expect(one).toBe(none - 1);
    expect(both).toBe(none - 2);
  });
});

describe("The Le Mat's bullets are a handgun's (REEL 4, WEAPONS TABLE; QR-156)", () => {
  it('a two-gun man may carry it; its shotgun barrel is no second handgun; a Pistoleer is expert with it', () => {
    expect(handgunSlots(['le-mat', 'cartridge-revolver'])).toEqual([0, 1]);
    expect(handgunSlots(['le-mat-shotgun'])).toEqual([]);
    const { world } = versusWorld('TYPE=supporting PERSONALITY=ordinary SKILLS=pistoleer WPN=le-mat', []);
    expect(world.setup.characters[0]!.weapons[0]!.expert).toBe(1);
  });
});

describe('Lucky rerolls a missed blow (REEL 2, Lucky; QR-83)', () => {
  it("a Lucky man's miss (3) is rerolled (8) and one of his four rerolls spent; an ordinary man's is not", () => {
    const { world } = versusWorld('TYPE=supporting PERSONALITY=lucky WPN=knife', [3, 8, 5], 1);
    strike(world, 0, 1, BLOW_STANDARD, 0, 0, 0, false);
    expect(lineOf(world.log!, /A is Lucky and rerolls the blow/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /Missed!/)).toBe(-1);
    expect(world.luckLeft[0]).toBe(3);
    const plain = blowOf('TYPE=supporting PERSONALITY=ordinary WPN=knife', [3, 8, 5]);
    expect(lineOf(plain, /Missed!/)).toBeGreaterThan(-1);
  });
});

describe('Bloodthirsty and Rash defenders (REEL 2; QR-78, QR-82)', () => {
  /** A (knife) attacks B (knife, `personality`) in contact, engaged, B ordered to evade with a card to come. */
  function evading(personality: string, dice: readonly number[]): string[] {
    const setup = arena([
      { name: 'A', qd: '{ type: supporting, personality: ordinary, weapons: [knife] }', side: 'Men', at: [10, 10] },
      { name: 'B', qd: `{ type: supporting, personality: ${personality}, weapons: [knife] }`, side: 'Beasts', at: [11, 10], facing: 'W' },
    ]);
    const { world } = seenWorld(setup, [...dice, ...PAD]);
    world.engaged[0] = 1;
    world.engaged[1] = 0;
    world.defenceOrder[1] = DEFEND_EVADE;
    world.toCome[1] = 1;
    strike(world, 0, 1, BLOW_STANDARD, 0, 0, 0, true);
    return world.log!;
  }
  it('a Bloodthirsty man evades only if he passes the test to stop fighting (response 6; stop 3: he stands)', () => {
    const blood = evading('bloodthirsty', [6, 3]);
    expect(lineOf(blood, /B tries to stop fighting \(Bloodthirsty\): rolls 3/)).toBeGreaterThan(-1);
    expect(lineOf(blood, /B cannot stop fighting/)).toBeGreaterThan(-1);
    expect(lineOf(blood, /B evades/)).toBe(-1);
    expect(lineOf(evading('bloodthirsty', [6, 8]), /B evades/)).toBeGreaterThan(-1);
    expect(lineOf(evading('ordinary', [6]), /B evades/)).toBeGreaterThan(-1);
  });
  it('a Rash man does not evade: no response test, no card forfeited', () => {
    const rash = evading('rash', [6]);
    expect(lineOf(rash, /B responds to the attack/)).toBe(-1);
    expect(lineOf(rash, /B evades/)).toBe(-1);
  });
  it('a Rash man who declares a move away in a fight stands and fights: a blow, no break-off test', () => {
    const setup = arena([
      { name: 'A', qd: '{ type: supporting, personality: rash, weapons: [knife] }', side: 'Men', at: [10, 10] },
      { name: 'B', qd: '{ type: supporting, personality: ordinary, weapons: [knife] }', side: 'Beasts', at: [11, 10], facing: 'W' },
    ]);
    const away: SkirmishAgent = (_o, _s, out) => {
      out.action = 0;
      out.moveTo = cellOf(world, 2, 10);
      out.rate = QD_RATE_FULL;
    };
    const { engine, world } = seenWorld(setup, [...PAD, ...PAD], [away, idleAgent]);
    world.located.fill(1);
    world.engaged[0] = 1;
    world.engaged[1] = 0;
    engine.playCard(0);
    expect(lineOf(world.log!, /A stands and fights \(Rash\)/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /A attacks B/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /wants to break off/)).toBe(-1);
  });
});

describe("A Rash holder's first blow from a hold is an All Out Attack (REEL 5; QR-78)", () => {
  it('B walks into contact; the Rash holder answers (6) with an All Out Attack, an ordinary one with his agent\'s blow', () => {
    for (const personality of ['rash', 'ordinary']) {
      const setup = arena([
        { name: 'A', qd: `{ type: supporting, personality: ${personality}, weapons: [knife] }`, side: 'Men', at: [10, 10] },
        { name: 'B', qd: '{ type: supporting, personality: ordinary, weapons: [knife] }', side: 'Beasts', at: [14, 10], facing: 'W' },
      ]);
      const holder: SkirmishAgent = (o, _s, out) => {
        out.action = o.responding === 1 ? ACT_ATTACK : 0;
        out.target = 1;
        out.blow = BLOW_STANDARD;
      };
      // B walks next to A (a walk in the open: no test); A's response 6, his attack 8, B's effect 5.
      const walker: SkirmishAgent = (_o, _s, out) => {
        out.action = 0;
        out.moveTo = cellOf(world, 11, 10);
        out.rate = QD_RATE_FULL;
      };
      const { engine, world } = seenWorld(setup, [6, 8, 5, ...PAD], [holder, walker]);
      world.located.fill(1);
      world.holding[0] = 1;
      engine.playCard(1);
      const line = world.log!.find((l) => /A attacks B/.test(l));
      expect(line, personality).toBeDefined();
      expect(/an All Out Attack/.test(line!), personality).toBe(personality === 'rash');
    }
  });
});

describe('Quick Draw drawing to respond from a hold rerolls a failure (REEL 2; QR-174)', () => {
  it('a holstered Quick Draw holder fails (3), rerolls (8) and shoots; without Quick Draw he hesitates', () => {
    for (const skills of ['quick-draw', '']) {
      const setup = streetSetup([
        { name: 'Holder', side: 'Posse', type: 'supporting', personality: 'ordinary', skills, x: 2, y: 2 },
        { name: 'Walker', side: 'Gang', type: 'supporting', personality: 'ordinary', x: 8, y: 2 },
      ]);
      // A full move: until the twenty-third audit (23c) the walker declared no rate, so made no move
      // ("Walker waits"), and the holder responded to that wait, which presents no opportunity
      // (RULINGS.md QR-321).
      const walker: SkirmishAgent = (_o, _s, out) => {
        out.action = 0;
        out.moveTo = cellOf(world, 7, 2);
        out.rate = QD_RATE_FULL;
      };
      // Walker's move test 7; Holder's response 3, and 8 if rerolled.
      const { engine, world } = seenWorld(setup, [7, 3, 8, ...PAD], [holdAgent, walker]);
      world.located.fill(1);
      world.holding[0] = 1;
      world.drawn[0] = 0;
      engine.playCard(1);
      expect(lineOf(world.log!, /Walker moves \(full move\)/), skills).toBeGreaterThan(-1);
      expect(lineOf(world.log!, /Holder rerolls \(trait\): 8/) > -1, skills).toBe(skills === 'quick-draw');
      expect(lineOf(world.log!, /Hesitate! Holder/) > -1, skills).toBe(skills === '');
    }
  });
});

describe("A holder answering a draw tests on his Natural Leader's dice (REEL 2; QR-80, QR-122)", () => {
  it("holding, Hand answers Enemy's draw on Boss's 2D10 (3, 8); not holding, on his own die", () => {
    for (const holding of [1, 0]) {
      const setup = streetSetup([
        { name: 'Boss', side: 'Posse', type: 'hero', personality: 'natural-leader', x: 2, y: 2 },
        { name: 'Hand', side: 'Posse', type: 'minor', personality: 'ordinary', x: 4, y: 2 },
        { name: 'Enemy', side: 'Gang', type: 'minor', personality: 'ordinary', x: 10, y: 2 },
      ]);
      // Enemy's draw-and-shoot test 7; Hand's response: Boss's 3 and 8 (2D10, the best), or his own 3.
      const { world } = seenWorld(setup, [7, 3, 8, ...PAD]);
      world.located.fill(1);
      world.drawn[2] = 0;
      world.drawn[1] = 1;
      world.holding[1] = holding;
      world.respondOrder[1] = 1;
      world.toCome[1] = 1;
      shootAction(world, 2, 1, 0, 0, false);
      const line = world.log!.find((l) => /Hand responds to an opponent drawing/.test(l))!;
      expect(line, `holding ${holding}`).toBeDefined();
      expect(/rolls 8 \(best of 3, 8\) on Boss's dice \(Natural Leader\)/.test(line), `holding ${holding}`).toBe(holding === 1);
    }
  });
});

describe("No Dominant's sway on the entanglement chart (an outcome roll, not a test: QR-81)", () => {
  it('a failed chart roll (3) near a Dominant ally stands: entangled, not rerolled', () => {
    const setup = streetSetup([
      { name: 'Boss', side: 'Posse', type: 'hero', personality: 'dominant', x: 2, y: 2 },
      { name: 'Hand', side: 'Posse', type: 'minor', personality: 'ordinary', x: 4, y: 2 },
      { name: 'Enemy', side: 'Gang', type: 'minor', personality: 'ordinary', x: 10, y: 2 },
    ]);
    const { world } = seenWorld(setup, [3, 8, ...PAD]);
    entangle(world, 1, 2, BY_WEAPON, false);
    expect(lineOf(world.log!, /under Boss's sway/)).toBe(-1);
    expect(world.entangled[1]).toBeGreaterThanOrEqual(ENT_ENTANGLED);
  });
});

describe('A Ruthless friend must pass a reaction test to help an entangled comrade escape (REEL 2; QR-84)', () => {
  it("the Ruthless friend fails (2): no help, the escape's 3 is not rerolled; an ordinary friend's help rerolls it (8)", () => {
    for (const personality of ['ruthless', 'ordinary']) {
      const setup = streetSetup([
        { name: 'Caught', side: 'Posse', type: 'minor', personality: 'ordinary', weapons: 'fists', x: 2, y: 2 },
        { name: 'Friend', side: 'Posse', type: 'minor', personality, x: 3, y: 2 },
        { name: 'Enemy', side: 'Gang', type: 'minor', personality: 'ordinary', x: 30, y: 8 },
      ]);
      const dice = personality === 'ruthless' ? [2, 3, 8] : [3, 8];
      const { world } = seenWorld(setup, [...dice, ...PAD]);
      world.entangled[0] = ENT_PARTIALLY;
      world.entangledHow[0] = BY_WEAPON;
      escapeOnCard(world, 0);
      expect(world.entangled[0] === 0, personality).toBe(personality === 'ordinary');
      if (personality === 'ruthless') expect(lineOf(world.log!, /Friend puts his own objectives first/)).toBeGreaterThan(-1);
    }
  });
});

describe('Fleet Footed rerolls the move on foot only (REEL 2; QR-142)', () => {
  it("a mounted Fleet Footed rider's failed move (3) is not rerolled", () => {
    const FIXTURE = fileURLToPath(new URL('./fixtures/mount-duel.yaml', import.meta.url));
    const base = compileScenario(getSystem('quickdraw'), loadScenario(FIXTURE), {}) as QdSetup;
    const setup = withChar(base, 1, { traits: base.characters[1]!.traits | TRAIT.fleetFooted });
    const mover: SkirmishAgent = (_o, _s, out) => {
      out.action = 0;
      out.moveTo = cellOf(world, 12, 5);
      out.rate = QD_RATE_FULL;
    };
    const { engine, world } = seenWorld(setup, [3, 8, ...PAD], [idleAgent, mover, idleAgent]);
    world.located.fill(1);
    placeAt(world, 1, cellOf(world, 20, 5));
    expect(world.mounted[1]).toBe(1);
    engine.playCard(1);
    expect(lineOf(world.log!, /Rider wants to move.*: rolls 3/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /Rider rerolls \(trait\)/)).toBe(-1);
  });
});

describe('Good and Poor in a particular skill: the scenario task (REEL 2, REEL 3 TASKS; QR-64)', () => {
  for (const [skills, dice, done] of [
    ['good-at', [3, 8], 1],
    ['', [3, 8], 0],
    ['poor-at', [8, 3], 0],
  ] as const) {
    it(`${skills || 'no skill'}: the task on ${dice.join(', ')} is ${done === 1 ? 'done' : 'not done'}`, () => {
      const setup = streetSetup(
        [
          { name: 'Cracker', side: 'Posse', type: 'supporting', personality: 'ordinary', skills, x: 2, y: 2 },
          { name: 'Enemy', side: 'Gang', type: 'minor', personality: 'ordinary', x: 30, y: 8 },
        ],
      );
      const { world } = seenWorld(setup, [...dice, ...PAD]);
      (world.taskPlace as (Int32Array | null)[])[0] = Int32Array.of(cellOf(world, 2, 2));
      scenarioTask(world, 0);
      expect(world.tasksDone[0]).toBe(done);
    });
  }
});

describe('A Fearsome rider running a man down gives him a courage test (REEL 2; QR-110, QR-158)', () => {
  it('on contact, before his test to evade', () => {
    const FIXTURE = fileURLToPath(new URL('./fixtures/mount-duel.yaml', import.meta.url));
    const base = compileScenario(getSystem('quickdraw'), loadScenario(FIXTURE), {}) as QdSetup;
    const setup = withChar(base, 1, { traits: base.characters[1]!.traits | TRAIT.fearsome });
    // Ride down 7; the Shooter's courage test 8 (he stands); his test to evade 6.
    const { engine, world } = seenWorld(setup, [7, 8, 6, ...PAD], [idleAgent, chargerAgent(ACT_RIDE_DOWN, 0), idleAgent]);
    world.located.fill(1);
    placeAt(world, 1, cellOf(world, 20, 5));
    world.cardStart[1] = world.cell[1]!;
    world.toCome[0] = 1;
    engine.playCard(1);
    const courage = lineOf(world.log!, /Shooter takes a courage test/);
    expect(courage).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /Shooter tests to evade/)).toBeGreaterThan(courage);
  });
});

describe('REEL 7 after the fourth audit: the stampede, beasts at obstacles and in nets, a fuse, a Nick (QR-51, QR-52, QR-62, QR-140)', () => {
  /** beast-helpers.ts `herdWorld`, its dice padded with 7s. */
  const herd = (values: readonly number[]) => herdWorld([...values, ...PAD, ...PAD]);

  it('a man knocked out in the path has no test to evade and spends no card: he is trampled', () => {
    // The cow's reaction 3, 2 (failed): the stampede; the two runs' attacks on Skinner 2, 3 and 4, 2 (misses).
    const { world } = herd([3, 2, 2, 3, 4, 2]);
    world.toCome[1] = 1;
    world.kod[1] = 1;
    reactionTest(world, 3, 0, 0);
    expect(lineOf(world.log!, /Skinner tries to evade the stampede/)).toBe(-1);
    expect(world.void[1]).toBe(0);
    expect(world.log!.filter((l) => /runs down Skinner/.test(l)).length).toBe(2);
  });

  it("a rider in the path evades with his horse's full move, and a trample that hits him may strike the horse", () => {
    // Evading: reaction 3, 2; his evade 2 (2-4: he falls back half his move, his horse's 8 paces, not 4).
    const { world } = herd([3, 2, 2]);
    world.toCome[1] = 1;
    world.mounted[1] = 1;
    const from = world.cell[1]!;
    reactionTest(world, 3, 0, 0);
    expect(lineOf(world.log!, /Skinner panics and falls back/)).toBeGreaterThan(-1);
    expect(world.map.offsetDistance[offsetIndex(world.map, from, world.cell[1]!)]).toBeGreaterThan(4.5);
    // Trampled (no card to come): reaction 3, 2; the bull's attack 8, 2 (a hit); rider or mount 1D10: 3 (the horse).
    const t = herd([3, 2, 8, 2, 3]);
    t.world.mounted[1] = 1;
    reactionTest(t.world, 3, 0, 0);
    expect(lineOf(t.world.log!, /Skinner's horse: 1D10/)).toBeGreaterThan(lineOf(t.world.log!, /runs down Skinner/));
  });

  it("a herd animal that fails its test to escape a lasso sets off the herd, away from the man who caught it", () => {
    // The cow, partially caught by Hunter: her escape on her attack dice, 2D10 best: 3, 2 (failed).
    const { world } = herd([3, 2]);
    world.awake[3] = 1;
    world.mood[3] = MOOD_HUNT;
    world.entangled[3] = ENT_PARTIALLY;
    world.entangledHow[3] = BY_WEAPON;
    world.lastAttacker[3] = 0;
    beastMove(world, 3);
    expect(lineOf(world.log!, /Herd mentality! Cow's herd stampedes away from Hunter/)).toBeGreaterThan(lineOf(world.log!, /Cow tries to escape: rolls 3/));
  });

  it("a beast caught in a net rolls the entanglement chart on its attack dice (2D10 best: 3, 8), not a man's 1D10", () => {
    const setup = arena([
      { name: 'Roper', qd: '{ type: minor, personality: ordinary, weapons: [entangling] }', side: 'Men', at: [10, 10] },
      { name: 'Cat', qd: '{ animal: large-cat }', side: 'Beasts', at: [14, 10], facing: 'W' },
    ]);
    const { world } = seenWorld(setup, [3, 8, ...PAD]);
    entangle(world, 1, 0, BY_WEAPON, false);
    expect(lineOf(world.log!, /Cat rolls on the entanglement chart: rolls 8/)).toBeGreaterThan(-1);
    expect(world.entangled[1]).toBeLessThan(ENT_ENTANGLED);
  });

  it('a beast crosses a fence with no task roll: it pays the 25% of its move', () => {
    const text = arenaText([
      { name: 'Jed', qd: MINOR_GUN, side: 'Men', at: [0, 10] },
      { name: 'Cat', qd: '{ animal: large-cat }', side: 'Beasts', at: [14, 10], facing: 'W' },
    ]).replace('  terrain: []', '  terrain: []\n  cover:\n    - { kind: soft, name: fence, cells: [[12, 9], [12, 10], [12, 11]] }');
    const setup = compileScenario(getSystem('quickdraw'), { ...parseScenario(text, 'fence.yaml'), file: 'fence.yaml' }, {}) as QdSetup;
    const { world } = seenWorld(setup, [...PAD]);
    world.located.fill(1);
    world.awake[1] = 1;
    world.mood[1] = MOOD_HUNT;
    world.prey[1] = 0;
    beastMove(world, 1);
    expect(lineOf(world.log!, /linear obstacle/)).toBe(-1);
    expect(world.map.cellX[world.cell[1]!]).toBeLessThan(12);
  });

  it('a Nick in close combat drives the beast back 2 paces and the fight goes on: its opponent follows up', () => {
    const setup = arena([
      { name: 'Jed', qd: '{ type: supporting, personality: ordinary, weapons: [knife] }', side: 'Men', at: [10, 10] },
      { name: 'Dog', qd: '{ animal: dog }', side: 'Beasts', at: [11, 10], facing: 'W' },
    ]);
    // Jed's blow 7 (a hit); the damage roll 9 at the dog's DV: a Nick; its reaction 2D10 best 6, 2.
    const { world } = seenWorld(setup, [7, 9, 6, 2, ...PAD]);
    world.awake[1] = 1;
    world.engaged[0] = 1;
    world.engaged[1] = 0;
    strike(world, 0, 1, BLOW_STANDARD, 0, 0, 0, true);
    expect(lineOf(world.log!, /Dog is driven back 2 paces/)).toBeGreaterThan(-1);
    expect(world.engaged[0]).toBe(1);
  });

  it('a fuse that goes off in the hand: the beasts it hit test their reaction at once', () => {
    const setup = arena([
      { name: 'Blaster', qd: '{ type: minor, personality: ordinary, weapons: [dynamite] }', side: 'Men', at: [10, 10] },
      { name: 'Cat', qd: '{ animal: large-cat }', side: 'Beasts', at: [11, 10], facing: 'W' },
    ]);
    // The fuse 1: it goes off; Blaster's own effects roll 7; the cat's damage 2D10 10, 10 (the
    // lowest read at DV -2); its reaction 2D10 best 6, 6.
    const { world } = seenWorld(setup, [1, 7, 10, 10, 6, 6, ...PAD]);
    world.drawn[0] = 1;
    lightFuse(world, 0, 0);
    expect(lineOf(world.log!, /explodes prematurely/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /Cat tests its reaction/)).toBeGreaterThan(lineOf(world.log!, /explodes prematurely/));
    expect(world.reactFrom[1]).toBe(-1);
  });
});
