/** English: the status line's words for an online connection (loaded with the first connection state). */
import type { ConnectionWords } from '../types.js';

export const enConnection: ConnectionWords = {
  states: {
    connecting: () => 'Connecting to the game server…',
    'waiting-for-opponent': (opponent) => `The game starts when ${opponent} joins…`,
    reconnecting: () => 'Connection lost: reconnecting…',
    slow: () => 'Connection slow…',
    'game-gone': () => 'This game no longer exists: start a new one with New game.',
    'opponent-reconnecting': (opponent) => `${opponent} lost the connection: waiting for them to come back…`,
    'opponent-left': (opponent) => `${opponent} left the game.`,
  },
  either: (a, b) => `${a} or ${b}`,
  rematch: {
    offer: 'Rematch',
    accept: 'Accept rematch',
    waiting: (opponent) => `Waiting for ${opponent} to accept the rematch…`,
    offered: (opponent) => `${opponent} wants a rematch`,
  },
};
