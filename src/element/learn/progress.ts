/**
 * How far the player got in each variant's lessons, remembered on the device (localStorage).
 * Storage may be blocked (private windows, sandboxed frames, a full quota): progress then lives as
 * long as the page.
 */
import type { VariantName } from '../../engine/index.js';

const KEY = 'royal-ur-learn';
/** Lessons done per variant, while storage is blocked (and as read). */
let kept: Partial<Record<VariantName, number>> = {};

/** Lessons of `variant` done so far (a missing, blocked or corrupt entry reads as none). */
export function lessonsDone(variant: VariantName): number {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    if (stored && typeof stored === 'object') kept = stored as typeof kept;
  } catch {
    // Blocked or corrupt: the page's own.
  }
  const done = kept[variant];
  return Number.isInteger(done) && done! > 0 ? done! : 0;
}

/** Remembers that lesson `number` (1-based) of `variant` is done; progress never goes back. */
export function saveLessonDone(variant: VariantName, number: number): void {
  kept = { ...kept, [variant]: Math.max(lessonsDone(variant), number) };
  try {
    localStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Blocked or full: kept for this page only.
  }
}
