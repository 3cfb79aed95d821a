/**
 * Casting a character written for BOOT HILL in Shootout! (RULINGS.md, "Casting and conversion",
 * SR-C1..SR-C5): a famous name plays from his Famous Names row; anyone else takes the troop type
 * his BOOT HILL role fits (the Referee's Screen's AVERAGE MISCELLANEOUS CHARACTERS CHART roles,
 * the roster's groups), a side's leader the leader row of his troop list; his weapons are the
 * scenario's BOOT HILL weapons by kind. The maps are data ({@link BOOT_HILL_CASTING}), each citing
 * its ruling. The character arrives as core's `ForeignCharacter` (BOOT HILL's own numbers: `basp`
 * speed points, `bac` percent; weapons by price-chart code), so this package never imports BOOT
 * HILL. Profiles are named as `list/name` of the troop listings (shootout.txt, "Troop Listings"
 * and "Famous Names"), resolved by `findProfile`.
 */
import type { ForeignCharacter } from '@deadeye/core';
import { closeWeaponFor } from '../character/weapon-words.ts';

const SO = 'shootout.txt';
const BH_SCREEN = 'boot-hill-referee-screen-and-northfield-module.md';
const BH_RULEBOOK = 'boot-hill-rulebook.txt';

/** A troop listing row by its list and printed name, e.g. `{ list: 'Ranch-hands', name: 'Cowboy' }`. */
export interface ProfileRef {
  /** The list as printed (`Ranch-hands`, `Townsfolk`, ... `Famous Names`). */
  readonly list: string;
  /** The row's name as printed (`Cowboy`, `Hired Gun`, `Morgan & Virgil`). */
  readonly name: string;
}

const ref = (list: string, name: string): ProfileRef => ({ list, name });
const FAMOUS = 'Famous Names';

/** The casting of BOOT HILL characters, as data. Units: `basp` speed points, `bac` percent (BOOT HILL's own). */
export const BOOT_HILL_CASTING = {
  /**
   * SR-C1: the famous names of the listings, by the character's scenario name or BOOT HILL roster
   * name (lower case; the real spellings beside the printed ones: the listings' "Johnny Rico" is
   * Johnny Ringo, "Curly Brocius" Curly Bill Brocius, "Hickock" Hickok, DESIGN.md errata).
   */
  famous: {
    ruling: 'SR-C1',
    reads: [`${SO} Famous Names`],
    names: {
      'wyatt earp': ref(FAMOUS, 'Wyatt Earp'),
      'morgan earp': ref(FAMOUS, 'Morgan & Virgil'),
      'virgil earp': ref(FAMOUS, 'Morgan & Virgil'),
      'doc holliday': ref(FAMOUS, 'Doc Holliday'),
      'curly bill': ref(FAMOUS, 'Curly Brocius'),
      'curly bill brocius': ref(FAMOUS, 'Curly Brocius'),
      'johnny ringo': ref(FAMOUS, 'Johnny Rico'),
      'billy the kid': ref(FAMOUS, 'Billy the Kid'),
      'butch cassidy': ref(FAMOUS, 'Butch Cassidy'),
      'sundance kid': ref(FAMOUS, 'Sundance Kid'),
      'the sundance kid': ref(FAMOUS, 'Sundance Kid'),
      'wild bill hickok': ref(FAMOUS, 'Wild Bill Hickock'),
      'crazy horse': ref(FAMOUS, 'Crazy Horse'),
      geronimo: ref(FAMOUS, 'Geronimo'),
    } as Readonly<Record<string, ProfileRef>>,
  },
  /** SR-C2: a BOOT HILL role (roster name of the AVERAGE MISCELLANEOUS CHARACTERS CHART) to the troop type it fits. */
  roles: {
    ruling: 'SR-C2',
    reads: [`${BH_SCREEN} AVERAGE MISCELLANEOUS CHARACTERS CHART`, `${SO} Troop Listings, Organisation`],
    byRoster: {
      'Town Marshal': ref('Townsfolk', 'Sheriff'),
      Sheriff: ref('Townsfolk', 'Sheriff'),
      Deputy: ref('Townsfolk', 'Deputy'),
      'Stage Guard': ref('Townsfolk', 'Townsmen'),
      'Deputy US Marshal/Gunfighter': ref('Townsfolk', 'Hired Gun'),
      'Detective/Drifter': ref('Townsfolk', 'Hired Gun'),
      'Bounty Hunter': ref('Townsfolk', 'Hired Gun'),
      'Cavalry Trooper': ref('US Army', 'Trooper'),
      Indian: ref('Apache', 'Warrior'),
      Cowboy: ref('Ranch-hands', 'Cowboy'),
      Homesteader: ref('Townsfolk', 'Townsmen'),
      Miner: ref('Miners', 'Miner'),
      Bartender: ref('Townsfolk', 'Townsmen'),
      Gambler: ref('Townsfolk', 'Gambler'),
      'Bank Teller': ref('Townsfolk', 'Townsmen'),
      Merchant: ref('Townsfolk', 'Townsmen'),
      'Saloon Gal': ref('Townsfolk', 'Townsmen'),
      'Northfield citizen': ref('Townsfolk', 'Townsmen'),
    } as Readonly<Record<string, ProfileRef>>,
    /** Roster groups whose every member takes one troop type (unless a famous name). */
    byGroup: {
      gunfighters: ref('Townsfolk', 'Hired Gun'),
      'james-younger-gang': ref('Bandits', 'Gang Member'),
      'northfield-citizens': ref('Townsfolk', 'Townsmen'),
    } as Readonly<Record<string, ProfileRef>>,
    /** A character of no known role (an inline BOOT HILL stat block) is a Hired Gun when his BASP or BAC reaches a famous gunfighter's... */
    hiredGunBasp: 20,
    hiredGunBac: 90,
    /** ...else the ordinary man of the listings, all factors 0. */
    otherwise: ref('Townsfolk', 'Townsmen'),
  },
  /**
   * SR-C3: a side's leader takes the leader row of his troop list where the organisation rules
   * name one for groups of his kind ("3-8 Ranch-hands may be led by a Trail Boss", "groups of
   * 3-8 men led by either a Deputy or the Sheriff", ...). Keys: `list/name` of the rank and file.
   */
  leaders: {
    ruling: 'SR-C3',
    reads: [`${SO} Organisation`],
    rows: {
      'Ranch-hands/Cowboy': ref('Ranch-hands', 'Trail Boss'),
      'Townsfolk/Townsmen': ref('Townsfolk', 'Deputy'),
      'Miners/Miner': ref('Miners', 'Mine Boss'),
      'Texas Rangers/Ranger': ref('Texas Rangers', 'Ranger Captain'),
      'US Army/Trooper': ref('US Army', 'Sergeant'),
      'Apache/Warrior': ref('Apache', 'War Party Leader'),
      'Plains Indians/Warrior': ref('Plains Indians', 'War Party Leader'),
      'Bandits/Gang Member': ref('Bandits', 'Gang Leader'),
      'Mexicans/Comanchero': ref('Mexicans', 'Comanchero Boss'),
    } as Readonly<Record<string, ProfileRef>>,
  },
  /**
   * SR-C4: every BOOT HILL weapon code (price chart codes, the Referee's Screen's spellings, TH,
   * CLUB, CHAIR) to a Shootout! weapon id (`tables/weapons.ts`), ranged or close: revolvers are
   * the Colt Revolver, shotguns the Shotgun, repeating rifles and carbines the Repeater Rifle,
   * single-shot rifles the Rifled Musket, knives the Bowie Knife, clubs and chairs Fists/Improvised.
   */
  weapons: {
    ruling: 'SR-C4',
    reads: [`${BH_RULEBOOK} PRICE CHART, WEAPONS CHART`, `${BH_SCREEN} AVERAGE MISCELLANEOUS CHARACTERS CHART`, `${SO} 3. Ranged Combat, 4. Close Combat`],
    ranged: {
      '1D': 'derringer', D1: 'derringer', '2D': 'derringer', D2: 'derringer',
      CBR: 'colt-revolver', SAR6: 'colt-revolver', SAR5: 'colt-revolver', DAR6: 'colt-revolver', DAR5: 'colt-revolver',
      FDR6: 'colt-revolver', FDR5: 'colt-revolver', LBR: 'colt-revolver',
      '1SG': 'shotgun', SG1: 'shotgun', '2SG': 'shotgun', SG2: 'shotgun', '6SG': 'shotgun', SG6: 'shotgun', SCG: 'shotgun', SCG2: 'shotgun',
      CWR: 'repeater-rifle', CWC: 'repeater-rifle', '15R': 'repeater-rifle', R15: 'repeater-rifle', '9R': 'repeater-rifle', R9: 'repeater-rifle',
      '6R': 'repeater-rifle', R6: 'repeater-rifle', '12C': 'repeater-rifle', C12: 'repeater-rifle', '9C': 'repeater-rifle', C9: 'repeater-rifle',
      '6C': 'repeater-rifle', C6: 'repeater-rifle',
      BR: 'rifled-musket', AR: 'rifled-musket',
      BW: 'bow-and-arrows',
    } as Readonly<Record<string, string>>,
    close: { KN: 'bowie-knife', TH: 'tomahawk', CLUB: 'fists', CHAIR: 'fists' } as Readonly<Record<string, string>>,
  },
} as const;

/** A character cast from his BOOT HILL description: the row he plays and his Shootout! weapons. */
export interface BootHillCasting {
  readonly profile: ProfileRef;
  /** Ranged weapon ids (tables/weapons.ts), the first the one held; may be empty. */
  readonly ranged: readonly string[];
  /** The close combat weapon id: his knife or tomahawk, else a Rifle Butt with a rifle, else Fists (character/weapon-words.ts `closeWeaponFor`, SR-4, SR-7). */
  readonly close: string;
  /** Why this row, one phrase with the ruling, for the scenario header and `validate` (e.g. `famous name (SR-C1)`). */
  readonly why: string;
}

/** `list/name` of a {@link ProfileRef}, as `findProfile` takes it (`Ranch-hands/Cowboy`). */
export function profileKey(p: ProfileRef): string {
  return `${p.list}/${p.name}`;
}

/** A BOOT HILL weapon code's Shootout! weapon: its id in `tables/weapons.ts` and which table it is in. */
export interface ShootoutWeaponOf {
  /** `ranged`: a row of RANGED_WEAPONS ("3. Ranged Combat"); `close`: a row of CLOSE_WEAPONS ("4. Close Combat"). */
  readonly kind: 'ranged' | 'close';
  readonly id: string;
}

/**
 * The Shootout! weapon of BOOT HILL weapon code `code` (price chart codes, the Referee's Screen's
 * spellings, TH, CLUB, CHAIR; case and spaces around it ignored) by kind (SR-C4,
 * {@link BOOT_HILL_CASTING}`.weapons`): what a carried weapon is cast as, and a weapon lying on the
 * map (a scenario's `items`, SR-60).
 * @throws Error `BOOT HILL weapon "X" has no Shootout! counterpart (SR-C4); known: ...` (the
 *   caller adds the file and field)
 */
export function shootoutWeaponOf(code: string): ShootoutWeaponOf {
  const w = BOOT_HILL_CASTING.weapons;
  const k = code.trim().toUpperCase();
  const r = w.ranged[k];
  if (r !== undefined) return { kind: 'ranged', id: r };
  const h = w.close[k];
  if (h !== undefined) return { kind: 'close', id: h };
  throw new Error(`BOOT HILL weapon "${code}" has no Shootout! counterpart (${w.ruling}); known: ${[...Object.keys(w.ranged), ...Object.keys(w.close)].join(', ')}`);
}

/**
 * Casts `foreign` (a BOOT HILL character: `system` `boothill`) in Shootout!: by `scenarioName`
 * or his roster name a famous name (SR-C1), else his role's or his roster group's troop type, or
 * by his numbers (SR-C2); the leader row when he leads his side (`leadsSide`, SR-C3); his
 * weapons by kind (SR-C4).
 * @throws Error `characters[i].weapons: BOOT HILL weapon "X" has no Shootout! counterpart` naming
 *   the code (the caller adds the file and index)
 */
export function castFromBootHill(foreign: ForeignCharacter, scenarioName: string, leadsSide: boolean): BootHillCasting {
  const c = BOOT_HILL_CASTING;
  const ranged: string[] = [];
  const held: string[] = [];
  for (const code of foreign.weapons) {
    let w: ShootoutWeaponOf;
    try {
      w = shootoutWeaponOf(code);
    } catch (e) {
      throw new Error(`weapons: ${(e as Error).message}`);
    }
    if (w.kind === 'ranged') ranged.push(w.id);
    else held.push(w.id);
  }
  const close = closeWeaponFor(ranged, held[0] ?? null);
  const famous = c.famous.names[scenarioName.trim().toLowerCase()] ?? c.famous.names[foreign.name.trim().toLowerCase()];
  if (famous !== undefined) return { profile: famous, ranged, close, why: `famous name (${c.famous.ruling})` };
  let base = c.roles.byRoster[foreign.name];
  let why = `BOOT HILL role ${foreign.name} (${c.roles.ruling})`;
  if (base === undefined && foreign.group !== undefined) {
    base = c.roles.byGroup[foreign.group];
    why = `BOOT HILL roster group ${foreign.group} (${c.roles.ruling})`;
  }
  if (base === undefined) {
    const gun = (foreign.stats.basp ?? 0) >= c.roles.hiredGunBasp || (foreign.stats.bac ?? 0) >= c.roles.hiredGunBac;
    base = gun ? ref('Townsfolk', 'Hired Gun') : c.roles.otherwise;
    why = gun ? `BOOT HILL BASP ${foreign.stats.basp}, BAC ${foreign.stats.bac}: a gunfighter's (${c.roles.ruling})` : `no BOOT HILL role (${c.roles.ruling})`;
  }
  const lead = leadsSide ? c.leaders.rows[`${base.list}/${base.name}`] : undefined;
  if (lead !== undefined) return { profile: lead, ranged, close, why: `${why}; leads his side (${c.leaders.ruling})` };
  return { profile: base, ranged, close, why };
}
