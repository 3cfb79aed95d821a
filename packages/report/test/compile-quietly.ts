/** Test helper: compiles a Vega-Lite spec, collecting vega-lite's warnings and errors instead of printing them. */
import { compile, type TopLevelSpec } from 'vega-lite';

export function compileQuietly(spec: TopLevelSpec): { warnings: string[] } {
  const warnings: string[] = [];
  let level = 0;
  const logger = {
    level(l?: number) {
      if (l === undefined) return level;
      level = l;
      return logger;
    },
    error: (...args: readonly unknown[]) => (warnings.push(`error: ${args.join(' ')}`), logger),
    warn: (...args: readonly unknown[]) => (warnings.push(`warn: ${args.join(' ')}`), logger),
    info: () => logger,
    debug: () => logger,
  };
  compile(spec, { logger } as unknown as Parameters<typeof compile>[1]);
  return { warnings };
}
