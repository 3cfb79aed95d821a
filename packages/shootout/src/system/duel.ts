/**
 * `deadeye duel --system shootout`: the command-line words to standing duels (issue #13, section
 * 3). A duelist is a printed profile (a famous name or a troop type, `findProfile`), an inline line
 * (`"RANGED=+3 SPEED=+3 COURAGE=+2 HTK=2 WPN=colt"`, `parseProfileLine`), or a character BOOT HILL
 * knows by name (its roster), cast as a scenario character is (`castFromBootHill`, RULINGS.md
 * SR-C1..SR-C4). Printed profiles win: "Doc Holliday" is the Famous Names row, not the BOOT HILL
 * roster's line. The weapon is `--weapon-a`/`--weapon-b` (a weapon word of the inline lines,
 * `colt`, `shotgun`, `derringer`...) or the duelist's first ranged weapon.
 */
import { duelistNames, parseRanges, parseWhole, type DuelWords, type ForeignCharacter, type TablePatch } from '@deadeye/core';
import { patchedFactors, patchedRanged } from './house-rules.ts';
import { castFromBootHill, profileKey } from '../casting/boot-hill.ts';
import { findProfile, nearProfileNames, parseProfileLine, unknownProfile } from '../character/profile.ts';
import { INLINE_WEAPON_WORDS } from '../character/weapon-words.ts';
import { buildShootoutDuels, SHOOTOUT_DUEL_MAX_TURNS_LIMIT, type DuelProfile, type ShootoutDuel } from '../duel/matchup.ts';
import type { Profile } from '../tables/types.ts';
import { rangedWeapon } from '../tables/weapons.ts';

/**
 * The profile `words` name after `field` (`--a`): an inline line when it has `=`, else a printed
 * profile, else (when BOOT HILL recognised the words: `foreign`) the casting of that character,
 * with the ranged weapons of his BOOT HILL line.
 * @param near the BOOT HILL roster name unrecognised words most likely meant (the registry's `nearA`), for the error
 * @throws Error `--a: ...` from `parseProfileLine` / `findProfile` (unknown names suggest close ones,
 *   a printed profile's first, else `near`)
 */
export function duelistProfile(words: string, foreign: ForeignCharacter | undefined, field: string, near?: string): { profile: Profile; ranged: readonly string[] } {
  if (words.includes('=')) {
    const p = parseProfileLine(words, field);
    return { profile: p, ranged: p.ranged };
  }
  try {
    const p = findProfile(words, field);
    return { profile: p, ranged: p.ranged };
  } catch (e) {
    // No printed profile near either: the BOOT HILL roster name it most likely meant (cast, SR-C2).
    if (foreign === undefined && near !== undefined && unknownProfile(words) && nearProfileNames(words).length === 0) {
      throw new Error(`${field}: unknown Shootout! profile "${words.trim()}", nor a BOOT HILL roster name; did you mean "${near}" (BOOT HILL's roster, cast)? (\`deadeye roster --system shootout\` lists the profiles)`);
    }
    if (foreign === undefined) throw e;
    const cast = castFromBootHill(foreign, words, false);
    const p = findProfile(profileKey(cast.profile), field);
    return { profile: { ...p, name: foreign.name }, ranged: cast.ranged.length > 0 ? cast.ranged : p.ranged };
  }
}

/** The ranged weapon id a `--weapon-a` word names (a weapon word of the inline lines). @throws Error naming the option and the ranged words allowed */
function weaponWord(word: string, option: string): string {
  const w = INLINE_WEAPON_WORDS[word.trim().toLowerCase()];
  if (w === undefined || w.ranged === null) {
    const allowed = Object.entries(INLINE_WEAPON_WORDS)
      .filter(([, v]) => v.ranged !== null)
      .map(([k]) => k);
    throw new Error(`${option}: "${word}" is not a Shootout! ranged weapon; allowed: ${allowed.join(', ')}`);
  }
  return w.ranged;
}

/** One duelist of the words: profile, weapon held, name (an inline line's NAME=, else the line: see compileShootoutDuels). */
function duelist(words: string, foreign: ForeignCharacter | undefined, near: string | undefined, weapon: string | undefined, field: '--a' | '--b', tables?: TablePatch): DuelProfile {
  const { profile, ranged } = duelistProfile(words, foreign, field, near);
  const option = field === '--a' ? '--weapon-a' : '--weapon-b';
  const id = weapon !== undefined ? weaponWord(weapon, option) : ranged[0];
  if (id === undefined) throw new Error(`${field}: ${profile.name} (${profile.weapon}) has no ranged weapon; give him one with ${option} (e.g. ${option} colt)`);
  return { name: profile.name, factors: patchedFactors(profile.id, profile.factors, tables), weapon: patchedRanged(rangedWeapon(id), tables) };
}

/**
 * `DuelSupport.compile` of Shootout!: one standing duel per `--range` (inches).
 * @throws Error naming the option and the fix (`--a`, `--weapon-a`, `--range`, `--max-turns`, `--variant`)
 */
export function compileShootoutDuels(w: DuelWords): ShootoutDuel[] {
  const a = duelist(w.a, w.foreignA, w.nearA, w.weaponA, '--a', w.tables);
  const b = duelist(w.b, w.foreignB, w.nearB, w.weaponB, '--b', w.tables);
  // An inline line without NAME= (named by the line itself, parseProfileLine) is shown as A or B.
  const names = duelistNames({ name: a.name, words: w.a }, { name: b.name, words: w.b });
  return buildShootoutDuels({ ...a, name: names.a }, { ...b, name: names.b }, parseRanges(w.range, 'inches (one a map space of 6 ft)'), parseWhole(w.maxTurns, '--max-turns', 1, { max: SHOOTOUT_DUEL_MAX_TURNS_LIMIT, what: 'turns' }), w.variant);
}
