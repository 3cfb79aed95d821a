/**
 * The `shootout` RuleSystem as the CLI meets it: the organisation warnings of `validate`, each
 * side's points in the results, the duel and roster behind the seam.
 */
import { fileURLToPath } from 'node:url';
import { loadScenario } from '@deadeye/core';
import { compileScenario, createScenarioEngine, getSystem } from '@deadeye/registry';
import { streamFor } from '@deadeye/rng';
import { describe, expect, it } from 'vitest';
import type { SoSetup } from '../src/index.ts';
import { setupOf, type Fig } from './skirmish-helpers.ts';

const system = getSystem('shootout');
const street = { ...loadScenario(fileURLToPath(new URL('../../../scenarios/street-fight.yaml', import.meta.url))), file: 'street-fight.yaml' };

describe('the shootout rule system', () => {
  const setup = compileScenario(system, street, {}) as SoSetup;

  it('refuses a scenario with vehicles (SR-87), in one line naming the field and the fix', () => {
    const yard = { ...loadScenario(fileURLToPath(new URL('../../quickdraw/test/fixtures/vehicle-yard.yaml', import.meta.url))), file: 'vehicle-yard.yaml' };
    expect(() => compileScenario(system, yard, {})).toThrow(/^vehicle-yard\.yaml: vehicles: Shootout! has no vehicle rules; remove the vehicles .* or run it with --system quickdraw$/);
  });

  it('warns of the street fight sides against the organisation rules, without refusing it', () => {
    expect(system.scenarios.warnings!(setup)).toEqual([
      'side Law, group Law: 0 rank and file (townsmen); the rule fields 3-8 ("Townsfolk tend to gather in groups of 3-8 men led by either a Deputy or the Sheriff")',
      "side Law, group Law: 3 figures of its leader's rows (Town Marshal, sheriff; Deputy, deputy; Sheriff, sheriff); one leads a group",
      'side Cowboys, group Cowboys: 1 rank and file (cowboy); the rule fields 3-8 ("3-8 Ranch-hands may be led by a Trail Boss")',
      'side Cowboys, group Cowboys: the ranch-hands rule does not field Pete Spence (townsmen)',
    ]);
  });

  it("gives each side's points by the listings' formula, with the weapons each figure carries", () => {
    // Law: Sheriff 10 (the marshal), Deputy 6, Sheriff 10. Cowboys: Curly Brocius 11, a Cowboy with a Colt only 5
    // (factors 2 + Colt 2 + Fists 1), a Townsman with a shotgun 5 (factors 1 + Shotgun 3 + Fists 1).
    expect(setup.characters.map((c) => c.points)).toEqual([10, 6, 10, 11, 5, 5]);
    const acc = system.scenarios.createAccumulator(setup);
    createScenarioEngine('shootout', setup).runBatch(streamFor('points', setup.id, 0), 50, acc);
    const points = system.scenarios.counts(setup, acc).sections!.find((s) => s.id === 'shootout.points')!;
    expect(points.rows.map((r) => [r.label, r.count / r.of])).toEqual([
      ['Law', 26],
      ['Cowboys', 21],
    ]);
  });

  it('plays its duel with the exact solver and lists its roster', () => {
    expect(system.duel?.exact).toBeDefined();
    expect(system.duel?.variants).toContain('text+volleys');
    expect(system.roster?.groups).toContain('Famous Names');
    expect(system.variants.map((v) => v.name)).toEqual(['text', 'low-visibility', 'volleys', 'derringer-draw', 'derringer-single-shot', 'courage-one-passes']);
  });

  it('the derringer switches apply to the skirmish as to the duel (SR-22, SR-25): rounds 2 or 1, a holstered revolver or not', () => {
    const figs: Fig[] = [{ name: 'A', at: [2, 2], weapons: ['derringer'] }, { name: 'B', side: 'B', at: [8, 2], weapons: ['colt-revolver'] }];
    const d = (variant: string) => setupOf(figs, {}, { variant }).characters[0]!.ranged[0]!;
    expect([d('text').ammo, d('text').revolver]).toEqual([2, 0]);
    expect([d('text+derringer-single-shot').ammo, d('text+derringer-draw').revolver]).toEqual([1, 1]);
    expect(setupOf(figs).characters[1]!.ranged[0]!.revolver).toBe(1);
  });
});
