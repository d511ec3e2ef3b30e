import { expect } from '@open-wc/testing';
import { loadGame } from '../../src/engine/index.js';
import { board, shadow, until, type RoyalUrElement } from './helpers.js';
import { randomGame } from '../ai/helpers.js';

const view = (el: RoyalUrElement) =>
  shadow(el).querySelector('royal-ur-review') as HTMLElementTagNameMap['royal-ur-review'] | null;
const inView = (el: RoyalUrElement, selector: string) => view(el)?.shadowRoot?.querySelector(selector) ?? null;

describe('<royal-ur> game review: the point shown first', () => {
  it('the point shown is analysed first: at the last point long before the analysis gets there, its verdict at once', async function () {
    this.timeout(120_000);
    // Seven pieces judged by search: minutes of analysis in order, the last point at the very end.
    const long = randomGame(5, 7);
    const last = long.actions.length;
    const el = await board();
    let complete = false;
    el.addEventListener('ur-review-complete', () => (complete = true));
    const judged = new Promise<CustomEvent>((resolve) =>
      el.addEventListener('ur-review-position', (event) => {
        if (event.detail.index === last && event.detail.lightChance !== null) resolve(event);
      }),
    );
    expect(await el.review(long)).to.deep.equal({ ok: true });
    await until(() => inView(el, '.graph') !== null);
    view(el)!.go(last);
    const { detail } = await judged;
    expect(complete).to.equal(false);
    expect(inView(el, '.progress')).not.to.equal(null);
    expect(detail.lightChance).to.equal(loadGame(long).winner === 'light' ? 1 : 0);
    expect(
      detail.choice === null || typeof detail.choice.category === 'string' || detail.choice.options === 1,
    ).to.equal(true);
    el.remove();
  });
});
