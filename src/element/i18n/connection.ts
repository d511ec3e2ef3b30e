/**
 * What the status line says of an online connection: what a language gives, and English's. Only a
 * board played online (royal-ur/online sets `connectionState`) says it: English's load with the
 * first connection state (their own chunk), not before the board is playable.
 */
import type { ConnectionState } from '../../protocol/index.js';
import { loadedLanguage, type Lang } from './types.js';

export interface ConnectionWords {
  /** The connection's state; `opponent` is the remote side's name. */
  states: Readonly<Record<ConnectionState, (opponent: string) => string>>;
  /** Either of two players, for a spectator's connection line (it cannot know which seat is concerned). */
  either(a: string, b: string): string;
  /** The game-over panel's rematch button, and its state (`rematch`); `opponent` is the remote side's name. */
  rematch: {
    offer: string;
    accept: string;
    waiting(opponent: string): string;
    offered(opponent: string): string;
  };
}

/** English; the other languages' connection words are in their language files (languages/). */
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

/** The connection words of `lang` (English's until its file is loaded). */
export const connectionWordsOf = (lang: Lang): ConnectionWords => loadedLanguage(lang)?.connection ?? enConnection;
