import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect } from 'chai';
import { attributeArgTypes, renderUr, type UrArgs } from './support/render.js';
import { boardIn, clickMove, nextEvent, partOf } from './support/play.js';
import { seedWithOpeningMove } from './support/records.js';

/**
 * `<royal-ur>`: the Royal Game of Ur on any page. Every attribute has a control; the tables
 * below come from custom-elements.json, generated from the element's JSDoc and its attribute table.
 */
const meta: Meta<UrArgs> = {
  title: 'Royal Ur/Element',
  component: 'royal-ur',
  render: (args) => renderUr(args),
  argTypes: attributeArgTypes,
  args: { seed: '1' },
};
export default meta;
type Story = StoryObj<UrArgs>;

/** Every attribute in the Controls panel; absent attributes use the variant's preset. */
export const Playground: Story = {};

/** A person throws with the throw button and clicks a highlighted move: `ur-throw` then `ur-move` fire. */
export const ThrowAndMove: Story = {
  args: { seed: String(seedWithOpeningMove()), 'animation-duration': 0 },
  play: async ({ canvasElement }) => {
    const board = await boardIn(canvasElement);
    const thrown = nextEvent(board, 'ur-throw');
    partOf(board, 'throw-button').click();
    const throwDetail = await thrown;
    expect(throwDetail.player).to.equal('light');
    expect(throwDetail.source).to.equal('dice');
    expect(throwDetail.outcome).to.equal('move');
    expect(throwDetail.dice.filter(Boolean).length).to.equal(throwDetail.value);
    const [first] = board.legalMoves;
    expect(first.distance).to.equal(throwDetail.value);
    const moved = nextEvent(board, 'ur-move');
    await clickMove(board, first);
    const move = await moved;
    expect(move.player).to.equal('light');
    expect(move.notation).to.equal(first.notation);
    expect(move.position.light.tiles).to.include(first.to);
  },
};

/**
 * Wrong values never break the board: each logs a console warning naming the attribute and the
 * accepted values, and the default is used (here: Finkel, 7 pieces, two people).
 */
export const WrongValues: Story = {
  args: { variant: 'chess', pieces: 99, light: 'robot', lang: 'xx', 'animation-duration': -5 },
  play: async ({ canvasElement }) => {
    const board = await boardIn(canvasElement);
    expect(board.record.variant).to.equal('finkel');
    expect(board.position.light.reserve).to.equal(7);
    const thrown = nextEvent(board, 'ur-throw');
    partOf(board, 'throw-button').click();
    expect((await thrown).player).to.equal('light');
  },
};
