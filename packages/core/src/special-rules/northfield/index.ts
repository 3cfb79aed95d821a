/**
 * "Shootout in Northfield" (boot-hill-referee-screen-and-northfield-module.md, SHOOTOUT IN
 * NORTHFIELD), system-neutral: its numbers (tables.ts), its compilation from a scenario
 * (setup.ts) and its scenario logic over a rule system's adapter (rules.ts).
 */
export * from './tables.ts';
export * from './setup.ts';
export * from './rules.ts';
