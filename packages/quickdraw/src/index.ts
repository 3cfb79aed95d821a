/**
 * Quick on the Draw (quick-on-the-draw.md) as a Deadeye rule system: its tables (`tables/`), the
 * card-driven phase and its tests, shooting, fighting and the effects of hits (`skirmish/`), the
 * SHOOTOUTS duel (`system/duel.ts`), the characters and their conversion from BOOT HILL
 * (`character/`), and its RULINGS.md.
 */
export * from './tables/index.ts';
export { quickDraw } from './system/index.ts';
export { parseQdVariant, QD_SWITCHES, QD_VARIANTS, type QdSwitch, type QdVariant } from './variant.ts';
export { compileQdSkirmish, TRAIT, type QdSetup, type QdCharacterSpec, type QdWeaponSpec } from './skirmish/setup.ts';
export { QdEngine } from './skirmish/engine.ts';
export { qdCounts, qdLayout, createQdAccumulator } from './skirmish/accumulator.ts';
export { replayQdTrial } from './skirmish/replay.ts';
export { buildQdDuels, duelBand, qdDuelCounts, type QdDuel } from './system/duel.ts';
export { qdOdds, QD_ODDS_SHOTS } from './system/odds.ts';
export * from './character/index.ts';
export { QdNorthfield, QdNorthfieldRules } from './skirmish/northfield.ts';
