/**
 * Weapons (REEL 4, WEAPONS TABLE with its HANDGUNS, SHOTGUNS and SHOULDER ARMS parts, and FIREARMS
 * for ignition; REEL 2, COMBAT WEAPONS for fighting weapons, improvised weapons and fists). Ranges
 * in paces. A row printed with two ranges (`8/10`, `12/6`, `36/24`, `24/18 36/24`) is two or four
 * weapons, each with its own id.
 */
import type { Ignition, QdWeapon, Source } from './types.ts';
import { QOTD_SEED } from './types.ts';

const REEL2 = 'REEL 2: CASTING – CREATING CHARACTERS';
const REEL4 = 'REEL 4: SHOOTING AND WEAPONS OF THE OLD WEST';

/** The part of the weapons table a row is printed in (the sub-table heading as printed), or COMBAT WEAPONS. */
export type WeaponTablePart =
  | 'Non Gun Powder Weapons'
  | 'HANDGUNS'
  | 'SHOTGUNS - may hit other targets within 1 pace of main target'
  | 'SHOULDER ARMS'
  | 'COMBAT WEAPONS';

/** A {@link QdWeapon} with the printed Range and Impact cells and the part of the table it is printed in. */
export interface PrintedWeapon extends QdWeapon {
  /** The Range cell as printed (`12`, `8/10`, `24/18 36/24`); empty for fighting weapons. */
  readonly printedRange: string;
  /** The Impact cell as printed (`Normal under 12 Light over 12`); empty where nothing is printed. */
  readonly printedImpact: string;
  readonly part: WeaponTablePart;
}

/** One row of the ignition rules (FIREARMS): the rolls of the to-hit die on which it misfires, and the bullet as printed. */
export interface IgnitionRow {
  readonly ignition: Exclude<Ignition, 'none'>;
  readonly misfireOn: readonly number[];
  readonly text: string;
}

/** FIREARMS: flintlocks misfire on 1 or 2, percussion caps on 1, cartridge weapons never. Source: {@link IGNITION_SOURCE}. */
export const IGNITION_TABLE: readonly IgnitionRow[] = [
  { ignition: 'flintlock', misfireOn: [1, 2], text: 'If a Flintlock they misfire if a 1 or 2 is rolled.' },
  { ignition: 'percussion', misfireOn: [1], text: 'If a Percussion cap weapons they misfire if a 1 is rolled.' },
  { ignition: 'cartridge', misfireOn: [], text: 'If a Cartridge Weapon it does not misfire' },
];

/** Source of {@link IGNITION_TABLE}. */
export const IGNITION_SOURCE: Source = { seed: QOTD_SEED, reel: REEL4, section: 'FIREARMS', note: 'Bullets transcribed without their markdown bold.' };

/** Source of {@link QD_WEAPONS} (the missile rows; the fighting rows cite {@link COMBAT_WEAPONS_SOURCE}). */
export const WEAPONS_SOURCE: Source = {
  seed: QOTD_SEED,
  reel: REEL4,
  section: 'WEAPONS TABLE',
  note:
    'Printed as four tables: Non Gun Powder Weapons (under WEAPONS TABLE), HANDGUNS, SHOTGUNS and SHOULDER ARMS (under FIREARMS). ' +
    'Where a row leaves ignition open ("A flintlock weapon misfires on a roll of 1 or 2, a percussion weapon on a roll of 1") the row takes one ignition and says which in `note`; ' +
    '`withIgnition` gives the other. Printed typos kept: "Black Power Bomb", "Breach Loading", "It may shot", "otherwise used reduced dice".',
};

/** Source of the fighting weapons, improvised weapons and fists of {@link QD_WEAPONS}. */
export const COMBAT_WEAPONS_SOURCE: Source = {
  seed: QOTD_SEED,
  reel: REEL2,
  section: 'COMBAT WEAPONS',
  note: 'No range or impact is printed for fighting weapons: range 0, impact normal (improvised weapons are +1 DV through `light-or-improvised`, not through impact).',
};

// Defaults spread into the rows below; every row states what differs.
const MISSILE = {
  range: 0,
  impact: 'normal',
  ignition: 'none',
  misfireOn: [],
  jamOn: [],
  reload: 'after-use',
  capacity: 1,
  difficultReload: 0,
  stationaryReload: 0,
  noDrawAndFire: 0,
  form: 'single',
  repeating: 0,
  singleAction: 0,
  spread: 0,
  shoulderArm: 0,
  reach: null,
  blunt: 0,
} as const satisfies Partial<QdWeapon>;

const PERCUSSION = { ignition: 'percussion', misfireOn: [1] } as const satisfies Partial<QdWeapon>;
const CARTRIDGE = { ignition: 'cartridge', misfireOn: [] } as const satisfies Partial<QdWeapon>;
/** A handgun used as a club: "Pistol used as a club" is short reach (see the pistol-club note; RULINGS.md QR-118). */
const HANDGUN = { group: 'handgun', reach: 'short', blunt: 1 } as const satisfies Partial<QdWeapon>;
/** A two-handed long gun: raising it counts as drawing; clubbed it is a medium reach blunt weapon. */
const LONG_GUN = { shoulderArm: 1, reach: 'medium', blunt: 1 } as const satisfies Partial<QdWeapon>;
const MELEE = {
  ...MISSILE,
  range: 0,
  reload: 'never',
  capacity: 0,
  form: 'melee',
  printedRange: '',
  printedImpact: '',
  part: 'COMBAT WEAPONS',
} as const satisfies Partial<PrintedWeapon>;

const NGP = 'Non Gun Powder Weapons';
const HG = 'HANDGUNS';
const SG = 'SHOTGUNS - may hit other targets within 1 pace of main target';
const SA = 'SHOULDER ARMS';

const MUZZLE_PISTOL_NOTES =
  'Used at the start of the period these are single shot, either smooth bore or rifled and have to be reloaded after shooting and the character must be stationary. A flintlock weapon misfires on a roll of 1 or 2, a percussion weapon on a roll of 1';
const PEPPERPOT_NOTES =
  '5 or 6 shots, the weapon works as normal for the type of weapon but it misfires on a 3, jams on a 2, requiring a 5+ to clear, and ignites all shots in one single blast on a score of 1. When a 1 is scored, roll 3D10, treat the shooter as if they were firing hasty shots due to recoil but the target can take multiple hits. Also test for a potential injury to the shooter. Test on the Effect of Hits chart. Characters use their reduced dice to reload.';
const CAP_AND_BALL_NOTES =
  '5 or 6 shots, the weapon works as normal for the type of weapon and misfires on a 2 and jams on a 1. These are difficult to reload although many users carried pre-loaded spare cylinders. If preloaded cylinders are used then reloading is a normal action but the weapon misfires on a 3 and 2. Any form of reloading for these weapons is rated as a difficult task so characters use their reduced dice. Some Revolvers, such as the Walker Colt are classed as High Impact.';
const CARTRIDGE_NOTES =
  'Any type of revolver using a metal cartridge. These normally have a range of 12 paces. Towards the end of the period Double Action Revolvers and Automatic Pistols were introduced.';
const LE_MAT_NOTES =
  'A specialist weapon that combined bullets with one shotgun barrel. Its range is 12 paces with bullets and 6 paces with the shotgun cartridge. It may not be drawn and fired in the same turn. It may shot as a normal pistol or may make 1 shot as a sawn off shotgun';
const REPEATER_NOTES =
  'Such as Winchesters and Henry Rifles or Winchester and Spencer carbines only need to be reloaded when a 1 is thrown and the character must be stationary to carry out the action.';
const MUSKET_NOTES =
  'Used up to the 1860s and elsewhere South of the Border and by Native Americans. These are single shot, either smooth bore or rifled and have to be reloaded after shooting and the character must be stationary. A flintlock weapon misfires on a roll of 1 or 2, a percussion weapon on a roll of 1';
const BREECH_NOTES =
  'Such as Sharps Big 50 or Springfield rifle, must be reloaded after firing and the character must be stationary to reload.';
/**
 * A single shot breech loader jams on a 1: "Damn It! Misses and if ... a single shot breech loader
 * it jams" (REEL 4, SHOOTING – TRYING TO HIT, the chart's 1), not printed in the rows' notes.
 */
const BREECH_JAM = { jamOn: [1] } as const satisfies Partial<QdWeapon>;
const BREECH_JAM_NOTE = 'jamOn [1] from SHOOTING – TRYING TO HIT, the 1 ("Damn It! ... a single shot breech loader it jams"), not from the notes.';
const PERCUSSION_CHOICE = 'Ignition not fixed by the row (flintlock 1 or 2, percussion 1): percussion taken, the common lock of 1830-1930; `withIgnition(w, \'flintlock\')` for a flintlock.';

/**
 * Every weapon: the rows of the WEAPONS TABLE (non-gunpowder, handguns, shotguns, shoulder arms) in
 * printed order, then the fighting weapons, improvised weapons and fists of COMBAT WEAPONS. Shape:
 * `readonly PrintedWeapon[]` (each a {@link QdWeapon}); ranges in paces. Source: {@link WEAPONS_SOURCE},
 * {@link COMBAT_WEAPONS_SOURCE}; readings in each row's `note`.
 */
export const QD_WEAPONS: readonly PrintedWeapon[] = [
  // ---- Non Gun Powder Weapons
  {
    ...MISSILE,
    id: 'bow',
    name: 'Bows',
    short: 'Bow',
    group: 'non-gunpowder',
    range: 24,
    impact: 'normal',
    farImpact: 'light',
    closeRange: 12,
    notes: 'Can be reloaded while moving slowly. An expert rider can reload if moving quickly, otherwise used reduced dice',
    printedRange: '24',
    printedImpact: 'Normal under 12 Light over 12',
    part: NGP,
    note: '"Normal under 12 Light over 12": exactly 12 paces is read as normal (closeRange 12). Reloads after every shot (RELOADING WEAPONS: "All bows"). A two-handed weapon but not a shoulder arm: shoulderArm 0.',
  },
  {
    ...MISSILE,
    id: 'thrown',
    name: 'Thrown',
    short: 'Thrown spear or tomahawk',
    group: 'non-gunpowder',
    range: 10,
    reload: 'replace',
    deliberateOnly: 1,
    notes: 'Includes spears, darts, javelins and tomahawks. All shots are deliberate or aimed. Some thrown weapons can be recovered and used again',
    printedRange: '10',
    printedImpact: 'Normal',
    part: NGP,
  },
  {
    ...MISSILE,
    id: 'hurled',
    name: 'Hurled',
    short: 'Throwing knife or rock',
    group: 'non-gunpowder',
    range: 8,
    impact: 'light',
    reload: 'replace',
    notes:
      'Includes throwing knives, rocks, and entangling weapons such as lassoes, bolas, nets All shots are deliberate or aimed, unless knives or rocks, and are light impact. Some hurled weapons can be recovered and used again',
    printedRange: '8',
    printedImpact: 'Light Impact',
    part: NGP,
    note: 'The row covers knives and rocks (this id: not deliberate-only, replaced or recovered) and entangling weapons (see `entangling`).',
  },
  {
    ...MISSILE,
    id: 'entangling',
    name: 'Hurled',
    short: 'Lasso, bolas or net',
    group: 'non-gunpowder',
    range: 8,
    impact: 'light',
    reload: 'recoil',
    deliberateOnly: 1,
    notes:
      'Includes throwing knives, rocks, and entangling weapons such as lassoes, bolas, nets All shots are deliberate or aimed, unless knives or rocks, and are light impact. Some hurled weapons can be recovered and used again',
    printedRange: '8',
    printedImpact: 'Light Impact',
    part: NGP,
    note: 'The entangling weapons of the Hurled row (a Deadeye id): recoiled or recovered (RELOADING WEAPONS: "a net, lasso, bolas or whip"); range 8 as ENTANGLING OR RESTRAINING OPPONENTS ("within 8 paces").',
  },
  {
    ...MISSILE,
    id: 'dynamite',
    name: 'Stick of dynamite or Black Power Bomb',
    short: 'Dynamite',
    group: 'non-gunpowder',
    range: 8,
    impact: 'high',
    reload: 'replace',
    form: 'multi',
    explosive: 1,
    notes:
      'The fuse must be lit. This is a task on a flammable object that takes one turn. If a 1 is thrown it explodes prematurely. It can be thrown 8 paces. If a 1 is thrown it is dropped, test for injury on shooter. If 2-4 it misses, roll 1D10 for deviation. High impact on characters.',
    printedRange: '8',
    printedImpact: 'High',
    part: NGP,
    note: 'Form multi: "a Fused Grenade/dynamite" (a bundle of dynamite is grape). One use: reload `replace`. Its fuse is lit first, on the reload chart (RULINGS.md QR-153); thrown 8 paces at most (QR-152); a 1 drops it, 2-4 falls short (QR-154) and it goes off where it lands (QR-155). "Black Power" is a printed typo, kept.',
  },
  {
    ...MISSILE,
    id: 'whip',
    name: 'Whips',
    short: 'Whip',
    group: 'non-gunpowder',
    range: 3,
    impact: 'light',
    reload: 'recoil',
    alwaysHasty: 1,
    notes: 'Treat as a hasty shot. These can be used to hit with light impact or to entangle',
    printedRange: '3',
    printedImpact: '',
    part: NGP,
    note: 'The Impact cell is empty; light from the notes ("hit with light impact").',
  },
  // ---- HANDGUNS
  {
    ...MISSILE,
    ...CARTRIDGE,
    ...HANDGUN,
    id: 'cartridge-revolver',
    name: 'Cartridge Most handguns including Automatic & Double Action',
    short: 'Cartridge revolver',
    range: 12,
    reload: 'after-a-one',
    capacity: 6,
    repeating: 1,
    singleAction: 1,
    notes: CARTRIDGE_NOTES,
    printedRange: '12',
    printedImpact: 'Normal',
    part: HG,
    note: 'Ruling: "Cartridge ... revolver" covers the single action Colt (fanning possible); `double-action-revolver` is the same row for double action revolvers and automatics. Capacity 6 (not printed: a revolver).',
  },
  {
    ...MISSILE,
    ...CARTRIDGE,
    ...HANDGUN,
    id: 'double-action-revolver',
    name: 'Cartridge Most handguns including Automatic & Double Action',
    short: 'Double action revolver',
    range: 12,
    reload: 'after-a-one',
    capacity: 6,
    repeating: 1,
    notes: CARTRIDGE_NOTES,
    printedRange: '12',
    printedImpact: 'Normal',
    part: HG,
    note: 'A Deadeye id for the double action revolvers and automatic pistols of the cartridge row: no fanning (singleAction 0); the shooting chart\'s 1 is rerolled for a double action pistol, a second 1 jams it (RULINGS.md QR-151).',
  },
  {
    ...MISSILE,
    ...PERCUSSION,
    ...HANDGUN,
    id: 'smoothbore-pistol',
    name: 'Muzzle-loading smoothbore/rifled pistol',
    short: 'Smoothbore pistol',
    range: 8,
    stationaryReload: 1,
    notes: MUZZLE_PISTOL_NOTES,
    printedRange: '8/10',
    printedImpact: 'Normal',
    part: HG,
    note: `Range 8: the first of "8/10" (smoothbore/rifled). ${PERCUSSION_CHOICE}`,
  },
  {
    ...MISSILE,
    ...PERCUSSION,
    ...HANDGUN,
    id: 'rifled-pistol',
    name: 'Muzzle-loading smoothbore/rifled pistol',
    short: 'Rifled pistol',
    range: 10,
    stationaryReload: 1,
    notes: MUZZLE_PISTOL_NOTES,
    printedRange: '8/10',
    printedImpact: 'Normal',
    part: HG,
    note: `Range 10: the second of "8/10" (smoothbore/rifled). ${PERCUSSION_CHOICE}`,
  },
  {
    ...MISSILE,
    ...PERCUSSION,
    ...HANDGUN,
    id: 'pepperpot',
    name: 'Pepperpot or early revolving pistols',
    short: 'Pepperpot',
    range: 8,
    misfireOn: [3],
    jamOn: [2],
    chainFireOn: [1],
    reload: 'after-a-one',
    capacity: 6,
    difficultReload: 1,
    repeating: 1,
    notes: PEPPERPOT_NOTES,
    printedRange: '8',
    printedImpact: 'Normal',
    part: HG,
    note: '"5 or 6 shots": capacity 6 taken. Misfires on 3, jams on 2 (5+ to clear), a 1 fires every chamber (chainFireOn: 3D10 read as hasty shots, the shooter tests for injury, RULINGS.md QR-150). Percussion (an early revolving pistol). Reloads on reduced dice.',
  },
  {
    ...MISSILE,
    ...PERCUSSION,
    ...HANDGUN,
    id: 'cap-and-ball-revolver',
    name: 'Improved Cap and Ball revolving pistols',
    short: 'Cap and ball revolver',
    range: 10,
    misfireOn: [2],
    jamOn: [1],
    reload: 'after-a-one',
    capacity: 6,
    difficultReload: 1,
    repeating: 1,
    singleAction: 1,
    notes: CAP_AND_BALL_NOTES,
    printedRange: '10',
    printedImpact: 'Normal',
    part: HG,
    note:
      '"5 or 6 shots": capacity 6 taken. Misfires on 2, jams on 1 (the jam replaces the chart\'s out-of-ammo 1). Difficult to reload (RELOADING WEAPONS: "All Cap and Ball Repeating Firearms unless using a preloaded cylinder"). ' +
      'singleAction 1: the cap and ball Colts were single action (fanning possible); not printed. Variants: `cap-and-ball-preloaded`, `walker-colt`.',
  },
  {
    ...MISSILE,
    ...PERCUSSION,
    ...HANDGUN,
    id: 'cap-and-ball-preloaded',
    name: 'Improved Cap and Ball revolving pistols',
    short: 'Cap and ball revolver (preloaded cylinders)',
    range: 10,
    misfireOn: [2, 3],
    jamOn: [1],
    reload: 'after-a-one',
    capacity: 6,
    repeating: 1,
    singleAction: 1,
    notes: CAP_AND_BALL_NOTES,
    printedRange: '10',
    printedImpact: 'Normal',
    part: HG,
    note:
      'A Deadeye id for the printed variant "If preloaded cylinders are used then reloading is a normal action but the weapon misfires on a 3 and 2" (difficultReload 0), though the next sentence says any reloading of these weapons is difficult: RELOADING WEAPONS settles it, "All Cap and Ball Repeating Firearms unless using a preloaded cylinder" are the difficult ones.',
  },
  {
    ...MISSILE,
    ...PERCUSSION,
    ...HANDGUN,
    id: 'walker-colt',
    name: 'Improved Cap and Ball revolving pistols',
    short: 'Walker Colt',
    range: 10,
    impact: 'high',
    misfireOn: [2],
    jamOn: [1],
    reload: 'after-a-one',
    capacity: 6,
    difficultReload: 1,
    repeating: 1,
    singleAction: 1,
    notes: CAP_AND_BALL_NOTES,
    printedRange: '10',
    printedImpact: 'Normal',
    part: HG,
    note: 'A Deadeye id for "Some Revolvers, such as the Walker Colt are classed as High Impact": the cap and ball row at high impact.',
  },
  {
    ...MISSILE,
    ...CARTRIDGE,
    ...HANDGUN,
    id: 'long-pistol',
    name: "'Long' Pistols",
    short: 'Long pistol',
    range: 16,
    reload: 'after-a-one',
    capacity: 6,
    noDrawAndFire: 1,
    repeating: 1,
    singleAction: 1,
    notes:
      'Long-barrelled or with shoulder stocks such as the Buntline special. Cannot be drawn and fired in the same turn; If a Cap and Ball revolver then the normal rules for such weapons will apply. If a flintlock weapon it misfires on a roll of 1 or 2, a percussion weapon on a roll of 1:',
    printedRange: '16',
    printedImpact: 'Normal',
    part: HG,
    note: 'Read as a cartridge revolver like the Buntline special (a single action Colt): capacity 6, reload after a 1, no misfire. Cap and ball, flintlock or percussion long pistols take those rules instead.',
  },
  {
    ...MISSILE,
    ...CARTRIDGE,
    ...HANDGUN,
    id: 'derringer',
    name: "Hold outs or 'Personal Protectors' eg Derringers",
    short: 'Derringer',
    range: 8,
    impact: 'light',
    capacity: 2,
    notes: '2 shots only. Must reload after quick shots or 2 deliberate shots. If a flintlock weapon it misfires on a roll of 1 or 2, a percussion weapon on a roll of 1',
    printedRange: '8',
    printedImpact: 'Light',
    part: HG,
    note:
      'Cartridge taken (the Remington double derringer of the period); `withIgnition` for flintlock or percussion hold outs. "2 shots only ... Must reload after quick shots or 2 deliberate shots": capacity 2, reloaded when empty; "quick shots" read as both barrels fired together.',
  },
  // ---- SHOTGUNS
  {
    ...MISSILE,
    ...PERCUSSION,
    ...HANDGUN,
    id: 'le-mat',
    name: 'French Shotgun pistols e.g. Le-Mat',
    short: 'Le Mat (pistol)',
    // "It may shot as a normal pistol": its bullets are a handgun's (a Pistoleer's, one of a two-gun man's pair: RULINGS.md QR-156); its shotgun barrel (`le-mat-shotgun`) a shotgun's.
    group: 'handgun',
    range: 12,
    reload: 'after-a-one',
    capacity: 6,
    noDrawAndFire: 1,
    repeating: 1,
    difficultReload: 1,
    notes: LE_MAT_NOTES,
    printedRange: '12/6',
    printedImpact: 'Normal as Pistol High as Shotgun',
    part: SG,
    note:
      'The bullets of the Le Mat: range 12, normal ("It may shot as a normal pistol"). The text gives no cylinder size or ignition: capacity 6 and percussion taken as for the revolvers; a percussion revolver is a cap and ball repeating firearm, whose reloading is difficult (RELOADING WEAPONS: "All Cap and Ball Repeating Firearms unless using a preloaded cylinder"): difficultReload 1. Its misfires are a normal pistol\'s ("works as normal"), the percussion cap\'s 1.',
  },
  {
    ...MISSILE,
    ...PERCUSSION,
    ...HANDGUN,
    id: 'le-mat-shotgun',
    name: 'French Shotgun pistols e.g. Le-Mat',
    short: 'Le Mat (shotgun barrel)',
    group: 'shotgun',
    range: 6,
    impact: 'high',
    noDrawAndFire: 1,
    form: 'double',
    spread: 1,
    notes: LE_MAT_NOTES,
    printedRange: '12/6',
    printedImpact: 'Normal as Pistol High as Shotgun',
    part: SG,
    note: 'The shotgun barrel of the Le Mat: range 6, high, one shot ("may make 1 shot as a sawn off shotgun": form double, one barrel of a sawn off), reloaded after use.',
  },
  {
    ...MISSILE,
    ...CARTRIDGE,
    id: 'sawn-off-shotgun',
    name: 'Sawn-off shotgun',
    short: 'Sawn-off shotgun',
    group: 'shotgun',
    range: 12,
    impact: 'high',
    farImpact: 'normal',
    closeRange: 6,
    capacity: 2,
    form: 'double',
    spread: 1,
    reach: 'medium',
    blunt: 1,
    notes: 'Must reload after emptying both barrels. A flintlock weapon misfires on a roll of 1 or 2, a percussion weapon on a roll of 1',
    printedRange: '12',
    printedImpact: 'High Impact under 6 Normal Impact over 6',
    part: SG,
    note:
      'A normal shot is one barrel (form double: "one barrel of a sawn off shotgun"); both barrels are form multi. "under 6 ... over 6": exactly 6 paces read as high. ' +
      'Cartridge taken (breech-loading doubles of the period); `withIgnition` for a muzzle-loader. Not raised to the shoulder: shoulderArm 0; clubbed as a shoulder arm (medium).',
  },
  {
    ...MISSILE,
    ...CARTRIDGE,
    ...LONG_GUN,
    id: 'double-barrelled-shotgun',
    name: 'Double-Barrelled or Sporting Gun',
    short: 'Double-barrelled shotgun',
    group: 'shotgun',
    range: 20,
    capacity: 2,
    spread: 1,
    notes:
      'In the early period these are muzzle loading: when both barrels are used it must be reloaded. If Muzzle loading the character must be stationary. A flintlock weapon misfires on a roll of 1 or 2, a percussion weapon on a roll of 1',
    printedRange: '20',
    printedImpact: 'Normal',
    part: SG,
    note:
      'A normal shot is one barrel (form single: "one barrel of a double barrelled weapon"); both barrels are form double. Cartridge breech-loader taken (no stationary reload); ' +
      'a muzzle-loading one is `withIgnition(w, \'percussion\')` plus stationaryReload 1.',
  },
  {
    ...MISSILE,
    ...PERCUSSION,
    ...LONG_GUN,
    id: 'blunderbuss',
    name: 'Blunderbuss',
    short: 'Blunderbuss',
    group: 'shotgun',
    range: 12,
    impact: 'high',
    farImpact: 'normal',
    closeRange: 6,
    form: 'multi',
    spread: 1,
    notes: 'High Impact under 6: Normal Impact over 6. Reload after firing. A flintlock weapon misfires on a roll of 1 or 2, a percussion weapon on a roll of 1',
    printedRange: '12',
    printedImpact: 'High Impact under 6 Normal Impact over 6.',
    part: SG,
    note: `Form multi ("A Blunderbuss"). No stationary reload is printed. ${PERCUSSION_CHOICE}`,
  },
  {
    ...MISSILE,
    ...PERCUSSION,
    ...LONG_GUN,
    id: 'volley-gun',
    name: 'Multi-Barrelled muzzle-loading – e.g. Volley Gun',
    short: 'Volley gun',
    group: 'shotgun',
    range: 18,
    impact: 'high',
    farImpact: 'normal',
    closeRange: 6,
    difficultReload: 1,
    form: 'multi',
    spread: 1,
    notes: 'Must be reloaded after firing. A flintlock weapon misfires on a roll of 1 or 2, a percussion weapon on a roll of 1. Use reduced dice when attempting to reload',
    printedRange: '18',
    printedImpact: 'High Impact under 6 Normal Impact over 6.',
    part: SG,
    note: `All barrels fire at once (form multi), so capacity 1 volley. ${PERCUSSION_CHOICE}`,
  },
  {
    ...MISSILE,
    ...CARTRIDGE,
    ...LONG_GUN,
    id: 'repeating-shotgun',
    name: 'Lever or pump action shotguns',
    short: 'Repeating shotgun',
    group: 'shotgun',
    range: 20,
    impact: 'high',
    reload: 'after-a-one',
    capacity: 5,
    repeating: 1,
    spread: 1,
    notes: 'These are repeating shotguns',
    printedRange: '20',
    printedImpact: 'High Impact',
    part: SG,
    note: 'The text gives no capacity: 5 taken (a tubular magazine of the period). Reloads after a 1, as repeating cartridge firearms.',
  },
  // ---- SHOULDER ARMS
  {
    ...MISSILE,
    ...CARTRIDGE,
    ...LONG_GUN,
    id: 'repeating-rifle',
    name: 'Most repeating, Lever, Pump action or magazine rifles or rifled carbine',
    short: 'Repeating rifle',
    group: 'shoulder-arm',
    range: 36,
    reload: 'after-a-one',
    capacity: 15,
    stationaryReload: 1,
    repeating: 1,
    notes: REPEATER_NOTES,
    printedRange: '36/24',
    printedImpact: 'Normal',
    part: SA,
    note: 'Range 36: the rifle of "36/24". The text gives no magazine size (it reloads only when a 1 is thrown): 15 taken (the Henry / Winchester tube).',
  },
  {
    ...MISSILE,
    ...CARTRIDGE,
    ...LONG_GUN,
    id: 'repeating-carbine',
    name: 'Most repeating, Lever, Pump action or magazine rifles or rifled carbine',
    short: 'Repeating carbine',
    group: 'shoulder-arm',
    range: 24,
    reload: 'after-a-one',
    capacity: 15,
    stationaryReload: 1,
    repeating: 1,
    notes: REPEATER_NOTES,
    printedRange: '36/24',
    printedImpact: 'Normal',
    part: SA,
    note: 'Range 24: the carbine of "36/24". The text gives no magazine size: 15 taken, as the rifle.',
  },
  {
    ...MISSILE,
    ...PERCUSSION,
    ...LONG_GUN,
    id: 'smoothbore-musket',
    name: 'Muzzle-loading smoothbore/rifle musket or carbine',
    short: 'Smoothbore musket',
    group: 'shoulder-arm',
    range: 24,
    stationaryReload: 1,
    notes: MUSKET_NOTES,
    printedRange: '24/18 36/24',
    printedImpact: 'Normal',
    part: SA,
    note: `"24/18 36/24" read as smoothbore musket/carbine 24/18, rifle musket/carbine 36/24: 24. ${PERCUSSION_CHOICE}`,
  },
  {
    ...MISSILE,
    ...PERCUSSION,
    ...LONG_GUN,
    id: 'smoothbore-carbine',
    name: 'Muzzle-loading smoothbore/rifle musket or carbine',
    short: 'Smoothbore carbine',
    group: 'shoulder-arm',
    range: 18,
    stationaryReload: 1,
    notes: MUSKET_NOTES,
    printedRange: '24/18 36/24',
    printedImpact: 'Normal',
    part: SA,
    note: `"24/18 36/24" read as smoothbore musket/carbine 24/18, rifle musket/carbine 36/24: 18. ${PERCUSSION_CHOICE}`,
  },
  {
    ...MISSILE,
    ...PERCUSSION,
    ...LONG_GUN,
    id: 'rifled-musket',
    name: 'Muzzle-loading smoothbore/rifle musket or carbine',
    short: 'Rifle musket',
    group: 'shoulder-arm',
    range: 36,
    stationaryReload: 1,
    notes: MUSKET_NOTES,
    printedRange: '24/18 36/24',
    printedImpact: 'Normal',
    part: SA,
    note: `"24/18 36/24" read as smoothbore musket/carbine 24/18, rifle musket/carbine 36/24: 36. ${PERCUSSION_CHOICE}`,
  },
  {
    ...MISSILE,
    ...PERCUSSION,
    ...LONG_GUN,
    id: 'rifled-carbine',
    name: 'Muzzle-loading smoothbore/rifle musket or carbine',
    short: 'Rifled carbine',
    group: 'shoulder-arm',
    range: 24,
    stationaryReload: 1,
    notes: MUSKET_NOTES,
    printedRange: '24/18 36/24',
    printedImpact: 'Normal',
    part: SA,
    note: `"24/18 36/24" read as smoothbore musket/carbine 24/18, rifle musket/carbine 36/24: 24. ${PERCUSSION_CHOICE}`,
  },
  {
    ...MISSILE,
    ...PERCUSSION,
    ...LONG_GUN,
    id: 'fowling-piece',
    name: 'Sporting Gun or Fowling Piece',
    short: 'Fowling piece',
    group: 'shoulder-arm',
    range: 36,
    impact: 'light',
    notes: 'A small bored rifled sporting gun which can be double barrelled',
    printedRange: '36',
    printedImpact: 'Light Impact',
    part: SA,
    note: 'Neither ignition nor loading is printed: read as a single-barrelled percussion muzzle-loader without the stationary rule (capacity 1); the double-barrelled one is `double-fowling-piece`, capacity 2 (RULINGS.md QR-252).',
  },
  {
    ...MISSILE,
    ...PERCUSSION,
    ...LONG_GUN,
    id: 'early-breech-loader',
    name: 'Early breech loading rifles',
    short: 'Early breech-loader',
    group: 'shoulder-arm',
    range: 36,
    misfireOn: [2],
    jamOn: [1],
    notes: 'Either a converted Ferguson or another experimental type. Even though percussion /cap lock they misfire on a 2, and jam on a 1',
    printedRange: '36',
    printedImpact: 'Normal',
    part: SA,
    note: 'Single shot (a breech-loader reloaded after firing); no stationary reload printed.',
  },
  {
    ...MISSILE,
    ...PERCUSSION,
    ...LONG_GUN,
    id: 'harmonica-rifle',
    name: 'Slide or “Harmonica” rifles',
    short: 'Harmonica rifle',
    group: 'shoulder-arm',
    range: 36,
    misfireOn: [2],
    jamOn: [1],
    reload: 'after-a-one',
    capacity: 5,
    slides: 2,
    repeating: 1,
    notes:
      'An early form of magazine weapon, using a preloaded strip, usually with a load of 5 shots, inserted into the weapon from the right hand side. By cocking a lever the slide was advanced one shot after each firing. However, the slide was awkward and meant that the weapon could not be carried loaded over long periods. Characters can carry only two preloaded slides. When they need to use the weapon they must first load it by inserting a slide. They can then fire 5 shots before reloading their second slide. Even though it is a percussion /cap lock it misfires on a 2, and jams on a 1',
    printedRange: '36',
    printedImpact: 'Normal',
    part: SA,
    note: 'Capacity 5 per slide; two slides carried (`slides`: 10 shots in all), the first loaded before use (it starts empty): RULINGS.md QR-171. RELOADING WEAPONS lists Harmonica Guns among those reloaded after a 1: a 1 empties the slide in use.',
  },
  {
    ...MISSILE,
    ...PERCUSSION,
    ...LONG_GUN,
    id: 'revolving-rifle',
    name: 'Early revolving shoulder arms',
    short: 'Revolving rifle',
    group: 'shoulder-arm',
    range: 36,
    misfireOn: [3],
    jamOn: [2],
    chainFireOn: [1],
    reload: 'after-a-one',
    capacity: 6,
    difficultReload: 1,
    repeating: 1,
    notes:
      '5 or 6 shots, the weapon works as normal for the type of weapon but it misfires on a 3, jams on a 2, requiring a 5+ to clear, and ignites all shots in one single blast on a score of 1. When a 1 is scored, roll 3D10, treat the shooter as if they were firing hasty shots due to recoil but the target can take multiple hits. Also test for a potential injury to the shooter. Test on the Effect of Hits Chart: These are difficult to reload so characters use their reduced dice.',
    printedRange: '36',
    printedImpact: 'Normal',
    part: SA,
    note: '"5 or 6 shots": capacity 6 taken. Percussion (the Colt revolving rifle).',
  },
  {
    ...MISSILE,
    ...CARTRIDGE,
    ...LONG_GUN,
    ...BREECH_JAM,
    id: 'breech-loading-rifle',
    name: 'Single shot Breach Loading rifles/carbines',
    short: 'Breech-loading rifle',
    group: 'shoulder-arm',
    range: 36,
    stationaryReload: 1,
    notes: BREECH_NOTES,
    printedRange: '36/24',
    printedImpact: 'Normal unless Sharps Big 50 (High Impact)',
    part: SA,
    note: `Range 36: the rifle of "rifles/carbines 36/24". "Breach" is a printed typo, kept. ${BREECH_JAM_NOTE}`,
  },
  {
    ...MISSILE,
    ...CARTRIDGE,
    ...LONG_GUN,
    ...BREECH_JAM,
    id: 'breech-loading-carbine',
    name: 'Single shot Breach Loading rifles/carbines',
    short: 'Breech-loading carbine',
    group: 'shoulder-arm',
    range: 24,
    stationaryReload: 1,
    notes: BREECH_NOTES,
    printedRange: '36/24',
    printedImpact: 'Normal unless Sharps Big 50 (High Impact)',
    part: SA,
    note: `Range 24: the carbine of "rifles/carbines 36/24". ${BREECH_JAM_NOTE}`,
  },
  {
    ...MISSILE,
    ...CARTRIDGE,
    ...LONG_GUN,
    ...BREECH_JAM,
    id: 'sharps-rifle',
    name: 'Single shot Breach Loading rifles/carbines',
    short: 'Sharps Big 50',
    group: 'shoulder-arm',
    range: 36,
    impact: 'high',
    stationaryReload: 1,
    notes: BREECH_NOTES,
    printedRange: '36/24',
    printedImpact: 'Normal unless Sharps Big 50 (High Impact)',
    part: SA,
    note: `The Sharps Big 50 of the breech-loading row: range 36, high impact. ${BREECH_JAM_NOTE}`,
  },
  // ---- COMBAT WEAPONS: fighting weapons, improvised weapons, fists
  { ...MELEE, id: 'knife', name: 'Knife', short: 'Knife', group: 'fighting', reach: 'close', notes: '' },
  { ...MELEE, id: 'bowie-knife', name: 'Bowie Knife', short: 'Bowie knife', group: 'fighting', reach: 'short', notes: '' },
  { ...MELEE, id: 'tomahawk', name: 'Tomahawk, Hand Axe', short: 'Tomahawk', group: 'fighting', reach: 'short', notes: '' },
  { ...MELEE, id: 'club', name: 'Club', short: 'Club', group: 'fighting', reach: 'short', blunt: 1, notes: '' },
  {
    ...MELEE,
    id: 'pistol-club',
    name: 'Pistol used as a club',
    short: 'Clubbed pistol',
    group: 'fighting',
    reach: 'short',
    blunt: 1,
    notes: '',
    note: 'The reach table puts "Pistol used as a club" at short reach, while the Fists etc bullet lists "clubbed handguns" among the close reach light clubs: short taken (the table; RULINGS.md QR-118). A handgun in hand fights so too.',
  },
  { ...MELEE, id: 'clubbed-rifle', name: 'Clubbed shoulder arm', short: 'Clubbed rifle', group: 'fighting', reach: 'medium', blunt: 1, notes: '' },
  { ...MELEE, id: 'sword', name: 'Two handed weapons, Swords, Sabres, etc.', short: 'Sword', group: 'fighting', reach: 'medium', notes: '' },
  { ...MELEE, id: 'bayonet', name: 'Fixed Bayonet', short: 'Fixed bayonet', group: 'fighting', reach: 'long', notes: '' },
  { ...MELEE, id: 'spear', name: 'Spear', short: 'Spear', group: 'fighting', reach: 'long', notes: '' },
  { ...MELEE, id: 'lance', name: 'Lance', short: 'Lance', group: 'fighting', reach: 'long', notes: '' },
  { ...MELEE, id: 'improvised-short', name: '1 handed farm implement, etc.', short: 'Improvised weapon (short)', group: 'improvised', reach: 'short', notes: '' },
  {
    ...MELEE,
    id: 'improvised-medium',
    name: '2 handed scythe or 2 handed Club or similar improvised weapon',
    short: 'Improvised weapon (medium)',
    group: 'improvised',
    reach: 'medium',
    notes: '',
    note: 'Improvised weapons are not marked blunt, though a 2 handed club would be: the engine rules per scenario.',
  },
  {
    ...MELEE,
    id: 'improvised-long',
    name: 'Pitch Fork, Improvised spear or similar improvised weapon',
    short: 'Improvised weapon (long)',
    group: 'improvised',
    reach: 'long',
    notes: '',
  },
  {
    ...MELEE,
    id: 'fists',
    name: 'Fists etc',
    short: 'Fists',
    group: 'fists',
    reach: 'close',
    blunt: 1,
    notes: 'Fists etc covers bare hands and/or feet and light clubs such as coshes, saps, clubbed handguns and knuckledusters. These are all close reach.',
    note: 'Light clubs (coshes, saps, knuckledusters) fight as fists: close reach, blunt. The bullet also names clubbed handguns; Deadeye gives a handgun used as a club the reach table\'s short reach ("Pistol used as a club", pistol-club; RULINGS.md QR-118).',
  },
];

/**
 * The weapons table's rows of the weapons recovered after a throw (RULINGS.md QR-189; ids of
 * {@link QD_WEAPONS}): thrown
 * (spears, darts, javelins, tomahawks) and hurled (throwing knives, rocks): "Some thrown weapons can
 * be recovered and used again", "Some hurled weapons can be recovered and used again" (REEL 4,
 * WEAPONS TABLE). Not dynamite (it goes off) nor the entangling weapons (recoiled, QR-72).
 */
export const RECOVERABLE: readonly string[] = ['thrown', 'hurled'];

/**
 * The words of a row's notes that leave its lock open (REEL 4, WEAPONS TABLE: "A flintlock weapon
 * misfires on a roll of 1 or 2, a percussion weapon on a roll of 1"; the hold out's "If a flintlock
 * weapon it misfires ...").
 */
const OPEN_LOCK = /flintlock weapon (it )?misfires on a roll of 1 or 2, a percussion weapon on a roll of 1/i;

/** The ignition of `w` changed to `lock`, named `<lock>-<row id>` (see {@link QD_LOCK_VARIANTS}). */
function lockVariant(w: PrintedWeapon, lock: 'flintlock' | 'percussion', muzzleLoading: boolean): PrintedWeapon {
  const word = lock === 'flintlock' ? 'Flintlock' : 'Percussion';
  return {
    ...withIgnition(w, lock),
    id: `${lock}-${w.id}`,
    short: `${word} ${w.short.charAt(0).toLowerCase()}${w.short.slice(1)}`,
    // "In the early period these are muzzle loading ... If Muzzle loading the character must be stationary" (Double-Barrelled or Sporting Gun).
    ...(muzzleLoading && /If Muzzle loading the character must be stationary/.test(w.notes) ? { stationaryReload: 1 } : {}),
    note: `The ${lock} of the row ${w.id} (RULINGS.md QR-19): misfires on ${lock === 'flintlock' ? 'a 1 or 2' : 'a 1'} (FIREARMS)${muzzleLoading ? ', a muzzle-loader' : ''}; otherwise the row.`,
  };
}

/**
 * The other locks of the rows whose notes leave the lock open ("A flintlock weapon misfires on a
 * roll of 1 or 2, a percussion weapon on a roll of 1", REEL 4, WEAPONS TABLE; RULINGS.md QR-19):
 * - the rows the table took as percussion (the smoothbore and rifled pistols, the blunderbuss, the
 *   volley gun, the four muskets and carbines) have a flintlock, `flintlock-<row id>` (e.g.
 *   `flintlock-smoothbore-musket`), misfiring on a 1 or 2 (FIREARMS: "If a Flintlock they misfire
 *   if a 1 or 2 is rolled");
 * - the rows taken as the cartridge breech-loaders of the period (the hold out derringer, the
 *   sawn-off and the double-barrelled shotgun) have a muzzle-loading percussion and flintlock,
 *   `percussion-<row id>` and `flintlock-<row id>`; the double-barrelled one reloads stationary
 *   ("If Muzzle loading the character must be stationary").
 * Not the long pistol, whose row is a revolver (the Buntline special): a flintlock or percussion
 * long pistol would be a single shot pistol, which the row does not describe.
 * Each is its row ({@link withIgnition}) but for the lock, id, short name (`Flintlock ...`,
 * `Percussion ...`), note and that stationary reload. Its row's id is {@link weaponRowId}.
 */
export const QD_LOCK_VARIANTS: readonly PrintedWeapon[] = QD_WEAPONS.filter((w) => OPEN_LOCK.test(w.notes) && w.id !== 'long-pistol').flatMap((w) =>
  w.ignition === 'percussion' ? [lockVariant(w, 'flintlock', false)] : [lockVariant(w, 'percussion', true), lockVariant(w, 'flintlock', true)],
);

/**
 * The thrown row's spears and javelins, `thrown-spear` ("Thrown spear or javelin"): the `thrown`
 * row (REEL 4, WEAPONS TABLE: "Includes spears, darts, javelins and tomahawks") but for the to-hit
 * chart's 1, which breaks it ("Damn It! Misses and if a spear, javelin, blowpipe or sling, it
 * breaks", SHOOTING – TRYING TO HIT): thrown on a 1 it is not recovered. The row's own id,
 * `thrown`, is then its tomahawks and darts, which the 1 does not break (RULINGS.md QR-194).
 */
export const QD_THROWN_VARIANTS: readonly PrintedWeapon[] = QD_WEAPONS.filter((w) => w.id === 'thrown').map((w) => ({
  ...w,
  id: 'thrown-spear',
  short: 'Thrown spear or javelin',
  breaksOnOne: 1,
  note: 'The spears and javelins of the row thrown (RULINGS.md QR-194): a 1 on the to-hit die breaks it ("Damn It! ... if a spear, javelin, blowpipe or sling, it breaks"); otherwise the row.',
}));

/**
 * The improvised club: a chair, a bottle, a stool swung in a brawl, the row `improvised-short`
 * ("1 handed farm implement, etc.") made blunt (RULINGS.md QR-207): its hits knock out ("Each hit
 * by a Blunt Weapon including fists and feet temporarily KO's the character", REEL 6, EFFECTS OF
 * HIT TABLE), as a club's do; the Brawler names "clubs, chairs, bottles or other improvised short
 * range weapons" together (REEL 2). Otherwise the row.
 */
export const QD_CLUB_VARIANTS: readonly PrintedWeapon[] = QD_WEAPONS.filter((w) => w.id === 'improvised-short').map((w) => ({
  ...w,
  id: 'improvised-club',
  short: 'Improvised club (chair, bottle)',
  blunt: 1,
  note: 'A chair, bottle or stool swung as a club (RULINGS.md QR-207): the row improvised-short, blunt; its hits knock out.',
}));

/**
 * The double-barrelled fowling piece, `double-fowling-piece`: the row `fowling-piece` ("Sporting
 * Gun or Fowling Piece | 36 | Light Impact | A small bored rifled sporting gun which can be double
 * barrelled", REEL 4, WEAPONS TABLE, SHOULDER ARMS) with two barrels: capacity 2, one barrel a
 * single shot ("one barrel of a double barrelled weapon"), both the next column ("A double barrelled
 * weapon firing both barrels", RELOADING WEAPONS; setup.ts `bothBarrels`), reloaded after both are
 * fired ("unless Double barrelled: Such weapons must be reloaded after both barrels have been
 * fired"). Otherwise the row (RULINGS.md QR-252).
 */
export const QD_DOUBLE_VARIANTS: readonly PrintedWeapon[] = QD_WEAPONS.filter((w) => w.id === 'fowling-piece').map((w) => ({
  ...w,
  id: 'double-fowling-piece',
  short: 'Double fowling piece',
  capacity: 2,
  note: 'The row fowling-piece double barrelled ("which can be double barrelled"; RULINGS.md QR-252): capacity 2, one barrel a single shot, both barrels the double column, reloaded after both are fired; otherwise the row.',
}));

/** Every weapon id's weapon that is not a row of the table itself: the lock variants, the thrown spear, the improvised club and the double fowling piece. */
export const QD_WEAPON_VARIANTS: readonly PrintedWeapon[] = [...QD_LOCK_VARIANTS, ...QD_THROWN_VARIANTS, ...QD_CLUB_VARIANTS, ...QD_DOUBLE_VARIANTS];

/**
 * The id of the weapons table's row a weapon id is read from: the id itself, or for a variant its
 * row's: a lock variant's ({@link QD_LOCK_VARIANTS}: `flintlock-smoothbore-musket` ->
 * `smoothbore-musket`), the thrown spear's (`thrown-spear` -> `thrown`), the improvised club's
 * (`improvised-club` -> `improvised-short`), the double fowling piece's (`double-fowling-piece` ->
 * `fowling-piece`). The accumulator's weapon class, a house rule's row and
 * the Expert skill follow the row.
 */
export function weaponRowId(id: string): string {
  if (QD_THROWN_VARIANTS.some((w) => w.id === id)) return 'thrown';
  if (QD_CLUB_VARIANTS.some((w) => w.id === id)) return 'improvised-short';
  if (QD_DOUBLE_VARIANTS.some((w) => w.id === id)) return 'fowling-piece';
  return QD_LOCK_VARIANTS.some((w) => w.id === id) ? id.slice(id.indexOf('-') + 1) : id;
}

/**
 * The weapon of an id: a row of {@link QD_WEAPONS} or a variant of {@link QD_WEAPON_VARIANTS}.
 * @throws Error naming the known ids for an unknown id. Source: {@link WEAPONS_SOURCE}.
 */
export function weaponById(id: string): PrintedWeapon {
  const w = QD_WEAPONS.find((x) => x.id === id) ?? QD_WEAPON_VARIANTS.find((x) => x.id === id);
  if (w === undefined) throw new Error(`unknown Quick on the Draw weapon "${id}"; known: ${[...QD_WEAPONS, ...QD_WEAPON_VARIANTS].map((x) => x.id).join(', ')}`);
  return w;
}

/**
 * A copy of a firearm with another ignition (FIREARMS): misfireOn becomes the ignition's. For the rows
 * whose notes leave the lock open (flintlock or percussion). Special misfire rolls of a row (pepperpot,
 * cap and ball, early breech-loaders) are replaced too: use it only on the plain rows.
 */
export function withIgnition(weapon: PrintedWeapon, ignition: Exclude<Ignition, 'none'>): PrintedWeapon {
  const row = IGNITION_TABLE.find((r) => r.ignition === ignition);
  if (row === undefined) throw new Error(`unknown ignition ${ignition}`);
  return { ...weapon, ignition, misfireOn: row.misfireOn };
}
