/**
 * Turning command-line words into BOOT HILL duels: duelists by roster name or inline stat line,
 * weapons by code, range lists, variants. Every function throws an Error whose message names the
 * option and the fix.
 */
import { MAX_TURNS_LIMIT, duelistNames, parseRanges, parseWhole, type DuelWords } from '@deadeye/core';
import { parseStatLine, type BootHillCharacter } from '../characters.ts';
import { findCharacter } from '../roster.ts';
import { weaponByCode } from '../tables/weapons.ts';
import type { HitReading } from '../tables/hit-modifiers.ts';
import { DUEL_VARIANTS, compileDuel, type DuelMatchup } from './matchup.ts';

/** Longest turn limit a duel accepts (turns). */
export const DUEL_MAX_TURNS_LIMIT = MAX_TURNS_LIMIT;

/**
 * A duelist from a roster name (`Doc Holliday`, case-insensitive) or an inline stat line
 * (`BASP=+12 BAC=70 STR=14 WPN=SAR6`: any word with `=` makes it a stat line).
 * @param option the option it came from, for error messages (`--a`)
 * @throws Error `<option>: ...` for an unknown name or a bad stat line
 */
export function resolveDuelist(words: string, option: string): BootHillCharacter {
  try {
    return words.includes('=') ? parseStatLine(words) : findCharacter(words);
  } catch (e) {
    throw new Error(`${option}: ${(e as Error).message}`);
  }
}

/** Parses `--variant` for a duel (`screen` or `rulebook`, RULINGS.md R1). @throws Error naming the variants */
export function parseDuelVariant(words: string): HitReading {
  if (!(DUEL_VARIANTS as readonly string[]).includes(words)) {
    throw new Error(`--variant: unknown variant "${words}"; use one of ${DUEL_VARIANTS.join(', ')} (screen is the default)`);
  }
  return words as HitReading;
}

/**
 * Compiles one matchup per range (spaces) from the duel options. The duelists are named as every
 * system's duel names them (core's `duelistNames`: `A`/`B` for a stat line without `NAME=`, ` (B)`
 * after the second of two same names), in the results, the report and the replay alike; the
 * matchup's `id`, which keys its random streams, keeps the names as given, so no trial draws
 * differently for the renaming.
 * @throws Error naming the option (`--a`, `--weapon-b`, `--max-turns`, `--range 40`) and the fix
 */
export function buildMatchups(w: DuelWords): DuelMatchup[] {
  const a = resolveDuelist(w.a, '--a');
  const b = resolveDuelist(w.b, '--b');
  const variant = parseDuelVariant(w.variant ?? 'screen');
  const maxTurns = parseWhole(w.maxTurns, '--max-turns', 1, { max: DUEL_MAX_TURNS_LIMIT, what: 'turns' });
  const weaponA = checkWeapon(w.weaponA, '--weapon-a');
  const weaponB = checkWeapon(w.weaponB, '--weapon-b');
  const names = duelistNames({ name: a.name, words: w.a }, { name: b.name, words: w.b });
  return parseRanges(w.range).map((range) => {
    let m: DuelMatchup;
    try {
      m = compileDuel({ a, b, weaponA, weaponB, range, variant, maxTurns, tables: w.tables });
    } catch (e) {
      throw new Error(`--range ${range}: ${(e as Error).message}`);
    }
    return { ...m, a: { ...m.a, name: names.a }, b: { ...m.b, name: names.b } };
  });
}

function checkWeapon(code: string | undefined, option: string): string | undefined {
  if (code === undefined) return undefined;
  try {
    return weaponByCode(code).code;
  } catch (e) {
    throw new Error(`${option}: ${(e as Error).message}`);
  }
}
