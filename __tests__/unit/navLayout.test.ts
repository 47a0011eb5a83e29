import { inlineLinksFromEm, textWidthEm } from '../../src/lib/navLayout';

const words = { links: ['Projects', 'Resume', 'Videos'], hire: 'Hire Me' };

describe('where the bar has room for its links in a row', () => {
  it('moves the links behind the menu sooner for longer words', () => {
    const longer = { links: ['Startseite', 'Lebenslauf', 'Videos'], hire: 'Engagieren Sie mich' };
    expect(inlineLinksFromEm(longer, true)).toBeGreaterThan(inlineLinksFromEm(words, true));
  });

  it('keeps room for the language switch only where there is one', () => {
    expect(inlineLinksFromEm(words, true)).toBeGreaterThan(inlineLinksFromEm(words, false));
  });

  it('lies on a quarter of an em, so that the media query is short', () => {
    const from = inlineLinksFromEm(words, true);
    expect(from * 4).toBe(Math.round(from * 4));
  });

  it('counts ideographs and kana as a whole em, other letters as less', () => {
    expect(textWidthEm('履歴書')).toBe(3);
    expect(textWidthEm('CV')).toBeGreaterThan(0);
    expect(textWidthEm('CV')).toBeLessThan(2);
    expect(textWidthEm('Menü')).toBe(textWidthEm('Menu'));
  });
});
