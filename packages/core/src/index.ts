export * from './duel-outcomes.ts';
