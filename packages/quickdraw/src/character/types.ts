/**
 * A Quick on the Draw character as the engine plays him (the QotD "Cast List": REEL 1, CASTING;
 * REEL 2, CASTING – CREATING CHARACTERS): his type, personality, skills and traits, protection,
 * move and weapons, and how each was decided (`casting`).
 */
import type { AnimalType } from '../tables/beasts.ts';
import type { CharacterType, Personality, Skill } from '../tables/types.ts';

/** One character, resolved for play. Distances in paces. */
export interface QdProfile {
  /** Display name (the scenario's character name, or the inline line's NAME). */
  readonly name: string;
  readonly type: CharacterType;
  readonly personality: Personality;
  /** Skills and traits, at most {@link MAX_SKILLS} of the type. */
  readonly skills: readonly Skill[];
  /** Basic Defence Value from protection (REEL 2, PROTECTION): 0 no armour, 1 minimal, 2 armoured. */
  readonly armour: 0 | 1 | 2;
  /** 1: carries a shield (DV +1 in close combat and against non-gunpowder missiles). */
  readonly shield: 0 | 1;
  /** Maximum move on foot, paces (REEL 3, WANTING TO MOVE: 8; Fleet Footed 10; Lumbering 6). */
  readonly move: number;
  /** Weapon ids (`QdWeapon.id`), the first in hand; empty: fists only (`fists` implied). */
  readonly weapons: readonly string[];
  /** 1: left-handed (his gun hand is the left). */
  readonly leftHanded: 0 | 1;
  /**
   * 1: he carries his first two handguns one in each hand (the scenario's `twoGuns`, the block's
   * `twoGuns`, the inline line's `TWOGUNS=yes`): both come out when he draws, and the second is
   * shot from his wrong hand (RULINGS.md QR-156). Only with two handguns or more.
   */
  readonly twoGuns: 0 | 1;
  /** Where he comes from: the converted system's source, the stat block, or the inline line. */
  readonly source: string;
  /**
   * One line per casting decision (each conversion step with its ruling, each stat block
   * override), for the scenario header, the replay header and `deadeye validate`.
   */
  readonly casting: readonly string[];
  /** A beast (REEL 7): its kind, its numbers from ANIMAL TYPES ({@link ANIMAL_KINDS}); absent for a character. */
  readonly animal?: AnimalKind;
  /** Ids of his weapons dipped in poison (REEL 6, POISON); absent or empty: none. */
  readonly poisoned?: readonly string[];
}

/**
 * The beasts a scenario may field (`stats.quickdraw.animal`), each one reading of a row of ANIMAL
 * TYPES (REEL 7; `tables/beasts.ts`): `herbivore` (horses, cattle) and `buffalo` (the same row at
 * its "DV1 if Buffalo"), `large-cat` (up to cougar size), `dog` (up to wolf size), `bear` and
 * `alligator` (the carnivorous reptiles or mammals up to horse size row, land and water based),
 * `snake`. RULINGS.md QR-45.
 */
export const ANIMAL_KINDS = ['herbivore', 'buffalo', 'large-cat', 'dog', 'bear', 'alligator', 'snake'] as const;
export type AnimalKind = (typeof ANIMAL_KINDS)[number];

/** How one {@link AnimalKind} reads its ANIMAL TYPES row; what is not given is the row's own number. */
export interface AnimalReading {
  /** The row (`AnimalType.id`). */
  readonly row: AnimalType['id'];
  /** DV, where the row prints a second one ("Normally 0 DV1 if Buffalo"). */
  readonly dv?: number;
  /** Maximum speed on land, paces, where the row prints a second one ("If water based 16 in water but only 12 on land"). */
  readonly speed?: number;
  /** Its traits as the engine's words (`TRAIT` flags): "Fearsome", "Sure footed", "Stealthy", "Strong"; "Not affected by bad going" is read as `surefooted`. */
  readonly traits: readonly string[];
  /** 1: "Sixth Sense" (it senses a threat it cannot see within 12 paces). */
  readonly sixthSense: number;
  /** 1: "Herd mentality". */
  readonly herd: number;
  /** 1: its bite is venomous ("Bite and poison"): a character it injures tests for poison (REEL 6, POISON). */
  readonly venom: number;
  /** The row's words behind this reading, for the casting line. */
  readonly printed: string;
}

/** The reading of each {@link AnimalKind} (RULINGS.md QR-45). */
export const ANIMAL_READINGS: Readonly<Record<AnimalKind, AnimalReading>> = {
  herbivore: { row: 'herbivore', traits: [], sixthSense: 0, herd: 1, venom: 0, printed: 'Herd mentality' },
  buffalo: { row: 'herbivore', dv: 1, traits: [], sixthSense: 0, herd: 1, venom: 0, printed: '"DV1 if Buffalo"; Herd mentality' },
  'large-cat': { row: 'large-cat', traits: ['fearsome', 'surefooted', 'stealthy'], sixthSense: 0, herd: 0, venom: 0, printed: 'Fearsome; "Cat types are Sure footed and Stealthy"' },
  dog: { row: 'dog', traits: ['fearsome'], sixthSense: 1, herd: 0, venom: 0, printed: 'Fearsome, Sixth Sense' },
  bear: { row: 'reptile-or-bear', traits: ['fearsome', 'strong'], sixthSense: 0, herd: 0, venom: 0, printed: '"Fearsome, Stealthy or Strong": a land-based mammal (a grizzly) is Strong; "If land based up to 16"' },
  alligator: {
    row: 'reptile-or-bear',
    speed: 12,
    traits: ['fearsome', 'stealthy'],
    sixthSense: 0,
    herd: 0,
    venom: 0,
    printed: '"Fearsome, Stealthy or Strong": a water-based reptile (an alligator) is Stealthy; "only 12 on land" (the maps have no water)',
  },
  snake: { row: 'snake', traits: ['stealthy', 'surefooted'], sixthSense: 0, herd: 0, venom: 1, printed: 'Stealthy; "Not affected by bad going" (as Surefooted); "Bite and poison"' },
};

/**
 * Most skills and traits a character of each type may have (REEL 2, CHARACTER TYPE/STAR STATUS,
 * "Maximum number of Skills/Traits": Heroes 4, Main Characters 3, Supporting Characters 2, Minor
 * characters 1).
 */
export const MAX_SKILLS: Readonly<Record<CharacterType, number>> = { hero: 4, main: 3, supporting: 2, minor: 1 };

/** Protection words of the stat block and inline line, by DV (REEL 2, PROTECTION – ARMOUR AND SHIELDS). */
export const ARMOUR_WORDS = ['none', 'minimal', 'armoured'] as const;
export type ArmourWord = (typeof ARMOUR_WORDS)[number];

/** Maximum move on foot, paces (REEL 3, WANTING TO MOVE): most characters 8, Fleet Footed 10, Lumbering 6. */
export const MOVE_PACES = { normal: 8, fleetFooted: 10, lumbering: 6 } as const;

/** The move a character's skills give him (Fleet Footed 10, Lumbering 6, else 8 paces). */
export function moveForSkills(skills: readonly string[]): number {
  if (skills.includes('fleet-footed')) return MOVE_PACES.fleetFooted;
  if (skills.includes('lumbering')) return MOVE_PACES.lumbering;
  return MOVE_PACES.normal;
}
