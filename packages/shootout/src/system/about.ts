/**
 * Shootout! as the command's help names it, without loading its engines or tables
 * (`RuleSystemAbout`, `@deadeye/core` rule-system.ts): `@deadeye/shootout/about`.
 */
import type { RuleSystemAbout } from '@deadeye/core';

/** Shootout!'s id, name and standing duel's turn limit (20 turns; after it the duel is a draw: issue #13, section 3). */
export const SHOOTOUT_ABOUT = { id: 'shootout', name: 'Shootout!', duelMaxTurns: 20 } as const satisfies RuleSystemAbout;
