/**
 * A Quick on the Draw character as the engine plays him (the QotD "Cast List": REEL 1, CASTING;
 * REEL 2, CASTING – CREATING CHARACTERS): his type, personality, skills and traits, protection,
 * move and weapons, and how each was decided (`casting`).
 */
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
  /** Where he comes from: the converted system's source, the stat block, or the inline line. */
  readonly source: string;
  /**
   * One line per casting decision (each conversion step with its ruling, each stat block
   * override), for the scenario header, the replay header and `deadeye validate`.
   */
  readonly casting: readonly string[];
}

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
