/**
 * One side of scripts/ab-engine.ts: bundled with one checkout's engines (scripts/bundled-child.ts
 * `bundleScript`) and loaded by the driver beside the other side's bundle, in one process. Not
 * meant to be run by itself.
 */
import { createHash } from 'node:crypto';
import { compileDuel, findCharacter } from '@deadeye/boothill';
import { loadScenario } from '@deadeye/core';
import { compileScenario, createDuelEngine, createScenarioEngine, duelOf, getSystem } from '@deadeye/registry';
import { streamFor } from '@deadeye/rng';

/** One checkout's engine on one scenario, as ab-engine-run.ts drives it. */
export interface Side {
  /** Plays `trials` trials of batch `index` (stream `streamFor(label, scenario id, index)`). */
  run(label: string, index: number, trials: number): void;
  /** The first 16 hex digits of the SHA-256 of the accumulator of everything `run` has played. */
  checksum(): string;
}

/**
 * Compiles `scenarioFile` under `systemId` and makes its engine and an accumulator.
 * @throws Error as the registry and the scenario loader do (unknown system, bad scenario)
 */
export function makeSide(systemId: string, scenarioFile: string): Side {
  const system = getSystem(systemId);
  const setup = compileScenario(system, loadScenario(scenarioFile), {});
  const engine = createScenarioEngine(systemId, setup);
  const acc = system.scenarios.createAccumulator(setup);
  return {
    run(label, index, trials) {
      engine.runBatch(streamFor(label, setup.id, index), trials, acc);
    },
    checksum() {
      return createHash('sha256').update(new Uint8Array(acc.buffer)).digest('hex').slice(0, 16);
    },
  };
}

/**
 * The BOOT HILL standing duel of two roster characters at `range` spaces (as scripts/duel-floor.ts
 * measures it), as a side: its engine and accumulator.
 * @throws Error as the roster and the duel's compiler do (unknown character, range past reach)
 */
export function makeDuelSide(a: string, b: string, range: number): Side {
  const matchup = compileDuel({ a: findCharacter(a), b: findCharacter(b), range });
  const engine = createDuelEngine('boothill', matchup);
  const acc = duelOf(getSystem('boothill')).createAccumulator(matchup);
  return {
    run(label, index, trials) {
      engine.runBatch(streamFor(label, matchup.id, index), trials, acc);
    },
    checksum() {
      return createHash('sha256').update(new Uint8Array(acc.buffer)).digest('hex').slice(0, 16);
    },
  };
}
