/**
 * A part fetched only by a board drawn on the server (royal-ur/ssr, into declarative shadow DOM):
 * its first update adopts the server's drawing with Lit's hydration instead of drawing it again, so
 * the nodes, the focus in them and the page's layout stay as they are.
 */
import { ReactiveElement, type LitElement, type PropertyValues } from 'lit';
import { hydrate } from '@lit-labs/ssr-client';

/** What LitElement's update does on a first drawing, with hydration in place of rendering. */
export function hydrateElement(element: LitElement, drawing: unknown, changed: PropertyValues): void {
  // ReactiveElement's own update: reflects attributes and marks the element updated.
  (ReactiveElement.prototype as unknown as { update(changed: PropertyValues): void }).update.call(element, changed);
  const options = element.renderOptions;
  options.isConnected = element.isConnected;
  hydrate(drawing, element.renderRoot, options);
  // Later updates render into the part hydration left on the shadow root, not before its first child
  // (where LitElement looks for a part of its own drawing).
  options.renderBefore = undefined;
}
