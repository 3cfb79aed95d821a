/**
 * The end state `escaped` in the scenario report: a column, a bar and a note where someone
 * escaped (Coffeyville's raiders riding out after a robbery), nothing of it where nobody did (the
 * street fight). The summaries are the golden results of the bundled scenarios under BOOT HILL.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { SkirmishSummary } from '@deadeye/stats';
import { fatesChart, renderSkirmishHtml, NEUTRAL_TERMS } from '@deadeye/report';

const golden = (name: string): SkirmishSummary => JSON.parse(readFileSync(new URL(`../../../golden/boothill/${name}.json`, import.meta.url), 'utf8')) as SkirmishSummary;

/** The end states a fates chart stacks (its colour domain). */
const chartStates = (s: SkirmishSummary): string[] => (fatesChart(s) as unknown as { encoding: { color: { scale: { domain: string[] } } } }).encoding.color.scale.domain;

describe('escaped in the report', () => {
  it('shows escaped, and what it means, where someone escaped', () => {
    const s = golden('coffeyville');
    expect(s.characters.some((c) => c.escaped.count > 0)).toBe(true);
    expect(chartStates(s)).toEqual(['Unhurt', 'Wounded', 'Escaped', 'Unconscious', 'Dead', 'Fled', 'Captured']);
    const html = renderSkirmishHtml({ summary: s, title: 'T', charts: [], dataFiles: [], terms: NEUTRAL_TERMS });
    expect(html).toContain('<th>Escaped [95% CI]</th>');
    expect(html).toMatch(/Escaped: off the map at the end with something of his side(&#39;|')s objective/);
  });

  it('leaves escaped out where nobody escaped', () => {
    const s = golden('street-fight');
    expect(s.characters.every((c) => c.escaped.count === 0)).toBe(true);
    expect(chartStates(s)).not.toContain('Escaped');
    const html = renderSkirmishHtml({ summary: s, title: 'T', charts: [], dataFiles: [], terms: NEUTRAL_TERMS });
    expect(html).not.toContain('Escaped');
  });
});
