/** Shootout! figures: the printed profiles, inline lines, the weapon words and the points formula. */
export * from './weapon-words.ts';
export * from './points.ts';
export * from './profile.ts';
export * from './organisation.ts';
