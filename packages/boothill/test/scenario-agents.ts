/**
 * Test helper: each character's agent as a run builds it (the registry does the same with
 * `bootHill.scenarios.agents` and `@deadeye/agents`' `agentFor`), for tests that build a
 * SkirmishEngine themselves.
 */
import { agentFor } from '@deadeye/agents';
import type { SkirmishAgent } from '@deadeye/core';
import { bootHill, type SkirmishSetup } from '../src/index.ts';

/** The agents of `setup`'s characters, in character order. */
export function scenarioAgents(setup: SkirmishSetup): SkirmishAgent[] {
  return bootHill.scenarios.agents(setup).map((a) => agentFor({ doctrine: a.doctrine, ...(a.targeting === undefined ? {} : { targeting: a.targeting }), params: a.params }));
}
