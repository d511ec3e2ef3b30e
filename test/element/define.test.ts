import { expect } from '@open-wc/testing';
import { defineRoyalUr, TAG_NAME } from '../../src/element/define.js';
import { RoyalUrElement } from '../../src/element/royal-ur.js';
import * as entry from '../../src/royal-ur.js';

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

  it('the package entry exports the element, the engine and the event names', () => {
    expect(entry.RoyalUrElement).to.equal(RoyalUrElement);
    expect(entry.createGame).to.be.a('function');
    expect(entry.loadGame).to.be.a('function');
    expect(entry.UR_EVENTS).to.include('ur-move');
    expect(entry.LANGS).to.include('en');
  });
});
