/** The Shootout! tables (`shootout.txt`), each with its source. */
export * from './types.ts';
export * from './weapons.ts';
