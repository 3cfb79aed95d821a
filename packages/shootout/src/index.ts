/**
 * Shootout! (shootout.txt) as a Deadeye rule system: its tables (`tables/`), the skirmish engine
 * (`skirmish/`: command points, movement, ranged and close combat, saving throws, Draw!, courage)
 * and the `shootout` RuleSystem (`system/`); in time the standing duel with its exact solver.
 * Its rulings are in RULINGS.md.
 */
export * from './tables/index.ts';
export * from './skirmish/index.ts';
export * from './system/index.ts';
