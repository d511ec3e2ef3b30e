import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { attributeArgTypes, renderUr, type UrArgs } from './support/render.js';

/** The five rule sets (see docs/variants/). Each is a preset of rule switches a host may change. */
const meta: Meta<UrArgs> = {
  title: 'Royal Ur/Variants',
  component: 'royal-ur',
  render: (args) => renderUr(args),
  argTypes: attributeArgTypes,
  args: { seed: '7' },
};
export default meta;
type Story = StoryObj<UrArgs>;

/** Finkel (default): 7 pieces, four binary dice, safe rosettes that give another throw. */
export const Finkel: Story = { args: { variant: 'finkel' } };
/** Bell ("Real de Ur"): pyramid dice, doubles, eyes, stacks, scored games to a target. */
export const Bell: Story = { args: { variant: 'bell' } };
/** Masters: a 16-square route through the opponent's corner, 1-4 dice, no safe rosettes. */
export const Masters: Story = { args: { variant: 'masters' } };
/** Blitz: Masters' route with 5 pieces; captures give another throw. */
export const Blitz: Story = { args: { variant: 'blitz' } };
/** Aseb: the 12-square shared lane, 5 pieces. */
export const Aseb: Story = { args: { variant: 'aseb' } };
/** Switches on top of a preset: a short game for beginners. */
export const CustomSwitches: Story = {
  args: { variant: 'finkel', pieces: 3, 'exact-exit': 'off', 'safe-rosettes': 'off', 'captures-extra-turn': 'on' },
};
