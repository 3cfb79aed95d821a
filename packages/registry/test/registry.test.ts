/**
 * The registry: ids to rule systems, and compiling a scenario under one (stat blocks, agents).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseScenario } from '@deadeye/core';
import { streamFor } from '@deadeye/rng';
import { describe, expect, it } from 'vitest';
import { SYSTEMS_ABOUT as ABOUT_ALONE, systemIds as idsAlone } from '../src/about.ts';
import { RULE_SYSTEMS, SYSTEMS_ABOUT, compileScenario, createScenarioEngine, getSystem, scenarioAgents, systemIds } from '../src/index.ts';

const STREET = readFileSync(fileURLToPath(new URL('../../../scenarios/street-fight.yaml', import.meta.url)), 'utf8');
/** The street fight with its first character's `roster: Town Marshal` line replaced by `lines`. */
const withStats = (lines: string): string => STREET.replace('    roster: Town Marshal\n', lines);

describe('the registry', () => {
  it('registers BOOT HILL, and names the known systems for an unknown id', () => {
    expect(systemIds()).toContain('boothill');
    expect(getSystem('boothill').name).toBe('BOOT HILL');
    expect(new Set(systemIds()).size).toBe(RULE_SYSTEMS.length);
    expect(() => getSystem('Boothill')).toThrow('--system: unknown rule system "Boothill"; known: boothill (BOOT HILL), quickdraw (Quick on the Draw), shootout (Shootout!) (see deadeye systems)');
  });

  it("names the systems for the help as they are: about.ts (which loads none of them) lists every registered system's id, name and duel turn limit, in order", () => {
    expect(ABOUT_ALONE).toBe(SYSTEMS_ABOUT);
    expect(SYSTEMS_ABOUT.map((a) => ({ ...a }))).toEqual(RULE_SYSTEMS.map((s) => ({ id: s.id, name: s.name, duelMaxTurns: s.duel?.defaultMaxTurns })));
    expect(idsAlone()).toEqual(['boothill', 'quickdraw', 'shootout']);
    expect(SYSTEMS_ABOUT.map((a) => a.duelMaxTurns)).toEqual([20, 10, 20]);
  });

  it('builds one agent per character and an engine that plays', () => {
    const system = getSystem('boothill');
    const setup = compileScenario(system, parseScenario(STREET, 'street.yaml'), {});
    expect(scenarioAgents(system, setup)).toHaveLength(setup.characters.length);
    const engine = createScenarioEngine('boothill', setup);
    const acc = system.scenarios.createAccumulator(setup);
    engine.runBatch(streamFor('registry', setup.id, 0), 50, acc);
    expect(system.scenarios.counts(setup, acc).trials).toBe(50);
  });

  it("names its range bands in its terms: every band a system's results name is one of them, in their order", () => {
    // The report orders and colours the bands by `terms.bands` (report bandsOf); a band missing
    // there would be coloured past the system's own, a misspelt one never.
    const SALOON = readFileSync(fileURLToPath(new URL('../../../scenarios/saloon-brawl.yaml', import.meta.url)), 'utf8');
    for (const system of RULE_SYSTEMS) {
      const seen: string[] = [];
      for (const [text, file] of [[STREET, 'street.yaml'], [SALOON, 'saloon.yaml']] as const) {
        const setup = compileScenario(system, parseScenario(text, file), {});
        const engine = createScenarioEngine(system.id, setup);
        const acc = system.scenarios.createAccumulator(setup);
        engine.runBatch(streamFor('registry', setup.id, 0), 200, acc);
        for (const w of system.scenarios.counts(setup, acc).weapons) {
          expect(system.terms.bands, `${system.id}: ${w.band}`).toContain(w.band);
          seen.push(w.band);
        }
      }
      // Both scenarios together fire at ranges and fight: more than one band is checked.
      expect(new Set(seen).size, system.id).toBeGreaterThan(1);
      expect(new Set(system.terms.bands).size, system.id).toBe(system.terms.bands.length);
    }
  });

  it('compiles an inline BOOT HILL stat block, checked by BOOT HILL against its schema', () => {
    const system = getSystem('boothill');
    const ok = compileScenario(system, parseScenario(withStats('    stats: { boothill: { basp: 12, bac: 70, str: 14, mrl: 80 } }\n'), 'inline.yaml'), {});
    expect(ok.characters[0]?.name).toBe('Town Marshal');
    const bad = parseScenario(withStats('    stats: { boothill: { basp: 12, bac: 70, str: 0, mrl: 180 } }\n'), 'inline.yaml');
    expect(() => compileScenario(system, bad, {})).toThrow(/inline\.yaml: characters\[0\]\.stats\.boothill\.str: expected /);
    expect(() => compileScenario(system, bad, {})).toThrow(/characters\[0\]\.stats\.boothill\.mrl: expected .*found 180/);
  });

  it('blames a misspelt agent parameter given a word on its name, under every system, not on the map (an audit, 2026-12-07)', () => {
    // Before, `rat: walk` read "walk" as a map place: '...agent.params.rat: "walk" is not a place of map.places'.
    const line = STREET.match(/agent: \{ doctrine: gunfighter,[^}]*rate: \w+/)!;
    const typo = parseScenario(STREET.replace(line[0], line[0].replace('rate:', 'rat:')), 'typo.yaml');
    for (const system of RULE_SYSTEMS) {
      expect(() => compileScenario(system, typo, {}), system.id).toThrow(/^typo\.yaml: characters\[\d+\] \(.+\)\.agent: unknown parameter "rat" for doctrine "gunfighter" \(did you mean "rate"\?\); expected one of band, rate, /);
    }
    // A known parameter given a word it does not take is blamed on its value.
    const flag = parseScenario(STREET.replace(line[0], line[0].replace('rate:', 'fallBack: nowhere, rate:')), 'flag.yaml');
    expect(() => compileScenario(getSystem('boothill'), flag, {})).toThrow(/^flag\.yaml: characters\[\d+\] \(.+\)\.agent: .*fallBack.*"nowhere"/);
  });

  it('rejects a stat block of no registered system in one line naming the file and the field', () => {
    const typo = parseScenario(withStats('    stats: { bothill: { basp: 12, bac: 70, str: 14, mrl: 80 } }\n'), 'typo.yaml');
    expect(() => compileScenario(getSystem('boothill'), typo, {})).toThrow(
      'typo.yaml: characters[0].stats.bothill: expected a stat block of a registered rule system (boothill, quickdraw, shootout), found "bothill"',
    );
  });

  it('rejects a history note about no registered system in one line naming the file and the field', () => {
    const typo = parseScenario(`${STREET}history:\n  source: a book\n  notes:\n    - plain\n    - { systems: [quickdraw, qd], text: only there }\n`, 'notes.yaml');
    expect(() => compileScenario(getSystem('boothill'), typo, {})).toThrow('notes.yaml: history.notes[1].systems: expected a registered rule system (boothill, quickdraw, shootout), found "qd"');
    const fine = parseScenario(`${STREET}history:\n  source: a book\n  notes:\n    - { systems: [quickdraw], text: only there }\n`, 'notes.yaml');
    expect(compileScenario(getSystem('boothill'), fine, {}).name).toBeTruthy();
  });

  it('checks every agent spec as a run will build it', () => {
    const bad = parseScenario(STREET.replace('doctrine: defender, targeting: mostDangerous', 'doctrine: defender, targeting: mostDangerous, params: { nerve: 3 }'), 'agent.yaml');
    expect(() => compileScenario(getSystem('boothill'), bad, {})).toThrow(/^agent\.yaml: characters\[0\]\.agent: .*nerve/);
  });
});
