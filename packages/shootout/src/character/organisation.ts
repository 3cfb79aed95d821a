/**
 * Checking a side against the organisation rules (`tables/organisation.ts`, shootout.txt
 * "Organisation."), for `deadeye validate --system shootout`, which warns and does not fail (the
 * listings are "purely advisory"; a scenario recreating a real fight seldom fields regulation
 * groups). Famous names may join any side ("There's nothing to stop you recreating some of the
 * famous names ... and including them in your games", Famous Names) and are not checked.
 */
import { ORGANISATION, type OrganisationRule } from '../tables/organisation.ts';

/** One figure of a side as the check sees it. */
export interface OrganisedFigure {
  /** Display name. */
  readonly name: string;
  /** Profile id (`ranch-hands/cowboy`, `famous/doc-holliday`, `inline`). */
  readonly profile: string;
  /** His group's name. */
  readonly group: string;
  /** True for his group's leader. */
  readonly leader: boolean;
}

/** The rule whose troops (rank and file, leaders, extras) take in most of `ids`, or undefined when none takes any. */
function ruleFor(ids: readonly string[]): OrganisationRule | undefined {
  let best: OrganisationRule | undefined;
  let bestN = 0;
  for (const r of ORGANISATION.groups) {
    const known = new Set([...r.members.troops, ...(r.leader?.troops ?? []), ...r.requires.map((q) => q.troop), ...r.allows.map((a) => a.troop)]);
    const n = ids.filter((id) => known.has(id)).length;
    if (n > bestN) {
      best = r;
      bestN = n;
    }
  }
  return best;
}

/** A profile id as a printed name for messages (`ranch-hands/trail-boss` -> `trail boss`). */
function named(id: string): string {
  return (id.split('/')[1] ?? id).replace(/-/g, ' ');
}

/**
 * The ways side `side`'s figures break the organisation rules, one plain sentence each (empty:
 * none): per group, the rule of its kind (the one whose figures it holds most of), the number of
 * rank and file, the leader a rule requires, figures the rule does not field, extras beyond the
 * allowance (per group, per two groups, per force; Gamblers per saloon are not counted: Deadeye's
 * maps have no saloon count); per side, the figures required from a number of groups (a Cattle
 * Baron, a Lieutenant, a Chief) and the most groups of a kind.
 */
export function checkOrganisation(side: string, figures: readonly OrganisedFigure[]): string[] {
  const out: string[] = [];
  const groups = new Map<string, OrganisedFigure[]>();
  for (const f of figures) {
    if (f.profile.startsWith('famous/')) continue;
    const g = groups.get(f.group) ?? [];
    g.push(f);
    groups.set(f.group, g);
  }
  const kinds = new Map<string, number>();
  const extras = new Map<string, number>();
  const all = new Set(figures.map((f) => f.profile));
  for (const [name, members] of groups) {
    const where = `side ${side}, group ${name}`;
    const rule = ruleFor(members.map((m) => m.profile));
    if (rule === undefined) {
      out.push(`${where}: no organisation rule fields ${[...new Set(members.map((m) => named(m.profile)))].join(', ')}`);
      continue;
    }
    // The Mexicans' own group of more than 3 Hired Guns, led by a 'Chris' (SR-16): no mob of its
    // own (it has no Peasants and does not raise the Hired Guns' allowance), its men still counted
    // against one Hired Gun a mob.
    const guns = rule.hiredGunGroup;
    if (guns !== undefined && members.length > guns.moreThan && members.every((m) => rule.allows.some((a) => a.troop === m.profile))) {
      for (const m of members) extras.set(`${rule.id}|${m.profile}`, (extras.get(`${rule.id}|${m.profile}`) ?? 0) + 1);
      continue;
    }
    kinds.set(rule.id, (kinds.get(rule.id) ?? 0) + 1);
    const rank = members.filter((m) => rule.members.troops.includes(m.profile)).length;
    if (rank < rule.members.min || rank > rule.members.max) out.push(`${where}: ${rank} rank and file (${rule.members.troops.map(named).join(' or ')}); the rule fields ${rule.members.min}-${rule.members.max} ("${rule.text.split('. ')[0]}")`);
    const leaders = rule.leader === null ? [] : members.filter((m) => rule.leader!.troops.includes(m.profile));
    if (rule.leader !== null && rule.leader.required && leaders.length === 0) out.push(`${where}: no ${rule.leader.troops.map(named).join(' or ')} to lead it, as the rule requires`);
    if (leaders.length > 1) out.push(`${where}: ${leaders.length} figures of its leader's rows (${leaders.map((m) => `${m.name}, ${named(m.profile)}`).join('; ')}); one leads a group`);
    for (const m of members) {
      if (rule.members.troops.includes(m.profile) || rule.leader?.troops.includes(m.profile) || rule.requires.some((q) => q.troop === m.profile)) continue;
      const allowance = rule.allows.find((a) => a.troop === m.profile);
      if (allowance === undefined) out.push(`${where}: the ${rule.id} rule does not field ${m.name} (${named(m.profile)})`);
      else extras.set(`${rule.id}|${m.profile}`, (extras.get(`${rule.id}|${m.profile}`) ?? 0) + 1);
    }
  }
  for (const r of ORGANISATION.groups) {
    const n = kinds.get(r.id) ?? 0;
    if (n === 0) continue;
    for (const q of r.requires) if (n >= q.fromGroups && !all.has(q.troop)) out.push(`side ${side}: ${n} ${r.id} groups must also have a ${named(q.troop)}`);
    if (r.maxGroups !== null && n > r.maxGroups) out.push(`side ${side}: ${n} ${r.id} groups; no more than ${r.maxGroups} may be fielded`);
    for (const a of r.allows) {
      const have = extras.get(`${r.id}|${a.troop}`) ?? 0;
      if (a.per === 'saloon' || have === 0) continue;
      const may = a.with !== null && !all.has(a.with) ? 0 : a.per === 'group' ? a.count * n : a.per === 'two-groups' ? a.count * Math.floor(n / 2) : a.count;
      if (have > may) out.push(`side ${side}: ${have} ${named(a.troop)}${have > 1 ? 's' : ''} with ${n} ${r.id} group${n > 1 ? 's' : ''}; the rule allows ${may}${a.with !== null ? ` (with a ${named(a.with)})` : ''}`);
    }
  }
  return out;
}
