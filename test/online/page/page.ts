/**
 * The page the online tests open in Chromium: the element and the connector as a host page uses
 * them. With `?server=…&room=…&seat=…&side=…` it plays one board at once (and again after a
 * reload); `window.online` lets a test set up any number of boards.
 */
import { io } from 'socket.io-client';
import '../../../src/royal-ur.js';
import type { RoyalUrElement, RuleOptions, VariantName } from '../../../src/royal-ur.js';
import {
  connect,
  createRoom,
  quickMatch,
  type OnlineGame,
  type Seat,
  type SeatRequest,
  type SocketFactory,
} from '../../../src/online/index.js';
import { faultCounts, faultySocket, type Faults } from './faulty-socket.js';

export interface BoardSetup {
  server: string;
  room: string;
  /** The room's seat key, as the invite link carries it. */
  key?: string;
  seat: SeatRequest;
  /** The player's name, sent at join. */
  name?: string;
  /** Attributes of the board (`light`, `dark`, `level`, `animation-duration`, …). */
  attributes?: Record<string, string>;
  faults?: Faults;
  /** Kept out of layout: many boards on one page render without being drawn. */
  hidden?: boolean;
  timeout?: number;
  idleSync?: number;
  /** The player's identity token (rated play). */
  identity?: string;
}

/** What a test reads back from a board. */
export interface BoardView {
  actions: string[];
  seed: unknown;
  phase: string;
  seat: Seat | 'spectator' | null;
  state: string;
  connectionState: string | null;
  status: string;
  /** Every connection state the board showed, in order (duplicates collapsed). */
  shown: (string | null)[];
  error: string | null;
  /** The room the board plays in now (a rematch's, after one). */
  room: string;
  viewer: string;
  rematch: string | null;
  /** The game-over panel's text, or null while there is none. */
  panel: string | null;
  /** The throw button is offered (not aria-disabled), and an undo button is there. */
  canThrow: boolean;
  undo: boolean;
  /** The board offers its New game button. */
  newGame: boolean;
  /** Every action as the board showed it, in order. */
  timeline: Shown[];
  /** The players' names as the board shows them. */
  names: { light: string; dark: string };
  /** The ratings shown after the names (rated play; empty: none). */
  ratings: { light: string; dark: string };
  /** The game-over panel's rating change, or null. */
  ratingChange: string | null;
  /** The `ratings` of each `ur-game-end` the board fired. */
  endRatings: unknown[];
  /** The record's end (a resign, an abort, a claim), or null. */
  end: unknown;
  /** The connector's claim: allowed now, and when (ms from now) the opponent's grace runs out. */
  canClaim: boolean;
  claimIn: number | null;
}

/** An action as the board showed it. */
export interface Shown {
  index: number;
  action: string;
  player: string;
  local: boolean;
  /** When it was shown (`performance.now()`). */
  at: number;
  /** The status line drawn until then: what the action before it said. */
  before: string;
}

const statusOf = (board: RoyalUrElement): string =>
  board.shadowRoot?.querySelector('[part="status"]')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

const games: { board: RoyalUrElement; game: OnlineGame; shown: (string | null)[]; timeline: Shown[] }[] = [];
/** The `ratings` of each board's `ur-game-end`s. */
const endRatings = new WeakMap<RoyalUrElement, unknown[]>();
const listenForEnds = (board: RoyalUrElement) => {
  const ends: unknown[] = [];
  endRatings.set(board, ends);
  board.addEventListener('ur-game-end', ({ detail }) => ends.push(detail.ratings));
};

function addBoard(setup: BoardSetup): number {
  const board = document.createElement('royal-ur');
  for (const [name, value] of Object.entries(setup.attributes ?? {})) board.setAttribute(name, value);
  board.hidden = setup.hidden ?? false;
  listenForEnds(board);
  document.body.append(board);
  // Listening before the connector does: each action's time is taken before the connector's own
  // (its pause for the next one counts from its own, later, clock reading).
  const timeline: Shown[] = [];
  board.addEventListener('ur-action', ({ detail }) =>
    timeline.push({ ...detail, at: performance.now(), before: statusOf(board) }),
  );
  const faults = setup.faults;
  const factory: SocketFactory | undefined =
    faults && ((url) => faultySocket(io(url, { transports: ['websocket'] }), faults));
  const game = connect(board, {
    url: setup.server,
    room: setup.room,
    key: setup.key,
    seat: setup.seat,
    name: setup.name,
    identity: setup.identity,
    io: factory,
    timeout: setup.timeout,
    idleSync: setup.idleSync,
  });
  const shown: (string | null)[] = [];
  const note = () => {
    if (shown[shown.length - 1] !== board.connectionState) shown.push(board.connectionState);
  };
  note();
  game.addEventListener('change', note);
  games.push({ board, game, shown, timeline });
  return games.length - 1;
}

/**
 * A board whose page fixes no players, with quick match on its start screen (`quickMatch`): it
 * takes the next id once the person has chosen to play online and the board is connected.
 */
function addQuickMatchBoard(server: string, rated: { identity?: string; rated?: boolean } = {}): void {
  const board = document.createElement('royal-ur');
  board.setAttribute('animation-duration', '0');
  listenForEnds(board);
  board.online = quickMatch(board, {
    url: server,
    ...rated,
    onGame: (game) => games.push({ board, game, shown: [], timeline: [] }),
    onError: (error) => console.error(`quick match: ${error.code}`),
  });
  document.body.append(board);
}

/** Resolves once board `id` has drawn its latest state (Lit renders on the next update). */
async function rendered(id: number): Promise<void> {
  await games[id].board.updateComplete;
}

function view(id: number): BoardView {
  const { board, game, shown, timeline } = games[id];
  const record = board.record;
  return {
    actions: record.actions,
    seed: record.seed,
    phase: board.position.phase,
    seat: game.seat,
    state: game.state,
    connectionState: board.connectionState,
    status: board.shadowRoot?.querySelector('[part="status"]')?.textContent?.trim() ?? '',
    shown: [...shown],
    error: game.error?.code ?? null,
    room: game.room,
    viewer: board.viewer,
    rematch: board.rematch,
    panel: board.shadowRoot?.querySelector('[part="game-over"]')?.textContent?.replace(/\s+/g, ' ').trim() ?? null,
    canThrow: board.shadowRoot?.querySelector('[part="throw-button"]')?.getAttribute('aria-disabled') === 'false',
    undo: board.shadowRoot?.querySelector('.undo') != null,
    newGame: board.shadowRoot?.querySelector('button.new-game') != null,
    timeline: [...timeline],
    end: record.end ?? null,
    canClaim: game.canClaim,
    claimIn: game.claimAt === null ? null : game.claimAt - Date.now(),
    names: {
      light: board.shadowRoot?.querySelector('.player.light .name')?.textContent ?? '',
      dark: board.shadowRoot?.querySelector('.player.dark .name')?.textContent ?? '',
    },
    ratings: {
      light: board.shadowRoot?.querySelector('.player.light .rating [aria-hidden]')?.textContent ?? '',
      dark: board.shadowRoot?.querySelector('.player.dark .rating [aria-hidden]')?.textContent ?? '',
    },
    ratingChange: board.shadowRoot?.querySelector('.rating-change')?.textContent?.replace(/\s+/g, ' ').trim() ?? null,
    endRatings: [...(endRatings.get(board) ?? [])],
  };
}

/** Every game between boards `first`…: both boards over, with the same record. */
function pairsDone(first: number, count: number): boolean {
  for (let id = first; id < first + count; id += 2) {
    const [a, b] = [view(id), view(id + 1)];
    if (a.phase !== 'over' || b.phase !== 'over' || a.actions.join() !== b.actions.join()) return false;
  }
  return true;
}

/** Resolves once the game between boards `a` and `b` is over on both, with the same record. */
function pairDone(a: number, b: number): Promise<void> {
  return new Promise((resolve) => {
    const boards = [games[a].board, games[b].board];
    const check = () => {
      if (!pairsDone(a, 2)) return;
      for (const board of boards) for (const type of ['ur-action', 'ur-load']) board.removeEventListener(type, check);
      resolve();
    };
    for (const board of boards) for (const type of ['ur-action', 'ur-load']) board.addEventListener(type, check);
    check();
  });
}

/**
 * Plays the games (pairs of boards), `concurrency` at a time, each to its end; then closes their
 * connections (the boards keep their records). Resolves with each game's two board ids.
 */
async function playPairs(pairs: [BoardSetup, BoardSetup][], concurrency: number): Promise<[number, number][]> {
  const ids: [number, number][] = [];
  let next = 0;
  async function worker(): Promise<void> {
    while (next < pairs.length) {
      const game = next++;
      const pair: [number, number] = [addBoard(pairs[game][0]), addBoard(pairs[game][1])];
      ids[game] = pair;
      await pairDone(...pair);
      await Promise.all(pair.map((id) => games[id].game.close()));
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return ids;
}

/** A person who acts the moment the board offers anything: presses Throw, or plays the first piece it may move. */
function actAtOnce(id: number): void {
  const root = games[id].board.shadowRoot!;
  setInterval(() => {
    const button = root.querySelector<HTMLElement>('[part="throw-button"]');
    if (button?.getAttribute('aria-disabled') === 'false') button.click();
    else root.querySelector('.src')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  }, 10);
}

const online = {
  connect,
  createRoom: (server: string, variant?: VariantName, rules?: RuleOptions, rated?: { identity: string; rated: true }) =>
    createRoom(server, { variant, rules, ...rated }),
  addBoard,
  addQuickMatchBoard,
  /** How many boards are connected. */
  count: () => games.length,
  view,
  rendered,
  pairsDone,
  playPairs,
  actAtOnce,
  close: (id: number) => games[id].game.close(),
  /** Resigns, aborts or claims the win through board `id`'s connector: the recorded end, or the refusal's code. */
  end: (id: number, kind: 'resign' | 'abort' | 'claimWin') =>
    games[id].game[kind]().then(
      (end) => end,
      (error: { code: string }) => error.code,
    ),
  remove: (id: number) => games[id].board.remove(),
  faultCounts: () => ({ ...faultCounts }),
};

declare global {
  interface Window {
    online: typeof online;
  }
}
window.online = online;

const params = new URLSearchParams(location.search);
const server = params.get('server');
const room = params.get('room');
if (server && room) {
  const side = params.get('side') ?? 'human';
  const seat = (params.get('seat') ?? 'any') as SeatRequest;
  const attributes: Record<string, string> = {
    level: params.get('level') ?? 'beginner',
    'animation-duration': params.get('animation') ?? '0',
  };
  if (seat === 'light' || seat === 'dark') attributes[seat] = side;
  addBoard({
    server,
    room,
    key: params.get('key') ?? undefined,
    seat,
    name: params.get('name') ?? undefined,
    attributes,
  });
}
