/**
 * One step of speed, accuracy and toughness in BOOT HILL (`deadeye compare --vary`; core vary.ts):
 * the next row of the ability table, read from the tables (RULINGS.md V1).
 *
 * A scenario's BOOT HILL character is written as BASP and BAC, which are sums (rulebook BASE
 * NUMBERS: BASP the SPEED score with the BRAVERY speed modifier; BAC 50 + the GUN ACCURACY score
 * with the BRAVERY and EXPERIENCE accuracy modifiers), not as the rows he rolled, so the row he
 * stands on is not known: their step is the one between the table's Average row and its
 * neighbours: SPEED Average 0 -> Above Average +2 / Below Average -2 speed points; GUN ACCURACY
 * Average 0 -> Above Average +2 / Below Average -3 percent. STR is the STRENGTH score itself, one
 * row a point from Feeble 8 to Mighty 20: its step is his own row's neighbour, 1 point, and there
 * is none below 8 or above 20.
 *
 * A sweep (`deadeye sweep --vary`, RULINGS.md V3) sets a stat (BASP, BAC, STR, MRL) or replaces
 * the first weapon of a character's scenario line by a PRICE CHART code.
 */
import { checkVaryWeapon, withStatBlock, type AttributeStep, type StepChange, type VaryAttribute, type VarySupport } from '@deadeye/core';
import { ACCURACY_TABLE, SPEED_TABLE, STRENGTH_TABLE, type AbilityScoreRow, type AbilityTable } from '../tables/abilities.ts';
import { WEAPON_ITEMS, weaponByCode } from '../tables/weapons.ts';
import type { SkirmishSetup } from '../skirmish/setup.ts';

/** The stat each attribute moves, its table and its unit. */
const ATTRIBUTE: Readonly<Record<VaryAttribute, { readonly stat: 'basp' | 'bac' | 'str'; readonly label: string; readonly table: AbilityTable<AbilityScoreRow>; readonly unit: string }>> = {
  speed: { stat: 'basp', label: 'BASP', table: SPEED_TABLE, unit: 'speed points' },
  accuracy: { stat: 'bac', label: 'BAC', table: ACCURACY_TABLE, unit: 'percent' },
  toughness: { stat: 'str', label: 'STR', table: STRENGTH_TABLE, unit: 'strength points' },
};

/**
 * The score change of one row down and one row up from `table`'s Average row.
 * @throws Error if the table has no row named `Average` or none on either side of it (never for the printed tables)
 */
export function averageRowStep(table: AbilityTable<AbilityScoreRow>): { readonly down: number; readonly up: number; readonly downRow: string; readonly upRow: string } {
  const k = table.rows.findIndex((r) => r.description === 'Average');
  const below = table.rows[k - 1];
  const above = table.rows[k + 1];
  if (k < 0 || below === undefined || above === undefined) throw new Error(`${table.name}: no Average row with a row on each side`);
  const avg = table.rows[k]!.score;
  return { down: below.score - avg, up: above.score - avg, downRow: below.description, upRow: above.description };
}

/** What each sum is made of (rulebook BASE NUMBERS), for the step's `why`. */
const SUM_OF: Readonly<Record<'basp' | 'bac', string>> = {
  basp: 'the SPEED score and the BRAVERY speed modifier',
  bac: '50 + the GUN ACCURACY score and the BRAVERY and EXPERIENCE accuracy modifiers',
};

function stepOf(attribute: VaryAttribute): AttributeStep {
  const a = ATTRIBUTE[attribute];
  const source = `${a.table.source.seed}, ${a.table.source.section} and BASE NUMBERS; packages/boothill/RULINGS.md V1`;
  if (a.stat === 'str') {
    const [low, high] = strengthRange();
    return {
      attribute,
      step: `the next row of the ${a.table.name} table from his own: -1 / +1 ${a.unit} to ${a.label} (none below ${low} or above ${high})`,
      why: `a character's STR is his STRENGTH score, one row a point from ${low} to ${high}, so his row is known (RULINGS.md V1)`,
      source,
    };
  }
  const s = averageRowStep(a.table);
  return {
    attribute,
    step: `the next row of the ${a.table.name} table from Average: ${s.downRow} ${s.down} / ${s.upRow} +${s.up} ${a.unit} to ${a.label}`,
    why: `a character's ${a.label} is a sum (${SUM_OF[a.stat]}), so his row is not known; the step is the one between the Average row and its neighbours (RULINGS.md V1)`,
    source,
  };
}

/** The STRENGTH table's least and greatest scores (Feeble 8, Mighty 20). */
function strengthRange(): [number, number] {
  const scores = STRENGTH_TABLE.rows.map((r) => r.score);
  return [Math.min(...scores), Math.max(...scores)];
}

/** BOOT HILL's steps (RuleSystem.vary): each character's `stats.boothill` block written with the stat moved. */
export const bootHillVary: VarySupport<SkirmishSetup> = {
  steps: { speed: stepOf('speed'), accuracy: stepOf('accuracy'), toughness: stepOf('toughness') },
  step(scenario, setup, who, attribute, dir, recompile) {
    const a = ATTRIBUTE[attribute];
    // STR moves to the next row of the STRENGTH table (a point a row); BASP and BAC by the Average row's step.
    const delta = a.stat === 'str' ? dir : dir < 0 ? averageRowStep(a.table).down : averageRowStep(a.table).up;
    const [low, high] = a.stat === 'str' ? strengthRange() : [0, 100];
    let changed = scenario;
    const changes: StepChange[] = [];
    const cannot: { character: string; why: string }[] = [];
    for (const i of who) {
      const c = setup.characters[i]!;
      const from = c[a.stat];
      const to = from + delta;
      // BAC is a percentage; STR has no row beyond the STRENGTH table's.
      if (a.stat !== 'basp' && (to < low || to > high)) {
        cannot.push({ character: c.name, why: `${a.label} ${from} ${delta > 0 ? '+' : ''}${delta} is outside ${low}..${high}${a.stat === 'str' ? ' (the STRENGTH table has no such row)' : ''}` });
        continue;
      }
      changed = withStatBlock(changed, i, 'boothill', { basp: c.basp, bac: c.bac, str: c.str, mrl: c.mrl, [a.stat]: to });
      changes.push({ character: c.name, from: `${a.label} ${from}`, to: `${a.label} ${to}` });
    }
    return { setup: changes.length === 0 ? setup : recompile(changed), changes, cannot };
  },
  stats: {
    basp: 'basic speed (net-speed points), -9 or more (SPEED Slow -5 with BRAVERY Coward -4, the tables\' least)',
    bac: 'basic accuracy with firearms (percent, 0..100)',
    str: 'strength points, 1 or more',
    mrl: 'morale / bravery (percent, 0..100)',
  },
  setStat(scenario, setup, i, stat, value, recompile) {
    const range: Record<string, [number, number]> = { basp: [-9, 999], bac: [0, 100], str: [1, 999], mrl: [0, 100] };
    const r = range[stat];
    if (r === undefined) throw new Error(`BOOT HILL stat "${stat}": expected one of ${Object.keys(range).join(', ')}`);
    if (!(typeof value === 'number' && Number.isInteger(value) && value >= r[0] && value <= r[1])) throw new Error(`BOOT HILL ${stat}: expected a whole number from ${r[0]} to ${r[1]}, found ${value}`);
    const c = setup.characters[i]!;
    return recompile(withStatBlock(scenario, i, 'boothill', { basp: c.basp, bac: c.bac, str: c.str, mrl: c.mrl, [stat]: value }));
  },
  statOf(setup, i, stat) {
    const c = setup.characters[i]!;
    return stat === 'basp' ? c.basp : stat === 'bac' ? c.bac : stat === 'str' ? c.str : c.mrl;
  },
  weaponOf(setup, i) {
    const c = setup.characters[i]!;
    return c.carried > 0 ? c.weapons[0]!.code : 'none';
  },
  weapons: WEAPON_ITEMS.map((w) => w.code),
  weaponRule: "the scenario's first weapon of the character (in hand when drawn) replaced by a PRICE CHART code, fully loaded, his spare rounds kept; his other weapons as written",
  setWeapon(scenario, setup, i, weapon, recompile) {
    const codes = WEAPON_ITEMS.flatMap((w) => [w.code, ...w.aliases]);
    // Codes are read without case, as the scenario loader reads them.
    checkVaryWeapon('BOOT HILL', weapon.trim().toUpperCase(), codes);
    const c = scenario.characters[i]!;
    const first = c.weapons[0];
    // His own weapon (by any of its codes) is left as written, rounds loaded and all.
    if (first !== undefined && weaponByCode(first.code) === weaponByCode(weapon)) return setup;
    const replaced = { code: weapon.trim().toUpperCase(), ...(first?.spare === undefined ? {} : { spare: first.spare }) };
    return recompile({ ...scenario, characters: scenario.characters.map((x, k) => (k !== i ? x : { ...x, weapons: [replaced, ...x.weapons.slice(1)] })) });
  },
};
