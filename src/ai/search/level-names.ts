/**
 * The levels' names and the slice length: all the page's main bundle needs of the computer
 * players before one thinks (the thinking itself is in the worker file, or loaded on demand).
 */

/** `perfect` reads a solution table (src/ai/search/perfect.ts); without a table, it plays as expert. */
export const LEVELS = ['beginner', 'easy', 'medium', 'hard', 'expert', 'perfect'] as const;
export type Level = (typeof LEVELS)[number];

/** Work per slice of thinking that shares a thread with other work, in milliseconds (a long task starts at 50). */
export const SLICE_MS = 10;
