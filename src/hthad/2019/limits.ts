/** The longest Age of Civilization in turns (a bound on every loop and on `year`). */
export const MAX_TURNS = 100;
