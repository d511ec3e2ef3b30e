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
  /** The game-over panel's rematch button, and its state (`rematch`); `opponent` is the remote side's name. */
  rematch: {
    offer: string;
    accept: string;
    waiting(opponent: string): string;
    offered(opponent: string): string;
  };
}

export const CONNECTION_WORDS: Readonly<Record<Lang, ConnectionWords>> = {
  en: {
    states: {
      connecting: () => 'Connecting to the game server…',
      'waiting-for-opponent': (opponent) => `The game starts when ${opponent} joins…`,
      reconnecting: () => 'Connection lost: reconnecting…',
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
  },
  pt: {
    states: {
      connecting: () => 'Conectando ao servidor do jogo…',
      'waiting-for-opponent': (opponent) => `O jogo começa quando ${opponent} entrar…`,
      reconnecting: () => 'Conexão perdida: reconectando…',
      'opponent-reconnecting': (opponent) => `${opponent} perdeu a conexão: aguardando a volta…`,
      'opponent-left': (opponent) => `${opponent} saiu do jogo.`,
    },
    either: (a, b) => `${a} ou ${b}`,
    rematch: {
      offer: 'Revanche',
      accept: 'Aceitar revanche',
      waiting: (opponent) => `Aguardando ${opponent} aceitar a revanche…`,
      offered: (opponent) => `${opponent} quer uma revanche`,
    },
  },
  it: {
    states: {
      connecting: () => 'Connessione al server di gioco…',
      'waiting-for-opponent': (opponent) => `La partita inizia quando entra ${opponent}…`,
      reconnecting: () => 'Connessione persa: riconnessione in corso…',
      'opponent-reconnecting': (opponent) => `${opponent} ha perso la connessione: in attesa che torni…`,
      'opponent-left': (opponent) => `${opponent} ha lasciato la partita.`,
    },
    either: (a, b) => `${a} o ${b}`,
    rematch: {
      offer: 'Rivincita',
      accept: 'Accetta la rivincita',
      waiting: (opponent) => `In attesa che ${opponent} accetti la rivincita…`,
      offered: (opponent) => `${opponent} vuole la rivincita`,
    },
  },
  de: {
    states: {
      connecting: () => 'Verbindung zum Spielserver wird hergestellt…',
      'waiting-for-opponent': (opponent) => `Das Spiel beginnt, sobald ${opponent} beitritt…`,
      reconnecting: () => 'Verbindung verloren: wird wiederhergestellt…',
      'opponent-reconnecting': (opponent) => `${opponent} hat die Verbindung verloren: warten auf die Rückkehr…`,
      'opponent-left': (opponent) => `${opponent} hat das Spiel verlassen.`,
    },
    either: (a, b) => `${a} oder ${b}`,
    rematch: {
      offer: 'Revanche',
      accept: 'Revanche annehmen',
      waiting: (opponent) => `Warten, bis ${opponent} die Revanche annimmt…`,
      offered: (opponent) => `${opponent} möchte eine Revanche`,
    },
  },
  fr: {
    states: {
      connecting: () => 'Connexion au serveur de jeu…',
      'waiting-for-opponent': (opponent) => `La partie commence à l’arrivée de ${opponent}…`,
      reconnecting: () => 'Connexion perdue\u202F: reconnexion…',
      'opponent-reconnecting': (opponent) => `${opponent} a perdu la connexion\u202F: en attente de son retour…`,
      'opponent-left': (opponent) => `${opponent} a quitté la partie.`,
    },
    either: (a, b) => `${a} ou ${b}`,
    rematch: {
      offer: 'Revanche',
      accept: 'Accepter la revanche',
      waiting: (opponent) => `En attente de l’accord de ${opponent} pour la revanche…`,
      offered: (opponent) => `${opponent} propose une revanche`,
    },
  },
};
