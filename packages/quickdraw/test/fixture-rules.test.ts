/**
 * The fixture of the rules no bundled scenario asks for (test/fixtures/fixture-rules.yaml: riders
 * told to ride men down, a Dominant marshal told to persuade, a sheriff with two guns), played
 * whole through the registry with the replay log on: each rule turns up in play as the rulings
 * say (RULINGS.md QR-156 to QR-160), and the log never prints a missing name or number. The
 * forced-dice tests of each rule are in wrong-hand, riding-down and persuasion.test.ts; this one
 * checks that the agents reach them in a real fight and that they play together.
 */
import { describe, expect, it } from 'vitest';
import { qdCounts } from '../src/index.ts';
import { playFixtureLogged } from './qd-helpers.ts';

/** The replay log of `trials` trials of the fixture at a fixed seed, and their system count sections. */
function playLogged(trials: number): { log: string[]; sections: ReturnType<typeof qdCounts>['sections'] } {
  const { log, setup, acc } = playFixtureLogged('fixture-rules', trials);
  return { log, sections: qdCounts(setup, acc).sections };
}

describe('the fixture of the rules no bundled scenario asks for', () => {
  const { log, sections } = playLogged(100);
  const count = (re: RegExp): number => log.filter((l) => re.test(l)).length;

  it.each([
    ['a rider rides a man down, and the man tests to evade (QR-158)', /'s horse runs down /, /tests to evade .*'s horse/],
    ['a rider who attacked after riding over 8 paces is carried on past (QR-157)', /must ride on past/, /is carried on past/],
    ['the Dominant marshal influences an outlaw, who later shakes it off (QR-160)', /Town Marshal tries to influence/, /is free of Town Marshal's influence/],
    ['the sheriff turns to his other revolver and shoots it from his wrong hand (QR-156)', /Sheriff turns to the .* in his other hand \(his wrong hand\)/, /Sheriff fires his .*from his wrong hand/],
  ])('%s', (_what, first, second) => {
    expect(count(first)).toBeGreaterThan(0);
    expect(count(second)).toBeGreaterThan(0);
  });

  it("a man under the influence fights for the marshal's side while it lasts: he shoots only at men of another side than his now (QR-160)", () => {
    expect(count(/is under Town Marshal's influence(?: for the rest of the fight)?: he fights for Town Marshal's side/)).toBeGreaterThan(0);
    // Walk the log trial by trial ("Phase 1:" starts one), keeping who is turned to the Law.
    const cast = new Map<string, string>([
      ['Town Marshal', 'Law'],
      ['Deputy', 'Law'],
      ['Sheriff', 'Law'],
      ['Black Jack', 'Outlaws'],
      ['Kid Curry', 'Outlaws'],
      ['Elzy Lay', 'Outlaws'],
      ['Sam Ketchum', 'Outlaws'],
    ]);
    const turned = new Set<string>();
    const sideNow = (name: string): string => (turned.has(name) ? 'Law' : cast.get(name)!);
    const wrong: string[] = [];
    let shots = 0;
    for (const line of log) {
      if (/^Phase 1:/.test(line)) turned.clear();
      const under = /^\s*(?:Outstanding! )?(.+?) is under Town Marshal's influence(?: for the rest of the fight)?: he fights for Town Marshal's side/.exec(line);
      if (under !== null) turned.add(under[1]!);
      const freed = /^\s*(.+?) is free of Town Marshal's influence/.exec(line) ?? /the hit frees (.+?) of Town Marshal's influence/.exec(line);
      if (freed !== null) turned.delete(freed[1]!);
      const shot = /^\s*(.+?) fires his .* at (Town Marshal|Deputy|Sheriff|Black Jack|Kid Curry|Elzy Lay|Sam Ketchum)\b/.exec(line);
      if (shot === null || !cast.has(shot[1]!)) continue;
      if (turned.has(shot[1]!)) shots++;
      if (sideNow(shot[1]!) === sideNow(shot[2]!)) wrong.push(line);
    }
    expect(shots).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });

  it('the count sections of riding down, persuasion and the wrong hand count what the log shows', () => {
    const row = (id: string, label: string): number => sections!.find((x) => x.id === id)!.rows.find((r) => r.label === label)!.count;
    expect(row('quickdraw.riding-down', 'collisions')).toBe(count(/ runs down /));
    // Evaded: he passed his test, so no collision; moved away, or struck down first (a 10's blow met by a Deadly Riposte).
    expect(row('quickdraw.riding-down', 'run-downs evaded')).toBe(count(/ evades (the horse|the wagon)/) + count(/ is down before he can get away from /));
    expect(row('quickdraw.riding-down', 'run-downs')).toBeGreaterThan(row('quickdraw.riding-down', 'collisions'));
    expect(row('quickdraw.riding-down', 'carried past')).toBe(count(/ is carried on past (?!.*no way to go)/));
    expect(row('quickdraw.persuasion', 'tried')).toBe(count(/Town Marshal tries to influence .*: (rolls|the (red|black) joker makes it)/));
    expect(row('quickdraw.persuasion', 'succeeded')).toBe(count(/is under Town Marshal's influence(?: for the rest of the fight)?: he fights for Town Marshal's side/));
    expect(row('quickdraw.persuasion', 'shaken off')).toBe(count(/is free of Town Marshal's influence/));
    expect(row('quickdraw.persuasion', 'turned to his side')).toBe(count(/he fights for Town Marshal's side/));
    expect(row('quickdraw.persuasion', 'turned to his side')).toBeGreaterThan(0);
    expect(row('quickdraw.wrong-hand', 'shots from the wrong hand')).toBe(count(/Sheriff fires his .*from his wrong hand/));
    expect(row('quickdraw.wrong-hand', 'shots from the wrong hand')).toBeGreaterThan(0);
  });

  it('prints no missing name or number', () => {
    expect(log.length).toBeGreaterThan(1000);
    expect(log.filter((l) => /undefined|NaN/.test(l))).toEqual([]);
  });
});
