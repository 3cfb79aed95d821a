/**
 * Scenario tasks (`SkirmishIntent.task` with `ACT_TASK`): they belong to a scenario's special
 * rules, not to a rule system, so every system's engine that plays the scenario resolves them.
 * Task 0 is the scenario's own task at the character's place (an objective's `task`); special
 * rules define the others.
 *
 * "Shootout in Northfield" (boot-hill-referee-screen-and-northfield-module.md, ROBBING THE BANK,
 * REINFORCEMENTS): threaten the bank employee `target` (adjacent); search the bank square the
 * character stands in; cover the employee `target` (a loaded weapon in hand, no move this turn);
 * fire in the air on the street to intimidate the citizens (one shot).
 */
export const TASK_THREATEN = 1;
export const TASK_SEARCH = 2;
export const TASK_COVER = 3;
export const TASK_INTIMIDATE = 4;
/** Northfield's tasks by name (also `SkirmishObservation.taskKind`, the gang's plan). */
export const NorthfieldTask = { threaten: TASK_THREATEN, search: TASK_SEARCH, cover: TASK_COVER, intimidate: TASK_INTIMIDATE } as const;
/** A Northfield task code (see {@link NorthfieldTask}). */
export type NorthfieldTask = (typeof NorthfieldTask)[keyof typeof NorthfieldTask];
