/**
 * The element's side of online play: actions by index, host calls only for remote sides,
 * host-thrown dice, records that cannot roll a game back, the connection state.
 */
import { expect, oneEvent } from '@open-wc/testing';
import { createGame, Random } from '../../src/engine/index.js';
import type { UrActionDetail } from '../../src/element/events.js';
import { enConnection } from '../../src/element/i18n/en/connection.js';
import { translation } from '../../src/element/i18n/lang.js';
import { CONNECTION_STATES } from '../../src/protocol/index.js';
import { $, board, until, type RoyalUrElement } from './helpers.js';

describe('remote play: actions by index', () => {
  it('every action event carries its index and its notation as stored in the record; ur-action says who made it', async () => {
    const el = await board({ seed: '4', dark: 'remote' });
    const actions: UrActionDetail[] = [];
    el.addEventListener('ur-action', (event) => actions.push(event.detail));
    const thrown = oneEvent(el, 'ur-throw');
    $<HTMLButtonElement>(el, '[part="throw-button"]')!.click();
    const throwDetail = (await thrown).detail;
    const record = el.record;
    expect(throwDetail).to.include({ index: 0, action: record.actions[0] });
    expect(actions[0]).to.deep.equal({ index: 0, action: record.actions[0], player: 'light', local: true });
    for (const [index, action] of record.actions.entries()) expect(actions[index]).to.include({ index, action });
  });

  it('applyAction applies the next action of a remote side, and a repeat is a harmless duplicate', async () => {
    const el = await board({ light: 'remote', seed: '1' });
    const reference = createGame({ seed: 1 });
    reference.throwDice(4);
    reference.move('R-A1');
    const actions: UrActionDetail[] = [];
    el.addEventListener('ur-action', (event) => actions.push(event.detail));
    expect(el.applyAction({ index: 0, action: 'h4' })).to.deep.equal({
      ok: true,
      status: 'applied',
      index: 0,
      action: 'h4',
    });
    expect(el.applyAction({ index: 1, action: 'R-A1*' })).to.deep.equal({
      ok: true,
      status: 'applied',
      index: 1,
      action: 'R-A1*',
    });
    expect(el.record.actions).to.deep.equal(reference.actions);
    expect(actions.map((a) => a.local)).to.deep.equal([false, false]);
    const before = el.record;
    expect(el.applyAction({ index: 0, action: 'h4' })).to.deep.equal({
      ok: true,
      status: 'duplicate',
      index: 0,
      action: 'h4',
    });
    expect(el.applyAction({ index: 1, action: 'R-A1*' })).to.include({ ok: true, status: 'duplicate' });
    expect(el.record).to.deep.equal(before);
    expect(actions).to.have.length(2);
  });

  it('applyAction refuses an index ahead (out of step), another action at a played index (conflict) and bad input, changing nothing', async () => {
    const el = await board({ light: 'remote', dark: 'remote', seed: '1' });
    el.applyAction({ index: 0, action: 'h0' });
    const before = el.record;
    expect(el.applyAction({ index: 5, action: 'h2' })).to.deep.include({
      ok: false,
      status: 'out-of-step',
      index: 5,
      expected: 1,
    });
    expect(el.applyAction({ index: 0, action: 'h3' })).to.deep.include({
      ok: false,
      status: 'conflict',
      index: 0,
      expected: 1,
    });
    const bad = [
      null,
      42,
      'h2',
      { index: -1, action: 'h2' },
      { index: 1.5, action: 'h2' },
      { index: 1, action: 7 },
      { index: 1, action: 'x'.repeat(10_000) },
      { index: 1, action: 'Z9-Z9' },
      { index: 1, action: 'h9' },
    ];
    for (const input of bad) {
      const result = el.applyAction(input as never);
      expect(result.ok, JSON.stringify(input)?.slice(0, 40)).to.equal(false);
      expect(result).to.have.property('error').that.is.a('string').and.not.empty;
    }
    expect(el.record).to.deep.equal(before);
  });

  it('applyAction refuses a move for a side played on this board', async () => {
    const el = await board({ dark: 'remote', seed: '1' });
    const result = el.applyAction({ index: 0, action: 'h4' });
    expect(result).to.deep.include({ ok: false, status: 'refused' });
    expect(result.ok === false && result.error).to.match(/light is played on this board/);
    expect(el.record.actions).to.deep.equal([]);
  });
});

describe('remote play: host calls act only for a remote side on its turn', () => {
  it('a duplicated throw from the peer is refused on the person’s turn (light remote, dark human)', async () => {
    const el = await board({ light: 'remote', dark: 'human', seed: '1' });
    el.throwDice(0);
    expect(el.position.turn).to.equal('dark');
    expect(() => el.throwDice(0)).to.throw(/dark is played on this board, not by the host/);
    expect(el.record.actions).to.deep.equal(['h0']);
  });

  it('a host throw during the person’s turn is refused, and so is a move labelled with the other player', async () => {
    const el = await board({ light: 'human', dark: 'remote', seed: '1' });
    expect(() => el.throwDice(3)).to.throw(/light is played on this board/);
    expect(el.record.actions).to.deep.equal([]);
    const remote = await board({ light: 'remote', dark: 'remote', seed: '1' });
    remote.throwDice(4);
    const move = { ...remote.legalMoves[0], player: 'dark' as const };
    expect(() => remote.move(move)).to.throw(/a move for dark, but light is to move/);
    expect(remote.record.actions).to.deep.equal(['h4']);
  });

  it('the host never acts for the computer', async () => {
    const el = await board({ light: 'computer', dark: 'remote', 'animation-duration': '10000' });
    expect(() => el.throwDice(2)).to.throw(/light is played by the computer/);
    expect(el.record.actions).to.deep.equal([]);
  });

  it('undo is refused in a game with a remote side', async () => {
    const el = await board({ light: 'remote', seed: '1' });
    el.throwDice(0);
    expect(() => el.undo()).to.throw(/no undo in a game with a remote side/);
    expect(el.record.actions).to.deep.equal(['h0']);
  });
});

describe('remote play: host-thrown dice (host-dice)', () => {
  it('Throw asks the host with ur-throw-request and throws nothing; the host answers with applyAction', async () => {
    const el = await board({ 'host-dice': true, dark: 'remote' });
    expect(el.record.seed).to.equal(null);
    const requested = oneEvent(el, 'ur-throw-request');
    $<HTMLButtonElement>(el, '[part="throw-button"]')!.click();
    expect((await requested).detail).to.deep.equal({ player: 'light', index: 0 });
    expect(el.record.actions).to.deep.equal([]);
    expect(() => el.throwDice()).to.throw(Error);
    const local = oneEvent(el, 'ur-action');
    expect(el.applyAction({ index: 0, action: 'h2' })).to.include({ ok: true, status: 'applied' });
    expect((await local).detail).to.deep.equal({ index: 0, action: 'h2', player: 'light', local: false });
    expect(el.position.phase).to.equal('move');
    expect(el.record).to.include({ seed: null });
    expect(el.record.actions).to.deep.equal(['h2']);
  });

  it('a computer side asks for each throw and plays on when the host answers', async () => {
    const el = await board({
      'host-dice': true,
      light: 'computer',
      dark: 'remote',
      level: 'beginner',
      'animation-duration': '0',
    });
    const dice = new Random(9);
    let requests = 0;
    el.addEventListener('ur-throw-request', ({ detail }) => {
      requests++;
      queueMicrotask(() =>
        el.applyAction({ index: detail.index, action: `h${dice.throw(createGame().layout.dice).value}` }),
      );
    });
    el.newGame();
    // Dark (remote) answers with host throws and first legal moves until the game ends.
    el.addEventListener('ur-turn', ({ detail }) => {
      if (detail.player !== 'dark' || detail.phase === 'over') return;
      queueMicrotask(() => {
        const index = el.record.actions.length;
        if (el.position.phase === 'move') el.applyAction({ index, action: el.legalMoves[0].notation });
        else if (el.position.turn === 'dark' && el.position.phase === 'throw')
          el.applyAction({ index, action: `h${dice.throw(createGame().layout.dice).value}` });
      });
    });
    const first = el.position;
    if (first.turn === 'dark') el.applyAction({ index: 0, action: 'h0' });
    await until(() => el.position.phase === 'over', 60_000);
    expect(requests).to.be.greaterThan(10);
    expect(el.record.actions.every((action) => !action.startsWith('t'))).to.equal(true);
    expect(el.record.seed).to.equal(null);
  });
});

describe('remote play: records cannot roll a game back', () => {
  async function played(actions: number): Promise<RoyalUrElement> {
    const el = await board({ light: 'remote', dark: 'remote', seed: '6' });
    while (el.record.actions.length < actions && el.position.phase !== 'over') {
      if (el.position.phase === 'move') el.move(el.legalMoves[0]);
      else el.throwDice(2);
    }
    return el;
  }

  it('loadRecord refuses an earlier point of the current game unless forced', async () => {
    const el = await played(20);
    const older = el.record;
    while (el.record.actions.length < 30) {
      if (el.position.phase === 'move') el.move(el.legalMoves[0]);
      else el.throwDice(2);
    }
    const current = el.record;
    const refused = await el.loadRecord(older);
    expect(refused.ok).to.equal(false);
    expect(refused.error).to.match(/earlier point of this game \(20 actions, the game has 30\)/);
    expect(el.record).to.deep.equal(current);
    expect(await el.loadRecord(older, { force: true })).to.deep.equal({ ok: true });
    expect(el.record.actions).to.have.length(20);
    expect(await el.loadRecord(current)).to.deep.equal({ ok: true });
    expect(el.record).to.deep.equal(current);
  });

  it('a record of another game replaces the current one', async () => {
    const el = await played(10);
    const other = createGame({ seed: 99 });
    other.throwDice(1);
    expect(await el.loadRecord(other.toJSON())).to.deep.equal({ ok: true });
    expect(el.record.actions).to.deep.equal(['h1']);
  });
});

describe('remote play: the connection on the status line', () => {
  it('connectionState shows what the connection is doing, with the opponent’s name, and null shows the turn again', async () => {
    const el = await board({ dark: 'remote', 'dark-name': 'Bruno' });
    const status = () => $(el, '[part="status"]')!.textContent!;
    const t = translation('en');
    for (const state of CONNECTION_STATES) {
      el.connectionState = state;
      await el.updateComplete;
      expect(status()).to.contain(enConnection.states[state]('Bruno'));
      expect($(el, '[aria-live]')!.textContent).to.contain(enConnection.states[state]('Bruno'));
    }
    el.connectionState = null;
    await el.updateComplete;
    expect(status()).to.contain(t.toThrow('Light'));
  });
});

describe('remote play: two boards over a lossy channel, without a server', () => {
  it('mirrored by index, with drops, repeats and swaps, both boards end on the same record', async () => {
    // Each board plays one side as the computer and its own seeded dice; the other side is remote.
    // Messages are lost, repeated or swapped; an out-of-step board catches up from the sender's record
    // (a later point of the same game, which loadRecord accepts).
    const chaos = new Random(2026);
    for (let game = 0; game < 3; game++) {
      const seed = String(100 + game);
      const attrs = { seed, level: 'beginner', 'animation-duration': '0', pieces: '3' };
      const a = await board({ ...attrs, light: 'computer', dark: 'remote' });
      const b = await board({ ...attrs, light: 'remote', dark: 'computer' });
      const timers: ReturnType<typeof setInterval>[] = [];
      const wire = (from: RoyalUrElement, to: RoyalUrElement) => {
        const queue: UrActionDetail[] = [];
        let last: UrActionDetail | null = null;
        // Loading a record is async: messages that arrive meanwhile wait for the flush under way.
        let flushing = false;
        const flush = async () => {
          if (flushing) return;
          flushing = true;
          try {
            while (queue.length > 0) {
              const message = queue.shift()!;
              const result = to.applyAction(message);
              if (!result.ok && result.status === 'out-of-step')
                expect((await to.loadRecord(from.record)).ok).to.equal(true);
              else if (!result.ok) throw new Error(result.error);
            }
          } finally {
            flushing = false;
          }
        };
        const send = (detail: UrActionDetail) => {
          const chance = chaos.next();
          if (chance < 0.1) return; // lost
          queue.push(detail);
          if (chance < 0.2) queue.push(detail); // repeated
          if (chance < 0.3 && queue.length > 1) queue.reverse(); // swapped
          queueMicrotask(() => void flush());
        };
        from.addEventListener('ur-action', ({ detail }) => {
          if (!detail.local) return;
          last = detail;
          send(detail);
        });
        // The sender repeats its latest action now and then: a lost one arrives at last, a received one is a duplicate.
        timers.push(setInterval(() => last && send(last), 20));
      };
      wire(a, b);
      wire(b, a);
      a.newGame();
      b.newGame();
      await until(() => a.position.phase === 'over' && b.position.phase === 'over', 60_000);
      timers.forEach(clearInterval);
      expect(a.record).to.deep.equal(b.record);
      expect(a.position.winner).to.not.equal(null);
    }
  });
});
