/**
 * A board drawn on the server (royal-ur/ssr, into declarative shadow DOM): its first update adopts
 * that drawing with Lit's hydration (shell/hydrate.ts, a part of its own) instead of drawing it
 * again: the same nodes, focus kept, no shift.
 */
import type { LitElement } from 'lit';
import type { LoadedParts } from '../parts.js';

/** Before its first update, the element's shadow root holds a drawing made on the server. */
export const drawnOnServer = (host: HTMLElement & { readonly hasUpdated: boolean }): boolean =>
  !host.hasUpdated && !!host.shadowRoot?.querySelector('.sizer');

/**
 * How the first update of a board drawn on the server draws: the hydration part's adoption, or,
 * without that part (it could not be fetched), nothing: the server's drawing is then removed for
 * LitElement's own to replace it.
 */
export function adoptionOf(host: LitElement, hydrate: LoadedParts['hydrate']) {
  if (hydrate) return hydrate.hydrateElement;
  host.renderRoot.replaceChildren();
  // LitElement draws before the shadow root's first child as it found it: there is none now.
  (host.renderOptions as { renderBefore?: ChildNode | null }).renderBefore = null;
  return null;
}
