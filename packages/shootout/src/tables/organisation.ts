/**
 * The organisation rules of Shootout! (`shootout.txt`, "Organisation."), as data a validator can
 * check a side against: for each bullet, its list, the rank and file of a group and how many, its
 * leader, the figures the force must add, the extra figures it may field (Hired Guns, Gamblers,
 * scouts), and the limits on groups and setting; the printed sentence is kept beside each as
 * `text`. Figures are named by profile id (`ranch-hands/cowboy`, see `character/profile.ts`).
 * Readings: RULINGS.md SR-14..SR-18.
 */
import { SHOOTOUT_SEED, type Source, type TroopListId } from './types.ts';

/** Source of {@link ORGANISATION}. */
export const ORGANISATION_SOURCE: Source = {
  seed: SHOOTOUT_SEED,
  section: 'Organisation.',
  note: 'Group sizes count the rank and file, not the leader; a bullet\'s own sizes replace "groups of 4-8 figures" (RULINGS.md SR-14).',
};

/**
 * Extra figures a force may field: `count` for each `per` (`group`: each group of this kind;
 * `two-groups`: each whole two groups, rounded down, SR-17; `saloon`: each saloon of the scenario;
 * `force`: once), only while a `with` figure is present when `with` is given.
 */
export interface Allowance {
  /** Profile id of the extra figure. */
  readonly troop: string;
  readonly count: number;
  readonly per: 'group' | 'two-groups' | 'saloon' | 'force';
  /** Profile id of the figure who fields them (the Cattle Baron his Hired Guns), or null. */
  readonly with: string | null;
}

/** One bullet of "Organisation." that forms groups of one kind. */
export interface OrganisationRule {
  /** Kebab id: the list id, or `mexican-peasants`, `comancheros` (both on the Mexicans list). */
  readonly id: string;
  /** The Troop Types list its figures come from. */
  readonly list: TroopListId;
  /** The bullet as printed. */
  readonly text: string;
  /** The rank and file of one group: profile ids and how many (the leader not counted, SR-14). */
  readonly members: { readonly troops: readonly string[]; readonly min: number; readonly max: number };
  /** The group's leader: one figure of one of these profiles; `required` false for "may be led" (SR-18). Null: no leader named ("nominate a figure"). */
  readonly leader: { readonly troops: readonly string[]; readonly required: boolean } | null;
  /** A figure the force must add once it fields `fromGroups` or more groups of this kind. */
  readonly requires: readonly { readonly troop: string; readonly fromGroups: number }[];
  /** Extra figures it may field. */
  readonly allows: readonly Allowance[];
  /** At most this many groups of this kind in a game, or null. */
  readonly maxGroups: number | null;
  /** The places the game must be set in for these groups, or null for anywhere. */
  readonly setting: readonly string[] | null;
  /** true: they fight on horseback; false: on foot; null: not said. */
  readonly mounted: boolean | null;
  /** The list these groups take the place of in their setting (`townsfolk`), or null. */
  readonly replaces: TroopListId | null;
  /**
   * The Mexicans' own group of Hired Guns: more than `moreThan` may form a group, led by a 'Chris'
   * with `leaderBonus` more Leader (SR-16).
   */
  readonly hiredGunGroup?: { readonly moreThan: number; readonly leaderBonus: number };
}

/** "Organisation." as data. Source: {@link ORGANISATION_SOURCE}. */
export interface Organisation {
  /** "All men are organised into groups of 4-8 figures." */
  readonly groupSize: { readonly min: number; readonly max: number; readonly text: string };
  /** The bullets that form groups, in printed order. */
  readonly groups: readonly OrganisationRule[];
  /** The two bullets that are rules of play, with the table that carries each. */
  readonly elsewhere: readonly { readonly text: string; readonly table: string }[];
}

const none = { requires: [], allows: [], maxGroups: null, setting: null, mounted: null, replaces: null } as const;

/** The organisation rules. Source: {@link ORGANISATION_SOURCE}. */
export const ORGANISATION: Organisation = {
  groupSize: { min: 4, max: 8, text: 'All men are organised into groups of 4-8 figures.' },
  groups: [
    {
      ...none,
      id: 'ranch-hands',
      list: 'ranch-hands',
      text: '3-8 Ranch-hands may be led by a Trail Boss. 2 or more such groups must also have a Cattle Baron present. A Cattle Baron may field one Hired Gun for each group.',
      members: { troops: ['ranch-hands/cowboy'], min: 3, max: 8 },
      leader: { troops: ['ranch-hands/trail-boss'], required: false },
      requires: [{ troop: 'ranch-hands/cattle-baron', fromGroups: 2 }],
      allows: [{ troop: 'ranch-hands/hired-gun', count: 1, per: 'group', with: 'ranch-hands/cattle-baron' }],
    },
    {
      ...none,
      id: 'townsfolk',
      list: 'townsfolk',
      text:
        'Townsfolk tend to gather in groups of 3-8 men led by either a Deputy or the Sheriff. A town may field one hired gun for every 2 groups of Townsfolk. ' +
        'They may also field one Gambler for each Saloon.',
      members: { troops: ['townsfolk/townsmen'], min: 3, max: 8 },
      leader: { troops: ['townsfolk/deputy', 'townsfolk/sheriff'], required: true },
      allows: [
        { troop: 'townsfolk/hired-gun', count: 1, per: 'two-groups', with: null },
        { troop: 'townsfolk/gambler', count: 1, per: 'saloon', with: null },
      ],
    },
    {
      ...none,
      id: 'miners',
      list: 'miners',
      text: 'Each group of 3-8 Miners must be led by a Mine Boss. He may have one Hired Gun for every two groups of Miners.',
      members: { troops: ['miners/miner'], min: 3, max: 8 },
      leader: { troops: ['miners/mine-boss'], required: true },
      allows: [{ troop: 'miners/hired-gun', count: 1, per: 'two-groups', with: null }],
    },
    {
      ...none,
      id: 'texas-rangers',
      list: 'texas-rangers',
      text:
        'Texas Rangers come in groups of 3-5 Rangers and one Captain. No more than one group of Texas Rangers may be fielded in a game, ' +
        'and the game must be set in Texas or New Mexico.',
      members: { troops: ['texas-rangers/ranger'], min: 3, max: 5 },
      leader: { troops: ['texas-rangers/ranger-captain'], required: true },
      maxGroups: 1,
      setting: ['Texas', 'New Mexico'],
    },
    {
      ...none,
      id: 'us-army',
      list: 'us-army',
      text: '4-6 Troopers led by a Sergeant make up a US Army group. If two or more groups are fielded then a Lieutenant is also necessary. A Lieutenant may also have an Indian Scout.',
      members: { troops: ['us-army/trooper'], min: 4, max: 6 },
      leader: { troops: ['us-army/sergeant'], required: true },
      requires: [{ troop: 'us-army/lieutenant', fromGroups: 2 }],
      allows: [{ troop: 'us-army/indian-scout', count: 1, per: 'force', with: 'us-army/lieutenant' }],
    },
    {
      ...none,
      id: 'apache',
      list: 'apache',
      text: 'Apache fight on foot in groups of 6-12 Warriors and one War Party Leader. If three or more groups are fielded then a Chief will also be present.',
      members: { troops: ['apache/warrior'], min: 6, max: 12 },
      leader: { troops: ['apache/war-party-leader'], required: true },
      requires: [{ troop: 'apache/chief', fromGroups: 3 }],
      mounted: false,
    },
    {
      ...none,
      id: 'plains-indians',
      list: 'plains-indians',
      text: 'Plains Indians fight on Horseback in groups of 4-8 Warriors and one War Party Leader. If three or more groups are fielded then a Chief will also be present.',
      members: { troops: ['plains-indians/warrior'], min: 4, max: 8 },
      leader: { troops: ['plains-indians/war-party-leader'], required: true },
      requires: [{ troop: 'plains-indians/chief', fromGroups: 3 }],
      mounted: true,
    },
    {
      ...none,
      id: 'bandits',
      list: 'bandits',
      text: 'A bandit gang consists of 3-8 Gang Members, a Gang Boss and up to two Hired Guns.',
      members: { troops: ['bandits/gang-member'], min: 3, max: 8 },
      leader: { troops: ['bandits/gang-leader'], required: true },
      allows: [{ troop: 'bandits/hired-gun', count: 2, per: 'group', with: null }],
    },
    {
      ...none,
      id: 'mexican-peasants',
      list: 'mexicans',
      text:
        "In New or Old Mexico replace townsfolk with Mexican Peasants. These mob together in groups of 4-12. Peasants may field one Hired Gun per 'mob'. " +
        "If more than 3 Hired Guns are present these may form their own group, and will be led by a 'Chris' who has an extra +1 to his Leadership....",
      members: { troops: ['mexicans/peasant'], min: 4, max: 12 },
      leader: null,
      allows: [{ troop: 'mexicans/hired-gun', count: 1, per: 'group', with: null }],
      setting: ['New Mexico', 'Old Mexico'],
      replaces: 'townsfolk',
      hiredGunGroup: { moreThan: 3, leaderBonus: 1 },
    },
    {
      ...none,
      id: 'comancheros',
      list: 'mexicans',
      text: 'Comancheros come in groups of 6-12, led by a Boss.',
      members: { troops: ['mexicans/comanchero'], min: 6, max: 12 },
      leader: { troops: ['mexicans/comanchero-boss'], required: true },
    },
  ],
  elsewhere: [
    { text: 'Hired Guns may operate outside the command radius for a cost of only one command point.', table: 'COMMAND_POINTS.hiredGunOutsideRadius' },
    { text: 'Indians on foot are not slowed by difficult terrain.', table: 'MOVEMENT.indiansOnFoot' },
  ],
};
