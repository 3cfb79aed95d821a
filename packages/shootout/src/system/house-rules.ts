/**
 * Shootout!'s tables a house rule may change (`--house-rule FILE`, issue #16 section 1), each cell
 * read by the compile steps (`skirmish/setup.ts` `compileSoSkirmish` through `resolveSoProfile`,
 * `compileRanged`, `compileClose`; the standing duel's `system/duel.ts`) and copied into the
 * compiled figures and weapons; the constants of `tables/` are never mutated. A figure's points
 * follow his (patched) factors by the listings' formula.
 *
 * - `shootout.profiles.<list>/<name>.<factor>`: a row of the Troop Types or Famous Names tables
 *   (shootout.txt, Troop Listings), by its profile id (e.g. `townsfolk/sheriff`,
 *   `famous/doc-holliday`; `deadeye roster --system shootout`): `close`, `ranged`, `speed`,
 *   `courage`, `leader`, `htk`.
 * - `shootout.rangedWeapons.<id>.<column>`: the ranged Weapons table (3. Ranged Combat): `dice`,
 *   `shortRange` and `maxRange` (inches), `ammo` (rounds before reloading; blank cells not patchable).
 * - `shootout.closeWeapons.<id>.dice`: the close combat Weapons table (4. Close Combat).
 */
import type { CellValue, HouseRuleSupport, PatchableTable, TablePatch } from '@deadeye/core';
import { patchedCell } from '@deadeye/core';
import { PROFILES } from '../character/profile.ts';
import { FAMOUS_NAMES_SOURCE, TROOP_TYPES_SOURCE } from '../tables/troops.ts';
import type { CloseWeapon, Factors, RangedWeapon } from '../tables/types.ts';
import { CLOSE_WEAPONS, CLOSE_WEAPONS_SOURCE, RANGED_WEAPONS, RANGED_WEAPONS_SOURCE } from '../tables/weapons.ts';

const FACTORS = ['close', 'ranged', 'speed', 'courage', 'leader', 'htk'] as const;

/** A printed row's factors as a house rule leaves them (`profileId`: e.g. `townsfolk/sheriff`; `inline` rows are never patched). */
export function patchedFactors(profileId: string, factors: Factors, patch: TablePatch | undefined): Factors {
  if (patch?.profiles?.[profileId] === undefined) return factors;
  return Object.fromEntries(FACTORS.map((f) => [f, patchedCell(patch, 'profiles', profileId, f, factors[f])])) as unknown as Factors;
}

/** A ranged weapon as a house rule leaves its dice, ranges and ammunition. */
export function patchedRanged(w: RangedWeapon, patch: TablePatch | undefined): RangedWeapon {
  const p = patch?.rangedWeapons?.[w.id];
  if (p === undefined) return w;
  const ammo = w.ammo === null ? null : patchedCell(patch, 'rangedWeapons', w.id, 'ammo', w.ammo);
  return {
    ...w,
    dice: patchedCell(patch, 'rangedWeapons', w.id, 'dice', w.dice),
    shortRange: w.shortRange === null && p.shortRange === undefined ? null : patchedCell(patch, 'rangedWeapons', w.id, 'shortRange', w.shortRange ?? 0),
    maxRange: patchedCell(patch, 'rangedWeapons', w.id, 'maxRange', w.maxRange),
    ammo,
    ammoCell: ammo === null ? w.ammoCell : String(ammo),
  };
}

/** A close combat weapon as a house rule leaves its dice. */
export function patchedClose(w: CloseWeapon, patch: TablePatch | undefined): CloseWeapon {
  return patch?.closeWeapons?.[w.id] === undefined ? w : { ...w, dice: patchedCell(patch, 'closeWeapons', w.id, 'dice', w.dice) };
}

function profilesTable(): PatchableTable {
  const rows: Record<string, Record<string, CellValue>> = {};
  for (const p of PROFILES) rows[p.id] = { ...p.factors };
  const factor = { kind: 'integer', min: 0, max: 6, unit: 'factor' } as const;
  return {
    id: 'profiles',
    title: 'Troop Types and Famous Names: factors Close, Ranged, Speed, Courage, Leader, HTK',
    source: `${TROOP_TYPES_SOURCE.seed}, ${TROOP_TYPES_SOURCE.section}; ${FAMOUS_NAMES_SOURCE.section}`,
    rowsAre: 'profile ids (list/name, deadeye roster --system shootout)',
    columns: { close: factor, ranged: factor, speed: factor, courage: factor, leader: factor, htk: { kind: 'integer', min: 1, max: 6, unit: 'hits to kill' } },
    rows,
  };
}

function rangedTable(): PatchableTable {
  const rows: Record<string, Record<string, CellValue | null>> = {};
  for (const w of RANGED_WEAPONS) rows[w.id] = { dice: w.dice, shortRange: w.shortRange, maxRange: w.maxRange, ammo: w.ammo };
  return {
    id: 'rangedWeapons',
    title: 'Ranged Weapons: combat dice, short and maximum range (inches), ammunition before reloading',
    source: `${RANGED_WEAPONS_SOURCE.seed}, ${RANGED_WEAPONS_SOURCE.section}`,
    rowsAre: 'ranged weapon ids',
    columns: {
      dice: { kind: 'integer', min: 1, max: 12, unit: 'combat dice' },
      shortRange: { kind: 'integer', min: 1, max: 60, unit: 'inches' },
      maxRange: { kind: 'integer', min: 1, max: 120, unit: 'inches' },
      ammo: { kind: 'integer', min: 1, max: 100, unit: 'rounds', blank: 'bows, thrown knives and spears ("n/a") never reload, RULINGS.md SR-24; the derringer\'s blank cell is read as 2 rounds, 1 with the derringer-single-shot variant, SR-25' },
    },
    rows,
  };
}

function closeTable(): PatchableTable {
  const rows: Record<string, Record<string, CellValue>> = {};
  for (const w of CLOSE_WEAPONS) rows[w.id] = { dice: w.dice };
  return {
    id: 'closeWeapons',
    title: 'Close Combat Weapons: combat dice',
    source: `${CLOSE_WEAPONS_SOURCE.seed}, ${CLOSE_WEAPONS_SOURCE.section}`,
    rowsAre: 'close combat weapon ids',
    columns: { dice: { kind: 'integer', min: 1, max: 12, unit: 'combat dice' } },
    rows,
  };
}

/** Shootout!'s patchable tables (`RuleSystem.houseRules`). */
export const shootoutHouseRules: HouseRuleSupport = {
  tables: () => [profilesTable(), rangedTable(), closeTable()],
};
