/**
 * Plain-text rendering of a duel summary for the terminal.
 */
import { RULE_SYSTEMS } from '@deadeye/registry';
import type { CountSectionSummary, DuelSummary, DuelRangeSummary, OutcomeTerms, TurnUnit } from '@deadeye/stats';
import { groupDigits, sectionCounted, shareText } from '@deadeye/stats';
import { thousands } from '@deadeye/core';

/** A fraction as percent with 2 decimals (stats' shareText: more where it would round to 0 or 100 but is not). */
export const pct = (x: number): string => shareText(x, 2);
/** As {@link pct}, `—` for null. */
export const pctOrDash = (x: number | null): string => (x === null ? '—' : pct(x));
/** A rule system id as printed: the registered system's name (the id itself if none is registered). */
export const systemName = (id: string): string => RULE_SYSTEMS.find((x) => x.id === id)?.name ?? id;
/** A whole number with thousands separators. */
export const int = (n: number): string => thousands(Math.round(n));
/** The rule system `id`'s words for its counts (`terms`), or undefined for an unknown id. */
export const termsOf = (id: string): OutcomeTerms | undefined => RULE_SYSTEMS.find((x) => x.id === id)?.terms;

/** The turn of a registered rule system (`RuleSystem.turn`: unit and game seconds); undefined if none is registered under `id`. */
export const turnOf = (id: string): TurnUnit | undefined => {
  const turn = RULE_SYSTEMS.find((x) => x.id === id)?.turn;
  return turn === undefined ? undefined : { unit: turn.unit, seconds: turn.seconds };
};

/**
 * A rule system's own section of counted outcomes as a small table, indented by `indent`: a heading
 * line with the title, the description, then one line per row (group, label, count out of its
 * total, and the rate with its Wilson interval for a proportion or the mean for a mean; `—` when
 * the total is 0). Written once for every system and section.
 * @param level the intervals' confidence level as written, e.g. `95%`
 */
export function formatCountSection(section: CountSectionSummary, level: string, indent = ''): string[] {
  const proportion = section.kind === 'proportion';
  const withGroups = section.rows.some((r) => r.group !== undefined);
  const groupWidth = withGroups ? Math.max('group'.length, ...section.rows.map((r) => (r.group ?? '').length)) : 0;
  const labelWidth = Math.max('row'.length, ...section.rows.map((r) => r.label.length));
  const counts = section.rows.map((r) => `${int(r.count)} / ${int(r.of)}`);
  const countWidth = Math.max('count / out of'.length, ...counts.map((c) => c.length));
  const value = (r: CountSectionSummary['rows'][number]): string => {
    if (r.rate === null) return '—';
    if (!proportion) return r.rate.toFixed(3);
    return r.low === null || r.high === null ? pct(r.rate) : `${pct(r.rate).padStart(7)}  [${pct(r.low)}, ${pct(r.high)}]`;
  };
  const lines = [`${indent}${section.title} (${section.id}): ${groupDigits(section.description, section.rows.flatMap((r) => [r.count, r.of]))}`];
  const head = `${withGroups ? `${'group'.padEnd(groupWidth)}  ` : ''}${'row'.padEnd(labelWidth)}  ${'count / out of'.padStart(countWidth)}  ${proportion ? `share (${level} Wilson interval)` : 'mean'}`;
  lines.push(`${indent}  ${head}`);
  section.rows.forEach((r, i) => {
    lines.push(`${indent}  ${withGroups ? `${(r.group ?? '').padEnd(groupWidth)}  ` : ''}${r.label.padEnd(labelWidth)}  ${(counts[i] as string).padStart(countWidth)}  ${value(r)}`);
  });
  if (section.rows.length === 0) lines.push(`${indent}  (no rows)`);
  return lines;
}

/**
 * The sections as small tables ({@link formatCountSection}), each after an empty line when
 * `spaced`, leaving out those that counted nothing (`sectionCounted` of `@deadeye/stats`, as the
 * report does), which one last line names: `Nothing counted in this run: Courage tests by outcome
 * (quickdraw.courage); ...`.
 * @param uncounted the ids of the sections to leave out and name (default: those of `sections`
 *   that counted nothing); a duel's counted nothing at any range, named once after the ranges
 * @param nameThem whether to add the line naming them (a duel names them once, not per range)
 */
export function formatCountSections(
  sections: readonly CountSectionSummary[],
  level: string,
  indent = '',
  spaced = false,
  uncounted: ReadonlySet<string> = new Set(sections.filter((s) => !sectionCounted(s.rows, s.kind)).map((s) => s.id)),
  nameThem = true,
): string[] {
  const lines: string[] = [];
  for (const section of sections) {
    if (uncounted.has(section.id)) continue;
    if (spaced) lines.push('');
    lines.push(...formatCountSection(section, level, indent));
  }
  const left = sections.filter((s) => uncounted.has(s.id));
  if (nameThem && left.length > 0) {
    if (spaced) lines.push('');
    lines.push(nothingCountedLine(left, indent));
  }
  return lines;
}

/** `Nothing counted in this run: Courage tests by outcome (quickdraw.courage); ...`, the sections left out of the text. */
function nothingCountedLine(sections: readonly Pick<CountSectionSummary, 'id' | 'title'>[], indent: string): string {
  return `${indent}Nothing counted in this run: ${sections.map((s) => `${s.title} (${s.id})`).join('; ')}`;
}

/**
 * The ids of a duel's sections that counted nothing at any range (their rows at every range
 * together, as the report's table and chart take them), and those sections once each in order.
 */
function duelUncounted(s: DuelSummary): { ids: Set<string>; sections: CountSectionSummary[] } {
  const first = new Map<string, CountSectionSummary>();
  for (const r of s.results) for (const sec of r.sections ?? []) if (!first.has(sec.id)) first.set(sec.id, sec);
  const sections = [...first.values()].filter((sec) => !sectionCounted(s.results.flatMap((r) => r.sections?.find((x) => x.id === sec.id)?.rows ?? []), sec.kind));
  return { ids: new Set(sections.map((sec) => sec.id)), sections };
}

/** A duelist's band in words: `at long range`; a band that says it itself as is (`out of reach`: Quick on the Draw's duelists must close in first). */
function bandPhrase(band: string): string {
  return /reach/.test(band) ? band : `at ${band} range`;
}

/**
 * The summary as text: a header with the run's facts (each duelist with his profile when the
 * system gives one, and BOOT HILL's first shot base, BAC and STR when the summary has them), then
 * per range the outcome shares with 95% Wilson intervals (and the exact probabilities when solved),
 * mean turns, hit rates and fates, and the rule system's own sections (`sections`) as small tables.
 */
export function formatDuelSummary(s: DuelSummary): string {
  const r0 = s.results[0] as DuelRangeSummary;
  const uncounted = duelUncounted(s);
  const lines: string[] = [];
  const who = (d: DuelRangeSummary['a']): string => {
    const facts = [
      // the profile usually names the weapon already
      ...(d.profile?.includes(d.weapon) === true ? [] : [d.weapon]),
      ...(d.profile === undefined ? [] : [d.profile]),
      ...(d.firstShotBase === undefined ? [] : [`first shot base ${d.firstShotBase}`]),
      ...(d.bac === undefined ? [] : [`BAC ${d.bac}%`]),
      ...(d.str === undefined ? [] : [`STR ${d.str}`]),
    ];
    return `${d.name} (${facts.join(', ')})`;
  };
  lines.push(`${systemName(s.system)} standing duel: ${who(r0.a)} vs ${who(r0.b)}`);
  // The system's own word for `unconscious` (Quick on the Draw: out of the action, alive).
  const out = termsOf(s.system)?.endStates?.unconscious?.short ?? 'unconscious';
  // Not under a system that cannot knock a man out (Shootout!: terms.absentEndStates).
  const knocksOut = !(termsOf(s.system)?.absentEndStates ?? []).includes('unconscious');
  // Distances and the first-shot wording in the system's terms (BOOT HILL: 6-foot spaces and net
  // speed; Quick on the Draw: paces; Shootout!: inches, one a space).
  const system = RULE_SYSTEMS.find((x) => x.id === s.system);
  const unit = system?.turn.distance.match(/^(paces|inches)\b/)?.[1];
  const turns = system === undefined ? 'turns' : `${system.turn.unit}s`;
  lines.push(
    `variant ${s.variant} | seed ${s.seed} | ${int(s.trials)} trials per range | ${s.threads} thread(s) | max ${s.maxTurns} ${turns} | ` +
      `${(s.elapsedMs / 1000).toFixed(2)} s (${int(s.trialsPerSecond)} trials/s) | deadeye ${s.version}`,
  );
  for (const r of s.results) {
    lines.push('');
    lines.push(
      unit !== undefined
        ? `range ${r.range} ${unit}: ${r.a.name} ${bandPhrase(r.band.a)}, ${r.b.name} ${bandPhrase(r.band.b)}`
        : `range ${r.range} spaces (${r.rangeFeet} ft): ${r.a.name} ${bandPhrase(r.band.a)}, ${r.b.name} ${bandPhrase(r.band.b)}`,
    );
    const exact = r.exact;
    lines.push(`  ${'outcome'.padEnd(28)} ${'Monte Carlo'.padStart(11)}  ${'95% Wilson interval'.padEnd(20)}${exact ? '  exact' : ''}`);
    const row = (label: string, mc: number, ci: readonly [number, number] | null, ex: number | undefined): void => {
      const ciText = ci === null ? '' : `[${pct(ci[0])}, ${pct(ci[1])}]`;
      lines.push(`  ${label.padEnd(28)} ${pct(mc).padStart(11)}  ${ciText.padEnd(20)}${ex === undefined ? '' : `  ${pct(ex)}`}`);
    };
    row(`${r.a.name} wins`, r.aWins, r.aWinsCI, exact?.aWins);
    row(`${r.b.name} wins`, r.bWins, r.bWinsCI, exact?.bWins);
    row('both down', r.bothDown, null, exact?.bothDown);
    row(`draw (${s.maxTurns} ${turns})`, r.draw, null, exact?.draw);
    lines.push(`  mean ${turns} played ${r.meanTurns.toFixed(3)}${exact ? ` (exact ${exact.meanTurns.toFixed(3)})` : ''}`);
    for (const d of [r.a, r.b]) {
      lines.push(
        `  ${d.name}: hit rate ${pctOrDash(d.hitRate)}, ${d.shotsPerTrial.toFixed(2)} shots per duel, fired first ${pct(d.firedFirst)}` +
          `${d.winRateWhenFiredFirst === null ? '' : ` (won ${pct(d.winRateWhenFiredFirst)} of those)`}; ` +
          `ends unhurt ${pct(d.unhurt)}, wounded ${pct(d.wounded)}, ${knocksOut ? `${out} ${pct(d.unconscious)}, ` : ''}dead ${pct(d.dead)}` +
          (d.fled === undefined ? '' : `; fled ${pct(d.fled)}, surrendered ${pct(d.captured ?? 0)} (wounded or not)`),
      );
    }
    if (r.simultaneousFirst > 0) {
      lines.push(
        unit !== undefined
          ? `  both shot first: ${pct(r.simultaneousFirst)} of duels (simultaneous fire)`
          : `  equal net speeds in turn 1: ${pct(r.simultaneousFirst)} of duels (simultaneous fire)`,
      );
    }
    lines.push(...formatCountSections(r.sections ?? [], '95%', '  ', false, uncounted.ids, false));
  }
  if (uncounted.sections.length > 0) lines.push(nothingCountedLine(uncounted.sections, ''));
  lines.push('');
  return lines.join('\n');
}
