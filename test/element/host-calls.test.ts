/**
 * A host call is judged by the element's attributes from the moment it is connected, not from its
 * first update (issue 45 item 9): a page script right after the tag gets the same answers as after
 * `updateComplete`.
 */
import { expect } from '@open-wc/testing';
import type { RoyalUrElement } from '../../src/element/royal-ur.js';
import '../../src/element/define.js';

afterEach(() => document.body.replaceChildren());

/** The element as a page's markup makes it: connected, not yet updated. */
function fromMarkup(markup: string): RoyalUrElement {
  const holder = document.createElement('div');
  holder.innerHTML = markup;
  document.body.append(holder);
  const el = holder.querySelector<RoyalUrElement>('royal-ur')!;
  expect(el.hasUpdated, 'not yet updated').to.equal(false);
  return el;
}

describe('host calls before the first update', () => {
  it('with light remote and dark human, the host throws for light and is refused for dark, at once as after updateComplete', async () => {
    for (const early of [true, false]) {
      const el = fromMarkup('<royal-ur light="remote" dark="human" seed="1"></royal-ur>');
      if (!early) await el.updateComplete;
      el.throwDice(0);
      expect(el.position.turn, `${early ? 'early' : 'late'}: dark's turn`).to.equal('dark');
      expect(() => el.throwDice(0), early ? 'early' : 'late').to.throw('dark is played on this board, not by the host');
      expect(el.record.actions, early ? 'early' : 'late').to.have.length(1);
      document.body.replaceChildren();
    }
  });

  it('a side played by the computer is refused to the host before the first update', () => {
    const el = fromMarkup('<royal-ur light="computer" dark="remote" seed="1"></royal-ur>');
    expect(() => el.throwDice(2)).to.throw('light is played by the computer');
    expect(el.record.actions).to.have.length(0);
  });

  it('sides changed by the page since the last update count for the next host call', async () => {
    const el = fromMarkup('<royal-ur light="remote" dark="remote" seed="1"></royal-ur>');
    await el.updateComplete;
    el.setAttribute('light', 'human');
    expect(() => el.throwDice(2)).to.throw('light is played on this board, not by the host');
  });
});
