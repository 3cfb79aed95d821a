export * from './duel-outcomes.ts';
export * from './intent.ts';
export * from './soa.ts';
export * from './scale.ts';
export * from './skirmish-agent.ts';
export * from './skirmish-outcomes.ts';
export * from './scenario/types.ts';
export * from './scenario/game-map.ts';
