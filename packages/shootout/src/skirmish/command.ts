/**
 * Command (shootout.txt, "1. Command Points"; "2. Move Troops", initiative; "Organisation", Hired
 * Guns): each group's leader (or the figure nominated when no ranking figure is left), its command
 * points rolled each turn (1D6 + the leader's Leader factor), what moving a figure costs (1, or 2
 * outside the 6" command radius of the leader; a Hired Gun 1), the order in which the groups move,
 * and the points lost unspent at the end of the turn.
 *
 * Reads: status, cell, the factors, `groupOf`, `hiredGun`; writes `gLeader`, `leaderNow`,
 * `gPoints`, `gOrder`, `gKey`, `gTie` and `gRoll` (as scratch while ordering), `gMoved` and the
 * command point counts.
 * Allocates nothing.
 */
import { TRIAL_LANE } from '@deadeye/rng';
import { offsetIndex } from '@deadeye/core';
import { count, nameOf, S_CP_LOST, S_CP_ROLLED, S_NOMINATED, up, type SoWorld } from './world.ts';

/**
 * Makes sure every group with a figure up has a leader up (RULINGS.md SR-32): "If all ranking
 * figures have been killed (or there were none to begin with) nominate a figure and mark it in
 * some way." The leader down (or none), the figure up with the highest Leader factor takes over
 * (a ranking figure if any has a Leader factor above 0), then the highest Courage, then the first
 * in scenario order. A group with nobody up keeps no leader (-1).
 */
export function ensureLeaders(world: SoWorld): void {
  const groups = world.setup.groups;
  for (let g = 0; g < groups.length; g++) {
    const now = world.gLeader[g]!;
    if (now >= 0 && up(world, now)) continue;
    const members = groups[g]!.members;
    let best = -1;
    for (let k = 0; k < members.length; k++) {
      const i = members[k]!;
      if (!up(world, i)) continue;
      if (best < 0 || world.leaderF[i]! > world.leaderF[best]! || (world.leaderF[i] === world.leaderF[best] && world.courageF[i]! > world.courageF[best]!)) best = i;
    }
    if (now >= 0) world.leaderNow[now] = 0;
    world.gLeader[g] = best;
    if (best < 0) continue;
    world.leaderNow[best] = 1;
    count(world, S_NOMINATED);
    if (world.log !== null) world.log.push(`  ${groups[g]!.name}: ${nameOf(world, best)} ${world.leaderF[best]! > 0 ? 'takes command' : 'is nominated leader'}`);
  }
}

/**
 * Each group with a figure up rolls its command points for the turn ("Each group rolls 1D6 and
 * modifies it according to Leadership"): 1D6 + its leader's Leader factor, 0 at least
 * (RULINGS.md SR-33). A group with nobody up rolls nothing. Clears `gMoved`.
 */
export function rollCommandPoints(world: SoWorld): void {
  const groups = world.setup.groups;
  world.stream.lane(TRIAL_LANE);
  for (let g = 0; g < groups.length; g++) {
    world.gMoved[g] = 0;
    world.gPoints[g] = 0;
    const l = world.gLeader[g]!;
    if (l < 0) continue;
    const d = world.stream.d6();
    const points = Math.max(0, d + world.leaderF[l]!);
    world.gPoints[g] = points;
    count(world, S_CP_ROLLED, points);
    if (world.log !== null) world.log.push(`  ${groups[g]!.name}: command points 1D6 ${d} + Leader ${world.leaderF[l]} (${nameOf(world, l)}) = ${points}`);
  }
}

/**
 * What moving figure `i` costs now, command points ("To move a figure 1; To move a figure outside
 * command radius of 6" 2"; "Hired Guns may operate outside the command radius for a cost of only
 * one command point"): 2 when he stands more than the command radius (6", inclusive) from his
 * group's leader as his move begins, else 1; the leader himself, a Hired Gun, and a figure whose
 * group has no leader up (none, or fallen this turn: the next is nominated at the start of the
 * next turn), 1 (RULINGS.md SR-34).
 */
export function commandCost(world: SoWorld, i: number): number {
  if (world.hiredGun[i] === 1) return 1;
  const l = world.gLeader[world.groupOf[i]!]!;
  if (l < 0 || l === i || !up(world, l)) return 1;
  return world.map.offsetDistance[offsetIndex(world.map, world.cell[i]!, world.cell[l]!)]! > world.radius + 1e-9 ? 2 : 1;
}

/** True if figure `i` stands outside his leader's command radius (his move costs 2 unless he is a Hired Gun). */
export function outsideRadius(world: SoWorld, i: number): boolean {
  const l = world.gLeader[world.groupOf[i]!]!;
  return l >= 0 && l !== i && up(world, l) && world.map.offsetDistance[offsetIndex(world.map, world.cell[i]!, world.cell[l]!)]! > world.radius + 1e-9;
}

/**
 * Orders the groups with a leader up for the movement phase (RULINGS.md SR-35: "Where important,
 * initiative goes to the group with the greater Speed characteristic (or roll 1D6 each)"): by
 * their leader's Speed, greatest first; groups of equal Speed roll 1D6 each, the higher first,
 * and those that rolled alike roll again among themselves until each has its place
 * ({@link rollOff}; any number of groups). Writes `gOrder` and returns how many groups move.
 * Uses `gKey`, `gTie` and `gRoll` as scratch; allocates nothing.
 */
export function initiative(world: SoWorld): number {
  const groups = world.setup.groups.length;
  const key = world.gKey;
  const order = world.gOrder;
  const tie = world.gTie;
  // A key is Speed * scale, plus a group's place among those of its Speed once they have rolled
  // (1 the last .. m the first of m): a place never reaches the next Speed's keys.
  const scale = groups + 1;
  let len = 0;
  for (let g = 0; g < groups; g++) {
    const l = world.gLeader[g]!;
    if (l < 0) continue;
    key[g] = world.speedF[l]! * scale;
    order[len++] = g;
  }
  // Equal Speed: the groups that share it, in group order, roll off.
  for (let a = 0; a < len; a++) {
    const base = key[order[a]!]!;
    if (base % scale !== 0) continue; // placed in a roll-off already
    let m = 0;
    for (let b = a; b < len; b++) if (key[order[b]!] === base) tie[m++] = order[b]!;
    if (m < 2) continue;
    rollOff(world, tie, 0, m);
    for (let k = 0; k < m; k++) key[tie[k]!] = base + (m - k);
  }
  // Greatest key first.
  sortGroupsDesc(order, 0, len, key);
  return len;
}

/**
 * Sorts the groups `list[from..to)` by `by[group]`, greatest first, equal values keeping their
 * order (an insertion sort: a handful of groups; allocates nothing).
 */
function sortGroupsDesc(list: Int32Array, from: number, to: number, by: Int32Array): void {
  for (let a = from + 1; a < to; a++) {
    const g = list[a]!;
    let b = a - 1;
    while (b >= from && by[list[b]!]! < by[g]!) {
      list[b + 1] = list[b]!;
      b--;
    }
    list[b + 1] = g;
  }
}

/**
 * The roll-off of groups `tie[from..to)` (RULINGS.md SR-35): 1D6 each, in that order, from the
 * trial's own stream lane; the groups then sorted by their roll, highest first; the groups of each
 * roll shared by two or more roll off again among themselves. Two groups roll again together
 * while they roll alike; seven or more always leave some alike, and only those roll again. Writes
 * `tie[from..to)` in initiative order and `gRoll`.
 */
function rollOff(world: SoWorld, tie: Int32Array, from: number, to: number): void {
  const roll = world.gRoll;
  for (let k = from; k < to; k++) {
    const g = tie[k]!;
    world.stream.lane(TRIAL_LANE);
    const d = world.stream.d6();
    roll[g] = d;
    if (world.log !== null) world.log.push(`  initiative: ${world.setup.groups[g]!.name} 1D6 ${d}`);
  }
  // Highest roll first; equal rolls keep their order.
  sortGroupsDesc(tie, from, to, roll);
  // Each run of a shared roll, again among themselves (a run's end is found before its roll-off
  // writes its rolls anew; the runs after it keep theirs).
  let start = from;
  while (start < to) {
    let end = start + 1;
    while (end < to && roll[tie[end]!] === roll[tie[start]!]) end++;
    if (end - start >= 2) rollOff(world, tie, start, end);
    start = end;
  }
}

/** End of the turn: every group's points left are lost ("Unspent points are lost"), counted. */
export function losePoints(world: SoWorld): void {
  for (let g = 0; g < world.gPoints.length; g++) {
    count(world, S_CP_LOST, world.gPoints[g]!);
    world.gPoints[g] = 0;
  }
}

/** Spends `points` of group `g` (the caller has checked it has them), counting them in cell `k` of the section. */
export function spend(world: SoWorld, g: number, points: number, k: number): void {
  world.gPoints[g] = world.gPoints[g]! - points;
  count(world, k, points);
}
