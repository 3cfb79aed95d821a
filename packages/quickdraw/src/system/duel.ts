/**
 * The SHOOTOUTS duel (REEL 4, SHOOTOUTS): two characters "15 paces apart – just outside pistol
 * range", weapons holstered, played by the scenario engine on a bare street (no engine of its own:
 * the drawing-and-shooting and responding-to-an-opponent-drawing charts are the engine's own
 * rules). Duelists are roster characters converted from BOOT HILL or inline Quick on the Draw
 * lines; each is played by the gunfighter doctrine with `band: extreme`: he stands his ground and
 * draws and shoots while the other is within twice his weapon's effective range, walking in only
 * from beyond it (RULINGS.md QR-76).
 * Ranges in paces (one pace a space).
 */
import { MAX_TURNS_LIMIT, duelistNames, parseRanges, parseWhole, type CompiledDuel, type DuelRangeCounts, type DuelWords, type EndState, type Scenario } from '@deadeye/core';
import { QUICK_DRAW_ABOUT } from './about.ts';
import { parseQdLine } from '../character/convert.ts';
import { describeProfile, resolveProfile } from '../character/profile.ts';
import type { QdProfile } from '../character/types.ts';
import { qdCounts, qdLayout } from '../skirmish/accumulator.ts';
import { compileQdSkirmish, type QdSetup } from '../skirmish/setup.ts';
import { BAND_EFFECTIVE, BAND_LONG, BAND_POINT_BLANK, QD_BANDS } from '../skirmish/shooting.ts';
import { weaponById } from '../tables/weapons.ts';

/** Default phase limit of a duel (phases; `QUICK_DRAW_ABOUT`, where the help reads it). */
export const QD_DUEL_MAX_TURNS: number = QUICK_DRAW_ABOUT.duelMaxTurns;
/** Default range (paces): "The participants should start 15 paces apart". */
export const QD_DUEL_RANGE = '15';

/** A compiled SHOOTOUTS matchup: its scenario setup and the two profiles. */
export interface QdDuel extends CompiledDuel {
  readonly setup: QdSetup;
  readonly profiles: readonly [QdProfile, QdProfile];
}

/** A duelist's profile from `--a`/`--b`: a converted foreign character, or an inline line (`TYPE=hero ... WPN=...`). @throws Error naming the option (and `near`, the roster name a slip most likely meant, if any) */
function duelist(words: string, foreign: DuelWords['foreignA'], near: string | undefined, option: string): QdProfile {
  try {
    if (foreign !== undefined) {
      // A converted duelist is cast as a character of a one-man side that is not its leader (RULINGS.md QR-C).
      const stub = { name: foreign.name, weapons: [], stats: {}, agent: { doctrine: 'gunfighter' } };
      return resolveProfile({ id: 'duel', file: 'duel', characters: [stub], sides: [] } as unknown as Scenario, 0, foreign, 'duel');
    }
    if (words.includes('=')) return parseQdLine(words);
  } catch (e) {
    throw new Error(`${option}: ${(e as Error).message}`);
  }
  const hint = near === undefined ? '' : `; did you mean "${near}"?`;
  throw new Error(`${option}: "${words}" is neither a roster name (\`deadeye roster --system boothill\` lists them: Quick on the Draw plays them converted) nor a Quick on the Draw line (e.g. "TYPE=hero PERSONALITY=brave SKILLS=quick-draw WPN=cartridge-revolver")${hint}`);
}

/** The duel's bare street: the two duelists `range` paces apart on row 2, facing each other. */
function duelScenario(a: QdProfile, b: QdProfile, range: number): Scenario {
  const width = range + 11;
  // The duelists stand their ground and shoot while the other is within twice the effective range (RULINGS.md QR-76).
  const agent = { doctrine: 'gunfighter', targeting: 'nearest', params: { band: 'extreme' } };
  const character = (p: QdProfile, side: string, x: number, facing: string) => ({
    name: p.name,
    side,
    position: [x, 2] as [number, number],
    facing,
    weapons: [],
    drawn: false,
    hand: 'right',
    surprise: 'none',
    agent,
    stats: {},
  });
  return {
    id: `qd-duel-${range}`,
    name: `${a.name} vs ${b.name}`,
    file: 'duel',
    map: { width, height: 5, feetPerSpace: 6, default: 'street', terrain: [], cover: [], places: {}, exits: [] },
    sides: [{ name: a.name }, { name: b.name }],
    characters: [character(a, a.name, 5, 'E'), character(b, b.name, 5 + range, 'W')],
    victory: [],
    specialRules: [],
    specialRuleParams: {},
    items: [],
    maxTurns: QD_DUEL_MAX_TURNS,
  } as unknown as Scenario;
}

/**
 * One matchup per range (paces) from the duel options.
 * @throws Error naming the option (`--a`, `--weapon-a`, `--variant`, `--max-turns`, `--range`) and the fix
 */
export function buildQdDuels(w: DuelWords): QdDuel[] {
  let a = duelist(w.a, w.foreignA, w.nearA, '--a');
  let b = duelist(w.b, w.foreignB, w.nearB, '--b');
  // A weapon option names a weapon of the table (else the cast's error blamed "duel: characters[0]").
  for (const [option, id] of [['--weapon-a', w.weaponA], ['--weapon-b', w.weaponB]] as const) {
    if (id === undefined) continue;
    try {
      weaponById(id);
    } catch (e) {
      throw new Error(`${option}: ${(e as Error).message}`);
    }
  }
  if (w.weaponA !== undefined) a = { ...a, weapons: [w.weaponA, ...a.weapons.filter((x) => x !== w.weaponA)] };
  if (w.weaponB !== undefined) b = { ...b, weapons: [w.weaponB, ...b.weapons.filter((x) => x !== w.weaponB)] };
  const names = duelistNames({ name: a.name, words: w.a }, { name: b.name, words: w.b });
  a = { ...a, name: names.a };
  b = { ...b, name: names.b };
  const maxTurns = parseWhole(w.maxTurns, '--max-turns', 1, { max: MAX_TURNS_LIMIT, what: 'phases' });
  return parseRanges(w.range, 'paces (one a map space)').map((range) => {
    if (!Number.isInteger(range) || range < 1 || range > 200) throw new Error(`--range ${range}: expected whole paces 1..200`);
    const scenario = duelScenario(a, b, range);
    const setup = compileQdSkirmish(scenario, [a, b], { variant: w.variant, maxTurns, duel: 1, tables: w.tables });
    return { id: scenario.id, maxTurns, range, variant: setup.variant.name, a: { name: a.name }, b: { name: b.name }, setup, profiles: [a, b] };
  });
}

/**
 * The band a duelist starts at, `paces` from his opponent with a weapon of effective range `range`
 * paces (the shot's bands, shooting.ts: point blank within 1 pace, a long shot past the effective
 * range, on reduced dice, out to twice it: REEL 4, RANGES); past twice it he is `out of reach`,
 * and must close in before he can shoot (the duelists walk: SHOOTOUTS).
 */
export function duelBand(paces: number, range: number): string {
  if (paces <= 1) return QD_BANDS[BAND_POINT_BLANK];
  return paces <= range ? QD_BANDS[BAND_EFFECTIVE] : paces <= 2 * range ? QD_BANDS[BAND_LONG] : 'out of reach';
}

/** Reads a duel's accumulator as the duel counts (who shot first in the SHOOTOUTS, wins, end states), with the system's sections. */
export function qdDuelCounts(m: QdDuel, acc: Float64Array): DuelRangeCounts {
  const counts = qdCounts(m.setup, acc);
  const layout = qdLayout(m.setup);
  const d = (k: number): number => acc[layout.duel + k] as number;
  const side = (i: 0 | 1) => {
    const c = counts.characters[i]!;
    const e = c.endState;
    const spec = m.setup.characters[i]!;
    // A man who fled or surrendered is neither unhurt nor wounded here: left, whatever his wounds
    // (an audit, 2026-12-01: they were counted unhurt, about 40% of a Main man's "unhurt" against
    // a Hero). A duel has no objective to ride off with: `escaped` is 0, counted as fled.
    const endState: Record<EndState, number> = { unhurt: e.unhurt, wounded: e.wounded, unconscious: e.unconscious, dead: e.dead };
    const left = { fled: e.fled + e.escaped, captured: e.captured };
    return {
      name: c.name,
      weapon: spec.weapons[0]!.id,
      band: duelBand(m.range, spec.weapons[0]!.range * m.setup.pacesPerSpace),
      wins: counts.sides[i]!.wins,
      firedFirst: d(i),
      winsWhenFiredFirst: d(3 + i),
      shots: c.shots,
      hits: c.hits,
      endState,
      left,
      profile: describeProfile(m.profiles[i]),
    };
  };
  // The duel's histogram leaves out the draws (no one out at the phase limit): all of them ended at the last phase.
  const draw = counts.draws - d(5);
  const turnsHistogram = counts.turns.slice();
  turnsHistogram[m.maxTurns - 1] = (turnsHistogram[m.maxTurns - 1] as number) - draw;
  return {
    range: m.range,
    trials: counts.trials,
    maxTurns: m.maxTurns,
    aWins: counts.sides[0]!.wins,
    bWins: counts.sides[1]!.wins,
    bothDown: d(5),
    draw,
    simultaneousFirst: d(2),
    turnsHistogram,
    randomDraws: counts.randomDraws,
    a: side(0),
    b: side(1),
    sections: counts.sections,
  };
}
