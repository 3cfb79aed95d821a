/**
 * Quick on the Draw's characters: the conversion of BOOT HILL characters (RULINGS.md QR-C1..),
 * the `stats.quickdraw` block, the inline duel line, and the registry handing converted
 * characters to a system that converts from BOOT HILL.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bootHill, WEAPON_ITEMS } from '@deadeye/boothill';
import { defineRuleSystem, loadScenario, type CompiledScenario, type ForeignCharacter, type RuleSystem, type Scenario } from '@deadeye/core';
import { compileScenario, duelOf, foreignCharacter, getSystem, withForeignDuelists } from '@deadeye/registry';
import { describe, expect, it } from 'vitest';
import {
  BOOT_HILL_CONVERSION,
  CONVERTED_WEAPON_IDS,
  QD_WEAPON_IDS,
  convertBootHill,
  convertWeaponCode,
  describeProfile,
  parseQdLine,
  resolveProfile,
  type QdProfile,
} from '../src/index.ts';
import { castScenario, errorOf } from './qd-helpers.ts';

const SCENARIOS = fileURLToPath(new URL('../../../scenarios/', import.meta.url));
const source = bootHill.characters!;

/** A roster character as BOOT HILL describes him. */
function roster(name: string): ForeignCharacter {
  const c = source.namedCharacter(name);
  if (c === undefined) throw new Error(`no roster character ${name}`);
  return c;
}

const NOBODY = { leader: false, player: false };


/** Profile of character 0 of `s`, converted from BOOT HILL as the registry would hand him over. */
function profile(s: Scenario, index = 0): QdProfile {
  return resolveProfile(s, index, source.scenarioCharacter(s, index));
}


describe('converting BOOT HILL roster characters (QR-C2..QR-C7)', () => {
  it('Doc Holliday: a heroic hero, quick on the draw, expert with the gun he holds, a marksman, frail', () => {
    const doc = convertBootHill(roster('Doc Holliday'), NOBODY, 'cartridge-revolver');
    expect(doc.type).toBe('hero');
    expect(doc.personality).toBe('heroic');
    expect(doc.skills).toEqual(['quick-draw', 'pistoleer', 'marksman', 'frail']);
    // With the coach gun in hand his expertise is the shotgun's.
    expect(convertBootHill(roster('Doc Holliday'), NOBODY, 'sawn-off-shotgun').skills).toContain('shotgunner');
  });

  it('Johnny Ringo: a heroic hero, tough; Billy the Kid: rash; Pat Garrett: brave, a hero by his accuracy', () => {
    const ringo = convertBootHill(roster('Johnny Ringo'), NOBODY, 'cartridge-revolver');
    expect([ringo.type, ringo.personality, ringo.skills]).toEqual(['hero', 'heroic', ['quick-draw', 'pistoleer', 'marksman', 'tough']]);
    const kid = convertBootHill(roster('Billy the Kid'), NOBODY, 'cartridge-revolver');
    expect([kid.type, kid.personality]).toEqual(['hero', 'rash']);
    const garrett = convertBootHill(roster('Pat Garrett'), NOBODY, 'cartridge-revolver');
    expect([garrett.type, garrett.personality, garrett.skills]).toEqual(['hero', 'brave', ['pistoleer', 'marksman']]);
  });

  it('the gunfighters table\'s lesser rows are not heroes: Joe Foster, the Ambusher', () => {
    expect(convertBootHill(roster('Joe Foster'), NOBODY, 'cartridge-revolver').type).toBe('minor');
    expect(convertBootHill(roster('Jake Coy'), NOBODY, 'cartridge-revolver')).toMatchObject({ type: 'supporting', skills: ['pistoleer'] });
    expect(convertBootHill(roster('Ambusher'), NOBODY, 'repeating-rifle')).toMatchObject({ type: 'minor', skills: [] });
  });

  it('a Cowboy is a minor, ordinary character; the Town Marshal supporting; either leading his side is a main character', () => {
    expect(convertBootHill(roster('Cowboy'), NOBODY, 'cartridge-revolver')).toMatchObject({ type: 'minor', personality: 'ordinary', skills: [] });
    expect(convertBootHill(roster('Cowboy'), { leader: true, player: false }, 'cartridge-revolver').type).toBe('main');
    expect(convertBootHill(roster('Town Marshal'), NOBODY, 'cartridge-revolver')).toMatchObject({ type: 'supporting', personality: 'ordinary', skills: [] });
    expect(convertBootHill(roster('Town Marshal'), { leader: false, player: true }, 'cartridge-revolver').type).toBe('main');
    expect(convertBootHill(roster('Sheriff'), NOBODY, 'cartridge-revolver').skills).toEqual(['pistoleer']);
  });

  it('poor shots and the fainthearted: Frank Wilcox is a cautious minor character and a poor shot', () => {
    expect(convertBootHill(roster('Frank Wilcox'), NOBODY, 'derringer')).toMatchObject({ type: 'minor', personality: 'cautious', skills: ['poor-shot'] });
  });

  it('caps the skills at the type\'s maximum in the documented order, and says so', () => {
    const cole = convertBootHill(roster('Cole Younger'), NOBODY, 'cartridge-revolver');
    expect(cole.type).toBe('supporting');
    expect(cole.skills).toEqual(['pistoleer', 'marksman']);
    expect(cole.allSkills).toEqual(['pistoleer', 'marksman', 'tough']);
    expect(cole.casting.some((l) => l.startsWith('dropped tough') && l.includes('QR-C7'))).toBe(true);
  });

  it('every casting line names its ruling', () => {
    for (const name of ['Doc Holliday', 'Cowboy', 'Frank Wilcox', 'Cole Younger', 'Billy the Kid']) {
      for (const line of convertBootHill(roster(name), NOBODY, 'cartridge-revolver').casting) expect(line).toMatch(/\(QR-C\d+\)$/);
    }
  });
});

describe('weapons (QR-C8)', () => {
  it('converts every BOOT HILL weapon code and alias, and the striking weapons and tomahawk', () => {
    const codes = [...WEAPON_ITEMS.flatMap((w) => [w.code, ...w.aliases]), 'TH', 'CLUB', 'CHAIR'];
    for (const code of codes) expect(convertWeaponCode(code), code).toBeDefined();
    expect(Object.keys(BOOT_HILL_CONVERSION.weapons.codes).sort()).toEqual([...new Set(codes.map((c) => c.toUpperCase()))].sort());
    expect(convertWeaponCode('fdr6')).toBe('cartridge-revolver');
    expect(convertWeaponCode('SCG2')).toBe('sawn-off-shotgun');
    expect(convertWeaponCode('BR')).toBe('sharps-rifle');
    expect(convertWeaponCode('CHAIR')).toBe('improvised-club');
  });

  it('converts only to weapon ids of the contract', () => {
    for (const id of CONVERTED_WEAPON_IDS) expect(QD_WEAPON_IDS).toContain(id);
  });

  it('casts every character of every bundled scenario, and every weapon code they carry or find converts', () => {
    const files = readdirSync(SCENARIOS).filter((f) => f.endsWith('.yaml'));
    expect(files.length).toBeGreaterThan(10);
    for (const f of files) {
      const s = { ...loadScenario(`${SCENARIOS}${f}`), file: f };
      for (const item of s.items) expect(convertWeaponCode(item.code), `${f} item ${item.code}`).toBeDefined();
      s.characters.forEach((c, i) => {
        for (const w of c.weapons) expect(convertWeaponCode(w.code), `${f} ${c.name} ${w.code}`).toBeDefined();
        const p = resolveProfile(s, i, source.scenarioCharacter(s, i));
        expect(p.weapons).toHaveLength(c.weapons.length);
        expect(p.casting.length).toBeGreaterThan(0);
      });
    }
  });

  it.each(readdirSync(SCENARIOS).filter((f) => f.endsWith('.yaml')))('%s: the header carries each character\'s casting (scripts/casting.ts; Northfield by hand)', (file) => {
    const s = { ...loadScenario(`${SCENARIOS}${file}`), file };
    const text = readFileSync(`${SCENARIOS}${file}`, 'utf8');
    // The paragraph under the mark (its lines indented "#   "), each wrapped line joined to the one
    // before; its entries "- Name: casting." or "- Name (his BOOT HILL role): casting."
    const comments = text.split('\n').filter((l) => l.startsWith('#'));
    const mark = comments.indexOf('# Quick on the Draw casting:');
    expect(mark).toBeGreaterThan(-1);
    const para = comments.slice(mark + 1);
    const end = para.findIndex((l) => !l.startsWith('#   '));
    const lines = (end < 0 ? para : para.slice(0, end)).map((l) => l.slice(4)).join('\n').replace(/\n(?!- )\s*/g, ' ').split('\n');
    s.characters.forEach((c, i) => {
      const line = lines.find((l) => l.includes(`- ${c.name}: `) || l.includes(`- ${c.name} (`));
      expect(line, c.name).toBeDefined();
      expect(line!.endsWith(`: ${describeProfile(profile(s, i))}.`), `${c.name}: ${line}`).toBe(true);
    });
  });
});

describe('resolveProfile and the stats.quickdraw block (QR-C1)', () => {
  it('converts a roster character with his role, hand and defaults', () => {
    const p = profile(castScenario('    roster: Town Marshal\n    hand: left\n    weapons: [{ code: FDR6 }]'));
    expect(p).toMatchObject({ name: 'Hero', type: 'main', personality: 'ordinary', skills: [], armour: 0, shield: 0, move: 8, weapons: ['cartridge-revolver'], leftHanded: 1 });
    expect(p.source).toContain('AVERAGE MISCELLANEOUS CHARACTERS CHART');
    expect(p.casting).toContain("main character: his side's leader (QR-C2)");
  });

  it('converts an inline BOOT HILL stat block (no roster)', () => {
    const p = profile(castScenario('    stats: { boothill: { basp: 22, bac: 92, str: 18, mrl: 100 } }\n    weapons: [{ code: R9 }, { code: KN }]'));
    expect(p).toMatchObject({ type: 'main', personality: 'heroic', skills: ['quick-draw', 'rifleman', 'marksman'], weapons: ['repeating-rifle', 'knife'] });
  });

  it('the stat block overrides the converted values field by field', () => {
    const base = profile(castScenario('    roster: Doc Holliday\n    weapons: [{ code: FDR6 }]'));
    const one = profile(castScenario('    roster: Doc Holliday\n    stats: { quickdraw: { personality: lucky } }\n    weapons: [{ code: FDR6 }]'));
    expect({ ...one, casting: [], source: '' }).toEqual({ ...base, personality: 'lucky', casting: [], source: '' });
    expect(one.casting).toContain('stats.quickdraw sets personality: lucky');

    // A lower type re-caps the converted skills; new weapons change the Expert skill; move and armour as given.
    const more = profile(
      castScenario('    roster: Doc Holliday\n    stats: { quickdraw: { type: supporting, weapons: [repeating-rifle], armour: minimal, shield: true, move: 10, hand: left } }\n    weapons: [{ code: FDR6 }]'),
    );
    expect(more).toMatchObject({ type: 'supporting', skills: ['quick-draw', 'rifleman'], weapons: ['repeating-rifle'], armour: 1, shield: 1, move: 10, leftHanded: 1, personality: 'heroic' });

    const skills = profile(castScenario('    roster: Cowboy\n    stats: { quickdraw: { skills: [fleet-footed] } }\n    weapons: [{ code: SAR6 }]'));
    expect(skills).toMatchObject({ type: 'main', skills: ['fleet-footed'], move: 10 });
  });

  it('a character with no BOOT HILL line needs a whole stat block', () => {
    const p = resolveProfile(castScenario('    stats: { quickdraw: { type: minor, personality: proud, weapons: [bowie-knife], skills: [lumbering] } }\n    weapons: []'), 0, undefined);
    expect(p).toMatchObject({ type: 'minor', personality: 'proud', skills: ['lumbering'], weapons: ['bowie-knife'], move: 6 });
    expect(p.source).toBe('cast.yaml characters[0].stats.quickdraw');
    expect(errorOf(() => resolveProfile(castScenario('    stats: { quickdraw: { type: minor } }\n    weapons: []'), 0, undefined))).toMatch(
      /^cast\.yaml: characters\[0\]\.stats\.quickdraw(\.personality)?: expected .*found/,
    );
    expect(errorOf(() => resolveProfile(castScenario('    weapons: []\n    stats: { shootout: { leader: 1 } }'), 0, undefined))).toBe(
      'cast.yaml: characters[0] (Hero): needs stats.quickdraw {type, personality, weapons} or a BOOT HILL character to convert (roster: or stats.boothill)',
    );
  });

  it('a bad stat block gives one line naming the field', () => {
    const bad = (block: string): string => errorOf(() => profile(castScenario(`    roster: Cowboy\n    stats: { quickdraw: ${block} }\n    weapons: [{ code: SAR6 }]`)));
    const cases: [string, RegExp][] = [
      ['{ type: heroo }', /^cast\.yaml: characters\[0\]\.stats\.quickdraw\.type: expected one of "hero", "main", "supporting", "minor", found "heroo" \(did you mean "hero"\?\)$/],
      ['{ personality: grumpy }', /\.stats\.quickdraw\.personality: expected one of "academic", /],
      ['{ skills: [quick-draw, deadeye] }', /\.stats\.quickdraw\.skills\[1\]: expected one of "ambidextrous", .*found "deadeye"/],
      ['{ type: minor, skills: [quick-draw, marksman] }', /\.stats\.quickdraw\.skills: expected at most 1 skill for a minor character .*found 2 \(quick-draw, marksman\)/],
      ['{ armour: plate, move: 0 }', /\.stats\.quickdraw\.armour: expected one of "none", "minimal", "armoured", found "plate"$/],
      ['{ weapons: [colt] }', /\.stats\.quickdraw\.weapons\[0\]: expected one of "bow", .*"cartridge-revolver".*found "colt"/],
      ['{ speed: 3 }', /\.stats\.quickdraw(\.speed)?: expected .*speed/],
    ];
    for (const [block, pattern] of cases) {
      const message = bad(block);
      expect(message, block).toMatch(pattern);
      expect(message, block).not.toContain('\n');
    }
  });

  it('a BOOT HILL weapon with no counterpart is named, with the fix', () => {
    const s = castScenario('    roster: Cowboy\n    weapons: [{ code: SAR6 }]');
    const f = { ...source.scenarioCharacter(s, 0)!, weapons: ['GATLING'] };
    expect(errorOf(() => resolveProfile(s, 0, f))).toMatch(/^cast\.yaml: characters\[0\] \(Hero\)\.weapons\[0\]\.code: BOOT HILL weapon "GATLING" has no Quick on the Draw counterpart .*give stats\.quickdraw\.weapons$/);
  });
});

describe('the inline duel line (QR-C10)', () => {
  it('reads the line of the help text', () => {
    const p = parseQdLine('TYPE=hero PERSONALITY=brave SKILLS=quick-draw,marksman WPN=cartridge-revolver ARMOUR=none MOVE=8 NAME=Stranger');
    expect(p).toMatchObject({ name: 'Stranger', type: 'hero', personality: 'brave', skills: ['quick-draw', 'marksman'], weapons: ['cartridge-revolver'], armour: 0, shield: 0, move: 8, leftHanded: 0 });
    expect(parseQdLine('type=Minor personality=Natural Leader wpn=fists hand=left skills=fleet-footed')).toMatchObject({ personality: 'natural-leader', weapons: [], move: 10, leftHanded: 1 });
  });

  it('names the word and the allowed values when one is wrong', () => {
    expect(errorOf(() => parseQdLine('TYPE=heroo PERSONALITY=brave WPN=cartridge-revolver'))).toMatch(/TYPE="heroo" is not allowed \(did you mean "hero"\?\); allowed: hero, main, supporting, minor$/);
    expect(errorOf(() => parseQdLine('TYPE=hero PERSONALITY=brave WPN=colt'))).toMatch(/WPN: "colt" is not allowed; allowed: bow, .*cartridge-revolver, /);
    expect(errorOf(() => parseQdLine('TYPE=hero PERSONALITY=brave'))).toMatch(/missing WPN \(add e\.g\. WPN=cartridge-revolver\)$/);
    // Every fault of the line in its one message, not the first alone.
    expect(errorOf(() => parseQdLine('TYPE=hero PERSONALITY=nonsense'))).toMatch(/: PERSONALITY="nonsense" is not allowed; allowed: academic, .*; missing WPN \(add e\.g\. WPN=cartridge-revolver\)$/);
    expect(errorOf(() => parseQdLine('TYPE=heroo WPN=knife'))).toMatch(/: TYPE="heroo" is not allowed \(did you mean "hero"\?\); allowed: hero, main, supporting, minor; missing PERSONALITY \(add e\.g\. /);
    expect(errorOf(() => parseQdLine('TYPE=hero PERSONALITY=brave WPN=knife SPEED=3'))).toMatch(/unknown key SPEED="3"; allowed keys: NAME, TYPE, /);
    expect(errorOf(() => parseQdLine('TYPE=minor PERSONALITY=brave WPN=knife SKILLS=tough,strong'))).toMatch(/a minor character has at most 1 skills/);
    expect(errorOf(() => parseQdLine('TYPE=minor PERSONALITY=brave WPN=knife MOVE=fast'))).toMatch(/MOVE="fast" is not allowed; allowed: a whole number of paces/);
  });
});

describe('the registry hands converted characters to a system that converts from BOOT HILL', () => {
  const seen: { foreign?: readonly (ForeignCharacter | undefined)[] | undefined }[] = [];
  const setup = (s: Scenario): CompiledScenario => ({
    id: s.id,
    name: s.name,
    maxTurns: 1,
    variant: { name: 'test' },
    sides: [],
    characters: s.characters.map((c) => ({ name: c.name })),
    map: { width: s.map.width, height: s.map.height },
  });
  const make = (convertsFrom?: readonly string[]): RuleSystem =>
    defineRuleSystem({
      id: 'faketest',
      name: 'Fake test system',
      sources: [{ file: 'quick-on-the-draw.md', title: 'test' }],
      variants: [{ name: 'test', kind: 'reading', description: 'test' }],
      defaultVariant: 'test',
      turn: { unit: 'phase', seconds: null, phases: [], distance: 'paces' },
      terms: { bands: [], wounds: { name: 'W', meaning: 'w' }, kills: { name: 'K', meaning: 'k' }, brawlDamage: 'b', firstShot: { exchange: 'e', fastest: 'f', standing: 's' }, duel: { together: 't', first: 'f' } },
      rulings: 'packages/quickdraw/RULINGS.md',
      ...(convertsFrom === undefined ? {} : { convertsFrom }),
      scenarios: {
        compile: (s, o) => {
          seen.push({ foreign: o.foreign });
          return setup(s);
        },
        agents: () => [],
        createEngine: () => ({ runBatch: () => undefined }),
        createAccumulator: () => new Float64Array(0),
        mergeAccumulator: () => undefined,
        counts: () => {
          throw new Error('unused');
        },
        replay: () => {
          throw new Error('unused');
        },
        spaceIs: () => '1 pace',
      },
    });

  it('passes one foreign character per scenario character to compile', () => {
    const s = { ...loadScenario(`${SCENARIOS}ok-corral.yaml`), file: 'ok-corral.yaml' };
    compileScenario(make(['shootout', 'boothill']), s, {});
    const foreign = seen.at(-1)?.foreign;
    expect(foreign).toHaveLength(s.characters.length);
    expect(foreign?.[3]).toMatchObject({ system: 'boothill', name: 'Doc Holliday', group: 'gunfighters', stats: { basp: 28, bac: 95, str: 8, mrl: 100 } });
    expect(foreign?.[0]).toMatchObject({ name: 'Town Marshal', weapons: ['FDR6'] });
    compileScenario(make(), s, {});
    expect(seen.at(-1)?.foreign).toBeUndefined();
  });

  it('describes the duel words a converted system recognises, and leaves the rest to the system', () => {
    const fake = make(['boothill']);
    expect(foreignCharacter(fake, 'Doc Holliday')).toMatchObject({ name: 'Doc Holliday', weapons: ['FDR6', 'SCG'] });
    expect(foreignCharacter(fake, 'BASP=+12 BAC=70 STR=14 WPN=SAR6')).toMatchObject({ stats: { basp: 12, bac: 70, str: 14, mrl: 50 }, weapons: ['SAR6'] });
    expect(foreignCharacter(fake, 'TYPE=hero PERSONALITY=brave WPN=knife')).toBeUndefined();
    expect(foreignCharacter(fake, 'Nobody At All')).toBeUndefined();
    expect(foreignCharacter(bootHill, 'Doc Holliday')).toBeUndefined();
    expect(errorOf(() => foreignCharacter(fake, 'BASP=x BAC=70 STR=14 WPN=SAR6', '--b'))).toMatch(/^--b: inline duelist "BASP=x BAC=70 STR=14 WPN=SAR6": BASP="x"/);
    const words = { a: 'Doc Holliday', b: 'TYPE=hero PERSONALITY=brave WPN=knife', range: '5', maxTurns: '10' };
    const w = withForeignDuelists(fake, words);
    expect(w.foreignA?.name).toBe('Doc Holliday');
    expect(w.foreignB).toBeUndefined();
    expect(withForeignDuelists(bootHill, words)).toBe(words);
  });

  it('for a name no converted system recognises, the name of theirs it most likely meant (nearA, nearB), if one is near', () => {
    const fake = make(['boothill']);
    const w = withForeignDuelists(fake, { a: 'Doc Holiday', b: 'johny ringo', range: '5', maxTurns: '10' });
    expect(w.foreignA).toBeUndefined();
    expect(w.nearA).toBe('Doc Holliday');
    // An alias is a name: recognised, so nothing near is needed.
    expect([w.foreignB?.name, w.nearB]).toEqual(['Johnny Ringo', undefined]);
    const far = withForeignDuelists(fake, { a: 'Wyatt Earp', b: 'TYPE=hero PERSONALITY=brave WPN=knife', range: '5', maxTurns: '10' });
    expect([far.nearA, far.nearB]).toEqual([undefined, undefined]);
    expect('nearA' in far || 'nearB' in far).toBe(false);
  });

  it("the duel's error for such a name says which was meant (Quick on the Draw and Shootout!, through the registry)", () => {
    for (const id of ['quickdraw', 'shootout']) {
      const system = getSystem(id);
      const words = withForeignDuelists(system, { a: 'Bat Mastersn', b: 'Doc Holliday', range: '5', maxTurns: '10' });
      expect(errorOf(() => duelOf(system).compile(words))).toMatch(/^--a: .*"Bat Mastersn".*; did you mean "Bat Masterson"/);
    }
  });
});
