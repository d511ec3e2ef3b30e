/**
 * A long player name on a 360×640 phone: it ends in an ellipsis (on one line side by side, after
 * two lines in the side column), and the colour dot and the Rules button keep their size and their
 * place on the screen, in both layouts. A computer's name with its level shows whole.
 */
import { expect } from '@open-wc/testing';
import { LEVELS } from '../../src/ai/search/level-names.js';
import { LANGS, loadTranslation, loadedLanguage } from '../../src/element/i18n/lang.js';
import { enPlayers } from '../../src/element/i18n/en/players.js';
import { setViewport } from '@web/test-runner-commands';
import { act, board, playOut, type RoyalUrElement } from './helpers.js';

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
    // Side by side (horizontal), the two names share the row: at least one is cut. In the side
    // column (auto) a name runs to two lines, then is cut.
    const cut = names.filter((name) => name.scrollWidth > name.clientWidth || name.scrollHeight > name.clientHeight);
    expect(cut.length, 'names cut').to.be.at.least(orientation === 'auto' ? 2 : 1);
    for (const player of root.querySelectorAll<HTMLElement>('.player')) {
      const name = player.querySelector<HTMLElement>('.name')!;
      expect(getComputedStyle(name).textOverflow).to.equal('ellipsis');
      expect(name.getClientRects(), 'one box').to.have.length(1);
      // A line is about 1.2 em high.
      const ems = name.clientHeight / parseFloat(getComputedStyle(name).fontSize);
      if (orientation === 'auto') expect(ems, 'two lines').to.be.within(2, 3);
      else expect(ems, 'one line').to.be.below(1.6);
      expect(name.title, 'the whole name on hover').to.equal(name.textContent);
      const dot = parseFloat(getComputedStyle(player, '::before').width);
      expect(dot).to.be.greaterThan(8);
      const dotSpace = name.getBoundingClientRect().left - player.getBoundingClientRect().left;
      expect(dotSpace, 'the dot keeps its width').to.be.at.least(dot);
      expect(player.getBoundingClientRect().right).to.be.at.most(360);
    }
    // In a phone's side column the rules are in the "⋯" menu: its button on screen, Rules once it is open.
    const more = root.querySelector<HTMLElement>('.more-button');
    expect(!!more, 'a menu in the side column only').to.equal(orientation === 'auto');
    if (more) {
      const box = more.getBoundingClientRect();
      expect(box.right, 'the menu within the screen').to.be.at.most(360);
      expect(box.bottom, 'the menu above the fold').to.be.at.most(640);
      more.click();
      await el.updateComplete;
    }
    const rules = root.querySelector('[part="help-button"]')!.getBoundingClientRect();
    expect(rules.width).to.be.greaterThan(40);
    expect(rules.left).to.be.at.least(0);
    expect(rules.right, 'Rules within the screen').to.be.at.most(360);
    expect(rules.bottom, 'Rules above the fold').to.be.at.most(640);
    expect(document.documentElement.scrollWidth, 'no sideways scroll').to.be.at.most(360);
  });
}

describe('the computer’s name at 360×640', () => {
  before(() => Promise.all(LANGS.map(loadTranslation)));

  // Every level's name, in every language: the side column holds it whole, on two lines at most.
  for (const lang of LANGS) {
    it(`shows "Computer · <level>" whole, not cut, in ${lang}`, async () => {
      const el = await board({ lang, seed: '1', dark: 'computer' });
      await until(() => el.matches(':state(vertical)'), 'the layout');
      const words = loadedLanguage(lang)?.players ?? enPlayers;
      for (const level of LEVELS) {
        el.level = level;
        await el.updateComplete;
        const name = el.shadowRoot!.querySelector<HTMLElement>('.player.dark .name')!;
        expect(name.textContent).to.equal(words.computer(words.levels[level]));
        expect(name.scrollWidth, `${level}: not cut at the side`).to.be.at.most(name.clientWidth);
        expect(name.scrollHeight, `${level}: no line hidden`).to.be.at.most(name.clientHeight);
        expect(name.getBoundingClientRect().right, `${level}: on the screen`).to.be.at.most(360);
        expect(name.getBoundingClientRect().left, `${level}: on the screen`).to.be.at.least(0);
      }
      await expect(el).to.be.accessible();
    });
  }
});

/**
 * Issue 47: on the smallest phones (320×568, 360×640), in every language, with the longest names
 * (two people's 30-character names, or the computer at its level with the longest name), with the
 * move list and without, in play and once the game-over panel is open: nothing overflows the element
 * nor scrolls the page sideways, and every control is on the screen without scrolling, the ⋯ menu's
 * (Rules, Learn, Puzzle, Sound, Pace) once it is open. The move list is a record, not a control:
 * on a phone it is drawn under the board and may run below the fold.
 */
describe('the longest names on the smallest phones', () => {
  before(() => Promise.all(LANGS.map(loadTranslation)));

  /** The computer's level with the longest name in `lang`. */
  const longestLevel = (lang: string) => {
    const words = loadedLanguage(lang)?.players ?? enPlayers;
    return [...LEVELS].sort((a, b) => words.levels[b].length - words.levels[a].length)[0];
  };

  /** Whether `element` hides what overflows its box (a scroller, a cut name): its content is checked as its box. */
  const clips = (style: CSSStyleDeclaration) => style.overflowX !== 'visible' || style.overflowY !== 'visible';
  /** Read by screen readers, not drawn (clipped to 1 px). */
  const unseen = (style: CSSStyleDeclaration) => style.clip !== 'auto' && style.clip !== '';

  /** A drawn box, with the panel it is in (the game over, the ⋯ menu), if any. */
  interface Drawn {
    what: string;
    box: DOMRect;
    panel?: DOMRect;
  }

  /** Inside a box's border and padding. */
  const contentBox = (box: DOMRect, style: CSSStyleDeclaration) => {
    const inset = (side: string) =>
      parseFloat(style.getPropertyValue(`border-${side}-width`)) +
      parseFloat(style.getPropertyValue(`padding-${side}`));
    return new DOMRect(
      box.left + inset('left'),
      box.top + inset('top'),
      box.width - inset('left') - inset('right'),
      box.height - inset('top') - inset('bottom'),
    );
  };

  /** Every drawn box under `node`, its elements' and its text's, with what it is. */
  function drawnBoxes(node: Node, panel?: DOMRect, into: Drawn[] = []): Drawn[] {
    for (const child of node.childNodes) {
      if (child instanceof Text) {
        if (!child.data.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(child);
        for (const box of range.getClientRects()) into.push({ what: `"${child.data.trim()}"`, box, panel });
      } else if (child instanceof Element) {
        if (child.localName === 'style' || !child.checkVisibility()) continue;
        const style = getComputedStyle(child);
        if (unseen(style)) continue;
        const box = child.getBoundingClientRect();
        const what = `<${child.localName} class="${child.getAttribute('class') ?? ''}">`;
        if (box.width > 0 || box.height > 0) into.push({ what, box, panel });
        if (!clips(style)) drawnBoxes(child, child.classList.contains('panel') ? contentBox(box, style) : panel, into);
      }
    }
    return into;
  }

  /** Whether an ancestor of `element` scrolls (the move list): what it holds is reached by scrolling it. */
  const inScroller = (element: Element) => {
    for (let at = element.parentElement; at; at = at.parentElement)
      if (getComputedStyle(at).overflowY === 'auto' || getComputedStyle(at).overflowY === 'scroll') return true;
    return false;
  };

  /** The controls drawn: buttons, and the segments of a choice (Pace); not the steps of the move list, which scrolls. */
  const controls = (el: RoyalUrElement) =>
    [...el.shadowRoot!.querySelectorAll<HTMLElement>('button, .segmented label')].filter(
      (control) => control.checkVisibility() && !inScroller(control),
    );

  /** Nothing beyond the element's box nor the screen's width; every control whole on the screen. */
  function expectFits(el: RoyalUrElement, width: number, height: number, when: string): void {
    const host = el.getBoundingClientRect();
    for (const { what, box, panel } of drawnBoxes(el.shadowRoot!)) {
      const at = `${when}: ${what} at ${box.left.toFixed(1)}…${box.right.toFixed(1)} × ${box.top.toFixed(1)}…${box.bottom.toFixed(1)}`;
      // Within the element, and within its panel's padding (a button wider than the panel runs over its edge).
      const frames: [DOMRect, string][] = [
        [host, 'the element'],
        ...(panel ? [[panel, 'its panel'] as [DOMRect, string]] : []),
      ];
      for (const [frame, name] of frames) {
        expect(box.left, `${at}: within ${name}`).to.be.at.least(frame.left - 0.5);
        expect(box.right, `${at}: within ${name}`).to.be.at.most(frame.right + 0.5);
        expect(box.top, `${at}: within ${name}`).to.be.at.least(frame.top - 0.5);
        expect(box.bottom, `${at}: within ${name}`).to.be.at.most(frame.bottom + 0.5);
      }
    }
    const shown = controls(el);
    expect(shown.length, `${when}: controls`).to.be.at.least(3);
    for (const control of shown) {
      const box = control.getBoundingClientRect();
      const at = `${when}: ${control.textContent!.trim() || control.className} at ${box.left.toFixed(1)}…${box.right.toFixed(1)} × ${box.top.toFixed(1)}…${box.bottom.toFixed(1)}`;
      expect(box.left, at).to.be.at.least(0);
      expect(box.right, at).to.be.at.most(width);
      expect(box.top, at).to.be.at.least(0);
      expect(box.bottom, `${at}: above the fold`).to.be.at.most(height);
      // Its word within its frame, not over it.
      expect(control.scrollWidth, `${at}: its words within it`).to.be.at.most(control.clientWidth + 1);
    }
    expect(document.documentElement.scrollWidth, `${when}: no sideways scroll`).to.be.at.most(width);
  }

  /** Plays both people's turns for a while, to a throw; or to the game's end. */
  function playTo(el: RoyalUrElement, over: boolean): void {
    if (over) return playOut(el);
    for (let i = 0; i < 60; i++) act(el);
    while (el.position.phase !== 'throw') act(el);
  }

  for (const [width, height] of [
    [320, 568],
    [360, 640],
  ] as const) {
    describe(`${width}×${height}`, () => {
      before(() => setViewport({ width, height }));
      after(() => setViewport({ width: 800, height: 600 }));

      for (const lang of LANGS)
        for (const opponent of ['person', 'computer'] as const)
          for (const moveList of opponent === 'person' ? [false, true] : [true])
            for (const over of [false, true]) {
              const what = `${lang}, ${opponent === 'person' ? 'two people' : 'the computer'}${moveList ? ', the move list' : ''}, ${over ? 'the game over' : 'in play'}`;
              it(what, async () => {
                const el = await board({
                  lang,
                  seed: '1',
                  'animation-duration': '0',
                  'move-list': moveList,
                  'light-name': LONG_NAME,
                  ...(opponent === 'person'
                    ? { 'dark-name': UNBROKEN_NAME }
                    : { dark: 'computer', level: longestLevel(lang) }),
                });
                if (opponent === 'person') playTo(el, over);
                else if (over) el.resign();
                const root = el.shadowRoot!;
                await until(
                  () =>
                    el.matches(':state(vertical)') &&
                    !!root.querySelector('.player .name') &&
                    !!root.querySelector('.more-button') &&
                    (opponent === 'person' || !!root.querySelector('.pace')) &&
                    (!moveList || !!root.querySelector('[part="move-list"]')) &&
                    (!over || !!root.querySelector('[part="game-over"]')),
                  'the parts',
                );
                await el.updateComplete;
                await new Promise((resolve) => setTimeout(resolve, 50));
                scrollTo(0, 0);
                expect(!!root.querySelector('[part="throw-button"]'), 'Throw').to.equal(!over);
                expectFits(el, width, height, 'menu closed');
                // The computer's name (ours, a few words) shows whole in the game-over panel; a person's long name is cut there.
                if (over && opponent === 'computer') {
                  const words = loadedLanguage(lang)?.players ?? enPlayers;
                  const computer = words.computer(words.levels[longestLevel(lang)]);
                  expect(root.querySelector('[part="game-over"]')!.textContent).to.include(computer);
                  for (const who of root.querySelectorAll('.game-over .who'))
                    expect(who.textContent).to.not.equal(computer);
                }
                // A name in Latin letters is cut at its end in Arabic too ("Maximiliana Evangelin…", not "…vangelina da").
                for (const name of root.querySelectorAll<HTMLElement>('.player .name, .game-over .who'))
                  if (/^[A-Za-z]/.test(name.textContent!))
                    expect(getComputedStyle(name).direction, name.textContent!).to.equal('ltr');
                root.querySelector<HTMLElement>('.more-button')!.click();
                await el.updateComplete;
                expect(root.querySelector('.more-menu')!.checkVisibility(), 'the menu open').to.equal(true);
                expectFits(el, width, height, 'menu open');
              });
            }
    });
  }
});
