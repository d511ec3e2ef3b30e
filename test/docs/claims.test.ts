/**
 * What the docs say a board does is what it does (issue 45 item 12): the README's quick start (a
 * bare `<royal-ur>`) shows the start screen, not a game for two people; docs/board.md says sound's
 * default as the element has it.
 */
import { expect } from '@open-wc/testing';
import type { RoyalUrElement } from '../../src/element/royal-ur.js';
import '../../src/element/define.js';

async function load(path: string): Promise<string> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.text();
}

afterEach(() => document.body.replaceChildren());

describe('the docs', () => {
  it("README's quick start: the markup it gives shows the start screen, and the words before it say so", async () => {
    const readme = await load('/README.md');
    const quickStart = readme.split('## Quick start')[1].split('```html')[0];
    const markup = readme.split('## Quick start')[1].split('```html')[1].split('```')[0];
    const holder = document.createElement('div');
    holder.innerHTML = markup.replace(/<script[^>]*><\/script>|<meta[^>]*>/g, '');
    document.body.append(holder);
    const el = holder.querySelector<RoyalUrElement>('royal-ur')!;
    await el.updateComplete;
    for (let wait = 0; wait < 100 && !el.shadowRoot!.querySelector('[part="start-screen"]'); wait++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(el.shadowRoot!.querySelector('[part="start-screen"]'), 'the board shows its start screen').to.exist;
    expect(quickStart).to.match(/start\s+screen/);
    expect(quickStart).not.to.match(/game\s+for\s+two\s+people/);
  });

  it("docs/board.md says sound's default as the element has it", async () => {
    const board = await load('/docs/board.md');
    const paragraph = board.split('\n\n').find((text) => text.startsWith('`sound`'))!;
    const said = /It is (on|off) by\s+default/.exec(paragraph)?.[1];
    const el = document.createElement('royal-ur') as RoyalUrElement;
    expect(said).to.equal(el.sound ? 'on' : 'off');
  });
});
