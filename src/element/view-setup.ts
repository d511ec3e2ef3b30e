/** What a view that opens in place of the game (the puzzle, the lessons) is handed: apart from the part loader, which fetches those views. */
import type { Rules } from '../engine/index.js';
import type { RoyalUrApi } from './api.js';
import type { Lang } from './i18n/types.js';

/** The parts that open in place of the game, each drawn by its `renderView`. */
export type ViewPart = 'puzzle' | 'learn';

/** What `<royal-ur>` hands a view that opens in place of the game. */
export interface ViewSetup {
  /** The puzzle's `daily` or id (the lessons ignore it). */
  spec: string;
  /** The game's rules: the puzzle's variant, the rules the lessons teach. */
  rules: Rules;
  language: Lang;
  names: { light: string; dark: string };
  /**
   * The person opened it from inside the board: the keyboard goes to its board. Opened by the page
   * (`mode`, `puzzle`), it takes no focus: an embed never moves its page before the person acts in it.
   */
  focus: boolean;
  /** Back to the game; null when the page shows the view alone (`mode="learn"`). */
  close: (() => void) | null;
  /** The element: the lessons' "Play a game" sets its players and mode, and starts a game. */
  host: RoyalUrApi;
}
