/** English: the status line's words for an online connection (loaded with the first connection state). */
import type { ConnectionWords } from '../types.js';

export const enConnection: ConnectionWords = {
  states: {
    connecting: () => 'Connecting to the game server…',
    'waiting-for-opponent': (opponent) => `The game starts when ${opponent} joins…`,
    reconnecting: () => 'Connection lost: reconnecting…',
    slow: () => 'Connection slow…',
    'game-gone': () => 'This game no longer exists: start a new one with New game.',
    'no-room': () => 'This game does not exist: check the link you were sent, or ask for a new one.',
    'opponent-reconnecting': (opponent) => `${opponent} lost the connection: waiting for them to come back…`,
    'opponent-left': (opponent) => `${opponent} left the game.`,
    'key-required': () =>
      'Taking a seat needs the full invite link: open the link you were sent, or ask for a new one.',
    'seat-taken': () =>
      'That seat belongs to another player: open the invite link again to watch, or start a new game.',
    'room-full': () => 'Both seats are taken: open the link as a spectator to watch, or start a new game.',
    'not-seated': () => 'This board no longer holds a seat (another tab took it over): reload the page to play there.',
    'bad-identity': () => 'This site could not confirm who you are: reload the page, or sign in again.',
    'same-player': () =>
      'You already play the other side of this rated game: nobody can play a rated game against themselves.',
    refused: () => 'The game server refused this game: reload the page to try again.',
    paused: () => 'Game paused: the server cannot save moves right now. Play resumes by itself.',
    'end-refused': () => 'The game could not be ended now: it goes on.',
  },
  either: (a, b) => `${a} or ${b}`,
  rematch: {
    offer: 'Rematch',
    accept: 'Accept rematch',
    waiting: (opponent) => `Waiting for ${opponent} to accept the rematch…`,
    offered: (opponent) => `${opponent} wants a rematch`,
  },
  rated: {
    rating: (value, provisional) => (provisional ? `provisional rating ${value}` : `rating ${value}`),
    change: (name, before, after, delta) => `${name} ${before}\u00a0→\u00a0${after} (${delta})`,
    notCounted: 'It ended before each side had moved twice: this game does not count for the ratings.',
  },
};
