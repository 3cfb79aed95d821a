/**
 * A scenario character as Quick on the Draw plays him ({@link QdProfile}): converted from his
 * BOOT HILL line (roster name or `stats.boothill`, handed over by the registry as a
 * `ForeignCharacter`) with `stats.quickdraw` overriding field by field, or given wholly by
 * `stats.quickdraw` (RULINGS.md QR-C1).
 */
import { ScenarioError, type ForeignCharacter, type Scenario } from '@deadeye/core';
import { ANIMAL_TYPES, ANIMAL_TYPES_SOURCE } from '../tables/beasts.ts';
import type { Skill } from '../tables/types.ts';
import { BOOT_HILL_CONVERSION, capSkills, convertBootHill, convertWeaponCode, type Conversion } from './convert.ts';
import { checkSkillCount, quickdrawStatBlock } from './stat-block.ts';
import { handgunSlots } from './weapon-ids.ts';
import { ANIMAL_READINGS, ARMOUR_WORDS, MAX_SKILLS, moveForSkills, type AnimalKind, type QdProfile } from './types.ts';

export type { QdProfile } from './types.ts';

/**
 * Character `index` of `scenario` as Quick on the Draw plays him.
 *
 * With `foreign` (his BOOT HILL line, from the registry): converted by `BOOT_HILL_CONVERSION`
 * (QR-C2..QR-C9), his role read from the scenario (his side's `leader`, `player`), his hand from
 * `hand`, his two guns from `twoGuns` (QR-156); then each field `stats.quickdraw` gives replaces the converted one (a new `type` with
 * no `skills` re-caps the converted skills to it, QR-C7; a new `weapons` list also decides the
 * Expert skill). Without it, `stats.quickdraw` must give `type`, `personality` and `weapons`.
 * `casting` says what was decided and why, one line each. A block with `animal` is a beast
 * ({@link beastProfile}). `poisoned` must name weapons he ends up with.
 *
 * @param file the scenario file named in errors (default: `scenario.file`, else its id)
 * @throws Error, one line, `<file>: characters[i]...: <problem and fix>`: no BOOT HILL line and no
 *   stat block; a bad stat block field (`characters[i].stats.quickdraw.<field>`); too many skills
 *   for the type; a BOOT HILL weapon code with no Quick on the Draw counterpart
 *   (`characters[i].weapons[k].code`); a character of a system Quick on the Draw does not convert;
 *   a `poisoned` id that is not one of his weapons (`characters[i].stats.quickdraw.poisoned[k]`);
 *   a block's `twoGuns: true` with fewer than two handguns (`characters[i].stats.quickdraw.twoGuns`);
 *   a beast with a BOOT HILL line or weapons
 */
export function resolveProfile(scenario: Scenario, index: number, foreign: ForeignCharacter | undefined, file: string = scenario.file ?? scenario.id): QdProfile {
  const c = scenario.characters[index];
  if (c === undefined) throw new RangeError(`${file}: characters[${index}]: no such character (the scenario has ${scenario.characters.length})`);
  const at = `characters[${index}] (${c.name})`;
  const block = quickdrawStatBlock(scenario, index, foreign !== undefined, file);
  if (block?.animal !== undefined) return beastProfile(scenario, index, block.animal, foreign, file);
  if (foreign === undefined && block === undefined) {
    throw new Error(`${file}: ${at}: needs stats.quickdraw {type, personality, weapons} or a BOOT HILL character to convert (roster: or stats.boothill)`);
  }
  const casting: string[] = [];
  const overridden = (field: string, value: string): void => {
    if (foreign !== undefined) casting.push(`stats.quickdraw sets ${field}: ${value}`);
  };

  let weapons: string[];
  if (block?.weapons !== undefined) {
    weapons = block.weapons.filter((w) => w !== 'fists');
  } else {
    const f = foreign as ForeignCharacter;
    weapons = f.weapons.map((code, k) => {
      const id = convertWeaponCode(code);
      if (id === undefined) {
        throw new Error(
          `${file}: ${at}.weapons[${k}].code: BOOT HILL weapon "${code}" has no Quick on the Draw counterpart (${BOOT_HILL_CONVERSION.weapons.ruling} converts ${Object.keys(BOOT_HILL_CONVERSION.weapons.codes).join(', ')}); give stats.quickdraw.weapons`,
        );
      }
      return id;
    });
  }

  let conv: Conversion | undefined;
  if (foreign !== undefined) {
    const side = scenario.sides.find((s) => s.name === c.side);
    try {
      conv = convertBootHill(foreign, { leader: side?.leader === c.name, player: c.player }, weapons[0]);
    } catch (e) {
      throw new Error(`${file}: ${at}: ${(e as Error).message}`);
    }
    casting.push(...conv.casting);
    if (block?.weapons === undefined) {
      const pairs = foreign.weapons.map((code, k) => `${code} -> ${weapons[k]}`);
      casting.push(`weapons: ${pairs.length > 0 ? pairs.join(', ') : 'none (fists)'} (${BOOT_HILL_CONVERSION.weapons.ruling})`);
    }
  }
  if (block?.weapons !== undefined) overridden('weapons', block.weapons.length > 0 ? block.weapons.join(', ') : 'none (fists)');

  const type = block?.type ?? (conv as Conversion).type;
  if (block?.type !== undefined) overridden('type', block.type);
  const personality = block?.personality ?? (conv as Conversion).personality;
  if (block?.personality !== undefined) overridden('personality', block.personality);

  let skills: readonly Skill[];
  if (block?.skills !== undefined) {
    checkSkillCount(block.skills, type, file, index);
    skills = block.skills;
    overridden('skills', block.skills.length > 0 ? block.skills.join(', ') : 'none');
  } else if (conv === undefined) {
    // A character described by his stats.quickdraw block alone, with no skills listed: none.
    skills = [];
  } else {
    const cv = conv;
    if (type === cv.type) skills = cv.skills;
    else {
      const { kept, dropped } = capSkills(cv.allSkills, type);
      skills = kept;
      if (dropped.length > 0) casting.push(`dropped ${dropped.join(', ')}: a ${type} character has at most ${MAX_SKILLS[type]} skills (${BOOT_HILL_CONVERSION.skillPriority.ruling})`);
    }
  }

  const armour = block?.armour === undefined ? BOOT_HILL_CONVERSION.defaults.armour : (ARMOUR_WORDS.indexOf(block.armour) as 0 | 1 | 2);
  const shield: 0 | 1 = block?.shield === undefined ? BOOT_HILL_CONVERSION.defaults.shield : block.shield ? 1 : 0;
  const move = block?.move ?? moveForSkills(skills);
  if (conv !== undefined) {
    if (block?.armour === undefined && block?.shield === undefined) casting.push(`no armour (DV 0), no shield: BOOT HILL has none (${BOOT_HILL_CONVERSION.defaults.ruling})`);
    if (block?.armour !== undefined) overridden('armour', `${block.armour} (DV ${armour})`);
    if (block?.shield !== undefined) overridden('shield', block.shield ? 'yes' : 'no');
    if (block?.move !== undefined) overridden('move', `${block.move} paces`);
    else casting.push(`move ${move} paces (${BOOT_HILL_CONVERSION.defaults.ruling})`);
  }
  const hand = block?.hand ?? c.hand;
  if (block?.hand !== undefined) overridden('hand', block.hand);
  const twoGuns = resolveTwoGuns(block?.twoGuns, c.twoGuns, weapons, casting, file, index);
  const poisoned = block?.poisoned ?? [];
  poisoned.forEach((id, k) => {
    if (!weapons.includes(id)) {
      throw new ScenarioError(file, [
        {
          path: `characters[${index}].stats.quickdraw.poisoned[${k}]`,
          expected: `one of his weapons (${weapons.length > 0 ? weapons.join(', ') : 'he has none but fists'}): only a weapon he carries can be dipped in poison (REEL 6, POISON)`,
          found: `"${id}"`,
        },
      ]);
    }
  });
  if (poisoned.length > 0) casting.push(`poisoned: ${poisoned.join(', ')} (REEL 6, POISON; RULINGS.md QR-53)`);

  const source =
    foreign === undefined
      ? `${file} characters[${index}].stats.quickdraw`
      : `${foreign.source}, converted from BOOT HILL (RULINGS.md QR-C1)${block === undefined ? '' : ` with ${file} characters[${index}].stats.quickdraw`}`;
  return {
    name: c.name,
    type,
    personality,
    skills: [...skills],
    armour,
    shield,
    move,
    weapons,
    leftHanded: hand === 'left' ? 1 : 0,
    twoGuns,
    source,
    casting: foreign === undefined ? [`given by stats.quickdraw: ${type}, ${personality}`, ...casting] : casting,
    ...(poisoned.length > 0 ? { poisoned: [...poisoned] } : {}),
  };
}

/**
 * Whether he carries two guns (RULINGS.md QR-156): the block's `twoGuns` if given, else the
 * scenario character's (BOOT HILL's field, QR-C11); either way only with two handguns or more
 * among `weapons` (`handgunSlots`), the first two of which he carries one in each hand. Adds a
 * casting line when it is asked for.
 * @throws ScenarioError `<file>: characters[i].stats.quickdraw.twoGuns: expected true only for a
 *   character carrying at least two handguns ..., found ...` when the block asks for it with fewer;
 *   the scenario's own `twoGuns` with fewer is a casting line only (a BOOT HILL pair may convert to
 *   something else than two handguns)
 */
function resolveTwoGuns(fromBlock: boolean | undefined, fromScenario: boolean, weapons: readonly string[], casting: string[], file: string, index: number): 0 | 1 {
  if (fromBlock === false && fromScenario) casting.push('stats.quickdraw sets twoGuns: false (RULINGS.md QR-156)');
  if (!(fromBlock ?? fromScenario)) return 0;
  const guns = handgunSlots(weapons);
  const field = fromBlock === undefined ? 'twoGuns' : 'stats.quickdraw twoGuns';
  if (guns.length >= 2) {
    casting.push(`${field}: his ${weapons[guns[0]!]} in his gun hand, his ${weapons[guns[1]!]} in the other, shot from his wrong hand (RULINGS.md QR-156)`);
    return 1;
  }
  if (fromBlock === true) {
    throw new ScenarioError(file, [
      {
        path: `characters[${index}].stats.quickdraw.twoGuns`,
        expected: 'true only for a character carrying at least two handguns (revolvers, pistols, derringers: RULINGS.md QR-156); add a second handgun to weapons or remove twoGuns',
        found: `true with ${guns.length} handgun${guns.length === 1 ? '' : 's'} (${weapons.length > 0 ? weapons.join(', ') : 'fists'})`,
      },
    ]);
  }
  casting.push(`twoGuns: no effect, he carries ${guns.length} handgun${guns.length === 1 ? '' : 's'} (RULINGS.md QR-156)`);
  return 0;
}

/**
 * A beast (REEL 7: BEASTS; RULINGS.md QR-45): `stats.quickdraw: {animal: <kind>}` and nothing of
 * BOOT HILL's. Its speed (paces), DV and traits are its ANIMAL TYPES row's as {@link ANIMAL_READINGS}
 * reads it; it has one card ("It is also allocated a playing card") and no action dice of its own
 * (it rolls its attack dice: the engine's beasts.ts), so its type is recorded as `minor` (one card)
 * and its personality `ordinary`.
 * @throws Error `<file>: characters[i] (name).stats.quickdraw.animal: ...` with a roster name or
 *   `stats.boothill`; `<file>: characters[i] (name).weapons: ...` with weapons
 */
export function beastProfile(scenario: Scenario, index: number, kind: AnimalKind, foreign: ForeignCharacter | undefined, file: string): QdProfile {
  const c = scenario.characters[index];
  if (c === undefined) throw new RangeError(`${file}: characters[${index}]: no such character`);
  const at = `characters[${index}] (${c.name})`;
  if (foreign !== undefined) throw new Error(`${file}: ${at}.stats.quickdraw.animal: a beast has no BOOT HILL line; remove roster and stats.boothill (its numbers are its ANIMAL TYPES row's, REEL 7)`);
  if (c.weapons.length > 0) throw new Error(`${file}: ${at}.weapons: a beast carries no weapons (it attacks with its own attack dice, REEL 7); give weapons: []`);
  const reading = ANIMAL_READINGS[kind];
  const row = ANIMAL_TYPES.find((a) => a.id === reading.row);
  if (row === undefined) throw new Error(`ANIMAL_READINGS.${kind}: no ANIMAL TYPES row ${reading.row}`);
  const dv = reading.dv ?? row.dv;
  const speed = reading.speed ?? row.speed;
  return {
    name: c.name,
    type: 'minor',
    personality: 'ordinary',
    skills: [],
    armour: dv as 0 | 1 | 2,
    shield: 0,
    move: speed,
    weapons: [],
    leftHanded: 0,
    twoGuns: 0,
    source: `${file} characters[${index}].stats.quickdraw.animal (${ANIMAL_TYPES_SOURCE.seed}, ${ANIMAL_TYPES_SOURCE.reel}, ${ANIMAL_TYPES_SOURCE.section})`,
    casting: [
      `a beast, ${kind}: "${row.animal}": speed ${speed} paces, DV ${dv}, ${row.attackDice} attack dice${row.highImpact === 1 ? ', all damage high impact' : ''}; ${reading.printed} (RULINGS.md QR-45)`,
    ],
    animal: kind,
  };
}

/**
 * A profile on one line, e.g. `hero, heroic; quick-draw, shotgunner, marksman, frail; sawn-off-shotgun, cartridge-revolver; DV 0; move 8`.
 */
export function describeProfile(p: QdProfile): string {
  if (p.animal !== undefined) {
    const reading = ANIMAL_READINGS[p.animal];
    const dice = ANIMAL_TYPES.find((a) => a.id === reading.row)?.attackDice ?? 0;
    return [`beast, ${p.animal}`, reading.traits.length > 0 ? reading.traits.join(', ') : 'no traits', `${dice} attack dice`, `DV ${p.armour}`, `speed ${p.move}`].join('; ');
  }
  const parts = [
    `${p.type}, ${p.personality}`,
    p.skills.length > 0 ? p.skills.join(', ') : 'no skills',
    p.weapons.length > 0 ? p.weapons.join(', ') : 'fists',
    `DV ${p.armour}${p.shield === 1 ? ' + shield' : ''}`,
    `move ${p.move}`,
  ];
  if (p.leftHanded === 1) parts.push('left-handed');
  if (p.twoGuns === 1) parts.push('two guns');
  if (p.poisoned !== undefined && p.poisoned.length > 0) parts.push(`poisoned ${p.poisoned.join(', ')}`);
  return parts.join('; ');
}
