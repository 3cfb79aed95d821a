/**
 * Shootout! (shootout.txt) as a Deadeye rule system: its tables (`tables/`), its figures
 * (`character/`: the printed profiles, inline lines, points), the casting of BOOT HILL characters
 * (`casting/`), its roster, the standing duel with its exact solver (`duel/`), and its
 * RULINGS.md.
 */
export * from './tables/index.ts';
export * from './character/index.ts';
export * from './casting/boot-hill.ts';
export * from './roster.ts';
export * from './duel/index.ts';
