/**
 * Quick on the Draw as a rule system behind the RuleSystem seam (`@deadeye/core` rule-system.ts):
 * scenario play (`skirmish/`), the SHOOTOUTS duel (`./duel.ts`, played by the same engine), the
 * single-shot odds on its matchups (`./odds.ts`) and the conversion of characters written for BOOT HILL (`character/`). Nothing here plays a rule.
 */
import { QUICK_DRAW_ABOUT } from './about.ts';
import { quickDrawHouseRules } from './house-rules.ts';
import { defineRuleSystem, type ReplayedDuel, type ReplayedScenario, type RuleSystem } from '@deadeye/core';
import { resolveProfile } from '../character/profile.ts';
import { createQdAccumulator, mergeQdAccumulator, qdCounts } from '../skirmish/accumulator.ts';
import { QdEngine } from '../skirmish/engine.ts';
import { replayQdTrial } from '../skirmish/replay.ts';
import { compileQdSkirmish, type QdSetup } from '../skirmish/setup.ts';
import { QD_BANDS } from '../skirmish/shooting.ts';
import { describeProfile } from '../character/profile.ts';
import { buildQdDuels, qdDuelCounts, QD_DUEL_MAX_TURNS, QD_DUEL_RANGE, type QdDuel } from './duel.ts';
import { qdOdds } from './odds.ts';
import { qdVary } from './vary.ts';
import { QD_DUEL_VARIANT_NAMES, QD_VARIANTS } from '../variant.ts';

/** Quick on the Draw (quick-on-the-draw.md, REEL 1 to REEL 7). */
export const quickDraw: RuleSystem<QdSetup, QdDuel> = defineRuleSystem<QdSetup, QdDuel>({
  id: QUICK_DRAW_ABOUT.id,
  name: QUICK_DRAW_ABOUT.name,
  sources: [{ file: 'quick-on-the-draw.md', title: 'Quick on the Draw: cards, action dice, tests, shooting, fighting, effects of hits, beasts' }],
  variants: QD_VARIANTS,
  defaultVariant: 'text',
  turn: {
    unit: 'phase',
    seconds: null,
    phases: ['the pack of cards (Hero 4, Main 3, Supporting 2, Minor 1, two jokers) shuffled and turned one at a time; each card: move, then one action; holds respond to opportunities'],
    distance: 'paces (one pace a space; 2 on 12-foot squares; 2.54 and 5.08 with +centimetre-paces)',
  },
  terms: {
    rangeUnit: 'paces',
    bands: QD_BANDS,
    wounds: { name: 'Cards lost', meaning: 'cards the hits took, lethal and blunt (REEL 6, EFFECTS OF HIT TABLE)' },
    kills: { name: 'Out of action', meaning: 'characters put out of the action, their last card lost to the hit (who of them is dead is rolled after the action: RULINGS.md QR-20)' },
    brawlDamage: 'cards',
    firstShot: { exchange: 'trials in which someone drew and shot; the fastest is the first man of the trial to do so, REEL 4 SHOOTOUTS', fastest: 'First to draw and shoot, still up', standing: 'at the end of the trial' },
    duel: { together: 'trials in which both drew and fired together (the SHOOTOUTS charts: simultaneous fire)', first: 'trials in which the duelist fired the first shot alone (on the drawing chart or in answer to a draw)' },
    endStates: {
      unconscious: {
        name: 'Out of action, alive',
        short: 'out, alive',
        meaning: 'out of the action at the end (knocked out, or his last card lost to a lethal hit) and alive after the POST ACTION roll, which kills only on "A Goner!" (RULINGS.md QR-20)',
      },
    },
  },
  rulings: 'packages/quickdraw/RULINGS.md',
  convertsFrom: ['boothill'],
  scenarios: {
    compile(scenario, o) {
      const file = scenario.file ?? scenario.id;
      const profiles = scenario.characters.map((_, i) => resolveProfile(scenario, i, o.foreign?.[i], file));
      return compileQdSkirmish(scenario, profiles, { variant: o.variant, maxTurns: o.maxTurns, tables: o.tables });
    },
    agents: (setup) => setup.characters.map((c) => ({ doctrine: c.agent.doctrine, targeting: c.agent.targeting, params: c.params })),
    createEngine: (setup, agents) => new QdEngine(setup, agents),
    createAccumulator: createQdAccumulator,
    mergeAccumulator: mergeQdAccumulator,
    counts: qdCounts,
    replay(setup, agents, seed, trial): ReplayedScenario {
      return replayQdTrial(setup, agents, seed, trial);
    },
    // RULINGS.md QR-1: one pace a space (2 on 12-foot squares; 2.54 and 5.08 under +centimetre-paces).
    spaceIs: (setup) => `${setup.pacesPerSpace} ${setup.pacesPerSpace === 1 ? 'pace' : 'paces'}`,
  },
  duel: {
    defaultMaxTurns: QD_DUEL_MAX_TURNS,
    defaultRange: QD_DUEL_RANGE,
    variants: QD_DUEL_VARIANT_NAMES,
    compile: buildQdDuels,
    agents: (m) => m.setup.characters.map((c) => ({ doctrine: c.agent.doctrine, targeting: c.agent.targeting, params: c.params })),
    createEngine: (m, _weaponAgents, agents) => {
      if (agents === undefined) throw new Error('quickdraw duel: the registry must hand the duelists\' scenario agents');
      return new QdEngine(m.setup, agents);
    },
    createAccumulator: (m) => createQdAccumulator(m.setup),
    mergeAccumulator: mergeQdAccumulator,
    counts: qdDuelCounts,
    replay(m, _weaponAgents, seed, trial, agents): ReplayedDuel {
      if (agents === undefined) throw new Error('quickdraw duel: the registry must hand the duelists\' scenario agents');
      const r = replayQdTrial(m.setup, agents, seed, trial);
      return {
        trial: r.trial,
        header: [`  ${m.a.name}: ${describeProfile(m.profiles[0])}`, `  ${m.b.name}: ${describeProfile(m.profiles[1])}`, `range ${m.range} paces, weapons holstered (SHOOTOUTS)`],
        log: [...r.log, `outcome: ${r.fates.map((f) => `${f.name} ${f.fate}`).join(', ')}`],
      };
    },
  },
  odds: qdOdds,
  vary: qdVary,
  houseRules: quickDrawHouseRules,
  // RULINGS.md QR-101: the text prices nothing, so there is no cost to balance against.
  balance: {
    kind: 'none',
    reason:
      'Quick on the Draw has no notion of cost: its text gives no points, prices or budgets (character types are roles in the story, weapons have no price), so there is no cost to test a round robin against (packages/quickdraw/RULINGS.md QR-101)',
  },
});
