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

describe('the running score in the record', () => {
  it('is in the record once a game is won (the record of ur-game-end too), and a record with it restores it', async () => {
    const el = await board({ seed: '5', dark: 'computer', level: 'hard', 'animation-duration': '10000' });
    expect(el.record.tally, 'nobody has won yet').to.equal(undefined);
    const records: UrGameEndDetail['record'][] = [];
    el.addEventListener('ur-game-end', (event) => records.push(event.detail.record));
    el.resign();
    el.newGame();
    el.resign();
    el.newGame();
    el.endGame({ reason: 'resigned', by: 'dark' });
    expect(records.map((record) => record.tally)).to.deep.equal([
      { light: 0, dark: 1 },
      { light: 0, dark: 2 },
      { light: 1, dark: 2 },
    ]);
    const saved = JSON.stringify(el.record);
    expect(JSON.parse(saved).tally).to.deep.equal({ light: 1, dark: 2 });

    // Another page, the same players: the saved game comes back with its score.
    const again = await board({ seed: '9', dark: 'computer', level: 'hard', 'animation-duration': '10000' });
    const loaded = new Promise<UrGameEndDetail['record']>((resolve) =>
      again.addEventListener('ur-load', (event) => resolve(event.detail.record), { once: true }),
    );
    expect(await again.loadRecord(saved)).to.deep.equal({ ok: true });
    expect(again.tally).to.deep.equal({ light: 1, dark: 2 });
    expect((await loaded).tally).to.deep.equal({ light: 1, dark: 2 });
    await until(() => $(again, '.game-over .tally') !== null);
    expect(text(again, '.game-over .tally')).to.equal('You 1 – 2 Computer · Hard');
    await expect(again).to.be.accessible();
    // The score goes on from there.
    again.newGame();
    again.resign();
    expect(again.tally).to.deep.equal({ light: 1, dark: 3 });
    expect(again.record.tally).to.deep.equal({ light: 1, dark: 3 });
  });

  it('a record without a score (an older one) loads and keeps the score the board has', async () => {
    const el = await board({ seed: '5', dark: 'computer', level: 'hard', 'animation-duration': '10000' });
    el.resign();
    const old = { ...el.record };
    delete old.tally;
    el.newGame();
    expect(await el.loadRecord(old)).to.deep.equal({ ok: true });
    expect(el.tally).to.deep.equal({ light: 0, dark: 1 });
    expect(el.record.tally).to.deep.equal({ light: 0, dark: 1 });
  });

  it('a record with a bad score is refused with a clear error; the game and the score stay', async () => {
    const el = await board({ seed: '5', dark: 'computer', level: 'hard', 'animation-duration': '10000' });
    el.resign();
    const record = el.record;
    el.newGame();
    el.throwDice();
    const before = el.record;
    const bad: [unknown, RegExp][] = [
      [null, /tally must be \{ light, dark \}.*got null/],
      [[1, 2], /tally must be \{ light, dark \}/],
      ['2-1', /tally must be \{ light, dark \}.*got "2-1"/],
      [{ light: 1 }, /got dark: undefined/],
      [{ light: -1, dark: 0 }, /got light: -1/],
      [{ light: 1.5, dark: 0 }, /got light: 1\.5/],
      [{ light: '1', dark: 0 }, /got light: "1"/],
      [{ light: 0, dark: 1e7 }, /got dark: 10000000/],
      [{ light: 0, dark: Infinity }, /got dark: Infinity/],
      [{ light: 0, dark: 1, you: 3 }, /got a field "you"/],
      [JSON.parse('{"light":0,"dark":1,"__proto__":{"x":1}}'), /got a field "__proto__"/],
    ];
    for (const [tally, error] of bad) {
      const result = await el.loadRecord({ ...record, tally } as never);
      expect(result.ok, JSON.stringify(tally)).to.equal(false);
      expect(!result.ok && result.error, JSON.stringify(tally))
        .to.match(/^corrupt game record: /)
        .and.match(error);
      expect(el.record).to.deep.equal(before);
      expect(el.tally).to.deep.equal({ light: 0, dark: 1 });
    }
    // As JSON text as well.
    const text = JSON.stringify({ ...record, tally: { light: 'x', dark: 0 } });
    expect((await el.loadRecord(text)).ok).to.equal(false);
  });
});
