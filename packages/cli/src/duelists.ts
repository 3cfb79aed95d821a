/**
 * Turning command-line words into duels: duelists by roster name or inline stat line, range
 * lists, variants. Every function throws an Error whose message names the option and the fix.
 */
import {
  DUEL_VARIANTS,
  compileDuel,
  findCharacter,
  parseStatLine,
  weaponByCode,
  type BootHillCharacter,
  type DuelMatchup,
  type HitReading,
} from '@deadeye/boothill';

/** Options that describe a duel, as commander hands them over (strings). */
export interface DuelWords {
  a: string;
  b: string;
  weaponA?: string | undefined;
  weaponB?: string | undefined;
  range: string;
  variant: string;
  maxTurns: string;
}

/**
 * A duelist from a roster name (`Doc Holliday`, case-insensitive) or an inline stat line
 * (`BASP=+12 BAC=70 STR=14 WPN=SAR6`: any word with `=` makes it a stat line).
 * @param option the option it came from, for error messages (`--a`)
 */
export function resolveDuelist(words: string, option: string): BootHillCharacter {
  try {
    return words.includes('=') ? parseStatLine(words) : findCharacter(words);
  } catch (e) {
    throw new Error(`${option}: ${(e as Error).message}`);
  }
}

/** Parses `--range`: one number or a comma list of spaces (`2,5,10,15`). */
export function parseRanges(words: string): number[] {
  const parts = words.split(',').map((s) => s.trim());
  const out: number[] = [];
  for (const p of parts) {
    const r = Number(p);
    if (p === '' || !Number.isFinite(r) || r <= 0) {
      throw new Error(`--range: "${p}" is not a positive number of spaces (1 space = 6 ft); give e.g. --range 10 or --range 2,5,10,15`);
    }
    if (out.includes(r)) throw new Error(`--range: ${r} is listed twice`);
    out.push(r);
  }
  return out;
}

/** Parses a whole number option. @throws Error naming the option unless it is an integer >= min. */
export function parseWhole(words: string, option: string, min: number): number {
  const n = Number(words);
  if (!/^\s*[+]?\d+(\.\d+)?(e[+]?\d+)?\s*$/i.test(words) || !Number.isSafeInteger(n) || n < min) {
    throw new Error(`${option}: "${words}" is not a whole number >= ${min}`);
  }
  return n;
}

/** Parses `--variant`. */
export function parseVariant(words: string): HitReading {
  if (!(DUEL_VARIANTS as readonly string[]).includes(words)) {
    throw new Error(`--variant: unknown variant "${words}"; use one of ${DUEL_VARIANTS.join(', ')} (screen is the default)`);
  }
  return words as HitReading;
}

/** Compiles one matchup per range from the duel options. */
export function buildMatchups(w: DuelWords): DuelMatchup[] {
  const a = resolveDuelist(w.a, '--a');
  const b = resolveDuelist(w.b, '--b');
  const variant = parseVariant(w.variant);
  const maxTurns = parseWhole(w.maxTurns, '--max-turns', 1);
  if (maxTurns > 1000) throw new Error(`--max-turns: ${maxTurns} is more than 1000 turns`);
  const weaponA = checkWeapon(w.weaponA, '--weapon-a');
  const weaponB = checkWeapon(w.weaponB, '--weapon-b');
  return parseRanges(w.range).map((range) => {
    try {
      return compileDuel({ a, b, weaponA, weaponB, range, variant, maxTurns });
    } catch (e) {
      throw new Error(`--range ${range}: ${(e as Error).message}`);
    }
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
