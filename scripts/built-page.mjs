// @ts-check
/**
 * The page the screenshot and play-through scripts open: the built classic script (royal-ur.iife.js,
 * beside the page) on a phone-ready page in the project's colours, then `body` (the board's markup).
 * @param {string} body
 */
export const builtPage = (body) => `<!doctype html><meta name="viewport" content="width=device-width, initial-scale=1">
<style>body { margin: 0; padding: 8px; background: #fbf6ea; font-family: Georgia, serif }</style>
<script src="royal-ur.iife.js"></script>${body}`;
