/**
 * Command (shootout.txt, "1. Command Points"; "2. Move Troops", initiative; "Organisation", Hired
 * Guns): each group's leader (or the figure nominated when no ranking figure is left), its command
 * points rolled each turn (1D6 + the leader's Leader factor), what moving a figure costs (1, or 2
 * outside the 6" command radius of the leader; a Hired Gun 1), the order in which the groups move,
 * and the points lost unspent at the end of the turn.
 *
 * Reads: status, cell, the factors, `groupOf`, `hiredGun`; writes `gLeader`, `leaderNow`,
 * `gPoints`, `gOrder`, `gKey`, `gMoved` (as scratch while ordering) and the command point counts.
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
 * all of them rolling again while two roll alike. Writes `gOrder` and returns how many groups move.
 */
export function initiative(world: SoWorld): number {
  const groups = world.setup.groups.length;
  const key = world.gKey;
  const order = world.gOrder;
  let len = 0;
  for (let g = 0; g < groups; g++) {
    const l = world.gLeader[g]!;
    if (l < 0) continue;
    key[g] = world.speedF[l]! * 8;
    order[len++] = g;
  }
  // Equal Speed: 1D6 each among them, again while any two roll alike.
  for (let a = 0; a < len; a++) {
    const ga = order[a]!;
    if ((key[ga]! & 7) !== 0) continue;
    const base = key[ga]!;
    let tied = false;
    for (let b = a + 1; b < len; b++) if (key[order[b]!] === base) tied = true;
    if (!tied) continue;
    for (;;) {
      for (let b = a; b < len; b++) {
        const gb = order[b]!;
        if ((key[gb]! & ~7) !== base) continue;
        world.stream.lane(TRIAL_LANE);
        const d = world.stream.d6();
        key[gb] = base + d;
        if (world.log !== null) world.log.push(`  initiative: ${world.setup.groups[gb]!.name} 1D6 ${d}`);
      }
      let again = false;
      for (let b = a; b < len; b++) for (let c = b + 1; c < len; c++) if ((key[order[b]!]! & ~7) === base && key[order[b]!] === key[order[c]!]) again = true;
      if (!again) break;
    }
  }
  // Greatest key first (insertion sort: a handful of groups).
  for (let a = 1; a < len; a++) {
    const g = order[a]!;
    let b = a - 1;
    while (b >= 0 && key[order[b]!]! < key[g]!) {
      order[b + 1] = order[b]!;
      b--;
    }
    order[b + 1] = g;
  }
  return len;
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
