/**
 * The scenario format's vehicles (`vehicles:` and `characters[].vehicle`, src/scenario/schema.ts,
 * types.ts, load.ts): defaults, and each cross-reference check as one problem naming the field.
 */
import { describe, expect, it } from 'vitest';
import { parseScenario, ScenarioError } from '../src/scenario/load.ts';

const FILE = 'scenarios/stage.yaml';

/** A valid scenario with a coach, its driver and a passenger. */
const STAGE = `name: Stage
map:
  width: 20
  height: 6
  cover:
    - { kind: hard, name: water trough, cells: [[8, 4]] }
sides:
  - { name: stage }
  - { name: agents }
vehicles:
  - { name: coach, kind: coach, position: [3, 2], facing: E, driver: Bud }
characters:
  - name: Bud
    stats: { quickdraw: { type: minor, personality: ordinary, weapons: [cartridge-revolver] } }
    side: stage
    position: [3, 2]
    facing: E
    vehicle: coach
    weapons: []
    agent: { doctrine: standing }
  - name: Bob
    stats: { quickdraw: { type: minor, personality: ordinary, weapons: [cartridge-revolver] } }
    side: stage
    position: [3, 2]
    facing: E
    vehicle: coach
    weapons: []
    agent: { doctrine: standing }
  - name: Jim
    stats: { quickdraw: { type: minor, personality: ordinary, weapons: [cartridge-revolver] } }
    side: agents
    position: [15, 2]
    facing: W
    weapons: []
    agent: { doctrine: standing }
`;

function edit(from: string, to: string): string {
  expect(STAGE).toContain(from);
  return STAGE.replace(from, to);
}

/** The paths of the problems parsing `text` reports. */
function problems(text: string): { path: string; expected: string; found: string }[] {
  try {
    parseScenario(text, FILE);
  } catch (e) {
    expect(e).toBeInstanceOf(ScenarioError);
    return (e as ScenarioError).problems.map((p) => ({ path: p.path, expected: p.expected, found: p.found }));
  }
  throw new Error('expected a ScenarioError');
}

describe('vehicles in a scenario file', () => {
  it('parses, with construction light by default; a scenario without vehicles has none', () => {
    const s = parseScenario(STAGE, FILE);
    expect(s.vehicles).toEqual([{ name: 'coach', kind: 'coach', construction: 'light', position: [3, 2], facing: 'E', driver: 'Bud' }]);
    expect(s.characters.map((c) => c.vehicle)).toEqual(['coach', 'coach', undefined]);
    // Without the coach, Bob steps down beside Bud (one figure a space).
    const noCoach = edit('  - { name: coach, kind: coach, position: [3, 2], facing: E, driver: Bud }\n', '').replace('vehicles:\n', '').replaceAll('    vehicle: coach\n', '');
    expect(parseScenario(noCoach.replace(/(name: Bob[\s\S]*?position: )\[3, 2\]/, '$1[4, 2]'), FILE).vehicles).toEqual([]);
  });

  it('an unknown kind or construction names the allowed words', () => {
    const [p] = problems(edit('kind: coach', 'kind: stagecoach'));
    expect(p!.path).toBe('vehicles[0].kind');
    expect(p!.expected).toMatch(/"cart", "wagon", "coach", "motorised"/);
    expect(problems(edit('kind: coach,', 'kind: coach, construction: steel,'))[0]!.path).toBe('vehicles[0].construction');
  });

  it('a rider naming no vehicle, a rider not in his vehicle\'s cell, a driver who does not ride it, a repeated name', () => {
    expect(problems(edit('    vehicle: coach\n    weapons: []\n    agent: { doctrine: standing }\n  - name: Bob', '    vehicle: cart\n    weapons: []\n    agent: { doctrine: standing }\n  - name: Bob')).map((p) => p.path)).toEqual(['vehicles[0].driver', 'characters[0].vehicle']);
    const [pos] = problems(edit('    position: [3, 2]\n    facing: E\n    vehicle: coach\n    weapons: []\n    agent: { doctrine: standing }\n  - name: Jim', '    position: [4, 2]\n    facing: E\n    vehicle: coach\n    weapons: []\n    agent: { doctrine: standing }\n  - name: Jim'));
    expect(pos).toEqual({ path: 'characters[1].position', expected: 'the cell of his vehicle "coach", [3, 2] (he starts in it)', found: '[4, 2]' });
    const [driver] = problems(edit('driver: Bud', 'driver: Jim'));
    expect(driver!.path).toBe('vehicles[0].driver');
    expect(driver!.expected).toMatch(/one of its riders .*"Bud", "Bob"/);
    const twice = problems(edit('vehicles:\n', 'vehicles:\n  - { name: coach, kind: wagon, position: [5, 2], facing: E }\n'));
    expect(twice.map((p) => p.path)).toContain('vehicles[1].name');
  });

  it('a vehicle off the map or on cover; a rider also mounted', () => {
    expect(problems(edit('position: [3, 2], facing: E, driver', 'position: [30, 2], facing: E, driver')).map((p) => p.path)).toContain('vehicles[0].position');
    expect(problems(edit('position: [3, 2], facing: E, driver', 'position: [8, 4], facing: E, driver')).map((p) => p.path)).toContain('vehicles[0].position');
    const mounted = problems(edit('    vehicle: coach\n    weapons: []\n    agent: { doctrine: standing }\n  - name: Jim', '    vehicle: coach\n    mounted: true\n    horseStrength: 40\n    weapons: []\n    agent: { doctrine: standing }\n  - name: Jim'));
    expect(mounted.map((p) => p.path)).toEqual(['characters[1].mounted']);
  });
});
