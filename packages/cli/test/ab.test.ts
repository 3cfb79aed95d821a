/**
 * `deadeye ab` end to end (issue #16 sections 3 and 7): a null house rule gives a difference of
 * exactly zero; a real one moves what it should, with a paired interval narrower than two
 * independent runs would give; the same results on 1 and 2 threads; one-line errors, status 2.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { deadeye } from './run-cli.ts';

const tmp = mkdtempSync(join(tmpdir(), 'deadeye-ab-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

interface Metric { key: string; difference: number; interval: [number, number]; adjustedP: number; discordant: number; unpairedEquivalent: number; a: { value: number }; b: { value: number } }
interface Ab { kind: string; trialsDiffering: number; metrics: Metric[]; b: { houseRules: { name: string }[] }; elapsedMs: number }

function ab(name: string, ...args: string[]): Ab {
  const out = join(tmp, `${name}.json`);
  const r = deadeye('ab', ...args, '--quiet', '--json', out);
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return JSON.parse(readFileSync(out, 'utf8')) as Ab;
}

describe('deadeye ab', () => {
  it('a null house rule: every trial the same, every difference exactly 0', () => {
    const c = ab('null', 'scenarios/street-fight.yaml', '--b', 'houserules/no-change.yaml', '--trials', '3000');
    expect(c.kind).toBe('ab');
    expect(c.b.houseRules.map((r) => r.name)).toEqual(['No change']);
    expect(c.trialsDiffering).toBe(0);
    for (const m of c.metrics) {
      expect(m.difference).toBe(0);
      expect(m.discordant).toBe(0);
    }
  }, 120_000);

  it('shotguns +10 at short range in Coffeyville: the town wins more, detected from 12,000 paired trials, the pairing worth many times the trials; the same on 1 and 2 threads', () => {
    const args = ['scenarios/coffeyville.yaml', '--b', 'houserules/shotgun-plus-ten.yaml', '--trials', '12000', '--seed', '3'];
    const one = ab('coffey1', ...args, '--threads', '1');
    const two = ab('coffey2', ...args, '--threads', '2');
    const strip = (c: Ab): string => JSON.stringify({ ...c, elapsedMs: 0 });
    expect(strip(two)).toBe(strip(one));
    const town = one.metrics.find((m) => m.key === 'wins:Coffeyville')!;
    // The town's shotguns hit more often: its win rate rises; few trials change, so the pairing is worth far more than 12,000 unpaired trials.
    expect(town.difference).toBeGreaterThan(0);
    expect(town.interval[0]).toBeGreaterThan(0);
    expect(town.adjustedP).toBeLessThan(0.05);
    expect(town.unpairedEquivalent).toBeGreaterThan(10 * 12000);
    expect(one.trialsDiffering).toBeGreaterThan(0);
    expect(one.trialsDiffering).toBeLessThan(12000);
  }, 180_000);

  it('stops with one line and status 2 on bad input', () => {
    const noB = deadeye('ab', 'scenarios/street-fight.yaml', '--trials', '10');
    expect(noB.status).toBe(2);
    expect(noB.stderr.trim().split('\n')).toHaveLength(1);
    expect(noB.stderr).toMatch(/--b: give the house-rule file/);
    const other = deadeye('ab', 'scenarios/street-fight.yaml', '--b', 'houserules/hero-five-cards.yaml', '--trials', '10');
    expect(other.status).toBe(2);
    expect(other.stderr.trim().split('\n')).toHaveLength(1);
    expect(other.stderr).toMatch(/hero-five-cards\.yaml: system: expected "boothill"/);
    const few = deadeye('ab', 'scenarios/street-fight.yaml', '--b', 'houserules/no-change.yaml', '--trials', '1');
    expect(few.status).toBe(2);
    expect(few.stderr).toMatch(/--trials/);
  }, 120_000);
});
