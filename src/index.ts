/** Same as `royal-ur.ts`: the element (registered), the engine and their types. */
export * from './royal-ur.js';
