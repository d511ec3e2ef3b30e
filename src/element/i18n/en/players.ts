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
  },
  newOpponent: 'New opponent',
};
