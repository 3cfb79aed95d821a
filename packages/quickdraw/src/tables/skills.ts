/**
 * Skills and traits (REEL 2): GENERAL SKILLS AND TRAITS and SPECIFIC COMBAT SKILLS AND TRAITS as
 * printed, with what each changes as data.
 */
import type { Skill, Source, TraitEffect, TraitRow, WeaponGroup } from './types.ts';
import { QOTD_SEED } from './types.ts';

const REEL2 = 'REEL 2: CASTING – CREATING CHARACTERS';

/**
 * GENERAL SKILLS AND TRAITS in printed order (13 printed rows), plus, after the good-at row,
 * Deadeye's `expert-rider` carrying the good-at row's printed text (14 rows). Shape: `readonly
 * TraitRow<Skill>[]`; name, tagline and text as printed (the tagline is the leading phrase, not
 * tab-separated in the seed); effects as `TraitEffect` data: the account of what the engine plays
 * from the skill's flag (skirmish/setup.ts `TRAIT`, `TRAIT2`; not read by the engine).
 * Source: {@link GENERAL_SKILL_SOURCE}.
 */
export const GENERAL_SKILL_TABLE: readonly TraitRow<Skill>[] = [
  {
    id: 'ambidextrous',
    name: 'Ambidextrous',
    tagline: 'Even Handed',
    text: 'Ignores the penalty +2 to a target’s DV when the character shoots a fire arm with the wrong hand',
    effects: [
      { kind: 'ignore-wrong-hand' },
    ],
  },
  {
    id: 'athletic',
    name: 'Athletic',
    tagline: 'Natural Poise',
    text: 'Can reroll a task roll involving climbing, jumping, getting through small spaces, etc but must keep the second outcome',
    effects: [
      { kind: 'reroll', test: 'task', when: 'any', condition: 'involving climbing, jumping, getting through small spaces, etc' },
    ],
  },
  {
    id: 'good-at',
    name: 'Good in a particular skill',
    tagline: 'Knows their stuff',
    text: 'May reroll a task roll when using that skill but must keep the second outcome',
    effects: [
      { kind: 'reroll', test: 'task', when: 'any', condition: 'when using that skill' },
    ],
    note: "Deadeye's profiles name no particular skill: the skill is the scenario's own task (an objective's `task`), whose failed roll it rerolls (RULINGS.md QR-64); with riding it is `expert-rider`.",
  },
  {
    id: 'expert-rider',
    name: 'Expert rider',
    tagline: 'Knows their stuff',
    text: 'May reroll a task roll when using that skill but must keep the second outcome',
    effects: [
      { kind: 'reroll', test: 'mount-control', when: 'any', condition: 'keeping or regaining control of a mount' },
      { kind: 'no-test', test: 'mount-control', condition: 'after a graze to his mount' },
      { kind: 'not-reduced', test: 'reload', condition: 'a bow, while moving quickly' },
    ],
    note: 'Deadeye\'s name for "Good in a particular skill" with riding: the name is not a printed row, but "an expert rider" is printed in the WEAPONS TABLE (Bows: "An expert rider can reload if moving quickly") and in HITS ON MOUNTS (Graze: "If a Hero or Main Character or an expert rider they keep control of their mount and need not test"), the two effects after the reroll. Tagline and text are the good-at row\'s; keeping control of a mount is the task it rerolls.',
  },
  {
    id: 'fleet-footed',
    name: 'Fleet Footed',
    tagline: 'Runs Like the Wind',
    text: 'Can reroll a failed Wanting to move roll and may move up to fast',
    effects: [
      { kind: 'move', paces: 10 },
      { kind: 'reroll', test: 'move', when: 'failed', condition: 'on foot' },
    ],
    note: '"may move up to fast": 10 paces from WANTING TO MOVE ("Fleet-footed characters or wagons 10 paces"). Riding or driving, the reroll is not his (RULINGS.md QR-142).',
  },
  {
    id: 'frail',
    name: 'Frail',
    tagline: 'Resistant to Recovery',
    text: 'When trying to come too after being KO’d or to recovering from medical treatment they use reduced dice.',
    effects: [
      { kind: 'reduced', test: 'come-round' },
      { kind: 'reduced', test: 'heal' },
      { kind: 'reduced', test: 'poison' },
    ],
    note: '"recovering from medical treatment" read as the Trying to heal test; the poison test from POISON ("Characters who are frail have their action dice reduced").',
  },
  {
    id: 'healer',
    name: 'Healer/Saw Bones',
    tagline: '',
    text: 'Can heal wounds and aid recovery',
    effects: [
      { kind: 'first-aid' },
    ],
    note: 'Printed with no tagline (the cell is only "Can heal wounds and aid recovery"). "Can heal wounds and aid recovery": the Trying to heal test (TESTING TO COME ROUND OR HEAL A WOUND), which only a healer takes for another (RULINGS.md QR-60).',
  },
  {
    id: 'lumbering',
    name: 'Lumbering',
    tagline: 'Moves slowly',
    text: 'Their maximum move distance is reduced and when wanting to move in or enter Bad Going they use reduced Action Dice',
    effects: [
      { kind: 'move', paces: 6 },
      { kind: 'reduced', test: 'move', condition: 'when wanting to move in or enter Bad Going, on foot' },
    ],
    note: '"maximum move distance is reduced": 6 paces from WANTING TO MOVE ("Lumbering or heavily-laden characters on foot 6 paces"). Riding or driving, neither is his (RULINGS.md QR-142).',
  },
  {
    id: 'poor-at',
    name: 'Poor in a particular skill',
    tagline: 'Inept',
    text: 'Uses reduced Action dice for any related task roll',
    effects: [
      { kind: 'reduced', test: 'task', condition: 'any related task roll' },
    ],
    note: "Deadeye's profiles name no particular skill: the skill is the scenario's own task (an objective's `task`), rolled on reduced dice (RULINGS.md QR-64).",
  },
  {
    id: 'sixth-sense',
    name: 'Sixth Sense',
    tagline: 'Can sense danger',
    text: 'Roll when within 12 paces of a threat they are not aware of. A roll of 5+ means they become aware of the danger',
    effects: [
      { kind: 'senses', paces: 12 },
    ],
    note: '"a threat they are not aware of": an enemy hidden in cover whom his locating test failed to find (RULINGS.md QR-56).',
  },
  {
    id: 'stealthy',
    name: 'Stealthy',
    tagline: 'A Shadow.',
    text: 'Improves the character’s DV when shot at and reduces the chance of them being located',
    effects: [
      { kind: 'own-dv', change: 1, when: 'shooting' },
      { kind: 'enemy-reduced', test: 'locate' },
    ],
    note: '"Improves the character’s DV when shot at": +1 from the DV table ("Stealthy and shot"). "reduces the chance of them being located": LOCATING THE ENEMY ("Roll reduced action dice if the enemy is static in cover or is stealthy"), once more than for a static enemy (RULINGS.md QR-56).',
  },
  {
    id: 'strong',
    name: 'Strong',
    tagline: 'Muscleman',
    text: 'Can reroll any Strength related task and reduces an enemy’s DV by 1 when hit by this character using a Blunt Weapon or Fists/ Feet',
    effects: [
      { kind: 'enemy-dv', change: -1, when: 'blunt-or-fists' },
      { kind: 'reroll', test: 'task', when: 'any', condition: 'any Strength related task' },
      { kind: 'reroll', test: 'escape', when: 'any' },
    ],
    note: 'The escape reroll is from ATTEMPTING TO ESCAPE FROM ENTANGLEMENT ("Characters who are strong may reroll").',
  },
  {
    id: 'surefooted',
    name: 'Surefooted',
    tagline: 'Moves like a Cat',
    text: 'Can reroll a Wanting to Move Order when entering or in Bad Going and can move through Bad Going without penalty',
    effects: [
      { kind: 'reroll', test: 'move', when: 'any', condition: 'when entering or in Bad Going, on foot' },
      { kind: 'not-reduced', test: 'move', condition: 'moving faster than slowly in Bad Going, on foot' },
      { kind: 'no-bad-going-deduction' },
    ],
    note: '"can move through Bad Going without penalty": both penalties Movement in Bad Going gives, the 25% deduction ("There are no deductions for sure footed characters") and the reduced action dice for moving faster than slowly (RULINGS.md QR-67). Riding or driving, none is his (QR-142).',
  },
  {
    id: 'tough',
    name: 'Tough',
    tagline: 'Resilient to injury',
    text: 'They can reroll their dice if being healed or attempting to come too after being KO’d.',
    effects: [
      { kind: 'reroll', test: 'come-round', when: 'failed' },
      { kind: 'reroll', test: 'heal', when: 'failed' },
      { kind: 'reroll', test: 'poison', when: 'failed' },
    ],
    note: 'Rerolls of a failed roll: TESTING TO COME ROUND OR HEAL A WOUND ("If the KO\'d/wounded character is Tough reroll a failed dice roll") and POISON ("Characters who are tough may reroll").',
  },
];

/** Source of {@link GENERAL_SKILL_TABLE}. */
export const GENERAL_SKILL_SOURCE: Source = { seed: QOTD_SEED, reel: REEL2, section: 'GENERAL SKILLS AND TRAITS' };

/**
 * The effects of "Fighter or Expert with a particular weapon" (and of each named form of it): DV
 * -1 and a miss rerolled with that weapon (a clubbed gun or bow is the fighting weapons', RULINGS.md
 * QR-173), its reload (a jam cleared, a fuse lit: QR-153) and tasks rerolled, and with a melee
 * weapon the choice of rider or mount (FIGHTING OPPONENTS ON MOUNTS OR MOVING VEHICLES).
 */
const EXPERT_EFFECTS: readonly TraitEffect[] = [
  { kind: 'enemy-dv', change: -1, when: 'with-expert-weapon' },
  { kind: 'reroll', test: 'shoot-hit', when: 'failed', condition: 'with that weapon' },
  { kind: 'reroll', test: 'fight-hit', when: 'failed', condition: 'with that weapon' },
  { kind: 'reroll', test: 'reload', when: 'failed', condition: 'with that weapon' },
  { kind: 'reroll', test: 'task', when: 'any', condition: 'when using that missile weapon' },
  { kind: 'rider-or-mount', by: 'fighting', condition: 'with that weapon' },
];

/**
 * SPECIFIC COMBAT SKILLS AND TRAITS in printed order (11 printed rows), plus, after the expert row,
 * Deadeye's named experts (pistoleer, rifleman, shotgunner, bowman, swordsman) carrying the expert
 * row's printed text (16 rows). Shape: `readonly TraitRow<Skill>[]`; effects as `TraitEffect`
 * data: the account of what the engine plays from the skill's flag (skirmish/setup.ts `TRAIT`; not
 * read by the engine). Source: {@link COMBAT_SKILL_SOURCE}.
 */
export const COMBAT_SKILL_TABLE: readonly TraitRow<Skill>[] = [
  {
    id: 'brawler',
    name: 'Brawler',
    tagline: 'Close in Fighter:',
    text: 'Lowers the enemy’s DV by 1 when using clubs, chairs, bottles or other improvised short range weapons.',
    effects: [
      { kind: 'enemy-dv', change: -1, when: 'brawling' },
    ],
    note: 'The DV table reads wider: "Hit in close combat by a Fighter, Brawler or one with martial arts skill" (close-combat-skill, -1). The engine plays the skill row\'s weapons: "clubs" are a club, the pistol used as a club and any clubbed handgun, "improvised short range weapons" those of close or short reach; not fists (RULINGS.md QR-116).',
  },
  {
    id: 'expert',
    name: 'Fighter or Expert with a particular weapon e.g. Pistoleer',
    tagline: 'None Better:',
    text: 'Lowers the enemy’s DV by 1. If they fail to hit their opponent /target they may reroll their dice but must keep the second dice roll. In addition, If it is a missile weapon then they can reroll a task or reload roll when using that weapon but must keep the second outcome. Their proficiency is often reflected in their skill e.g. Pistoleer, Rifleman, Swordsman, Bowman, etc.',
    effects: EXPERT_EFFECTS,
    note: '"Fighter or Expert with a particular weapon" names the weapon (class); Deadeye\'s ids `pistoleer`, `rifleman`, `shotgunner`, `bowman`, `swordsman` are rows with this same printed text. The reload reroll is of a failed roll (SHOOTING RELATED TASKS: "expert with the weapon ... can reroll a failed dice").',
  },
  {
    id: 'pistoleer',
    name: 'Pistoleer',
    tagline: 'None Better:',
    text: 'Lowers the enemy’s DV by 1. If they fail to hit their opponent /target they may reroll their dice but must keep the second dice roll. In addition, If it is a missile weapon then they can reroll a task or reload roll when using that weapon but must keep the second outcome. Their proficiency is often reflected in their skill e.g. Pistoleer, Rifleman, Swordsman, Bowman, etc.',
    effects: EXPERT_EFFECTS,
    note: 'Deadeye\'s name for "Expert with a particular weapon" with handguns; the name is printed in the row ("e.g. Pistoleer, Rifleman, Swordsman, Bowman"). Tagline and text are the expert row\'s.',
  },
  {
    id: 'rifleman',
    name: 'Rifleman',
    tagline: 'None Better:',
    text: 'Lowers the enemy’s DV by 1. If they fail to hit their opponent /target they may reroll their dice but must keep the second dice roll. In addition, If it is a missile weapon then they can reroll a task or reload roll when using that weapon but must keep the second outcome. Their proficiency is often reflected in their skill e.g. Pistoleer, Rifleman, Swordsman, Bowman, etc.',
    effects: EXPERT_EFFECTS,
    note: 'Deadeye\'s name for "Expert with a particular weapon" with shoulder arms; the name is printed in the row ("e.g. Pistoleer, Rifleman, Swordsman, Bowman"). Tagline and text are the expert row\'s.',
  },
  {
    id: 'shotgunner',
    name: 'Shotgunner',
    tagline: 'None Better:',
    text: 'Lowers the enemy’s DV by 1. If they fail to hit their opponent /target they may reroll their dice but must keep the second dice roll. In addition, If it is a missile weapon then they can reroll a task or reload roll when using that weapon but must keep the second outcome. Their proficiency is often reflected in their skill e.g. Pistoleer, Rifleman, Swordsman, Bowman, etc.',
    effects: EXPERT_EFFECTS,
    note: 'Deadeye\'s name for "Expert with a particular weapon" with shotguns; the name is not printed (the row lists Pistoleer, Rifleman, Swordsman, Bowman, etc.). Tagline and text are the expert row\'s.',
  },
  {
    id: 'bowman',
    name: 'Bowman',
    tagline: 'None Better:',
    text: 'Lowers the enemy’s DV by 1. If they fail to hit their opponent /target they may reroll their dice but must keep the second dice roll. In addition, If it is a missile weapon then they can reroll a task or reload roll when using that weapon but must keep the second outcome. Their proficiency is often reflected in their skill e.g. Pistoleer, Rifleman, Swordsman, Bowman, etc.',
    effects: EXPERT_EFFECTS,
    note: 'Deadeye\'s name for "Expert with a particular weapon" with bows and thrown weapons; the name is printed in the row ("e.g. Pistoleer, Rifleman, Swordsman, Bowman"). Tagline and text are the expert row\'s.',
  },
  {
    id: 'swordsman',
    name: 'Swordsman',
    tagline: 'None Better:',
    text: 'Lowers the enemy’s DV by 1. If they fail to hit their opponent /target they may reroll their dice but must keep the second dice roll. In addition, If it is a missile weapon then they can reroll a task or reload roll when using that weapon but must keep the second outcome. Their proficiency is often reflected in their skill e.g. Pistoleer, Rifleman, Swordsman, Bowman, etc.',
    effects: EXPERT_EFFECTS,
    note: 'Deadeye\'s name for "Expert with a particular weapon" with fighting weapons; the name is printed in the row ("e.g. Pistoleer, Rifleman, Swordsman, Bowman"). Tagline and text are the expert row\'s.',
  },
  {
    id: 'man-killer',
    name: 'Man Killer',
    tagline: 'Just Deadly',
    text: 'Lowers the enemy’s DV by 2 when the character shoots or makes any form of attack',
    effects: [
      { kind: 'enemy-dv', change: -2, when: 'always' },
      { kind: 'rider-or-mount', by: 'fighting' },
    ],
    note: '"when the character shoots or makes any form of attack": always, a ride-down included (RULINGS.md QR-185). The choice of rider or mount: FIGHTING OPPONENTS ON MOUNTS OR MOVING VEHICLES ("a man killer ... can decide").',
  },
  {
    id: 'marksman',
    name: 'Marksman',
    tagline: 'Eagle Eyed',
    text: 'Lowers the enemy\'s DV by 2 when the character makes a Deliberate or Aimed shot and can reroll when testing to reload',
    effects: [
      { kind: 'enemy-dv', change: -2, when: 'deliberate-or-aimed' },
      { kind: 'reroll', test: 'reload', when: 'any' },
      { kind: 'rider-or-mount', by: 'shooting' },
    ],
    note: 'The DV table prints "Shot by a Marksman" (-2) without the skill\'s deliberate or aimed condition; the skill row\'s condition is used here. The reload reroll is of the reload itself (a reload, re-priming, restringing), not of a jam cleared nor a fuse lit, which the chart gives to the disciplined and the expert (RULINGS.md QR-250; both under `+marksman-tasks`). The choice of rider or mount: SHOOTING AT A RIDER OR AT VEHICLES ("A Marksman or a character who aimed can choose").',
  },
  {
    id: 'martial-artist',
    name: 'Martial Artist',
    tagline: 'Lethal Hands and Feet',
    text: 'Lowers an enemy\'s DV by 1 when they are hit by the character who can make either Lethal or Stunning attacks irrespective of how they are armed.',
    effects: [
      { kind: 'enemy-dv', change: -1, when: 'close-combat' },
      { kind: 'lethal-blows' },
    ],
    note: '"can make either Lethal or Stunning attacks irrespective of how they are armed": the choice is played as lethal, every blow, fists and clubs included (RULINGS.md QR-175).',
  },
  {
    id: 'off-handed',
    name: 'Off Handed',
    tagline: 'Southpaw',
    text: 'Lowers the enemy\'s DV by 1 when making a close combat attack',
    effects: [
      { kind: 'enemy-dv', change: -1, when: 'close-combat' },
    ],
  },
  {
    id: 'poor-fighter',
    name: 'Poor fighter',
    tagline: 'Untrained',
    text: 'Their action dice are reduced when trying to hit',
    effects: [
      { kind: 'reduced', test: 'fight-hit' },
    ],
  },
  {
    id: 'poor-shot',
    name: 'Poor shot',
    tagline: 'No use at shooting',
    text: 'Uses reduced action dice when trying to hit',
    effects: [
      { kind: 'reduced', test: 'shoot-hit' },
    ],
  },
  {
    id: 'quick-draw',
    name: 'Quick Draw',
    tagline: 'Greased Lightning',
    text: 'Can reroll a failed draw action and ignores the increase on an enemies DV when drawing a weapon and shooting or fighting',
    effects: [
      { kind: 'ignore-draw-penalty' },
      { kind: 'reroll', test: 'draw-shoot', when: 'failed' },
      { kind: 'reroll', test: 'respond-draw', when: 'failed' },
      { kind: 'reroll', test: 'respond-opportunity', when: 'failed', condition: 'when he draws to respond from a hold' },
      { kind: 'shoots-first' },
    ],
    note: '"a failed draw action" read as every test in which he draws: the Drawing and shooting test, Responding to an opponent drawing (SHOOTOUTS) and a response from a hold with his weapon not yet drawn (RULINGS.md QR-174). Shooting first: SHOOTOUTS, the drawing chart\'s 10 and the response chart\'s 5-9 and 10.',
  },
  {
    id: 'two-fisted',
    name: 'Two Fisted',
    tagline: 'Hard Hitter',
    text: 'Lowers an enemy\'s DV by 1 when using their Fists and Feet',
    effects: [
      { kind: 'enemy-dv', change: -1, when: 'fists' },
      { kind: 'fights-with-fists' },
    ],
    note: 'He fights with his fists and feet when he has no fighting or improvised weapon to hand, rather than club his gun (RULINGS.md QR-184).',
  },
  {
    id: 'two-weapon-trained',
    name: 'Two Weapon Trained',
    tagline: 'Tricky to Fight',
    text: 'Lowers the enemy\'s DV by 1 when the character makes a close combat attack',
    effects: [
      { kind: 'enemy-dv', change: -1, when: 'close-combat' },
    ],
  },
];

/** Source of {@link COMBAT_SKILL_TABLE}. */
export const COMBAT_SKILL_SOURCE: Source = {
  seed: QOTD_SEED,
  reel: REEL2,
  section: 'SPECIFIC COMBAT SKILLS AND TRAITS',
  note: 'The expert row is printed as "Fighter or Expert with a particular weapon e.g. Pistoleer"; pistoleer, rifleman, shotgunner, bowman and swordsman are Deadeye rows pointing to it.',
};

/** Every skill row, general then combat (30 rows). */
export const SKILL_TABLE: readonly TraitRow<Skill>[] = [...GENERAL_SKILL_TABLE, ...COMBAT_SKILL_TABLE];

/** The row of a skill or trait. @throws Error for an id not in the tables. Source: the two skill tables. */
export function skillRow(id: Skill): TraitRow<Skill> {
  const row = SKILL_TABLE.find((r) => r.id === id);
  if (row === undefined) throw new Error(`unknown skill ${String(id)}`);
  return row;
}

/**
 * What each named form of "Fighter or Expert with a particular weapon e.g. Pistoleer" covers
 * (SPECIFIC COMBAT SKILLS AND TRAITS: "Their proficiency is often reflected in their skill e.g.
 * Pistoleer, Rifleman, Swordsman, Bowman, etc."; Shotgunner is Deadeye's name for the shotguns):
 * weapon groups (WEAPONS TABLE and COMBAT WEAPONS, `QdWeapon.group`), or weapon ids where the group
 * holds unlike weapons: a Bowman's bows are the `bow` row only, not the rest of the non-gunpowder
 * weapons (thrown, hurled, entangling, dynamite, whips; RULINGS.md QR-214). Plain `expert` covers
 * the weapon he carries first, with its group where that group is one kind of weapon
 * ({@link EXPERT_WHOLE_GROUPS}). Read by the engine's set-up (which weapons an Expert lowers DV and
 * rerolls with) and by the conversion (which form a good shot gets).
 */
export const EXPERT_SKILL_GROUPS: Readonly<Record<'pistoleer' | 'rifleman' | 'shotgunner' | 'bowman' | 'swordsman', readonly string[]>> = {
  pistoleer: ['handgun'],
  rifleman: ['shoulder-arm'],
  shotgunner: ['shotgun'],
  bowman: ['bow'],
  swordsman: ['fighting', 'improvised'],
};

/**
 * The weapon groups that are each one kind of weapon, so that plain `expert` with his first weapon
 * covers the whole group (a pistol: every handgun); with a first weapon of another group (the
 * non-gunpowder weapons, the improvised ones) he is expert with that weapon alone (RULINGS.md QR-214).
 */
export const EXPERT_WHOLE_GROUPS: readonly WeaponGroup[] = ['handgun', 'shoulder-arm', 'shotgun', 'fighting'];
