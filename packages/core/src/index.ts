export * from './duel-outcomes.ts';
export * from './soa.ts';
