/** What a view that opens in place of the game (the puzzle, the lessons) is handed: apart from the part loader, which fetches those views. */
import type { GameRecord, Rules } from '../engine/index.js';
import type { ByteSource } from '../ai/tables/table-reader.js';
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

/** The review view is open: on a record, or on the URL of one (`review-src`). */
export interface Reviewing {
  record: GameRecord | null;
  src: string | null;
  /** Its graph takes the keyboard once drawn (opened with the Review button). */
  focus: boolean;
  table?: string | ByteSource;
}

/** A view open in place of the game: the puzzle on `daily` or an id, or the lessons. */
export interface Opened {
  part: ViewPart;
  spec: string;
  /** Opened by the person from inside the board (its keyboard goes to the view), not by the page. */
  focus: boolean;
}
