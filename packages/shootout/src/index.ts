/**
 * Shootout! (shootout.txt) as a Deadeye rule system: its tables (`tables/`), its figures
 * (`character/`: the printed profiles, inline lines, points), its roster, and in time the
 * command-point turn, ranged and close combat, saving throws, the standing duel with its exact
 * solver, and its RULINGS.md.
 */
export * from './tables/index.ts';
export * from './character/index.ts';
export * from './roster.ts';
