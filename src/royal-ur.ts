/**
 * The package entry: registers `<royal-ur>` and exports the element and, for apps (whose bundler
 * keeps only what they use), the rules engine with it.
 */
export * from './royal-ur.bundled.js';
export * from './engine/index.js';
