/**
 * Movement (REEL 3, WANTING TO MOVE): move distances per turn in paces, the terrain rules and random
 * movement.
 */
import type { Source } from './types.ts';
import { QOTD_SEED } from './types.ts';

const REEL3 = 'REEL 3: LIGHTS, CAMERA, ACTION! - MOVEMENT AND ACTION';

/** Source of the movement tables ({@link MOVE_DISTANCES}, {@link TERRAIN_RULES}, {@link RANDOM_MOVEMENT}). */
export const MOVEMENT_SOURCE: Source = { seed: QOTD_SEED, reel: REEL3, section: 'WANTING TO MOVE' };

/** One row of the move distances: who, as printed; the distance cell as printed; paces. */
export interface MoveDistanceRow {
  readonly who: string;
  /** The distance cell as printed, e.g. `16 paces or motorised vehicles`. */
  readonly cell: string;
  /** Maximum move on one turn, paces. */
  readonly paces: number;
}

/**
 * "Characters can move the following distances on each of their turns": 7 rows in printed order.
 * Shape: `readonly MoveDistanceRow[]`, paces. The 16-pace row prints "or motorised vehicles" in the
 * distance cell (a misplaced clause of the first cell), kept. Source: {@link MOVEMENT_SOURCE}.
 */
export const MOVE_DISTANCES: readonly MoveDistanceRow[] = [
  { who: 'Characters swimming, climbing or crawling', cell: '4 paces', paces: 4 },
  { who: 'Lumbering or heavily-laden characters on foot', cell: '6 paces', paces: 6 },
  { who: 'Most characters on foot; Heavily laden animals or carts', cell: '8 paces', paces: 8 },
  { who: 'Fleet-footed characters or wagons', cell: '10 paces', paces: 10 },
  { who: 'Coaches', cell: '12 paces', paces: 12 },
  { who: 'Mounted characters riding horses or similar sized animals', cell: '16 paces or motorised vehicles', paces: 16 },
  { who: 'Railroad Engines', cell: '24 paces', paces: 24 },
];

/** Most characters on foot, paces per turn ({@link MOVE_DISTANCES}). */
export const FOOT_MOVE = 8;
/** Mounted characters riding horses or similar, paces per turn. */
export const MOUNTED_MOVE = 16;
/** Characters swimming, climbing or crawling, paces per turn. */
export const CRAWL_MOVE = 4;
/** Lumbering or heavily-laden characters on foot, paces per turn. */
export const LUMBERING_MOVE = 6;
/** Fleet-footed characters, paces per turn. */
export const FLEET_MOVE = 10;

/** One terrain rule: its name and its cell as printed (HTML stripped; bullets `•` kept). */
export interface TerrainRule {
  readonly name: string;
  readonly text: string;
}

/** The terrain rules printed after the move distances, in printed order (6 rows). Source: {@link MOVEMENT_SOURCE}. */
export const TERRAIN_RULES: readonly TerrainRule[] = [
  {
    name: 'Movement in Good Going',
    text: 'Good going includes terrain such as roads, tracks, and open ground. There are no deductions to movement. Accelerating, decelerating or manoeuvring is a basic action but may become a task in adverse circumstances.',
  },
  {
    name: 'Linear Obstacles',
    text: 'Linear obstacles include items which are waist high such as walls and fences, or which impede movement such as ditches or gaps (up to 2 paces wide). • Characters on foot or mounted Deduct 25% from movement for crossing a linear obstacle. They must roll for completing a task (see below). • Vehicles cannot cross such obstacles unless ditches or gaps and then deduct 50% from movement. They must roll for completing a task (see below)',
  },
  {
    name: 'Movement in Bad Going',
    text: 'Bad going is terrain such as rocky ground, thick under brush, steep slopes, muddy or boggy ground. Areas of snow are bad going unless characters have snow shoes or skis. If there is poor visibility or bad weather, treat all terrain as bad going. Characters moving in a building count it as bad going. • Most characters whether on foot or mounted deduct 25% from movement. There are no deductions for sure footed characters. • Heavily laden animals and wheeled transport deduct 50% from movement. • Moving or manoeuvring slowly is treated as a basic action but moving or manoeuvring any faster reduces the action dice. Roll to check outcome.',
  },
  {
    name: 'Getting up from Prone',
    text: '• Deduct 25% from movement when getting up from prone. Dropping to the floor takes no time at all! This counts as a basic action - no need to test.',
  },
  {
    name: 'Swimming and Climbing',
    text: '• These are tasks so always roll to check outcome. • If adverse circumstances apply such as strong currents, a sheer cliff face, the dice are reduced',
  },
  {
    name: 'Random Movement',
    text: 'On occasion characters will slip or lose control of a mount. In such cases their movement is random. Roll 1D10 1- 3 Reverse: 4&5 Go Right: 6 &7 Go left: 8+ Straight Ahead',
  },
];

/** Fraction of the move lost crossing a linear obstacle on foot or mounted ("Deduct 25%"). */
export const LINEAR_OBSTACLE_CUT = 0.25;
/** Fraction of the move lost by vehicles crossing ditches or gaps ("deduct 50%"). */
export const VEHICLE_OBSTACLE_CUT = 0.5;
/** Fraction of the move lost in bad going by most characters, on foot or mounted (none if sure footed). */
export const BAD_GOING_CUT = 0.25;
/** Fraction of the move lost in bad going by heavily laden animals and wheeled transport. */
export const BAD_GOING_LADEN_CUT = 0.5;
/** Fraction of the move lost getting up from prone (dropping prone costs nothing). */
export const PRONE_GET_UP_CUT = 0.25;

/** Directions of random movement. */
export type RandomDirection = 'reverse' | 'right' | 'left' | 'straight-ahead';

/** One band of the random movement roll: 1D10 from..to (10 for "8+"), direction, and the text as printed. */
export interface RandomMovementRow {
  readonly from: number;
  readonly to: number;
  readonly direction: RandomDirection;
  readonly text: string;
}

/** Random movement, 1D10: 1-3 reverse, 4 and 5 right, 6 and 7 left, 8+ straight ahead. Source: {@link MOVEMENT_SOURCE} (Random Movement). */
export const RANDOM_MOVEMENT: readonly RandomMovementRow[] = [
  { from: 1, to: 3, direction: 'reverse', text: '1- 3 Reverse' },
  { from: 4, to: 5, direction: 'right', text: '4&5 Go Right' },
  { from: 6, to: 7, direction: 'left', text: '6 &7 Go left' },
  { from: 8, to: 10, direction: 'straight-ahead', text: '8+ Straight Ahead' },
];

/** The direction of a random movement roll. @throws RangeError for a roll outside 1..10. Source: {@link RANDOM_MOVEMENT}. */
export function randomDirection(roll: number): RandomDirection {
  const row = RANDOM_MOVEMENT.find((r) => roll >= r.from && roll <= r.to && Number.isInteger(roll));
  if (row === undefined) throw new RangeError(`a D10 roll is 1..10, got ${roll}`);
  return row.direction;
}
