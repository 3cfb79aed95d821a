/**
 * The gunfighter's `fallBack` parameter through the Quick on the Draw hook (agents'
 * systems/quickdraw.ts `fallBackCell`; RULINGS.md QR-176), on forced dice in the street fight: a
 * man down to his last card, out in the street, falls back evasively to the cover nearest him from
 * the enemy he fears most, still shooting; without the parameter, or with his cards, he does not.
 */
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { loadScenario, placeAt, QD_RATE_EVASIVE } from '@deadeye/core';
import { compileScenario, createScenarioEngine, getSystem } from '@deadeye/registry';
import type { QdSetup } from '../src/index.ts';
import type { QdEngine } from '../src/skirmish/engine.ts';
import { cardsLeft, type QdWorld } from '../src/skirmish/world.ts';
import { cellOf, seenWorld, xOf, yOf } from './qd-helpers.ts';

const STREET_FIGHT = fileURLToPath(new URL('../../../scenarios/street-fight.yaml', import.meta.url));
/** Curly Bill, the Cowboys' gunfighter (index 3 of the street fight). */
const BILL = 3;

function play(params: Record<string, number | boolean>, lastCard: boolean): QdWorld {
  const s = loadScenario(STREET_FIGHT);
  const setup = compileScenario(getSystem('quickdraw'), {
    ...s,
    characters: s.characters.map((c, i) => (i === BILL ? { ...c, agent: { ...c.agent, params: { ...c.agent.params, ...params } } } : c)),
  }, {}) as QdSetup;
  const engine = createScenarioEngine('quickdraw', setup) as QdEngine;
  const w = seenWorld(setup, Array.from({ length: 60 }, () => 7), engine.world.agents);
  w.world.located.fill(1);
  // In the open street, 15 spaces from the Law behind the west trough; the east trough 5 spaces on.
  placeAt(w.world, BILL, cellOf(w.world, 18, 5));
  w.world.cardStart[BILL] = w.world.cell[BILL]!;
  if (lastCard) w.world.lethal[BILL] = w.world.cardsMax[BILL]! - 1;
  w.engine.playCard(BILL);
  return w.world;
}

describe("the gunfighter's fallBack parameter (the Quick on the Draw hook, RULINGS.md QR-176)", () => {
  it('on his last card he falls back evasively to the cover behind the east trough, shooting on the way', () => {
    const w = play({ fallBack: true }, true);
    expect(cardsLeft(w, BILL)).toBe(1);
    expect(w.cardsMax[BILL]).toBeGreaterThanOrEqual(2);
    // The east trough is (22,6)-(22,7): the cells behind it from the west are x = 23.
    expect(xOf(w, BILL)).toBe(23);
    expect([6, 7]).toContain(yOf(w, BILL));
    expect(w.evading[BILL]).toBe(1);
    const log = w.log!.join('\n');
    expect(log).toMatch(/Curly Bill moves \(evasive move\) \(18,5\) -> \(23,[67]\)/);
    expect(log).toMatch(/Curly Bill fires his Cartridge revolver at .*\(hasty shot/);
  });
  it('without the parameter, or with his cards in play, he keeps the doctrine\'s move', () => {
    for (const w of [play({}, true), play({ fallBack: false }, true), play({ fallBack: true }, false)]) {
      // His band is medium: 15 spaces off, he closes on the Law (west), evasively (`rate: runDodge`).
      expect(xOf(w, BILL)).toBeLessThan(18);
    }
  });
});
