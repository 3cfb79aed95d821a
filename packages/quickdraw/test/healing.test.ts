/**
 * First aid (src/skirmish/healing.ts; RULINGS.md QR-59..QR-61) on forced dice: the healer's
 * dice, the patient's Frail and Tough, the chart's four outcomes, a casualty brought back into
 * the action (up, counted again, a card to come given back), who may be treated, the fate at the
 * end of the trial, and ACT_HEAL played from a card by the hook's choice.
 */
import { describe, expect, it } from 'vitest';
import { ACT_HEAL, PHASE_FIRE, placeAt, STATUS_DEAD, STATUS_UNCONSCIOUS, STATUS_UP, type SkirmishAgent } from '@deadeye/core';
import { scenarioAgents, getSystem } from '@deadeye/registry';
import { parseQdVariant, TRAIT } from '../src/index.ts';
import { casualtyFate, comeRound, takeCards } from '../src/skirmish/effects.ts';
import { firstAid, treatable } from '../src/skirmish/healing.ts';
import { Q_HEAL_CARDS, Q_HEALS } from '../src/skirmish/counts.ts';
import { cardsLeft } from '../src/skirmish/world.ts';
import { at, coverSetup, who, withTraits } from './fixture.ts';
import { forcedWorld, idleAgent, lineOf } from './qd-helpers.ts';

const PAD = Array.from({ length: 40 }, () => 7);
const idle = coverSetup.characters.map(() => idleAgent);
const DOC = who('Doc');
const M = who('Marshal');
const POSSE = coverSetup.characters[M]!.side;

/** A world on `values` with the Marshal (3 cards) down to `lethal` wounds (a casualty at 3). */
function wounded(values: number[], lethal = 3, setup = coverSetup) {
  const r = forcedWorld(setup, idle, values);
  takeCards(r.world, M, lethal, 0);
  return r;
}

describe('first aid: the chart', () => {
  it("5-9 brings a fallen casualty back with one card: up, in play, no longer his side's casualty", () => {
    const { world, stream } = wounded([6, ...PAD]);
    expect(world.status[M]).toBe(STATUS_UNCONSCIOUS);
    expect(world.sideCasualties[POSSE]).toBe(1);
    expect(treatable(world, M)).toBe(3);
    expect(firstAid(world, DOC, M)).toBe(1);
    expect(stream.draws).toBe(1); // the healer's dice: a supporting character's 1D10
    expect(world.status[M]).toBe(STATUS_UP);
    expect(cardsLeft(world, M)).toBe(1);
    expect(world.lethal[M]).toBe(2);
    expect(world.sideCasualties[POSSE]).toBe(0);
    expect(world.occupancy[world.cell[M]!]).toBe(1);
    expect(world.acc[world.qAt + Q_HEALS]).toBe(1);
    expect(world.acc[world.qAt + Q_HEAL_CARDS]).toBe(1);
  });

  it("10, It's a Miracle!: every lost card back", () => {
    const { world } = wounded([10, ...PAD]);
    expect(firstAid(world, DOC, M)).toBe(3);
    expect(cardsLeft(world, M)).toBe(3);
    expect(world.lethal[M]).toBe(0);
    expect(world.acc[world.qAt + Q_HEAL_CARDS]).toBe(3);
  });

  it('2-4: nothing, and he may try again', () => {
    const { world } = wounded([4, 5, ...PAD]);
    expect(firstAid(world, DOC, M)).toBe(0);
    expect(world.status[M]).toBe(STATUS_UNCONSCIOUS);
    expect(treatable(world, M)).toBe(3);
    expect(firstAid(world, DOC, M)).toBe(1);
    expect(world.acc[world.qAt + Q_HEALS]).toBe(2);
  });

  it("1, He's Gone!: a wounded man up loses every card, out of the game and beyond first aid", () => {
    const { world, stream } = wounded([1, 9, ...PAD], 1);
    expect(world.status[M]).toBe(STATUS_UP);
    world.toCome[M] = 2;
    expect(firstAid(world, DOC, M)).toBe(0);
    expect(world.status[M]).toBe(STATUS_UNCONSCIOUS);
    expect(cardsLeft(world, M)).toBe(0);
    expect(world.void[M]).toBe(2);
    expect(world.gone[M]).toBe(1);
    expect(treatable(world, M)).toBe(0);
    expect(firstAid(world, DOC, M)).toBe(0);
    expect(stream.draws).toBe(1);
    // Under +lethal he is dead at once.
    const lethal = wounded([1, ...PAD], 1, { ...coverSetup, variant: parseQdVariant('text+lethal') });
    firstAid(lethal.world, DOC, M);
    expect(lethal.world.status[M]).toBe(STATUS_DEAD);
  });

  it("the patient's traits: Frail reduces the healer's dice (2D10 worst), Tough rerolls a failure", () => {
    const frail = wounded([6, 3, ...PAD], 3, withTraits('Marshal', (t) => t | TRAIT.frail));
    expect(firstAid(frail.world, DOC, M)).toBe(0);
    expect(frail.stream.draws).toBe(2);
    const tough = wounded([3, 7, ...PAD], 3, withTraits('Marshal', (t) => t | TRAIT.tough));
    expect(firstAid(tough.world, DOC, M)).toBe(1);
    expect(tough.stream.draws).toBe(2);
    const plain = wounded([3, 7, ...PAD]);
    expect(firstAid(plain.world, DOC, M)).toBe(0);
    expect(plain.stream.draws).toBe(1);
  });
});

describe('first aid: who and where', () => {
  it('only a healer, in contact, to a comrade with cards to restore; nothing rolled otherwise', () => {
    const { world, stream } = wounded(PAD, 1);
    expect(firstAid(world, M, DOC)).toBe(0); // the Marshal is no healer (and Doc unhurt)
    expect(firstAid(world, DOC, who('Bushwhacker'))).toBe(0); // an enemy
    expect(firstAid(world, DOC, DOC)).toBe(0); // himself
    placeAt(world, DOC, at(0, 0));
    expect(firstAid(world, DOC, M)).toBe(0); // out of contact
    expect(stream.draws).toBe(0);
    expect(world.acc[world.qAt + Q_HEALS]).toBe(0);
  });

  it('a knocked-out man who failed to come round (a 1) is out for the action: not treatable', () => {
    // The come-round test: the Marshal's 2D10 best, 1 and 1.
    const { world } = forcedWorld(coverSetup, idle, [1, 1, ...PAD]);
    takeCards(world, M, 1, 1);
    expect(treatable(world, M)).toBe(1);
    comeRound(world, M);
    expect(world.status[M]).toBe(STATUS_UNCONSCIOUS);
    expect(treatable(world, M)).toBe(0);
  });

  it('a passed-out man gets a knocked-out card back and stays knocked out until he comes round', () => {
    const { world } = forcedWorld(coverSetup, idle, [6, ...PAD]);
    takeCards(world, M, 3, 1);
    expect(world.status[M]).toBe(STATUS_UNCONSCIOUS);
    firstAid(world, DOC, M);
    expect(world.status[M]).toBe(STATUS_UP);
    expect(world.ko[M]).toBe(2);
    expect(world.kod[M]).toBe(1);
  });

  it('a card restored gives back a card still to come this phase that a hit had taken', () => {
    const { world } = forcedWorld(coverSetup, idle, [6, ...PAD]);
    world.toCome[M] = 3;
    takeCards(world, M, 3, 0);
    expect(world.void[M]).toBe(3);
    firstAid(world, DOC, M);
    expect(world.void[M]).toBe(2);
  });

  it("the end of the trial: a casualty brought back has no fate roll; one who is gone rolls on the POST ACTION chart", () => {
    const back = wounded([6, ...PAD]);
    firstAid(back.world, DOC, M);
    const before = back.stream.draws;
    casualtyFate(back.world, M);
    expect(back.stream.draws).toBe(before);
    // First aid 1 (Doc's 1D10); the fate: the Marshal's 2D10 best 1, 1 (He's Going!), then 2, 2 (A Goner!).
    const gone = wounded([1, 1, 1, 2, 2, ...PAD]);
    firstAid(gone.world, DOC, M);
    gone.world.log = [];
    casualtyFate(gone.world, M);
    expect(gone.world.status[M]).toBe(STATUS_DEAD);
    // The replay shows every die of both rolls.
    expect(gone.world.log).toEqual([`  after the action: Marshal rolls 1 (best of 1, 1), "He's Going!", then 2 (best of 2, 2): A Goner!`]);
    // The second roll's 5-9 and 10 in the chart's words (POST ACTION, He's Going!).
    for (const [second, words] of [[7, 'Needs Extensive Medical Care!'], [10, 'Needs Medical Care!']] as const) {
      const saved = wounded([1, 1, 1, second, second, ...PAD]);
      firstAid(saved.world, DOC, M);
      saved.world.log = [];
      casualtyFate(saved.world, M);
      expect(saved.world.status[M]).toBe(STATUS_UNCONSCIOUS);
      expect(saved.world.log).toEqual([`  after the action: Marshal rolls 1 (best of 1, 1), "He's Going!", then ${second} (best of ${second}, ${second}): ${words}`]);
    }
    // A first roll other than 1: he lives, and the roll is shown too.
    const lives = wounded([1, 3, 8, ...PAD]);
    firstAid(lives.world, DOC, M);
    lives.world.log = [];
    casualtyFate(lives.world, M);
    expect(lives.world.status[M]).toBe(STATUS_UNCONSCIOUS);
    expect(lives.world.log).toEqual(['  after the action: Marshal rolls 8 (best of 3, 8): he lives']);
  });
});

describe('first aid from a card', () => {
  it("the healer's agent (gunfighter doctrine, Quick on the Draw hook) gives first aid to a fallen comrade beside him", () => {
    const agents = scenarioAgents(getSystem('quickdraw'), coverSetup);
    let asked = -1;
    const watch: SkirmishAgent = (o, s, out) => {
      agents[DOC]!(o, s, out);
      if (o.phase === PHASE_FIRE) asked = out.action;
    };
    const all = agents.map((a, i) => (i === DOC ? watch : idleAgent));
    const { engine, world } = forcedWorld(coverSetup, all, [6, ...PAD]);
    world.log = [];
    takeCards(world, M, 3, 0);
    // Nobody in sight to react to, the bushwhacker not located (behind the trough), the Boss away.
    for (let j = 0; j < world.n; j++) world.seen[DOC * world.n + j] = 1;
    world.located[DOC * world.n + who('Bushwhacker')] = 2; // confused about him: no locating test on this card
    engine.playCard(DOC);
    expect(asked).toBe(ACT_HEAL);
    expect(lineOf(world.log, /Doc gives first aid to Marshal/)).toBeGreaterThan(-1);
    expect(world.status[M]).toBe(STATUS_UP);
  });
});

describe('first aid by a Ruthless healer (RULINGS.md QR-84)', () => {
  const ruthless = { ...coverSetup, characters: coverSetup.characters.map((c, k): typeof c => (k === DOC ? { ...c, ruthless: 1 } : c)) };
  it('a failed reaction test first: he does not help, and no first aid is counted', () => {
    const { world, stream } = wounded([3, 6, ...PAD], 3, ruthless);
    expect(firstAid(world, DOC, M)).toBe(0);
    expect(stream.draws).toBe(1);
    expect(world.acc[world.qAt + Q_HEALS]).toBe(0);
    expect(world.status[M]).toBe(STATUS_UNCONSCIOUS);
  });
  it('a passed reaction test: then the Trying to heal test as usual', () => {
    const { world, stream } = wounded([5, 6, ...PAD], 3, ruthless);
    expect(firstAid(world, DOC, M)).toBe(1);
    expect(stream.draws).toBe(2);
  });
});
