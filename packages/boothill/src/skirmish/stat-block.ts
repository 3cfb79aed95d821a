/**
 * BOOT HILL's stat block in a scenario file (`characters[i].stats.boothill`), for a character
 * given inline instead of by roster name: the figures of the Referee's Screen's Gunfighter
 * Statistics (boot-hill-referee-screen-and-northfield-module.md, GUNFIGHTER STATISTICS: BASP,
 * BAC, STR, MRL, Experience) plus the hit base with thrown and launched weapons
 * (boot-hill-rulebook.txt, BASE NUMBERS: "two HIT DETERMINATION scores ..., one for firearms and
 * another for thrown/launched weapons").
 * Core checks only that `stats` maps system ids to mappings; this module checks BOOT HILL's.
 */
import { checkStatBlock, type Scenario, type StatBlockSchema } from '@deadeye/core';

/** BOOT HILL stats of an inline character. */
export interface BootHillStatBlock {
  /** Basic speed (SPEED modifier + bravery speed modifier), net-speed points. */
  readonly basp: number;
  /** Basic accuracy with firearms, percent. */
  readonly bac: number;
  /**
   * The hit base with thrown and launched weapons (knives, tomahawks, lances thrown; the bow shot,
   * RULINGS.md S16), percent, as BAC is for firearms: 50 + the THROWING ACCURACY ability score +
   * the bravery and experience accuracy modifiers (rulebook BASE NUMBERS), not the ability score
   * alone; needed only for those weapons.
   */
  readonly throwing?: number;
  /** Strength points, 1 or more. */
  readonly str: number;
  /** Morale (bravery), percent 0..100. */
  readonly mrl: number;
  /** Experience: gunfights survived (information only), 0 or more. */
  readonly experience?: number;
}

/** The JSON Schema of {@link BootHillStatBlock} (with the loader's `expected` wording). */
export const BOOT_HILL_STAT_BLOCK: StatBlockSchema = {
  type: 'object',
  expected: 'BOOT HILL stats {basp, bac, throwing?, str, mrl, experience?}',
  additionalProperties: false,
  required: ['basp', 'bac', 'str', 'mrl'],
  properties: {
    basp: { type: 'integer' },
    bac: { type: 'integer' },
    throwing: { type: 'integer' },
    str: { type: 'integer', minimum: 1 },
    mrl: { type: 'integer', minimum: 0, maximum: 100 },
    experience: { type: 'integer', minimum: 0 },
  },
};

/**
 * The BOOT HILL stat block of character `index`, checked, or undefined when it has none.
 * @throws ScenarioError `<file>: characters[i].stats.boothill.<field>: expected ..., found ...`
 */
export function bootHillStatBlock(scenario: Scenario, index: number): BootHillStatBlock | undefined {
  const block = scenario.characters[index]?.stats?.['boothill'];
  if (block === undefined) return undefined;
  checkStatBlock(BOOT_HILL_STAT_BLOCK, block, scenario.file ?? scenario.id, index, 'boothill');
  return block as unknown as BootHillStatBlock;
}
