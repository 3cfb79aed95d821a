/**
 * The Quick on the Draw weapon ids a character may name (`stats.quickdraw.weapons`, `WPN=` of an
 * inline line): every row of the weapons table (`tables/weapons.ts`: one per row of the WEAPONS
 * TABLE, REEL 4, a row printed with two ranges being two ids; the fighting and improvised weapons
 * of COMBAT WEAPONS, REEL 2, PROPS; fists), read from the table itself.
 */
import { QD_WEAPONS } from '../tables/weapons.ts';

/** Every weapon id a character may name, in the weapons table's order. */
export const QD_WEAPON_IDS: readonly string[] = QD_WEAPONS.map((w) => w.id);
