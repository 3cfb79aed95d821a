/**
 * Shootout!'s variants, one list for the skirmish and the standing duel: the reading `text`
 * (shootout.txt as written, with the rulings of packages/shootout/RULINGS.md) and the switches a
 * group might play otherwise, added with `+` (`text+volleys+derringer-draw`). The canonical name
 * lists the switches in the order of {@link SHOOTOUT_SWITCHES}. The duel takes every switch but
 * `low-visibility` (it is fought in good visibility: RULINGS.md SR-20) and `courage-one-passes`
 * (issue #13 sets the duel's natural 1, and its exact solver reads it).
 */
import { duelSwitchNames, parseSwitches, switchVariantList, type RuleVariant, type SwitchSpec } from '@deadeye/core';

/** The one reading: the text as written, with the rulings. */
export const SHOOTOUT_READING = 'text';

/** The switches, in canonical order: what each changes, its ruling, and whether the standing duel takes it. */
export const SHOOTOUT_SWITCHES = {
  'low-visibility': { duel: false, description: 'low visibility: +1 to every saving throw ("3. Ranged Combat", saving throw modifiers; text+low-visibility; RULINGS.md SR-48)' },
  volleys: {
    duel: true,
    description: '"Ammo before Reload" counts turns of fire, not dice: each turn\'s firing spends one round and rolls all the weapon\'s combat dice, so a musket or a cannon fires all its dice, then reloads (text+volleys; RULINGS.md SR-24, SR-42)',
  },
  'derringer-draw': { duel: true, description: 'the Derringer Pistol counts as a holstered revolver: two derringers, or a derringer and a Colt, open with a Draw! (text+derringer-draw; RULINGS.md SR-22)' },
  'derringer-single-shot': { duel: true, description: "the Derringer Pistol's blank Ammo cell is read as 1 round (a single-shot pocket pistol) instead of 2 (text+derringer-single-shot; RULINGS.md SR-25)" },
  'courage-one-passes': {
    duel: false,
    description: 'a courage test (a pin, mounted men, the Northfield module\'s morale check) is passed by any total of 6 or more, a natural 1 too, as the text words it; the reading fails every natural 1 (text+courage-one-passes; RULINGS.md SR-50; the duel keeps the natural 1 issue #13 sets)',
  },
} as const satisfies Record<string, SwitchSpec>;

/** A switch's name. */
export type ShootoutSwitch = keyof typeof SHOOTOUT_SWITCHES;

/** A parsed variant: its canonical name and each switch as 0 or 1 (plain data, structured-cloneable). */
export interface ShootoutVariant {
  /** Canonical name, e.g. `text` or `text+volleys+derringer-draw`. */
  readonly name: string;
  /** 1: low visibility, +1 to every saving throw (SR-48). */
  readonly lowVisibility: 0 | 1;
  /** 1: a turn of fire spends one round whatever the dice (SR-24, SR-42); 0: one round per combat die. */
  readonly volleys: 0 | 1;
  /** 1: the derringer is a holstered revolver for Draw! (SR-22). */
  readonly derringerDraw: 0 | 1;
  /** 1: the derringer holds 1 round, else 2 (SR-25). */
  readonly derringerSingleShot: 0 | 1;
  /** 1: a natural 1 passes a courage test that scores 6 or more (the text's words); 0: every natural 1 fails (SR-50). */
  readonly courageOnePasses: 0 | 1;
}

/** The variants as the rule system lists them (`deadeye systems`, `--variant`): the reading, then each switch. */
export const SHOOTOUT_VARIANTS: readonly RuleVariant[] = switchVariantList(SHOOTOUT_READING, 'shootout.txt as written, with the rulings of packages/shootout/RULINGS.md', SHOOTOUT_SWITCHES);

/** The duel's variants (`DuelSupport.variants`): the reading alone and with each switch the duel takes. */
export const SHOOTOUT_DUEL_VARIANT_NAMES: readonly string[] = duelSwitchNames(SHOOTOUT_READING, SHOOTOUT_SWITCHES);

/**
 * Parses `--variant`: `text` (the default; may be left out) and any switches of
 * {@link SHOOTOUT_SWITCHES}, joined by `+` (or commas), each at most once (core's `parseSwitches`).
 * @param words as typed; undefined or empty: `text`
 * @param duel true for the standing duel, which refuses `low-visibility`
 * @throws Error `--variant: unknown "x" for the Shootout! skirmish; expected text, optionally with +low-visibility, ...`
 */
export function parseShootoutVariant(words: string | undefined, duel = false): ShootoutVariant {
  const { name, on } = parseSwitches(words, SHOOTOUT_READING, SHOOTOUT_SWITCHES, 'Shootout!', duel);
  const bit = (s: ShootoutSwitch): 0 | 1 => (on.has(s) ? 1 : 0);
  return {
    name,
    lowVisibility: bit('low-visibility'),
    volleys: bit('volleys'),
    derringerDraw: bit('derringer-draw'),
    derringerSingleShot: bit('derringer-single-shot'),
    courageOnePasses: bit('courage-one-passes'),
  };
}
