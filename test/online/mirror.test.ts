/**
 * The mirror's sync against a scripted link: the server's record goes on the real board, and the seats
 * that come with it reach the connection; a reply without seats (an older server) changes nothing else.
 */
import { expect } from '@open-wc/testing';
import { createGame } from '../../src/engine/index.js';
import { Mirror, type MirrorLink } from '../../src/online/mirror.js';
import { EVENTS, type Seat, type SeatStatus, type SyncReply } from '../../src/protocol/index.js';
import { board, until } from '../element/helpers.js';

function scriptedLink(reply: SyncReply): MirrorLink & { seats: Record<Seat, SeatStatus>[] } {
  const seats: Record<Seat, SeatStatus>[] = [];
  return {
    room: 'ABCDEF',
    open: true,
    seat: 'light',
    seats,
    ask: async <T>() => ({ ok: true, ...reply }) as unknown as { ok: true } & T,
    fail: () => {
      throw new Error('the sync did not fail');
    },
    seatsSynced: (synced) => seats.push(synced),
  };
}

describe('online: the mirror’s sync', () => {
  const record = () => {
    const game = createGame({ seed: 5 });
    game.throwDice();
    return game.toJSON();
  };

  it('puts the server’s record on the board and hands on the seats that came with it', async () => {
    const el = await board({ 'host-dice': true, dark: 'remote' });
    const seats: Record<Seat, SeatStatus> = { light: 'connected', dark: 'connected' };
    const link = scriptedLink({
      record: record(),
      seats,
      names: { light: 'Ana', dark: null },
      grace: { light: null, dark: null },
    });
    await new Mirror(el, link, 60_000).resync(true);
    expect(el.record.actions).to.deep.equal(record().actions);
    expect(link.seats).to.deep.equal([seats]);
  });

  it('a reply without seats changes only the record', async () => {
    const el = await board({ 'host-dice': true, dark: 'remote' });
    const link = scriptedLink({ record: record() } as SyncReply);
    await new Mirror(el, link, 60_000).resync(true);
    expect(el.record.actions).to.deep.equal(record().actions);
    expect(link.seats).to.deep.equal([]);
  });
});

describe('online: the mirror’s own throw', () => {
  it('the opponent’s next action heard before the throw’s reply is taken waits for it: no sync, both shown in order', async () => {
    const el = await board({ 'host-dice': true, dark: 'remote' });
    // A throw of 0 passes the turn: dark throws next.
    const asked: string[] = [];
    const link: MirrorLink = {
      room: 'ABCDEF',
      open: true,
      seat: 'light',
      ask: async <T>(event: string) => {
        asked.push(event);
        if (event !== EVENTS.action) throw new Error(`unexpected ${event}`);
        // The server sends the actor no broadcast of its throw; the opponent's throw after it
        // comes in the same read, handled before this reply is taken.
        mirror.received({ room: 'ABCDEF', index: 1, action: 'h2' });
        return { ok: true, index: 0, action: 'h0' } as unknown as { ok: true } & T;
      },
      fail: () => {
        throw new Error('the mirror failed');
      },
      seatsSynced: () => undefined,
    };
    const mirror = new Mirror(el, link, 60_000);
    mirror.throwRequested(0);
    await until(() => el.record.actions.length === 2);
    expect(el.record.actions).to.deep.equal(['h0', 'h2']);
    expect(asked).to.deep.equal([EVENTS.action]);
  });
});
