import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { attributeArgTypes, renderUr, type UrArgs } from './support/render.js';
import { DARK_THEME, HIGH_CONTRAST_THEME } from './support/themes.js';

/**
 * Theming with the element's CSS custom properties (set on `royal-ur` or any ancestor) and
 * `::part()`s. The same declarations work in a page's stylesheet.
 */
const meta: Meta<UrArgs> = {
  title: 'Royal Ur/Themes',
  component: 'royal-ur',
  render: (args) => renderUr(args),
  argTypes: attributeArgTypes,
  args: { seed: '7', variant: 'bell' },
};
export default meta;
type Story = StoryObj<UrArgs>;

/** The built-in look: the British Museum board's shell, lapis and red limestone. */
export const Default: Story = {};
export const Dark: Story = { args: { style: DARK_THEME } };
export const HighContrast: Story = { args: { style: HIGH_CONTRAST_THEME } };
/**
 * `board-style="museum"`: the board after the British Museum's Royal Game of Ur (shell squares
 * with its rosette, eyes, five-dot and twelve-dot patterns in lapis and red limestone), for museum
 * and classroom pages; its drawing loads only for such a board.
 */
export const Museum: Story = { args: { variant: 'finkel', 'board-style': 'museum' } };
/** The museum board in a dark page theme: the board keeps the object's colours, the pieces theirs. */
export const MuseumDark: Story = { args: { variant: 'finkel', 'board-style': 'museum', style: DARK_THEME } };
