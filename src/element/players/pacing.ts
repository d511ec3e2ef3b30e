/**
 * How long each action a side plays by itself stays on screen before the next one is shown: the
 * computer's (./computer.ts) and, online, the remote side's (../online/mirror.ts). Apart from Lit
 * and the computer, so that the connector reads the same floor without loading either.
 */
import { reducedMotion } from '../shared/reduced-motion.js';
import type { Pace } from '../attributes.js';

/** Each computer or remote action waits at least this many times `animation-duration`: time to read what the one before did. */
export const READING_PAUSES = 2.5;

/**
 * The least time each computer or remote action stays on screen before the next (ms):
 * `READING_PAUSES` times `animationMs`; 0 with no animation, or when the page asks for reduced motion.
 */
export function readingFloorMs(animationMs: number, reduced: boolean): number {
  return reduced ? 0 : READING_PAUSES * animationMs;
}

/**
 * The pause before each computer action (ms). normal: `animation-duration`, raised to the reading
 * floor; fast: just the animation; instant: none (a computer game runs to its end at once).
 */
export const actionPauseMs = (animationMs: number, pace: Pace = 'normal'): number =>
  pace === 'instant'
    ? 0
    : pace === 'fast'
      ? animationMs
      : Math.max(animationMs, readingFloorMs(animationMs, reducedMotion()));
