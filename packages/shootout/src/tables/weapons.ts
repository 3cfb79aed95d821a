/**
 * The ranged and close combat weapons of Shootout! (`shootout.txt`, "3. Ranged Combat" and
 * "4. Close Combat", the two Weapons tables), transcribed row by row. Ranges in inches.
 */
import { SHOOTOUT_SEED, type CloseWeapon, type RangedWeapon, type Source } from './types.ts';

/** Source of {@link RANGED_WEAPONS}. */
export const RANGED_WEAPONS_SOURCE: Source = {
  seed: SHOOTOUT_SEED,
  section: '3. Ranged Combat',
  note: 'Weapons: Combat Dice, Short Range, Max Range, Notes, Ammo before Reload. The Derringer\'s ammunition cell is blank (RULINGS.md SR-25: read as 2 rounds).',
};

const SPLIT = 'Can split dice between targets';

/** The ranged weapons table, in the printed order. Source: {@link RANGED_WEAPONS_SOURCE}. */
export const RANGED_WEAPONS: readonly RangedWeapon[] = [
  { id: 'derringer', name: 'Derringer Pistol', dice: 1, shortRange: null, maxRange: 6, split: false, ammo: null, ammoCell: '', notes: '' },
  { id: 'colt-revolver', name: 'Colt Revolver', dice: 2, shortRange: 3, maxRange: 18, split: false, ammo: 6, ammoCell: '6', notes: '' },
  { id: 'rifled-musket', name: 'Rifled Musket', dice: 2, shortRange: 6, maxRange: 24, split: false, ammo: 1, ammoCell: '1', notes: '' },
  { id: 'repeater-rifle', name: 'Repeater Rifle', dice: 2, shortRange: 6, maxRange: 24, split: false, ammo: 12, ammoCell: '12', notes: '' },
  { id: 'shotgun', name: 'Shotgun', dice: 3, shortRange: 3, maxRange: 12, split: true, ammo: 2, ammoCell: '2', notes: SPLIT },
  { id: 'gatling-gun', name: 'Gatling Gun', dice: 4, shortRange: 6, maxRange: 24, split: true, ammo: 60, ammoCell: '60', notes: SPLIT },
  { id: 'cannon-6pdr', name: 'Cannon, 6 pdr', dice: 8, shortRange: null, maxRange: 36, split: true, ammo: 1, ammoCell: '1', notes: SPLIT },
  { id: 'bow-and-arrows', name: 'Bow & Arrows', dice: 2, shortRange: 6, maxRange: 18, split: false, ammo: null, ammoCell: 'n/a', notes: '' },
  { id: 'thrown-knife', name: 'Thrown Knife', dice: 1, shortRange: null, maxRange: 9, split: false, ammo: null, ammoCell: 'n/a', notes: '' },
  { id: 'spear', name: 'Spear', dice: 2, shortRange: null, maxRange: 12, split: false, ammo: null, ammoCell: 'n/a', notes: '' },
];

/** Source of {@link CLOSE_WEAPONS}. */
export const CLOSE_WEAPONS_SOURCE: Source = { seed: SHOOTOUT_SEED, section: '4. Close Combat', note: 'Weapons: Combat Dice, Notes.' };

/** The close combat weapons table, in the printed order. Source: {@link CLOSE_WEAPONS_SOURCE}. */
export const CLOSE_WEAPONS: readonly CloseWeapon[] = [
  { id: 'fists', name: 'Fists/Improvised Weapons', dice: 1, notes: '' },
  { id: 'rifle-butt', name: 'Rifle Butt', dice: 2, notes: '' },
  { id: 'bullwhip', name: 'Bullwhip', dice: 1, notes: "Can hit from 12' away." },
  { id: 'bowie-knife', name: 'Bowie Knife/Bayonet/Fighting Knife', dice: 2, notes: '' },
  { id: 'tomahawk', name: 'Tomahawk', dice: 2, notes: '' },
  { id: 'spear', name: 'Spear', dice: 3, notes: '' },
  { id: 'sabre', name: 'Sabre', dice: 3, notes: '' },
];

/**
 * Rounds of a ranged weapon before reloading, or null where its ammunition is not counted (`n/a`:
 * bows, thrown knives, spears never reload, RULINGS.md SR-24). The Derringer's blank cell is read
 * as 2 rounds, or 1 with the `derringer-single-shot` switch (SR-25).
 */
export function weaponRounds(w: RangedWeapon, derringerSingleShot: 0 | 1): number | null {
  if (w.ammo !== null) return w.ammo;
  if (w.ammoCell.trim() === '') return derringerSingleShot === 1 ? 1 : DERRINGER_ROUNDS;
  return null;
}

/** The rounds the Derringer's blank "Ammo before Reload" cell is read as (RULINGS.md SR-25). */
export const DERRINGER_ROUNDS = 2;

/**
 * Whether `w` is a holstered revolver for Draw! ("When two figures with holstered revolvers decide
 * to duel", Draw!): the Colt Revolver; the Derringer Pistol too with the `derringer-draw` switch
 * (RULINGS.md SR-22, SR-53).
 */
export function isHolsteredRevolver(w: RangedWeapon, derringerDraw: 0 | 1): boolean {
  return w.id === 'colt-revolver' || (w.id === 'derringer' && derringerDraw === 1);
}

/** The ranged weapon with id `id`. @throws Error `unknown Shootout! ranged weapon "x"; known: ...` */
/**
 * The heavy weapons, whose reload costs a command point ("1. Command Points": "To reload a heavy
 * weapon 1"): the crew-served guns of the ranged weapons table, the Gatling Gun and the 6 pdr
 * cannon (RULINGS.md SR-43).
 */
export const HEAVY_WEAPONS: readonly string[] = ['gatling-gun', 'cannon-6pdr'];

export function rangedWeapon(id: string): RangedWeapon {
  const w = RANGED_WEAPONS.find((x) => x.id === id);
  if (w === undefined) throw new Error(`unknown Shootout! ranged weapon "${id}"; known: ${RANGED_WEAPONS.map((x) => x.id).join(', ')}`);
  return w;
}

/** The close combat weapon with id `id`. @throws Error `unknown Shootout! close combat weapon "x"; known: ...` */
export function closeWeapon(id: string): CloseWeapon {
  const w = CLOSE_WEAPONS.find((x) => x.id === id);
  if (w === undefined) throw new Error(`unknown Shootout! close combat weapon "${id}"; known: ${CLOSE_WEAPONS.map((x) => x.id).join(', ')}`);
  return w;
}
