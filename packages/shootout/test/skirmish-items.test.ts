/**
 * Weapons lying on the map under Shootout! (RULINGS.md SR-60, src/skirmish/items.ts): a scenario's
 * `items` (BOOT HILL codes) converted as carried weapons are (SR-C4) and refused with one line when
 * a code has none; picking one up (in his cell only, once: it leaves the map), the weapon then in
 * hand and usable, and until then neither shown to the agent nor usable by the rules; an unarmed
 * figure's doctrine fetching one and firing it (a small scenario, fixed seed); and Coffeyville's
 * unarmed townsmen arming themselves at Isham's.
 */
import { fileURLToPath } from 'node:url';
import { ACT_DRAW, ACT_PICK_UP, loadScenario, parseScenario, PHASE_FIRE, placeAt, type SkirmishAgent } from '@deadeye/core';
import { compileScenario, getSystem, replayScenario } from '@deadeye/registry';
import { describe, expect, it } from 'vitest';
import { canFireAt, mayReload, observe, pickUp, resetSoWorld, slotInHand, soTables, type SoSetup } from '../src/index.ts';
import { cellOf, forcedWorld, idle, scenarioYaml, setupOf, type Fig } from './skirmish-helpers.ts';

const system = getSystem('shootout');

/** The map's items: a Winchester at (5,5) (loaded), a Bowie knife at (6,5), a double shotgun at (7,5) lying empty. */
const ITEMS = ['items:', '  - { at: [5, 5], code: 15R, spare: 15 }', '  - { at: [6, 5], code: KN, spare: 0 }', '  - { at: [7, 5], code: 2SG, loaded: 0, spare: 10 }', ''].join('\n');

/** Townsman (unarmed, on the Winchester), Gunman (a Colt), an enemy far off. */
const figs: Fig[] = [
  { name: 'Townsman', at: [5, 5], weapons: [] },
  { name: 'Gunman', at: [4, 5], weapons: ['colt-revolver'] },
  { name: 'Enemy', side: 'B', at: [27, 5], htk: 3 },
];
const setup = setupOf(figs, {}, {}, ITEMS);
const TOWNSMAN = 0;
const GUNMAN = 1;
const ENEMY = 2;

/** The engine's private ranged combat phase. */
function rangedPhase(engine: unknown): void {
  (engine as { rangedPhase(): void }).rangedPhase();
}

/** Asks `action` with `weapon` (an item index for ACT_PICK_UP, a weapon index for ACT_DRAW) at every decision. */
const asks =
  (action: number, weapon: number): SkirmishAgent =>
  (_o, _s, out) => {
    out.action = action;
    out.weapon = weapon;
  };

describe('compiling the items (SR-60, SR-C4)', () => {
  it('converts each BOOT HILL code as a carried weapon: ranged items take a slot after his own weapons', () => {
    expect(setup.items.map((it) => [it.code, it.ranged?.id ?? null, it.close?.id ?? null, it.slot])).toEqual([
      ['15R', 'repeater-rifle', null, 0],
      ['KN', null, 'bowie-knife', -1],
      ['2SG', 'shotgun', null, 1],
    ]);
    expect(setup.rangedItems).toBe(2);
    expect(setup.items[0]!.cell).toBe(5 * 30 + 5);
    expect(setup.items[0]!.ranged).toMatchObject({ dice: 2, maxRange: 24, ammo: 12 });
    // The carried weapons are unchanged.
    expect(setup.characters[GUNMAN]!.ranged.map((w) => w.id)).toEqual(['colt-revolver']);
  });

  it('refuses a code with no Shootout! counterpart, one line naming items[k].code', () => {
    const yaml = scenarioYaml(figs, {}, 'items:\n  - { at: [5, 5], code: 15R }\n  - { at: [6, 5], code: LANCE }\n');
    let message = 'no error';
    try {
      compileScenario(system, parseScenario(yaml, 'bad.yaml'), {});
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/^bad\.yaml: items\[1\]\.code: BOOT HILL weapon "LANCE" has no Shootout! counterpart \(SR-C4\); known: /);
    expect(message.split('\n')).toHaveLength(1);
  });
});

describe('picking up an item (items.ts pickUp)', () => {
  it('the weapon is in his hand, loaded and usable; the item leaves the map and nobody else can pick it up', () => {
    const { world, log } = forcedWorld(setup, []);
    const w = world.carried[TOWNSMAN]! + 0;
    expect(world.inHand[TOWNSMAN]).toBe(-1);
    expect(pickUp(world, TOWNSMAN, 0)).toBe(true);
    expect(world.itemCell[0]).toBe(-1);
    expect(world.inHand[TOWNSMAN]).toBe(w);
    const slot = slotInHand(world, TOWNSMAN);
    expect(world.gone[slot]).toBe(0);
    expect(world.loaded[slot]).toBe(12); // its "Ammo before Reload", as a carried weapon starts (SR-42)
    expect(world.fired[TOWNSMAN]).toBe(1); // his action of the turn
    expect(canFireAt(world, TOWNSMAN, ENEMY, slot)).toBe(true); // 22": within the rifle's 24"
    expect(log.join('\n')).toMatch(/Townsman picks up the 15R \(Repeater Rifle\) at \(5,5\)/);
    // The Gunman steps onto the cell: the rifle is gone.
    placeAt(world, TOWNSMAN, cellOf(world, 5, 6));
    placeAt(world, GUNMAN, cellOf(world, 5, 5));
    expect(pickUp(world, GUNMAN, 0)).toBe(false);
    expect(world.inHand[GUNMAN]).toBe(0);
    expect(world.gone[GUNMAN * world.maxW + world.carried[GUNMAN]!]).toBe(1);
  });

  it('is refused off the item\'s cell, after firing, and for no such item', () => {
    const { world } = forcedWorld(setup, []);
    expect(pickUp(world, GUNMAN, 0)).toBe(false); // he stands at (4,5), the rifle at (5,5)
    expect(pickUp(world, TOWNSMAN, 2)).toBe(false); // the shotgun lies at (7,5)
    expect(pickUp(world, TOWNSMAN, 3)).toBe(false);
    expect(pickUp(world, TOWNSMAN, -1)).toBe(false);
    expect(world.itemCell[0]).toBe(5 * 30 + 5);
    expect(world.itemCell[2]).toBe(5 * 30 + 7);
    expect(world.inHand[TOWNSMAN]).toBe(-1);
    world.fired[TOWNSMAN] = 1;
    expect(pickUp(world, TOWNSMAN, 0)).toBe(false);
    expect(world.itemCell[0]).toBe(5 * 30 + 5);
  });

  it('an armed man keeps his own weapon and may take it again; a knife picked up replaces his fists', () => {
    let draw = 1;
    const drawer: SkirmishAgent = (_o, _s, out) => {
      out.action = ACT_DRAW;
      out.weapon = draw;
    };
    const { engine, world } = forcedWorld(setup, [], [idle, drawer, idle]);
    placeAt(world, GUNMAN, cellOf(world, 7, 5));
    expect(pickUp(world, GUNMAN, 2)).toBe(true);
    // His Colt (0), the rifle's slot (1), the shotgun's (2).
    expect(world.inHand[GUNMAN]).toBe(2);
    expect(world.wDice[GUNMAN * world.maxW + 2]).toBe(3);
    // The shotgun lay empty (`loaded: 0`): picked up empty, his reload fills it (SR-60).
    expect(world.loaded[GUNMAN * world.maxW + 2]).toBe(0);
    expect(world.gone[GUNMAN * world.maxW]).toBe(0);
    // Next turn: the rifle's slot is nobody's yet, so not his to take; his Colt is his again.
    world.fired[GUNMAN] = 0;
    rangedPhase(engine);
    expect(world.inHand[GUNMAN]).toBe(2);
    world.fired[GUNMAN] = 0;
    draw = 0;
    rangedPhase(engine);
    expect(world.inHand[GUNMAN]).toBe(0);
    // The knife: 2 dice against his fists' 1; his hands stay empty of a ranged weapon.
    placeAt(world, TOWNSMAN, cellOf(world, 6, 5));
    expect(world.closeDice[TOWNSMAN]).toBe(1);
    expect(pickUp(world, TOWNSMAN, 1)).toBe(true);
    expect(world.closeDice[TOWNSMAN]).toBe(2);
    expect(world.inHand[TOWNSMAN]).toBe(-1);
  });

  it('in the ranged combat phase on the agent\'s ACT_PICK_UP (the item index), only on the item', () => {
    const { engine, world, log } = forcedWorld(setup, [], [asks(ACT_PICK_UP, 0), asks(ACT_PICK_UP, 0), idle]);
    rangedPhase(engine);
    expect(world.itemCell[0]).toBe(-1);
    expect(world.inHand[TOWNSMAN]).toBe(world.carried[TOWNSMAN]);
    expect(world.inHand[GUNMAN]).toBe(0); // he stood beside it
    expect(log.filter((l) => l.includes('picks up'))).toEqual(['    Townsman picks up the 15R (Repeater Rifle) at (5,5)']);
  });
});

describe('items not picked up are nobody\'s (SR-60)', () => {
  it('not shown to the agent, not drawn, fired or reloaded', () => {
    const { engine, world } = forcedWorld(setup, [], [idle, asks(ACT_DRAW, 1), idle]);
    const tables = soTables(world);
    observe(world, tables, GUNMAN, PHASE_FIRE);
    const o = world.obs[GUNMAN]!;
    expect(o.weaponCount).toBe(1); // his Colt only
    expect(o.itemCount).toBe(3);
    expect(Array.from(o.itemCell)).toEqual(setup.items.map((it) => it.cell));
    for (let w = 1; w < world.rangedCount[GUNMAN]!; w++) {
      expect([o.loaded[w], o.spare[w]]).toEqual([0, 0]);
      const slot = GUNMAN * world.maxW + w;
      expect(world.gone[slot]).toBe(1);
      expect(canFireAt(world, GUNMAN, ENEMY, slot)).toBe(false);
    }
    // Drawing an item's slot is refused; with one in hand by force, neither fired nor reloaded.
    rangedPhase(engine);
    expect(world.inHand[GUNMAN]).toBe(0);
    world.inHand[TOWNSMAN] = world.carried[TOWNSMAN]!;
    expect(mayReload(world, TOWNSMAN)).toBe(false);
    expect(canFireAt(world, TOWNSMAN, ENEMY, slotInHand(world, TOWNSMAN))).toBe(false);
  });

  it('the observation shows a weapon once picked up, and each trial starts with the items on the map', () => {
    const { world } = forcedWorld(setup, []);
    const tables = soTables(world);
    expect(pickUp(world, TOWNSMAN, 0)).toBe(true);
    observe(world, tables, TOWNSMAN, PHASE_FIRE);
    const o = world.obs[TOWNSMAN]!;
    expect(o.weaponCount).toBe(1);
    expect(o.weaponInHand).toBe(0);
    expect([o.loaded[0], o.spare[0], o.rateOfFire[0]]).toEqual([12, 99, 2]);
    expect(o.itemCell[0]).toBe(-1);
    // A new trial: the rifle lies where it lay, nobody's; the knife's dice are his no more.
    placeAt(world, TOWNSMAN, cellOf(world, 6, 5));
    expect(pickUp(world, TOWNSMAN, 1)).toBe(false); // his action of the turn is spent
    world.fired[TOWNSMAN] = 0;
    expect(pickUp(world, TOWNSMAN, 1)).toBe(true);
    resetSoWorld(world);
    expect(Array.from(world.itemCell)).toEqual(setup.items.map((it) => it.cell));
    expect(world.gone[TOWNSMAN * world.maxW]).toBe(1);
    expect(world.loaded[TOWNSMAN * world.maxW]).toBe(0);
    expect(world.inHand[TOWNSMAN]).toBe(-1);
    expect(world.shownCount[TOWNSMAN]).toBe(0);
    expect(world.closeDice[TOWNSMAN]).toBe(1);
  });
});

describe('an unarmed figure fetches a weapon and fires it (the doctrines\' armUp, fixed seed)', () => {
  it('moves to the item, picks it up, then fires it', () => {
    // The townsman two spaces from the rifle; the enemy beyond his fists and out of a Colt's reach.
    const yaml = scenarioYaml(
      [
        { name: 'Townsman', at: [3, 5], weapons: [], doctrine: 'gunfighter' },
        { name: 'Enemy', side: 'B', at: [25, 5], htk: 9, doctrine: 'standing' },
      ],
      {},
      'items:\n  - { at: [5, 5], code: 15R, loaded: 0, spare: 15 }\n',
    );
    const s = compileScenario(system, parseScenario(yaml, 'fetch.yaml'), {}) as SoSetup;
    const log = replayScenario(system, s, 'items-fetch', 0).log;
    const picked = log.findIndex((l) => l.includes('Townsman picks up the 15R'));
    expect(picked).toBeGreaterThan(0);
    expect(log.slice(0, picked).some((l) => /Townsman moves \(3,5\) -> \(5,5\)/.test(l))).toBe(true);
    expect(log.slice(picked).some((l) => /Townsman fires 2 dice at Enemy/.test(l))).toBe(true);
  });
});

describe('Coffeyville under Shootout!: the townsmen arm themselves at Isham\'s', () => {
  const FILE = fileURLToPath(new URL('../../../scenarios/coffeyville.yaml', import.meta.url));
  const coffeyville = compileScenario(system, { ...loadScenario(FILE), file: 'scenarios/coffeyville.yaml' }, {}) as SoSetup;

  it('loads its seven items: four Repeater Rifles, two Shotguns, a Colt', () => {
    expect(coffeyville.items.map((it) => it.ranged?.id)).toEqual(['repeater-rifle', 'repeater-rifle', 'repeater-rifle', 'repeater-rifle', 'shotgun', 'shotgun', 'colt-revolver']);
  });

  it('its unarmed townsmen pick up weapons and fire them', () => {
    const unarmed = ['Lucius Baldwin', 'George Cubine', 'Charles Brown', 'Thomas Ayres', 'T. A. Reynolds'];
    const pickers = new Set<string>();
    let firedAfter = 0;
    for (let t = 0; t < 6; t++) {
      const log = replayScenario(system, coffeyville, 'coffeyville-items', t).log;
      for (const name of unarmed) {
        const at = log.findIndex((l) => l.startsWith(`    ${name} picks up the `));
        if (at < 0) continue;
        pickers.add(name);
        if (log.slice(at).some((l) => l.startsWith(`    ${name} fires `) || l.startsWith(`    ${name} snapfires `))) firedAfter++;
      }
      // Seven items: nobody picks up one already taken.
      expect(log.filter((l) => l.includes(' picks up the ')).length).toBeLessThanOrEqual(7);
    }
    expect(pickers.size).toBeGreaterThanOrEqual(4);
    expect(firedAfter).toBeGreaterThan(0);
  }, 60_000);
});
