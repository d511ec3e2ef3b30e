/**
 * What the status line says of an online connection, in the five languages. Only a board played
 * online (royal-ur/online sets `connectionState`) says it: these load with the first connection
 * state (their own chunk), not before the board is playable.
 */
import type { ConnectionState, Lang } from './index.js';

export interface ConnectionWords {
  /** The connection's state; `opponent` is the remote side's name. */
  states: Readonly<Record<ConnectionState, (opponent: string) => string>>;
  /** Either of two players, for a spectator's connection line (it cannot know which seat is concerned). */
  either(a: string, b: string): string;
}

export const CONNECTION_WORDS: Readonly<Record<Lang, ConnectionWords>> = {
  en: {
    states: {
      connecting: () => 'Connecting to the game server…',
      'waiting-for-opponent': (opponent) => `Waiting for ${opponent} to join…`,
      reconnecting: () => 'Connection lost: reconnecting…',
      'opponent-reconnecting': (opponent) => `${opponent} lost the connection: waiting for them to come back…`,
      'opponent-left': (opponent) => `${opponent} left the game.`,
    },
    either: (a, b) => `${a} or ${b}`,
  },
  pt: {
    states: {
      connecting: () => 'Conectando ao servidor do jogo…',
      'waiting-for-opponent': (opponent) => `Aguardando ${opponent} entrar…`,
      reconnecting: () => 'Conexão perdida: reconectando…',
      'opponent-reconnecting': (opponent) => `${opponent} perdeu a conexão: aguardando a volta…`,
      'opponent-left': (opponent) => `${opponent} saiu do jogo.`,
    },
    either: (a, b) => `${a} ou ${b}`,
  },
  it: {
    states: {
      connecting: () => 'Connessione al server di gioco…',
      'waiting-for-opponent': (opponent) => `In attesa che ${opponent} entri…`,
      reconnecting: () => 'Connessione persa: riconnessione in corso…',
      'opponent-reconnecting': (opponent) => `${opponent} ha perso la connessione: in attesa che torni…`,
      'opponent-left': (opponent) => `${opponent} ha lasciato la partita.`,
    },
    either: (a, b) => `${a} o ${b}`,
  },
  de: {
    states: {
      connecting: () => 'Verbindung zum Spielserver wird hergestellt…',
      'waiting-for-opponent': (opponent) => `Warten, bis ${opponent} beitritt…`,
      reconnecting: () => 'Verbindung verloren: wird wiederhergestellt…',
      'opponent-reconnecting': (opponent) => `${opponent} hat die Verbindung verloren: warten auf die Rückkehr…`,
      'opponent-left': (opponent) => `${opponent} hat das Spiel verlassen.`,
    },
    either: (a, b) => `${a} oder ${b}`,
  },
  fr: {
    states: {
      connecting: () => 'Connexion au serveur de jeu…',
      'waiting-for-opponent': (opponent) => `En attente de l’arrivée de ${opponent}…`,
      reconnecting: () => 'Connexion perdue\u202F: reconnexion…',
      'opponent-reconnecting': (opponent) => `${opponent} a perdu la connexion\u202F: en attente de son retour…`,
      'opponent-left': (opponent) => `${opponent} a quitté la partie.`,
    },
    either: (a, b) => `${a} ou ${b}`,
  },
};
