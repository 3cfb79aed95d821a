/**
 * BOOT HILL as the command's help names it, without loading its engines or tables
 * (`RuleSystemAbout`, `@deadeye/core` rule-system.ts): `@deadeye/boothill/about`.
 */
import type { RuleSystemAbout } from '@deadeye/core';

/** BOOT HILL's id, name and standing duel's turn limit (20 turns of 10 seconds; after it the duel is a draw). */
export const BOOT_HILL_ABOUT = { id: 'boothill', name: 'BOOT HILL', duelMaxTurns: 20 } as const satisfies RuleSystemAbout;
