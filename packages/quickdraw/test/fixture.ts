/** The cover-and-first-aid fixture (fixtures/cover-and-first-aid.yaml) compiled for Quick on the Draw, with its characters by name. */
import { fileURLToPath } from 'node:url';
import { loadScenario } from '@deadeye/core';
import { compileScenario, getSystem } from '@deadeye/registry';
import type { QdCharacterSpec, QdSetup } from '../src/index.ts';

/** The compiled fixture. */
export const coverSetup = compileScenario(getSystem('quickdraw'), loadScenario(fileURLToPath(new URL('./fixtures/cover-and-first-aid.yaml', import.meta.url))), {}) as QdSetup;

/**
 * The bundled scenario `name` (scenarios/<name>.yaml, e.g. 'street-fight') compiled for Quick on
 * the Draw with no variant, as `deadeye run --system quickdraw` compiles it: the setup that
 * `replayScenario` and `createScenarioEngine` take.
 * @throws ScenarioError for a file that does not load
 */
export function bundled(name: string): QdSetup {
  return compileScenario(getSystem('quickdraw'), loadScenario(fileURLToPath(new URL(`../../../scenarios/${name}.yaml`, import.meta.url))), {}) as QdSetup;
}

/** Index of the fixture's character `name`. @throws Error for a name not in it */
export function who(name: string): number {
  const i = coverSetup.characters.findIndex((c) => c.name === name);
  if (i < 0) throw new Error(`no ${name} in the fixture`);
  return i;
}

/** The fixture with character `name`'s trait flags replaced by `traits(old)`. */
export function withTraits(name: string, traits: (old: number) => number): QdSetup {
  const i = who(name);
  return { ...coverSetup, characters: coverSetup.characters.map((c, k): QdCharacterSpec => (k === i ? { ...c, traits: traits(c.traits) } : c)) };
}

/** Cell index of (x, y) on the fixture's map. */
export function at(x: number, y: number): number {
  return y * coverSetup.map.width + x;
}
