/**
 * A `loading="lazy"` board with `move-list` keeps its size when the list's part arrives: the room
 * for the list is kept from the first drawing (first-load CSS), a column beside the board on a
 * desktop, a height under it on a phone. Its own page: a part the page has fetched is taken at once
 * by every board, so here the list's part is fetched only when these boards come near.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { board, shadow, until, type RoyalUrElement } from './helpers.js';

before(() => setViewport({ width: 1280, height: 800 }));
after(() => setViewport({ width: 800, height: 600 }));

/** A lazy board with the move list, `width` px wide (or the page's), far below the fold. */
async function lazyBoard(page: HTMLElement, width?: number): Promise<RoyalUrElement> {
  const box = document.createElement('div');
  if (width) box.style.width = `${width}px`;
  page.append(box);
  return board({ loading: 'lazy', 'move-list': true, seed: '7', 'animation-duration': '0' }, box);
}

it('a lazy board’s board keeps its size when the move list’s part arrives, on a desktop and on a phone-wide element', async () => {
  const page = document.createElement('div');
  const spacer = document.createElement('div');
  spacer.style.height = `${5 * innerHeight}px`;
  page.append(spacer);
  document.body.append(page);
  // Horizontal across the 1280 px page; vertical in 560 px, where the screen's height bounds the board.
  const wide = await lazyBoard(page);
  const narrow = await lazyBoard(page, 560);
  await until(() => wide.matches(':state(horizontal)') && narrow.matches(':state(vertical)'));
  // A while after the browser's first look at where they are: far away, nothing fetched.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const boardBox = (el: RoyalUrElement) => shadow(el).querySelector('[part="board"]')!.getBoundingClientRect();
  const list = (el: RoyalUrElement) => shadow(el).querySelector('[part="move-list"]');
  expect(list(wide), 'not fetched while far').to.equal(null);
  const before = [boardBox(wide), boardBox(narrow)];
  // Beside the board on a desktop, the list's column is there already.
  expect(before[0].width, 'room for the list beside the board').to.be.below(
    wide.getBoundingClientRect().width - 9 * 16,
  );

  wide.scrollIntoView();
  await until(() => list(wide) !== null && list(narrow) !== null);
  await Promise.all([wide.updateComplete, narrow.updateComplete]);
  for (const [i, el] of [wide, narrow].entries()) {
    const after = boardBox(el);
    const which = i === 0 ? 'desktop' : 'phone-wide';
    expect(after.width, `${which}: the board's width`).to.be.closeTo(before[i].width, 0.5);
    expect(after.height, `${which}: the board's height`).to.be.closeTo(before[i].height, 0.5);
  }
  // The list in the room kept for it: beside the board, or under it.
  expect(list(wide)!.getBoundingClientRect().left).to.be.at.least(boardBox(wide).right);
  expect(list(narrow)!.getBoundingClientRect().top).to.be.at.least(boardBox(narrow).bottom);
  page.remove();
});
