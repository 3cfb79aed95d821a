/**
 * The golden results (packages/cli/src/golden.ts): every bundled scenario and two standing duels
 * give byte-identical results JSON at a fixed seed, so that no change moves BOOT HILL's outcomes
 * by accident. A change meant to move them rewrites the files with `pnpm golden --write` and says
 * why in its commit.
 */
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { TrialPool } from '@deadeye/runner';
import { goldenCases, goldenPath, playGolden } from '../src/golden.ts';

const pool = new TrialPool(2);
afterAll(() => pool.destroy());

describe('golden results', () => {
  const cases = goldenCases();

  it('covers every bundled scenario and the standing duel', () => {
    expect(cases.filter((c) => c.kind === 'scenario').length).toBeGreaterThanOrEqual(14);
    expect(cases.some((c) => c.kind === 'duel')).toBe(true);
  });

  for (const c of cases) {
    it(`${c.system} ${c.name} is unchanged`, async () => {
      const path = goldenPath(c);
      expect(existsSync(path), `${path} is missing: run pnpm golden --write`).toBe(true);
      const text = await playGolden(c, pool);
      // Compared as text: byte-identical, not merely equal numbers.
      expect(text).toBe(readFileSync(path, 'utf8'));
    });
  }
});
