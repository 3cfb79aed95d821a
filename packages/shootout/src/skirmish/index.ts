/** The Shootout! skirmish engine: set-up, world, the turn's modules (and the items lying on the map), accumulator, replay. */
export * from './accumulator.ts';
export * from './close-combat.ts';
export * from './command.ts';
export * from './courage.ts';
export * from './draw.ts';
export * from './engine.ts';
export * from './items.ts';
export * from './movement.ts';
export * from './observe.ts';
export * from './profile.ts';
export * from './ranged.ts';
export * from './replay.ts';
export * from './saves.ts';
export * from './setup.ts';
export * from './world.ts';
export * from './northfield.ts';
