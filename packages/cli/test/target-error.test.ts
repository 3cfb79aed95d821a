/**
 * `--target-error` end to end (issue #16 section 5): the run reaches the stated precision, gives
 * identical results on 1 and 2 threads (it is `--trials n` with n from an independent pilot), a
 * cap is reported as not reached, and bad combinations stop with one line and status 2.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { deadeye } from './run-cli.ts';

const tmp = mkdtempSync(join(tmpdir(), 'deadeye-target-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

interface Precision { target: number; trials: number; achieved: number; reached: boolean; note: string; pilotSeed: string }

function json(name: string, ...args: string[]): Record<string, unknown> & { precision: Precision; trials: number } {
  const out = join(tmp, `${name}.json`);
  const r = deadeye(...args, '--quiet', '--json', out);
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return JSON.parse(readFileSync(out, 'utf8'));
}

describe('--target-error', () => {
  it('run: reaches the target, the same on 1 and 2 threads, and equal to --trials with the chosen count', () => {
    const one = json('one', 'run', 'scenarios/street-fight.yaml', '--target-error', '0.01', '--threads', '1');
    const two = json('two', 'run', 'scenarios/street-fight.yaml', '--target-error', '0.01', '--threads', '2');
    const strip = (j: Record<string, unknown>): string => JSON.stringify({ ...j, elapsedMs: 0, trialsPerSecond: 0, threads: 0 });
    expect(strip(two)).toBe(strip(one));
    expect(one.precision.reached).toBe(true);
    expect(one.precision.achieved).toBeLessThanOrEqual(0.01);
    expect(one.precision.pilotSeed).toBe('1/pilot');
    expect(one.trials).toBe(one.precision.trials);
    const plain = json('plain', 'run', 'scenarios/street-fight.yaml', '--trials', String(one.trials), '--threads', '2');
    const { precision: _p, ...rest } = one;
    expect(strip(plain)).toBe(strip(rest));
  }, 180_000);

  it('duel: a cap that stops the run is reported as not reached', () => {
    const d = json('cap', 'duel', '--a', 'Doc Holliday', '--b', 'Johnny Ringo', '--range', '5', '--target-error', '0.0005', '--max-trials', '20000');
    expect(d.precision.trials).toBe(20000);
    expect(d.precision.reached).toBe(false);
    expect(d.precision.note).toMatch(/--max-trials cap/);
  }, 120_000);

  it('sweep: every cell plays the chosen trials and reaches the target', () => {
    const j = json('sweep', 'sweep', 'scenarios/duel-main-street.yaml', '--vary', 'Doc Holliday.boothill.bac=85,95', '--target-error', '0.015');
    expect(j.precision.reached).toBe(true);
    expect(j.trials).toBe(j.precision.trials);
    expect((j.rows as { trials: number }[]).every((r) => r.trials === j.precision.trials)).toBe(true);
  }, 120_000);

  it('stops with one line and status 2 on bad combinations', () => {
    for (const args of [
      ['run', 'scenarios/street-fight.yaml', '--target-error', '0.01', '--trials', '100'],
      ['run', 'scenarios/street-fight.yaml', '--target-error', '0.7'],
      ['run', 'scenarios/street-fight.yaml', '--max-trials', '100'],
      ['ab', 'scenarios/street-fight.yaml', '--b', 'houserules/no-change.yaml', '--target-error', 'x'],
    ]) {
      const r = deadeye(...args);
      expect(r.status).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(/--target-error|--max-trials|--trials/);
    }
  }, 120_000);
});
