/**
 * Quick on the Draw's characters: the `stats.quickdraw` block, the conversion of BOOT HILL
 * characters (RULINGS.md, "Casting and conversion"), the resolved profile the engine plays and the
 * duel's inline line.
 */
export * from './types.ts';
export * from './weapon-ids.ts';
export * from './convert.ts';
export * from './stat-block.ts';
export * from './profile.ts';
