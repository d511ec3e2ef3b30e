/**
 * The self-contained bundles' entry (dist/royal-ur.bundled.js, and the classic script made from
 * it): registers `<royal-ur>` and exports what a page needs to work with the element. The rules
 * engine is not re-exported here, so that a page loads only the part of it the element uses; a page
 * that wants the engine itself imports dist/engine.js (no DOM, no Lit), an app `royal-ur/engine`.
 */
import './element/define.js';

export { RoyalUrElement } from './element/royal-ur.js';
export type { Orientation, Side } from './element/attributes.js';
export type { ApplyResult } from './element/players/controller.js';
export { LEVELS, type Level } from './ai/search/level-names.js';
export type { ByteSource } from './ai/tables/table-reader.js';
export type { ReviewCategory, ReviewJudge } from './ai/review/review-score.js';
export { defineRoyalUr, TAG_NAME } from './element/define.js';
export { UR_EVENTS } from './element/events.js';
export type * from './element/events.js';
export { LANGS } from './element/i18n/lang.js';
export type { Lang } from './element/i18n/types.js';
export { CONNECTION_STATES, type ConnectionState } from './protocol/index.js';
