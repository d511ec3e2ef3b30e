/**
 * The demo pages as a visitor sees them, each in an iframe of a phone's or a desktop's size: the
 * playground has a control for every attribute of custom-elements.json (`npm run analyze`, which
 * `npm test` runs first), and neither it nor the online page scrolls sideways at 360 px, with the
 * whole board above the fold at 360×640.
 */
import { expect } from '@open-wc/testing';
import type { RoyalUrElement } from '../../src/element/royal-ur.js';

/** Waits (up to 10 s) until `check` gives a value: the page's modules load and its board draws. */
async function until<T>(check: () => T | null | undefined, what: string): Promise<T> {
  for (let waited = 0; ; waited += 50) {
    const value = check();
    if (value) return value;
    if (waited > 10_000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** `path` in an iframe of `width`×`height` CSS px, once its `<royal-ur>` has drawn its board. */
async function open(path: string, width: number, height: number) {
  const frame = document.createElement('iframe');
  frame.style.cssText = `width: ${width}px; height: ${height}px; border: 0`;
  frame.src = path;
  document.body.append(frame);
  // Module scripts have all run once the page has loaded (not the iframe's first, blank document).
  const loaded = () => {
    const page = frame.contentDocument;
    return page?.location.pathname === path && page.readyState === 'complete' ? page : null;
  };
  const page = await until(loaded, 'the page');
  const board = page.querySelector<RoyalUrElement>('royal-ur')!;
  await until(() => board.shadowRoot!.querySelector('svg.board'), 'the board');
  return { frame, page, board };
}

afterEach(() => {
  for (const frame of document.querySelectorAll('iframe')) frame.remove();
});

async function attributeNames(): Promise<string[]> {
  const response = await fetch('/custom-elements.json');
  if (!response.ok) throw new Error('no custom-elements.json: run npm run analyze');
  const manifest = await response.json();
  const element = manifest.modules
    .flatMap((module: { declarations?: unknown[] }) => module.declarations ?? [])
    .find((declaration: { tagName?: string }) => declaration.tagName === 'royal-ur');
  return element.attributes.map((attribute: { name: string }) => attribute.name);
}

describe('the playground', () => {
  it('has a control for every attribute in custom-elements.json, and a link to play a remote side online', async () => {
    const { page } = await open('/demo/index.html', 1280, 800);
    const names = await attributeNames();
    expect(names.length).to.be.greaterThan(20);
    const form = page.querySelector('#settings')!;
    for (const name of names) expect(form.querySelector(`[name="${name}"]`), `a control for ${name}`).to.exist;
    expect(form.querySelector('a[href="./online.html"]'), 'the online page for remote').to.exist;
    const level = form.querySelector<HTMLSelectElement>('[name="level"]')!;
    expect([...level.options].map((option) => option.value)).to.include('perfect');
  });

  it('starts with no seed, so each new game throws fresh dice, and sets what the controls say', async () => {
    const { page, board } = await open('/demo/index.html', 1280, 800);
    const form = page.querySelector<HTMLFormElement>('#settings')!;
    expect(form.querySelector<HTMLInputElement>('[name="seed"]')!.value).to.equal('');
    expect(board.hasAttribute('seed')).to.equal(false);
    const seeds = new Set<unknown>();
    for (let game = 0; game < 3; game++) {
      board.newGame();
      seeds.add(board.record.seed);
    }
    expect(seeds.size, 'three new games, three seeds').to.equal(3);

    const exactExit = form.querySelector<HTMLSelectElement>('[name="exact-exit"]')!;
    exactExit.value = 'off';
    exactExit.dispatchEvent(new Event('change', { bubbles: true }));
    const flipped = form.querySelector<HTMLInputElement>('[name="flipped"]')!;
    flipped.checked = true;
    flipped.dispatchEvent(new Event('change', { bubbles: true }));
    expect(board.getAttribute('exact-exit')).to.equal('off');
    expect(board.flipped).to.equal(true);
    expect(page.querySelector('#markup')!.textContent).to.contain('exact-exit="off"');
  });

  it('shows each setting as the board has it: a box is checked exactly when its setting is on', async () => {
    const { page, board } = await open('/demo/index.html', 1280, 800);
    const { ATTRIBUTES } = await import('../../src/element/attributes.js');
    const boxes = [...page.querySelectorAll<HTMLInputElement>('#settings input[type="checkbox"]')];
    expect(boxes.length).to.be.greaterThan(3);
    for (const box of boxes) {
      const entry = ATTRIBUTES.find(({ attribute }) => attribute === box.name)!;
      const value = (board as unknown as Record<string, unknown>)[entry.property];
      expect(box.checked, `${box.name}: the board has ${String(value)}`).to.equal(value === true);
    }
  });

  it('answers the board’s throw requests with host-dice on', async () => {
    const { page, board } = await open('/demo/index.html', 1280, 800);
    const hostDice = page.querySelector<HTMLInputElement>('[name="host-dice"]')!;
    hostDice.checked = true;
    hostDice.dispatchEvent(new Event('change', { bubbles: true }));
    await board.updateComplete;
    board.shadowRoot!.querySelector<HTMLButtonElement>('[part="throw-button"]')!.click();
    expect(board.record.actions[0]).to.match(/^h\d$/);
  });
});

for (const path of ['/demo/index.html', '/demo/online.html']) {
  describe(`${path} on a 360×640 phone`, () => {
    it('has no horizontal scroll, and the whole board is above the fold', async () => {
      const { frame, page, board } = await open(path, 360, 640);
      // The online page swaps its room form for the board once a room is made (demo/online.ts).
      page.querySelector('#create')?.remove();
      board.hidden = false;
      await board.updateComplete;
      await until(() => board.matches(':state(vertical)'), 'the vertical layout');
      const root = page.documentElement;
      expect(root.scrollWidth, 'page width').to.be.at.most(root.clientWidth);
      expect(root.clientWidth).to.equal(360);
      const drawn = board.shadowRoot!.querySelector('svg.board')!.getBoundingClientRect();
      expect(drawn.top).to.be.at.least(0);
      expect(drawn.bottom, 'the board’s bottom edge').to.be.at.most(frame.clientHeight);
    });
  });
}
