/**
 * The worker threads a run starts unless told otherwise. A module of its own (`@deadeye/runner/threads`)
 * because the commands' help prints the figure, and reading it must not load the runner.
 */
import { availableParallelism } from 'node:os';

/** Default thread count: the cores Node reports as available. */
export function defaultThreads(): number {
  return availableParallelism();
}
