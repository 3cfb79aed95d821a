/**
 * The standing duel's variant: the reading `text` (shootout.txt as written, with the rulings of
 * packages/shootout/RULINGS.md, "The standing duel") and the switches a group might play
 * otherwise, added with `+` (`text+derringer-draw+ammo-per-volley`). The canonical name lists the
 * switches in the order of {@link SHOOTOUT_DUEL_SWITCHES}.
 */
import type { RuleVariant } from '@deadeye/core';

/** The one reading of the duel: the text as written, with the rulings. */
export const SHOOTOUT_DUEL_READING = 'text';

/**
 * The switches of the standing duel, in canonical order, each with the ruling behind it. They are
 * also the skirmish's readings of the same rules (issue #13, section 3).
 */
export const SHOOTOUT_DUEL_SWITCHES = {
  /** SR-22: the Derringer Pistol counts as a holstered revolver for Draw!. */
  'derringer-draw': 'the Derringer Pistol counts as a holstered revolver: two derringers, or a derringer and a Colt, open with a Draw! (text+derringer-draw; RULINGS.md SR-22)',
  /** SR-25: the Derringer's blank ammunition cell is read as 1 round (single shot) instead of 2. */
  'derringer-single-shot': "the Derringer Pistol's blank Ammo cell is read as 1 round (a single-shot pocket pistol) instead of 2 (text+derringer-single-shot; RULINGS.md SR-25)",
  /** SR-24: one round per turn of fire, whatever the combat dice, instead of one round per die. */
  'ammo-per-volley': "\"Ammo before Reload\" counts turns of fire: each turn's firing spends one round and rolls all the weapon's combat dice (text+ammo-per-volley; RULINGS.md SR-24)",
} as const;

/** A switch's name. */
export type ShootoutDuelSwitch = keyof typeof SHOOTOUT_DUEL_SWITCHES;

const SWITCH_NAMES = Object.keys(SHOOTOUT_DUEL_SWITCHES) as ShootoutDuelSwitch[];

/** A parsed duel variant: its canonical name and each switch as 0 or 1 (plain data, cloneable). */
export interface ShootoutDuelVariant {
  /** Canonical name, e.g. `text` or `text+derringer-draw`. */
  readonly name: string;
  /** 1: the derringer is a holstered revolver for Draw! (SR-22). */
  readonly derringerDraw: 0 | 1;
  /** 1: the derringer holds 1 round, else 2 (SR-25). */
  readonly derringerSingleShot: 0 | 1;
  /** 1: a turn of fire spends one round whatever the dice (SR-24), else one round per combat die. */
  readonly ammoPerVolley: 0 | 1;
}

/** The duel's variants as the rule system lists them (`--variant`): the reading, then each switch. */
export const SHOOTOUT_DUEL_VARIANTS: readonly RuleVariant[] = [
  { name: SHOOTOUT_DUEL_READING, kind: 'reading', description: 'shootout.txt as written, with the rulings of packages/shootout/RULINGS.md (the standing duel: SR-20..SR-29)' },
  ...SWITCH_NAMES.map((name): RuleVariant => ({ name, kind: 'switch', description: SHOOTOUT_DUEL_SWITCHES[name] })),
];

/**
 * Parses `--variant` for the duel: `text` (the default; may be left out) and any switches of
 * {@link SHOOTOUT_DUEL_SWITCHES}, joined by `+` (or commas), each at most once.
 * @param words as typed; undefined or empty: `text`
 * @throws Error `--variant: unknown "x" for the Shootout! duel; expected text, optionally with +derringer-draw, ...`
 */
export function parseShootoutDuelVariant(words: string | undefined): ShootoutDuelVariant {
  const on = new Set<ShootoutDuelSwitch>();
  for (const raw of (words ?? SHOOTOUT_DUEL_READING).split(/[+,]/)) {
    const w = raw.trim();
    if (w === '' || w === SHOOTOUT_DUEL_READING) continue;
    if (!(SWITCH_NAMES as string[]).includes(w)) {
      throw new Error(
        `--variant: unknown "${w}" for the Shootout! duel; expected ${SHOOTOUT_DUEL_READING}, optionally with ${SWITCH_NAMES.map((s) => `+${s}`).join(', ')} (e.g. ${SHOOTOUT_DUEL_READING}+derringer-draw)`,
      );
    }
    on.add(w as ShootoutDuelSwitch);
  }
  const name = [SHOOTOUT_DUEL_READING, ...SWITCH_NAMES.filter((s) => on.has(s))].join('+');
  return {
    name,
    derringerDraw: on.has('derringer-draw') ? 1 : 0,
    derringerSingleShot: on.has('derringer-single-shot') ? 1 : 0,
    ammoPerVolley: on.has('ammo-per-volley') ? 1 : 0,
  };
}
