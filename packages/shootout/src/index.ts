/**
 * Shootout! (shootout.txt) as a Deadeye rule system: its tables (`tables/`), and in time the
 * command-point turn, ranged and close combat, saving throws, the standing duel with its exact
 * solver, and its RULINGS.md.
 */
export * from './tables/index.ts';
export * from './duel/index.ts';
