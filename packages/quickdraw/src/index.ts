/**
 * Quick on the Draw (quick-on-the-draw.md) as a Deadeye rule system: its tables (`tables/`), the
 * card-driven phase and its tests, shooting, fighting and the effects of hits (`skirmish/`), the
 * SHOOTOUTS duel, the conversion of BOOT HILL characters, and its RULINGS.md.
 */
export * from './tables/types.ts';
export * from './character/index.ts';
