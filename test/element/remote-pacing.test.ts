/**
 * The other side's actions online, shown at a readable pace: the connector's mirror (a scripted
 * link, the real element) receives a burst from the server and shows each action for at least the
 * computer's pause before the next, in order, ending on the server's record; none at
 * `animation-duration="0"`, 1 × under reduced motion; a sync or the end shows all at once.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { createGame, type GameRecord } from '../../src/engine/index.js';
import { actionPauseMs, READING_PAUSES } from '../../src/element/players/pacing.js';
import { Mirror, type MirrorLink } from '../../src/online/mirror.js';
import type { Seat } from '../../src/protocol/index.js';
import { $, board, until, type RoyalUrElement } from './helpers.js';

/**
 * Light enters on its rosette and moves on (a double move), dark enters, light's next throw: seven
 * actions with the server's dice (`h<n>`), the record every board must end on.
 */
function doubleMove(): GameRecord {
  const game = createGame({ seed: null });
  game.throwDice(4);
  game.move('R-A1');
  game.throwDice(2);
  game.move('A1-B2');
  game.throwDice(3);
  game.move('R-C2');
  game.throwDice(1);
  return game.toJSON();
}

/** A link to a server that never answers (no request is made while only receiving), for `seat`. */
function quietLink(seat: Seat | 'spectator'): MirrorLink {
  return {
    room: 'ABCDEF',
    open: true,
    seat,
    ask: () => new Promise(() => undefined),
    fail: () => {
      throw new Error('the mirror failed');
    },
    seatsSynced: () => undefined,
  };
}

interface Shown {
  index: number;
  at: number;
  /** The status line as drawn up to this action: what the action before it said. */
  before: string;
}

/** Feeds `record`'s actions to a new mirror of `el` all at once, as a burst from the server; collects each as it is shown. */
function burst(el: RoyalUrElement, record: GameRecord, seat: Seat | 'spectator' = 'spectator') {
  const shown: Shown[] = [];
  const status = () => $(el, '[part="status"]')!.textContent!.replace(/\s+/g, ' ').trim();
  el.addEventListener('ur-action', ({ detail }) =>
    shown.push({ index: detail.index, at: performance.now(), before: status() }),
  );
  const mirror = new Mirror(el, quietLink(seat), 60_000);
  record.actions.forEach((action, index) => mirror.received({ room: 'ABCDEF', index, action }));
  return { shown, mirror };
}

const remoteBoard = (animation: string, attributes: Record<string, string> = { light: 'remote', dark: 'remote' }) =>
  board({ 'host-dice': true, 'animation-duration': animation, ...attributes });

/**
 * Whether a burst's second action is shown within twice `animation` of its first. Two timers race,
 * not the clock: the mirror's for the second action, and this one, set just after it for twice
 * `animation`; whichever is due first fires first.
 */
async function secondWithin2x(animation: number): Promise<{ within: boolean; shown: Shown[] }> {
  const el = await remoteBoard(String(animation));
  let within: boolean | null = null;
  el.addEventListener('ur-action', () => setTimeout(() => (within = el.record.actions.length >= 2), 2 * animation), {
    once: true,
  });
  const { shown, mirror } = burst(el, doubleMove());
  await until(() => within !== null);
  mirror.stop();
  return { within: within!, shown };
}

describe('online: the other side’s actions shown at a readable pace', () => {
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('shows each action of a burst in order, each for at least the computer’s pause, and ends on the server’s record', async () => {
    const animation = 40;
    const record = doubleMove();
    const el = await remoteBoard(String(animation));
    const { shown, mirror } = burst(el, record);
    // The first is shown at once; the rest wait their turn.
    expect(el.record.actions).to.deep.equal(record.actions.slice(0, 1));
    await until(() => shown.length === record.actions.length);
    expect(shown.map((item) => item.index)).to.deep.equal(record.actions.map((_, index) => index));
    // Timers never fire early; a millisecond of slack for the clock's rounding.
    for (let i = 1; i < shown.length; i++)
      expect(shown[i].at - shown[i - 1].at).to.be.at.least(READING_PAUSES * animation - 1);
    // The double move's first half stayed on the status line until the throw after it.
    expect(shown[2].before).to.match(/^Light .*A1.*another throw/);
    expect(el.record).to.deep.equal(record);
    mirror.stop();
  });

  it('offers the person’s turn only once the action that gives it is shown, and counts the pause from their own last action', async () => {
    const record = doubleMove();
    const el = await remoteBoard('40', { light: 'remote', dark: 'human' });
    const canThrow = () => $(el, '[part="throw-button"]')!.getAttribute('aria-disabled') === 'false';
    const { shown, mirror } = burst(el, { ...record, actions: record.actions.slice(0, 4) }, 'dark');
    // Light's double move is on its way: dark's throw is not offered until its last move is shown.
    for (let i = 1; i < 4; i++) {
      await until(() => shown.length === i);
      await el.updateComplete;
      expect(canThrow(), `after action ${i - 1}`).to.equal(false);
    }
    await until(() => shown.length === 4);
    await el.updateComplete;
    expect(canThrow()).to.equal(true);
    // The person throws: the server's broadcast of the throw comes first (it waits, light's move is
    // fresh), then its reply, which the board takes at once. The person moves straight away; light's
    // throw arrives at once, yet waits the pause after the person's move.
    el.addEventListener(
      'ur-throw-request',
      ({ detail }) => {
        mirror.received({ room: 'ABCDEF', index: detail.index, action: 'h3' });
        el.applyAction({ index: detail.index, action: 'h3' });
      },
      { once: true },
    );
    $<HTMLButtonElement>(el, '[part="throw-button"]')!.click();
    await el.updateComplete;
    $(el, '.dest[data-to="C2"]')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    const moved = performance.now();
    mirror.received({ room: 'ABCDEF', index: 5, action: record.actions[5] });
    mirror.received({ room: 'ABCDEF', index: 6, action: 'h1' });
    expect(el.record.actions).to.deep.equal(record.actions.slice(0, 6));
    await until(() => el.record.actions.length === 7);
    expect(shown[6].at - moved).to.be.at.least(READING_PAUSES * 40 - 1);
    expect(el.record).to.deep.equal(record);
    mirror.stop();
  });

  it('with animation-duration="0", shows every action as it arrives', async () => {
    const record = doubleMove();
    const el = await remoteBoard('0');
    const { mirror } = burst(el, record);
    expect(el.record).to.deep.equal(record);
    mirror.stop();
  });

  it('under reduced motion, each waits animation-duration and no more than the floor would', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const animation = 200;
    expect(actionPauseMs(animation)).to.equal(animation);
    const { within, shown } = await secondWithin2x(animation);
    expect(within).to.equal(true);
    expect(shown[1].at - shown[0].at).to.be.at.least(animation - 1);
  });

  it('without reduced motion the same race goes the other way: the floor is 2.5 × animation-duration', async () => {
    expect((await secondWithin2x(200)).within).to.equal(false);
  });

  it('shows everything waiting at once when the connection ends, and drops nothing', async () => {
    const record = doubleMove();
    const el = await remoteBoard('1000');
    const { mirror } = burst(el, record);
    expect(el.record.actions).to.have.length(1);
    mirror.stop();
    expect(el.record).to.deep.equal(record);
  });

  it('a sync shows everything waiting at once, then plays what the board missed of the server’s record, as it happened', async () => {
    const record = doubleMove();
    const el = await remoteBoard('1000');
    const link: MirrorLink = { ...quietLink('spectator'), ask: async <T>() => ({ ok: true, record }) as T };
    const mirror = new Mirror(el, link, 60_000);
    const shown: number[] = [];
    el.addEventListener('ur-action', ({ detail }) => shown.push(detail.index));
    record.actions.slice(0, 4).forEach((action, index) => mirror.received({ room: 'ABCDEF', index, action }));
    expect(shown).to.deep.equal([0]);
    await mirror.resync();
    // The waiting ones first, then the server's three the board never heard, each an action of its
    // own (ur-action fires for each, as on a board that heard them), none waiting its pause.
    expect(shown).to.deep.equal([0, 1, 2, 3, 4, 5, 6]);
    expect(el.record).to.deep.equal(record);
    mirror.stop();
  });

  it('a repeat of a waiting action changes nothing, and the next in order after the waiting ones is queued behind them', async () => {
    const record = doubleMove();
    const el = await remoteBoard('20');
    const { shown, mirror } = burst(el, { ...record, actions: record.actions.slice(0, 3) });
    mirror.received({ room: 'ABCDEF', index: 2, action: record.actions[2] });
    mirror.received({ room: 'ABCDEF', index: 1, action: record.actions[1] });
    mirror.received({ room: 'ABCDEF', index: 3, action: record.actions[3] });
    await until(() => shown.length === 4);
    expect(shown.map((item) => item.index)).to.deep.equal([0, 1, 2, 3]);
    expect(el.record.actions).to.deep.equal(record.actions.slice(0, 4));
    mirror.stop();
  });
});
