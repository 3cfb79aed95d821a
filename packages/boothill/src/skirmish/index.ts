export * from './setup.ts';
export * from './accumulator.ts';
export * from './engine.ts';
export * from './replay.ts';
export * from './stat-block.ts';
