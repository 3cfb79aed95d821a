/**
 * The seventeenth audit (2026-12-01), Quick on the Draw's saloon brawl: the report's weapons table
 * gave Fists 1,037 "Shots" (the blows struck) under "Shots fired by all characters with each weapon
 * type", while the characters' table above gave the same brawlers 0.00 shots per trial. The close
 * combat band counts close combat attacks, and the page now says so where the band is shown.
 */
import { describe, expect, it } from 'vitest';
import { summarizeSkirmish } from '@deadeye/stats';
import { renderSkirmishHtml } from '@deadeye/report';
import { SKIRMISH_COUNTS, SKIRMISH_INFO } from '../../stats/test/skirmish-fixtures.ts';

const SAYS = 'In the close combat band a shot is a close combat attack';

describe('the weapons table says what its close combat band counts', () => {
  const summary = summarizeSkirmish(SKIRMISH_INFO, SKIRMISH_COUNTS);
  const first = summary.weapons[0]!;

  it('says it when a weapon was used in close combat', () => {
    const withBlows = { ...summary, weapons: [...summary.weapons, { ...first, weaponName: 'Fists', band: 'close combat' }] };
    expect(renderSkirmishHtml({ summary: withBlows, title: 'T', charts: [], dataFiles: [] })).toContain(SAYS);
  });

  it('says nothing of it when no weapon was', () => {
    const noBlows = { ...summary, weapons: summary.weapons.filter((w) => w.band !== 'close combat') };
    expect(renderSkirmishHtml({ summary: noBlows, title: 'T', charts: [], dataFiles: [] })).not.toContain(SAYS);
  });
});
