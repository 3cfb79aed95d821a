/**
 * The standard encounter of `deadeye balance` (core balance.ts): the committed template reads,
 * a bad one is refused naming the field, and a pairing becomes a valid scenario with the lines
 * placed as the template says.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { encounterScenario, loadEncounterTemplate, parseEncounterTemplate, ScenarioError, type EncounterFigure } from '../src/index.ts';

const FILE = fileURLToPath(new URL('../../../scenarios/templates/balance-encounter.yaml', import.meta.url));

const figure = (name: string): EncounterFigure => ({ name, roster: 'Cowboy', weapons: ['SAR6'], agent: { doctrine: 'standing' } });

describe('the encounter template', () => {
  it('reads the committed template', () => {
    const t = loadEncounterTemplate(FILE);
    expect(t.id).toBe('balance-encounter');
    expect(t.terrain).toBe('street');
    expect(t.range).toBe(12);
    expect(t.points).toBe(60);
    expect(t.bands).toEqual({ short: 3, medium: 7, long: 15, extreme: 30 });
  });

  it('refuses a bad field, naming the file and the field', () => {
    const text = readFileSync(FILE, 'utf8');
    expect(() => parseEncounterTemplate(text.replace('terrain: street', 'terrain: grass'), 't.yaml')).toThrow(/^t\.yaml: terrain: expected one of "street", .*found "grass"/);
    expect(() => parseEncounterTemplate(text.replace('extreme: 30', 'extreme: 15'), 't.yaml')).toThrow(/t\.yaml: bands\.extreme: expected a range above the long band's \(15\), found 15/);
    expect(() => parseEncounterTemplate(text.replace('points: 60', 'points: 60\nbudget: 3'), 't.yaml')).toThrow(ScenarioError);
    expect(() => loadEncounterTemplate('no/such/template.yaml')).toThrow(/no such file/);
  });

  it('builds a pairing: two lines facing each other `range` apart on open ground, one stream id', () => {
    const t = loadEncounterTemplate(FILE);
    const s = encounterScenario(t, { name: 'West', figures: [figure('w1'), figure('w2'), figure('w3')] }, { name: 'East', figures: [figure('e1')] }, 7);
    expect(s.id).toBe('balance-encounter');
    expect(s.sides.map((x) => x.name)).toEqual(['West', 'East']);
    const west = s.characters.filter((c) => c.side === 'West');
    const east = s.characters.filter((c) => c.side === 'East');
    expect(west.every((c) => c.position[0] === t.margin && c.facing === 'E')).toBe(true);
    expect(east.every((c) => c.position[0] === t.margin + 7 && c.facing === 'W')).toBe(true);
    // Neighbours `spacing` apart; the shorter line centred on the longer.
    expect(west.map((c) => c.position[1])).toEqual([t.margin, t.margin + t.spacing, t.margin + 2 * t.spacing]);
    expect(east[0]!.position[1]).toBe(t.margin + t.spacing);
    expect(s.map.width).toBe(7 + 1 + 2 * t.margin);
    expect(s.map.height).toBe(2 * t.spacing + 1 + 2 * t.margin);
    expect(s.characters.every((c) => c.player)).toBe(true);
    expect(() => encounterScenario(t, { name: 'West', figures: [] }, { name: 'East', figures: [figure('e1')] })).toThrow(/fields 0 figures/);
  });
});
