/**
 * `deadeye compare --vary`: how much one step of an attribute moves a side's win rate under each
 * rule system, from paired runs (the unchanged scenario and one step down and up, trial t of each
 * from the same stream). The results JSON and the report read {@link VaryComparison}.
 */
import type { AttributeStep, StepChange, VaryAttribute } from '@deadeye/core';
import { formatP, formatSigned, holm } from './adjust.ts';
import { wilson, type Interval } from './intervals.ts';
import { shareDigits } from './numbers.ts';
import { pairedWinDifference, type PairedWinDifference } from './paired.ts';

/** One step (down or up) under one system: what changed, and, when it was played, its paired result. */
export interface VaryStepResult {
  readonly direction: 'down' | 'up';
  readonly changes: readonly StepChange[];
  /** Characters the step could not move (at the end of the system's scale, no free skill slot...). */
  readonly cannot: readonly { readonly character: string; readonly why: string }[];
  /** The paired comparison with the unchanged scenario; absent when the step changed no one (not played). */
  readonly paired?: PairedWinDifference;
  /**
   * With `paired`: its McNemar p-value Holm-adjusted over every played step of every system, and
   * whether that is below 1 - confidence (the step's change detected). The verdict is this, not
   * the step's own interval: an unadjusted 95% interval may exclude 0 beside "no change detected"
   * (an audit, 2026-12-07: [-1.8, -0.1] at McNemar p 0.044 among six steps).
   */
  readonly adjustedP?: number;
  readonly detected?: boolean;
}

/** One system's part of a {@link VaryComparison}. */
export interface VarySystemResult {
  readonly system: string;
  readonly systemName: string;
  /** The step, as the system defines it (data with its reasoning and source). */
  readonly step: AttributeStep;
  /** The unchanged scenario: the side's wins and rate with its Wilson interval (fractions). */
  readonly base: { readonly wins: number; readonly rate: number; readonly interval: Interval };
  readonly steps: readonly VaryStepResult[];
  /** Wall time of the system's runs (every arm), milliseconds. */
  readonly elapsedMs: number;
}

/** A whole `--vary` comparison (the results JSON). */
export interface VaryComparison {
  readonly kind: 'vary';
  readonly scenario: string;
  readonly scenarioName: string;
  readonly attribute: VaryAttribute;
  /** Who was moved: a character's name or a side's name, as given. */
  readonly who: string;
  /** The characters moved (names). */
  readonly characters: readonly string[];
  /** The side whose win rate is compared (the moved characters' side). */
  readonly side: string;
  readonly trials: number;
  readonly seed: string;
  readonly confidence: number;
  /** How the arms are paired, in words (for the JSON's reader). */
  readonly pairing: string;
  readonly systems: readonly VarySystemResult[];
  /** Plain-language sentences generated from the numbers. */
  readonly text: readonly string[];
  readonly version: string;
}

/** One system's arms as played: the base arm's winners and each step's (or null when not played). */
export interface VaryArms {
  readonly system: string;
  readonly systemName: string;
  readonly step: AttributeStep;
  readonly base: Int8Array;
  readonly steps: readonly { readonly direction: 'down' | 'up'; readonly changes: readonly StepChange[]; readonly cannot: readonly { readonly character: string; readonly why: string }[]; readonly winners: Int8Array | null }[];
  readonly elapsedMs: number;
}

/**
 * A share in percent, two decimals, no sign ({@link shareDigits}); the change beside it in points,
 * two decimals with a sign ({@link formatSigned}). Two, not one (an audit, 2026-12-07): at one
 * decimal a paired interval [-0.046, +0.346] points read "[+0.0, +0.3]", as if it excluded no
 * change, and a change of -0.40 points read "-0.4" beside rates 93.5% and 93.2% (93.55%, 93.15%).
 * A rate of k of n trials is exact at two decimals whenever n divides 10,000 (2,000, 10,000...), so
 * the change then is the difference of the two rates shown.
 */
const pct = (x: number): string => shareDigits(x, 2);
/** `Law's`, `the Earps'`. */
export const possessive = (name: string): string => (name.endsWith('s') ? `${name}'` : `${name}'s`);
/** A change of a rate (a fraction) in percentage points, signed, two decimals (`+0.15`, `-0.05`): the vary output's, in the text, the terminal and the report alike. */
export const varyPoints = (x: number): string => formatSigned(100 * x, 2);
const points = varyPoints;

/**
 * Builds the comparison from each system's paired arms: the side's rate in the unchanged
 * scenario, and each played step's paired difference (interval, McNemar p-value, the unpaired
 * trials it is worth).
 * @param side the index of the side whose wins are compared, and its name
 * @throws RangeError when an arm's trial count differs from the base arm's
 */
export function varyComparison(
  info: Omit<VaryComparison, 'kind' | 'systems' | 'text' | 'side'>,
  side: { readonly index: number; readonly name: string },
  arms: readonly VaryArms[],
): VaryComparison {
  const pairs = arms.map((a) => a.steps.map((s) => (s.winners === null ? undefined : pairedWinDifference(a.base, s.winners, side.index, info.confidence))));
  const played = pairs.flat().filter((q): q is PairedWinDifference => q !== undefined);
  const holmP = holm(played.map((q) => q.pValue));
  const adjusted = new Map(played.map((q, k) => [q, holmP[k]!]));
  const systems: VarySystemResult[] = arms.map((a, ai) => {
    let wins = 0;
    for (let t = 0; t < a.base.length; t++) if (a.base[t] === side.index) wins++;
    return {
      system: a.system,
      systemName: a.systemName,
      step: a.step,
      base: { wins, rate: wins / a.base.length, interval: wilson(wins, a.base.length, info.confidence) },
      steps: a.steps.map((s, si) => {
        const paired = pairs[ai]![si];
        const adjustedP = paired === undefined ? undefined : adjusted.get(paired)!;
        return {
          direction: s.direction,
          changes: s.changes,
          cannot: s.cannot,
          ...(paired === undefined ? {} : { paired, adjustedP, detected: adjustedP! < 1 - info.confidence }),
        };
      }),
      elapsedMs: Math.round(a.elapsedMs),
    };
  });
  return { kind: 'vary', ...info, side: side.name, systems, text: varyText(info.attribute, side.name, systems, info.confidence) };
}

/**
 * The plain-language summary: per system, the side's rate and what each step does to it. A step
 * is detected when its McNemar p-value, Holm-adjusted over every step of every system, is below
 * 1 - `confidence` (an audit, 2026-11-29: it was read from each step's unadjusted interval, which
 * could call a step detected beside a McNemar p of 0.056).
 */
export function varyText(attribute: VaryAttribute, side: string, systems: readonly VarySystemResult[], confidence: number): string[] {
  const level = `${Math.round(confidence * 100)}%`;
  const all = systems.flatMap((s) => s.steps.flatMap((st) => (st.paired === undefined ? [] : [st.paired])));
  const detected = (st: VaryStepResult): boolean => st.detected === true;
  const lines: string[] = [];
  for (const s of systems) {
    const parts = s.steps.map((st) => {
      if (st.paired === undefined) return `one step ${st.direction} cannot be taken (${st.cannot.map((c) => `${c.character}: ${c.why}`).join('; ') || 'nobody to move'})`;
      const p = st.paired;
      // The verdict and the adjusted p it was judged on, beside an interval that may exclude 0 when
      // not detected (a detected step had said nothing of it: the UX audit, 2026-12-08).
      const sig = `, ${detected(st) ? 'a change detected' : 'no change detected'} (Holm-adjusted p ${formatP(st.adjustedP!)})`;
      return `one step ${st.direction} (${st.changes.map((c) => `${c.character} ${c.from} -> ${c.to}`).join('; ')}) moves it ${points(p.difference)} points [${points(p.interval[0])}, ${points(p.interval[1])}]${sig}`;
    });
    lines.push(`Under ${s.systemName} ${side} win ${pct(s.base.rate)}% [${pct(s.base.interval[0])}, ${pct(s.base.interval[1])}]; ${parts.join('; ')}.`);
  }
  const played = systems.flatMap((s) => s.steps.filter((st) => st.paired !== undefined && detected(st)).map((st) => ({ s, st, effect: Math.abs(st.paired!.difference) })));
  const basis = `intervals at ${level}; a step detected when its McNemar p, Holm-adjusted over the ${all.length} step${all.length === 1 ? '' : 's'}, is below ${Number((1 - confidence).toFixed(4))}`;
  if (played.length === 0) lines.push(`No step of ${attribute} changed ${possessive(side)} win rate detectably under any system (${basis}).`);
  else if (systems.length > 1) {
    const most = played.reduce((a, b) => (b.effect > a.effect ? b : a));
    lines.push(`${attribute[0]!.toUpperCase()}${attribute.slice(1)} matters most under ${most.s.systemName}: one step ${most.st.direction} moves ${possessive(side)} win rate ${points(most.st.paired!.difference)} points (${basis}; paired on common random numbers).`);
  }
  return lines;
}
