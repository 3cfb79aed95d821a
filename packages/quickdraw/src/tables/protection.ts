/** PROTECTION – ARMOUR AND SHIELDS (REEL 2, PROPS): basic DV by armour worn, and the shield. */
import type { Source } from './types.ts';
import { QOTD_SEED } from './types.ts';

/** One column of the armour table: basic DV, heading as printed, what it covers as printed. */
export interface ArmourRow {
  readonly dv: number;
  /** e.g. `No Armour`. */
  readonly name: string;
  /** The header cell as printed, e.g. `DV0 – No Armour`. */
  readonly heading: string;
  readonly text: string;
}

/** The basic DVs (printed as a two-row table, one column per armour). Shape: `readonly ArmourRow[]`. Source: {@link PROTECTION_SOURCE}. */
export const ARMOUR_TABLE: readonly ArmourRow[] = [
  { dv: 0, name: 'No Armour', heading: 'DV0 – No Armour', text: 'Normal clothing or no clothing at all' },
  { dv: 1, name: 'Minimal Armour', heading: 'DV1 – Minimal Armour', text: 'Thick Leather jerkins or coats, or thick furs' },
  { dv: 2, name: 'Armoured', heading: 'DV2 - Armoured', text: 'A breast or back plate with or without a helmet or arm armour' },
];

/** A shield adds 1 to DV in close combat or against non-gunpowder missile weapons. Source: {@link PROTECTION_SOURCE}. */
export const SHIELD_DV = 1;

/** The shield sentence as printed. */
export const SHIELD_TEXT = 'A shield also increases the DV by 1 if used for protection in close combat or against non-gunpowder missile weapons.';

/** Source of {@link ARMOUR_TABLE} and {@link SHIELD_DV}. */
export const PROTECTION_SOURCE: Source = {
  seed: QOTD_SEED,
  reel: 'REEL 2: CASTING – CREATING CHARACTERS',
  section: 'PROTECTION – ARMOUR AND SHIELDS',
  note:
    'The DV table (ADJUSTMENTS FOR SHOOTING AND FIGHTING TO DV) also prints "Wearing Armour" as +1; whether that is the same DV as this table or on top of it is the engine\'s ruling. ' +
    'The headings mix an en dash (DV0, DV1) and a hyphen (DV2), kept.',
};
