/**
 * How the board is laid out: `orientation`, or by the element's own width for `auto`; shown to the
 * page as a CSS state (`:state(vertical)`, `:state(horizontal)`).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { VERTICAL_BELOW_PX, type Orientation } from '../attributes.js';
import { sizeBoards } from '../board/board.js';

/** The element, as its layout sees it. */
export interface LayoutHost extends ReactiveControllerHost, HTMLElement {
  readonly orientation: Orientation;
  readonly renderRoot: HTMLElement | DocumentFragment;
}

export class LayoutController implements ReactiveController {
  readonly #host: LayoutHost;
  /** Shows the layout in use as a CSS state. */
  readonly #internals: ElementInternals;
  /** The element itself is narrower than VERTICAL_BELOW_PX (what `orientation="auto"` goes by). */
  #narrow = false;
  /**
   * Watches the element's own width, for `orientation="auto"`, on a zero-height sizer as wide as the
   * widget: its size never changes with the layout, so switching layout never re-triggers it.
   * Made with the first drawing in a browser, never on a server (royal-ur/ssr), which has none.
   */
  #resize?: ResizeObserver;
  /** The sizer is being watched. */
  #watching = false;

  constructor(host: LayoutHost) {
    this.#host = host;
    this.#internals = host.attachInternals();
    host.addController(this);
  }

  /** The board is laid out top to bottom: asked for, or `auto` on a narrow element. */
  get vertical(): boolean {
    const { orientation } = this.#host;
    return orientation === 'vertical' || (orientation === 'auto' && this.#narrow);
  }

  hostUpdated(): void {
    if (!this.#watching) {
      this.#resize ??= new ResizeObserver(([entry]) => {
        const { width } = entry.contentRect;
        // A hidden element measures 0: keep the layout it had.
        if (width > 0 && this.#narrow !== (this.#narrow = width < VERTICAL_BELOW_PX)) this.#host.requestUpdate();
      });
      this.#resize.observe(this.#host.renderRoot.querySelector('.sizer')!);
      this.#watching = true;
    }
    sizeBoards(this.#host.renderRoot);
    const vertical = this.vertical;
    this.#internals.states.delete(vertical ? 'horizontal' : 'vertical');
    this.#internals.states.add(vertical ? 'vertical' : 'horizontal');
  }

  hostDisconnected(): void {
    this.#resize?.disconnect();
    this.#watching = false;
  }
}
