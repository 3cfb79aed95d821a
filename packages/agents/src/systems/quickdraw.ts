/**
 * The Quick on the Draw system hook: every choice of the doctrines that only Quick on the Draw
 * has, mapped onto its intent options (`@deadeye/core` agent/quickdraw.ts), and the system's own
 * choices on top of the doctrine's intent ({@link QUICK_DRAW_HOOK}'s `settle`). Sources,
 * quick-on-the-draw.md:
 * - paces -> movement rates: REEL 3, WANTING TO MOVE (crawling 4 paces; "Move up to the maximum
 *   move ... or move evasively"; "Move It! Move twice the maximum move"); RELOAD CHART ("may now
 *   move 1/2 move"). The engine applies wounds and the character's own move;
 * - the quick shot -> a hasty shot, aiming -> a card spent aiming (`ACT_TAKE_AIM`), the types of
 *   shot: REEL 4, TYPES OF SHOOTING; QUICK DRAW;
 * - throwing: REEL 4, WEAPONS TABLE (thrown and hurled weapons are shot: "All shots are
 *   deliberate or aimed");
 * - close combat -> an attack (`ACT_ATTACK`), its form (`blow`) and the defence (`defence`):
 *   REEL 5, WANTING TO MAKE AN ATTACK, FORMS OF ATTACK;
 * - holding and responding: REEL 3, WANTING TO RESPOND; REEL 4, SHOOTOUTS;
 * - Cut!: REEL 1, 'CUT!' - RESHOOT THE SCENE!
 * - falling back (`fallBack`, called by the gunfighter at the end of its move): REEL 6, TAKING A
 *   COURAGE TEST ("Fall back and Take Cover!"), the wounded man's own choice ({@link fallBackCell});
 * - first aid (`ACT_HEAL`): REEL 2, Healer/Saw Bones; REEL 6, TESTING TO COME ROUND OR HEAL A
 *   WOUND.
 *
 * Mounts (REEL 3, BASIC ACTIONS: "mount or dismount ... can be combined with movement"): `mount`
 * and `dismount` ask for it (`horse`, core's `HORSE_MOUNT` / `HORSE_DISMOUNT`: the engine walks him
 * to his horse and mounts him there, or gets him down where his move ends); riding double and
 * slinging (`sling`, `takeUp`) are BOOT HILL's Northfield rules and write nothing. A rider's shot
 * after his mount moved is not asked hasty (REEL 4, SHOOTING FROM A MOUNT OR VEHICLE). Riding
 * down (REEL 5, FIGHTING FROM A MOUNT OR MOVING VEHICLE) only with the doctrine's `rideDown`
 * parameter ({@link rideDownWanted}), a driver's with his vehicle too; carried on past his opponent after an attack over 8 paces,
 * he never asks to stop (`stop` stays 0: Quick on the Draw's RULINGS.md QR-157).
 *
 * A two-gun man (quickdraw RULINGS.md QR-156) needs no choice of his own here: the engine shows
 * as `weaponInHand` the gun he would shoot (his gun hand's, or, while that one cannot shoot, the
 * one in his other hand, from his wrong hand), so the doctrine's own fire-or-reload is the
 * choice: he shoots the other gun rather than reload, and reloads (the gun hand's first) when
 * both are empty; an `ACT_RELOAD` with one loaded reloads the other.
 *
 * The rule checks stay the engine's (DESIGN.md principle 4): a type of shot the rules do not
 * allow falls back to the best allowed, a second Mighty Blow or All Out Attack in a phase is
 * played as a standard attack, Cut! and a response need a card left, a hold needs `canHold`.
 * The hook asks sensibly, from the observation and the doctrine's intent only; it draws no random
 * number and allocates nothing. One object, bound once per agent: one shape at every call site.
 *
 * Each choice was measured against the one it replaced, on the SHOOTOUTS duel and the bundled
 * scenarios (fixed seeds, 20,000 trials, one side's hook changed at a time); the numbers are in
 * the functions' comments and packages/quickdraw/RULINGS.md QR-75..QR-79.
 */
import {
  ACT_ATTACK,
  ACT_FIRE,
  ACT_HEAL,
  ACT_HOLD,
  ACT_NONE,
  ACT_PERSUADE,
  ACT_RELOAD,
  ACT_RIDE_DOWN,
  ACT_SURRENDER,
  ACT_TAKE_AIM,
  ACT_TASK,
  HORSE_DISMOUNT,
  HORSE_MOUNT,
  BLOW_ALL_OUT,
  BLOW_MIGHTY,
  DEFEND_BASIC,
  DEFEND_EVADE,
  PHASE_BRAWL,
  PHASE_MOVE,
  QD_BAD_GOING_STEP,
  QD_RATE_CRAWL,
  QD_RATE_DASH,
  QD_RATE_EVASIVE,
  QD_RATE_FULL,
  QD_RATE_HALF,
  QdRate,
  RATE_STILL,
  SHOT_AIMED,
  SHOT_AUTO,
  SHOT_DELIBERATE,
  SHOT_FANNING,
  SHOT_HASTY,
  SEEKS_LEADER,
  SEEKS_NASTIEST,
  STATUS_UNCONSCIOUS,
  type SkirmishIntent,
  type SkirmishObservation,
} from '@deadeye/core';
import { HALF_SPACES } from '../doctrine-actions.ts';
import { coveredFrom, measureWalk, nearestCoverCell } from '../movement.ts';
import { isTargetable, mostDangerousEnemy, nearestEnemyLeader } from '../targeting.ts';
import { BRAWL_REACH, type AgentRng, type Pace, type SystemHook } from './hook.ts';

/** Rate words accepted for a `rate` parameter under Quick on the Draw (core's `QdRate`), -> `QD_RATE_*` code. */
export const QD_RATE_WORDS: Readonly<Record<string, number>> = QdRate;

/**
 * The rate of each pace, index = pace: still `RATE_STILL`, crawl `QD_RATE_CRAWL`, walk
 * `QD_RATE_HALF`, evade `QD_RATE_EVASIVE`, run `QD_RATE_FULL`, dash `QD_RATE_DASH`. The codes are
 * ordered by speed (evasive and full are both the maximum move; evasive is the slower choice for
 * `noFaster`: it is the careful one).
 */
export const QD_PACE_RATES: Int8Array = Int8Array.of(RATE_STILL, QD_RATE_CRAWL, QD_RATE_HALF, QD_RATE_EVASIVE, QD_RATE_FULL, QD_RATE_DASH);


/** Fanning's maximum range, paces (REEL 4, TYPES OF SHOOTING: "It has a maximum range of 6 paces"). */
export const FAN_RANGE = 6;

/**
 * Quick on the Draw's answers to the doctrines (see {@link SystemHook}); `settle` adds the
 * system's own choices, each a policy on the observation and the doctrine's intent:
 * -1. one card, one use: a move planned with a reload, a task or a surrender is dropped
 *    ({@link actionFirst}; RULINGS.md QR-130);
 * 0. the foe his personality makes him go for ({@link seekFoe}: Heroic, Proud); then, with the
 *    doctrine's `rideDown` 1, a rider's (or driver's) shot or attack at a man on foot within a mounted move
 *    becomes riding him down ({@link rideDownWanted}, `ACT_RIDE_DOWN`, at `PHASE_MOVE`);
 * 1. no card spent aiming at a target he can shoot now ({@link aimWanted}): a deliberate shot;
 * 2. hold ({@link holdWanted}): `ACT_HOLD` instead of a card that would do nothing;
 * 3. the type of shot ({@link shotType}), for `ACT_FIRE` still at `SHOT_AUTO`; a shot in close
 *    combat (`brawlOpponent` >= 0) takes a 10 on Wanting to Shoot as "a Hasty Shot and ... a counter
 *    attack" (`counter` 1; REEL 4, WANTING TO SHOOT; RULINGS.md QR-188) rather than the perfect
 *    shot's reroll of a miss: two attacks for one (measured on a fixture of knife fighters charging
 *    gunmen, 40,000 trials, the gunmen's wins 36,660 -> 36,685);
 *    In close combat, a card's move away takes a 10 on the break-off test as "move and shoot at
 *    them" (`breakShot` 1) rather than a blow before moving ({@link breakShotWanted}; REEL 5,
 *    WANTING TO BREAK FROM A FIGHT; RULINGS.md QR-22);
 * 4. the defence if attacked in close combat before his next card ({@link defenceOf});
 * 5. respond ({@link respondWanted}): `respond` 1, a standing order, with a weapon ready;
 * 6. first aid ({@link settleFirstAid}): a healer with a comrade to treat ({@link patientOf})
 *    goes to him and gives first aid instead of the doctrine's action;
 * 7. persuasion ({@link settlePersuasion}): a Charismatic or Dominant character whose doctrine has
 *    `persuade` 1 charms or influences an enemy he may persuade now ({@link persuadeTarget})
 *    instead of the doctrine's action.
 * Falling back is asked by the doctrine (`fallBack`, the gunfighter's at the end of its move, with
 * its `fallBack` parameter): a man down to his last card falls back to cover ({@link settleFallBack};
 * off by default, measured: RULINGS.md QR-176).
 * Cut! is never ordered on an action (`cut` stays 0): the engine keeps a star's one Cut! for the
 * effects roll that would take his last card(s) (RULINGS.md QR-5, QR-75). The form of attack is
 * `closeCombat`'s ({@link blowOf}), asked by the engine at `PHASE_BRAWL` before each attack.
 */
export const QUICK_DRAW_HOOK: SystemHook = {
  id: 'quickdraw',
  ridingDouble: false,
  fireDrawing: false,
  rateWords: QD_RATE_WORDS,
  /** {@link QD_PACE_RATES}; wounds and mounts are the engine's (it moves the character at his own move). */
  pace(_obs: SkirmishObservation, pace: Pace): number {
    return QD_PACE_RATES[pace] as number;
  },
  /**
   * A half move (`QD_RATE_HALF`) for any faster pace where the faster move's path meets bad going
   * (his cell or a cell it enters within his move: `obs.badGoingCells`, as the engine scans a
   * move's planned path, terrain.ts `scanMove`) and a half move reaches `dest`: the path's cost,
   * each step into bad going a third dearer (QR-6), within half his move (`obs.moveAllowance`
   * half-spaces), so that one card takes him there. A careful step there rolls his own dice, a
   * faster move reduced ones, and a 1 is a fall (REEL 3, Movement in Bad Going; RULINGS.md
   * QR-221). Otherwise `pace`'s: in the open a full move on the chart is "moving quickly" (DV +1
   * when shot), and where a half move falls short the faster move keeps its ground. The path is
   * the map's cheapest with nobody in the way (agents' `measureWalk`); a driver's 50% is priced at
   * a rider's 25%.
   */
  paceWithin(obs: SkirmishObservation, pace: Pace, dest: number): number {
    const rate = QD_PACE_RATES[pace] as number;
    const own = obs.cell[obs.self] as number;
    if (rate <= QD_RATE_HALF || obs.badGoingCells.length === 0 || dest < 0 || dest === own) return rate;
    const walk = measureWalk(obs.map, obs.map.pathField(dest), own, 2 * obs.moveAllowance, obs.badGoingCells, QD_BAD_GOING_STEP);
    if (walk.slow === 0) return rate;
    return walk.arrives === 1 && walk.cost <= obs.moveAllowance ? QD_RATE_HALF : rate;
  },
  /** `rate` when given (a `QD_RATE_*` code, as the scenario set-up resolved it), else `pace`'s rate. */
  paceOr(_obs: SkirmishObservation, rate: number | undefined, pace: Pace): number {
    return rate === undefined || Number.isNaN(rate) ? (QD_PACE_RATES[pace] as number) : rate;
  },
  /** `rate` <= the pace's rate ({@link QD_PACE_RATES}: the codes are ordered by speed). */
  noFaster(rate: number, pace: Pace): boolean {
    return rate <= (QD_PACE_RATES[pace] as number);
  },
  /**
   * Nothing: Quick on the Draw has no quick shot to choose. "Hasty Shots – these are any shots made
   * whilst moving or drawing a firearm" (REEL 4, TYPES OF SHOOTING): a shot is hasty when he moved
   * or draws, which {@link shotType} and the engine decide; the order of fire is the cards'
   * (RULINGS.md QR-200).
   */
  quickShot(_out: SkirmishIntent): void {},
  /** `ACT_TAKE_AIM` at `target`: a card spent aiming; the next card's shot at him is aimed (`settle` may make it a shot now: {@link aimWanted}). */
  aim(out: SkirmishIntent, target: number): void {
    out.action = ACT_TAKE_AIM;
    out.target = target;
  },
  /** `ACT_FIRE` at `target`, one shot: thrown and hurled weapons are shot under Quick on the Draw (WEAPONS TABLE). */
  throwAt(out: SkirmishIntent, target: number): void {
    out.action = ACT_FIRE;
    out.target = target;
    out.shots = 1;
  },
  /** `ACT_ATTACK` at `target` (the engine moves him into contact); its form is asked at `PHASE_BRAWL` ({@link blowOf}). */
  engage(out: SkirmishIntent, target: number): void {
    out.action = ACT_ATTACK;
    out.target = target;
  },
  /**
   * His move (`obs.moveAllowance`, spaces) and the contact's `BRAWL_REACH`: an attack on a man not
   * in contact is a charge, "moving into close combat" on the card (REEL 5, WANTING TO MAKE AN
   * ATTACK; the engine's charge, RULINGS.md QR-168), struck at DV -1 ("Hit by a character charging
   * in", REEL 6). Straight-line: a way round that is longer stops the charge short of him, where
   * the move would have stopped (QR-220).
   */
  chargeReach(obs: SkirmishObservation): number {
    return obs.moveAllowance + BRAWL_REACH;
  },
  /** The form of attack of {@link blowOf} and the defence of {@link defenceOf}. */
  closeCombat(obs: SkirmishObservation, out: SkirmishIntent): void {
    out.blow = blowOf(obs);
    out.defence = defenceOf(obs);
  },
  /**
   * The brawler's round: as {@link closeCombat} ({@link blowOf}, {@link defenceOf}). No random
   * numbers: `strike` and `grapple` are BOOT HILL's mix of blows and mean nothing here.
   */
  closeCombatMixed(obs: SkirmishObservation, out: SkirmishIntent, _rng: AgentRng, _strike: number, _grapple: number): void {
    out.blow = blowOf(obs);
    out.defence = defenceOf(obs);
  },
  /** `HORSE_DISMOUNT`: get down where this move ends (a basic action, no test). */
  dismount(out: SkirmishIntent): void {
    out.horse = HORSE_DISMOUNT;
  },
  /** `HORSE_MOUNT`: walk to the own riderless horse (`obs.horseCell`) and get on it (a basic action, no test). */
  mount(out: SkirmishIntent): void {
    out.horse = HORSE_MOUNT;
  },
  /** Nothing: riding double and slinging are Northfield's (BOOT HILL) rules. */
  sling(_out: SkirmishIntent, _comrade: number): void {},
  /** Nothing: riding double and slinging are Northfield's (BOOT HILL) rules. */
  takeUp(_out: SkirmishIntent, _comrade: number): void {},
  /**
   * At least the weapon's effective range (`bands[4 * w + 1]`, RULINGS.md QR-2): within it a move
   * gains no roll and makes the shot hasty (target's DV +2, no Marksman's -2), so a gunfighter in
   * reach shoots from where he stands (QR-217), and a rifleman off his post too (QR-219).
   */
  closeBound(obs: SkirmishObservation, w: number, bound: number): number {
    const effective = obs.bands[4 * w + 1] as number;
    return effective > bound ? effective : bound;
  },
  /** {@link settleFallBack}: a man down to his last card (of two or more) falls back to cover. */
  fallBack(obs: SkirmishObservation, out: SkirmishIntent): void {
    if (obs.cards === 1 && obs.cardsMax >= 2) settleFallBack(obs, out);
  },
  /** The foe his personality seeks, no aim at a target in reach, hold, the type of shot, the defence, respond, first aid and persuasion, in that order (see {@link QUICK_DRAW_HOOK}); nothing at `PHASE_BRAWL`. */
  settle(obs: SkirmishObservation, out: SkirmishIntent, _rng: AgentRng): void {
    if (obs.phase === PHASE_BRAWL) return;
    if (obs.phase === PHASE_MOVE && out.moveTo >= 0 && actionFirst(out.action)) {
      out.moveTo = -1;
      out.rate = RATE_STILL;
    }
    // A policy is called only when its own first test can pass (that test made here too: a call
    // the optimizer does not inline costs more than the test, at every decision).
    if (obs.seeks !== 0) seekFoe(obs, out);
    if (obs.phase === PHASE_MOVE && (out.action === ACT_FIRE || out.action === ACT_ATTACK) && rideDownWanted(obs, out)) {
      out.action = ACT_RIDE_DOWN;
      out.moveTo = -1;
      out.rate = RATE_STILL;
      out.shots = 0;
      out.shot = SHOT_AUTO;
    }
    if (out.action === ACT_TAKE_AIM && !aimWanted(obs, out)) {
      out.action = ACT_FIRE;
      out.shots = 1;
    }
    if (obs.canHold === 1 && holdWanted(obs, out)) {
      out.action = ACT_HOLD;
      out.target = -1;
      out.shots = 0;
    }
    if (out.action === ACT_FIRE && out.shot === SHOT_AUTO) out.shot = shotType(obs, out);
    if (out.action === ACT_FIRE && obs.brawlOpponent >= 0) out.counter = 1;
    if (obs.phase === PHASE_MOVE && obs.brawlOpponent >= 0 && breakShotWanted(obs, out)) out.breakShot = 1;
    out.defence = defenceOf(obs);
    if (obs.responding === 0 && respondWanted(obs)) out.respond = 1;
    if (obs.healer === 1) settleFirstAid(obs, out);
    if (obs.persuader !== 0) settlePersuasion(obs, out);
  },
};

/** Spaces of path within which a wounded man falls back to cover: one move on foot (8 paces, REEL 3 WANTING TO MOVE, at one pace a space). */
export const FALL_BACK_REACH = 8;

/**
 * The cover cell a wounded man falls back to on this card, or -1. The text's own fall backs are
 * the charts' (REEL 6, TAKING A COURAGE TEST, 2-4 "Fall back and Take Cover! If in the open fall
 * back 1 move towards the nearest cover"; the movement, shooting and attack charts' 1s), played
 * by the engine; this one is the player's choice, made only when all of
 * - the doctrine's `fallBack` parameter is 1 (the gunfighter's; default 0: measured, it loses,
 *   Quick on the Draw's RULINGS.md QR-176);
 * - it is `PHASE_MOVE`, he is down to his last card (`cards` 1) of two or more (`cardsMax`: a
 *   Minor character's one card is no wound), not broken, not asked to respond, on foot (not
 *   riding, not driving) and not in close combat (leaving a fight is a break off, the doctrine's
 *   move);
 * - the doctrine plans a shot or nothing on this card (`ACT_FIRE`, `ACT_NONE`: a reload, a task or
 *   an attack keeps the card);
 * - the most dangerous enemy he sees ({@link mostDangerousEnemy}) does not find him in hard or
 *   corner cover ({@link coveredFrom}), and a free cover cell from that enemy is within
 *   {@link FALL_BACK_REACH} spaces of path ({@link nearestCoverCell}).
 */
export function fallBackCell(obs: SkirmishObservation, out: SkirmishIntent): number {
  if (obs.phase !== PHASE_MOVE || obs.cards !== 1 || obs.cardsMax < 2 || obs.broken === 1 || obs.responding === 1) return -1;
  if (obs.mounted === 1 || obs.drives === 1 || obs.brawlOpponent >= 0) return -1;
  if (out.action !== ACT_FIRE && out.action !== ACT_NONE) return -1;
  // The doctrine's parameter after the cheap tests: a look-up by name in a record of another shape per doctrine (as `fan`).
  if (obs.params['fallBack'] !== 1) return -1;
  const threat = mostDangerousEnemy(obs);
  if (threat < 0) return -1;
  const threatCell = obs.cell[threat] as number;
  const own = obs.cell[obs.self] as number;
  if (coveredFrom(obs.map, threatCell, own)) return -1;
  const c = nearestCoverCell(obs, threatCell, HALF_SPACES * FALL_BACK_REACH);
  return c === own ? -1 : c;
}

/**
 * The wounded man's fall back ({@link fallBackCell}) instead of the doctrine's move, when there is
 * one: an evasive move (`QD_RATE_EVASIVE`: shots at him DV +2 until his next card) to the cover
 * cell, facing the enemy; the doctrine's shot stays, now a move and shoot (one test, the shot
 * hasty: {@link shotType}). Measured against a full move and against dropping the shot: the same
 * within noise (QR-176).
 */
export function settleFallBack(obs: SkirmishObservation, out: SkirmishIntent): void {
  const c = fallBackCell(obs, out);
  if (c < 0) return;
  out.moveTo = c;
  out.rate = QD_RATE_EVASIVE;
  // The enemy he falls back from (fallBackCell's; asked again only on this rare card).
  out.face = obs.map.facing(c, obs.cell[mostDangerousEnemy(obs)] as number);
}

/**
 * Spaces within which a rider (or driver) rides a man down: one mounted move (16 paces, REEL 3
 * WANTING TO MOVE, at one pace a space), a motorised vehicle's too; a cart, wagon or coach moves
 * 8 to 12 and may fall short (its card is then a drive toward him).
 */
export const RIDE_DOWN_REACH = 16;

/**
 * Whether a rider (or a driver) rides (drives) down the doctrine's target instead of its shot or
 * attack at him (REEL 5, FIGHTING FROM A MOUNT OR MOVING VEHICLE: "Mounts/Moving vehicles can
 * attempt to run down one or more characters"; Quick on the Draw's RULINGS.md QR-158), asked at
 * `PHASE_MOVE` as `ACT_RIDE_DOWN` (the engine moves him at the man with his full move): true when
 * all of
 * - the doctrine's `rideDown` parameter is 1 (default 0: no bundled scenario's riders or drivers
 *   change);
 * - he rides a horse (`riding`) or drives a vehicle (`drives`; a passenger does not), is not in
 *   close combat nor broken, and is not getting down or out on this move;
 * - the target is an enemy he may target, not riding, beyond contact (1.5 spaces) and within
 *   {@link RIDE_DOWN_REACH} spaces (on a map of 12-foot squares, 2 paces a square, the engine's
 *   ride may fall short: the card is then a ride toward him).
 * The engine checks the rest (a man on foot, not in a vehicle: else it plays an attack).
 */
export function rideDownWanted(obs: SkirmishObservation, out: SkirmishIntent): boolean {
  const t = out.target;
  if ((obs.riding[obs.self] !== 1 && obs.drives !== 1) || obs.brawlOpponent >= 0 || obs.broken === 1 || out.horse === HORSE_DISMOUNT) return false;
  if (!isTargetable(obs, t) || obs.riding[t] === 1) return false;
  const d = obs.distance[t] as number;
  // The doctrine's parameter last: a look-up by name in a record of another shape per doctrine (as `fan`).
  return d > CONTACT_SPACES && d <= RIDE_DOWN_REACH && obs.params['rideDown'] === 1;
}

/**
 * The enemy a Charismatic or Dominant character persuades now (REEL 2, PERSONALITY; RULINGS.md
 * QR-159, QR-160), or -1: none unless his doctrine's `persuade` parameter is 1 (default 0: the
 * bundled scenarios never persuade), he is a persuader (`persuader` not 0), not broken, not asked
 * to respond (a response is a shot or an attack only); then the nearest enemy the engine marks
 * `persuadable` (in reach, located, not repelled by him, under nobody's sway), the first of equals.
 */
export function persuadeTarget(obs: SkirmishObservation): number {
  if (obs.persuader === 0 || obs.broken === 1 || obs.responding === 1 || obs.params['persuade'] !== 1) return -1;
  let best = -1;
  for (let k = 0; k < obs.enemies.length; k++) {
    const j = obs.enemies[k] as number;
    if (obs.persuadable[j] !== 1) continue;
    if (best < 0 || (obs.distance[j] as number) < (obs.distance[best] as number)) best = j;
  }
  return best;
}

/** The nearest enemy he may target who is not under his own sway (`persuadable` 2), for a shot (`shot`) within the extreme range of the weapon in hand; -1 none. */
function nearestNotSwayed(obs: SkirmishObservation, shot: boolean): number {
  const w = obs.weaponInHand;
  const reach = shot ? (w >= 0 && w < obs.weaponCount ? (obs.extremeRange[w] as number) : 0) : Infinity;
  let best = -1;
  for (let k = 0; k < obs.enemies.length; k++) {
    const j = obs.enemies[k] as number;
    if (obs.persuadable[j] === 2 || (obs.distance[j] as number) > reach || !isTargetable(obs, j)) continue;
    if (best < 0 || (obs.distance[j] as number) < (obs.distance[best] as number)) best = j;
  }
  return best;
}

/**
 * Persuasion instead of the doctrine's action when {@link persuadeTarget} names an enemy: no move
 * at `PHASE_MOVE` (the card is the action: he is in reach already), `ACT_PERSUADE` at him; no shot,
 * no Cut!. The engine checks the reach again and rolls the chart. Otherwise (with `persuade` 1) a
 * shot or an attack the doctrine aims at a man under his own sway (`persuadable` 2: a hit would
 * free him) is turned on the nearest other enemy he may target ({@link isTargetable}; for a shot,
 * within the extreme range of the weapon in hand), if there is one: the man standing down is left
 * to the last.
 */
export function settlePersuasion(obs: SkirmishObservation, out: SkirmishIntent): void {
  const t = persuadeTarget(obs);
  if (t < 0) {
    const d = out.target;
    if ((out.action === ACT_FIRE || out.action === ACT_ATTACK) && d >= 0 && obs.persuadable[d] === 2 && obs.params['persuade'] === 1) {
      const other = nearestNotSwayed(obs, out.action === ACT_FIRE);
      if (other >= 0) out.target = other;
    }
    return;
  }
  if (obs.phase === PHASE_MOVE) {
    out.moveTo = -1;
    out.rate = RATE_STILL;
  }
  out.action = ACT_PERSUADE;
  out.target = t;
  out.shots = 0;
  out.shot = SHOT_AUTO;
  out.cut = 0;
}

/**
 * The foe a Heroic or Proud character goes for (REEL 2, PERSONALITY; RULINGS.md QR-85): Heroic,
 * "Always seeks to attack or fight the biggest, nastiest foe": a shot or an attack is turned on the
 * most dangerous enemy he sees (for a shot, only if that enemy is within his weapon's reach);
 * Proud, "Always attempts to engage the enemy leader in combat, ignoring others less worthy of
 * their attentions": an attack is turned on the nearest enemy leader he sees. Other intents, and
 * other characters (`seeks` 0), are left as they are.
 */
export function seekFoe(obs: SkirmishObservation, out: SkirmishIntent): void {
  if (obs.seeks === SEEKS_LEADER && out.action === ACT_ATTACK) {
    const l = nearestEnemyLeader(obs);
    if (l >= 0) out.target = l;
  } else if (obs.seeks === SEEKS_NASTIEST && (out.action === ACT_ATTACK || out.action === ACT_FIRE)) {
    const t = mostDangerousEnemy(obs);
    if (t < 0) return;
    if (out.action === ACT_FIRE) {
      const w = obs.weaponInHand;
      if (w < 0 || (obs.distance[t] as number) > (obs.extremeRange[w] as number)) return;
    }
    out.target = t;
  }
}

/** Spaces within which a healer goes to a wounded comrade: one move on foot (8 paces, REEL 3 WANTING TO MOVE, at one pace a space). */
export const HEAL_REACH = 8;
/** An enemy seen up within this many spaces threatens a healer closely: he fights instead of giving first aid (6 paces: fanning's range, the closest shooting the text names). */
export const HEAL_SAFE = 6;
/** Contact, spaces (one space: the engine's `CONTACT`). */
const CONTACT_SPACES = 1.5;

/**
 * The comrade a healer gives first aid to now (REEL 2, Healer/Saw Bones; REEL 6, "Trying to
 * heal"), or -1. None unless he has the Healer skill (`healer` 1), is not broken, not asked to
 * respond, not in close combat, and no enemy he sees up is within {@link HEAL_SAFE} spaces; then
 * the nearest comrade within {@link HEAL_REACH} spaces with cards to restore (`treatable` > 0)
 * who has fallen (unconscious: first aid brings a casualty back into the action), else the
 * nearest one up and wounded.
 */
export function patientOf(obs: SkirmishObservation): number {
  if (obs.healer !== 1 || obs.broken === 1 || obs.responding === 1 || obs.brawlOpponent >= 0) return -1;
  const me = obs.self;
  for (let k = 0; k < obs.enemies.length; k++) {
    const j = obs.enemies[k] as number;
    if ((obs.distance[j] as number) <= HEAL_SAFE && isTargetable(obs, j)) return -1;
  }
  let fallen = -1;
  let wounded = -1;
  for (let j = 0; j < obs.count; j++) {
    if (j === me || obs.side[j] !== obs.side[me] || (obs.treatable[j] as number) <= 0) continue;
    const d = obs.distance[j] as number;
    if (d > HEAL_REACH) continue;
    if (obs.status[j] === STATUS_UNCONSCIOUS) {
      if (fallen < 0 || d < (obs.distance[fallen] as number)) fallen = j;
    } else if (wounded < 0 || d < (obs.distance[wounded] as number)) wounded = j;
  }
  return fallen >= 0 ? fallen : wounded;
}

/**
 * First aid instead of the doctrine's action when {@link patientOf} names a comrade: at
 * `PHASE_MOVE`, out of contact, a full move to his cell (`moveTo`; the engine stops beside him)
 * with `ACT_HEAL` planned; in contact, no move. At `PHASE_FIRE`, `ACT_HEAL` at him when in contact
 * (else the doctrine's action stands). No shot, no Cut!.
 */
export function settleFirstAid(obs: SkirmishObservation, out: SkirmishIntent): void {
  const p = patientOf(obs);
  if (p < 0) return;
  const contact = (obs.distance[p] as number) <= CONTACT_SPACES;
  if (obs.phase === PHASE_MOVE) {
    out.moveTo = contact ? -1 : (obs.cell[p] as number);
    out.rate = contact ? RATE_STILL : QD_RATE_FULL;
  } else if (!contact) return;
  out.action = ACT_HEAL;
  out.target = p;
  out.shots = 0;
  out.shot = SHOT_AUTO;
  out.cut = 0;
}

/**
 * True for an action that goes before a move when the doctrine plans both on one card: a card is a
 * move or an action (REEL 3: "they must state if they wish to move or make an action"; RULINGS.md
 * QR-130), and a move goes with a shot (move and shoot) or an attack (its charge) but not with a
 * reload, a task or a surrender. These three are kept (an empty gun is reloaded before he walks
 * on); the others are played after a move only on a 10.
 */
function actionFirst(action: number): boolean {
  return action === ACT_RELOAD || action === ACT_TASK || action === ACT_SURRENDER;
}

/** He moves on this card: at `PHASE_MOVE` the doctrine plans a move (`moveTo` >= 0 at a rate); later, `movedThisCard` 1. */
function movedNow(obs: SkirmishObservation, out: SkirmishIntent): boolean {
  return obs.phase === PHASE_MOVE ? out.moveTo >= 0 && out.rate !== RATE_STILL : obs.movedThisCard === 1;
}

/** Weapon `w` is carried. */
function has(obs: SkirmishObservation, w: number): boolean {
  return w >= 0 && w < obs.weaponCount;
}

/** Weapon `w` can be shot now: a loaded firearm, or a thrown weapon. */
function ready(obs: SkirmishObservation, w: number): boolean {
  return has(obs, w) && ((obs.firearm[w] === 1 && (obs.loaded[w] as number) > 0) || obs.thrown[w] === 1);
}

/**
 * Armed, as the respond policy means it: the weapon in hand can be shot now ({@link ready}), or a
 * loaded firearm is carried to draw (REEL 4, SHOOTOUTS: responding to an opponent drawing is to
 * draw and shoot).
 */
function armed(obs: SkirmishObservation): boolean {
  if (ready(obs, obs.weaponInHand)) return true;
  for (let w = 0; w < obs.weaponCount; w++) if (obs.firearm[w] === 1 && (obs.loaded[w] as number) > 0) return true;
  return false;
}

/**
 * The form of attack on `obs.brawlOpponent` (REEL 5, FORMS OF ATTACK; asked by the engine at
 * `PHASE_BRAWL` before each attack the character makes):
 * - a star (`star` 1: his attack dice are 2D10 take the best, a hit on 5+ 84% of the time): a
 *   Mighty Blow (`BLOW_MIGHTY`: the enemy's DV -1 if it hits; a miss, 15%, leaves him On the Back
 *   Foot). Measured (a brawl of two Main Characters, 20,000 trials): +9.5 standard errors of
 *   wins over the standard attack; an All Out Attack -8.3 (its reroll adds little to 2D10 best,
 *   its DV -1 stays until his next card);
 * - any other (1D10): an All Out Attack (`BLOW_ALL_OUT`: a failed attempt rerolled, 60% to hit
 *   becomes 78%; his DV -1 until his next card, defenceless if he misses twice). Measured: +3.3
 *   standard errors (two Supporting Characters, 100,000 trials), -1.0 (two Minor characters,
 *   within noise); the saloon brawl's drovers 6.6% -> 7.5% of wins (its townsmen 92.0% and
 *   91.9%, no change).
 * Rash characters and Fanatics make an All Out Attack in the first round whatever is asked, and
 * a second Mighty Blow or All Out Attack in a phase is a standard attack (the engine's rules).
 * Allowing an All Out Attack only against an opponent on his last card or with no card to come
 * this phase (the brief's "already hurt or cannot fight back") measured no better than the
 * standard attack for stars (-1.3 standard errors) nor for the others (+0.5).
 */
export function blowOf(obs: SkirmishObservation): number {
  return obs.star === 1 ? BLOW_MIGHTY : BLOW_ALL_OUT;
}

/**
 * On a 10 of the break-off test, "Caught them Out! Successfully break off from the fight. May also
 * attack the enemy before moving or move and shoot at them" (REEL 5, WANTING TO BREAK FROM A
 * FIGHT): move and shoot (`breakShot` 1) when he moves away from the man he fights
 * (`brawlOpponent`, a move planned at `PHASE_MOVE`) with a loaded firearm as the weapon he would
 * shoot (`weaponInHand`: drawn, or the one he would draw), else the blow before moving. The shot
 * after the move is hasty (DV +2: "If moved any shots are rated as Hasty", REEL 4, WANTING TO
 * SHOOT) but a gun's hit is lethal, where his blow with a gun in his hand is with the gun clubbed
 * ("Fists etc covers ... clubbed handguns", REEL 2, COMBAT WEAPONS); a knife, a thrown weapon or a
 * fighting weapon in hand keeps the blow (RULINGS.md QR-22).
 */
export function breakShotWanted(obs: SkirmishObservation, out: SkirmishIntent): boolean {
  const w = obs.weaponInHand;
  return out.moveTo >= 0 && out.rate !== RATE_STILL && has(obs, w) && obs.firearm[w] === 1 && (obs.loaded[w] as number) > 0;
}

/**
 * The defence if attacked in close combat before his next card (REEL 5, FORMS OF ATTACK: "a
 * defender with a turn remaining can choose to respond ... Evade – turn and evade away from their
 * opponent"): with 2 cards or more in play (`cards`), evade (`DEFEND_EVADE`; the engine plays it
 * only with a card to come, which he forfeits, and only on a successful response test); with one,
 * the basic defence (`DEFEND_BASIC`): his one card of the phase is kept to fight with. Measured
 * against the basic defence (20,000 trials each): two brawling Main Characters +4.0 standard
 * errors of wins, Supporting +5.2; a gunman attacked by a brawler +2.7 (Main) and +5.8
 * (Supporting) points of wins; the saloon brawl's townsmen 89.8% -> 92.0%. A one-card man evading gains a little alone against one
 * fist-fighter (+3.7 standard errors, 40,000 trials) but loses in a crowd (the saloon brawl's
 * drovers, all Minor characters, 7.6% -> 6.5%). A block (DV +2) measured -12 standard errors (it
 * costs a card to save a fraction of one) and a hasty shot in defence -8.1 and -1.2 points for
 * the gunman (the attacker who still hits finds him defenceless).
 */
export function defenceOf(obs: SkirmishObservation): number {
  return obs.cards >= 2 ? DEFEND_EVADE : DEFEND_BASIC;
}

/**
 * Whether to keep a doctrine's card spent aiming (`ACT_TAKE_AIM`, REEL 4, TYPES OF SHOOTING:
 * "Aimed Shots – the shooter must not have moved, and spent one turn aiming at a target before
 * shooting"): only when the target cannot be shot now (not targetable, or beyond the weapon's
 * extreme range, 2x its effective range); otherwise `settle` makes it a deliberate shot now. An
 * aimed shot lowers the target's DV by 1 for a whole card: two deliberate shots do more. Measured:
 * two riflemen 45 paces apart (a long shot), shooting at once +6.3 standard errors of wins over
 * aiming first (20,000 trials).
 */
export function aimWanted(obs: SkirmishObservation, out: SkirmishIntent): boolean {
  const t = out.target;
  const w = obs.weaponInHand;
  return !(ready(obs, w) && isTargetable(obs, t) && (obs.distance[t] as number) <= (obs.extremeRange[w] as number));
}

/**
 * Hold (REEL 3, RESPONDING TO AN OPPORTUNITY WHILE HOLDING: "they may hold in anticipation of an
 * enemy moving into their range"): true when all of
 * - he may hold (`canHold` 1: Hero, Main or Supporting character, not yet held this phase), is
 *   not asked to respond now (`responding` 0) and is not broken;
 * - he does not move on this card ({@link movedNow}): holding is instead of moving or acting;
 * - the weapon in hand can be shot ({@link ready}): he holds to shoot when the chance comes;
 * - the card would otherwise do nothing: the doctrine asked nothing (`ACT_NONE`), a reload of a
 *   weapon still loaded (the engine reloads only an empty or jammed one: the card is lost), or a
 *   shot at a target he cannot shoot (not targetable, or beyond the extreme range of the weapon in
 *   hand, 2x its effective range);
 * - an enemy is still up, seen or not, at any range: the engine lets a holder respond to an enemy
 *   who moves or acts in his sight and within his reach, so one walking toward him, or coming round
 *   a corner, is shot as he comes in ("they may hold in anticipation of an enemy moving into their
 *   range", the rule's own example; RULINGS.md QR-77, amended 2026-12-01: it had asked for an enemy
 *   in sight, and nobody held for one coming into it).
 * Measured, and not done: holding instead of a long shot on reduced dice (beyond the effective
 * range) loses: -2.9 standard errors of wins in the SHOOTOUTS duel at 15 paces, -3 points for the
 * street fight's Law (20,000 trials); the first opportunity is rarely better than the shot now,
 * and a hold with none before his next card is a card lost. Holding instead of walking into range
 * beats walking in (+9 standard errors), but standing to shoot beats both (the gunfighter with
 * `band: extreme`, as the SHOOTOUTS duel plays it: RULINGS.md QR-76). Holding where the card
 * would do nothing measured neutral (street fight, Ben Thompson's ambush, the duel: within 1
 * standard error): it costs nothing.
 */
export function holdWanted(obs: SkirmishObservation, out: SkirmishIntent): boolean {
  if (obs.canHold !== 1 || obs.responding === 1 || obs.broken === 1) return false;
  if (movedNow(obs, out)) return false;
  const w = obs.weaponInHand;
  if (!ready(obs, w)) return false;
  if (out.action === ACT_FIRE) {
    const t = out.target;
    if (isTargetable(obs, t) && (obs.distance[t] as number) <= (obs.extremeRange[w] as number)) return false;
  } else if (out.action === ACT_RELOAD) {
    if ((obs.loaded[w] as number) === 0) return false;
  } else if (out.action !== ACT_NONE) return false;
  const { enemies, up } = obs;
  for (let k = 0; k < enemies.length; k++) if ((up[enemies[k] as number] as number) === 1) return true;
  return false;
}

/**
 * The type of shot asked for `ACT_FIRE` left at `SHOT_AUTO` by the doctrine (REEL 4, TYPES OF
 * SHOOTING), the first that applies:
 * 1. moved on this card (`movedThisCard` 1; at `PHASE_MOVE`, a move planned) on foot: `SHOT_HASTY`
 *    (a rider's shot is not made hasty by his mount's move: REEL 4, SHOOTING FROM A MOUNT OR
 *    VEHICLE; the engine makes it hasty after more than one move);
 * 2. the last card spent aiming at this target (`aimingAt === target`): `SHOT_AIMED`;
 * 3. the doctrine's `fan` parameter 1 (a single action revolver: the observation does not say),
 *    a firearm that is not a long arm, loaded, the target within {@link FAN_RANGE} paces:
 *    `SHOT_FANNING` (fanning "automatically empties the revolver", REEL 4; the engine shows a
 *    revolver "loaded", 1, until a 1 empties it, its rounds not counted: an audit, 2026-12-01, found
 *    the hook asking for 3 rounds, which no revolver ever showed, so `fan` did nothing);
 * 4. else `SHOT_DELIBERATE`.
 * The gunfighter's `hipshoot` asks nothing here (`hook.quickShot` writes nothing: QR-200).
 * Drawing is the engine's: a shot with the weapon holstered
 * (`drawn` 0) is resolved with the draw chart (hasty unless the Quick Draw trait).
 *
 * Snap shots are never asked. For a star they are worse than deliberate ones (2D10 both scoring
 * at DV +1 against 2D10 best at DV 0: -29 standard errors of wins in the SHOOTOUTS duel at 15
 * paces, 20,000 trials). For the others (2D10 best against 1D10) they win a duel in the open
 * (+10.5 standard errors at 15 paces) but lose the scenarios, where targets sit in cover and the
 * second die throws more 1s (a revolver or repeater must then be reloaded): street fight, Law with
 * them 79.1% -> 75.9% of wins; Ben Thompson's ambush 61.2% -> 55.5%.
 */
export function shotType(obs: SkirmishObservation, out: SkirmishIntent): number {
  if (movedNow(obs, out) && obs.mounted === 0) return SHOT_HASTY;
  const t = out.target;
  if (t >= 0 && obs.aimingAt === t) return SHOT_AIMED;
  const w = obs.weaponInHand;
  // The doctrine's parameter last: a look-up by name in a record of another shape per doctrine
  // (megamorphic), made only for a target within fanning's range (the conditions read nothing else).
  if (
    t >= 0 &&
    (obs.distance[t] as number) <= FAN_RANGE &&
    has(obs, w) &&
    obs.firearm[w] === 1 &&
    obs.longArm[w] === 0 &&
    (obs.loaded[w] as number) > 0 &&
    obs.params['fan'] === 1
  ) {
    return SHOT_FANNING;
  }
  return SHOT_DELIBERATE;
}

/**
 * Respond (REEL 3, WANTING TO RESPOND; REEL 4, SHOOTOUTS: "A character who is holding or
 * responding to an opponent drawing his weapon, if he has cards remaining, can choose to respond"):
 * the order to forfeit his next card to respond to an enemy drawing, on him or on another man in
 * his sight and reach (Quick on the Draw's RULINGS.md QR-248), when he is not already
 * responding, not broken, and is {@link armed}. A standing order (Quick on the Draw's RULINGS.md
 * QR-120): the engine keeps the order of his last decision (at the trial's start, then on each
 * card) until he gives another, across phases, and lets him respond only while he has a card to
 * come (`cardsToCome`, which it checks itself), so the order does not ask for one: given on his
 * last card of a phase, it holds for the next phase, before his own first card of it. (A doctrine
 * that never fights, the noncombatant, is never settled: `agentFor` does not call `settle` for
 * it.) Measured (before the order stood, when it lapsed with his last card of each phase): never
 * responding to an opponent drawing made no difference to a duelist without Quick Draw (+1.6
 * standard errors, within noise) and cost one with it his first shot (Quick Draw's edge at 15
 * paces fell from 7.4 to 5.4 standard errors).
 */
export function respondWanted(obs: SkirmishObservation): boolean {
  return obs.responding === 0 && obs.broken === 0 && armed(obs);
}
