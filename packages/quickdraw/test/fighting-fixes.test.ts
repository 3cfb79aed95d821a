/**
 * Close combat and its effects on forced dice, after the audit's fixes (quick-on-the-draw.md,
 * REEL 2 Fearsome and the combat skills, REEL 3 COURAGE TEST, REEL 5 FIGHTING, REEL 6 EFFECTS OF
 * HIT; RULINGS.md QR-110..QR-119): no blow once a courage test has broken the contact, an Expert
 * rerolls any miss, no courage test while knocked out, who is defenceless when ducking down, reach
 * per pair of opponents, the block's hasty attack, the combat skills' DV, an entangled man who
 * comes round, first aid's card back, a clubbed handgun's reach.
 */
import { describe, expect, it } from 'vitest';
import { ACT_ATTACK, BLOW_STANDARD, DEFEND_BLOCK, DEFEND_HASTY_SHOT, parseScenario, type SkirmishAgent } from '@deadeye/core';
import { compileScenario, getSystem } from '@deadeye/registry';
import type { QdSetup } from '../src/index.ts';
import { QD_WEAPONS } from '../src/tables/weapons.ts';
import { REACHES } from '../src/tables/types.ts';
import { BY_FIGHTING, courageTest, takeCards, targetDv } from '../src/skirmish/effects.ts';
import { firstAid } from '../src/skirmish/healing.ts';
import { BY_WEAPON, ENT_ENTANGLED } from '../src/skirmish/entangle.ts';
import { attackAction, inContact, strike } from '../src/skirmish/fighting.ts';
import { BLOCKING, DUCK_DOWN, DUCK_HELPLESS, resetStance } from '../src/skirmish/world.ts';
import { arena, arenaText } from './beast-helpers.ts';
import { forcedWorld, idleAgent, lineOf } from './qd-helpers.ts';

const KNIFE = '{ type: supporting, personality: ordinary, weapons: [knife] }';
const FEARSOME_KNIFE = '{ type: supporting, personality: fearsome, weapons: [knife] }';

describe('Fearsome and a hasty shot: no blow once a courage test has broken the contact (QR-110)', () => {
  it('a charger who falls back from a Fearsome enemy strikes no blow', () => {
    const setup = arena([
      { name: 'Charger', qd: KNIFE, side: 'Men', at: [10, 10] },
      { name: 'Brute', qd: FEARSOME_KNIFE, side: 'Beasts', at: [14, 10], facing: 'W' },
    ]);
    // want-attack 7; courage 3 (in close combat: falls back 2 paces); an attack die 8 would hit.
    const { world } = forcedWorld(setup, [idleAgent, idleAgent], [7, 3, 8, 2, 5, 5, 5, 5, 5, 5]);
    world.seen.fill(1);
    world.log = [];
    attackAction(world, 0, 1, BLOW_STANDARD, 0);
    expect(lineOf(world.log, /falls back 2 paces/)).toBeGreaterThanOrEqual(0);
    expect(inContact(world, 0, 1)).toBe(false);
    expect(lineOf(world.log, /attacks Brute/)).toBe(-1);
    expect(world.lethal[1]).toBe(0);
    expect(world.backFoot[0]).toBe(1);
  });

  it('a man charged by a Fearsome enemy who flees is neither struck nor engaged again', () => {
    const setup = arena([
      { name: 'Brute', qd: FEARSOME_KNIFE, side: 'Men', at: [10, 10] },
      { name: 'Victim', qd: KNIFE, side: 'Beasts', at: [14, 10], facing: 'W' },
    ]);
    const { world } = forcedWorld(setup, [idleAgent, idleAgent], [7, 1, 8, 2, 5, 5, 5, 5]);
    world.seen.fill(1);
    world.log = [];
    attackAction(world, 0, 1, BLOW_STANDARD, 0);
    expect(world.broken[1]).toBe(1);
    expect(lineOf(world.log, /attacks Victim/)).toBe(-1);
    expect(world.lethal[1]).toBe(0);
    expect(world.engaged[0]).toBe(-1);
    expect(world.engaged[1]).toBe(-1);
  });

  it('no courage test for attacking a Fearsome enemy already in contact (no charge)', () => {
    const setup = arena([
      { name: 'Charger', qd: KNIFE, side: 'Men', at: [10, 10] },
      { name: 'Brute', qd: FEARSOME_KNIFE, side: 'Beasts', at: [11, 10], facing: 'W' },
    ]);
    // want-attack 7; attack 8; effect 9 (at DV -0: a courage test 7 of Brute's: he is not Fearsome-immune).
    const { world } = forcedWorld(setup, [idleAgent, idleAgent], [7, 8, 9, 7, 7, 7]);
    world.seen.fill(1);
    world.log = [];
    attackAction(world, 0, 1, BLOW_STANDARD, 0);
    expect(lineOf(world.log, /Charger takes a courage test/)).toBe(-1);
    expect(lineOf(world.log, /Charger attacks Brute/)).toBeGreaterThanOrEqual(0);
  });

  for (const courage of [3, 1]) {
    it(`an attacker who ${courage === 1 ? 'flees' : 'falls back'} from a hasty shot in defence strikes no blow`, () => {
      const setup = arena([
        { name: 'Attacker', qd: KNIFE, side: 'Men', at: [10, 10] },
        { name: 'Gunman', qd: '{ type: supporting, personality: ordinary, weapons: [cartridge-revolver] }', side: 'Beasts', at: [11, 10], facing: 'W' },
      ]);
      // response 7; hasty shot 8 (hit); Attacker's effect 9 (graze: a courage test); courage; an attack 8 would hit.
      const { world } = forcedWorld(setup, [idleAgent, idleAgent], [7, 8, 9, courage, 8, 3, 5, 5, 5, 5]);
      world.seen.fill(1);
      world.log = [];
      world.engaged[0] = 1;
      world.engaged[1] = 0;
      world.defenceOrder[1] = DEFEND_HASTY_SHOT;
      world.toCome[1] = 1;
      world.drawn[1] = 1;
      world.inHand[1] = 0;
      strike(world, 0, 1, BLOW_STANDARD, 0, 0, 0, true);
      expect(lineOf(world.log, /Attacker takes a courage test/)).toBeGreaterThanOrEqual(0);
      // The attack was declared before the response; no blow followed it (no attack dice rolled).
      expect(lineOf(world.log, /Attacker attacks Gunman/)).toBeGreaterThanOrEqual(0);
      expect(lineOf(world.log, /Attacker attacks Gunman/)).toBeLessThan(lineOf(world.log, /Gunman responds to the attack/));
      expect(lineOf(world.log, /Attacker rolls \dD10/)).toBe(-1);
      expect(world.lethal[1]).toBe(0);
    });
  }
});

describe('An Expert rerolls any miss in a fight, a 1 too (QR-111)', () => {
  const setup = arena([
    { name: 'Swordsman', qd: '{ type: supporting, personality: ordinary, skills: [swordsman], weapons: [sword] }', side: 'Men', at: [10, 10] },
    { name: 'Other', qd: KNIFE, side: 'Beasts', at: [11, 10], facing: 'W' },
  ]);
  it('a Swordsman rolling a 1 rerolls it: no Deadly Riposte', () => {
    const { world } = forcedWorld(setup, [idleAgent, idleAgent], [1, 8, 9, 7, 7, 7, 7]);
    world.seen.fill(1);
    world.log = [];
    strike(world, 0, 1, BLOW_STANDARD, 0, 0, 0, false);
    expect(lineOf(world.log, /Deadly Riposte/)).toBe(-1);
    expect(lineOf(world.log, /Other rolls 9 for the effect/)).toBeGreaterThanOrEqual(0);
  });
  it('Get Stuck In! keeps "ignoring any 1s": a 1 stands and the riposte follows', () => {
    const plain = arena([
      { name: 'Plain', qd: KNIFE, side: 'Men', at: [10, 10] },
      { name: 'Other', qd: KNIFE, side: 'Beasts', at: [11, 10], facing: 'W' },
    ]);
    const { world } = forcedWorld(plain, [idleAgent, idleAgent], [1, 3, 3, 7, 7, 7, 7]);
    world.seen.fill(1);
    world.log = [];
    strike(world, 0, 1, BLOW_STANDARD, 1, 0, 0, false);
    expect(lineOf(world.log, /Deadly Riposte/)).toBeGreaterThanOrEqual(0);
  });
});

describe('A knocked-out man takes no courage test (QR-112)', () => {
  it('a Courage Test result on a man knocked out leaves him where he lies', () => {
    const setup = arena([
      { name: 'Puncher', qd: '{ type: supporting, personality: ordinary, weapons: [] }', side: 'Men', at: [10, 10] },
      { name: 'Sleeper', qd: '{ type: main, personality: ordinary, weapons: [] }', side: 'Beasts', at: [11, 10], facing: 'W' },
    ]);
    // attack 8; Sleeper's effect 2D10 best: 9, 3 => 9 at DV -2: a courage test; a courage 1, 1 would make him flee.
    const { world } = forcedWorld(setup, [idleAgent, idleAgent], [8, 9, 3, 1, 1, 5, 5, 5]);
    world.seen.fill(1);
    world.log = [];
    world.engaged[0] = 1;
    world.engaged[1] = 0;
    world.ko[1] = 1;
    world.kod[1] = 1;
    const at = world.cell[1];
    strike(world, 0, 1, BLOW_STANDARD, 0, 0, 0, true);
    expect(lineOf(world.log, /courage-test/)).toBeGreaterThanOrEqual(0);
    expect(lineOf(world.log, /Sleeper takes a courage test/)).toBe(-1);
    expect(world.broken[1]).toBe(0);
    expect(world.cell[1]).toBe(at);
  });
});

describe('Ducking down is defenceless only on a courage test of 1 (QR-113)', () => {
  const text = arenaText([
    { name: 'Shooter', qd: '{ type: supporting, personality: ordinary, weapons: [cartridge-revolver] }', side: 'Men', at: [5, 10] },
    { name: 'Target', qd: KNIFE, side: 'Beasts', at: [12, 10], facing: 'W' },
    { name: 'Brawler', qd: KNIFE, side: 'Men', at: [13, 10], facing: 'W' },
  ]).replace('  places:', '  cover:\n    - { kind: hard, name: trough, cells: [[11, 10]] }\n  places:');
  const setup = compileScenario(getSystem('quickdraw'), parseScenario(text, 'a.yaml'), {}) as QdSetup;
  it('a 2-4 in cover ducks down, yet he is not defenceless when attacked in close combat', () => {
    // courage 3 (in hard cover from the shooter: ducks down); attack 8; effect 9.
    const { world } = forcedWorld(setup, [idleAgent, idleAgent, idleAgent], [3, 8, 9, 7, 7, 7]);
    world.seen.fill(1);
    world.log = [];
    courageTest(world, 1, 0);
    expect(world.ducked[1]).toBe(DUCK_DOWN);
    expect(targetDv(world, 1, 2, BY_FIGHTING, 0)).toBe(0);
    strike(world, 2, 1, BLOW_STANDARD, 0, 0, 0, true);
    expect(lineOf(world.log, /Target rolls 9 for the effect at DV 0/)).toBeGreaterThanOrEqual(0);
  });
  it('a 1 in cover ducks down and will not even defend himself: defenceless, no riposte', () => {
    // courage 1 (in cover: ducks down helpless); the Brawler's attack 1: a riposte he will not make.
    const { world } = forcedWorld(setup, [idleAgent, idleAgent, idleAgent], [1, 1, 7, 7, 7]);
    world.seen.fill(1);
    world.log = [];
    courageTest(world, 1, 0);
    expect(world.ducked[1]).toBe(DUCK_HELPLESS);
    expect(targetDv(world, 1, 2, BY_FIGHTING, 0)).toBe(-2);
    strike(world, 2, 1, BLOW_STANDARD, 0, 0, 0, true);
    expect(lineOf(world.log, /Target attacks Brawler/)).toBe(-1);
  });
  it('a man who merely ducked down still makes his Deadly Riposte', () => {
    const { world } = forcedWorld(setup, [idleAgent, idleAgent, idleAgent], [3, 1, 7, 7, 7, 7, 7]);
    world.seen.fill(1);
    world.log = [];
    courageTest(world, 1, 0);
    strike(world, 2, 1, BLOW_STANDARD, 0, 0, 0, false);
    expect(lineOf(world.log, /Target attacks Brawler/)).toBeGreaterThanOrEqual(0);
  });
});

describe('Reach is lost per pair of opponents, while they stay in contact (QR-114)', () => {
  const setup = arena([
    { name: 'Knifer', qd: KNIFE, side: 'Men', at: [10, 10] },
    { name: 'SwordB', qd: '{ type: supporting, personality: ordinary, weapons: [sword] }', side: 'Beasts', at: [11, 10], facing: 'W' },
    { name: 'SwordC', qd: '{ type: supporting, personality: ordinary, weapons: [sword] }', side: 'Beasts', at: [9, 10], facing: 'E' },
  ]);
  it('the knife that closed with one sword is still under the longer reach of another', () => {
    // Knifer hits SwordB (attack 8; effect 9; courage 7); SwordC strikes Knifer (attack 8; effect 9 at DV -1; courage 7).
    const { world } = forcedWorld(setup, [idleAgent, idleAgent, idleAgent], [8, 9, 7, 8, 9, 7, 7, 7]);
    world.seen.fill(1);
    world.log = [];
    strike(world, 0, 1, BLOW_STANDARD, 0, 0, 0, false);
    strike(world, 2, 0, BLOW_STANDARD, 0, 0, 0, false);
    expect(lineOf(world.log, /Knifer rolls 9 for the effect at DV -1/)).toBeGreaterThanOrEqual(0);
  });
  it('the sword he closed with has lost its reach while in contact, and has it again once apart', () => {
    const { world } = forcedWorld(setup, [idleAgent, idleAgent, idleAgent], [8, 9, 7, 8, 9, 7, 8, 9, 7, 7, 7]);
    world.seen.fill(1);
    world.log = [];
    strike(world, 0, 1, BLOW_STANDARD, 0, 0, 0, false);
    strike(world, 1, 0, BLOW_STANDARD, 0, 0, 0, false);
    expect(lineOf(world.log, /Knifer rolls 9 for the effect at DV 0/)).toBeGreaterThanOrEqual(0);
    world.log = [];
    // The count resetStance reads before looking at his pairs: one closing, on both men's counts.
    expect([world.reachPairs[0], world.reachPairs[1], world.reachPairs[2]]).toEqual([1, 1, 0]);
    world.cell[1] = world.cell[1]! + 5; // apart: his next card finds them out of contact
    resetStance(world, 1);
    expect([world.reachWon[0 * 3 + 1], world.reachPairs[0], world.reachPairs[1]]).toEqual([0, 0, 0]);
    world.cell[1] = world.cell[1]! - 5; // a new fight
    strike(world, 1, 0, BLOW_STANDARD, 0, 0, 0, false);
    expect(lineOf(world.log, /Knifer rolls 9 for the effect at DV -1/)).toBeGreaterThanOrEqual(0);
  });
});

describe('The block: no counter attack, then a hasty attack (QR-115)', () => {
  const setup = arena([
    { name: 'Blocker', qd: KNIFE, side: 'Men', at: [10, 10] },
    { name: 'Other', qd: KNIFE, side: 'Beasts', at: [11, 10], facing: 'W' },
  ]);
  it('on his card after the block his attack is hasty: +2 to the target\'s DV', () => {
    const attacker: SkirmishAgent = (o, _s, out) => {
      out.action = ACT_ATTACK;
      out.target = 1 - o.self;
      out.blow = 0;
    };
    const { engine, world } = forcedWorld(setup, [attacker, idleAgent], [8, 9, 7, 7, 7, 7]);
    world.seen.fill(1);
    world.log = [];
    world.engaged[0] = 1;
    world.engaged[1] = 0;
    world.blocking[0] = BLOCKING;
    world.toCome[0] = 1;
    engine.playCard(0);
    expect(lineOf(world.log, /Other rolls 9 for the effect at DV 2/)).toBeGreaterThanOrEqual(0);
  });
  it('a man who blocked makes no Deadly Riposte, and his DV is 2 higher', () => {
    // Blocker responds 7 (block); Other's attack 1: a Deadly Riposte the blocker cannot make.
    const { world } = forcedWorld(setup, [idleAgent, idleAgent], [7, 1, 8, 9, 7, 7, 7]);
    world.seen.fill(1);
    world.log = [];
    world.engaged[0] = 1;
    world.engaged[1] = 0;
    world.defenceOrder[0] = DEFEND_BLOCK;
    world.toCome[0] = 2;
    strike(world, 1, 0, BLOW_STANDARD, 0, 0, 0, true);
    expect(world.blocking[0]).toBe(BLOCKING);
    expect(lineOf(world.log, /Deadly Riposte/)).toBeGreaterThanOrEqual(0);
    expect(lineOf(world.log, /Blocker attacks Other/)).toBe(-1);
    expect(targetDv(world, 0, 1, BY_FIGHTING, 0)).toBe(2);
  });
});

describe('The combat skills lower the DV each as the skill table prints them (QR-116)', () => {
  /** The DV of the effects roll of one blow by a character of `skills` with `weapon` at a man with the same weapon. */
  const dvOf = (skills: string, weapon: string): number => {
    const setup = arena([
      { name: 'Hitter', qd: `{ type: supporting, personality: ordinary, skills: [${skills}], weapons: [${weapon}] }`, side: 'Men', at: [10, 10] },
      { name: 'Other', qd: `{ type: supporting, personality: ordinary, weapons: [${weapon}] }`, side: 'Beasts', at: [11, 10], facing: 'W' },
    ]);
    const { world } = forcedWorld(setup, [idleAgent, idleAgent], [8, 9, 7, 7, 7, 7, 7, 7]);
    world.seen.fill(1);
    world.log = [];
    strike(world, 0, 1, BLOW_STANDARD, 0, 0, 0, false);
    const line = world.log.find((l) => /Other rolls 9 for the effect at DV/.test(l))!;
    return Number(/at DV (-?\d+)/.exec(line)![1]);
  };
  it('a Brawler with a club lowers the DV by 1', () => {
    expect(dvOf('', 'club')).toBe(0);
    expect(dvOf('brawler', 'club')).toBe(-1);
  });
  it('a Brawler with a long improvised weapon does not ("improvised short range weapons")', () => {
    expect(dvOf('', 'improvised-long')).toBe(1);
    expect(dvOf('brawler', 'improvised-long')).toBe(1);
    expect(dvOf('brawler', 'improvised-short')).toBe(0);
  });
  it('a Brawler who is a Martial Artist too lowers it by 2, each skill its own -1', () => {
    expect(dvOf('martial-artist', 'club')).toBe(-1);
    expect(dvOf('brawler, martial-artist', 'club')).toBe(-2);
    expect(dvOf('swordsman, martial-artist', 'sword')).toBe(-2);
  });
});

describe('An entangled man who comes round is still defenceless (QR-74)', () => {
  it('coming round on 5-9 does not end "Entangled or restrained: The character is defenceless"', () => {
    const setup = arena([
      { name: 'Roper', qd: KNIFE, side: 'Men', at: [10, 10] },
      { name: 'Caught', qd: KNIFE, side: 'Beasts', at: [11, 10], facing: 'W' },
    ]);
    const { engine, world } = forcedWorld(setup, [idleAgent, idleAgent], [7, 5, 5, 5]);
    world.seen.fill(1);
    world.log = [];
    world.entangled[1] = ENT_ENTANGLED;
    world.entangledHow[1] = BY_WEAPON;
    world.defenceless[1] = 1;
    world.ko[1] = 1;
    world.kod[1] = 1;
    world.toCome[1] = 1;
    engine.playCard(1);
    expect(lineOf(world.log, /comes round/)).toBeGreaterThanOrEqual(0);
    expect(world.kod[1]).toBe(0);
    expect(world.entangled[1]).toBe(ENT_ENTANGLED);
    expect(targetDv(world, 1, 0, BY_FIGHTING, 0)).toBe(-2);
  });
});

describe('First aid gives back only a card a hit took (QR-60, QR-117)', () => {
  it('a card forfeited to a response stays forfeited', () => {
    const setup = arena([
      { name: 'Doc', qd: '{ type: supporting, personality: ordinary, skills: [healer], weapons: [knife] }', side: 'Men', at: [10, 10] },
      { name: 'Hurt', qd: '{ type: main, personality: ordinary, weapons: [knife] }', side: 'Men', at: [11, 10] },
      { name: 'Foe', qd: KNIFE, side: 'Beasts', at: [30, 10] },
    ]);
    const { world } = forcedWorld(setup, [idleAgent, idleAgent, idleAgent], [6, 7, 7, 7]);
    world.toCome[1] = 1;
    world.void[1] = 1; // his one card to come was used up by a response
    takeCards(world, 1, 1, 0); // a wound: no card left to come to take
    expect(firstAid(world, 0, 1)).toBe(1);
    expect(world.void[1]).toBe(1);
  });
  it('a card a hit took is given back', () => {
    const setup = arena([
      { name: 'Doc', qd: '{ type: supporting, personality: ordinary, skills: [healer], weapons: [knife] }', side: 'Men', at: [10, 10] },
      { name: 'Hurt', qd: '{ type: main, personality: ordinary, weapons: [knife] }', side: 'Men', at: [11, 10] },
      { name: 'Foe', qd: KNIFE, side: 'Beasts', at: [30, 10] },
    ]);
    const { world } = forcedWorld(setup, [idleAgent, idleAgent, idleAgent], [6, 7, 7, 7]);
    world.toCome[1] = 2;
    world.void[1] = 1; // a response
    takeCards(world, 1, 1, 0); // a wound takes his other card to come
    expect(world.void[1]).toBe(2);
    expect(firstAid(world, 0, 1)).toBe(1);
    expect(world.void[1]).toBe(1);
  });
});

describe('A clubbed handgun is short reach, in the code and the tables alike (QR-118)', () => {
  it('the tables\' notes and the compiled handgun agree: short reach', () => {
    const byId = (id: string) => QD_WEAPONS.find((w) => w.id === id)!;
    expect(byId('pistol-club').reach).toBe('short');
    expect(byId('fists').note).not.toMatch(/clubbed handguns fight as fists/);
    expect(byId('fists').note).toMatch(/short reach/);
    const setup = arena([
      { name: 'Gunman', qd: '{ type: supporting, personality: ordinary, weapons: [cartridge-revolver] }', side: 'Men', at: [10, 10] },
      { name: 'Other', qd: KNIFE, side: 'Beasts', at: [11, 10], facing: 'W' },
    ]);
    const gun = setup.characters[0]!.weapons[0]!;
    expect(REACHES[gun.reach]).toBe('short');
    // Clubbing a man with a knife (close reach): the longer reach lowers his DV by 1.
    const { world } = forcedWorld(setup, [idleAgent, idleAgent], [8, 9, 7, 7, 7]);
    world.seen.fill(1);
    world.log = [];
    strike(world, 0, 1, BLOW_STANDARD, 0, 0, 0, false);
    expect(lineOf(world.log, /Other rolls 9 for the effect at DV -1/)).toBeGreaterThanOrEqual(0);
  });
});
