/**
 * BOOT HILL's round robin of weapons (`deadeye balance --system boothill`, RULINGS.md B1..B3):
 * every revolver, shotgun and rifle (carbines with the rifles) of the PRICE CHART, each row of the
 * WEAPONS CHART it belongs to, between two identical gunfighters (the Referee's Screen's average
 * Cowboy) standing at the range of each band of the encounter template and shooting it out. A
 * weapon's cost is its own price (dollars): the PRICE CHART's, less the holster and belt the Fast
 * Draw Revolvers' price includes.
 */
import { balanceDistance, refuseRepeats, type BalanceEntrant, type BalanceReach, type BalanceSide, type BalanceSupport, type EncounterTemplate, type TablePatch } from '@deadeye/core';
import { FDR_FOOTNOTE, PRICE_CHART, WEAPON_ITEMS, WEAPONS_CHART } from '../tables/weapons.ts';
import { RANGE_BANDS, type WeaponItem, type WeaponType } from '../tables/types.ts';
import { patchedChartRow } from './house-rules.ts';

/** The weapon classes of the round robin: the WEAPONS CHART rows of each. */
export const BALANCE_WEAPON_CLASSES: Readonly<Record<string, readonly WeaponType[]>> = {
  revolver: ['capAndBallRevolver', 'singleActionRevolver', 'doubleActionRevolver', 'fastDrawRevolver', 'longBarrelRevolver'],
  shotgun: ['shotgun', 'scatterGun'],
  rifle: ['civilWarRifle', 'civilWarCarbine', 'buffaloRifle', 'armyRifle', 'otherRifles', 'otherCarbines'],
};

/** The roster line both gunfighters play (RULINGS.md B2): the screen's average Cowboy. */
export const BALANCE_GUNFIGHTER = 'Cowboy';

function classOf(type: WeaponType): string | undefined {
  return Object.keys(BALANCE_WEAPON_CLASSES).find((c) => BALANCE_WEAPON_CLASSES[c]!.includes(type));
}

/** The PRICE CHART's Holster & Gun Belt, dollars. */
const HOLSTER_AND_BELT = PRICE_CHART.find((r) => r.item === 'Holster & Gun Belt')!.costCents / 100;

/**
 * Weapon `w`'s own price in dollars (RULINGS.md B1): the PRICE CHART's, less the Holster & Gun Belt
 * ($5) for an item whose price includes them (the Fast Draw Revolvers' "**Includes holster and
 * belt in price"): the other revolvers' prices buy the gun alone.
 */
export function ownPrice(w: WeaponItem): number {
  const row = PRICE_CHART.find((r) => r.abbreviation === w.code);
  const cost = w.cost ?? 0;
  return row?.footnote === FDR_FOOTNOTE ? cost - HOLSTER_AND_BELT : cost;
}

const ALL: readonly BalanceEntrant[] = WEAPON_ITEMS.flatMap((w) => {
  const group = classOf(w.type);
  if (group === undefined || w.cost === null) return [];
  const chart = WEAPONS_CHART[w.type];
  const cost = ownPrice(w);
  const price = cost === w.cost ? '' : `; $${w.cost} on the price chart, holster and belt included`;
  return [{ id: w.code, name: `${w.name} (${w.code})`, short: w.code, group, cost, detail: `${chart.name} row: bands ${chart.bands.join('/')} spaces, ${w.rateOfFire} shot${w.rateOfFire === 1 ? '' : 's'} a turn, ${w.capacity} round${w.capacity === 1 ? '' : 's'}, speed ${w.speed}${price}` }];
});

/** The entrants, all or those `only` names (codes, or classes). @throws Error naming `--only` */
function entrants(only?: string): BalanceEntrant[] {
  if (only === undefined) return [...ALL];
  const picked = new Set<string>();
  const words = only.split(',').map((w) => w.trim()).filter((w) => w !== '');
  refuseRepeats('--only', words, (w) => w.toLowerCase());
  for (const word of words) {
    const key = word.toLowerCase();
    const hits = ALL.filter((e) => e.group === key || e.id.toLowerCase() === key || WEAPON_ITEMS.find((w) => w.code === e.id)!.aliases.some((a) => a.toLowerCase() === key));
    if (hits.length === 0) throw new Error(`--only: "${word}" is neither a revolver, shotgun or rifle code of the price chart (${ALL.map((e) => e.id).join(', ')}) nor a class (${Object.keys(BALANCE_WEAPON_CLASSES).join(', ')})`);
    for (const h of hits) picked.add(h.id);
  }
  const out = ALL.filter((e) => picked.has(e.id));
  // The verdicts test each weapon against the line of score on price, which two weapons fix.
  if (out.length < 3) throw new Error(`--only: a round robin of weapons needs at least three (each is judged against the line of score on price, which two would fix), "${only}" gives ${out.length}`);
  return out;
}

/** One gunfighter with the weapon, standing and shooting (RULINGS.md B2). */
function sides(e: BalanceEntrant, _template: EncounterTemplate, prefix: string): BalanceSide[] {
  return [{ figures: [{ name: `${prefix} 1`, roster: BALANCE_GUNFIGHTER, weapons: [e.id], agent: { doctrine: 'standing' } }], fielded: e.cost, weight: 1 }];
}

/**
 * Where weapon `e`'s own WEAPONS CHART row (as the house rules leave it) puts a distance of the
 * round robin (RULINGS.md B3: each band is played at one distance for every weapon): its band
 * there, `its medium band (2+ to 4 spaces)` in the rulebook's "0 to 3 / 3+ to 7" notation, or out
 * of reach past its extreme band's end (it cannot hit).
 * @param spaces the distance between the two gunfighters, in spaces (1 space = 6 ft)
 * @throws Error when `e` is not a weapon of the round robin, or the house rules leave its bands not increasing
 */
export function weaponReach(e: BalanceEntrant, spaces: number, tables: TablePatch = {}): BalanceReach {
  const item = WEAPON_ITEMS.find((w) => w.code === e.id);
  if (item === undefined) throw new Error(`weaponReach: ${e.id} is not a weapon of the price chart`);
  const bands = patchedChartRow(item.type, tables).bands;
  const k = bands.findIndex((upper) => spaces <= upper);
  if (k < 0) return { band: null, text: `out of reach: its extreme band ends at ${balanceDistance(bands[3])}` };
  const lower = k === 0 ? '0' : `${bands[k - 1]}+`;
  return { band: RANGE_BANDS[k]!, text: `its ${RANGE_BANDS[k]} band (${lower} to ${bands[k]} spaces)` };
}

/** BOOT HILL's {@link BalanceSupport}: weapons between identical gunfighters at each band. */
export const bootHillBalance: BalanceSupport = {
  kind: 'balance',
  subject: 'revolvers, shotguns and rifles between two identical gunfighters at each range band',
  costUnit: 'dollars',
  costSource: 'the PRICE CHART (boot-hill-rulebook.txt, EQUIPPING THE CHARACTER), less the holster and belt the Fast Draw Revolvers\' price includes',
  reference: 'SAR6',
  bands: true,
  rulings: 'packages/boothill/RULINGS.md B1..B3',
  selections: Object.keys(BALANCE_WEAPON_CLASSES),
  entrants,
  sides,
  reach: weaponReach,
  distances: "each band is played at one distance for every weapon, the middle of the Single Action Revolver's band (RULINGS.md B3), so a weapon may fight in another of its own bands there (its band is in its row), or be out of its reach",
};
