/**
 * What each `ur-*` event means and what its detail holds, for the manifest (and so the README and
 * Storybook). Kept out of the element's code: the compiler holds it to events.ts, so an event or a
 * detail field without its words here does not build.
 */
import type { UrEventDetails, UrEventName } from './events.js';

interface EventDoc<Detail> {
  /** When the event fires. */
  summary: string;
  /** Every field of the detail, with its type where the name does not say it (else ''). */
  fields: { readonly [Field in keyof Detail]-?: string };
  /** More to say, after the fields. */
  note?: string;
}

export const EVENT_DOCS: { readonly [Name in UrEventName]: EventDoc<UrEventDetails[Name]> } = {
  'ur-throw': {
    summary: 'Dice thrown',
    fields: {
      index: '',
      action: '',
      player: '',
      value: '',
      dice: 'boolean[]',
      source: "'dice' | 'host'",
      outcome: "'move' | 'zero' | 'no-move' | 'throw-off'",
    },
  },
  'ur-move': {
    summary: 'A move made',
    fields: { index: '', action: '', player: '', move: 'Move', notation: '', position: 'Position' },
  },
  'ur-turn': {
    summary: 'After every action, who acts now',
    fields: { player: '', phase: '', reason: '', distance: '' },
  },
  'ur-pass': {
    summary: 'A throw with no move',
    fields: { player: '', reason: "'zero' | 'no-move'", value: '' },
  },
  'ur-eyes-declined': {
    summary: 'Bell: an eyes bonus declined',
    fields: { index: '', action: '', player: '' },
  },
  'ur-game-end': {
    summary: 'A game over: won, resigned, abandoned (a side left) or aborted',
    fields: {
      winner: 'Player | null',
      reason: "'finished' | 'resigned' | 'abandoned' | 'aborted'",
      by: 'Player | null',
      score: 'number | null',
      match: 'MatchState | null',
      record: 'GameRecord',
      tally: '{ light, dark }',
      ratings: '{ light, dark } | null',
    },
    note: "`winner`: null when aborted; in bell, a resignation gives the other side the match. `by`: who resigned or left. `tally`: games won on this board by the person on each side now (the person here, a computer at its level, a named player), since the people last changed, across new games and rematches, this one included; the same people on swapped seats keep their wins. `ratings`: a rated online game's ratings, each side's `{ before, after }` as `{ rating, deviation }` (the event waits up to 5 s for the server to count it); null for any other game.",
  },
  'ur-match-end': {
    summary: 'Bell: a match won',
    fields: { winner: '', scores: '{ light, dark }', record: 'GameRecord' },
  },
  'ur-new-game': {
    summary: 'A new game started',
    fields: { variant: '', rules: 'Rules', options: 'RuleOptions', seed: '' },
  },
  'ur-undo': { summary: 'An action taken back', fields: { position: 'Position' } },
  'ur-load': { summary: 'A record loaded', fields: { record: 'GameRecord' } },
  'ur-hint': {
    summary: 'With `hints`, for the person to act',
    fields: { player: '', move: 'string | null', winChance: '' },
  },
  'ur-action': {
    summary: 'After every action (after its own event)',
    fields: { index: '', action: '', player: '', local: '' },
    note: '`local` is false when the host handed it in. Mirror a game by sending the local ones.',
  },
  'ur-throw-request': {
    summary: '`host-dice`: a side played here must throw',
    fields: { player: '', index: '' },
    note: "Answer with `applyAction({ index, action: 'h<value>' })`.",
  },
  'ur-review-position': {
    summary: 'Review: the board moved to another point',
    fields: { index: '', turn: '', action: '', player: '', position: '', lightChance: '', choice: '' },
  },
  'ur-review-complete': {
    summary: 'Review: the analysis is complete',
    fields: {
      evaluator: "'table' | 'learned' | 'heuristic'",
      depth: 'number | null',
      exactPieces: 'number',
      accuracy: '{ light, dark }',
      counts: '{ light, dark } of { best, excellent, good, inaccuracy, mistake, blunder }',
      brilliant: '{ light, dark }',
      lightChances: '',
      choices: '[{ index, turn, player, action, ...choice }]',
    },
    note: '`depth`: plies searched (null for a table); `exactPieces`: endgames of so many pieces a side or fewer judged exactly; `counts`: choices by category (README, "Game review"); `choices`: every choice with its verdict as `ur-review-position` gives it (throw, `before` and `after` chances, `loss`, category, better move, `reason`).',
  },
  'ur-rematch': {
    summary: "Online: the person here asked for a rematch (the game-over panel's button, shown while `rematch` is set)",
    fields: { player: '' },
  },
  'ur-puzzle': {
    summary: 'A puzzle answered',
    fields: {
      id: '',
      move: '',
      verdict: "'best' | 'close' | 'wrong'",
      chance: '',
      lost: '',
      best: '',
      options: '[{ move, chance }]',
      streak: '',
    },
    note: '`close`: not the best, but less than 5 points of winning chance behind it; `streak`: best answers in a row on this device.',
  },
  'ur-end-request': {
    summary:
      'Online: the person here asked to resign or abort a game with a remote side (confirmed: the question stays until the host answers, by `endGame` once the room agrees, or by a change of `connectionState`, such as `end-refused`); `royal-ur/online` answers it by itself',
    fields: { reason: "'resigned' | 'aborted'", player: '' },
  },
  'ur-claim': {
    summary:
      'Online: the person here claims the win, the opponent gone past the grace (the Claim the win button, shown while `claim` allows it); `royal-ur/online` makes the claim',
    fields: { player: '' },
  },
  'ur-setup': {
    summary:
      'Who plays, chosen on the start screen (a board whose page sets neither `light` nor `dark`, in `mode="play"` with no puzzle or review), or remembered from the last choice on this page',
    fields: {
      opponent: "'friend' | 'computer' | 'online'",
      level: 'Level | null',
      colour: "Player | 'random' | null",
      seat: 'Player | null',
      remembered: 'boolean',
    },
    note: "The game starts with it: a friend on this device, or the computer at `level` with the person on `seat` (`colour`, a random one drawn); online, the page's `online` is called with `{ colour }` and its connector seats the board. The choice is remembered per page (localStorage, keyed by its path); a remembered online choice is offered again, not started.",
  },
};

/** An event's description as the manifest gives it: when it fires, then `{ field: type, … }`. */
export function describeEvent(name: UrEventName): string {
  const { summary, fields, note } = EVENT_DOCS[name] as EventDoc<Record<string, unknown>>;
  const shape = Object.entries(fields).map(([field, type]) => (type ? `${field}: ${type}` : field));
  return `${summary}: \`{ ${shape.join(', ')} }\`.${note ? ` ${note}` : ''}`;
}

/** The detail type's name of an event, as events.ts exports it: `ur-eyes-declined` → `UrEyesDeclinedDetail`. */
export function detailTypeName(name: UrEventName): string {
  return `${name.replace(/(^|-)(\w)/g, (_, _dash: string, letter: string) => letter.toUpperCase())}Detail`;
}
