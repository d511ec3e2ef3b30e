import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect } from 'chai';
import { attributeArgTypes, renderUr, type UrArgs } from './support/render.js';
import { boardIn, nextEvent, until, type RoyalUr } from './support/play.js';
import { bellNearTarget, gameOver, midGame } from './support/records.js';

/**
 * Game review: the win-chance graph over the game, each move's accuracy with the better move on
 * the board, each player's accuracy, step controls. The analysis runs in the AI worker.
 */
const meta: Meta<UrArgs> = {
  title: 'Royal Ur/Review',
  component: 'royal-ur',
  render: (args) => renderUr(args),
  argTypes: attributeArgTypes,
};
export default meta;
type Story = StoryObj<UrArgs>;

/** The review view of `board`, once open. */
async function reviewOf(board: RoyalUr): Promise<HTMLElement> {
  await until(
    () => !!board.shadowRoot!.querySelector('royal-ur-review')?.shadowRoot?.querySelector('[role="slider"]'),
    'the review view',
  );
  return board.shadowRoot!.querySelector('royal-ur-review')!;
}

/** A finished game: the game-over panel's Review button opens the review of the game just played. */
export const FinishedGameUnderReview: Story = {
  args: { record: gameOver() },
  play: async ({ canvasElement, args }) => {
    const board = await boardIn(canvasElement);
    await until(() => board.position.notation === args.record!.position, 'the record to load');
    const complete = nextEvent(board, 'ur-review-complete', 30_000);
    // The game-over panel is a part fetched on demand: its Review button comes with it.
    await until(() => !!board.shadowRoot!.querySelector('.review-button'), 'the Review button');
    board.shadowRoot!.querySelector<HTMLButtonElement>('.review-button')!.click();
    const view = await reviewOf(board);
    const detail = await complete;
    expect(detail.lightChances).to.have.length(args.record!.actions.length + 1);
    expect(view.shadowRoot!.querySelector('.accuracy')).to.not.equal(null);
  },
};

/** A record handed to `review(record)` without playing: a game under way, to step through. */
export const RecordOpenedForReview: Story = {
  play: async ({ canvasElement }) => {
    const board = await boardIn(canvasElement);
    const record = midGame();
    expect(await board.review(record)).to.deep.equal({ ok: true });
    const view = await reviewOf(board);
    const moved = nextEvent(board, 'ur-review-position');
    view.shadowRoot!.querySelector<HTMLButtonElement>('.last')!.click();
    expect((await moved).index).to.equal(record.actions.length);
  },
};

/** Bell: the current game of a match under review, the match score beside it. */
export const BellGameReview: Story = {
  args: { variant: 'bell' },
  play: async ({ canvasElement }) => {
    const board = await boardIn(canvasElement);
    expect(await board.review(bellNearTarget())).to.deep.equal({ ok: true });
    const view = await reviewOf(board);
    await until(() => !!view.shadowRoot!.querySelector('.match'), 'the match score');
    expect(view.shadowRoot!.querySelector('.match')!.textContent).to.match(/\d+ – \d+/);
  },
};
