/**
 * The agent interface of scenario play (DESIGN.md principle 4: agents decide, engines resolve):
 * the one flat intent and observation an engine shares with its agents, made of the neutral part
 * (`./intent.ts`, `./observation.ts`) and BOOT HILL's (`./boothill.ts`). A later rule system adds
 * its own options interface here (its fields reset by {@link resetIntent}), so that every engine
 * and every agent keeps one object shape (V8 monomorphism) and nothing is allocated per decision.
 *
 * At each decision point the engine fills the deciding character's {@link SkirmishObservation}
 * (one per engine, overwritten: no allocation) and calls its agent with the observation, the
 * trial's random stream and a {@link SkirmishIntent} to fill. The agent reads only what its
 * character can observe; the engine applies the rules to whatever the agent asks, clamping what
 * the rules do not allow (no more shots than the rate of fire or the rounds loaded, no reload
 * after running, no target out of sight).
 *
 * Decision points, once per turn per character that is up (BOOT HILL TURN SEQUENCE):
 * - `PHASE_MOVE`: where to move and at what rate, and what the character means to do in the
 *   firing that follows (reloading allows walking at most).
 * - `PHASE_FIRE`: after everyone has moved: fire (target, shots), aim, reload, draw, or nothing.
 * - `PHASE_BRAWL`: each brawling round of a character within one space of an enemy: punch,
 *   grapple, or keep a hold.
 */
import type { Stream } from '@deadeye/rng';
import { BRAWL_PUNCH, HORSE_STAY, type BootHillObservation, type BootHillOptions } from './boothill.ts';
import { BLOW_STANDARD, DEFEND_BASIC, SHOT_AUTO, type QuickDrawObservation, type QuickDrawOptions } from './quickdraw.ts';
import { ACT_NONE, type NeutralIntent } from './intent.ts';
import type { NeutralObservation } from './observation.ts';

/** Every action's name, index = action code (neutral `ACT_*` and BOOT HILL's aim, brawl, throw). */
export const ACT_NAMES = ['none', 'fire', 'aim', 'reload', 'draw', 'brawl', 'throw', 'surrender', 'task', 'pick up', 'hold', 'attack', 'take aim', 'heal'] as const;

/**
 * What an agent fills in: the neutral fields, BOOT HILL's and Quick on the Draw's options, in one flat object. The
 * engine resets it before each call ({@link resetIntent}).
 */
export interface SkirmishIntent extends NeutralIntent, BootHillOptions, QuickDrawOptions {}

/** What a character observes: the neutral fields and BOOT HILL's, in one flat object. */
export interface SkirmishObservation extends NeutralObservation, BootHillObservation, QuickDrawObservation {}

/** An agent: a pure function of (observation, rng) that fills `out`. */
export type SkirmishAgent = (observation: SkirmishObservation, rng: Stream, out: SkirmishIntent) => void;

/** A fresh intent with nothing decided (moveTo -1, action none, targets -1). */
export function emptyIntent(): SkirmishIntent {
  return { moveTo: -1, rate: 0, face: -1, action: ACT_NONE, target: -1, target2: -1, target3: -1, shots: 0, weapon: -1, hipshoot: 0, brawl: BRAWL_PUNCH, horse: HORSE_STAY, task: 0, shot: SHOT_AUTO, blow: BLOW_STANDARD, defence: DEFEND_BASIC, cut: 0, respond: 0 };
}

/** Resets an intent in place to {@link emptyIntent}'s values (no allocation). */
export function resetIntent(i: SkirmishIntent): void {
  i.moveTo = -1;
  i.rate = 0;
  i.face = -1;
  i.action = ACT_NONE;
  i.target = -1;
  i.target2 = -1;
  i.target3 = -1;
  i.shots = 0;
  i.weapon = -1;
  i.hipshoot = 0;
  i.brawl = BRAWL_PUNCH;
  i.horse = HORSE_STAY;
  i.task = 0;
  i.shot = SHOT_AUTO;
  i.blow = BLOW_STANDARD;
  i.defence = DEFEND_BASIC;
  i.cut = 0;
  i.respond = 0;
}
