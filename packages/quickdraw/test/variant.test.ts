/**
 * Quick on the Draw's variants (src/variant.ts over core's parseSwitches): the reading and its
 * switches, the canonical name, the duel's refusals, and the list `deadeye systems` and the
 * house-rule files read.
 */
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
    expect(() => parseQdVariant('text+bad-weather', true)).toThrow(`--variant: unknown "bad-weather" for the Quick on the Draw duel; expected text, optionally with ${duelSwitches} (e.g. text+lethal)`);
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
