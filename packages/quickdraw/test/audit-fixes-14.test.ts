/**
 * The fourteenth audit's fixes (persuasion, entanglement, vehicles, mounts, beasts, poison,
 * healing, thrown weapons; each fails on the code before the fix):
 * 1. a Bowman is an Expert with bows, not with every non-gunpowder weapon (thrown, hurled,
 *    entangling, dynamite, whips); plain `expert` with his first weapon covers its group only where
 *    the group is one kind of weapon (RULINGS.md QR-214; tables/skills.ts `EXPERT_SKILL_GROUPS`,
 *    `EXPERT_WHOLE_GROUPS`). Before, a Bowman lit his dynamite's fuse with an Expert's reroll and
 *    threw it at DV -1 more.
 * 2. a man in a stampede's path who panics (Wanting to evade, 2-4: "Panic! Hesitate, then fall
 *    back") meets the herd where he stands, then falls back (RULINGS.md QR-52 amended; beasts.ts
 *    `stampede`). Before, he fell back first, defenceless, and met only the animals whose runs passed
 *    near where he stepped to, at DV -3.
 * 3. a driver who drives his vehicle off the map by an exit takes its riders with him (RULINGS.md
 *    QR-215; vehicles.ts `carry`). Before, the stage's guard and passenger were left aboard a coach
 *    at the map's edge with nobody to drive it, and shot there.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '@deadeye/core';
import { compileScenario, getSystem, replayScenario } from '@deadeye/registry';
import { reactionTest } from '../src/skirmish/beasts.ts';
import { arena, herdWorld } from './beast-helpers.ts';

const PAD = Array.from({ length: 60 }, () => 7);

describe('fourteenth audit', () => {
  it('1. a Bowman is expert with bows only; plain expert with a lasso is expert with the lasso only', () => {
    const setup = arena([
      { name: 'Bow', qd: '{ type: supporting, personality: ordinary, skills: [bowman], weapons: [bow, dynamite, entangling, whip, thrown, hurled] }', side: 'Men', at: [5, 10] },
      { name: 'Plain', qd: '{ type: supporting, personality: ordinary, skills: [expert], weapons: [entangling, dynamite, bow] }', side: 'Men', at: [6, 10] },
      { name: 'Gun', qd: '{ type: supporting, personality: ordinary, skills: [expert], weapons: [cartridge-revolver, double-action-revolver, repeating-rifle] }', side: 'Men', at: [7, 10] },
      { name: 'T', qd: '{ type: minor, personality: ordinary, weapons: [cartridge-revolver] }', side: 'Beasts', at: [9, 10] },
    ]);
    const expertWith = (k: number): string[] => setup.characters[k]!.weapons.filter((w) => w.expert === 1).map((w) => w.id);
    expect(expertWith(0)).toEqual(['bow']);
    expect(expertWith(1)).toEqual(['entangling']);
    // A pistol first: every handgun, as a Pistoleer's (the group is one kind of weapon), not the rifle.
    expect(expertWith(2)).toEqual(['cartridge-revolver', 'double-action-revolver']);
  });

  it('2. panicking in a stampede: the herd reaches him where he stands, then he falls back', () => {
    // The cow's reaction test 3 (failed: the herd stampedes), Skinner's evade 3 (Panic!), then 7s.
    const { world } = herdWorld([3, 2, 3, ...PAD]);
    world.toCome[1] = 1;
    reactionTest(world, 3, 0, 0);
    const log = world.log!.map((l) => l.trim());
    const runs = log.filter((l) => /runs down Skinner/.test(l));
    const fallsBack = log.findIndex((l) => /Skinner panics and falls back/.test(l));
    // Both animals' runs pass by where he stood: two attacks, at his DV with the charge's -1 (not defenceless).
    expect(runs).toEqual(['Bull runs down Skinner', 'Cow runs down Skinner']);
    expect(log.filter((l) => /^Skinner rolls 7 for the effect at DV -1\b/.test(l))).toHaveLength(2);
    expect(fallsBack).toBeGreaterThan(log.lastIndexOf('Cow runs down Skinner'));
  });

  it('3. a driver leaving the map by an exit takes the riders of his vehicle with him', () => {
    const system = getSystem('quickdraw');
    const setup = compileScenario(system, loadScenario(fileURLToPath(new URL('./fixtures/stagecoach.yaml', import.meta.url))), {});
    // Trial 1 (seed 1): Bud Philpot drives the stage off the west edge on his dash.
    const r = replayScenario(system, setup, '1', 1);
    expect(r.log.some((l) => /Bud Philpot leaves the map/.test(l))).toBe(true);
    expect(r.log.some((l) => /Bob Paul leaves the map in the stage/.test(l))).toBe(true);
    expect(r.log.some((l) => /Drummer leaves the map in the stage/.test(l))).toBe(true);
    const fate = (name: string): string => r.fates.find((f) => f.name === name)!.fate;
    expect([fate('Bud Philpot'), fate('Bob Paul'), fate('Drummer')]).toEqual(['fled', 'fled', 'fled']);
  });
});
