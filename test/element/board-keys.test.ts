import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { render } from 'lit';
import { createGame } from '../../src/engine/index.js';
import { renderBoard, type BoardView } from '../../src/element/board/board.js';
import { translation } from '../../src/element/i18n/lang.js';
import { boardStyles } from '../../src/element/styles.js';
import * as moveLayer from '../../src/element/board/move-layer.js';

/** A board where light has thrown 2: reserve, A2 and B5 can move (B5 captures on B7). */
async function mount() {
  const game = createGame({ variant: 'finkel', seed: 3, start: 'r3 h1 A4 A2 B5 / r4 h0 B6 C3 B7 / light move 2' });
  const calls: string[] = [];
  const view: BoardView = {
    layout: game.layout,
    position: game.position(),
    moves: game.legalMoves(),
    flipped: false,
    vertical: false,
    lastMove: null,
    animationMs: 0,
    strings: translation('en'),
    // As the element does once play has begun: the moves to choose, by keys.
    moveLayer,
  };
  const host = await fixture<HTMLDivElement>(
    html`<div>
      <button id="before">before</button>
      <div id="board"></div>
      <button id="after">after</button>
    </div>`,
  );
  const root = host.querySelector('#board')!.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [boardStyles.styleSheet!, moveLayer.styles.styleSheet!];
  const draw = () => render(renderBoard(view, { play: (move) => calls.push(move.notation) }), root);
  draw();
  const focused = () => root.activeElement as SVGElement | null;
  return { host, root, calls, focused, draw };
}

const label = (element: Element | null) => element?.getAttribute('aria-label');

describe('board keyboard navigation', () => {
  it('is one tab stop: Tab enters on the first piece that can move and leaves at once', async () => {
    const { host, root, focused } = await mount();
    expect(root.querySelectorAll('[tabindex="0"]')).to.have.length(1);
    host.querySelector<HTMLButtonElement>('#before')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(label(focused())).to.equal('Light piece in the reserve, can move to A3');
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement!.id).to.equal('after');
  });

  it('moves between the pieces that can move in path order with the arrow keys, wrapping around', async () => {
    const { host, focused } = await mount();
    host.querySelector<HTMLButtonElement>('#before')!.focus();
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'ArrowRight' });
    expect(label(focused())).to.equal('Light piece on A2, can move to B1');
    await sendKeys({ press: 'ArrowDown' });
    expect(label(focused())).to.equal('Light piece on B5, can move to B7, capturing');
    await sendKeys({ press: 'ArrowRight' });
    expect(label(focused())).to.contain('in the reserve');
    await sendKeys({ press: 'ArrowLeft' });
    expect(label(focused())).to.contain('on B5');
    await sendKeys({ press: 'Home' });
    expect(label(focused())).to.contain('in the reserve');
    await sendKeys({ press: 'End' });
    expect(label(focused())).to.contain('on B5');
  });

  it('keeps a single tab stop on the piece reached', async () => {
    const { host, root } = await mount();
    host.querySelector<HTMLButtonElement>('#before')!.focus();
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'ArrowRight' });
    const stops = root.querySelectorAll('[tabindex="0"]');
    expect(stops).to.have.length(1);
    expect(label(stops[0])).to.contain('on A2');
  });

  it('puts the tab stop back on the first piece when the board is drawn again', async () => {
    const { host, root, draw } = await mount();
    host.querySelector<HTMLButtonElement>('#before')!.focus();
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'End' });
    // The same moves drawn again: the keys moved the tab stop since the last render.
    draw();
    const stops = root.querySelectorAll('[tabindex="0"]');
    expect(stops).to.have.length(1);
    expect(label(stops[0])).to.contain('in the reserve');
  });

  it("plays the focused piece's move with Enter or Space", async () => {
    const { host, calls } = await mount();
    host.querySelector<HTMLButtonElement>('#before')!.focus();
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'End' });
    await sendKeys({ press: 'Enter' });
    expect(calls).to.deep.equal(['B5xB7']);
    await sendKeys({ press: 'Home' });
    await sendKeys({ press: ' ' });
    expect(calls).to.deep.equal(['B5xB7', 'R-A3']);
  });
});
