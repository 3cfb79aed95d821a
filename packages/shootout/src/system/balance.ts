/**
 * Shootout!'s round robin at equal points (`deadeye balance --system shootout`, RULINGS.md
 * SR-81..SR-84): every printed profile of the troop listings (identical rows once), each side
 * fielding the template's points of one profile in whole figures (the nearest count), in groups of
 * at most the template's size, on open ground.
 */
import type { BalanceEntrant, BalanceSide, BalanceSupport, EncounterFigure, EncounterTemplate } from '@deadeye/core';
import { once, refuseRepeats } from '@deadeye/core';
import { kebab, PROFILES } from '../character/profile.ts';
import { TROOP_LISTS, type Profile } from '../tables/index.ts';

/** Two rows with the same factors and weapons are one entrant (the five Hired Gun rows). */
function sameRow(a: Profile, b: Profile): boolean {
  return JSON.stringify([a.factors, a.ranged, a.close]) === JSON.stringify([b.factors, b.ranged, b.close]);
}

/**
 * The distinct profiles in printed order, each named uniquely (`Warrior (Apache)` where a name is
 * printed on lists with differing rows). Made on first use (core's `once`): only `balance` reads it.
 */
const distinctProfiles = once((): readonly { profile: Profile; name: string }[] => {
  const kept: Profile[] = [];
  for (const p of PROFILES) if (!kept.some((k) => sameRow(k, p))) kept.push(p);
  return kept.map((p) => ({ profile: p, name: kept.filter((k) => k.name === p.name).length > 1 ? `${p.name} (${p.listName})` : p.name }));
});

const sign = (n: number): string => (n >= 0 ? `+${n}` : String(n));

function entrant(d: { profile: Profile; name: string }): BalanceEntrant {
  const p = d.profile;
  const f = p.factors;
  return {
    id: p.id,
    name: d.name,
    short: d.name,
    group: p.listName,
    cost: p.points,
    detail: `CLOSE ${sign(f.close)} RANGED ${sign(f.ranged)} SPEED ${sign(f.speed)} COURAGE ${sign(f.courage)} LEADER ${sign(f.leader)} HTK ${f.htk}; ${[...p.ranged, p.close].join(', ')}`,
  };
}

/** The entrants, all or those `only` names (profile ids or names, or troop lists). @throws Error naming `--only` */
function entrants(only?: string): BalanceEntrant[] {
  const all = distinctProfiles().map(entrant);
  if (only === undefined) return all;
  const picked = new Set<string>();
  const words = only.split(',').map((w) => w.trim()).filter((w) => w !== '');
  refuseRepeats('--only', words, kebab);
  for (const word of words) {
    const key = kebab(word);
    const list = TROOP_LISTS.find((l) => l.id === key || kebab(l.name) === key);
    // A list takes its own rows and the rows identical to them (its Hired Gun is the first printed).
    const hits = list !== undefined ? distinctProfiles().filter((d) => PROFILES.some((p) => p.list === list.id && sameRow(p, d.profile))) : distinctProfiles().filter((d) => d.profile.id === word.trim() || kebab(d.name) === key || kebab(d.profile.name) === key);
    if (hits.length === 0) throw new Error(`--only: "${word}" is neither a Shootout! profile nor a troop list; lists: ${TROOP_LISTS.map((l) => l.id).join(', ')} (deadeye roster --system shootout lists the profiles)`);
    for (const h of hits) picked.add(h.profile.id);
  }
  const out = all.filter((e) => picked.has(e.id));
  if (out.length < 2) throw new Error(`--only: a round robin needs at least two profiles, "${only}" gives ${out.length}`);
  return out;
}

/**
 * The sizes of side that field `points` of a profile costing `cost` exactly on average (RULINGS.md
 * SR-81): n = floor(points / cost) figures in a share 1 - f of the fights and n + 1 in a share f,
 * f = points / cost - n (one size when the cost divides the points); a profile dearer than the
 * points fields one figure.
 * @returns the sizes with their shares, the smaller first
 */
export function figuresForPoints(points: number, cost: number): { figures: number; weight: number }[] {
  const n = Math.floor(points / cost);
  if (n === 0) return [{ figures: 1, weight: 1 }];
  const f = points / cost - n;
  // A share below one in a million is rounding: one size.
  return f < 1e-6 ? [{ figures: n, weight: 1 }] : [{ figures: n, weight: 1 - f }, { figures: n + 1, weight: f }];
}

/** A side of `n` figures of one profile, in groups of at most `groupSize`, as even as they go (SR-82). */
function sideOf(p: Profile, n: number, groupSize: number, prefix: string): EncounterFigure[] {
  const groups = Math.ceil(n / groupSize);
  // A figure with a ranged weapon closes to short range and shoots; one with none closes and fights (SR-83).
  const agent: EncounterFigure['agent'] = p.ranged.length > 0 ? { doctrine: 'gunfighter', params: { band: 'short', rate: 'walk' } } : { doctrine: 'brawler', params: { rate: 'run' } };
  return Array.from({ length: n }, (_, k) => ({
    name: `${prefix} ${k + 1}`,
    stats: { shootout: { profile: p.id, group: `${prefix} group ${(k % groups) + 1}` } },
    weapons: [],
    agent,
  }));
}

/** The sides of one profile at the template's points (SR-81, SR-82). */
function sides(e: BalanceEntrant, template: EncounterTemplate, prefix: string): BalanceSide[] {
  const p = PROFILES.find((x) => x.id === e.id);
  if (p === undefined) throw new Error(`balance: unknown Shootout! profile id "${e.id}"`);
  return figuresForPoints(template.points, p.points).map(({ figures, weight }) => ({ figures: sideOf(p, figures, template.groupSize, prefix), fielded: figures * p.points, weight }));
}

/** Shootout!'s {@link BalanceSupport}: profiles at equal points. */
export const shootoutBalance: BalanceSupport = {
  kind: 'balance',
  subject: 'profiles of the troop listings at equal points',
  costUnit: 'points',
  costSource: 'the points formula of "Points Costs" (shootout.txt; RULINGS.md SR-9), per figure',
  reference: 'ranch-hands/cowboy',
  bands: false,
  rulings: 'packages/shootout/RULINGS.md SR-81..SR-84',
  selections: TROOP_LISTS.map((l) => l.id),
  entrants,
  sides,
};
