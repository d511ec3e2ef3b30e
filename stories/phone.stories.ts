import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect } from 'chai';
import { html } from 'lit';
import { attributeArgTypes, renderUr, type UrArgs } from './support/render.js';
import { boardIn, partOf, type RoyalUr } from './support/play.js';

/**
 * Phones and narrow embeds: `orientation` (auto by the element's own width, or fixed) and the
 * `sound` attribute. Vertical puts the route top to bottom and the dice and buttons at the bottom
 * of a side column, under the thumb.
 */
const meta: Meta<UrArgs> = {
  title: 'Royal Ur/Phone and sound',
  component: 'royal-ur',
  render: (args) => renderUr(args),
  argTypes: attributeArgTypes,
  args: { seed: '7' },
};
export default meta;
type Story = StoryObj<UrArgs>;

/** Resolves once `board` shows the `state` layout (auto is decided in a frame after connection). */
async function layout(board: RoyalUr, state: 'vertical' | 'horizontal'): Promise<void> {
  for (let waited = 0; !board.matches(`:state(${state})`); waited += 20) {
    if (waited > 3000) throw new Error(`the board never turned ${state}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Vertical whatever the width: the route top to bottom, light's row on the left. */
export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvasElement }) => {
    const board = await boardIn(canvasElement);
    await layout(board, 'vertical');
    expect(partOf(board, 'board').classList.contains('vertical')).to.equal(true);
  },
};

/** Flipped and vertical: dark's row on the left. */
export const VerticalFlipped: Story = {
  args: { orientation: 'vertical', flipped: true, dark: 'computer', light: 'human' },
};

/** Aseb's long board, vertical: twelve squares top to bottom. */
export const VerticalAseb: Story = { args: { orientation: 'vertical', variant: 'aseb' } };

/** `auto` (the default) in a 300 px sidebar goes vertical, by the element's own width rather than the window's. */
export const NarrowSidebar: Story = {
  render: (args) => html`<div style="width: 300px">${renderUr(args)}</div>`,
  play: async ({ canvasElement }) => {
    const board = await boardIn(canvasElement);
    await layout(board, 'vertical');
  },
};

/**
 * Sound, on by default: a throw, a move, a capture and the end of a game, synthesised with Web Audio. Nothing
 * plays until the first click, tap or key press on the page.
 */
export const Sound: Story = {
  args: { dark: 'computer', level: 'easy' },
  play: async ({ canvasElement }) => {
    const board = await boardIn(canvasElement);
    expect(board.sound).to.equal(true);
  },
};
