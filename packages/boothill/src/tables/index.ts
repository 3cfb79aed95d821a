/**
 * BOOT HILL tables: every table of the seeds as typed data with its source (seed file + section), and
 * the small lookups over them. See each module for the tables it holds.
 */
export * from './types.ts';
export * from './abilities.ts';
export * from './weapons.ts';
export * from './first-shot.ts';
export * from './hit-modifiers.ts';
export * from './wounds.ts';
export * from './shotgun-effects.ts';
export * from './misfire.ts';
export * from './brawl.ts';
export * from './stunning.ts';
export * from './movement.ts';
export * from './morale.ts';
