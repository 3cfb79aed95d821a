/**
 * Quick on the Draw as the command's help names it, without loading its engines or tables
 * (`RuleSystemAbout`, `@deadeye/core` rule-system.ts): `@deadeye/quickdraw/about`.
 */
import type { RuleSystemAbout } from '@deadeye/core';

/** Quick on the Draw's id, name and SHOOTOUTS duel's phase limit (10 phases; after it the duel is a draw). */
export const QUICK_DRAW_ABOUT = { id: 'quickdraw', name: 'Quick on the Draw', duelMaxTurns: 10 } as const satisfies RuleSystemAbout;
