/**
 * The state of a Quick on the Draw skirmish: core's neutral columns ({@link SimWorld}) and the
 * system's own, one typed array per fact, allocated once per engine and reset each trial
 * ({@link resetQdWorld}). The phase functions (cards.ts, rolls.ts, movement.ts, walk.ts, shooting.ts,
 * fighting.ts, effects.ts) read and write these columns; nothing here draws a die.
 *
 * Cards (REEL 1, FILMING THE ACTION; REEL 2, CHARACTER TYPE): `cardsMax` by type, less the cards
 * lost for good to lethal hits (`lethal`) and those knocked out by blunt hits until he comes
 * round (`ko`); the pack of a phase holds the cards left (`cardsMax - lethal - ko`) and the two
 * jokers. `toCome` counts his cards still to be turned this phase; `void` those of them already
 * taken away (a hit, a Cut!, a response) that are skipped when turned (RULINGS.md QR-3), and
 * `voidHit` those of them a hit took (first aid gives back only these: QR-117).
 */
import type { Stream } from '@deadeye/rng';
import {
  cellXY,
  exitCells,
  taskPlaces,
  compileMap,
  resetSimWorld,
  setStatus,
  SimWorld,
  STATUS_UP,
  touchArms,
  Victory,
  emptyIntent,
  newObservation,
  SEEKS_LEADER,
  SEEKS_NASTIEST,
  PERSUADER_CHARM,
  PERSUADER_INFLUENCE,
  offsetIndex,
  type GameMap,
  type SkirmishAgent,
  type SkirmishIntent,
  type SkirmishObservation,
  ObserverMemory,
  resetObserverMemory,
  restoreSides,
  Detour,
} from '@deadeye/core';
import { CoverPlaces } from './cover-places.ts';
import { linearObstacles, plainSteps } from './obstacles.ts';
import { bothBarrels, fullLoad, QD_TERRAIN_COSTS, TRAIT, type QdSetup } from './setup.ts';
import type { QdSpecialRule } from './special-rule.ts';

/** `QdWorld.located`: not located after a locating roll of 1 ("Confused"), and no test of him on the observer's next card. */

/** Courage tests a shot can hold back at once (QR-203): one a hit; a blast or a fanning has a few. */
export const COURAGE_QUEUE = 64;
export const LOCATE_CONFUSED = 2;

/** The red and black jokers in the pack (card owners are character indices >= 0). */
export const RED_JOKER = -1;
export const BLACK_JOKER = -2;

/**
 * A beast's mood (REEL 7, the beast's reaction chart), column `mood`: calm (a herbivore not
 * provoked: it does nothing on its card), hunting (attacks the one who provoked it, else the
 * nearest enemy it sees), backing off (will not attack until it recovers), fleeing, enraged
 * (all-out attacks). RULINGS.md QR-47, QR-49, QR-50.
 */
export const MOOD_CALM = 0;
export const MOOD_HUNT = 1;
export const MOOD_BACK = 2;
export const MOOD_FLEE = 3;
export const MOOD_ENRAGED = 4;

/**
 * The world of one engine: `setup`'s characters on its map. Columns are public for the phase
 * functions; write `cell` and `status` only through core's `placeAt` and `setStatus` (or
 * {@link takeOut}). The columns the constructor sets are `declare`d, as core's `SimWorld`'s
 * (why: its comment); `stream` and `acc`, set by the engine, are plain fields.
 */
export class QdWorld extends SimWorld {
  declare readonly setup: QdSetup;
  declare readonly map: GameMap;
  declare readonly victory: Victory;
  declare readonly agents: readonly SkirmishAgent[];
  /** The trial's stream (set each trial by the engine). */
  stream!: Stream;
  /** The accumulator being filled, and where the system's own section starts in it. */
  acc!: Float64Array;
  qAt = 0;
  /** One log line per event during a replay, else null. */
  log: string[] | null = null;
  /**
   * During a replay (`log` set), every die of the last roll of action dice (rolls.ts `rollRead`),
   * so that the log shows each die and not only the one read: the values, how many, and how they
   * were read (`READ_BEST` or `READ_WORST`). Not written otherwise.
   */
  readonly diceShown = new Int8Array(16);
  diceShownCount = 0;
  diceShownRead = 0;
  /** 1 if a die of the last roll of action dice (rolls.ts `rollRead`) showed a 1, discarded or not (RULINGS.md QR-8). */
  rolledOne = 0;
  /** The lowest die of the last roll of action dice (rolls.ts `rollRead`), discarded or not: a flintlock's misfire under `+flint-any-die` (RULINGS.md QR-8). */
  rolledLow = 0;

  // --- Cards.
  declare readonly cardsMax: Int8Array;
  declare readonly lethal: Int8Array;
  declare readonly ko: Int8Array;
  declare readonly toCome: Int8Array;
  declare readonly void: Int8Array;
  /**
   * Of `void`, the cards a hit took (`takeCards`): the ones first aid can give back (RULINGS.md
   * QR-60, QR-117). A forfeited card turned is counted against the others (a response's or a Cut!'s
   * "next card") first: `playTurn` keeps it at most `void`.
   */
  declare readonly voidHit: Int8Array;
  /**
   * Of `void`, the cards surprise took (phase 1 only, RULINGS.md QR-14) still to be turned: while
   * any are, he is still caught out and does not answer an opponent drawing (QR-204).
   */
  declare readonly surpriseLeft: Int8Array;
  /** The pack of the phase: owners (character index, or a joker) in turning order, `packLen` of them. */
  declare readonly pack: Int32Array;
  packLen = 0;
  /** 1: the next card turned follows the red joker, 2: the black one (0 none). */
  joker = 0;
  /** The joker that applies to the card being played (0, 1 red, 2 black), read by the first test of the card; 3 (rolls.ts `JOKER_RED_PASSES`): the red one spent under `+red-joker-easy`, later tests pass (QR-7). */
  declare readonly jokerOn: Int8Array;
  /** The character whose card being played carries the Road Agent's Spin as its red joker (RULINGS.md QR-15), or -1: the replay names the spin, not a red joker. */
  spunCard = -1;

  // --- Holding, Cut!, luck.
  declare readonly holding: Uint8Array;
  declare readonly heldThisPhase: Uint8Array;
  /**
   * The red joker of the card he holds on, kept for the response from that hold (RULINGS.md
   * QR-320): 1 (unspent: the response test is a 10), 3 (rolls.ts `JOKER_RED_PASSES`, under
   * `+red-joker-easy` once spent on a test before the hold: the response test passes), 0 none. Set
   * by each hold declared, read and cleared by rolls.ts `holdJokerOn`.
   */
  declare readonly holdJoker: Int8Array;
  declare readonly cutLeft: Uint8Array;
  declare readonly luckLeft: Int8Array;

  // --- Stance until his next card.
  declare readonly drawn: Uint8Array;
  /**
   * The card ({@link cardNow}) on which he last drew his weapon (-1: none this trial): a shot with
   * it later on that card is drawn and fired "in the same turn", a hasty shot (REEL 4, QUICK DRAW;
   * RULINGS.md QR-354).
   */
  declare readonly drawnCard: Int32Array;
  /**
   * The card on which he drew and may not shoot "this turn" (-1: none): "Slow on the Draw! You
   * draw but do not shoot this turn" (REEL 4, SHOOTOUTS), or a weapon that "Cannot be drawn and
   * fired in the same turn" (WEAPONS TABLE; RULINGS.md QR-105, QR-354).
   */
  declare readonly drawnNoShot: Int32Array;
  declare readonly dropped: Uint8Array;
  declare readonly prone: Uint8Array;
  declare readonly evading: Uint8Array;
  declare readonly movingQuickly: Uint8Array;
  declare readonly movedThisCard: Uint8Array;
  /** Moves made this phase (a second or later move uses reduced dice: REEL 3). */
  declare readonly movesThisPhase: Int8Array;
  declare readonly aimingAt: Int32Array;
  /** 1 while the card being played set `aimingAt` (an aim holds for the next card's shot only: RULINGS.md QR-132). */
  declare readonly aimedCard: Uint8Array;
  declare readonly allOutDv: Uint8Array;
  /**
   * {@link BLOCKING} from a block in response to an attack until his next card (DV +2, no counter
   * attack), then {@link BLOCK_HASTY} until the card after (his attacks are hasty): REEL 5, FORMS OF
   * ATTACK; RULINGS.md QR-115.
   */
  declare readonly blocking: Uint8Array;
  declare readonly backFoot: Uint8Array;
  /**
   * 1: pushed back in this close combat, read only under `+inside-defences` (RULINGS.md QR-177):
   * he fell back 2 paces on a courage test (COURAGE TEST, 2-4 "If in close combat, fall back 2
   * paces"; effects.ts `courageTest`), as long as his On the Back Foot lasts (`resetStance`).
   */
  declare readonly pushedBack: Uint8Array;
  /**
   * Defenceless until his next card: 0 no, {@link DEFENCELESS}, {@link SURPRISED} (until he acts:
   * his next card or the first thing he does before it, {@link endSurprise}), or {@link PANICKED} (the break-off's
   * "Panic! ... retreat ½ a move with back to the enemy and unable to fight back": defenceless, and
   * no Deadly Riposte or fight back, no shot back, no answer to a draw, no response from a hold;
   * RULINGS.md QR-162, QR-262; under `+panic-keeps-defence` not defenceless, effects.ts `isDefenceless`).
   */
  declare readonly defenceless: Uint8Array;
  /**
   * Ducked down until his next card: 0 no, {@link DUCK_DOWN} (courage 2-4 in cover, reacting 2-4 in
   * cover, losing his nerve to shoot: he still defends himself), {@link DUCK_HELPLESS} (courage 1 in
   * cover or in a vehicle: "will not even defend self if attacked in close combat", REEL 3;
   * RULINGS.md QR-113).
   */
  declare readonly ducked: Uint8Array;
  /** 1: a Bloodthirsty character whose opponent fell: he must pass an action test to stop taking trophies (RULINGS.md QR-82). */
  declare readonly trophy: Uint8Array;
  declare readonly broken: Uint8Array;
  declare readonly kod: Uint8Array;
  declare readonly mightyUsed: Uint8Array;
  declare readonly allOutUsed: Uint8Array;
  /** Opponent in close combat, or -1. */
  declare readonly engaged: Int32Array;
  /**
   * Per pair of opponents (`i * n + j`): 1 once `i`, with the shorter reach, has scored a hit on
   * `j`: `j`'s longer reach gives him no edge against `i` while the two stay in contact (REEL 2,
   * COMBAT WEAPONS; RULINGS.md QR-114). Cleared by `resetStance` for the pairs no longer in contact.
   */
  declare readonly reachWon: Uint8Array;
  /** Per character, the 1s of `reachWon` in his row and column (a pair counted once per 1): `resetStance` looks at his pairs only when he has any. Kept by {@link setReachWon}. */
  declare readonly reachPairs: Int32Array;
  /** Per weapon slot (`i * maxW + w`): 1 while the weapon is jammed (rounds loaded are core's `loaded`: barrels for after-use weapons, else 1 until a 1 empties it). */
  declare readonly jammed: Uint8Array;
  /** Per weapon slot: 1 after an attempt to clear its jam failed with a 1 ("make any further attempt with reduced action dice": RULINGS.md QR-106). */
  declare readonly unjamFailed: Uint8Array;
  /** Per weapon slot (`i * maxW + w`): the preloaded slides still carried for a slide weapon (the harmonica rifle, RULINGS.md QR-171); 0 otherwise. */
  declare readonly slidesLeft: Int32Array;
  declare readonly lastAttacker: Int32Array;
  declare readonly lastTarget: Int32Array;
  /** A courage test of 10 gives a free action against this character (-1 none): the engine plays it after the action in hand. */
  declare readonly pendingFree: Int32Array;
  /**
   * 1 when an entry of {@link pendingFree} may have been set since the engine last looked through
   * them (effects.ts sets it with the entry), else 0: the look, after every card, is skipped
   * while nobody is owed a free action (it was a fortieth of Northfield's time, issue #17).
   */
  pendingFreeAny = 0;
  /**
   * Courage tests held back (RULINGS.md QR-203): while `courageDeferDepth` > 0 (a shot's hits
   * being scored, shooting.ts `fire`; or simultaneous fire, "If both are quick draws and both
   * shoot first then it is simultaneous!", `respondToDraw` to `shootAction`), a courage test a hit
   * calls for is queued, pairs (who tests, who caused it) in `courageQueue`, `courageQueued` of
   * them, and taken when the shooting is over (`flushCourage`): what it does (a fall back, a
   * flight) does not move a man before the rest of the hits of the same shot, or his own
   * simultaneous shot, are scored. `courageHeldFor`: the drawer in simultaneous fire (for the
   * replay's line), `courageHeldMark` the queue's length when that began.
   */
  courageDeferDepth = 0;
  courageQueued = 0;
  readonly courageQueue: Int32Array = new Int32Array(2 * COURAGE_QUEUE);
  courageHeldFor = -1;
  courageHeldMark = 0;
  /** A Fearsome enemy newly in sight: the courage test he takes at his next card (-1 none). */
  declare readonly pendingCourage: Int32Array;
  /**
   * Per pair (`i * n + j`): 1 once i's courage test for Fearsome j's charge was called for (his charge
   * at j or j's at him, effects.ts `fearsomeCourage`): his first sighting of j is that encounter, and
   * calls for no test of its own afterwards (RULINGS.md QR-246).
   */
  declare readonly fearsomeMet: Uint8Array;
  /** The standing respond order (`SkirmishIntent.respond`): his agent's at the trial's start, then his last card's, across phases (RULINGS.md QR-120); and the defence he asked (`DEFEND_*`). */
  declare readonly respondOrder: Uint8Array;
  declare readonly defenceOrder: Uint8Array;
  /** The Cut! order of his current action (`SkirmishIntent.cut`). */
  declare readonly cutOrder: Uint8Array;
  /** His roll responding to an opponent drawing, and 1 if he drew to respond (for the hasty rule). */
  declare readonly respondRoll: Int8Array;
  declare readonly drewToRespond: Uint8Array;
  /** 1 while he has answered a draw and shoots after the drawer (the chart's 5-9 or 10 without Quick Draw): shootouts.ts `answerLate` fires and clears it (RULINGS.md QR-248). */
  declare readonly answersLate: Uint8Array;
  /** The phase he last shot in (an enemy who has shot is located: RULINGS.md QR-12). */
  declare readonly actedPhase: Int32Array;
  /** 1 while his missile weapons are fouled with snow, sand or water: unusable until an action test clears them (terrain.ts). */
  declare readonly fouled: Uint8Array;
  /** Per weapon slot (`i * maxW + w`, static): 1 for a missile weapon (a gun, a bow, a thrown one), 0 for a hand weapon or an empty slot. */
  declare readonly missileSlot: Uint8Array;
  /** 1: the fuse of the stick of dynamite in his hand is lit (shooting.ts `lightFuse`, RULINGS.md QR-153). */
  declare readonly fuseLit: Uint8Array;
  /**
   * A two-gun man's hands (RULINGS.md QR-156): `offHand` the weapon index of the gun he holds
   * besides the one he uses (`inHand`), -1 when he holds no second gun (anyone else, or a two-gun
   * man with another weapon in hand); `wrongHand` 1 while the gun he uses is the one in his wrong
   * hand (his gun hand's is then `offHand`). Set by {@link takeInHand} and shooting.ts `settleHands`.
   */
  declare readonly offHand: Int8Array;
  declare readonly wrongHand: Uint8Array;
  /** How entangled he is (`ENT_*` of entangle.ts: 0 free, 1 barely .. 4 completely trapped), and by what (`BY_WEAPON`, `BY_RESTRAINT`). */
  declare readonly entangled: Int8Array;
  declare readonly entangledHow: Uint8Array;
  /** Whom he restrains by brute strength (-1 nobody): held while he stays in contact and active. */
  declare readonly restraining: Int32Array;
  /**
   * Persuasion (persuasion.ts; REEL 2, PERSONALITY, Charismatic and Dominant; RULINGS.md QR-159,
   * QR-160): the Charismatic or Dominant character whose sway he is under (-1 none), and how:
   * {@link SWAY_UNTIL_TEST} (charmed or obeying "until they pass an Action test") or
   * {@link SWAY_FOR_GOOD} (an outstanding success: for the rest of the trial). Reset each trial
   * only when the scenario has a persuader (`setup.persuasion`).
   */
  declare readonly swayedBy: Int32Array;
  declare readonly swayHow: Uint8Array;
  /** Per pair (`i * n + j`): 1 once j was repelled by persuader i (a roll of 1): i never persuades him again this trial. */
  declare readonly repelled: Uint8Array;
  /** Start of the weapons block of the accumulator (core layout). */
  weaponCells = 0;
  /** Enemies ever seen, `i * n + j` (a new enemy coming into sight calls for a reaction test: RULINGS.md QR-12). */
  declare readonly seen: Uint8Array;
  /** Enemies i has not seen yet this trial as of his last observation, or -1 (not counted since the trial began): 0 spares the look for new ones (`seen` only ever goes from 0 to 1 in a trial). */
  declare readonly unseenLeft: Int32Array;
  /** 1 when i owes a reaction test to a new enemy at his next card (RULINGS.md QR-12); `reactTo` names that enemy, or -2 when several are new since. */
  declare readonly mustReact: Uint8Array;
  /** The one new enemy i owes his reaction test for (`mustReact`), -2 for several: a response to him answers it (RULINGS.md QR-350). */
  declare readonly reactTo: Int32Array;
  /**
   * Locating (locating.ts, RULINGS.md QR-55..QR-58), `i * n + j`: 1 when observer i has located
   * enemy j, 0 when not, {@link LOCATE_CONFUSED} after a locating roll of 1 (not located, and no
   * test of him on i's next card); `locatedAt` the cell where i last located him.
   */
  declare readonly located: Uint8Array;
  declare readonly locatedAt: Int32Array;
  /**
   * `i * n + j`: the cell from which observer i looks for enemy j, lost from his sight, where he
   * found that j was not where he remembered him (observe.ts `lostFrom`); -1 while he sees him, or
   * since he watched him go out of sight (locating.ts `afterMove`). RULINGS.md QR-57 amended.
   */
  declare readonly lostAt: Int32Array;
  /**
   * 1 once first aid has failed on a 1 ("He's Gone!"), or, under `+passed-out-come-round`, a man
   * passed out has rolled a 1 to come round ("KO'd for the rest of the action"; effects.ts
   * `comeRoundPassedOut`, RULINGS.md QR-10): beyond any further first aid this trial (healing.ts).
   */
  declare readonly gone: Uint8Array;
  /** 1 when a task of his current card scored 10: a further action on this card (tasks.ts). */
  declare readonly taskFree: Uint8Array;
  /**
   * The scenario's own task (task 0, `ACT_TASK`; RULINGS.md QR-89): the cells where i may do it
   * (the place holding his agent's `place` parameter, or that one cell; null: he has none), the
   * tasks he has done this trial, and the phase he abandoned it on a task roll of 1 (-1 none;
   * {@link TASK_ABANDONED} for the rest of the trial, under `+task-abandoned`: RULINGS.md QR-89).
   */
  declare readonly taskPlace: readonly (Int32Array | null)[];
  declare readonly tasksDone: Int32Array;
  declare readonly taskBalked: Int32Array;
  /**
   * Per weapon slot (`i * maxW + w`): 1 while the weapon is not his to use: face down, not found
   * yet (the Northfield module, SETTING UP THE GAME; RULINGS.md QR-95), or a scenario item still
   * lying on the map (slot `carried + k` for item k, until he picks it up: QR-182). Its observation
   * shows nothing loaded and no spare; it is not drawn, fought with or used to cut free.
   */
  declare readonly faceDown: Uint8Array;
  /** Cell of each item lying on the map (`QdSetup.items`), -1 once picked up (or a thrown weapon not yet thrown); shared by every observation (`itemCell`). */
  declare readonly itemCell: Int32Array;
  /**
   * Per weapon slot (`i * maxW + w`, static): the item (`QdSetup.items`) whose weapon it holds:
   * i's slot `carried + k` for item k, and a thrown weapon's owner's own slot of it (RULINGS.md
   * QR-189); -1 for the rest.
   */
  declare readonly itemOfSlot: Int32Array;
  /** The phase i was last shot at or attacked in close combat (0 never): the Northfield module's employee heroics. */
  declare readonly attackedPhase: Int32Array;
  /** The map's exits one by one (exits.ts `exitGroups` of every character's `exits`, the map's exit cells), made on the first flight that asks (effects.ts `flee`). */
  exitGroups: readonly ExitGroup[] | null = null;
  /** The scenario's special rule (the Northfield module: northfield.ts), or null; the engine sets it. */
  northfield: QdSpecialRule | null = null;
  /** The linear obstacle (cell) he abandoned on a task roll of 1, and the phase of it (-1 none): not tried again that phase. */
  declare readonly balkedCell: Int32Array;
  declare readonly balkedPhase: Int32Array;
  // --- Mounts (mounts.ts; `mounted` is core's column: 1 while he rides).
  /** Cell of his own horse standing riderless (he dismounted), or -1 (mounted, none, or it is gone). */
  declare readonly horseCell: Int32Array;
  /** Hits his mount has taken (it collapses at its stamina: REEL 6, HITS ON MOUNTS). */
  declare readonly mountHits: Int8Array;
  /** 1 while his mount bolts out of control (until he passes an action test on one of his cards). */
  declare readonly bolting: Uint8Array;
  /** 1 while he is trapped under his dead mount (until he passes an action test on one of his cards). */
  declare readonly trapped: Uint8Array;
  /** 1 if his move this card was more than one move (a 10 on a dash): "moving faster". */
  declare readonly galloped: Uint8Array;
  /** His cell when his current (or last) card began: how far he has moved on it. */
  declare readonly cardStart: Int32Array;
  /**
   * The opponent his mount (or the vehicle he drives) must carry him on past on his next card
   * played (-1 none), and the cell his charge began (`carryFrom`: the line he rides or drives on
   * along): set when he attacked (a driver: ran a man down) after a move of over 8 paces on the
   * card of the attack (REEL 5, FIGHTING FROM A MOUNT OR MOVING VEHICLE: "they must move on past
   * their opponent on their next turn"; mounts.ts `markCarriedPast`, RULINGS.md QR-157).
   */
  declare readonly carriedPast: Int32Array;
  declare readonly carryFrom: Int32Array;
  /** Per map cell: the nearest cell a horse may enter (itself if it may), -2 until computed (a rider's destination off the horses' cells). */
  declare readonly horseNear: Int32Array;
  /** Per map cell: the nearest cell a vehicle may enter, -2 until computed. */
  declare readonly vehicleNear: Int32Array;

  // --- Vehicles (vehicles.ts), one entry per `setup.vehicles` (at least 1 allocated).
  /** The vehicle each character rides in, or -1. */
  declare readonly aboard: Int32Array;
  /** The character driving his vehicle during his move (-1 none): movement.ts moves the vehicle's way then. */
  driving = -1;
  /**
   * The character making his card's own move (the engine's `playMove` of the card, -1 otherwise):
   * only there does a linear obstacle crossed on a task roll of 10 give "another action" on the
   * card (tasks.ts `crossObstacle`, `taskFree`; RULINGS.md QR-63). A flight, a fall back, a
   * response's back off, an evade or a move a chart's outcome gives is followed by no action.
   */
  cardMover = -1;
  /**
   * The opponent a break-off's 10 lets the man breaking off shoot at after his move ("Caught them
   * Out! ... or move and shoot at them", REEL 5; fighting.ts `breakOff`, RULINGS.md QR-22), -1 none:
   * set by `breakOff`, read and cleared by the engine's move.
   */
  caughtOutAt = -1;
  declare readonly vCell: Int32Array;
  /** Times its movement has been halved (Reduced Mobility), 1 if it may no longer move (Immobilized), 1 if destroyed. */
  declare readonly vHalved: Int8Array;
  declare readonly vImmobile: Uint8Array;
  declare readonly vDestroyed: Uint8Array;
  /** Its last drive (until its driver's next card): a full move or more (moving quickly), more than one move (moving faster), and how far, paces. */
  declare readonly vQuick: Uint8Array;
  declare readonly vFaster: Uint8Array;
  declare readonly vMoved: Float64Array;
  /**
   * What i's observation of the others (observe.ts `QdObserver.observe`: core's observeOthers) was last
   * computed from: core's `version` (-1: not yet this trial). While it is unchanged the
   * observation still holds and is not computed again (sight is all round: his facing and his last
   * attacker change nothing of it).
   */
  declare readonly observedAt: Int32Array;
  /**
   * What each observer's view of the others was last computed from (core's incremental
   * `observeOthers`: only the rows of those who changed since are recomputed; locating or losing
   * an enemy is logged as his change, locating.ts); reset each trial.
   */
  declare readonly memory: ObserverMemory;
  /** The first character to draw and shoot this trial (-1 none), and the phase of it. */
  firstDrawer = -1;
  /** The duel: who shot first (0 a, 1 b, 2 simultaneous, -1 not yet). */
  duelFirst = -1;

  // --- Beasts (REEL 7: BEASTS; beasts.ts, wild-animals.ts, beast-card.ts).
  /** 1: a beast (its numbers from ANIMAL TYPES, `QdCharacterSpec.beast`); fixed per engine. */
  declare readonly animal: Uint8Array;
  /** 1 once the beast is activated: its one card is in the pack (RULINGS.md QR-46). */
  declare readonly awake: Uint8Array;
  /** Hits the beast has taken (DAMAGE TO WILD ANIMALS): each costs an attack die and 25% of its speed. */
  declare readonly beastHits: Int8Array;
  /** `MOOD_*`. */
  declare readonly mood: Uint8Array;
  /** The one the beast attacks: who provoked it (-1: the nearest enemy it sees). */
  declare readonly prey: Int32Array;
  /** A reaction test the beast owes (shot at or hit), caused by this character (-1 none); 1 in `reactLong` if shot at beyond the weapon's effective range. */
  declare readonly reactFrom: Int32Array;
  declare readonly reactLong: Uint8Array;
  /** Scratch of a stampede: the cell each animal of the herd started its run from (-1: not running). */
  declare readonly runFrom: Int32Array;
  /** Index in `pack` of the card being played; -1 while the pack is built (a beast activated then joins it as it is built). */
  packAt = -1;

  // --- Agents.
  declare readonly obs: readonly SkirmishObservation[];
  readonly intent: SkirmishIntent = emptyIntent();
  declare readonly lastSeen: Int32Array;
  /** Scratch for line cells and cover searches. */
  declare readonly scratch: Int32Array;
  /** Scratch of a walk round figures in the way (walk.ts `walk`, core `Detour`). */
  declare readonly detour: Detour;
  /** The places of cover the map alone makes candidates, memoised across trials (cover.ts `coverFrom`). */
  declare readonly coverPlaces: CoverPlaces;
  /** Per cell of the map, 1 if it is a linear obstacle (obstacles.ts `linearObstacles`; tasks.ts `isLinearObstacle`). */
  declare readonly linear: Uint8Array;
  /** walk.ts's steps down each path field with nobody in the way, by field (core `downhillStepsOf`, read by walk.ts `walk`), kept across trials. */
  declare readonly downhill: Map<Int32Array, Int8Array>;
  /**
   * Per cell of the map, 1 if no step from it crosses a linear obstacle (it is one itself, or no
   * neighbour is: tasks.ts `entersObstacle`), so that the step down a field is the same for every
   * walker there (walk.ts `walk` reads its cached step only from such a cell).
   */
  declare readonly plainStep: Uint8Array;

  constructor(setup: QdSetup, agents: readonly SkirmishAgent[]) {
    const cs = setup.characters;
    const map = compileMap(setup.map, QD_TERRAIN_COSTS);
    const maxW = Math.max(1, ...cs.map((c) => c.weapons.length));
    super(
      cs.map((c) => c.side),
      setup.sides.map((s) => s.members.length),
      maxW,
      map.cells,
    );
    if (agents.length !== cs.length) throw new Error(`QdWorld: ${cs.length} characters need ${cs.length} agents, got ${agents.length}`);
    const n = cs.length;
    this.setup = setup;
    this.map = map;
    this.agents = agents;
    const places = new Map<string, Int32Array>();
    for (const [name, cells] of map.places) places.set(name, cells);
    this.victory = new Victory(setup.victory, setup.sides, places, n, setup.characters.map((c) => c.name));
    this.cardsMax = Int8Array.from(cs, (c) => c.cards);
    this.lethal = new Int8Array(n);
    this.ko = new Int8Array(n);
    this.toCome = new Int8Array(n);
    this.void = new Int8Array(n);
    this.surpriseLeft = new Int8Array(n);
    this.voidHit = new Int8Array(n);
    this.pack = new Int32Array(cs.reduce((s, c) => s + c.cards, 0) + 2);
    this.jokerOn = new Int8Array(n);
    this.holding = new Uint8Array(n);
    this.heldThisPhase = new Uint8Array(n);
    this.holdJoker = new Int8Array(n);
    this.cutLeft = new Uint8Array(n);
    this.luckLeft = new Int8Array(n);
    this.drawn = new Uint8Array(n);
    this.drawnCard = new Int32Array(n);
    this.drawnNoShot = new Int32Array(n);
    this.dropped = new Uint8Array(n);
    this.prone = new Uint8Array(n);
    this.evading = new Uint8Array(n);
    this.movingQuickly = new Uint8Array(n);
    this.movedThisCard = new Uint8Array(n);
    this.movesThisPhase = new Int8Array(n);
    this.aimingAt = new Int32Array(n);
    this.aimedCard = new Uint8Array(n);
    this.allOutDv = new Uint8Array(n);
    this.blocking = new Uint8Array(n);
    this.backFoot = new Uint8Array(n);
    this.pushedBack = new Uint8Array(n);
    this.defenceless = new Uint8Array(n);
    this.ducked = new Uint8Array(n);
    this.broken = new Uint8Array(n);
    this.trophy = new Uint8Array(n);
    this.kod = new Uint8Array(n);
    this.mightyUsed = new Uint8Array(n);
    this.allOutUsed = new Uint8Array(n);
    this.engaged = new Int32Array(n);
    this.reachWon = new Uint8Array(n * n);
    this.reachPairs = new Int32Array(n);
    this.jammed = new Uint8Array(n * maxW);
    this.unjamFailed = new Uint8Array(n * maxW);
    this.slidesLeft = new Int32Array(n * maxW);
    this.lastAttacker = new Int32Array(n);
    this.lastTarget = new Int32Array(n);
    this.pendingFree = new Int32Array(n);
    this.pendingCourage = new Int32Array(n);
    this.respondOrder = new Uint8Array(n);
    this.defenceOrder = new Uint8Array(n);
    this.cutOrder = new Uint8Array(n);
    this.respondRoll = new Int8Array(n);
    this.drewToRespond = new Uint8Array(n);
    this.answersLate = new Uint8Array(n);
    this.actedPhase = new Int32Array(n);
    this.fouled = new Uint8Array(n);
    this.missileSlot = new Uint8Array(n * this.maxW);
    setup.characters.forEach((c, i) => c.weapons.forEach((w, wi) => (this.missileSlot[i * this.maxW + wi] = w.missile)));
    this.fuseLit = new Uint8Array(n);
    this.offHand = new Int8Array(n);
    this.wrongHand = new Uint8Array(n);
    this.entangled = new Int8Array(n);
    this.entangledHow = new Uint8Array(n);
    this.restraining = new Int32Array(n);
    this.swayedBy = new Int32Array(n).fill(-1);
    this.swayHow = new Uint8Array(n);
    this.repelled = new Uint8Array(n * n);
    this.seen = new Uint8Array(n * n);
    this.fearsomeMet = new Uint8Array(n * n);
    this.mustReact = new Uint8Array(n);
    this.reactTo = new Int32Array(n);
    this.located = new Uint8Array(n * n);
    this.locatedAt = new Int32Array(n * n);
    this.lostAt = new Int32Array(n * n);
    this.gone = new Uint8Array(n);
    this.taskFree = new Uint8Array(n);
    this.taskPlace = taskPlaces(map, cs);
    this.tasksDone = new Int32Array(n);
    this.taskBalked = new Int32Array(n);
    this.faceDown = new Uint8Array(n * maxW);
    this.attackedPhase = new Int32Array(n);
    this.balkedCell = new Int32Array(n);
    this.balkedPhase = new Int32Array(n);
    this.unseenLeft = new Int32Array(n);
    this.observedAt = new Int32Array(n);
    this.lastSeen = new Int32Array(n * n);
    this.memory = new ObserverMemory(n);
    this.scratch = new Int32Array(map.width + map.height + map.cells);
    this.detour = new Detour(map);
    this.coverPlaces = new CoverPlaces();
    this.downhill = new Map();
    this.linear = linearObstacles(map);
    this.plainStep = plainSteps(map, this.linear);
    this.animal = Uint8Array.from(cs, (c) => (c.beast === null ? 0 : 1));
    this.awake = new Uint8Array(n);
    this.beastHits = new Int8Array(n);
    this.mood = new Uint8Array(n);
    this.prey = new Int32Array(n);
    this.reactFrom = new Int32Array(n);
    this.reactLong = new Uint8Array(n);
    this.runFrom = new Int32Array(n).fill(-1);
    this.horseCell = new Int32Array(n);
    this.mountHits = new Int8Array(n);
    this.bolting = new Uint8Array(n);
    this.trapped = new Uint8Array(n);
    this.galloped = new Uint8Array(n);
    this.cardStart = new Int32Array(n);
    this.carriedPast = new Int32Array(n).fill(-1);
    this.carryFrom = new Int32Array(n);
    this.horseNear = new Int32Array(map.cells).fill(-2);
    this.vehicleNear = new Int32Array(map.cells).fill(-2);
    const nv = Math.max(1, setup.vehicles.length);
    this.aboard = new Int32Array(n);
    this.vCell = new Int32Array(nv);
    this.vHalved = new Int8Array(nv);
    this.vImmobile = new Uint8Array(nv);
    this.vDestroyed = new Uint8Array(nv);
    this.vQuick = new Uint8Array(nv);
    this.vFaster = new Uint8Array(nv);
    this.vMoved = new Float64Array(nv);
    this.itemCell = new Int32Array(setup.items.length);
    this.itemOfSlot = new Int32Array(n * maxW).fill(-1);
    for (let i = 0; i < n; i++) {
      const c = cs[i]!;
      for (let k = 0; k < setup.items.length; k++) if (c.carried + k < c.weapons.length - 1) this.itemOfSlot[i * maxW + c.carried + k] = k;
    }
    setup.items.forEach((item, k) => {
      if (item.owner >= 0) this.itemOfSlot[item.owner * maxW + item.weapon] = k;
    });
    this.obs = cs.map((_, i) => observationOf(this, i));
  }
}

/** An exit: a group of exit cells side by side (exits.ts `exitGroups`), and its key for the map's cached path fields. */
export interface ExitGroup {
  readonly key: string;
  readonly cells: Int32Array;
}

/** A fresh observation for character `i` (core's newObservation: the static parts filled once; acting.ts fills the rest at each decision). */
function observationOf(world: QdWorld, i: number): SkirmishObservation {
  const c = world.setup.characters[i]!;
  const maxW = world.maxW;
  return newObservation({
    self: i,
    map: world.map,
    side: world.sideOf,
    enemies: world.enemiesOf[world.sideOf[i]!],
    up: world.upNow,
    status: world.status,
    leader: Uint8Array.from(world.setup.characters, (x) => x.leader),
    riding: world.mounted,
    horseAt: world.horseCell,
    weaponSlots: maxW,
    weaponCount: c.weapons.length,
    // Spare rounds as the doctrines read them: written by showSpare, at each trial's start and as they change.
    spare: new Int32Array(maxW),
    // 1 for every weapon: the doctrines' "can reload" (`loaded < capacity`) must hold only where the
    // engine reloads, and it reloads a weapon only once it is empty (shooting.ts `reload`: "nothing
    // to reload" while a round is loaded): a revolver or repeater after a 1, a double-barrelled gun
    // after both barrels ("Such weapons must be reloaded after both barrels have been fired"), a
    // slide once its 5 shots are spent (RELOADING WEAPONS, WEAPONS TABLE; RULINGS.md QR-222,
    // amended). Not the full load (`fullLoad`: 2 for a double, 5 for a slide), which the thirty-
    // first audit found made a double with one barrel left one to top up: at Coffeyville the
    // engine refused the top-up card after card, and the man never walked to his post (QR-222's
    // revolver case, left for doubles: a revolver's 6 against its 1 shown, 2026-12-01).
    capacity: new Int32Array(maxW).fill(1),
    // One shot a card; two for a weapon of two barrels reloaded after use (a double-barrelled or
    // sawn-off shotgun, a derringer): both barrels at once (RULINGS.md QR-167).
    rateOfFire: Int32Array.from({ length: maxW }, (_, w) => (c.weapons[w]?.missile !== 1 ? 0 : bothBarrels(c.weapons[w]!) ? 2 : 1)),
    reloadRate: Int32Array.from({ length: maxW }, (_, w) => (c.weapons[w]?.missile === 1 && c.weapons[w]?.thrown === 0 ? 99 : 0)),
    // Twice the effective range; a net, lasso, bolas or whip only within it (RULINGS.md QR-72).
    extremeRange: Float64Array.from({ length: maxW }, (_, w) => (c.weapons[w]?.id === 'entangling' || c.weapons[w]?.id === 'whip' ? 1 : 2) * (c.weapons[w]?.range ?? 0)),
    // Bands for the doctrines (RULINGS.md QR-2): half the effective range, the effective range, 1.5 and 2 times it.
    bands: Float64Array.from({ length: maxW * 4 }, (_, k) => (c.weapons[k >> 2]?.range ?? 0) * [0.5, 1, 1.5, 2][k & 3]!),
    thrown: Uint8Array.from({ length: maxW }, (_, w) => c.weapons[w]?.thrown ?? 0),
    firearm: Uint8Array.from({ length: maxW }, (_, w) => (c.weapons[w]?.missile === 1 && c.weapons[w]?.thrown === 0 ? 1 : 0)),
    longArm: Uint8Array.from({ length: maxW }, (_, w) => c.weapons[w]?.shoulderArm ?? 0),
    params: c.params,
    exits: exitCells(world.map),
    cardsMax: c.cards,
    star: c.star,
    healer: (c.traits & TRAIT.healer) !== 0 ? 1 : 0,
    seeks: (c.traits & TRAIT.heroic) !== 0 ? SEEKS_NASTIEST : (c.traits & TRAIT.proud) !== 0 ? SEEKS_LEADER : 0,
    treatable: new Int8Array(world.n),
    persuader: c.charismatic === 1 ? PERSUADER_CHARM : c.dominant === 1 ? PERSUADER_INFLUENCE : 0,
    persuadable: new Uint8Array(world.n),
    itemCell: world.itemCell,
  });
}

/** `blocking`: he blocked an attack: "increases their DV by 2 but they cannot make a counter attack" (until his next card). */
export const BLOCKING = 1;
/** `blocking`: the card after his block: "in their turn can only make a hasty attack" (+2 to his target's DV). */
export const BLOCK_HASTY = 2;

/**
 * Contact between two characters, spaces: within one space, the 8 neighbours (RULINGS.md QR-13).
 * Here, in the module every rule module imports, so that each reads the one constant.
 */
export const CONTACT = 1.5;

/** `swayHow`: charmed or obeying until he passes an action test (a 5-9 on the persuasion chart). */
export const SWAY_UNTIL_TEST = 1;
/** `swayHow`: captivated, or doing whatever the Dominant character requires (a 10): for the rest of the trial. */
export const SWAY_FOR_GOOD = 2;

/** `defenceless`: defenceless (DV -2) until his next card. */
export const DEFENCELESS = 1;
/** `defenceless`: defenceless and unable to fight back (the break-off's Panic; RULINGS.md QR-162); under `+panic-keeps-defence` unable to fight back only (QR-22). */
export const PANICKED = 2;
/**
 * `defenceless`: surprised, defenceless "until they act" (RULINGS.md QR-14): his next card played
 * (`resetStance`) or the first thing he does before it, a free action or a response that spends a
 * card (`endSurprise`).
 */
export const SURPRISED = 3;

/**
 * i's hold ends with no response made from it (`holding` 0): his card turned, the phase over, his
 * flight, an entanglement, a persuader's sway. The red joker of the card he held on, kept for the
 * response (`holdJoker`, RULINGS.md QR-320), goes with the hold unused; the replay says so, as for
 * a red joker on a card that rolls nothing (QR-331). `why`: the replay's words after his name,
 * e.g. "'s hold ends with the phase".
 */
export function holdLapses(world: QdWorld, i: number, why: string): void {
  world.holding[i] = 0;
  if (world.holdJoker[i] === 0) return;
  world.holdJoker[i] = 0;
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)}${why}: the red joker he held on goes unused`);
}

/**
 * i acts before his next card (a free action of a courage test's 10, or a response that spends a
 * card or his hold: an answer to a draw or an attack, an evade): a surprised man's defenceless
 * ({@link SURPRISED}) ends, "until they act" (RULINGS.md QR-14, amended 2026-12-04). Every other
 * stance lasts to his next card (`resetStance`). Says so in a replay.
 */
export function endSurprise(world: QdWorld, i: number): void {
  if (world.defenceless[i] !== SURPRISED) return;
  world.defenceless[i] = 0;
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)} acts: he no longer counts as defenceless from surprise`);
}

/** `ducked`: ducked down, still defending himself in close combat (RULINGS.md QR-113). */
export const DUCK_DOWN = 1;
/** `ducked`: ducked down and "will not even defend self if attacked in close combat" (COURAGE TEST 1): defenceless, no response, no riposte. */
export const DUCK_HELPLESS = 2;

/**
 * i ducks down (`DUCK_DOWN`: a courage test's or a reaction's 2-4 in cover, a lost nerve in cover),
 * unless he is ducked down already and "will not even defend self" (`DUCK_HELPLESS`, a courage
 * test's 1 in cover: REEL 3, COURAGE TEST), which a milder result does not lift (RULINGS.md QR-113).
 * Until the twenty-ninth audit a 2-4 after a 1 from the same shot's hits (QR-203) lifted it.
 */
export function duckDown(world: QdWorld, i: number): void {
  if (world.ducked[i] !== DUCK_HELPLESS) world.ducked[i] = DUCK_DOWN;
}

/**
 * Puts i out of the fight with `status` (core's `setStatus`: unconscious, dead, fled or
 * captured) and out of close combat (`engaged` -1): the way out for a man out by a come-round roll
 * of 1, leaving the map, riding out of Northfield, surrendering, or a slain beast (the lethal
 * hits' `takeCards`, `flee` and first aid's "He's Gone!" clear `engaged` in their own steps).
 */
export function goOut(world: QdWorld, i: number, status: number): void {
  setStatus(world, i, status);
  world.engaged[i] = -1;
}

/**
 * Clears i's stance of his last card at the start of a new one (moved, evading, moving quickly, an
 * all out attack's DV, defenceless, ducked down; a block becomes the hasty attack of this card; On the Back Foot once his close combat
 * is over; a shorter reach's closing, `reachWon`, with anyone no longer in contact): a
 * character's card (acting.ts
 * `playCard`) and a beast's (beast-card.ts `beastMove`).
 */
export function resetStance(world: QdWorld, i: number): void {
  // "On the Back Foot" lasts "during the rest of this combat" (COURAGE TEST; a missed Mighty Blow,
  // REEL 5): it ends once he is out of close combat, nobody fighting him (RULINGS.md QR-21).
  if (world.backFoot[i] === 1 && world.engaged[i]! < 0) {
    let fought = false;
    for (let j = 0; j < world.n; j++) if (world.engaged[j] === i && world.status[j] === STATUS_UP) fought = true;
    if (!fought) {
      world.backFoot[i] = 0;
      world.pushedBack[i] = 0;
    }
  }
  world.movedThisCard[i] = 0;
  world.evading[i] = 0;
  world.movingQuickly[i] = 0;
  world.allOutDv[i] = 0;
  // A block lasts until his next card; on that card he "can only make a hasty attack" (QR-115).
  world.blocking[i] = world.blocking[i] === BLOCKING ? BLOCK_HASTY : 0;
  world.defenceless[i] = 0;
  world.ducked[i] = 0;
  // The shorter reach's closing lasts while the pair stays in contact (RULINGS.md QR-114).
  // (Most cards: no closing of his to look at, and the loop over everyone is skipped.)
  if (world.reachPairs[i] === 0) return;
  const n = world.n;
  const won = world.reachWon;
  const pairs = world.reachPairs;
  for (let j = 0; j < n; j++) {
    if ((won[i * n + j] === 1 || won[j * n + i] === 1) && (world.status[j] !== STATUS_UP || world.status[i] !== STATUS_UP || world.map.offsetDistance[offsetIndex(world.map, world.cell[i]!, world.cell[j]!)]! > CONTACT)) {
      const cleared = won[i * n + j]! + won[j * n + i]!;
      won[i * n + j] = 0;
      won[j * n + i] = 0;
      pairs[i] = pairs[i]! - cleared;
      pairs[j] = pairs[j]! - cleared;
    }
  }
}

/**
 * Notes that `i`, with the shorter reach, has scored a hit on `t` (`reachWon`, RULINGS.md QR-114),
 * keeping `reachPairs`; the one write of a 1 to `reachWon`.
 */
export function setReachWon(world: QdWorld, i: number, t: number): void {
  const k = i * world.n + t;
  if (world.reachWon[k] === 1) return;
  world.reachWon[k] = 1;
  world.reachPairs[i] = world.reachPairs[i]! + 1;
  world.reachPairs[t] = world.reachPairs[t]! + 1;
}

/**
 * The weapon slot whose threat character `j` poses now (core's `refreshThreats`; what the
 * doctrines' `danger` reads, see the engine's tables): the weapon in his hand if he is up and it is
 * ready (a hand weapon, or a missile weapon loaded); else -1 (no threat). Every write of `inHand`
 * or `loaded` notes him with core's `touchArms`.
 */
export function qdReadySlot(world: QdWorld, j: number): number {
  const w = world.inHand[j]!;
  if (w < 0 || world.status[j] !== STATUS_UP) return -1;
  const slot = j * world.maxW + w;
  return world.missileSlot[slot] === 0 || world.loaded[slot]! > 0 ? slot : -1;
}

/**
 * i takes weapon `w` in hand (-1: nothing): `inHand`. A two-gun man's first two handguns come out
 * together (RULINGS.md QR-156): either of them taken puts the first in his gun hand, in use, and
 * the second in the other (`offHand`); any other weapon leaves him no second gun. Who uses which
 * of the two is then shooting.ts `settleHands`'s.
 */
export function takeInHand(world: QdWorld, i: number, w: number): void {
  const c = world.setup.characters[i]!;
  const pair = w >= 0 && (w === c.gunHandGun || w === c.otherHandGun);
  world.inHand[i] = pair ? c.gunHandGun : w;
  touchArms(world, i);
  world.offHand[i] = pair ? c.otherHandGun : -1;
  world.wrongHand[i] = 0;
}

/**
 * What the engine kept from the sides, made again after they changed (core `changeSide`, or
 * `restoreSides`): every observation's `enemies` (its side's list), the danger of every comrade
 * row (0: a comrade's is never written), the incremental rows (core `resetObserverMemory`: every
 * observer's next look starts afresh), the count of enemies not seen yet (observe.ts counts them
 * again), and, at a man of one's own side now, a fight (`engaged`), an aim (`aimingAt`), the last
 * target (`lastTarget`, whom a shot after a reload goes to) and a Fearsome man's courage test owed
 * (`pendingCourage`).
 */
export function sidesAfterChange(world: QdWorld): void {
  const n = world.n;
  for (let k = 0; k < n; k++) {
    world.unseenLeft[k] = n;
    const o = world.obs[k]!;
    o.enemies = world.enemiesOf[world.sideOf[k]!]!;
    for (let j = 0; j < n; j++) if (world.sideOf[j] === world.sideOf[k]) o.danger[j] = 0;
    if (world.engaged[k]! >= 0 && world.sideOf[world.engaged[k]!] === world.sideOf[k]) world.engaged[k] = -1;
    if (world.aimingAt[k]! >= 0 && world.sideOf[world.aimingAt[k]!] === world.sideOf[k]) world.aimingAt[k] = -1;
    if (world.lastTarget[k]! >= 0 && world.sideOf[world.lastTarget[k]!] === world.sideOf[k]) world.lastTarget[k] = -1;
    if (world.pendingCourage[k]! >= 0 && world.sideOf[world.pendingCourage[k]!] === world.sideOf[k]) world.pendingCourage[k] = -1;
  }
  resetObserverMemory(world.memory);
}

/**
 * Everyone turned by a persuader (persuasion.ts `turnSide`: RULINGS.md QR-159, QR-160) back on
 * the side he was cast on (core `restoreSides`), with what the engine kept from the sides made
 * again ({@link sidesAfterChange}): at a trial's end, before it is recorded (the counts are kept
 * by the sides as cast), and at a trial's start ({@link resetQdWorld}). Nothing when nobody was
 * turned.
 */
export function restoreTurned(world: QdWorld): void {
  if (world.sidesChanged === 0) return;
  restoreSides(world);
  sidesAfterChange(world);
}

/** Starts a trial: everyone on his side as cast, up in his start cell with all his cards, weapons loaded and holstered unless drawn. */
export function resetQdWorld(world: QdWorld): void {
  if (world.sidesChanged !== 0) restoreTurned(world);
  resetSimWorld(world);
  resetObserverMemory(world.memory);
  world.pendingFreeAny = 0;
  world.courageDeferDepth = 0;
  world.courageQueued = 0;
  world.courageHeldFor = -1;
  const cs = world.setup.characters;
  const n = world.n;
  world.reachWon.fill(0);
  world.reachPairs.fill(0);
  for (let i = 0; i < n; i++) {
    const c = cs[i]!;
    world.cell[i] = c.cell;
    world.occupancy[c.cell] = world.occupancy[c.cell]! + 1;
    world.facing[i] = c.facing;
    world.mounted[i] = c.mounted;
    world.horseCell[i] = c.horseCell;
    world.mountHits[i] = 0;
    world.bolting[i] = 0;
    world.trapped[i] = 0;
    world.galloped[i] = 0;
    world.cardStart[i] = c.cell;
    world.carriedPast[i] = -1;
    world.carryFrom[i] = c.cell;
    world.aboard[i] = c.vehicle;
    // The first weapon he carries; none: fists (the last, after the scenario's items).
    takeInHand(world, i, c.carried > 0 ? 0 : c.weapons.length - 1);
    world.lethal[i] = 0;
    world.ko[i] = 0;
    world.toCome[i] = 0;
    world.void[i] = 0;
    world.voidHit[i] = 0;
    world.jokerOn[i] = 0;
    world.holding[i] = 0;
    world.heldThisPhase[i] = 0;
    world.holdJoker[i] = 0;
    world.cutLeft[i] = c.star;
    world.luckLeft[i] = (c.traits & TRAIT.lucky) !== 0 ? 4 : 0;
    world.drawn[i] = c.drawn;
    world.drawnCard[i] = -1;
    world.drawnNoShot[i] = -1;
    world.dropped[i] = 0;
    world.prone[i] = 0;
    world.evading[i] = 0;
    world.movingQuickly[i] = 0;
    world.movedThisCard[i] = 0;
    world.movesThisPhase[i] = 0;
    world.aimingAt[i] = -1;
    world.aimedCard[i] = 0;
    world.allOutDv[i] = 0;
    world.blocking[i] = 0;
    world.backFoot[i] = 0;
    world.pushedBack[i] = 0;
    // Surprise (RULINGS.md QR-14): the completely surprised are defenceless until they act; under
    // +surprise-defenceless the surprised too ("surprised in which case they count as Defenceless").
    world.defenceless[i] = c.surprise === 2 || (c.surprise === 1 && world.setup.variant.surpriseDefenceless === 1) ? SURPRISED : 0;
    world.ducked[i] = 0;
    world.broken[i] = 0;
    world.trophy[i] = 0;
    world.kod[i] = 0;
    world.mightyUsed[i] = 0;
    world.allOutUsed[i] = 0;
    world.engaged[i] = -1;
    world.lastAttacker[i] = -1;
    world.lastTarget[i] = -1;
    world.pendingFree[i] = -1;
    world.pendingCourage[i] = -1;
    world.respondOrder[i] = 0;
    world.defenceOrder[i] = 0;
    world.cutOrder[i] = 0;
    world.respondRoll[i] = 0;
    world.drewToRespond[i] = 0;
    world.answersLate[i] = 0;
    world.actedPhase[i] = 0;
    world.mustReact[i] = 0;
    world.gone[i] = 0;
    world.taskFree[i] = 0;
    world.tasksDone[i] = 0;
    world.taskBalked[i] = -1;
    world.attackedPhase[i] = 0;
    world.balkedCell[i] = -1;
    world.balkedPhase[i] = -1;
    world.awake[i] = 0;
    world.beastHits[i] = 0;
    // A herbivore is calm until provoked; every other beast hunts once activated (RULINGS.md QR-47).
    world.mood[i] = c.beast === null || c.beast.herd === 1 ? MOOD_CALM : MOOD_HUNT;
    world.prey[i] = -1;
    world.reactFrom[i] = -1;
    world.reactLong[i] = 0;
    world.runFrom[i] = -1;
    world.fouled[i] = 0;
    world.fuseLit[i] = 0;
    world.entangled[i] = 0;
    world.entangledHow[i] = 0;
    world.restraining[i] = -1;
    world.observedAt[i] = -1;
    world.unseenLeft[i] = -1;
    for (let w = 0; w < world.maxW; w++) {
      const spec = c.weapons[w];
      world.jammed[i * world.maxW + w] = 0;
      world.unjamFailed[i * world.maxW + w] = 0;
      // The scenario's items are not his until picked up (RULINGS.md QR-182).
      world.faceDown[i * world.maxW + w] = w >= c.carried && w < c.weapons.length - 1 ? 1 : 0;
      // Rounds: after-use weapons count their barrels, a slide weapon the rounds of its slide (it
      // starts empty: "they must first load it by inserting a slide", QR-171); the rest are
      // "loaded" (1) until a 1 empties them.
      world.loaded[i * world.maxW + w] = spec === undefined || spec.missile === 0 || spec.slides > 0 ? 0 : fullLoad(spec);
      // An item lying empty is picked up empty (QR-182).
      if (w >= c.carried && w < c.weapons.length - 1 && world.setup.items[w - c.carried]!.loaded === 0) world.loaded[i * world.maxW + w] = 0;
      world.slidesLeft[i * world.maxW + w] = spec === undefined ? 0 : spec.slides;
      showSpare(world, i, w);
    }
    for (let j = 0; j < n; j++) {
      world.lastSeen[i * n + j] = cs[j]!.cell;
      world.seen[i * n + j] = 0;
      world.fearsomeMet[i * n + j] = 0;
      world.located[i * n + j] = 0;
      world.locatedAt[i * n + j] = cs[j]!.cell;
      world.lostAt[i * n + j] = -1;
    }
  }
  const vs = world.setup.vehicles;
  for (let v = 0; v < vs.length; v++) {
    world.vCell[v] = vs[v]!.cell;
    world.vHalved[v] = 0;
    world.vImmobile[v] = 0;
    world.vDestroyed[v] = 0;
    world.vQuick[v] = 0;
    world.vFaster[v] = 0;
    world.vMoved[v] = 0;
  }
  for (let k = 0; k < world.itemCell.length; k++) world.itemCell[k] = world.setup.items[k]!.cell;
  world.driving = -1;
  world.cardMover = -1;
  world.caughtOutAt = -1;
  world.joker = 0;
  world.spunCard = -1;
  world.packAt = -1;
  world.firstDrawer = -1;
  world.duelFirst = -1;
  world.victory.reset();
  // Persuasion (RULINGS.md QR-159, QR-160): nobody under a sway, nobody repelled.
  if (world.setup.persuasion === 1) {
    world.swayedBy.fill(-1);
    world.swayHow.fill(0);
    world.repelled.fill(0);
  }
}


/**
 * Writes the spare rounds i's weapon `w` shows in his observation (`SkirmishObservation.spare`),
 * from the world as it is now: 0 for a weapon face down (the Northfield module, RULINGS.md QR-95),
 * for no weapon, a hand weapon or a thrown one; a slide weapon's preloaded slides left (QR-171);
 * else 99 (a firearm reloads for ever). The one place this rule is written: called at a trial's
 * start and whenever a slide is spent or a weapon turned face down or found.
 */
export function showSpare(world: QdWorld, i: number, w: number): void {
  const spec = world.setup.characters[i]!.weapons[w];
  const slot = i * world.maxW + w;
  world.obs[i]!.spare[w] = spec === undefined || world.faceDown[slot] === 1 || spec.missile === 0 || spec.thrown === 1 ? 0 : spec.slides > 0 ? world.slidesLeft[slot]! : 99;
}

/** Cards he has in play now (those not lost for good nor knocked out). */
export function cardsLeft(world: QdWorld, i: number): number {
  return world.cardsMax[i]! - world.lethal[i]! - world.ko[i]!;
}

/**
 * The card being played now, as a number 0 or more that no other card of the trial has: the phase
 * (`turn`) and the card's place in its pack (`packAt`, -1 before the first card). "The same turn"
 * of a draw and a shot (REEL 4, QUICK DRAW) is the same card, whoever's it is (RULINGS.md QR-105,
 * QR-354).
 */
export function cardNow(world: QdWorld): number {
  return world.turn * 4096 + world.packAt + 1;
}

/**
 * i draws his weapon in hand (`drawn` 1) on the card being played ({@link cardNow}): with
 * `noShot`, one he may not shoot this turn (Slow on the Draw's 2-4; a weapon that cannot be drawn
 * and fired in the same turn). RULINGS.md QR-354.
 */
export function drawWeapon(world: QdWorld, i: number, noShot: boolean): void {
  world.drawn[i] = 1;
  const card = cardNow(world);
  world.drawnCard[i] = card;
  if (noShot) world.drawnNoShot[i] = card;
}

/** Display name of character `i`. */
export function nameOf(world: QdWorld, i: number): string {
  return world.setup.characters[i]!.name;
}

/**
 * Distance between the centres of cells `a` and `b`, spaces (what `GameMap.distance` returns), for
 * tests. The trial loop reads `map.offsetDistance[offsetIndex(map, a, b)]` in place instead: this
 * call, whenever a caller's inlining budget leaves it out, returns a boxed fraction (an allocation).
 */
export function spaces(world: QdWorld, a: number, b: number): number {
  const map = world.map;
  return map.offsetDistance[map.offsetCentre + map.offsetKey[b]! - map.offsetKey[a]!]!;
}

/**
 * True if cells `a` and `b` are within 1 pace: point blank ("Shot at point blank range (1 pace)",
 * REEL 6, ADJUSTMENTS FOR SHOOTING AND FIGHTING TO DV) and a spread's reach ("within 1 pace of
 * target", REEL 4, SHOOTING – TRYING TO HIT). As measured, `pacesPerSpace` paces a space (RULINGS.md
 * QR-211: a diagonal neighbour, 1.4 paces at a pace a space, is not); under `+diagonal-pace` a
 * diagonal step counts as one space (the more of the columns and rows apart), so the 8 cells round
 * a man are within 1 pace at a pace a space, their spaces touching as bases touch on the table.
 */
export function withinPace(world: QdWorld, a: number, b: number): boolean {
  const map = world.map;
  if (world.setup.variant.diagonalPace === 1) return Math.max(Math.abs(map.cellX[a]! - map.cellX[b]!), Math.abs(map.cellY[a]! - map.cellY[b]!)) * world.setup.pacesPerSpace <= 1;
  return map.offsetDistance[offsetIndex(map, a, b)]! * world.setup.pacesPerSpace <= 1;
}

/**
 * 1 if i's weapon `w` (a weapon index of his) is poisoned, "a weapon which is dipped in poison"
 * (REEL 6, POISON): one he carries dipped at the start (`poisoned`); under `+poison-kept` also the
 * item of a thrown weapon so dipped, picked up again by him or anyone (`itemOfSlot`, the item's
 * `owner` and `weapon`); else 0: picked up, it is the scenario's item of its kind (RULINGS.md QR-216).
 */
export function poisonedWeapon(world: QdWorld, i: number, w: number): number {
  const setup = world.setup;
  const spec = setup.characters[i]!.weapons[w]!;
  if (spec.poisoned === 1 || setup.variant.poisonKept === 0) return spec.poisoned;
  const k = world.itemOfSlot[i * world.maxW + w]!;
  if (k < 0) return 0;
  const item = setup.items[k]!;
  return item.owner >= 0 ? setup.characters[item.owner]!.weapons[item.weapon]!.poisoned : 0;
}

/** `(x,y)` of a cell, for logs. */
export function xy(world: QdWorld, cell: number): string {
  return cellXY(world.map, cell);
}

/** Adds one to cell `k` of the system's section of the accumulator. */
export function count(world: QdWorld, k: number, by = 1): void {
  const at = world.qAt + k;
  world.acc[at] = world.acc[at]! + by;
}

/** True if `i` is up and acting (not knocked out). */
/** `taskBalked`'s mark of a scenario task given up for the rest of the trial (`+task-abandoned`, RULINGS.md QR-89). */
export const TASK_ABANDONED = -2;

/**
 * True if i has given up the scenario's own task for now: on a task roll of 1 this phase
 * ("Complete Failure! Fail in the task and abandon it", REEL 3, TASKS; RULINGS.md QR-89), or for
 * the rest of the trial under `+task-abandoned`.
 */
export function taskAbandoned(world: QdWorld, i: number): boolean {
  const b = world.taskBalked[i]!;
  return b === world.turn || b === TASK_ABANDONED;
}

export function active(world: QdWorld, i: number): boolean {
  return world.status[i] === STATUS_UP && world.kod[i] === 0;
}

/** True if `a` and `b` are in contact. */
export function inContact(world: QdWorld, a: number, b: number): boolean {
  return world.map.offsetDistance[offsetIndex(world.map, world.cell[a]!, world.cell[b]!)]! <= CONTACT;
}

/**
 * Another man still fighting i, not `except`: engaged with him, able (`active`) and in contact
 * (one of his opponents as RULINGS.md QR-179 counts them, fighting.ts `strike`), the lowest index;
 * or -1. When i's own opponent is out of the fight, i fights on with this one (QR-180). Here, beside `active`, for the rule modules fighting.ts imports (effects.ts: QR-224, QR-225).
 */
export function otherOpponent(world: QdWorld, i: number, except: number): number {
  for (let j = 0; j < world.n; j++) if (j !== except && j !== i && world.engaged[j] === i && active(world, j) && inContact(world, i, j)) return j;
  return -1;
}

/**
 * The man who holds i in close combat away from `j`: when i is fighting hand to hand (his opponent,
 * able and in contact, or else another man still fighting him: {@link otherOpponent}, as acting.ts
 * `act` finds the man a fighter's shot goes to, QR-223) and `j` is not one of the men he fights
 * (neither engaged with the other), that man; else -1. Leaving the fight, if only to turn on `j`,
 * takes the break-off roll of his own card (REEL 5; RULINGS.md QR-261): he answers no draw by `j`
 * (shootouts.ts `respondToDraw`) and shoots at nobody else from his hold (responses.ts `opportunities`).
 */
export function fightHolds(world: QdWorld, i: number, j: number): number {
  if (world.engaged[i] === j || world.engaged[j] === i) return -1;
  return fightingWith(world, i);
}

/**
 * The man i is fighting hand to hand: his opponent if able (`active`) and in contact, else another
 * man still fighting him ({@link otherOpponent}); -1 if none. Backing off out of the fight on another
 * man's card, a draw's answer of 2-4 included, is leaving it without the break-off roll (REEL 5;
 * shootouts.ts `respondToDraw`, RULINGS.md QR-264).
 */
export function fightingWith(world: QdWorld, i: number): number {
  const e = world.engaged[i]!;
  return e >= 0 && active(world, e) && inContact(world, i, e) ? e : otherOpponent(world, i, e);
}
