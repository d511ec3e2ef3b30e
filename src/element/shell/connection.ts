/**
 * What a board played online shows of its connection (royal-ur/online sets `connectionState`,
 * `viewer` and `rematch`): the status line's words about it and the opponent they name (the game-over
 * panel's part says the rematch offer). A part, fetched with the first connection state or rematch.
 */
import type { Player } from '../../engine/index.js';
import type { Side } from '../attributes.js';
import type { StatusFacts } from '../controls/status-line.js';
import { connectionWordsOf } from '../i18n/connection.js';
import type { Lang } from '../i18n/types.js';
import type { OnlineProperties } from '../api.js';
import { TOLD_REFUSALS, type ConnectionState } from '../../protocol/index.js';

export { connectionWordsOf };

/** The element, as this part sees it: what `royal-ur/online` sets on it. */
type OnlineHost = HTMLElement & OnlineProperties;

/** Online, the connection ended for good (the room gone or never there, or a refusal): nothing here plays on. */
const CLOSED: ReadonlySet<ConnectionState> = new Set<ConnectionState>([
  'game-gone',
  'no-room',
  ...TOLD_REFUSALS,
  'refused',
]);

/** Online, the connection ended for good: nobody plays on (no turn to show). */
export const connectionClosed = (state: ConnectionState | null): boolean => state !== null && CLOSED.has(state);

/** The connection as the status line says it: its state, about the opponent (the viewer's, or the one remote side; null: either seat), in `lang`. */
export function connectionOf(host: OnlineHost, sides: Record<Player, Side>, lang: Lang): StatusFacts['connection'] {
  const state = host.connectionState;
  if (!state) return null;
  const { viewer } = host;
  const remote = (['light', 'dark'] as const).filter((player) => sides[player] === 'remote');
  const opponent = viewer !== 'none' ? (viewer === 'light' ? 'dark' : 'light') : remote.length === 1 ? remote[0] : null;
  return { state, opponent, words: connectionWordsOf(lang), closed: CLOSED.has(state) };
}
