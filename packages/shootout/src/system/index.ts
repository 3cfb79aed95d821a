/**
 * Shootout! as a rule system behind the RuleSystem seam (`@deadeye/core` rule-system.ts):
 * scenario play (`skirmish/`), the standing duel with its exact solver (`duel/`, its command-line
 * words in `./duel.ts`), the roster of the troop listings (`roster.ts`), the single-shot odds
 * (`odds/`), and the casting of characters written for BOOT HILL (`casting/`). Nothing here plays
 * a rule.
 */
import { SHOOTOUT_ABOUT } from './about.ts';
import { shootoutHouseRules } from './house-rules.ts';
import { defineRuleSystem, type ReplayedScenario, type RuleSystem } from '@deadeye/core';
import { SHOOTOUT_DUEL_PARTS } from '../duel/support.ts';
import type { ShootoutDuel } from '../duel/matchup.ts';
import { shootoutOdds } from '../odds/index.ts';
import { shootoutVary } from './vary.ts';
import { shootoutBalance } from './balance.ts';
import { shootoutRoster } from '../roster.ts';
import { compileShootoutDuels } from './duel.ts';
import { checkOrganisation } from '../character/organisation.ts';
import { createSoAccumulator, mergeSoAccumulator, soCounts } from '../skirmish/accumulator.ts';
import { SoEngine } from '../skirmish/engine.ts';
import { replaySoTrial } from '../skirmish/replay.ts';
import { compileSoSkirmish, type SoSetup } from '../skirmish/setup.ts';
import { SO_BANDS } from '../skirmish/world.ts';
import { SHOOTOUT_VARIANTS } from '../variant.ts';

/** Shootout! (shootout.txt). */
export const shootout: RuleSystem<SoSetup, ShootoutDuel> = defineRuleSystem<SoSetup, ShootoutDuel>({
  id: SHOOTOUT_ABOUT.id,
  name: SHOOTOUT_ABOUT.name,
  sources: [{ file: 'shootout.txt', title: 'Shootout!: command points, ranged and close combat, saving throws, Draw!, courage, troop listings' }],
  variants: SHOOTOUT_VARIANTS,
  defaultVariant: 'text',
  turn: {
    unit: 'turn',
    seconds: null,
    phases: ['command points (1D6 + Leader a group)', 'movement (a command point a figure, 2 outside the command radius)', 'ranged combat (simultaneous; Draw! first)', 'close combat'],
    distance: 'inches (one inch a space; 2 on 12-foot squares)',
  },
  terms: {
    rangeUnit: 'inches',
    bands: SO_BANDS,
    wounds: { name: 'Unsaved hits', meaning: 'hits not saved (each takes one HTK)' },
    kills: { name: 'Kills', meaning: 'figures killed (no HTK left)' },
    brawlDamage: 'unsaved hits',
    firstShot: { exchange: 'Draw! exchanges in which one figure was faster, not a tie', fastest: 'Faster figure still up', standing: 'at the end of that ranged combat' },
    duel: { together: 'trials whose Draw! tied, so that both fired together', first: 'trials in which the duelist was the faster at the Draw!' },
    // 0 HTK is dead; nobody is knocked out (SR-76).
    absentEndStates: ['unconscious'],
  },
  rulings: 'packages/shootout/RULINGS.md',
  convertsFrom: ['boothill'],
  scenarios: {
    compile(scenario, o) {
      return compileSoSkirmish(scenario, { variant: o.variant, maxTurns: o.maxTurns, foreign: o.foreign, tables: o.tables });
    },
    agents: (setup) => setup.characters.map((c) => ({ doctrine: c.agent.doctrine, targeting: c.agent.targeting, params: c.params })),
    // The organisation rules, side by side (a warning, not a refusal: the listings are "purely advisory").
    warnings: (setup) =>
      setup.sides.flatMap((side) =>
        checkOrganisation(
          side.name,
          side.members.map((i) => {
            const c = setup.characters[i]!;
            const g = setup.groups[c.group]!;
            return { name: c.name, profile: c.profile, group: g.name, leader: g.leader === i };
          }),
        ),
      ),
    createEngine: (setup, agents) => new SoEngine(setup, agents),
    createAccumulator: createSoAccumulator,
    mergeAccumulator: mergeSoAccumulator,
    counts: soCounts,
    replay(setup, agents, seed, trial): ReplayedScenario {
      return replaySoTrial(setup, agents, seed, trial);
    },
    // One inch a space (2 on 12-foot squares): compileSoSkirmish's inchesPerSpace.
    spaceIs: (setup) => `${setup.inchesPerSpace} ${setup.inchesPerSpace === 1 ? 'inch' : 'inches'}`,
  },
  duel: { ...SHOOTOUT_DUEL_PARTS, compile: compileShootoutDuels },
  roster: shootoutRoster,
  odds: shootoutOdds,
  vary: shootoutVary,
  houseRules: shootoutHouseRules,
  balance: shootoutBalance,
});
export { compileShootoutDuels, duelistProfile } from './duel.ts';
export { figuresForPoints, shootoutBalance } from './balance.ts';
