import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { PRESETS, resolveRules, SWITCH_KEYS, VARIANTS, type Rules } from '../../src/engine/index.js';
import { otherValues } from '../ai/helpers.js';
import { render } from 'lit';
import { createGame } from '../../src/engine/index.js';
import { renderHelp, type BoardShape } from '../../src/element/help/help.js';
import { LANGS, loadTranslation } from '../../src/element/i18n/lang.js';
import type { Lang } from '../../src/element/i18n/types.js';
import { helpStyles } from '../../src/element/help/help-styles.js';
import { boardStyles } from '../../src/element/styles.js';
import { renderBoard } from '../../src/element/board/board.js';
import { translation } from '../../src/element/i18n/lang.js';
import * as tileArt from '../../src/element/board/tile-art.js';

/** A host with the panel's styles in its shadow root, as inside `<royal-ur>`. */
class HelpHost extends LitElement {
  static override styles = [boardStyles, tileArt.styles, helpStyles];
  static override properties = { rules: { attribute: false }, lang: {}, board: { attribute: false } };
  rules: Rules = PRESETS.finkel;
  override lang: Lang = 'en';
  board: BoardShape = { flipped: false, vertical: false };
  override render() {
    return renderHelp(this.rules, this.lang, this.board);
  }
}
customElements.define('help-host', HelpHost);

async function panel(
  rules: Rules,
  lang: Lang = 'en',
  board: BoardShape = { flipped: false, vertical: false },
): Promise<HTMLElement> {
  const host = await fixture<HelpHost>(html`<help-host .rules=${rules} .lang=${lang} .board=${board}></help-host>`);
  return host.shadowRoot!.querySelector('.help') as HTMLElement;
}

const kinds = (root: HTMLElement) => [...root.querySelectorAll('.kind')].map((item) => item.getAttribute('data-kind'));
/** The route's points as drawn, "x,y" each. */
const routePoints = (root: HTMLElement) => root.querySelector('.route polyline')!.getAttribute('points')!.split(' ');
/** Where `board` draws every tile: its transform, by name. */
const tilePlaces = (root: Element | DocumentFragment) =>
  Object.fromEntries(
    [...root.querySelectorAll<SVGElement>('[data-tile]')].map((tile) => [
      tile.dataset.tile,
      tile.getAttribute('transform'),
    ]),
  );
/** The centre of a tile placed by `transform` (its corner), as the route's points write it. */
const centreOf = (transform: string) => {
  const [x, y] = /translate\(([-\d.]+) ([-\d.]+)\)/.exec(transform)!.slice(1).map(Number);
  return `${x + 50},${y + 50}`;
};

describe('renderHelp', () => {
  // Languages other than English load on first use.
  before(() => Promise.all(LANGS.map(loadTranslation)));

  it('explains every variant in every language, with no missing text', async () => {
    for (const variant of VARIANTS) {
      for (const lang of LANGS) {
        const root = await panel(PRESETS[variant], lang);
        expect(root.getAttribute('lang')).to.equal(lang);
        expect(root.querySelector('h2')!.textContent).to.match(new RegExp(variant, 'i'));
        expect(root.textContent).not.to.match(/undefined|NaN|\[object/);
        expect(root.querySelectorAll('li').length, `${variant}/${lang}`).to.be.greaterThan(5);
      }
    }
  });

  it('speaks each language', async () => {
    const titles = new Set<string>();
    for (const lang of LANGS) titles.add((await panel(PRESETS.finkel, lang)).querySelector('h2')!.textContent!);
    expect(titles.size).to.equal(LANGS.length);
    expect((await panel(PRESETS.finkel, 'de')).textContent).to.contain('Würfel');
    expect((await panel(PRESETS.finkel, 'pt')).textContent).to.contain('Roseta');
  });

  it('draws the route on the board as the board draws it, squares named by its coordinates', async () => {
    const finkel = await panel(PRESETS.finkel);
    const map = finkel.querySelector('.route svg.board')!;
    expect(map.querySelectorAll('[data-tile]').length).to.equal(20);
    expect([...map.querySelectorAll('.coordinates text')].map((text) => text.textContent)).to.include.members([
      '1',
      '8',
      'A',
      'C',
    ]);
    // From the reserve over the 14 squares to home.
    expect(routePoints(finkel)).to.have.length(16);
    expect(finkel.querySelector('.route')!.getAttribute('aria-label')).to.contain('A4, A3, A2, A1, B1');
    expect(finkel.textContent)
      .to.contain('enter on A4')
      .and.contain('to A7')
      .and.not.match(/square 1\b/);

    const masters = await panel(PRESETS.masters);
    expect(routePoints(masters)).to.have.length(18);
    expect(masters.querySelector('.route')!.getAttribute('aria-label')).to.contain('B7, C7, C8, B8, A8, A7');

    const aseb = await panel(PRESETS.aseb);
    expect(aseb.querySelectorAll('.route [data-tile]').length).to.equal(20);
    expect(routePoints(aseb)).to.have.length(18);
    expect(aseb.querySelector('.route .coordinates')!.textContent).to.contain('12');
  });

  it("draws the route in the board's orientation and flip, through the squares where the board draws them", async () => {
    const game = createGame({ variant: 'finkel', seed: 1 });
    for (const vertical of [false, true]) {
      for (const flipped of [false, true]) {
        const root = await panel(PRESETS.finkel, 'en', { flipped, vertical });
        const map = root.querySelector<SVGSVGElement>('.route svg.board')!;
        // The board the player sees, drawn alone with the same shape.
        const board = document.createElement('div');
        const view = {
          layout: game.layout,
          position: game.position(),
          moves: [],
          flipped,
          vertical,
          lastMove: null,
          animationMs: 0,
          strings: translation('en'),
          coordinates: true,
        };
        render(renderBoard(view, { play() {} }), board);
        const places = tilePlaces(board);
        expect(tilePlaces(map), `flipped ${flipped}, vertical ${vertical}`).to.deep.equal(places);
        expect(map.getAttribute('viewBox')).to.equal(board.querySelector('svg')!.getAttribute('viewBox'));
        expect(map.classList.contains('vertical')).to.equal(vertical);
        // The route is the near side's: dark's when flipped (it sits at the bottom, or on the left).
        const route = flipped ? ['C4', 'C3', 'C2', 'C1', 'B1'] : ['A4', 'A3', 'A2', 'A1', 'B1'];
        expect(routePoints(root).slice(1, 6)).to.deep.equal(route.map((tile) => centreOf(places[tile]!)));
        expect(root.textContent).to.contain(`enter on ${route[0]}`);
      }
    }
  });

  it('shows the rosette alone in race variants, safe or not as the rules say', async () => {
    const finkel = await panel(PRESETS.finkel);
    expect(kinds(finkel)).to.deep.equal(['rosette']);
    expect(finkel.querySelector('.kind')!.textContent).to.contain('cannot be captured').and.contain('another throw');
    const masters = await panel(PRESETS.masters);
    expect(masters.querySelector('.kind')!.textContent).to.contain('can be captured').and.not.contain('cannot');
    expect(masters.textContent).not.to.contain('A 0 ends your turn');
    expect(masters.textContent).to.contain('counts as 4');
    // Masters' route runs through the opponent's corner: more than the middle row is shared.
    expect(masters.textContent).to.contain('six squares at the short end');
    expect(finkel.textContent).to.contain('Only the middle row is shared').and.contain('on a shared square');
  });

  it('shows every bell tile kind as drawn, with its points, and the start square with its own', async () => {
    const bell = await panel(PRESETS.bell);
    expect(kinds(bell)).to.deep.equal(['rosette', 'double', 'eyes', 'five-dots', 'zigzag', 'gate', 'start-square']);
    const text = (kind: string) => bell.querySelector(`[data-kind="${kind}"]`)!.textContent!.replace(/\s+/g, ' ');
    expect(text('rosette')).to.contain('(1 point)').and.contain('new piece');
    expect(text('eyes')).to.contain('(4 points)').and.contain('4 squares');
    expect(text('five-dots')).to.contain('(5 points)');
    // The icon is the board's own tile drawing, with its score dots.
    const dots = (kind: string) => bell.querySelectorAll(`[data-kind="${kind}"] .icon .score circle`).length;
    expect([
      dots('rosette'),
      dots('double'),
      dots('eyes'),
      dots('five-dots'),
      dots('zigzag'),
      dots('gate'),
    ]).to.deep.equal([1, 2, 4, 5, 3, 2]);
    // A4 and C4 carry the eyes pattern, but a piece left there scores 10 (docs/rules.md §4.5).
    expect(text('start-square')).to.contain('Start square').and.contain('(10 points)');
    expect(dots('start-square')).to.equal(10);
    expect(bell.querySelector('[data-kind="start-square"] .tile.eyes')).to.not.equal(null);
    expect(bell.textContent)
      .to.contain('higher throw starts')
      .and.contain('100 points')
      .and.contain('25 for each in the reserve (never entered, or captured)');
  });

  it('follows the rule switches, not only the preset', async () => {
    const custom = await panel(resolveRules('finkel', { pieces: 3, exactExit: false, captures: false }));
    expect(custom.textContent)
      .to.contain('your 3 pieces')
      .and.contain('reaches or passes the end')
      .and.contain('No captures');
    expect(custom.querySelector('.kind')!.textContent).not.to.contain('captured');
    const blitz = await panel(PRESETS.blitz);
    expect(blitz.textContent).to.contain('A capture gives another throw');
    const match = await panel(resolveRules('bell', { targetScore: 40 }));
    expect(match.textContent).to.contain('40 points');
    // Each switch's sentence has its place in every variant's list, not only in its preset's.
    const throwOff = await panel(resolveRules('finkel', { firstPlayer: 'throw-off' }));
    expect(throwOff.textContent).to.contain('the higher throw starts');
  });

  it('is accessible', async () => {
    const host = await fixture<HelpHost>(html`<help-host .rules=${PRESETS.bell}></help-host>`);
    await expect(host).to.be.accessible();
  });
});

describe('help: every rule switch of the registry (RULE_SWITCHES) has its words', () => {
  for (const key of SWITCH_KEYS) {
    it(`${key}: another value changes what the panel says (in finkel or bell)`, async () => {
      const changes: string[] = [];
      for (const variant of ['finkel', 'bell'] as const) {
        const before = (await panel(PRESETS[variant])).textContent;
        for (const value of otherValues(PRESETS[variant], key)) {
          const after = (await panel(resolveRules(variant, { [key]: value }))).textContent;
          if (after !== before) changes.push(`${variant}: ${String(value)}`);
        }
      }
      expect(changes).to.not.be.empty;
    });
  }
});
