/**
 * The design system's palettes (issue 47): the contrast of every text colour on every background it
 * is drawn on, computed from the tokens themselves as the element resolves them, in the light and the
 * dark palette (WCAG: 4.5:1 for text, 3:1 for large text, icons and the edges of controls); `theme`
 * chooses the palette, `auto` follows the system; a page's own value wins in both.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { CSS_PROPERTIES } from '../../src/element/css-properties.js';
import { DARK_PALETTE } from '../../src/element/dark-palette.js';
import { board } from './helpers.js';

/** Relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const c = parseInt(part, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

/** Each colour drawn on a background, and the least contrast it needs. */
const PAIRS: [foreground: string, background: string, least: number][] = [
  // Text: the status line, names, panels, buttons, cards.
  ['--_text', '--_background', 4.5],
  ['--_text', '--_surface', 4.5],
  ['--_muted', '--_background', 4.5],
  ['--_muted', '--_surface', 4.5],
  ['--_on-primary', '--_primary', 4.5],
  // A chosen segment: the background colour on the text colour.
  ['--_background', '--_text', 4.5],
  // Icons are drawn in the text colour; the edges of controls and the focus ring: 3:1.
  ['--_border', '--_surface', 3],
  ['--_border', '--_background', 3],
  ['--_focus', '--_background', 3],
  ['--_focus', '--_surface', 3],
  // The review graph: its chance line and its cursor (the focus colour) on both its sides.
  ['--_graph-line', '--_graph-light', 3],
  ['--_graph-line', '--_graph-dark', 3],
  ['--_focus', '--_graph-light', 3],
  ['--_focus', '--_graph-dark', 3],
];

afterEach(async () => {
  document.body.replaceChildren();
  await emulateMedia({ colorScheme: 'light' });
});

describe('the palettes', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`${theme}: every text colour on its background at 4.5:1 or more; icons, edges and focus at 3:1`, async () => {
      const el = await board({ theme, light: 'human', dark: 'computer' });
      const token = (name: string) => getComputedStyle(el).getPropertyValue(name).trim();
      for (const [foreground, background, least] of PAIRS) {
        const ratio = contrast(token(foreground), token(background));
        expect(ratio, `${foreground} ${token(foreground)} on ${background} ${token(background)}`).to.be.at.least(least);
      }
      await expect(el).to.be.accessible();
    });
  }

  it('theme="dark" uses the dark palette, auto follows the system, light keeps the light one', async () => {
    const text = (el: Element) => getComputedStyle(el).getPropertyValue('--_text').trim();
    const [auto, dark, light] = await Promise.all([board({}), board({ theme: 'dark' }), board({ theme: 'light' })]);
    const [lightText, darkText] = [CSS_PROPERTIES['--ur-text-color'][1], DARK_PALETTE['--ur-text-color']];
    expect([text(auto), text(dark), text(light)]).to.deep.equal([lightText, darkText, lightText]);
    await emulateMedia({ colorScheme: 'dark' });
    expect([text(auto), text(dark), text(light)]).to.deep.equal([darkText, darkText, lightText]);
    // The element's own colours follow, and so does its colour scheme (its menus, its scrollbars).
    expect(getComputedStyle(auto).colorScheme).to.equal('dark');
    expect(getComputedStyle(light).colorScheme).to.equal('light');
    // Set as a property, the palette is chosen the same way.
    light.theme = 'dark';
    await light.updateComplete;
    expect(text(light)).to.equal(darkText);
  });

  it("a page's own colours win in both palettes", async () => {
    const el = await board({ theme: 'dark' });
    el.style.setProperty('--ur-text-color', '#123456');
    el.style.setProperty('--ur-background', '#fedcba');
    expect(getComputedStyle(el).color).to.equal('rgb(18, 52, 86)');
    expect(getComputedStyle(el).backgroundColor).to.equal('rgb(254, 220, 186)');
  });
});
