/**
 * The computer at the board: the loop that throws and moves for computer sides, and the hints
 * for a person. Loaded on demand (with the AI client it asks) the first time a computer acts or a
 * hint is due: a board of two people never loads it. The controller hands in its `ControllerAccess`: what the
 * loop uses of it, declared here so that this module needs nothing of the controller's.
 */
import type { Game, Move, Player, ThrowResult } from '../../engine/index.js';
import type { ThinkRequest, ThinkResult } from '../../ai/worker/client.js';
import type { Level } from '../../ai/search/level-names.js';
import { fire, type UrHintDetail } from '../events.js';
import { actionPauseMs } from './pacing.js';
import type { Pace } from '../attributes.js';

/** What the loop reads and calls of the game controller (controller.ts). */
interface ComputerSeat {
  readonly animationMs: number;
  readonly pace: Pace;
  readonly levels: Readonly<Record<Player, Level>>;
  readonly perfectTable: string | null;
  thinking: boolean;
  hint: UrHintDetail | null;
  throwForLocalSide(): ThrowResult | null;
  move(move: Move): unknown;
  decline(): unknown;
  nextGame(): unknown;
}

/** What the loop sees of the controller, its public members and its private state. */
export interface ControllerAccess {
  readonly controller: ComputerSeat;
  readonly host: HTMLElement & { requestUpdate(): void };
  /** The game, while anything may act in it by itself (announced, the element on the page); else null. */
  playable(): Game | null;
  /** The computer acts now: its throw, move or bonus is awaited, or it starts a bell match's next game. */
  computerActs(): boolean;
  /** Changes of the game or the settings so far: a pause or thought begun at another count is stale. */
  epoch(): number;
  /** A signal for this step's pause and thinking, aborted by the next change. */
  abortable(): AbortSignal;
}

/** Asks the computer players' client (it starts the worker); the controller fetches it with this module. */
async function think(request: ThinkRequest, signal: AbortSignal): Promise<ThinkResult> {
  const client = await import('../../ai/worker/client.js');
  return client.think(request, signal);
}

/**
 * Resolves after `ms` milliseconds, or at once when `signal` aborts; with 0, after a microtask
 * (no pause, yet no deep recursion either).
 */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0 || signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Controllers whose loop is running: one loop per board. */
const driving = new WeakSet<ComputerSeat>();

/** The computer loop: one action per pass, re-checking the game after every pause. */
export async function drive(access: ControllerAccess): Promise<void> {
  const { controller, host } = access;
  if (driving.has(controller)) return;
  driving.add(controller);
  try {
    for (;;) {
      const game = access.playable();
      if (!game || !access.computerActs()) return;
      const epoch = access.epoch();
      const { action, player } = game.awaiting();
      const signal = access.abortable();
      if (action === 'next-game') {
        await pause(actionPauseMs(controller.animationMs, controller.pace), signal);
        if (epoch === access.epoch()) controller.nextGame();
        continue;
      }
      if (action === 'throw') {
        await pause(actionPauseMs(controller.animationMs, controller.pace), signal);
        if (epoch !== access.epoch()) continue;
        // With the host's dice the throw comes through applyAction: later (which schedules again),
        // or at once from inside the request's listener (while this loop runs: it goes on here).
        const before = game.actionCount;
        if (controller.throwForLocalSide() === null && access.playable() === game && game.actionCount === before)
          return;
        continue;
      }
      controller.thinking = true;
      host.requestUpdate();
      const choice = await choose(access, game, player!, signal, () => epoch !== access.epoch());
      if (epoch !== access.epoch()) continue;
      controller.thinking = false;
      if (choice.move === null) controller.decline();
      else controller.move(choice.move);
    }
  } finally {
    driving.delete(controller);
  }
}

/**
 * The computer's choice for `player` (a null move declines the bonus), thought out while the board
 * shows the action before for the reader: the pause is thinking time. A computer that cannot think
 * must not freeze the game: it plays the first legal move (unless the game changed meanwhile: `stale`).
 */
async function choose(
  { controller }: ControllerAccess,
  game: Game,
  player: Player,
  signal: AbortSignal,
  stale: () => boolean,
): Promise<{ move: Move | null }> {
  const pauseMs = actionPauseMs(controller.animationMs, controller.pace);
  try {
    const [choice] = await Promise.all([
      think(
        {
          rules: game.rules,
          state: game.state,
          level: controller.levels[player],
          seed: game.actionCount,
          table: controller.perfectTable,
          windowMs: pauseMs,
        },
        signal,
      ),
      pause(pauseMs, signal),
    ]);
    return choice;
  } catch (error) {
    if (!stale()) console.error('<royal-ur>: the computer player failed', error);
    return { move: game.legalMoves()[0] ?? null };
  }
}

/** Works out the best move for the person to act (exact with a perfect table, else expert) and fires `ur-hint`. */
export async function hint(access: ControllerAccess): Promise<void> {
  const { controller, host } = access;
  const game = access.playable();
  if (!game) return;
  const epoch = access.epoch();
  const signal = access.abortable();
  let result;
  try {
    const table = controller.perfectTable;
    result = await think({ rules: game.rules, state: game.state, level: table ? 'perfect' : 'expert', table }, signal);
  } catch (error) {
    if (epoch === access.epoch()) console.error('<royal-ur>: no hint', error);
    return;
  }
  if (epoch !== access.epoch()) return;
  controller.hint = {
    player: game.turn,
    move: result.move === null ? null : result.notation,
    winChance: result.winChance,
  };
  fire(host, 'ur-hint', { ...controller.hint });
  host.requestUpdate();
}
