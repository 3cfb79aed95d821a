/**
 * Scripted agents: pure functions from what a character observes to a decision. No engine
 * internals; randomness only from the stream an engine passes in.
 *
 * - The standing duel: {@link standingDuelist} returns a packed Intent (`@deadeye/core` intent.ts).
 * - Scenario play: doctrines ({@link DOCTRINES}, doctrines.ts) fill a `SkirmishIntent` from a
 *   `SkirmishObservation`; targeting policies ({@link TARGETING_POLICIES}, targeting.ts) pick whom
 *   to shoot; movement helpers (movement.ts) find cover and exits. Doctrines speak the neutral
 *   vocabulary and ask a rule system's hook ({@link SYSTEM_HOOKS}, systems/) for what only that
 *   system has (BOOT HILL: movement rates, hipshooting, aiming, throwing, brawling, horses).
 *   {@link agentFor} binds a doctrine, policy and hook for one character;
 *   {@link validateAgentSpec} lists a spec's problems.
 */
import type { SkirmishAgent } from '@deadeye/core';
import { didYouMean, INTENT_FIRE, INTENT_HOLD, INTENT_RELOAD, packIntent, type WeaponObservation } from '@deadeye/core';
import { BAND_WORDS, DOCTRINE_NAMES, DOCTRINES, type DoctrineInfo, type DoctrineParam } from './doctrines.ts';
import { DOCTRINE_AGENTS } from './doctrine-agents.ts';
import { TARGETING_POLICIES, isTargetingPolicy, type TargetingPolicy } from './targeting.ts';
import { SYSTEM_HOOKS, isSystemId, type SystemId } from './systems/index.ts';

export * from './targeting.ts';
export * from './movement.ts';
export * from './doctrines.ts';
export * from './northfield-doctrines.ts';
export * from './doctrine-agents.ts';
export * from './systems/index.ts';

/**
 * The standing duelist of Deadeye issue #2, section 5: with rounds loaded and a target up, fire
 * min(rate of fire, rounds loaded) shots at it; with none loaded, reload min(reload rate,
 * capacity - loaded) rounds (boot-hill-rulebook.txt, COMBAT / WEAPONS: "Reloading by a character
 * is undertaken to the exclusion of all other activities except walking"); with nothing to load
 * and nothing loaded, hold.
 * @returns a packed intent: FIRE n, RELOAD k or HOLD.
 */
export function standingDuelist(o: WeaponObservation): number {
  if (o.loaded > 0) {
    if (o.targetUp === 0) return INTENT_HOLD;
    return packIntent(INTENT_FIRE, o.rateOfFire < o.loaded ? o.rateOfFire : o.loaded);
  }
  const room = o.capacity - o.loaded;
  const k = o.reloadRate < room ? o.reloadRate : room;
  return k > 0 ? packIntent(INTENT_RELOAD, k) : INTENT_HOLD;
}

/** An agent as a scenario names it (`@deadeye/core` AgentSpec, with parameter values raw or already resolved to numbers). */
export interface AgentSpecInput {
  readonly doctrine: string;
  readonly targeting?: string;
  readonly params?: Readonly<Record<string, unknown>>;
}

function doctrineInfo(name: string): DoctrineInfo | undefined {
  for (const d of DOCTRINES) if (d.name === name) return d;
  return undefined;
}

function show(v: unknown): string {
  return typeof v === 'string' ? `"${v}"` : String(v);
}

/** How each system's rate codes are named in a problem (its `*_RATE` constants' prefix). */
const RATE_CODE_NAMES: Readonly<Record<SystemId, string>> = { boothill: 'RATE', quickdraw: 'QD_RATE', shootout: 'SO_RATE' };

/**
 * The problem with value `v` of parameter `p`, or undefined if it is fine. A `rate` is checked
 * against rule system `system`'s rate words (`SystemHook.rateWords`) and codes (the smallest to
 * the largest code of those words).
 */
function valueProblem(doctrine: string, name: string, p: DoctrineParam, v: unknown, system: SystemId): string | undefined {
  const at = `parameter "${name}" of doctrine "${doctrine}"`;
  const num = typeof v === 'number' && Number.isFinite(v) ? v : undefined;
  switch (p.kind) {
    case 'flag':
      if (typeof v === 'boolean' || num === 0 || num === 1) return undefined;
      return `${at} must be 0 or 1 (or true/false), found ${show(v)}`;
    case 'probability':
      if (num !== undefined && num >= 0 && num <= 1) return undefined;
      return `${at} must be a probability 0..1, found ${show(v)}`;
    case 'band':
      if ((num !== undefined && Number.isInteger(num) && num >= 0 && num <= 3) || (typeof v === 'string' && (BAND_WORDS as readonly string[]).includes(v))) return undefined;
      return `${at} must be a range band (${BAND_WORDS.join(', ')}, or 0..3), found ${show(v)}`;
    case 'rate': {
      const words = SYSTEM_HOOKS[system].rateWords;
      const codes = Object.values(words);
      const lo = Math.min(...codes);
      const hi = Math.max(...codes);
      if ((num !== undefined && Number.isInteger(num) && num >= lo && num <= hi) || (typeof v === 'string' && Object.hasOwn(words, v))) return undefined;
      return `${at} must be a movement rate (${Object.keys(words).join(', ')}, or a ${RATE_CODE_NAMES[system]} code ${lo}..${hi}), found ${show(v)}`;
    }
    case 'cell': {
      const min = p.min ?? 0;
      if ((typeof v === 'string' && v.length > 0) || (num !== undefined && Number.isInteger(num) && num >= min)) return undefined;
      return `${at} must be a place name or a cell index >= ${min}, found ${show(v)}`;
    }
    case 'spaces':
      if (num !== undefined && num >= 0) return undefined;
      return `${at} must be a distance in spaces >= 0, found ${show(v)}`;
    case 'count':
      if (num !== undefined && Number.isInteger(num) && num >= 1) return undefined;
      return `${at} must be a whole number >= 1, found ${show(v)}`;
  }
}

/**
 * Every problem of an agent spec, as one sentence each (empty when it is valid): an unknown
 * doctrine or targeting policy (listing the allowed names), an unknown parameter (listing the
 * doctrine's parameters), a missing required parameter, or a parameter value of the wrong kind
 * (see {@link DoctrineParam.kind}; a place name is accepted for a cell parameter without checking
 * the map: the engine resolves it; a `rate` must be one of rule system `system`'s rate words or
 * codes, {@link SystemHook.rateWords}), or a rule system with no agent hook. Used by `agentFor`
 * and the registry's `compileScenario` (`deadeye validate`, `deadeye run`).
 * @param system the rule system the agent will play (a {@link SystemId}; default `boothill`)
 */
export function validateAgentSpec(spec: AgentSpecInput, system: string = 'boothill'): string[] {
  const problems: string[] = [];
  if (!isSystemId(system)) {
    problems.push(`unknown rule system "${system}" for agents; expected one of ${Object.keys(SYSTEM_HOOKS).join(', ')}`);
    return problems;
  }
  const info = typeof spec.doctrine === 'string' ? doctrineInfo(spec.doctrine) : undefined;
  if (info === undefined) {
    problems.push(`unknown doctrine ${show(spec.doctrine)}; expected one of ${DOCTRINE_NAMES.join(', ')}`);
  }
  if (spec.targeting !== undefined && !(typeof spec.targeting === 'string' && isTargetingPolicy(spec.targeting))) {
    problems.push(`unknown targeting policy ${show(spec.targeting)}; expected one of ${TARGETING_POLICIES.join(', ')}`);
  }
  if (info === undefined) return problems;
  const allowed = Object.keys(info.params);
  const params = spec.params ?? {};
  for (const [name, value] of Object.entries(params)) {
    const p = Object.hasOwn(info.params, name) ? info.params[name] : undefined;
    if (p === undefined) {
      problems.push(
        allowed.length === 0
          ? `unknown parameter "${name}" for doctrine "${info.name}"; it takes no parameters`
          : `unknown parameter "${name}" for doctrine "${info.name}"${didYouMean(name, allowed)}; expected one of ${allowed.join(', ')}`,
      );
      continue;
    }
    const bad = valueProblem(info.name, name, p, value, system);
    if (bad !== undefined) problems.push(bad);
  }
  for (const name of allowed) {
    const p = info.params[name] as DoctrineParam;
    if (p.default === null && !Object.hasOwn(params, name)) {
      problems.push(`doctrine "${info.name}" needs parameter "${name}" (${p.meaning}; ${p.unit})`);
    }
  }
  return problems;
}

/**
 * The agent of one character: its doctrine with its targeting policy (the spec's, else the
 * doctrine's own) and the hook of rule system `system` ({@link SYSTEM_HOOKS}) bound once, at
 * set-up. At each call the doctrine decides, then the hook adds the system's own choices
 * (`hook.settle`; not for a doctrine that never fights, {@link DoctrineInfo.fights}). The returned
 * closure allocates nothing per call. Parameter values are read at each call from `obs.params`,
 * where the engine has put them resolved to numbers.
 * @param system a rule system id with a hook ({@link SystemId}; default `boothill`)
 * @throws Error with every problem of {@link validateAgentSpec} (e.g. `unknown doctrine
 *   "gunslinger"; expected one of standing, gunfighter, ...`), or for an unknown system id.
 */
export function agentFor(spec: AgentSpecInput, system: string = 'boothill'): SkirmishAgent {
  if (!isSystemId(system)) throw new Error(`unknown rule system "${system}" for agents; expected one of ${Object.keys(SYSTEM_HOOKS).join(', ')}`);
  const problems = validateAgentSpec(spec, system);
  if (problems.length > 0) throw new Error(problems.join('; '));
  const info = doctrineInfo(spec.doctrine) as DoctrineInfo;
  const doctrine = DOCTRINE_AGENTS[info.name];
  const named = spec.targeting !== undefined && isTargetingPolicy(spec.targeting) ? spec.targeting : info.targeting;
  // The policy constant itself, not the scenario's copy of its name: pickTarget's switch then
  // compares one interned string with another (a pointer test) instead of their characters.
  const policy = TARGETING_POLICIES.find((p) => p === named) as TargetingPolicy;
  const hook = SYSTEM_HOOKS[system];
  if (info.fights === false) return (obs, rng, out) => doctrine(obs, rng, out, policy, hook);
  return (obs, rng, out) => {
    doctrine(obs, rng, out, policy, hook);
    hook.settle(obs, out, rng);
  };
}
