/**
 * What a Quick on the Draw agent sees at a decision point (responses.ts `ask`): core's incremental
 * observation of the others with sight all round (RULINGS.md QR-12), less the enemies he has not
 * located (locating.ts, QR-55), an enemy out of sight shown where he looks for him once he finds him
 * gone from where he remembered him (QR-57), the reaction an enemy newly in sight calls for, and his own fields
 * (cards, holds, weapons as his agent may read them, the Northfield module's job and limits).
 *
 * The threat each character poses, as the doctrines' `danger` compares it (not a rule): within his
 * weapon's effective range, and to twice it on reduced dice, the chance of a hit on 5+ (2D10 best
 * 0.84, 1D10 0.6, 2D10 worst 0.36) times half a card; a hand weapon within contact the same, halved
 * for a blunt one (fists, clubs, clubbed guns): its hit only knocks out, and the card comes back
 * when he comes round (REEL 6, the effects of hit's outcomes, "Hit"). Without the halving a man
 * with bare fists in contact was as dangerous as a gunman in range, and, being nearer, shot first:
 * at the O.K. Corral Virgil Earp (targeting the most dangerous) fired 209 of his 565 shots in 300
 * trials at the three unarmed cowboys while Frank McLaury or Billy Clanton still stood; 34 after
 * (RULINGS.md QR-218).
 *
 * Split from engine.ts (2026-12-01): the observation reads the card's state but writes only the
 * observation and the reaction it calls for, so it reads apart from the card procedure.
 */
import { offsetIndex, S_BLOCKED, STATUS_UP, twoBandSlotTables, observeOthers, refreshThreats, type ObservationTables } from '@deadeye/core';
import { observeWounded } from './healing.ts';
import { firstSight, maskUnlocated } from './locating.ts';
import { moveAllowance } from './movement.ts';
import { badGoingAt, footTraits, sparedBadGoing } from './walk.ts';
import type { QdNorthfieldRules } from './northfield.ts';
import { observePersuadable } from './persuasion.ts';
import type { QdSetup } from './setup.ts';
import { drives } from './vehicles.ts';
import { cardsLeft, CONTACT, qdReadySlot, taskAbandoned, type QdWorld } from './world.ts';

/** The observations of one engine's characters: the tables core's observation reads, and what of the set-up each observation reads again. */
export class QdObserver {
  private readonly world: QdWorld;
  /** The tables core's observation reads (sight all round, threats by band). */
  readonly tables: ObservationTables;
  /** 1 per character who may hold (his set-up's `canHold`), read at every observation. */
  private readonly canHold: Uint8Array;
  /** Each character's own vehicle (his set-up's `vehicle`, -1 none), read at every observation. */
  private readonly vehicleOf: Int32Array;
  /** The characters of the other sides, by side (the world's `enemiesOf`). */
  private readonly enemiesOf: readonly Int32Array[];
  /** The `northfield` special rule, or null. */
  private readonly northfield: QdNorthfieldRules | null;
  /** 1 per map cell of bad going ({@link badGoingAt}: the map's and the variant's, static), and all 0: each observation's `badGoingCells`. */
  private readonly badGoingCells: Uint8Array;
  private readonly noBadGoing: Uint8Array;
  /** Scratch of {@link lookFor}: the cells in the order reached, the search that last reached each cell (`searchMark` = `search`), and the neighbour offsets (compass order). */
  private readonly searchQueue: Int32Array;
  private readonly searchMark: Int32Array;
  private search = 0;
  private readonly stepOffset: Int32Array;

  /**
   * @param world the engine's world
   * @param setup its compiled scenario
   * @param northfield the Northfield module's rules, or null
   */
  constructor(world: QdWorld, setup: QdSetup, northfield: QdNorthfieldRules | null) {
    this.world = world;
    this.northfield = northfield;
    // Sight all round (RULINGS.md QR-12) and a threat by band (the module's header): a missile
    // weapon's effective range, then out to twice it; a hand weapon within contact (1.5 spaces),
    // halved if blunt (the module's header).
    const threats = setup.characters.map((c) => [c.star === 1 ? 0.84 * 0.5 : 0.6 * 0.5, (c.star === 1 ? 0.6 : 0.36) * 0.5] as const);
    const tables = twoBandSlotTables(world.map, world.n, world.maxW, (i) => setup.characters[i]!.weapons.length, (i, wi) => {
      const w = setup.characters[i]!.weapons[wi]!;
      const [nearThreat, farThreat] = threats[i]!;
      return w.missile === 1 ? { near: w.range, far: 2 * w.range, nearThreat, farThreat } : { near: 1.5, far: -1, nearThreat: w.blunt === 1 ? nearThreat / 2 : nearThreat, farThreat };
    });
    this.canHold = Uint8Array.from(setup.characters, (c) => c.canHold);
    this.vehicleOf = Int32Array.from(setup.characters, (c) => c.vehicle);
    this.enemiesOf = world.enemiesOf;
    this.badGoingCells = Uint8Array.from({ length: world.map.cells }, (_, c) => (badGoingAt(world, c) ? 1 : 0));
    this.noBadGoing = new Uint8Array(world.map.cells);
    this.searchQueue = new Int32Array(world.map.cells);
    this.searchMark = new Int32Array(world.map.cells);
    this.stepOffset = world.map.stepOffset;
    // `allRound`: neither his facing nor his last attacker changes what he sees (core's incremental observation need not start afresh on them).
    this.tables = tables;
  }

  /**
   * Fills i's observation for decision point `phase`: the others (core's incremental observeOthers,
   * and a reaction to any enemy newly in sight), then his own fields.
   *
   * Nothing of the others is looked at again when nothing they are computed from has changed since
   * i's last observation (core's `version`: someone moved, changed status or threat, or was located
   * or lost; with sight all round, RULINGS.md QR-12, neither i's facing nor his last attacker
   * changes it: the tables' `allRound`); else core recomputes the rows of those who changed (all
   * of them when i moved). What is added to the others' part must be added inside
   * {@link observeTheOthers}, with whatever it reads logged with core's `touch`.
   *
   * Speed (scripts/bench-qd.ts, street fight, medians of A/B runs in one session): reusing the
   * others 21.1k -> 21.8k trials/s; the enemies' threats only and no look for new enemies once all
   * are seen 21.8k -> 22.4k. An observation computed afresh costs about 2.5 times a reused one.
   * Sight all round told to core (`allRound`: no fresh start on a turn or a new last attacker)
   * with one logged change per shot that gives the shooter away: +2.6% (one-process A/B, 40
   * alternations of 2,500 trials, about 11.6k trials/s).
   */
  observe(i: number, phase: number): void {
    const world = this.world;
    // The threats of those whose arms changed since (what the doctrines' `danger` reads: qdReadySlot).
    refreshThreats(world, this.tables, qdReadySlot);
    if (world.observedAt[i] !== world.version) {
      world.observedAt[i] = world.version;
      this.observeTheOthers(i);
    }
    this.observeSelf(i, phase);
  }

  /**
   * The others in i's observation (core's incremental observeOthers, less the enemies he has not
   * located); an enemy newly in sight calls for a reaction test, a Fearsome one for a courage test
   * (RULINGS.md QR-12).
   */
  private observeTheOthers(i: number): void {
    const world = this.world;
    const o = world.obs[i]!;
    // No attackers apart (null): sight is all round, so an attacker is seen as anyone else is.
    o.inCover = observeOthers(world, world.map, i, o, this.tables, world.lastSeen, null, 0, world.memory);
    // Enemies hidden in cover and not located are not seen (locating.ts, RULINGS.md QR-55): before
    // the look for enemies newly in sight, which a hidden one must not trigger. Locating or losing
    // j is logged with core's `touch` (locating.ts), so j's row is recomputed and masked again.
    maskUnlocated(world, i, o);
    this.lostFrom(i);
    if (world.unseenLeft[i] === 0) return;
    const n = world.n;
    const enemies = this.enemiesOf[world.sideOf[i]!]!;
    let unseen = 0;
    for (let k = 0; k < enemies.length; k++) {
      const j = enemies[k]!;
      if (world.seen[i * n + j] === 1) continue;
      // The reaction test owed, and a Fearsome enemy's first sighting after the start (those in
      // sight at the start: playTrial); none where his charge (or i's at him) already tested i
      // (effects.ts `fearsomeCourage`, QR-246).
      if (o.visible[j] === 1) firstSight(world, i, j);
      else unseen++;
    }
    world.unseenLeft[i] = unseen;
  }

  /**
   * The enemies up out of i's sight (a blocked line) whose remembered cell (core's `lastSeen`, the
   * cell his observation shows for them) he can see, or stands on, and so knows they are not there:
   * each is remembered instead at {@link lookFor}'s cell, the nearest from there where he could be
   * and i cannot see, searched from where he first found him gone (`lostAt`, kept until he sees
   * him or watches him go again). A man who reaches the last cell where he saw his enemy and finds
   * nobody looks round the nearest corner, not stands there (RULINGS.md QR-57 amended by the
   * thirty-fifth audit; known gap (d) of QR-21's thirty-third amendment). Changes nothing where no
   * such memory is seen.
   */
  private lostFrom(i: number): void {
    const world = this.world;
    const o = world.obs[i]!;
    const me = world.cell[i]!;
    const row = world.map.sight(me);
    const seen = i * world.n;
    const enemies = this.enemiesOf[world.sideOf[i]!]!;
    const lostAt = world.lostAt;
    for (let e = 0; e < enemies.length; e++) {
      const j = enemies[e]!;
      if ((o.sightBits[j]! & S_BLOCKED) === 0) {
        lostAt[seen + j] = -1;
        continue;
      }
      if (world.status[j] !== STATUS_UP) continue;
      const c = o.cell[j]!;
      if (c < 0 || (c !== me && (row[c]! & S_BLOCKED) !== 0)) continue;
      // The search goes out from where he first found him gone, not from each cell looked at since.
      if (lostAt[seen + j]! < 0) lostAt[seen + j] = c;
      const x = this.lookFor(me, lostAt[seen + j]!);
      if (x < 0) continue;
      world.lastSeen[seen + j] = x;
      o.cell[j] = x;
    }
  }

  /**
   * The nearest cell to `from` by steps a man can take (the map's `steps`, in compass order), not
   * `from` itself, that cell `me` has no line to (S_BLOCKED) and is not within contact of (1.5
   * spaces: a man beside him round a corner is found as in contact, locating.ts, and two cells
   * beside each other round a corner would otherwise send him to and fro between them): where a
   * man last seen at `from` may have gone out of sight of `me`. -1 if none (every cell he could
   * reach is in sight). Allocates nothing.
   */
  private lookFor(me: number, from: number): number {
    const map = this.world.map;
    const row = map.sight(me);
    const queue = this.searchQueue;
    const mark = this.searchMark;
    const off = this.stepOffset;
    const search = ++this.search;
    let head = 0;
    let tail = 0;
    queue[tail++] = from;
    mark[from] = search;
    while (head < tail) {
      const c = queue[head++]!;
      const mask = map.steps[c]!;
      for (let d = 0; d < 8; d++) {
        if ((mask & (1 << d)) === 0) continue;
        const nb = c + off[d]!;
        if (mark[nb] === search) continue;
        mark[nb] = search;
        if ((row[nb]! & S_BLOCKED) !== 0 && map.offsetDistance[offsetIndex(map, me, nb)]! > CONTACT) return nb;
        queue[tail++] = nb;
      }
    }
    return -1;
  }

  /** i's own fields of his observation at decision point `phase`. */
  private observeSelf(i: number, phase: number): void {
    const world = this.world;
    const o = world.obs[i]!;
    const maxW = world.maxW;
    o.phase = phase;
    o.turn = world.turn;
    o.facing = world.facing[i]!;
    o.weaponInHand = world.dropped[i] === 1 ? -1 : world.inHand[i]!;
    const fouled = world.fouled[i] === 1;
    for (let w = 0, slot = i * maxW; w < o.weaponCount; w++, slot++) {
      o.loaded[w] = world.jammed[slot] === 1 || world.faceDown[slot] === 1 || (fouled && world.missileSlot[slot] === 1) ? 0 : world.loaded[slot]!;
    }
    const nf = this.northfield;
    if (nf !== null) {
      // (A weapon face down shows nothing loaded, above, and no spare: world.ts showSpare.)
      // The alarm, his job, and the firing limits (buildings, friends in the line), marked when
      // his agent first reads them (core's markFireLimits): they hang on what `version` does not
      // count (who is loading, who is ready to fire), so they are left to mark at every decision.
      nf.observe(i, o);
    }
    const tp = world.taskPlace[i]!;
    o.taskHere = tp !== null && tp.includes(world.cell[i]!) && !taskAbandoned(world, i) ? 1 : 0;
    o.tasksDone = world.tasksDone[i]!;
    o.lastAttacker = world.lastAttacker[i]!;
    o.lastTarget = world.lastTarget[i]!;
    o.brawlOpponent = world.engaged[i]!;
    o.broken = world.broken[i]!;
    o.cards = cardsLeft(world, i);
    o.cardsToCome = world.toCome[i]! - world.void[i]!;
    o.cutLeft = world.cutLeft[i]!;
    o.canHold = this.canHold[i] === 1 && world.heldThisPhase[i] === 0 ? 1 : 0;
    o.responding = world.holding[i]!;
    o.movedThisCard = world.movedThisCard[i]!;
    // His move on a card, spaces (half-spaces halved), as far as a charge carries him (the brawler's `hook.chargeReach`, RULINGS.md QR-220).
    o.moveAllowance = moveAllowance(world, i) / 2;
    // Bad going as it is for him: none for a Surefooted man on foot, or riding under +surefooted-rider (REEL 3, Movement in Bad Going; RULINGS.md QR-67, QR-142).
    o.badGoingCells = sparedBadGoing(world, i) ? this.noBadGoing : this.badGoingCells;
    o.aimingAt = world.aimingAt[i]!;
    o.drawn = world.drawn[i]!;
    o.carriedPast = -1;
    // A rider of a vehicle sits a mount as the doctrines mean it (they get off with `dismount`); his own vehicle, when he is out of it, is where `mount` takes him.
    const own = this.vehicleOf[i]!;
    o.mounted = world.mounted[i] === 1 || world.aboard[i]! >= 0 ? 1 : 0;
    o.drives = drives(world, i) ? 1 : 0;
    o.horseCell = world.horseCell[i]! >= 0 ? world.horseCell[i]! : own >= 0 && world.aboard[i]! < 0 && world.vDestroyed[own] === 0 ? world.vCell[own]! : -1;
    // Only a healer's agent reads `treatable` (agents' settleFirstAid); the others' stays all 0.
    if (o.healer === 1) observeWounded(world, i, o);
    // Only a Charismatic or Dominant character's agent reads `persuadable` (RULINGS.md QR-159, QR-160).
    if (o.persuader !== 0) observePersuadable(world, i, o);
  }
}
