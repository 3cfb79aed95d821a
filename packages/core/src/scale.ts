/**
 * Feet per space (one square of the town map, or one inch on the tabletop).
 * Source: boot-hill-rulebook.txt, TIME & GAME SCALE ("each square on the grid represents about six feet").
 */
export const FEET_PER_SPACE = 6;
