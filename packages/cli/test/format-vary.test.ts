/**
 * `deadeye compare --vary`'s terminal text (vary-command.ts `formatVary`): rates and changes to two
 * decimals, so that an interval crossing 0 shows it and a change is the difference of the rates
 * shown (an audit, 2026-12-07: "+0.1 [+0.0, +0.3]" for [-0.046, +0.346] points).
 */
import { describe, expect, it } from 'vitest';
import { varyComparison } from '@deadeye/stats';
import { VARY_INFO, varyArms, varySystem } from '../../stats/test/vary-fixtures.ts';
import { formatVary } from '../src/vary-command.ts';

describe('formatVary', () => {
  it('prints rates and changes to two decimals: an interval crossing 0 reads so, and the change is the difference of the rates beside it', () => {
    const c = varyComparison(VARY_INFO, { index: 0, name: 'Law' }, [varySystem('one', varyArms(2000, 1709, 3, 0)), varySystem('two', varyArms(2000, 1821, 42, 50))]);
    const text = formatVary(c);
    expect(text).toContain('unchanged  Law win 85.45% [83.84%, 86.93%]');
    expect(text).toContain('Law win 85.60%, change +0.15 points [-0.05, +0.35]');
    expect(text).toContain('unchanged  Law win 93.55%');
    expect(text).toMatch(/Law win 93\.15%, change -0\.40 points \[/);
    expect(text).not.toMatch(/\[\+0\.0,/);
  });

  it("says a step that changed no trial's winner changed none, not that pairing was worth 'any number of' unpaired trials", () => {
    const text = formatVary(varyComparison(VARY_INFO, { index: 0, name: 'Law' }, [varySystem('one', varyArms(2000, 1565, 0, 0))]));
    expect(text).toContain("change +0.00 points [-0.10, +0.10], McNemar p 1.0000 (Holm-adjusted 1.0000: not detected); no trial's winner changed, so no number of unpaired trials is as precise");
    expect(text).not.toContain('any number of');
  });
});
