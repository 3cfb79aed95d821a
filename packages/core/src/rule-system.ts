/**
 * The RuleSystem seam: what every rules package (BOOT HILL, Quick on the Draw, Shootout!) gives
 * the rest of Deadeye, so that the runner, its workers, the stats, the report and the CLI name no
 * rules package (DESIGN.md, package map; STYLE.md, "A rule system is a definition, not a class").
 *
 * A rule system is a plain object built once by {@link defineRuleSystem}: its id, name and seed
 * sources, its variants, the way it compiles a scenario's characters from their stat block, an
 * engine factory that plays batches of trials from a seeded stream into a Float64Array
 * accumulator, the accumulator's layout (create, merge in batch order, read back as counts), a
 * replay of one trial with a log, and optionally its own standing duel and roster.
 *
 * The three turn structures it must carry without a special case in the runner: BOOT HILL's
 * phased simultaneous turn, Quick on the Draw's pack of cards turned one at a time, Shootout!'s
 * command points then ranged then close combat. The runner never sees a turn: it hands a
 * compiled scenario and a stream to `createEngine(...).runBatch` and merges accumulators. The turn
 * is declared only as data ({@link RuleSystem.turn}) for documentation and reports.
 *
 * Agents are built above the rules packages (the registry builds them from
 * {@link ScenarioSupport.agents} with `@deadeye/agents`) and handed to the engine, so a rules
 * package never imports the agents.
 */
import type { Stream } from '@deadeye/rng';
import type { DuelRangeCounts, ExactDuelResult } from './duel-outcomes.ts';
import type { CharacterSource, ForeignCharacter } from './foreign.ts';
import type { Scenario } from './scenario/types.ts';
import type { SkirmishAgent } from './agent/skirmish.ts';
import type { WeaponAgent } from './intent.ts';
import type { SkirmishCounts, SkirmishEndState } from './skirmish-outcomes.ts';
import type { OddsSupport } from './odds.ts';
import type { VarySupport } from './vary.ts';
import type { HouseRuleSupport, TablePatch } from './house-rules/types.ts';
import type { TrialRecords } from './sim/trial.ts';
import type { BalanceSupport, NoBalance } from './balance.ts';

/** A seed text a rule system is transcribed from (`../shared/seeds/<file>`). */
export interface RuleSource {
  /** File name under `../shared/seeds/`, e.g. `boot-hill-rulebook.txt`. */
  readonly file: string;
  /** What the file is, e.g. `BOOT HILL rulebook`. */
  readonly title: string;
}

/** A selectable variant of a rule system (`--variant`). */
export interface RuleVariant {
  /** The word given to `--variant`, e.g. `rulebook`; `+`-joined switches are listed separately. */
  readonly name: string;
  /** What it changes, with its source or ruling. */
  readonly description: string;
  /** `reading`: one of a set (exactly one applies); `switch`: added with `+` (e.g. `+misfires`). */
  readonly kind: 'reading' | 'switch';
}

/** How a system's turn is built, as data (documentation, `deadeye systems`, reports). */
export interface TurnStructure {
  /** The system's own name for one turn, e.g. `turn` or `phase`. */
  readonly unit: string;
  /** Game time of one turn in seconds where the system defines it (BOOT HILL: about 10), else null. */
  readonly seconds: number | null;
  /** The parts of a turn in order, in the system's terms. */
  readonly phases: readonly string[];
  /** The unit of distance on the map: `feet` (BOOT HILL's 6-foot squares), `paces`, `inches`. */
  readonly distance: string;
}

/**
 * What the neutral outcome counts mean in a system's own terms, for the reports' tables, charts and
 * their texts (the counts are the same fields in every system; what fills them is the system's).
 */
export interface OutcomeTerms {
  /** Its range bands in its own order (nearest first, a close-combat band last), as its weapon cells name them. */
  readonly bands: readonly string[];
  /** A weapon cell's `wounds`: the column's name and what it counts (a phrase). */
  readonly wounds: { readonly name: string; readonly meaning: string };
  /** A weapon cell's `kills`: the column's name and what it counts (a phrase). */
  readonly kills: { readonly name: string; readonly meaning: string };
  /** What a character's brawl damage is counted in, e.g. `STR points`. */
  readonly brawlDamage: string;
  /**
   * The first-shot count (`firstShot`): what one exchange is (a phrase: `exchanges` counts them),
   * the label of its fastest man still up, and when he is looked at (`fastestStanding`).
   */
  readonly firstShot: { readonly exchange: string; readonly fastest: string; readonly standing: string };
  /** The duel's first fire: what `simultaneousFirst` counts and what a duelist's `firedFirst` counts (phrases). */
  readonly duel: { readonly together: string; readonly first: string };
  /**
   * The word for a duel's range in the system's own distance, one a space (Quick on the Draw:
   * `paces`, Shootout!: `inches`), beside the feet: "3 inches / 18 ft". Absent: `sp` (spaces).
   */
  readonly rangeUnit?: string;
  /**
   * The system's own name for an end state whose neutral name would mislead (e.g. Quick on the
   * Draw's `unconscious`: a man out of the action and alive after the POST ACTION roll), with a
   * short form of at most 12 characters for the terminal's columns and what it means (a phrase).
   * The end state's key in the results JSON stays the neutral one. Absent: the neutral names.
   */
  readonly endStates?: Partial<Readonly<Record<SkirmishEndState, { readonly name: string; readonly short: string; readonly meaning: string }>>>;
  /**
   * End states no trial of the system can produce, by its rules (Shootout!'s `unconscious`: a
   * figure with no HTK left is dead, SR-76): the reports and the terminal leave their always-empty
   * columns and bars out (an audit, 2026-12-07); the results JSON keeps their 0 counts. A property
   * of the rules, never read from a run's counts (a state a run happened not to produce is shown).
   * Absent: every end state can occur.
   */
  readonly absentEndStates?: readonly SkirmishEndState[];
}

/** An engine that plays batches of trials of one compiled scenario or duel matchup. Not thread-safe: one per worker. */
export interface TrialEngine {
  /**
   * Plays `trials` trials drawing only from `stream`, adding their integer counts to `acc` (the
   * layout of the system's accumulator for this scenario or matchup). Allocates nothing per trial.
   */
  runBatch(stream: Stream, trials: number, acc: Float64Array): void;
}

/** A scenario's engine: a {@link TrialEngine} that can also tell each trial's winner. */
export interface ScenarioEngine extends TrialEngine {
  /**
   * As {@link TrialEngine.runBatch}; `records`, when given, gets trial t's outcome at index t
   * (core's `TrialRecords`: the winning side index, or -1 when no side won (all out at once, or
   * undecided at the turn limit); the turns played; each side's casualties).
   * Paired comparisons (`deadeye compare --vary`) read it.
   */
  runBatch(stream: Stream, trials: number, acc: Float64Array, records?: TrialRecords): void;
}

/**
 * What every compiled scenario tells the runner and the CLI, whatever the system. A compiled
 * scenario must be structured-cloneable (it is posted to worker threads) and a pure function of
 * (scenario file, options).
 */
export interface CompiledScenario {
  /** Scenario id (the file's base name): the random stream id, so variants share random numbers. */
  readonly id: string;
  /** Display name. */
  readonly name: string;
  /** Turn limit (the system's turns); a fight still going after it is a draw unless a side holds out. */
  readonly maxTurns: number;
  /** The variant compiled in; `name` is canonical (e.g. `rulebook+misfires`). */
  readonly variant: { readonly name: string };
  /** Sides in scenario order, with their members' character indices. */
  readonly sides: readonly { readonly name: string; readonly members: readonly number[] }[];
  /** Characters in scenario order. */
  readonly characters: readonly { readonly name: string }[];
  /** The map's size in cells and the feet one cell stands for. */
  readonly map: { readonly width: number; readonly height: number; readonly feetPerSpace?: number | undefined };
}

/** The agent each character is played by, as the scenario names it (`agent:`). */
export interface CharacterAgent {
  /** Doctrine name (`gunfighter`, `defender`...). */
  readonly doctrine: string;
  /** Targeting policy name, when the scenario names one. */
  readonly targeting?: string | undefined;
  /** Doctrine parameters, resolved to numbers (a place name to its first cell index). */
  readonly params: Readonly<Record<string, number>>;
}

/** One trial of a scenario run, replayed alone with its log. */
export interface ReplayedScenario {
  /** Global trial index within the run, 0-based. */
  readonly trial: number;
  /** One line per event: positions, moves, every roll. */
  readonly log: readonly string[];
  /** Winning side index, or -1 (draw). */
  readonly winner: number;
  /** Turns played (the system's turns). */
  readonly turns: number;
  /** Each character's fate at the end, in the system's words (`up`, `wounded`, `dead`...). */
  readonly fates: readonly { readonly name: string; readonly fate: string }[];
}

/** Playing a scenario file under a rule system. `S` is the system's compiled scenario. */
export interface ScenarioSupport<S extends CompiledScenario> {
  /**
   * Compiles a loaded scenario for this system: its characters from their stat block for it (or
   * its roster), weapons, doctrines, special rules, map.
   * @param scenario the scenario as loaded (`file`: the path used in error messages)
   * @param options `variant` as typed after `--variant` (undefined: the default), `maxTurns`
   *   override, and `foreign`: for a system with {@link RuleSystem.convertsFrom}, one entry per
   *   scenario character (in character order), each as the first registered system it converts
   *   from describes him ({@link CharacterSource.scenarioCharacter}), undefined where that system
   *   finds nothing of his (no roster name, no stat block); absent for a system that converts from
   *   none, or when none of the systems it names is registered
   * @throws Error `<file>: <field path>: <what is wrong and the fix>` for anything the system cannot play
   */
  compile(
    scenario: Scenario & { readonly file?: string },
    options: {
      readonly variant?: string | undefined;
      readonly maxTurns?: number | undefined;
      readonly foreign?: readonly (ForeignCharacter | undefined)[] | undefined;
      /**
       * House rules' changed cells ({@link HouseRuleSupport}; `resolveHouseRules`): the compile
       * step reads every patchable cell through `patchedCell` and copies the values into the
       * setup (never mutating a table). Absent or `{}`: the tables as printed.
       */
      readonly tables?: TablePatch | undefined;
    },
  ): S;
  /** The agent of each character, in character order. */
  agents(setup: S): readonly CharacterAgent[];
  /**
   * What `deadeye validate` warns of in a compiled scenario without refusing it (Shootout!: a side
   * that breaks the organisation rules), one plain sentence each; absent or empty: nothing.
   */
  warnings?(setup: S): readonly string[];
  /** An engine for `setup`, each character played by `agents[i]`. @throws Error if the agent count is wrong. */
  createEngine(setup: S, agents: readonly SkirmishAgent[]): ScenarioEngine;
  /** A zeroed accumulator for `setup`. */
  createAccumulator(setup: S): Float64Array;
  /** Adds `part` into `total` (same layout), in batch order. @throws Error when the layouts differ. */
  mergeAccumulator(total: Float64Array, part: Float64Array): void;
  /** Reads an accumulator back as the system-neutral counts `stats` summarises (and the system's own sections). */
  counts(setup: S, acc: Float64Array): SkirmishCounts;
  /**
   * Replays trial `trial` (0-based) of the run (seed, setup) alone with a log; its outcome is the
   * one it had in the batch run, on any thread count.
   * @throws RangeError unless `trial` is a whole number >= 0
   */
  replay(setup: S, agents: readonly SkirmishAgent[], seed: string, trial: number): ReplayedScenario;
  /**
   * What one map space of `setup` is in the system's unit of distance ({@link TurnStructure.distance}),
   * as `deadeye replay` states it above its log: e.g. BOOT HILL's `6 ft` (Northfield's `12 ft`),
   * Quick on the Draw's `1 pace` (its ruling of one pace a space), Shootout!'s `1 inch`.
   */
  spaceIs(setup: S): string;
}

/** The duel options as typed on the command line (strings), for {@link DuelSupport.compile}. */
export interface DuelWords {
  /** Duelist A and B: a roster name or a stat line in the system's terms. */
  readonly a: string;
  readonly b: string;
  /** Weapon each holds (the system's codes); undefined: the duelist's first weapon. */
  readonly weaponA?: string | undefined;
  readonly weaponB?: string | undefined;
  /** Range(s) in map spaces: one number or a comma list. */
  readonly range: string;
  /** `--variant`; undefined: the system's default. */
  readonly variant?: string | undefined;
  /** Turn limit, a whole number. */
  readonly maxTurns: string;
  /**
   * Duelist A and B as a system the duel's system converts from describes them
   * ({@link RuleSystem.convertsFrom}; {@link CharacterSource.namedCharacter} of `a` / `b`), set by
   * the registry only for a system that converts from others and only when one of those
   * recognises the words; undefined otherwise (the system reads `a` / `b` in its own terms).
   */
  readonly foreignA?: ForeignCharacter | undefined;
  readonly foreignB?: ForeignCharacter | undefined;
  /**
   * When `a` / `b` is a name (no `=`) that no system converted from recognised: the name of theirs
   * it most likely meant ({@link CharacterSource.closestName}), for the system's "did you mean";
   * set by the registry as `foreignA` is, undefined otherwise.
   */
  readonly nearA?: string | undefined;
  readonly nearB?: string | undefined;
  /** House rules' changed cells, read by the duel's compile as a scenario's ({@link ScenarioSupport.compile}); absent: none. */
  readonly tables?: TablePatch | undefined;
}

/** What every compiled duel matchup tells the runner (structured-cloneable, like a compiled scenario). */
export interface CompiledDuel {
  /** Stream id of the matchup (the runner derives each batch's stream from seed, id and batch). */
  readonly id: string;
  /** Turn limit. */
  readonly maxTurns: number;
  /** Range in map spaces. */
  readonly range: number;
  /** Canonical variant name. */
  readonly variant: string;
  /** The two duelists' display names. */
  readonly a: { readonly name: string };
  readonly b: { readonly name: string };
}

/** One replayed duel trial: a header describing the matchup, then the log. */
export interface ReplayedDuel {
  /** Trial index within the run, 0-based. */
  readonly trial: number;
  /** Lines describing the duelists and the range, printed before the log. */
  readonly header: readonly string[];
  readonly log: readonly string[];
}

/** A rule system's standing duel: a small matchup at fixed ranges, with an optional exact solver. */
export interface DuelSupport<M extends CompiledDuel> {
  /** Default turn limit of a duel. */
  readonly defaultMaxTurns: number;
  /** Default `--range` (the system's units), when the system's duel has a standing distance (Quick on the Draw's SHOOTOUTS: 15 paces); absent: `--range` is required. */
  readonly defaultRange?: string | undefined;
  /** The variants `--variant` takes for a duel (a subset of the system's). */
  readonly variants: readonly string[];
  /**
   * One matchup per range from the command-line words.
   * @throws Error naming the option (`--a`, `--range 40`...) and the fix
   */
  compile(words: DuelWords): M[];
  /**
   * The duelists' scenario agents, when the system plays its duel with its scenario engine
   * (Quick on the Draw): the registry builds them like a scenario's and hands them to
   * {@link DuelSupport.createEngine} and {@link DuelSupport.replay} as `scenarioAgents`.
   */
  agents?(matchup: M): readonly CharacterAgent[];
  /** An engine for `matchup` with the two duelists' agents (and their scenario agents when {@link DuelSupport.agents} is defined). */
  createEngine(matchup: M, agents: readonly [WeaponAgent, WeaponAgent], scenarioAgents?: readonly SkirmishAgent[]): TrialEngine;
  createAccumulator(matchup: M): Float64Array;
  mergeAccumulator(total: Float64Array, part: Float64Array): void;
  counts(matchup: M, acc: Float64Array): DuelRangeCounts;
  /** The exact outcome probabilities, when the system can solve its duel (absent: it cannot). */
  exact?(matchup: M, agents: readonly [WeaponAgent, WeaponAgent]): ExactDuelResult;
  /** Replays one trial alone with a log. @throws RangeError unless `trial` is a whole number >= 0 */
  replay(matchup: M, agents: readonly [WeaponAgent, WeaponAgent], seed: string, trial: number, scenarioAgents?: readonly SkirmishAgent[]): ReplayedDuel;
}

/** A rule system's bundled characters (`deadeye roster`). */
export interface RosterSupport {
  /** Group names, in order. */
  readonly groups: readonly string[];
  /**
   * The roster as text (a table per group) or JSON.
   * @throws Error `--group: unknown group ...` naming the groups, for an unknown group
   */
  format(options: { readonly group?: string | undefined; readonly json?: boolean | undefined }): string;
}

/**
 * What the command's help says of a rule system, in a module of its own that imports no engine and
 * no table (each rules package's `system/about.ts`, exported as `@deadeye/<package>/about`), so
 * that `deadeye --help` and the building of every command's options read it without loading the
 * rule systems (issue #17 section 2). The system's {@link RuleSystem} takes its id, name and duel
 * turn limit from it.
 */
export interface RuleSystemAbout {
  /** {@link RuleSystem.id}. */
  readonly id: string;
  /** {@link RuleSystem.name}. */
  readonly name: string;
  /** {@link DuelSupport.defaultMaxTurns} of its standing duel, turns (its own unit of a turn); absent: no standing duel. */
  readonly duelMaxTurns?: number;
}

/** A rule system: everything Deadeye needs to play, count and describe fights under it. */
export interface RuleSystem<S extends CompiledScenario = CompiledScenario, M extends CompiledDuel = CompiledDuel> {
  /** Registry id and `--system` word, e.g. `boothill`; also the key of its stat blocks in scenarios (`stats: {boothill: ...}`). */
  readonly id: string;
  /** Display name, e.g. `BOOT HILL`. */
  readonly name: string;
  /** Seed texts it is transcribed from. */
  readonly sources: readonly RuleSource[];
  /** Its variants; the default is {@link RuleSystem.defaultVariant}. */
  readonly variants: readonly RuleVariant[];
  readonly defaultVariant: string;
  /** Its turn, as data. */
  readonly turn: TurnStructure;
  /** What its outcome counts mean, in its own words (the reports' labels and texts). */
  readonly terms: OutcomeTerms;
  /** Its rulings file, relative to the repository root (e.g. `packages/boothill/RULINGS.md`). */
  readonly rulings: string;
  readonly scenarios: ScenarioSupport<S>;
  /** Its standing duel, when it has one. */
  readonly duel?: DuelSupport<M> | undefined;
  /** Its bundled characters, when it has any. */
  readonly roster?: RosterSupport | undefined;
  /** Its single-shot odds (`deadeye odds`), over its duel's matchups; needs {@link RuleSystem.duel}. */
  readonly odds?: OddsSupport<M> | undefined;
  /** One step of speed, accuracy and toughness in its terms (`deadeye compare --vary`). */
  readonly vary?: VarySupport<S> | undefined;
  /**
   * How it describes the characters written in its terms (its roster names, its stat block, its
   * inline stat lines) to a system that converts them; absent when no other system converts its
   * characters.
   */
  readonly characters?: CharacterSource | undefined;
  /**
   * Ids of the systems whose characters it can convert, in preference order (e.g. `['boothill']`):
   * the registry describes each scenario character by the first of them that is registered and
   * has {@link RuleSystem.characters}, and passes the descriptions to
   * {@link ScenarioSupport.compile} (`foreign`) and to the duel ({@link DuelWords.foreignA}).
   * Absent: it plays only characters written in its own terms.
   */
  readonly convertsFrom?: readonly string[] | undefined;
  /**
   * The tables house rules may change (`--house-rule FILE`), cell by cell; absent: none (a house
   * rule may still set its variant switches).
   */
  readonly houseRules?: HouseRuleSupport | undefined;
  /**
   * Its round robin at equal cost (`deadeye balance`: its entrants, their cost, the side each
   * fields in the standard encounter), or why it has no notion of cost (`kind: 'none'`); absent:
   * not said yet.
   */
  readonly balance?: BalanceSupport | NoBalance | undefined;
}

/**
 * Defines a rule system: checks the definition once and returns it frozen (boardgame.io's
 * `ProcessGameConfig`, STYLE.md).
 * @throws Error when the id is not a lower-case word, the default variant is not one of the
 *   variants' readings, no seed source is named, or `convertsFrom` names the system itself
 */
export function defineRuleSystem<S extends CompiledScenario, M extends CompiledDuel>(system: RuleSystem<S, M>): RuleSystem<S, M> {
  if (!/^[a-z][a-z0-9]*$/.test(system.id)) throw new Error(`defineRuleSystem: id "${system.id}" must be a lower-case word (it is the --system word and the stat block key)`);
  if (system.sources.length === 0) throw new Error(`defineRuleSystem ${system.id}: name at least one seed source`);
  if (system.convertsFrom?.includes(system.id) === true) throw new Error(`defineRuleSystem ${system.id}: convertsFrom names the system itself; list the other systems whose characters it converts`);
  if (!system.variants.some((v) => v.kind === 'reading' && v.name === system.defaultVariant)) {
    throw new Error(`defineRuleSystem ${system.id}: default variant "${system.defaultVariant}" is not one of its readings`);
  }
  return Object.freeze(system);
}
