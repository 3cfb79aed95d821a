/**
 * Casting a BOOT HILL character in Quick on the Draw: his type from his role, his skills and
 * traits from his speed, accuracy and strength, his personality from his morale, his weapons by
 * kind. The thresholds and maps are data ({@link BOOT_HILL_CONVERSION}), each citing its ruling
 * (RULINGS.md, "Casting and conversion", QR-C1..) and the seed sections it reads. The character
 * arrives as core's `ForeignCharacter` (BOOT HILL's own numbers: `basp` speed points, `bac` and
 * `mrl` percent, `str` strength points; weapons by price-chart code), so this package never
 * imports BOOT HILL.
 */
import { didYouMean, inlineName, readKeyValueLine, type ForeignCharacter } from '@deadeye/core';
import { CHARACTER_TYPES, COMBAT_SKILLS, GENERAL_SKILLS, PERSONALITIES, type CharacterType, type Personality, type Skill } from '../tables/types.ts';
import { ARMOUR_WORDS, MAX_SKILLS, moveForSkills, type QdProfile } from './types.ts';
import { EXPERT_SKILL_GROUPS } from '../tables/skills.ts';
import { QD_WEAPONS, weaponRowId } from '../tables/weapons.ts';
import { handgunSlots, QD_WEAPON_IDS } from './weapon-ids.ts';

const QOTD = 'quick-on-the-draw.md';
const BH_RULEBOOK = 'boot-hill-rulebook.txt';
const BH_SCREEN = 'boot-hill-referee-screen-and-northfield-module.md';

/**
 * The conversion from BOOT HILL, as data. Units: `basp` speed points, `bac` and `mrl` percent,
 * `str` strength points (BOOT HILL's own).
 */
export const BOOT_HILL_CONVERSION = {
  /** QR-C2: character type from the character's part in the scenario, then his numbers. */
  type: {
    ruling: 'QR-C2',
    reads: [
      `${QOTD} REEL 2, CHARACTER TYPE/STAR STATUS`,
      `${BH_SCREEN} FAMOUS GUNFIGHTS, Gunfighter Statistics; AVERAGE MISCELLANEOUS CHARACTERS CHART`,
      `${BH_RULEBOOK} DETERMINATION OF INDIVIDUAL ABILITIES (SPEED, GUN ACCURACY)`,
    ],
    /** The roster group of the Referee's Screen's famous gunfighters. */
    heroGroup: 'gunfighters',
    /** A row of that group is a famous gunfighter (hero) when his BASP reaches this (the Quick Draw band)... */
    heroBasp: 20,
    /** ...or his BAC this (the Marksman band): all twelve famous names do, the three men who shot Ben Thompson and the Ambusher do not. */
    heroBac: 90,
    /** The side's leader or a player character (`player: true`) is a main character. */
    main: 'leader or player',
    /** Others are supporting characters when BAC reaches this (50 + a Good gun accuracy score and some bravery or experience)... */
    supportingBac: 65,
    /** ...or BASP this (a Fast speed score and more); otherwise minor characters. */
    supportingBasp: 10,
  },
  /** QR-C3: Quick Draw ("Greased Lightning") from BASP. */
  quickDraw: {
    ruling: 'QR-C3',
    reads: [`${QOTD} REEL 2, SPECIFIC COMBAT SKILLS AND TRAITS (Quick Draw); REEL 4, QUICK DRAW`, `${BH_RULEBOOK} SPEED (Greased Lightning 18-22), BRAVERY (speed modifier)`],
    basp: 20,
  },
  /** QR-C4: gun accuracy (BAC) to Marksman, an Expert skill by the weapon held, or Poor Shot. */
  accuracy: {
    ruling: 'QR-C4',
    reads: [`${QOTD} REEL 2, SPECIFIC COMBAT SKILLS AND TRAITS (Marksman; Fighter or Expert, e.g. Pistoleer; Poor shot)`, `${BH_RULEBOOK} GUN ACCURACY, BASE NUMBERS ("TO HIT" base 50)`],
    marksman: 90,
    expert: 75,
    /** Below this (the "to hit" base number itself) is a Poor Shot. */
    poorShotBelow: 50,
  },
  /** QR-C5: strength (wound capacity) to Tough or Frail. */
  strength: {
    ruling: 'QR-C5',
    reads: [`${QOTD} REEL 2, GENERAL SKILLS AND TRAITS (Tough, Frail)`, `${BH_RULEBOOK} STRENGTH (Hardy 16 and up; Frail 10 and below)`],
    toughAtLeast: 16,
    frailAtMost: 10,
  },
  /** QR-C6: morale (bravery) to the personality. */
  personality: {
    ruling: 'QR-C6',
    reads: [`${QOTD} REEL 2, PERSONALITY (Heroic, Brave, Rash, Cautious, Ordinary)`, `${BH_SCREEN} MORALE ("If the roll is higher than the individual's morale ... failed"); AVERAGE MISCELLANEOUS CHARACTERS CHART (Morale)`],
    /** MRL at least this (a d100 never rolls higher: he never fails a morale check): Heroic. */
    heroic: 100,
    /** MRL at least this: Brave. */
    brave: 95,
    /** Below Brave, a BASP of at least this (the Quick Draw band): Rash. */
    rashBasp: 20,
    /** MRL below this (the chart's most common morale, the ordinary person's): Cautious. */
    cautiousBelow: 50,
  },
  /** QR-C7: the order skills are kept in when a type allows fewer than the conversion gives. */
  skillPriority: {
    ruling: 'QR-C7',
    reads: [`${QOTD} REEL 2, CHARACTER TYPE/STAR STATUS (Maximum number of Skills/Traits)`],
    order: ['quick-draw', 'pistoleer', 'rifleman', 'shotgunner', 'bowman', 'marksman', 'poor-shot', 'tough', 'frail'] as readonly Skill[],
  },
  /** QR-C8: every BOOT HILL weapon code (price chart codes and the Referee's Screen's spellings, TH, CLUB, CHAIR) to a QotD weapon id. */
  weapons: {
    ruling: 'QR-C8',
    reads: [`${BH_RULEBOOK} PRICE CHART, WEAPONS CHART`, `${BH_SCREEN} AVERAGE MISCELLANEOUS CHARACTERS CHART (D2, SG2, SCG2, R6, R9, C9, BW)`, `${QOTD} REEL 4, WEAPONS TABLE; REEL 2, COMBAT WEAPONS`],
    codes: {
      KN: 'knife',
      TH: 'tomahawk',
      '1D': 'derringer',
      D1: 'derringer',
      '2D': 'derringer',
      D2: 'derringer',
      CBR: 'cap-and-ball-revolver',
      SAR6: 'cartridge-revolver',
      SAR5: 'cartridge-revolver',
      // A double action revolver is the cartridge row's double action pistol: no fanning ("only
      // possible with a single action revolver"), and its 1 rerolled jams it on a second 1 (REEL 4;
      // RULINGS.md QR-C8, QR-235).
      DAR6: 'double-action-revolver',
      DAR5: 'double-action-revolver',
      FDR6: 'cartridge-revolver',
      FDR5: 'cartridge-revolver',
      LBR: 'long-pistol',
      '1SG': 'double-barrelled-shotgun',
      SG1: 'double-barrelled-shotgun',
      '2SG': 'double-barrelled-shotgun',
      SG2: 'double-barrelled-shotgun',
      '6SG': 'repeating-shotgun',
      SG6: 'repeating-shotgun',
      SCG: 'sawn-off-shotgun',
      SCG2: 'sawn-off-shotgun',
      CWR: 'repeating-rifle',
      CWC: 'repeating-carbine',
      '15R': 'repeating-rifle',
      R15: 'repeating-rifle',
      '9R': 'repeating-rifle',
      R9: 'repeating-rifle',
      '6R': 'repeating-rifle',
      R6: 'repeating-rifle',
      '12C': 'repeating-carbine',
      C12: 'repeating-carbine',
      '9C': 'repeating-carbine',
      C9: 'repeating-carbine',
      '6C': 'repeating-carbine',
      C6: 'repeating-carbine',
      BR: 'sharps-rifle',
      AR: 'breech-loading-rifle',
      BW: 'bow',
      CLUB: 'club',
      CHAIR: 'improvised-club',
    } as Readonly<Record<string, string>>,
  },
  /** QR-C9: what BOOT HILL does not describe: no armour, no shield, the ordinary move. */
  defaults: {
    ruling: 'QR-C9',
    reads: [`${QOTD} REEL 2, PROTECTION – ARMOUR AND SHIELDS; REEL 3, WANTING TO MOVE`],
    armour: 0 as const,
    shield: 0 as const,
    move: 8,
  },
} as const;

/** Every QotD weapon id the conversion produces (a test checks them against the tables). */
export const CONVERTED_WEAPON_IDS: readonly string[] = [...new Set(Object.values(BOOT_HILL_CONVERSION.weapons.codes))].sort();

/** The QotD weapon id of a BOOT HILL weapon code (case-insensitive), or undefined for a code the conversion does not know. */
export function convertWeaponCode(code: string): string | undefined {
  return BOOT_HILL_CONVERSION.weapons.codes[code.trim().toUpperCase()];
}

/** The Expert skill of the weapon held (REEL 2, "Fighter or Expert with a particular weapon e.g. Pistoleer"), for a firearm or bow; undefined for others. */
export function expertSkillFor(weaponId: string | undefined): Skill | undefined {
  const w = weaponId === undefined ? undefined : QD_WEAPONS.find((x) => x.id === weaponRowId(weaponId));
  if (w === undefined || w.group === 'fighting' || w.group === 'improvised' || w.group === 'fists') return undefined;
  for (const [skill, groups] of Object.entries(EXPERT_SKILL_GROUPS)) if (groups.includes(w.group) || groups.includes(w.id)) return skill as Skill;
  return undefined;
}

/** The character's part in the scenario (read from the scenario, not from the converted system). */
export interface CastingRole {
  /** He is his side's `leader`. */
  readonly leader: boolean;
  /** `player: true` in the scenario. */
  readonly player: boolean;
}

/** A BOOT HILL character cast in Quick on the Draw (before any `stats.quickdraw` override). */
export interface Conversion {
  readonly type: CharacterType;
  readonly personality: Personality;
  /** Capped at the type's maximum ({@link capSkills}). */
  readonly skills: readonly Skill[];
  /** Skills the conversion gave before the cap, in priority order (for a type changed by an override). */
  readonly allSkills: readonly Skill[];
  /** One line per decision, each naming its ruling. */
  readonly casting: readonly string[];
}

function num(c: ForeignCharacter, key: string): number {
  const v = c.stats[key];
  if (v === undefined || !Number.isFinite(v)) throw new Error(`${c.name}: the ${c.system} character has no ${key}`);
  return v;
}

const pct = (n: number): string => `${n}%`;
const signed = (n: number): string => (n >= 0 ? `+${n}` : String(n));

/** `skills` in the order of `BOOT_HILL_CONVERSION.skillPriority` (skills it does not list last, in their given order). */
export function byPriority(skills: readonly Skill[]): Skill[] {
  const order = BOOT_HILL_CONVERSION.skillPriority.order;
  const rank = (s: Skill): number => {
    const i = order.indexOf(s);
    return i < 0 ? order.length : i;
  };
  return [...skills].sort((a, b) => rank(a) - rank(b));
}

/**
 * Keeps at most the type's number of skills ({@link MAX_SKILLS}), in the order of
 * `BOOT_HILL_CONVERSION.skillPriority` (skills it does not list last, in their given order).
 * @returns the kept skills and the dropped ones
 */
export function capSkills(skills: readonly Skill[], type: CharacterType): { kept: Skill[]; dropped: Skill[] } {
  const sorted = byPriority(skills);
  const max = MAX_SKILLS[type];
  return { kept: sorted.slice(0, max), dropped: sorted.slice(max) };
}

/**
 * Casts a BOOT HILL character: type (QR-C2), Quick Draw (QR-C3), accuracy skills (QR-C4),
 * Tough or Frail (QR-C5), personality (QR-C6), the cap on skills (QR-C7). Weapons are converted
 * apart ({@link convertWeaponCode}, QR-C8), since a stat block may replace them.
 * @param heldWeapon the QotD id of the weapon he holds first (for the Expert skill), if any
 * @throws Error when `c` is not a BOOT HILL character or lacks one of basp, bac, str, mrl
 */
export function convertBootHill(c: ForeignCharacter, role: CastingRole, heldWeapon: string | undefined): Conversion {
  if (c.system !== 'boothill') throw new Error(`${c.name}: Quick on the Draw converts BOOT HILL characters only; found a ${c.system} character`);
  const K = BOOT_HILL_CONVERSION;
  const basp = num(c, 'basp');
  const bac = num(c, 'bac');
  const str = num(c, 'str');
  const mrl = num(c, 'mrl');
  const casting: string[] = [];

  let type: CharacterType;
  const famous = c.group === K.type.heroGroup && (basp >= K.type.heroBasp || bac >= K.type.heroBac);
  if (famous) {
    type = 'hero';
    casting.push(`hero: a famous gunfighter (Gunfighter Statistics, BASP ${signed(basp)} / BAC ${pct(bac)} reach ${signed(K.type.heroBasp)} / ${pct(K.type.heroBac)}) (${K.type.ruling})`);
  } else if (role.leader || role.player) {
    type = 'main';
    casting.push(`main character: ${role.leader ? "his side's leader" : 'a player character'} (${K.type.ruling})`);
  } else if (bac >= K.type.supportingBac || basp >= K.type.supportingBasp) {
    type = 'supporting';
    casting.push(`supporting character: BAC ${pct(bac)} >= ${pct(K.type.supportingBac)} or BASP ${signed(basp)} >= ${signed(K.type.supportingBasp)} (${K.type.ruling})`);
  } else {
    type = 'minor';
    casting.push(`minor character: BAC ${pct(bac)} < ${pct(K.type.supportingBac)} and BASP ${signed(basp)} < ${signed(K.type.supportingBasp)} (${K.type.ruling})`);
  }

  const skills: Skill[] = [];
  if (basp >= K.quickDraw.basp) {
    skills.push('quick-draw');
    casting.push(`Quick Draw: BASP ${signed(basp)} >= ${signed(K.quickDraw.basp)} (${K.quickDraw.ruling})`);
  }
  const expert = expertSkillFor(heldWeapon);
  if (bac >= K.accuracy.expert && expert !== undefined) {
    skills.push(expert);
    casting.push(`${expert}: BAC ${pct(bac)} >= ${pct(K.accuracy.expert)}, holding ${heldWeapon} (${K.accuracy.ruling})`);
  }
  if (bac >= K.accuracy.marksman) {
    skills.push('marksman');
    casting.push(`marksman: BAC ${pct(bac)} >= ${pct(K.accuracy.marksman)} (${K.accuracy.ruling})`);
  }
  if (bac < K.accuracy.poorShotBelow) {
    skills.push('poor-shot');
    casting.push(`poor shot: BAC ${pct(bac)} < ${pct(K.accuracy.poorShotBelow)} (${K.accuracy.ruling})`);
  }
  if (str >= K.strength.toughAtLeast) {
    skills.push('tough');
    casting.push(`tough: STR ${str} >= ${K.strength.toughAtLeast} (${K.strength.ruling})`);
  } else if (str <= K.strength.frailAtMost) {
    skills.push('frail');
    casting.push(`frail: STR ${str} <= ${K.strength.frailAtMost} (${K.strength.ruling})`);
  }

  let personality: Personality;
  const P = K.personality;
  if (mrl >= P.heroic) {
    personality = 'heroic';
    casting.push(`heroic: MRL ${pct(mrl)}, never fails a morale check (${P.ruling})`);
  } else if (mrl >= P.brave) {
    personality = 'brave';
    casting.push(`brave: MRL ${pct(mrl)} >= ${pct(P.brave)} (${P.ruling})`);
  } else if (basp >= P.rashBasp) {
    personality = 'rash';
    casting.push(`rash: BASP ${signed(basp)} >= ${signed(P.rashBasp)} with MRL ${pct(mrl)} < ${pct(P.brave)} (${P.ruling})`);
  } else if (mrl < P.cautiousBelow) {
    personality = 'cautious';
    casting.push(`cautious: MRL ${pct(mrl)} < ${pct(P.cautiousBelow)} (${P.ruling})`);
  } else {
    personality = 'ordinary';
    casting.push(`ordinary: MRL ${pct(mrl)} (${P.ruling})`);
  }

  const { kept, dropped } = capSkills(skills, type);
  if (dropped.length > 0) casting.push(`dropped ${dropped.join(', ')}: a ${type} character has at most ${MAX_SKILLS[type]} skills (${K.skillPriority.ruling})`);
  return { type, personality, skills: kept, allSkills: byPriority(skills), casting };
}

const LINE_KEYS = ['NAME', 'TYPE', 'PERSONALITY', 'SKILLS', 'WPN', 'ARMOUR', 'SHIELD', 'MOVE', 'HAND', 'TWOGUNS'] as const;
type LineKey = (typeof LINE_KEYS)[number];
const LINE_REQUIRED: readonly LineKey[] = ['TYPE', 'PERSONALITY', 'WPN'];
const LINE_EXAMPLE: Record<LineKey, string> = {
  NAME: 'NAME=Stranger',
  TYPE: 'TYPE=hero',
  PERSONALITY: 'PERSONALITY=brave',
  SKILLS: 'SKILLS=quick-draw,marksman',
  WPN: 'WPN=cartridge-revolver',
  ARMOUR: 'ARMOUR=none',
  SHIELD: 'SHIELD=no',
  MOVE: 'MOVE=8',
  HAND: 'HAND=right',
  TWOGUNS: 'TWOGUNS=yes',
};

/**
 * A duelist from an inline Quick on the Draw line, as typed after `--a` / `--b`, e.g.
 * `TYPE=hero PERSONALITY=brave SKILLS=quick-draw,marksman WPN=cartridge-revolver ARMOUR=none MOVE=8 NAME=Stranger`
 * (RULINGS.md QR-C10). Keys case-insensitive, each `KEY=VALUE` once, pairs separated by spaces;
 * values case-insensitive, spaces inside a word written as `-`:
 * - `TYPE` (required): hero, main, supporting or minor;
 * - `PERSONALITY` (required): one of the 17 personalities;
 * - `WPN` (required): weapon ids joined by `,` or `/`, the first in hand (`fists` for none);
 * - `SKILLS`: skill ids joined by `,` or `/`, at most the type's maximum (hero 4, main 3, supporting 2, minor 1); default none;
 * - `ARMOUR`: none, minimal or armoured (DV 0/1/2), default none; `SHIELD`: yes or no, default no;
 * - `MOVE`: paces 1..24, default 8 (10 fleet-footed, 6 lumbering); `HAND`: right or left, default right;
 * - `TWOGUNS`: yes or no, default no: yes, his first two handguns one in each hand (RULINGS.md
 *   QR-156), only with two handguns or more in `WPN`;
 * - `NAME`: the rest up to the next `KEY=`, default the line itself.
 * @throws Error `inline character "<line>": <KEY>="<value>" ...; allowed: ...` naming the word and the allowed values
 */
export function parseQdLine(words: string): QdProfile {
  const text = words.trim();
  const fail = (msg: string): never => {
    throw new Error(`inline character "${text}": ${msg}`);
  };
  const values = readKeyValueLine(text, LINE_KEYS, LINE_REQUIRED, (key) => LINE_EXAMPLE[key], fail);
  const word = (v: string): string => v.trim().toLowerCase().replace(/[\s_]+/g, '-');
  // Every missing key and every bad TYPE or PERSONALITY in the one line, not the first alone (an
  // audit, 2026-12-01: "PERSONALITY=nonsense" without WPN was told only of the WPN).
  const problems: string[] = [];
  for (const [key, allowed] of [['TYPE', CHARACTER_TYPES], ['PERSONALITY', PERSONALITIES]] as const) {
    const raw = values.get(key);
    if (raw !== undefined && !(allowed as readonly string[]).includes(word(raw))) problems.push(`${key}="${raw}" is not allowed${didYouMean(word(raw), allowed)}; allowed: ${allowed.join(', ')}`);
  }
  for (const key of LINE_REQUIRED) if (!values.has(key)) problems.push(`missing ${key} (add e.g. ${LINE_EXAMPLE[key]})`);
  if (problems.length > 0) fail(problems.join('; '));
  const oneOf = <T extends string>(key: LineKey, allowed: readonly T[]): T => {
    const raw = values.get(key) as string;
    const w = word(raw);
    if (!(allowed as readonly string[]).includes(w)) fail(`${key}="${raw}" is not allowed${didYouMean(w, allowed)}; allowed: ${allowed.join(', ')}`);
    return w as T;
  };
  const listOf = <T extends string>(key: LineKey, allowed: readonly T[]): T[] =>
    (values.get(key) ?? '')
      .split(/[,/]/)
      .map((p) => p.trim())
      .filter((p) => p !== '')
      .map((raw) => {
        const w = word(raw);
        if (!(allowed as readonly string[]).includes(w)) fail(`${key}: "${raw}" is not allowed${didYouMean(w, allowed)}; allowed: ${allowed.join(', ')}`);
        return w as T;
      });

  const type = oneOf('TYPE', CHARACTER_TYPES);
  const personality = oneOf('PERSONALITY', PERSONALITIES);
  const skills = values.has('SKILLS') ? listOf('SKILLS', [...GENERAL_SKILLS, ...COMBAT_SKILLS] as Skill[]) : [];
  if (new Set(skills).size !== skills.length) fail(`SKILLS="${values.get('SKILLS')}" names a skill twice; keep one`);
  if (skills.length > MAX_SKILLS[type]) fail(`SKILLS="${values.get('SKILLS')}": a ${type} character has at most ${MAX_SKILLS[type]} skills (hero 4, main 3, supporting 2, minor 1); drop some or raise TYPE`);
  const weapons = listOf('WPN', QD_WEAPON_IDS).filter((w) => w !== 'fists');
  const armourWord = values.has('ARMOUR') ? oneOf('ARMOUR', ARMOUR_WORDS) : 'none';
  const shield = values.has('SHIELD') ? oneOf('SHIELD', ['yes', 'no']) : 'no';
  let move = moveForSkills(skills);
  if (values.has('MOVE')) {
    const raw = values.get('MOVE') as string;
    if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 24) fail(`MOVE="${raw}" is not allowed; allowed: a whole number of paces 1..24 (8 most characters, 10 fleet-footed, 6 lumbering)`);
    move = Number(raw);
  }
  const hand = values.has('HAND') ? oneOf('HAND', ['right', 'left']) : 'right';
  const twoGuns = values.has('TWOGUNS') ? oneOf('TWOGUNS', ['yes', 'no']) : 'no';
  if (twoGuns === 'yes' && handgunSlots(weapons).length < 2) {
    fail(`TWOGUNS="${values.get('TWOGUNS')}" needs two handguns in WPN (revolvers, pistols, derringers: RULINGS.md QR-156); found ${weapons.length > 0 ? weapons.join(', ') : 'fists'}: add one or write TWOGUNS=no`);
  }
  return {
    name: inlineName(values.get('NAME'), text),
    type,
    personality,
    skills,
    armour: ARMOUR_WORDS.indexOf(armourWord) as 0 | 1 | 2,
    shield: shield === 'yes' ? 1 : 0,
    move,
    weapons,
    leftHanded: hand === 'left' ? 1 : 0,
    twoGuns: twoGuns === 'yes' ? 1 : 0,
    source: `inline Quick on the Draw line "${text}"`,
    casting: [`inline line: ${type}, ${personality}${skills.length > 0 ? `, ${skills.join(', ')}` : ''} (QR-C10)`, ...(twoGuns === 'yes' ? ['TWOGUNS=yes: his first two handguns one in each hand (RULINGS.md QR-156)'] : [])],
  };
}
