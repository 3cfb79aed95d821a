/**
 * What each character knows when his agent decides (boot-hill-rulebook.txt, MOVEMENT and COMBAT:
 * who he sees, by S3's 90-degree arc of observation; the danger estimate of each enemy), filled
 * into his reused {@link SkirmishObservation}, and the call of his agent.
 *
 * Reads: cell, facing, status, sideOf, lastAttacker, awareOf, awareCount, the danger cache (dangerBands, dangerAt),
 * woundPts, lamedNow, mounted, inHand, loaded, spare, gone, jammedUntil, firedAt, aimedAt,
 * brawlOpp, holding, heldBy, broken, tasksDone, horseCell; the map's sight rows and offset tables.
 * Writes: lastSeen, the observation objects (obsOf), the shared intent.
 */
import { agentLane } from '@deadeye/rng';
import { observeOthers, resetIntent, S_BLOCKED, type SkirmishIntent, type SkirmishObservation } from '@deadeye/core';
import type { SkirmishWorld } from './world.ts';


/** 1 if `i` can see `j`: a clear line, and `j` in i's 90-degree arc, within 1 space, or a man who has shot at or struck i (S3). */
export function sees(world: SkirmishWorld, i: number, j: number): boolean {
  const a = world.cell[i]!;
  const b = world.cell[j]!;
  const bits = world.map.sight(a)[b]!;
  if ((bits & S_BLOCKED) !== 0) return false;
  if (world.awareOf[i * world.n + j] === 1) return true;
  return inArc(world, i, b);
}

/**
 * True if cell `b` is in front of i: inside the 90-degree arc he faces, however near (world.ts
 * `frontByOffset`); a blow or shot from elsewhere comes from behind (the STUNNING CHART's "Hit From
 * Behind" column, S12).
 */
export function inFront(world: SkirmishWorld, i: number, b: number): boolean {
  return world.frontByOffset[world.facing[i]! * world.offsetSize + world.offsetCentre + world.offsetKey[b]! - world.offsetKey[world.cell[i]!]!] === 1;
}

/** True if cell `b` is within one space of i or inside i's 90-degree arc of observation (world.ts `arcTable`). */
export function inArc(world: SkirmishWorld, i: number, b: number): boolean {
  return world.arcByOffset[world.facing[i]! * world.offsetSize + world.offsetCentre + world.offsetKey[b]! - world.offsetKey[world.cell[i]!]!] === 1;
}

/**
 * Fills and returns i's observation for `phase` (PHASE_MOVE, PHASE_FIRE or PHASE_BRAWL): per other
 * character his cell (as last seen when out of sight), whether i sees him (S3), the distance
 * (spaces), sight bits and danger (expected strength points per turn, world.ts `refreshDanger`); i's
 * own state; the special rule's tasks and firing limits (S_NO_FIRE, marked on first need: core's
 * markFireLimits). The object is i's own, reused
 * (no allocation); valid until the next call for i.
 */
export function observe(world: SkirmishWorld, i: number, phase: number): SkirmishObservation {
  const o = world.obsOf[i]!;
  const maxW = world.maxW;
  o.phase = phase;
  o.turn = world.turn;
  const me = world.cell[i]!;
  const attacker = world.lastAttacker[i]!;
  // Who he sees (S3's arc, and every man who has shot at or struck him), where, at what distance,
  // behind what, and each enemy's danger (core).
  const inCover = observeOthers(world, world.map, i, o, world.observation, world.lastSeen, world.awareOf, world.awareCount[i]!, world.memory);
  o.facing = world.facing[i]!;
  o.woundPoints = world.woundPts[i]!;
  o.lamed = world.lamedNow[i]!;
  o.mounted = world.mounted[i]!;
  o.weaponInHand = world.inHand[i]!;
  const wc = world.weaponCount[i]!;
  const turn = world.turn;
  // His weapons: a lost (or not yet found) one shows nothing; a jammed one, no rounds loaded.
  const gone = world.gone;
  const oLoaded = o.loaded;
  const oSpare = o.spare;
  const oReload = o.reloadRate;
  const oExtreme = o.extremeRange;
  for (let w = 0, slot = i * maxW; w < wc; w++, slot++) {
    if (gone[slot] === 0) {
      oLoaded[w] = world.jammedUntil[slot]! < turn ? world.loaded[slot]! : 0;
      oSpare[w] = world.spare[slot]!;
      oReload[w] = world.wReload[slot]!;
      oExtreme[w] = world.wBands[slot * 4 + 3]!;
    } else {
      oLoaded[w] = 0;
      oSpare[w] = 0;
      oReload[w] = 0;
      oExtreme[w] = 0;
    }
  }
  o.lastAttacker = attacker;
  o.lastTarget = world.firedAt[i]! >= 0 ? world.firedAt[i]! : world.aimedAt[i]!;
  o.brawlOpponent = world.brawlOpp[i]!;
  o.hold = world.holding[i]! >= 0 ? 1 : world.heldBy[i]! >= 0 ? 2 : 0;
  o.inCover = inCover;
  o.broken = world.broken[i]!;
  const tp = world.taskPlace[i]!;
  o.taskHere = tp !== null && tp.includes(me) ? 1 : 0;
  o.tasksDone = world.tasksDone[i]!;
  o.horseCell = world.horseCell[i]!;
  // The module's alarm and jobs, and its firing limits, marked when the agent first reads them.
  const nf = world.northfield;
  if (nf !== null) nf.observe(i, o);
  return o;
}

/** Asks i's agent for its Intent in `phase`; returns the engine's one shared Intent, valid until the next call. */
export function decide(world: SkirmishWorld, i: number, phase: number): SkirmishIntent {
  const out = world.intent;
  resetIntent(out);
  // The agent's choices come from its own lane; the rules' dice go on in the lane they were in.
  const stream = world.stream;
  const was = stream.lane(agentLane(i));
  world.agents[i]!(observe(world, i, phase), stream, out);
  stream.lane(was);
  return out;
}
