import { readdirSync, readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import * as T from '../src/tables/index.ts';
import {
  ANIMAL_HITS_TO_KILL,
  ANIMAL_TYPES,
  ARMOUR_TABLE,
  ATTACK_FORMS,
  ATTACK_FORM_DICE,
  ATTACK_FORM_REDUCED_NOTE,
  BAD_GOING_CUT,
  BASE_DV,
  CHARACTER_TYPES,
  CHARACTER_TYPE_TABLE,
  CHARTS,
  CHART_TESTS,
  COMBAT_SKILLS,
  COMBAT_SKILL_TABLE,
  COMBAT_WEAPON_KINDS,
  CRAWL_MOVE,
  DICE_CONVENTIONS,
  DV,
  DV_ADJUSTMENTS,
  DV_ADJUSTMENT_IDS,
  EFFECTS_OF_HIT,
  EFFECT_COLUMNS,
  EFFECT_COLUMN_HEADERS,
  EFFECT_COLUMN_LABELS,
  ENTANGLEMENT_CHART,
  ENTANGLE_RANGE,
  ENTANGLE_RANGE_TEXT,
  FOOT_MOVE,
  GENERAL_SKILLS,
  GENERAL_SKILL_TABLE,
  HIT_OUTCOMES,
  IGNITION_TABLE,
  LINEAR_OBSTACLE_CUT,
  MOUNTED_MOVE,
  MOUNT_HIT_OUTCOMES,
  MOUNT_STAMINA,
  MOVE_DISTANCES,
  PERSONALITIES,
  PERSONALITY_TABLE,
  POISON_RULE,
  POST_ACTION_CHART,
  PRONE_GET_UP_CUT,
  QD_WEAPONS,
  QOTD_SEED,
  RANDOM_MOVEMENT,
  REACH_TABLE,
  RELOADING_TABLE,
  RIDER_OR_MOUNT_RULE,
  SHIELD_DV,
  SHIELD_TEXT,
  TERRAIN_RULES,
  VDV_ADJUSTMENTS,
  VDV_TABLE,
  VEHICLE_DAMAGE,
  VEHICLE_OUTCOMES,
  WILD_ANIMAL_DAMAGE,
  WILD_ANIMAL_OUTCOMES,
  bandOf,
  chartCell,
  hitEffect,
  personalityRow,
  randomDirection,
  skillRow,
  weaponById,
  withIgnition,
  wildAnimalDamage,
  vehicleDamage,
  entanglementOf,
} from '../src/tables/index.ts';
import type { ChartCell, HitEffect, Source, TraitEffect, TraitRow } from '../src/tables/index.ts';
import { bullets, lineIndex, paragraphs, parseDice, plain, qdLines, reels, rowStarting, sectionInReel, tableAfter } from './seed-text.ts';

// ---------------------------------------------------------------------------------------------------
// helpers

/** A cell as the data holds it (title, then text), in the seed's plain form. */
const cellPlain = (c: ChartCell): string => plain(`${c.title} ${c.text}`);

/** The tab lines of a section: from the line `heading` (searching from `from`) up to the next line equal to `until`. */
function sectionRows(heading: string, until: string, from = 0): string[][] {
  const a = lineIndex(heading, from);
  const b = lineIndex(until, a + 1);
  return qdLines.slice(a + 1, b).filter((l) => l.includes('\t')).map((l) => l.split('\t'));
}

const cell = (row: readonly string[] | undefined, i: number): string => plain(row?.[i] ?? '');

function isSource(v: unknown): v is Source {
  return typeof v === 'object' && v !== null && (v as { seed?: unknown }).seed === QOTD_SEED && typeof (v as { reel?: unknown }).reel === 'string';
}

// ---------------------------------------------------------------------------------------------------

describe('seed file and sources', () => {
  it('reads the seed from /work/shared/seeds beside the repository and finds its seven reels', () => {
    expect(qdLines.length).toBeGreaterThan(700);
    expect(reels.map((r) => r.heading)).toEqual([
      'REEL 1: THE BASICS',
      'REEL 2: CASTING – CREATING CHARACTERS',
      'REEL 3: LIGHTS, CAMERA, ACTION! - MOVEMENT AND ACTION',
      'REEL 4: SHOOTING AND WEAPONS OF THE OLD WEST',
      'REEL 5: FIGHTING',
      'REEL 6: DETERMINING THE EFFECTS OF SHOOTING AND FIGHTING',
      'REEL 7: BEASTS',
    ]);
  });

  it('every exported Source names a reel and a section heading printed within that reel', () => {
    const sources: Source[] = [];
    for (const v of Object.values(T)) {
      if (isSource(v)) sources.push(v);
      else if (typeof v === 'object' && v !== null && isSource((v as { source?: unknown }).source)) sources.push((v as { source: Source }).source);
    }
    for (const row of Object.values(CHARTS)) sources.push(row.source);
    expect(sources.length).toBeGreaterThan(25);
    for (const s of sources) expect(sectionInReel(s.reel, s.section), `${s.reel} / ${s.section}`).toBe(true);
  });
});

describe('dice.ts (REEL 1 DETERMINING OUTCOMES – DICE ROLLS)', () => {
  it('the four conventions are the printed bullets', () => {
    const at = lineIndex('There are some simple conventions which, once committed to memory, will speed up play:');
    const printed = qdLines.slice(at + 1, at + 8).filter((l) => l.startsWith('- ')).map((l) => plain(l.slice(2)));
    expect(DICE_CONVENTIONS.map((c) => c.text)).toEqual(printed);
    for (const c of DICE_CONVENTIONS) expect(c.text).toContain(`A dice roll of ${c.label}`);
  });

  it('labels are the chart column headers and bands cover 1..10', () => {
    expect(rowStarting('Reason for Test').slice(1)).toEqual(DICE_CONVENTIONS.map((c) => c.label));
    for (let roll = 1; roll <= 10; roll++) {
      const c = DICE_CONVENTIONS.find((d) => roll >= d.from && roll <= d.to);
      expect(bandOf(roll)).toBe(c?.band);
    }
    expect(DICE_CONVENTIONS.map((c) => c.id)).toEqual([...T.BANDS]);
    expect(() => bandOf(0)).toThrow(RangeError);
    expect(() => bandOf(11)).toThrow(RangeError);
    expect(() => bandOf(2.5)).toThrow(RangeError);
  });
});

describe('characters.ts (REEL 2 CHARACTER TYPE/STAR STATUS)', () => {
  it('every cell matches the printed table, numbers parsed from the seed', () => {
    const rows = tableAfter(lineIndex('CHARACTER TYPE/STAR STATUS')).slice(1);
    expect(rows).toHaveLength(4);
    CHARACTER_TYPES.forEach((type, i) => {
      const r = rows[i];
      const row = CHARACTER_TYPE_TABLE[type];
      expect(row.name).toBe(cell(r, 0));
      expect(row.cards).toBe(Number(cell(r, 1)));
      expect(row.actionDiceText).toBe(cell(r, 2));
      expect(row.actionDice).toEqual(parseDice(cell(r, 2)));
      expect(row.reducedDiceText).toBe(cell(r, 3));
      expect(row.reducedDice).toEqual(parseDice(cell(r, 3)));
      expect(row.personality).toBe(Number(cell(r, 4)));
      expect(row.maxSkills).toBe(Number(cell(r, 5)));
    });
  });

  it('card counts agree with REEL 1 (DEALING THE CARDS)', () => {
    const line = qdLines.find((l) => l.includes('appropriate to their character type')) ?? '';
    const m = /Heroes (\d), Main Characters (\d), Supporting Characters (\d), and Minor Characters (\d)/.exec(plain(line));
    expect(m?.slice(1).map(Number)).toEqual(CHARACTER_TYPES.map((t) => CHARACTER_TYPE_TABLE[t].cards));
  });
});

/** Checks a trait table against printed `name\ttagline text` lines. */
function expectTraitRows(rows: readonly TraitRow[], printed: readonly string[][]): void {
  expect(rows.map((r) => r.name)).toEqual(printed.map((p) => cell(p, 0)));
  rows.forEach((r, i) => {
    const p = cell(printed[i], 1);
    expect(plain(`${r.tagline} ${r.text}`), r.id).toBe(p);
    if (r.tagline !== '') expect(p.startsWith(r.tagline)).toBe(true);
  });
}

const effectsOf = (row: TraitRow): readonly TraitEffect[] => row.effects;
const rerolls = (row: TraitRow, when: 'failed' | 'any' = 'failed'): string[] =>
  effectsOf(row).flatMap((e) => (e.kind === 'reroll' && e.when === when ? [e.test] : []));
const reduced = (row: TraitRow): string[] => effectsOf(row).flatMap((e) => (e.kind === 'reduced' ? [e.test] : []));
const kinds = (row: TraitRow): string[] => effectsOf(row).map((e) => e.kind);

describe('personalities.ts (REEL 2 PERSONALITY)', () => {
  const printed = sectionRows('PERSONALITY', 'SKILLS AND TRAITS', lineIndex('REEL 2: CASTING – CREATING CHARACTERS'));

  it('17 rows in printed order, names, taglines and texts as printed', () => {
    expect(printed).toHaveLength(17);
    expect(PERSONALITY_TABLE).toHaveLength(17);
    expectTraitRows(PERSONALITY_TABLE, printed);
    expect(new Set(PERSONALITY_TABLE.map((r) => r.id))).toEqual(new Set(PERSONALITIES));
  });

  it('effects as data', () => {
    expect(rerolls(personalityRow('brave'))).toEqual(['courage']);
    expect(kinds(personalityRow('brave'))).toContain('ignore-graze');
    // Cautious on every response chart, SHOOTOUTS' "Responding to an opponent drawing" included (shooting.ts respondToDraw).
    expect(reduced(personalityRow('cautious'))).toEqual(['respond-opportunity', 'respond-attack', 'react', 'respond-draw']);
    // Disciplined on the drawing chart (QR-172) and on answering a draw from a hold (QR-122).
    expect(rerolls(personalityRow('disciplined'))).toEqual(['move', 'want-shoot', 'draw-shoot', 'want-attack', 'hold', 'respond-draw', 'reload']);
    expect(rerolls(personalityRow('fanatic'))).toEqual(['want-attack', 'move']);
    expect(personalityRow('fanatic').effects).toContainEqual({ kind: 'ignore-ones', test: 'courage' });
    expect(kinds(personalityRow('fanatic'))).toContain('all-out-first');
    // Graze: "Characters who are a Hero or Main Character or are Brave or a Fanatic can carry on as normal".
    const graze = HIT_OUTCOMES.find((o) => o.outcome === 'Graze')?.text ?? '';
    expect(graze).toContain('are Brave or a Fanatic can carry on as normal');
    for (const id of ['brave', 'fanatic'] as const) expect(kinds(personalityRow(id)), id).toContain('ignore-graze');
    // The rush on a 10 of the reacting and courage charts, printed for the rash and the fanatic.
    for (const test of ['react', 'courage'] as const) expect(chartCell(test, 3).text, test).toContain('if rash or a fanatic must move towards the enemy as quickly as possible');
    for (const id of ['rash', 'fanatic'] as const) expect(personalityRow(id).effects, id).toContainEqual({ kind: 'rushes', tests: ['react', 'courage'] });
    expect(kinds(personalityRow('rash'))).toContain('stands');
    expect(personalityRow('heroic').effects).toContainEqual({ kind: 'no-test', test: 'courage' });
    // Targeting preferences, played by the agents (QR-85).
    expect(personalityRow('heroic').effects).toContainEqual({ kind: 'seeks', foe: 'nastiest' });
    expect(personalityRow('proud').effects).toContainEqual({ kind: 'seeks', foe: 'leader' });
    const lucky = /re-roll up to (\d) dice rolls/.exec(personalityRow('lucky').text);
    expect(personalityRow('lucky').effects).toContainEqual({ kind: 'lucky', count: Number(lucky?.[1]) });
    expect(rerolls(personalityRow('proud'))).toEqual(['courage']);
    expect(rerolls(personalityRow('quick-witted'))).toEqual(['respond-opportunity', 'respond-attack', 'react', 'respond-draw']);
    expect(rerolls(personalityRow('rash'))).toEqual(['move']);
    expect(kinds(personalityRow('rash'))).toContain('all-out-first');
    expect(kinds(personalityRow('fearsome'))).toEqual(['fearsome']);
    expect(personalityRow('ordinary').effects).toEqual([]);
    expect(kinds(personalityRow('bloodthirsty'))).toEqual(['test-to-stop']);
    // The influence (QR-160) within the same 10 paces as the sway; turning the man on his side is not played.
    expect(personalityRow('dominant').effects).toEqual([{ kind: 'sway', paces: 10 }, { kind: 'influence', paces: 10 }, expect.objectContaining({ kind: 'narrative' })]);
    // "responding to hold actions": a response from a hold to an opportunity or to a draw (QR-80, QR-122); "movement" the movement chart's rows, Wanting to evade included (QR-80, the eighteenth audit).
    expect(personalityRow('natural-leader').effects).toEqual([
      { kind: 'leads', tests: ['move', 'evade', 'courage', 'respond-opportunity', 'respond-draw'], paces: 10, condition: expect.stringContaining('from a hold') },
    ]);
    // "if within 10 paces" (Natural Leader) and "if they are within 10 paces" (Dominant), as printed.
    expect(personalityRow('natural-leader').text).toContain('if within 10 paces');
    expect(personalityRow('dominant').text).toContain('if they are within 10 paces');
    expect(kinds(personalityRow('ruthless'))).toEqual(['test-to-help']);
    expect(kinds(personalityRow('academic'))).toEqual(['narrative']);
    // The charm is played (QR-159); turning the charmed man on his own side is not.
    expect(kinds(personalityRow('charismatic'))).toEqual(['charm', 'narrative']);
    for (const r of PERSONALITY_TABLE) for (const e of r.effects) if (e.kind === 'narrative') expect(e.why.length).toBeGreaterThan(10);
  });
});

describe('skills.ts (REEL 2 GENERAL / SPECIFIC COMBAT SKILLS AND TRAITS)', () => {
  const general = sectionRows('GENERAL SKILLS AND TRAITS', 'SPECIFIC COMBAT SKILLS AND TRAITS');
  const combat = sectionRows('SPECIFIC COMBAT SKILLS AND TRAITS', 'PROPS: EQUIPPING YOUR CHARACTERS – WEAPONS AND EQUIPMENT');
  const NAMED = ['pistoleer', 'rifleman', 'shotgunner', 'bowman', 'swordsman'];

  it('general skills: 13 rows as printed, and the expert rider carries the good-at row text', () => {
    expect(general).toHaveLength(13);
    expectTraitRows(GENERAL_SKILL_TABLE.filter((r) => r.id !== 'expert-rider'), general);
    const rider = skillRow('expert-rider');
    expect(rider.text).toBe(skillRow('good-at').text);
    expect(rider.tagline).toBe(skillRow('good-at').tagline);
    expect(rider.note).toMatch(/Deadeye/);
  });

  it('combat skills: 11 printed rows as printed, and the named experts carry the expert row text', () => {
    expect(combat).toHaveLength(11);
    const printedRows = COMBAT_SKILL_TABLE.filter((r) => !NAMED.includes(r.id));
    expectTraitRows(printedRows, combat);
    const expert = skillRow('expert');
    for (const id of NAMED) {
      const r = COMBAT_SKILL_TABLE.find((x) => x.id === id);
      expect(r?.tagline).toBe(expert.tagline);
      expect(r?.text).toBe(expert.text);
      expect(r?.effects).toEqual(expert.effects);
      expect(r?.note).toMatch(/Deadeye/);
      if (id !== 'shotgunner') expect(expert.text + expert.name).toContain(r?.name ?? '?');
    }
    expect(new Set([...GENERAL_SKILL_TABLE, ...COMBAT_SKILL_TABLE].map((r) => r.id))).toEqual(new Set([...GENERAL_SKILLS, ...COMBAT_SKILLS]));
  });

  it('DV changes are the numbers printed in the row ("by N")', () => {
    for (const r of [...GENERAL_SKILL_TABLE, ...COMBAT_SKILL_TABLE]) {
      for (const e of r.effects) {
        if (e.kind !== 'enemy-dv') continue;
        const m = /DV by (\d)/.exec(r.text);
        expect(e.change, r.id).toBe(-Number(m?.[1]));
      }
    }
  });

  it('effects as data', () => {
    const moveOf = (id: Parameters<typeof skillRow>[0]): number | undefined => {
      const e = skillRow(id).effects.find((x) => x.kind === 'move');
      return e?.kind === 'move' ? e.paces : undefined;
    };
    const paces = (who: string): number | undefined => MOVE_DISTANCES.find((m) => m.who.startsWith(who))?.paces;
    expect(moveOf('fleet-footed')).toBe(paces('Fleet-footed'));
    expect(moveOf('lumbering')).toBe(paces('Lumbering'));
    expect(rerolls(skillRow('fleet-footed'))).toEqual(['move']);
    expect(reduced(skillRow('frail'))).toEqual(['come-round', 'heal', 'poison']);
    // Played, once narrative: first aid (healing.ts firstAid), Sixth Sense (locating.ts, QR-56), a stealthy man
    // located on reduced dice (locating.ts), the sure footed spared the 25% (walk.ts stepCost) and the reduced
    // dice (terrain.ts, QR-67), the Martial Artist's lethal blows (fighting.ts strike, QR-175).
    expect(skillRow('healer').effects).toEqual([{ kind: 'first-aid' }]);
    expect(skillRow('sixth-sense').effects).toEqual([{ kind: 'senses', paces: Number(/within (\d+) paces/.exec(skillRow('sixth-sense').text)?.[1]) }]);
    expect(skillRow('stealthy').effects).toContainEqual({ kind: 'enemy-reduced', test: 'locate' });
    expect(kinds(skillRow('surefooted'))).toEqual(['reroll', 'not-reduced', 'no-bad-going-deduction']);
    expect(skillRow('martial-artist').effects).toEqual([{ kind: 'enemy-dv', change: -1, when: 'close-combat' }, { kind: 'lethal-blows' }]);
    // The expert rider's two printed effects (HITS ON MOUNTS, Graze; WEAPONS TABLE, Bows).
    expect(kinds(skillRow('expert-rider'))).toEqual(['reroll', 'no-test', 'not-reduced']);
    expect(MOUNT_HIT_OUTCOMES.some((o) => o.text.includes('an expert rider they keep control of their mount and need not test'))).toBe(true);
    expect(weaponById('bow').notes).toContain('An expert rider can reload if moving quickly');
    expect(rerolls(skillRow('tough'))).toEqual(['come-round', 'heal', 'poison']);
    expect(skillRow('stealthy').effects).toContainEqual({ kind: 'own-dv', change: 1, when: 'shooting' });
    expect(skillRow('strong').effects).toContainEqual({ kind: 'enemy-dv', change: -1, when: 'blunt-or-fists' });
    expect(skillRow('expert').effects).toContainEqual({ kind: 'enemy-dv', change: -1, when: 'with-expert-weapon' });
    expect(rerolls(skillRow('expert'))).toEqual(['shoot-hit', 'fight-hit', 'reload']);
    expect(skillRow('man-killer').effects).toEqual([{ kind: 'enemy-dv', change: -2, when: 'always' }, { kind: 'rider-or-mount', by: 'fighting' }]);
    expect(skillRow('marksman').effects).toContainEqual({ kind: 'rider-or-mount', by: 'shooting' });
    expect(RIDER_OR_MOUNT_RULE.text).toContain('A Marksman');
    expect(skillRow('expert').effects).toContainEqual({ kind: 'rider-or-mount', by: 'fighting', condition: 'with that weapon' });
    expect(skillRow('marksman').effects).toContainEqual({ kind: 'enemy-dv', change: -2, when: 'deliberate-or-aimed' });
    expect(rerolls(skillRow('marksman'), 'any')).toEqual(['reload']);
    expect(skillRow('martial-artist').effects).toContainEqual({ kind: 'enemy-dv', change: -1, when: 'close-combat' });
    expect(skillRow('off-handed').effects).toEqual([{ kind: 'enemy-dv', change: -1, when: 'close-combat' }]);
    // Clubs and clubbed handguns as well as improvised short range weapons (setup.ts `brawling`, QR-116).
    expect(skillRow('brawler').effects).toEqual([{ kind: 'enemy-dv', change: -1, when: 'brawling' }]);
    expect(reduced(skillRow('poor-fighter'))).toEqual(['fight-hit']);
    expect(reduced(skillRow('poor-shot'))).toEqual(['shoot-hit']);
    expect(kinds(skillRow('quick-draw'))).toContain('ignore-draw-penalty');
    // Every test in which he draws: the drawing chart, answering a draw, drawing to respond from a hold (QR-174).
    expect(rerolls(skillRow('quick-draw'))).toEqual(['draw-shoot', 'respond-draw', 'respond-opportunity']);
    expect(kinds(skillRow('quick-draw'))).toContain('shoots-first');
    expect(chartCell('respond-draw', 2).text).toContain('if you have the Quick Draw trait you shoot first');
    expect(skillRow('two-fisted').effects).toEqual([{ kind: 'enemy-dv', change: -1, when: 'fists' }, { kind: 'fights-with-fists' }]);
    expect(skillRow('two-weapon-trained').effects).toEqual([{ kind: 'enemy-dv', change: -1, when: 'close-combat' }]);
    expect(kinds(skillRow('ambidextrous'))).toEqual(['ignore-wrong-hand']);
    expect(skillRow('ambidextrous').text).toContain('+2');
    expect(DV['wrong-hand']).toBe(2);
  });
});

// ---------------------------------------------------------------------------------------------------
// The trait effects against the engine. The engine does not read `effects`: it plays flags compiled by
// skirmish/setup.ts. These checks tie the data to those flags so that the two cannot drift apart
// unnoticed (the sixth audit found five effects marked narrative that the engine played).

const SRC = new URL('../src/', import.meta.url);

/** A source file with its comments removed (a flag named in a comment is not a read). */
function code(rel: string): string {
  return readFileSync(new URL(rel, SRC), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/**
 * Profile word (personality or skill id) -> the engine's flag, as skirmish/setup.ts compiles it:
 * `TRAIT.x` from `TRAIT_OF` (and `TRAIT.expert` for `expert` and the named experts, from
 * `EXPERT_SKILL_GROUPS`), `TRAIT2.x` from the `p.skills.includes(...)` line, and the personality
 * flags of `QdCharacterSpec` (`x: p.personality === '...' ? 1 : 0`).
 */
function engineFlags(): Map<string, string> {
  const setup = code('skirmish/setup.ts');
  const flags = new Map<string, string>();
  const traitOf = /const TRAIT_OF[^=]*=\s*\{([\s\S]*?)\};/.exec(setup)?.[1] ?? '';
  for (const m of traitOf.matchAll(/'?([a-z-]+)'?:\s*TRAIT\.(\w+)/g)) flags.set(m[1]!, `TRAIT.${m[2]}`);
  for (const m of setup.matchAll(/p\.skills\.includes\('([a-z-]+)'\) \? TRAIT2\.(\w+)/g)) flags.set(m[1]!, `TRAIT2.${m[2]}`);
  for (const m of setup.matchAll(/(\w+): p\.personality === '([a-z-]+)' \? 1 : 0/g)) flags.set(m[2]!, `.${m[1]}`);
  expect(setup).toMatch(/traits \|= TRAIT\.expert/);
  for (const id of ['expert', ...Object.keys(T.EXPERT_SKILL_GROUPS)]) flags.set(id, 'TRAIT.expert');
  return flags;
}

/** Every source file of the package but the tables and setup.ts (which compiles the flags), comments removed. */
function engineCode(): string {
  const files = (readdirSync(SRC, { recursive: true }) as string[])
    .map((f) => f.replace(/\\/g, '/'))
    .filter((f) => f.endsWith('.ts') && !f.startsWith('tables/') && f !== 'skirmish/setup.ts');
  expect(files).toContain('skirmish/shooting.ts');
  return files.map(code).join('\n');
}

/**
 * The `narrative` effects allowed, by row id, with the reason each is not simulated. A row whose
 * flag the engine reads may keep a narrative effect only for a part of its text the simulation
 * does not play at all; anything the engine plays is a typed effect.
 */
const NOT_SIMULATED: Readonly<Record<string, string>> = {
  academic: 'no flag: a study subject is named by no scenario (rerolls and the test to stop studying)',
  charismatic: 'the charm is played, turning the man charmed on a 10 to the charmer\'s side (QR-159); under the Northfield module he only stands down',
  dominant: 'the sway and influence are played, turning the influenced man to the Dominant character\'s side (QR-81, QR-160); under the Northfield module he only stands down',
};

describe('trait effects and the engine (skirmish/setup.ts flags)', () => {
  const rows: readonly TraitRow[] = [...PERSONALITY_TABLE, ...GENERAL_SKILL_TABLE, ...COMBAT_SKILL_TABLE];
  const flags = engineFlags();
  const engine = engineCode();
  const read = (flag: string): boolean =>
    new RegExp(flag.startsWith('.') ? `\\${flag}\\b` : `\\b${flag.replace('.', '\\.')}\\b`).test(engine);

  it('every flag setup.ts compiles is a row of the tables, and the engine reads it', () => {
    expect(flags.size).toBeGreaterThan(35);
    const ids = new Set(rows.map((r) => r.id));
    for (const [id, flag] of flags) {
      expect(ids.has(id), `${id} (${flag}) is no row`).toBe(true);
      expect(read(flag), `${flag} (${id}) is read by no engine module`).toBe(true);
    }
  });

  it('a row the engine plays has typed effects; a row it does not play has none', () => {
    for (const r of rows) {
      const typed = r.effects.filter((e) => e.kind !== 'narrative');
      if (flags.has(r.id)) expect(typed.length, `${r.id} is played (${flags.get(r.id)}) but its data has no typed effect`).toBeGreaterThan(0);
      else expect(typed, `${r.id} has no flag: the engine plays none of its effects`).toEqual([]);
    }
    // Ordinary "gains no improvement or reduction"; Academic's study is not simulated.
    expect(rows.filter((r) => !flags.has(r.id)).map((r) => r.id).sort()).toEqual(['academic', 'ordinary']);
  });

  it('narrative effects only where listed as not simulated, with the reason', () => {
    const narrative = rows.filter((r) => r.effects.some((e) => e.kind === 'narrative')).map((r) => r.id);
    expect(narrative.sort()).toEqual(Object.keys(NOT_SIMULATED).sort());
    for (const r of rows) {
      for (const e of r.effects) if (e.kind === 'narrative') expect(e.why, r.id).toMatch(/not played|need a scenario/);
    }
  });
});

describe('protection.ts (REEL 2 PROTECTION – ARMOUR AND SHIELDS)', () => {
  it('armour table as printed, DVs parsed from the headings', () => {
    const [head, body] = tableAfter(lineIndex('PROTECTION – ARMOUR AND SHIELDS'));
    expect(ARMOUR_TABLE.map((a) => a.heading)).toEqual(head?.map(plain));
    expect(ARMOUR_TABLE.map((a) => a.text)).toEqual(body?.map(plain));
    for (const a of ARMOUR_TABLE) {
      expect(a.dv).toBe(Number(/^DV(\d)/.exec(a.heading)?.[1]));
      expect(a.heading.endsWith(a.name)).toBe(true);
    }
  });
  it('shield', () => {
    expect(qdLines).toContain(SHIELD_TEXT);
    expect(SHIELD_DV).toBe(Number(/by (\d)/.exec(SHIELD_TEXT)?.[1]));
  });
});

describe('reach.ts (REEL 2 COMBAT WEAPONS)', () => {
  it('reach table as printed', () => {
    const rows = tableAfter(lineIndex('COMBAT WEAPONS'));
    expect(rows.map((r) => cell(r, 0))).toEqual(['Type', 'Fighting weapon', 'Improvised Weapon']);
    expect(rows[0]?.slice(1).map(plain)).toEqual(['Close Reach', 'Short Reach', 'Medium Reach', 'Long Reach']);
    REACH_TABLE.forEach((r, i) => {
      const p = rows[i + 1];
      expect(r.type).toBe(cell(p, 0));
      expect([r.cells.close, r.cells.short, r.cells.medium, r.cells.long]).toEqual(p?.slice(1).map(plain));
    });
  });
  it('combat weapon kinds as printed', () => {
    const at = lineIndex('COMBAT WEAPONS');
    const printed = qdLines.slice(at, at + 10).filter((l) => l.startsWith('- ')).map((l) => plain(l.slice(2)));
    expect([COMBAT_WEAPON_KINDS.fighting, COMBAT_WEAPON_KINDS.improvised, COMBAT_WEAPON_KINDS.fists]).toEqual(printed);
  });
});

describe('movement.ts (REEL 3 WANTING TO MOVE)', () => {
  const at = lineIndex('Characters can move the following distances on each of their turns');
  const rows = tableAfter(at);

  it('move distances as printed, paces parsed', () => {
    const distances = rows.slice(0, 7);
    expect(MOVE_DISTANCES.map((m) => [m.who, m.cell])).toEqual(distances.map((r) => [cell(r, 0), cell(r, 1)]));
    for (const m of MOVE_DISTANCES) expect(m.paces).toBe(Number(/^(\d+) paces/.exec(m.cell)?.[1]));
    expect(MOVE_DISTANCES.map((m) => m.paces)).toEqual([4, 6, 8, 10, 12, 16, 24]);
    const paces = (who: string): number | undefined => MOVE_DISTANCES.find((m) => m.who.startsWith(who))?.paces;
    expect(FOOT_MOVE).toBe(paces('Most characters on foot'));
    expect(MOUNTED_MOVE).toBe(paces('Mounted characters'));
    expect(CRAWL_MOVE).toBe(paces('Characters swimming, climbing or crawling'));
  });

  it('terrain rules as printed, cuts parsed', () => {
    const terrain = rows.slice(7);
    expect(TERRAIN_RULES.map((t) => [t.name, t.text])).toEqual(terrain.map((r) => [cell(r, 0), cell(r, 1)]));
    const pct = (name: string): number => Number(/[Dd]educt (\d+)%/.exec(TERRAIN_RULES.find((t) => t.name === name)?.text ?? '')?.[1]) / 100;
    expect(LINEAR_OBSTACLE_CUT).toBe(pct('Linear Obstacles'));
    expect(BAD_GOING_CUT).toBe(Number(/deduct (\d+)% from movement/.exec(TERRAIN_RULES.find((t) => t.name === 'Movement in Bad Going')?.text ?? '')?.[1]) / 100);
    expect(PRONE_GET_UP_CUT).toBe(pct('Getting up from Prone'));
  });

  it('random movement as printed, 1..10 covered once', () => {
    const random = rows.find((r) => cell(r, 0) === 'Random Movement');
    const printed = paragraphs(random?.[1] ?? '')[1]?.split(':').map((s) => s.trim());
    expect(RANDOM_MOVEMENT.map((r) => r.text)).toEqual(printed);
    for (const r of RANDOM_MOVEMENT) expect(Number(/^(\d+)/.exec(r.text)?.[1])).toBe(r.from);
    for (let roll = 1; roll <= 10; roll++) expect(RANDOM_MOVEMENT.filter((r) => roll >= r.from && roll <= r.to)).toHaveLength(1);
    expect([1, 4, 6, 8, 10].map(randomDirection)).toEqual(['reverse', 'right', 'left', 'straight-ahead', 'straight-ahead']);
  });
});

describe('charts.ts (result charts of REELS 3-7)', () => {
  it('covers every CHART_TESTS id', () => {
    expect(Object.keys(CHARTS).sort()).toEqual([...CHART_TESTS].sort());
    for (const [k, row] of Object.entries(CHARTS)) expect(row.test).toBe(k);
  });

  it('every cell is the printed cell: title then text', () => {
    for (const row of Object.values(CHARTS)) {
      if (row.test === 'escape') continue;
      const printed = rowStarting(`${row.reason}\t`);
      expect(printed, row.test).toHaveLength(5);
      row.outcomes.forEach((c, i) => expect(cellPlain(c), `${row.test} ${i}`).toBe(cell(printed, i + 1)));
      // the titles are printed at the start of their cells
      row.outcomes.forEach((c, i) => expect(cell(printed, i + 1).startsWith(plain(c.title))).toBe(true));
    }
  });

  it('the escape chart is the headerless chart of ATTEMPTING TO ESCAPE FROM ENTANGLEMENT', () => {
    const rows = tableAfter(lineIndex('ATTEMPTING TO ESCAPE FROM ENTANGLEMENT'));
    expect(rows[0]).toEqual(['1', '2 to 4', '5 to 9', '10']);
    CHARTS.escape.outcomes.forEach((c, i) => expect(cellPlain(c)).toBe(cell(rows[1], i)));
    expect(CHARTS.escape.reason).toBe('');
    expect(CHARTS.escape.source.note).toMatch(/without a "Reason for Test" column/);
  });

  it('every printed "Reason for Test" row is a chart', () => {
    const reasons = new Set(Object.values(CHARTS).map((r) => r.reason));
    let seen = 0;
    qdLines.forEach((l, i) => {
      if (!l.startsWith('Reason for Test\t')) return;
      for (const r of tableAfter(i).slice(1)) {
        expect(reasons.has(r[0] ?? '?'), r[0]).toBe(true);
        seen++;
      }
    });
    expect(seen).toBe(Object.keys(CHARTS).length - 1);
  });

  it('chartCell reads bands; each chart lies in its source reel', () => {
    expect(chartCell('respond-opportunity', 0).title).toBe('Flustered!');
    expect(chartCell('shoot-hit', 3).title).toBe('Bulls Eye!');
    expect(() => chartCell('move', 4)).toThrow(RangeError);
    for (const row of Object.values(CHARTS)) {
      const line = row.test === 'escape' ? lineIndex('ATTEMPTING TO ESCAPE FROM ENTANGLEMENT') : qdLines.findIndex((l) => l.startsWith(`${row.reason}\t`));
      const reel = [...reels].reverse().find((r) => r.line <= line);
      expect(reel?.heading, row.test).toBe(row.source.reel);
    }
    expect(CHARTS['beast-reaction'].outcomes[3].text).toContain('The Beats becomes enraged');
  });

  it('poison rule from the printed text', () => {
    const at = lineIndex('POISON');
    const text = qdLines.slice(at + 1, at + 8).filter((l) => l.trim() !== '').map((l) => plain(l.replace(/^- /, ''))).join(' ');
    expect(POISON_RULE.text).toBe(text);
    const m = /fail the test \((\d) to (\d)\), treat as a (\d) lethal hits/.exec(text);
    expect(POISON_RULE.failOn).toEqual([1, 2, 3, 4].filter((r) => r >= Number(m?.[1]) && r <= Number(m?.[2])));
    expect(POISON_RULE.lethalHits).toBe(Number(m?.[3]));
  });

  it('post action chart as printed', () => {
    const rows = tableAfter(lineIndex('POST ACTION REST AND RECOVERY'));
    expect(rows[0]).toEqual(['SITUATION', '1', '2 to 4', '5+', '10']);
    expect(POST_ACTION_CHART).toHaveLength(3);
    POST_ACTION_CHART.forEach((r, i) => {
      const p = rows[i + 1];
      expect(r.situation).toBe(cell(p, 0));
      r.outcomes.forEach((c, j) => expect(cellPlain(c)).toBe(cell(p, j + 1)));
    });
  });
});

describe('attack-forms.ts (REEL 4, after RELOADING WEAPONS)', () => {
  it('dice and texts as printed', () => {
    const at = qdLines.findIndex((l) => l.startsWith('SHOOTING\tFighting'));
    const [head, texts, star, other] = tableAfter(at);
    expect(cell(texts, 0)).toBe('Character Action Dice');
    expect(cell(other, 0)).toBe('Supporting & Minor');
    ATTACK_FORMS.forEach((form, i) => {
      const row = ATTACK_FORM_DICE[form];
      expect(row.header).toBe(cell(head, i + 1));
      expect(row.text).toBe(cell(texts, i + 1));
      expect(row.starText).toBe(cell(star, i + 1));
      expect(row.otherText).toBe(cell(other, i + 1));
      expect(row.star).toEqual(parseDice(cell(star, i + 1)));
      expect(row.other).toEqual(parseDice(cell(other, i + 1)));
    });
    expect(qdLines).toContain(ATTACK_FORM_REDUCED_NOTE);
  });
});

describe('reloading.ts (REEL 4 RELOADING WEAPONS)', () => {
  it('five rows and their bullets as printed', () => {
    const rows = tableAfter(lineIndex('RELOADING WEAPONS'));
    expect(RELOADING_TABLE.map((r) => r.heading)).toEqual(rows.slice(0, 5).map((r) => cell(r, 0)));
    RELOADING_TABLE.forEach((r, i) => expect(r.items).toEqual(bullets(rows[i]?.[1] ?? '')));
    expect(RELOADING_TABLE.map((r) => r.reload)).toEqual(['after-use', 'replace', 'recoil', 'after-a-one', null]);
    expect(RELOADING_TABLE.map((r) => r.difficult)).toEqual([false, false, false, false, true]);
  });
});

describe('weapons.ts (REEL 4 WEAPONS TABLE, FIREARMS; REEL 2 COMBAT WEAPONS)', () => {
  const start = lineIndex('WEAPONS TABLE');
  const end = lineIndex('REEL 5: FIGHTING');
  const printedRows = qdLines.slice(start, end).filter((l) => l.includes('\t')).map((l) => l.split('\t'));
  const printedRow = (name: string): string[] | undefined => printedRows.find((r) => cell(r, 0) === name);
  const missiles = QD_WEAPONS.filter((w) => w.part !== 'COMBAT WEAPONS');
  /** Which of the printed ranges a weapon takes, for the rows printed with several. */
  const SLOT: Record<string, number> = {
    'smoothbore-pistol': 0, 'rifled-pistol': 1, 'le-mat': 0, 'le-mat-shotgun': 1, 'repeating-rifle': 0, 'repeating-carbine': 1,
    'smoothbore-musket': 0, 'smoothbore-carbine': 1, 'rifled-musket': 2, 'rifled-carbine': 3, 'breech-loading-rifle': 0,
    'breech-loading-carbine': 1, 'sharps-rifle': 0,
  };

  it('has every weapon the engine names, ids unique', () => {
    const ids = QD_WEAPONS.map((w) => w.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of [
      'bow', 'thrown', 'hurled', 'dynamite', 'whip', 'cartridge-revolver', 'smoothbore-pistol', 'rifled-pistol', 'pepperpot',
      'cap-and-ball-revolver', 'long-pistol', 'derringer', 'le-mat', 'le-mat-shotgun', 'sawn-off-shotgun', 'double-barrelled-shotgun',
      'blunderbuss', 'volley-gun', 'repeating-shotgun', 'repeating-rifle', 'repeating-carbine', 'smoothbore-musket', 'smoothbore-carbine',
      'rifled-musket', 'rifled-carbine', 'fowling-piece', 'early-breech-loader', 'harmonica-rifle', 'revolving-rifle', 'breech-loading-rifle',
      'breech-loading-carbine', 'sharps-rifle', 'knife', 'bowie-knife', 'tomahawk', 'club', 'pistol-club', 'clubbed-rifle', 'sword', 'bayonet',
      'spear', 'lance', 'improvised-short', 'improvised-medium', 'improvised-long', 'fists',
    ]) {
      expect(weaponById(id).id).toBe(id);
    }
    expect(() => weaponById('gatling')).toThrow(/cartridge-revolver/);
  });

  it('every printed weapons row is transcribed, name, range, impact and notes as printed', () => {
    const headers = new Set(['Weapon', 'Type', 'Non Gun Powder Weapons', 'SHOULDER ARMS']);
    const names = new Set(missiles.map((w) => w.name));
    for (const r of printedRows) if (!headers.has(cell(r, 0))) expect(names.has(cell(r, 0)), cell(r, 0)).toBe(true);
    for (const w of missiles) {
      const p = printedRow(w.name);
      expect(p, w.id).toBeDefined();
      expect(w.printedRange).toBe(cell(p, 1));
      expect(w.printedImpact).toBe(cell(p, 2));
      expect(w.notes).toBe(cell(p, 3));
      const ranges = (w.printedRange.match(/\d+/g) ?? []).map(Number);
      expect(w.range, w.id).toBe(ranges[SLOT[w.id] ?? 0]);
      if (SLOT[w.id] === undefined) expect(ranges, w.id).toHaveLength(1);
    }
  });

  it('each row sits under its printed part heading', () => {
    for (const w of missiles) {
      const at = qdLines.findIndex((l, i) => i > start && l.startsWith(`${w.name}\t`));
      const part = w.part === 'Non Gun Powder Weapons' ? 'Non Gun Powder Weapons\t\t\t' : w.part;
      const partAt = qdLines.findIndex((l, i) => i > start && (l === part || l.startsWith(`${part}\t`)));
      expect(partAt, w.id).toBeGreaterThan(0);
      expect(partAt).toBeLessThan(at);
      const parts = ['Non Gun Powder Weapons', 'HANDGUNS', 'SHOTGUNS - may hit other targets within 1 pace of main target', 'SHOULDER ARMS'];
      for (const other of parts.filter((x) => x !== w.part)) {
        const o = qdLines.findIndex((l, i) => i > start && (l === other || l.startsWith(`${other}\t`)));
        expect(o < partAt || o > at, `${w.id} / ${other}`).toBe(true);
      }
    }
  });

  it('impact read from the printed Impact cell', () => {
    const word = (s: string): string => s.toLowerCase();
    for (const w of missiles) {
      const imp = w.printedImpact;
      const split = /^(\w+)(?: Impact)? under (\d+):? (\w+)(?: Impact)? over \2\.?$/.exec(imp);
      if (split) {
        expect([w.impact, w.farImpact, w.closeRange], w.id).toEqual([word(split[1] ?? ''), word(split[3] ?? ''), Number(split[2])]);
      } else if (imp === 'Normal as Pistol High as Shotgun') {
        expect(w.impact).toBe(w.id === 'le-mat' ? 'normal' : 'high');
      } else if (imp === 'Normal unless Sharps Big 50 (High Impact)') {
        expect(w.impact).toBe(w.id === 'sharps-rifle' ? 'high' : 'normal');
      } else if (imp === '') {
        expect(w.notes).toContain(`${w.impact} impact`);
      } else if (w.id === 'walker-colt') {
        expect(w.notes).toContain('Walker Colt are classed as High Impact');
        expect(w.impact).toBe('high');
      } else {
        expect(w.impact, w.id).toBe(word(/^(\w+)/.exec(imp)?.[1] ?? ''));
        expect(w.farImpact).toBeUndefined();
      }
    }
  });

  it('ignition table from FIREARMS, misfires and jams from the notes', () => {
    const at = lineIndex('FIREARMS');
    const printed = qdLines.slice(at, at + 8).filter((l) => l.startsWith('- ')).map((l) => plain(l.slice(2)));
    expect(IGNITION_TABLE.map((r) => r.text)).toEqual(printed);
    for (const r of IGNITION_TABLE) expect(r.misfireOn).toEqual((/misfire if a ([\d or]+) is rolled/.exec(r.text)?.[1]?.match(/\d/g) ?? []).map(Number));
    for (const w of missiles) {
      const special = /misfires? on an? (\d)/.exec(w.notes);
      if (w.id === 'cap-and-ball-preloaded') expect(w.misfireOn).toEqual([2, 3]);
      else if (special) expect(w.misfireOn, w.id).toEqual([Number(special[1])]);
      else expect(w.misfireOn, w.id).toEqual(IGNITION_TABLE.find((r) => r.ignition === w.ignition)?.misfireOn ?? []);
      const jam = /jams? on an? (\d)/.exec(w.notes);
      // A single shot breech loader jams on the chart's 1 (SHOOTING – TRYING TO HIT: "a single shot breech loader it jams").
      if (/^Single shot Breach Loading/.test(w.name)) expect(w.jamOn, w.id).toEqual([1]);
      else expect(w.jamOn, w.id).toEqual(jam ? [Number(jam[1])] : []);
      if (/ignites all shots/.test(w.notes)) expect(w.chainFireOn).toEqual([Number(/single blast on a score of (\d)/.exec(w.notes)?.[1])]);
      if (w.ignition === 'none') expect(w.group).toBe('non-gunpowder');
    }
    expect(CHARTS['shoot-hit'].outcomes[0].text).toContain('a single shot breech loader it jams');
    expect(missiles.filter((w) => /^Single shot Breach Loading/.test(w.name)).map((w) => w.id)).toEqual(['breech-loading-rifle', 'breech-loading-carbine', 'sharps-rifle']);
    const flint = withIgnition(weaponById('smoothbore-musket'), 'flintlock');
    expect([flint.ignition, flint.misfireOn]).toEqual(['flintlock', [1, 2]]);
  });

  it('capacities, reloading and handling read from the notes', () => {
    expect(weaponById('derringer').capacity).toBe(Number(/^(\d) shots only/.exec(weaponById('derringer').notes)?.[1]));
    expect(weaponById('harmonica-rifle').capacity).toBe(Number(/load of (\d) shots/.exec(weaponById('harmonica-rifle').notes)?.[1]));
    for (const id of ['pepperpot', 'cap-and-ball-revolver', 'revolving-rifle']) {
      expect(weaponById(id).notes).toMatch(/^5 or 6 shots/);
      expect(weaponById(id).capacity).toBe(6);
      expect(weaponById(id).note).toMatch(/capacity 6 taken/);
    }
    expect(weaponById('repeating-rifle').capacity).toBe(15);
    expect(weaponById('repeating-rifle').note).toMatch(/no magazine size/);
    for (const w of missiles) {
      if (/character must be stationary/.test(w.notes) && !/If Muzzle loading/.test(w.notes)) expect(w.stationaryReload, w.id).toBe(1);
      if (/[Cc]annot be drawn and fired|may not be drawn and fired/.test(w.notes)) expect(w.noDrawAndFire, w.id).toBe(1);
      // "reduced dice" to reload (the bow's reduced dice are for a rider moving quickly; the preloaded cylinder is the printed exception)
      if (/reduced dice/.test(w.notes) && w.id !== 'bow' && w.id !== 'cap-and-ball-preloaded') expect(w.difficultReload, w.id).toBe(1);
      if (w.part === 'SHOTGUNS - may hit other targets within 1 pace of main target' && w.id !== 'le-mat') expect(w.spread, w.id).toBe(1);
      if (w.repeating === 1) expect(w.reload, w.id).toBe('after-a-one');
      if (/All shots are deliberate or aimed/.test(w.notes) && w.id !== 'hurled') expect(w.deliberateOnly, w.id).toBe(1);
    }
    expect(weaponById('cartridge-revolver').singleAction).toBe(1);
    expect(weaponById('cartridge-revolver').note).toMatch(/single action Colt/);
    expect(weaponById('whip').alwaysHasty).toBe(1);
    expect(weaponById('dynamite').explosive).toBe(1);
    expect(weaponById('whip').range).toBe(ENTANGLE_RANGE.whip);
    expect(weaponById('entangling').range).toBe(ENTANGLE_RANGE['net-lasso-bolas']);
    expect(weaponById('sawn-off-shotgun').form).toBe('double');
    expect(weaponById('blunderbuss').form).toBe('multi');
    expect(weaponById('volley-gun').form).toBe('multi');
    expect(weaponById('double-barrelled-shotgun').form).toBe('single');
  });

  it('fighting weapons are named in the reach table at their reach', () => {
    for (const w of QD_WEAPONS.filter((x) => x.part === 'COMBAT WEAPONS')) {
      expect(w.form).toBe('melee');
      expect(w.reload).toBe('never');
      if (w.group === 'fists') {
        expect(w.reach).toBe('close');
        expect(COMBAT_WEAPON_KINDS.fists).toContain('close reach');
        continue;
      }
      const row = REACH_TABLE.find((r) => r.type === (w.group === 'fighting' ? 'Fighting weapon' : 'Improvised Weapon'));
      const reachCell = w.reach === null ? '' : (row?.cells[w.reach] ?? '');
      expect(reachCell, w.id).toContain(w.name);
    }
  });
});

describe('dv.ts (REEL 6 ADJUSTMENTS FOR SHOOTING AND FIGHTING TO DV)', () => {
  const rows = tableAfter(lineIndex('ADJUSTMENTS FOR SHOOTING AND FIGHTING TO DV')).slice(1);

  it('every adjustment is a printed bullet of its row and column, and every bullet has an id', () => {
    expect(rows).toHaveLength(4);
    let bulletCount = 0;
    for (const r of rows) {
      const m = /^(Decrease|Increase) the target's DV by (\d)$/.exec(cell(r, 0));
      const change = (m?.[1] === 'Decrease' ? -1 : 1) * Number(m?.[2]);
      for (const [col, party] of [[1, 'target'], [2, 'attacker']] as const) {
        const printed = bullets(r[col] ?? '');
        bulletCount += printed.length;
        for (const b of printed) expect(DV_ADJUSTMENTS.some((a) => a.text === b && a.change === change && a.party === party), b).toBe(true);
        for (const a of DV_ADJUSTMENTS.filter((x) => x.change === change && x.party === party)) expect(printed, a.id).toContain(a.text);
      }
    }
    expect(bulletCount).toBe(new Set(DV_ADJUSTMENTS.map((a) => a.text)).size);
  });

  it('DV has exactly the contract ids and values', () => {
    expect(DV_ADJUSTMENTS.map((a) => a.id).sort()).toEqual([...DV_ADJUSTMENT_IDS].sort());
    expect(DV).toEqual({
      defenceless: -2, 'point-blank': -1, 'all-out-attacker': -1, 'moving-quickly': 1, 'light-cover': 1, stealthy: 1, shield: 1, armour: 1,
      evading: 2, 'hard-cover': 2, prone: 2, block: 2, 'behind-defences': 2, marksman: -2, explosive: -2, 'bulls-eye': -2, 'man-killer': -2,
      'high-impact': -1, expert: -1, 'longer-reach': -1, aimed: -1, mounted: -1, charging: -1, 'close-combat-skill': -1, 'mighty-blow': -1,
      'two-weapon-or-two-fisted': -1, 'strong-blunt': -1, 'off-handed': -1, 'light-or-improvised': 1, drawing: 1, snap: 1, hasty: 2,
      fanned: 2, 'back-foot': 2, 'wrong-hand': 2,
    });
    for (const a of DV_ADJUSTMENTS.filter((x) => DV_ADJUSTMENTS.filter((y) => y.text === x.text).length > 1)) expect(a.note, a.id).toBeDefined();
  });

  it('base DV is printed as 0', () => {
    const line = qdLines.find((l) => l.includes('In the Old west this begins at')) ?? '';
    expect(BASE_DV).toBe(Number(/begins at (\d)/.exec(line)?.[1]));
  });
});

const HIT_CODE: Record<string, HitEffect> = {
  Graze: 'graze', 'Near Miss': 'near-miss', 'Courage Test': 'courage-test', '1 Hit': '1-hit', '2 Hits': '2-hits', '3 Hits': '3-hits',
};

describe('effects.ts (REEL 6 EFFECTS OF HIT TABLE ON CHARACTERS)', () => {
  const rows = tableAfter(lineIndex('EFFECTS OF HIT TABLE ON CHARACTERS'));

  it('column headers and labels as printed', () => {
    expect(cell(rows[0], 0)).toBe('A hit on a character who:');
    expect(rows[0]?.slice(1).map((c) => plain(c) || null)).toEqual(EFFECT_COLUMN_HEADERS);
    expect(rows[1]?.slice(1)).toEqual([...EFFECT_COLUMN_LABELS]);
    expect(EFFECT_COLUMNS).toEqual([-3, -2, -1, 0, 1, 2, 3, 4]);
  });

  it('every cell as printed', () => {
    const grid = rows.slice(2, 12);
    expect(grid.map((r) => Number(r[0]))).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    for (const r of grid) {
      const roll = Number(r[0]);
      expect(EFFECTS_OF_HIT[roll - 1], `roll ${roll}`).toEqual(r.slice(1).map((c) => HIT_CODE[plain(c)]));
    }
  });

  it('hitEffect reads the grid and clamps the DV', () => {
    expect(hitEffect(5, 0)).toBe('1-hit');
    expect(hitEffect(1, -7)).toBe(hitEffect(1, -3));
    expect(hitEffect(7, 9)).toBe('graze');
    expect(hitEffect(7, 3)).toBe('courage-test');
    expect(() => hitEffect(0, 0)).toThrow(RangeError);
  });

  it('outcomes as printed', () => {
    const out = rows.slice(12);
    expect(cell(out[0], 0)).toBe('Outcome');
    expect(HIT_OUTCOMES.map((o) => [o.outcome, o.text])).toEqual(out.slice(1).map((r) => [cell(r, 0), cell(r, 1)]));
    expect(HIT_OUTCOMES.flatMap((o) => o.effects).sort()).toEqual([...T.HIT_EFFECTS].sort());
  });
});

describe('mounts.ts (REEL 6 HITS ON MOUNTS; REEL 4 SHOOTING AT A RIDER OR AT VEHICLES)', () => {
  it('outcomes as printed, stamina parsed', () => {
    const rows = tableAfter(lineIndex('HITS ON MOUNTS')).slice(1);
    expect(MOUNT_HIT_OUTCOMES.map((o) => [o.outcome, o.text])).toEqual(rows.map((r) => [cell(r, 0), cell(r, 1)]));
    const hit = MOUNT_HIT_OUTCOMES[0]?.text ?? '';
    expect(MOUNT_STAMINA['horse-or-camel']).toBe(Number(/horse or camel sized can take (\d) hits/.exec(hit)?.[1]));
    expect(MOUNT_STAMINA.elephant).toBe(Number(/Elephant sized mounts can take (\d) hits/.exec(hit)?.[1]));
    // The control test the engine reads (skirmish/mounts.ts): "If they fail (2- 4) ... bolts"; "If they roll 1 ... thrown".
    for (const text of [hit, MOUNT_HIT_OUTCOMES[1]?.text ?? '']) {
      const fail = /If they fail \((\d)- (\d)\) they have lost control of their mount which bolts/.exec(text);
      const thrown = /If they roll (\d) the above result applies and in addition they are thrown/.exec(text);
      expect([Number(fail?.[1]), Number(fail?.[2])]).toEqual([T.MOUNT_CONTROL.boltOn[0], T.MOUNT_CONTROL.boltOn.at(-1)]);
      expect(T.MOUNT_CONTROL.boltOn).toEqual([2, 3, 4]);
      expect(T.MOUNT_CONTROL.thrownOn).toEqual([Number(thrown?.[1])]);
    }
  });
  it('rider or mount rule as printed', () => {
    const at = lineIndex('SHOOTING AT A RIDER OR AT VEHICLES');
    const text = plain(qdLines.slice(at + 1, at + 4).join(' '));
    expect(RIDER_OR_MOUNT_RULE.text).toBe(text);
    const m = /score (\d)\+ they hit their stated target on a (\d)-(\d)/.exec(text);
    expect(RIDER_OR_MOUNT_RULE.statedTargetOn[0]).toBe(Number(m?.[1]));
    expect(RIDER_OR_MOUNT_RULE.otherTargetOn).toEqual([Number(m?.[2]), 2, 3, Number(m?.[3])]);
  });
});

const VEHICLE_CODE: Record<string, string> = {
  'no damage': 'no-damage', 'courage test': 'courage-test', 'reduced mobility': 'reduced-mobility', immobilized: 'immobilized', destroyed: 'destroyed',
};

describe('vehicles.ts (REEL 6 HITS ON VEHICLES)', () => {
  const at = lineIndex('HITS ON VEHICLES');
  it('VDV table as printed', () => {
    const [head, vdv] = tableAfter(at);
    expect(VDV_TABLE.map((r) => r.construction)).toEqual(head?.slice(1).map(plain));
    expect(VDV_TABLE.map((r) => r.vdv)).toEqual(vdv?.slice(1).map(Number));
  });
  it('VDV adjustments as printed', () => {
    const rows = tableAfter(lineIndex('ADJUSTMENTS', at)).slice(1);
    VDV_ADJUSTMENTS.forEach((a, i) => {
      const m = /^(Decrease|Increase) the target's VDV by (\d)$/.exec(cell(rows[i], 0));
      expect(a.adjustment).toBe(cell(rows[i], 0));
      expect(a.change).toBe((m?.[1] === 'Decrease' ? -1 : 1) * Number(m?.[2]));
      expect(a.items).toEqual(bullets(rows[i]?.[1] ?? ''));
    });
  });
  it('damage grid as printed (the stray "Courage test t" read as a courage test)', () => {
    const i = qdLines.findIndex((l, k) => k > at && l.startsWith('Dice Roll\tVDV-3'));
    const rows = tableAfter(i);
    expect(rows[0]?.slice(1)).toEqual(['VDV-3', 'VDV-2', 'VDV-1', 'VDV 0', 'VDV 1', 'VDV 2', 'VDV 3', 'VDV 3+']);
    for (const r of rows.slice(1, 11)) {
      const roll = Number(r[0]);
      const printed = r.slice(1).map((c) => VEHICLE_CODE[plain(c).toLowerCase().replace(/ t$/, '')]);
      expect(VEHICLE_DAMAGE[roll - 1], `roll ${roll}`).toEqual(printed);
    }
    expect(rows.flat()).toContain('Courage test t');
    expect(vehicleDamage(5, 7)).toBe('courage-test');
    const out = rows.slice(11);
    expect(VEHICLE_OUTCOMES.map((o) => [o.outcome, o.text])).toEqual(out.slice(1).map((r) => [cell(r, 0), cell(r, 1)]));
    for (const o of VEHICLE_OUTCOMES) expect(o.damage).toBe(VEHICLE_CODE[o.outcome.toLowerCase()]);
  });
});

describe('entanglement.ts (REEL 6 ENTANGLING OR RESTRAINING OPPONENTS)', () => {
  it('chart as printed, rolls covered once', () => {
    const rows = tableAfter(lineIndex('ENTANGLING OR RESTRAINING OPPONENTS')).slice(1);
    expect(ENTANGLEMENT_CHART.map((r) => [r.roll, plain(`${r.title} ${r.text}`)])).toEqual(rows.map((r) => [cell(r, 0), cell(r, 1)]));
    for (let roll = 1; roll <= 10; roll++) expect(ENTANGLEMENT_CHART.filter((r) => roll >= r.from && roll <= r.to)).toHaveLength(1);
    for (const r of ENTANGLEMENT_CHART) {
      expect(r.defenceless).toBe(r.text.includes('is defenceless') ? 1 : 0);
      const lo = Number(/^(\d+)/.exec(r.roll)?.[1]);
      expect(r.from).toBe(lo);
    }
    expect(entanglementOf(7).result).toBe('partially');
  });
  it('ranges parsed from the text', () => {
    expect(qdLines.some((l) => l.startsWith(ENTANGLE_RANGE_TEXT))).toBe(true);
    const m = /within (\d+) paces of them and if armed with a whip within (\d+) paces/.exec(ENTANGLE_RANGE_TEXT);
    expect([ENTANGLE_RANGE['net-lasso-bolas'], ENTANGLE_RANGE.whip]).toEqual([Number(m?.[1]), Number(m?.[2])]);
  });
});

describe('beasts.ts (REEL 7 BEASTS)', () => {
  const ANIMAL_CODE: Record<string, string> = { Nick: 'nick', '1 Hit': '1-hit', '2 Hits': '2-hits', Slain: 'slain' };
  it('damage grid and outcomes as printed', () => {
    const rows = tableAfter(lineIndex('DAMAGE TO WILD ANIMALS'));
    expect(rows[0]).toEqual(['Dice Roll', 'DV -2', 'DV -1', 'DV0', 'DV1', 'DV2', 'DV3+']);
    for (const r of rows.slice(1, 11)) {
      const roll = Number(r[0]);
      expect(WILD_ANIMAL_DAMAGE[roll - 1], `roll ${roll}`).toEqual(r.slice(1).map((c) => ANIMAL_CODE[plain(c)]));
    }
    expect(wildAnimalDamage(4, -5)).toBe('slain');
    const out = tableAfter(lineIndex('Damage\tEffect'));
    expect(WILD_ANIMAL_OUTCOMES.map((o) => [o.outcome, o.text])).toEqual(out.slice(1).map((r) => [cell(r, 0), cell(r, 1)]));
    const hit = WILD_ANIMAL_OUTCOMES[1]?.text ?? '';
    const m = /horse size are killed if they receive (\d)Hits\. Animals up to elephant size are killed if they receive (\d)Hits and larger animals up to (\d) hits/.exec(hit);
    expect([ANIMAL_HITS_TO_KILL['up-to-horse'], ANIMAL_HITS_TO_KILL['up-to-elephant'], ANIMAL_HITS_TO_KILL.larger]).toEqual(m?.slice(1).map(Number));
    // The speed each hit takes, which the engine reads (wild-animals.ts).
    expect(T.ANIMAL_SPEED_CUT_PER_HIT).toBe(Number(/Speed is reduced by (\d+)% for each hit/.exec(hit)?.[1]) / 100);
  });
  it('animal types as printed, numbers parsed', () => {
    const rows = tableAfter(lineIndex('ANIMAL TYPES'));
    expect(rows[0]).toEqual(['Animal', 'Max Speed', 'DV', 'Attack Dice', 'Attack Type', 'Traits and Special Rules']);
    const body = rows.slice(1);
    expect(body).toHaveLength(5);
    ANIMAL_TYPES.forEach((a, i) => {
      const r = body[i];
      expect([a.animal, a.speedText, a.dvText, String(a.attackDice), a.attackType]).toEqual([0, 1, 2, 3, 4].map((k) => cell(r, k)));
      // the seed ends on the snakes row without a newline: the last cell is the rest of the file
      expect(a.traits).toBe(cell(r, 5));
      expect((a.speedText.match(/\d+/g) ?? []).map(Number)).toContain(a.speed);
      expect(Number(/(\d)/.exec(a.dvText)?.[1])).toBe(a.dv);
      expect(a.highImpact).toBe(/high impact/.test(a.traits) ? 1 : 0);
    });
    expect(qdLines.at(-1)?.startsWith('Snakes\t')).toBe(true);
    expect(T.ANIMAL_TYPES_SOURCE.note).toMatch(/cut off after the snakes row/);
    expect(CHARTS['beast-reaction'].source.reel).toBe('REEL 7: BEASTS');
  });
});
