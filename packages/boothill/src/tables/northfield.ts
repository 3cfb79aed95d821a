/**
 * The numbers of the mini-module "Shootout in Northfield" (boot-hill-referee-screen-and-northfield-module.md,
 * SHOOTOUT IN NORTHFIELD) that are BOOT HILL's own: those of its d100 hit split and of its 12-foot
 * squares, read by the module's BOOT HILL adapter (skirmish/northfield.ts) and by the skirmish's
 * lookups (riding double's movement cost, a hit on a mounted man). The module's system-neutral
 * numbers (dice of the set-up, reaction, arming and the bank, money, stacking, rewards, cast, the
 * Morale Modifiers in d100 points) are scenario data: @deadeye/core special-rules/northfield/tables.ts.
 */
import { NORTHFIELD as NORTHFIELD_SCENARIO } from '@deadeye/core';

/**
 * BOOT HILL's numbers of the module, transcribed (boot-hill-referee-screen-and-northfield-module.md,
 * SHOOTOUT IN NORTHFIELD; the section is named on each line).
 */
export const NORTHFIELD_BOOT_HILL = {
  /**
   * MOVEMENT, Horses: a hit on a mounted man is on the man for a d100 of 1-60, on the horse for
   * 61-00 (the engine applies it to every mounted target, RULINGS.md S8).
   */
  mountedHitRiderMax: 60,
  /**
   * MOVEMENT, Horses: picking up a dismounted man while riding, or slinging an unconscious man over
   * a horse, uses three points of movement (12-foot squares); riding double halves the horse's movement.
   */
  pickUpOrSlingSquares: 3,
  /** Citizens of Northfield, Henry Wheeler: his revolver and the army rifle, as BOOT HILL weapons. */
  wheelerWeapons: ['SAR6', 'AR'] as readonly [revolver: string, rifle: string],
} as const;

/** Every number of the module as the BOOT HILL engine reads it: the scenario's and BOOT HILL's own. */
export const NORTHFIELD = { ...NORTHFIELD_SCENARIO, ...NORTHFIELD_BOOT_HILL } as const;
