/**
 * Quick on the Draw's variants (src/variant.ts over core's parseSwitches): the reading and its
 * switches, the canonical name, the duel's refusals, and the list `deadeye systems` and the
 * house-rule files read.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getSystem } from '@deadeye/registry';
import { parseQdVariant, QD_SWITCHES } from '../src/index.ts';

describe('Quick on the Draw variants', () => {
  it('reads the text by default and names the switches in the table order, whatever order they are given in', () => {
    expect(parseQdVariant(undefined)).toMatchObject({ name: 'text', lethal: 0, badWeather: 0 });
    expect(parseQdVariant('bad-weather+lethal')).toMatchObject({ name: 'text+lethal+bad-weather', lethal: 1, badWeather: 1 });
    expect(parseQdVariant('text, lethal,lethal').name).toBe('text+lethal');
  });

  it('refuses an unknown word with the allowed ones, and in the duel a switch the duel does not play', () => {
    expect(() => parseQdVariant('text+fog')).toThrow(/^--variant: unknown "fog" for the Quick on the Draw skirmish; expected text, optionally with \+lethal, \+bad-weather/);
    const duelSwitches = Object.entries(QD_SWITCHES).filter(([, s]) => s.duel).map(([name]) => `+${name}`).join(', ');
    expect(() => parseQdVariant('text+bad-weather', true)).toThrow(`--variant: "bad-weather" is a switch of the Quick on the Draw skirmish only, not of the Quick on the Draw duel (the one-on-one fight duel, replay and odds play); expected text, optionally with ${duelSwitches} (e.g. text+lethal)`);
    expect(parseQdVariant('text+lethal', true).lethal).toBe(1);
  });

  it('lists the reading, then every switch of the table, and the duel the switches it takes', () => {
    const system = getSystem('quickdraw');
    expect(system.variants.map((v) => `${v.kind}:${v.name}`)).toEqual(['reading:text', ...Object.keys(QD_SWITCHES).map((s) => `switch:${s}`)]);
    const duel = Object.entries(QD_SWITCHES).filter(([, s]) => s.duel).map(([name]) => `text+${name}`);
    expect(system.duel?.variants).toEqual(['text', ...duel]);
    for (const v of system.variants) expect(v.description).toMatch(v.kind === 'reading' ? /RULINGS\.md/ : /RULINGS\.md QR-\d+/);
  });
});

describe('the switches as documented', () => {
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const rulings = readFileSync(join(root, 'packages/quickdraw/RULINGS.md'), 'utf8');
  const header = rulings.slice(rulings.indexOf('Variant switches:'), rulings.indexOf('### QR-1.'));
  for (const [name, s] of Object.entries(QD_SWITCHES)) {
    it(`+${name}: a row of README's table, in RULINGS.md's header and in its ruling`, () => {
      expect(readme).toContain(`| \`+${name}\` |`);
      expect(header).toContain(`\`+${name}\``);
      // Each ruling the description's closing parenthesis names says "A switch: `+name`" (or names it) in its own section.
      const cited = /RULINGS\.md ([^)]*)\)$/.exec(s.description)?.[1] ?? '';
      expect(cited, 'the description ends (text+name; RULINGS.md QR-n)').toMatch(/^QR-\d+/);
      for (const qr of cited.match(/QR-\d+/g) ?? []) {
        const at = rulings.indexOf(`### ${qr}. `);
        expect(at, qr).toBeGreaterThan(0);
        const section = rulings.slice(at, rulings.indexOf('\n### ', at + 1));
        expect(section, `${qr} names +${name}`).toContain(`+${name}`);
      }
    });
  }
});
