/** English: the players' names and the start screen's words (loaded with them). */
import type { PlayerWords } from '../types.js';

export const enPlayers: PlayerWords = {
  computer: (level) => `Computer · ${level}`,
  levels: { beginner: 'Beginner', easy: 'Easy', medium: 'Medium', hard: 'Hard', expert: 'Expert', perfect: 'Perfect' },
  acting: 'to play',
  start: {
    title: 'Who do you want to play?',
    friend: 'A friend on this device',
    computer: 'The computer',
    online: 'Someone online (quick match)',
    noOpponent: 'Nobody was found to play online just now. Try again, or choose another opponent.',
    level: 'Level',
    colour: 'Your colour',
    colours: { light: 'Light', dark: 'Dark', random: 'Random' },
    friendLine: 'Take turns on this screen',
    computerLine: 'At the level you choose',
    onlineLine: 'Someone else, right now',
    meanings: {
      beginner: 'learning the rules',
      easy: 'relaxed play',
      medium: 'a fair game',
      hard: 'a real challenge',
      expert: 'near-perfect',
      perfect: 'perfect play',
    },
    newToUr: 'New to the game?',
  },
  newOpponent: 'New opponent',
  more: 'More',
};
