/**
 * The system-neutral numbers of "Shootout in Northfield" (src/special-rules/northfield/tables.ts)
 * checked against the seed text itself (boot-hill-referee-screen-and-northfield-module.md,
 * SHOOTOUT IN NORTHFIELD). BOOT HILL's own numbers of the module (Morale Modifiers, the d100 split
 * of a hit on a mounted man) are checked in packages/boothill/test/northfield.test.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MORALE_CITIZEN, MORALE_FEWEST_CASUALTIES, MORALE_GANG, MORALE_GREATEST_NUMBERS, MORALE_RECOGNIZED, MORALE_RELATIVE_KILLED, MORALE_THREATENED, NORTHFIELD, NorthfieldScenario } from '../../../src/index.ts';

const TEXT = readFileSync(new URL('../../../../../../shared/seeds/boot-hill-referee-screen-and-northfield-module.md', import.meta.url), 'utf8');
/** The one seed sentence matching `re`; its captures as numbers. */
const numbers = (re: RegExp): number[] => {
  const m = TEXT.match(re);
  expect(m, String(re)).not.toBeNull();
  return m!.slice(1).map(Number);
};

describe('special-rules/northfield/tables', () => {
  it('CITIZEN REACTION: the robbery is not discovered on a d6 of 1-2', () => {
    expect(numbers(/rolls one die\. A roll of 1 or (\d) means the robbery has not been discovered/)).toEqual([NORTHFIELD.undiscoveredMax]);
  });
  it('MORALE: the gang is recognized on a d6 of 1-2', () => {
    expect(numbers(/recognizes the gang\. A roll of 1 or (\d) means/)).toEqual([NORTHFIELD.recognizedMax]);
  });
  it('SETTING UP THE GAME: Wheeler has his revolver on 1-2', () => {
    expect(numbers(/On a roll of 1 or (\d), place the revolver counter/)).toEqual([NORTHFIELD.wheelerRevolverMax]);
  });
  it('ROBBING THE BANK: reserves one die x $1,000, the vault six dice x $1,000', () => {
    expect(TEXT).toContain('roll one six-sided die \\* \\$ 1,000');
    expect(TEXT).toContain('(six six-sided dice \\* \\$1,000)');
    expect([NORTHFIELD.reserveDice, NORTHFIELD.vaultDice, NORTHFIELD.dollarsPerPip]).toEqual([1, 6, 1000]);
  });
  it('Searching the Bank: a reserve on a 1, the vault open on a 1', () => {
    expect(numbers(/locates a hidden cash reserve on a one-die roll of (\d)/)).toEqual([NORTHFIELD.searchFinds]);
    expect(numbers(/the vault is open on a roll of (\d)/)).toEqual([NORTHFIELD.vaultOpens]);
  });
  it('ARMING TOWNSPEOPLE: after moving three squares or fewer, a weapon on a 1', () => {
    expect(TEXT).toContain('Any citizen who moved three or fewer squares during the turn and is inside a building may search for a weapon. A roll of 1 on one die');
    expect([NORTHFIELD.maxSquaresMovedToSearch, NORTHFIELD.armingFinds]).toEqual([3, 1]);
  });
  it('COMBAT, Reloading: not after moving more than three squares', () => {
    expect(TEXT).toContain('not allowed to reload if he moved more than three squares');
    expect(NORTHFIELD.maxSquaresMovedToLoad).toBe(3);
  });
  it('MOVEMENT, Stacking: two counters a square', () => {
    expect(TEXT).toContain('**Stacking:** Two counters (not counting horses) can be placed in the same square.');
    expect(NORTHFIELD.stacking).toBe(2);
  });
  it('the rewards are the James-Younger Gang table, Chadwell tripled', () => {
    const printed: Record<string, number> = {};
    for (const m of TEXT.matchAll(/^\d\t([A-Za-z. ]+)\t\\\$([\d,]+)\*?\t/gm)) printed[m[1]!] = Number(m[2]!.replace(',', ''));
    expect(NORTHFIELD.rewards).toEqual(printed);
    expect(NORTHFIELD.rewards['Bill Chadwell']).toBe(3000);
  });
  it('the morale conditions are distinct bits', () => {
    const bits = [MORALE_GANG, MORALE_CITIZEN, MORALE_RECOGNIZED, MORALE_GREATEST_NUMBERS, MORALE_FEWEST_CASUALTIES, MORALE_RELATIVE_KILLED, MORALE_THREATENED];
    expect(bits.reduce((a, b) => a | b, 0)).toBe(127);
  });
  it('reinforcements: d6 less one per intimidating gang member, never below 0', () => {
    expect(NorthfieldScenario.reinforcementCount(2, 4)).toBe(0);
    expect(NorthfieldScenario.reinforcementCount(6, 1)).toBe(5);
  });
});
