/**
 * The troop listings of Shootout! (`shootout.txt`, "Troop Listings." and "Famous Names."): every
 * row of the Troop Types table under its list heading (the repeated "Hired Gun" rows kept, each
 * with its list) and every row of the Famous Names table, with the factors, HTK, the weapon cell
 * and the points as printed. A blank factor cell is 0 (RULINGS.md SR-1). How a weapon cell reads
 * and how the points are computed: `character/` (SR-2..SR-10).
 */
import { SHOOTOUT_SEED, type Factors, type Source, type TroopListId, type TroopRow } from './types.ts';

/** Source of {@link TROOP_TYPES}. */
export const TROOP_TYPES_SOURCE: Source = {
  seed: SHOOTOUT_SEED,
  section: 'Troop Listings.',
  note:
    'The Troop Types table, over two pages: the first prints the column "Main Weapon", the second "Weapon" ' +
    '(the same column, RULINGS.md SR-1). A blank factor cell is 0. "The factors given are purely advisory".',
};

/** Source of {@link FAMOUS_NAMES}. */
export const FAMOUS_NAMES_SOURCE: Source = {
  seed: SHOOTOUT_SEED,
  section: 'Famous Names.',
  note: 'As printed: "Johnny Rico" is Johnny Ringo, "Curly Brocius" Curly Bill Brocius, "Hickock" Hickok (DESIGN.md errata; aliases in RULINGS.md SR-12).',
};

/** Source of {@link POINTS_FORMULA}. */
export const POINTS_SOURCE: Source = { seed: SHOOTOUT_SEED, section: 'Points Costs' };

/** The points formula and its caveat, as printed. Read by RULINGS.md SR-9. Source: {@link POINTS_SOURCE}. */
export const POINTS_FORMULA: { readonly formula: string; readonly basic: string } = {
  formula: 'Sum of all factors below + No. of ranged and close combat dice',
  basic:
    'Only basic weapons are taken into account, so if you have a Gunslinger the points cost here is for one armed with a revolver. ' +
    "If you've given him a rifle and a Bowie knife then you will need to add these to his basic cost.",
};

/** A troop list: its id, its heading as printed, and its source. */
export interface TroopList {
  readonly id: TroopListId;
  /** The heading row as printed (`Ranch-hands`), `Famous Names` for the famous names. */
  readonly name: string;
  readonly source: Source;
}

/** The lists, in printed order: the nine headings of Troop Types, then Famous Names. */
export const TROOP_LISTS: readonly TroopList[] = [
  { id: 'ranch-hands', name: 'Ranch-hands', source: TROOP_TYPES_SOURCE },
  { id: 'townsfolk', name: 'Townsfolk', source: TROOP_TYPES_SOURCE },
  { id: 'miners', name: 'Miners', source: TROOP_TYPES_SOURCE },
  { id: 'texas-rangers', name: 'Texas Rangers', source: TROOP_TYPES_SOURCE },
  { id: 'us-army', name: 'US Army', source: TROOP_TYPES_SOURCE },
  { id: 'apache', name: 'Apache', source: TROOP_TYPES_SOURCE },
  { id: 'plains-indians', name: 'Plains Indians', source: TROOP_TYPES_SOURCE },
  { id: 'bandits', name: 'Bandits', source: TROOP_TYPES_SOURCE },
  { id: 'mexicans', name: 'Mexicans', source: TROOP_TYPES_SOURCE },
  { id: 'famous', name: 'Famous Names', source: FAMOUS_NAMES_SOURCE },
];

/** The list with id `id`. @throws Error `unknown Shootout! troop list "x"; known: ...` */
export function troopList(id: string): TroopList {
  const l = TROOP_LISTS.find((x) => x.id === id);
  if (l === undefined) throw new Error(`unknown Shootout! troop list "${id}"; known: ${TROOP_LISTS.map((x) => x.id).join(', ')}`);
  return l;
}

type F = readonly [close: number, ranged: number, speed: number, courage: number, leader: number, htk: number];

function row(list: TroopListId, name: string, [close, ranged, speed, courage, leader, htk]: F, weapon: string, points: number): TroopRow {
  const factors: Factors = { close, ranged, speed, courage, leader, htk };
  return { list, name, factors, weapon, points };
}

/**
 * Every row of the Troop Types table (31, under their nine list headings), in printed order.
 * Factors: Close, Ranged, Speed, Courage, Leader (blank = 0), HTK. Source: {@link TROOP_TYPES_SOURCE}.
 */
export const TROOP_TYPES: readonly TroopRow[] = [
  // Ranch-hands
  row('ranch-hands', 'Cowboy', [0, 1, 0, 0, 0, 1], 'Rifle/Pistol', 6),
  row('ranch-hands', 'Trail Boss', [0, 1, 0, 1, 1, 2], 'Rifle/Pistol', 9),
  row('ranch-hands', 'Cattle Baron', [0, 1, 0, 1, 2, 2], 'Pistol', 9),
  row('ranch-hands', 'Hired Gun', [1, 3, 2, 1, 0, 2], 'Pistol', 12),
  // Townsfolk
  row('townsfolk', 'Townsmen', [0, 0, 0, 0, 0, 1], 'Shotgun/Pistol', 5),
  row('townsfolk', 'Deputy', [0, 1, 0, 1, 0, 1], 'Pistol', 6),
  row('townsfolk', 'Sheriff', [0, 2, 1, 1, 1, 2], 'Pistol', 10),
  row('townsfolk', 'Hired Gun', [1, 3, 2, 1, 0, 2], 'Pistol', 12),
  row('townsfolk', 'Gambler', [0, 2, 1, 1, 0, 1], 'Pistol', 8),
  // Miners
  row('miners', 'Miner', [1, 0, 0, 0, 0, 1], 'Improvised', 3),
  row('miners', 'Mine Boss', [1, 0, 0, 1, 1, 2], 'Pistol', 7),
  row('miners', 'Hired Gun', [1, 3, 2, 1, 0, 2], 'Pistol', 12),
  // Texas Rangers
  row('texas-rangers', 'Ranger', [1, 1, 0, 1, 0, 1], 'Rifle/Pistol', 8),
  row('texas-rangers', 'Ranger Captain', [1, 1, 1, 1, 2, 2], 'Rifle/Pistol', 12),
  // US Army
  row('us-army', 'Trooper', [0, 1, 0, 1, 0, 1], 'Rifle/Sabre', 8),
  row('us-army', 'Sergeant', [1, 1, 0, 1, 1, 2], 'Rifle/Sabre', 11),
  row('us-army', 'Lieutenant', [0, 1, 1, 1, 2, 2], 'Pistol/Sabre', 12),
  row('us-army', 'Indian Scout', [1, 0, 0, 1, 0, 1], 'Rifle/Knife', 7),
  // Apache
  row('apache', 'Warrior', [1, 0, 1, 0, 0, 1], 'Bow/Knife', 7),
  row('apache', 'War Party Leader', [2, 0, 1, 1, 1, 2], 'Bow/Knife', 11),
  row('apache', 'Chief', [1, 0, 1, 1, 2, 2], 'Bow/Knife', 11),
  // Plains Indians
  row('plains-indians', 'Warrior', [0, 1, 1, 0, 0, 1], 'Bow/Spear', 8),
  row('plains-indians', 'War Party Leader', [1, 1, 1, 1, 1, 2], 'Bow/Spear', 12),
  row('plains-indians', 'Chief', [0, 1, 1, 1, 2, 2], 'Bow/Spear', 12),
  // Bandits
  row('bandits', 'Gang Member', [1, 1, 0, 1, 0, 1], 'Pistol', 7),
  row('bandits', 'Gang Leader', [2, 2, 1, 1, 1, 2], 'Pistol', 12),
  row('bandits', 'Hired Gun', [1, 3, 2, 1, 0, 2], 'Pistol', 12),
  // Mexicans
  row('mexicans', 'Peasant', [0, 0, 0, 0, 0, 1], 'Improvised', 2),
  row('mexicans', 'Hired Gun', [1, 3, 2, 1, 0, 2], 'Pistol', 12),
  row('mexicans', 'Comanchero', [0, 1, 0, 0, 0, 1], 'Rifle/Pistol', 6),
  row('mexicans', 'Comanchero Boss', [1, 1, 1, 1, 1, 2], 'Pistol', 10),
];

/**
 * Every row of the Famous Names table (12), in printed order, the names as printed. Factors as in
 * {@link TROOP_TYPES}. Source: {@link FAMOUS_NAMES_SOURCE}.
 */
export const FAMOUS_NAMES: readonly TroopRow[] = [
  row('famous', 'Wyatt Earp', [1, 3, 1, 2, 2, 3], 'Pistol', 15),
  row('famous', 'Morgan & Virgil', [1, 2, 0, 1, 1, 2], 'Pistol/Shotgun', 12),
  row('famous', 'Doc Holliday', [0, 3, 3, 2, 0, 2], 'Pistol', 13),
  row('famous', 'Curly Brocius', [1, 1, 1, 2, 1, 2], 'Pistol', 11),
  row('famous', 'Johnny Rico', [1, 3, 3, 2, 0, 3], 'Pistol', 15),
  row('famous', 'Billy the Kid', [0, 3, 4, 2, 0, 2], 'Pistol', 14),
  row('famous', "Chris (Mag'7)", [1, 2, 1, 2, 3, 2], 'Pistol', 14),
  row('famous', 'Butch Cassidy', [0, 1, 1, 1, 2, 2], 'Pistol', 10),
  row('famous', 'Sundance Kid', [1, 2, 2, 2, 0, 2], 'Pistol', 12),
  row('famous', 'Wild Bill Hickock', [2, 1, 1, 3, 0, 3], 'Rifle/Pistol', 15),
  row('famous', 'Crazy Horse', [2, 1, 1, 3, 2, 2], 'Bow/Knife', 15),
  row('famous', 'Geronimo', [2, 1, 1, 3, 2, 2], 'Rifle/Knife', 15),
];

/** {@link TROOP_TYPES} then {@link FAMOUS_NAMES}: the 43 printed profiles, in printed order. */
export const TROOP_ROWS: readonly TroopRow[] = [...TROOP_TYPES, ...FAMOUS_NAMES];
