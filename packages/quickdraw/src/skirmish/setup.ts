/**
 * A scenario compiled for Quick on the Draw play: every character's profile (type, personality,
 * skills and traits, armour, move, weapons: `character/`) turned into the numbers the engine reads
 * (cards, action dice, trait flags, compiled weapons with their ranges in map spaces), the map,
 * sides, victory and agents. Plain data: built once on the main thread and sent to the workers as
 * is (structured clone).
 *
 * Scale (RULINGS.md QR-1): one map space is one pace ("In most cases 1 inch to 1 pace works
 * well", REEL 1, EQUIPMENT NEEDED), so ranges and moves in paces are spaces; a map of 12-foot
 * squares (`feetPerSpace: 12`) has 2 paces a space. Under `+centimetre-paces` a pace is a
 * centimetre ("A pace can be a centimetre or an inch"): the space, still an inch of table, is
 * {@link CENTIMETRES_PER_INCH} paces (5.08 on 12-foot squares).
 */
import type { AgentSpec, NorthfieldSetup, Scenario, ScenarioMap, TablePatch, TerrainCosts, VehicleKind, VictoryCondition } from '@deadeye/core';
import { patchedTypeRow, patchedWeapon } from '../system/house-rules.ts';
import { agentParamNumbers, compileMap, didYouMean, compileNorthfield, ENTER_DOOR, ENTER_WINDOW, FACINGS, MAX_TURNS_LIMIT, QdRate, VEHICLE_CONSTRUCTIONS } from '@deadeye/core';
import { ANIMAL_READINGS, type AnimalKind, type QdProfile } from '../character/types.ts';
import { ANIMAL_HITS_TO_KILL, ANIMAL_TYPES } from '../tables/beasts.ts';
import { MOVE_DISTANCES } from '../tables/movement.ts';
import { EXPERT_SKILL_GROUPS, EXPERT_WHOLE_GROUPS } from '../tables/skills.ts';
import { VDV_TABLE } from '../tables/vehicles.ts';
import { QD_WEAPONS, RECOVERABLE, weaponById, weaponRowId } from '../tables/weapons.ts';
import { handgunSlots } from '../character/weapon-ids.ts';
import { BOOT_HILL_CONVERSION, convertWeaponCode } from '../character/convert.ts';
import { bandOf } from '../tables/dice.ts';
import { ATTACK_FORMS, BAND_FAIL, REACHES, type DiceSpec, type Impact, type QdWeapon } from '../tables/types.ts';
import { parseQdVariant, type QdVariant } from '../variant.ts';

/** Impact codes (WEAPONS TABLE, Impact). */
/**
 * Centimetres in an inch (the inch's definition, 25.4 mm): paces per 6-foot space under
 * `+centimetre-paces`, the space being the inch of table one figure stands on (RULINGS.md QR-1).
 */
export const CENTIMETRES_PER_INCH = 2.54;

export const IMPACT_LIGHT = 0;
export const IMPACT_NORMAL = 1;
export const IMPACT_HIGH = 2;
const IMPACT_CODE: Readonly<Record<Impact, number>> = { light: IMPACT_LIGHT, normal: IMPACT_NORMAL, high: IMPACT_HIGH };

/** Reload class codes (RELOADING WEAPONS). */
export const RELOAD_AFTER_USE = 0;
export const RELOAD_AFTER_A_ONE = 1;
export const RELOAD_RECOVER = 2;
export const RELOAD_NEVER = 3;

/** Dice read codes of a {@link DiceSpec}. */
export const READ_BEST = 0;
export const READ_WORST = 1;
export const READ_EACH = 2;

/**
 * The extra cost of entering a door, window or stairs cell on a Quick on the Draw map, half-spaces
 * (core's `TerrainCosts`, handed to `compileMap` wherever this system compiles a map, so that the
 * engine's walks and the agents' path fields charge the same). A door and a window keep the map's
 * BOOT HILL costs (RULINGS.md QR-6; a window's is replaced by the linear obstacle's 25% in the walk,
 * QR-62). A flight of stairs costs nothing extra: the text has no stairs rule, and a staircase is a
 * steep slope inside a building, bad going (walk.ts `BAD_GOING`: 25% off the move), as any step
 * in a building (RULINGS.md QR-202). Until 2026-11-30 a flight cost BOOT HILL's 6 spaces, more than
 * a half move (4 paces), so a man walking could never climb one.
 */
export const QD_TERRAIN_COSTS: TerrainCosts = { door: ENTER_DOOR, window: ENTER_WINDOW, stairs: 0 };

/** Personality and skill flags (bit per trait, {@link QdCharacterSpec.traits}). */
export const TRAIT = {
  brave: 1 << 0,
  cautious: 1 << 1,
  disciplined: 1 << 2,
  fanatic: 1 << 3,
  fearsome: 1 << 4,
  heroic: 1 << 5,
  lucky: 1 << 6,
  proud: 1 << 7,
  quickWitted: 1 << 8,
  rash: 1 << 9,
  ambidextrous: 1 << 10,
  fleetFooted: 1 << 11,
  frail: 1 << 12,
  lumbering: 1 << 13,
  stealthy: 1 << 14,
  strong: 1 << 15,
  tough: 1 << 16,
  brawler: 1 << 17,
  expert: 1 << 18,
  manKiller: 1 << 19,
  marksman: 1 << 20,
  martialArtist: 1 << 21,
  offHanded: 1 << 22,
  poorFighter: 1 << 23,
  poorShot: 1 << 24,
  quickDraw: 1 << 25,
  twoFisted: 1 << 26,
  twoWeaponTrained: 1 << 27,
  surefooted: 1 << 28,
  healer: 1 << 29,
  athletic: 1 << 30,
  /** The sign bit: test it with `(traits & TRAIT.sixthSense) !== 0` only. */
  sixthSense: 1 << 31,
} as const;

/** Further skill flags, once {@link TRAIT}'s 32 bits are used ({@link QdCharacterSpec.traits2}). */
export const TRAIT2 = {
  expertRider: 1 << 0,
  /** "Good in a particular skill": the scenario's own task (RULINGS.md QR-64). */
  goodAt: 1 << 1,
  /** "Poor in a particular skill": the scenario's own task (RULINGS.md QR-64). */
  poorAt: 1 << 2,
} as const;

/** Profile words (personality and skill ids) -> trait flag. */
const TRAIT_OF: Readonly<Record<string, number>> = {
  brave: TRAIT.brave,
  cautious: TRAIT.cautious,
  disciplined: TRAIT.disciplined,
  fanatic: TRAIT.fanatic,
  fearsome: TRAIT.fearsome,
  heroic: TRAIT.heroic,
  lucky: TRAIT.lucky,
  proud: TRAIT.proud,
  'quick-witted': TRAIT.quickWitted,
  rash: TRAIT.rash,
  ambidextrous: TRAIT.ambidextrous,
  'fleet-footed': TRAIT.fleetFooted,
  frail: TRAIT.frail,
  lumbering: TRAIT.lumbering,
  stealthy: TRAIT.stealthy,
  strong: TRAIT.strong,
  tough: TRAIT.tough,
  brawler: TRAIT.brawler,
  'man-killer': TRAIT.manKiller,
  marksman: TRAIT.marksman,
  'martial-artist': TRAIT.martialArtist,
  'off-handed': TRAIT.offHanded,
  'poor-fighter': TRAIT.poorFighter,
  'poor-shot': TRAIT.poorShot,
  'quick-draw': TRAIT.quickDraw,
  'two-fisted': TRAIT.twoFisted,
  'two-weapon-trained': TRAIT.twoWeaponTrained,
  surefooted: TRAIT.surefooted,
  healer: TRAIT.healer,
  athletic: TRAIT.athletic,
  'sixth-sense': TRAIT.sixthSense,
};

/** One carried weapon, compiled. Distances in map spaces. */
export interface QdWeaponSpec {
  /** Weapons table id, e.g. `cartridge-revolver`. */
  readonly id: string;
  /** Short name for logs, e.g. `Cartridge revolver`. */
  readonly name: string;
  /** Index into the weapons table (`QD_WEAPONS`): the accumulator's weapon class. */
  readonly index: number;
  /** Effective range, spaces (0: a fighting weapon); long shots to twice it on reduced dice. */
  readonly range: number;
  /** `IMPACT_*` at or under `closeRange` spaces, and beyond it. */
  readonly impact: number;
  readonly farImpact: number;
  readonly closeRange: number;
  /** Bit r-1 set when a to-hit roll of r misfires, and when it jams. */
  readonly misfireMask: number;
  readonly jamMask: number;
  /** 1: a flintlock (FIREARMS: "If a Flintlock they misfire if a 1 or 2 is rolled"); its discarded dice misfire too under `+flint-any-die` (RULINGS.md QR-8). */
  readonly flintlock: number;
  /**
   * A flintlock's rolls of the hit chart's Missed! band (bit r-1 for r = 2..4: "Missed! Fails to
   * hit opponent. If a Flint lock it misfires", REEL 4, SHOOTING – TRYING TO HIT; tables/dice.ts
   * `bandOf`), which misfire under `+flint-chart-misfire` (RULINGS.md QR-195); 0 for any other weapon.
   */
  readonly missedMisfireMask: number;
  /**
   * Bit r-1 set: a score of r "ignites all shots in one single blast" (WEAPONS TABLE, the pepperpot
   * and early revolving rifle rows: `chainFireOn`; shooting.ts `chainFire`, RULINGS.md QR-150).
   */
  readonly chainFireMask: number;
  /**
   * 1: a double action pistol (`double-action-revolver`): the shooting chart's 1 "If a double action
   * pistol or fanning reroll it jams and needs reloading" (shooting.ts `countHits`, RULINGS.md QR-151).
   */
  readonly doubleAction: number;
  /**
   * 1: the hit chart's 1 leaves this weapon, reloaded after use, to be reloaded at once ("Damn It!
   * ... a bow needs to be restrung ... a muzzleloader it needs to be re-primed", REEL 4, SHOOTING –
   * TRYING TO HIT): every weapon reloaded after use but a cartridge firearm, whose 1 the chart gives
   * no mishap unless a single shot breech loader (its jam, `jamMask`); 0: a cartridge double
   * (derringer, sawn-off, double-barrelled shotgun), whose 1 spends the barrel fired only, and every
   * weapon not reloaded after use (RULINGS.md QR-251). A muzzle-loading double's 1 is read first as
   * its misfire, which spends the barrel fired only (shooting.ts `countHits`, QR-251).
   */
  readonly oneEmpties: number;
  /** `RELOAD_*`. */
  readonly reload: number;
  /** Shots before reloading (after-use weapons: 1 per barrel); 0: none. */
  readonly capacity: number;
  /** Preloaded slides carried (the harmonica rifle: 2; RULINGS.md QR-171); 0: not a slide weapon. */
  readonly slides: number;
  readonly difficultReload: number;
  readonly stationaryReload: number;
  readonly noDrawAndFire: number;
  /** Index into ATTACK_FORMS of a normal shot or blow. */
  readonly form: number;
  readonly repeating: number;
  readonly singleAction: number;
  readonly spread: number;
  readonly shoulderArm: number;
  /** 1: "All shots are deliberate or aimed" (WEAPONS TABLE: thrown weapons, entangling ones): never hasty (RULINGS.md QR-107). */
  readonly deliberateOnly: number;
  /** 1: every shot is hasty (WEAPONS TABLE, Whips: "Treat as a hasty shot"). */
  readonly alwaysHasty: number;
  /** 1: an explosive (dynamite, the table's `explosive`): its hits lower DV by 2, its fuse is lit first, it goes off where it lands (RULINGS.md QR-152..155). */
  readonly explosive: number;
  /** 1: a missile weapon (shot or thrown); 0: a fighting or improvised weapon, or fists. */
  readonly missile: number;
  /** 1: thrown or hurled (gone once thrown: RELOADING WEAPONS, "replaced or recovered"). */
  readonly thrown: number;
  /** 1: a 1 on its to-hit die breaks it (a thrown spear or javelin, `thrown-spear`: RULINGS.md QR-194). */
  readonly breaksOnOne: number;
  /** Index into REACHES in close combat (a gun is used as a club: short; a shoulder arm clubbed: medium). */
  readonly reach: number;
  /**
   * Its reach under `+clubbed-close` (RULINGS.md QR-118): a handgun used as a club and the table's
   * `pistol-club` take the Fists etc row's reach, close ("light clubs such as coshes, saps,
   * clubbed handguns and knuckledusters. These are all close reach", REEL 2, COMBAT WEAPONS);
   * anything else its `reach`.
   */
  readonly clubbedReach: number;
  /** 1: blunt in close combat (fists, clubs, clubbed guns): its hits knock out instead of wounding. */
  readonly blunt: number;
  /** 1: a non-gunpowder missile weapon (a shield counts against it). */
  readonly nonGunpowder: number;
  /** 1: an improvised weapon (target DV +1). */
  readonly improvised: number;
  /** 1: the character is an expert with it ("Fighter or Expert with a particular weapon"). */
  readonly expert: number;
  /**
   * 1: the character is an expert with it as he fights with it: its `expert` for a fighting or
   * improvised weapon; for a gun or bow clubbed, an expert with the fighting weapons (the
   * Swordsman's group, as the table's "Pistol used as a club"), not the Pistoleer or the Rifleman
   * (REEL 2, Fighter or Expert; RULINGS.md QR-173).
   */
  readonly meleeExpert: number;
  /**
   * 1: a Brawler fights better with it: "clubs, chairs, bottles or other improvised short range
   * weapons" (REEL 2, Brawler): a club, a clubbed handgun, an improvised weapon of close or short
   * reach (RULINGS.md QR-116).
   */
  readonly brawling: number;
  /** 1: dipped in poison (`stats.quickdraw.poisoned`): a character it injures tests for poison (REEL 6, POISON). */
  readonly poisoned: number;
}

/**
 * A beast's numbers (REEL 7: BEASTS, ANIMAL TYPES as `ANIMAL_READINGS` reads its row; RULINGS.md
 * QR-45). Its DV is the character's `armour`, its maximum speed his `move` (paces), its traits his
 * `traits`.
 */
export interface QdBeastSpec {
  readonly kind: AnimalKind;
  /** Attack dice, rolled and the best taken, for attacks and reactions; one lost per hit. */
  readonly attackDice: number;
  /** 1: "All damage is rated as high impact" (target DV -1). */
  readonly highImpact: number;
  /** 1: venomous bite (a character it injures tests for poison). */
  readonly venom: number;
  /** 1: "Herd mentality". */
  readonly herd: number;
  /** 1: Sixth Sense. */
  readonly sixthSense: number;
  /** Hits that kill it (the Hit outcome: "Animals up to horse size are killed if they receive 2Hits"). */
  readonly hitsToKill: number;
}

/** One character, compiled. */
export interface QdCharacterSpec {
  readonly name: string;
  readonly side: number;
  readonly profile: QdProfile;
  /** Cards of his type (Heroes 4, Main 3, Supporting 2, Minor 1). */
  readonly cards: number;
  /** 1: a Hero or Main Character (2D10 take the best; may yell Cut!). */
  readonly star: number;
  /** 1: may hold (Heroes, Main and Supporting characters: WANTING TO RESPOND). */
  readonly canHold: number;
  /** Action dice and reduced action dice: count and `READ_*`. */
  readonly dice: number;
  readonly diceRead: number;
  readonly reducedDice: number;
  readonly reducedRead: number;
  /** `TRAIT` flags of his personality and skills. */
  readonly traits: number;
  /** `TRAIT2` flags of his skills. */
  readonly traits2: number;
  /** Maximum move on foot, paces (8; Fleet Footed 10, Lumbering 6). */
  readonly move: number;
  /** Basic DV from armour (0, 1, 2) and 1 with a shield. */
  readonly armour: number;
  readonly shield: number;
  readonly leftHanded: number;
  readonly leader: number;
  /**
   * Personalities that act on others or on his own procedure (REEL 2, PERSONALITY; RULINGS.md
   * QR-80..QR-82): 1 if a Natural Leader (his side within 10 paces test movement, courage and
   * responding to a hold with his dice), Dominant (his side within 10 paces reroll a failed test),
   * Bloodthirsty (an action test to stop fighting or taking trophies from a fallen foe).
   */
  readonly naturalLeader: number;
  readonly dominant: number;
  readonly bloodthirsty: number;
  /** 1 if Charismatic: he may charm an enemy next to him (persuasion.ts, RULINGS.md QR-159); a Dominant one influences one (QR-160). */
  readonly charismatic: number;
  /** 1 if Ruthless: a reaction test before anything that helps or supports others, such as first aid (RULINGS.md QR-84). */
  readonly ruthless: number;
  readonly cell: number;
  readonly facing: number;
  /** 1: the first weapon is in hand at the start. */
  readonly drawn: number;
  /** 0 none, 1 surprised, 2 completely surprised (RULINGS.md QR-14). */
  readonly surprise: number;
  /**
   * 1: he starts mounted (the scenario's `mounted: true`); his horse is horse sized (REEL 6, HITS
   * ON MOUNTS: 2 hits to collapse; the scenario's `horseStrength` is BOOT HILL's and not read:
   * RULINGS.md QR-30).
   */
  readonly mounted: number;
  /** Cell of his horse standing riderless at the start (the scenario's `horseAt`), or -1. */
  readonly horseCell: number;
  /** Index of the vehicle he rides in at the start (`QdSetup.vehicles`; the scenario's `vehicle`), or -1. */
  readonly vehicle: number;
  /**
   * His weapons: those he carries (indices 0..carried-1, the first in hand), then one per item
   * (index carried + k for item k, `QdSetup.items`: the scenario's, then every thrown weapon
   * carried; his only once he picks it up, RULINGS.md QR-182, QR-189), then fists, always the last
   * (a beast: fists only, never used as such).
   */
  readonly weapons: readonly QdWeaponSpec[];
  /** Weapons he carries at the start (fists and the scenario's items not counted). */
  readonly carried: number;
  /**
   * A two-gun man (his profile's `twoGuns`, RULINGS.md QR-156): the weapon index of his first
   * handgun, carried in his gun hand, and of his second, carried in the other; -1 both for any
   * other character.
   */
  readonly gunHandGun: number;
  readonly otherHandGun: number;
  /** A beast's numbers, or null for a character. */
  readonly beast: QdBeastSpec | null;
  readonly agent: AgentSpec;
  /** Agent parameters resolved to numbers. */
  readonly params: Readonly<Record<string, number>>;
}

/**
 * A vehicle's move on one turn by kind, paces, read from the move distances (REEL 3, WANTING TO
 * MOVE): "Heavily laden animals or carts" 8, "Fleet-footed characters or wagons" 10, "Coaches" 12,
 * "16 paces or motorised vehicles" 16.
 */
export const VEHICLE_MOVE: Readonly<Record<VehicleKind, number>> = {
  cart: moveRow(/\bcarts\b/),
  wagon: moveRow(/\bwagons\b/),
  coach: moveRow(/^Coaches/),
  motorised: moveRow(/motorised vehicles/),
};

function moveRow(re: RegExp): number {
  const row = MOVE_DISTANCES.find((r) => re.test(r.who) || re.test(r.cell));
  if (row === undefined) throw new Error(`no move distance row matches ${re}`);
  return row.paces;
}

/** One vehicle, compiled (REEL 3 and REEL 6, HITS ON VEHICLES). */
export interface QdVehicleSpec {
  readonly name: string;
  /** The scenario's kind word (`cart`, `wagon`, `coach`, `motorised`), for logs. */
  readonly kind: string;
  /** Its move on one turn, paces ({@link VEHICLE_MOVE}). */
  readonly move: number;
  /** Its starting VDV, by construction (VDV_TABLE: none 0, light 1, robust 2, strong 3). */
  readonly vdv: number;
  readonly cell: number;
  readonly facing: number;
  /** The character who drives it, or -1 (nobody: it does not move). */
  readonly driver: number;
}

/** A compiled scenario. */
export interface QdSetup {
  readonly id: string;
  readonly name: string;
  readonly variant: QdVariant;
  /** Phase limit (a phase is Quick on the Draw's turn). */
  readonly maxTurns: number;
  readonly map: ScenarioMap;
  /** Paces per map space (1; 2 on 12-foot squares; 2.54 and 5.08 under `+centimetre-paces`, QR-1). */
  readonly pacesPerSpace: number;
  readonly sides: readonly { readonly name: string; readonly members: readonly number[] }[];
  readonly characters: readonly QdCharacterSpec[];
  /** The vehicles on the map (the scenario's `vehicles`; RULINGS.md QR-38). */
  readonly vehicles: readonly QdVehicleSpec[];
  readonly victory: readonly VictoryCondition[];
  /** 1: no close combat (`noBrawling`). */
  readonly noFighting: number;
  /** The Road Agent's Spin, or null: `spinner` gets a red joker before his first card on a d6 of 1..`succeeds`, else `against` does (RULINGS.md QR-15). */
  readonly roadAgentsSpin: { readonly spinner: number; readonly against: number; readonly succeeds: number } | null;
  /** 1: the SHOOTOUTS duel (two characters, 15 paces, holstered): its own counts are kept. */
  readonly duel: number;
  /** 1 if any character is a Natural Leader or Dominant (the tests look for one within 10 paces only then). */
  readonly auras: number;
  /**
   * 1 if any character is Charismatic or Dominant (persuasion.ts, RULINGS.md QR-159, QR-160): the
   * card, the shot, the blow and the hit look at a man's sway only then.
   */
  readonly persuasion: number;
  /** Beasts among the characters (0: the beasts' hooks are skipped). */
  readonly beasts: number;
  /** 1: a poisoned weapon or a venomous beast is carried (poison tests may be taken). */
  readonly poison: number;
  /**
   * The `northfield` special rule ("Shootout in Northfield", core special-rules/northfield),
   * compiled, or null (RULINGS.md QR-89 onwards; skirmish/northfield.ts plays it).
   */
  readonly northfield: NorthfieldSetup | null;
  /** Characters up allowed in one map cell: 1, or 2 under the `northfield` rule (MOVEMENT, Stacking; RULINGS.md QR-91). */
  readonly stacking: number;
  /**
   * Weapons that lie or may come to lie on the map: first the scenario's `items` (BOOT HILL codes
   * converted as a carried weapon's, RULINGS.md QR-182), then one for each thrown or hurled weapon
   * (not dynamite) a character carries, which lands where it was thrown and may be picked up
   * there (RULINGS.md QR-189). Each: the cell it lies on at the start (-1 for a thrown weapon, in
   * its owner's hand), 1 if it lies loaded (a scenario item's `loaded` above 0; a thrown weapon
   * always), and for a thrown weapon its owner's index and weapon index (-1 both for a scenario item).
   */
  readonly items: readonly QdItemSpec[];
}

/** One of {@link QdSetup.items}: a weapon that lies, or may come to lie, on the map (cell -1: not yet). */
export interface QdItemSpec {
  /** Map cell index (y * width + x) it lies on at the start; -1 for a thrown weapon still in its owner's hand. */
  readonly cell: number;
  /** 1 if it lies loaded (a thrown weapon always), 0 empty. */
  readonly loaded: number;
  /** The character who carries it at the start (a thrown weapon, RULINGS.md QR-189), or -1. */
  readonly owner: number;
  /** Its index among `owner`'s weapons, or -1. */
  readonly weapon: number;
}

/**
 * Henry Wheeler's two weapons under Quick on the Draw (the Northfield module, Citizens of
 * Northfield: "SAR6 or AR"): his revolver and the army rifle, as QR-C8 converts SAR6 and AR.
 */
export const QD_WHEELER_WEAPONS: readonly [revolver: string, rifle: string] = ['cartridge-revolver', 'breech-loading-rifle'];

/** The special rules of a BOOT HILL scenario Quick on the Draw accepts, with what they mean here. */
export const QD_SPECIAL_RULES: Readonly<Record<string, string>> = {
  noBrawling: 'No close combat: nobody attacks hand to hand.',
  noStunning: 'No effect: Quick on the Draw has no stunning (RULINGS.md QR-16).',
  sidesFireInOrder: 'No effect: the cards decide who acts (RULINGS.md QR-16).',
  roadAgentsSpin: "The Road Agent's Spin: a d6 at the start; the favoured character's first card follows a red joker (RULINGS.md QR-15).",
  northfield:
    'Every rule of the mini-module "Shootout in Northfield" (citizen reaction, arming, stacking two a square, threats, searching, the vault and cash reserves, employee heroics, reinforcements, capture, victory by money) with Quick on the Draw\'s cards, courage and dice (RULINGS.md QR-89 onwards; docs/northfield.md). Parameters: `gang` (the gang\'s side name) and `order` (no effect: the cards decide who acts, QR-90).',
};

function diceRead(d: DiceSpec): number {
  return d.read === 'best' ? READ_BEST : d.read === 'worst' ? READ_WORST : READ_EACH;
}

/** The rolls of the hit chart's Missed! band (2-4: tables/dice.ts `bandOf`) as a mask, bit r-1 (REEL 4, SHOOTING – TRYING TO HIT; RULINGS.md QR-195). */
function missedMask(): number {
  let m = 0;
  for (let r = 1; r <= 10; r++) if (bandOf(r) === BAND_FAIL) m |= 1 << (r - 1);
  return m;
}

function maskOf(rolls: readonly number[]): number {
  let m = 0;
  for (const r of rolls) m |= 1 << (r - 1);
  return m;
}

/**
 * True if `spec` can fire both barrels at once: a firearm of two barrels or more reloaded after use
 * (the double-barrelled and sawn-off shotguns, a derringer, a double fowling piece), whose shot
 * with both is the attack form above its own ("one barrel of a double barrelled weapon" single,
 * "firing both barrels" double; "one barrel of a sawn off shotgun" double, "both barrels" multi:
 * REEL 4, the dice by attack form; RULINGS.md QR-167).
 */
export function bothBarrels(spec: QdWeaponSpec): boolean {
  return spec.missile === 1 && spec.thrown === 0 && spec.explosive === 0 && spec.capacity >= 2 && spec.reload === RELOAD_AFTER_USE;
}

/**
 * What `spec` fully loaded shows in `loaded` (shooting.ts `reloadSlot`'s full load, the
 * observation's `capacity`): every barrel of a weapon reloaded after use, the rounds of a slide
 * (QR-171), else 1, "loaded" until a 1 empties it (a revolver's or repeater's rounds are not
 * counted: REEL 4, reloading); 1 for no weapon.
 */
export function fullLoad(spec: QdWeaponSpec | undefined): number {
  if (spec === undefined) return 1;
  return spec.reload === RELOAD_AFTER_USE ? Math.max(1, spec.capacity) : spec.slides > 0 ? spec.capacity : 1;
}

/**
 * A weapons-table row compiled for one character at the map's scale.
 * @param expertIn the weapon groups and weapon ids his Expert skill covers
 */
export function compileWeapon(w: QdWeapon, index: number, pacesPerSpace: number, expertIn: readonly string[]): QdWeaponSpec {
  const missile = w.group === 'fighting' || w.group === 'improvised' || w.group === 'fists' ? 0 : 1;
  const row = weaponRowId(w.id);
  const thrown = row === 'thrown' || row === 'hurled' || row === 'dynamite' ? 1 : 0;
  // A gun in close combat is a club: a handgun short reach ("Pistol used as a club", not the Fists
  // etc bullet's close: RULINGS.md QR-118), a shoulder arm clubbed medium (COMBAT WEAPONS).
  const reach = w.reach !== null ? REACHES.indexOf(w.reach) : w.shoulderArm === 1 ? REACHES.indexOf('medium') : REACHES.indexOf('short');
  const blunt = w.blunt === 1 || (missile === 1 && thrown === 0) ? 1 : 0;
  // Under +clubbed-close a clubbed handgun is a light club of the Fists etc row (QR-118).
  const clubbedReach = w.group === 'handgun' || w.id === 'pistol-club' ? REACHES.indexOf(weaponById('fists').reach!) : reach;
  return {
    id: w.id,
    name: w.short,
    index,
    range: w.range / pacesPerSpace,
    impact: IMPACT_CODE[w.impact],
    farImpact: IMPACT_CODE[w.farImpact ?? w.impact],
    closeRange: (w.closeRange ?? 1e9) / pacesPerSpace,
    misfireMask: maskOf(w.misfireOn),
    jamMask: maskOf(w.jamOn),
    flintlock: w.ignition === 'flintlock' ? 1 : 0,
    missedMisfireMask: w.ignition === 'flintlock' ? missedMask() : 0,
    chainFireMask: maskOf(w.chainFireOn ?? []),
    doubleAction: w.id === 'double-action-revolver' ? 1 : 0,
    oneEmpties: w.reload === 'after-use' && w.ignition !== 'cartridge' ? 1 : 0,
    reload: w.reload === 'after-use' ? RELOAD_AFTER_USE : w.reload === 'after-a-one' ? RELOAD_AFTER_A_ONE : w.reload === 'never' ? RELOAD_NEVER : RELOAD_RECOVER,
    capacity: w.capacity,
    slides: w.slides ?? 0,
    difficultReload: w.difficultReload,
    stationaryReload: w.stationaryReload,
    noDrawAndFire: w.noDrawAndFire,
    form: ATTACK_FORMS.indexOf(w.form),
    repeating: w.repeating,
    singleAction: w.singleAction,
    spread: w.spread,
    shoulderArm: w.shoulderArm,
    deliberateOnly: w.deliberateOnly ?? 0,
    alwaysHasty: w.alwaysHasty ?? 0,
    explosive: w.explosive ?? 0,
    breaksOnOne: w.breaksOnOne ?? 0,
    missile,
    thrown,
    reach,
    clubbedReach,
    blunt,
    nonGunpowder: w.group === 'non-gunpowder' ? 1 : 0,
    improvised: w.group === 'improvised' ? 1 : 0,
    expert: expertIn.includes(w.group) || expertIn.includes(w.id) ? 1 : 0,
    meleeExpert: (missile === 1 && thrown === 0 ? expertIn.includes('fighting') : expertIn.includes(w.group) || expertIn.includes(w.id)) ? 1 : 0,
    brawling: w.id === 'club' || w.id === 'pistol-club' || w.group === 'handgun' || (w.group === 'improvised' && reach <= REACHES.indexOf('short')) ? 1 : 0,
    poisoned: 0,
  };
}

/** Options of {@link compileQdSkirmish}. */
export interface QdCompileOptions {
  readonly variant?: string | undefined;
  readonly maxTurns?: number | undefined;
  /** 1: compile as the SHOOTOUTS duel. */
  readonly duel?: number;
  /** House rules' changed cells (`system/house-rules.ts`: character types, weapons); absent: as printed. */
  readonly tables?: TablePatch | undefined;
}

/**
 * Compiles a validated scenario for Quick on the Draw from its characters' profiles.
 * @param profiles one per scenario character, in order (`character/profile.ts` resolveProfile)
 * @throws Error `<file>: <field>: <problem and fix>` for an unknown weapon id, a rider or a
 *   riderless horse off the cells a horse may enter, a vehicle off the cells a vehicle may enter,
 *   an unknown special rule, a place parameter that names no place, a turn limit outside 1..1000,
 *   or a scenario the `northfield` rule cannot play (core `compileNorthfield`: a missing place or
 *   character of the module, Wheeler without his two weapons, a lettered citizen in reserve...)
 */
export function compileQdSkirmish(scenario: Scenario, profiles: readonly QdProfile[], options: QdCompileOptions = {}): QdSetup {
  const file = scenario.file ?? scenario.id;
  const fail = (path: string, msg: string): never => {
    throw new Error(`${file}: ${path}: ${msg}`);
  };
  const variant = parseQdVariant(options.variant, options.duel === 1);
  const feet = scenario.map.feetPerSpace;
  if (!(feet === 6 || feet === 12)) fail('map.feetPerSpace', `Quick on the Draw plays one pace a 6-foot space (or 2 paces a 12-foot square); found ${feet}`);
  // Under +centimetre-paces a pace is a centimetre of the same table: 2.54 to the inch a space is (QR-1).
  const pacesPerSpace = (feet / 6) * (variant.centimetrePaces === 1 ? CENTIMETRES_PER_INCH : 1);
  for (const r of scenario.specialRules) {
    if (QD_SPECIAL_RULES[r] === undefined) fail('specialRules', `unknown special rule "${r}" for Quick on the Draw${didYouMean(r, Object.keys(QD_SPECIAL_RULES))}; it knows ${Object.keys(QD_SPECIAL_RULES).join(', ')}`);
  }
  const width = scenario.map.width;
  const sideIndex = new Map(scenario.sides.map((s, i) => [s.name, i]));
  // Quick on the Draw's rate words, and BOOT HILL's (the bundled scenarios are written with them): walk a
  // half move, run and dodge an evasive move, run or trot a full move, gallop a dash (RULINGS.md QR-6).
  const rateWords: Readonly<Record<string, number>> = { ...QdRate, walk: QdRate.half, runDodge: QdRate.evasive, run: QdRate.full, trot: QdRate.full, gallop: QdRate.dash };
  // Riders move on the cells a horse may enter (RULINGS.md QR-30), vehicles on those without cover (QR-38): they must start on one.
  const scenarioVehicles = scenario.vehicles ?? [];
  const needMap = scenario.characters.some((c) => c.mounted || c.horseAt !== undefined) || scenarioVehicles.length > 0;
  const compiled = needMap ? compileMap(scenario.map, QD_TERRAIN_COSTS) : null;
  const horseCells = compiled === null ? null : compiled.horsePassable;
  const vehicleNames = scenarioVehicles.map((v) => v.name);
  // The scenario's items, in Quick on the Draw's weapons (RULINGS.md QR-182): a slot of each
  // character's, his once he picks it up.
  const itemIds = scenario.items.map((item, k) => {
    const id = convertWeaponCode(item.code);
    if (id === undefined) return fail(`items[${k}].code`, `${item.code} has no Quick on the Draw weapon (RULINGS.md QR-C8 converts ${Object.keys(BOOT_HILL_CONVERSION.weapons.codes).join(', ')}): use one of those codes or remove the item`);
    return id;
  });
  // Thrown and hurled weapons carried (not dynamite): each lands where it was thrown, an item any
  // man may pick up there (RELOADING WEAPONS: "replaced or recovered"; RULINGS.md QR-189).
  const thrownItems: QdItemSpec[] = [];
  const thrownIds: string[] = [];
  scenario.characters.forEach((_, ci) => {
    (profiles[ci]?.weapons ?? [])
      .filter((w) => w !== 'fists')
      .forEach((id, wi) => {
        if (!RECOVERABLE.includes(weaponRowId(id))) return;
        thrownItems.push({ cell: -1, loaded: 1, owner: ci, weapon: wi });
        thrownIds.push(id);
      });
  });
  const allItemIds = [...itemIds, ...thrownIds];
  const characters = scenario.characters.map((c, ci): QdCharacterSpec => {
    const at = `characters[${ci}] (${c.name})`;
    const p = profiles[ci];
    if (p === undefined) return fail(at, 'has no Quick on the Draw profile');
    const type = patchedTypeRow(p.type, options.tables);
    let traits = 0;
    for (const w of [p.personality, ...p.skills]) traits |= TRAIT_OF[w] ?? 0;
    const traits2 = (p.skills.includes('expert-rider') ? TRAIT2.expertRider : 0) | (p.skills.includes('good-at') ? TRAIT2.goodAt : 0) | (p.skills.includes('poor-at') ? TRAIT2.poorAt : 0);
    const beast = p.animal === undefined ? null : beastSpec(p.animal);
    if (p.animal !== undefined) for (const w of ANIMAL_READINGS[p.animal].traits) traits |= TRAIT_OF[w] ?? 0;
    const expertIn: string[] = [];
    for (const s of p.skills) {
      const groups = (EXPERT_SKILL_GROUPS as Readonly<Record<string, readonly string[]>>)[s];
      if (groups !== undefined) expertIn.push(...groups);
    }
    const carriedIds = p.weapons.filter((w) => w !== 'fists');
    // Carried, the scenario's items (his once picked up: RULINGS.md QR-182), the thrown weapons (QR-189), fists.
    const ids = [...carriedIds, ...allItemIds, 'fists'];
    if (p.skills.includes('expert') && carriedIds[0] !== undefined) {
      let first: QdWeapon | undefined;
      try {
        first = patchedWeapon(weaponById(carriedIds[0]), options.tables);
      } catch {
        first = undefined;
      }
      // His first weapon, with its group where the group is one kind of weapon (RULINGS.md QR-214).
      if (first !== undefined) expertIn.push(first.id, ...(EXPERT_WHOLE_GROUPS.includes(first.group) ? [first.group] : []));
    }
    if (expertIn.length > 0) traits |= TRAIT.expert;
    const weapons = ids.map((id, wi) => {
      let w: QdWeapon;
      try {
        w = patchedWeapon(weaponById(id), options.tables);
      } catch (e) {
        return fail(wi < carriedIds.length ? `${at}.weapons[${wi}]` : `items[${wi - carriedIds.length}].code`, (e as Error).message);
      }
      const spec = compileWeapon(w, weaponIndex(id), pacesPerSpace, expertIn);
      if (spec.thrown === 1 && wi >= carriedIds.length && wi < carriedIds.length + itemIds.length) fail(`items[${wi - carriedIds.length}].code`, `${w.name} is thrown; items on the map are firearms or fighting weapons`);
      return wi < carriedIds.length && p.poisoned?.includes(id) === true ? { ...spec, poisoned: 1 } : spec;
    });
    // A two-gun man's first two handguns, one in each hand (RULINGS.md QR-156).
    const guns = p.twoGuns === 1 ? handgunSlots(carriedIds) : [];
    const params = agentParamNumbers(scenario, ci, rateWords, at, fail);
    const side = sideIndex.get(c.side) as number;
    const cell = c.position[1] * width + c.position[0];
    if (c.mounted && horseCells !== null && horseCells[cell] !== 1) {
      fail(`${at}.position`, `a mounted character must start on a cell a horse may enter (street or rough ground, not a sidewalk, door, window, stairs or interior); found [${c.position.join(', ')}]: move him or set mounted: false`);
    }
    const horseCell = c.horseAt === undefined ? -1 : c.horseAt[1] * width + c.horseAt[0];
    if (horseCell >= 0 && horseCells !== null && horseCells[horseCell] !== 1) {
      fail(`${at}.horseAt`, `his horse must stand on a cell a horse may enter (street or rough ground); found [${c.horseAt!.join(', ')}]: move the horse`);
    }
    return {
      name: c.name,
      side,
      profile: p,
      cards: type.cards,
      star: p.type === 'hero' || p.type === 'main' ? 1 : 0,
      canHold: p.type === 'minor' ? 0 : 1,
      dice: type.actionDice.dice,
      diceRead: diceRead(type.actionDice),
      reducedDice: type.reducedDice.dice,
      reducedRead: diceRead(type.reducedDice),
      traits,
      traits2,
      move: p.move,
      armour: p.armour,
      shield: p.shield,
      leftHanded: p.leftHanded,
      leader: scenario.sides[side]?.leader === c.name ? 1 : 0,
      naturalLeader: p.personality === 'natural-leader' ? 1 : 0,
      dominant: p.personality === 'dominant' ? 1 : 0,
      bloodthirsty: p.personality === 'bloodthirsty' ? 1 : 0,
      charismatic: p.personality === 'charismatic' ? 1 : 0,
      ruthless: p.personality === 'ruthless' ? 1 : 0,
      cell,
      facing: FACINGS.indexOf(c.facing),
      drawn: c.drawn ? 1 : 0,
      surprise: c.surprise === 'completely' ? 2 : c.surprise === 'surprised' ? 1 : 0,
      mounted: c.mounted ? 1 : 0,
      horseCell,
      vehicle: c.vehicle === undefined ? -1 : vehicleNames.indexOf(c.vehicle),
      weapons,
      carried: carriedIds.length,
      gunHandGun: guns.length >= 2 ? guns[0]! : -1,
      otherHandGun: guns.length >= 2 ? guns[1]! : -1,
      beast,
      agent: c.agent,
      params,
    };
  });
  const names = scenario.characters.map((c) => c.name);
  const vehicles = scenarioVehicles.map((v, vi): QdVehicleSpec => {
    const cell = v.position[1] * width + v.position[0];
    if (compiled !== null && compiled.vehiclePassable[cell] !== 1) {
      fail(`vehicles[${vi}] (${v.name}).position`, `a vehicle must stand on a cell it may enter (street or rough ground with no cover object); found [${v.position.join(', ')}]: move it`);
    }
    return {
      name: v.name,
      kind: v.kind,
      move: VEHICLE_MOVE[v.kind],
      vdv: VDV_TABLE[VEHICLE_CONSTRUCTIONS.indexOf(v.construction ?? 'light')]!.vdv,
      cell,
      facing: FACINGS.indexOf(v.facing),
      driver: v.driver === undefined ? -1 : names.indexOf(v.driver),
    };
  });
  let roadAgentsSpin: QdSetup['roadAgentsSpin'] = null;
  if (scenario.specialRules.includes('roadAgentsSpin')) {
    const p = scenario.specialRuleParams.roadAgentsSpin ?? {};
    const who = (key: string): number => {
      const i = typeof p[key] === 'string' ? names.indexOf(p[key] as string) : -1;
      if (i < 0) fail(`specialRules (roadAgentsSpin).${key}`, `expected a character name (${names.join(', ')})`);
      return i;
    };
    const succeeds = typeof p.succeeds === 'number' ? p.succeeds : 2;
    roadAgentsSpin = { spinner: who('spinner'), against: who('against'), succeeds };
  }
  // The Northfield module (core special-rules/northfield): its cast and places, with each
  // character's Quick on the Draw weapons (fists left out: they are no counter's weapon).
  let northfield: NorthfieldSetup | null = null;
  if (scenario.specialRules.includes('northfield')) {
    const cast = characters.map((c, ci) => ({
      name: c.name,
      side: c.side,
      reserve: scenario.characters[ci]!.reserve ? 1 : 0,
      weapons: c.weapons.slice(0, c.carried).map((w) => ({ code: w.id })),
    }));
    northfield = compileNorthfield(scenario, compileMap(scenario.map, QD_TERRAIN_COSTS), cast, scenario.specialRuleParams.northfield ?? {}, fail, QD_WHEELER_WEAPONS);
  }
  const maxTurns = options.maxTurns ?? scenario.maxTurns;
  if (!(Number.isInteger(maxTurns) && maxTurns >= 1 && maxTurns <= MAX_TURNS_LIMIT)) fail('maxTurns', `expected a whole number of phases 1..${MAX_TURNS_LIMIT}, found ${maxTurns}`);
  return {
    id: scenario.id,
    name: scenario.name,
    variant,
    maxTurns,
    map: scenario.map,
    pacesPerSpace,
    sides: scenario.sides.map((s, si) => ({ name: s.name, members: characters.flatMap((c, i) => (c.side === si ? [i] : [])) })),
    characters,
    vehicles,
    victory: scenario.victory,
    noFighting: scenario.specialRules.includes('noBrawling') ? 1 : 0,
    roadAgentsSpin,
    duel: options.duel ?? 0,
    auras: characters.some((c) => c.naturalLeader === 1 || c.dominant === 1) ? 1 : 0,
    persuasion: characters.some((c) => c.charismatic === 1 || c.dominant === 1) ? 1 : 0,
    beasts: characters.filter((c) => c.beast !== null).length,
    poison: characters.some((c) => c.beast?.venom === 1 || c.weapons.some((w) => w.poisoned === 1)) ? 1 : 0,
    northfield,
    stacking: northfield === null ? 1 : 2,
    items: [...scenario.items.map((item) => ({ cell: item.at[1] * width + item.at[0], loaded: (item.loaded ?? 1) > 0 ? 1 : 0, owner: -1, weapon: -1 })), ...thrownItems],
  };
}

/** A beast's numbers from its ANIMAL TYPES row (RULINGS.md QR-45): every printed row is an animal "up to horse size" (2 hits kill it). */
function beastSpec(kind: AnimalKind): QdBeastSpec {
  const reading = ANIMAL_READINGS[kind];
  const row = ANIMAL_TYPES.find((a) => a.id === reading.row);
  if (row === undefined) throw new Error(`ANIMAL_READINGS.${kind}: no ANIMAL TYPES row ${reading.row}`);
  return {
    kind,
    attackDice: row.attackDice,
    highImpact: row.highImpact,
    venom: reading.venom,
    herd: reading.herd,
    sixthSense: reading.sixthSense,
    hitsToKill: ANIMAL_HITS_TO_KILL['up-to-horse'],
  };
}

/** Index of weapon `id`'s row in the weapons table (the accumulator's weapon class: a lock variant's is its row's, `weaponRowId`). */
export function weaponIndex(id: string): number {
  const row = weaponRowId(id);
  return QD_WEAPONS.findIndex((w) => w.id === row);
}
