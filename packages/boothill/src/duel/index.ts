export * from './matchup.ts';
export * from './accumulator.ts';
export * from './engine.ts';
export * from './exact.ts';
export * from './replay.ts';
export * from './odds.ts';
