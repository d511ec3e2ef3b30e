/**
 * The `sound` attribute's sounds, synthesised with Web Audio (no audio files): a rattle for a
 * throw, a knock for a move, a harder double knock for a capture, a bright chime for a rosette, a
 * falling pair for bearing off, a rising call for a win. Loaded on first use. No AudioContext is created (or resumed) before the page's first user
 * gesture, so a page never plays what its reader did not start.
 */
import type { UrGameEndDetail, UrMoveDetail } from '../events.js';

export type Cue = 'throw' | 'move' | 'capture' | 'rosette' | 'bear-off' | 'win';

/** The cue of an `ur-throw`, `ur-move` or `ur-game-end`; null for an aborted game (no winner to cheer). */
export function cueOf(event: Event): Cue | null {
  const { type, detail } = event as CustomEvent;
  if (type === 'ur-throw') return 'throw';
  if (type === 'ur-game-end') return (detail as UrGameEndDetail).winner ? 'win' : null;
  const { move } = detail as UrMoveDetail;
  return move.capture ? 'capture' : move.bearOff ? 'bear-off' : move.rosette ? 'rosette' : 'move';
}

/** Plays the cue of `event` (`cueOf`), as `playCue` does. */
export function sound(event: Event): void {
  const cue = cueOf(event);
  if (cue) playCue(cue);
}

/** One note: frequency (Hz), start after the cue (s), length (s), waveform. */
type Note = readonly [number, number, number, OscillatorType];

const CUES: Readonly<Record<Cue, readonly Note[]>> = {
  throw: [
    [1300, 0, 0.03, 'square'],
    [900, 0.05, 0.03, 'square'],
    [1600, 0.09, 0.03, 'square'],
    [1100, 0.14, 0.04, 'square'],
  ],
  move: [[330, 0, 0.09, 'triangle']],
  capture: [
    [196, 0, 0.08, 'square'],
    [147, 0.09, 0.14, 'square'],
  ],
  rosette: [
    [880, 0, 0.08, 'sine'],
    [1320, 0.07, 0.14, 'sine'],
  ],
  'bear-off': [
    [587, 0, 0.09, 'triangle'],
    [440, 0.09, 0.16, 'triangle'],
  ],
  win: [
    [523, 0, 0.16, 'triangle'],
    [659, 0.15, 0.16, 'triangle'],
    [784, 0.3, 0.32, 'triangle'],
  ],
};
const VOLUME = 0.12;

let context: AudioContext | null = null;

/** The page has had a user gesture (sticky activation); without the API, never (stay silent). */
const activated = () => typeof navigator !== 'undefined' && navigator.userActivation?.hasBeenActive === true;

/** Plays `cue` if the page has seen a user gesture and Web Audio exists; otherwise nothing. */
export function playCue(cue: Cue): void {
  if (!activated() || typeof AudioContext !== 'function') return;
  context ??= new AudioContext();
  if (context.state === 'suspended') void context.resume();
  const now = context.currentTime;
  for (const [frequency, delay, length, type] of CUES[cue]) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = type;
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(VOLUME, now + delay);
    gain.gain.exponentialRampToValueAtTime(0.001, now + delay + length);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(now + delay);
    oscillator.stop(now + delay + length);
  }
}
