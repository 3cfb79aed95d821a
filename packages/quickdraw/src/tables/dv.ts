/**
 * Defence value (REEL 6, DETERMINING THE EFFECTS OF SHOOTING AND FIGHTING): the base DV and the
 * adjustments of ADJUSTMENTS FOR SHOOTING AND FIGHTING TO DV.
 */
import type { DvAdjustmentId, Source } from './types.ts';
import { QOTD_SEED } from './types.ts';

/** "In the Old west this begins at 0 but may be increased due to armour". Source: {@link DV_SOURCE}. */
export const BASE_DV = 0;

/** One adjustment: id, the change to the target's DV, whose side of the table it is printed on, and the bullet as printed. */
export interface DvAdjustment {
  readonly id: DvAdjustmentId;
  /** Change to the target's DV (negative: easier to wound). */
  readonly change: number;
  /** `target`: "For the target/Defender" column; `attacker`: "For the Shooter/attacker or weapon". */
  readonly party: 'target' | 'attacker';
  /** The printed bullet the id comes from (several ids may share one bullet). */
  readonly text: string;
  /** Where the id covers part of a bullet, or a bullet covers more than the id. */
  readonly note?: string;
}

const TARGET = 'target' as const;
const ATTACKER = 'attacker' as const;
const MOVING_OR_LIGHT = 'Shot while Moving quickly or in light cover';
const EVADING_HARD_PRONE = 'Shot while evading or in dense or hard cover or lying prone';

/**
 * Every adjustment, one entry per id, in printed order (row by row, target column then attacker
 * column). Every printed bullet is the `text` of at least one entry. Shape: `readonly DvAdjustment[]`.
 * Source: {@link DV_SOURCE}.
 */
export const DV_ADJUSTMENTS: readonly DvAdjustment[] = [
  // Decrease the target's DV by 2
  { id: 'defenceless', change: -2, party: TARGET, text: 'Defenceless or helpless' },
  { id: 'marksman', change: -2, party: ATTACKER, text: 'Shot by a Marksman', note: 'The Marksman skill limits it to deliberate or aimed shots.' },
  { id: 'explosive', change: -2, party: ATTACKER, text: 'Hit by any explosive weapon, such as a grenade, ball or shell, grape or dynamite' },
  { id: 'bulls-eye', change: -2, party: ATTACKER, text: 'Hit by a bulls eye shot or deadly blow', note: 'One id for both: the 10 of the shooting and of the fighting to-hit charts.' },
  { id: 'man-killer', change: -2, party: ATTACKER, text: 'Hit by a Man Killer' },
  // Decrease the target's DV by 1
  { id: 'point-blank', change: -1, party: TARGET, text: 'Shot at point blank range (1 pace)' },
  { id: 'all-out-attacker', change: -1, party: TARGET, text: 'Made an All Out Attack on their turn' },
  { id: 'high-impact', change: -1, party: ATTACKER, text: 'Hit by a High Impact weapon' },
  { id: 'expert', change: -1, party: ATTACKER, text: 'Hit by an Expert with a particular type of weapon' },
  { id: 'longer-reach', change: -1, party: ATTACKER, text: 'Hit by a character with a longer reach weapon' },
  { id: 'aimed', change: -1, party: ATTACKER, text: 'Hit by an aimed shot' },
  { id: 'mounted', change: -1, party: ATTACKER, text: 'Hit by a character riding a mount' },
  { id: 'charging', change: -1, party: ATTACKER, text: 'Hit by a character charging in or following up' },
  {
    id: 'close-combat-skill',
    change: -1,
    party: ATTACKER,
    text: 'Hit in close combat by a Fighter, Brawler or one with martial arts skill',
    note: 'The skills print narrower conditions (Brawler: improvised weapons; Fighter: with that weapon).',
  },
  { id: 'mighty-blow', change: -1, party: ATTACKER, text: 'Hit by a Mighty Blow' },
  {
    id: 'two-weapon-or-two-fisted',
    change: -1,
    party: ATTACKER,
    text: 'Hit by a character rated as Two Weapon trained or by the fists of a character who is two fisted',
    note: 'One id for the two skills of the bullet.',
  },
  { id: 'strong-blunt', change: -1, party: ATTACKER, text: 'Hit with a Blunt Weapon by a character who is strong' },
  { id: 'off-handed', change: -1, party: ATTACKER, text: 'Hit by a character who is off handed' },
  // Increase the target's DV by 1
  { id: 'moving-quickly', change: 1, party: TARGET, text: MOVING_OR_LIGHT, note: 'Two ids from one bullet: moving-quickly and light-cover.' },
  { id: 'light-cover', change: 1, party: TARGET, text: MOVING_OR_LIGHT, note: 'Two ids from one bullet: moving-quickly and light-cover.' },
  { id: 'stealthy', change: 1, party: TARGET, text: 'Stealthy and shot' },
  { id: 'shield', change: 1, party: TARGET, text: 'Using a shield when hit in close combat or by a non-gunpowder weapon' },
  { id: 'armour', change: 1, party: TARGET, text: 'Wearing Armour', note: 'PROTECTION – ARMOUR AND SHIELDS gives the basic DV by armour (1 minimal, 2 armoured): whether this is that DV or on top of it is the engine\'s ruling.' },
  { id: 'light-or-improvised', change: 1, party: ATTACKER, text: 'Hit by a Light Impact weapon or an improvised weapon', note: 'One id for both halves of the bullet.' },
  { id: 'drawing', change: 1, party: ATTACKER, text: 'Hit by opponent Drawing weapon on this turn', note: 'QUICK DRAW calls a shot on drawing a hasty shot (+2): the engine rules which applies.' },
  { id: 'snap', change: 1, party: ATTACKER, text: 'Hit by a snap shot' },
  // Increase the target's DV by 2
  { id: 'evading', change: 2, party: TARGET, text: EVADING_HARD_PRONE, note: 'Three ids from one bullet: evading, hard-cover (dense or hard cover) and prone.' },
  { id: 'hard-cover', change: 2, party: TARGET, text: EVADING_HARD_PRONE, note: 'Three ids from one bullet: evading, hard-cover (dense or hard cover) and prone.' },
  { id: 'prone', change: 2, party: TARGET, text: EVADING_HARD_PRONE, note: 'Three ids from one bullet: evading, hard-cover (dense or hard cover) and prone.' },
  { id: 'block', change: 2, party: TARGET, text: 'Making a block defence' },
  { id: 'behind-defences', change: 2, party: TARGET, text: 'Behind defences in combat' },
  { id: 'hasty', change: 2, party: ATTACKER, text: 'Hit by a hasty shot or hasty attack', note: 'One id for shots and attacks.' },
  { id: 'fanned', change: 2, party: ATTACKER, text: 'Hit by a character who fanned their revolver' },
  { id: 'back-foot', change: 2, party: ATTACKER, text: 'Hit by a character who is On the Back Foot' },
  { id: 'wrong-hand', change: 2, party: ATTACKER, text: "Hit by a shot fired from the shooter's wrong hand" },
];

/** The change of each adjustment by id (e.g. `DV['hard-cover'] === 2`). Shape: `Record<DvAdjustmentId, number>`. Source: {@link DV_SOURCE}. */
export const DV: Readonly<Record<DvAdjustmentId, number>> = Object.fromEntries(DV_ADJUSTMENTS.map((a) => [a.id, a.change])) as Record<
  DvAdjustmentId,
  number
>;

/** Source of {@link DV_ADJUSTMENTS}, {@link DV} and {@link BASE_DV}. */
export const DV_SOURCE: Source = {
  seed: QOTD_SEED,
  reel: 'REEL 6: DETERMINING THE EFFECTS OF SHOOTING AND FIGHTING',
  section: 'ADJUSTMENTS FOR SHOOTING AND FIGHTING TO DV',
  note: 'BASE_DV from the numbered steps under the reel heading ("In the Old west this begins at 0").',
};
