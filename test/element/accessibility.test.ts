/**
 * What a person with low vision or a keyboard meets: every text the widget draws reaches 4.5:1
 * against what is rendered behind it, in the default look and every shipped theme; under forced
 * colours the player dots and the win-chance bar keep a fill; when a game ends, focus goes to the
 * game-over panel's first useful button.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia, executeServerCommand, sendKeys, setViewport } from '@web/test-runner-commands';
import type { RoyalUrElement } from '../../src/element/royal-ur.js';
import { DARK_THEME, HIGH_CONTRAST_THEME } from '../../stories/support/themes.js';
import { board, playUntilEyes } from './helpers.js';

type RGBA = [number, number, number, number];

/** A computed colour (`rgb()`, `rgba()` or `color(srgb …)`) as 0–255 channels and alpha; null for none. */
function parseColour(text: string): RGBA | null {
  if (text === 'none' || text.startsWith('url(')) return null;
  const srgb = /^color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)(?: \/ ([\d.e-]+))?\)$/.exec(text);
  if (srgb) return [+srgb[1] * 255, +srgb[2] * 255, +srgb[3] * 255, srgb[4] === undefined ? 1 : +srgb[4]];
  const rgb = /^rgba?\(([\d.]+),? ([\d.]+),? ([\d.]+)(?:[,/] ?([\d.]+))?\)$/.exec(text);
  if (rgb) return [+rgb[1], +rgb[2], +rgb[3], rgb[4] === undefined ? 1 : +rgb[4]];
  throw new Error(`unreadable colour ${text}`);
}

/** `top` painted over the opaque `below`. */
const over = (top: RGBA, below: RGBA): RGBA => [
  top[0] * top[3] + below[0] * (1 - top[3]),
  top[1] * top[3] + below[1] * (1 - top[3]),
  top[2] * top[3] + below[2] * (1 - top[3]),
  1,
];

/** WCAG 2 relative luminance. */
function luminance([r, g, b]: RGBA): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

const contrast = (a: RGBA, b: RGBA) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

/** The opacity `element` is drawn with: its own and its ancestors', across shadow roots. */
function opacityOf(element: Element): number {
  let opacity = 1;
  for (let node: Element | null = element; node;) {
    opacity *= Number(getComputedStyle(node).opacity);
    node = node.parentElement ?? ((node.getRootNode() as ShadowRoot).host || null);
  }
  return opacity;
}

/** The colour an element paints over what is behind it: an SVG shape's fill, else its background. */
function paintOf(element: Element): RGBA | null {
  const style = getComputedStyle(element);
  const isShape = element instanceof SVGGeometryElement;
  const colour = parseColour(isShape ? style.fill : style.backgroundColor);
  if (!colour) return null;
  const alpha = colour[3] * (isShape ? Number(style.fillOpacity) : 1) * opacityOf(element);
  return alpha === 0 ? null : [colour[0], colour[1], colour[2], alpha];
}

/** What is rendered behind the point (x, y) of `root`, under the letters of `text`: each layer painted in turn over the page's white. */
function backdrop(root: ShadowRoot, text: Element, x: number, y: number): RGBA {
  // An SVG text's fill is its letters; an HTML element's background is behind its own text.
  const skip = (element: Element) =>
    text instanceof SVGElement ? text.contains(element) : text !== element && text.contains(element);
  const stack = root.elementsFromPoint(x, y).filter((element) => !skip(element));
  const layers: RGBA[] = [];
  for (const element of stack) {
    // Only what is painted before the text: elements after it in the stack, not the ones around it in the tree.
    if (element.contains(text) && element instanceof SVGGeometryElement) continue;
    const paint = paintOf(element);
    if (paint) layers.push(paint);
    if (paint && paint[3] === 1) break;
  }
  return layers.reduceRight<RGBA>((below, layer) => over(layer, below), [255, 255, 255, 1]);
}

/** Every rendered text of `el`'s shadow root: the element holding it, its colour and what is behind it. */
function texts(el: RoyalUrElement): { what: string; ratio: number }[] {
  const root = el.shadowRoot!;
  const found: { what: string; ratio: number }[] = [];
  for (const element of root.querySelectorAll('*')) {
    const own = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim());
    if (own.length === 0 || element.closest('title, style, .visually-hidden')) continue;
    // Inactive controls are exempt (WCAG 1.4.3).
    if (element.closest('button:disabled, [aria-disabled="true"]')) continue;
    const range = document.createRange();
    range.selectNodeContents(own[0]);
    const box = range.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const style = getComputedStyle(element);
    const isSvg = element instanceof SVGElement;
    const colour = parseColour(isSvg ? style.fill : style.color)!;
    const alpha = colour[3] * (isSvg ? Number(style.fillOpacity) : 1) * opacityOf(element);
    const behind = backdrop(root, element, box.left + box.width / 2, box.top + box.height / 2);
    const ratio = contrast(over([colour[0], colour[1], colour[2], alpha], behind), behind);
    found.push({
      what: `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} "${own[0].textContent!.trim()}"`,
      ratio,
    });
  }
  return found;
}

/** The page's themes (demo/demo.css) and the stories' (stories/support/themes.ts): a wrapper's class or style. */
const THEMES: { name: string; className?: string; style?: string }[] = [
  { name: 'default' },
  { name: 'stories dark', style: DARK_THEME },
  { name: 'stories high contrast', style: HIGH_CONTRAST_THEME },
  { name: 'demo dark', className: 'theme-dark' },
  { name: 'demo high contrast', className: 'theme-high-contrast' },
];

/** A seeded game a few moves in, a throw made and a hint shown: pieces on the board, in the trays and home empty. */
async function midGame(wrapper: HTMLElement): Promise<RoyalUrElement> {
  const el = await board({ seed: '3', 'animation-duration': '0', hints: true }, wrapper);
  for (let i = 0; i < 9; i++) {
    if (el.position.phase === 'move') el.move(el.legalMoves[0]);
    else el.throwDice();
  }
  while (el.position.phase !== 'move') el.throwDice();
  await el.settled();
  await el.updateComplete;
  return el;
}

describe('contrast of every text', () => {
  let demoStyles: HTMLStyleElement;
  before(async () => {
    await setViewport({ width: 1000, height: 800 });
    await emulateMedia({ reducedMotion: 'reduce' });
    demoStyles = document.createElement('style');
    demoStyles.textContent = await (await fetch('/demo/demo.css')).text();
    document.head.append(demoStyles);
  });
  after(async () => {
    demoStyles.remove();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });
  afterEach(() => document.body.replaceChildren());

  for (const theme of THEMES) {
    it(`reaches 4.5:1 in the ${theme.name} theme: a move due, a throw due, the game's end`, async () => {
      const wrapper = document.createElement('div');
      if (theme.className) wrapper.className = theme.className;
      // demo.css paints the page itself; here the wrapper stands for the page.
      wrapper.style.cssText = `${theme.style ?? ''}; background: ${theme.className ? 'var(--page-background)' : theme.style ? '' : '#fff'}`;
      document.body.append(wrapper);
      const el = await midGame(wrapper);
      const during = texts(el);
      expect(during.map(({ what }) => what).join('\n')).to.contain('text.empty "0"');
      while (el.position.phase === 'move') el.move(el.legalMoves[0]);
      await el.updateComplete;
      const throwDue = texts(el);
      expect(throwDue.map(({ what }) => what).join('\n'), 'the throw button, active').to.contain('button.throw');
      for (let step = 0; step < 3000 && el.position.phase !== 'over'; step++) {
        const phase: string = el.position.phase;
        if (phase === 'move') el.move(el.legalMoves[0]);
        else if (phase === 'eyes') el.decline();
        else el.throwDice();
      }
      await el.updateComplete;
      const atEnd = texts(el);
      expect(atEnd.map(({ what }) => what).join('\n')).to.contain('h2');
      const low = [...during, ...throwDue, ...atEnd].filter(({ ratio }) => ratio < 4.5);
      expect(low.map(({ what, ratio }) => `${what}: ${ratio.toFixed(2)}:1`)).to.deep.equal([]);
    });
  }
});

describe('forced colours', () => {
  afterEach(async () => {
    await executeServerCommand('forced-colors', { active: false });
    document.body.replaceChildren();
  });

  it('has rules for the player dots and the win-chance bar', async () => {
    const el = await midGame(document.body.appendChild(document.createElement('div')));
    const rules = el
      .shadowRoot!.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules])
      .filter(
        (rule): rule is CSSMediaRule =>
          rule instanceof CSSMediaRule && rule.conditionText.includes('forced-colors: active'),
      )
      .flatMap((media) => [...media.cssRules].map((rule) => rule.cssText))
      .join('\n');
    expect(rules).to.match(/\.player::before \{[^}]*forced-color-adjust: none/);
    expect(rules).to.match(/\.bar > div \{[^}]*background: highlight/i);
  });

  it('keeps a fill in the dots and the bar when the browser forces colours', async () => {
    const el = await midGame(document.body.appendChild(document.createElement('div')));
    await executeServerCommand('forced-colors', { active: true });
    expect(matchMedia('(forced-colors: active)').matches).to.equal(true);
    const root = el.shadowRoot!;
    const canvas = parseColour(getComputedStyle(document.body).backgroundColor);
    const [light, dark] = ['.player.light', '.player.dark'].map((selector) =>
      parseColour(getComputedStyle(root.querySelector(selector)!, '::before').backgroundColor)!,
    );
    expect(light, 'light and dark dots differ').to.not.deep.equal(dark);
    for (const dot of [light, dark]) {
      expect(dot[3], 'an opaque fill').to.equal(1);
      expect(dot, 'not the page colour').to.not.deep.equal(canvas);
    }
    const bar = parseColour(getComputedStyle(root.querySelector('.bar > div')!).backgroundColor)!;
    const track = parseColour(getComputedStyle(root.querySelector('.bar')!).backgroundColor)!;
    expect(track[3], 'an opaque track').to.equal(1);
    expect(contrast(over(bar, track), track), 'the filled part stands out of the track').to.be.greaterThan(3);
  });
});

describe('focus at the end of a game', () => {
  afterEach(() => document.body.replaceChildren());

  /** Plays `el`'s game to its last action, leaving it to whoever (person or computer) is to make it. */
  function playToLastAction(el: RoyalUrElement): void {
    for (let step = 0; step < 3000; step++) {
      const phase = el.position.phase;
      if (phase === 'over') throw new Error('played past the end');
      const wins =
        phase === 'move' &&
        el.legalMoves.find((move) => move.to === 'home' && el.position[el.position.turn!].home === 6);
      if (wins) return;
      if (phase === 'move') el.move(el.legalMoves[el.legalMoves.length - 1]);
      else if (phase === 'eyes') el.decline();
      else el.throwDice();
    }
  }

  it('goes from the throw button to the first useful button of the game-over panel when the computer wins', async () => {
    const el = await board({ seed: '4', 'animation-duration': '0', level: 'expert' }, document.body);
    playToLastAction(el);
    const turn = el.position.turn!;
    el.setAttribute(turn, 'computer');
    el.setAttribute(turn === 'light' ? 'dark' : 'light', 'human');
    await el.updateComplete;
    el.shadowRoot!.querySelector<HTMLElement>('[part="throw-button"]')!.focus();
    await el.settled();
    await el.updateComplete;
    // The panel loads with the game's end.
    for (let waited = 0; !el.shadowRoot!.querySelector('[part="game-over"]') && waited < 3000; waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await el.updateComplete;
    expect(el.position.phase).to.equal('over');
    const focused = el.shadowRoot!.activeElement;
    expect(focused?.closest('[part="game-over"]'), 'focus in the game-over panel').to.exist;
    // Against the computer a new game is on offer: it comes before the review.
    expect(focused?.classList[0]).to.equal('new-game');
  });

  it("moves the focus from the waiting Throw button to the board when another side's move hands this side bell's eyes bonus", async () => {
    // Two people here (the page fixes the players: no start screen).
    const el = await board({ variant: 'bell', seed: '0', 'animation-duration': '0', light: 'human' }, document.body);
    const button = el.shadowRoot!.querySelector<HTMLElement>('[part="throw-button"]')!;
    button.focus();
    // The actions come from outside (the API, as a computer's or a remote side's would), not from a key press here.
    await playUntilEyes(el);
    await el.updateComplete;
    const focused = el.shadowRoot!.activeElement;
    expect(focused, 'focus left the Throw button').to.not.equal(button);
    expect(focused?.closest('svg'), 'focus on the board, on a piece that may take the bonus').to.exist;
    expect(focused?.getAttribute('tabindex')).to.equal('0');
  });

  it('draws the focus kept on a waiting Throw button dashed, a Throw to press solid', async () => {
    const el = await board({ seed: '4', 'animation-duration': '0', light: 'human' }, document.body);
    const button = el.shadowRoot!.querySelector<HTMLElement>('[part="throw-button"]')!;
    await sendKeys({ press: 'Shift' }); // a key pressed: focus is drawn (:focus-visible)
    button.focus();
    expect(button.matches(':focus-visible')).to.equal(true);
    expect(getComputedStyle(button).outlineStyle).to.equal('solid');
    // Thrown: the button waits for the move, as in the opponent's turn, and keeps the focus.
    el.throwDice(2);
    await el.updateComplete;
    expect(button.getAttribute('aria-disabled')).to.equal('true');
    expect(el.shadowRoot!.activeElement).to.equal(button);
    expect(getComputedStyle(button).outlineStyle).to.equal('dashed');
  });

  it('leaves the focus alone when it was elsewhere on the page', async () => {
    const outside = document.body.appendChild(document.createElement('button'));
    const el = await board({ seed: '4', 'animation-duration': '0' }, document.body);
    playToLastAction(el);
    outside.focus();
    if (el.position.phase === 'move') el.move(el.legalMoves.find((move) => move.to === 'home')!);
    await el.updateComplete;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(el.position.phase).to.equal('over');
    expect(document.activeElement).to.equal(outside);
  });
});
