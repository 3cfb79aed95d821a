/**
 * The third audit's fixes, on forced dice (quick-on-the-draw.md REEL 1 to REEL 6; RULINGS.md
 * QR-6, QR-9, QR-13, QR-24, QR-83, QR-106, QR-111, QR-121, QR-161..QR-172): following up an
 * opponent who fell back, the Deadly Riposte's and a hold's rerolls of any miss, a blow from a hold
 * starting a fight, one DV -2 for being defenceless, no fight back in a Panic or entangled, On the
 * Back Foot when shooting, an evade as evading, a come round of 10 as a free action, a jam cleared
 * on the action dice, Lucky on a failed reaction, a prone man's crawl, holders answering a flight,
 * a charge and a draw without a shot, both barrels, the black joker on a card that rolls nothing,
 * the Rash on a courage test of 10, the harmonica rifle's slides, and Disciplined drawing.
 */
import { describe, expect, it } from 'vitest';
import { ACT_ATTACK, ACT_FIRE, ACT_HOLD, ACT_NONE, BLOW_STANDARD, DEFEND_BLOCK, DEFEND_EVADE, QD_RATE_CRAWL, QD_RATE_FULL, type SkirmishAgent } from '@deadeye/core';
import { attackAction, breakOff, inContact } from '../src/skirmish/fighting.ts';
import { fire, reload } from '../src/skirmish/shooting.ts';
import { shootAction } from '../src/skirmish/shootouts.ts';
import { playMove } from '../src/skirmish/terrain.ts';
import { resolveHit } from '../src/skirmish/effects.ts';
import { PANICKED, type QdWorld } from '../src/skirmish/world.ts';
import type { QdSetup } from '../src/index.ts';
import { arena, SUPPORTING_GUN } from './beast-helpers.ts';
import { chargerAgent, forcedWorld, idleAgent, lineOf, versusWorld } from './qd-helpers.ts';

const KNIFE = '{ type: supporting, personality: ordinary, weapons: [knife] }';
const PAD = [7, 7, 7, 7, 7, 7, 7, 7, 7, 7];
/** Does nothing on its own card; asked to respond from a hold, `action` at character `target`. */
const responder =
  (action: number, target: number): SkirmishAgent =>
  (o, _s, out) => {
    out.action = o.responding === 1 ? action : ACT_NONE;
    out.target = target;
  };
/**
 * Two figures on row 10 of the arena: the first (Men, `qdA`) at x = `ax`, the second (Beasts,
 * `qdB`, facing west) at x = `bx`; one space is one pace; `names` theirs.
 */
function duo(qdA: string, qdB: string, bx: number, ax = 10, names: readonly [string, string] = ['A', 'B']) {
  return arena([
    { name: names[0], qd: qdA, side: 'Men', at: [ax, 10] },
    { name: names[1], qd: qdB, side: 'Beasts', at: [bx, 10], facing: 'W' },
  ]);
}
/**
 * `setup`'s A (gun drawn) hit by B, the effect a courage test (9 at DV 0) and the test a 10, then
 * the engine's free actions played: the world, its log kept.
 */
function courageTen(setup: QdSetup): QdWorld {
  const { engine, world } = forcedWorld(setup, [idleAgent, idleAgent], [9, 10, ...PAD]);
  world.seen.fill(1);
  world.drawn[0] = 1;
  world.inHand[0] = 0;
  world.log = [];
  resolveHit(world, 0, 1, 0, 0);
  (engine as unknown as { freeActions(): void }).freeActions();
  return world;
}
/** A (Men) and B (Beasts) with knives, in contact. */
const pair = duo(KNIFE, KNIFE, 11);
/** A and B with revolvers, 4 paces apart. */
const guns = duo(SUPPORTING_GUN, SUPPORTING_GUN, 14);

describe('Following up an opponent who fell back (REEL 5; QR-161)', () => {
  // want-attack 7; attack 8 (hit); B's effect 9 at DV 0 (a courage test); courage 3: in close
  // combat he falls back 2 paces, still engaged. Then A's next attack: attack 7, effect 8.
  const dice = [7, 8, 9, 3, 7, 8, 2, ...PAD];

  it('his next attack closes with no Wanting to Attack test and strikes at DV -1 (following up)', () => {
    const { world } = forcedWorld(pair, [idleAgent, idleAgent], dice);
    world.seen.fill(1);
    attackAction(world, 0, 1, BLOW_STANDARD, 0);
    expect(inContact(world, 0, 1)).toBe(false);
    expect(world.engaged[0]).toBe(1);
    world.log = [];
    attackAction(world, 0, 1, BLOW_STANDARD, 0);
    expect(lineOf(world.log, /A follows up/)).toBe(0);
    expect(lineOf(world.log, /wants to attack/)).toBe(-1);
    expect(lineOf(world.log, /B rolls 8 for the effect at DV -1/)).toBeGreaterThan(0);
  });

  it('on his card, an attack declared with a move onto him is the follow up, not a break off', () => {
    const { engine, world } = forcedWorld(pair, [chargerAgent(ACT_ATTACK, 1), idleAgent], dice);
    world.seen.fill(1);
    attackAction(world, 0, 1, BLOW_STANDARD, 0);
    const toB: SkirmishAgent = (_o, _s, out) => {
      out.action = ACT_ATTACK;
      out.target = 1;
      out.moveTo = world.cell[1]!;
      out.rate = 2;
    };
    (world.agents as SkirmishAgent[])[0] = toB;
    world.toCome[0] = 1;
    world.log = [];
    engine.playCard(0);
    expect(lineOf(world.log, /break off/)).toBe(-1);
    expect(lineOf(world.log, /A follows up/)).toBeGreaterThanOrEqual(0);
    expect(lineOf(world.log, /A attacks B/)).toBeGreaterThan(lineOf(world.log, /A follows up/));
  });
});

describe('Rerolls of any miss in a fight (QR-111, QR-121)', () => {
  it("the Deadly Riposte's \"can reroll their dice\" rerolls a 1: no riposte back", () => {
    // want-attack 7; A's attack 1 (riposte); B's 1 rerolled to 8; A's effect 8.
    const { world } = forcedWorld(pair, [idleAgent, idleAgent], [7, 1, 1, 8, 8, ...PAD]);
    world.seen.fill(1);
    world.log = [];
    attackAction(world, 0, 1, BLOW_STANDARD, 0);
    // One riposte, and B's reroll of it says why (the reroll's line: an audit, 2026-12-01).
    expect(world.log.filter((l) => /Deadly Riposte/.test(l) && !/rerolls/.test(l))).toHaveLength(1);
    expect(world.log).toContain('    B rerolls the attack dice (Deadly Riposte)');
    expect(lineOf(world.log, /B rolls 1D10: 8/)).toBeGreaterThan(lineOf(world.log, /B rolls 1D10: 1/));
    expect(lineOf(world.log, /A rolls 8 for the effect/)).toBeGreaterThan(0);
  });

  it('a blow from a hold on a response of 10 rerolls a 1, and starts a fight', () => {
    const holder = responder(ACT_ATTACK, 0);
    // response 10; attack 1 rerolled to 7; A's effect 9; courage 7.
    const { engine, world } = forcedWorld(pair, [idleAgent, holder], [10, 1, 7, 9, 7, ...PAD]);
    world.seen.fill(1);
    world.holding[1] = 1;
    world.log = [];
    (engine as unknown as { opportunities(actor: number): void }).opportunities(0);
    expect(lineOf(world.log, /Deadly Riposte/)).toBe(-1);
    expect(lineOf(world.log, /A rolls 9 for the effect/)).toBeGreaterThan(0);
    expect(world.engaged[1]).toBe(0);
    expect(world.engaged[0]).toBe(1);
  });

  it('a blow from a hold on a 5-9 keeps a 1 (no reroll): the riposte follows', () => {
    const holder = responder(ACT_ATTACK, 0);
    const { engine, world } = forcedWorld(pair, [idleAgent, holder], [7, 1, 3, ...PAD]);
    world.seen.fill(1);
    world.holding[1] = 1;
    world.log = [];
    (engine as unknown as { opportunities(actor: number): void }).opportunities(0);
    expect(lineOf(world.log, /Deadly Riposte! A fights back/)).toBeGreaterThan(0);
  });
});

describe('Defenceless is one DV -2 (REEL 6; QR-9)', () => {
  it('a man already defenceless who responds with a 1 is hit at DV -2, not -4', () => {
    // want-attack 7; B's response 1; attack 8; effect 8: a courage test at DV -2 (a hit at -4).
    const { world } = forcedWorld(pair, [idleAgent, idleAgent], [7, 1, 8, 8, ...PAD]);
    world.seen.fill(1);
    world.defenceless[1] = 1;
    world.defenceOrder[1] = DEFEND_BLOCK;
    world.toCome[1] = 2;
    world.log = [];
    attackAction(world, 0, 1, BLOW_STANDARD, 0);
    expect(lineOf(world.log, /B rolls 8 for the effect at DV -2: courage-test/)).toBeGreaterThan(0);
  });

  it('one not defenceless before is made so by a response of 1: DV -2', () => {
    const { world } = forcedWorld(pair, [idleAgent, idleAgent], [7, 1, 8, 8, ...PAD]);
    world.seen.fill(1);
    world.defenceOrder[1] = DEFEND_BLOCK;
    world.toCome[1] = 2;
    world.log = [];
    attackAction(world, 0, 1, BLOW_STANDARD, 0);
    expect(lineOf(world.log, /B rolls 8 for the effect at DV -2/)).toBeGreaterThan(0);
  });
});

describe('Unable to fight back (REEL 5 Panic, REEL 6 entangled; QR-162)', () => {
  it("a man in the break-off's Panic gives no Deadly Riposte", () => {
    // B's break off 3 (Panic); A: want-attack 7, charges, attack 1.
    const { world } = forcedWorld(pair, [idleAgent, idleAgent], [3, 7, 1, ...PAD]);
    world.seen.fill(1);
    world.engaged[0] = 1;
    world.engaged[1] = 0;
    world.log = [];
    breakOff(world, 1, 0);
    expect(world.defenceless[1]).toBe(PANICKED);
    world.engaged[0] = -1;
    attackAction(world, 0, 1, BLOW_STANDARD, 0);
    expect(lineOf(world.log, /Deadly Riposte! B cannot fight back/)).toBeGreaterThan(0);
    expect(lineOf(world.log, /B attacks A/)).toBe(-1);
  });

  it('an entangled man gives no Deadly Riposte; a free one does', () => {
    for (const entangled of [3, 0]) {
      const { world } = forcedWorld(pair, [idleAgent, idleAgent], [7, 1, 8, 8, ...PAD]);
      world.seen.fill(1);
      world.entangled[1] = entangled;
      world.log = [];
      attackAction(world, 0, 1, BLOW_STANDARD, 0);
      expect(lineOf(world.log, /B attacks A/) >= 0).toBe(entangled === 0);
    }
  });
});

describe('On the Back Foot and evading, in shooting too (REEL 6; QR-163, QR-165)', () => {

  it('a shot by a man On the Back Foot hits at DV +2', () => {
    for (const backFoot of [0, 1]) {
      // to hit 8; effect 7.
      const { world } = forcedWorld(guns, [idleAgent, idleAgent], [8, 7, ...PAD]);
      world.seen.fill(1);
      world.drawn[0] = 1;
      world.inHand[0] = 0;
      world.backFoot[0] = backFoot;
      world.log = [];
      fire(world, 0, 1, 0, 0, false);
      expect(lineOf(world.log, new RegExp(`B rolls 7 for the effect at DV ${backFoot === 1 ? 2 : 0}`))).toBeGreaterThan(0);
    }
  });

  it('a man who evades in response to an attack is evading until his next card', () => {
    // want-attack 7; B's response 7: evades.
    const { world } = forcedWorld(pair, [idleAgent, idleAgent], [7, 7, ...PAD]);
    world.seen.fill(1);
    world.defenceOrder[1] = DEFEND_EVADE;
    world.toCome[1] = 2;
    world.log = [];
    attackAction(world, 0, 1, BLOW_STANDARD, 0);
    expect(lineOf(world.log, /B evades/)).toBeGreaterThan(0);
    expect(world.evading[1]).toBe(1);
  });
});

describe("Coming round on a 10: Let Me At'em! (REEL 6; QR-131, QR-164)", () => {
  const shooter: SkirmishAgent = (_o, _s, out) => {
    out.action = ACT_FIRE;
    out.target = 1;
  };

  it('on a 10 his card is played with no Wanting to Shoot test; on a 5-9 he only comes round', () => {
    for (const roll of [10, 7]) {
      // A blunt hit: effect 4 at DV 0 (one hit, knocked out); come round; then the shot's dice.
      const { engine, world } = forcedWorld(guns, [shooter, idleAgent], [4, roll, 8, 7, ...PAD]);
      world.seen.fill(1);
      world.drawn[0] = 1;
      world.inHand[0] = 0;
      resolveHit(world, 0, 1, 0, 1);
      expect(world.kod[0]).toBe(1);
      world.toCome[0] = 1;
      world.log = [];
      engine.playCard(0);
      expect(lineOf(world.log, /A comes round/)).toBeGreaterThanOrEqual(0);
      expect(lineOf(world.log, /wants to shoot/)).toBe(-1);
      expect(lineOf(world.log, /A fires at B|A shoots at B|A rolls/) >= 0).toBe(roll === 10);
    }
  });
});

describe('Clearing a jam is an action test, whatever the weapon (REEL 4; QR-106)', () => {
  it("a jammed pepperpot (difficult to reload) is cleared on his action dice; its reload is on reduced dice", () => {
    // Main: 2D10 best. Clearing: 4 and 9 read 9 (on reduced dice, 1D10, the 4 alone: a failure).
    const { world: w } = versusWorld('TYPE=main PERSONALITY=ordinary WPN=pepperpot', [4, 9, 3, ...PAD]);
    w.jammed[0] = 1;
    w.loaded[0] = 0;
    reload(w, 0, 0);
    expect(w.jammed[0]).toBe(0);
    expect(lineOf(w.log!, /A clears the jam: rolls 9 \(best of 4, 9\)$/)).toBeGreaterThanOrEqual(0);
    // The reload after it, on reduced dice (1D10): 3, a failure.
    reload(w, 0, 0);
    expect(lineOf(w.log!, /A reloads: rolls 3 \(reduced x1\)/)).toBeGreaterThanOrEqual(0);
    expect(w.loaded[0]).toBe(0);
  });
});

describe('Lucky rerolls a failed reaction (REEL 2 Lucky; QR-83)', () => {
  it('a failed response to an attack spends one of his four rerolls', () => {
    const lucky = duo(KNIFE, '{ type: supporting, personality: lucky, weapons: [knife] }', 11);
    // want-attack 7; B's response 3 (flustered), Lucky's reroll 7: he blocks.
    const { world } = forcedWorld(lucky, [idleAgent, idleAgent], [7, 3, 7, 8, 8, ...PAD]);
    world.seen.fill(1);
    world.defenceOrder[1] = DEFEND_BLOCK;
    world.toCome[1] = 2;
    const before = world.luckLeft[1]!;
    world.log = [];
    attackAction(world, 0, 1, BLOW_STANDARD, 0);
    expect(world.luckLeft[1]).toBe(before - 1);
    expect(lineOf(world.log, /B is Lucky and rerolls: 7/)).toBeGreaterThan(0);
    expect(lineOf(world.log, /at DV 2/)).toBeGreaterThan(0);
  });
});

describe('Prone: getting up costs 25%, a crawl does not (REEL 3; QR-6)', () => {
  const open = duo(KNIFE, KNIFE, 28, 2);
  it('a prone man crawls the whole 4 paces; a prone man who walks gets up with 75% of his move', () => {
    for (const [rate, paces] of [
      [QD_RATE_CRAWL, 4],
      [QD_RATE_FULL, 6],
    ] as const) {
      const { world } = forcedWorld(open, [idleAgent, idleAgent], [6, ...PAD]);
      world.prone[0] = 1;
      const from = world.map.cellX[world.cell[0]!]!;
      playMove(world, 0, world.cell[1]!, rate, 0, 0, world.cell[1]!);
      // A Supporting man's full move is 8 paces: 75% is 6. One space is one pace here.
      expect(world.map.cellX[world.cell[0]!]! - from).toBe(paces);
    }
  });
});

describe('Holders respond to a man fleeing or heading for cover (REEL 3; QR-13)', () => {
  it("a broken man's flight past a holder gives the holder his chance", () => {
    const setup = duo(SUPPORTING_GUN, SUPPORTING_GUN, 16, 10, ['A', 'H']);
    const holder = responder(ACT_FIRE, 0);
    const { engine, world } = forcedWorld(setup, [idleAgent, holder], PAD);
    world.seen.fill(1);
    world.broken[0] = 1;
    world.lastAttacker[0] = 1;
    world.holding[1] = 1;
    world.drawn[1] = 1;
    world.inHand[1] = 0;
    world.toCome[0] = 1;
    world.log = [];
    engine.playCard(0);
    expect(lineOf(world.log, /A flees|A runs|A panics/)).toBeGreaterThanOrEqual(0);
    expect(lineOf(world.log, /H responds from his hold/)).toBeGreaterThan(0);
  });
});

describe('Both barrels (REEL 4, the dice by attack form; QR-167)', () => {
  const SUPPORTING = 'TYPE=supporting PERSONALITY=ordinary';

  it("a Supporting man's sawn-off: one barrel 2D10 High, both 2D10 each scoring and both rounds spent", () => {
    for (const barrels of [1, 2]) {
      const { world: w } = versusWorld(`${SUPPORTING} WPN=sawn-off-shotgun`, [3, 9, ...PAD]);
      expect(w.loaded[0]).toBe(2);
      fire(w, 0, 1, 0, 0, false, barrels);
      expect(lineOf(w.log!, barrels === 2 ? /A fires both barrels of his Sawn-off shotgun/ : /A fires his Sawn-off shotgun/)).toBe(0);
      expect(lineOf(w.log!, barrels === 2 ? /A rolls 2D10 \(each scores\): 3, 9/ : /A rolls 2D10 \(best of 3, 9\): 9/)).toBe(1);
      expect(w.loaded[0]).toBe(2 - barrels);
    }
  });

  it('a double-barrelled shotgun with one barrel loaded fires that one; a revolver ignores the request', () => {
    const one = versusWorld(`${SUPPORTING} WPN=double-barrelled-shotgun`, [3, 9, ...PAD]).world;
    one.loaded[0] = 1;
    fire(one, 0, 1, 0, 0, false, 2);
    expect(lineOf(one.log!, /A rolls 1D10: 3/)).toBe(1);
    expect(one.loaded[0]).toBe(0);
    const revolver = versusWorld(`${SUPPORTING} WPN=cartridge-revolver`, [3, 9, ...PAD]).world;
    fire(revolver, 0, 1, 0, 0, false, 2);
    expect(lineOf(revolver.log!, /A fires his Cartridge revolver/)).toBe(0);
  });

  it("the agents see a rate of fire of 2 for a weapon of two barrels, and an intent of 2 shots fires both on his card", () => {
    const { engine, world: w } = versusWorld(`${SUPPORTING} WPN=sawn-off-shotgun`, [7, 3, 9, ...PAD]);
    expect(w.obs[0]!.rateOfFire[0]).toBe(2);
    expect(versusWorld(`${SUPPORTING} WPN=cartridge-revolver`, PAD).world.obs[0]!.rateOfFire[0]).toBe(1);
    const both: SkirmishAgent = (_o, _s, out) => {
      out.action = ACT_FIRE;
      out.target = 1;
      out.shots = 2;
    };
    (w.agents as SkirmishAgent[])[0] = both;
    w.drawn[0] = 1;
    w.inHand[0] = 0;
    w.toCome[0] = 1;
    w.log = [];
    engine.playCard(0);
    expect(lineOf(w.log, /A fires both barrels/)).toBeGreaterThan(0);
    expect(w.loaded[0]).toBe(0);
  });
});

describe('A holder responds to a charge before the blow (REEL 3 holding; QR-168)', () => {
  it('his shot comes after the charge and before the attack, and a charger shot down strikes nothing', () => {
    const setup = duo(KNIFE, SUPPORTING_GUN, 16, 10, ['E', 'H']);
    const holder = responder(ACT_FIRE, 0);
    // E wants to attack 6, charges; H responds 6, hits on 7; E's effect 2: two hits, his last cards.
    const { engine, world } = forcedWorld(setup, [chargerAgent(ACT_ATTACK, 1), holder], [6, 6, 7, 2, ...PAD]);
    world.seen.fill(1);
    world.holding[1] = 1;
    world.drawn[1] = 1;
    world.inHand[1] = 0;
    world.toCome[0] = 1;
    world.log = [];
    engine.playCard(0);
    const charge = lineOf(world.log, /E charges/);
    expect(charge).toBeGreaterThanOrEqual(0);
    expect(lineOf(world.log, /H responds from his hold/)).toBe(charge + 1);
    expect(lineOf(world.log, /E attacks H/)).toBe(-1);
    expect(world.lethal[1]).toBe(0);
  });
});

describe('The black joker on a card that rolls nothing (REEL 1; QR-24)', () => {
  it('a hold is not made, and the joker is spent; with no joker he holds', () => {
    for (const joker of [2, 0]) {
      const setup = duo(SUPPORTING_GUN, SUPPORTING_GUN, 16);
      const holds: SkirmishAgent = (_o, _s, out) => {
        out.action = ACT_HOLD;
      };
      const { engine, world } = forcedWorld(setup, [holds, idleAgent], PAD);
      world.seen.fill(1);
      world.toCome[0] = 1;
      world.jokerOn[0] = joker;
      world.log = [];
      engine.playCard(0);
      expect(world.holding[0]).toBe(joker === 2 ? 0 : 1);
      expect(world.jokerOn[0]).toBe(0);
      expect(lineOf(world.log, /the black joker: A does not hold/) >= 0).toBe(joker === 2);
    }
  });
});

describe('A courage test of 10 for the Rash: "must move towards the enemy as quickly as possible" (REEL 3; QR-169)', () => {
  it('a Rash man rushes at the one who hit him; an ordinary one shoots back', () => {
    for (const personality of ['rash', 'ordinary']) {
      const setup = duo(`{ type: supporting, personality: ${personality}, weapons: [cartridge-revolver] }`, SUPPORTING_GUN, 16, 6);
      const world = courageTen(setup);
      const x = world.map.cellX[world.cell[0]!]!;
      if (personality === 'rash') {
        expect(lineOf(world.log!, /A rushes at the enemy/)).toBeGreaterThan(0);
        expect(x).toBeGreaterThan(6);
        expect(lineOf(world.log!, /shoots back/)).toBe(-1);
      } else {
        expect(lineOf(world.log!, /Totally Unaffected! A shoots back/)).toBeGreaterThan(0);
        expect(x).toBe(6);
      }
    }
  });
});

describe('Responding to an opponent drawing who does not shoot (SHOOTOUTS; QR-170)', () => {
  it("a holder answers a draw of 2-4 (Slow on the Draw!): he draws and shoots", () => {
    for (const holding of [1, 0]) {
      // A (Main) draws: 3 and 2 read 3. B's response 7, his hasty shot 8, A's effect 7.
      const { world: w } = versusWorld('TYPE=main PERSONALITY=ordinary WPN=cartridge-revolver', [3, 2, 7, 8, 7, ...PAD]);
      w.holding[1] = holding;
      shootAction(w, 0, 1, 0, 0, false);
      expect(lineOf(w.log!, /Slow on the Draw! A draws but does not shoot/)).toBe(1);
      expect(lineOf(w.log!, /B responds to an opponent drawing: rolls 7/) >= 0).toBe(holding === 1);
      expect(w.shots[1]).toBe(holding);
      expect(w.holding[1]).toBe(0);
    }
  });
});

describe('The harmonica rifle: two slides of 5 (REEL 4, WEAPONS TABLE; QR-171)', () => {
  it('starts empty; each slide gives 5 shots; a third load is refused; the agent sees the slides left', () => {
    const { world: w } = versusWorld('TYPE=supporting PERSONALITY=ordinary WPN=harmonica-rifle', [...PAD, ...PAD, ...PAD], 10);
    w.drawn[0] = 1;
    expect(w.loaded[0]).toBe(0);
    expect(w.obs[0]!.spare[0]).toBe(2);
    for (const left of [1, 0]) {
      reload(w, 0, 0);
      expect(w.loaded[0]).toBe(5);
      expect(w.obs[0]!.spare[0]).toBe(left);
      for (let s = 4; s >= 0; s--) {
        w.status[1] = 0;
        fire(w, 0, 1, 0, 0, false);
        expect(w.loaded[0]).toBe(s);
      }
    }
    reload(w, 0, 0);
    expect(w.loaded[0]).toBe(0);
    expect(lineOf(w.log!, /A has no slide left for his Harmonica rifle/)).toBeGreaterThan(0);
  });
});

describe('Disciplined rerolls drawing and shooting (REEL 2; QR-172)', () => {
  it('a failed draw (3) is rerolled (8) by a Disciplined man: he shoots', () => {
    for (const personality of ['disciplined', 'ordinary']) {
      // Supporting (1D10): draw 3, then 8 (the reroll), then the shot's dice.
      const { world: w } = versusWorld(`TYPE=supporting PERSONALITY=${personality} WPN=cartridge-revolver`, [3, 8, 8, 7, ...PAD]);
      shootAction(w, 0, 1, 0, 0, false);
      expect(w.shots[0]).toBe(personality === 'disciplined' ? 1 : 0);
    }
  });
});

describe('A courage test of 10 in contact when fighting is off: he shoots back (QR-21, QR-169)', () => {
  it('with no fighting a man in contact shoots back, as before the third audit', () => {
    const base = duo(SUPPORTING_GUN, SUPPORTING_GUN, 11);
    const setup = { ...base, noFighting: 1 };
    const world = courageTen(setup);
    expect(lineOf(world.log!, /Totally Unaffected! A shoots back/)).toBeGreaterThan(0);
  });
});
