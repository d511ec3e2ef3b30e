// "Play online": creates a room on the game server, shows the link for the other seat, and plays
// this window's seat with royal-ur/online. The server is this page's host on port 8787, or
// `?server=<url>`. Playing as a sample player (`?as=amina`), the page gets that player's identity
// token from its own server (the dev server stands in for a site's: demo/identities.ts), and a
// rated room or quick match counts for both players' ratings.
import type { RoyalUrElement, VariantName } from '../src/royal-ur.js';
import {
  connect,
  createRoom,
  findMatch,
  OnlineError,
  type OnlineGame,
  type Seat,
  type SeatRequest,
} from '../src/online/index.js';

const params = new URLSearchParams(location.search);
const server = params.get('server') ?? `${location.protocol}//${location.hostname}:8787`;
const board = document.querySelector<RoyalUrElement>('#game')!;
const form = document.querySelector<HTMLFormElement>('#create')!;
const status = document.querySelector<HTMLElement>('#status')!;

/** The sample player this window plays as (`?as=`, or the form's choice), if any. */
let playAs = params.get('as') ?? '';
const OTHER_SAMPLE: Record<string, string> = { amina: 'brook', brook: 'amina' };

/** This page's URL for `room` and `seat` (played as `as`), keeping `?server=`; with the seat key, the link lets its holder sit down. */
function pageUrl(room: string, seat: SeatRequest, key?: string, as = playAs): string {
  const url = new URL(location.href);
  url.search = '';
  if (params.has('server')) url.searchParams.set('server', server);
  url.searchParams.set('room', room);
  url.searchParams.set('seat', seat);
  if (key) url.searchParams.set('key', key);
  if (as) url.searchParams.set('as', as);
  return url.href;
}

/** The identity token of the sample player this window plays as, from the page's own server; undefined: anonymous. */
async function identity(): Promise<string | undefined> {
  if (!playAs) return undefined;
  const response = await fetch(`/demo-identity?player=${encodeURIComponent(playAs)}`);
  if (!response.ok) throw new Error(`no identity for ${playAs}: ${response.status}`);
  return response.text();
}

/** The leaderboard of `variant`, from the game server's `GET /leaderboard`. */
async function showLeaderboard(variant: string): Promise<void> {
  const response = await fetch(`${server}/leaderboard?variant=${variant}&limit=10`);
  if (!response.ok) return;
  const { players } = (await response.json()) as {
    players: { name: string; rating: number; deviation: number; games: number }[];
  };
  const section = document.querySelector<HTMLElement>('#leaderboard')!;
  section.querySelector('ol')!.replaceChildren(
    ...players.map((player) => {
      const item = document.createElement('li');
      item.textContent = `${player.name}: ${Math.round(player.rating)} ± ${Math.round(player.deviation)} (${player.games} ${player.games === 1 ? 'game' : 'games'})`;
      return item;
    }),
  );
  section.hidden = players.length === 0;
}

function showInvite(room: string, seat: Seat, key: string | undefined): HTMLElement {
  const other = seat === 'light' ? 'dark' : 'light';
  const link = pageUrl(room, other, key, OTHER_SAMPLE[playAs] ?? '');
  document.querySelector('#room')!.textContent = room;
  const anchor = document.querySelector<HTMLAnchorElement>('#link')!;
  anchor.href = link;
  anchor.textContent = link;
  document.querySelector<HTMLAnchorElement>('#watch')!.href = pageUrl(room, 'spectator');
  document.querySelector('#copy')!.addEventListener('click', () => {
    navigator.clipboard.writeText(link).then(
      () => (status.textContent = 'Link copied.'),
      () => (status.textContent = 'Copy the link above by hand.'),
    );
  });
  // noopener: the new window must not share this one's sessionStorage, where this seat's token is
  // (the browser's localStorage holds it too, but the link names the other seat).
  document.querySelector('#open')!.addEventListener('click', () => window.open(link, '_blank', 'noopener'));
  const invite = document.querySelector<HTMLElement>('#invite')!;
  invite.hidden = false;
  return invite;
}

function describe(game: OnlineGame): string {
  if (game.error) return `The server refused: ${game.error.message}.`;
  if (game.state !== 'open') return `${game.state === 'closed' ? 'Disconnected' : 'Connecting'} (${server}).`;
  const seats = game.seats;
  const seen = seats ? ` Light: ${seats.light}, dark: ${seats.dark}.` : '';
  const seat = game.seat;
  if (seat !== 'light' && seat !== 'dark') return `You are watching.${seen}`;
  // Who this window plays as, and whether the game counts (the board holds a rated room's ratings).
  const as = game.names?.[seat] ? ` as ${game.names[seat]}` : '';
  return `You play ${seat}${as}${board.ratings ? ', a rated game' : ''}.${seen}`;
}

async function play(room: string, seat: SeatRequest, key: string | undefined): Promise<void> {
  board.hidden = false;
  // `?side=computer`: this window's seat is played by the computer (watch two of them play online).
  if ((seat === 'light' || seat === 'dark') && params.get('side') === 'computer') board.setAttribute(seat, 'computer');
  // The connector tells the board whose it is (`viewer`): it says "Your throw", "You win!".
  const game = connect(board, { url: server, room, seat, key, identity: await identity() });
  // A rated game's end: the ratings as they now stand.
  board.addEventListener('ur-game-end', ({ detail }) => {
    if (detail.ratings) void showLeaderboard(detail.record.variant);
  });
  const update = () => {
    status.textContent = describe(game);
    // A rematch is played in a room of its own: the address follows, so a reload finds it.
    const shown = new URLSearchParams(location.search).get('room');
    if (game.room === shown || !game.seat) return;
    const url = new URL(pageUrl(game.room, game.seat));
    if (params.has('side')) url.searchParams.set('side', params.get('side')!);
    history.replaceState(null, '', url);
  };
  game.addEventListener('change', update);
  game.addEventListener('error', update);
  update();
  game.ready.then(
    () => {
      // A player whose opponent has not come yet (the room's creator, also after a reload) invites.
      const mine = game.seat;
      if (mine !== 'light' && mine !== 'dark') return;
      const other = mine === 'light' ? 'dark' : 'light';
      if (game.seats?.[other] !== 'empty') return;
      const invite = showInvite(room, mine, key);
      // Once the opponent is here, the link has done its job.
      game.addEventListener('change', () => (invite.hidden = game.seats?.[other] !== 'empty'));
    },
    () => undefined,
  );
}

const room = params.get('room');
if (room) {
  void play(room, (params.get('seat') as SeatRequest | null) ?? 'any', params.get('key') ?? undefined);
} else {
  form.hidden = false;
  // Only a sample player's game can be rated: anyone else plays unrated, and the box says so.
  const as = form.querySelector<HTMLSelectElement>('select[name="as"]')!;
  const rated = form.querySelector<HTMLInputElement>('input[name="rated"]')!;
  as.addEventListener('change', () => {
    rated.disabled = !as.value;
    rated.checked = as.value !== '';
  });
  const find = document.querySelector<HTMLButtonElement>('#find')!;
  let searching: AbortController | null = null;
  find.addEventListener('click', async () => {
    if (searching) return searching.abort();
    searching = new AbortController();
    find.textContent = 'Stop looking';
    status.textContent = 'Looking for an opponent…';
    try {
      const data = new FormData(form);
      playAs = data.get('as') as string;
      // "You play": the server gives that colour unless the opponent waiting asked for it first.
      const match = await findMatch(server, {
        variant: data.get('variant') as VariantName,
        colour: data.get('seat') as Seat,
        signal: searching.signal,
        ...(playAs && { identity: await identity(), rated: data.get('rated') === 'on' }),
      });
      history.replaceState(null, '', pageUrl(match.room, match.seat));
      form.remove();
      void play(match.room, match.seat, undefined);
    } catch (error) {
      status.textContent = error instanceof OnlineError ? `No opponent: ${error.message}.` : String(error);
    } finally {
      searching = null;
      find.textContent = 'Find an opponent';
    }
  });
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const data = new FormData(form);
    const seat = data.get('seat') as Seat;
    playAs = data.get('as') as string;
    status.textContent = 'Creating a room…';
    try {
      const { room, key } = await createRoom(server, {
        variant: data.get('variant') as VariantName,
        ...(playAs && { identity: await identity(), rated: data.get('rated') === 'on' }),
      });
      history.replaceState(null, '', pageUrl(room, seat, key));
      // Removed, not hidden: its button keeps the focus, and Enter would create another room.
      form.remove();
      void play(room, seat, key);
    } catch (error) {
      status.textContent = error instanceof OnlineError ? `No room: ${error.message}` : String(error);
    }
  });
}
