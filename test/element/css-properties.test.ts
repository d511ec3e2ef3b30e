/** Every documented `--ur-*` property reaches the styles: its default applies, and a page's value replaces it. */
import { expect } from '@open-wc/testing';
import { CSS_PROPERTIES } from '../../src/element/css-properties.js';
import { board } from './helpers.js';

describe('CSS custom properties', () => {
  it("each --ur-* property sets its private --_* one on the host: the default, or the page's value", async () => {
    const el = await board();
    const read = (local: string) => getComputedStyle(el).getPropertyValue(local).trim();
    for (const [name, [local, fallback]] of Object.entries(CSS_PROPERTIES)) {
      expect(read(local), `${name} default`).to.equal(fallback);
      el.style.setProperty(name, '3px');
      expect(read(local), `${name} set`).to.equal('3px');
      el.style.removeProperty(name);
    }
  });

  it('the page background and font reach the widget', async () => {
    const el = await board();
    el.style.setProperty('--ur-background', 'rgb(1, 2, 3)');
    el.style.setProperty('--ur-font-family', 'monospace');
    expect(getComputedStyle(el).backgroundColor).to.equal('rgb(1, 2, 3)');
    expect(getComputedStyle(el.shadowRoot!.querySelector('svg[part="board"]')!).fontFamily).to.equal('monospace');
  });
});
