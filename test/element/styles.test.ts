import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { render } from 'lit';
import { createGame } from '../../src/engine/index.js';
import { renderBoard } from '../../src/element/board/board.js';
import { translation } from '../../src/element/i18n/lang.js';
import { boardStyles } from '../../src/element/styles.js';
import * as moveLayer from '../../src/element/board/move-layer.js';

/** A board in a shadow root, inside a container `width` pixels wide, after a move (for the animation), dark to move. */
async function mount(width: string, animationMs = 300) {
  const game = createGame({ variant: 'finkel', seed: 5, start: 'r6 h0 A2 / r7 h0 / light move 2' });
  const lastMove = game.move('A2-B1').move;
  game.throwDice(2);
  const container = await fixture<HTMLDivElement>(html`<div style="width: ${width}"><div class="host"></div></div>`);
  const host = container.querySelector<HTMLElement>('.host')!;
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [boardStyles.styleSheet!, moveLayer.styles.styleSheet!];
  const view = {
    layout: game.layout,
    position: game.position(),
    moves: game.legalMoves(),
    flipped: false,
    vertical: false,
    lastMove,
    animationMs,
    strings: translation('en'),
    // As the element does once play has begun: the last move's marks and animation, the moves to choose.
    moveLayer,
  };
  render(renderBoard(view, { play() {} }), root);
  return { host, root, svg: root.querySelector('svg')! };
}

const fill = (element: Element) => getComputedStyle(element).fill;

describe('board styles', () => {
  afterEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('has museum defaults and takes colours from --ur-* custom properties set on the host or an ancestor', async () => {
    const { host, root } = await mount('600px');
    const tile = root.querySelector('[part="tile"]')!;
    expect(fill(tile)).to.equal('rgb(241, 228, 198)');
    host.style.setProperty('--ur-tile-color', 'rgb(10, 20, 30)');
    expect(fill(tile)).to.equal('rgb(10, 20, 30)');
    host.parentElement!.style.setProperty('--ur-light-color', 'rgb(250, 200, 0)');
    expect(fill(root.querySelector('.disc.light')!)).to.equal('rgb(250, 200, 0)');
    host.style.setProperty('--ur-rosette-color', 'rgb(0, 0, 255)');
    expect(fill(root.querySelector('.rosette-ground')!)).to.equal('rgb(0, 0, 255)');
  });

  it('exposes tiles, pieces, trays and the board as ::part for the page to style', async () => {
    const { host, root } = await mount('600px');
    host.id = 'styled-board';
    const style = document.createElement('style');
    style.textContent =
      '#styled-board::part(tile) { fill: rgb(1, 2, 3) } #styled-board::part(reserve) { fill: rgb(4, 5, 6) }';
    document.head.append(style);
    try {
      expect(fill(root.querySelector('[part="tile"]')!)).to.equal('rgb(1, 2, 3)');
      expect(fill(root.querySelector('[part="reserve"]')!)).to.equal('rgb(4, 5, 6)');
      expect(root.querySelector('[part="board"]')).to.equal(root.querySelector('svg'));
      expect(root.querySelectorAll('[part~="piece"]').length).to.be.greaterThan(0);
    } finally {
      style.remove();
    }
  });

  for (const width of [320, 360, 1000]) {
    it(`fills a ${width}px container and keeps the board's shape`, async () => {
      const { svg } = await mount(`${width}px`);
      const box = svg.getBoundingClientRect();
      expect(box.width).to.equal(width);
      expect(box.height).to.be.closeTo((width * 328) / 828, 1);
    });
  }

  it('animates the moved piece, but not under prefers-reduced-motion', async () => {
    const normal = await mount('600px');
    expect(normal.root.querySelector<SVGElement>('.piece[data-trail]')!.getAnimations()).to.have.length(1);
    expect(normal.root.getAnimations().some((animation) => animation instanceof CSSAnimation)).to.equal(true);
    await emulateMedia({ reducedMotion: 'reduce' });
    const reduced = await mount('600px');
    expect(reduced.root.querySelector<SVGElement>('.piece[data-trail]')!.getAnimations()).to.have.length(0);
    // The selectable pieces' rings pulse, except under reduced motion.
    expect(reduced.root.getAnimations()).to.have.length(0);
  });
});
