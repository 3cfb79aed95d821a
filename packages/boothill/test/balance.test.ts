import { describe, expect, it } from 'vitest';
import { bootHillBalance, weaponReach } from '../src/system/balance.ts';

const entrant = (code: string) => bootHillBalance.entrants().find((e) => e.id === code)!;

describe('B3: weaponReach, a weapon\'s own band at a distance of the round robin', () => {
  it('the Scatter Gun (bands 2/4/8/15) fights in its medium band at the template\'s short 3 spaces and is out of reach at 30', () => {
    expect(weaponReach(entrant('SCG'), 3)).toEqual({ band: 'medium', text: 'its medium band (2+ to 4 spaces)' });
    expect(weaponReach(entrant('SCG'), 15)).toEqual({ band: 'extreme', text: 'its extreme band (8+ to 15 spaces)' });
    expect(weaponReach(entrant('SCG'), 30)).toEqual({ band: null, text: 'out of reach: its extreme band ends at 15 spaces (90 ft)' });
  });

  it('a rifle at 3 spaces is in its short band; the Cap & Ball Revolver is out of reach at 30 (its extreme ends at 26)', () => {
    expect(weaponReach(entrant('15R'), 3)).toEqual({ band: 'short', text: 'its short band (0 to 20 spaces)' });
    expect(weaponReach(entrant('CBR'), 26).band).toBe('extreme');
    expect(weaponReach(entrant('CBR'), 30)).toEqual({ band: null, text: 'out of reach: its extreme band ends at 26 spaces (156 ft)' });
  });

  it('reads the band limits as the house rules leave them', () => {
    const tables = { weapons: { scatterGun: { extreme: 40 } } };
    expect(weaponReach(entrant('SCG'), 30, tables)).toEqual({ band: 'extreme', text: 'its extreme band (8+ to 40 spaces)' });
  });

  it('is the support\'s reach, with a sentence on how the distances were chosen', () => {
    expect(bootHillBalance.reach).toBe(weaponReach);
    expect(bootHillBalance.distances).toMatch(/middle of the Single Action Revolver's band \(RULINGS\.md B3\)/);
  });
});

describe("a weapon's detail in the balance tables", () => {
  it("says '1 shot a turn, 1 round' for a single shot, and plurals otherwise", () => {
    const details = bootHillBalance.entrants().map((e) => e.detail);
    expect(details.some((d) => / 1 shot a turn, 1 round,/.test(d))).toBe(true);
    expect(details.filter((d) => /\b1 shots\b|\b1 rounds\b/.test(d))).toEqual([]);
    expect(entrant('SAR6').detail).toMatch(/ shots a turn, 6 rounds,/);
  });
});
