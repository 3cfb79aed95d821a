/**
 * Flat numbers the skirmish trial loop reads instead of searching the tables: every value comes
 * from a table under `tables/` (nothing is transcribed here).
 */
import { RATE_CRAWL, RATE_GALLOP, RATE_RUN, RATE_RUN_DODGE, RATE_TROT, RATE_WALK, type TerrainCosts } from '@deadeye/core';
import { FIRST_SHOT_MODIFIERS } from '../tables/first-shot.ts';
import { HIT_MODIFIERS, type HitReading } from '../tables/hit-modifiers.ts';
import { MOVEMENT_COSTS, MOVEMENT_RATES } from '../tables/movement.ts';
import { STUNNING_CHART, type StunCause } from '../tables/stunning.ts';
import { BRAWLING_ROUNDS_PER_TURN, STRIKING_WEAPONS } from '../tables/brawl.ts';
import { MORALE_MODIFIERS } from '../tables/morale.ts';
import { STRIKE_KEYS } from './setup.ts';
import { NORTHFIELD } from '../tables/northfield.ts';

/** Spaces per turn by RATE_* (index), on foot and mounted (MOVEMENT table; mounted from the Referee's Screen). */
export const FOOT_RATE_SPACES: readonly number[] = [
  0,
  MOVEMENT_RATES.onFoot.crawling,
  MOVEMENT_RATES.onFoot.walking,
  MOVEMENT_RATES.onFoot.runningAndDodging,
  MOVEMENT_RATES.onFoot.running,
  0,
  0,
];
export const MOUNTED_RATE_SPACES: readonly number[] = [0, 0, MOVEMENT_RATES.mounted.walking, 0, 0, MOVEMENT_RATES.mounted.trotting, MOVEMENT_RATES.mounted.galloping];

/**
 * Extra movement, half-spaces, for entering a door, window or stairs cell on a map of `scale`
 * (BOOT HILL spaces per cell: 1, or 2 on Northfield's 12-foot squares): the MOVEMENT costs (door 1,
 * window 3, stairs 6 a flight; tables/movement.ts) divided by the scale, fractions rounded up
 * (RULINGS.md N1: door 1, window 2, stairs 3 squares), doubled. Computed once per engine and given
 * both to the map's path search (`compileMap`) and to the engine's walk, so that the route an agent
 * or the engine finds and the movement the engine charges for it are the same numbers (N18).
 * @param scale map scale, a positive number
 * @throws RangeError when `scale` is not positive
 */
export function terrainCosts(scale: number): TerrainCosts {
  if (!(scale > 0)) throw new RangeError(`map scale must be positive, got ${scale}`);
  const half = (spaces: number): number => 2 * Math.ceil(spaces / scale);
  return { door: half(MOVEMENT_COSTS.door), window: half(MOVEMENT_COSTS.window), stairs: half(MOVEMENT_COSTS.stairsPerFlight) };
}
/**
 * The door, window and stairs costs a route is planned with (the map's path fields, which the
 * agents plan with and the engine walks down), half-spaces: {@link terrainCosts}, but a window
 * dearer by half a running move on foot (24 spaces, at the map's scale): "Movement of any type
 * through an open window ... ends a character's move immediately" (boot-hill-rulebook.txt,
 * MOVEMENT, Doors & Windows & Stairs), so a move that reaches a window forfeits what it had left,
 * half a run on the average. The engine's walk still charges the rule's cost ({@link terrainCosts});
 * RULINGS.md S29.
 * @param scale map scale, a positive number
 * @throws RangeError when `scale` is not positive
 */
export function routeCosts(scale: number): TerrainCosts {
  const costs = terrainCosts(scale);
  return { ...costs, window: costs.window + Math.ceil(MOVEMENT_RATES.onFoot.running / scale) };
}

/** Movement (half-spaces) that mounting or dismounting uses up. */
export const MOUNT_COST = 2 * MOVEMENT_COSTS.mountOrDismount;
/**
 * Movement (half-spaces of the 6-foot map) that picking up a comrade or slinging an unconscious
 * one uses up: the Northfield module's three 12-foot squares (MOVEMENT, Horses).
 */
export const PICK_UP_COST = 2 * 2 * NORTHFIELD.pickUpOrSlingSquares;
/** A drop of this many feet or more ends the move. */
export const DROP_ENDS_MOVE_FEET = MOVEMENT_COSTS.dropEndsMoveFeet;
/**
 * Movement (half-spaces) of one step on the grid: orthogonal 1 space, diagonal 1.5 (RULINGS.md S2:
 * distances point to point, rulebook TARGET SELECTION note).
 */
export const ORTHOGONAL_STEP_COST = 2;
export const DIAGONAL_STEP_COST = 3;
/** Rough ground or uphill multiplies a step's cost by this: half speed (MOVEMENT, Outdoor Terrain). */
export const ROUGH_COST_FACTOR = 1 / MOVEMENT_COSTS.roughOrUphillFactor;
/**
 * 1 by RATE_* for the rates rough ground and uphill do not slow ("remain normal": crawling and
 * walking, on foot or mounted), else 0.
 */
export const ROUGH_EXEMPT: Uint8Array = Uint8Array.from({ length: 7 }, (_, r) =>
  (r === RATE_CRAWL && MOVEMENT_COSTS.roughExempt.includes('crawling')) || (r === RATE_WALK && MOVEMENT_COSTS.roughExempt.includes('walking')) ? 1 : 0,
);

/** Hit modifiers by RATE_* of the shooter and of the target, for a reading. */
export interface RateModifiers {
  readonly shooter: Int32Array;
  readonly target: Int32Array;
  readonly range: Int32Array;
}

/** HIT DETERMINATION CHART movement and range modifiers as arrays indexed by RATE_* and band. */
export function rateModifiers(reading: HitReading): RateModifiers {
  const h = HIT_MODIFIERS[reading];
  const shooter = new Int32Array(7);
  shooter[RATE_CRAWL] = h.shooterMovement.crawling;
  shooter[RATE_WALK] = h.shooterMovement.walking;
  shooter[RATE_RUN_DODGE] = h.shooterMovement.runningAndDodging;
  shooter[RATE_RUN] = h.shooterMovement.running;
  shooter[RATE_TROT] = h.shooterMovement.trotting;
  shooter[RATE_GALLOP] = h.shooterMovement.galloping;
  const target = new Int32Array(7);
  target[RATE_CRAWL] = h.targetMovement.walkingOrCrawling;
  target[RATE_WALK] = h.targetMovement.walkingOrCrawling;
  target[RATE_RUN_DODGE] = h.targetMovement.runningAndDodging;
  target[RATE_RUN] = h.targetMovement.runningOrTrotting;
  target[RATE_TROT] = h.targetMovement.runningOrTrotting;
  target[RATE_GALLOP] = h.targetMovement.galloping;
  const range = Int32Array.from([h.range.short, h.range.medium, h.range.long, h.range.extreme]);
  return { shooter, target, range };
}

/** FIRST SHOT DETERMINATION CHART, as plain numbers. */
export const FS = FIRST_SHOT_MODIFIERS;

const stun = (cause: StunCause): readonly [number, number] => {
  const row = STUNNING_CHART.find((r) => r.cause === cause);
  if (row === undefined) throw new Error(`STUNNING CHART has no row ${cause}`);
  return [row.basic, row.fromBehindOrSurprised];
};

/** STUNNING CHART chances (percent) by STRIKE_* code: [basic, hit from behind or surprised]; knife: none. */
export const STRIKE_STUN: readonly (readonly [number, number])[] = STRIKE_KEYS.map((k) =>
  k === 'gunButt' ? stun('gunButtOrBarrel') : k === 'club' ? stun('club') : k === 'chair' ? stun('chair') : k === 'tomahawk' ? stun('tomahawk') : [0, 0],
);
export const HEAD_WOUND_STUN = stun('bulletWoundInHead');
export const BUFFALO_WOUND_STUN = stun('buffaloGunBulletWound');

/** Striking weapon roll modifier, extra effect and wound-chart flag by STRIKE_* code. */
export const STRIKE_ROLL: readonly number[] = STRIKE_KEYS.map((k) => STRIKING_WEAPONS[k].rollModifier);
export const STRIKE_EXTRA: readonly number[] = STRIKE_KEYS.map((k) => STRIKING_WEAPONS[k].extraEffect);
export const STRIKE_WOUNDS: readonly boolean[] = STRIKE_KEYS.map((k) => STRIKING_WEAPONS[k].woundChart);

/** Names of the striking weapons by STRIKE_* code, for the replay log ("gun butt", "club"...). */
export const STRIKE_LABELS: readonly string[] = STRIKE_KEYS.map((k) => k.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`));

/** Brawling rounds in each game turn (TURN SEQUENCE; BRAWLS). */
export const BRAWL_ROUNDS = BRAWLING_ROUNDS_PER_TURN;

/** A hit on a mounted man lands on the man for a d100 up to this, else on the horse (Northfield module, Horses; S8). */
export const RIDER_HIT_MAX = NORTHFIELD.mountedHitRiderMax;

/** Morale modifiers used by the generic check (module MORALE, Morale Modifiers). */
export const MORALE = MORALE_MODIFIERS;

/**
 * Mean strength points of one wound, for the agents' danger estimate: light 3 and serious 7 weighted
 * by the wound chart (a mortal wound counted as 14, twice a serious wound). A heuristic, not a rule.
 */
export const EXPECTED_STRENGTH_PER_WOUND = 5;
