/**
 * Thrown weapons recovered (RULINGS.md QR-189): a spear or tomahawk (`thrown`), a throwing knife or
 * rock (`hurled`) lands on the cell of the man it was thrown at, hit or miss, as an item any man
 * may pick up there (RELOADING WEAPONS: "Missile weapons that have to be replaced or recovered after
 * each time they are used"; WEAPONS TABLE: "Some thrown weapons can be recovered and used
 * again"). Dynamite is not. Forced dice.
 */
import { describe, expect, it } from 'vitest';
import { ACT_FIRE, ACT_NONE, ACT_PICK_UP, SHOT_DELIBERATE, STATUS_UP, type SkirmishAgent } from '@deadeye/core';
import { meleeWeapon } from '../src/skirmish/fighting.ts';
import { fire, weaponInHand } from '../src/skirmish/shooting.ts';
import { QD_WEAPONS, RECOVERABLE } from '../src/tables/weapons.ts';
import { arena } from './beast-helpers.ts';
import { lineOf, seenWorld, versusWorld } from './qd-helpers.ts';

const MAIN = 'TYPE=main PERSONALITY=ordinary';

describe('a thrown weapon lands where it was thrown (QR-189)', () => {
  it('the recoverable rows are those whose notes say "can be recovered and used again"', () => {
    const said = QD_WEAPONS.filter((w) => /can be recovered and used again/.test(w.notes)).map((w) => w.id);
    // The entangling weapons (lassoes, bolas, nets) are recoiled or recovered by a reload (QR-72), not left lying.
    expect(said).toEqual(['thrown', 'hurled', 'entangling']);
    expect(RECOVERABLE).toEqual(said.filter((id) => id !== 'entangling'));
  });

  for (const [wpn, dice, hit] of [
    ['thrown', [2, 2], false],
    ['hurled', [8, 7], true],
  ] as const) {
    it(`${wpn}: ${hit ? 'a hit' : 'a miss'}, it lies on B's cell, gone from A's hand, an item; he fights with his fists`, () => {
      const { world: w } = versusWorld(`${MAIN} WPN=${wpn}`, dice, 3);
      const k = w.setup.items.findIndex((it) => it.owner === 0);
      expect(w.setup.items[k]).toEqual({ cell: -1, loaded: 1, owner: 0, weapon: 0 });
      expect(w.itemCell[k]).toBe(-1);
      expect(w.itemOfSlot[0]).toBe(k);
      fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
      expect(w.hits[0]).toBe(hit ? 1 : 0);
      expect(w.itemCell[k]).toBe(w.cell[1]);
      expect(w.loaded[0]).toBe(0);
      expect(lineOf(w.log!, /lands at \(\d+,\d+\), to be recovered there/)).toBeGreaterThan(-1);
      // Not in his hand to fight with: his fists (the last weapon).
      expect(meleeWeapon(w, 0)).toBe(w.setup.characters[0]!.weapons.length - 1);
    });
  }

  it('a spear or javelin (thrown-spear) that reads 1 breaks: not recovered; a tomahawk (thrown) on a 1, and the spear on a 2, land (QR-194)', () => {
    for (const [wpn, dice, breaks] of [
      ['thrown-spear', [1, 1], true],
      ['thrown', [1, 1], false],
      ['thrown-spear', [2, 2], false],
    ] as const) {
      const { world: w } = versusWorld(`${MAIN} WPN=${wpn}`, dice, 3);
      const k = w.setup.items.findIndex((it) => it.owner === 0);
      expect(k, wpn).toBeGreaterThanOrEqual(0);
      fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
      expect(w.loaded[0]).toBe(0);
      expect(w.itemCell[k], `${wpn} ${dice[0]}`).toBe(breaks ? -1 : w.cell[1]);
      expect(lineOf(w.log!, /Damn It! the Thrown spear or javelin breaks/) >= 0, `${wpn} ${dice[0]}`).toBe(breaks);
    }
  });

  it('dynamite is no item (it goes off)', () => {
    const { world: w } = versusWorld(`${MAIN} WPN=dynamite`, [7], 3);
    expect(w.setup.items.length).toBe(0);
    expect(w.itemOfSlot.every((k) => k === -1)).toBe(true);
  });
});

describe('recovering it (QR-189)', () => {
  it('A throws at B, B falls; A walks onto the cell and picks it up, loaded to throw again', () => {
    const setup = arena([
      { name: 'A', qd: '{ type: main, personality: ordinary, weapons: [thrown] }', side: 'Men', at: [10, 10] },
      { name: 'B', qd: '{ type: minor, personality: ordinary, weapons: [knife] }', side: 'Beasts', at: [12, 10], facing: 'W' },
    ]);
    let phase = 0;
    const thrower: SkirmishAgent = (o, _s, out) => {
      if (phase === 0) {
        out.action = ACT_FIRE;
        out.target = 1;
      } else {
        out.action = ACT_PICK_UP;
        out.weapon = 0;
        out.moveTo = o.itemCell[0] as number;
        out.rate = 2;
      }
    };
    const idle: SkirmishAgent = (_o, _s, out) => {
      out.action = ACT_NONE;
    };
    // A's wanting to shoot 7 and 7, to hit 9 and 9 (a Main Character: 2D10 best), B's effect 1 (a Minor, one card: out of the fight).
    const { engine, world } = seenWorld(setup, [7, 7, 9, 9, 1, ...Array.from({ length: 30 }, () => 7)], [thrower, idle]);
    world.located.fill(1);
    world.drawn[0] = 1;
    engine.playCard(0);
    expect(world.status[1]).not.toBe(STATUS_UP);
    const k = 0;
    expect(world.itemCell[k]).toBe(world.cell[1]);
    expect(world.loaded[0]).toBe(0);
    phase = 1;
    engine.playCard(0);
    expect(world.cell[0]).toBe(world.cell[1]);
    expect(world.itemCell[k]).toBe(-1);
    const c = world.setup.characters[0]!;
    expect(world.inHand[0]).toBe(c.carried + k);
    expect(world.loaded[c.carried + k]).toBe(1);
    expect(weaponInHand(world, 0)?.id).toBe('thrown');
    expect(lineOf(world.log!, /A picks up the Thrown spear or tomahawk at/)).toBeGreaterThan(-1);
  });
});
