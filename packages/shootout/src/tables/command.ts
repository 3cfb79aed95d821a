/**
 * The turn and its command points (`shootout.txt`, "Game Sequence" and "1. Command Points"),
 * transcribed. Distances in inches.
 */
import { SHOOTOUT_SEED, type Source } from './types.ts';

/** Source of {@link GAME_SEQUENCE}. */
export const GAME_SEQUENCE_SOURCE: Source = { seed: SHOOTOUT_SEED, section: 'Game Sequence' };

/** The four steps of a turn, in order, as printed. Source: {@link GAME_SEQUENCE_SOURCE}. */
export const GAME_SEQUENCE: readonly string[] = ['Roll Command Points.', 'Move Troops', 'Ranged Combat', 'Close Combat'];

/** Source of {@link COMMAND_POINTS}. */
export const COMMAND_POINTS_SOURCE: Source = {
  seed: SHOOTOUT_SEED,
  section: '1. Command Points',
  note: 'The Hired Guns\' cost comes from "Organisation." (its second-last bullet).',
};

/** The things command points buy, each a row of the Cost table. */
export type CommandAction = 'move' | 'moveOutsideRadius' | 'snapfire' | 'reloadHeavy';

/** One row of the Cost table: the text as printed and its cost in command points. */
export interface CommandCost {
  /** The row as printed: `To move a figure`. */
  readonly text: string;
  /** Command points. */
  readonly cost: number;
}

/**
 * Command points: "Each group rolls 1D6 and modifies it according to Leadership" (the leader's
 * Leader factor), and spends them by the Cost table; the command radius (inches) is "measured
 * from the group's leader". Hired Guns pay {@link CommandPoints.hiredGunOutsideRadius} instead of
 * `moveOutsideRadius`. Source: {@link COMMAND_POINTS_SOURCE}.
 */
export interface CommandPoints {
  /** D6 rolled per group per turn. */
  readonly dice: number;
  /** The factor added: the leader's Leader. */
  readonly factor: 'leader';
  /** The Cost table, keyed (every row present: a missing one is a compile error). */
  readonly costs: Readonly<Record<CommandAction, CommandCost>>;
  /** The command radius, inches ("outside command radius of 6\""). */
  readonly commandRadius: number;
  /** "Hired Guns may operate outside the command radius for a cost of only one command point." */
  readonly hiredGunOutsideRadius: CommandCost;
  /** The sentences around the table, as printed. */
  readonly text: { readonly roll: string; readonly radius: string; readonly nominate: string; readonly other: string };
}

/** Command points and their costs. Source: {@link COMMAND_POINTS_SOURCE}. */
export const COMMAND_POINTS: CommandPoints = {
  dice: 1,
  factor: 'leader',
  costs: {
    move: { text: 'To move a figure', cost: 1 },
    moveOutsideRadius: { text: 'To move a figure outside command radius of 6"', cost: 2 },
    snapfire: { text: 'To snapfire at a new target during movement phase', cost: 1 },
    reloadHeavy: { text: 'To reload a heavy weapon', cost: 1 },
  },
  commandRadius: 6,
  hiredGunOutsideRadius: { text: 'Hired Guns may operate outside the command radius for a cost of only one command point.', cost: 1 },
  text: {
    roll: 'Each group rolls 1D6 and modifies it according to Leadership.',
    radius: "The 'command radius' is measured from the group's leader.",
    nominate: 'If all ranking figures have been killed (or there were none to begin with) nominate a figure and mark it in some way.',
    other: 'Other costs may be agreed for special actions.',
  },
};
