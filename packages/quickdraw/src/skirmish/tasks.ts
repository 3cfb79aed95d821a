/**
 * Tasks (REEL 3, TASKS: "Tasks are harder than basic actions. In their turn characters can attempt
 * to carry out a task and succeed if they make a successful roll ... Characters who are athletic
 * can reroll a task roll involving jumping, climbing etc.; Characters who are strong can reroll
 * any task requiring strength"; the chart "Wanting to complete a task": 1 Complete Failure! (fail
 * and abandon it, or when there is risk test for injury), 2-4 No Luck so Far! (may try again next
 * turn), 5-9 Success!, 10 Complete Success! (and may perform another action or move, attack or
 * shoot)) and the first task the engine plays with it: crossing a linear obstacle (REEL 3, Linear
 * Obstacles: "walls and fences ... ditches or gaps ... They must roll for completing a task").
 *
 * {@link task} is the one roll every task shares (other rules call it: freeing oneself, a fuse);
 * a jam is cleared on the reload chart (REEL 4, SHOOTING RELATED TASKS: shooting.ts `reload`),
 * not here (RULINGS.md QR-64). Reads `jokerOn`, `turn`; writes `balkedCell`, `balkedPhase`,
 * `taskFree` and the task counts. Allocates nothing.
 */
import { holdObjective, T_WINDOW } from '@deadeye/core';
import { REROLL, test, type Reduction } from './rolls.ts';
import { TRAIT, TRAIT2 } from './setup.ts';
import { Q_TASKS, Q_TASKS_FAILED } from './counts.ts';
import { count, nameOf, TASK_ABANDONED, taskAbandoned, type QdWorld, xy } from './world.ts';

/** Kinds of task, for their rerolls ({@link taskRerolls}): none, jumping or climbing (Athletic), strength (Strong). */
export const TASK_PLAIN = 0;
export const TASK_ATHLETIC = 1;
export const TASK_STRENGTH = 2;

/**
 * The reroll option ({@link REROLL} or 0, rolls.ts) of a task of `kind` for character `i`: Athletic
 * rerolls jumping and climbing, Strong tasks of strength (REEL 3, TASKS; REEL 2, Athletic,
 * Strong). Either keeps the second outcome.
 */
export function taskRerolls(world: QdWorld, i: number, kind: number): number {
  const traits = world.setup.characters[i]!.traits;
  if (kind === TASK_ATHLETIC && (traits & TRAIT.athletic) !== 0) return REROLL;
  if (kind === TASK_STRENGTH && (traits & TRAIT.strong) !== 0) return REROLL;
  return 0;
}

/**
 * A task roll of character `i` (REEL 3, TASKS, "Wanting to complete a task"): his action dice at
 * `reduction` (1 for a character poor at it or in adverse circumstances), with `rerolls` (rolls.ts
 * options: {@link taskRerolls}, Cut! when asked), counted (tasks, and failures 1-4). The caller
 * plays the outcome: 1 complete failure, 2-4 no luck so far, 5-9 success, 10 complete success
 * (a further action or move).
 * @param what the task, for the log (a constant string: the trial loop builds none)
 * @returns the roll read, 1..10
 */
export function task(world: QdWorld, i: number, reduction: Reduction, rerolls: number, what: string): number {
  count(world, Q_TASKS);
  const v = test(world, i, reduction, rerolls, what);
  if (v < 5) count(world, Q_TASKS_FAILED);
  return v;
}

/**
 * True if `cell` is a linear obstacle to a man on foot (RULINGS.md QR-62): a window or soft cover,
 * read from the world's per-cell table (obstacles.ts `linearObstacles`, which says what counts).
 */
export function isLinearObstacle(world: QdWorld, cell: number): boolean {
  return world.linear[cell] === 1;
}

/**
 * True if a step from cell `from` into its neighbour `to` crosses a linear obstacle: into one
 * from a cell that is not (REEL 3, Linear Obstacles: the task is rolled there, and the step costs
 * a quarter of his move; RULINGS.md QR-62, QR-352). Walking along an obstacle's cells is no crossing.
 */
export function entersObstacle(world: QdWorld, from: number, to: number): boolean {
  return isLinearObstacle(world, to) && !isLinearObstacle(world, from);
}

/**
 * The reroll of `i`'s task roll at a linear obstacle: on foot, Athletic's ("jumping, climbing":
 * {@link taskRerolls}); riding, the jump is his horse's and the skill his riding: his own Athletic
 * does not count (as his Surefooted and Lumbering do not, QR-142), and an expert rider ("Good in
 * a particular skill ... May reroll a task roll when using that skill", REEL 2; QR-32) rerolls
 * (RULINGS.md QR-346).
 */
function obstacleRerolls(world: QdWorld, i: number): number {
  if (world.mounted[i] !== 1) return taskRerolls(world, i, TASK_ATHLETIC);
  return (world.setup.characters[i]!.traits2 & TRAIT2.expertRider) !== 0 ? REROLL : 0;
}

/**
 * Character `i`, walking, is about to step into linear obstacle `cell` (walk.ts `walk`;
 * RULINGS.md QR-62, QR-63): the task roll, Athletic rerolling (riding, the expert rider: QR-346). 1 Complete Failure!: he stops
 * before it and abandons it (no further attempt at that obstacle this phase; no risk of injury
 * crossing a waist-high obstacle on foot); 2-4 No Luck so Far!: he stops before it (and may try
 * again on a later card); 5-9 he crosses; 10 he crosses, and in his card's own move
 * (`cardMover`) may act again on this card (`taskFree`, read by the engine); elsewhere (a flight,
 * a fall back, a response's back off) nothing follows and the replay promises nothing.
 * @returns true if he crosses
 */
export function crossObstacle(world: QdWorld, i: number, cell: number): boolean {
  if (world.balkedCell[i] === cell && world.balkedPhase[i] === world.turn) {
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} has given up crossing at ${xy(world, cell)} this phase`);
    return false;
  }
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)} comes to ${world.map.terrain[cell] === T_WINDOW ? 'a window' : world.map.coverName[cell]} at ${xy(world, cell)}`);
  const v = task(world, i, 0, obstacleRerolls(world, i), 'tries to cross a linear obstacle');
  if (v === 1) {
    world.balkedCell[i] = cell;
    world.balkedPhase[i] = world.turn;
    if (world.log !== null) world.log.push(`    Complete Failure! ${nameOf(world, i)} stops and abandons it`);
    return false;
  }
  if (v <= 4) {
    if (world.log !== null) world.log.push(`    No Luck so Far! ${nameOf(world, i)} stops before it`);
    return false;
  }
  if (v === 10) {
    // "may perform another action": on his card's own move only (`cardMover`); a flight, a fall
    // back, a response's back off or a move a chart gives him is followed by none (RULINGS.md QR-63).
    const again = world.cardMover === i;
    if (again) world.taskFree[i] = 1;
    if (world.log !== null) world.log.push(again ? `    Complete Success! ${nameOf(world, i)} is over and may act again` : `    Complete Success! ${nameOf(world, i)} is over`);
  }
  return true;
}

/**
 * The scenario's own task (task 0, `ACT_TASK`: an objective's `task` at its `place`, as BOOT HILL
 * and Shootout! play it) on character i's card: a task on the task chart (RULINGS.md QR-89), done
 * only where his place is (`taskPlace`) and not after he abandoned it this phase. 1 Complete
 * Failure!: not done, and abandoned for the rest of the phase (`taskBalked`; under
 * `+task-abandoned` for the rest of the trial, {@link taskAbandoned}); 2-4 No Luck so Far!:
 * not done (he may try again on his next card); 5-9 Success!: done (`tasksDone` + 1); 10 Complete
 * Success!: done, and the caller gives him another action on this card.
 * @param options the test's options (rolls.ts: `PASS` for a task made without a roll, RULINGS.md QR-131)
 * @returns the roll read (1..10), or 0 when he is not at his place (no roll)
 */
export function scenarioTask(world: QdWorld, i: number, options = 0): number {
  const tp = world.taskPlace[i];
  if (tp === null || tp === undefined || !tp.includes(world.cell[i]!) || taskAbandoned(world, i)) return 0;
  // "Good in a particular skill": a failure rerolled; "Poor in a particular skill": reduced dice.
  // The skill is the scenario's own task (REEL 2, GENERAL SKILLS; REEL 3, TASKS; RULINGS.md QR-64).
  const skill = world.setup.characters[i]!.traits2;
  const v = task(world, i, (skill & TRAIT2.poorAt) !== 0 ? 1 : 0, options | ((skill & TRAIT2.goodAt) !== 0 ? REROLL : 0), 'tries the scenario task');
  if (v === 1) {
    // Abandoned for the phase, or under +task-abandoned for the rest of the trial (RULINGS.md QR-89).
    const forGood = world.setup.variant.taskAbandoned === 1;
    world.taskBalked[i] = forGood ? TASK_ABANDONED : world.turn;
    if (world.log !== null) world.log.push(`    Complete Failure! ${nameOf(world, i)} abandons the task at ${xy(world, world.cell[i]!)} ${forGood ? 'for good' : 'this phase'}`);
  } else if (v <= 4) {
    if (world.log !== null) world.log.push(`    No Luck so Far! ${nameOf(world, i)} has not done the task yet`);
  } else {
    world.tasksDone[i] = world.tasksDone[i]! + 1;
    holdObjective(world, i);
    if (world.log !== null) world.log.push(`    ${v === 10 ? 'Complete Success' : 'Success'}! ${nameOf(world, i)} does the task at ${xy(world, world.cell[i]!)}`);
  }
  return v;
}
