/**
 * Flat lookup arrays derived from the wound chart and the shotgun/scatter gun effects table, for
 * trial loops that must not search or allocate. The data itself lives in `tables/`; nothing here
 * is transcribed.
 */
import { SHOTGUN_EFFECTS } from './tables/shotgun-effects.ts';
import { WOUND_CHART, WOUND_STRENGTH_LOSS } from './tables/wounds.ts';
import type { WoundLocation } from './tables/types.ts';

/** Severity codes used in the lookups. */
export const SEVERITY_LIGHT = 0;
export const SEVERITY_SERIOUS = 1;
export const SEVERITY_MORTAL = 2;
/** The WOUND CHART's severity columns as the replays and odds print them, by severity code. */
export const SEVERITY_LABELS = ['light', 'serious', 'mortal'] as const;

/** Wound locations in chart order; index = location code. */
export const LOCATIONS: readonly WoundLocation[] = WOUND_CHART.map((r) => r.location);
/** Printed labels in chart order (`Left Leg`, ... `Head`). */
export const LOCATION_LABELS: readonly string[] = WOUND_CHART.map((r) => r.label);
/** Location code of the right arm/hand: the gun arm of a right-handed character. */
export const RIGHT_ARM_HAND = LOCATIONS.indexOf('rightArmHand');
/** Location code of the left arm/hand: the gun arm of a left-handed character. */
export const LEFT_ARM_HAND = LOCATIONS.indexOf('leftArmHand');

/** `LOCATION_OF_ROLL[d100]` = location code of a location roll 1..100 (index 0 unused). */
export const LOCATION_OF_ROLL: Uint8Array = buildLocationOfRoll();
/** `SEVERITY_OF_ROLL[location * 101 + d100]` = severity code of a severity roll 1..100. */
export const SEVERITY_OF_ROLL: Uint8Array = buildSeverityOfRoll();
/** Strength points a wound of each severity code costs (mortal: 0, the character dies). */
export const STRENGTH_LOSS: Int32Array = Int32Array.from([WOUND_STRENGTH_LOSS.light, WOUND_STRENGTH_LOSS.serious, 0]);

/**
 * `SPREAD_WOUNDS[(spread - 1) * 40 + (d10 - 1) * 4 + band]` = wounds of a shotgun (spread 2) or
 * scatter gun (spread 1) hit for a d10 roll 1..10 and band index 0..3.
 */
export const SPREAD_WOUNDS: Uint8Array = buildSpreadWounds();

function buildLocationOfRoll(): Uint8Array {
  const out = new Uint8Array(101).fill(255);
  WOUND_CHART.forEach((row, code) => {
    for (let r = row.roll[0]; r <= row.roll[1]; r++) out[r] = code;
  });
  for (let r = 1; r <= 100; r++) if (out[r] === 255) throw new Error(`wound chart: location roll ${r} unassigned`);
  return out;
}

function buildSeverityOfRoll(): Uint8Array {
  const out = new Uint8Array(WOUND_CHART.length * 101).fill(255);
  WOUND_CHART.forEach((row, code) => {
    const ranges = [row.light, row.serious, row.mortal] as const;
    ranges.forEach((range, severity) => {
      if (range === null) return;
      for (let r = range[0]; r <= range[1]; r++) out[code * 101 + r] = severity;
    });
    for (let r = 1; r <= 100; r++) {
      if (out[code * 101 + r] === 255) throw new Error(`wound chart: ${row.label} severity roll ${r} unassigned`);
    }
  });
  return out;
}

function buildSpreadWounds(): Uint8Array {
  const out = new Uint8Array(80);
  const kinds = [SHOTGUN_EFFECTS.scatterGun, SHOTGUN_EFFECTS.shotgun];
  kinds.forEach((rows, k) => {
    rows.forEach((row, d) => {
      row.forEach((n, band) => {
        out[k * 40 + d * 4 + band] = n;
      });
    });
  });
  return out;
}
