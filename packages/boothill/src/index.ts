export * from './tables/index.ts';
export * from './characters.ts';
export * from './roster.ts';
export * from './wound-lookup.ts';
export * from './duel/index.ts';
export * from './skirmish/index.ts';
