/**
 * Shootout! (shootout.txt) as a Deadeye rule system: its tables (`tables/`), its figures
 * (`character/`: the printed profiles, inline lines, points, the organisation check), the casting
 * of BOOT HILL characters (`casting/`), its roster, the skirmish engine (`skirmish/`: command
 * points, movement, ranged and close combat, saving throws, Draw!, courage), the standing duel with
 * its exact solver (`duel/`), the single-shot odds (`odds/`) and the `shootout` RuleSystem
 * (`system/`). Its rulings are in RULINGS.md.
 */
export * from './tables/index.ts';
export * from './character/index.ts';
export * from './casting/boot-hill.ts';
export * from './roster.ts';
export * from './duel/index.ts';
export * from './skirmish/index.ts';
export * from './odds/index.ts';
export * from './system/index.ts';
export * from './variant.ts';
