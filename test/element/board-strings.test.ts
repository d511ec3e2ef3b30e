import { expect } from '@open-wc/testing';
import { BOARD_STRINGS } from '../../src/element/board-strings.js';

describe('board strings', () => {
  const langs = Object.keys(BOARD_STRINGS) as (keyof typeof BOARD_STRINGS)[];

  it('come in the five languages of the element', () => {
    expect(langs).to.have.members(['en', 'pt', 'it', 'de', 'fr']);
  });

  for (const lang of langs) {
    it(`${lang}: names every tile kind and says where a piece goes, with the move's effect`, () => {
      const t = BOARD_STRINGS[lang];
      for (const name of Object.values(t.kinds)) expect(name).to.be.a('string').and.not.equal('');
      const place = t.place('A1', t.kinds.rosette);
      expect(place).to.contain('A1').and.contain(t.kinds.rosette);
      expect(t.place('B2', '')).to.equal('B2');
      const plain = t.movable('light', 'A4', place, null);
      expect(plain).to.contain('A4').and.contain(place);
      // Each effect reads differently, for pieces and for destinations.
      const effects = [null, 'capture', 'bounce'] as const;
      expect(new Set(effects.map((effect) => t.movable('dark', 'A4', 'B5', effect))).size).to.equal(3);
      expect(new Set(effects.map((effect) => t.destination('A4', 'B5', effect))).size).to.equal(3);
      expect(t.movable('light', 'reserve', 'A3', null)).not.to.contain('reserve on');
      expect(t.pieces('dark', 0)).not.to.contain('0');
      expect(t.pieces('dark', 3)).to.contain('3');
      expect(t.tray('light', 'home', t.pieces('light', 2))).to.contain('2');
      expect(t.tray('light', 'reserve', 'x')).not.to.equal(t.tray('light', 'home', 'x'));
      expect(t.tray('light', 'reserve', 'x')).not.to.equal(t.tray('dark', 'reserve', 'x'));
      expect(t.dice(5, 3, 3)).to.contain('5');
    });
  }
});
