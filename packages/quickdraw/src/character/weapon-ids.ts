/**
 * The Quick on the Draw weapon ids the characters may name (`stats.quickdraw.weapons`, `WPN=` of an
 * inline line), as the contract of `tables/types.ts` (`QdWeapon.id`) and the tables' author agree
 * them: one per row of the WEAPONS TABLE (REEL 4; a row printed with two ranges is two ids), the
 * fighting and improvised weapons of COMBAT WEAPONS (REEL 2, PROPS) and fists. A test checks
 * them against the tables once the tables exist.
 */

/** Handguns (WEAPONS TABLE, HANDGUNS; the Le Mat's pistol barrel). */
export const QD_HANDGUN_IDS = [
  'cartridge-revolver', 'smoothbore-pistol', 'rifled-pistol', 'pepperpot', 'cap-and-ball-revolver', 'long-pistol', 'derringer', 'le-mat',
] as const;
/** Shotguns (WEAPONS TABLE, SHOTGUNS; the Le Mat's shotgun barrel). */
export const QD_SHOTGUN_IDS = [
  'le-mat-shotgun', 'sawn-off-shotgun', 'double-barrelled-shotgun', 'blunderbuss', 'volley-gun', 'repeating-shotgun',
] as const;
/** Shoulder arms (WEAPONS TABLE, SHOULDER ARMS). */
export const QD_SHOULDER_ARM_IDS = [
  'repeating-rifle', 'repeating-carbine', 'smoothbore-musket', 'smoothbore-carbine', 'rifled-musket', 'rifled-carbine', 'fowling-piece',
  'early-breech-loader', 'harmonica-rifle', 'revolving-rifle', 'breech-loading-rifle', 'breech-loading-carbine', 'sharps-rifle',
] as const;
/** Non gunpowder weapons and dynamite (WEAPONS TABLE, Non Gun Powder Weapons). */
export const QD_MISSILE_IDS = ['bows', 'thrown', 'hurled', 'dynamite', 'whip'] as const;
/** Fighting weapons, improvised weapons and fists (REEL 2, COMBAT WEAPONS). */
export const QD_FIGHTING_IDS = [
  'knife', 'bowie-knife', 'tomahawk', 'club', 'pistol-club', 'clubbed-rifle', 'sword', 'bayonet', 'spear', 'lance',
  'improvised-short', 'improvised-medium', 'improvised-long', 'fists',
] as const;

/** Every weapon id a character may name. */
export const QD_WEAPON_IDS: readonly string[] = [...QD_HANDGUN_IDS, ...QD_SHOTGUN_IDS, ...QD_SHOULDER_ARM_IDS, ...QD_MISSILE_IDS, ...QD_FIGHTING_IDS];
