/**
 * A `loading="lazy"` board with `move-list` at a desktop's width keeps its size when the list's
 * part arrives: the list's column beside the board is kept from the first drawing (first-load CSS).
 * Its own page: a part the page has fetched is taken at once by every board, so here the list's
 * part is fetched only when this board comes near.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { board, shadow, until } from './helpers.js';

before(() => setViewport({ width: 1280, height: 800 }));
after(() => setViewport({ width: 800, height: 600 }));

it('at 1280 px a lazy board’s board keeps its size when the move list’s part arrives, the list beside it', async () => {
  const page = document.createElement('div');
  const spacer = document.createElement('div');
  spacer.style.height = `${5 * innerHeight}px`;
  page.append(spacer);
  document.body.append(page);
  const el = await board({ loading: 'lazy', 'move-list': true, seed: '7', 'animation-duration': '0' }, page);
  await until(() => el.matches(':state(horizontal)'));
  // A while after the browser's first look at where it is: far away, nothing fetched.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const boardBox = () => shadow(el).querySelector('[part="board"]')!.getBoundingClientRect();
  const list = () => shadow(el).querySelector('[part="move-list"]');
  expect(list(), 'not fetched while far').to.equal(null);
  const before = boardBox();
  // The list's column is there already.
  expect(before.width, 'room for the list beside the board').to.be.below(el.getBoundingClientRect().width - 9 * 16);

  el.scrollIntoView();
  await until(() => list() !== null);
  await el.updateComplete;
  expect(boardBox().width, 'the board’s width').to.be.closeTo(before.width, 0.5);
  expect(boardBox().height, 'the board’s height').to.be.closeTo(before.height, 0.5);
  // The list in the column kept for it, beside the board.
  expect(list()!.getBoundingClientRect().left).to.be.at.least(boardBox().right);
  page.remove();
});
