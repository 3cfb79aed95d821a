/** checkOrganisation (src/character/organisation.ts): a side against shootout.txt's "Organisation." rules. */
import { describe, expect, it } from 'vitest';
import { checkOrganisation, type OrganisedFigure } from '../src/index.ts';

const fig = (name: string, profile: string, group = 'g', leader = false): OrganisedFigure => ({ name, profile, group, leader });
const many = (n: number, profile: string, group = 'g'): OrganisedFigure[] => Array.from({ length: n }, (_, k) => fig(`${profile} ${k + 1}`, profile, group));

describe('checkOrganisation', () => {
  it('a regulation town posse passes: four Townsmen led by the Sheriff', () => {
    expect(checkOrganisation('Law', [fig('Sheriff', 'townsfolk/sheriff', 'g', true), ...many(4, 'townsfolk/townsmen')])).toEqual([]);
  });

  it('famous names are not checked; a bandit gang with its Gang Leader and two Hired Guns passes', () => {
    const gang = [fig('Boss', 'bandits/gang-leader', 'g', true), ...many(3, 'bandits/gang-member'), ...many(2, 'bandits/hired-gun'), fig('Kid', 'famous/billy-the-kid')];
    expect(checkOrganisation('Gang', gang)).toEqual([]);
  });

  it('too few rank and file, no required leader, a figure the rule does not field', () => {
    const w = checkOrganisation('Law', [...many(2, 'townsfolk/townsmen'), fig('Cookie', 'miners/miner')]);
    expect(w).toContain('side Law, group g: 2 rank and file (townsmen); the rule fields 3-8 ("Townsfolk tend to gather in groups of 3-8 men led by either a Deputy or the Sheriff")');
    expect(w).toContain('side Law, group g: no deputy or sheriff to lead it, as the rule requires');
    expect(w).toContain('side Law, group g: the townsfolk rule does not field Cookie (miner)');
  });

  it('side-wide: a second ranch-hands group needs a Cattle Baron; Hired Guns come with him, one per group', () => {
    const two = [...many(3, 'ranch-hands/cowboy', 'a'), ...many(3, 'ranch-hands/cowboy', 'b'), fig('Gun', 'ranch-hands/hired-gun', 'a')];
    const w = checkOrganisation('Ranch', two);
    expect(w).toContain('side Ranch: 2 ranch-hands groups must also have a cattle baron');
    expect(w).toContain('side Ranch: 1 hired gun with 2 ranch-hands groups; the rule allows 0 (with a cattle baron)');
    expect(checkOrganisation('Ranch', [...two, fig('Baron', 'ranch-hands/cattle-baron', 'a')])).toEqual([]);
  });

  it('no more than one group of Texas Rangers; a Hired Gun per two Miners groups, rounded down', () => {
    const rangers = [fig('C1', 'texas-rangers/ranger-captain', 'a'), ...many(3, 'texas-rangers/ranger', 'a'), fig('C2', 'texas-rangers/ranger-captain', 'b'), ...many(3, 'texas-rangers/ranger', 'b')];
    expect(checkOrganisation('R', rangers)).toEqual(['side R: 2 texas-rangers groups; no more than 1 may be fielded']);
    const miners = [fig('Boss', 'miners/mine-boss', 'a'), ...many(3, 'miners/miner', 'a'), fig('Gun', 'miners/hired-gun', 'a')];
    expect(checkOrganisation('M', miners)).toEqual(['side M: 1 hired gun with 1 miners group; the rule allows 0']);
  });

  it('two figures of the leader rows in one group (a Deputy and the Sheriff)', () => {
    const w = checkOrganisation('Law', [fig('Sheriff', 'townsfolk/sheriff', 'g', true), fig('Deputy', 'townsfolk/deputy'), ...many(3, 'townsfolk/townsmen')]);
    expect(w).toEqual(['side Law, group g: 2 figures of its leader\'s rows (Sheriff, sheriff; Deputy, deputy); one leads a group']);
  });

  it('a group of figures no rule fields (inline profiles)', () => {
    expect(checkOrganisation('X', [fig('A', 'inline')])).toEqual(['side X, group g: no organisation rule fields inline']);
  });

  it("the Mexicans' own group of more than 3 Hired Guns led by a 'Chris' (SR-16) is no mob, and its men count against one a mob", () => {
    const mobs = [0, 1, 2, 3].flatMap((g) => many(4, 'mexicans/peasant', `mob${g}`));
    const chris = [fig('Chris', 'mexicans/hired-gun', 'guns', true), ...many(3, 'mexicans/hired-gun', 'guns')];
    expect(checkOrganisation('Mexicans', [...mobs, ...chris])).toEqual([]);
    // Five Hired Guns with four mobs: one too many, whether they stand apart or not.
    const five = [...chris, fig('Fifth', 'mexicans/hired-gun', 'guns')];
    expect(checkOrganisation('Mexicans', [...mobs, ...five])).toEqual(['side Mexicans: 5 hired guns with 4 mexican-peasants groups; the rule allows 4']);
    // Three Hired Guns alone are no Chris's group: a mob with no Peasants.
    expect(checkOrganisation('Mexicans', [...mobs, ...many(3, 'mexicans/hired-gun', 'guns')])[0]).toMatch(/^side Mexicans, group guns: 0 rank and file/);
  });
});
