/**
 * The rulebook's worked brawl (boot-hill-rulebook.txt, BRAWLS, "Example of a brawl": Juan Burrito
 * and Silver Dollar Sam), replayed by the skirmish engine with forced dice and scripted choices.
 * Every strength loss is checked round by round against the example's text.
 */
import { describe, expect, it } from 'vitest';
import { BRAWL_GRAPPLE, BRAWL_PUNCH, BRAWL_STRIKE, PHASE_BRAWL, PHASE_FIRE, ACT_BRAWL, parseScenario, type SkirmishAgent } from '@deadeye/core';
import { ForcedStream } from '@deadeye/rng';
import { SkirmishEngine, compileSkirmish, createSkirmishAccumulator } from '../src/index.ts';

const SCENARIO = `
name: Juan Burrito and Silver Dollar Sam
map: { width: 6, height: 3, exits: [] }
sides: [{ name: Sam }, { name: Juan }]
characters:
  # Silver Dollar Sam: Strength Sturdy, 15; Speed Very Fast. A revolver in hand, a chair nearby.
  - { name: Silver Dollar Sam, stats: { boothill: { basp: 12, bac: 60, str: 15, mrl: 90 } }, side: Sam, position: [2, 1], facing: E,
      weapons: [{ code: SAR6 }, { code: CHAIR }], player: true, agent: { doctrine: standing } }
  # Juan Burrito: Strength Average, 13; Speed Quick. Unarmed.
  - { name: Juan Burrito, stats: { boothill: { basp: 6, bac: 50, str: 13, mrl: 60 } }, side: Juan, position: [3, 1], facing: W,
      weapons: [], player: true, agent: { doctrine: standing } }
`;

/** A scripted agent: the given brawling choices in order, and (Sam) a brawl declared in turn 1. */
function scripted(choices: readonly (readonly [number, number])[], declare: boolean): SkirmishAgent {
  let k = 0;
  return (obs, _rng, out) => {
    if (obs.phase === PHASE_FIRE && declare && obs.turn === 1) {
      out.action = ACT_BRAWL;
      out.target = 1 - obs.self;
    }
    if (obs.phase !== PHASE_BRAWL) return;
    const [brawl, weapon] = choices[k++] ?? [BRAWL_PUNCH, -1];
    out.brawl = brawl;
    out.weapon = weapon;
  };
}

describe("the rulebook's worked brawl, Juan Burrito and Silver Dollar Sam", () => {
  it('gives the strength losses the example states, round by round', () => {
    const setup = compileSkirmish(parseScenario(SCENARIO, 'brawl.yaml'));
    const sam = scripted(
      [
        [BRAWL_STRIKE, 0], // round 1: strikes with the revolver in his hand
        [BRAWL_GRAPPLE, -1], // round 2: grapples to break the head lock
        [BRAWL_PUNCH, -1], // round 3: punches, a miss
        [BRAWL_STRIKE, 1], // round 4: swings the chair
        [BRAWL_GRAPPLE, -1], // round 5: grapples to break the arm lock
        [BRAWL_PUNCH, -1], // round 6: the knockout punch
      ],
      true,
    );
    const juan = scripted([[BRAWL_GRAPPLE, -1], [BRAWL_PUNCH, -1], [BRAWL_GRAPPLE, -1], [BRAWL_GRAPPLE, -1], [BRAWL_GRAPPLE, -1]], false);
    const engine = new SkirmishEngine(setup, [sam, juan]);
    // Dice in the order the engine asks: each turn a d100 per character for movement order, then
    // two d10 per brawling roll (2d10 read as digits: the digits are the dice) and a d100 per stun check.
    const d = (total: number): number[] => [total - Math.min(10, total - 1), Math.min(10, total - 1)];
    const dice = [
      50, 60, // turn 1 movement order
      ...d(14), 99, // R1 Sam: 14 with the revolver (-1) = 13, glancing blow; stun check (gun butt 20%) fails
      ...d(18), // R1 Juan: 18, head lock
      ...d(5), // R2 Sam: 5 - 2 = 3, breaks the hold
      ...d(16), // R2 Juan: 16, combination
      50, 60, // turn 2 movement order
      ...d(7), // R3 Sam: 7 - 1 = 6, a miss
      ...d(3), // R3 Juan: 3, gouged
      ...d(15), 99, // R4 Sam: chair 15 - 2 = 13, glancing blow; stun check (chair 30%) fails
      ...d(13), // R4 Juan: 13 - 2 = 11, arm lock left
      50, 60, // turn 3 movement order
      ...d(17), // R5 Sam: 17 - 1 = 16, throw, breaks the hold
      ...d(3), // R5 Juan: 3 - 2 = 1, kneed
      ...d(15), // R6 Sam: 15, hook
    ];
    const log: string[] = [];
    const winner = engine.runTrial(new ForcedStream(dice), createSkirmishAccumulator(setup), log);
    const losses = log.filter((l) => l.includes(' loses ')).map((l) => l.trim());
    expect(losses).toEqual([
      // Round 1: "Juan's strength is reduced" by 2 (glancing blow 1, +1 for the weapon); Sam by 4 (head lock).
      'Juan Burrito loses 2 STR (11 of 13 left)',
      'Silver Dollar Sam loses 4 STR (11 of 15 left)',
      // Round 2: Sam escapes the hold; Juan's combination punch "for 2 + 2, or 4, points": Sam has lost 8.
      'Silver Dollar Sam loses 4 STR (7 of 15 left)',
      // Round 3: Sam misses; Juan is gouged and "loses a strength point".
      'Juan Burrito loses 1 STR (10 of 13 left)',
      // Round 4: the chair, a glancing blow "scoring the normal 1 point effect, but plus 2": Juan "subtracts 3".
      'Juan Burrito loses 3 STR (7 of 13 left)',
      // Juan's arm lock, left. The example says Sam "suffers the loss of another strength point" (9 lost,
      // 6 left); the GRAPPLING TABLE (rulebook, Referee's Screen and the v2 digest alike) prints 2 for an
      // arm lock, and the engine reads the table (RULINGS.md S24): 10 lost, 5 left.
      'Silver Dollar Sam loses 2 STR (5 of 15 left)',
      // Round 5: Sam breaks the hold with a throw, "inflicting the loss of 2 strength points"; Juan's 3 - 2 = 1:
      // kneed, "suffering the loss of 4 strength points more", down to "a single strength point".
      'Juan Burrito loses 2 STR (5 of 13 left)',
      'Juan Burrito loses 4 STR (1 of 13 left)',
      // Round 6: a hook for 2: "Juan ... crumples under what turns out to be a knockout punch".
      'Juan Burrito loses 2 STR (-1 of 13 left)',
    ]);
    // Every modified roll as the example reads it.
    const rolls = log.filter((l) => / (punch|gun butt|chair|grapples): /.test(l)).map((l) => l.trim());
    expect(rolls).toEqual([
      'Silver Dollar Sam gun butt: 2d10 14 -1 = 13: Glancing blow',
      'Juan Burrito grapples: 2d10 18 = 18: Head lock',
      'Silver Dollar Sam grapples: 2d10 5 -2 = 3: breaks the hold (Opponent gouges you (or if held, you break hold))',
      'Juan Burrito punch: 2d10 16 = 16: Combination',
      'Silver Dollar Sam punch: 2d10 7 -1 = 6: Miss',
      'Juan Burrito grapples: 2d10 3 = 3: Opponent gouges you (or if held, you break hold)',
      'Silver Dollar Sam chair: 2d10 15 -2 = 13: Glancing blow',
      'Juan Burrito grapples: 2d10 13 -2 = 11: Arm lock, left',
      'Silver Dollar Sam grapples: 2d10 17 -1 = 16: breaks the hold (Throw (and if held, you break hold))',
      'Juan Burrito grapples: 2d10 3 -2 = 1: Opponent knees you (or if held, you break hold)',
      'Silver Dollar Sam punch: 2d10 15 = 15: Hook',
    ]);
    expect(winner).toBe(0);
    expect(engine.outcome(winner, 3).characters[1]!.status).toBe('unconscious');
  });
});
