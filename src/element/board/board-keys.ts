/**
 * Keyboard navigation inside the board: one tab stop (roving tabindex) over the pieces that can
 * move, in path order; Enter or Space makes the focused piece's move.
 */
import { noChange } from 'lit';
import { Directive, directive, type AttributePart } from 'lit/directive.js';

/**
 * `tabindex="${tabStop(first)}"`: the tab stop as drawn, written at every render. The keys below
 * move the tab stop by hand, so a value equal to the last one rendered may no longer be in the
 * DOM, and Lit would skip it (Lit's `live` does this too, at the price of another module).
 */
class TabStop extends Directive {
  render(first: boolean): string {
    return first ? '0' : '-1';
  }

  override update(part: AttributePart, [first]: [boolean]): typeof noChange {
    part.element.setAttribute(part.name, this.render(first));
    return noChange;
  }
}

export const tabStop = directive(TabStop);

/** The pieces that can move, in navigation order. */
function navigable(board: Element): SVGElement[] {
  return [...board.querySelectorAll<SVGElement>('.src')].sort(
    (a, b) => Number(a.dataset.order) - Number(b.dataset.order),
  );
}

const STEPS: Readonly<Record<string, number>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** The board's keydown listener (on the svg). */
export function onBoardKeydown(event: KeyboardEvent) {
  const board = event.currentTarget as Element;
  const current = (event.target as Element).closest<SVGElement>('.src');
  if (!current) return;
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    current.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    return;
  }
  const items = navigable(board);
  if (items.length === 0) return;
  const index = items.indexOf(current);
  let next: number;
  if (event.key in STEPS) next = (index + STEPS[event.key] + items.length) % items.length;
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = items.length - 1;
  else return;
  event.preventDefault();
  focusItem(board, items[next]);
}

/** Moves the board's single tab stop to `item` and focuses it. */
function focusItem(board: Element, item: SVGElement) {
  for (const other of board.querySelectorAll('[tabindex="0"]')) other.setAttribute('tabindex', '-1');
  item.setAttribute('tabindex', '0');
  item.focus();
}
