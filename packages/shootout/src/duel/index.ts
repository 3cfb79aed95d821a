/** The Shootout! standing duel (issue #13, section 3): matchup, Monte Carlo engine, accumulator, exact solver, replay. */
export * from './matchup.ts';
export {
  createShootoutDuelAccumulator,
  mergeShootoutDuelAccumulator,
  shootoutDuelCounts,
} from './accumulator.ts';
export * from './engine.ts';
export * from './exact.ts';
export * from './replay.ts';
export * from './support.ts';
