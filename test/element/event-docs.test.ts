/**
 * Every event of the table fires, each time with exactly the detail fields its documentation
 * (event-docs.ts, and so the manifest and the README) names.
 */
import { expect, oneEvent } from '@open-wc/testing';
import { EVENT_DOCS } from '../../src/element/event-docs.js';
import { UR_EVENTS, type UrEventName } from '../../src/element/events.js';
import { act, board, playOut, playUntilEyes, record, until } from './helpers.js';

/** Plays through what fires every event (seen on the document: every event bubbles and is composed). */
async function fireEveryEvent(): Promise<void> {
  // A race game played out, with a hint, an action taken back, and the record loaded elsewhere.
  // Two pieces a side: the review's exact endgame solver judges it quickly.
  const race = await board({ seed: '3', pieces: '2', hints: true, 'animation-duration': '0' });
  race.throwDice(4);
  await oneEvent(race, 'ur-hint');
  race.undo();
  playOut(race);
  await (await board()).loadRecord(race.record);
  // A bell match to one point, and an eyes bonus declined.
  playOut(await board({ variant: 'bell', seed: '4', pieces: '1', 'target-score': '1' }));
  const bell = await board({ variant: 'bell' });
  await playUntilEyes(bell);
  bell.decline();
  act(bell);
  // The host throws every die.
  const hosted = await board({ 'host-dice': true, dark: 'remote' });
  hosted.shadowRoot!.querySelector<HTMLButtonElement>('[part="throw-button"]')!.click();
  // The person here asks the room to call that game off; a resignation there ends a game as well.
  hosted.abort();
  // Online, the opponent gone past the grace: the person here claims the win.
  Object.assign(hosted, { viewer: 'light', claim: 0 });
  await until(() => hosted.shadowRoot!.querySelector('button.claim') != null);
  hosted.shadowRoot!.querySelector<HTMLButtonElement>('button.claim')!.click();
  const resigned = await board({ seed: '3' });
  act(resigned);
  resigned.endGame({ reason: 'resigned', by: 'dark' });
  // Online, at the game's end: the viewer asks for a rematch.
  const online = await board({ seed: '31', pieces: '1' });
  playOut(online);
  Object.assign(online, { viewer: 'light', rematch: 'available' });
  await online.updateComplete;
  online.shadowRoot!.querySelector<HTMLButtonElement>('[part="rematch-button"]')!.click();
  // A review of a short (one-piece) game, to its end.
  const reviewed = await board({ seed: '31', pieces: '1', 'animation-duration': '0' });
  playOut(reviewed);
  const complete = oneEvent(reviewed, 'ur-review-complete');
  expect(await reviewed.review(reviewed.record)).to.deep.equal({ ok: true });
  await complete;
  // The start screen (the page fixes no players): a friend here; the choice is not kept for other tests.
  const bare = await board({ seed: '3' });
  bare.shadowRoot!.querySelector<HTMLButtonElement>('.start-friend')!.click();
  await oneEvent(bare, 'ur-setup');
  localStorage.removeItem(`royal-ur-setup:${location.pathname}`);
  // A puzzle answered, with its first move on offer.
  const puzzle = await board({ puzzle: 'finkel-1' });
  await until(() => puzzle.shadowRoot!.querySelector('royal-ur-puzzle')?.shadowRoot?.querySelector('svg .src') != null);
  const answered = oneEvent(puzzle, 'ur-puzzle');
  puzzle
    .shadowRoot!.querySelector('royal-ur-puzzle')!
    .shadowRoot!.querySelector('svg .src')!
    .dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
  await answered;
}

describe('events: each fires with its documented fields', () => {
  it('every event in the table fires, with exactly the fields event-docs.ts names', async () => {
    const seen = record(document);
    await fireEveryEvent();
    for (const name of UR_EVENTS) {
      const documented = Object.keys(EVENT_DOCS[name].fields).sort();
      const fired = seen.filter((event) => event.type === name);
      expect(fired, `${name} fired`).to.not.be.empty;
      for (const event of fired) expect(Object.keys(event.detail).sort(), name).to.deep.equal(documented);
    }
    expect(Object.keys(EVENT_DOCS).sort()).to.deep.equal([...UR_EVENTS].sort() as UrEventName[]);
  });
});
