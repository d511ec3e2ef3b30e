import { expect, fixture, html } from '@open-wc/testing';
import { render } from 'lit';
import { createGame, TILE_POINTS, type Move, type VariantName } from '../../src/engine/index.js';
import { renderBoard, type BoardHandlers, type BoardView } from '../../src/element/board/board.js';
import { renderTileIcon } from '../../src/element/help/help.js';
import { translation } from '../../src/element/i18n/lang.js';
import { boardStyles } from '../../src/element/styles.js';
import * as tileArt from '../../src/element/board/tile-art.js';
import * as moveLayer from '../../src/element/board/move-layer.js';

/** A game of `variant` at position `start`. */
const gameAt = (variant: VariantName, start?: string) => createGame({ variant, seed: 7, start });

/** Moves played through the handler, in notation, in order. */
type Call = string;

/** Renders the board into a shadow root styled like the element's; returns the root and handler calls. */
async function mount(overrides: Partial<BoardView> & { variant?: VariantName; start?: string } = {}) {
  const { variant = 'finkel', start, ...rest } = overrides;
  const game = gameAt(variant, start);
  const view: BoardView = {
    layout: game.layout,
    position: game.position(),
    moves: game.phase === 'move' || game.phase === 'eyes' ? game.legalMoves() : [],
    flipped: false,
    vertical: false,
    lastMove: null,
    animationMs: 0,
    strings: translation('en'),
    // As the element does on a board with more than rosettes (bell): the other kinds' drawings.
    tileArt,
    // As the element does once play has begun: the last turn's marks and the moves to choose.
    moveLayer,
    ...rest,
  };
  const calls: Call[] = [];
  const handlers: BoardHandlers = { play: (move) => calls.push(move.notation) };
  const host = await fixture<HTMLDivElement>(html`<div style="width: 800px"></div>`);
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [boardStyles.styleSheet!, tileArt.styles.styleSheet!, moveLayer.styles.styleSheet!];
  const draw = (next: Partial<BoardView> = {}) => {
    Object.assign(view, next);
    render(renderBoard(view, handlers), root);
  };
  draw();
  return { host, root, svg: root.querySelector('svg')!, calls, view, draw, game };
}

const tileNames = (root: ShadowRoot) =>
  [...root.querySelectorAll<SVGElement>('[data-tile]')].map((tile) => tile.dataset.tile);
const tileY = (root: ShadowRoot, tile: string) =>
  root.querySelector<SVGGraphicsElement>(`[data-tile="${tile}"]`)!.getBoundingClientRect().y;

describe('renderBoard', () => {
  it('draws the 20 classic squares with the gap in rows A and C at columns 5-6', async () => {
    const { root } = await mount();
    const names = tileNames(root);
    expect(names).to.have.length(20);
    expect(root.querySelectorAll('[part="tile"]')).to.have.length(20);
    for (const missing of ['A5', 'A6', 'C5', 'C6']) expect(names).not.to.include(missing);
    expect(names).to.include.members(['A1', 'A4', 'A7', 'A8', 'B1', 'B8', 'C1', 'C8']);
  });

  it("draws Aseb's board with a 12-tile middle row", async () => {
    const { root, svg } = await mount({ variant: 'aseb' });
    const names = tileNames(root);
    expect(names.filter((name) => name!.startsWith('B'))).to.have.length(12);
    expect(names.filter((name) => !name!.startsWith('B'))).to.have.members([
      'A1',
      'A2',
      'A3',
      'A4',
      'C1',
      'C2',
      'C3',
      'C4',
    ]);
    expect(svg.getAttribute('viewBox')).to.equal('0 0 1228 328');
    expect([...root.querySelectorAll('.rosette')].map((tile) => (tile as SVGElement).dataset.tile)).to.have.members([
      'A1',
      'C1',
      'B4',
      'B8',
      'B12',
    ]);
  });

  it("puts light's row at the bottom, and dark's when flipped", async () => {
    const { root, draw } = await mount();
    expect(tileY(root, 'A1')).to.be.greaterThan(tileY(root, 'B1'));
    expect(tileY(root, 'B1')).to.be.greaterThan(tileY(root, 'C1'));
    draw({ flipped: true });
    expect(tileY(root, 'C1')).to.be.greaterThan(tileY(root, 'B1'));
    expect(tileY(root, 'B1')).to.be.greaterThan(tileY(root, 'A1'));
  });

  it('draws rosettes only in race variants, with no score dots', async () => {
    const { root } = await mount();
    expect(
      [...root.querySelectorAll('.tile.rosette')].map((tile) => (tile as SVGElement).dataset.tile),
    ).to.have.members(['A1', 'C1', 'B4', 'A7', 'C7']);
    expect(root.querySelectorAll('.tile.plain')).to.have.length(15);
    expect(root.querySelectorAll('.score circle')).to.have.length(0);
  });

  it("draws bell's tile kinds, each tile with as many dots as a piece left there scores", async () => {
    const { root, game } = await mount({ variant: 'bell' });
    for (const [tile, kind] of Object.entries(game.rules.tileKinds)) {
      const drawn = root.querySelector(`[data-tile="${tile}"]`)!;
      expect(drawn.classList.contains(kind), `${tile} is ${kind}`).to.equal(true);
      // The start squares carry the eyes pattern but score 10 a piece (docs/rules.md §4.5).
      const points = tile === 'A4' || tile === 'C4' ? game.rules.scoring!.startSquare : TILE_POINTS[kind];
      expect(drawn.querySelectorAll('.score circle'), `${tile} dots`).to.have.length(points);
    }
    expect(root.querySelectorAll('[data-tile="A4"] .score circle')).to.have.length(10);
    for (const kind of ['rosette', 'double', 'eyes', 'five-dots', 'zigzag', 'gate']) {
      expect(root.querySelector(`.tile.${kind} g`)!.children.length, kind).to.be.greaterThan(0);
    }
  });

  it('draws pieces in both colours, stacks with a count, and reserve and home trays with counts', async () => {
    const { root } = await mount({ variant: 'bell', start: 'r2 h1 A4 A4 B1 B3 / r3 h0 B5 C2 C2 C2 / light move 4' });
    const piece = (place: string) => root.querySelector<SVGElement>(`.piece[data-place="${place}"]`)!;
    expect(piece('A4').getAttribute('part')).to.equal('piece light');
    expect(piece('A4').dataset.count).to.equal('2');
    expect(piece('A4').querySelector('.badge')!.textContent).to.equal('2');
    expect(piece('C2').getAttribute('part')).to.equal('piece dark');
    expect(piece('C2').querySelector('.badge')!.textContent).to.equal('3');
    expect(piece('B1').querySelector('.badge')).to.equal(null);
    expect(piece('light:reserve').querySelector('.badge')!.textContent).to.equal('2');
    expect(piece('light:home').querySelector('.badge')!.textContent).to.equal('1');
    expect(piece('dark:reserve').querySelector('.badge')!.textContent).to.equal('3');
    expect(piece('dark:home')).to.equal(null);
    expect(root.querySelectorAll('[part="reserve"]')).to.have.length(2);
    expect(root.querySelectorAll('[part="home"]')).to.have.length(2);
    expect(root.querySelector('.tray.home.dark')!.getAttribute('aria-label')).to.equal('Dark home: empty');
    expect(root.querySelector('.tray.reserve.light')!.getAttribute('aria-label')).to.equal(
      'Light reserve: 2 light pieces',
    );
    expect(root.querySelector('[data-tile="C2"]')!.getAttribute('aria-label')).to.equal('C2 (eyes): 3 dark pieces');
  });

  it('marks each piece that can move with its destination in its accessible name', async () => {
    const { root } = await mount({ start: 'r3 h1 A4 A2 B5 / r4 h0 B6 C3 B7 / light move 2' });
    const sources = [...root.querySelectorAll<SVGElement>('.src')];
    expect(sources.map((src) => src.closest<SVGElement>('.option')!.dataset.from)).to.have.members([
      'reserve',
      'A2',
      'B5',
    ]);
    const label = (from: string) => root.querySelector(`.option[data-from="${from}"] .src`)!.getAttribute('aria-label');
    expect(label('A2')).to.equal('Light piece on A2, can move to B1');
    expect(label('B5')).to.equal('Light piece on B5, can move to B7, capturing');
    expect(label('reserve')).to.equal('Light piece in the reserve, can move to A3');
    expect(root.querySelectorAll('.option .dest')).to.have.length(3);
    // The pieces are plain buttons, not toggles.
    expect(root.querySelector('.src')!.hasAttribute('aria-pressed')).to.equal(false);
  });

  it("shows a focused piece's destination, a capture marked differently", async () => {
    const { root } = await mount({ start: 'r3 h1 A4 A2 B5 / r4 h0 B6 C3 B7 / light move 2' });
    const dest = (from: string) => root.querySelector<SVGElement>(`.option[data-from="${from}"] .dest`)!;
    const opacity = (element: Element) => Number(getComputedStyle(element).opacity);
    expect(opacity(dest('B5'))).to.be.within(0.2, 0.6);
    root.querySelector<SVGElement>('.option[data-from="B5"] .src')!.focus();
    for (const transition of root.getAnimations()) if (transition instanceof CSSTransition) transition.finish();
    expect(opacity(dest('B5'))).to.equal(1);
    expect(opacity(dest('A2'))).to.be.below(1);
    expect(dest('B5').classList.contains('capture')).to.equal(true);
    expect(dest('A2').classList.contains('capture')).to.equal(false);
    expect(dest('B5').getAttribute('aria-label')).to.equal('Move the piece on B5 to B7, capturing');
  });

  it('plays the move of a clicked piece or of a clicked destination', async () => {
    const { root, calls } = await mount({ start: 'r3 h1 A4 A2 B5 / r4 h0 B6 C3 B7 / light move 2' });
    root.querySelector<SVGElement>('.option[data-from="A2"] .src')!.dispatchEvent(new MouseEvent('click'));
    root.querySelector<SVGElement>('.option[data-from="B5"] .dest')!.dispatchEvent(new MouseEvent('click'));
    root.querySelector<SVGElement>('.option[data-from="reserve"] .src')!.dispatchEvent(new MouseEvent('click'));
    expect(calls).to.deep.equal(['A2-B1', 'B5xB7', 'R-A3']);
  });

  it('takes a real pointer click on a piece and on a destination', async () => {
    const { root, calls } = await mount({ start: 'r3 h1 A4 A2 B5 / r4 h0 B6 C3 B7 / light move 2' });
    const clickCentre = (element: Element) => {
      const box = element.getBoundingClientRect();
      const target = root.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)!;
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    };
    clickCentre(root.querySelector('[data-tile="A2"]')!);
    clickCentre(root.querySelector('[data-tile="B7"]')!);
    expect(calls).to.deep.equal(['A2-B1', 'B5xB7']);
  });

  it('offers bearing off to the home tray', async () => {
    const { root, calls } = await mount({ start: 'r6 h0 A7 / r7 h0 / light move 1' });
    const dest = root.querySelector<SVGElement>('.option[data-from="A7"] .dest')!;
    expect(dest.dataset.to).to.equal('home');
    expect(dest.getAttribute('aria-label')).to.equal('Move the piece on A7 (rosette) to home');
    dest.dispatchEvent(new MouseEvent('click'));
    expect(calls).to.deep.equal(['A7-H']);
  });

  it('marks a bell move onto a stack of two as bouncing back to the reserve', async () => {
    const { root } = await mount({ variant: 'bell', start: 'r6 h0 B1 / r5 h0 B5 B5 / light move 4' });
    const dest = root.querySelector('.option[data-from="B1"] .dest')!;
    expect(dest.classList.contains('bounce')).to.equal(true);
    expect(dest.classList.contains('capture')).to.equal(false);
    expect(dest.getAttribute('aria-label')).to.equal(
      'Move the piece on B1 (gate) to B5 (five dots) (back to the reserve)',
    );
    expect(root.querySelector('.src')!.getAttribute('aria-label')).to.equal(
      'Light piece on B1 (gate), can move to B5 (five dots) (back to the reserve)',
    );
  });

  it('has no interactive elements when there are no moves', async () => {
    const { root } = await mount({ start: 'r3 h1 A4 A2 B5 / r4 h0 B6 C3 B7 / light throw' });
    expect(root.querySelectorAll('[role="button"]')).to.have.length(0);
    expect(root.querySelectorAll('[tabindex]')).to.have.length(0);
  });

  it('marks the last move: where it came from and where it went', async () => {
    const game = gameAt('finkel', 'r3 h1 A4 A2 B5 / r4 h0 B6 C3 B7 / light move 2');
    const move = game.move('B5-B7').move;
    const { root } = await mount({ start: game.position().notation, lastMove: move });
    const from = root.querySelector<SVGGraphicsElement>('.last-from')!.getBoundingClientRect();
    const to = root.querySelector<SVGGraphicsElement>('.last-to')!.getBoundingClientRect();
    const tile = (name: string) => root.querySelector(`[data-tile="${name}"]`)!.getBoundingClientRect();
    const inside = (inner: DOMRect, outer: DOMRect) =>
      inner.left >= outer.left && inner.right <= outer.right && inner.top >= outer.top && inner.bottom <= outer.bottom;
    expect(inside(from, tile('B5'))).to.equal(true);
    expect(inside(to, tile('B7'))).to.equal(true);
  });

  it("marks a suggested move it is given (the review's better move) in a group of its own, beside the last move", async () => {
    const game = gameAt('finkel', 'r5 h0 A1 A8 / r6 h0 B2 / light move 2');
    const suggestion = game.legalMoves().find((move) => move.notation === 'R-A3')!;
    const { root, draw } = await mount({ start: 'r5 h0 A1 A8 / r6 h0 B2 / light move 2', suggestion });
    const box = (selector: string) => root.querySelector<SVGGraphicsElement>(selector)!.getBoundingClientRect();
    // A mark's centre on the place it marks.
    const inside = (inner: DOMRect, outer: DOMRect) => {
      const [x, y] = [inner.left + inner.width / 2, inner.top + inner.height / 2];
      return x >= outer.left && x <= outer.right && y >= outer.top && y <= outer.bottom;
    };
    // From light's reserve tray to A3.
    expect(root.querySelectorAll('.suggestion')).to.have.length(1);
    expect(root.querySelectorAll('.last-move')).to.have.length(0);
    expect(inside(box('.suggestion .last-from'), box('.tray.reserve.light'))).to.equal(true);
    expect(inside(box('.suggestion .last-to'), box('[data-tile="A3"]'))).to.equal(true);
    draw({ suggestion: null });
    expect(root.querySelectorAll('.suggestion')).to.have.length(0);
  });

  it('draws the tile art it is handed, and a board handed none draws those tiles plain, both on one page', async () => {
    const drawn = await mount({ variant: 'bell' });
    const plain = await mount({ variant: 'bell', tileArt: undefined });
    const finkel = await mount({ variant: 'finkel' });
    for (const kind of ['double', 'eyes', 'five-dots', 'zigzag', 'gate']) {
      expect(drawn.root.querySelector(`.tile.${kind} .pattern, .tile.${kind} .rings`), kind).to.not.equal(null);
      expect(plain.root.querySelector(`.tile.${kind} .pattern, .tile.${kind} .rings`), kind).to.equal(null);
    }
    expect(drawn.root.querySelectorAll('.score circle').length).to.be.greaterThan(0);
    expect(plain.root.querySelectorAll('.score circle')).to.have.length(0);
    // The rosette is the board's own drawing: on every board.
    for (const { root } of [drawn, plain, finkel])
      expect(root.querySelector('.tile.rosette .petals')).to.not.equal(null);
    expect(finkel.root.querySelectorAll('.score circle')).to.have.length(0);
  });

  it('marks every move of a double move, not only the last', async () => {
    const game = gameAt('finkel', 'r6 h0 A3 / r7 h0 / light move 2');
    const first = game.move('A3-A1').move;
    game.throwDice(2);
    const second = game.move('A1-B2').move;
    const { root } = await mount({ start: game.position().notation, lastMove: second, turnMoves: [first, second] });
    const tile = (name: string) => root.querySelector(`[data-tile="${name}"]`)!.getBoundingClientRect();
    const marked = (selector: string) =>
      [...root.querySelectorAll<SVGGraphicsElement>(selector)].map((mark) => {
        const box = mark.getBoundingClientRect();
        return ['A3', 'A1', 'B2'].find((name) => {
          const t = tile(name);
          return box.left >= t.left && box.right <= t.right && box.top >= t.top && box.bottom <= t.bottom;
        });
      });
    expect(marked('.last-from')).to.deep.equal(['A3', 'A1']);
    expect(marked('.last-to')).to.deep.equal(['A1', 'B2']);
  });

  it('names the squares on its edges as tile names spell them, in both orientations and flipped', async () => {
    for (const vertical of [false, true]) {
      for (const flipped of [false, true]) {
        const { root, svg } = await mount({ coordinates: true, vertical, flipped, variant: 'finkel' });
        const labels = [...root.querySelectorAll<SVGGraphicsElement>('.coordinates text')].map((text) => ({
          name: text.textContent!,
          box: text.getBoundingClientRect(),
        }));
        const board = svg.querySelector('.tiles')!.getBoundingClientRect();
        const below = labels.filter(({ box }) => box.top >= board.bottom);
        const left = labels.filter(({ box }) => box.right <= board.left);
        expect(below.length + left.length, 'every label beside the board').to.equal(labels.length);
        expect(below.length).to.equal(vertical ? 3 : 8);
        expect(left.length).to.equal(vertical ? 8 : 3);
        for (const tile of root.querySelectorAll<SVGGraphicsElement>('[data-tile]')) {
          const name = tile.dataset.tile!;
          const box = tile.getBoundingClientRect();
          const under = below.find(({ box: label }) => label.left >= box.left && label.right <= box.right);
          const beside = left.find(({ box: label }) => label.top >= box.top && label.bottom <= box.bottom);
          const where = `${name}, vertical ${vertical}, flipped ${flipped}`;
          // Horizontal: the column's number under it, the row's letter beside it; turned, the other way round.
          expect(under?.name, where).to.equal(vertical ? name[0] : name.slice(1));
          expect(beside?.name, where).to.equal(vertical ? name.slice(1) : name[0]);
        }
      }
    }
  });

  it('draws no coordinates when asked not to, and keeps its size', async () => {
    const { root, svg } = await mount({ coordinates: false });
    expect(root.querySelector('.coordinates')).to.equal(null);
    expect(svg.getAttribute('viewBox')).to.equal('0 0 828 328');
    const withThem = await mount({ coordinates: true });
    expect(withThem.svg.getAttribute('viewBox')).to.equal('-30 0 858 358');
  });

  it('walks the moved piece along its path once, over animationMs', async () => {
    const game = gameAt('finkel', 'r3 h1 A4 A2 B5 / r4 h0 B6 C3 B7 / light move 2');
    const move: Move = game.move('A2-B1').move;
    const { root, draw } = await mount({ start: game.position().notation, lastMove: move, animationMs: 300 });
    const moved = root.querySelector<SVGElement>('.piece[data-place="B1"]')!;
    expect(moved.dataset.trail!.split(' ')).to.have.length(3); // A2, A1, B1
    const animations = moved.getAnimations();
    expect(animations).to.have.length(1);
    expect(animations[0].effect!.getTiming().duration).to.equal(300);
    // It starts on A2 and ends on B1: the keyframes are valid CSS transforms.
    const centre = (element: Element) => {
      const box = element.getBoundingClientRect();
      return [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
    };
    const disc = moved.querySelector('.disc')!;
    animations[0].pause();
    animations[0].currentTime = 0;
    expect(centre(disc)).to.deep.equal(centre(root.querySelector('[data-tile="A2"] rect')!));
    animations[0].currentTime = 299;
    expect(centre(disc)).to.deep.equal(centre(root.querySelector('[data-tile="B1"] rect')!));
    // A later render with the same last move keeps the element and does not start again.
    animations[0].finish();
    draw({});
    expect(root.querySelector('.piece[data-place="B1"]')).to.equal(moved);
    expect(moved.getAnimations()).to.have.length(0);
    // The next move animates its own piece.
    game.throwDice(4);
    const next = game.move('B6-C7').move;
    draw({ position: game.position(), lastMove: next });
    const arrived = root.querySelector<SVGElement>('.piece[data-place="C7"]')!;
    expect(arrived.getAnimations()).to.have.length(1);
    expect(root.querySelector<SVGElement>('.piece[data-place="B1"]')!.getAnimations()).to.have.length(0);
  });

  it('does not animate with animationMs 0', async () => {
    const game = gameAt('finkel', 'r3 h1 A4 A2 B5 / r4 h0 B6 C3 B7 / light move 2');
    const move = game.move('B5-B7').move;
    const { root } = await mount({ start: game.position().notation, lastMove: move, animationMs: 0 });
    expect(root.querySelector<SVGElement>('.piece[data-place="B7"]')!.getAnimations()).to.have.length(0);
    expect(root.querySelectorAll('.captured')).to.have.length(0);
  });

  it('fades out a captured piece while the capturer arrives', async () => {
    const game = gameAt('finkel', 'r3 h1 A4 A2 B5 / r4 h0 B6 C3 B7 / light move 2');
    const move = game.move('B5-B7').move;
    const { root } = await mount({ start: game.position().notation, lastMove: move, animationMs: 200 });
    const ghost = root.querySelector<SVGElement>('.captured')!;
    expect(ghost.querySelector('.disc.dark')).to.not.equal(null);
    expect(ghost.getAnimations()).to.have.length(1);
    expect(getComputedStyle(ghost).opacity).to.equal('1');
  });

  it('passes an accessibility check, with moves offered and one focused', async () => {
    const { host, root } = await mount({
      variant: 'bell',
      start: 'r2 h1 A4 A4 B1 B3 / r3 h0 B5 C2 C2 C2 / light move 4',
    });
    root.querySelector<SVGElement>('.option[data-from="B1"] .src')!.focus();
    await expect(host).to.be.accessible();
  });
});

describe('renderTileIcon', () => {
  it('draws one tile kind as on the board, with score dots on request', async () => {
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    render(renderTileIcon('eyes', TILE_POINTS.eyes), host);
    const icon = host.querySelector('svg')!;
    expect(icon.getAttribute('viewBox')).to.equal('0 0 100 100');
    expect(icon.getAttribute('aria-hidden')).to.equal('true');
    expect(icon.querySelector('.tile.eyes .pattern')).to.not.equal(null);
    expect(icon.querySelectorAll('.score circle')).to.have.length(TILE_POINTS.eyes);
    render(renderTileIcon('rosette'), host);
    expect(host.querySelector('.petals')).to.not.equal(null);
    expect(host.querySelectorAll('.score circle')).to.have.length(0);
    // More than five dots wrap into rows of five, all inside the tile.
    render(renderTileIcon('eyes', 10), host);
    const dots = [...host.querySelectorAll('.score circle')].map((dot) => dot.getBoundingClientRect());
    const tile = host.querySelector('.tile rect')!.getBoundingClientRect();
    expect(dots).to.have.length(10);
    expect(new Set(dots.map((dot) => Math.round(dot.y))).size).to.equal(2);
    for (const dot of dots)
      expect(
        dot.left >= tile.left && dot.right <= tile.right && dot.top >= tile.top && dot.bottom <= tile.bottom,
      ).to.equal(true);
  });
});
