/**
 * The streak of best answers, remembered on the device (localStorage). Storage may be blocked
 * (private windows, sandboxed frames, a full quota): the streak then lives as long as the page.
 */

/** Best answers in a row, and the puzzle answered last (a second try of it does not count again). */
export interface Streak {
  count: number;
  last: string | null;
}

const KEY = 'royal-ur-puzzle-streak';
/** The streak while storage is blocked. */
let kept: Streak = { count: 0, last: null };

/** The remembered streak; a missing, blocked or corrupt entry reads as none. */
export function loadStreak(): Streak {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (
      stored &&
      typeof stored === 'object' &&
      Number.isInteger((stored as Streak).count) &&
      (stored as Streak).count >= 0 &&
      typeof (stored as Streak).last === 'string'
    )
      kept = { count: (stored as Streak).count, last: (stored as Streak).last };
  } catch {
    // Blocked or corrupt: the page's own.
  }
  return kept;
}

/** The streak after an answer to puzzle `id` (best or not), remembered. */
export function saveStreak(streak: Streak, id: string, best: boolean): Streak {
  if (streak.last === id) return streak;
  kept = { count: best ? streak.count + 1 : 0, last: id };
  try {
    localStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Blocked or full: kept for this page only.
  }
  return kept;
}
