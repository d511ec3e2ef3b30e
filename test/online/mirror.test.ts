/**
 * The mirror's sync against a scripted link: the server's record goes on the real board, and the seats
 * that come with it reach the connection; a reply without seats (an older server) changes nothing else.
 */
import { expect } from '@open-wc/testing';
import { createGame } from '../../src/engine/index.js';
import { Mirror, type MirrorLink } from '../../src/online/mirror.js';
import type { Seat, SeatStatus, SyncReply } from '../../src/protocol/index.js';
import { board } from '../element/helpers.js';

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
