/**
 * "Shootout in Northfield" (boot-hill-referee-screen-and-northfield-module.md, SHOOTOUT IN
 * NORTHFIELD), system-neutral: its numbers (tables.ts), its compilation from a scenario
 * (setup.ts), its scenario logic over a rule system's adapter (rules.ts) and its cells of the
 * scenario accumulator (accumulator.ts).
 */
export * from './tables.ts';
export * from './setup.ts';
export * from './rules.ts';
export * from './accumulator.ts';
