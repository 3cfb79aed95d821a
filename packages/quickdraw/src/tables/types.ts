/**
 * Shapes shared by the Quick on the Draw tables under `tables/` (the contract between the tables,
 * the engine and the conversion). Every table module exports its data as a typed constant with a
 * {@link Source} naming the reel and section heading of `quick-on-the-draw.md` it was transcribed
 * from. Distances are in paces (REEL 1, EQUIPMENT NEEDED: "Distances in the rules are given in
 * 'paces'").
 */

/** The one seed file of Quick on the Draw (`../shared/seeds/`). */
export const QOTD_SEED = 'quick-on-the-draw.md';

/** Where a table was transcribed from: the seed file, the reel and the section heading as printed. */
export interface Source {
  /** Always {@link QOTD_SEED}. */
  readonly seed: typeof QOTD_SEED;
  /** Reel as printed, e.g. `REEL 4: SHOOTING AND WEAPONS OF THE OLD WEST`. */
  readonly reel: string;
  /** Section heading as printed, e.g. `WEAPONS TABLE`. */
  readonly section: string;
  /** Anything the reader must know about the transcription (cut-off text, readings). */
  readonly note?: string;
}

/**
 * The four outcome bands of every chart (REEL 1, DETERMINING OUTCOMES – DICE ROLLS): a roll of 1
 * is a disaster, 2 to 4 a failure, 5 to 9 a success, 10 an outstanding success. Index = band code.
 */
export const BANDS = ['disaster', 'fail', 'success', 'outstanding'] as const;
export type Band = (typeof BANDS)[number];
export const BAND_DISASTER = 0;
export const BAND_FAIL = 1;
export const BAND_SUCCESS = 2;
export const BAND_OUTSTANDING = 3;

/** How many D10 are rolled and which are read: the best, the worst, or each die on its own ("both/all can score"). */
export interface DiceSpec {
  /** Number of D10 rolled (1..4). */
  readonly dice: number;
  /** `best`: take the highest; `worst`: take the lowest; `each`: every die scores on its own. A single die is `best`. */
  readonly read: 'best' | 'worst' | 'each';
}

/** Character types (REEL 2, CHARACTER TYPE/STAR STATUS). */
export const CHARACTER_TYPES = ['hero', 'main', 'supporting', 'minor'] as const;
export type CharacterType = (typeof CHARACTER_TYPES)[number];

/** The 17 personalities (REEL 2, PERSONALITY), ids in kebab case of the printed names. */
export const PERSONALITIES = [
  'academic', 'brave', 'bloodthirsty', 'cautious', 'charismatic', 'disciplined', 'dominant', 'fanatic', 'fearsome',
  'heroic', 'lucky', 'natural-leader', 'ordinary', 'proud', 'quick-witted', 'rash', 'ruthless',
] as const;
export type Personality = (typeof PERSONALITIES)[number];

/**
 * Skills and traits (REEL 2, GENERAL SKILLS AND TRAITS and SPECIFIC COMBAT SKILLS AND TRAITS), ids
 * in kebab case of the printed names. `good-at` / `poor-at` are "Good / Poor in a particular skill"
 * (`expert-rider` is Deadeye's name for "Good in a particular skill" with riding: REEL 4 and REEL 6
 * name "an expert rider");
 * `expert` is "Fighter or Expert with a particular weapon" (the skill names the weapon class it
 * applies to: `pistoleer` handguns, `rifleman` shoulder arms, `shotgunner` shotguns, `bowman` bows
 * and thrown weapons, `swordsman` fighting weapons; plain `expert` the character's first weapon).
 */
export const GENERAL_SKILLS = [
  'ambidextrous', 'athletic', 'good-at', 'expert-rider', 'fleet-footed', 'frail', 'healer', 'lumbering', 'poor-at', 'sixth-sense',
  'stealthy', 'strong', 'surefooted', 'tough',
] as const;
export const COMBAT_SKILLS = [
  'brawler', 'expert', 'pistoleer', 'rifleman', 'shotgunner', 'bowman', 'swordsman', 'man-killer', 'marksman',
  'martial-artist', 'off-handed', 'poor-fighter', 'poor-shot', 'quick-draw', 'two-fisted', 'two-weapon-trained',
] as const;
export type Skill = (typeof GENERAL_SKILLS)[number] | (typeof COMBAT_SKILLS)[number];

/**
 * The tests of the charts, by id (the engine's names for "Reason for Test" rows). Personality and
 * skill effects name the tests they change. In those effects `move` is the wanting-to-move test on
 * whichever row of the movement chart the move is tested (plain, forest, snow or sand, swamp,
 * ruins: skirmish/terrain.ts `playMove` takes the same rerolls and dice on each row); `hold` is the
 * test a hold leads to, the response from it on the Responding to an opportunity chart (holding
 * itself is not tested: RULINGS.md QR-122).
 */
export const TESTS = [
  'move', 'evade', 'move-forest', 'move-snow', 'move-swamp', 'move-ruins', 'task', 'respond-opportunity', 'respond-attack',
  'react', 'locate', 'courage', 'want-shoot', 'shoot-hit', 'reload', 'draw-shoot', 'respond-draw', 'want-attack',
  'break-off', 'fight-hit', 'come-round', 'heal', 'poison', 'escape', 'beast-reaction', 'hold', 'mount-control',
] as const;
export type TestId = (typeof TESTS)[number];

/**
 * What a personality, skill or trait changes, as data: the documented account of what the
 * simulation plays for each row of PERSONALITY and the two SKILLS AND TRAITS tables (REEL 2),
 * whatever part of the seed prints it (the row, a chart, the DV table). The engine does not read
 * it: the profile's words are compiled to flags (skirmish/setup.ts: `TRAIT` and `TRAIT2` bits via
 * `TRAIT_OF`, and the personality flags `naturalLeader`, `dominant`, `bloodthirsty`,
 * `charismatic`, `ruthless` of `QdCharacterSpec`), and the skirmish modules (and system/odds.ts)
 * play those flags, each with its ruling in RULINGS.md. A change to what a trait does is made
 * there and here together; test/tables.test.ts checks the data against the seed, asserts the
 * effects row by row, and checks that every row whose flag the engine reads has effects and no
 * `narrative` one beyond an allow-list that gives the reason. Effects the simulation does not play
 * at all (study, turning a charmed or influenced man on his own side) are `narrative`, with the
 * reason.
 */
export type TraitEffect =
  /**
   * May reroll the test (`when`, as the text allows it: `failed` a failed roll, 1-4; `any` any
   * roll); the second result stands. Played as a reroll of a failure (1-4) in both cases: the
   * engine never rerolls a success (skirmish/rolls.ts `test`, `REROLL`), and one reroll is all,
   * whichever trait (or a Dominant character's sway) gives it.
   */
  | { readonly kind: 'reroll'; readonly test: TestId; readonly when: 'failed' | 'any'; readonly condition?: string }
  /** Uses reduced action dice for the test (once more for each reason: RULINGS.md QR-4). */
  | { readonly kind: 'reduced'; readonly test: TestId; readonly condition?: string }
  /**
   * Takes the test on his action dice where others use reduced dice (Surefooted: a move in Bad
   * Going faster than slowly, RULINGS.md QR-67; an expert rider: reloading a bow while moving
   * quickly, WEAPONS TABLE).
   */
  | { readonly kind: 'not-reduced'; readonly test: TestId; readonly condition: string }
  /** Enemies take the test against him on reduced dice (Stealthy: locating him, RULINGS.md QR-56). */
  | { readonly kind: 'enemy-reduced'; readonly test: TestId }
  /** Never takes the test (Heroic: courage), or not when `condition` holds (an expert rider: control of his mount after a graze to it). */
  | { readonly kind: 'no-test'; readonly test: TestId; readonly condition?: string }
  /** A roll of 1 on the test is ignored (Fanatic: courage): read as a failure, 2-4. */
  | { readonly kind: 'ignore-ones'; readonly test: TestId }
  /** Changes the DV of whoever the character hits (negative: lowers it), when `when` holds. */
  | { readonly kind: 'enemy-dv'; readonly change: number; readonly when: DvCondition }
  /** Changes the character's own DV when shot at (Stealthy +1). */
  | { readonly kind: 'own-dv'; readonly change: number; readonly when: DvCondition }
  /** Takes no courage test for a graze (Brave, Fanatic: EFFECTS OF HIT TABLE, Graze: "can carry on as normal"). */
  | { readonly kind: 'ignore-graze' }
  /** Sets the maximum move on foot, paces (Fleet Footed 10, Lumbering 6). */
  | { readonly kind: 'move'; readonly paces: number }
  /**
   * Moves through Bad Going without the 25% deduction from movement (Surefooted, on foot: Movement
   * in Bad Going, "There are no deductions for sure footed characters"; skirmish/walk.ts
   * `stepCost`, RULINGS.md QR-67, QR-142).
   */
  | { readonly kind: 'no-bad-going-deduction' }
  /**
   * Ignores the drawing penalty (Quick Draw: "ignores the increase on an enemies DV when drawing"):
   * a shot he fires as he draws is not hasty (the drawing chart's 5-9, the response to an
   * opponent drawing, a response from a hold that draws, a free action that draws: SHOOTOUTS,
   * QUICK DRAW; RULINGS.md QR-131).
   */
  | { readonly kind: 'ignore-draw-penalty' }
  /**
   * Shoots first (Quick Draw: the drawing chart's 10 and the Responding to an opponent drawing
   * chart's 5-9 and 10, "if you have the Quick Draw trait you shoot first"); two Quick Draws who
   * both shoot first shoot simultaneously (SHOOTOUTS).
   */
  | { readonly kind: 'shoots-first' }
  /** Ignores the wrong-hand penalty (Ambidextrous). */
  | { readonly kind: 'ignore-wrong-hand' }
  /** May reroll up to `count` dice in a game (Lucky: 4). */
  | { readonly kind: 'lucky'; readonly count: number }
  /** Must make an all out attack in the first round of fighting (Rash, Fanatic). */
  | { readonly kind: 'all-out-first' }
  /**
   * On a 10 on these tests must move towards the enemy as quickly as possible (Rash, Fanatic: the
   * reacting chart's "Let's do it!" and the courage test's "Totally Unaffected!"; RULINGS.md QR-131,
   * QR-169): the free move is a full move toward him.
   */
  | { readonly kind: 'rushes'; readonly tests: readonly TestId[] }
  /**
   * Always stands and fights (Rash, RULINGS.md QR-78): never evades an attack and, in contact with
   * his opponent, does not break off (his move away is a blow at him instead).
   */
  | { readonly kind: 'stands' }
  /**
   * Chooses his foe (Heroic the most dangerous, `nastiest`; Proud the enemy leader, `leader`): a
   * targeting preference played by the agents, not the engine (RULINGS.md QR-85).
   */
  | { readonly kind: 'seeks'; readonly foe: 'nastiest' | 'leader' }
  /** Opponents take a courage test on first sighting or when charging or charged (Fearsome). */
  | { readonly kind: 'fearsome' }
  /**
   * His command within `paces` roll their `tests` on his action dice (Natural Leader: movement,
   * courage, responding to a hold; 10 paces). His command is his side's characters of his own type
   * or below (RULINGS.md QR-80); `condition` limits some tests (the responses: from a hold only).
   */
  | { readonly kind: 'leads'; readonly tests: readonly TestId[]; readonly paces: number; readonly condition?: string }
  /** His side within `paces` may reroll any failed action or task test (Dominant: 10 paces; RULINGS.md QR-81). */
  | { readonly kind: 'sway'; readonly paces: number }
  /**
   * Charms an enemy next to him on the personality's own chart (Charismatic): 1 repelled for good,
   * 2-4 nothing, 5-9 he attacks nobody until he passes an action test, 10 for good (RULINGS.md QR-159).
   */
  | { readonly kind: 'charm' }
  /** Influences an enemy within `paces` on the same chart (Dominant: 10 paces; RULINGS.md QR-160). */
  | { readonly kind: 'influence'; readonly paces: number }
  /** Must pass an action test to stop fighting or to leave a fallen foe (Bloodthirsty). */
  | { readonly kind: 'test-to-stop' }
  /** Must pass a reaction test to do anything that helps or supports others (Ruthless). */
  | { readonly kind: 'test-to-help' }
  /**
   * Gives first aid (Healer): the Trying to heal test, on his dice, for a friend in contact who
   * has lost cards (TESTING TO COME ROUND OR HEAL A WOUND; skirmish/healing.ts `firstAid`,
   * RULINGS.md QR-60).
   */
  | { readonly kind: 'first-aid' }
  /**
   * Rolls again when he fails to sense a threat (Sixth Sense): after a failed locating test of an
   * enemy within `paces`, his action dice again, 5+ locates him (RULINGS.md QR-56).
   */
  | { readonly kind: 'senses'; readonly paces: number }
  /** Every blow of his is lethal, fists and clubs included: never a knock-out (Martial Artist, RULINGS.md QR-175). */
  | { readonly kind: 'lethal-blows' }
  /** Fights with his fists and feet rather than club the gun in his hand (Two Fisted, RULINGS.md QR-184). */
  | { readonly kind: 'fights-with-fists' }
  /**
   * May choose whether his hit on a rider (or on a man aboard a vehicle) strikes the man or his
   * mount (or vehicle) when `by` (SHOOTING AT A RIDER OR AT VEHICLES: "A Marksman ... can choose";
   * FIGHTING OPPONENTS ON MOUNTS OR MOVING VEHICLES: "an expert with a particular melee weapon or a
   * man killer ... can decide").
   */
  | { readonly kind: 'rider-or-mount'; readonly by: 'shooting' | 'fighting'; readonly condition?: string }
  /** Not simulated at all (study, turning a charmed or influenced man on his own side): why. */
  | { readonly kind: 'narrative'; readonly why: string };

/** When a DV change applies (REEL 6, ADJUSTMENTS FOR SHOOTING AND FIGHTING TO DV). */
export type DvCondition =
  | 'always'
  | 'shooting'
  | 'deliberate-or-aimed'
  | 'close-combat'
  | 'blunt-or-fists'
  /**
   * A Brawler's weapons (his row: "clubs, chairs, bottles or other improvised short range
   * weapons"): a club, a pistol used as a club or any clubbed handgun, an improvised weapon of
   * close or short reach; not fists (skirmish/setup.ts `QdWeaponSpec.brawling`, RULINGS.md QR-116).
   */
  | 'brawling'
  | 'fists'
  | 'with-expert-weapon';

/** A personality or a skill/trait row as printed: id, name, tagline and text, and its effects as data. */
export interface TraitRow<Id extends string = string> {
  readonly id: Id;
  /** Name as printed, e.g. `Quick Witted`. */
  readonly name: string;
  /** Tagline as printed, e.g. `Sharp`. */
  readonly tagline: string;
  /** The rest of the row as printed. */
  readonly text: string;
  readonly effects: readonly TraitEffect[];
  /** A reading the transcription had to make (e.g. a Deadeye name for a printed row), when there is one. */
  readonly note?: string;
}

/** Outcomes of a hit on a character (REEL 6, EFFECTS OF HIT TABLE ON CHARACTERS), as codes. */
export const HIT_EFFECTS = ['near-miss', 'graze', 'courage-test', '1-hit', '2-hits', '3-hits'] as const;
export type HitEffect = (typeof HIT_EFFECTS)[number];

/** Weapon impact (WEAPONS TABLE, Impact). */
export type Impact = 'light' | 'normal' | 'high';

/** Ignition systems (REEL 4, FIREARMS). */
export type Ignition = 'none' | 'flintlock' | 'percussion' | 'cartridge';

/**
 * Reload classes (REEL 4, RELOADING WEAPONS): reload after every use (single shots, bows, volley
 * guns; a double barrel after both barrels), replace or recover (spear, throwing axe), recoil or
 * recover (net, lasso, bolas, whip), reload only when a 1 is thrown (revolving, repeating, bolt
 * action, magazine).
 */
export type ReloadClass = 'after-use' | 'replace' | 'recoil' | 'after-a-one' | 'never';

/**
 * Attack forms of the dice-by-attack-form table (REEL 4, "Due to the nature of the weapons used
 * Characters action dice are changed depending on their form of attack"): fighting with a melee
 * or improvised weapon or fists; a thrown weapon, bow or single shot (one barrel); both barrels,
 * one barrel of a sawn-off or snap shots; a blunderbuss, both barrels of a sawn-off, a
 * multi-barrelled weapon, a fused grenade, a hand-cranked MG burst or fanning; grape shot, a keg or
 * bundle of dynamite, shell or an automatic burst.
 */
export const ATTACK_FORMS = ['melee', 'single', 'double', 'multi', 'grape'] as const;
export type AttackForm = (typeof ATTACK_FORMS)[number];

/** Reach of a fighting or improvised weapon (PROPS, COMBAT WEAPONS). */
export const REACHES = ['close', 'short', 'medium', 'long'] as const;
export type Reach = (typeof REACHES)[number];

/** Weapon groups of the WEAPONS TABLE, and fighting weapons (COMBAT WEAPONS). */
export type WeaponGroup = 'non-gunpowder' | 'handgun' | 'shotgun' | 'shoulder-arm' | 'fighting' | 'improvised' | 'fists';

/**
 * One weapon (WEAPONS TABLE; COMBAT WEAPONS for fighting, improvised weapons and fists). Ranges
 * in paces; a row printed with two ranges (`8/10`, `36/24`, `12/6`) is two weapons (e.g. rifle and
 * carbine), each with its own id.
 */
export interface QdWeapon {
  /** Kebab-case id, e.g. `cartridge-revolver`, `sawn-off-shotgun`, `repeating-rifle`, `knife`, `fists`. */
  readonly id: string;
  /** Name as printed (the row's Type), e.g. `Cartridge Most handguns including Automatic & Double Action`. */
  readonly name: string;
  /** A short name for logs and reports, e.g. `Cartridge revolver`. */
  readonly short: string;
  readonly group: WeaponGroup;
  /** Effective range, paces (0 for fighting weapons); shots go to twice it on reduced dice. */
  readonly range: number;
  /** Impact at or under `closeRange` paces, and beyond it (most weapons: the same). */
  readonly impact: Impact;
  /** Impact beyond `closeRange` (e.g. sawn-off: High under 6, Normal over 6); absent: `impact` throughout. */
  readonly farImpact?: Impact;
  /** The distance `impact` holds to (paces), with {@link QdWeapon.farImpact} beyond. */
  readonly closeRange?: number;
  readonly ignition: Ignition;
  /** Rolls of the to-hit die on which it misfires (flintlock 1-2, percussion 1, pepperpot 3...); empty: never. */
  readonly misfireOn: readonly number[];
  /** Rolls of the to-hit die on which it jams (early revolving 2; cap and ball 1...); empty: the chart's 1 rules. */
  readonly jamOn: readonly number[];
  readonly reload: ReloadClass;
  /** Shots before it must be reloaded (a revolver 6; a single shot 1; a double barrel 2); 0: no reloading. */
  readonly capacity: number;
  /** 1: reloading is difficult, reduced dice (RELOADING WEAPONS; cap and ball, multi-barrelled). */
  readonly difficultReload: number;
  /** 1: the character must be stationary to reload. */
  readonly stationaryReload: number;
  /** 1: may not be drawn and fired in the same turn (long pistols, Le Mat). */
  readonly noDrawAndFire: number;
  /** Dice by attack form of a normal shot (or blow) with it. */
  readonly form: AttackForm;
  /** 1: a revolving or repeating weapon (snap shots possible, RELOADING WEAPONS "after any 1s"). */
  readonly repeating: number;
  /** 1: a single action revolver (fanning possible, 6 paces at most). */
  readonly singleAction: number;
  /** 1: shotgun spread (more than one hit may go to others within 1 pace of the target). */
  readonly spread: number;
  /** 1: a two-handed shoulder arm (raising it to fire counts as drawing unless stationary and deliberate). */
  readonly shoulderArm: number;
  /** Reach of a fighting or improvised weapon (and of a shoulder arm or pistol used as a club); null for missile use only. */
  readonly reach: Reach | null;
  /** 1: a blunt weapon (fists, clubs, clubbed guns): its hits knock out (remove a card until coming round) instead of wounding. */
  readonly blunt: number;
  /** The row's Notes as printed. */
  readonly notes: string;
  /** 1: all shots are deliberate or aimed (thrown weapons; hurled weapons other than knives and rocks). Absent: 0. */
  readonly deliberateOnly?: number;
  /** 1: every shot is treated as a hasty shot (whips). Absent: 0. */
  readonly alwaysHasty?: number;
  /** 1: an explosive weapon (dynamite): its hits lower the target's DV by 2 (`explosive`). Absent: 0. */
  readonly explosive?: number;
  /**
   * Rolls of the to-hit die on which every chamber fires in one blast (pepperpot, early revolving
   * shoulder arms: "ignites all shots in one single blast on a score of 1": roll 3D10 as hasty shots,
   * the target can take multiple hits, test for injury to the shooter). Absent: none.
   */
  readonly chainFireOn?: readonly number[];
  /**
   * Preloaded slides carried, for a weapon loaded by slides of `capacity` rounds that starts empty
   * (the harmonica rifle: "Characters can carry only two preloaded slides. When they need to use
   * the weapon they must first load it by inserting a slide. They can then fire 5 shots before
   * reloading their second slide"). Absent: not a slide weapon.
   */
  readonly slides?: number;
  /**
   * 1: a 1 on its to-hit die breaks it ("Damn It! Misses and if a spear, javelin, blowpipe or
   * sling, it breaks", REEL 4, SHOOTING – TRYING TO HIT): thrown, it is not recovered. Absent: 0.
   */
  readonly breaksOnOne?: number;
  /** A reading the transcription had to make for this row (ignition chosen, capacity not printed...). */
  readonly note?: string;
}

/** A one-row chart: the reason for the test as printed and its four outcomes (title and text as printed), band order. */
export interface ChartRow {
  readonly test: TestId;
  /** "Reason for Test" as printed. */
  readonly reason: string;
  /** Outcomes for 1, 2 to 4, 5 to 9, 10: the title (e.g. `Flustered!`) and the rest of the cell. */
  readonly outcomes: readonly [ChartCell, ChartCell, ChartCell, ChartCell];
}

/**
 * The tests that have a printed chart row (every {@link TestId} but `poison`, which is rolled as a
 * plain pass/fail test, and `hold` and `mount-control`, which have no chart of their own).
 */
export const CHART_TESTS = [
  'move', 'evade', 'move-forest', 'move-snow', 'move-swamp', 'move-ruins', 'task', 'respond-opportunity', 'respond-attack',
  'react', 'locate', 'courage', 'want-shoot', 'shoot-hit', 'reload', 'draw-shoot', 'respond-draw', 'want-attack',
  'break-off', 'fight-hit', 'come-round', 'heal', 'escape', 'beast-reaction',
] as const satisfies readonly TestId[];
export type ChartTest = (typeof CHART_TESTS)[number];

/** A {@link ChartRow} with the {@link Source} it was transcribed from (every row of `CHARTS`). */
export interface SourcedChartRow extends ChartRow {
  readonly test: ChartTest;
  readonly source: Source;
}

/** One cell of a chart: its title (e.g. `I'm Ready!`) and text, as printed. */
export interface ChartCell {
  readonly title: string;
  readonly text: string;
}

/**
 * The adjustments to DV (REEL 6, ADJUSTMENTS FOR SHOOTING AND FIGHTING TO DV), by id: those for the
 * target/defender first, then those for the shooter/attacker or weapon. Values in `dv.ts` (`DV`).
 */
export const DV_ADJUSTMENT_IDS = [
  'defenceless', 'point-blank', 'all-out-attacker', 'moving-quickly', 'light-cover', 'stealthy', 'shield', 'armour',
  'evading', 'hard-cover', 'prone', 'block', 'behind-defences',
  'marksman', 'explosive', 'bulls-eye', 'man-killer', 'high-impact', 'expert', 'longer-reach', 'aimed', 'mounted',
  'charging', 'close-combat-skill', 'mighty-blow', 'two-weapon-or-two-fisted', 'strong-blunt', 'off-handed',
  'light-or-improvised', 'drawing', 'snap', 'hasty', 'fanned', 'back-foot', 'wrong-hand',
] as const;
export type DvAdjustmentId = (typeof DV_ADJUSTMENT_IDS)[number];
