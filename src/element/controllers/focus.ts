/**
 * Where the keyboard goes after a person's action: it keeps play flowing (the board when a move is
 * awaited, the game-over panel at a game's end, else the throw button). The rules panel takes it and
 * hands it back itself (help/help.ts); a view open in place of the game hands it back to the button
 * that opened it (shell/opened-view.ts).
 */
import type { TurnInfo } from '../../engine/index.js';
import type { LoadedParts } from '../parts.js';
import type { GameController } from '../players/controller.js';

/** The element, as the keyboard's guide sees it. */
export interface FocusHost extends HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly updateComplete: Promise<boolean>;
}

export class KeyboardFocus {
  readonly #host: FocusHost;
  readonly #controller: GameController;
  readonly #parts: LoadedParts;

  constructor(host: FocusHost, controller: GameController, parts: LoadedParts) {
    this.#host = host;
    this.#controller = controller;
    this.#parts = parts;
    host.addEventListener('ur-turn', (event) => {
      // Whoever made the last action, a person playing here keeps the keyboard in the game: at its
      // end (the game-over panel), when handed bell's eyes bonus (the board), and when it was on a
      // piece, which the next drawing may take away (a forced move that played itself).
      if (
        (/over|eyes/.test((event as CustomEvent<TurnInfo>).detail.phase) ||
          host.renderRoot.querySelector('svg :focus')) &&
        host.matches(':focus-within')
      )
        void this.next();
    });
    // A game ended by the room (online) or the host keeps the keyboard too.
    host.addEventListener('ur-game-end', () => host.matches(':focus-within') && void this.next());
  }

  /**
   * Keeps keyboard play flowing after a person's action, at a game's end and when bell's eyes
   * bonus is handed over: focus goes to the board when a move is awaited, to the game-over panel
   * when the game ends, else to the throw button (which stays focusable while it is not this
   * side's turn).
   */
  readonly next = async (): Promise<void> => {
    await this.#host.updateComplete;
    const root = this.#host.renderRoot;
    const controller = this.#controller;
    const target =
      // The game-over panel's most useful button, once the panel is drawn.
      ((controller.game.winner || controller.game.ending) && this.#parts.gameOver?.usefulButton(root)) ||
      (controller.humanMoves.length > 0 && root.querySelector<HTMLElement | SVGElement>('svg [tabindex="0"]')) ||
      root.querySelector<HTMLElement>('[part="throw-button"]');
    target?.focus();
  };
}
