/**
 * `deadeye compare --vary` with `--house-rule`: each step is taken from the scenario as the house
 * rules leave it and compiled with their table cells, as the unchanged arm is (an audit,
 * 2026-11-29: the steps were compiled from the scenario as written, so each step also undid the
 * house rule, and a step down in accuracy under a -40 house rule showed +39 points).
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadScenario, type CompiledScenario } from '@deadeye/core';
import { getSystem } from '@deadeye/registry';
import { systemsToCompare } from '../src/compare-command.ts';
import { loadHouseRules } from '../src/house-rules.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DUEL = join(ROOT, 'scenarios', 'duel-main-street.yaml');

describe('compare --vary with house rules', () => {
  const scenario = loadScenario(DUEL);
  const doc = scenario.characters.findIndex((c) => c.name === 'Doc Holliday');
  const ringo = scenario.characters.findIndex((c) => c.name === 'Johnny Ringo');
  const bh = getSystem('boothill');
  const v = bh.vary!;
  const chosen = systemsToCompare(DUEL, scenario, 'boothill,shootout', loadHouseRules([join(ROOT, 'houserules', 'doc-bad-day.yaml')]));
  const ruled = chosen.find((c) => c.id === 'boothill')!;

  it('keeps a change to a named character in every step arm', () => {
    expect(v.statOf!(ruled.setup, doc, 'bac')).toBe(85);
    for (const dir of [-1, 1] as const) {
      const step = v.step(ruled.scenario, ruled.setup, [ringo], 'speed', dir, ruled.recompile);
      expect(step.changes.map((c) => c.character)).toEqual(['Johnny Ringo']);
      expect(v.statOf!(step.setup as CompiledScenario, doc, 'bac')).toBe(85);
      expect(v.statOf!(step.setup as CompiledScenario, ringo, 'basp')).not.toBe(v.statOf!(ruled.setup, ringo, 'basp'));
    }
  });

  it('steps a house-ruled stat from its house-ruled value, the change applied once', () => {
    const up = v.step(ruled.scenario, ruled.setup, [doc], 'accuracy', 1, ruled.recompile);
    const down = v.step(ruled.scenario, ruled.setup, [doc], 'accuracy', -1, ruled.recompile);
    expect(up.changes[0]!.from).toContain('85');
    expect(down.changes[0]!.from).toContain('85');
    const upBac = v.statOf!(up.setup as CompiledScenario, doc, 'bac') as number;
    const downBac = v.statOf!(down.setup as CompiledScenario, doc, 'bac') as number;
    expect(upBac).toBeGreaterThan(85);
    expect(upBac).toBeLessThan(95);
    expect(downBac).toBeLessThan(85);
    expect(downBac).toBeGreaterThan(75);
  });

  it('keeps a changed table cell in every step arm', () => {
    const hr = loadHouseRules([join(fileURLToPath(new URL('.', import.meta.url)), 'fixtures', 'fdr-minus-40.yaml')]);
    const withCell = systemsToCompare(DUEL, scenario, 'boothill,shootout', hr).find((c) => c.id === 'boothill')!;
    const plain = systemsToCompare(DUEL, scenario, 'boothill,shootout').find((c) => c.id === 'boothill')!;
    // Doc's weapons as compiled (their hit modifiers by band): Doc is not stepped.
    const docWeapons = (s: CompiledScenario): string => JSON.stringify((s as unknown as { characters: { weapons: unknown }[] }).characters[doc]!.weapons);
    expect(docWeapons(withCell.setup)).not.toBe(docWeapons(plain.setup));
    for (const dir of [-1, 1] as const) {
      const step = v.step(withCell.scenario, withCell.setup, [ringo], 'speed', dir, withCell.recompile);
      expect(docWeapons(step.setup as CompiledScenario)).toBe(docWeapons(withCell.setup));
    }
  });
});
