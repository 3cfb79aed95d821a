/**
 * The system hooks by rule system id (see `./hook.ts`): `agentFor(spec, system)` binds one to
 * each agent. Adding a rule system's agents is one hook module and one line here.
 */
import { BOOT_HILL_HOOK } from './boothill.ts';
import type { SystemHook } from './hook.ts';
import { QUICK_DRAW_HOOK } from './quickdraw.ts';
import { SHOOTOUT_HOOK } from './shootout.ts';

export * from './hook.ts';
export * from './boothill.ts';
export * from './quickdraw.ts';
export * from './shootout.ts';

/** Every rule system's hook, by id. */
export const SYSTEM_HOOKS = { boothill: BOOT_HILL_HOOK, quickdraw: QUICK_DRAW_HOOK, shootout: SHOOTOUT_HOOK } as const satisfies Readonly<Record<string, SystemHook>>;
/** A rule system id with a hook (see {@link SYSTEM_HOOKS}). */
export type SystemId = keyof typeof SYSTEM_HOOKS;

/** True if `id` names a rule system with a hook. */
export function isSystemId(id: string): id is SystemId {
  return Object.hasOwn(SYSTEM_HOOKS, id);
}
