/**
 * Quick on the Draw's part of the agents' vocabulary, beside the neutral part (`./intent.ts`,
 * `./observation.ts`) and BOOT HILL's (`./boothill.ts`). Source: quick-on-the-draw.md (REEL 3,
 * WANTING TO RESPOND, RESPONDING TO AN OPPORTUNITY WHILE HOLDING; REEL 4, TYPES OF SHOOTING, QUICK
 * DRAW; REEL 5, FORMS OF ATTACK; REEL 1, 'CUT!' - RESHOOT THE SCENE!).
 *
 * Doctrines do not set these fields themselves: the Quick on the Draw system hook
 * (`packages/agents/src/systems/quickdraw.ts`) maps their neutral requests (a quick shot, aiming,
 * close combat) to these codes and adds the system's own choices (hold, respond, Cut!, the type of
 * shot, the form of attack and of defence). The Quick on the Draw engine reads them; BOOT HILL
 * ignores them.
 *
 * Decision points under Quick on the Draw: each time one of the character's cards is turned, the
 * engine asks `PHASE_MOVE` (move or not, and the planned action) then `PHASE_FIRE` (the action:
 * shoot, aim, reload, draw, attack, hold, or nothing). A character holding is asked `PHASE_FIRE`
 * again, with `responding` 1, when an opportunity arises later in the phase (an enemy acting in
 * his sight); only a shot or an attack is then played. Before each attack he makes in close
 * combat (an `ACT_ATTACK`, a round of a fight going on, an attack from a hold) he is asked
 * `PHASE_BRAWL` with his opponent in `brawlOpponent`, on the same observation: the answer's
 * `blow` is the form of that attack. The defence (`defence`) and Cut! (`cut`) are his card's
 * `PHASE_FIRE` intent's.
 */

// Quick on the Draw's own actions (`SkirmishIntent.action`), new codes beside the neutral `ACT_*`
// (0..9 are taken by the neutral and BOOT HILL actions).

/**
 * What a step into bad going costs, times the map's step: "deduct 25% from movement" (REEL 3,
 * Movement in Bad Going; Quick on the Draw's RULINGS.md QR-6). The engine's step cost and the
 * hook's `paceWithin` both read it.
 */
export const QD_BAD_GOING_STEP = 4 / 3;

/**
 * Hold: do nothing on this card, to respond to an opportunity later in the phase (REEL 3,
 * RESPONDING TO AN OPPORTUNITY WHILE HOLDING: "a basic action and there is no need to test to
 * hold"; once a phase; Heroes, Main and Supporting characters only).
 */
export const ACT_HOLD = 10;
/** Attack `target` in close combat (REEL 5, WANTING TO MAKE AN ATTACK), moving into contact first if needed. */
export const ACT_ATTACK = 11;
/** Spend this card aiming at `target` (REEL 4, TYPES OF SHOOTING: "spent one turn aiming at a target before shooting. Aiming is a basic action"). */
export const ACT_TAKE_AIM = 12;
/**
 * Give first aid to `target`, a wounded or fallen comrade in contact (REEL 6, TESTING TO COME ROUND
 * OR HEAL A WOUND, "Trying to heal"; REEL 2, Healer/Saw Bones: "Can heal wounds and aid
 * recovery"): the action of the card of a character with the Healer skill, rolled on the healing
 * chart. The engine ignores it from anyone else, or for a target out of contact or not
 * `treatable`; the agent moves him into contact first (`moveTo`).
 */
export const ACT_HEAL = 13;
/**
 * Ride down `target`, a man on foot (REEL 5, FIGHTING FROM A MOUNT OR MOVING VEHICLE: "Mounts/Moving
 * vehicles can attempt to run down one or more characters"): declared at `PHASE_MOVE` by a rider,
 * or by the driver of a vehicle (`drives` 1 in his observation), it is the card's move and its
 * attack: the engine rides (drives) him at the man with his full move (no `moveTo` needed), and
 * the man may test to evade the collision (Quick on the Draw's RULINGS.md QR-158). Code 15 (14 is
 * Shootout!'s close combat). Read only at `PHASE_MOVE`; asked of a man on foot or a passenger, or
 * of a rider or driver in contact with the target or fighting, it is played as `ACT_ATTACK`.
 */
export const ACT_RIDE_DOWN = 15;
/**
 * Persuade `target`, an enemy (REEL 2, PERSONALITY): a Charismatic character charms one next to
 * him ("When next to a character they wish to 'charm', the character tests"), a Dominant one
 * influences one within 10 paces in his sight ("To influence other characters, including
 * opponents, test"). The card's action, rolled on the personality's own 1 / 2-4 / 5-9 / 10 chart;
 * a man charmed or influenced makes no attack until he passes an action test. The engine ignores
 * it from anyone else, or at a target that is not `persuadable` (code 14 is Shootout!'s close
 * combat: `./shootout.ts`; 15 is riding down). Code 16.
 */
export const ACT_PERSUADE = 16;
/** Quick on the Draw's own actions by name. */
export const QuickDrawAction = { hold: ACT_HOLD, attack: ACT_ATTACK, takeAim: ACT_TAKE_AIM, heal: ACT_HEAL, rideDown: ACT_RIDE_DOWN, persuade: ACT_PERSUADE } as const;
/** A Quick on the Draw action code (see {@link QuickDrawAction}). */
export type QuickDrawAction = (typeof QuickDrawAction)[keyof typeof QuickDrawAction];

/**
 * Types of shot (REEL 4, TYPES OF SHOOTING), `SkirmishIntent.shot`. `SHOT_AUTO` (0): the engine
 * takes the best type the rules allow (deliberate if the shooter has not moved, else hasty; aimed
 * after a card spent aiming at the same target). An asked type the rules do not allow (a snap
 * shot with a single shot weapon, fanning beyond 6 paces or with anything but a single action
 * revolver, a deliberate shot after moving) falls back to the best allowed.
 */
export const SHOT_AUTO = 0;
/** Hasty: any shot while moving or drawing (target DV +2). */
export const SHOT_HASTY = 1;
/** Snap: repeating or revolving weapons only, not moved (target DV +1; "2D10 and both can score"). */
export const SHOT_SNAP = 2;
/** Fanning: single action revolver, not moved, 6 paces at most; empties it (target DV +2; "3D10 and all can score"). */
export const SHOT_FANNING = 3;
/** Deliberate: not moved. */
export const SHOT_DELIBERATE = 4;
/** Aimed: not moved and a card spent aiming at the target (target DV -1). */
export const SHOT_AIMED = 5;
/** The types of shot by name. */
export const Shot = { auto: SHOT_AUTO, hasty: SHOT_HASTY, snap: SHOT_SNAP, fanning: SHOT_FANNING, deliberate: SHOT_DELIBERATE, aimed: SHOT_AIMED } as const;
/** A type of shot (see {@link Shot}). */
export type Shot = (typeof Shot)[keyof typeof Shot];
/** The types of shot's words in a log, index = `SHOT_*` code. */
export const SHOT_NAMES = ['auto', 'hasty', 'snap', 'fanning', 'deliberate', 'aimed'] as const;

/** Forms of attack (REEL 5, FORMS OF ATTACK), `SkirmishIntent.blow`. */
export const BLOW_STANDARD = 0;
/** Mighty Blow: if it hits, the enemy's DV is lowered by 1; once a phase. */
export const BLOW_MIGHTY = 1;
/** All Out Attack: may reroll a failed attempt; own DV lowered until the attacker's next turn; once a phase. */
export const BLOW_ALL_OUT = 2;
/**
 * Restrain: hold the opponent by brute strength (REEL 6, ENTANGLING OR RESTRAINING OPPONENTS:
 * "attempting to restrain a character by strength alone is treated as an attack made when
 * fighting"): if it hits, he rolls on the entanglement chart instead of the effects of a hit, and
 * stays held while the attacker stays in contact with him.
 */
export const BLOW_RESTRAIN = 3;
/** The forms of attack by name. */
export const Blow = { standard: BLOW_STANDARD, mighty: BLOW_MIGHTY, allOut: BLOW_ALL_OUT, restrain: BLOW_RESTRAIN } as const;
/** A form of attack (see {@link Blow}). */
export type Blow = (typeof Blow)[keyof typeof Blow];

/**
 * The defence asked when attacked in close combat with a card left (REEL 5, FORMS OF ATTACK, "a
 * defender with a turn remaining can choose to respond"), `SkirmishIntent.defence`: the basic
 * defence (no card spent), or respond by forfeiting the next card to evade, block or make a hasty
 * shot.
 */
export const DEFEND_BASIC = 0;
export const DEFEND_EVADE = 1;
export const DEFEND_BLOCK = 2;
export const DEFEND_HASTY_SHOT = 3;
/** The defences by name. */
export const Defence = { basic: DEFEND_BASIC, evade: DEFEND_EVADE, block: DEFEND_BLOCK, hastyShot: DEFEND_HASTY_SHOT } as const;
/** A defence (see {@link Defence}). */
export type Defence = (typeof Defence)[keyof typeof Defence];

/**
 * The intent fields only Quick on the Draw reads, beside the neutral ones. The engine resets them
 * before each call (shot auto, standard blow, basic defence, cut 0, respond 0).
 */
export interface QuickDrawOptions {
  /** `SHOT_*`: the type of shot asked with `ACT_FIRE`. */
  shot: number;
  /** `BLOW_*`: the form of attack, answered at `PHASE_BRAWL` before each attack (the `PHASE_FIRE` intent's is not read). */
  blow: number;
  /** `DEFEND_*`: what to do if attacked in close combat before the next card, from the card's `PHASE_FIRE` intent (a response forfeits that card). */
  defence: number;
  /** 1: yell "Cut!" on a failed roll of this action (Heroes and Main Characters, once a game; costs the next card). */
  cut: number;
  /** 1: respond to an enemy drawing or shooting at the character, forfeiting the next card, when holding or with cards left. */
  respond: number;
  /**
   * 1: on a card where he must ride (drive) on past his opponent (`carriedPast` >= 0 in the
   * observation), stop instead "by decelerating unsafely", a test to keep control of his mount (a
   * driver: a task) (REEL 5, FIGHTING FROM A MOUNT OR MOVING VEHICLE; Quick on the Draw's
   * RULINGS.md QR-157). 0: he is carried on past. Read only on that card's `PHASE_MOVE` question.
   */
  stop: number;
  /**
   * 1: with `ACT_FIRE` at the opponent he is in close combat with, a 10 on the Wanting to Shoot
   * test is "a Hasty Shot and ... a counter attack" rather than the perfect shot with its reroll of
   * a miss (REEL 4, WANTING TO SHOOT, 10: "Got Them! Make the perfect shot and may reroll the
   * shooting attack dice if failed to hit ignoring any 1's rolled. OR if attacked may choose to
   * make a Hasty Shot and make a counter attack"; Quick on the Draw's RULINGS.md QR-188). 0: the
   * perfect shot. Read from the card's `PHASE_FIRE` intent.
   */
  counter: number;
  /**
   * 1: on a 10 of the break-off test ("Wanting to break off from a fight", REEL 5: "Caught them
   * Out! Successfully break off from the fight. May also attack the enemy before moving or move and
   * shoot at them"), move and shoot at the enemy he broke off from (a hasty shot: REEL 4, WANTING TO
   * SHOOT, "If moved any shots are rated as Hasty") rather than attack him before moving; the engine
   * plays it only with a weapon he can shoot. 0: the attack before moving. Read from the card's
   * `PHASE_MOVE` intent (the move away is that card's; Quick on the Draw's RULINGS.md QR-22).
   */
  breakShot: number;
}

/**
 * What a character observes that only Quick on the Draw fills, beside the neutral ones. A system
 * without these rules leaves them at 0.
 */
export interface QuickDrawObservation {
  /** Cards the observer still has in play (REEL 2: lethal hits remove them for good, blunt hits until he comes round). */
  cards: number;
  /** Cards of his character type (Hero 4, Main 3, Supporting 2, Minor 1). */
  cardsMax: number;
  /** Cards still to be turned for him in this phase. */
  cardsToCome: number;
  /** 1: a Hero or Main Character (rolls 2D10 take the best; may yell "Cut!"). */
  star: number;
  /** 1: "Cut!" still available to him this game. */
  cutLeft: number;
  /** 1: he may still hold this phase (once a phase; not a Minor character). */
  canHold: number;
  /** 1: he is holding now (the question is an opportunity to respond to). */
  responding: number;
  /** 1: he has moved on this card (any shot is hasty). */
  movedThisCard: number;
  /**
   * 1 per map cell that is bad going for him (REEL 3, Movement in Bad Going: a building's floor,
   * rough ground, or anywhere in the bad-weather variant), where a move faster than a half move is
   * tested on reduced dice and a 1 is a fall, and each step costs a third more (RULINGS.md QR-6);
   * all 0 for a Surefooted man on foot, who rerolls a failure there and is not slowed (QR-67).
   * Empty (length 0) under the systems without the rule.
   */
  badGoingCells: Uint8Array;
  /** The character he spent his last card aiming at, or -1. */
  aimingAt: number;
  /** 1: his weapon in hand is drawn (a holstered weapon is drawn as part of a hasty shot or with the draw chart). */
  drawn: number;
  /** 1: he has the Healer skill (REEL 2, Healer/Saw Bones): he may give first aid (`ACT_HEAL`). */
  healer: number;
  /**
   * The opponent his mount (or the vehicle he drives) must carry him on past on this card, after
   * an attack (a driver's: a run-down) following a move of over 8 paces on his last card (REEL 5,
   * FIGHTING FROM A MOUNT OR MOVING VEHICLE; Quick on the Draw's RULINGS.md QR-157), or -1. Set
   * only on that card's first `PHASE_MOVE` question, whose `stop` answers it.
   */
  carriedPast: number;
  /**
   * 1: he drives the vehicle he is in (its driver, the vehicle not destroyed): his card's move
   * moves it, and he may run a man down with it (`ACT_RIDE_DOWN`; Quick on the Draw's RULINGS.md
   * QR-38, QR-158). 0 otherwise (on foot, on a horse, a passenger).
   */
  drives: number;
  /**
   * Whom his personality makes him go for (REEL 2, PERSONALITY): {@link SEEKS_NASTIEST} (Heroic:
   * "Always seeks to attack or fight the biggest, nastiest foe"), {@link SEEKS_LEADER} (Proud:
   * "Always attempts to engage the enemy leader in combat"), else 0.
   */
  seeks: number;
  /**
   * Per character (index = character), the cards first aid could restore to him now (REEL 6,
   * "Trying to heal": cards lost to wounds or knocked out, of a comrade up or fallen): 0 for the
   * unhurt, for enemies, and for those beyond first aid (dead, fled, out for the action). A
   * system without first aid leaves it empty.
   */
  treatable: Int8Array;
  /**
   * Whom his personality lets him persuade (REEL 2, PERSONALITY): {@link PERSUADER_CHARM}
   * (Charismatic: charms a character next to him), {@link PERSUADER_INFLUENCE} (Dominant:
   * influences a character within 10 paces), else 0.
   */
  persuader: number;
  /**
   * Per character (index = character), 1 if he may try to persuade him now (`ACT_PERSUADE`): an
   * enemy up, not knocked out nor fleeing, within his reach (next to him for a charm, within 10
   * paces in sight for an influence), located, not repelled by him, not under anyone's sway
   * already; 2 if that enemy is under his own sway (charmed or influenced by him); else 0. Filled
   * by the engine for a persuader only; a system without persuasion leaves it empty.
   */
  persuadable: Uint8Array;
}

/**
 * Movement rates under Quick on the Draw (`SkirmishIntent.rate`; REEL 3, WANTING TO MOVE and the
 * movement chart: "Move up to the maximum move in any direction or choose to go prone or move
 * evasively"; "Move It! Move twice the maximum move"). Not moving is the neutral `RATE_STILL` (0).
 * Any move on a card makes that card's shot hasty (REEL 4, WANTING TO SHOOT: "If moved any shots
 * are rated as Hasty").
 */
/** Crawl (4 paces: "Characters swimming, climbing or crawling"), ending prone. */
export const QD_RATE_CRAWL = 1;
/** Half the maximum move (a careful step; RELOAD CHART "may now move ½ move"). */
export const QD_RATE_HALF = 2;
/** The maximum move, evasively (shot while evading: DV +2). */
export const QD_RATE_EVASIVE = 3;
/** The maximum move. */
export const QD_RATE_FULL = 4;
/** The maximum move, and twice it on a roll of 10 ("Move It!"). */
export const QD_RATE_DASH = 5;
/** The rates' words in a log, index = `QD_RATE_*` code. */
export const QD_RATE_NAMES = ['still', 'crawling', 'half move', 'evasive move', 'full move', 'dash'] as const;
/** The movement rates by name (also the rate words a scenario may give a doctrine's `rate` under Quick on the Draw). */
export const QdRate = { crawl: QD_RATE_CRAWL, half: QD_RATE_HALF, evasive: QD_RATE_EVASIVE, full: QD_RATE_FULL, dash: QD_RATE_DASH } as const;
/** A Quick on the Draw movement rate (see {@link QdRate}). */
export type QdRate = (typeof QdRate)[keyof typeof QdRate];

/** {@link QuickDrawObservation.seeks}: the most dangerous enemy (Heroic). */
export const SEEKS_NASTIEST = 1;
/** {@link QuickDrawObservation.seeks}: the enemy leader, in close combat (Proud). */
export const SEEKS_LEADER = 2;
/** {@link QuickDrawObservation.persuader}: a Charismatic character (charms one next to him). */
export const PERSUADER_CHARM = 1;
/** {@link QuickDrawObservation.persuader}: a Dominant character (influences one within 10 paces). */
export const PERSUADER_INFLUENCE = 2;
