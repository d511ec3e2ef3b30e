/**
 * The package entry: registers `<royal-ur>` and exports the element, the rules engine and their types.
 * `<script type="module" src="royal-ur.js">` (or the IIFE build) is all a page needs.
 */
import './element/define.js';

export { RoyalUrElement } from './element/royal-ur.js';
export type { Orientation, Side } from './element/attributes.js';
export type { ApplyResult } from './element/controller.js';
export { LEVELS, type Level } from './ai/level-names.js';
export { defineRoyalUr, TAG_NAME } from './element/define.js';
export { UR_EVENTS } from './element/events.js';
export type * from './element/events.js';
export { CONNECTION_STATES, LANGS, type ConnectionState, type Lang } from './element/i18n/index.js';
export * from './engine/index.js';
