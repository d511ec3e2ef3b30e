import assert from 'node:assert/strict';
import { test } from 'node:test';
import { connectionState } from '../../src/online/presence.js';

const seats = (light: string, dark: string) => ({ light, dark }) as never;

test('the link comes first: connecting and reconnecting hide the seats, closed shows nothing', () => {
  assert.equal(connectionState('connecting', null, null), 'connecting');
  assert.equal(connectionState('reconnecting', 'light', seats('connected', 'left')), 'reconnecting');
  assert.equal(connectionState('closed', 'light', seats('connected', 'empty')), null);
});

test('a player sees the opponent’s seat: empty, reconnecting, left, or nothing when connected', () => {
  assert.equal(connectionState('open', 'light', seats('connected', 'empty')), 'waiting-for-opponent');
  assert.equal(connectionState('open', 'dark', seats('reconnecting', 'connected')), 'opponent-reconnecting');
  assert.equal(connectionState('open', 'light', seats('connected', 'left')), 'opponent-left');
  assert.equal(connectionState('open', 'dark', seats('connected', 'connected')), null);
  // Its own seat is never the news.
  assert.equal(connectionState('open', 'light', seats('reconnecting', 'connected')), null);
});

test('a spectator sees the worse of the two seats', () => {
  assert.equal(connectionState('open', 'spectator', seats('left', 'empty')), 'opponent-left');
  assert.equal(connectionState('open', 'spectator', seats('connected', 'reconnecting')), 'opponent-reconnecting');
  assert.equal(connectionState('open', 'spectator', seats('empty', 'connected')), 'waiting-for-opponent');
  assert.equal(connectionState('open', 'spectator', seats('connected', 'connected')), null);
});

test('a slow link shows once seated, over the seats; a room gone for good shows whatever the link, and one never there says so', () => {
  assert.equal(connectionState('open', 'light', seats('connected', 'left'), { slow: true }), 'slow');
  assert.equal(
    connectionState('reconnecting', 'light', seats('connected', 'connected'), { slow: true }),
    'reconnecting',
  );
  assert.equal(
    connectionState('closed', 'light', seats('connected', 'connected'), { refused: 'no-room' }),
    'game-gone',
  );
  // Never joined: the code was of no room at all.
  assert.equal(connectionState('closed', null, null, { refused: 'no-room' }), 'no-room');
});

test('a refusal to end the game is said once seated, under a lost or slow link and a paused store, over the seats', () => {
  const facts = { endRefused: true };
  assert.equal(connectionState('open', 'light', seats('connected', 'left'), facts), 'end-refused');
  assert.equal(connectionState('open', 'light', seats('connected', 'connected'), { ...facts, slow: true }), 'slow');
  assert.equal(connectionState('open', 'light', seats('connected', 'connected'), { ...facts, paused: true }), 'paused');
  assert.equal(connectionState('reconnecting', 'light', seats('connected', 'connected'), facts), 'reconnecting');
});

test('a refusal that ended the connection is told as it is (others as `refused`), never a turn nor nothing', () => {
  for (const code of ['key-required', 'seat-taken', 'room-full', 'not-seated'] as const) {
    assert.equal(connectionState('closed', null, null, { refused: code }), code);
    assert.equal(connectionState('closed', 'light', seats('connected', 'connected'), { refused: code }), code);
  }
  assert.equal(connectionState('closed', null, null, { refused: 'version' }), 'refused');
  assert.equal(
    connectionState('closed', 'dark', seats('connected', 'connected'), { refused: 'bad-request' }),
    'refused',
  );
});

test('a store refusing writes pauses play: said once seated, over the seats, under a lost or slow link', () => {
  assert.equal(connectionState('open', 'light', seats('connected', 'connected'), { paused: true }), 'paused');
  assert.equal(connectionState('open', 'spectator', seats('connected', 'left'), { paused: true }), 'paused');
  assert.equal(connectionState('open', 'light', seats('connected', 'connected'), { paused: true, slow: true }), 'slow');
  assert.equal(
    connectionState('reconnecting', 'light', seats('connected', 'connected'), { paused: true }),
    'reconnecting',
  );
});
