/**
 * What a Shootout! figure observes at a decision point: the others through core's
 * `observeOthers` (sight all round, "Figures must be able to trace a direct line-of-sight to their
 * target": RULINGS.md SR-40; each enemy's threat, the hits his weapon in hand may score on a
 * figure standing in the open, by band), then his own state in the system's terms (command points
 * of his group and what moving him costs, pinned, his move allowance...).
 *
 * Reads the world's columns; writes the observation (one per figure, overwritten: no allocation)
 * and the threat bands of {@link SoTables}. Draws nothing.
 */
import { twoBandSlotTables, observeOthers, refreshThreats, soDieChance, STATUS_UP, type ObservationTables } from '@deadeye/core';
import { fightDice } from './close-combat.ts';
import { commandCost } from './command.ts';
import { checkCloseQuarters, BASE_MOVE_INCHES } from './movement.ts';
import { UNLIMITED, type SoWorld } from './world.ts';

/**
 * Core's observation tables for `world`: sight all round; per weapon slot a band by map offset (0
 * within short range, 1 beyond it up to the maximum range, -1 beyond) and a threat per band, the
 * expected hits of all its combat dice on a stationary target in the open (his Ranged factor, +1
 * stationary, +1 in the open, +1 at short range): what the doctrines' `danger` compares.
 */
export function soTables(world: SoWorld): ObservationTables {
  return twoBandSlotTables(world.map, world.n, world.maxW, (i) => world.rangedCount[i]!, (i, w) => {
    const s = i * world.maxW + w;
    const short = world.wShort[s]!;
    const mod = world.rangedF[i]! + 2;
    return {
      // No short band (short < 0): nothing in band 0.
      near: short >= 0 ? short + 1e-9 : -1,
      far: world.wMax[s]! + 1e-9,
      nearThreat: world.wDice[s]! * soDieChance(short >= 0 ? mod + 1 : mod),
      farThreat: world.wDice[s]! * soDieChance(mod),
    };
  });
}

/**
 * The weapon slot whose threat figure `j` poses now (core's `refreshThreats`): the weapon in his
 * hand, when he is up and it is loaded; else -1 (no threat).
 */
export function soReadySlot(world: SoWorld, j: number): number {
  const w = world.inHand[j]!;
  if (w < 0 || world.status[j] !== STATUS_UP) return -1;
  const slot = j * world.maxW + w;
  return world.loaded[slot]! > 0 ? slot : -1;
}

/**
 * Fills i's observation for decision point `phase`: the threats of the figures whose arms changed
 * since the last observation (core's `refreshThreats` with {@link soReadySlot}: every write of the
 * weapon in hand or the rounds loaded notes the figure with core's `touchArms`, a change of status
 * with `setStatus`), the others (core's observeOthers), then his own fields.
 * `snapTarget` is set to -1 (the engine sets it at a snapfire opportunity after this).
 */
export function observe(world: SoWorld, tables: ObservationTables, i: number, phase: number): void {
  const maxW = world.maxW;
  // A threat changed is logged (core's `setThreat`: his danger is then recomputed where he is seen).
  refreshThreats(world, tables, soReadySlot);
  const o = world.obs[i]!;
  o.phase = phase;
  o.turn = world.turn;
  // The others as core's observeOthers sees them, the rows of those who changed since i last looked
  // recomputed: a move or a change of status (core's placeAt and setStatus), an enemy's threat
  // (above; core's `setThreat`). Sight is all round (the arc table is all 1s: SR-40).
  // No attackers apart (null): sight is all round, so an attacker is seen as anyone else is.
  o.inCover = observeOthers(world, world.map, i, o, tables, world.lastSeen, null, 0, world.memory);
  o.facing = world.facing[i]!;
  o.mounted = world.mounted[i]!;
  o.lastAttacker = world.lastAttacker[i]!;
  o.lastTarget = world.lastTarget[i]!;
  o.brawlOpponent = world.closeWith[i]!;
  o.broken = world.mustWithdraw[i]! | world.nfBroken[i]!;
  o.weaponInHand = world.inHand[i]!;
  // His weapons carried and those picked up (an item still lying is not shown: RULINGS.md SR-60),
  // and the close combat weapon he fights with (a better one may have been picked up).
  o.weaponCount = world.shownCount[i]!;
  o.closeDice = fightDice(world, i);
  for (let w = 0; w < world.rangedCount[i]!; w++) {
    const l = world.loaded[i * maxW + w]!;
    // A weapon face down (Northfield, not found yet), or an item of the map not picked up, is
    // nothing to him: no rounds, none to load.
    const gone = world.gone[i * maxW + w] === 1;
    o.loaded[w] = gone ? 0 : l >= UNLIMITED ? UNLIMITED : l;
    o.spare[w] = gone ? 0 : 99;
  }
  const tp = world.taskPlace[i];
  o.taskHere = tp !== null && tp !== undefined && tp.includes(world.cell[i]!) ? 1 : 0;
  o.tasksDone = world.tasksDone[i]!;
  const g = world.groupOf[i]!;
  o.commandPoints = world.gPoints[g]!;
  o.commandCost = commandCost(world, i);
  o.groupLeader = world.gLeader[g]!;
  o.groupMoved = world.gMoved[g]!;
  o.pinned = world.pinned[i]!;
  o.snapTarget = -1;
  const base = checkCloseQuarters(world, i, o) === 1 ? 1 : BASE_MOVE_INCHES;
  o.moveAllowance = Math.max(0, base + world.speedF[i]!) / world.ips;
  o.horseCell = world.horseCell[i]!;
  // The Northfield module's alarm and jobs, and its firing limits (buildings, a citizen loading
  // inside, a friend on the line), marked when the agent first reads them (core's markFireLimits).
  const nf = world.northfield;
  if (nf !== null) nf.observe(i, o);
}
