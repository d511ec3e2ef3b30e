/**
 * English: the words said once play has begun (what a throw or a move did, who starts, a match
 * won, the points scored), kept out of the first load. Each module that says them imports this
 * one, which adds them to English's words (lang.ts) as it loads, before anything can say them.
 */
import { addEnglish } from '../lang.js';
import type { Translation } from '../types.js';
import type { PlayWordKey } from './words.js';

addEnglish({
  threw: (name, value) => `${name} threw ${value}`,
  zero: (name) => `${name} threw 0: no move`,
  noMove: (name, value) => `${name} threw ${value}: no legal move`,
  moved: (name, notation) => `${name} moved ${notation}`,
  captured: (tile) => `captured on ${tile}`,
  bounced: (tile) => `bounced off the stack on ${tile}, back to the reserve`,
  extraTurn: 'another throw',
  onlyMove: 'the only move',
  entered: (name, tile) => `${name} entered on ${tile}`,
  boreOff: (name, tile) => `${name} bore off from ${tile}`,
  rosetteAgain: 'landed on a rosette: another throw',
  doubled: (tile, to) => `landed on the double on ${tile}: moved as far again ${to ? `to ${to}` : 'and bore off'}`,
  declined: (name) => `${name} declined the bonus`,
  decline: 'Decline bonus',
  toMoveThrown: (name) => `${name}'s move`,
  starts: (name) => `${name} starts`,
  winsMatch: (name) => `${name} wins the match!`,
  points: (name, points) => `${name} scores ${points}`,
} satisfies Pick<Translation, PlayWordKey>);
