/**
 * The `--systems` option of `deadeye compare`, `deadeye library` and `deadeye odds --compare`: a
 * comma list of registered rule system ids.
 */
import { refuseRepeats } from '@deadeye/core';
import { getSystem } from '@deadeye/registry';

/**
 * Parses a `--systems` comma list (spaces around the commas allowed; empty items ignored) into
 * the registered systems' ids, in the order given.
 * @param text the option's value, e.g. `boothill,quickdraw,shootout`
 * @returns the ids, each once, each a registered system's
 * @throws Error `--systems: ...` (one line) when the list names no system, names one twice, or
 *   names an unknown one (with the known ones)
 */
export function parseSystemIds(text: string): string[] {
  const named = text.split(',').map((s) => s.trim()).filter((s) => s !== '');
  if (named.length === 0) throw new Error(`--systems: expected a comma list of systems, e.g. boothill,quickdraw,shootout`);
  refuseRepeats('--systems', named);
  for (const id of named) {
    try {
      getSystem(id);
    } catch (e) {
      throw new Error(`--systems: ${(e as Error).message.replace(/^--system: /, '')}`);
    }
  }
  return named;
}
