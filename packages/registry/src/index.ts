/**
 * The registry of rule systems: maps each `--system` id to its RuleSystem (`@deadeye/core`
 * rule-system.ts), and builds what the layers above need from it, so that the runner, its
 * workers, the stats, the report and the CLI name no rules package (DESIGN.md: cli ->
 * report/stats/runner -> registry -> rules packages/agents -> core -> rng).
 *
 * It is also the one place where agents meet engines: a rules package never imports
 * `@deadeye/agents`; the registry builds each character's agent from the system's agent specs and
 * hands them to the system's engine.
 *
 * Adding a rule system is one package and one line in {@link RULE_SYSTEMS}.
 */
import { agentFor, standingDuelist, validateAgentSpec } from '@deadeye/agents';
import { bootHill } from '@deadeye/boothill';
import { quickDraw } from '@deadeye/quickdraw';
import { shootout } from '@deadeye/shootout';
import { SYSTEMS_ABOUT, systemIds } from './about.ts';
import type {
  CompiledDuel,
  CompiledScenario,
  DuelWords,
  ForeignCharacter,
  ReplayedDuel,
  ReplayedScenario,
  RuleSystem,
  Scenario,
  SkirmishAgent,
  ScenarioEngine,
  TablePatch,
  TrialEngine,
  WeaponAgent,
} from '@deadeye/core';

/**
 * Every registered rule system, in the order `deadeye systems` lists them: that of
 * `SYSTEMS_ABOUT` (about.ts, what the help reads without loading them).
 */
export const RULE_SYSTEMS: readonly RuleSystem[] = [bootHill, quickDraw, shootout];

export { DEFAULT_SYSTEM, SYSTEMS_ABOUT, systemIds } from './about.ts';

// The help's list (about.ts) and this one name the same systems in the same order, with the same
// names and duel turn limits: each system takes them from its own about module, and this checks
// that about.ts lists every one (a system added here and not there fails at the first load).
RULE_SYSTEMS.forEach((s, i) => {
  const about = SYSTEMS_ABOUT[i];
  if (about === undefined || about.id !== s.id || about.name !== s.name || about.duelMaxTurns !== s.duel?.defaultMaxTurns) {
    throw new Error(`registry: RULE_SYSTEMS[${i}] is ${s.id} (${s.name}, duel turn limit ${s.duel?.defaultMaxTurns}), but about.ts SYSTEMS_ABOUT[${i}] is ${about === undefined ? 'missing' : `${about.id} (${about.name}, ${about.duelMaxTurns})`}: list every system in both, in the same order`);
  }
});
if (SYSTEMS_ABOUT.length !== RULE_SYSTEMS.length) throw new Error(`registry: about.ts lists ${SYSTEMS_ABOUT.length} rule systems, RULE_SYSTEMS ${RULE_SYSTEMS.length}: list every system in both`);

/**
 * The rule system registered under `id`.
 * @throws Error `--system: unknown rule system "x"; known: boothill (BOOT HILL), ...`
 */
export function getSystem(id: string): RuleSystem {
  const s = RULE_SYSTEMS.find((x) => x.id === id);
  if (s === undefined) {
    throw new Error(`--system: unknown rule system "${id}"; known: ${RULE_SYSTEMS.map((x) => `${x.id} (${x.name})`).join(', ')} (see deadeye systems)`);
  }
  return s;
}

/**
 * The system's standing duel.
 * @throws Error `--system: <name> has no standing duel` when it defines none
 */
export function duelOf(system: RuleSystem): NonNullable<RuleSystem['duel']> {
  if (system.duel === undefined) throw new Error(`--system: ${system.name} (${system.id}) has no standing duel; known duel systems: ${RULE_SYSTEMS.filter((s) => s.duel !== undefined).map((s) => s.id).join(', ')}`);
  return system.duel;
}

/**
 * The single-shot odds of `system` (`deadeye odds`).
 * @throws Error `--system: X has no single-shot odds; known: ...` when it has none
 */
export function oddsOf(system: RuleSystem): NonNullable<RuleSystem['odds']> {
  if (system.odds === undefined) throw new Error(`--system: ${system.name} (${system.id}) has no single-shot odds yet; systems with odds: ${RULE_SYSTEMS.filter((s) => s.odds !== undefined).map((s) => s.id).join(', ') || 'none'}`);
  return system.odds;
}

/** A registered system that describes its characters to others (`RuleSystem.characters` set). */
type CharacterSystem = RuleSystem & { readonly characters: NonNullable<RuleSystem['characters']> };

/**
 * The registered systems whose characters `system` converts, in its preference order
 * (`system.convertsFrom`), keeping only those that describe their characters
 * (`RuleSystem.characters`); empty for a system that converts from none.
 */
export function conversionSources(system: RuleSystem): CharacterSystem[] {
  return (system.convertsFrom ?? []).flatMap((id) => {
    const s = RULE_SYSTEMS.find((r) => r.id === id);
    return s?.characters === undefined ? [] : [s as CharacterSystem];
  });
}

/**
 * A duelist's words (`--a` / `--b`) as the first system `system` converts from that recognises
 * them describes him (`CharacterSource.namedCharacter`: a roster name or that system's stat
 * line), or undefined when `system` converts from none or none recognises the words (then
 * `system` reads them in its own terms).
 * @param option the option the words came from, for error messages (default `--a`)
 * @throws Error `<option>: <problem>` for a stat line of a converted system's form with a bad value
 */
export function foreignCharacter(system: RuleSystem, words: string, option = '--a'): ForeignCharacter | undefined {
  for (const from of conversionSources(system)) {
    let found: ForeignCharacter | undefined;
    try {
      found = from.characters.namedCharacter(words);
    } catch (e) {
      throw new Error(`${option}: ${(e as Error).message}`);
    }
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The duel words with `foreignA` / `foreignB` set ({@link foreignCharacter} of `a` and `b`) for a
 * system that converts characters from others, and for a name none of those recognised, `nearA` /
 * `nearB` (the name of theirs it most likely meant, if any); the words unchanged for any other
 * system (BOOT HILL's duel reads its own words).
 * @throws Error `--a: ...` / `--b: ...` as {@link foreignCharacter}
 */
export function withForeignDuelists(system: RuleSystem, words: DuelWords): DuelWords {
  if (conversionSources(system).length === 0) return words;
  const foreignA = foreignCharacter(system, words.a, '--a');
  const foreignB = foreignCharacter(system, words.b, '--b');
  const nearA = foreignA === undefined ? foreignNear(system, words.a) : undefined;
  const nearB = foreignB === undefined ? foreignNear(system, words.b) : undefined;
  return {
    ...words,
    ...(foreignA === undefined ? {} : { foreignA }),
    ...(foreignB === undefined ? {} : { foreignB }),
    ...(nearA === undefined ? {} : { nearA }),
    ...(nearB === undefined ? {} : { nearB }),
  };
}

/** The name, of the first system `system` converts from that has one near, that the name `words` (not a stat line) most likely meant ({@link CharacterSource.closestName}). */
function foreignNear(system: RuleSystem, words: string): string | undefined {
  if (words.includes('=')) return undefined;
  for (const from of conversionSources(system)) {
    const near = from.characters.closestName?.(words);
    if (near !== undefined) return near;
  }
  return undefined;
}

/**
 * Compiles a loaded scenario under `system`: checks that every stat block belongs to a registered
 * system, has the system compile it (its own stat block, roster, weapons, special rules; for a
 * system that converts characters from others, `foreign`: each character as the first of its
 * `convertsFrom` systems that is registered and describes characters sees him), and
 * checks every character's agent (doctrine, targeting policy, parameters) against
 * `@deadeye/agents`, as a run will build them.
 * @throws Error `<file>: history.notes[k].systems: ...` for a history note naming no registered system;
 * @throws Error `<file>: characters[i].stats.<id>: ...` for a stat block of no registered system,
 *   `<file>: <field path>: <problem>` from the system's compile, or
 *   `<file>: characters[i].agent: <problems>` for an agent that cannot be built
 */
export function compileScenario(
  system: RuleSystem,
  scenario: Scenario & { readonly file?: string },
  options: { readonly variant?: string | undefined; readonly maxTurns?: number | undefined; readonly tables?: TablePatch | undefined },
): CompiledScenario {
  const file = scenario.file ?? scenario.id;
  scenario.characters.forEach((c, i) => {
    for (const key of Object.keys(c.stats ?? {})) {
      if (!RULE_SYSTEMS.some((r) => r.id === key)) {
        throw new Error(`${file}: characters[${i}].stats.${key}: expected a stat block of a registered rule system (${systemIds().join(', ')}), found "${key}"`);
      }
    }
  });
  // A history note about some rule systems only names registered ones.
  (scenario.history?.notes ?? []).forEach((n, k) => {
    if (typeof n === 'string') return;
    for (const id of n.systems) {
      if (!RULE_SYSTEMS.some((r) => r.id === id)) throw new Error(`${file}: history.notes[${k}].systems: expected a registered rule system (${systemIds().join(', ')}), found "${id}"`);
    }
  });
  // The agent parameters a scenario names, checked before the system compiles them: a slip in a
  // name given a word (`rat: walk`) is then blamed on the name, not read as a map place (an audit,
  // 2026-12-07). `band` and `rate` words, and numbers, are the system's to read; the full spec is
  // checked again on the compiled agents below.
  scenario.characters.forEach((c, i) => {
    const words = Object.fromEntries(Object.entries(c.agent.params ?? {}).filter(([k, v]) => typeof v === 'string' && k !== 'band' && k !== 'rate'));
    // Only the parameters' own problems: an unknown name, a word where a parameter takes none.
    const problems = validateAgentSpec({ doctrine: c.agent.doctrine, params: words }, system.id).filter((p) => p.startsWith('unknown parameter ') || p.startsWith('parameter '));
    if (problems.length > 0) throw new Error(`${file}: characters[${i}] (${c.name}).agent: ${problems.join('; ')}`);
  });
  const from = conversionSources(system)[0];
  const foreign = from === undefined ? undefined : scenario.characters.map((_, i) => from.characters.scenarioCharacter(scenario, i));
  const setup = system.scenarios.compile(scenario, foreign === undefined ? options : { ...options, foreign });
  system.scenarios.agents(setup).forEach((a, i) => {
    const problems = validateAgentSpec({ doctrine: a.doctrine, ...(a.targeting === undefined ? {} : { targeting: a.targeting }), params: a.params }, system.id);
    if (problems.length > 0) throw new Error(`${file}: characters[${i}].agent: ${problems.join('; ')}`);
  });
  return setup;
}

/** Each character's agent for a compiled scenario (doctrine, targeting policy and the system's agent hook bound once). @throws Error for a system with no agent hook in @deadeye/agents */
export function scenarioAgents(system: RuleSystem, setup: CompiledScenario): SkirmishAgent[] {
  return system.scenarios.agents(setup).map((a) => agentFor({ doctrine: a.doctrine, ...(a.targeting === undefined ? {} : { targeting: a.targeting }), params: a.params }, system.id));
}

/** The two duelists' agents: both the standing duelist (`@deadeye/agents`). */
export function duelAgents(): readonly [WeaponAgent, WeaponAgent] {
  return [standingDuelist, standingDuelist];
}

/** An engine for a compiled scenario of system `id`, with its agents. @throws Error for an unknown id */
export function createScenarioEngine(id: string, setup: CompiledScenario): ScenarioEngine {
  const system = getSystem(id);
  return system.scenarios.createEngine(setup, scenarioAgents(system, setup));
}

/** An engine for a compiled duel matchup of system `id`. @throws Error for an unknown id or a system with no duel */
export function createDuelEngine(id: string, matchup: CompiledDuel): TrialEngine {
  const system = getSystem(id);
  return duelOf(system).createEngine(matchup, duelAgents(), duelScenarioAgents(system, matchup));
}

/** The duelists' scenario agents when the system plays its duel with its scenario engine (`DuelSupport.agents`), else undefined. */
function duelScenarioAgents(system: RuleSystem, matchup: CompiledDuel): SkirmishAgent[] | undefined {
  const duel = duelOf(system);
  return duel.agents === undefined ? undefined : duel.agents(matchup).map((a) => agentFor({ doctrine: a.doctrine, ...(a.targeting === undefined ? {} : { targeting: a.targeting }), params: a.params }, system.id));
}

/** Replays one scenario trial with its log (see `ScenarioSupport.replay`). */
export function replayScenario(system: RuleSystem, setup: CompiledScenario, seed: string, trial: number): ReplayedScenario {
  return system.scenarios.replay(setup, scenarioAgents(system, setup), seed, trial);
}

/** Replays one duel trial with its log (see `DuelSupport.replay`). */
export function replayDuel(system: RuleSystem, matchup: CompiledDuel, seed: string, trial: number): ReplayedDuel {
  return duelOf(system).replay(matchup, duelAgents(), seed, trial, duelScenarioAgents(system, matchup));
}

/** The exact solution of a duel matchup, or undefined when the system has no exact solver. */
export function exactDuel(system: RuleSystem, matchup: CompiledDuel): ReturnType<NonNullable<NonNullable<RuleSystem['duel']>['exact']>> | undefined {
  const duel = duelOf(system);
  return duel.exact === undefined ? undefined : duel.exact(matchup, duelAgents());
}
