/**
 * A slip in a name gets a "did you mean" wherever the names are a closed list (a UX audit,
 * 2026-12-07): a scenario's special rule under each system, a Quick on the Draw inline line's
 * TYPE, PERSONALITY, SKILLS and WPN, a BOOT HILL weapon code. Before, each listed every allowed
 * name and left the reader to find the one meant.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '@deadeye/core';
import { weaponByCode } from '@deadeye/boothill';
import { parseQdLine } from '@deadeye/quickdraw';
import { compileScenario, RULE_SYSTEMS } from '../src/index.ts';

const DUEL = readFileSync(fileURLToPath(new URL('../../../scenarios/standing-duel.yaml', import.meta.url)), 'utf8');

describe('did you mean', () => {
  it('a misspelt special rule, under every system', () => {
    expect(DUEL).toContain('specialRules: [noStunning]');
    const typo = parseScenario(DUEL.replace('specialRules: [noStunning]', 'specialRules: [noStuning]'), 'typo.yaml');
    for (const system of RULE_SYSTEMS) {
      expect(() => compileScenario(system, typo, {}), system.id).toThrow(/typo\.yaml: specialRules: unknown special rule "noStuning".* \(did you mean "noStunning"\?\); /);
    }
  });

  it("a Quick on the Draw inline line's words", () => {
    expect(() => parseQdLine('TYPE=main PERSONALITY=brav WPN=cartridge-revolver')).toThrow('PERSONALITY="brav" is not allowed (did you mean "brave"?); allowed: ');
    expect(() => parseQdLine('TYPE=hro PERSONALITY=brave WPN=cartridge-revolver')).toThrow('TYPE="hro" is not allowed (did you mean "hero"?); allowed: ');
    expect(() => parseQdLine('TYPE=main PERSONALITY=brave SKILLS=quick-drw WPN=cartridge-revolver')).toThrow('SKILLS: "quick-drw" is not allowed (did you mean "quick-draw"?); allowed: ');
    expect(() => parseQdLine('TYPE=main PERSONALITY=brave WPN=cartrige-revolver')).toThrow('WPN: "cartrige-revolver" is not allowed (did you mean "cartridge-revolver"?); allowed: ');
    // Nothing near: no hint.
    expect(() => parseQdLine('TYPE=main PERSONALITY=brave WPN=laser')).toThrow(/WPN: "laser" is not allowed; allowed: /);
  });

  it('a BOOT HILL weapon code', () => {
    expect(() => weaponByCode('SAR7')).toThrow('Unknown weapon code "SAR7" (did you mean "SAR6"?). Known codes: ');
    expect(() => weaponByCode('XYZ')).toThrow(/^Unknown weapon code "XYZ"\. Known codes: /);
  });
});
