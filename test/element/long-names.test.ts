/**
 * A long player name on a 360×640 phone: it ends in an ellipsis on one line, and the colour dot
 * and the Rules button keep their size and their place on the screen, in both layouts.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { board } from './helpers.js';

const LONG_NAME = 'Maximiliana Evangelina da Silva';
const UNBROKEN_NAME = 'bartholomew.alexander@example.org'.slice(0, 30);

before(() => setViewport({ width: 360, height: 640 }));
after(() => setViewport({ width: 800, height: 600 }));
afterEach(() => document.body.replaceChildren());

/** Waits (up to 3 s) until `check` holds: the layout follows a ResizeObserver report. */
async function until(check: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !check(); waited += 20) {
    if (waited > 3000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

for (const orientation of ['auto', 'horizontal'] as const) {
  it(`truncates a 30-character name with an ellipsis and keeps the dot and Rules on screen (${orientation})`, async () => {
    expect(LONG_NAME.length).to.be.at.least(30);
    expect(UNBROKEN_NAME).to.have.length(30);
    const el = await board({ seed: '1', orientation, 'light-name': LONG_NAME, 'dark-name': UNBROKEN_NAME });
    await until(() => el.matches(orientation === 'auto' ? ':state(vertical)' : ':state(horizontal)'), 'the layout');
    const root = el.shadowRoot!;
    const names = [...root.querySelectorAll<HTMLElement>('.name')];
    // Side by side (horizontal), the two names share the row: at least one is cut.
    const cut = names.filter((name) => name.scrollWidth > name.clientWidth);
    expect(cut.length, 'names cut').to.be.at.least(orientation === 'auto' ? 2 : 1);
    for (const player of root.querySelectorAll<HTMLElement>('.player')) {
      const name = player.querySelector<HTMLElement>('.name')!;
      expect(getComputedStyle(name).textOverflow).to.equal('ellipsis');
      expect(name.getClientRects(), 'on one line').to.have.length(1);
      expect(name.title, 'the whole name on hover').to.equal(name.textContent);
      const dot = parseFloat(getComputedStyle(player, '::before').width);
      expect(dot).to.be.greaterThan(8);
      const dotSpace = name.getBoundingClientRect().left - player.getBoundingClientRect().left;
      expect(dotSpace, 'the dot keeps its width').to.be.at.least(dot);
      expect(player.getBoundingClientRect().right).to.be.at.most(360);
    }
    const rules = root.querySelector('[part="help-button"]')!.getBoundingClientRect();
    expect(rules.width).to.be.greaterThan(40);
    expect(rules.left).to.be.at.least(0);
    expect(rules.right, 'Rules within the screen').to.be.at.most(360);
    expect(rules.bottom, 'Rules above the fold').to.be.at.most(640);
    expect(document.documentElement.scrollWidth, 'no sideways scroll').to.be.at.most(360);
  });
}
