/**
 * docs/online-play.md's recipe without the server, run as written there between two boards on
 * one page, over a channel that delivers every message twice and swaps some: both boards end
 * on the same record, and a peer's action out of turn is refused.
 */
import { expect } from '@open-wc/testing';
import { DICE, loadGame } from '../../src/engine/index.js';
import type { RoyalUrElement } from '../../src/element/royal-ur.js';
import { board, until } from '../element/helpers.js';

type Message =
  { type: 'action'; index: number; action: string } | { type: 'sync-request' } | { type: 'sync'; record: unknown };

/** The recipe's page script for `el`, whose `other` side is the peer's; `send` reaches the peer. */
function wire(
  el: RoyalUrElement,
  other: 'light' | 'dark',
  send: (message: Message) => void,
): (message: Message) => void {
  function throwDice(): number {
    const dice = DICE[loadGame(el.record).rules.dice];
    let marked = 0;
    for (let i = 0; i < dice.count; i++) marked += crypto.getRandomValues(new Uint8Array(1))[0] & 1;
    return dice.valueByMarked[marked];
  }
  el.addEventListener('ur-throw-request', ({ detail }) => {
    const action = { index: detail.index, action: `h${throwDice()}` };
    if (el.applyAction(action).status === 'applied') send({ type: 'action', ...action });
  });
  el.addEventListener('ur-action', ({ detail }) => {
    if (detail.local) send({ type: 'action', index: detail.index, action: detail.action });
  });
  return (message) => {
    if (message.type === 'sync-request') return send({ type: 'sync', record: el.record });
    if (message.type === 'sync') return void el.loadRecord(message.record as never);
    const fresh = message.index === el.record.actions.length;
    if (fresh && el.position.turn !== other) return;
    const result = el.applyAction({ index: message.index, action: message.action });
    if (!result.ok && result.status !== 'refused') send({ type: 'sync-request' });
  };
}

/** Delivers each message twice; every fifth one is held back 30 ms, so later ones overtake it. */
function duplicatingChannel(deliver: (message: Message) => void): (message: Message) => void {
  let count = 0;
  return (message) => {
    const delay = ++count % 5 === 0 ? 30 : 0;
    for (const copy of [structuredClone(message), structuredClone(message)]) setTimeout(() => deliver(copy), delay);
  };
}

describe('online play without the server (the docs recipe)', () => {
  it('two people play a game over a channel that repeats and reorders messages, and both boards end on the same record', async () => {
    const common = { 'host-dice': true, pieces: '2' };
    const light = await board({ ...common, light: 'human', dark: 'remote' });
    const dark = await board({ ...common, light: 'remote', dark: 'human', flipped: true });
    const inboxes: ((message: Message) => void)[] = [];
    inboxes[0] = wire(
      light,
      'dark',
      duplicatingChannel((message) => inboxes[1](message)),
    );
    inboxes[1] = wire(
      dark,
      'light',
      duplicatingChannel((message) => inboxes[0](message)),
    );
    const same = () => light.record.actions.join() === dark.record.actions.join();
    while (light.position.phase !== 'over') {
      // The person to act clicks on their own board: Throw, or the first move offered.
      const own = light.position.turn === 'light' ? light : dark;
      const root = own.shadowRoot!;
      // The move layer (what a person can choose) is a part fetched with the first throw: drawn once the update completes.
      await own.updateComplete;
      if (own.position.phase === 'move')
        root.querySelector<SVGElement>('g.option g.dest')!.dispatchEvent(new MouseEvent('click'));
      else root.querySelector<HTMLButtonElement>('[part="throw-button"]')!.click();
      await until(same);
    }
    await until(() => dark.position.phase === 'over' && same());
    expect(light.record.seed).to.equal(null);
    expect(light.record.actions.length).to.be.greaterThan(10);
  });

  it('the side check refuses a peer’s throw on this page’s turn', async () => {
    const el = await board({ 'host-dice': true, light: 'human', dark: 'remote' });
    const sent: Message[] = [];
    const receive = wire(el, 'dark', (message) => sent.push(message));
    receive({ type: 'action', index: 0, action: 'h4' });
    expect(el.record.actions).to.deep.equal([]);
    expect(sent).to.deep.equal([]);
  });
});
