import { describe, expect, it } from 'vitest';
import {
  CLOSE_COMBAT,
  CLOSE_WEAPONS,
  COMMAND_POINTS,
  COURAGE,
  DRAW,
  FAMOUS_NAMES,
  GAME_SEQUENCE,
  MOVEMENT,
  ORGANISATION,
  PINNED,
  POINTS_FORMULA,
  PROFILES,
  RANGED_COMBAT,
  SAVING_THROWS,
  TROOP_LISTS,
  TROOP_ROWS,
  TROOP_TYPES,
  type Modifier,
  type TroopRow,
} from '../src/index.ts';
import { lineIndex, plain, rowNamed, soLines } from './seed-text.ts';

// The section headings are printed twice: in the Game Sequence list, then above each section.
const body = lineIndex('Each group rolls 1D6 and modifies it according to Leadership.');

/** The index of the first line after `from` whose plain text contains `text` (a sentence as printed). @throws Error when absent */
function sentence(text: string, from = 0): number {
  for (let i = from; i < soLines.length; i++) if (plain(soLines[i] ?? '').includes(text)) return i;
  throw new Error(`sentence "${text}" not found in shootout.txt after line ${from}`);
}

/** The rows of a "Situational Modifiers:" block starting at line `start`: [name, value, note]. */
function modifierBlock(start: number): [string, number, string][] {
  const out: [string, number, string][] = [];
  for (let i = start; i < soLines.length; i++) {
    const line = soLines[i] ?? '';
    if (i > start && !line.startsWith('\t')) break;
    const cells = line.split('\t').map(plain);
    const value = cells[2] ?? '';
    const m = /^([+-]\d+)\s*(.*)$/.exec(value);
    if (m === null) throw new Error(`modifier row without a value at line ${i + 1}: ${line}`);
    out.push([cells[1] ?? '', Number(m[1]), m[2] ?? '']);
  }
  return out;
}

function asRows(mods: Readonly<Record<string, Modifier>>): [string, number, string][] {
  return Object.values(mods).map((m) => [m.text, m.value, m.note]);
}

describe('Game Sequence and 1. Command Points against shootout.txt', () => {
  it('the four steps of a turn, in order', () => {
    const at = lineIndex('Game Sequence');
    expect(GAME_SEQUENCE.map((s, k) => soLines[at + 2 + k])).toEqual(GAME_SEQUENCE.map((s, k) => `${k + 1}. ${s}`));
  });
  const cp = lineIndex('1. Command Points', body - 2);
  it.each(Object.entries(COMMAND_POINTS.costs))('cost row %s', (_, c) => {
    const cells = rowNamed(c.text, cp);
    expect(cells).toEqual([c.text, String(c.cost)]);
  });
  it('the Cost table has exactly these four rows, in order', () => {
    const head = lineIndex('Cost', cp);
    const rows = soLines.slice(head + 1, head + 5).map((l) => l.split('\t')[0]);
    expect(rows).toEqual(Object.values(COMMAND_POINTS.costs).map((c) => c.text));
    expect(plain(soLines[head + 5] ?? '')).toBe('');
  });
  it('1D6 + Leadership, the 6" command radius from the leader, nominating a leader, other costs', () => {
    expect(COMMAND_POINTS.dice).toBe(1);
    expect(COMMAND_POINTS.text.roll).toMatch(new RegExp(`rolls ${COMMAND_POINTS.dice}D6 and modifies it according to Leadership`));
    expect(COMMAND_POINTS.factor).toBe('leader');
    expect(COMMAND_POINTS.costs.moveOutsideRadius.text).toContain(`command radius of ${COMMAND_POINTS.commandRadius}"`);
    for (const t of Object.values(COMMAND_POINTS.text)) sentence(t, cp);
  });
  it('Hired Guns outside the command radius: one command point (Organisation.)', () => {
    sentence(`- ${COMMAND_POINTS.hiredGunOutsideRadius.text}`, lineIndex('Organisation.'));
    expect(COMMAND_POINTS.hiredGunOutsideRadius.text).toContain('a cost of only one command point');
    expect(COMMAND_POINTS.hiredGunOutsideRadius.cost).toBe(1);
  });
});

describe('2. Move Troops against shootout.txt', () => {
  const mv = lineIndex('2. Move Troops', body);
  it('6" + Speed, then 1D6" + Speed within 12" of visible enemy', () => {
    sentence(MOVEMENT.text, mv);
    expect(MOVEMENT.text).toContain(`up to ${MOVEMENT.base}" + its Speed factor`);
    sentence(MOVEMENT.nearEnemy.text, mv);
    expect(MOVEMENT.nearEnemy.text).toContain(`within ${MOVEMENT.nearEnemy.within}" of visible enemy this becomes ${MOVEMENT.nearEnemy.dice}D6" + Speed factor`);
  });
  it('initiative to the greater Speed, or 1D6 each', () => {
    sentence(MOVEMENT.initiative.text, mv);
    expect(MOVEMENT.initiative.text).toContain('greater Speed');
    expect(MOVEMENT.initiative.text).toContain(`roll ${MOVEMENT.initiative.tieDice}D6 each`);
  });
  it('difficult ground halves, rounded up; Indians on foot are not slowed', () => {
    sentence(MOVEMENT.difficultTerrain.text, mv);
    expect(MOVEMENT.difficultTerrain.divisor).toBe(2);
    expect(MOVEMENT.difficultTerrain.text).toContain("half a figure's speed (rounded up)");
    expect(MOVEMENT.difficultTerrain.rounding).toBe('up');
    sentence(`- ${MOVEMENT.indiansOnFoot.text}`, lineIndex('Organisation.'));
    expect(MOVEMENT.indiansOnFoot.slowed).toBe(false);
  });
});

describe('3. Ranged Combat: hits, saving throws and their modifiers against shootout.txt', () => {
  const rc = lineIndex('3. Ranged Combat', body);
  it('to-hit modifiers: every printed row, in order, with its value and note', () => {
    const start = soLines.findIndex((l, i) => i > rc && l.startsWith('Situational Modifiers:\tTarget stationary'));
    expect(asRows(RANGED_COMBAT.modifiers)).toEqual(modifierBlock(start));
  });
  it('saving-throw modifiers: every printed row, in order', () => {
    const start = soLines.findIndex((l, i) => i > rc && l.startsWith('Situational Modifiers:\tTarget moved'));
    expect(asRows(SAVING_THROWS.modifiers)).toEqual(modifierBlock(start));
    expect(SAVING_THROWS.modifiers.targetMoved.text).toContain(`>${SAVING_THROWS.movedMoreThan}"`);
  });
  it('6 or more hits, a natural 1 misses; each die + Ranged', () => {
    sentence(RANGED_COMBAT.text.hits, rc);
    sentence(RANGED_COMBAT.text.roll, rc);
    sentence(RANGED_COMBAT.text.lineOfSight, rc);
    expect(RANGED_COMBAT.text.hits).toBe(`Each score of six or more is a hit. All natural rolls of 1 are misses.`);
    expect(RANGED_COMBAT.hit).toEqual({ success: 6, naturalOneFails: true });
    expect(RANGED_COMBAT.factor).toBe('ranged');
  });
  it('1D6 per hit, 6 or above saves, a natural 1 fails', () => {
    sentence(SAVING_THROWS.text.roll, rc);
    sentence(SAVING_THROWS.text.saves, rc);
    expect(SAVING_THROWS.text.roll).toContain(`${SAVING_THROWS.dicePerHit}D6 for each hit`);
    expect(SAVING_THROWS.text.saves).toBe('Each score of 6 or above is a save. All natural rolls of 1 are fails.');
    expect(SAVING_THROWS.save).toEqual({ success: 6, naturalOneFails: true });
  });
});

describe('Draw! and 4. Close Combat against shootout.txt', () => {
  it('Draw!: 1D6 + speed each, the fastest fires first', () => {
    const at = lineIndex('Draw!');
    expect(plain(soLines[at + 2] ?? '')).toBe(DRAW.text);
    expect(DRAW.text).toContain(`roll ${DRAW.dice}D6 for each and add their speed factors`);
    expect(DRAW.factor).toBe('speed');
  });
  const cc = lineIndex('4. Close Combat', body);
  it('within 2"; 6 or more hits, a natural 1 misses; saves as for ranged hits', () => {
    for (const t of Object.values(CLOSE_COMBAT.text)) sentence(t, cc);
    expect(CLOSE_COMBAT.text.reach).toBe(`Figures must be within ${CLOSE_COMBAT.reach}" to engage in close combat.`);
    expect(CLOSE_COMBAT.text.hits).toBe('Each score of six or more is a hit. All natural rolls of 1 are misses.');
    expect(CLOSE_COMBAT.text.saves).toBe('Each score of six or above is a save. All natural rolls of 1 are fails.');
    expect(CLOSE_COMBAT.hit).toEqual({ success: 6, naturalOneFails: true });
    expect(CLOSE_COMBAT.save).toEqual({ success: 6, naturalOneFails: true });
    expect(CLOSE_COMBAT.factor).toBe('close');
    sentence('Targets roll a saving throw on 1D6 for each hit adding any situational modifiers.', cc);
  });
  it("the bullwhip's 12' is the 2\" reach at six feet to the inch", () => {
    expect(CLOSE_WEAPONS.find((w) => w.id === 'bullwhip')?.notes).toBe(`Can hit from ${CLOSE_COMBAT.bullwhipReachFeet}' away.`);
    expect(CLOSE_COMBAT.bullwhipReachFeet / 6).toBe(CLOSE_COMBAT.reach);
  });
});

describe('Courage against shootout.txt', () => {
  const at = lineIndex('Courage');
  it('1D6 + Courage, 6 or more passes; no natural-1 rule printed', () => {
    sentence(COURAGE.text, at);
    expect(COURAGE.text).toBe(`Roll ${COURAGE.dice}D6, adding their courage factor and score ${COURAGE.pass} or more to pass.`);
    expect(COURAGE.naturalOneFails).toBeNull();
    const section = soLines.slice(at, lineIndex('Troop Listings.')).join('\n');
    expect(section).not.toMatch(/natural/i);
  });
  it.each(Object.entries(COURAGE.when))('when: %s', (_, w) => {
    const i = sentence(w.text, at);
    sentence(w.onFail, i);
  });
  it('2 or more hits from ranged fire in one round pin; pinned figures only return fire', () => {
    sentence(PINNED.text, at);
    expect(PINNED.text).toContain(`take ${PINNED.hits} or more hits from ranged fire in a single round`);
    sentence(PINNED.returnFireOnly, at);
  });
});

/** Every row of the two troop tables as printed: [list heading, cells]. */
function printedTroopRows(): { list: string; cells: string[] }[] {
  const start = soLines.findIndex((l) => plain(l.split('\t')[0] ?? '') === 'Troop Types');
  const out: { list: string; cells: string[] }[] = [];
  let list = '';
  for (let i = start; i < soLines.length; i++) {
    const cells = (soLines[i] ?? '').split('\t').map(plain);
    if (cells.length !== 9) continue;
    if (cells[0] === 'Troop Types' || cells[0] === 'Famous Name') {
      if (cells[0] === 'Famous Name') list = 'Famous Names';
      expect(cells.slice(1)).toEqual(['Close', 'Ranged', 'Speed', 'Courage', 'Leader', 'HTK', i === start ? 'Main Weapon' : 'Weapon', 'Points']);
      continue;
    }
    if (cells.slice(1).every((c) => c === '')) {
      list = cells[0] as string;
      continue;
    }
    out.push({ list, cells });
  }
  return out;
}

const printed = printedTroopRows();

function cellsOf(r: TroopRow): string[] {
  const f = r.factors;
  const c = (n: number): string => (n === 0 ? '' : `+${n}`);
  return [r.name, c(f.close), c(f.ranged), c(f.speed), c(f.courage), c(f.leader), String(f.htk), r.weapon, String(r.points)];
}

describe('Troop Listings. and Famous Names. against shootout.txt', () => {
  it('43 rows: 31 troop types under nine lists, 12 famous names, in printed order', () => {
    expect(printed).toHaveLength(43);
    expect(TROOP_TYPES).toHaveLength(31);
    expect(FAMOUS_NAMES).toHaveLength(12);
    expect(TROOP_ROWS.map((r) => r.name)).toEqual(printed.map((p) => p.cells[0]));
  });
  it('the lists are the printed headings, in order', () => {
    expect(TROOP_LISTS.map((l) => l.name)).toEqual([...new Set(printed.map((p) => p.list))]);
  });
  it.each(TROOP_ROWS.map((r, k) => [`${r.list}/${r.name}`, r, k] as const))('row %s: every cell as printed', (_, r, k) => {
    const p = printed[k];
    expect(TROOP_LISTS.find((l) => l.id === r.list)?.name).toBe(p?.list);
    expect(cellsOf(r)).toEqual(p?.cells);
  });
  it('the Hired Gun row is printed on five lists, identical each time', () => {
    const hired = TROOP_ROWS.filter((r) => r.name === 'Hired Gun');
    expect(hired.map((r) => r.list)).toEqual(['ranch-hands', 'townsfolk', 'miners', 'bandits', 'mexicans']);
    for (const h of hired) expect(cellsOf(h)).toEqual(cellsOf(hired[0] as TroopRow));
  });
  it('the points formula as printed', () => {
    const at = lineIndex('Points Costs');
    sentence(POINTS_FORMULA.formula, at);
    sentence(POINTS_FORMULA.basic, at);
  });
});

describe('Organisation. against shootout.txt', () => {
  const at = lineIndex('Organisation.');
  const bullets = soLines.slice(at).filter((l) => l.startsWith('- ')).map((l) => l.slice(2));
  it('every bullet is carried once, in printed order, with its sentence as printed', () => {
    expect([...ORGANISATION.groups.map((g) => g.text), ...ORGANISATION.elsewhere.map((e) => e.text)]).toEqual(bullets);
    sentence(ORGANISATION.groupSize.text, at);
    expect(ORGANISATION.groupSize.text).toContain(`groups of ${ORGANISATION.groupSize.min}-${ORGANISATION.groupSize.max} figures`);
  });
  it.each(ORGANISATION.groups.map((g) => [g.id, g] as const))('%s: the printed size, list and profiles', (_, g) => {
    expect(g.text).toContain(`${g.members.min}-${g.members.max}`);
    const ids = [...g.members.troops, ...(g.leader?.troops ?? []), ...g.requires.map((r) => r.troop), ...g.allows.flatMap((a) => [a.troop, ...(a.with === null ? [] : [a.with])])];
    for (const id of ids) {
      expect(PROFILES.some((p) => p.id === id), id).toBe(true);
      expect(id.startsWith(`${g.list}/`), id).toBe(true);
    }
  });
  // The phrase of each bullet that gives each number, so that a changed number fails here.
  const phrases: Record<string, readonly string[]> = {
    'ranch-hands': ['may be led by a Trail Boss', '2 or more such groups must also have a Cattle Baron', 'A Cattle Baron may field one Hired Gun for each group'],
    townsfolk: ['led by either a Deputy or the Sheriff', 'one hired gun for every 2 groups', 'one Gambler for each Saloon'],
    miners: ['must be led by a Mine Boss', 'one Hired Gun for every two groups'],
    'texas-rangers': ['and one Captain', 'No more than one group', 'set in Texas or New Mexico'],
    'us-army': ['led by a Sergeant', 'If two or more groups are fielded then a Lieutenant', 'A Lieutenant may also have an Indian Scout'],
    apache: ['fight on foot', 'and one War Party Leader', 'If three or more groups are fielded then a Chief'],
    'plains-indians': ['fight on Horseback', 'and one War Party Leader', 'If three or more groups are fielded then a Chief'],
    bandits: ['a Gang Boss', 'up to two Hired Guns'],
    'mexican-peasants': ['In New or Old Mexico replace townsfolk', 'no leader', "one Hired Gun per 'mob'", 'If more than 3 Hired Guns', 'an extra +1 to his Leadership'],
    comancheros: ['led by a Boss'],
  };
  it('each number read from its phrase', () => {
    const g = Object.fromEntries(ORGANISATION.groups.map((x) => [x.id, x]));
    for (const [id, ps] of Object.entries(phrases)) for (const p of ps) if (p !== 'no leader') expect(g[id]?.text, id).toContain(p);
    expect(g['ranch-hands']).toMatchObject({
      leader: { troops: ['ranch-hands/trail-boss'], required: false },
      requires: [{ troop: 'ranch-hands/cattle-baron', fromGroups: 2 }],
      allows: [{ troop: 'ranch-hands/hired-gun', count: 1, per: 'group', with: 'ranch-hands/cattle-baron' }],
    });
    expect(g.townsfolk).toMatchObject({
      leader: { troops: ['townsfolk/deputy', 'townsfolk/sheriff'], required: true },
      allows: [
        { troop: 'townsfolk/hired-gun', count: 1, per: 'two-groups', with: null },
        { troop: 'townsfolk/gambler', count: 1, per: 'saloon', with: null },
      ],
    });
    expect(g.miners).toMatchObject({ leader: { troops: ['miners/mine-boss'], required: true }, allows: [{ troop: 'miners/hired-gun', count: 1, per: 'two-groups' }] });
    expect(g['texas-rangers']).toMatchObject({ leader: { troops: ['texas-rangers/ranger-captain'], required: true }, maxGroups: 1, setting: ['Texas', 'New Mexico'] });
    expect(g['us-army']).toMatchObject({
      leader: { troops: ['us-army/sergeant'], required: true },
      requires: [{ troop: 'us-army/lieutenant', fromGroups: 2 }],
      allows: [{ troop: 'us-army/indian-scout', count: 1, per: 'force', with: 'us-army/lieutenant' }],
    });
    expect(g.apache).toMatchObject({ requires: [{ troop: 'apache/chief', fromGroups: 3 }], mounted: false });
    expect(g['plains-indians']).toMatchObject({ requires: [{ troop: 'plains-indians/chief', fromGroups: 3 }], mounted: true });
    expect(g.bandits).toMatchObject({ leader: { troops: ['bandits/gang-leader'], required: true }, allows: [{ troop: 'bandits/hired-gun', count: 2, per: 'group' }] });
    expect(g['mexican-peasants']).toMatchObject({
      leader: null,
      replaces: 'townsfolk',
      setting: ['New Mexico', 'Old Mexico'],
      allows: [{ troop: 'mexicans/hired-gun', count: 1, per: 'group' }],
      hiredGunGroup: { moreThan: 3, leaderBonus: 1 },
    });
    expect(g.comancheros).toMatchObject({ leader: { troops: ['mexicans/comanchero-boss'], required: true } });
    // No other group carries limits the text does not print.
    for (const x of ORGANISATION.groups) {
      if (x.id !== 'texas-rangers') expect(x.maxGroups, x.id).toBeNull();
      if (x.id !== 'apache' && x.id !== 'plains-indians') expect(x.mounted, x.id).toBeNull();
    }
  });
});
