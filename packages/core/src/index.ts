export * from './duel-outcomes.ts';
export * from './intent.ts';
export * from './soa.ts';
export * from './scale.ts';
