import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { VARIANTS } from '../../src/engine/index.js';
import type { RoyalUrElement } from '../../src/element/royal-ur.js';
import { board, playOut, playUntilEyes } from './helpers.js';

/** Waits (up to 3 s) until `check` holds: a ResizeObserver reports in a later frame. */
async function until(check: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !check(); waited += 20) {
    if (waited > 3000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const vertical = (el: RoyalUrElement) => el.matches(':state(vertical)');
const horizontal = (el: RoyalUrElement) => el.matches(':state(horizontal)');
const shadow = <E extends Element = Element>(el: RoyalUrElement, selector: string) => [
  ...el.shadowRoot!.querySelectorAll<E>(selector),
];
const rect = (element: Element) => element.getBoundingClientRect();

/** A container of `width` px in the page, emptied after each test. */
function container(width: number): HTMLDivElement {
  const div = document.createElement('div');
  div.style.width = `${width}px`;
  document.body.append(div);
  return div;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('orientation', () => {
  it('auto goes by the element’s own width: vertical in 300 px, horizontal in 1000 px, and follows a resize', async () => {
    await setViewport({ width: 1280, height: 800 });
    const narrow = await board({ seed: '1' }, container(300));
    const wide = await board({ seed: '1' }, container(1000));
    await until(() => vertical(narrow) && horizontal(wide), 'the first measurement');
    expect(shadow(narrow, 'svg.board.vertical')).to.have.length(1);
    expect(shadow(wide, 'svg.board.vertical')).to.have.length(0);
    const board1000 = rect(shadow(wide, 'svg.board')[0]);
    expect(board1000.width).to.be.greaterThan(board1000.height);
    wide.parentElement!.style.width = '300px';
    narrow.parentElement!.style.width = '1000px';
    await until(() => vertical(wide) && horizontal(narrow), 'the resize');
    const board300 = rect(shadow(wide, 'svg.board')[0]);
    expect(board300.height).to.be.greaterThan(board300.width);
    expect(board300.right).to.be.at.most(rect(wide).right + 0.5);
    expect(
      rect(shadow(wide, '[part="controls"]')[0]).left,
      'the controls beside the board, not over it',
    ).to.be.at.least(board300.right);
  });

  it('horizontal and vertical hold whatever the width; a wrong value warns and means auto', async () => {
    await setViewport({ width: 1280, height: 800 });
    const el = await board({ seed: '1', orientation: 'vertical' }, container(1000));
    await until(() => vertical(el), 'vertical');
    el.setAttribute('orientation', 'horizontal');
    el.parentElement!.style.width = '300px';
    await until(() => horizontal(el), 'horizontal');
    const original = console.warn;
    const logged: string[] = [];
    console.warn = (message: string) => logged.push(message);
    try {
      el.setAttribute('orientation', 'sideways');
      await until(() => vertical(el), 'auto in 300 px');
    } finally {
      console.warn = original;
    }
    expect(el.orientation).to.equal('auto');
    expect(logged.join('\n')).to.contain('orientation="sideways" is not valid');
  });
});

describe('a 360×640 phone', () => {
  before(() => setViewport({ width: 360, height: 640 }));
  after(() => setViewport({ width: 800, height: 600 }));

  /** Sizes of everything a thumb must hit, with the page's overflow (the ⋯ menu's buttons once it is open). */
  function targets(el: RoyalUrElement) {
    const tiles = shadow(el, '[data-tile]');
    const options = shadow(el, '.src, .dest');
    const buttons = shadow<HTMLButtonElement>(el, 'button').filter((button) => button.checkVisibility());
    return { tiles, options, buttons };
  }

  /** Opens the ⋯ menu (Rules, Learn, Puzzle, Sound, Pace on a phone): each of its buttons on screen, 44 px tall and wide. */
  async function checkMenu(el: RoyalUrElement): Promise<void> {
    const more = shadow<HTMLButtonElement>(el, '.more-button');
    expect(more, 'the ⋯ menu').to.have.length(1);
    more[0].click();
    await el.updateComplete;
    const inMenu = shadow<HTMLButtonElement>(el, '.more-menu button');
    expect(inMenu.length, 'the menu open').to.be.at.least(3);
    for (const button of inMenu) {
      const box = rect(button);
      const name = button.textContent!.trim();
      expect(button.checkVisibility(), name).to.equal(true);
      expect(
        Math.min(box.width, box.height),
        `${name}: ${box.width.toFixed(1)}×${box.height.toFixed(1)}`,
      ).to.be.at.least(44);
      expect(box.left, `${name} on screen`).to.be.at.least(0);
      expect(box.top, `${name} on screen`).to.be.at.least(0);
      expect(box.right, `${name} on screen`).to.be.at.most(360);
      expect(box.bottom, `${name} on screen`).to.be.at.most(640);
    }
    more[0].click();
    await el.updateComplete;
  }

  for (const variant of VARIANTS) {
    it(`${variant}: fits without scrolling, every square and control at least 44 px`, async () => {
      const el = await board({ variant, seed: '5', 'animation-duration': '0' });
      await until(() => vertical(el), 'vertical');
      // A position with moves on offer (pieces, reserve and destinations are all tap targets).
      for (let i = 0; i < 40 && el.legalMoves.length < 2; i++) {
        if (el.position.phase === 'move') el.move(el.legalMoves[0]);
        else el.throwDice();
      }
      await el.updateComplete;
      expect(el.legalMoves.length, 'moves on offer').to.be.greaterThan(0);
      const { tiles, options, buttons } = targets(el);
      expect(tiles.length, 'both boards have 20 squares').to.equal(20);
      expect(options.length).to.be.greaterThan(1);
      expect(buttons.length).to.be.at.least(4);
      for (const target of [...tiles, ...options, ...buttons]) {
        const { width, height } = rect(target);
        const name =
          target.getAttribute('data-tile') ?? target.getAttribute('aria-label') ?? target.textContent!.trim();
        expect(Math.min(width, height), `${name}: ${width.toFixed(1)}×${height.toFixed(1)}`).to.be.at.least(44);
      }
      const host = rect(el);
      const drawn = rect(shadow(el, 'svg.board')[0]);
      expect(rect(shadow(el, '[part="controls"]')[0]).left, 'the controls beside the board').to.be.at.least(
        drawn.right,
      );
      for (const part of [...buttons, ...shadow(el, 'svg.board, .status, .players, [part="dice"]')]) {
        const box = rect(part);
        expect(box.right, `${part.className} inside the element`).to.be.at.most(host.right + 0.5);
        expect(box.bottom, `${part.className} inside the viewport`).to.be.at.most(640);
      }
      expect(document.documentElement.scrollWidth, 'no sideways scroll').to.be.at.most(360);
      expect(document.documentElement.scrollHeight, 'no scroll').to.be.at.most(640);
      await checkMenu(el);
    });
  }

  for (const variant of ['finkel', 'bell'] as const) {
    it(`${variant}'s lessons: the board top to bottom, every square and piece on offer at least 44 px, no sideways scroll`, async () => {
      const el = await board({ variant, mode: 'learn' });
      const lessons = () => el.shadowRoot!.querySelector('royal-ur-learn')?.shadowRoot ?? null;
      await until(() => lessons()?.querySelector('svg.board.vertical .src') != null, 'the vertical lesson board');
      const inLessons = (selector: string) => [...lessons()!.querySelectorAll(selector)];
      expect(inLessons('[data-tile]').length).to.equal(20);
      for (const target of inLessons('[data-tile], .src, .dest')) {
        const { width, height } = rect(target);
        const name = target.getAttribute('data-tile') ?? target.getAttribute('aria-label');
        expect(Math.min(width, height), `${name}: ${width.toFixed(1)}×${height.toFixed(1)}`).to.be.at.least(44);
      }
      for (const button of inLessons('button')) expect(rect(button).height).to.be.at.least(44);
      expect(document.documentElement.scrollWidth, 'no sideways scroll').to.be.at.most(360);
    });
  }

  it('the fullest side column (bell’s eyes choice, hints, French) still fits', async () => {
    const el = await board({ variant: 'bell', lang: 'fr', hints: true, seed: '3', 'animation-duration': '0' });
    await until(() => vertical(el), 'vertical');
    await playUntilEyes(el);
    await el.settled();
    await el.updateComplete;
    expect(shadow(el, 'button.decline, [part="hint"]')).to.have.length(2);
    const { buttons } = targets(el);
    for (const button of buttons) {
      const { width, height } = rect(button);
      expect(Math.min(width, height), button.textContent!.trim()).to.be.at.least(44);
    }
    expect(rect(el).bottom).to.be.at.most(640);
    expect(document.documentElement.scrollHeight).to.be.at.most(640);
    await checkMenu(el);
  });

  it('flipped mirrors the vertical board: light’s row on the left, on the right when flipped', async () => {
    const el = await board({ seed: '5' });
    await until(() => vertical(el), 'vertical');
    const x = (tile: string) => rect(shadow(el, `[data-tile="${tile}"]`)[0]).x;
    const y = (tile: string) => rect(shadow(el, `[data-tile="${tile}"]`)[0]).y;
    expect(x('A1')).to.be.lessThan(x('B1'));
    expect(x('B1')).to.be.lessThan(x('C1'));
    expect(y('B1')).to.be.lessThan(y('B8'));
    el.flipped = true;
    await el.updateComplete;
    expect(x('A1')).to.be.greaterThan(x('B1'));
    expect(x('B1')).to.be.greaterThan(x('C1'));
    expect(y('B1')).to.be.lessThan(y('B8'));
  });

  it('keys step along the path and the move animation walks the vertical board', async () => {
    const el = await board({ seed: '5', 'animation-duration': '400' });
    await until(() => vertical(el), 'vertical');
    for (let i = 0; i < 40 && el.legalMoves.length < 2; i++) {
      if (el.position.phase === 'move') el.move(el.legalMoves[0]);
      else el.throwDice();
    }
    await el.updateComplete;
    const focused = () => (el.shadowRoot!.activeElement as SVGElement | null)?.dataset.order;
    shadow<SVGElement>(el, '.src[data-order="0"]')[0].focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(focused()).to.equal('1');
    await sendKeys({ press: 'ArrowUp' });
    expect(focused()).to.equal('0');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    const moved = shadow<SVGElement>(el, '.piece[data-trail]')[0];
    expect(moved, 'the moved piece walks').to.exist;
    // The walk runs over the vertical drawing (328 wide, 828 tall) and ends where the piece is drawn.
    const points = moved.dataset.trail!.split(' ').map((point) => point.split(',').map(Number));
    for (const [x, y] of points) expect(x <= 328 && y <= 828, `${x},${y}`).to.equal(true);
    const [x, y] = points[points.length - 1];
    expect(moved.getAttribute('transform')).to.match(new RegExp(`^translate\\(${x} ${y}\\)`));
  });
});

describe('the review', () => {
  after(() => setViewport({ width: 800, height: 600 }));

  /** The bottom of the review's step buttons (First … Last), once the review of a finished game is drawn. */
  async function stepButtonsBottom(width: number): Promise<number> {
    const el = await board({ seed: '31', pieces: '1', 'animation-duration': '0' }, container(width));
    playOut(el);
    await el.updateComplete;
    expect(await el.review()).to.deep.equal({ ok: true });
    const controls = () =>
      el.shadowRoot!.querySelector('royal-ur-review')?.shadowRoot?.querySelector('[part="review-controls"]');
    await until(() => controls() != null, 'the review');
    return rect(controls()!).bottom;
  }

  it('at 1280×800 shows the step buttons with the board, without scrolling (the graph and record beside them)', async () => {
    await setViewport({ width: 1280, height: 800 });
    expect(await stepButtonsBottom(1264)).to.be.at.most(800);
  });

  it('at 360×640 shows the step buttons under the board, without scrolling', async () => {
    await setViewport({ width: 360, height: 640 });
    expect(await stepButtonsBottom(344)).to.be.at.most(640);
  });

  it('at 360×640: the vertical board with the words beside it, the whole review within two screens, the graph readable', async () => {
    await setViewport({ width: 360, height: 640 });
    // A game with key moves enough to fill its lists to their height (2 pieces: judged exactly, quickly).
    const el = await board({ seed: '4', pieces: '2', 'animation-duration': '0' }, container(344));
    playOut(el);
    await el.updateComplete;
    const complete = new Promise((resolve) => el.addEventListener('ur-review-complete', resolve, { once: true }));
    expect(await el.review()).to.deep.equal({ ok: true });
    await complete;
    const view = el.shadowRoot!.querySelector('royal-ur-review')!;
    const inView = <E extends Element = Element>(selector: string) => [
      ...view.shadowRoot!.querySelectorAll<E>(selector),
    ];
    // At a mistake, its verdict, chances and reason the longest words a point has.
    view.goToKeyMove(1, view.stopsOf('mistakes').length > 0 ? 'mistakes' : 'inaccuracies');
    await view.updateComplete;
    expect(inView('.key-moves li').length, 'key moves enough to fill the list').to.be.at.least(3);
    expect(inView('.reason, .verdict').length).to.be.at.least(1);
    const drawn = rect(inView('svg.board')[0]);
    expect(inView('svg.board.vertical')).to.have.length(1);
    expect(drawn.height).to.be.greaterThan(drawn.width);
    expect(rect(inView('.stage .words')[0]).left, 'the words beside the board').to.be.at.least(drawn.right);
    for (const tile of inView('[data-tile]')) expect(rect(tile).width, 'squares a thumb can hit').to.be.at.least(44);
    for (const button of inView('button:not(.move-list button)'))
      expect(rect(button).height, button.textContent!).to.be.at.least(44);
    for (const step of inView('.move-list button')) expect(rect(step).height, 'a step').to.be.at.least(24);
    expect(rect(inView('[part="review-controls"]')[0]).bottom, 'the step buttons on the first screen').to.be.at.most(
      640,
    );
    expect(rect(el).height, 'two screens at most').to.be.at.most(1280);
    expect(document.documentElement.scrollWidth, 'no sideways scroll').to.be.at.most(360);
    // The graph across the width, its markers and axis figures big enough to read and touch.
    expect(rect(inView('.graph')[0]).width).to.be.at.least(300);
    for (const marker of inView('circle.marker')) expect(rect(marker).width).to.be.at.least(10);
    for (const tick of inView('.x-axis text')) expect(rect(tick).height).to.be.at.least(10);
  });
});

describe('the controls row in play', () => {
  const sides: Record<string, string>[] = [{ light: 'human' }, { dark: 'computer' }];
  for (const players of sides) {
    it(`does not grow when Resign or Abort joins it at 1000 px (${JSON.stringify(players)})`, async () => {
      await setViewport({ width: 1280, height: 800 });
      const el = await board(
        { seed: '4', 'animation-duration': '100000', 'play-forced': 'off', ...players },
        container(1000),
      );
      await until(() => horizontal(el), 'horizontal');
      const before = [rect(el).height, rect(shadow(el, '[part="controls"]')[0]).height];
      el.shadowRoot!.querySelector<HTMLElement>('[part="throw-button"]')!.click();
      await until(() => shadow(el, '[part="end-button"]').length === 1, 'Abort');
      await el.updateComplete;
      const after = [rect(el).height, rect(shadow(el, '[part="controls"]')[0]).height];
      expect(after, 'the element and its controls row, before and after the first throw').to.deep.equal(before);
    });
  }
});
