/**
 * The cells of Quick on the Draw's own section of the accumulator (accumulator.ts `qdLayout`'s
 * `quickdraw` section, whose start is `QdWorld.qAt`; the SHOOTOUTS duel's `duel` section): what
 * each count is, and where. The engine's modules add to them with world.ts `count`; accumulator.ts
 * reads them back into the results JSON and report (cards lost, courage tests, the pack, Cut!...).
 * Each cell a count summed over trials. Split out of world.ts on 2026-12-06 (the same numbers).
 */

/** What the QotD-only accumulator section counts, cell by cell (accumulator.ts reads them back). */
export const Q_LETHAL_HITS = 0;
export const Q_BLUNT_HITS = 1;
export const Q_COURAGE_TESTS = 2;
/** Courage outcomes by band, 4 cells: 1, 2-4, 5-9, 10. */
export const Q_COURAGE_BAND = 3;
export const Q_RED_JOKERS = 7;
export const Q_BLACK_JOKERS = 8;
export const Q_CUTS = 9;
export const Q_CUT_SAVED = 10;
export const Q_FORCED_RELOADS = 11;
export const Q_MISFIRES = 12;
export const Q_JAMS = 13;
export const Q_RELOAD_TESTS = 14;
export const Q_HOLDS = 15;
export const Q_RESPONSES = 16;
export const Q_CAME_ROUND = 17;
export const Q_GRAZES = 18;
export const Q_NEAR_MISSES = 19;
export const Q_BULLS_EYES = 20;
export const Q_DEADLY_RIPOSTES = 21;
export const Q_FLED = 22;
export const Q_LUCKY = 23;
export const Q_PHASES = 24;
/** Locating tests rolled, and those that located the enemy (5+, or Sixth Sense): locating.ts. */
export const Q_LOCATE_TESTS = 38;
export const Q_LOCATED = 39;
/** First aid tests rolled by healers, and cards they restored: healing.ts. */
export const Q_HEALS = 40;
export const Q_HEAL_CARDS = 41;
/** Task rolls (linear obstacles crossed...), and those failed (1-4): tasks.ts. */
export const Q_TASKS = 42;
export const Q_TASKS_FAILED = 43;
/** Beasts (REEL 7) and poison (REEL 6): beasts activated (their card into the pack), beasts' reaction tests, beasts fled, beasts slain, poison tests, poison tests failed. */
export const Q_BEASTS_ACTIVATED = 32;
export const Q_BEAST_REACTIONS = 33;
export const Q_BEASTS_FLED = 34;
export const Q_BEASTS_SLAIN = 35;
export const Q_POISON_TESTS = 36;
export const Q_POISON_FAILED = 37;
/** Move tests on a terrain row of the movement chart (forest, snow or sand, swamp, ruins: terrain.ts). */
export const Q_TERRAIN_TESTS = 44;
/** Falls: a 1 on the move test in bad going, in deep snow or sand, in ruins (terrain.ts). */
export const Q_FALLS = 45;
/** Random movements of the terrain rows (disorientated, slipping, loose footing). */
export const Q_RANDOM_MOVES = 46;
/** Weapons fouled by snow, sand or water (a fall in snow or sand, a swamp's deep pool). */
export const Q_FOULED = 47;
/** Entanglements: a net, lasso, bolas or whip, or a restraint, that caught someone (entangle.ts). */
export const Q_ENTANGLED = 48;
/** Escapes from entanglement. */
export const Q_ESCAPES = 49;
/** Mounts (REEL 6, HITS ON MOUNTS): hits rolled on the chart for a mount, mounts collapsed, control tests taken and failed (lost control), riders thrown. */
export const Q_MOUNT_HITS = 25;
export const Q_MOUNTS_COLLAPSED = 26;
export const Q_CONTROL_TESTS = 27;
export const Q_LOST_CONTROL = 28;
export const Q_RIDERS_THROWN = 29;
/** Vehicles (REEL 6, HITS ON VEHICLES): hits rolled on the vehicle damage table, vehicles destroyed. */
export const Q_VEHICLE_HITS = 30;
export const Q_VEHICLES_DESTROYED = 31;
/** Close combat's forms of attack and defences played (REEL 5, FORMS OF ATTACK): Mighty Blows, All Out Attacks, evades that succeeded. */
export const Q_MIGHTY_BLOWS = 50;
export const Q_ALL_OUT_ATTACKS = 51;
export const Q_EVADES = 52;
/**
 * Riding down and carried past (REEL 5, FIGHTING FROM A MOUNT OR MOVING VEHICLE; RULINGS.md QR-157,
 * QR-158): run-downs that reached the man (ride-down.ts), of them evaded (the man's 5+), collisions
 * (the hit rolled), riders or drivers carried on past, stops tried by decelerating unsafely.
 */
export const Q_RIDE_DOWNS = 53;
export const Q_RIDE_DOWNS_EVADED = 54;
export const Q_COLLISIONS = 55;
export const Q_CARRIED_PAST = 56;
export const Q_STOPS_TRIED = 57;
/**
 * Persuasion (REEL 2, PERSONALITY; RULINGS.md QR-159, QR-160): charms and influences tried (the
 * chart rolled), succeeded (5+), repelled (1); swayed men who shook it off at a card's test.
 */
export const Q_PERSUASIONS = 58;
export const Q_PERSUADED = 59;
export const Q_REPELLED = 60;
export const Q_SHAKEN_OFF = 61;
/** Shots fired from the wrong hand (a two-gun man's other gun: RULINGS.md QR-156). */
export const Q_WRONG_HAND_SHOTS = 62;
/** Persuaded men turned to fight for the persuader's side (a charm's 10, an influence's 5-10: RULINGS.md QR-159, QR-160). */
export const Q_TURNED = 63;
/**
 * Hits rolled on the EFFECTS OF HIT TABLE by effect (effects.ts `resolveHit`), besides
 * {@link Q_GRAZES} and {@link Q_NEAR_MISSES}: a "Courage Test" (no card taken), and a hit that
 * took cards ("Hit", "Wounded", "Badly Wounded"...: one a hit, however many cards; the cards
 * themselves are {@link Q_LETHAL_HITS} and {@link Q_BLUNT_HITS}). The four add up to the hits on
 * the table. Added 2026-12-07 (a report audit: the report's rows left the Courage Tests out).
 */
export const Q_COURAGE_EFFECTS = 64;
export const Q_CARD_HITS = 65;
/** Per character after the global cells: lethal cards lost, blunt cards lost (sums over trials). */
export const Q_GLOBAL = 66;
export const Q_PER_CHARACTER = 2;
/** The duel's cells (SHOOTOUTS): a shot first, b shot first, simultaneous, a first and won, b first and won, both down. */
export const Q_DUEL = 6;
