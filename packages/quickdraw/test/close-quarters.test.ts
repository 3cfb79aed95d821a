/**
 * The close-quarters fixture (test/fixtures/close-quarters.yaml: two braves who throw a tomahawk
 * and a knife, a knife fighter charging two gunmen), played whole through the registry with the
 * replay log on: the agents reach the rules no bundled scenario does (RULINGS.md QR-188, the 10's
 * hasty shot and counter attack; QR-189, thrown weapons recovered). Their forced-dice tests are
 * if-attacked.test.ts and thrown-recovery.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { playFixtureLogged } from './qd-helpers.ts';

describe('the close-quarters fixture', () => {
  const { log } = playFixtureLogged('close-quarters', 200);
  const count = (re: RegExp): number => log.filter((l) => re.test(l)).length;

  it('thrown weapons land and are picked up again, by the braves who threw them (QR-189)', () => {
    expect(count(/the Thrown spear or tomahawk lands at \(\d+,\d+\), to be recovered there/)).toBeGreaterThan(0);
    expect(count(/the Throwing knife or rock lands at/)).toBeGreaterThan(0);
    expect(count(/Hawk picks up the Thrown spear or tomahawk at/)).toBeGreaterThan(0);
    expect(count(/Wolf picks up the Throwing knife or rock at/)).toBeGreaterThan(0);
    // Every pickup is of a weapon that landed there first.
    for (let k = 0; k < log.length; k++) {
      const m = /picks up the (Thrown spear or tomahawk|Throwing knife or rock) at (\(\d+,\d+\))/.exec(log[k]!);
      if (m === null) continue;
      const landed = log.slice(0, k).some((l) => l.includes(`the ${m[1]} lands at ${m[2]}`));
      expect(landed, log[k]).toBe(true);
    }
  });

  it('a gunman in close combat takes a 10 as the hasty shot and a counter attack (QR-188)', () => {
    const at = log.findIndex((l) => /Got Them! (Colt|Remington) takes a hasty shot and a counter attack \(QR-188\)/.test(l));
    expect(at).toBeGreaterThan(-1);
    expect(log[at + 1]).toMatch(/fires his Cartridge revolver at Slash \(hasty shot/);
  });

  it('the log prints no missing name or number', () => {
    expect(count(/undefined|NaN/)).toBe(0);
  });
});
