import { describe, expect, it } from 'vitest';
import { formatShootoutRoster, PROFILES, shootoutRoster, TROOP_LISTS, type Profile } from '../src/index.ts';

describe('shootoutRoster: every profile with printed and computed points', () => {
  const text = shootoutRoster.format({});
  const lines = text.split('\n');

  it('groups are the nine troop lists then Famous Names, headings as printed', () => {
    expect(shootoutRoster.groups).toEqual(['Ranch-hands', 'Townsfolk', 'Miners', 'Texas Rangers', 'US Army', 'Apache', 'Plains Indians', 'Bandits', 'Mexicans', 'Famous Names']);
    for (const l of TROOP_LISTS) expect(lines).toContain(`${l.name} (shootout.txt, ${l.source.section})`);
  });

  it.each(PROFILES.map((p) => [p.id, p] as const))('lists %s under its heading with factors, weapons and both points', (id, p) => {
    const line = lines.find((l) => l.trimEnd().endsWith(` ${id}`));
    expect(line, id).toBeDefined();
    const l = line as string;
    expect(l.startsWith(`  ${p.name} `)).toBe(true);
    const heading = lines.findLastIndex((x, i) => i < lines.indexOf(l) && !x.startsWith(' ') && x !== '');
    expect(lines[heading]?.startsWith(`${p.listName} (`)).toBe(true);
    expect(l).toContain(` ${p.weapon} `);
    expect(l).toContain(`${p.ranged.length > 0 ? p.ranged.join(', ') : '-'}; ${p.close}`);
    expect(l).toMatch(new RegExp(` ${p.printedPoints} +${p.points}${p.pointsDisagree ? '\\*' : ' '} ${id}$`));
    const f = p.factors;
    const cells = [f.close, f.ranged, f.speed, f.courage, f.leader].map((n) => (n === 0 ? '' : `+${n}`)).filter((c) => c !== '');
    expect(l.slice(2 + 18, 2 + 18 + 38).trim().split(/\s+/).filter((c) => c !== '')).toEqual([...cells, String(f.htk)]);
  });

  it('names the three disagreeing rows with their working, and the formula', () => {
    expect(text).toContain(
      '* printed points differ from the formula (RULINGS.md SR-10): Mine Boss 7 (factors 5 + Colt Revolver 2 + Fists/Improvised Weapons 1 = 8); ' +
        'Morgan & Virgil 12 (factors 7 + Shotgun 3 + Fists/Improvised Weapons 1 = 11); Wild Bill Hickock 15 (factors 10 + Repeater Rifle 2 + Rifle Butt 2 = 14)',
    );
    expect(text).toContain('(shootout.txt, Points Costs; RULINGS.md SR-9)');
    expect(lines.filter((l) => /\d\* \S+$/.test(l))).toHaveLength(3);
  });

  it('one group by its heading or its id, any case', () => {
    const one = formatShootoutRoster({ group: 'Famous Names' });
    expect(one.startsWith('Famous Names (shootout.txt, Famous Names.)')).toBe(true);
    expect(one).toContain('famous/doc-holliday');
    expect(one).not.toContain('ranch-hands/cowboy');
    expect(one).not.toContain('Mine Boss');
    expect(formatShootoutRoster({ group: 'plains-indians' })).toBe(formatShootoutRoster({ group: 'PLAINS INDIANS' }));
    expect(formatShootoutRoster({ group: 'famous' })).toBe(one);
  });

  it('an unknown group is refused, naming the groups', () => {
    expect(() => formatShootoutRoster({ group: 'Cavalry' })).toThrow(
      '--group: unknown group "Cavalry"; use one of ranch-hands (Ranch-hands), townsfolk (Townsfolk), miners (Miners), texas-rangers (Texas Rangers), us-army (US Army), apache (Apache), plains-indians (Plains Indians), bandits (Bandits), mexicans (Mexicans), famous (Famous Names)',
    );
    // A slip gets the list meant (by id or heading, any case or spacing).
    expect(() => formatShootoutRoster({ group: 'famus' })).toThrow('--group: unknown group "famus" (did you mean "famous"?); use one of ranch-hands');
    expect(() => formatShootoutRoster({ group: 'Texas Ranger' })).toThrow('(did you mean "texas-rangers"?)');
  });

  it('JSON: the profiles, whole or by group', () => {
    expect(JSON.parse(shootoutRoster.format({ json: true })) as Profile[]).toEqual(JSON.parse(JSON.stringify(PROFILES)));
    const miners = JSON.parse(shootoutRoster.format({ json: true, group: 'Miners' })) as Profile[];
    expect(miners.map((p) => [p.id, p.printedPoints, p.points, p.pointsDisagree])).toEqual([
      ['miners/miner', 3, 3, false],
      ['miners/mine-boss', 7, 8, true],
      ['miners/hired-gun', 12, 12, false],
    ]);
  });
});
