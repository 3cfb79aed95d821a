/**
 * `deadeye compare --vary`'s terminal text (vary-command.ts `formatVary`): rates and changes to two
 * decimals, so that an interval crossing 0 shows it and a change is the difference of the rates
 * shown (an audit, 2026-12-07: "+0.1 [+0.0, +0.3]" for [-0.046, +0.346] points).
 */
import { describe, expect, it } from 'vitest';
import { varyComparison, type VaryArms } from '@deadeye/stats';
import { formatVary } from '../src/vary-command.ts';

/** Arms of `n` trials: side 0 wins `both` in both, `gained` in the changed arm only, `lost` in the base arm only. */
function arms(n: number, both: number, gained: number, lost: number): { base: Int8Array; arm: Int8Array } {
  const base = new Int8Array(n).fill(1);
  const arm = new Int8Array(n).fill(1);
  for (let t = 0; t < both; t++) base[t] = arm[t] = 0;
  for (let t = both; t < both + gained; t++) arm[t] = 0;
  for (let t = both + gained; t < both + gained + lost; t++) base[t] = 0;
  return { base, arm };
}

const step = { attribute: 'speed' as const, step: 'one row', why: 'w', source: 's' };
const info = { scenario: 'street-fight', scenarioName: 'Street fight', attribute: 'speed' as const, who: 'Law', characters: ['X'], trials: 2000, seed: '1', confidence: 0.95, pairing: 'p', version: 'v' };
const system = (id: string, a: { base: Int8Array; arm: Int8Array }): VaryArms => ({ system: id, systemName: id.toUpperCase(), step, base: a.base, steps: [{ direction: 'up', changes: [{ character: 'X', from: '1', to: '2' }], cannot: [], winners: a.arm }], elapsedMs: 1 });

describe('formatVary', () => {
  it('prints rates and changes to two decimals: an interval crossing 0 reads so, and the change is the difference of the rates beside it', () => {
    const c = varyComparison(info, { index: 0, name: 'Law' }, [system('one', arms(2000, 1709, 3, 0)), system('two', arms(2000, 1821, 42, 50))]);
    const text = formatVary(c);
    expect(text).toContain('unchanged  Law win 85.45% [83.84%, 86.93%]');
    expect(text).toContain('Law win 85.60%, change +0.15 points [-0.05, +0.35]');
    expect(text).toContain('unchanged  Law win 93.55%');
    expect(text).toMatch(/Law win 93\.15%, change -0\.40 points \[/);
    expect(text).not.toMatch(/\[\+0\.0,/);
  });

  it("says a step that changed no trial's winner changed none, not that pairing was worth 'any number of' unpaired trials", () => {
    const text = formatVary(varyComparison(info, { index: 0, name: 'Law' }, [system('one', arms(2000, 1565, 0, 0))]));
    expect(text).toContain("change +0.00 points [-0.10, +0.10], McNemar p 1.0000 (Holm-adjusted 1.0000: not detected); no trial's winner changed, so no number of unpaired trials is as precise");
    expect(text).not.toContain('any number of');
  });
});
