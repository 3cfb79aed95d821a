/**
 * The Quick on the Draw scenario accumulator: core's neutral layout (weapon classes = the weapons
 * table's rows, bands = point blank, effective, long shot and close combat) plus the system's own
 * section (cards lost, lethal and blunt hits, courage tests and their outcomes, jokers, Cut!,
 * holds and responses, forced reloads, misfires and jams, locating, first aid and tasks; terrain
 * and entanglement; beasts and poison where a scenario has them...) and, for the SHOOTOUTS duel, who shot
 * first. Read back as SkirmishCounts with the system's count sections, which stats and the report
 * show for any system.
 */
import {
  A_EXCHANGES,
  A_FASTEST_STANDING,
  A_TRIALS,
  createOutcomeAccumulator,
  mergeOutcomeAccumulator,
  NF_SECTION,
  northfieldCounts,
  northfieldLayout,
  northfieldSection,
  outcomeLayout,
  readOutcomeCounts,
  type CountSection,
  type NorthfieldLayout,
  type OutcomeLayout,
  type SkirmishCounts,
  type TerrainType,
  TERRAIN_TYPES,
} from '@deadeye/core';
import { QD_WEAPONS } from '../tables/weapons.ts';
import { entangles } from './entangle.ts';
import { BAD_GOING } from './walk.ts';
import type { QdSetup } from './setup.ts';
import { QD_BANDS } from './shooting.ts';
import * as Q from './counts.ts';

/**
 * Offsets of a Quick on the Draw accumulator: the neutral layout, the system's section (`qd`), the
 * duel's cells (`duel`) and, under the `northfield` rule, the module's block (core's
 * {@link NorthfieldLayout}, after the others; null without the rule).
 */
export interface QdLayout extends OutcomeLayout {
  readonly qd: number;
  readonly duel: number;
  readonly northfield: NorthfieldLayout | null;
}

/** The layout of `setup`'s accumulator (a pure function: engine, worker and main thread agree). */
export function qdLayout(setup: QdSetup): QdLayout {
  const n = setup.characters.length;
  const base = outcomeLayout({
    maxTurns: setup.maxTurns,
    sideSizes: setup.sides.map((s) => s.members.length),
    characters: n,
    weaponClasses: QD_WEAPONS.length,
    bands: QD_BANDS.length,
    sections: [
      { name: 'quickdraw', size: Q.Q_GLOBAL + n * Q.Q_PER_CHARACTER },
      { name: 'duel', size: Q.Q_DUEL },
      ...(setup.northfield === null ? [] : [northfieldSection(setup.northfield, setup.maxTurns)]),
    ],
  });
  const start = base.sections[NF_SECTION];
  const northfield = setup.northfield === null || start === undefined ? null : northfieldLayout(start, setup.northfield, setup.maxTurns);
  return { ...base, qd: base.sections.quickdraw as number, duel: base.sections.duel as number, northfield };
}

/** A zeroed accumulator for `setup`. */
export function createQdAccumulator(setup: QdSetup): Float64Array {
  return createOutcomeAccumulator(qdLayout(setup));
}

/** Adds `part` into `total`. @throws Error when the layouts differ */
export const mergeQdAccumulator = mergeOutcomeAccumulator;

const SOURCE = 'quick-on-the-draw.md';

/** True if `setup`'s map has bad going (rough ground, interiors, the chart's terrains) or the variant makes all terrain bad going. */
function hasTerrain(setup: QdSetup): boolean {
  const m = setup.map;
  const bad = (t: TerrainType): boolean => BAD_GOING[TERRAIN_TYPES.indexOf(t)] === 1;
  return setup.variant.badWeather === 1 || bad(m.default) || m.terrain.some((p) => bad(p.type));
}

/**
 * Reads `acc` back as the neutral counts plus Quick on the Draw's own sections (CountSection):
 * cards lost per character, hits and their effects, courage tests by outcome, the pack (jokers,
 * phases), Cut!, holds and responses, reloads and misfires, close combat, and the fastest drawer
 * left standing.
 */
export function qdCounts(setup: QdSetup, acc: Float64Array): SkirmishCounts {
  const layout = qdLayout(setup);
  const base = readOutcomeCounts(layout, acc, {
    maxTurns: setup.maxTurns,
    sides: setup.sides,
    characters: setup.characters.map((c) => ({ name: c.name, side: c.side })),
    weaponClasses: QD_WEAPONS.map((w) => ({ id: w.id, name: w.short })),
    bands: [...QD_BANDS],
  });
  const trials = acc[A_TRIALS] as number;
  const q = (k: number): number => acc[layout.qd + k] as number;
  const perTrial = (label: string, k: number): { label: string; count: number; of: number } => ({ label, count: q(k), of: trials });
  const tests = q(Q.Q_COURAGE_TESTS);
  const sections: CountSection[] = [
    {
      id: 'quickdraw.cards',
      title: 'Cards lost per trial',
      description: `Cards each character lost: to lethal hits (for good, wounded) and to blunt hits (knocked out until he comes round). ${SOURCE}, REEL 2 CHARACTER TYPE/STAR STATUS and REEL 6 EFFECTS OF HIT TABLE.`,
      kind: 'mean',
      rows: setup.characters.flatMap((c, i) => [
        { label: 'lethal', group: c.name, count: q(Q.Q_GLOBAL + i * Q.Q_PER_CHARACTER), of: trials },
        { label: 'blunt', group: c.name, count: q(Q.Q_GLOBAL + i * Q.Q_PER_CHARACTER + 1), of: trials },
      ]),
    },
    {
      id: 'quickdraw.effects',
      title: 'Effects of hits per trial',
      description: `Rolls on the EFFECTS OF HIT TABLE by effect: hits that took cards (one a hit, however many cards), Courage Tests, Grazes and Near Misses, which add up to the rolls on the table (hits on men and tests for injury in a fall; a beast's hits are on DAMAGE TO WILD ANIMALS, a mount's on HITS ON MOUNTS); then the cards those hits took, by lethal and by blunt weapons, and the Bulls Eyes rolled. ${SOURCE}, REEL 4 SHOOTING – TRYING TO HIT and REEL 6.`,
      kind: 'mean',
      rows: [
        perTrial('hits that took cards', Q.Q_CARD_HITS),
        perTrial('Courage Tests', Q.Q_COURAGE_EFFECTS),
        perTrial('grazes', Q.Q_GRAZES),
        perTrial('near misses', Q.Q_NEAR_MISSES),
        perTrial('cards taken by lethal hits', Q.Q_LETHAL_HITS),
        perTrial('cards taken by blunt hits', Q.Q_BLUNT_HITS),
        perTrial('Bulls Eyes', Q.Q_BULLS_EYES),
      ],
    },
    {
      id: 'quickdraw.courage',
      title: 'Courage tests by outcome',
      description: `Outcomes of the courage tests taken (each row's count out of them all): 1 flee, duck down or surrender; 2-4 fall back and take cover; 5-9 carry on; 10 totally unaffected. ${SOURCE}, REEL 3 COURAGE TEST.`,
      kind: 'proportion',
      rows: [
        { label: "Let's get out of here! (1)", count: q(Q.Q_COURAGE_BAND), of: tests },
        { label: 'Fall back and Take Cover! (2-4)', count: q(Q.Q_COURAGE_BAND + 1), of: tests },
        { label: 'A-OK (5-9)', count: q(Q.Q_COURAGE_BAND + 2), of: tests },
        { label: 'Totally Unaffected! (10)', count: q(Q.Q_COURAGE_BAND + 3), of: tests },
      ],
    },
    {
      id: 'quickdraw.pack',
      title: 'The pack, Cut! and holding, per trial',
      description: `Phases played, jokers turned, "Cut!" yelled, holds and responses (to opportunities, attacks and opponents drawing), Lucky rerolls, courage tests taken, characters fleeing (counted when each breaks and flees, not at every card of his flight), knocked-out characters coming round. ${SOURCE}, REEL 1 and REEL 3.`,
      kind: 'mean',
      rows: [
        perTrial('phases', Q.Q_PHASES),
        perTrial('red jokers', Q.Q_RED_JOKERS),
        perTrial('black jokers', Q.Q_BLACK_JOKERS),
        perTrial('Cut! yelled', Q.Q_CUTS),
        perTrial('holds', Q.Q_HOLDS),
        perTrial('responses', Q.Q_RESPONSES),
        perTrial('Lucky rerolls', Q.Q_LUCKY),
        perTrial('courage tests', Q.Q_COURAGE_TESTS),
        perTrial('fled', Q.Q_FLED),
        perTrial('came round', Q.Q_CAME_ROUND),
      ],
    },
    {
      id: 'quickdraw.cut',
      title: 'Cut! that saved the roll',
      description: `Rerolls by "Cut!" whose second take succeeded, out of those yelled: 5+ on an action roll; on the effects roll of a hit that would have taken his last card(s), one that no longer does. ${SOURCE}, REEL 1 'CUT!' - RESHOOT THE SCENE!.`,
      kind: 'proportion',
      rows: [{ label: 'second take succeeded', count: q(Q.Q_CUT_SAVED), of: q(Q.Q_CUTS) }],
    },
    {
      id: 'quickdraw.weapons',
      title: 'Reloads, misfires and jams per trial',
      description: `Forced reloads (a 1 thrown with a revolving or repeating weapon), misfires by the weapons' ignition and notes, jams (in firing, by the ignition and notes; in reloading, the reload chart's 1, "It's Jammed!"), reload tests taken (action rolls to reload or clear a jam; not the free action's reload, which needs no roll). ${SOURCE}, REEL 4 RELOADING WEAPONS, FIREARMS and WEAPONS TABLE.`,
      kind: 'mean',
      rows: [perTrial('forced reloads', Q.Q_FORCED_RELOADS), perTrial('misfires', Q.Q_MISFIRES), perTrial('jams', Q.Q_JAMS), perTrial('reload tests', Q.Q_RELOAD_TESTS)],
    },
    {
      id: 'quickdraw.fighting',
      title: 'Close combat per trial',
      description: `Mighty Blows and All Out Attacks made (each once a phase), attacks evaded by a defender forfeiting his next card, and Deadly Ripostes (a 1 to hit in a fight). ${SOURCE}, REEL 5 FORMS OF ATTACK and FIGHTING: TRYING TO HIT.`,
      kind: 'mean',
      rows: [perTrial('Mighty Blows', Q.Q_MIGHTY_BLOWS), perTrial('All Out Attacks', Q.Q_ALL_OUT_ATTACKS), perTrial('evades', Q.Q_EVADES), perTrial('Deadly Ripostes', Q.Q_DEADLY_RIPOSTES)],
    },
    ...(hasTerrain(setup) || q(Q.Q_FALLS) > 0
      ? [
          {
            id: 'quickdraw.terrain',
            title: 'Terrain per trial',
            description: `Move tests on the movement chart's terrain rows (forest, deep snow or sand, swamp, ruins), falls (a 1 in bad going, in snow or sand, in ruins), random movements (disorientated, slipping, loose footing), weapons fouled with snow, sand or water. ${SOURCE}, REEL 3 WANTING TO MOVE.`,
            kind: 'mean' as const,
            rows: [perTrial('terrain move tests', Q.Q_TERRAIN_TESTS), perTrial('falls', Q.Q_FALLS), perTrial('random movements', Q.Q_RANDOM_MOVES), perTrial('weapons fouled', Q.Q_FOULED)],
          },
        ]
      : []),
    ...(setup.characters.some((c) => c.weapons.some(entangles)) || q(Q.Q_ENTANGLED) > 0
      ? [
          {
            id: 'quickdraw.entanglement',
            title: 'Entanglement per trial',
            description: `Characters caught by a net, lasso, bolas or whip or restrained by strength, and escapes. ${SOURCE}, REEL 6 ENTANGLING OR RESTRAINING OPPONENTS and ATTEMPTING TO ESCAPE FROM ENTANGLEMENT.`,
            kind: 'mean' as const,
            rows: [perTrial('entangled', Q.Q_ENTANGLED), perTrial('escapes', Q.Q_ESCAPES)],
          },
        ]
      : []),
    {
      id: 'quickdraw.locating',
      title: 'Locating the enemy',
      description: `Locating tests rolled for enemies hidden in cover, and how many of them located him (5+, or Sixth Sense). ${SOURCE}, REEL 3 LOCATING THE ENEMY.`,
      kind: 'proportion',
      rows: [{ label: 'enemy located', count: q(Q.Q_LOCATED), of: q(Q.Q_LOCATE_TESTS) }],
    },
    {
      id: 'quickdraw.first-aid',
      title: 'First aid per trial',
      description: `First aid given by characters with the Healer skill (tests rolled) and the cards it restored to the wounded and fallen. ${SOURCE}, REEL 6 TESTING TO COME ROUND OR HEAL A WOUND.`,
      kind: 'mean',
      rows: [perTrial('first aid given', Q.Q_HEALS), perTrial('cards restored', Q.Q_HEAL_CARDS)],
    },
    {
      id: 'quickdraw.tasks',
      title: 'Tasks failed',
      description: `Task rolls (${q(Q.Q_TASKS)} in all: crossing linear obstacles such as windows and fences, the scenario's own task such as a bank's safe, stopping a runaway vehicle) that failed (1-4: he stops before the obstacle, or does not finish the task on this card). ${SOURCE}, REEL 3 TASKS and Linear Obstacles.`,
      kind: 'proportion',
      rows: [{ label: 'task failed', count: q(Q.Q_TASKS_FAILED), of: q(Q.Q_TASKS) }],
    },
    ...mountSections(setup, acc, layout.qd, trials),
    ...newRuleSections(setup, perTrial),
    {
      id: 'quickdraw.draw',
      title: 'Fastest drawer left standing',
      description: `Trials in which the first character to draw and shoot was still up at the end, out of trials in which anyone drew and shot. ${SOURCE}, REEL 4 SHOOTOUTS.`,
      kind: 'proportion',
      rows: [{ label: 'first to draw and shoot, still up', count: acc[A_FASTEST_STANDING] as number, of: acc[A_EXCHANGES] as number }],
    },
  ];
  // Beasts and poison: only in a scenario with a beast or a poisoned weapon (the others' results keep their shape).
  if (setup.beasts > 0 || setup.poison === 1) {
    sections.push({
      id: 'quickdraw.beasts',
      title: 'Beasts and poison per trial',
      description: `Beasts activated (their card put into the pack), their reaction tests (shot at or hit), beasts that fled (a stampede included) and beasts slain; poison tests taken by characters injured by a poisoned weapon or a venomous bite, and those failed (2 lethal hits). ${SOURCE}, REEL 7 BEASTS and REEL 6 POISON.`,
      kind: 'mean',
      rows: [
        perTrial('beasts activated', Q.Q_BEASTS_ACTIVATED),
        perTrial('beast reaction tests', Q.Q_BEAST_REACTIONS),
        perTrial('beasts fled', Q.Q_BEASTS_FLED),
        perTrial('beasts slain', Q.Q_BEASTS_SLAIN),
        perTrial('poison tests', Q.Q_POISON_TESTS),
        perTrial('poison tests failed', Q.Q_POISON_FAILED),
      ],
    });
  }
  // The Northfield module's counts (money, discovery, reinforcements, recognition, vault, reserves), as BOOT HILL's results carry them.
  if (layout.northfield !== null && setup.northfield !== null) return { ...base, sections, northfield: northfieldCounts(layout.northfield, acc, setup.maxTurns, setup.northfield.gangSide) };
  return { ...base, sections };
}

/**
 * The vehicles' section (hits on vehicles, vehicles destroyed), only for a scenario with vehicles,
 * and the mounts' section (hits on mounts, mounts collapsed, control tests and control lost,
 * riders thrown), only for a scenario with riders or horses: other scenarios' results are unchanged.
 */
function mountSections(setup: QdSetup, acc: Float64Array, qd: number, trials: number): CountSection[] {
  const q = (k: number): number => acc[qd + k] as number;
  const sections: CountSection[] = [];
  if (setup.vehicles.length > 0) {
    sections.push({
      id: 'quickdraw.vehicles',
      title: 'Vehicles per trial',
      description: `Hits that struck a vehicle (each rolled on the vehicle damage table), and vehicles destroyed with everyone in them. ${SOURCE}, REEL 6 HITS ON VEHICLES and REEL 4 SHOOTING AT A RIDER OR AT VEHICLES.`,
      kind: 'mean',
      rows: [
        { label: 'hits on vehicles', count: q(Q.Q_VEHICLE_HITS), of: trials },
        { label: 'vehicles destroyed', count: q(Q.Q_VEHICLES_DESTROYED), of: trials },
      ],
    });
  }
  if (!setup.characters.some((c) => c.mounted === 1 || c.horseCell >= 0)) return sections;
  return [
    ...sections,
    {
      id: 'quickdraw.mounts',
      title: 'Mounts per trial',
      description: `Hits that struck a mount (each rolled on the effects chart for it), mounts collapsed, tests to keep control of a mount taken and failed (the mount bolts), riders thrown. ${SOURCE}, REEL 6 HITS ON MOUNTS and REEL 4 SHOOTING AT A RIDER OR AT VEHICLES.`,
      kind: 'mean',
      rows: [
        { label: 'hits on mounts', count: q(Q.Q_MOUNT_HITS), of: trials },
        { label: 'mounts collapsed', count: q(Q.Q_MOUNTS_COLLAPSED), of: trials },
        { label: 'control tests', count: q(Q.Q_CONTROL_TESTS), of: trials },
        { label: 'control lost', count: q(Q.Q_LOST_CONTROL), of: trials },
        { label: 'riders thrown', count: q(Q.Q_RIDERS_THROWN), of: trials },
      ],
    },
  ];
}

/**
 * The sections of riding down, persuasion and the wrong hand, each only for a scenario that can
 * use it, so that other scenarios' results are unchanged:
 * - riding down and carried past (REEL 5, FIGHTING FROM A MOUNT OR MOVING VEHICLE; RULINGS.md
 *   QR-157, QR-158), for a scenario with a rider, a horse or a driver: run-downs that reached the
 *   man, of them evaded, collisions, riders or drivers carried on past, stops tried;
 * - persuasion (REEL 2, PERSONALITY; QR-159, QR-160), for a scenario with a Charismatic or
 *   Dominant character: charms and influences tried, succeeded (5+), turned to the persuader's
 *   side, repelled (1), shaken off;
 * - the wrong hand (REEL 2, Ambidextrous; REEL 6; QR-156), for a scenario with a two-gun man:
 *   shots fired from the wrong hand.
 * `perTrial(label, k)`: the row of the system section's cell `k`, per trial.
 */
function newRuleSections(setup: QdSetup, perTrial: (label: string, k: number) => { label: string; count: number; of: number }): CountSection[] {
  const sections: CountSection[] = [];
  if (setup.characters.some((c) => c.mounted === 1 || c.horseCell >= 0) || setup.vehicles.some((v) => v.driver >= 0)) {
    sections.push({
      id: 'quickdraw.riding-down',
      title: 'Riding down and carried past per trial',
      description: `Run-downs by a rider or a driver that reached the man (an agent asks them with the doctrine parameter rideDown), those he evaded (his test to evade, forfeiting a card), collisions (the hit rolled), riders and drivers carried on past their opponent after an attack over 8 paces, and stops tried instead by decelerating unsafely. ${SOURCE}, REEL 5 FIGHTING FROM A MOUNT OR MOVING VEHICLE.`,
      kind: 'mean',
      rows: [
        perTrial('run-downs', Q.Q_RIDE_DOWNS),
        perTrial('run-downs evaded', Q.Q_RIDE_DOWNS_EVADED),
        perTrial('collisions', Q.Q_COLLISIONS),
        perTrial('carried past', Q.Q_CARRIED_PAST),
        perTrial('stops tried', Q.Q_STOPS_TRIED),
      ],
    });
  }
  if (setup.persuasion === 1) {
    sections.push({
      id: 'quickdraw.persuasion',
      title: 'Persuasion per trial',
      description: `Charms (Charismatic) and influences (Dominant) tried on an enemy (an agent asks them with the doctrine parameter persuade), those that put him under a sway (5+), of them those that turned him to fight for the persuader's side (a charm's 10, an influence's 5-10; none under +persuaded-stand-down), those that repelled him for good (1), and swayed men who shook it off with an action test. ${SOURCE}, REEL 2 PERSONALITY.`,
      kind: 'mean',
      rows: [
        perTrial('tried', Q.Q_PERSUASIONS),
        perTrial('succeeded', Q.Q_PERSUADED),
        perTrial('turned to his side', Q.Q_TURNED),
        perTrial('repelled', Q.Q_REPELLED),
        perTrial('shaken off', Q.Q_SHAKEN_OFF),
      ],
    });
  }
  if (setup.characters.some((c) => c.otherHandGun >= 0)) {
    sections.push({
      id: 'quickdraw.wrong-hand',
      title: 'Shots from the wrong hand per trial',
      description: `Shots a two-gun man fired with the gun in his other hand while his gun hand's could not shoot (target DV +2 unless he is Ambidextrous). ${SOURCE}, REEL 2 GENERAL SKILLS AND TRAITS (Ambidextrous) and REEL 6 ADJUSTMENTS.`,
      kind: 'mean',
      rows: [perTrial('shots from the wrong hand', Q.Q_WRONG_HAND_SHOTS)],
    });
  }
  return sections;
}
