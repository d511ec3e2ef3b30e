/**
 * `styleProps({ width: '40%' })`: sets CSS properties through the CSSOM (`style.setProperty`),
 * never as a `style="…"` attribute, which a strict Content-Security-Policy (`style-src 'self'`)
 * refuses. (Lit's styleMap writes the attribute on the first render.) Property names are CSS's own
 * (`grid-template-columns`, `--x`); a property left out of a later render is removed.
 */
import { noChange } from 'lit';
import { Directive, directive, PartType, type ElementPart, type PartInfo } from 'lit/directive.js';

class StylePropsDirective extends Directive {
  #set = new Set<string>();

  constructor(partInfo: PartInfo) {
    super(partInfo);
    if (partInfo.type !== PartType.ELEMENT)
      throw new Error('styleProps belongs on an element: <div ${styleProps({...})}>');
  }

  render(_properties: Readonly<Record<string, string>>): typeof noChange {
    return noChange;
  }

  override update(part: ElementPart, [properties]: [Readonly<Record<string, string>>]): typeof noChange {
    const style = (part.element as HTMLElement).style;
    for (const name of this.#set) if (!Object.hasOwn(properties, name)) style.removeProperty(name);
    this.#set = new Set(Object.keys(properties));
    for (const name of this.#set) style.setProperty(name, properties[name]);
    return noChange;
  }
}

export const styleProps = directive(StylePropsDirective);
