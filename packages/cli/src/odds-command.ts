/**
 * `deadeye odds`: the exact probabilities of one attack's outcomes under a rule system, from its
 * tables (the system's `OddsSupport.exact`), at one or more ranges; and, with `--compare`, the
 * chance that one attack of a typical shooter puts a typical target out of action against range
 * in feet, one line per system.
 */
import type { Command } from 'commander';
import { FEET_PER_SPACE, type CompiledDuel, type DuelWords } from '@deadeye/core';
import { RULE_SYSTEMS, duelOf, getSystem, oddsOf, withForeignDuelists } from '@deadeye/registry';
import { checkOdds, shareText, spacesToFeet, type OddsComparison, type OddsSummary } from '@deadeye/stats';
import { prepareOutputs, writeOutputs } from './io.ts';
import { VERSION } from './options-help.ts';
import { parseSystemIds } from './system-list.ts';

/** The options of `deadeye odds` as commander hands them over. */
export interface OddsOptions {
  system: string;
  a?: string;
  b?: string;
  weaponA?: string;
  weaponB?: string;
  range?: string;
  shot?: string;
  variant?: string;
  compare?: boolean;
  weapon: string;
  systems?: string;
  json?: string;
  report?: string;
}

/** Percent with two decimals (stats' shareText: more where it would round to 0 or 100 but is not). */
const pc = (x: number): string => shareText(x, 2);

/**
 * The matchups (one per range) of `words` under `systemId`, with the system and its odds.
 * @throws Error naming the option and the fix (unknown system or duelist, a range the weapon cannot reach...)
 */
function oddsMatchups(systemId: string, words: Omit<DuelWords, 'maxTurns' | 'range'> & { range?: string | undefined }) {
  const system = getSystem(systemId);
  const odds = oddsOf(system);
  const duel = duelOf(system);
  const range = words.range ?? duel.defaultRange;
  if (range === undefined) throw new Error(`--range: ${system.name} needs a range in spaces (1 space = ${FEET_PER_SPACE} ft), e.g. --range 5 or --range 2,5,10`);
  const matchups: CompiledDuel[] = duel.compile(withForeignDuelists(system, { ...words, range, maxTurns: String(duel.defaultMaxTurns) }));
  return { system, odds, matchups };
}

/** The shot `--shot` names, or the system's default; checked against its list. @throws Error naming `--shot` and the known ones */
function shotOf(odds: ReturnType<typeof oddsOf>, shot: string | undefined): string {
  const name = shot ?? odds.shots[0]!.name;
  if (!odds.shots.some((s) => s.name === name)) throw new Error(`--shot: unknown shot "${name}"; known: ${odds.shots.map((s) => s.name).join(', ')}`);
  return name;
}

/**
 * The odds of one attack by `--a` on `--b` at each `--range` under `--system`.
 * @throws Error naming the option and the fix
 */
export function oddsSummary(o: OddsOptions): OddsSummary {
  if (o.a === undefined || o.b === undefined) throw new Error('odds: give the shooter and the target with --a and --b, or use --compare --weapon revolver');
  const { system, odds, matchups } = oddsMatchups(o.system, { a: o.a, b: o.b, weaponA: o.weaponA, weaponB: o.weaponB, range: o.range, variant: o.variant });
  const shot = shotOf(odds, o.shot);
  const first = matchups[0]!;
  return {
    system: system.id,
    systemName: system.name,
    variant: first.variant,
    shooter: first.a.name,
    target: first.b.name,
    weapon: o.weaponA ?? null,
    shot,
    ranges: matchups.map((m) => {
      const result = odds.exact(m, shot);
      checkOdds(result, `${system.id} odds at ${m.range} spaces`);
      return { range: m.range, rangeFeet: spacesToFeet(m.range), odds: result };
    }),
    version: VERSION,
  };
}

/**
 * `--compare`: for each system with odds and a `--weapon` kind (or those `--systems` names), its
 * typical attack at every whole range from 1 space to the weapon's reach.
 * @throws Error for an unknown system or kind, a system named twice (`--systems: ...`), or when
 *   fewer than one system can say
 */
export function oddsComparison(o: OddsOptions): OddsComparison {
  const named = o.systems === undefined ? undefined : parseSystemIds(o.systems);
  const systems = named === undefined ? RULE_SYSTEMS.filter((s) => s.odds !== undefined && s.odds.kinds.includes(o.weapon)) : named.map((id) => getSystem(id));
  if (systems.length === 0) throw new Error(`--weapon: no rule system has single-shot odds for "${o.weapon}"; kinds: ${[...new Set(RULE_SYSTEMS.flatMap((s) => s.odds?.kinds ?? []))].join(', ') || 'none'}`);
  return {
    weapon: o.weapon,
    systems: systems.map((system) => {
      const odds = oddsOf(system);
      const typical = odds.typical(o.weapon);
      const ranges = Array.from({ length: Math.floor(typical.maxRange) }, (_, k) => k + 1).join(',');
      const { matchups } = oddsMatchups(system.id, { a: typical.a, b: typical.b, weaponA: typical.weaponA, range: ranges });
      const shot = odds.shots[0]!.name;
      const exact = matchups.map((m) => {
        const r = odds.exact(m, shot);
        checkOdds(r, `${system.id} odds at ${m.range} spaces`);
        return r;
      });
      return {
        system: system.id,
        systemName: system.name,
        shooter: matchups[0]!.a.name,
        target: matchups[0]!.b.name,
        weapon: typical.weaponA ?? null,
        shot,
        attack: exact[0]!.attack,
        points: matchups.map((m, k) => ({ range: m.range, rangeFeet: spacesToFeet(m.range), hit: exact[k]!.hit, outOfAction: exact[k]!.outOfAction })),
      };
    }),
    version: VERSION,
  };
}

/** The odds as text: per range, the attack, the chance to hit and to put the target out of action, each outcome, each detail. */
export function formatOdds(s: OddsSummary): string {
  const lines = [`${s.systemName}: ${s.shooter}${s.weapon === null ? '' : ` (${s.weapon})`} shoots at ${s.target} once, ${s.shot} (variant ${s.variant}); exact, from the tables`];
  for (const r of s.ranges) {
    lines.push('', `At ${r.range} space${r.range === 1 ? '' : 's'} (${r.rangeFeet} ft): ${r.odds.attack}`, `  hit ${pc(r.odds.hit)}, out of action ${pc(r.odds.outOfAction)}`);
    const width = Math.max(...r.odds.outcomes.map((x) => x.outcome.length), 7);
    for (const x of r.odds.outcomes) lines.push(`  ${x.outcome.padEnd(width)}  ${pc(x.probability).padStart(7)}${x.outOfAction ? '  out of action' : ''}`);
    for (const d of r.odds.details) lines.push(`  ${d.title}: ${d.rows.map((row) => `${row.label} ${pc(row.probability)}`).join(', ')}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The comparison as text: one row per range in feet, one column per system (chance of out of action). */
export function formatOddsComparison(c: OddsComparison): string {
  const lines = [`One ${c.weapon} attack, a typical shooter at a typical target: the chance it puts him out of action (one attack as each system has it)`];
  for (const s of c.systems) lines.push(`  ${s.systemName}: ${s.attack}`);
  const feet = [...new Set(c.systems.flatMap((s) => s.points.map((p) => p.rangeFeet)))].sort((a, b) => a - b);
  lines.push('', `${'range'.padStart(8)}${c.systems.map((s) => s.systemName.padStart(20)).join('')}`);
  for (const f of feet) {
    lines.push(`${`${f} ft`.padStart(8)}${c.systems.map((s) => (s.points.find((p) => p.rangeFeet === f) === undefined ? '—' : pc(s.points.find((p) => p.rangeFeet === f)!.outOfAction)).padStart(20)).join('')}`);
  }
  return `${lines.join('\n')}\n`;
}

/** `deadeye odds`: prints, and writes as JSON (`--json`) and a report (`--report`), one attack's odds or the comparison. */
export async function oddsCommand(o: OddsOptions, cmd?: Command): Promise<void> {
  // Options of the other mode are refused, not ignored (an audit, 2026-11-29: --weapon rifle
  // without --compare printed a revolver's odds).
  if (o.compare === true) {
    const other = (['a', 'b', 'weaponA', 'weaponB', 'shot', 'range'] as const).find((k) => o[k] !== undefined);
    if (other !== undefined) throw new Error(`--${other.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: not with --compare (a typical shooter at a typical target, at the system's ranges); leave it out, or leave out --compare`);
    // --variant and --system were ignored (an audit, 2026-12): each system compared plays its
    // default variant, and the systems are --systems'.
    if (o.variant !== undefined) throw new Error('--variant: not with --compare (each system compared plays its default variant); leave it out, or leave out --compare');
    if (cmd?.getOptionValueSource('system') === 'cli') throw new Error('--system: not with --compare; use --systems (e.g. --systems boothill,shootout)');
  } else {
    if (cmd?.getOptionValueSource('weapon') === 'cli') throw new Error("--weapon: only with --compare; for one matchup give the shooter's weapon with --weapon-a");
    if (o.systems !== undefined) throw new Error('--systems: only with --compare; one matchup is played under --system');
  }
  if (o.compare === true) {
    const c = oddsComparison(o);
    const { jsonPath, reportDir, report } = await prepareOutputs(o);
    process.stdout.write(formatOddsComparison(c));
    await writeOutputs(c, jsonPath, reportDir, report === undefined ? undefined : (dir: string, x: OddsComparison) => report.writeOddsComparisonReport(dir, x));
    return;
  }
  const s = oddsSummary(o);
  const { jsonPath, reportDir, report } = await prepareOutputs(o);
  process.stdout.write(formatOdds(s));
  await writeOutputs(s, jsonPath, reportDir, report === undefined ? undefined : (dir: string, x: OddsSummary) => report.writeOddsReport(dir, x));
}
