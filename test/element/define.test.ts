import { expect } from '@open-wc/testing';
import { defineRoyalUr, TAG_NAME } from '../../src/element/define.js';
import { RoyalUrElement } from '../../src/element/royal-ur.js';
import * as entry from '../../src/royal-ur.js';
import * as index from '../../src/index.js';

describe('define', () => {
  it('registers <royal-ur> as RoyalUrElement', () => {
    expect(TAG_NAME).to.equal('royal-ur');
    expect(customElements.get('royal-ur')).to.equal(RoyalUrElement);
    expect(document.createElement('royal-ur')).to.be.instanceOf(RoyalUrElement);
  });

  it('does not throw when the tag is already defined, and returns the registered class', () => {
    expect(() => defineRoyalUr()).to.not.throw();
    expect(defineRoyalUr()).to.equal(RoyalUrElement);
    // Without the guard, a second registration (a second bundle on the page) would throw.
    expect(() => customElements.define('royal-ur', class extends HTMLElement {})).to.throw();
    expect(customElements.get('royal-ur')).to.equal(RoyalUrElement);
  });

  it('the package entries export the element, the engine and the event names', () => {
    for (const module of [entry, index]) {
      expect(module.RoyalUrElement).to.equal(RoyalUrElement);
      expect(module.createGame).to.be.a('function');
      expect(module.loadGame).to.be.a('function');
      expect(module.UR_EVENTS).to.include('ur-move');
      expect(module.LANGS).to.deep.equal(['en', 'pt', 'it', 'de', 'fr']);
    }
  });
});
