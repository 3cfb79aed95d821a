/**
 * How the words of a weapon cell read as weapons of `tables/weapons.ts` (RULINGS.md SR-2..SR-8):
 * the printed Main Weapon words (`Pistol`, `Rifle/Pistol`...) and the words of an inline line's
 * `WPN=` (the weapons' ids and short forms such as `colt`, `rifle`).
 */
import { CLOSE_WEAPONS, RANGED_WEAPONS } from '../tables/index.ts';

/** What one word brings: a ranged weapon id, a close combat weapon id (one of the two is null). */
export interface WeaponWord {
  readonly ranged: string | null;
  readonly close: string | null;
  /** The ruling that reads it (`SR-3`), or `` for a weapon's own id. */
  readonly ruling: string;
}

/**
 * The eight words of the printed Main Weapon cells (case as printed): Pistol the Colt Revolver
 * (SR-2), Rifle the Repeater Rifle (SR-3), Shotgun, Bow the Bow & Arrows, Sabre (SR-2), Knife the
 * Bowie Knife (SR-5), Spear the close combat spear (SR-6), Improvised the Fists/Improvised Weapons
 * (SR-7).
 */
export const MAIN_WEAPON_WORDS: Readonly<Record<string, WeaponWord>> = {
  Pistol: { ranged: 'colt-revolver', close: null, ruling: 'SR-2' },
  Rifle: { ranged: 'repeater-rifle', close: null, ruling: 'SR-3' },
  Shotgun: { ranged: 'shotgun', close: null, ruling: 'SR-2' },
  Bow: { ranged: 'bow-and-arrows', close: null, ruling: 'SR-2' },
  Sabre: { ranged: null, close: 'sabre', ruling: 'SR-2' },
  Knife: { ranged: null, close: 'bowie-knife', ruling: 'SR-5' },
  Spear: { ranged: null, close: 'spear', ruling: 'SR-6' },
  Improvised: { ranged: null, close: 'fists', ruling: 'SR-7' },
};

/** The ranged weapons whose figure fights with a Rifle Butt when he has no other close weapon (SR-4). */
export const RIFLE_BUTT_WEAPONS: readonly string[] = ['repeater-rifle', 'rifled-musket'];

/**
 * The close combat weapon of a figure carrying `ranged` and the named close weapon `close` (or
 * null): the named one, else a Rifle Butt if he carries a rifle (SR-4), else Fists (SR-7).
 */
export function closeWeaponFor(ranged: readonly string[], close: string | null): string {
  if (close !== null) return close;
  return ranged.some((id) => RIFLE_BUTT_WEAPONS.includes(id)) ? 'rifle-butt' : 'fists';
}

/** A figure's arms: the ranged weapons he carries (in the order written) and his one close combat weapon. */
export interface Arms {
  readonly ranged: readonly string[];
  readonly close: string;
}

/**
 * Reads `words` (already split) with `lookup` into arms: each word one weapon, both parts of an
 * "A/B" cell carried (SR-8), at most one close combat weapon and no weapon twice; the close weapon
 * by {@link closeWeaponFor}.
 * @throws Error naming the bad word and listing the allowed ones, or the two close weapons, or the repeated weapon
 */
function readWords(words: readonly string[], lookup: (word: string) => WeaponWord | undefined, allowed: () => string): Arms {
  const ranged: string[] = [];
  let close: string | null = null;
  for (const word of words) {
    const w = lookup(word);
    if (w === undefined) throw new Error(`unknown weapon "${word}"; allowed: ${allowed()}`);
    if (w.ranged !== null) {
      if (ranged.includes(w.ranged)) throw new Error(`weapon "${word}" named twice (${w.ranged}); name each weapon once`);
      ranged.push(w.ranged);
    }
    if (w.close !== null) {
      if (close !== null) throw new Error(`two close combat weapons (${close} and ${w.close}, from "${word}"); a figure fights with one, keep one`);
      close = w.close;
    }
  }
  return { ranged, close: closeWeaponFor(ranged, close) };
}

/**
 * The arms of a printed weapon cell (`Rifle/Pistol`, `Improvised`): its words split at `/`, each
 * one of {@link MAIN_WEAPON_WORDS}.
 * @throws Error `weapon cell "X": unknown weapon "Y"; allowed: Pistol, Rifle, ...` for a word not printed in the listings
 */
export function readWeaponCell(cell: string): Arms {
  try {
    return readWords(
      cell.split('/').map((w) => w.trim()),
      (w) => (Object.hasOwn(MAIN_WEAPON_WORDS, w) ? MAIN_WEAPON_WORDS[w] : undefined),
      () => Object.keys(MAIN_WEAPON_WORDS).join(', '),
    );
  } catch (e) {
    throw new Error(`weapon cell "${cell}": ${(e as Error).message}`);
  }
}

const ranged = (id: string, ruling = ''): WeaponWord => ({ ranged: id, close: null, ruling });
const close = (id: string, ruling = ''): WeaponWord => ({ ranged: null, close: id, ruling });

/**
 * The words of an inline line's `WPN=` (lower case): every ranged and close combat weapon id of
 * `tables/weapons.ts`, the printed Main Weapon words in lower case (read as in
 * {@link MAIN_WEAPON_WORDS}), and short forms. `spear` is the close combat spear (SR-6);
 * `thrown-spear` is the ranged one. RULINGS.md SR-13.
 */
export const INLINE_WEAPON_WORDS: Readonly<Record<string, WeaponWord>> = (() => {
  const words: Record<string, WeaponWord> = {};
  for (const w of RANGED_WEAPONS) if (w.id !== 'spear') words[w.id] = ranged(w.id);
  words['thrown-spear'] = ranged('spear', 'SR-6');
  for (const w of CLOSE_WEAPONS) words[w.id] = close(w.id);
  for (const [word, reading] of Object.entries(MAIN_WEAPON_WORDS)) words[word.toLowerCase()] = reading;
  Object.assign(words, {
    colt: ranged('colt-revolver', 'SR-2'),
    revolver: ranged('colt-revolver', 'SR-2'),
    repeater: ranged('repeater-rifle', 'SR-3'),
    musket: ranged('rifled-musket', 'SR-3'),
    gatling: ranged('gatling-gun'),
    cannon: ranged('cannon-6pdr'),
    bowie: close('bowie-knife', 'SR-5'),
    whip: close('bullwhip'),
  });
  return words;
})();

/**
 * The arms of an inline `WPN=` value: words joined by `/` or `,`, case-insensitive, each one of
 * {@link INLINE_WEAPON_WORDS} (`colt`, `rifle/bowie`, `shotgun,colt`).
 * @throws Error `unknown weapon "laser"; allowed: ...` listing every word, or for an empty word, two close weapons or a repeated weapon
 */
export function readWeaponWords(value: string): Arms {
  const words = value.split(/[/,]/).map((w) => w.trim().toLowerCase());
  if (words.some((w) => w === '')) throw new Error(`empty weapon in "${value}" (write e.g. colt or rifle/colt)`);
  return readWords(
    words,
    (w) => (Object.hasOwn(INLINE_WEAPON_WORDS, w) ? INLINE_WEAPON_WORDS[w] : undefined),
    () => Object.keys(INLINE_WEAPON_WORDS).join(', '),
  );
}
