/** HITS ON VEHICLES (REEL 6): vehicle defence value (VDV), its adjustments, the damage table and its outcomes. */
import type { Source } from './types.ts';
import { QOTD_SEED } from './types.ts';

/** Damage to a vehicle, as codes. */
export type VehicleDamage = 'no-damage' | 'courage-test' | 'reduced-mobility' | 'immobilized' | 'destroyed';

/** One column of the VDV table: construction as printed, and its VDV against most weapons or collisions. */
export interface VdvRow {
  readonly construction: string;
  readonly vdv: number;
}

/** Starting VDV by armour/construction (0..3). Source: {@link VEHICLES_SOURCE}. */
export const VDV_TABLE: readonly VdvRow[] = [
  { construction: 'No armour or protection', vdv: 0 },
  { construction: 'Minimal Armour or Light Construction', vdv: 1 },
  { construction: 'Normal Armour or Robust Construction', vdv: 2 },
  { construction: 'Heavy Armour or Strong Construction', vdv: 3 },
];

/** One row of the VDV adjustments: the change as printed, as a number, and the bullets as printed. */
export interface VdvAdjustmentRow {
  readonly adjustment: string;
  readonly change: number;
  readonly items: readonly string[];
}

/**
 * The VDV adjustments (printed under ADJUSTMENTS, one column of bullets). Shape: `readonly VdvAdjustmentRow[]`.
 * The last -1 bullet ends with a dangling "or", kept. Source: {@link VEHICLES_SOURCE}.
 */
export const VDV_ADJUSTMENTS: readonly VdvAdjustmentRow[] = [
  { adjustment: "Decrease the target's VDV by 2", change: -2, items: ['Shot by a Marksman', 'Hit by a deadly blow or by a bulls eye shot'] },
  {
    adjustment: "Decrease the target's VDV by 1",
    change: -1,
    items: [
      'Hit by a High Impact weapon or big explosive device',
      'Hit by an Expert with a particular type of weapon',
      'Hit by an aimed shot',
      'In collision with a larger object or vehicle or whilst moving quickly or',
    ],
  },
  {
    adjustment: "Increase the target's VDV by 1",
    change: 1,
    items: ['Vehicle is moving very fast', 'Hit by a Light Impact weapon', 'Hit by small arms', 'Attacked in Mêlée'],
  },
  {
    adjustment: "Increase the target's VDV by 2",
    change: 2,
    items: [
      'Hit by a shooter who was making hasty shots or firing off handed',
      'Hit by a character who is On the Back Foot in close combat',
      'Hit by an improvised weapon',
    ],
  },
];

/** Columns of {@link VEHICLE_DAMAGE}: VDV-3 .. VDV 3, and 4 for the printed "VDV 3+". */
export const VEHICLE_COLUMNS = [-3, -2, -1, 0, 1, 2, 3, 4] as const;

const ND: VehicleDamage = 'no-damage';
const CT: VehicleDamage = 'courage-test';
const RM: VehicleDamage = 'reduced-mobility';
const IM: VehicleDamage = 'immobilized';
const DE: VehicleDamage = 'destroyed';

/**
 * Damage to a vehicle, indexed `[roll - 1][column]` (roll 1..10, columns as {@link VEHICLE_COLUMNS}).
 * The roll 5 / VDV 3+ cell is printed "Courage test t" (a stray "t"), read as a courage test.
 * Source: {@link VEHICLES_SOURCE}.
 */
export const VEHICLE_DAMAGE: readonly (readonly VehicleDamage[])[] = [
  /* 1 */ [DE, DE, DE, DE, DE, DE, DE, DE],
  /* 2 */ [DE, DE, DE, DE, IM, IM, IM, IM],
  /* 3 */ [DE, DE, DE, IM, IM, IM, IM, IM],
  /* 4 */ [DE, DE, IM, IM, IM, RM, RM, RM],
  /* 5 */ [DE, IM, IM, IM, RM, RM, RM, CT],
  /* 6 */ [IM, IM, RM, RM, RM, RM, CT, ND],
  /* 7 */ [IM, RM, RM, RM, RM, CT, ND, ND],
  /* 8 */ [RM, RM, RM, RM, CT, ND, ND, ND],
  /* 9 */ [CT, CT, CT, CT, ND, ND, ND, ND],
  /* 10 */ [ND, ND, ND, ND, ND, ND, ND, ND],
];

/** Damage for a roll 1..10 and a final VDV (clamped to -3 .. 4, 4 being "3+"). @throws RangeError for a roll outside 1..10. */
export function vehicleDamage(roll: number, vdv: number): VehicleDamage {
  if (!Number.isInteger(roll) || roll < 1 || roll > 10) throw new RangeError(`a D10 roll is 1..10, got ${roll}`);
  const d = VEHICLE_DAMAGE[roll - 1]?.[Math.min(Math.max(Math.round(vdv), -3), 4) + 3];
  if (d === undefined) throw new RangeError(`no cell for roll ${roll}, VDV ${vdv}`);
  return d;
}

/** One outcome of the vehicle damage: printed name, code, effect as printed. */
export interface VehicleOutcome {
  readonly outcome: string;
  readonly damage: VehicleDamage;
  readonly text: string;
}

/** The five outcomes as printed. Source: {@link VEHICLES_SOURCE}. */
export const VEHICLE_OUTCOMES: readonly VehicleOutcome[] = [
  { outcome: 'Destroyed', damage: DE, text: 'The target is destroyed including driver, occupant, crew or passengers carried in it' },
  { outcome: 'Immobilized', damage: IM, text: 'The target may no longer move. Its driver, crew or passengers carried in must take a Courage Test' },
  { outcome: 'Reduced Mobility', damage: RM, text: "The target's movement is reduced by 50%: Its driver, crew or passengers carried in it must take a Courage Test" },
  {
    outcome: 'Courage test',
    damage: CT,
    text: 'Although hit causes only superficial damage to the vehicle, its driver, crew or passengers carried in it must take a Courage Test',
  },
  {
    outcome: 'No Damage',
    damage: ND,
    text: 'Although hit causes only superficial damage to the vehicle, its driver, crew or passengers carried in it are unaffected.',
  },
];

/** Source of the vehicle tables. */
export const VEHICLES_SOURCE: Source = {
  seed: QOTD_SEED,
  reel: 'REEL 6: DETERMINING THE EFFECTS OF SHOOTING AND FIGHTING',
  section: 'HITS ON VEHICLES',
  note: 'The adjustments are printed under the heading ADJUSTMENTS. The damage grid mixes "Courage test" and "Courage Test" and has one "Courage test t" cell (roll 5, VDV 3+).',
};
