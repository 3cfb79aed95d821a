/**
 * The result charts of Quick on the Draw: one row per test ("Reason for Test"), four outcomes for a
 * roll of 1, 2 to 4, 5 to 9 and 10 (REEL 1, DETERMINING OUTCOMES – DICE ROLLS). Cell titles and
 * texts are as printed with the HTML stripped (paragraphs joined by a newline); printed typos kept.
 */
import type { ChartCell, ChartTest, Source, SourcedChartRow } from './types.ts';
import { QOTD_SEED } from './types.ts';

const REEL3 = 'REEL 3: LIGHTS, CAMERA, ACTION! - MOVEMENT AND ACTION';
const REEL4 = 'REEL 4: SHOOTING AND WEAPONS OF THE OLD WEST';
const REEL5 = 'REEL 5: FIGHTING';
const REEL6 = 'REEL 6: DETERMINING THE EFFECTS OF SHOOTING AND FIGHTING';
const REEL7 = 'REEL 7: BEASTS';

const MOVE: Source = { seed: QOTD_SEED, reel: REEL3, section: 'WANTING TO MOVE' };
const TASK: Source = { seed: QOTD_SEED, reel: REEL3, section: 'TASKS' };
const RESPOND: Source = {
  seed: QOTD_SEED,
  reel: REEL3,
  section: 'RESPONDING TO AN OPPORTUNITY WHILE HOLDING',
  note: 'Under WANTING TO RESPOND; one chart of three rows (opportunity, attack, new event/locating).',
};
const LOCATE: Source = { seed: QOTD_SEED, reel: REEL3, section: 'LOCATING THE ENEMY' };
const COURAGE: Source = { seed: QOTD_SEED, reel: REEL3, section: 'COURAGE TEST' };
const WANT_SHOOT: Source = { seed: QOTD_SEED, reel: REEL4, section: 'WANTING TO SHOOT' };
const SHOOT_HIT: Source = { seed: QOTD_SEED, reel: REEL4, section: 'SHOOTING – TRYING TO HIT' };
const RELOAD: Source = { seed: QOTD_SEED, reel: REEL4, section: 'SHOOTING RELATED TASKS' };
const SHOOTOUT: Source = { seed: QOTD_SEED, reel: REEL4, section: 'SHOOTOUTS' };
const WANT_ATTACK: Source = { seed: QOTD_SEED, reel: REEL5, section: 'WANTING TO MAKE AN ATTACK' };
const BREAK_OFF: Source = { seed: QOTD_SEED, reel: REEL5, section: 'WANTING TO BREAK FROM A FIGHT' };
const FIGHT_HIT: Source = { seed: QOTD_SEED, reel: REEL5, section: 'FIGHTING: TRYING TO HIT' };
const COME_ROUND: Source = { seed: QOTD_SEED, reel: REEL6, section: 'TESTING TO COME ROUND OR HEAL A WOUND' };
const ESCAPE: Source = {
  seed: QOTD_SEED,
  reel: REEL6,
  section: 'ATTEMPTING TO ESCAPE FROM ENTANGLEMENT',
  note: 'Printed without a "Reason for Test" column: the header row is only 1 / 2 to 4 / 5 to 9 / 10, so `reason` is empty.',
};
const BEAST: Source = {
  seed: QOTD_SEED,
  reel: REEL7,
  section: REEL7,
  note:
    'Printed directly under the reel heading (no section heading of its own). The cells have no titles, so `title` is empty. ' +
    'The 10 cell\'s "The Beats becomes enraged" is a printed typo (Beast), kept.',
};

/**
 * Every chart row of the text, by test id. Shape: `Record<ChartTest, SourcedChartRow>`; `outcomes`
 * in band order (1, 2 to 4, 5 to 9, 10), each cell `{ title, text }` as printed. Each row carries its
 * {@link Source} (reel and section heading as printed).
 */
export const CHARTS: Readonly<Record<ChartTest, SourcedChartRow>> = {
  move: {
    test: 'move',
    reason: 'Wanting to Move',
    source: MOVE,
    outcomes: [
      { title: 'Caution – Danger Ahead!', text: 'Withdraw and fall back ½ a move facing the enemy if in good going. In bad going, fall over and test for injury' },
      { title: 'Are you Sure?', text: 'Hesitate and do not move' },
      { title: 'Forward!', text: 'Move up to the maximum move in any direction or choose to go prone or move evasively.' },
      { title: 'Move It!', text: 'Move twice the maximum move in any direction or move once and perform another action' },
    ],
  },
  evade: {
    test: 'evade',
    reason: 'Wanting to evade',
    source: MOVE,
    outcomes: [
      { title: 'Gripped By Fear!', text: 'Freeze and fail to evade or carry out any other action' },
      { title: 'Panic!', text: 'Hesitate, then fall back ½ a move with back to the enemy and unable to fight back' },
      { title: 'Evade then!', text: 'Successfully evade—may move up to the maximum distance away from the enemy' },
      { title: 'Caught them Out!', text: 'Successfully evade. May also attack the enemy before moving or move and shoot at them.' },
    ],
  },
  'move-forest': {
    test: 'move-forest',
    reason: 'Wanting To Move in Forest or Jungle',
    source: MOVE,
    outcomes: [
      { title: 'Disorientated!', text: 'The character only moves ½ maximum move; roll again for random movement' },
      { title: 'Is this the Path?', text: 'The character’s way is blocked by scrub or vines – they must pass an Action Test to cut a path through and then roll again to try to move.' },
      { title: 'This is the Path!', text: 'The character may move up to their maximum move in any direction' },
      { title: 'Quickly – this way is Clear !', text: 'The character may move twice their maximum move in any direction, or one move and perform another action' },
    ],
  },
  'move-snow': {
    test: 'move-snow',
    reason: 'Wanting To Move in Deep Snow or Deep a Sand',
    source: MOVE,
    outcomes: [
      { title: 'Fall Over!', text: 'The character loses their balance and falls over: They drop anything they are carrying and must pass an Action test to clear their weapons of snow or sand before they can be used again' },
      { title: 'Slip Sliding Away!', text: 'The character slides ½ their maximum move in a random direction: roll again for random movement - and then roll again to try to move.' },
      { title: 'Firm Going!', text: 'The character may move up to their maximum move in any direction' },
      { title: 'Quickly – this way is Fine!', text: 'The character may move twice their maximum move in any direction, or one move and perform another action' },
    ],
  },
  'move-swamp': {
    test: 'move-swamp',
    reason: 'Wanting To Move/wade through a Swamp',
    source: MOVE,
    outcomes: [
      { title: 'Glug! Glug!', text: 'The character blunders into deep pool and becomes completely submerged: They resurface but all of their equipment and weapons are soaked and must pass an Action test to clear their weapons of water before they can be used again' },
      { title: 'Is this the Path?', text: 'The stumbles into a mass of thick mud and vegetation - they must pass an Action Test to push their way through and then roll again to try to move.' },
      { title: 'Its Shallow water here!', text: 'The character may move up to their maximum move in any direction' },
      { title: 'Its only ankle deep!', text: 'The character may move twice their maximum move in any direction, or one move and perform another action' },
    ],
  },
  'move-ruins': {
    test: 'move-ruins',
    reason: 'Wanting to move through ruins or a derelict structure',
    source: MOVE,
    outcomes: [
      { title: 'Fall Over!', text: 'The character loses their footing amongst the rubble, debris, etc. They drop anything they are carrying. Roll again, if they score a 1 they are injured. Test for injury as if hit by an low impact weapon' },
      { title: 'Loose Footing!', text: 'The character stumbles over debris and moves ½ their maximum move in a random direction: roll again for random movement - and then roll again to try to move.' },
      { title: 'No obstacles ahead!', text: 'The character may move up to their maximum move in any direction' },
      { title: 'Quickly – this way is Fine!', text: 'The character may move twice their maximum move in any direction, or one move and perform another action' },
    ],
  },
  task: {
    test: 'task',
    reason: 'Wanting to complete a task',
    source: TASK,
    outcomes: [
      { title: 'Complete Failure!', text: 'Fail in the task and abandon it or when there is risk test for injury.' },
      { title: 'No Luck so Far!', text: 'Fail in the task but may try again next turn.' },
      { title: 'Success!', text: 'Succeed in the task' },
      { title: 'Complete Success!', text: 'Succeed in the task and may perform another action or move, attack or shoot' },
    ],
  },
  'respond-opportunity': {
    test: 'respond-opportunity',
    reason: 'Responding to an opportunity',
    source: RESPOND,
    outcomes: [
      { title: 'Flustered!', text: 'Panic and if in the open retreat slowly towards cover. If in cover duck down' },
      { title: 'Hesitate!', text: 'Unable to respond in time and so do nothing' },
      { title: 'I\'m Ready!', text: 'Respond in time and can act as desired' },
      { title: 'Quick Reactions!', text: 'Respond very quickly and can act as desired and if attacking or shooting can reroll the dice if necessary for this action only' },
    ],
  },
  'respond-attack': {
    test: 'respond-attack',
    reason: 'Responding to an attack',
    source: RESPOND,
    outcomes: [
      { title: 'Hesitate!', text: 'Unable to respond in time and so do nothing and count as defenceless' },
      { title: 'Flustered!', text: 'Panic and DV is lowered by 1' },
      { title: 'Respond', text: 'Can do a hasty shot or evade or block' },
      { title: 'Quick Reactions!', text: 'Can do a hasty shot, evade or block without deduction' },
    ],
  },
  react: {
    test: 'react',
    reason: 'Reacting to a new event/locating the enemy',
    source: RESPOND,
    outcomes: [
      { title: 'What shall I do?', text: 'Freeze or hesitate' },
      { title: 'This doesn\'t look good!', text: 'Head for the nearest cover if in the open or duck down if in cover' },
      { title: 'Made of stern stuff!', text: 'Can act as the player wishes No need to make an action roll.' },
      { title: 'Let\'s do it!', text: 'Can perform up to 2 actions but if rash or a fanatic must move towards the enemy as quickly as possible' },
    ],
  },
  locate: {
    test: 'locate',
    reason: 'Wanting to Locate the Enemy',
    source: LOCATE,
    outcomes: [
      { title: 'Confused', text: 'If enemy are in the area observed treat the result as if they were not and must act accordingly on next turn\nIf there are no enemy in the area observed treat the result as if they were and must act accordingly on next turn' },
      { title: 'I see no enemy!', text: 'Fail to locate the enemy.\nCan try again next turn' },
      { title: 'I see you!', text: 'Locate the enemy/object\nMay need to react' },
      { title: 'Got you!', text: 'Locate the enemy and automatically react to them so can move again or perform another action this turn' },
    ],
  },
  courage: {
    test: 'courage',
    reason: 'Taking a Courage Test',
    source: COURAGE,
    outcomes: [
      { title: 'Let\'s get out of here!', text: 'If in the open or in close combat, panic and flee at maximum speed away from the enemy.\nIf already in cover duck down and will not even defend self if attacked in close combat.\nIf unable to do either attempt to surrender' },
      { title: 'Fall back and Take Cover!', text: 'If in the open fall back 1 move towards the nearest cover; if already behind cover duck down.\nIf in close combat, fall back 2 paces and during the rest of this combat is "On the Back Foot"' },
      { title: 'A- OK - Keep Calm and Carry On!', text: 'Stand firm and are unaffected\nCan act as the player wishes' },
      { title: 'Totally Unaffected!', text: 'Can act as the player wishes but if rash or a fanatic must move towards the enemy as quickly as possible\nMay make an immediate fight back if in close combat or shoot at the enemy or make an immediate move in any direction including out of close combat' },
    ],
  },
  'want-shoot': {
    test: 'want-shoot',
    reason: 'Wanting to Shoot or Move and shoot',
    source: WANT_SHOOT,
    outcomes: [
      { title: 'I\'m not sure I can do this!', text: 'Lose confidence and will not shoot Instead falls back 4 paces facing the enemy or moves towards the nearest cover of if in cover ducks down' },
      { title: 'Where\'s the target!', text: 'Hesitate and do not Shoot' },
      { title: 'Shoot at the Enemy!', text: 'Take your shot. If attacked may choose to make closing shots or make a counter attack but not both If moved any shots are rated as Hasty' },
      { title: 'Got Them!', text: 'Make the perfect shot and may reroll the shooting attack dice if failed to hit ignoring any 1\'s rolled. OR if attacked may choose to make a Hasty Shot and make a counter attack' },
    ],
  },
  'shoot-hit': {
    test: 'shoot-hit',
    reason: 'To see if a hit is scored from Shooting or Throwing',
    source: SHOOT_HIT,
    outcomes: [
      { title: 'Damn It!', text: 'Misses and if a spear, javelin, blowpipe or sling, it breaks\na net, lasso, bolas or whip it becomes entangled\na bow needs to be restrung\na muzzleloader it needs to be re-primed\na single shot breech loader it jams\na revolver, repeater, bolt action or magazine weapon is out of ammo & it needs to be reloaded:\nIf a double action pistol or fanning reroll it jams and needs reloading\na stick of dynamite or similar drop it and assess damage as normal' },
      { title: 'Missed!', text: 'Fails to hit opponent\nIf a Flint lock it misfires\nIf thrown dynamite or similar falls short: throw for deviation.' },
      { title: 'Gotcha!', text: 'Hits opponent\nIf more than 1 hit is scored from a Shotgun, blunderbuss, multi-barrelled pistol or Volley Gun , explosion or a character fanning these may be spread to opponents within 1 pace of target or 2 paces if shell' },
      { title: 'Bulls Eye!', text: 'The hit is deadly – roll for the effect with the targets DV lower by 2.\nIf more than 1 hit is scored from a Shotgun, blunderbuss, multi-barrelled pistol or Volley Gun , explosion or a character fanning these may be spread to opponents within 1 pace of target or 2 paces if shell' },
    ],
  },
  reload: {
    test: 'reload',
    reason: 'Needing to reload or restring',
    source: RELOAD,
    outcomes: [
      { title: 'It\'s Jammed!', text: 'The weapon is jammed and must pass an Action test to fix it before they can try to reload or reprime it, Or fail to unjam or foul up the deployment and make any further attempt with reduced action dice. If lighting a fuse, explodes prematurely' },
      { title: 'This is Fiddly!', text: 'Do not reload or reprime or clear the jam or deploy on this turn. Fail to light a fuse' },
      { title: 'Ready to shoot!', text: 'Successfully reload or reprime and may now move ½ move or make a hasty shot. Successfully clear the jam or deploy or light the fuse.' },
      { title: 'Rapid Reload!', text: 'Successfully reload or reprime and may immediately Open Fire, or move 1 move, or move ½ move and make a hasty shot. Successfully deploy or clear the jam and may load or shoot. Successfully light fuse and may throw this turn' },
    ],
  },
  'draw-shoot': {
    test: 'draw-shoot',
    reason: 'Drawing and shooting',
    source: SHOOTOUT,
    outcomes: [
      { title: 'Darn It!', text: 'You fumble and drop gun on the floor.' },
      { title: 'Slow on the Draw!', text: 'You draw but do not shoot this turn' },
      { title: 'Shoot that Smoke Wagon!', text: 'You draw and shoot. Treat as hasty shot unless you have the Quick Draw Trait' },
      { title: 'Mr Chained Lightning!', text: 'You draw and shoot without any deductions for drawing a gun and if you have the Quick Draw trait you shoot first' },
    ],
  },
  'respond-draw': {
    test: 'respond-draw',
    reason: 'Responding to an opponent drawing',
    source: SHOOTOUT,
    outcomes: [
      { title: 'What The?', text: 'You hesitate and do nothing this turn' },
      { title: 'Time to get out \'a Town!', text: 'You panic and back off 4 paces and do not draw your gun.' },
      { title: 'Shoot that Smoke Wagon!', text: 'You draw and shoot. This is a hasty shot unless you have the Quick Draw Trait and if you have the Quick Draw trait you shoot first' },
      { title: 'Mr Chained Lightning!', text: 'You draw and shoot without any deductions for drawing a gun and if you have the Quick Draw trait you shoot first' },
    ],
  },
  'want-attack': {
    test: 'want-attack',
    reason: 'Wanting to make an attack',
    source: WANT_ATTACK,
    outcomes: [
      { title: 'I\'m not sure I can do this!', text: 'Lose confidence and does not close to attack Fall back 2 paces facing the enemy' },
      { title: 'They look Tough!', text: 'Hesitate and do not make an attack' },
      { title: 'Attack the Enemy!', text: 'May attack or make a counter attack. Or If attacked may choose to make a Hasty Shot or make a counter attack but not both' },
      { title: 'Get Stuck In!', text: 'Make a perfect attack and may reroll attack dice if fail to hit ignoring any 1s rolled.' },
    ],
  },
  'break-off': {
    test: 'break-off',
    reason: 'Wanting to break off from a fight',
    source: BREAK_OFF,
    outcomes: [
      { title: 'Gripped By Fear!', text: 'Freeze and fail to evade or carry out any other action' },
      { title: 'Panic!', text: 'Hesitate, then retreat ½ a move with back to the enemy and unable to fight back' },
      { title: 'Evade then!', text: 'Successfully break off from the fight –may move up to the maximum distance away from the enemy' },
      { title: 'Caught them Out!', text: 'Successfully break off from the fight. May also attack the enemy before moving or move and shoot at them.' },
    ],
  },
  'fight-hit': {
    test: 'fight-hit',
    reason: 'To see if a hit is scored from an attack',
    source: FIGHT_HIT,
    outcomes: [
      { title: 'A Deadly Riposte!', text: 'Miss and opponent makes an immediate fight back and can reroll their dice If attempting a Mighty Blow or an All Out Attack then the attacker becomes Defenceless' },
      { title: 'Missed!', text: 'Fails to hit opponent If attempting a Mighty Blow now On the Back Foot If making an All Out Attack may reroll but must keep the second roll and if misses again then becomes Defenceless' },
      { title: 'Take That!', text: 'Lands blow or strikes opponent and must roll on the outcome chart.' },
      { title: 'A Deadly Blow!', text: 'The blow is deadly – roll for the effect with the target\'s DV lowered by 2.' },
    ],
  },
  'come-round': {
    test: 'come-round',
    reason: 'Trying to come round',
    source: COME_ROUND,
    outcomes: [
      { title: 'Knocked Out', text: 'If trying to come round KO\'d for the rest of the action' },
      { title: 'Groggy', text: 'Fail to come round' },
      { title: '\'Where Am I?\'', text: 'Come round' },
      { title: 'Let Me At\'em!', text: 'Come round and may perform another action or move, attack or shoot' },
    ],
  },
  heal: {
    test: 'heal',
    reason: 'Trying to heal',
    source: COME_ROUND,
    outcomes: [
      { title: 'He\'s Gone!', text: 'The wounded character loses all cards and is out of the game' },
      { title: 'Try Some More', text: 'Fails to heal but may try again next turn' },
      { title: 'Feeling Better', text: 'Success: the wounded character recovers 1 card' },
      { title: 'It\'s a Miracle!', text: 'Success: the wounded character recovers all lost cards' },
    ],
  },
  escape: {
    test: 'escape',
    reason: '',
    source: ESCAPE,
    outcomes: [
      { title: 'It\'s Getting Worse!', text: 'Make matters worse The level of difficulty increases' },
      { title: 'I Won\'t Give Up!', text: 'No luck but can try again next turn' },
      { title: 'Done It!', text: 'Get free' },
      { title: 'That Was Easy!', text: 'Success and can make a further move/action this turn.' },
    ],
  },
  'beast-reaction': {
    test: 'beast-reaction',
    reason: 'Beast\'s Reaction',
    source: BEAST,
    outcomes: [
      { title: '', text: 'The Beast flees' },
      { title: '', text: 'The Beast backs off It will not attack unless it is provoked, becomes enraged or until it recovers If shot at or attacked at a long distance it will flee' },
      { title: '', text: 'The Beast attacks or keeps fighting' },
      { title: '', text: 'The Beats becomes enraged and makes an all-out attack' },
    ],
  },
};

/** The chart row of a test. Source: see the row's `source`. */
export function chartRow(test: ChartTest): SourcedChartRow {
  return CHARTS[test];
}

/** The cell of a chart for a band code (0 disaster .. 3 outstanding; see `bandOf` in dice.ts). @throws RangeError for a band outside 0..3. */
export function chartCell(test: ChartTest, band: number): ChartCell {
  const cell = CHARTS[test].outcomes[band];
  if (cell === undefined) throw new RangeError(`band ${band} is not 0..3`);
  return cell;
}

/**
 * POISON (REEL 6): a character injured by a poisoned weapon or a venomous beast takes a test with his
 * action dice; failing (1 to 4) counts as 2 lethal hits. Frail characters roll reduced dice, tough ones
 * may reroll. There is no chart: the test is pass (5+) / fail.
 */
export const POISON_RULE = {
  test: 'poison',
  /** Rolls that fail the test. */
  failOn: [1, 2, 3, 4],
  /** Lethal hits taken on a failure. */
  lethalHits: 2,
  frail: 'reduced',
  tough: 'reroll',
  text:
    'Any character injured by a weapon which is dipped in poison or by a beast that has poisonous or toxic venom takes a test. ' +
    'Characters who are frail have their action dice reduced. Characters who are tough may reroll ' +
    'If they fail the test (1 to 4), treat as a 2 lethal hits.',
  source: { seed: QOTD_SEED, reel: REEL6, section: 'POISON' } satisfies Source,
} as const;

/** One row of the POST ACTION REST AND RECOVERY chart: the situation as printed and its four outcomes. */
export interface PostActionRow {
  /** `SITUATION` as printed. */
  readonly situation: string;
  /** For 1, 2 to 4, 5+ (printed `5+`, i.e. 5 to 9) and 10. */
  readonly outcomes: readonly [ChartCell, ChartCell, ChartCell, ChartCell];
}

/**
 * POST ACTION REST AND RECOVERY (REEL 6): rolled after each adventure with the character's action
 * dice; three rows (uninjured or still active; injured with no cards; "He's Going!", the row the second
 * row's 1 sends to). Campaign play only.
 */
export const POST_ACTION_CHART: readonly PostActionRow[] = [
  {
    situation: 'The Character ended the adventure either uninjured or injured but with cards they could still activate',
    outcomes: [
      { title: 'I\'m Exhausted!', text: 'The character needs to rest and if they were injured then the injuries are only partially healed.\nIf they take part in the next adventure they do so with one card less than normal and using their reduced dice.\nIf they miss the next adventure then they can take part in the one after that fully recovered' },
      { title: 'I\'m Tired out!', text: 'The character is only partially fit or rested. If they take part in the next adventure they do so with one card less than normal.\nIf they miss the next adventure then they can take part in the one after that fully recovered' },
      { title: 'Fighting Fit!', text: 'The character is fully rested and any injuries are fully healed and they can take part in the next adventure' },
      { title: 'Experience is a great Teacher!', text: 'The character is very fit and any injuries are fully healed.\nIn addition, they have gained skill and experience from the last adventure – pick a new trait to add to their skill set' },
    ],
  },
  {
    situation: 'The Character ended the adventure injured and with no cards they could activate',
    outcomes: [
      { title: 'He\'s Going!', text: 'Roll again and check on the next chart' },
      { title: 'He needs time to heal!', text: 'The character\'s injuries are only partially healed.\nIf they take part in the next adventure they do so with one card less than normal.\nIf they miss the next adventure then they can take part in the one after that fully recovered' },
      { title: 'Fully Recovered!', text: 'The character\'s injuries are fully healed and they can take part in the next adventure' },
      { title: 'It\'s a Miracle!', text: 'The character\'s injuries are fully healed.\nIn addition they have gained skill and experience from the last adventure – pick a new trait to add to their skill set.' },
    ],
  },
  {
    situation: 'He\'s Going!',
    outcomes: [
      { title: 'A Goner!', text: 'The character\'s injuries are beyond any form of medical treatment and they die' },
      { title: 'A Goner!', text: 'The character\'s injuries are beyond any form of medical treatment and they die' },
      { title: 'Needs Extensive Medical Care!', text: 'The Character will miss the next adventure. In addition their brush with death means that they have now become more careful – If Heroic they now have to take Courage Tests: If Brave or Rash they become Ordinary: If none of these apply they have gained the Cautious Trait' },
      { title: 'Needs Medical Care!', text: 'The character requires on-going medical care- they will miss the next adventure' },
    ],
  },
];

/** Source of {@link POST_ACTION_CHART}. */
export const POST_ACTION_SOURCE: Source = {
  seed: QOTD_SEED,
  reel: REEL6,
  section: 'POST ACTION REST AND RECOVERY',
  note: 'The header prints `5+` for the third column (5 to 9: the 10 column follows).',
};
