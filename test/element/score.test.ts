/**
 * The running score belongs to people, not colours: against the computer and online, the same
 * people on swapped seats keep their wins, in `tally`, `ur-game-end` and the game-over panel, which
 * names the person here first ("You 1 – 2 Computer · Hard").
 */
import { expect } from '@open-wc/testing';
import type { UrGameEndDetail } from '../../src/element/events.js';
import type { RoyalUrElement } from '../../src/element/royal-ur.js';
import { board, until } from './helpers.js';

const $ = (el: RoyalUrElement, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
const text = (el: RoyalUrElement, selector: string) => $(el, selector)?.textContent?.replace(/\s+/g, ' ').trim();

afterEach(() => document.body.replaceChildren());

describe('the running score, by person', () => {
  it('against the computer: a swap of colours keeps each one’s wins', async () => {
    // The computer waits long enough never to act here.
    const el = await board({ seed: '5', dark: 'computer', level: 'hard', 'animation-duration': '100000' });
    const ends: UrGameEndDetail['tally'][] = [];
    el.addEventListener('ur-game-end', (event) => ends.push(event.detail.tally));
    el.resign();
    expect(el.tally).to.deep.equal({ light: 0, dark: 1 });
    // The person takes dark now: the computer's win goes with it to light.
    el.light = 'computer';
    el.dark = 'human';
    await el.updateComplete;
    el.newGame();
    expect(el.tally).to.deep.equal({ light: 1, dark: 0 });
    el.endGame({ reason: 'resigned', by: 'light' });
    el.newGame();
    el.endGame({ reason: 'resigned', by: 'light' });
    expect(ends).to.deep.equal([
      { light: 0, dark: 1 },
      { light: 1, dark: 1 },
      { light: 1, dark: 2 },
    ]);
    await until(() => $(el, '.game-over .tally') !== null);
    expect(text(el, '.game-over .tally')).to.equal('You 2 – 1 Computer · Hard');
    // Another level is another opponent: a new score.
    el.level = 'easy';
    await el.updateComplete;
    expect(el.tally).to.deep.equal({ light: 0, dark: 0 });
  });

  it('online: a rematch on swapped seats keeps the viewer’s and the opponent’s wins', async () => {
    // As the connector sets a room: both sides remote, the viewer's seat and the opponent's name.
    const el = await board({ seed: '5', light: 'remote', dark: 'remote' });
    el.viewer = 'light';
    el.darkName = 'Ben';
    await el.updateComplete;
    el.endGame({ reason: 'resigned', by: 'dark' });
    expect(el.tally).to.deep.equal({ light: 1, dark: 0 });
    // The rematch swaps the seats.
    el.viewer = 'dark';
    el.darkName = null;
    el.lightName = 'Ben';
    await el.updateComplete;
    el.newGame();
    const end = new Promise<UrGameEndDetail>((resolve) =>
      el.addEventListener('ur-game-end', (event) => resolve(event.detail), { once: true }),
    );
    el.endGame({ reason: 'resigned', by: 'light' });
    expect((await end).tally).to.deep.equal({ light: 0, dark: 2 });
    await until(() => $(el, '.game-over .tally') !== null);
    expect(text(el, '.game-over .tally')).to.equal('You 2 – 0 Ben');
  });
});
