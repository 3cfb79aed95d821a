/**
 * `deadeye roster --system shootout`: every printed profile of Shootout! (`shootout.txt`, "Troop
 * Listings." and "Famous Names."), a table per list, with its factors, weapon cell, the weapons it
 * reads as, and its printed and computed points ("Points Costs"; RULINGS.md SR-9), rows whose
 * printed points disagree marked `*` (SR-10).
 */
import { closestName, type RosterSupport } from '@deadeye/core';
import { kebab, PROFILES } from './character/profile.ts';
import { POINTS_SOURCE, TROOP_LISTS, type Profile } from './tables/index.ts';

/** The roster's groups: the nine troop lists then `Famous Names`, headings as printed. */
export const SHOOTOUT_ROSTER_GROUPS: readonly string[] = TROOP_LISTS.map((l) => l.name);

function factor(n: number): string {
  if (n === 0) return '';
  return n > 0 ? `+${n}` : String(n);
}

/**
 * The roster as text (a table per list: name, Close, Ranged, Speed, Courage, Leader (blank for 0,
 * as printed), HTK, the weapon cell, the weapons it reads as (`ranged; close`), printed and
 * computed points, `*` where they disagree, and the id) or as JSON (`json`: the {@link Profile}s),
 * optionally one list only (`group`: its heading or id, any case).
 * @throws Error `--group: unknown group "x" (did you mean "y"?); use one of ranch-hands (Ranch-hands), ...`
 *   for an unknown group (the hint when a list's id or heading is near: core's `closestName`)
 */
export function formatShootoutRoster(o: { readonly group?: string | undefined; readonly json?: boolean | undefined }): string {
  let lists = TROOP_LISTS;
  if (o.group !== undefined) {
    const want = kebab(o.group);
    lists = TROOP_LISTS.filter((l) => l.id === want || kebab(l.name) === want);
    if (lists.length === 0) {
      const near = closestName(o.group, [...TROOP_LISTS.map((l) => l.id), ...SHOOTOUT_ROSTER_GROUPS], kebab);
      const hint = near === undefined ? '' : ` (did you mean "${near}"?)`;
      throw new Error(`--group: unknown group "${o.group}"${hint}; use one of ${TROOP_LISTS.map((l) => `${l.id} (${l.name})`).join(', ')}`);
    }
  }
  const profiles: Profile[] = PROFILES.filter((p) => lists.some((l) => l.id === p.list));
  if (o.json === true) return `${JSON.stringify(profiles, null, 2)}\n`;
  const lines: string[] = [];
  for (const l of lists) {
    lines.push(`${l.name} (${l.source.seed}, ${l.source.section})`);
    lines.push(
      `  ${'name'.padEnd(18)} ${'Close'.padStart(5)} ${'Ranged'.padStart(6)} ${'Speed'.padStart(5)} ${'Courage'.padStart(7)} ${'Leader'.padStart(6)} ${'HTK'.padStart(3)}  ${'weapon'.padEnd(14)} ${'reads as (ranged; close)'.padEnd(42)} ${'printed'.padStart(7)} ${'points'.padStart(6)}  id`,
    );
    for (const p of profiles.filter((x) => x.list === l.id)) {
      const f = p.factors;
      const arms = `${p.ranged.length > 0 ? p.ranged.join(', ') : '-'}; ${p.close}`;
      const mark = p.pointsDisagree ? '*' : ' ';
      lines.push(
        `  ${p.name.padEnd(18)} ${factor(f.close).padStart(5)} ${factor(f.ranged).padStart(6)} ${factor(f.speed).padStart(5)} ${factor(f.courage).padStart(7)} ${factor(f.leader).padStart(6)} ${String(f.htk).padStart(3)}  ${p.weapon.padEnd(14)} ${arms.padEnd(42)} ${String(p.printedPoints).padStart(7)} ${String(p.points).padStart(6)}${mark} ${p.id}`,
      );
    }
    lines.push('');
  }
  lines.push(
    `points: Close + Ranged + Speed + Courage + Leader + HTK + the combat dice of the best ranged weapon + those of the close combat weapon (${POINTS_SOURCE.seed}, ${POINTS_SOURCE.section}; RULINGS.md SR-9)`,
  );
  const off = profiles.filter((p) => p.pointsDisagree);
  if (off.length > 0) lines.push(`* printed points differ from the formula (RULINGS.md SR-10): ${off.map((p) => `${p.name} ${p.printedPoints} (${p.pointsWorking})`).join('; ')}`);
  return `${lines.join('\n')}\n`;
}

/** Shootout!'s roster for the seam (`RuleSystem.roster`): the troop lists and the famous names. */
export const shootoutRoster: RosterSupport = { groups: SHOOTOUT_ROSTER_GROUPS, format: formatShootoutRoster };
