/**
 * Test helper for the BOOT HILL skirmish rules: a small scenario in YAML, two characters A (side A)
 * and B (side B) on a 40 x 9 street of 6-foot spaces, each with a BOOT HILL stat line (default BASP
 * 10, BAC 70, STR 99, MRL 90, THROWING 60), a weapon list (default a Single Action Revolver) and
 * the standing doctrine (the tests hand in scripted agents), plus optional terrain, cover, heights
 * and other characters; and the scripted brawlers most brawling tests hand in.
 */
import { ACT_BRAWL, BRAWL_PUNCH, PHASE_BRAWL, PHASE_FIRE, type SkirmishAgent } from '@deadeye/core';

/** One character: name (default A or B), cell (x, y), facing (default A east, B west), weapons and stats as YAML, extra YAML fields (`, mounted: true`). */
export interface Who {
  name?: string;
  pos: [number, number];
  facing?: string;
  weapons?: string;
  extra?: string;
  stats?: string;
}

/** A scenario: A (side A) and B (side B) and optional others on a 40 x 9 street; its YAML text. */
export function yaml(a: Who, b: Who, opts: { terrain?: string; cover?: string; heights?: string; extra?: string; others?: string } = {}): string {
  const ch = (w: Who, name: string, side: string) =>
    `  - { name: ${w.name ?? name}, stats: { boothill: ${w.stats ?? '{ basp: 10, bac: 70, str: 99, mrl: 90, throwing: 60 }'} }, side: ${side}, position: [${w.pos[0]}, ${w.pos[1]}], facing: ${w.facing ?? (side === 'A' ? 'E' : 'W')}, weapons: ${w.weapons ?? '[{ code: SAR6 }]'}, player: true, agent: { doctrine: standing }${w.extra ?? ''} }`;
  return `
name: rules
map: { width: 40, height: 9, exits: []${opts.terrain ? `, terrain: ${opts.terrain}` : ''}${opts.cover ? `, cover: ${opts.cover}` : ''}${opts.heights ? `, heights: ${opts.heights}` : ''} }
sides: [{ name: A }, { name: B }]
${opts.extra ?? ''}
characters:
${ch(a, 'A', 'A')}
${ch(b, 'B', 'B')}
${opts.others ?? ''}`;
}

/** Goes for character 1 (B) hand to hand in every firing phase and brawls with `brawl` (BRAWL_*). */
export const brawler = (brawl: number): SkirmishAgent => (obs, _r, out) => {
  if (obs.phase === PHASE_FIRE) {
    out.action = ACT_BRAWL;
    out.target = 1;
  }
  if (obs.phase === PHASE_BRAWL) out.brawl = brawl;
};

/** Punches in every brawling round he is in (fighting back when attacked), nothing else. */
export const puncher: SkirmishAgent = (obs, _r, out) => {
  if (obs.phase === PHASE_BRAWL) out.brawl = BRAWL_PUNCH;
};
