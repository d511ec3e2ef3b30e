/**
 * Helpers for play functions: plain DOM plus chai, so the same play functions run in Storybook
 * and under web-test-runner (test/stories/stories.test.ts).
 */
import type { UrEventDetails, UrEventName } from '../../src/element/events.js';

export type RoyalUr = HTMLElementTagNameMap['royal-ur'];

/** The board in `canvas` (the n-th one), once it has rendered. */
export async function boardIn(canvas: HTMLElement, index = 0): Promise<RoyalUr> {
  const board = canvas.querySelectorAll('royal-ur')[index] as RoyalUr | undefined;
  if (!board) throw new Error(`no <royal-ur> #${index} in the story`);
  await customElements.whenDefined('royal-ur');
  customElements.upgrade(board);
  await board.updateComplete;
  return board;
}

/** The next `name` event from `target` (rejects after `ms`). */
export function nextEvent<K extends UrEventName>(
  target: EventTarget,
  name: K,
  ms = 10_000,
): Promise<UrEventDetails[K]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      target.removeEventListener(name, listener);
      reject(new Error(`no ${name} event within ${ms} ms`));
    }, ms);
    const listener = (event: Event) => {
      clearTimeout(timer);
      target.removeEventListener(name, listener);
      resolve((event as CustomEvent<UrEventDetails[K]>).detail);
    };
    target.addEventListener(name, listener);
  });
}

/** An element of the board's shadow DOM by its `part` name. */
export function partOf(board: RoyalUr, part: string): HTMLElement {
  const found = board.shadowRoot?.querySelector<HTMLElement>(`[part~="${part}"]`);
  if (!found) throw new Error(`<royal-ur> has no part "${part}"`);
  return found;
}

/** Waits until `check()` is truthy (rejects after `ms`). */
export async function until(check: () => unknown, what: string, ms = 10_000): Promise<void> {
  const start = performance.now();
  while (!check()) {
    if (performance.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Clicks a legal move's highlighted destination on the board, as a person would, once it is drawn
 * (the moves on offer are a part fetched with the first throw). An only move may play itself first
 * (`play-forced`): then there is nothing to click.
 */
export async function clickMove(board: RoyalUr, move: { from: string; to: string; notation: string }): Promise<void> {
  const selector = `.option[data-from="${move.from}"] .dest[data-to="${move.to}"]`;
  const played = () => board.record.actions.at(-1) === move.notation;
  await until(
    () => board.shadowRoot?.querySelector(selector) || played(),
    `a highlighted destination ${move.to} for the piece on ${move.from}`,
  );
  if (!played())
    board
      .shadowRoot!.querySelector(selector)!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
}
