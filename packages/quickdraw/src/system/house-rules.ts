/**
 * Quick on the Draw's tables a house rule may change (`--house-rule FILE`, issue #16 section 1),
 * each cell read by the compile step (`skirmish/setup.ts` `compileQdSkirmish`, which the SHOOTOUTS
 * duel compiles through too) and copied into the compiled characters and weapons; the constants of
 * `tables/` are never mutated.
 *
 * - `quickdraw.characterTypes.<hero|main|supporting|minor>.<column>`: the CHARACTER TYPE/STAR STATUS
 *   table (quick-on-the-draw.md, REEL 2): `cards` (cards in the pack a phase, one lost per lethal
 *   hit), `actionDice` and `reducedDice` (D10s rolled, read as the row reads them: best for a Hero's
 *   or Main character's 2D10, worst for the others' reduced 2D10).
 * - `quickdraw.weapons.<weapon id>.<column>`: the WEAPONS TABLE and COMBAT WEAPONS (REEL 2): `range`
 *   (effective range, paces; shots reach twice it on reduced dice) and `capacity` (shots before
 *   reloading; 0 none).
 */
import type { CellValue, HouseRuleSupport, PatchableTable, TablePatch } from '@deadeye/core';
import { patchedCell } from '@deadeye/core';
import { CHARACTER_TYPE_SOURCE, CHARACTER_TYPE_TABLE, type CharacterTypeRow } from '../tables/characters.ts';
import type { CharacterType, QdWeapon } from '../tables/types.ts';
import { QD_WEAPONS, WEAPONS_SOURCE, weaponRowId } from '../tables/weapons.ts';

/** The CHARACTER TYPE/STAR STATUS row of `type` as a house rule leaves it (cards, action dice, reduced dice). */
export function patchedTypeRow(type: CharacterType, patch: TablePatch | undefined): CharacterTypeRow {
  const row = CHARACTER_TYPE_TABLE[type];
  if (patch?.characterTypes?.[type] === undefined) return row;
  return {
    ...row,
    cards: patchedCell(patch, 'characterTypes', type, 'cards', row.cards),
    actionDice: { ...row.actionDice, dice: patchedCell(patch, 'characterTypes', type, 'actionDice', row.actionDice.dice) },
    reducedDice: { ...row.reducedDice, dice: patchedCell(patch, 'characterTypes', type, 'reducedDice', row.reducedDice.dice) },
  };
}

/** A weapon as a house rule leaves its range and capacity (a lock variant as its row's patch: `weaponRowId`). */
export function patchedWeapon<W extends QdWeapon>(w: W, patch: TablePatch | undefined): W {
  const row = weaponRowId(w.id);
  if (patch?.weapons?.[row] === undefined) return w;
  return { ...w, range: patchedCell(patch, 'weapons', row, 'range', w.range), capacity: patchedCell(patch, 'weapons', row, 'capacity', w.capacity) };
}

function characterTypesTable(): PatchableTable {
  const rows: Record<string, Record<string, CellValue>> = {};
  for (const [type, r] of Object.entries(CHARACTER_TYPE_TABLE)) rows[type] = { cards: r.cards, actionDice: r.actionDice.dice, reducedDice: r.reducedDice.dice };
  const dice = { kind: 'integer', min: 1, max: 4, unit: 'D10s' } as const;
  return {
    id: 'characterTypes',
    title: 'CHARACTER TYPE/STAR STATUS: cards a phase, action dice and reduced action dice (D10s, read as the row reads them)',
    source: `${CHARACTER_TYPE_SOURCE.seed}, ${CHARACTER_TYPE_SOURCE.reel}, ${CHARACTER_TYPE_SOURCE.section}`,
    rowsAre: 'character types',
    columns: { cards: { kind: 'integer', min: 1, max: 8, unit: 'cards' }, actionDice: dice, reducedDice: dice },
    rows,
  };
}

function weaponsTable(): PatchableTable {
  const rows: Record<string, Record<string, CellValue>> = {};
  for (const w of QD_WEAPONS) rows[w.id] = { range: w.range, capacity: w.capacity };
  return {
    id: 'weapons',
    title: 'WEAPONS TABLE and COMBAT WEAPONS: effective range (paces) and shots before reloading',
    source: `${WEAPONS_SOURCE.seed}, ${WEAPONS_SOURCE.section}`,
    rowsAre: 'weapon ids (deadeye roster --system quickdraw)',
    columns: {
      range: { kind: 'integer', min: 0, max: 200, unit: 'paces' },
      capacity: {
        kind: 'integer',
        min: 0,
        max: 60,
        unit: 'shots',
        blank: 'a revolver or repeater is reloaded after a thrown 1, not after a count of shots (REEL 4, RELOADING); capacity counts the shots of a weapon reloaded after use and the harmonica rifle\'s slides',
        unplayed: QD_WEAPONS.filter((w) => w.reload === 'after-a-one' && (w.slides ?? 0) === 0).map((w) => w.id),
      },
    },
    rows,
  };
}

/** Quick on the Draw's patchable tables (`RuleSystem.houseRules`). */
export const quickDrawHouseRules: HouseRuleSupport = {
  tables: () => [characterTypesTable(), weaponsTable()],
};
