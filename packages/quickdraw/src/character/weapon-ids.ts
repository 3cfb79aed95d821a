/**
 * The Quick on the Draw weapon ids a character may name (`stats.quickdraw.weapons`, `WPN=` of an
 * inline line): every row of the weapons table (`tables/weapons.ts`: one per row of the WEAPONS
 * TABLE, REEL 4, a row printed with two ranges being two ids; the fighting and improvised weapons
 * of COMBAT WEAPONS, REEL 2, PROPS; fists), read from the table itself, then the other locks of
 * the rows whose notes leave the lock open (`flintlock-<row id>`, `percussion-<row id>`:
 * `QD_LOCK_VARIANTS`; RULINGS.md QR-19), the thrown row's spears and javelins (`thrown-spear`,
 * QR-194), the improvised club (`improvised-club`: a chair or bottle, blunt; QR-207) and the
 * double-barrelled fowling piece (`double-fowling-piece`: "which can be double barrelled"; QR-252).
 */
import { QD_WEAPON_VARIANTS, QD_WEAPONS, weaponById } from '../tables/weapons.ts';

/** Every weapon id a character may name, in the weapons table's order, then the other locks, the thrown spear, the improvised club and the double fowling piece. */
export const QD_WEAPON_IDS: readonly string[] = [...QD_WEAPONS, ...QD_WEAPON_VARIANTS].map((w) => w.id);

/**
 * The positions in `ids` (weapon ids) of the handguns, in order: the weapons table's handgun
 * group (REEL 4, WEAPONS TABLE: the pistols and revolvers, the pepperpot, the derringer, the Le
 * Mat). A two-gun man carries the first two, one in each hand (RULINGS.md QR-156). An unknown id
 * is no handgun.
 */
export function handgunSlots(ids: readonly string[]): number[] {
  const out: number[] = [];
  ids.forEach((id, k) => {
    if (QD_WEAPON_IDS.includes(id) && weaponById(id).group === 'handgun') out.push(k);
  });
  return out;
}
