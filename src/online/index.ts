/**
 * `royal-ur/online`: plays a `<royal-ur>` board on the reference game server. A separate entry
 * (and bundle, `dist/online.js`): the element itself never opens a connection.
 *
 *   import { connect, createRoom } from 'royal-ur/online';
 *   const { room, key } = await createRoom('https://ur.example.org', { variant: 'finkel' });
 *   const game = connect(board, { url: 'https://ur.example.org', room, key, seat: 'light' });
 *   // Or: the board's start screen offers a quick match in the colour the person chooses.
 *   board.online = quickMatch(board, { url: 'https://ur.example.org' });
 */
export { connect, OnlineError, OnlineGame, type ConnectOptions } from './connect.js';
export { createRoom, type CreateRoomOptions } from './create-room.js';
export { findMatch, type FindMatchOptions } from './find-match.js';
export { quickMatch, type QuickMatchOptions } from './quick-match.js';
export type { LinkState } from './presence.js';
export type { SocketFactory, SocketLike } from './socket.js';
export * from '../protocol/index.js';
export { checkName } from '../protocol/schema.js';
