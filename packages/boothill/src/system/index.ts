/**
 * BOOT HILL as a rule system behind the RuleSystem seam (`@deadeye/core` rule-system.ts): the
 * skirmish (scenario files, `skirmish/`), the standing duel with its exact solver (`duel/`) and
 * the Referee's Screen roster, wired to the seam's shape. Nothing here plays a rule: it only
 * points at the modules that do.
 */
import { BOOT_HILL_ABOUT } from './about.ts';
import { bootHillHouseRules } from './house-rules.ts';
import { FEET_PER_SPACE, defineRuleSystem, type ReplayedDuel, type RuleSystem, type ReplayedScenario } from '@deadeye/core';
import { createDuelAccumulator, mergeDuelAccumulator } from '../duel/accumulator.ts';
import { DuelEngine } from '../duel/engine.ts';
import { solveDuelExact } from '../duel/exact.ts';
import { DEFAULT_MAX_TURNS, DUEL_VARIANTS, type DuelMatchup } from '../duel/matchup.ts';
import { replayDuelTrial } from '../duel/replay.ts';
import { bootHillOdds } from '../duel/odds.ts';
import { bootHillVary } from './vary.ts';
import { bootHillBalance } from './balance.ts';
import { buildMatchups } from '../duel/words.ts';
import { duelCounts } from '../duel/accumulator.ts';
import { createSkirmishAccumulator, mergeSkirmishAccumulator, skirmishCounts } from '../skirmish/accumulator.ts';
import { SkirmishEngine } from '../skirmish/engine.ts';
import { replaySkirmishTrial } from '../skirmish/replay.ts';
import { compileSkirmish, parseSkirmishVariant, type SkirmishSetup } from '../skirmish/setup.ts';
import { RANGE_BANDS } from '../tables/types.ts';
import { bootHillCharacters } from './characters.ts';
import { formatRoster, ROSTER_GROUP_NAMES } from './roster-format.ts';

function signed(n: number): string {
  return n >= 0 ? `+${n}` : String(n);
}

/** One duelist as the replay header shows him: weapon, band, modifiers, first shot base, BAC, STR. */
function describeDuelist(d: DuelMatchup['a']): string {
  return `  ${d.name}: ${d.weapon} (${d.band} range, modifier ${signed(d.rangeModifier)}${d.weaponModifier !== 0 ? `, weapon ${signed(d.weaponModifier)}` : ''}), first shot base ${d.firstShotBase}, BAC ${d.bac}%, STR ${d.str}`;
}

/**
 * BOOT HILL (TSR, 1975 and 1979): the rulebook, its condensed combat rules and the Referee's
 * Screen with the Northfield mini-module and the famous gunfights.
 */
export const bootHill: RuleSystem<SkirmishSetup, DuelMatchup> = defineRuleSystem<SkirmishSetup, DuelMatchup>({
  id: BOOT_HILL_ABOUT.id,
  name: BOOT_HILL_ABOUT.name,
  sources: [
    { file: 'boot-hill-rulebook.txt', title: 'BOOT HILL rulebook: characters, equipment, turn sequence, movement, combat, wounds, brawls' },
    { file: 'boot-hill-v2-combat-rules.md', title: 'BOOT HILL combat rules, condensed digest (the rulebook’s signs)' },
    { file: 'boot-hill-referee-screen-and-northfield-module.md', title: "BOOT HILL Referee's Screen, the Northfield mini-module and the famous gunfights" },
  ],
  variants: [
    { name: 'screen', kind: 'reading', description: "the Referee's Screen's hit modifiers (farther and faster targets are harder to hit; RULINGS.md R1), the default" },
    { name: 'rulebook', kind: 'reading', description: 'the rulebook’s hit modifiers as printed (RULINGS.md R1)' },
    { name: 'misfires', kind: 'switch', description: "misfires rolled on the Referee's Screen's MISFIRE TABLE (scenarios only; e.g. rulebook+misfires)" },
  ],
  defaultVariant: 'screen',
  turn: {
    unit: 'turn',
    seconds: 10,
    phases: ['movement (d100 order)', 'firing (by net speed; equal net speeds simultaneous)', 'brawling (two rounds)', 'morale'],
    distance: 'feet (6-foot squares; Northfield 12-foot)',
  },
  terms: {
    bands: RANGE_BANDS,
    wounds: { name: 'Wounds', meaning: 'wounds inflicted (a shotgun hit rolls its wounds on the SHOTGUN/SCATTER GUN EFFECTS TABLE: none, one or more; RULINGS.md R16)' },
    kills: { name: 'Kills', meaning: 'characters killed (status dead)' },
    brawlDamage: 'STR points',
    firstShot: { exchange: 'firing phases in which characters of two or more sides fired and one character alone had the highest net speed', fastest: 'Fastest character still up', standing: 'at the end of the phase' },
    duel: { together: 'trials whose turn-1 net speeds tied, so that both fired first together', first: 'trials in which the duelist alone had the higher turn-1 net speed' },
  },
  rulings: 'packages/boothill/RULINGS.md',
  scenarios: {
    compile: (scenario, o) => compileSkirmish(scenario, { variant: parseSkirmishVariant(o.variant ?? 'screen'), ...(o.maxTurns === undefined ? {} : { maxTurns: o.maxTurns }), tables: o.tables }),
    agents: (setup) => setup.characters.map((c) => ({ doctrine: c.agent.doctrine, targeting: c.agent.targeting, params: c.params })),
    createEngine: (setup, agents) => new SkirmishEngine(setup, agents),
    createAccumulator: createSkirmishAccumulator,
    mergeAccumulator: mergeSkirmishAccumulator,
    counts: skirmishCounts,
    // A space is a square of the town map: 6 feet (TIME & GAME SCALE), 12 on Northfield's map.
    spaceIs: (setup) => `${setup.map.feetPerSpace} ft`,
    replay(setup, agents, seed, trial): ReplayedScenario {
      const r = replaySkirmishTrial(setup, seed, trial, agents);
      return {
        trial: r.trial,
        log: r.log,
        winner: r.outcome.winner,
        turns: r.outcome.turns,
        fates: r.outcome.characters.map((c) => ({ name: c.name, fate: c.status === 'up' && c.woundPoints > 0 ? 'wounded' : c.escaped ? 'escaped' : c.status })),
      };
    },
  },
  duel: {
    defaultMaxTurns: DEFAULT_MAX_TURNS,
    variants: DUEL_VARIANTS,
    compile: buildMatchups,
    createEngine: (m, agents) => new DuelEngine(m, agents),
    createAccumulator: (m) => createDuelAccumulator(m.maxTurns),
    mergeAccumulator: mergeDuelAccumulator,
    counts: duelCounts,
    exact: (m, agents) => solveDuelExact(m, agents),
    replay(m, agents, seed, trial): ReplayedDuel {
      const r = replayDuelTrial(m, seed, trial, agents);
      return {
        trial: r.trial,
        header: [describeDuelist(m.a), describeDuelist(m.b), `range ${m.range} spaces (${m.range * FEET_PER_SPACE} ft)`],
        log: r.log,
      };
    },
  },
  odds: bootHillOdds,
  vary: bootHillVary,
  roster: { groups: ROSTER_GROUP_NAMES, format: formatRoster },
  characters: bootHillCharacters,
  houseRules: bootHillHouseRules,
  balance: bootHillBalance,
});
