/** English: the Sound button's and the Pace menu's words (loaded with them). */
import type { SettingsWords } from '../types.js';

export const enSettings: SettingsWords = {
  sound: 'Sound',
  pace: 'Pace',
  paces: { normal: 'Normal', fast: 'Fast', instant: 'Instant' },
};
