/**
 * Applying house rules to a rule system: each change's path checked against the system's variants
 * and its patchable tables (`RuleSystem.houseRules`), the changed cells gathered into a
 * {@link TablePatch} for its compile step, and every change recorded with the value it replaced.
 * Nothing here mutates a table.
 */
import { didYouMean, ScenarioError, showValue, type ScenarioProblem } from '../scenario/load.ts';
import type { RuleSystem } from '../rule-system.ts';
import { checkCharacterChange, CHARACTER_PATH, parseCharacterPath, type CharacterChange } from './characters.ts';
import type { AppliedChange, CellSpec, CellValue, HouseRule, HouseRuleChange, HouseRuleSummary, PatchableTable, TablePatch } from './types.ts';

/** What {@link resolveHouseRules} gives the compile step and the outputs. */
export interface ResolvedHouseRules {
  /** The variant to compile: `variant` as given when no house rule sets a variant switch, else the switched one (canonical order: reading, then switches as the system lists them). */
  readonly variant: string | undefined;
  /** The changed cells, for the system's compile step (`{}` when none). */
  readonly tables: TablePatch;
  /**
   * Each rule with its changes as applied, in order (for the results JSON, the report and
   * baselines). A change to a named character has its original value only once applied to a
   * scenario (`applyCharacterChanges`, which returns the summaries completed); until then its
   * `original` is null.
   */
  readonly rules: readonly HouseRuleSummary[];
  /** The changes to named scenario characters (`character."<name>"...`), in order, for `applyCharacterChanges`; empty when none. */
  readonly characters: readonly CharacterChange[];
}

/** No house rule: nothing changed. */
export const NO_HOUSE_RULES: ResolvedHouseRules = Object.freeze({ variant: undefined, tables: Object.freeze({}), rules: Object.freeze([]) as readonly HouseRuleSummary[], characters: Object.freeze([]) as readonly CharacterChange[] });

/** `rulebook+misfires` -> reading and switches, for `system`; a first word that is no reading is a switch of the default reading. */
function splitVariant(system: RuleSystem, variant: string | undefined): { reading: string; switches: Set<string> } {
  const readings = system.variants.filter((v) => v.kind === 'reading').map((v) => v.name);
  const words = (variant ?? system.defaultVariant).split('+').map((w) => w.trim()).filter((w) => w !== '');
  const reading = words[0] !== undefined && readings.includes(words[0]) ? words.shift()! : system.defaultVariant;
  return { reading, switches: new Set(words) };
}

function joinVariant(system: RuleSystem, reading: string, switches: Set<string>): string {
  const known = system.variants.filter((v) => v.kind === 'switch').map((v) => v.name);
  const ordered = [...known.filter((s) => switches.has(s)), ...[...switches].filter((s) => !known.includes(s))];
  return [reading, ...ordered].join('+');
}

/** Why `value` does not fit `spec`, or undefined when it does. */
function misfit(spec: CellSpec, value: CellValue): string | undefined {
  const range = spec.min !== undefined && spec.max !== undefined ? ` from ${spec.min} to ${spec.max}` : spec.min !== undefined ? ` of ${spec.min} or more` : spec.max !== undefined ? ` of ${spec.max} or less` : '';
  const unit = spec.unit === undefined ? '' : ` (${spec.unit})`;
  switch (spec.kind) {
    case 'integer':
    case 'number': {
      const what = `${spec.kind === 'integer' ? 'a whole number' : 'a number'}${range}${unit}`;
      if (typeof value !== 'number' || !Number.isFinite(value) || (spec.kind === 'integer' && !Number.isInteger(value))) return what;
      if ((spec.min !== undefined && value < spec.min) || (spec.max !== undefined && value > spec.max)) return what;
      return undefined;
    }
    case 'word':
      return typeof value === 'string' && (spec.values ?? []).includes(value) ? undefined : `one of ${(spec.values ?? []).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'boolean':
      return typeof value === 'boolean' ? undefined : 'true or false';
  }
}

/** A list of names for a message: all of them, or the first 12 and how many more. */
function listNames(names: readonly string[]): string {
  return names.length <= 12 ? names.join(', ') : `${names.slice(0, 12).join(', ')} and ${names.length - 12} more`;
}

/**
 * Applies `rules` (in order; each rule's changes in order, an `add` building on what earlier
 * changes left) to `system` compiled with `variant` (as typed after `--variant`; undefined: the
 * system's default). Variant switches (`<system>.variant.<switch>: true|false`,
 * `<system>.variant.reading: <reading>`) are applied first, so that each cell's original value is
 * the one of the variant finally played.
 * @returns the variant to compile, the changed cells and each rule's changes as applied
 * @throws ScenarioError naming the rule's file, the field path (`system`, `changes[i].set`,
 *   `changes[i].to`, `changes[i].add`), what was expected and what was found: a rule of another
 *   system; a table, row, column or variant switch the system does not have (listing those it has);
 *   a value of the wrong type or out of range for the cell; `add` to a cell that is not a number;
 *   a row left breaking its table's `checkRow` (blamed on the row's last change)
 */
export function resolveHouseRules(system: RuleSystem, rules: readonly HouseRule[], variant: string | undefined): ResolvedHouseRules {
  if (rules.length === 0) return { ...NO_HOUSE_RULES, variant };
  const fail = (rule: HouseRule, problems: ScenarioProblem[]): never => {
    throw new ScenarioError(rule.file, problems);
  };
  // 1. The rule system and the variant switches.
  const { reading, switches } = splitVariant(system, variant);
  let newReading = reading;
  const variantChanges = new Map<HouseRule, Map<number, AppliedChange>>();
  let variantChanged = false;
  for (const rule of rules) {
    if (rule.system !== system.id) {
      fail(rule, [{ path: 'system', expected: `"${system.id}" (the rule system being played, ${system.name}); a house rule applies to its own system only`, found: showValue(rule.system) }]);
    }
    const applied = new Map<number, AppliedChange>();
    rule.changes.forEach((c, i) => {
      const parts = c.set.split('.');
      if (parts[0] === CHARACTER_PATH || parts[1] !== 'variant') return;
      const switchNames = system.variants.filter((v) => v.kind === 'switch').map((v) => v.name);
      const readings = system.variants.filter((v) => v.kind === 'reading').map((v) => v.name);
      const name = parts.slice(2).join('.');
      if (c.add !== undefined) fail(rule, [{ path: `changes[${i}].add`, expected: `to: <value> for a variant (${c.set})`, found: showValue(c.add) }]);
      if (name === 'reading') {
        if (typeof c.to !== 'string' || !readings.includes(c.to)) fail(rule, [{ path: `changes[${i}].to`, expected: `one of ${readings.map((r) => JSON.stringify(r)).join(', ')} (${system.name}'s readings)`, found: showValue(c.to) }]);
        applied.set(i, { path: c.set, original: newReading, value: c.to as string, note: c.note });
        newReading = c.to as string;
      } else if (switchNames.includes(name)) {
        if (typeof c.to !== 'boolean') fail(rule, [{ path: `changes[${i}].to`, expected: `true or false (the variant switch ${name})`, found: showValue(c.to) }]);
        applied.set(i, { path: c.set, original: switches.has(name), value: c.to as boolean, note: c.note });
        if (c.to === true) switches.add(name);
        else switches.delete(name);
      } else {
        fail(rule, [{ path: `changes[${i}].set`, expected: `${system.id}.variant.reading or a variant switch of ${system.name}: ${switchNames.map((s) => `${system.id}.variant.${s}`).join(', ') || 'none'}`, found: `${showValue(c.set)}${didYouMean(name, [...switchNames, 'reading'])}` }]);
      }
      variantChanged = true;
    });
    variantChanges.set(rule, applied);
  }
  const finalVariant = variantChanged ? joinVariant(system, newReading, switches) : variant;

  // 2. The tables, under the variant played.
  const isTableCell = (set: string): boolean => set.split('.')[0] !== CHARACTER_PATH && set.split('.')[1] !== 'variant';
  const tableNeeded = rules.some((r) => r.changes.some((c) => isTableCell(c.set)));
  const characters: CharacterChange[] = [];
  const tables: readonly PatchableTable[] = tableNeeded && system.houseRules !== undefined ? system.houseRules.tables(finalVariant) : [];
  const patch: Record<string, Record<string, Record<string, CellValue>>> = {};
  // The last change to a checked cell of each row of a table with a check across its cells (checked once all apply).
  const lastChange = new Map<string, { rule: HouseRule; i: number; table: PatchableTable; row: string }>();
  const summaries = rules.map((rule, r): HouseRuleSummary => {
    const applied = variantChanges.get(rule) ?? new Map<number, AppliedChange>();
    rule.changes.forEach((c, i) => {
      const parts = c.set.split('.');
      if (parts[0] === CHARACTER_PATH) {
        let path;
        try {
          path = parseCharacterPath(c.set)!;
        } catch (e) {
          return fail(rule, [{ path: `changes[${i}].set`, expected: (e as Error).message, found: showValue(c.set) }]);
        }
        checkCharacterChange(system, rule.file, i, path, c.add);
        characters.push({ rule: r, change: i, file: rule.file, path: c.set, character: path.character, stat: path.stat, to: c.to, add: c.add, note: c.note });
        applied.set(i, { path: c.set, original: null, value: (c.to ?? c.add) as CellValue, note: c.note });
        return;
      }
      if (parts[1] === 'variant') return;
      const tableId = parts[1] as string;
      const table = tables.find((t) => t.id === tableId);
      if (table === undefined) {
        const ids = tables.length > 0 ? tables.map((t) => t.id) : (system.houseRules?.tables(finalVariant) ?? []).map((t) => t.id);
        fail(rule, [{
          path: `changes[${i}].set`,
          expected: ids.length === 0 ? `nothing: ${system.name} has no table house rules may change` : `a table ${system.name} lets house rules change: ${ids.map((id) => `${system.id}.${id}`).join(', ')}, or ${system.id}.variant`,
          found: `unknown table ${JSON.stringify(tableId)}${didYouMean(tableId, ids)}`,
        }]);
      }
      const t = table as PatchableTable;
      const column = parts[parts.length - 1] as string;
      const row = parts.slice(2, -1).join('.');
      const rows = Object.keys(t.rows);
      const cells = t.rows[row];
      if (cells === undefined) {
        fail(rule, [{ path: `changes[${i}].set`, expected: `a row of ${system.id}.${t.id} (${t.rowsAre}): ${listNames(rows)}`, found: `unknown row ${JSON.stringify(row)}${didYouMean(row, rows)}` }]);
      }
      const spec = t.columns[column];
      if (spec === undefined || !(column in (cells as object))) {
        const cols = Object.keys(t.columns);
        fail(rule, [{ path: `changes[${i}].set`, expected: `a column of ${system.id}.${t.id}: ${cols.join(', ')}`, found: `unknown cell ${JSON.stringify(column)}${didYouMean(column, cols)}` }]);
      }
      const s = spec as CellSpec;
      const before = patch[t.id]?.[row]?.[column] ?? (cells as Readonly<Record<string, CellValue | null>>)[column] ?? null;
      // A cell the rules do not play in this row: a change would be recorded and do nothing (an
      // audit, 2026-11-29: Shootout!'s blank ammunition cells, Quick on the Draw's capacity of a
      // gun reloaded after a thrown 1).
      if (s.blank !== undefined && (before === null || (s.unplayed ?? []).includes(row))) {
        fail(rule, [{ path: `changes[${i}].set`, expected: `a cell the rules play: ${c.set} is ${before === null ? 'blank' : 'not played'} (${s.blank})`, found: c.set }]);
      }
      let value: CellValue;
      if (c.add !== undefined) {
        if ((s.kind !== 'integer' && s.kind !== 'number') || typeof before !== 'number') {
          fail(rule, [{ path: `changes[${i}].add`, expected: `to: <value> (${c.set} is ${before === null ? 'blank' : 'not a number'}: ${showValue(before)})`, found: `add: ${showValue(c.add)}` }]);
        }
        value = (before as number) + c.add;
        const why = misfit(s, value);
        if (why !== undefined) fail(rule, [{ path: `changes[${i}].add`, expected: `an amount that leaves ${c.set} ${why}`, found: `${showValue(c.add)} (${showValue(before)} + ${showValue(c.add)} = ${showValue(value)})` }]);
      } else {
        value = c.to as CellValue;
        const why = misfit(s, value);
        if (why !== undefined) fail(rule, [{ path: `changes[${i}].to`, expected: `${why} for ${c.set}`, found: showValue(value) }]);
      }
      ((patch[t.id] ??= {})[row] ??= {})[column] = value;
      const modifier = (s.kind === 'integer' || s.kind === 'number') && (s.min === undefined || s.min < 0);
      applied.set(i, { path: c.set, original: before, value, note: c.note, ...(modifier ? { modifier: true as const } : {}) });
      if (t.checkRow?.columns.includes(column) === true) lastChange.set(`${t.id}\n${row}`, { rule, i, table: t, row });
    });
    return {
      name: rule.name,
      description: rule.description,
      system: rule.system,
      file: rule.file,
      sha256: rule.sha256,
      changes: rule.changes.map((_, i) => applied.get(i) as AppliedChange),
    };
  });
  // 3. Rows whose cells must agree (BOOT HILL's bands increasing), blamed on their last change.
  for (const { rule, i, table, row } of lastChange.values()) {
    const cells = { ...table.rows[row], ...patch[table.id]?.[row] };
    const why = table.checkRow?.check(cells);
    const c = rule.changes[i] as HouseRuleChange;
    const shown = table.checkRow?.columns ?? [];
    if (why !== undefined) fail(rule, [{ path: `changes[${i}].${c.add === undefined ? 'to' : 'add'}`, expected: `a value that leaves ${system.id}.${table.id}.${row} ${why}`, found: `${showValue(c.add ?? c.to)} (the row then: ${shown.map((k) => `${k} ${showValue(cells[k])}`).join(', ')})` }]);
  }
  return { variant: finalVariant, tables: patch, rules: summaries, characters };
}

/**
 * The patchable tables of every system in `systems`, as `deadeye houserules` lists them and README
 * documents them: each path prefix with its columns and rows.
 */
export function describePatchableTables(system: RuleSystem): readonly { readonly path: string; readonly table: PatchableTable }[] {
  return (system.houseRules?.tables(undefined) ?? []).map((t) => ({ path: `${system.id}.${t.id}.<row>.<column>`, table: t }));
}
