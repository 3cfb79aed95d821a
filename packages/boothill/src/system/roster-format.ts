/**
 * `deadeye roster` for BOOT HILL: the Referee's Screen's named characters and average
 * miscellaneous characters (roster.ts), with BASP, BAC, STR, MRL and each weapon with its first
 * shot base (boot-hill-rulebook.txt, BASE NUMBERS, First Shot Determination: base = BASP + the
 * weapon's speed modifier).
 */
import { closestName } from '@deadeye/core';
import { firstShotBase } from '../characters.ts';
import { ROSTER } from '../roster.ts';
import type { BootHillCharacter } from '../characters.ts';

/** The roster's groups, in roster order. */
export const ROSTER_GROUP_NAMES: readonly string[] = [...new Set(ROSTER.map((c) => c.group))];

function signed(n: number): string {
  return n >= 0 ? `+${n}` : String(n);
}

/**
 * The roster as a table per group (name, BASP, BAC %, STR, MRL %, weapons with first shot base) or
 * as JSON (`json`), optionally one group only.
 * @throws Error `--group: unknown group "x" (did you mean "y"?); use one of ...` for an unknown group
 *   (the hint when a group's name is near: core's `closestName`)
 */
export function formatRoster(o: { readonly group?: string | undefined; readonly json?: boolean | undefined }): string {
  if (o.group !== undefined && !ROSTER_GROUP_NAMES.includes(o.group as BootHillCharacter['group'])) {
    const near = closestName(o.group, ROSTER_GROUP_NAMES);
    throw new Error(`--group: unknown group "${o.group}"${near === undefined ? '' : ` (did you mean "${near}"?)`}; use one of ${ROSTER_GROUP_NAMES.join(', ')}`);
  }
  const rows = ROSTER.filter((c) => o.group === undefined || c.group === o.group);
  if (o.json === true) return `${JSON.stringify(rows, null, 2)}\n`;
  const lines: string[] = [];
  for (const g of ROSTER_GROUP_NAMES) {
    const members = rows.filter((c) => c.group === g);
    if (members.length === 0) continue;
    lines.push(`${g} (${members[0]?.source.seed}, ${members[0]?.source.section})`);
    lines.push(`  ${'name'.padEnd(30)} ${'BASP'.padStart(5)} ${'BAC'.padStart(4)} ${'STR'.padStart(4)} ${'MRL'.padStart(4)}  weapons (first shot base)`);
    for (const c of members) {
      const weapons = c.weapons.map((w) => `${w.printed} ${signed(firstShotBase(c, w.code))}`).join(', ');
      lines.push(`  ${c.name.padEnd(30)} ${signed(c.basp).padStart(5)} ${`${c.bac}%`.padStart(4)} ${String(c.str).padStart(4)} ${`${c.mrl}%`.padStart(4)}  ${weapons}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}
