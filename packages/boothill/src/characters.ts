/**
 * The BOOT HILL character model: the few numbers a gunfight needs (BASP, BAC, STR, MRL, weapons),
 * as the Referee's Screen prints them for its non-player characters, plus the two ways to make one
 * that the roster does not hold: an inline stat line (`BASP=+12 BAC=70 STR=14 WPN=SAR6`) and the
 * rulebook's six percentile ability rolls.
 *
 * Sources: boot-hill-rulebook.txt (SETTING UP GAME CHARACTERS; BASE NUMBERS (FIRST SHOT & "TO HIT"))
 * and boot-hill-referee-screen-and-northfield-module.md (Citizens of Northfield key: "BASP = Basic
 * Speed (SPD + Bravery), BAC = Basic Accuracy, STR - Strength, MRL = Morale, WPN = Weapon plus
 * adjusted speed"; MORALE: "Morale is based on the Bravery score").
 */
import { inlineName, readKeyValueLine } from '@deadeye/core';
import type { Stream } from '@deadeye/rng';
import type { AbilityScoreRow, BraveryRow, ExperienceRow, Source } from './tables/index.ts';
import {
  ACCURACY_TABLE,
  BRAVERY_TABLE,
  EXPERIENCE_TABLE,
  SPEED_TABLE,
  STRENGTH_TABLE,
  applyPlayerCharacterModification,
  lookupAbility,
  weaponByCode,
  weaponSpeedModifier,
} from './tables/index.ts';

const SCREEN_SEED = 'boot-hill-referee-screen-and-northfield-module.md';
const RULEBOOK_SEED = 'boot-hill-rulebook.txt';

/**
 * Where a character comes from: the four tables of the Referee's Screen seed (see `roster.ts`),
 * an inline stat line ({@link parseStatLine}) or ability rolls ({@link characterFromAbilityRolls},
 * {@link rollCharacter}).
 */
export type CharacterGroup =
  | 'james-younger-gang'
  | 'northfield-citizens'
  | 'gunfighters'
  | 'average-miscellaneous'
  | 'inline'
  | 'rolled';

/** One weapon a character carries. */
export interface RosterWeapon {
  /** Canonical price-chart code (e.g. `2D` for the screen's `D2`), see `weaponByCode`. */
  code: string;
  /** The weapon as printed (or typed), e.g. `SAR6` or `D2`. */
  printed: string;
  /**
   * The screen's "Weapon plus adjusted speed" as printed, e.g. `+26` after `FDR6` (speed points);
   * `null` for characters not printed by the screen. Kept as transcribed: the engine computes the
   * first shot base with {@link firstShotBase} (see `SCREEN_FIRST_SHOT_ERRATA` in `roster.ts`).
   */
  printedFirstShot: number | null;
}

/** A BOOT HILL character as a gunfight sees it. */
export interface BootHillCharacter {
  /** Display name, e.g. `Doc Holliday`. */
  name: string;
  /** Other names `findCharacter` accepts, e.g. `Doc`, `Johny Ringo` (as printed). */
  aliases: readonly string[];
  group: CharacterGroup;
  /** Basic speed (speed points) = speed ability score + bravery speed modifier. */
  basp: number;
  /** Basic accuracy (percent): the hit determination base number for firearms. */
  bac: number;
  /** Strength (strength points): wounds subtract from it (light 3, serious 7). */
  str: number;
  /** Morale (percent): a morale check fails when d100 rolls higher. */
  mrl: number;
  /** Previous gunfights, where given (AVERAGE MISCELLANEOUS CHARACTERS CHART, rolled characters); else `null`. */
  experience: number | null;
  /** Weapons in the order printed; the first is the one held. */
  weapons: readonly RosterWeapon[];
  /** Where the numbers come from (seed file and table heading). */
  source: Source;
  /** Anything the reader must know about the entry (alternative weapons, printed spellings, errata). */
  note?: string;
  /** Suggested counter I.D. in "Shootout in Northfield" (gang `1`..`8`, citizens `A'`..`G`). */
  counter?: string;
  /** Reward in dollars for capturing or killing a James-Younger gang member ("Shootout in Northfield"). */
  reward?: number;
}

/**
 * The character's first shot base number (speed points) with a weapon: BASP + the weapon's speed
 * modifier (Very Slow -10, Slow -5, Below Average 0, Average +5, Fast +8, Very Fast +10).
 * Source: boot-hill-rulebook.txt, BASE NUMBERS (FIRST SHOT & "TO HIT"), First Shot Determination
 * ("add the character's speed ability score, bravery speed modifier, and the weapon speed modifier").
 *
 * @param weaponCode any weapon code `weaponByCode` accepts (the character need not carry it);
 *   default: the character's first weapon.
 * @throws Error if the character has no weapon and none is named; Error from `weaponByCode` for an
 *   unknown code.
 */
export function firstShotBase(character: BootHillCharacter, weaponCode?: string): number {
  const code = weaponCode ?? character.weapons[0]?.code;
  if (code === undefined) {
    throw new Error(`firstShotBase: ${character.name} carries no weapon; name one, e.g. firstShotBase(character, 'SAR6')`);
  }
  return character.basp + weaponSpeedModifier(code);
}

/**
 * Morale given to an inline duelist whose stat line has no MRL: 50 percent, the most common morale
 * of the AVERAGE MISCELLANEOUS CHARACTERS CHART (8 of its 17 rows, e.g. Cowboy, Gambler, Merchant).
 */
export const DEFAULT_INLINE_MORALE = 50;

const STAT_KEYS = ['NAME', 'BASP', 'BAC', 'STR', 'MRL', 'EXP', 'WPN'] as const;
type StatKey = (typeof STAT_KEYS)[number];
const REQUIRED: readonly StatKey[] = ['BASP', 'BAC', 'STR', 'WPN'];
const EXAMPLE: Record<StatKey, string> = {
  NAME: 'NAME=Kate',
  BASP: 'BASP=+12',
  BAC: 'BAC=70',
  STR: 'STR=14',
  MRL: 'MRL=80',
  EXP: 'EXP=2',
  WPN: 'WPN=SAR6',
};

/**
 * An inline duelist from a stat line in the screen's format, e.g.
 * `BASP=+12 BAC=70 STR=14 WPN=SAR6` or `name=Kate, basp=+9, bac=65%, str=12, mrl=80, wpn=D2/SAR6`.
 *
 * Keys (case-insensitive, each `KEY=VALUE`, pairs separated by spaces or commas, spaces around `=`
 * allowed, each key at most once):
 * - `BASP` (required): basic speed, an integer -1000..1000, sign optional (speed points);
 * - `BAC` (required): basic accuracy, an integer 0..200, trailing `%` allowed (percent);
 * - `STR` (required): strength, an integer 1..1000 (strength points);
 * - `WPN` (required): weapon codes joined by `/`, the first is the one held (price-chart codes or
 *   the screen's spellings: `SAR6`, `FDR6`, `D2`, `SG2`, `R9`, ...);
 * - `MRL` (optional): morale, an integer 0..100, trailing `%` allowed; default
 *   {@link DEFAULT_INLINE_MORALE} (50 percent, the screen's most common average-character morale);
 * - `EXP` (optional): previous gunfights, an integer 0..1000; default `null` (not given);
 * - `NAME` (optional): the rest of the value up to the next `KEY=`, quotes stripped, e.g.
 *   `NAME=Big Nose Kate`. Without it the name is the `name` argument, else the line itself.
 *
 * The result has group `inline`, `printedFirstShot: null` on every weapon, and a source naming the
 * screen's Citizens of Northfield key (which defines BASP, BAC, STR, MRL, WPN).
 *
 * @throws Error for an unknown or repeated key, text that is not `KEY=VALUE`, a missing required
 *   key, a non-numeric or out-of-range value, or an unknown weapon; each message quotes the line,
 *   names the key and value found, and says how to fix it, e.g.
 *   `inline duelist "BASP=+12 BAC=70 STR=14": missing WPN (add e.g. WPN=SAR6)`.
 */
export function parseStatLine(line: string, name?: string): BootHillCharacter {
  const text = line.trim();
  const fail = (msg: string): never => {
    throw new Error(`inline duelist "${text}": ${msg}`);
  };
  const values = readKeyValueLine(text, STAT_KEYS, REQUIRED, (key) => EXAMPLE[key], fail);
  for (const key of REQUIRED) {
    if (!values.has(key)) fail(`missing ${key} (add e.g. ${EXAMPLE[key]})`);
  }

  // Out of range: the limits themselves, min to max in `unit` (an audit, 2026-12: "STR=9999 is out
  // of range: a positive integer number of strength points" did not say 1000 was the most).
  const integer = (key: StatKey, min: number, max: number, what: string, unit: string, percent: boolean): number => {
    const raw = values.get(key) as string;
    const pattern = percent ? /^[+-]?\d+\s*%?$/ : /^[+-]?\d+$/;
    if (!pattern.test(raw)) fail(`${key}="${raw}" is not ${what} (write e.g. ${EXAMPLE[key]})`);
    const n = Number.parseInt(raw.replace('%', ''), 10);
    if (n < min || n > max) fail(`${key}=${raw} is out of range: ${unit} from ${min} to ${max} (write e.g. ${EXAMPLE[key]})`);
    return n;
  };
  const basp = integer('BASP', -1000, 1000, 'an integer number of speed points', 'speed points', false);
  const bac = integer('BAC', 0, 200, 'an integer percentage 0..200', 'a percentage', true);
  const str = integer('STR', 1, 1000, 'a positive integer number of strength points', 'strength points', false);
  const mrl = values.has('MRL') ? integer('MRL', 0, 100, 'an integer percentage 0..100', 'a percentage', true) : DEFAULT_INLINE_MORALE;
  const experience = values.has('EXP') ? integer('EXP', 0, 1000, 'a non-negative integer number of gunfights', 'gunfights', false) : null;

  const weapons: RosterWeapon[] = (values.get('WPN') as string).split('/').map((part) => {
    const printed = part.trim();
    if (printed === '') fail(`WPN="${values.get('WPN')}" has an empty weapon (write e.g. WPN=FDR6/SAR6)`);
    if (/^\S+\s*[+-]\s*\d+$/.test(printed)) {
      fail(`WPN="${printed}": give the weapon code only, the first shot is computed as BASP + weapon speed (write e.g. WPN=SAR6)`);
    }
    try {
      return { code: weaponByCode(printed).code, printed, printedFirstShot: null };
    } catch (e) {
      return fail(`WPN="${printed}" is not a known weapon (${(e as Error).message}; write e.g. WPN=SAR6)`);
    }
  });

  return {
    name: inlineName(values.get('NAME'), name ?? text),
    aliases: [],
    group: 'inline',
    basp,
    bac,
    str,
    mrl,
    experience,
    weapons,
    source: {
      seed: SCREEN_SEED,
      section: 'Citizens of Northfield',
      note: `inline stat line "${text}" in the screen's format (BASP = Basic Speed (SPD + Bravery), BAC = Basic Accuracy, STR = Strength, MRL = Morale, WPN = Weapon)`,
    },
    ...(values.has('MRL') ? {} : { note: `MRL not given: default ${DEFAULT_INLINE_MORALE}%` }),
  };
}

/** The six percentile scores of a character (each 1..100), in the rulebook's rolling order. */
export interface AbilityRolls {
  speed: number;
  gunAccuracy: number;
  throwingAccuracy: number;
  strength: number;
  bravery: number;
  experience: number;
}

/** The ability rolls of a character and what the tables make of them. */
export interface CharacterAbilities {
  /** The percentile scores as given (or rolled). */
  rolled: AbilityRolls;
  /** The scores read on the tables: `rolled` after the Initial Modification for player characters (not experience). */
  scores: AbilityRolls;
  /** Whether the Initial Modification (player characters only) was applied. */
  playerCharacter: boolean;
  /** SPEED row: ability score in speed points. */
  speed: AbilityScoreRow;
  /** GUN ACCURACY row: ability score in percent. */
  gunAccuracy: AbilityScoreRow;
  /** THROWING ACCURACY row: ability score in percent. */
  throwingAccuracy: AbilityScoreRow;
  /** STRENGTH row: ability score in strength points. */
  strength: AbilityScoreRow;
  /** BRAVERY row: speed modifier (speed points) and accuracy modifier (percent). */
  bravery: BraveryRow;
  /** EXPERIENCE row: previous gunfights and accuracy modifier (percent). */
  experience: ExperienceRow;
}

/** A character made from ability rolls: the gunfight numbers plus the rolls behind them. */
export interface RolledCharacter extends BootHillCharacter {
  /** Hit determination base for thrown/launched weapons (percent): 50 + throwing accuracy + bravery + experience modifiers. */
  throwingBac: number;
  abilities: CharacterAbilities;
}

/** Options for {@link characterFromAbilityRolls} and {@link rollCharacter}. */
export interface CharacterOptions {
  /** Apply the Initial Modification (player characters only) to speed, both accuracies, strength and bravery. Default false. */
  playerCharacter?: boolean;
  /** Display name; default `rolled character`. */
  name?: string;
  /** Weapon codes (any `weaponByCode` accepts), the first held; default none. */
  weapons?: readonly string[];
}

const ABILITY_KEYS: readonly (keyof AbilityRolls)[] = [
  'speed',
  'gunAccuracy',
  'throwingAccuracy',
  'strength',
  'bravery',
  'experience',
];

/**
 * A character from the rulebook's six percentile ability rolls (each an integer 1..100, 00 = 100).
 *
 * With `playerCharacter`, the Initial Modification (player characters only) improves the speed,
 * gun accuracy, throwing accuracy, strength and bravery rolls (not experience) before the tables
 * are read. Then:
 * - BASP (speed points) = SPEED ability score + BRAVERY speed modifier;
 * - BAC (percent) = 50 + GUN ACCURACY score + BRAVERY accuracy modifier + EXPERIENCE accuracy modifier;
 * - `throwingBac` (percent) = the same with THROWING ACCURACY;
 * - STR (strength points) = STRENGTH ability score;
 * - MRL (percent) = the (modified) bravery dice score (screen, MORALE: "Morale is based on the
 *   Bravery score ... If the roll is higher than the individual's morale (or Bravery) score");
 * - `experience` = the EXPERIENCE row's previous gunfights (`None` = 0, `11 or more` = 11).
 *
 * Source: boot-hill-rulebook.txt, DETERMINATION OF INDIVIDUAL ABILITIES, IMPROVING CHARACTER
 * ABILITIES and BASE NUMBERS (FIRST SHOT & "TO HIT"); worked example "The Colorado Kid".
 *
 * @throws RangeError naming the ability when a roll is not an integer 1..100; Error for an unknown weapon code.
 */
export function characterFromAbilityRolls(rolls: AbilityRolls, options: CharacterOptions = {}): RolledCharacter {
  for (const key of ABILITY_KEYS) {
    const r = rolls[key];
    if (!Number.isInteger(r) || r < 1 || r > 100) {
      throw new RangeError(`ability roll ${key}=${r}: must be a percentile roll, an integer 1..100 (00 = 100)`);
    }
  }
  const pc = options.playerCharacter ?? false;
  const mod = (r: number): number => (pc ? applyPlayerCharacterModification(r) : r);
  const scores: AbilityRolls = {
    speed: mod(rolls.speed),
    gunAccuracy: mod(rolls.gunAccuracy),
    throwingAccuracy: mod(rolls.throwingAccuracy),
    strength: mod(rolls.strength),
    bravery: mod(rolls.bravery),
    experience: rolls.experience,
  };
  const abilities: CharacterAbilities = {
    rolled: { ...rolls },
    scores,
    playerCharacter: pc,
    speed: lookupAbility(SPEED_TABLE, scores.speed),
    gunAccuracy: lookupAbility(ACCURACY_TABLE, scores.gunAccuracy),
    throwingAccuracy: lookupAbility(ACCURACY_TABLE, scores.throwingAccuracy),
    strength: lookupAbility(STRENGTH_TABLE, scores.strength),
    bravery: lookupAbility(BRAVERY_TABLE, scores.bravery),
    experience: lookupAbility(EXPERIENCE_TABLE, scores.experience),
  };
  const hitModifiers = abilities.bravery.accuracyModifier + abilities.experience.accuracyModifier;
  const weapons: RosterWeapon[] = (options.weapons ?? []).map((w) => ({
    code: weaponByCode(w).code,
    printed: w,
    printedFirstShot: null,
  }));
  return {
    name: options.name ?? 'rolled character',
    aliases: [],
    group: 'rolled',
    basp: abilities.speed.score + abilities.bravery.speedModifier,
    bac: 50 + abilities.gunAccuracy.score + hitModifiers,
    throwingBac: 50 + abilities.throwingAccuracy.score + hitModifiers,
    str: abilities.strength.score,
    mrl: scores.bravery,
    experience: abilities.experience.minGunfights,
    weapons,
    abilities,
    source: {
      seed: RULEBOOK_SEED,
      section: 'SETTING UP GAME CHARACTERS / DETERMINATION OF INDIVIDUAL ABILITIES; BASE NUMBERS (FIRST SHOT & "TO HIT")',
      note: `rolled ${ABILITY_KEYS.map((k) => `${k} ${rolls[k]}`).join(', ')}${pc ? ' (player character: Initial Modification applied)' : ''}`,
    },
  };
}

/**
 * Rolls a character: six d100 from `stream`, in the order speed, gun accuracy, throwing accuracy,
 * strength, bravery, experience (six draws), then {@link characterFromAbilityRolls}.
 * @throws as {@link characterFromAbilityRolls} (unknown weapon code).
 */
export function rollCharacter(stream: Stream, options: CharacterOptions = {}): RolledCharacter {
  const speed = stream.d100();
  const gunAccuracy = stream.d100();
  const throwingAccuracy = stream.d100();
  const strength = stream.d100();
  const bravery = stream.d100();
  const experience = stream.d100();
  return characterFromAbilityRolls({ speed, gunAccuracy, throwingAccuracy, strength, bravery, experience }, options);
}
