import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect } from 'chai';
import { attributeArgTypes, renderUr, type UrArgs } from './support/render.js';
import { boardIn, partOf, until } from './support/play.js';

/** Every string, including the "How to play" panel, in five languages (`lang`). */
const meta: Meta<UrArgs> = {
  title: 'Royal Ur/Languages',
  component: 'royal-ur',
  render: (args) => renderUr(args),
  argTypes: attributeArgTypes,
  args: { seed: '3' },
};
export default meta;
type Story = StoryObj<UrArgs>;

export const English: Story = { args: { lang: 'en', 'light-name': 'Ana', 'dark-name': 'Ben' } };
export const Portuguese: Story = { args: { lang: 'pt', variant: 'bell', 'light-name': 'Ana', 'dark-name': 'Bruno' } };
export const Italian: Story = { args: { lang: 'it', 'light-name': 'Anna', 'dark-name': 'Marco' } };
export const German: Story = { args: { lang: 'de', 'light-name': 'Anna', 'dark-name': 'Max' } };
export const French: Story = { args: { lang: 'fr', 'light-name': 'Anne', 'dark-name': 'Léo' } };

/** The help button opens the "How to play" panel for the active variant, here Bell in German. */
export const HowToPlay: Story = {
  args: { lang: 'de', variant: 'bell' },
  play: async ({ canvasElement }) => {
    const board = await boardIn(canvasElement);
    partOf(board, 'help-button').click();
    await until(() => board.shadowRoot!.querySelector('.help'), 'the help panel');
    const panel = partOf(board, 'help-panel');
    expect(panel.textContent).to.contain('Spielanleitung').and.contain('Augen');
  },
};
