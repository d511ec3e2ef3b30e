/**
 * The Decline button of bell's eyes bonus: drawn with the move layer (board/move-layer.ts), since
 * the bonus is open only after a move, once play has begun; a first paint needs none of it.
 */
// English's "Decline bonus" is said once play has begun: loaded with this module.
import '../i18n/en/play.js';
import { html, type TemplateResult } from 'lit';
import type { Translation } from '../i18n/types.js';

export const declineButton = (t: Translation, decline: () => void): TemplateResult =>
  html`<button class="decline" @click=${decline}>${t.decline}</button>`;
