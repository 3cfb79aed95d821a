/**
 * BOOT HILL's tables a house rule may change (`--house-rule FILE`, issue #16 section 1), each cell
 * as the compile steps read it (`skirmish/setup.ts` `compileSkirmish`, `duel/matchup.ts`
 * `compileDuel`): never by mutating the constants of `tables/`.
 *
 * - `boothill.hitModifiers.<weapon type>.<band>`: the HIT DETERMINATION CHART's modifier (percent)
 *   for a shot of that WEAPONS CHART type at that range band: the RANGE line plus the weapon's own
 *   line (scatter gun, shotgun), under the variant's reading (Referee's Screen by default: a shotgun
 *   at short range +10 +10 = +20; rulebook: -10 -10 = -20).
 * - `boothill.weapons.<weapon type>.<column>`: the WEAPONS CHART row: the band limits `short`,
 *   `medium`, `long`, `extreme` (spaces, each the band's upper bound), `rateOfFire` (shots per
 *   turn; a double-barrelled item's "2*" is kept) and `reloadRate` (rounds per turn, 0 = none).
 */
import type { CellValue, HouseRuleSupport, PatchableTable, TablePatch } from '@deadeye/core';
import { patchedCell } from '@deadeye/core';
import { HIT_MODIFIERS, type HitModifierTable, type HitReading } from '../tables/hit-modifiers.ts';
import { RANGE_BANDS, type RangeBand, type WeaponChartRow, type WeaponItem, type WeaponType } from '../tables/types.ts';
import { WEAPONS_CHART } from '../tables/weapons.ts';

/** The weapon's own line of the HIT DETERMINATION CHART (scatter gun, shotgun; else 0), percent. */
export function weaponClassModifier(hit: HitModifierTable, type: WeaponType): number {
  return type === 'shotgun' ? hit.shotgun : type === 'scatterGun' ? hit.scatterGun : 0;
}

/**
 * The RANGE part of the hit modifier of a `type` weapon at each band as a house rule leaves it
 * (percent): the patched `hitModifiers` cell less the weapon's own line, which the engines add
 * separately (`weaponModifier`). Without a patch: the RANGE line itself.
 */
export function rangeModifiers(hit: HitModifierTable, type: WeaponType, patch: TablePatch | undefined): [number, number, number, number] {
  const own = weaponClassModifier(hit, type);
  return RANGE_BANDS.map((b) => patchedCell(patch, 'hitModifiers', type, b, hit.range[b] + own) - own) as [number, number, number, number];
}

/**
 * The WEAPONS CHART row of `type` as a house rule leaves it (band limits, rate of fire, reload rate).
 * @throws Error when the patched band limits do not increase (short < medium < long < extreme)
 */
export function patchedChartRow(type: WeaponType, patch: TablePatch | undefined): WeaponChartRow {
  const row = WEAPONS_CHART[type];
  if (patch?.weapons?.[type] === undefined) return row;
  const bands = RANGE_BANDS.map((b, i) => patchedCell(patch, 'weapons', type, b, row.bands[i] as number)) as unknown as WeaponChartRow['bands'];
  for (let i = 1; i < 4; i++) {
    if (!((bands[i] as number) > (bands[i - 1] as number))) {
      throw new Error(`house rules leave the WEAPONS CHART bands of ${row.name} not increasing: ${bands.join(', ')} spaces; short < medium < long < extreme`);
    }
  }
  return {
    ...row,
    bands,
    rateOfFire: patchedCell(patch, 'weapons', type, 'rateOfFire', row.rateOfFire),
    reloadRate: row.reloadRate === null && patch.weapons[type]?.reloadRate === undefined ? null : patchedCell(patch, 'weapons', type, 'reloadRate', row.reloadRate ?? 0),
  };
}

/** A weapon item (PRICE CHART) with its WEAPONS CHART row's rate of fire and reload rate as a house rule leaves them. */
export function patchedItem(item: WeaponItem, patch: TablePatch | undefined): WeaponItem {
  if (patch?.weapons?.[item.type] === undefined) return item;
  const chart = patchedChartRow(item.type, patch);
  const rateOfFire = item.doubleBarrelled && chart.doubleBarrelledStar ? item.rateOfFire : chart.rateOfFire;
  return { ...item, rateOfFire, reloadRate: chart.reloadRate ?? 0 };
}

const TYPES = Object.keys(WEAPONS_CHART) as WeaponType[];

function hitModifierTable(reading: HitReading): PatchableTable {
  const hit = HIT_MODIFIERS[reading];
  const rows: Record<string, Record<string, CellValue>> = {};
  for (const t of TYPES) rows[t] = Object.fromEntries(RANGE_BANDS.map((b: RangeBand) => [b, hit.range[b] + weaponClassModifier(hit, t)]));
  const band = { kind: 'integer', min: -100, max: 100, unit: 'percent added to the chance to hit' } as const;
  return {
    id: 'hitModifiers',
    title: `HIT DETERMINATION CHART (${reading} reading): RANGE plus the weapon's own line (scatter gun, shotgun), percent, by weapon type and range band`,
    source: `${hit.source.seed}, ${hit.source.section}`,
    rowsAre: 'WEAPONS CHART weapon types',
    columns: { short: band, medium: band, long: band, extreme: band },
    rows,
  };
}

function weaponsTable(): PatchableTable {
  const rows: Record<string, Record<string, CellValue>> = {};
  for (const t of TYPES) {
    const r = WEAPONS_CHART[t];
    rows[t] = { short: r.bands[0], medium: r.bands[1], long: r.bands[2], extreme: r.bands[3], rateOfFire: r.rateOfFire, reloadRate: r.reloadRate ?? 0 };
  }
  const limit = { kind: 'integer', min: 1, max: 1000, unit: 'spaces, upper bound of the band' } as const;
  return {
    id: 'weapons',
    title: 'WEAPONS CHART: range bands (upper bounds, spaces), rate of fire (shots per turn; a double-barrelled item keeps its 2*), reload rate (rounds per turn, 0 = none)',
    source: 'boot-hill-rulebook.txt, COMBAT / WEAPONS / WEAPONS CHART',
    rowsAre: 'WEAPONS CHART weapon types',
    columns: {
      short: limit,
      medium: limit,
      long: limit,
      extreme: limit,
      rateOfFire: { kind: 'integer', min: 1, max: 12, unit: 'shots per turn' },
      reloadRate: { kind: 'integer', min: 0, max: 60, unit: 'rounds per turn' },
    },
    rows,
    // Each band's upper bound above the one before (patchedChartRow checks it again at compile).
    checkRow: {
      columns: RANGE_BANDS,
      check: (cells) => (RANGE_BANDS.every((b, i) => i === 0 || (cells[b] as number) > (cells[RANGE_BANDS[i - 1] as RangeBand] as number)) ? undefined : 'with increasing bands: short < medium < long < extreme'),
    },
  };
}

/** BOOT HILL's patchable tables (`RuleSystem.houseRules`). */
export const bootHillHouseRules: HouseRuleSupport = {
  tables(variant) {
    const reading: HitReading = (variant ?? 'screen').split('+')[0]?.trim() === 'rulebook' ? 'rulebook' : 'screen';
    return [hitModifierTable(reading), weaponsTable()];
  },
};
