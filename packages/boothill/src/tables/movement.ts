/**
 * BOOT HILL MOVEMENT: base movement rates (spaces per turn on the town map, 1 space = 6 feet, or
 * inches on a tabletop) and the costs of doors, windows, stairs, mounting and terrain. The effects of
 * wounds on movement are in `wounds.ts` (`WOUND_MOVEMENT_EFFECTS`).
 */
import type { Source } from './types.ts';

/** Rates of travel on foot, slowest first. */
export type FootRate = 'crawling' | 'walking' | 'runningAndDodging' | 'running';

/** Rates of travel mounted, slowest first. */
export type MountedRate = 'walking' | 'trotting' | 'galloping';

/**
 * Base movement rates in spaces (or tabletop inches) per turn. On foot: crawling 2, walking 6, running
 * and dodging 12, running 24. Mounted: walking 8, trotting 16, galloping 32.
 * Shape: `{ onFoot: Record<FootRate, number>; mounted: Record<MountedRate, number> }`.
 * Source: {@link MOVEMENT_RATES_SOURCE}.
 */
export const MOVEMENT_RATES: {
  readonly onFoot: Readonly<Record<FootRate, number>>;
  readonly mounted: Readonly<Record<MountedRate, number>>;
} = {
  onFoot: { crawling: 2, walking: 6, runningAndDodging: 12, running: 24 },
  mounted: { walking: 8, trotting: 16, galloping: 32 },
};

/** Source of {@link MOVEMENT_RATES}: rulebook MOVEMENT (on foot) and the Referee's Screen MOVEMENT TABLE (mounted). */
export const MOVEMENT_RATES_SOURCE: Source = {
  seed: 'boot-hill-rulebook.txt',
  section: 'MOVEMENT',
  note:
    'The rulebook\'s table has the headings "On Foot" and "Mounted", but the seed text keeps only the on-foot ' +
    'column (Crawling 2, Walking 6, Running and dodging 12, Running 24); the mounted column is lost. The mounted ' +
    'rates come from boot-hill-referee-screen-and-northfield-module.md, MOVEMENT TABLE (printed twice, ' +
    'identically): Walking 8, Trotting 16, Galloping 32; its on-foot column agrees with the rulebook, as does ' +
    'boot-hill-v2-combat-rules.md section 2. The Northfield module halves movement (its map scale is twice the ' +
    'BOOT HILL map): a module rule, not applied here.',
};

/**
 * Movement costs and limits, in spaces of the turn's movement rate: door 1; open window 3 and it ends the
 * move; stairs 6 per flight (up or down); mounting or dismounting a horse or vehicle 2 and it ends the move;
 * a drop of 10 feet or more ends the move; uphill or rough/dense terrain at 0.5 of normal speed except
 * crawling and walking. Shape: see the type. Source: {@link MOVEMENT_COSTS_SOURCE}.
 */
export const MOVEMENT_COSTS: {
  /** Spaces subtracted for moving through an (unlocked) door. */
  readonly door: number;
  /** Spaces subtracted for moving through an open window. */
  readonly window: number;
  /** Moving through a window ends the character's move immediately. */
  readonly windowEndsMove: true;
  /** Spaces subtracted per flight of stairs traversed, up or down. */
  readonly stairsPerFlight: number;
  /** Spaces subtracted for mounting or dismounting a horse or vehicle. */
  readonly mountOrDismount: number;
  /** Mounting or dismounting ends the character's move immediately. */
  readonly mountEndsMove: true;
  /** A drop of this many feet or more ends the character's move immediately. */
  readonly dropEndsMoveFeet: number;
  /** Speed factor for uphill movement or movement through rough or dense terrain. */
  readonly roughOrUphillFactor: number;
  /** Rates unaffected by {@link MOVEMENT_COSTS}.roughOrUphillFactor ("remain normal"). */
  readonly roughExempt: readonly FootRate[];
} = {
  door: 1,
  window: 3,
  windowEndsMove: true,
  stairsPerFlight: 6,
  mountOrDismount: 2,
  mountEndsMove: true,
  dropEndsMoveFeet: 10,
  roughOrUphillFactor: 0.5,
  roughExempt: ['crawling', 'walking'],
};

/** Source of {@link MOVEMENT_COSTS}: rulebook MOVEMENT (Outdoor Terrain; Doors & Windows & Stairs; Mounting & Dismounting). */
export const MOVEMENT_COSTS_SOURCE: Source = {
  seed: 'boot-hill-rulebook.txt',
  section: 'MOVEMENT / Outdoor Terrain, Doors & Windows & Stairs, Mounting & Dismounting',
  note:
    'The Referee\'s Screen MOVEMENT TABLE repeats door 1, window 3 (ends the move), stairs 6 per flight and the ' +
    '10-foot drop, but not mounting or terrain. "crawling and walking, which remain normal" is read for travel on ' +
    'foot (roughExempt lists foot rates); whether a walking horse is exempt the rulebook does not say. The Northfield ' +
    'module has mounting or dismounting use 1 point (on its half-scale map): a module rule, not used here.',
};
