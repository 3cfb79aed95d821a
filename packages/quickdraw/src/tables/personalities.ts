/** PERSONALITY (REEL 2): the 17 personalities as printed, with what each changes as data. */
import type { Personality, Source, TraitRow } from './types.ts';
import { QOTD_SEED } from './types.ts';

/**
 * The personalities in printed order (17 rows). Shape: `readonly TraitRow<Personality>[]`: name,
 * tagline and text as printed (the tagline is not tab-separated in the seed: it is the leading
 * phrase), effects as `TraitEffect` data: the account of what the engine plays from the
 * personality's flag (skirmish/setup.ts; not read by the engine), `narrative` only where the
 * simulation does not play the effect at all. Source: {@link PERSONALITY_SOURCE}.
 */
export const PERSONALITY_TABLE: readonly TraitRow<Personality>[] = [
  {
    id: 'academic',
    name: 'Academic',
    tagline: 'A Very Clever Person',
    text: 'May reroll any action roll associated with their particular area of study but must also pass a test to stop studying something they encounter related to their specialist subject',
    effects: [
      { kind: 'narrative', why: 'rerolls tied to an area of study, and the test to stop studying something related to it, need a scenario that names the subject' },
    ],
  },
  {
    id: 'brave',
    name: 'Brave',
    tagline: 'Made of stern stuff',
    text: 'Can reroll a failed Courage Test but must keep the second outcome. Ignores any grazes resulting from combat',
    effects: [
      { kind: 'reroll', test: 'courage', when: 'failed' },
      { kind: 'ignore-graze' },
    ],
  },
  {
    id: 'bloodthirsty',
    name: 'Bloodthirsty',
    tagline: 'Always finishes their foe off',
    text: 'Must pass an Action test to stop fighting or taking trophies from a fallen foe',
    effects: [
      { kind: 'test-to-stop' },
    ],
  },
  {
    id: 'cautious',
    name: 'Cautious',
    tagline: 'Holds back.',
    text: 'When taking all Responding or Reacting to new events tests they use reduced dice.',
    effects: [
      { kind: 'reduced', test: 'respond-opportunity' },
      { kind: 'reduced', test: 'respond-attack' },
      { kind: 'reduced', test: 'react' },
      { kind: 'reduced', test: 'respond-draw' },
    ],
    note: '"all Responding or Reacting to new events tests": the three rows of the WANTING TO RESPOND chart and the SHOOTOUTS chart\'s "Responding to an opponent drawing" (skirmish/shootouts.ts `respondToDraw`); the locate test has its own chart and is not named.',
  },
  {
    id: 'charismatic',
    name: 'Charismatic',
    tagline: 'An absolute Charmer',
    text: 'When next to a character they wish to \'charm\', the character tests. 1 Fails so badly that the charmed character is repelled by them and will never be charmed. 2 to 4 Fails but may try again 5 to 9 Success. The charmed character will do as the charismatic character wants (but not harm themselves or another) until they pass an Action test 10 Outstanding success. The charmed character is so captivated by the character that they will do everything in their power to aid him or her.',
    effects: [
      { kind: 'charm' },
      { kind: 'narrative', why: '"do everything in their power to aid him or her": the man charmed on a 10 is turned to fight for the charmer\'s side; under the Northfield module, whose rules keep the gang and the town as cast, that is not played (RULINGS.md QR-159, QR-19): there he only stands down' },
    ],
  },
  {
    id: 'disciplined',
    name: 'Disciplined',
    tagline: 'Calm under Pressure',
    text: 'May reroll when Wanting to move, Shoot, Attack, Hold or Reload but must keep the second outcome',
    effects: [
      { kind: 'reroll', test: 'move', when: 'failed' },
      { kind: 'reroll', test: 'want-shoot', when: 'failed' },
      { kind: 'reroll', test: 'draw-shoot', when: 'failed' },
      { kind: 'reroll', test: 'want-attack', when: 'failed' },
      { kind: 'reroll', test: 'hold', when: 'failed' },
      { kind: 'reroll', test: 'respond-draw', when: 'failed', condition: 'answering an opponent drawing from a hold' },
      { kind: 'reroll', test: 'reload', when: 'failed' },
    ],
    note: 'The text says "May reroll when Wanting to move, Shoot, Attack, Hold or Reload" without "failed"; read as a reroll of a failed roll (SHOOTING RELATED TASKS: "Characters who are disciplined ... can reroll a failed dice"). Shoot: the Wanting to Shoot or Move and shoot test, and the drawing chart when he draws and shoots on one card (RULINGS.md QR-172). Attack: the Wanting to make an attack test, a ride-down\'s included. Holding needs no test (RESPONDING TO AN OPPORTUNITY WHILE HOLDING: "no need to test to hold"), so the `hold` entry is the test a hold leads to: the response from it, to shoot or attack (Responding to an opportunity), and an answer from it to an opponent drawing (RULINGS.md QR-122). Reload: the reload chart, clearing a jam and lighting a fuse included (QR-153).',
  },
  {
    id: 'dominant',
    name: 'Dominant',
    tagline: 'Expects to be obeyed',
    text: 'Their own followers are under their sway and so can reroll any failed action/task test if they are within 10 paces: To influence other characters, including opponents, test. 1 Fails so badly that repels the character who will be hostile for the rest of the game 2 to 4 Fail but may try again. 5 to 9 Success. The characters will obey and, if required, attack another character but will not harm themselves until they pass an Action test (a roll of 5+). 10 Outstanding success and the character will do whatever the dominant character requires',
    effects: [
      { kind: 'sway', paces: 10 },
      { kind: 'influence', paces: 10 },
      { kind: 'narrative', why: '"if required, attack another character" and "will do whatever the dominant character requires": the influenced man is turned to fight for the Dominant character\'s side; under the Northfield module, whose rules keep the gang and the town as cast, that is not played (RULINGS.md QR-160, QR-19): there he only stands down' },
    ],
  },
  {
    id: 'fanatic',
    name: 'Fanatic',
    tagline: 'No concern for personal safety',
    text: 'Can reroll a failed Attack or Move roll which would take them towards the enemy but must keep the second outcome. They ignore any 1s rolled for courage tests',
    effects: [
      { kind: 'reroll', test: 'want-attack', when: 'failed' },
      { kind: 'reroll', test: 'move', when: 'failed', condition: 'which would take them towards the enemy' },
      { kind: 'ignore-ones', test: 'courage' },
      { kind: 'ignore-graze' },
      { kind: 'all-out-first' },
      { kind: 'rushes', tests: ['react', 'courage'] },
    ],
    note: '"Can reroll a failed Attack or Move roll which would take them towards the enemy": the attack roll read as the Wanting to make an attack test (REEL 5: "Characters who are disciplined or fanatics can reroll"), a ride-down\'s included; the condition is printed for the move. No courage test for a graze: EFFECTS OF HIT TABLE, Graze ("Brave or a Fanatic can carry on as normal"). All out attack in the first round of fighting: REEL 5, FORMS OF ATTACK. The rush on a 10: the reacting and courage charts ("if rash or a fanatic must move towards the enemy as quickly as possible").',
  },
  {
    id: 'fearsome',
    name: 'Fearsome',
    tagline: 'Someone to be Feared',
    text: 'Opponents take a Courage Test on first sighting or if they charge or are charged by such a character',
    effects: [
      { kind: 'fearsome' },
    ],
  },
  {
    id: 'heroic',
    name: 'Heroic',
    tagline: 'Puts the objectives and safety of others before their own.',
    text: 'Always seeks to attack or fight the biggest, nastiest foe. No need to test for Courage',
    effects: [
      { kind: 'no-test', test: 'courage' },
      { kind: 'seeks', foe: 'nastiest' },
    ],
    note: 'Tagline read as the first sentence (the name is followed by no short tagline).',
  },
  {
    id: 'lucky',
    name: 'Lucky',
    tagline: 'Beats the odds',
    text: 'May re-roll up to 4 dice rolls during the game but must keep the second roll – this includes dice rolls which cause an adverse affect on them, such as hits, wounds, and failed reaction, as well as improving the results of hits caused by them',
    effects: [
      { kind: 'lucky', count: 4 },
    ],
  },
  {
    id: 'natural-leader',
    name: 'Natural Leader',
    tagline: 'An inspiration',
    text: 'His command automatically uses his or her dice when testing for movement, courage or responding to hold actions if within 10 paces.',
    effects: [
      { kind: 'leads', tests: ['move', 'evade', 'courage', 'respond-opportunity', 'respond-draw'], paces: 10, condition: 'the two responses only from a hold ("responding to hold actions")' },
    ],
    note: '"responding to hold actions": a response from a hold, to an opportunity (to shoot or attack) or to an opponent drawing (RULINGS.md QR-80, QR-122); the move is the wanting-to-move test on any row of the movement chart, the Wanting to evade row included (the test to evade a ride-down or a stampede), not a move and shoot (a Wanting to Shoot test, QR-130).',
  },
  {
    id: 'ordinary',
    name: 'Ordinary',
    tagline: 'The average person',
    text: 'The character has no outstanding features and therefore gains no improvement or reduction when taking tests',
    effects: [],
    note: 'No effects: "gains no improvement or reduction when taking tests".',
  },
  {
    id: 'proud',
    name: 'Proud',
    tagline: 'Always stands and fights',
    text: 'Can reroll a failed Courage test: Always attempts to engage the enemy leader in combat, ignoring others less worthy of their attentions’.',
    effects: [
      { kind: 'reroll', test: 'courage', when: 'failed' },
      { kind: 'seeks', foe: 'leader' },
    ],
    note: 'Printed with a stray closing quote: "attentions’.", kept.',
  },
  {
    id: 'quick-witted',
    name: 'Quick Witted',
    tagline: 'Sharp',
    text: 'Can reroll a failed Responding or reaction Test but must keep the second outcome',
    effects: [
      { kind: 'reroll', test: 'respond-opportunity', when: 'failed' },
      { kind: 'reroll', test: 'respond-attack', when: 'failed' },
      { kind: 'reroll', test: 'react', when: 'failed' },
      { kind: 'reroll', test: 'respond-draw', when: 'failed' },
    ],
    note: '"a failed Responding or reaction Test": the rows of the WANTING TO RESPOND chart and SHOOTOUTS\' "Responding to an opponent drawing" (skirmish/shootouts.ts `respondToDraw`); the reaction test a Ruthless man takes to help another is rerolled too (RULINGS.md QR-84).',
  },
  {
    id: 'rash',
    name: 'Rash',
    tagline: 'Acts before thinking',
    text: 'Can reroll a failed Move roll which would take them towards the enemy but must keep the second. Always stands, fights and makes an all out attack',
    effects: [
      { kind: 'reroll', test: 'move', when: 'failed', condition: 'which would take them towards the enemy' },
      { kind: 'all-out-first' },
      { kind: 'stands' },
      { kind: 'rushes', tests: ['react', 'courage'] },
    ],
    note: '"Always stands, fights and makes an all out attack": all-out-first from REEL 5, FORMS OF ATTACK ("Rash characters and fanatics must use this attack in the first round of fighting"); he neither evades nor breaks off (RULINGS.md QR-78). The rush on a 10: the reacting and courage charts ("if rash or a fanatic must move towards the enemy as quickly as possible").',
  },
  {
    id: 'ruthless',
    name: 'Ruthless',
    tagline: 'Prepared to sacrifice others to achieve his goals',
    text: 'Puts own objectives above everything else. Must pass a reaction test to do anything that helps or supports others.',
    effects: [
      { kind: 'test-to-help' },
    ],
  },
];

/** Source of {@link PERSONALITY_TABLE}. */
export const PERSONALITY_SOURCE: Source = {
  seed: QOTD_SEED,
  reel: 'REEL 2: CASTING – CREATING CHARACTERS',
  section: 'PERSONALITY',
  note: 'Rerolls and reduced dice are also restated under the charts (e.g. COURAGE TEST: "Brave and Proud characters can reroll a failed dice roll").',
};

/** The row of a personality. @throws Error for an id not in the table. Source: {@link PERSONALITY_SOURCE}. */
export function personalityRow(id: Personality): TraitRow<Personality> {
  const row = PERSONALITY_TABLE.find((r) => r.id === id);
  if (row === undefined) throw new Error(`unknown personality ${String(id)}`);
  return row;
}
