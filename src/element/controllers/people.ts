/**
 * A person's actions on the board's own controls (its buttons, its pieces): each acts only when a
 * person here may, then the keyboard goes on (./focus.ts).
 */
import type { Move } from '../../engine/index.js';
import type { GameController } from '../players/controller.js';

export type EndReason = 'resigned' | 'aborted';

/**
 * What a person here may end the game by: Abort while a side has yet to make its first move,
 * else Resign; nothing before the first action (nothing to give up yet), for a spectator, or
 * once the game is over.
 */
export function endOffer(controller: GameController): EndReason | null {
  const game = controller.hasGame ? controller.game : null;
  if (!game || game.actionCount === 0 || controller.resigner === null) return null;
  return game.canAbort ? 'aborted' : 'resigned';
}

/** The actions, each for a button or the board; `focusNext` keeps keyboard play flowing. */
export function peopleActions(controller: GameController, focusNext: () => Promise<void>) {
  return {
    throw: (): void => {
      if (controller.canThrow && controller.throwForLocalSide()) void focusNext();
    },
    decline: (): void => {
      if (!controller.canDecline) return;
      controller.decline();
      void focusNext();
    },
    undo: (): void => {
      if (controller.canUndo) controller.undo();
    },
    nextGame: (): void => {
      if (!controller.offerNextGame) return;
      controller.nextGame();
      void focusNext();
    },
    end: (reason: EndReason): void => {
      if (endOffer(controller) !== reason) return;
      // With a remote side the room decides: the question keeps the focus until it answers.
      if (controller.endByPerson(reason)) void focusNext();
    },
    /** A person chose a move on the board (its piece or its destination). */
    play: (move: Move): void => {
      if (!controller.humanToAct) return;
      controller.move(move);
      void focusNext();
    },
  };
}

export type PeopleActions = ReturnType<typeof peopleActions>;
