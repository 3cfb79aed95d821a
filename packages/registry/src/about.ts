/**
 * The registered rule systems as the command's help names them, without loading any of them: each
 * system's {@link RuleSystemAbout} (its package's `about` module, which imports no engine and no
 * table) in the order of `RULE_SYSTEMS` (index.ts, which checks that the two agree when it loads).
 * `@deadeye/registry/about`: what `deadeye --help` and the building of every command's options
 * read, so that the pre-built `deadeye` loads the rule systems only for a command that plays or
 * describes one (the build's lazy registry, scripts/build.ts; issue #17 section 2).
 */
import { BOOT_HILL_ABOUT } from '@deadeye/boothill/about';
import type { RuleSystemAbout } from '@deadeye/core';
import { QUICK_DRAW_ABOUT } from '@deadeye/quickdraw/about';
import { SHOOTOUT_ABOUT } from '@deadeye/shootout/about';

/** Every registered rule system's id, name and duel turn limit, in the order `deadeye systems` lists them. */
export const SYSTEMS_ABOUT: readonly RuleSystemAbout[] = [BOOT_HILL_ABOUT, QUICK_DRAW_ABOUT, SHOOTOUT_ABOUT];

/** The default `--system`. */
export const DEFAULT_SYSTEM = 'boothill';

/** The registered ids, e.g. `['boothill', 'quickdraw', 'shootout']`. */
export function systemIds(): string[] {
  return SYSTEMS_ABOUT.map((s) => s.id);
}
