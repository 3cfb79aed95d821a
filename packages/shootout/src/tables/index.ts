/** The Shootout! tables (`shootout.txt`), each with its source. */
export * from './types.ts';
export * from './weapons.ts';
export * from './command.ts';
export * from './movement.ts';
export * from './combat.ts';
export * from './courage.ts';
export * from './troops.ts';
export * from './organisation.ts';
export * from './northfield.ts';
