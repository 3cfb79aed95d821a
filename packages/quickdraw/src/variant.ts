/**
 * Quick on the Draw's variants, one list for the skirmish and the SHOOTOUTS duel: the reading
 * `text` (quick-on-the-draw.md as written, with the rulings of packages/quickdraw/RULINGS.md) and
 * the switches a group might play otherwise, added with `+` (`text+lethal+bad-weather`; core's
 * `parseSwitches`). The canonical name lists the switches in the order of {@link QD_SWITCHES}; a
 * switch the duel does not take (`duel: false`: it changes only what a duel never plays, such as
 * movement) is refused there.
 */
import { duelSwitchNames, parseSwitches, switchVariantList, type RuleVariant, type SwitchSpec } from '@deadeye/core';

/** The one reading: the text as written, with the rulings. */
export const QD_READING = 'text';

/** The switches, in canonical order: what each changes, its ruling, and whether the SHOOTOUTS duel takes it. */
export const QD_SWITCHES = {
  lethal: { duel: true, description: 'every casualty of lethal hits counts as dead (text+lethal; RULINGS.md QR-20)' },
  'bad-weather': { duel: false, description: 'poor visibility or bad weather: all terrain is bad going (text+bad-weather; RULINGS.md QR-66)' },
  'rider-dice': { duel: false, description: "a hit on a mount is rolled on its rider's action dice, not 1D10 (text+rider-dice; RULINGS.md QR-31)" },
  'aim-at-horse': { duel: false, description: "a man shooting at or attacking a rider states (or chooses) his horse, to unhorse him (text+aim-at-horse; RULINGS.md QR-33)" },
  'riding-blows-only': { duel: false, description: '"Hit by a character riding a mount" (DV -1) counts for his blows only, not his shots (text+riding-blows-only; RULINGS.md QR-37)' },
  'moving-rider-hasty': { duel: false, description: "a rider whose mount moved on his card shoots hasty, as a man on foot who moved (text+moving-rider-hasty; RULINGS.md QR-37)" },
  'vdv-moving-quickly': { duel: false, description: 'a vehicle moving quickly (a full move on its last drive, not more) has its VDV lowered by 1 (text+vdv-moving-quickly; RULINGS.md QR-40)' },
  'printed-reaction-dice': { duel: false, description: "a beast's reaction test rolls the attack dice printed for it, not those it has left (text+printed-reaction-dice; RULINGS.md QR-49)" },
  'forfeit-clears': { duel: true, description: 'what lasts "until his next card" (defenceless, evading, moving quickly, moved, ducked down, the block) ends when his next card is turned, forfeit or played (text+forfeit-clears; RULINGS.md QR-208)' },
  'ko-courage': { duel: false, description: 'a man knocked out with cards left takes the courage test a hit or a Fearsome charge calls for, and carries out the outcome at once, a 10\'s free action too (text+ko-courage; RULINGS.md QR-112)' },
  'poison-graze': { duel: false, description: 'a graze of a poisoned weapon or a venomous bite calls for the poison test, as a Hit does (text+poison-graze; RULINGS.md QR-53)' },
  'passed-out-come-round': { duel: false, description: 'a man passed out from blunt hits alone tests to come round at the start of each phase (text+passed-out-come-round; RULINGS.md QR-10)' },
  'gone-dead': { duel: false, description: '"He\'s Gone!" on first aid is death at once, not a casualty whose fate the POST ACTION chart decides (text+gone-dead; RULINGS.md QR-61)' },
  'hasty-off-handed': {
    duel: false,
    description: 'a vehicle hit by a hasty shot from the wrong hand: VDV +4, the +2 of "hasty shots or firing off handed" once for each (text+hasty-off-handed; RULINGS.md QR-156)',
  },
  'drawing-blows': {
    duel: false,
    description: 'a blow struck with a weapon not in hand (a knife or club he carries, not the gun in hand nor his fists): the target\'s DV +1, "Hit by opponent Drawing weapon on this turn", unless Quick Draw (text+drawing-blows; RULINGS.md QR-9)',
  },
  'face-off': {
    duel: false,
    description: 'a face-off: every enemy in sight at the start is located, hidden or not; afterwards a man is lost only by moving in cover or out of sight, as QR-57 has it (text+face-off; RULINGS.md QR-55)',
  },
  'lucky-effects': {
    duel: true,
    description: 'Lucky\'s "improving the results of hits caused by them" read as the target\'s effects roll: a Near Miss or a Graze of his hit is rerolled, one of his four, and a missed shot or blow is not (a Deadly Riposte\'s 1 still is) (text+lucky-effects; RULINGS.md QR-83)',
  },
  'one-per-line': {
    duel: false,
    description: 'each printed line of DV adjustments counts once: evading, hard cover and lying prone +2 together at most, moving quickly and light cover +1 (text+one-per-line; RULINGS.md QR-178)',
  },
  'panic-keeps-defence': {
    duel: false,
    description: 'a man who panics breaking off or evading ("unable to fight back") strikes no blow back but keeps his basic defence: not defenceless (text+panic-keeps-defence; RULINGS.md QR-22, QR-162)',
  },
  'shot-stays-hidden': {
    duel: false,
    description: 'a shot does not give a hidden shooter away: an enemy finds him only by the locating test (text+shot-stays-hidden; RULINGS.md QR-58)',
  },
  'courage-light-cover': {
    duel: false,
    description: 'light cover is cover for the courage test\'s outcomes: a man behind a fence ducks down rather than flee or fall back (text+courage-light-cover; RULINGS.md QR-21)',
  },
  'surprise-defenceless': {
    duel: false,
    description: 'the surprised and completely surprised lose no cards: they only count as defenceless until they act (text+surprise-defenceless; RULINGS.md QR-14)',
  },
  'locate-as-action': {
    duel: false,
    description: 'locating is the card\'s action, taken when no enemy is located and one is hidden: a 10 leaves the card\'s move or action, anything less spends the card (text+locate-as-action; RULINGS.md QR-56)',
  },
  'got-you-reacts': {
    duel: false,
    description: 'the locating test\'s 10, "Got you! ... automatically react to them", counts as a passed reaction: the card\'s move is made without its action roll, as its action is (text+got-you-reacts; RULINGS.md QR-56)',
  },
  'red-joker-easy': { duel: true, description: 'the red joker\'s card "does not need to test": every test of it passes, not only its first read as a 10 (text+red-joker-easy; RULINGS.md QR-7)' },
  'black-joker-idle': { duel: true, description: 'the black joker\'s card "makes no movement or action on that turn", instead of its first test read as a 1 (text+black-joker-idle; RULINGS.md QR-24)' },
  'cut-each-phase': { duel: true, description: 'a Main Character or Hero may yell "Cut!" once a phase, not once a game (text+cut-each-phase; RULINGS.md QR-5)' },
  'reduce-once': { duel: true, description: 'reductions do not add: reduced dice are the table\'s one reduced column however many causes apply (text+reduce-once; RULINGS.md QR-4)' },
  'centimetre-paces': { duel: false, description: 'a pace is a centimetre, not an inch: 2.54 paces to a 6-foot space, every range and move shorter on the map (text+centimetre-paces; RULINGS.md QR-1)' },
  'inside-defences': { duel: false, description: 'every man attacked inside a building is behind defences (DV +2), the attacker inside or not, until he is pushed back and the attacker follows him in (text+inside-defences; RULINGS.md QR-177)' },
  'back-foot-blows-only': { duel: false, description: 'On the Back Foot (DV +2) counts for his blows only, as the vehicle table\'s "in close combat", not his shots (text+back-foot-blows-only; RULINGS.md QR-165)' },
  'reroll-ones-ignored': { duel: true, description: '"ignoring any 1\'s rolled" of Got Them! and Get Stuck In! as the reroll\'s 1s ignored: a miss with no Damn It! (no reload, jam or break) and no Deadly Riposte (text+reroll-ones-ignored; RULINGS.md QR-102, QR-111)' },
  'one-combat-skill': { duel: false, description: 'the DV table\'s one bullet "Hit in close combat by a Fighter, Brawler or one with martial arts skill" is one -1 however many of the three he has (text+one-combat-skill; RULINGS.md QR-116)' },
  'proud-stands': { duel: false, description: 'Proud\'s "Always stands and fights" is a rule, as Rash\'s: he neither evades nor breaks off a fight (text+proud-stands; RULINGS.md QR-78)' },
  'clubbed-close': { duel: false, description: 'a clubbed handgun is close reach, a light club among "Fists etc", not short reach (text+clubbed-close; RULINGS.md QR-118)' },
  'hold-until-responds': { duel: true, description: 'a hold lasts until he responds: his own cards turned meanwhile pass, not played (text+hold-until-responds; RULINGS.md QR-13)' },
  'walk-draw-shoot': { duel: false, description: 'a man on foot with his weapon not drawn walks into range, draws and shoots on one card, one roll of the drawing chart (text+walk-draw-shoot; RULINGS.md QR-17)' },
  'leader-commands-all': { duel: false, description: "a Natural Leader's command is every man of his side within 10 paces, whatever his type (text+leader-commands-all; RULINGS.md QR-80)" },
  'beast-next-phase': { duel: false, description: "a beast activated while the pack is turned has its card put into the pack at the next phase's shuffle, not among the cards still to come (text+beast-next-phase; RULINGS.md QR-46)" },
  'long-beyond-charge': { duel: false, description: 'a beast backing off flees when shot at from farther than it can charge (its speed), not from beyond the weapon\'s effective range (text+long-beyond-charge; RULINGS.md QR-50)' },
  'fall-low-impact': { duel: false, description: 'a fall from a mount not travelling fast is tested as if hit by a low impact weapon, DV +1 (text+fall-low-impact; RULINGS.md QR-35)' },
  'robber-card-turn': { duel: false, description: "the Northfield module's turn, for a robber's one action, is one card: a robber who fired on an earlier card of the phase may threaten, search or cover on a later one (text+robber-card-turn; RULINGS.md QR-209)" },
  'hasty-own-card': { duel: true, description: "a move makes only that card's shots hasty: his shots on other men's cards (a response, from a hold, a courage test's 10) are not (text+hasty-own-card; RULINGS.md QR-190)" },
  'two-actions': { duel: false, description: 'a reaction\'s 10, "Can perform up to 2 actions", gives two actions of any kind (two shots, say) to a man who does not move, not only a move and an action (text+two-actions; RULINGS.md QR-131)' },
  'flint-any-die': { duel: true, description: 'a flintlock misfires when any die thrown shows a 1 or 2, the dice a best roll discards too, not only the die it keeps (text+flint-any-die; RULINGS.md QR-8)' },
  'flint-chart-misfire': { duel: true, description: 'a flintlock misfires on every miss of 2-4, as the hit chart prints it ("Missed! ... If a Flint lock it misfires"), not only on a 2 (text+flint-chart-misfire; RULINGS.md QR-195)' },
  'diagonal-pace': { duel: false, description: '"within 1 pace" takes in the diagonal neighbours (a diagonal step one space), for point blank and for a spread (text+diagonal-pace; RULINGS.md QR-211)' },
  'no-throw-moved': { duel: true, description: 'a weapon whose shots are all deliberate or aimed (thrown spear or tomahawk, lasso, bolas, net) is not thrown after moving (text+no-throw-moved; RULINGS.md QR-107)' },
  'blast-plain-dv': { duel: true, description: "a pepperpot's blast (a 1) tests the shooter for injury at his plain DV, not with the light impact +1 (text+blast-plain-dv; RULINGS.md QR-150)" },
  'poison-kept': { duel: false, description: 'a poisoned thrown weapon picked up again (by its owner or anyone) is still poisoned (text+poison-kept; RULINGS.md QR-216)' },
  'surefooted-rider': {
    duel: false,
    description: 'a Surefooted rider loses nothing to bad going, neither the 25% from his move nor the reduced dice of a move faster than a half move, as a Surefooted man on foot; no reroll, Lumbering unchanged (text+surefooted-rider; RULINGS.md QR-142)',
  },
  'block-attack-only': {
    duel: false,
    description: 'on his card after a block a man "can only make a hasty attack": a blow at a man in contact or nothing, no move, charge or shot (text+block-attack-only; RULINGS.md QR-115)',
  },
  'slow-bad-going-untested': {
    duel: false,
    description: '"Moving or manoeuvring slowly is treated as a basic action": a half move or a crawl in bad going needs no test (the first move of the phase, not Lumbering, on the Wanting to Move row) (text+slow-bad-going-untested; RULINGS.md QR-67)',
  },
  'task-abandoned': {
    duel: false,
    description: 'a 1 on the scenario\'s own task ("Complete Failure! Fail in the task and abandon it") gives it up for the rest of the trial, not the phase (text+task-abandoned; RULINGS.md QR-89)',
  },
  'persuaded-stand-down': {
    duel: false,
    description: 'a man charmed (10) or influenced (5-10) only stands down, harming nobody, where the reading turns him to fight for the persuader\'s side ("do everything in their power to aid him or her"; "will obey and, if required, attack another character") (text+persuaded-stand-down; RULINGS.md QR-159, QR-160)',
  },
  'target-answers-draw': {
    duel: false,
    description: 'only the man a drawer draws on answers his draw ("Responding to an opponent drawing"), not every enemy who sees him draw and has him in reach (text+target-answers-draw; RULINGS.md QR-248)',
  },
  'mishap-stands': {
    duel: true,
    description: 'a shot whose 1 (or misfire) jammed the weapon or left it to be reloaded or reprimed is not rerolled by an Expert with it (nor by a 10 on responding, Cut! or Lucky): the mishap stands, where the reading rerolls the miss and keeps the second roll, the first roll\'s jam or misfire with it (text+mishap-stands; RULINGS.md QR-102)',
  },
  'marksman-tasks': {
    duel: true,
    description: 'a Marksman rerolls a failure to clear a jam or to light a fuse as well as to reload, where the reading gives him the reroll "when testing to reload" only (text+marksman-tasks; RULINGS.md QR-250)',
  },
  'plain-draws-answered': {
    duel: false,
    description: 'a weapon drawn as the card\'s action or on the move, with no shot declared, is answered as "an opponent drawing his weapon": every enemy who sees him draw, holding or ordered to respond with a card to come, tests on "Responding to an opponent drawing", where the reading has nobody answer it (text+plain-draws-answered; RULINGS.md QR-253)',
  },
  'react-after-response': {
    duel: false,
    description: 'a man who responded to an enemy he has newly seen (from his hold, to his attack or to his draw) still takes the reaction test to that new enemy at his next card, where the reading counts the response as his reaction (text+react-after-response; RULINGS.md QR-350)',
  },
} as const satisfies Record<string, SwitchSpec>;

/** A switch's name. */
export type QdSwitch = keyof typeof QD_SWITCHES;

/** A scenario's variant under Quick on the Draw: its canonical name and each switch as 0 or 1 (plain data, structured-cloneable). */
export interface QdVariant {
  /** Canonical name: `text` (default), or with its switches, e.g. `text+lethal`. */
  readonly name: string;
  /** 1: every casualty of lethal hits counts as dead (`+lethal`); 0: the POST ACTION chart decides (RULINGS.md QR-20). */
  readonly lethal: number;
  /**
   * 1: poor visibility or bad weather (`+bad-weather`): all terrain is bad going (REEL 3, Movement
   * in Bad Going: "If there is poor visibility or bad weather, treat all terrain as bad going";
   * RULINGS.md QR-66).
   */
  readonly badWeather: number;
  /**
   * 1 (`+rider-dice`): a hit on a mount is read on the EFFECTS OF HIT TABLE with a roll of its
   * rider's action dice (REEL 6, HITS ON MOUNTS: "For each hit roll on the shooting or combat
   * outcome charts as normal"; REEL 6: "the player controlling that character rolls their Action
   * Dice for each potential injury"); 0: 1D10, the mount having no action dice (REEL 7, EFFECT OF
   * HITS ON WILD ANIMALS: "roll 1D10"; RULINGS.md QR-31).
   */
  readonly riderDice: number;
  /**
   * 1 (`+aim-at-horse`): a man shooting at or attacking a rider states his horse as the target, or
   * chooses it when he may ("the player must state whether they are shooting at the rider or the
   * mount/vehicle. They then roll 1D10 for each hit and if they score 5+ they hit their stated
   * target on a 1-4 they hit the other target", REEL 4, SHOOTING AT A RIDER OR AT VEHICLES; REEL
   * 5; REEL 6); 0: he states or chooses the rider (RULINGS.md QR-33). A beast's attack is not
   * changed.
   */
  readonly aimAtHorse: number;
  /**
   * 1 (`+riding-blows-only`): the DV row "Hit by a character riding a mount" (-1; REEL 6,
   * ADJUSTMENTS FOR SHOOTING AND FIGHTING TO DV) is applied to a rider's blows only, read as the
   * fighting rider's advantage ("The chance of hitting is usually increased when fighting an
   * individual on foot", REEL 5, FIGHTING FROM A MOUNT OR MOVING VEHICLE); 0: to his shots and
   * blows (RULINGS.md QR-37).
   */
  readonly ridingBlowsOnly: number;
  /**
   * 1 (`+moving-rider-hasty`): a rider whose mount moved on his card shoots hasty, as a man on
   * foot who moved ("Hasty Shots – these are any shots made whilst moving"; "If moved any shots
   * are rated as Hasty", REEL 4); 0: only after more than one move (RULINGS.md QR-37: "Characters
   * can make aimed, deliberate, and hasty shots from mounts /vehicles moving slowly or quickly").
   */
  readonly movingRiderHasty: number;
  /**
   * 1 (`+vdv-moving-quickly`): a vehicle moving quickly (a full move on its last drive, but not
   * more than one move, which is "moving very fast", +1) has its VDV lowered by 1, the bullet "In
   * collision with a larger object or vehicle or whilst moving quickly or" (REEL 6, HITS ON
   * VEHICLES, ADJUSTMENTS: "Decrease the target's VDV by 1") read as two rows; 0: read as a
   * collision only (RULINGS.md QR-40).
   */
  readonly vdvMovingQuickly: number;
  /**
   * 1 (`+printed-reaction-dice`): a beast's reaction test rolls the number of attack dice printed
   * for its kind, whatever hits have cost it (REEL 7: BEASTS: "When a beast has to test reaction
   * due to being shot at or hit, roll the number of attack dice shown for the animal and take the
   * highest"); 0: the attack dice it has left, at least one (RULINGS.md QR-49).
   */
  readonly printedReactionDice: number;
  /**
   * 1: "He's Gone!" is death at once (`+gone-dead`): first aid's 1 ("He's Gone! The wounded
   * character loses all cards and is out of the game", REEL 6, TESTING TO COME ROUND OR HEAL A
   * WOUND) kills the patient; 0: he is a casualty of lethal hits, his fate the POST ACTION chart's
   * (RULINGS.md QR-61, QR-20).
   */
  readonly goneDead: number;
  /**
   * 1: a forfeited card turned ends what lasts "until his next card" (`+forfeit-clears`; world.ts
   * `resetStance` at the forfeit, engine.ts `playTurn`): "Making the action uses up a card so when
   * their next card is turned it is forfeited" (REEL 5, FORMS OF ATTACK) read as that card being
   * his next; 0: those states last to his next card played (RULINGS.md QR-208).
   */
  readonly forfeitClears: number;
  /**
   * 1: a graze by a poisoned weapon or a venomous bite calls for the poison test (`+poison-graze`;
   * effects.ts `resolveHit`), "Any character injured by a weapon which is dipped in poison or by a
   * beast that has poisonous or toxic venom takes a test" (REEL 6, POISON) read with a graze as an
   * injury; 0: only a Hit that takes a card injures (RULINGS.md QR-53).
   */
  readonly poisonGraze: number;
  /**
   * 1: a man knocked out with cards left takes his courage tests and carries out the outcome
   * (`+ko-courage`; effects.ts `courageTest`, `resolveHit`, vehicles.ts, responses.ts
   * `freeActionsPass`): "Unless the character is now a casualty or has passed out they must take a
   * Courage Test and will carry out the outcome immediately" (REEL 6, EFFECTS OF HIT TABLE, Hit)
   * read word for word, the KO the loss of the card alone; 0: knocked out, he takes none until he
   * comes round (RULINGS.md QR-112).
   */
  readonly koCourage: number;
  /**
   * 1: a man passed out from blunt hits alone (every card knocked out) tests to come round at the
   * start of each phase (`+passed-out-come-round`; engine.ts `playTurn`, effects.ts
   * `comeRoundPassedOut`): "When a character has no cards left they are deemed to be casualties
   * ... unless they receive medical aid or if their wounds are from a Stunning weapon and they
   * succeed in recovering" (REEL 2, CHARACTER TYPE/STAR STATUS); 0: passed out, he has no card to
   * test on and is out unless first aid restores one (REEL 6, Hit; RULINGS.md QR-10).
   */
  readonly passedOutComeRound: number;
  /**
   * 1: "Increase the target's VDV by 2 ... Hit by a shooter who was making hasty shots or firing
   * off handed" (REEL 6, HITS ON VEHICLES, ADJUSTMENTS) counts once for each (`+hasty-off-handed`):
   * a hasty shot from the wrong hand is VDV +4; 0: the one printed bullet, +2 once (RULINGS.md QR-156).
   */
  readonly hastyOffHanded: number;
  /**
   * 1: each printed line of the target's DV adjustments is one adjustment (`+one-per-line`): "Shot
   * while evading or in dense or hard cover or lying prone" +2 however many hold, "Shot while
   * Moving quickly or in light cover" +1 (REEL 6, ADJUSTMENTS FOR SHOOTING AND FIGHTING TO DV);
   * 0: each condition counts, prone behind hard cover +4 (RULINGS.md QR-178).
   */
  readonly onePerLine: number;
  /**
   * 1: "Hit by opponent Drawing weapon on this turn" (+1; REEL 6, ADJUSTMENTS FOR SHOOTING AND
   * FIGHTING TO DV) falls on every blow struck with a weapon not in hand (`+drawing-blows`): a
   * fighting weapon he carries, not the weapon in hand nor his fists; Quick Draw "ignores the
   * increase on an enemies DV when drawing a weapon and shooting or fighting" (REEL 2). 0: the row
   * is not applied to blows (RULINGS.md QR-9).
   */
  readonly drawingBlows: number;
  /**
   * 1: a face-off (`+face-off`): at the start every enemy in sight is located, hidden or not, and
   * afterwards a man is lost only by moving in cover or out of sight (QR-57) ("Enemy in the open in line of sight are seen
   * automatically. Enemy who are hiding ... may be more difficult to find", REEL 3, LOCATING THE
   * ENEMY, has no start-of-game rule); 0: a man hidden when the scene opens is not located
   * (RULINGS.md QR-55).
   */
  readonly faceOff: number;
  /**
   * 1: Lucky "May re-roll up to 4 dice rolls ... as well as improving the results of hits caused
   * by them" (REEL 2, PERSONALITY) read as the target's effects roll (`+lucky-effects`): a Lucky
   * attacker has a Near Miss or a Graze of his hit on a man of another side rerolled (effects.ts
   * `resolveHit`), and does not reroll a missed shot or a missed blow of 2-4 (a Deadly Riposte's 1
   * does something to him: still rerolled); 0: the phrase read as the roll that makes his hit, a
   * miss rerolled (RULINGS.md QR-83).
   */
  readonly luckyEffects: number;
  /**
   * 1: the break-off's Panic (`+panic-keeps-defence`), "Panic! Hesitate, then retreat ½ a move with
   * back to the enemy and unable to fight back" (REEL 5, WANTING TO BREAK FROM A FIGHT; the same
   * words of the Wanting to evade row), is no blow back only (no Deadly Riposte, no fight back of a
   * courage test's 10): he keeps his basic defence and is not defenceless (no DV -2); 0: he is
   * defenceless until his next card too (RULINGS.md QR-22, QR-162).
   */
  readonly panicKeepsDefence: number;
  /**
   * 1: a shot does not give a hidden shooter away (`+shot-stays-hidden`): an enemy from whom he is
   * hidden finds him only by the locating test, the text's only way ("Enemy in the open in line of
   * sight are seen automatically. Enemy who are hiding ... may be more difficult to find", REEL 3,
   * LOCATING THE ENEMY); 0: every shot locates him to every enemy with a clear line (RULINGS.md QR-58).
   */
  readonly shotStaysHidden: number;
  /**
   * 1: "cover" in the courage test's outcomes ("Let's get out of here! If in the open ... flee ...
   * If already in cover duck down"; "Fall back and Take Cover! If in the open fall back 1 move
   * towards the nearest cover", REEL 3, COURAGE TEST) includes light cover, the DV table's "in light
   * cover" (`+courage-light-cover`): a man behind light cover ducks down; 0: hard or corner cover
   * only, or a wall between (RULINGS.md QR-21).
   */
  readonly courageLightCover: number;
  /**
   * 1: surprise as the text's only word on it (`+surprise-defenceless`), "surprised in which case
   * they count as Defenceless" (REEL 5, FORMS OF ATTACK): the surprised and the completely surprised
   * lose no cards and count as defenceless until they act (their first card); 0: the surprised lose
   * their first card of the first phase, the completely surprised all but their last and are
   * defenceless until they act (RULINGS.md QR-14).
   */
  readonly surpriseDefenceless: number;
  /**
   * 1: locating is the card's action (`+locate-as-action`), as the chart "Wanting to Locate the
   * Enemy" reads ("2 to 4 I see no enemy! Fail to locate the enemy. Can try again next turn";
   * "10 Got you! Locate the enemy and automatically react to them so can move again or perform
   * another action this turn", REEL 3, LOCATING THE ENEMY): a man with no enemy located and one
   * hidden spends his card on the tests; a 10 leaves him the card's move or action; 0: the tests
   * are a free look at the start of every card, a 10 giving a further action (RULINGS.md QR-56).
   */
  readonly locateAsAction: number;
  /**
   * 1: the locating test's 10 counts as a passed reaction (`+got-you-reacts`): "10 Got you! Locate
   * the enemy and automatically react to them so can move again or perform another action this
   * turn" (REEL 3, LOCATING THE ENEMY) read with the reaction's 5-9, "No need to make an action
   * roll" (REEL 3, Reacting to a new event): the card's move or action is made without its test;
   * 0: the 10 spares the reaction test and gives the further action, and the card's move is tested
   * as any (RULINGS.md QR-56).
   */
  readonly gotYouReacts: number;
  /**
   * 1: the red joker's card passes every test (`+red-joker-easy`): its first roll is a 10 as
   * without the switch, and each later test of the card passes unrolled (REEL 1, FILMING THE
   * ACTION: "a bonus appropriate to the situation, equivalent to rolling a 10, such as, for
   * example, 'treats all tasks as easy and does not need to test'"; RULINGS.md QR-7); 0: only
   * the card's first test (or first attack die) is a 10.
   */
  readonly redJokerEasy: number;
  /**
   * 1: the black joker's card makes no movement or action (`+black-joker-idle`): the card is
   * turned and does nothing, not even coming round (REEL 1, FILMING THE ACTION: "That character
   * either makes no movement or action on that turn or suffers a reverse or mishap of some kind,
   * equivalent to rolling a 1!", the first choice; RULINGS.md QR-24); 0: the card's first test
   * reads a 1 (the second choice), and an action that rolls no dice before it is not made.
   */
  readonly blackJokerIdle: number;
  /**
   * 1: a star's Cut! comes back at the start of every phase (`+cut-each-phase`): once a phase, not
   * once a game (REEL 1, 'CUT!' - RESHOOT THE SCENE!: "You can decide how often this takes place
   * in a game. In most cases, we suggest that once per Main Character or Hero is enough!"; the
   * phase is the text's unit of play, "At the start of each phase, shuffle the pack", REEL 1,
   * FILMING THE ACTION; RULINGS.md QR-5); 0: once a game.
   */
  readonly cutEachPhase: number;
  /**
   * 1: reductions do not add (`+reduce-once`): however many causes apply, a roll is made at most
   * reduced once, the CHARACTER TYPE table's one "Reduced Action dice" column (stars 1D10, others
   * 2D10 take the worst) and the attack form's dice one step down (REEL 4: "Use reduced action
   * dice if poor shots or poor fighter/brawler or if outnumbered in a fight"; "roll reduced dice to
   * hit" beyond the effective range; RULINGS.md QR-4); 0: each cause one step more (QR-4, QR-67).
   */
  readonly reduceOnce: number;
  /**
   * 1: a pace is a centimetre (`+centimetre-paces`): a 6-foot space, the inch of table one figure
   * stands on, is 2.54 paces (5.08 on 12-foot squares), so every range, move and distance in paces
   * covers fewer spaces (REEL 1, EQUIPMENT NEEDED: "A pace can be a centimetre or an inch depending
   * on the scale of figures used and/or the space available"; RULINGS.md QR-1); 0: one pace a
   * space, "1 inch to 1 pace". Not in the duel, whose range is in paces.
   */
  readonly centimetrePaces: number;
  /**
   * 1 (`+inside-defences`): every man attacked on a building's interior cell counts as behind
   * defences (DV +2), whether his attacker is inside or outside, and loses it only once he has been
   * pushed back (fell back 2 paces in the close combat, world.ts `pushedBack`) and his attacker is
   * inside with him: "Characters fighting in a building count as behind defences if being
   * attacked. If they are pushed back and the attacker is able to enter the building, they lose
   * this advantage" (REEL 5, FIGHTING IN BUILDINGS; effects.ts `targetDv`); 0: only against an
   * attacker who is not inside (RULINGS.md QR-177).
   */
  readonly insideDefences: number;
  /**
   * 1 (`+back-foot-blows-only`): the DV row "Hit by a character who is On the Back Foot" (+2;
   * REEL 6, ADJUSTMENTS FOR SHOOTING AND FIGHTING TO DV) is applied to his blows only, as the
   * vehicle table's row has it ("Hit by a character who is On the Back Foot in close combat", REEL
   * 6, HITS ON VEHICLES): his shots are unaffected (shooting.ts `fire`); 0: to his shots and blows
   * (RULINGS.md QR-165).
   */
  readonly backFootBlowsOnly: number;
  /**
   * 1 (`+reroll-ones-ignored`): "ignoring any 1's rolled" read as the reroll's 1s ignored: Wanting
   * to Shoot's 10, "Got Them! Make the perfect shot and may reroll the shooting attack dice if
   * failed to hit ignoring any 1's rolled" (REEL 4): a 1 of the reroll is a miss with no Damn It!
   * (no reload, misfire, jam or break; shooting.ts `rerollMiss`, `countHits`; RULINGS.md QR-102);
   * Wanting to make an attack's 10, "Get Stuck In! ... may reroll attack dice if fail to hit
   * ignoring any 1s rolled" (REEL 5): a 1 of the reroll is Missed!, no Deadly Riposte (fighting.ts
   * `strike`; QR-111). Which misses are rerolled is unchanged (a 1 of the first roll stands). 0:
   * the reroll's 1s are Damn It! and A Deadly Riposte! as any 1 (QR-102, QR-111).
   */
  readonly rerollOnesIgnored: number;
  /**
   * 1 (`+one-combat-skill`): the DV table's one bullet "Hit in close combat by a Fighter, Brawler or
   * one with martial arts skill" (REEL 6, ADJUSTMENTS FOR SHOOTING AND FIGHTING TO DV) is one -1
   * however many of the three he has (a Fighter with the weapon he fights with, a Martial Artist,
   * a Brawler with a weapon of his; fighting.ts `strike`); 0: each skill its own -1 as the skill
   * table prints them ("Lowers the enemy's DV by 1", REEL 2, SPECIFIC COMBAT SKILLS AND TRAITS),
   * and they add up (RULINGS.md QR-116). Two Weapon Trained and Two Fisted are not changed.
   */
  readonly oneCombatSkill: number;
  /**
   * 1 (`+proud-stands`): Proud's "Always stands and fights" (REEL 2, PERSONALITY) is a rule, as
   * Rash's "Always stands, fights and makes an all out attack" is: a Proud man ordered to evade
   * makes the basic defence (no response, no card forfeited; fighting.ts `strike`), and his card's
   * move away while in contact with his opponent is a blow at him instead, with no test
   * (personalities.ts `fightsOn`); 0: it is his tagline, not a rule (RULINGS.md QR-78).
   */
  readonly proudStands: number;
  /**
   * 1 (`+clubbed-close`): a handgun used in close combat and the table's "Pistol used as a club"
   * are close reach, as the Fists etc bullet has them: "light clubs such as coshes, saps, clubbed
   * handguns and knuckledusters. These are all close reach" (REEL 2, COMBAT WEAPONS; setup.ts
   * `clubbedReach`, read by fighting.ts `strike` for "Hit by a character with a longer reach
   * weapon" and the reach won); 0: short reach, as the reach table's "Club or Pistol used as a
   * club" (RULINGS.md QR-118).
   */
  readonly clubbedClose: number;
  /**
   * 1: a hold lasts until he responds (`+hold-until-responds`; engine.ts `playTurn`): "Characters
   * can only hold once in a phase and cannot play another card while they are holding" (REEL 3,
   * RESPONDING TO AN OPPORTUNITY WHILE HOLDING) read word for word: his own cards turned while he
   * holds pass, not played, as a forfeited card does (QR-208), until a response spends the hold or
   * the phase ends; 0: his own card turned ends the hold and is played (RULINGS.md QR-13).
   */
  readonly holdUntilResponds: number;
  /**
   * 1: "walk into range, draw and shoot" is one choice of the card (`+walk-draw-shoot`; acting.ts
   * `cardMoveOrAction`): "The player whose card is drawn first can decide whether to walk into
   * range, draw and shoot, or can stand his ground and hold. To walk, draw and shoot, roll the
   * action dice and check on the chart below" (REEL 4, SHOOTOUTS): a man on foot, his weapon not
   * drawn, who declares a walk (a path meeting no terrain row of the movement chart) and a shot
   * walks without the movement chart's test and draws and shoots on the drawing chart; 0: the walk,
   * the draw and the shot are separate choices, a card each (RULINGS.md QR-17, QR-130).
   */
  readonly walkDrawShoot: number;
  /**
   * 1: a Natural Leader's command is every character of his side within 10 paces, whatever his type
   * (`+leader-commands-all`; rolls.ts `test`): "His command automatically uses his or her dice when
   * testing for movement, courage or responding to hold actions if within 10 paces" (REEL 2,
   * PERSONALITY, Natural Leader), a Hero near a Supporting leader rolling the leader's dice too; 0:
   * his command is his side's characters of his type or below (no more cards than his; RULINGS.md
   * QR-80).
   */
  readonly leaderCommandsAll: number;
  /**
   * 1: a beast activated while the pack is being turned has its card put into the pack at the next
   * phase's shuffle (`+beast-next-phase`; beasts.ts `activate`): "It is also allocated a playing
   * card which goes into the pack once the beast is activated" (REEL 7: BEASTS) read as the pack
   * shuffled for the next phase, so it first acts then; 0: its card is put at a random place among
   * the cards still to be turned, to act in the same phase (RULINGS.md QR-46).
   */
  readonly beastNextPhase: number;
  /**
   * 1: "at a long distance" is farther than the beast can charge, its maximum speed in paces
   * (`+long-beyond-charge`; beasts.ts `beastShotAt`): "The Beast backs off ... If shot at or
   * attacked at a long distance it will flee" (REEL 7: BEASTS); 0: a long shot, beyond the weapon's
   * effective range (REEL 4; RULINGS.md QR-50).
   */
  readonly longBeyondCharge: number;
  /**
   * 1: a rider's fall from a mount not travelling fast is tested as if hit by a low impact weapon,
   * DV +1 (`+fall-low-impact`; mounts.ts `fallInjury`), as the ruins' fall: "Test for injury as if
   * hit by an low impact weapon" (REEL 3, the movement chart, ruins), for "The rider(s) of a mount
   * which has collapsed must then test for injury as if falling" (REEL 6, HITS ON MOUNTS); 0: as a
   * normal hit, at his basic DV (a fast mount's fall is High Impact either way; RULINGS.md QR-35).
   */
  readonly fallLowImpact: number;
  /**
   * 1: the Northfield module's "turn", for a robber's one action, is one card
   * (`+robber-card-turn`; acting.ts `act`): "A turn is literally the turning of each card"
   * (REEL 1) for "A robber can threaten one employee per turn ... and may take no other action that
   * turn except moving", "One gang member can search one bank square per turn ... but may not
   * perform any other action that turn", "To cover a bank employee a bandit ... may do nothing else
   * that turn" (the Northfield module, ROBBING THE BANK): a robber who fired on an earlier card of the
   * phase may threaten, search or cover on a later one; 0: the turn is the phase, and he may not
   * (RULINGS.md QR-209, QR-90).
   */
  readonly robberCardTurn: number;
  /**
   * 1 (`+hasty-own-card`): a man who moved on his card shoots hasty on that card only (shooting.ts
   * `shotType`): "If moved any shots are rated as Hasty" (REEL 4, WANTING TO SHOOT, 5-9) read as
   * that card's shots; his shots on other men's cards (a response, from a hold, a courage test's
   * 10 shooting back) are not made hasty by it; 0: every shot until his next card is hasty, "any
   * shots made whilst moving" (REEL 4, TYPES OF SHOOTING; RULINGS.md QR-190).
   */
  readonly hastyOwnCard: number;
  /**
   * 1 (`+two-actions`): a reaction's 10, "Let's do it! Can perform up to 2 actions" (REEL 3,
   * Reacting to a new event/locating the enemy), read as two actions of any kind: a man who does
   * not move on the card makes two actions (two shots, say), both without a test (acting.ts
   * `cardMoveOrAction`); one who moves has the move and one action, and a Rash or Fanatic man
   * still "must move towards the enemy"; 0: a move and an action, the card's two (RULINGS.md QR-131).
   */
  readonly twoActions: number;
  /**
   * 1 (`+flint-any-die`): a flintlock misfires when any die thrown shows a 1 or 2 (FIREARMS: "If a
   * Flintlock they misfire if a 1 or 2 is rolled", read as "any 1s are thrown" is for a revolver's
   * reload, REEL 4, RELOADING WEAPONS), the dice a best roll discards too (shooting.ts `countHits`,
   * rolls.ts `rollRead`'s lowest die): a star's 2D10 take the best misfires 36% of the time, not
   * 20%; 0: the die the attack keeps, as the hit is read (RULINGS.md QR-8).
   */
  readonly flintAnyDie: number;
  /**
   * 1 (`+flint-chart-misfire`): a flintlock misfires on every roll of the hit chart's Missed! band,
   * 2-4 ("Missed! Fails to hit opponent. If a Flint lock it misfires", REEL 4, SHOOTING – TRYING TO
   * HIT), and on a 1 (FIREARMS' "1 or 2"): emptied, it has no reroll of the miss (shooting.ts
   * `countHits`); 0: on a 1 or 2 only, FIREARMS' and the rows' (RULINGS.md QR-195).
   */
  readonly flintChartMisfire: number;
  /**
   * 1 (`+diagonal-pace`): "within 1 pace" takes in the diagonal neighbours, a diagonal step counted
   * as one space (world.ts `withinPace`): "Shot at point blank range (1 pace)" (REEL 6, ADJUSTMENTS
   * FOR SHOOTING AND FIGHTING TO DV) and "may be spread to opponents within 1 pace of target" (REEL
   * 4, SHOOTING – TRYING TO HIT); 0: measured, a diagonal neighbour 1.4 paces off (RULINGS.md QR-211).
   */
  readonly diagonalPace: number;
  /**
   * 1 (`+no-throw-moved`): a weapon whose "shots are deliberate or aimed" (WEAPONS TABLE, Thrown and
   * Hurled: the thrown spear or tomahawk, a lasso, bolas or net) is not thrown after moving:
   * "Deliberate Shots – this covers most shots; the shooter must not have moved" and "Aimed Shots –
   * the shooter must not have moved" (REEL 4, TYPES OF SHOOTING): no move and shoot with it, and no
   * throw while his move makes shots hasty (QR-190) (shooting.ts `throwBarred`, acting.ts
   * `cardMoveOrAction`); 0: thrown after moving, as a deliberate shot (RULINGS.md QR-107).
   */
  readonly noThrowMoved: number;
  /**
   * 1 (`+blast-plain-dv`): after a pepperpot's or early revolving rifle's blast ("ignites all shots
   * in one single blast on a score of 1 ... Also test for a potential injury to the shooter. Test
   * on the Effect of Hits chart", REEL 4, WEAPONS TABLE) the shooter's roll on the EFFECTS OF HIT
   * TABLE is at his plain DV, his armour's (shooting.ts `fire`, terrain.ts `injuryTest`); 0: as if
   * hit by a light impact weapon, DV +1 (RULINGS.md QR-150, QR-68).
   */
  readonly blastPlainDv: number;
  /**
   * 1 (`+poison-kept`): a thrown weapon dipped in poison, picked up again by its owner or anyone, is
   * still "a weapon which is dipped in poison" (REEL 6, POISON): its hits call for the poison test
   * (world.ts `poisonedWeapon`, read by shooting.ts `fire` and fighting.ts `strike`); 0: picked up,
   * it is the scenario's item of its kind, unpoisoned (RULINGS.md QR-216).
   */
  readonly poisonKept: number;
  /**
   * 1 (`+surefooted-rider`): a Surefooted character riding loses nothing to bad going, "Most
   * characters whether on foot or mounted deduct 25% from movement. There are no deductions for sure
   * footed characters" (REEL 3, Movement in Bad Going) read as the rider's trait sparing the mounted
   * move: no 25% from his move (walk.ts `stepCost`) and no reduced dice for a move faster than a
   * half move (terrain.ts `playMove`, `plainMoveLevel`, `chargeLevel`), through walk.ts
   * `sparedBadGoing`; the reroll of the wanting-to-move test ("Can reroll a Wanting to Move Order",
   * REEL 2, Surefooted) stays his feet's, a Lumbering rider is not reduced either way, and a driver
   * is not spared (his vehicle's 50%); 0: riding, his own Surefooted does not count (RULINGS.md
   * QR-142, QR-67).
   */
  readonly surefootedRider: number;
  /**
   * 1 (`+block-attack-only`): "Block – increases their DV by 2 but they cannot make a counter attack
   * and in their turn can only make a hasty attack" (REEL 5, FORMS OF ATTACK) read as all that
   * turn may hold: on his card after the block (`BLOCK_HASTY`) a man makes the hasty attack his
   * agent declares (an attack, or the fight's blow) at a man in contact, or nothing: no move, no
   * charge, no shot, no reload (acting.ts `blockTurn`); 0: the attack he makes on that card is
   * hasty, and he may do anything else on it (RULINGS.md QR-115).
   */
  readonly blockAttackOnly: number;
  /**
   * 1 (`+slow-bad-going-untested`): "Moving or manoeuvring slowly is treated as a basic action but
   * moving or manoeuvring any faster reduces the action dice" (REEL 3, Movement in Bad Going) with
   * BASIC ACTIONS' "No additional test is necessary" (REEL 3): a half move or a crawl whose path
   * meets bad going on the Wanting to Move row is made without a test (terrain.ts `playMove`), as a
   * 5-9; not a second move of the phase ("they must test to do so using their reduced action
   * dice", REEL 3), nor a Lumbering character's ("when wanting to move in or enter Bad Going they
   * use reduced Action Dice", REEL 2), nor a path meeting a terrain row of the movement chart
   * (forest, snow or sand, swamp, ruins: their own test); 0: tested on the action dice, as in good
   * going (RULINGS.md QR-67).
   */
  readonly slowBadGoingUntested: number;
  /**
   * 1 (`+task-abandoned`): a task roll of 1 on the scenario's own task ("1 Complete Failure! Fail in
   * the task and abandon it", REEL 3, TASKS) gives it up for the rest of the trial; 0: for the rest
   * of the phase, as at an obstacle (RULINGS.md QR-89, QR-63).
   */
  readonly taskAbandoned: number;
  /**
   * 1 (`+persuaded-stand-down`): a man under a Charismatic character's charm of 10 or a Dominant
   * character's influence of 5-10 stands down, harming nobody (persuasion.ts `refusesHarm`), as
   * under a charm of 5-9; 0: he is turned to the persuader's side and fights for it ("will do
   * everything in their power to aid him or her"; "will obey and, if required, attack another
   * character ... until they pass an Action test"; "will do whatever the dominant character
   * requires", REEL 2, PERSONALITY, Charismatic and Dominant), the influence's 5-9 until he passes
   * the action test at one of his cards or is hit (persuasion.ts `turnSide`; RULINGS.md QR-159,
   * QR-160). Under the Northfield module he stands down either way.
   */
  readonly persuadedStandDown: number;
  /**
   * 1 (`+target-answers-draw`): only the drawer's target answers his draw on "Responding to an
   * opponent drawing" (REEL 4, SHOOTOUTS); 0: every enemy of his who has him in reach (in sight,
   * located, within twice the range of the weapon in hand), holding or ordered to respond with a
   * card to come, his target first (shootouts.ts `shootAction`, `answerDraw`; RULINGS.md QR-248).
   */
  readonly targetAnswersDraw: number;
  /**
   * 1 (`+mishap-stands`): a shot whose 1 or misfire jammed the weapon, or left it to be reloaded or
   * reprimed (a single shot, a bow, a lasso entangled), is not rerolled by an Expert with it, by
   * a 10 on responding, by Cut! nor by Lucky: the mishap stands (until the nineteenth audit,
   * 2026-12-02, the reading); 0: the Expert's "may reroll their dice but must keep the second dice
   * roll" (REEL 2), Lucky's "must keep the second roll" (REEL 2) and Cut!'s "has to abide by the
   * second 'take'" (REEL 1) reroll it, the first roll's jam, misfire or re-priming undone with it
   * (shooting.ts `fire`, `rerollShot`; RULINGS.md QR-102). Either way a revolver's first 1 still
   * forces its reload ("if any 1s are thrown", QR-8).
   */
  readonly mishapStands: number;
  /**
   * 1 (`+marksman-tasks`): a Marksman rerolls a failed attempt to clear a jam or to light a fuse as
   * well as a failed reload (until the nineteenth audit, 2026-12-02, the reading); 0: "can reroll
   * when testing to reload" (REEL 2) only, the reload or re-priming itself (shooting.ts
   * `reloadSlot`, `lightFuse`; RULINGS.md QR-250).
   */
  readonly marksmanTasks: number;
  /**
   * 1 (`+plain-draws-answered`): a weapon drawn as the card's action or on the move (`ACT_DRAW`,
   * no shot declared) is "an opponent drawing his weapon" (REEL 4, SHOOTOUTS): every enemy who
   * sees him draw and has him in reach, holding or ordered to respond with a card to come, answers
   * it as a draw that does not shoot (shootouts.ts `answerPlainDraw`); 0: nobody answers it, the
   * chart's response being to a man who draws to shoot (RULINGS.md QR-253, QR-170). With
   * `+target-answers-draw` nobody answers either way (no man is drawn on).
   */
  readonly plainDrawsAnswered: number;
  /**
   * 1 (`+react-after-response`): a man who has taken a response test to an enemy he has newly seen
   * (from his hold, to his attack, to his draw) still takes the reaction test to that new enemy at
   * his next card; 0: the response was his reaction to him, and none is taken (locating.ts
   * `responseReacts`; RULINGS.md QR-350).
   */
  readonly reactAfterResponse: number;
}

/** The variants as the rule system lists them (`deadeye systems`, `--variant`, house-rule files): the reading, then each switch. */
export const QD_VARIANTS: readonly RuleVariant[] = switchVariantList(
  QD_READING,
  'the rules as written, with the rulings of packages/quickdraw/RULINGS.md; a casualty of lethal hits dies only if the POST ACTION chart says "A Goner!" (QR-20)',
  QD_SWITCHES,
);

/** The SHOOTOUTS duel's variants (`DuelSupport.variants`): the reading alone and with each switch the duel takes. */
export const QD_DUEL_VARIANT_NAMES: readonly string[] = duelSwitchNames(QD_READING, QD_SWITCHES);

/**
 * Parses `--variant`: `text` (the default; may be left out) and any switches of
 * {@link QD_SWITCHES}, joined by `+` (or commas), each at most once.
 * @param words as typed; undefined or empty: `text`
 * @param duel true for the SHOOTOUTS duel, which refuses the switches it does not take (`duel: false`: `bad-weather` ...)
 * @throws Error `--variant: unknown "x" for the Quick on the Draw skirmish; expected text, optionally with +lethal, +bad-weather, ... (e.g. text+lethal)` (every switch of {@link QD_SWITCHES})
 */
export function parseQdVariant(words: string | undefined, duel = false): QdVariant {
  const { name, on } = parseSwitches(words, QD_READING, QD_SWITCHES, 'Quick on the Draw', duel);
  const bit = (s: QdSwitch): number => (on.has(s) ? 1 : 0);
  return {
    name,
    lethal: bit('lethal'),
    badWeather: bit('bad-weather'),
    riderDice: bit('rider-dice'),
    aimAtHorse: bit('aim-at-horse'),
    ridingBlowsOnly: bit('riding-blows-only'),
    movingRiderHasty: bit('moving-rider-hasty'),
    vdvMovingQuickly: bit('vdv-moving-quickly'),
    printedReactionDice: bit('printed-reaction-dice'),
    goneDead: bit('gone-dead'),
    forfeitClears: bit('forfeit-clears'),
    poisonGraze: bit('poison-graze'),
    koCourage: bit('ko-courage'),
    passedOutComeRound: bit('passed-out-come-round'),
    hastyOffHanded: bit('hasty-off-handed'),
    onePerLine: bit('one-per-line'),
    drawingBlows: bit('drawing-blows'),
    faceOff: bit('face-off'),
    luckyEffects: bit('lucky-effects'),
    panicKeepsDefence: bit('panic-keeps-defence'),
    shotStaysHidden: bit('shot-stays-hidden'),
    courageLightCover: bit('courage-light-cover'),
    surpriseDefenceless: bit('surprise-defenceless'),
    locateAsAction: bit('locate-as-action'),
    gotYouReacts: bit('got-you-reacts'),
    redJokerEasy: bit('red-joker-easy'),
    blackJokerIdle: bit('black-joker-idle'),
    cutEachPhase: bit('cut-each-phase'),
    reduceOnce: bit('reduce-once'),
    centimetrePaces: bit('centimetre-paces'),
    insideDefences: bit('inside-defences'),
    backFootBlowsOnly: bit('back-foot-blows-only'),
    rerollOnesIgnored: bit('reroll-ones-ignored'),
    oneCombatSkill: bit('one-combat-skill'),
    proudStands: bit('proud-stands'),
    clubbedClose: bit('clubbed-close'),
    holdUntilResponds: bit('hold-until-responds'),
    walkDrawShoot: bit('walk-draw-shoot'),
    leaderCommandsAll: bit('leader-commands-all'),
    beastNextPhase: bit('beast-next-phase'),
    longBeyondCharge: bit('long-beyond-charge'),
    fallLowImpact: bit('fall-low-impact'),
    robberCardTurn: bit('robber-card-turn'),
    hastyOwnCard: bit('hasty-own-card'),
    twoActions: bit('two-actions'),
    flintAnyDie: bit('flint-any-die'),
    flintChartMisfire: bit('flint-chart-misfire'),
    diagonalPace: bit('diagonal-pace'),
    noThrowMoved: bit('no-throw-moved'),
    blastPlainDv: bit('blast-plain-dv'),
    poisonKept: bit('poison-kept'),
    surefootedRider: bit('surefooted-rider'),
    blockAttackOnly: bit('block-attack-only'),
    slowBadGoingUntested: bit('slow-bad-going-untested'),
    taskAbandoned: bit('task-abandoned'),
    persuadedStandDown: bit('persuaded-stand-down'),
    targetAnswersDraw: bit('target-answers-draw'),
    mishapStands: bit('mishap-stands'),
    marksmanTasks: bit('marksman-tasks'),
    plainDrawsAnswered: bit('plain-draws-answered'),
    reactAfterResponse: bit('react-after-response'),
  };
}
