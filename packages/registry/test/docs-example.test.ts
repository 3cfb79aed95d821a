/**
 * The complete example of docs/scenarios.md ("A complete example", the first ```yaml block) is a
 * file every rule system plays: it compiles under BOOT HILL, Quick on the Draw and Shootout! and
 * plays a few trials under each. (core's scenario.test.ts parses it; this compiles it, where a rule
 * system's own checks, such as BOOT HILL's throwing accuracy for a knife, apply.)
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseScenario } from '@deadeye/core';
import { streamFor } from '@deadeye/rng';
import { describe, expect, it } from 'vitest';
import { compileScenario, createScenarioEngine, getSystem } from '../src/index.ts';

const docs = readFileSync(fileURLToPath(new URL('../../../docs/scenarios.md', import.meta.url)), 'utf8');
const yaml = /```yaml\n([\s\S]*?)```/.exec(docs)![1]!;

describe('docs/scenarios.md, "A complete example"', () => {
  for (const id of ['boothill', 'quickdraw', 'shootout']) {
    it(`compiles and plays under ${id}`, () => {
      const system = getSystem(id);
      const setup = compileScenario(system, parseScenario(yaml, 'scenarios/saloon-shootout.yaml'), {});
      const acc = system.scenarios.createAccumulator(setup);
      createScenarioEngine(id, setup).runBatch(streamFor('docs-example', setup.id, 0), 20, acc);
      expect(system.scenarios.counts(setup, acc).trials).toBe(20);
    });
  }
});
