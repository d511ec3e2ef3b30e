/**
 * What the status line says of an online connection, in the five languages. Only a board played
 * online (royal-ur/online sets `connectionState`) says it: these load with the first connection
 * state (their own chunk), not before the board is playable.
 */
import type { ConnectionState } from '../../protocol/index.js';
import type { Lang } from './index.js';

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
      slow: () => 'Connection slow…',
      'game-gone': () => 'This game no longer exists: start a new one with New game.',
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
      slow: () => 'Conexão lenta…',
      'game-gone': () => 'Este jogo não existe mais: comece outro com Novo jogo.',
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
      slow: () => 'Connessione lenta…',
      'game-gone': () => 'Questa partita non esiste più: iniziane una nuova con Nuova partita.',
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
      slow: () => 'Verbindung langsam…',
      'game-gone': () => 'Dieses Spiel gibt es nicht mehr: „Neues Spiel“ startet ein neues.',
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
      slow: () => 'Connexion lente…',
      'game-gone': () => 'Cette partie n’existe plus\u202F: commencez-en une autre avec Nouvelle partie.',
      'opponent-reconnecting': (opponent) => `${opponent} a perdu la connexion\u202F: en attente de son retour…`,
      'opponent-left': (opponent) => `${opponent} a quitté la partie.`,
    },
    either: (a, b) => `${a} ou ${b}`,
  },
};
