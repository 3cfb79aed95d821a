/**
 * The agent Intent vocabulary, packed into integers so that a trial loop can ask an agent for a
 * decision without allocating: `kind | (amount << 8)`. Agents return intents; engines resolve them
 * (DESIGN.md principle 4).
 *
 * Kinds defined so far (the standing duel needs these; the vocabulary grows with the scenario
 * engine): `HOLD` (do nothing), `FIRE` (amount = shots at the current target), `RELOAD`
 * (amount = rounds to load).
 */

export const INTENT_HOLD = 0;
export const INTENT_FIRE = 1;
export const INTENT_RELOAD = 2;

/** Packs an intent. @throws RangeError unless kind is 0..255 and amount an integer 0..2^22. */
export function packIntent(kind: number, amount: number): number {
  if (!(Number.isInteger(kind) && kind >= 0 && kind < 256 && Number.isInteger(amount) && amount >= 0 && amount < 1 << 22)) {
    throw new RangeError(`packIntent: kind ${kind} or amount ${amount} out of range`);
  }
  return kind | (amount << 8);
}

/** The kind of a packed intent (`INTENT_*`). */
export function intentKind(intent: number): number {
  return intent & 255;
}

/** The amount of a packed intent (shots, rounds...). */
export function intentAmount(intent: number): number {
  return intent >>> 8;
}

/**
 * What a character observes of its own weapon at a decision point. Engines keep one per
 * character and overwrite it (no allocation); agents must not keep a reference.
 */
export interface WeaponObservation {
  /** Rounds loaded now. */
  loaded: number;
  /** Rounds the weapon holds. */
  capacity: number;
  /** Shots the weapon can fire per turn. */
  rateOfFire: number;
  /** Rounds that can be loaded per turn (0: cannot be reloaded). */
  reloadRate: number;
  /** 1 if the character's target is still up (can be shot at), else 0. */
  targetUp: number;
}

/** An agent of the standing duel: a pure function of the observation. Returns a packed intent. */
export type WeaponAgent = (observation: WeaponObservation) => number;
