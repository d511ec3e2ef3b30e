import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect } from 'chai';
import { attributeArgTypes, renderUr, type UrArgs } from './support/render.js';
import { boardIn, until } from './support/play.js';
import { bellEyesPending, bellNearTarget, gameOver, midGame } from './support/records.js';

/**
 * Positions loaded from game records (the `record` property). The records are made here by
 * playing seeded games with the engine, so they always replay under the current rules.
 */
const meta: Meta<UrArgs> = {
  title: 'Royal Ur/Positions',
  component: 'royal-ur',
  render: (args) => renderUr(args),
  argTypes: attributeArgTypes,
};
export default meta;
type Story = StoryObj<UrArgs>;

/** Checks the board shows the record's position once loaded. */
const showsRecord: Story['play'] = async ({ canvasElement, args }) => {
  const board = await boardIn(canvasElement);
  await until(() => board.position.notation === args.record!.position, 'the record to load');
  expect(board.record.actions).to.deep.equal(args.record!.actions);
};

/** Finkel under way: a piece home, several pieces of each side on the board. */
export const MidGame: Story = { args: { record: midGame() }, play: showsRecord };

/** Bell: dark just landed on eyes; light may move a piece 4 or decline. */
export const BellEyesBonusPending: Story = {
  args: { variant: 'bell', record: bellEyesPending() },
  play: async (context) => {
    await showsRecord(context);
    const board = await boardIn(context.canvasElement);
    expect(board.position.phase).to.equal('eyes');
    expect(board.legalMoves.every((move) => move.bonus && move.distance === 4)).to.equal(true);
  },
};

/** Bell match to 100: a game played, the leader within reach of the target. */
export const BellMatchNearTarget: Story = { args: { variant: 'bell', record: bellNearTarget() }, play: showsRecord };

/** Finkel, finished: the game-over panel with the winner and "new game". */
export const GameOver: Story = {
  args: { record: gameOver() },
  play: async (context) => {
    await showsRecord(context);
    const board = await boardIn(context.canvasElement);
    expect(board.position.winner).to.be.oneOf(['light', 'dark']);
  },
};
